import { apiHandler } from "@/lib/server/api/handler";
import { decideMembership } from "@/modules/account/server";
import { membershipDecisionSchema } from "@/modules/account";

export const POST = apiHandler<typeof membershipDecisionSchema, undefined, { id: string }>(
  { body: membershipDecisionSchema, maxBodyBytes: 1024 },
  async ({ user, body, params }) => {
    await decideMembership(user, params.id, body.decision);
    return Response.json({ ok: true });
  },
);
