import { apiHandler } from "@/lib/server/api/handler";
import { deleteDraft, getToolRun } from "@/modules/tools/server";

export const GET = apiHandler<undefined, undefined, { runId: string }>({}, async ({ user, params }) =>
  Response.json(await getToolRun(user, params.runId)),
);

/** Deletes one draft of a drafting task (drafting runs only). */
export const DELETE = apiHandler<undefined, undefined, { runId: string }>({}, async ({ user, params }) => {
  await deleteDraft(user, params.runId);
  return Response.json({ ok: true });
});
