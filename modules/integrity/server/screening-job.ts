import "server-only";
import { z } from "zod";
import { isDomainError } from "@/lib/errors";
import type { ScreenList, ScreenedMatch } from "@/modules/integrity/lib/screening/worker/screening-task";
import { errors } from "@/lib/server/api/errors";
import { matchBars } from "@/modules/integrity/lib/dd-result";
import { db } from "@/lib/server/db";
import { JobFailure, type JobHandler } from "@/lib/server/jobs";
import { storage } from "@/lib/server/storage";
import { finishIntegrityJob, submitIntegrityJob, type JobView } from "./jobs";
import { FORMAT_OF, listSelect, viewOf } from "./screening";
import { limitErrors, screeningLimits } from "./screening-limits";
import { listFileText } from "./screening-documents";
import { runScreening } from "./screening-pool";
import type { ApiPrincipal } from "./v1-handler";
import type { DueDiligenceSubmit, ListFormatName } from "@/modules/integrity/validation";

/** POST /api/v1/due-diligence/submit: queues a screening of the bidders against the org's lists (or `listIds`). */
export async function submitDueDiligence(
  principal: ApiPrincipal,
  body: DueDiligenceSubmit,
): Promise<JobView> {
  const lists = await db().screeningList.findMany({
    where: { orgId: principal.orgId, ...(body.listIds ? { id: { in: body.listIds } } : {}) },
    select: { id: true, entryCount: true },
  });
  if (!lists.length)
    throw errors.conflict(
      "Load at least one debarment or sanctions list first (POST /api/v1/due-diligence/lists, or the tool page).",
    );
  if (body.listIds && lists.length !== new Set(body.listIds).size)
    throw errors.notFound("One of the listIds is not a list of your organisation.");
  // Refused before it is queued: a job over the budget would only be stopped at the screening time limit.
  const limits = screeningLimits();
  const entries = lists.reduce((sum, list) => sum + list.entryCount, 0);
  if (body.bidders.length * entries > limits.maxWorkPerJob)
    throw limitErrors.workBudget(limits, body.bidders.length, entries);
  return submitIntegrityJob(
    principal,
    "due_diligence",
    {
      bidders: body.bidders,
      threshold: body.threshold,
      asOf: body.asOf ?? new Date().toISOString().slice(0, 10),
      listIds: lists.map((list) => list.id),
      // The activity's page and audit export list the jobs that name it (modules/activities activity-timeline).
      ...(body.activityId ? { activityId: body.activityId } : {}),
    },
    body.callbackUrl,
  );
}

const jobPayloadSchema = z.object({
  bidders: z.array(
    z.object({ name: z.string(), country: z.string().optional(), registrationNumber: z.string().optional() }),
  ),
  threshold: z.number(),
  asOf: z.string(),
  listIds: z.array(z.string()),
});

type StoredList = { id: string; sha256: string; fileKey: string; format: string };

/**
 * A copy the worker may own: the storage driver's buffer may be shared (a pool slice, a test's spy). A workbook
 * or a PDF goes as the CSV of its table, as when it was loaded (screening-documents.ts).
 */
async function fileOf(list: StoredList): Promise<Uint8Array> {
  const stored = (await storage().read(list.fileKey)).slice();
  return (await listFileText(stored, list.sha256)).bytes;
}

/**
 * Screens in the screening pool. A worker keeps the indexes it built (keyed by list id and content hash), so
 * the files are first not sent; a worker that lacks some answers which, and they are sent (all of them on the
 * last round, in case another worker took the task).
 */
async function screenInPool(
  stored: StoredList[],
  task: { bidders: z.infer<typeof jobPayloadSchema>["bidders"]; threshold: number; asOf: string },
): Promise<ScreenedMatch[][]> {
  const cacheEntries = screeningLimits().maxEntriesPerOrg;
  let send = new Set<string>();
  for (let round = 0; round < 3; round++) {
    const transfer: ArrayBuffer[] = [];
    const lists: ScreenList[] = [];
    for (const list of stored) {
      const key = `${list.id}:${list.sha256}`;
      const entry: ScreenList = { key, listId: list.id, format: FORMAT_OF[list.format as ListFormatName] };
      if (send.has(key)) {
        entry.bytes = await fileOf(list);
        transfer.push(entry.bytes.buffer as ArrayBuffer);
      }
      lists.push(entry);
    }
    const reply = await runScreening({ op: "screen", lists, ...task, cacheEntries }, transfer);
    if (reply.ok && reply.op === "screen") return reply.bidders;
    if (!reply.ok && reply.code === "missing_lists") {
      send = round === 0 ? new Set(reply.keys) : new Set(lists.map((list) => list.key));
      continue;
    }
    throw new Error(`screening worker: ${reply.ok ? "wrong reply" : reply.code}`);
  }
  throw new Error("screening worker: lists still missing after they were sent");
}

export const dueDiligenceJob: JobHandler = {
  maxAttempts: 2,
  async run(payload, context) {
    const { bidders, threshold, asOf, listIds } = jobPayloadSchema.parse(payload);
    const lists = await db().screeningList.findMany({
      where: { orgId: context.orgId!, id: { in: listIds } },
      select: { ...listSelect, sha256: true, fileKey: true },
    });
    if (!lists.length) throw new JobFailure("The lists to screen against were deleted before the job ran.");
    // A list replaced by a larger one since the submit: the same budget, checked again.
    const limits = screeningLimits();
    const entries = lists.reduce((sum, list) => sum + list.entryCount, 0);
    if (bidders.length * entries > limits.maxWorkPerJob)
      throw new JobFailure(limitErrors.workBudget(limits, bidders.length, entries).message);
    let matches: ScreenedMatch[][];
    try {
      matches = await screenInPool(lists, { bidders, threshold, asOf });
    } catch (error) {
      // Over the time or memory limit: retrying cannot help, and the requester is told what to reduce.
      if (isDomainError(error) && error.code === "over_limit") throw new JobFailure(error.message);
      throw error;
    }
    const names = new Map(lists.map((list) => [list.id, list.name]));
    const screened = bidders.map((query, i) => ({
      query,
      matches: matches[i]!.map(({ listId, ...match }) => ({
        listId,
        listName: names.get(listId)!,
        ...match,
      })),
    }));
    return {
      asOf,
      threshold,
      lists: lists.map(viewOf),
      bidders: screened,
      summary: {
        screened: bidders.length,
        withMatches: screened.filter((bidder) => bidder.matches.length).length,
        // Bidders barred on the day: an expired or a later debarment is reported, for information only.
        activeMatches: screened.filter((bidder) => bidder.matches.some((match) => matchBars(match.status)))
          .length,
      },
    };
  },
  onFinish: (payload, context, outcome) => finishIntegrityJob("due_diligence", payload, context, outcome),
};
