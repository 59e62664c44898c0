import { apiHandler } from "@/lib/server/api/handler";
import { advanceReviewRequest, getReviewRequest } from "@/modules/review/server";
import { requestUpdateSchema } from "@/modules/review";

type Params = { requestId: string };

export const GET = apiHandler<undefined, undefined, Params>({}, async ({ user, params }) =>
  Response.json(await getReviewRequest(user, params.requestId)),
);

/**
 * PATCH: submitted -> in_review -> completed (approved), returned or rejected, by reviewers (admins and members an
 * admin granted the review permission) on requests they did not submit, with the decision's reason as comment.
 */
export const PATCH = apiHandler<typeof requestUpdateSchema, undefined, Params>(
  { body: requestUpdateSchema },
  async ({ user, params, body }) =>
    Response.json(await advanceReviewRequest(user, params.requestId, body.status, body.comment)),
);
