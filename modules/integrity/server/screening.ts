import "server-only";
import { randomUUID } from "node:crypto";
import { buildObjectKey } from "@/lib/files/storage-keys";
import { readStreamCapped } from "@/lib/net/read-capped";
import type { ListFormat } from "@/modules/integrity/lib/screening";
import type { ParsedListSummary } from "@/modules/integrity/lib/screening/worker/screening-task";
import { AppError, errors } from "@/lib/server/api/errors";
import { readCapped } from "@/lib/server/api/handler";
import { db } from "@/lib/server/db";
import { sha256Hex } from "@/lib/server/extraction-pool";
import type { Prisma } from "@/lib/server/generated/prisma/client";
import { enforce, LIMITS } from "@/lib/server/rate-limit";
import { outgoingFetchFor, type OutgoingFetch } from "@/lib/server/net/pinned-fetch";
import { isAllowedTestLoopback, webhookUrlProblem } from "@/lib/server/net/webhook-url";
import { storage } from "@/lib/server/storage";
import { limitErrors, screeningLimits, type ScreeningLimits } from "./screening-limits";
import { listFileText } from "./screening-documents";
import { runScreening } from "./screening-pool";
import type { ApiPrincipal } from "./v1-handler";
import { MAX_LISTS_PER_ORG, type ListFormatName, type ListUploadQuery } from "@/modules/integrity/validation";

