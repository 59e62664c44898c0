import "server-only";
import { errors } from "@/lib/server/api/errors";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db";
import { isDraftingTool } from "@/modules/tools/lib/engines";
import {
  finalizationOf,
  gateOf,
  openFindings,
  type Finalization,
} from "@/modules/tools/lib/drafting/gate/stored-gate";
import type { FinalizeRequest } from "@/modules/tools/validation/tools";
import { getToolRun, type ToolRunView } from "./run";

/**
 * POST /api/tools/runs/{runId}/finalize: marks a draft final. Refused (409) while a finding of its
 * quality gate is neither fixed nor acknowledged with a reason, and (409) when it is final already; the reasons
 * are kept with the version and the act is audited. Another org's run is a 404.
 */
export async function finalizeDraft(
  user: SessionUser,
  runId: string,
  request: FinalizeRequest,
  now = new Date(),
): Promise<ToolRunView> {
  const run = await getToolRun(user, runId);
  if (!isDraftingTool(run.toolId)) throw errors.notFound("No draft with this id in your organisation.");
  if (finalizationOf(run.output)) throw errors.conflict("This draft is final already.");
  const reasons = new Map(request.acknowledgements.map((item) => [item.findingId, item.reason.trim()]));
  const open = openFindings(gateOf(run.output));
  const unanswered = open.filter((finding) => !reasons.get(finding.id));
  if (unanswered.length)
    throw errors.conflict(
      `Fix or acknowledge with a reason each finding of the review before finalising: ${unanswered.map((finding) => finding.title).join("; ")}.`,
    );
  const author = await db().user.findUniqueOrThrow({
    where: { id: user.id },
    select: { name: true, email: true },
  });
  const finalized: Finalization = {
    at: now.toISOString(),
    by: { name: author.name, email: author.email },
    acknowledgements: open.map((finding) => ({
      findingId: finding.id,
      title: finding.title,
      reason: reasons.get(finding.id)!,
    })),
  };
  const output = { ...run.output, data: { ...run.output.data, finalized } };
  await db().$transaction([
    db().toolRun.updateMany({
      where: { id: run.runId, orgId: user.orgId },
      data: { output: output as object },
    }),
    db().auditEvent.create({
      data: {
        orgId: user.orgId,
        userId: user.id,
        action: "draft.finalized",
        detail: { runId: run.runId, toolId: run.toolId, acknowledged: finalized.acknowledgements.length },
      },
    }),
  ]);
  return { ...run, output };
}
