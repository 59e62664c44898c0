import { apiHandler } from "@/lib/server/api/handler";
import { enforce, LIMITS } from "@/lib/server/rate-limit";
import { runTool } from "@/modules/tools/server";
import { toolRunSchema } from "@/modules/tools";

export const POST = apiHandler<typeof toolRunSchema, undefined, { toolId: string }>(
  { body: toolRunSchema, maxBodyBytes: 256 * 1024, idempotent: true },
  async ({ user, body, params }) => {
    await enforce(LIMITS.toolRunPerUser, user.id);
    return Response.json(await runTool(user, params.toolId, body));
  },
);
