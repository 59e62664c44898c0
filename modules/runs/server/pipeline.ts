import "server-only";
import type { AttachmentGroup } from "@/lib/catalogue/types";
import type {
  AttachedDocument,
  GuidelinePassage,
  GuidelineSearchOptions,
  ToolFramework,
} from "@/lib/results/types";
import { fieldMessage, mergeFieldErrors } from "@/lib/api/field-errors";
import { validateGroup, groupProblemMessage, type FileLike } from "@/lib/files/file-groups";
import { frameworkForTools } from "@/lib/frameworks/selection";
import { AppError, type FieldErrors } from "@/lib/server/api/errors";
import type { SessionUser } from "@/lib/server/auth/session";
import { withHeavyTaskSlot } from "@/lib/server/heavy-tasks";
import { searchKnowledge, type KnowledgeHit } from "@/lib/server/knowledge";
import { getPreferences } from "@/modules/settings/server";
import { findAttachments } from "./attachments";
import { findActivityFiles, foreignActivityFilesMessage } from "./activity-files";
import { readDocuments, type AttachedRow } from "./documents";

/**
 * The one path every run takes, whatever asks for it (a review, a hub tool, later drafting and API jobs):
 * framework -> attachments -> documents -> guideline passages -> engine -> stored run (the framework comes
 * first because inputs are checked against it, e.g. its currencies). Callers bring what
 * differs (which groups, how inputs are checked, which engine, how the result is stored); the order, the
 * error shape and the shared reads live here once.
 */

export type RunKind = "review" | "tool";
export type RunStage = "framework" | "attachments" | "documents" | "guidelines" | "engine" | "store";

/** What a run has gathered before its engine runs; `values` are the request's inputs as its check parsed them. */
export type RunMaterials<Values = undefined> = {
  user: SessionUser;
  values: Values;
  framework: ToolFramework | null;
  rows: AttachedRow[];
  documents: AttachedDocument[];
  /** Passages for the run's own guideline query (empty when it has none). */
  guidelines: GuidelinePassage[];
  /** Further searches an engine may make over the org's indexed guidelines. */
  searchGuidelines: (
    query: string,
    limit?: number,
    options?: GuidelineSearchOptions,
  ) => Promise<GuidelinePassage[]>;
};

/** A request's own inputs checked against the framework: what is wrong with them, else the parsed values. */
export type CheckedInputs<Values> = { problems: FieldErrors; values: Values };

export type RunRequest<Values = undefined> = {
  kind: RunKind;
  /** The upload groups the run may use, and the file ids it names per group. */
  groups: readonly AttachmentGroup[];
  files: Readonly<Record<string, readonly string[]>>;
  /**
   * Checks the request's own inputs: their problems are reported together with the attachment problems in one
   * 400; without problems, the parsed values reach the engine and the store (RunMaterials.values).
   */
  checkInputs: (framework: ToolFramework | null) => CheckedInputs<Values>;
  /** The 400's message when anything is missing or wrong. */
  invalidMessage: string;
  /** Full-text query for the run's guideline passages (null: none fetched up front). */
  guidelineQuery: string | null;
  guidelineLimit?: number;
  /**
   * The Activity ID the run is for: the run may then name that activity's documents (issue 35) besides its
   * own uploads. Null or absent: uploads only.
   */
  activityId?: string | null;
};

export type RunEvent = { kind: RunKind; stages: { stage: RunStage; ms: number }[]; storedId: string | null };
const listeners = new Set<(event: RunEvent) => void>();

