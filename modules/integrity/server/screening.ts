import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { z } from "zod";
import { buildObjectKey } from "@/lib/files/storage-keys";
import { readStreamCapped } from "@/lib/net/read-capped";
import {
  buildScreeningIndex,
  detectListFormat,
  isScreeningListError,
  parseList,
  screenMany,
  type ListFormat,
  type ScreeningIndex,
} from "@/lib/integrity/screening";
import { AppError, errors } from "@/lib/server/api/errors";
import { readCapped } from "@/lib/server/api/handler";
import { db } from "@/lib/server/db";
import { JobFailure, type JobHandler } from "@/lib/server/jobs";
import { isAllowedTestLoopback, webhookUrlProblem } from "@/lib/server/net/webhook-url";
import { storage } from "@/lib/server/storage";
import { finishIntegrityJob, submitIntegrityJob, type JobView } from "./jobs";
import type { ApiPrincipal } from "./v1-handler";
import {
  MAX_LISTS_PER_ORG,
  type DueDiligenceSubmit,
  type ListFormatName,
  type ListUploadQuery,
} from "@/modules/integrity/validation";

/** A list file larger than this is refused (the full OpenSanctions sanctions file is about 40 MB). */
export const MAX_LIST_BYTES = 100 * 1024 * 1024;

const FORMAT_OF: Record<ListFormatName, ListFormat> = {
  "worldbank-json": { source: "worldbank", format: "json" },
  "worldbank-csv": { source: "worldbank", format: "csv" },
  opensanctions: { source: "opensanctions", format: "csv" },
  un: { source: "un", format: "xml" },
  custom: { source: "custom", format: "csv" },
};

const nameOf = (format: ListFormat): ListFormatName =>
  format.source === "worldbank" ? `worldbank-${format.format as "json" | "csv"}` : format.source;

export type ScreeningListView = {
  id: string;
  name: string;
  format: ListFormatName;
  sourceUrl: string | null;
  fileName: string;
  bytes: number;
  entryCount: number;
  /** The list's own date when it states one, else when it was loaded. */
  listDate: string;
  loadedAt: string;
};

const listSelect = {
  id: true,
  name: true,
  format: true,
  sourceUrl: true,
  fileName: true,
  bytes: true,
  entryCount: true,
  listDate: true,
  loadedAt: true,
} as const;

const viewOf = (row: {
  id: string;
  name: string;
  format: string;
  sourceUrl: string | null;
  fileName: string;
  bytes: number;
  entryCount: number;
  listDate: Date | null;
  loadedAt: Date;
}): ScreeningListView => ({
  ...row,
  format: row.format as ListFormatName,
  listDate: (row.listDate ?? row.loadedAt).toISOString().slice(0, 10),
  loadedAt: row.loadedAt.toISOString(),
});

export async function listScreeningLists(principal: ApiPrincipal): Promise<ScreeningListView[]> {
  const rows = await db().screeningList.findMany({
    where: { orgId: principal.orgId },
    orderBy: { loadedAt: "desc" },
    select: listSelect,
  });
  return rows.map(viewOf);
}

