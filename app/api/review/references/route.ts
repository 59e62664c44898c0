import { apiHandler } from "@/lib/server/api/handler";
import { errors } from "@/lib/server/api/errors";
import { reviewModule } from "@/lib/catalogue/review-services";
import { listReferences } from "@/modules/review/server";
import { referencesQuerySchema } from "@/modules/review";

/** GET /api/review/references: the reference documents saved for an activity ('Yes, Use Saved' / 'No, Upload New'). */
export const GET = apiHandler({ query: referencesQuerySchema }, async ({ user, query }) => {
  const service = reviewModule(query.serviceId, query.subserviceId);
  if (!service) throw errors.notFound("No such review service.");
  return Response.json({ references: await listReferences(user, service, query.activityId) });
});
