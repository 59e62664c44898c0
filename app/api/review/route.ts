import { apiHandler } from "@/lib/server/api/handler";
import { enforce, LIMITS } from "@/lib/server/rate-limit";
import { runReviewRequest } from "@/modules/review/server";
import { reviewRequestSchema } from "@/modules/review";

/** POST /api/review: the review engine on the attached documents; the run is stored for Recent Runs. */
export const POST = apiHandler(
  { body: reviewRequestSchema, maxBodyBytes: 512 * 1024, idempotent: true },
  async ({ user, body }) => {
    await enforce(LIMITS.reviewPerUser, user.id);
    return Response.json(await runReviewRequest(user, body));
  },
);