/** Parses and checks a list file, then stores it (new, or replacing the list `listId`); audited. */
async function storeList(
  principal: ApiPrincipal,
  bytes: Uint8Array,
  input: {
    name: string;
    format: ListFormatName | "auto";
    fileName: string;
    sourceUrl: string | null;
    listId?: string;
  },
): Promise<ScreeningListView> {
  if (!bytes.byteLength) throw new AppError("validation_error", 400, "The list file is empty.");
  const text = new TextDecoder("utf-8").decode(bytes);
  const format =
    input.format === "auto" ? detectListFormat(input.fileName, text.slice(0, 4096)) : FORMAT_OF[input.format];
  if (!format)
    throw new AppError(
      "validation_error",
      400,
      "The list format could not be recognised: choose World Bank (JSON or CSV), OpenSanctions targets.simple.csv, UN consolidated list XML, or a CSV with a name column.",
      { format: ["validation.choice"] },
    );
  let parsed;
  try {
    parsed = parseList(text, format);
  } catch (error) {
    if (isScreeningListError(error)) throw new AppError("validation_error", 400, error.message);
    throw error;
  }
  if (!parsed.entries.length)
    throw new AppError("validation_error", 400, "The list has no entries with a name.");
  const existing = input.listId
    ? await db().screeningList.findFirst({ where: { id: input.listId, orgId: principal.orgId } })
    : null;
  if (input.listId && !existing) throw errors.notFound("No list with this id in your organisation.");
  if (
    !existing &&
    (await db().screeningList.count({ where: { orgId: principal.orgId } })) >= MAX_LISTS_PER_ORG
  )
    throw errors.conflict(`Up to ${MAX_LISTS_PER_ORG} lists per organisation: delete one first.`);
  const fileKey = buildObjectKey({
    orgId: principal.orgId,
    source: "screening",
    fileId: randomUUID(),
    filename: input.fileName,
  });
  await storage().write(fileKey, bytes, "application/octet-stream");
  const data = {
    name: input.name,
    format: nameOf(format),
    sourceUrl: input.sourceUrl,
    fileKey,
    fileName: input.fileName,
    bytes: bytes.byteLength,
    sha256: createHash("sha256").update(bytes).digest("hex"),
    entryCount: parsed.entries.length,
    listDate: parsed.listDate ? new Date(`${parsed.listDate}T00:00:00Z`) : null,
    loadedAt: new Date(),
    loadedBy: principal.userId,
  };
  let row;
  if (existing) {
    // Only over the version read above: of two replacements at once (two refreshes, a refresh and an upload),
    // the second finds the file key changed, removes its own new file and is told so, so no file is orphaned.
    const replaced = await db().screeningList.updateMany({
      where: { id: existing.id, orgId: principal.orgId, fileKey: existing.fileKey },
      data,
    });
    if (replaced.count !== 1) {
      await storage().delete(fileKey);
      throw errors.conflict(
        "The list was replaced or deleted meanwhile: nothing was changed by this request.",
      );
    }
    await storage().delete(existing.fileKey);
    const current = await db().screeningList.findFirst({ where: { id: existing.id }, select: listSelect });
    if (!current) throw errors.notFound("The list was deleted meanwhile.");
    row = current;
  } else {
    try {
      row = await db().$transaction(async (tx) => {
        // Counted again under the org's row lock: concurrent uploads cannot pass the limit together.
        await tx.$queryRaw`SELECT 1 FROM "Org" WHERE "id" = ${principal.orgId} FOR UPDATE`;
        if ((await tx.screeningList.count({ where: { orgId: principal.orgId } })) >= MAX_LISTS_PER_ORG)
          throw errors.conflict(`Up to ${MAX_LISTS_PER_ORG} lists per organisation: delete one first.`);
        return tx.screeningList.create({ data: { ...data, orgId: principal.orgId }, select: listSelect });
      });
    } catch (error) {
      await storage().delete(fileKey);
      throw error;
    }
  }
  await db().auditEvent.create({
    data: {
      orgId: principal.orgId,
      userId: principal.userId,
      action: existing ? "screening_list.refresh" : "screening_list.load",
      detail: { listId: row.id, entries: row.entryCount, tokenId: principal.tokenId },
    },
  });
  return viewOf(row);
}

/** POST /api/v1/due-diligence/lists: the body is the list file as published. */
export async function uploadScreeningList(principal: ApiPrincipal, req: Request, query: ListUploadQuery) {
  // The source URL is fetched on refresh: held to the webhook SSRF rules when saved, as again before the fetch.
  if (query.sourceUrl && !isAllowedTestLoopback(query.sourceUrl)) {
    const problem = await webhookUrlProblem(query.sourceUrl, "save");
    if (problem)
      throw new AppError("validation_error", 400, `The source URL ${problem}.`, {
        sourceUrl: ["validation.webhookUrl"],
      });
  }
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > MAX_LIST_BYTES) throw listTooLarge();
  const bytes = await readCapped(req, MAX_LIST_BYTES).catch((error: unknown) => {
    throw error instanceof AppError && error.status === 413 ? listTooLarge() : error;
  });
  return storeList(principal, new Uint8Array(bytes), {
    name: query.name,
    format: query.format,
    fileName: query.fileName,
    sourceUrl: query.sourceUrl ?? null,
    listId: query.listId,
  });
}

const listTooLarge = () =>
  new AppError("payload_too_large", 413, `The list file is larger than ${MAX_LIST_BYTES / 1024 / 1024} MB.`);

/**
 * POST /api/v1/due-diligence/lists/{id}/refresh: fetches the list again from its source URL (SSRF rules as for
 * webhooks, no redirects, 60 s, 100 MB) and replaces it; the old version stays until the new one parsed.
 */
