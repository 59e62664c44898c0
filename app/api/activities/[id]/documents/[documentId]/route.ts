import { apiHandler } from "@/lib/server/api/handler";
import { enforce, LIMITS } from "@/lib/server/rate-limit";
import { documentKindSchema } from "@/modules/activities";
import { removeActivityDocument, setDocumentKind } from "@/modules/activities/server";

type Params = { id: string; documentId: string };

/** Changes what kind of document it is (tender, addendum, bid, ...). */
export const PATCH = apiHandler<typeof documentKindSchema, undefined, Params>(
  { body: documentKindSchema, maxBodyBytes: 1024 },
  async ({ user, body, params }) => {
    await enforce(LIMITS.activityEditPerUser, user.id);
    await setDocumentKind(user, params.id, params.documentId, body.kind);
    return Response.json({ ok: true });
  },
);

/** Removes the document from the activity and deletes its stored file. */
export const DELETE = apiHandler<undefined, undefined, Params>({}, async ({ user, params }) => {
  await enforce(LIMITS.activityEditPerUser, user.id);
  await removeActivityDocument(user, params.id, params.documentId);
  return Response.json({ ok: true });
});
