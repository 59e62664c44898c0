import { z } from "zod";
import { apiHandler } from "@/lib/server/api/handler";
import {
  resetFrameworkSource,
  saveFrameworkSetting,
  sessionWithFrameworkSettings,
} from "@/modules/settings/server";
import { saveFrameworkSchema, sourceQuerySchema } from "@/modules/settings";

const orgQuery = z.object({ orgId: z.string().optional() });

// The session check and the read in one database round trip (the busiest signed-in read of the settings page).
export const GET = apiHandler({ query: orgQuery, session: sessionWithFrameworkSettings }, async ({ user }) =>
  Response.json({ orgId: user.orgId, frameworkSettings: user.frameworkSettings }),
);

export const POST = apiHandler(
  { body: saveFrameworkSchema, maxBodyBytes: 16 * 1024 },
  async ({ user, body }) => {
    const saved = await saveFrameworkSetting(user, body.frameworkSettings[0]!);
    return Response.json({ ok: true, ...saved });
  },
);

export const DELETE = apiHandler({ query: sourceQuerySchema }, async ({ user, query }) => {
  await resetFrameworkSource(user, query.source);
  return Response.json({ ok: true });
});
