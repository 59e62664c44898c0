import { apiHandler } from "@/lib/server/api/handler";
import { enforce, LIMITS } from "@/lib/server/rate-limit";
import { activityPatchSchema } from "@/modules/activities";
import {
  deleteActivity,
  listActivityDocuments,
  requireActivity,
  updateActivity,
} from "@/modules/activities/server";

type Params = { id: string };

/** One activity with its documents; another org's id is 404. */
export const GET = apiHandler<undefined, undefined, Params>({}, async ({ user, params }) => {
  const activity = await requireActivity(user, params.id);
  return Response.json({ ok: true, activity, documents: await listActivityDocuments(user, activity.id) });
});

export const PATCH = apiHandler<typeof activityPatchSchema, undefined, Params>(
  { body: activityPatchSchema, maxBodyBytes: 16 * 1024 },
  async ({ user, body, params }) => {
    await enforce(LIMITS.activityEditPerUser, user.id);
    return Response.json({ ok: true, activity: await updateActivity(user, params.id, body) });
  },
);

/** Deletes the activity and its documents; runs, reviews and audit events made under its reference stay. */
export const DELETE = apiHandler<undefined, undefined, Params>({}, async ({ user, params }) => {
  await enforce(LIMITS.activityEditPerUser, user.id);
  await deleteActivity(user, params.id);
  return Response.json({ ok: true });
});
