import { apiHandler } from "@/lib/server/api/handler";
import { enforce, LIMITS } from "@/lib/server/rate-limit";
import { regenerateSection } from "@/modules/tools/server";
import { regenerateSectionSchema } from "@/modules/tools";

export const POST = apiHandler<
  typeof regenerateSectionSchema,
  undefined,
  { runId: string; sectionId: string }
>({ body: regenerateSectionSchema, maxBodyBytes: 256 * 1024 }, async ({ user, body, params }) => {
  await enforce(LIMITS.toolRunPerUser, user.id);
  return Response.json(await regenerateSection(user, params.runId, params.sectionId, body.inputs));
});