export async function refreshScreeningList(
  principal: ApiPrincipal,
  listId: string,
  fetchImpl: typeof fetch = fetch,
): Promise<ScreeningListView> {
  const list = await db().screeningList.findFirst({ where: { id: listId, orgId: principal.orgId } });
  if (!list) throw errors.notFound("No list with this id in your organisation.");
  if (!list.sourceUrl)
    throw errors.conflict("This list has no source URL: upload the new file to refresh it.");
  if (!isAllowedTestLoopback(list.sourceUrl)) {
    const problem = await webhookUrlProblem(list.sourceUrl, "send");
    if (problem) throw errors.conflict(`The list's source URL ${problem}; nothing was fetched.`);
  }
  let response: Response;
  try {
    response = await fetchImpl(list.sourceUrl, { redirect: "manual", signal: AbortSignal.timeout(60_000) });
  } catch {
    throw new AppError("bad_gateway", 502, "The list's source could not be reached.");
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new AppError("bad_gateway", 502, `The list's source answered HTTP ${response.status}.`);
  }
  const bytes = await readStreamCapped(response.body, MAX_LIST_BYTES, listTooLarge);
  return storeList(principal, bytes, {
    name: list.name,
    format: list.format as ListFormatName,
    fileName: list.fileName,
    sourceUrl: list.sourceUrl,
    listId: list.id,
  });
}

export async function deleteScreeningList(principal: ApiPrincipal, listId: string): Promise<void> {
  const list = await db().screeningList.findFirst({ where: { id: listId, orgId: principal.orgId } });
  if (!list) throw errors.notFound("No list with this id in your organisation.");
  await db().screeningList.delete({ where: { id: list.id } });
  await storage().delete(list.fileKey);
  await db().auditEvent.create({
    data: {
      orgId: principal.orgId,
      userId: principal.userId,
      action: "screening_list.delete",
      detail: { listId, tokenId: principal.tokenId },
    },
  });
}

/* ---------- screening jobs ---------- */

export async function submitDueDiligence(
  principal: ApiPrincipal,
  body: DueDiligenceSubmit,
): Promise<JobView> {
  const lists = await db().screeningList.findMany({
    where: { orgId: principal.orgId, ...(body.listIds ? { id: { in: body.listIds } } : {}) },
    select: { id: true },
  });
  if (!lists.length)
    throw errors.conflict(
      "Load at least one debarment or sanctions list first (POST /api/v1/due-diligence/lists, or the tool page).",
    );
  if (body.listIds && lists.length !== new Set(body.listIds).size)
    throw errors.notFound("One of the listIds is not a list of your organisation.");
  return submitIntegrityJob(
    principal,
    "due_diligence",
    {
      bidders: body.bidders,
      threshold: body.threshold,
      asOf: body.asOf ?? new Date().toISOString().slice(0, 10),
      listIds: lists.map((list) => list.id),
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

// Built indexes by list version (id + content hash), a few at a time: a 300,000-entry list takes seconds to
// parse and index, and the same lists screen every batch.
const CACHED_INDEXES = 4;
const cacheSlot = globalThis as typeof globalThis & { __procurosScreening?: Map<string, ScreeningIndex> };
const indexes = (cacheSlot.__procurosScreening ??= new Map());

async function indexOf(list: { id: string; sha256: string; fileKey: string; format: string }) {
  const key = `${list.id}:${list.sha256}`;
  const cached = indexes.get(key);
  if (cached) return cached;
  const text = new TextDecoder("utf-8").decode(await storage().read(list.fileKey));
  const parsed = parseList(text, FORMAT_OF[list.format as ListFormatName]);
  const index = buildScreeningIndex(parsed.entries.map((entry) => ({ ...entry, listId: list.id })));
  indexes.set(key, index);
  while (indexes.size > CACHED_INDEXES) indexes.delete(indexes.keys().next().value!);
  return index;
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
    const options = { threshold, asOf: new Date(`${asOf}T00:00:00Z`) };
    const perList: { list: (typeof lists)[number]; results: ReturnType<typeof screenMany> }[] = [];
    for (const list of lists)
      perList.push({ list, results: screenMany(await indexOf(list), bidders, options) });
    const screened = bidders.map((query, i) => {
      const matches = perList
        .flatMap(({ list, results }) =>
          results[i]!.matches.map((match) => ({
            listId: list.id,
            listName: list.name,
            score: match.score,
            matchedName: match.matchedName,
            reasons: match.reasons,
            status: match.status,
            period: match.period,
            entry: {
              entryId: match.entry.entryId,
              name: match.entry.name,
              country: match.entry.country ?? null,
              from: match.entry.from ?? null,
              to: match.entry.to ?? null,
              reason: match.entry.reason ?? null,
              program: match.entry.program ?? null,
            },
          })),
        )
        .sort((a, b) => b.score - a.score);
      return { query, matches };
    });
    return {
      asOf,
      threshold,
      lists: lists.map(viewOf),
      bidders: screened,
      summary: {
        screened: bidders.length,
        withMatches: screened.filter((bidder) => bidder.matches.length).length,
        activeMatches: screened.filter((bidder) => bidder.matches.some((match) => match.status !== "past"))
          .length,
      },
    };
  },
  onFinish: (payload, context, outcome) => finishIntegrityJob("due_diligence", payload, context, outcome),
};
