import { apiHandler } from "@/lib/server/api/handler";
import { retentionSchema } from "@/modules/activities";
import { getRetention, setRetention } from "@/modules/activities/server";

/** The org's automatic deletion of activity documents and runs (null: kept until deleted). */
export const GET = apiHandler({}, async ({ user }) =>
  Response.json({ ok: true, retention: await getRetention(user) }),
);

/** Org admins only (403 otherwise). */
export const PUT = apiHandler({ body: retentionSchema, maxBodyBytes: 1024 }, async ({ user, body }) =>
  Response.json({ ok: true, retention: await setRetention(user, body.autoDeleteAfterDays) }),
);
