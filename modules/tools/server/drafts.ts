import "server-only";
import { reviewOffThread } from "@/modules/review/server";
import { isToolId } from "@/lib/catalogue";
import {
  compareDrafts,
  findSection,
  replaceSection,
  type DraftComparison,
} from "@/modules/tools/lib/drafting/compare";
import { draftAssumptions, draftSchema, numberedSections, type Draft } from "@/lib/results/draft";
import { draftHtml } from "@/lib/results/draft-html";
import type { ToolFramework, ToolOutput } from "@/lib/results/types";
import { gatedOutput, gateOf } from "@/modules/tools/lib/drafting/gate/gate-output";
import { errors } from "@/lib/server/api/errors";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db";
import { DomainError } from "@/lib/errors";
import { DRAFT_DOCUMENT_ID, draftOf } from "@/modules/tools/lib/drafting/engine";
import { isDraftingTool } from "@/modules/tools/lib/engines";
import { draftTaskWhere, getToolRun, runTool, type ToolRunView } from "./run";

/**
 * Draft versions per task (drafting suite): a task is (org, tool, activity or none) and keeps at most five
 * drafts (runTool refuses a sixth). Lists a task's drafts, compares two, deletes one and regenerates one section
 * of a draft into a new version. Every read is org-scoped: another org's run is a 404, never revealed.
 */

export type DraftVersion = {
  runId: string;
  /** 1..n by creation, oldest first. */
  version: number;
  createdAt: string;
  by: { name: string; email: string } | null;
  title: string;
  sectionCount: number;
  /**
   * Drafted from an older version of the activity's evaluation record than the one confirmed now: the letters or
   * memo say what the record said then. Null when the draft used no record.
   */
  record: { version: number; outdated: boolean } | null;
};

const noDraft = () => errors.notFound("No draft with this id in your organisation.");

/** GET /api/tools/{toolId}/drafts?activityId=: the task's drafts, newest first. */
export async function listDrafts(
  user: SessionUser,
  toolId: string,
  activityId: string | undefined,
): Promise<{ toolId: string; activityId: string | null; drafts: DraftVersion[] }> {
  if (!isToolId(toolId)) throw errors.notFound("No tool with this id.");
  const where = draftTaskWhere(user.orgId, toolId, activityId);
  const runs = isDraftingTool(toolId)
    ? await db().toolRun.findMany({
        where,
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: { id: true, userId: true, createdAt: true, output: true, evaluationRecordVersion: true },
      })
    : [];
  const usedRecord = runs.some((run) => run.evaluationRecordVersion !== null);
  const current =
    usedRecord && where.activityId
      ? ((
          await db().evaluationRecordVersion.findFirst({
            where: { orgId: user.orgId, activityId: where.activityId },
            orderBy: { version: "desc" },
            select: { version: true },
          })
        )?.version ?? null)
      : null;
  const users = await db().user.findMany({
    where: { id: { in: [...new Set(runs.map((run) => run.userId))] } },
    select: { id: true, name: true, email: true },
  });
  const byId = new Map(users.map((found) => [found.id, found]));
  const drafts = runs.map((run, index): DraftVersion => {
    const draft = draftSchema.safeParse((run.output as { data?: { draft?: unknown } } | null)?.data?.draft);
    const author = byId.get(run.userId);
    return {
      runId: run.id,
      version: index + 1,
      createdAt: run.createdAt.toISOString(),
      by: author ? { name: author.name, email: author.email } : null,
      title: draft.success ? draft.data.title : "",
      sectionCount: draft.success ? numberedSections(draft.data.sections).length : 0,
      record:
        run.evaluationRecordVersion === null
          ? null
          : {
              version: run.evaluationRecordVersion,
              outdated: current !== null && run.evaluationRecordVersion < current,
            },
    };
  });
  return { toolId, activityId: where.activityId, drafts: drafts.reverse() };
}

/** A stored draft run of the org (404 for another org's run, or a run that is no draft). */
async function draftRun(user: SessionUser, runId: string) {
  const run = await db().toolRun.findFirst({
    where: { id: runId, orgId: user.orgId },
    select: { id: true, toolId: true, activityId: true },
  });
  if (!run || !isDraftingTool(run.toolId)) throw noDraft();
  const view = await getToolRun(user, runId);
  return { ...view, activityId: run.activityId, draft: draftOf(view.output) };
}

