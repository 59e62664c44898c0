import { apiHandler } from "@/lib/server/api/handler";
import { completeUpload } from "@/modules/settings/server";
import { completeUploadSchema } from "@/modules/settings";

export const POST = apiHandler<typeof completeUploadSchema, undefined, { id: string }>(
  { body: completeUploadSchema, maxBodyBytes: 16 * 1024, idempotent: true },
  async ({ user, body, params }) =>
    Response.json({ ok: true, reference: await completeUpload(user, params.id, body) }),
);
