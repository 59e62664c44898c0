import { apiHandler } from "@/lib/server/api/handler";
import { confirmRecordSchema, recordQuerySchema } from "@/modules/evaluation";
import { confirmRecord, recordVersions } from "@/modules/evaluation/server";

/** The activity's confirmed evaluation record versions, newest first (empty when none was confirmed). */
export const GET = apiHandler({ query: recordQuerySchema }, async ({ user, query }) =>
  Response.json({ ok: true, versions: await recordVersions(user, query.activityId) }),
);

/** Confirms a record as the activity's next version. */
export const POST = apiHandler(
  { body: confirmRecordSchema, maxBodyBytes: 512 * 1024 },
  async ({ user, body }) =>
    Response.json({ ok: true, version: await confirmRecord(user, body) }, { status: 201 }),
);
