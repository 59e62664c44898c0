import { rewriteRequestSchema } from "@/modules/tools";
import { apiHandler } from "@/lib/server/api/handler";
import { rewriteRunSection } from "@/modules/tools/server";

export const POST = apiHandler<typeof rewriteRequestSchema, undefined, { runId: string; sectionId: string }>(
  { body: rewriteRequestSchema, maxBodyBytes: 1024 },
  async ({ user, params, body }) =>
    Response.json(await rewriteRunSection(user, params.runId, params.sectionId, body.instruction)),
);
