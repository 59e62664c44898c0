import { z } from "zod";
import { apiHandler } from "@/lib/server/api/handler";
import { getPreferences, updatePreferences } from "@/modules/settings/server";
import { preferencesPatchSchema } from "@/modules/settings";

export const GET = apiHandler({ query: z.object({ orgId: z.string().optional() }) }, async ({ user }) => {
  return Response.json({ ok: true, preferences: await getPreferences(user), email: user.email });
});

export const PUT = apiHandler(
  { body: preferencesPatchSchema, maxBodyBytes: 32 * 1024 },
  async ({ user, body }) => {
    return Response.json({ ok: true, preferences: await updatePreferences(user, body) });
  },
);
