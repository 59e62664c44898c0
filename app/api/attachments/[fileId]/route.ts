import { apiHandler } from "@/lib/server/api/handler";
import { deleteAttachment } from "@/modules/runs/server";

export const DELETE = apiHandler<undefined, undefined, { fileId: string }>({}, async ({ user, params }) => {
  await deleteAttachment(user, params.fileId);
  return Response.json({ ok: true });
});
