import { apiHandler } from "@/lib/server/api/handler";
import { enforce, LIMITS } from "@/lib/server/rate-limit";
import { listReviewRequests, submitReviewRequest } from "@/modules/review/server";
import { reviewRequestSchema } from "@/modules/review";

/** GET /api/review/requests: the review queue (all of the org's for reviewers, one's own otherwise). */
export const GET = apiHandler({}, async ({ user }) =>
  Response.json({ requests: await listReviewRequests(user) }),
);

/** POST /api/review/requests: 'Submit for Review', reviewed like a run, then queued for the org's reviewers. */
export const POST = apiHandler(
  { body: reviewRequestSchema, maxBodyBytes: 512 * 1024, idempotent: true },
  async ({ user, body }) => {
    await enforce(LIMITS.reviewPerUser, user.id);
    return Response.json(await submitReviewRequest(user, body), { status: 201 });
  },
);