/** Observes finished runs (stage timings, for tests, logs and the bench). Returns the unsubscribe function. */
export function onRunFinished(listener: (event: RunEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The user's framework as runs see it: derived from the org's settings, never from the client. */
export async function runFrameworkOf(user: SessionUser): Promise<ToolFramework | null> {
  return frameworkForTools((await getPreferences(user)).framework);
}

export function toGuidelinePassage(hit: KnowledgeHit): GuidelinePassage {
  return {
    title: hit.title,
    filename: hit.filename,
    location: hit.unitLabel ?? `${hit.unitKind} ${hit.unitIndex}`,
    snippet: hit.snippet,
    ...(hit.text === undefined ? {} : { text: hit.text }),
  };
}

async function searchGuidelines(
  orgId: string,
  query: string,
  limit = 8,
  options: GuidelineSearchOptions = {},
): Promise<GuidelinePassage[]> {
  return (await searchKnowledge(orgId, query, { limit, withText: options.withText })).map(toGuidelinePassage);
}

/**
 * Every group passes its file rules with files of this org that finished uploading (its run attachments, or
 * documents of the run's activity); files named in a group the run does not have are refused. `foreign`: the
 * named activity documents that are not the run's activity's (the caller refuses the run, saying so).
 */
export async function resolveAttachments(
  orgId: string,
  groups: readonly AttachmentGroup[],
  files: Readonly<Record<string, readonly string[]>>,
  activityId: string | null = null,
): Promise<{ rows: AttachedRow[]; fields: FieldErrors; foreign: string[] }> {
  const fields: FieldErrors = {};
  for (const groupId of Object.keys(files)) {
    if (!groups.some((group) => group.id === groupId))
      fields[`attachments.${groupId}`] = ["validation.attachmentGroupUnknown"];
  }
  const named = [...new Set(Object.values(files).flat())];
  const found = await findAttachments(orgId, named);
  const notUploads = named.filter((id) => !found.some((row) => row.id === id));
  const activityFiles = await findActivityFiles(orgId, activityId, notUploads);
  const foreign = new Set(activityFiles.refused);
  const byId = new Map([...found, ...activityFiles.rows].map((row) => [row.id, row]));
  const rows: AttachedRow[] = [];
  for (const group of groups) {
    const ids = [...new Set(files[group.id] ?? [])];
    const missing = ids.filter((id) => !byId.has(id) && !foreign.has(id));
    const present = ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
    const messages = validateGroup(
      group,
      present.map((file): FileLike => ({ name: file.filename, size: file.size })),
    ).map(groupProblemMessage);
    if (missing.length)
      messages.push(fieldMessage("validation.attachmentsNotFound", { count: missing.length }));
    const refused = ids.filter((id) => foreign.has(id)).length;
    if (refused) messages.push(foreignActivityFilesMessage(activityId, refused));
    if (messages.length) fields[`attachments.${group.id}`] = messages;
    rows.push(...present.map((file) => ({ ...file, groupId: group.id })));
  }
  return { rows, fields, foreign: [...foreign] };
}

/** Both sets of problems in one map; a message both give for a field (e.g. a required group) is said once. */
function allProblems(...maps: FieldErrors[]): FieldErrors {
  const merged = mergeFieldErrors(...maps);
  return Object.fromEntries(
    Object.entries(merged).map(([field, messages]) => [field, [...new Set(messages)]]),
  );
}

class StageClock {
  private last = performance.now();
  readonly stages: RunEvent["stages"] = [];
  lap(stage: RunStage): void {
    const now = performance.now();
    this.stages.push({ stage, ms: Math.round((now - this.last) * 10) / 10 });
    this.last = now;
  }
}

async function gather<Values>(
  user: SessionUser,
  request: RunRequest<Values>,
  clock: StageClock,
): Promise<RunMaterials<Values>> {
  const framework = await runFrameworkOf(user);
  clock.lap("framework");
  const activityId = request.activityId?.trim() || null;
  const { rows, fields, foreign } = await resolveAttachments(
    user.orgId,
    request.groups,
    request.files,
    activityId,
  );
  clock.lap("attachments");
  // Input and attachment problems are answered together, so one answer names everything to fix.
  const inputs = request.checkInputs(framework);
  const problems = allProblems(inputs.problems, fields);
  // Another activity's document is said first: it is the one problem the form cannot show by itself.
  const message = foreign.length
    ? foreignActivityFilesMessage(activityId, foreign.length)
    : request.invalidMessage;
  if (Object.keys(problems).length) throw new AppError("validation_error", 400, message, problems);
  const documents = await readDocuments(rows);
  clock.lap("documents");
  const guidelines = request.guidelineQuery
    ? await searchGuidelines(user.orgId, request.guidelineQuery, request.guidelineLimit)
    : [];
  clock.lap("guidelines");
  return {
    user,
    values: inputs.values,
    framework,
    rows,
    documents,
    guidelines,
    searchGuidelines: (query, limit, options) => searchGuidelines(user.orgId, query, limit, options),
  };
}

/**
 * Runs the whole pipeline: gather, then the caller's engine on the materials, then its store. Returns what
 * each step produced.
 */
export async function executeRun<Values, Result, Stored extends { id: string }>(
  user: SessionUser,
  request: RunRequest<Values>,
  steps: {
    engine: (materials: RunMaterials<Values>) => Result | Promise<Result>;
    store: (materials: RunMaterials<Values>, result: Result) => Promise<Stored>;
  },
): Promise<{ materials: RunMaterials<Values>; result: Result; stored: Stored }> {
  const run = async () => {
    const clock = new StageClock();
    const materials = await gather(user, request, clock);
    const result = await steps.engine(materials);
    clock.lap("engine");
    const stored = await steps.store(materials, result);
    clock.lap("store");
    const event: RunEvent = { kind: request.kind, stages: clock.stages, storedId: stored.id };
    for (const listener of listeners) listener(event);
    return { materials, result, stored };
  };
  // Reviews and runs that read documents take a heavy-task slot first (429 when the user's earlier one still
  // runs); a tool run without documents is milliseconds of work and runs at once.
  return isHeavy(request) ? withHeavyTaskSlot(user, request.kind, run) : run();
}

/** A review (the engine in a worker, often over large documents) or any run that reads attached documents. */
export function isHeavy(request: Pick<RunRequest<unknown>, "kind" | "files">): boolean {
  return request.kind === "review" || Object.values(request.files).some((ids) => ids.length > 0);
}
