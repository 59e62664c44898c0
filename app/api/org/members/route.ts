import { apiHandler } from "@/lib/server/api/handler";
import { listMembers } from "@/modules/account/server";

export const GET = apiHandler({}, async ({ user }) =>
  Response.json({ ok: true, members: await listMembers(user) }),
);
