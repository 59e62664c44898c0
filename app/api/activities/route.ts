import { apiHandler } from "@/lib/server/api/handler";
import { enforce, LIMITS } from "@/lib/server/rate-limit";
import { activityInputSchema } from "@/modules/activities";
import { createActivity, listActivities } from "@/modules/activities/server";

/** The org's procurement activities, most recently changed first. */
export const GET = apiHandler({}, async ({ user }) =>
  Response.json({ ok: true, activities: await listActivities(user) }),
);

/** A new activity; 409 when the org already has one with this reference. */
export const POST = apiHandler(
  { body: activityInputSchema, maxBodyBytes: 16 * 1024, idempotent: true },
  async ({ user, body }) => {
    await enforce(LIMITS.activityEditPerUser, user.id);
    return Response.json({ ok: true, activity: await createActivity(user, body) }, { status: 201 });
  },
);
