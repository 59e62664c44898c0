import { finalizeRequestSchema } from "@/modules/tools";
import { apiHandler } from "@/lib/server/api/handler";
import { finalizeDraft } from "@/modules/tools/server";

export const POST = apiHandler<typeof finalizeRequestSchema, undefined, { runId: string }>(
  { body: finalizeRequestSchema, maxBodyBytes: 64 * 1024 },
  async ({ user, params, body }) => Response.json(await finalizeDraft(user, params.runId, body)),
);
