import { apiHandler } from "@/lib/server/api/handler";
import { completeUpload } from "@/lib/server/settings/uploads";
import { completeUploadSchema } from "@/lib/validation/guidelines";

export const POST = apiHandler<typeof completeUploadSchema, undefined, { id: string }>(
  { body: completeUploadSchema, maxBodyBytes: 16 * 1024 },
  async ({ user, body, params }) => Response.json({ ok: true, reference: await completeUpload(user, params.id, body) }),
);
