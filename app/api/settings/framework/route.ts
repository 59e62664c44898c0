import { z } from "zod";
import { apiHandler } from "@/lib/server/api/handler";
import {
  getFrameworkSettings,
  resetFrameworkSource,
  saveFrameworkSetting,
} from "@/modules/settings/server/framework";
import { saveFrameworkSchema } from "@/modules/settings/validation/framework";
import { sourceQuerySchema } from "@/modules/settings/validation/guidelines";

const orgQuery = z.object({ orgId: z.string().optional() });

export const GET = apiHandler({ query: orgQuery }, async ({ user }) => {
  return Response.json({ orgId: user.orgId, frameworkSettings: await getFrameworkSettings(user) });
});

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
