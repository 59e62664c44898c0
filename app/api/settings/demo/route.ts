import { z } from "zod";
import { apiHandler } from "@/lib/server/api/handler";
import { seedDemoData } from "@/modules/settings/server";

export const POST = apiHandler(
  { body: z.object({ orgId: z.string().optional() }), maxBodyBytes: 1024 },
  async ({ user }) => {
    return Response.json({ ok: true, frameworkSettings: await seedDemoData(user) });
  },
);
