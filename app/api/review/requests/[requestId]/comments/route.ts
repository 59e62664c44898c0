import { apiHandler } from "@/lib/server/api/handler";
import { addComment } from "@/lib/server/review/requests";
import { requestCommentSchema } from "@/lib/validation/review";

export const POST = apiHandler<typeof requestCommentSchema, undefined, { requestId: string }>({ body: requestCommentSchema }, async ({ user, params, body }) =>
  Response.json(await addComment(user, params.requestId, body.body), { status: 201 }),
);