/** DELETE /api/tools/runs/{runId}: removes one draft of a task (drafting runs only), making room for another. */
export async function deleteDraft(user: SessionUser, runId: string): Promise<void> {
  const run = await db().toolRun.findFirst({
    where: { id: runId, orgId: user.orgId },
    select: { id: true, toolId: true },
  });
  if (!run || !isDraftingTool(run.toolId)) throw noDraft();
  await db().toolRun.deleteMany({ where: { id: run.id, orgId: user.orgId } });
}

export type DraftComparisonView = DraftComparison & {
  before: { runId: string; createdAt: string; title: string };
  after: { runId: string; createdAt: string; title: string };
};

/** GET /api/tools/runs/{a}/compare/{b}: the sections of draft a (before) against draft b (after). */
export async function compareDraftRuns(
  user: SessionUser,
  runId: string,
  otherId: string,
): Promise<DraftComparisonView> {
  const [before, after] = [await draftRun(user, runId), await draftRun(user, otherId)];
  if (before.toolId !== after.toolId)
    throw new DomainError("invalid_input", "Only drafts of the same tool can be compared.");
  const side = (run: typeof before) => ({
    runId: run.runId,
    createdAt: run.createdAt,
    title: run.draft.title,
  });
  return { before: side(before), after: side(after), ...compareDrafts(before.draft, after.draft) };
}

/** The stored output with another draft: its preview, assumptions and document title follow the draft. */
function withDraft(output: ToolOutput, draft: Draft, notice: string): ToolOutput {
  return {
    ...output,
    notices: [...(output.notices ?? []), notice],
    documents: output.documents?.map((doc) =>
      doc.id === DRAFT_DOCUMENT_ID ? { ...doc, title: draft.title } : doc,
    ),
    data: { ...output.data, draft, draftHtml: draftHtml(draft), assumptions: draftAssumptions(draft) },
  };
}

/**
 * POST /api/tools/runs/{runId}/sections/{sectionId}/regenerate: composes a fresh draft from the current inputs
 * and the run's attachments (the run pipeline, as runTool), takes that section and puts it into a copy of the
 * stored draft; the other sections stay as they were. Stored as a new draft of the task (counts toward five).
 */
export async function regenerateSection(
  user: SessionUser,
  runId: string,
  sectionId: string,
  inputs: Record<string, unknown>,
  now = new Date(),
): Promise<ToolRunView> {
  const stored = await draftRun(user, runId);
  const previous = findSection(stored.draft, sectionId);
  if (!previous) throw errors.notFound("This draft has no such section.");
  const attachments: Record<string, string[]> = {};
  for (const file of stored.attachments) (attachments[file.groupId] ??= []).push(file.id);
  const number =
    numberedSections(stored.draft.sections).find(({ section }) => section.id === sectionId)?.number ?? "";
  return runTool(
    user,
    stored.toolId,
    { inputs, attachments, activityId: stored.activityId ?? undefined },
    now,
    async (fresh) => {
      const draft = draftOf(fresh);
      const section =
        findSection(draft, sectionId) ??
        numberedSections(draft.sections).find(({ section }) => section.heading === previous.heading)?.section;
      if (!section)
        throw new DomainError(
          "not_found",
          `The new draft has no section "${previous.heading}" to take; nothing was stored.`,
        );
      // Only the section's own text is regenerated; its subsections stay as they were.
      const replaced = replaceSection(stored.draft, { ...section, id: sectionId, subsections: undefined });
      if (!replaced) throw noDraft();
      // The new version is gated again, under the framework the fresh run was reviewed with.
      return gatedOutput(
        withDraft(
          stored.output,
          replaced,
          `Section ${number} ${previous.heading} regenerated; the other sections are as in the earlier draft.`,
        ),
        stored.toolId,
        (gateOf(fresh)?.framework as ToolFramework | undefined) ?? null,
        reviewOffThread,
      );
    },
  );
}
