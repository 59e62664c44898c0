import { apiHandler } from "@/lib/server/api/handler";
import { addComment } from "@/modules/review/server";
import { requestCommentSchema } from "@/modules/review";

export const POST = apiHandler<typeof requestCommentSchema, undefined, { requestId: string }>(
  { body: requestCommentSchema, idempotent: true },
  async ({ user, params, body }) =>
    Response.json(await addComment(user, params.requestId, body.body), { status: 201 }),
);