export const FORMAT_OF: Record<ListFormatName, ListFormat> = {
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

export const listSelect = {
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

type ListRow = {
  id: string;
  name: string;
  format: string;
  sourceUrl: string | null;
  fileName: string;
  bytes: number;
  entryCount: number;
  listDate: Date | null;
  loadedAt: Date;
};

/** A list as the API shows it: named fields only, never the storage key or the content hash. */
export const viewOf = (row: ListRow): ScreeningListView => ({
  id: row.id,
  name: row.name,
  format: row.format as ListFormatName,
  sourceUrl: row.sourceUrl,
  fileName: row.fileName,
  bytes: row.bytes,
  entryCount: row.entryCount,
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

/**
 * Counts one load of a list file against the org's hourly budget and, for a replacement, the list's own: every
 * load is read in full by a screening worker, so loops of uploads or refreshes must not keep the workers busy.
 */
async function countLoad(principal: ApiPrincipal, listId: string | undefined): Promise<void> {
  if (listId) await enforce(LIMITS.screeningListReplacePerList, `${principal.orgId}:${listId}`);
  await enforce(LIMITS.screeningListLoadPerOrg, principal.orgId);
}

/**
 * The file's format, entry count, date and hash, read in a screening worker (a workbook or PDF first read into
 * its table by the document reader); the caps turned into 413s.
 */
async function readListFile(
  bytes: Uint8Array,
  input: { format: ListFormatName | "auto"; fileName: string },
  limits: ScreeningLimits,
): Promise<ParsedListSummary> {
  // A workbook or a PDF is read as the CSV of its table; its hash stays the published file's.
  const text = await listFileText(bytes);
  const reply = await runScreening({
    op: "parse",
    bytes: text.bytes,
    format: input.format === "auto" ? null : FORMAT_OF[input.format],
    fileName: text.document ? `${input.fileName}.csv` : input.fileName,
    maxEntries: limits.maxEntriesPerList,
  });
  if (reply.ok && reply.op === "parse")
    return text.document ? { ...reply.list, sha256: sha256Hex(bytes) } : reply.list;
  if (reply.ok || reply.code === "missing_lists" || reply.code === "crashed")
    throw new Error(`screening worker: ${reply.ok ? "wrong reply" : (reply as { code: string }).code}`);
  if (reply.code === "unrecognised_format")
    throw new AppError(
      "validation_error",
      400,
      "The list format could not be recognised: load a debarment list (such as PPRA's Debarred Firms) as Excel, PDF or CSV with a column for the firm's name, or choose World Bank (JSON or CSV), OpenSanctions (targets.simple.csv or FollowTheMoney JSON lines) or the UN consolidated list XML.",
      { format: ["validation.choice"] },
    );
  if (reply.kind === "too_many_entries") throw limitErrors.tooManyEntries(limits);
  throw new AppError("validation_error", 400, reply.message);
}

/** The org's lists other than `exceptId` must leave room for this one, in entries and in bytes. */
async function assertOrgRoom(
  client: Prisma.TransactionClient,
  orgId: string,
  exceptId: string | undefined,
  list: { entries: number; bytes: number },
  limits: ScreeningLimits,
): Promise<void> {
  const others = await client.screeningList.aggregate({
    where: { orgId, ...(exceptId ? { id: { not: exceptId } } : {}) },
    _sum: { entryCount: true, bytes: true },
  });
  const entries = others._sum.entryCount ?? 0;
  const bytes = others._sum.bytes ?? 0;
  if (entries + list.entries > limits.maxEntriesPerOrg)
    throw limitErrors.orgEntries(limits, entries, list.entries);
  if (bytes + list.bytes > limits.maxBytesPerOrg) throw limitErrors.orgBytes(limits, bytes, list.bytes);
}

const tooManyLists = () =>
  errors.conflict(`Up to ${MAX_LISTS_PER_ORG} lists per organisation: delete one first.`);

/**
 * Reads and checks a list file off the main thread, then stores it (new, or replacing the list `listId`);
 * audited. Nothing is stored when the file breaks a cap; the caps are checked again under the org's row lock,
 * so concurrent uploads cannot pass them together.
 */
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
  limits: ScreeningLimits,
): Promise<ScreeningListView> {
  if (!bytes.byteLength) throw new AppError("validation_error", 400, "The list file is empty.");
  const existing = input.listId
    ? await db().screeningList.findFirst({ where: { id: input.listId, orgId: principal.orgId } })
    : null;
  if (input.listId && !existing) throw errors.notFound("No list with this id in your organisation.");
  if (
    !existing &&
    (await db().screeningList.count({ where: { orgId: principal.orgId } })) >= MAX_LISTS_PER_ORG
  )
    throw tooManyLists();
  const parsed = await readListFile(bytes, input, limits);
  if (!parsed.entryCount) throw new AppError("validation_error", 400, "The list has no entries with a name.");
  const size = { entries: parsed.entryCount, bytes: bytes.byteLength };
  // Before the file is written, so a list over the org's caps costs no storage; again below under the lock.
  await assertOrgRoom(db(), principal.orgId, existing?.id, size, limits);
  const fileKey = buildObjectKey({
    orgId: principal.orgId,
    source: "screening",
    fileId: randomUUID(),
    filename: input.fileName,
  });
  await storage().write(fileKey, bytes, "application/octet-stream");
  const data = {
    name: input.name,
    format: nameOf(parsed.format),
    sourceUrl: input.sourceUrl,
    fileKey,
    fileName: input.fileName,
    bytes: bytes.byteLength,
    sha256: parsed.sha256,
    entryCount: parsed.entryCount,
    listDate: parsed.listDate ? new Date(`${parsed.listDate}T00:00:00Z`) : null,
    loadedAt: new Date(),
    loadedBy: principal.userId,
  };
  let row;
  try {
    row = await db().$transaction(async (tx) => {
      await tx.$queryRaw`SELECT 1 FROM "Org" WHERE "id" = ${principal.orgId} FOR UPDATE`;
      if (
        !existing &&
        (await tx.screeningList.count({ where: { orgId: principal.orgId } })) >= MAX_LISTS_PER_ORG
      )
        throw tooManyLists();
      await assertOrgRoom(tx, principal.orgId, existing?.id, size, limits);
      if (!existing)
        return tx.screeningList.create({ data: { ...data, orgId: principal.orgId }, select: listSelect });
      // Only over the version read above: of two replacements at once (two refreshes, a refresh and an upload),
      // the second finds the file key changed, removes its own new file and is told so, so no file is orphaned.
      const replaced = await tx.screeningList.updateMany({
        where: { id: existing.id, orgId: principal.orgId, fileKey: existing.fileKey },
        data,
      });
      if (replaced.count !== 1)
        throw errors.conflict(
          "The list was replaced or deleted meanwhile: nothing was changed by this request.",
        );
      return tx.screeningList.findFirstOrThrow({ where: { id: existing.id }, select: listSelect });
    });
  } catch (error) {
    await storage().delete(fileKey);
    throw error;
  }
  if (existing) await storage().delete(existing.fileKey);
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
  const limits = screeningLimits();
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > limits.maxListBytes) throw limitErrors.listTooLarge(limits);
  await countLoad(principal, query.listId);
  const bytes = await readCapped(req, limits.maxListBytes).catch((error: unknown) => {
    throw error instanceof AppError && error.status === 413 ? limitErrors.listTooLarge(limits) : error;
  });
  return storeList(
    principal,
    new Uint8Array(bytes),
    {
      name: query.name,
      format: query.format,
      fileName: query.fileName,
      sourceUrl: query.sourceUrl ?? null,
      listId: query.listId,
    },
    limits,
  );
}

/**
 * POST /api/v1/due-diligence/lists/{id}/refresh: fetches the list again from its source URL (SSRF rules as for
 * webhooks, no redirects, 60 s, the list size cap) and replaces it; the old version stays until the new one parsed.
 */
export async function refreshScreeningList(
  principal: ApiPrincipal,
  listId: string,
  fetchImpl?: OutgoingFetch,
): Promise<ScreeningListView> {
  const list = await db().screeningList.findFirst({ where: { id: listId, orgId: principal.orgId } });
  if (!list) throw errors.notFound("No list with this id in your organisation.");
  if (!list.sourceUrl)
    throw errors.conflict("This list has no source URL: upload the new file to refresh it.");
  // Checked again before the fetch, which connects to the address checked (no second lookup: DNS rebinding).
  const source = await outgoingFetchFor(list.sourceUrl);
  if (source.problem !== null)
    throw errors.conflict(`The list's source URL ${source.problem}; nothing was fetched.`);
  const limits = screeningLimits();
  await countLoad(principal, list.id);
  let response: Response;
  try {
    response = await (fetchImpl ?? source.fetch)(list.sourceUrl, {
      redirect: "manual",
      signal: AbortSignal.timeout(60_000),
    });
  } catch {
    throw new AppError("bad_gateway", 502, "The list's source could not be reached.");
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new AppError("bad_gateway", 502, `The list's source answered HTTP ${response.status}.`);
  }
  const bytes = await readStreamCapped(response.body, limits.maxListBytes, () =>
    limitErrors.listTooLarge(limits),
  );
  return storeList(
    principal,
    bytes,
    {
      name: list.name,
      format: list.format as ListFormatName,
      fileName: list.fileName,
      sourceUrl: list.sourceUrl,
      listId: list.id,
    },
    limits,
  );
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
