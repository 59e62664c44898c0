import { apiHandler } from "@/lib/server/api/handler";
import { enforce, LIMITS } from "@/lib/server/rate-limit";
import { documentAddSchema } from "@/modules/activities";
import { addActivityDocument, listActivityDocuments, requireActivity } from "@/modules/activities/server";

type Params = { id: string };

export const GET = apiHandler<undefined, undefined, Params>({}, async ({ user, params }) => {
  const activity = await requireActivity(user, params.id);
  return Response.json({ ok: true, documents: await listActivityDocuments(user, activity.id) });
});

/** Completes an upload started with ./presign and files it under the activity with its kind. */
export const POST = apiHandler<typeof documentAddSchema, undefined, Params>(
  { body: documentAddSchema, maxBodyBytes: 4 * 1024, idempotent: true },
  async ({ user, body, params }) => {
    await enforce(LIMITS.activityEditPerUser, user.id);
    return Response.json(
      { ok: true, document: await addActivityDocument(user, params.id, body) },
      { status: 201 },
    );
  },
);
