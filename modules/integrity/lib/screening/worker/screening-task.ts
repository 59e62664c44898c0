/**
 * What one screening worker does for one task: read an uploaded list (decode, detect, parse, count, hash), or
 * screen bidders against lists (build or reuse their indexes, then screenMany). Bundled with the rest of
 * modules/integrity/lib/screening into .workers/screening-worker.mjs by scripts/build-workers.mjs, and run by the
 * screening pool (modules/integrity/server/screening-pool.ts) so a 300,000-row list never holds the event loop
 * that answers every other request. Errors come back as values: an Error crossing threads loses its class.
 */
import { createHash } from "node:crypto";
import { allocateForever, announcePickup, spinForever } from "@/lib/workers/pickup-deadline";
import { runBelowTheWebThread } from "@/lib/workers/thread-priority";
import { buildScreeningIndex, type ScreeningIndex } from "../build-index";
import { isScreeningListError, type ScreeningListErrorKind } from "../errors";
import { detectListFormat, parseList, type ListFormat } from "../parsers/detect";
import { documentListCsv, type ListDocumentKind } from "../parsers/document-list";
import type { SheetText } from "../parsers/workbook";
import { screenMany } from "../screen";
import type { ListEntry, MatchStatus, ScreeningQuery } from "../types";

runBelowTheWebThread();

/** One list of a screening task: its cache key (id + content hash), and its file's bytes when asked for. */
export type ScreenList = { key: string; listId: string; format: ListFormat; bytes?: Uint8Array };

/** A match as the job result reports it (the list's name is added by the caller, which knows it). */
export type ScreenedMatch = {
  listId: string;
  score: number;
  matchedName: string;
  reasons: string[];
  status: MatchStatus;
  period: string;
  entry: {
    entryId: string;
    name: string;
    country: string | null;
    from: string | null;
    to: string | null;
    reason: string | null;
    program: string | null;
  };
};

export type ScreeningTask = { started?: MessagePort } & (
  | {
      op: "parse";
      bytes: Uint8Array;
      /** null: detect it from the file name and the first bytes. */
      format: ListFormat | null;
      fileName: string;
      maxEntries: number;
    }
  | {
      op: "screen";
      lists: ScreenList[];
      bidders: ScreeningQuery[];
      threshold: number;
      /** ISO date. */
      asOf: string;
      /** Entries this worker keeps indexed between tasks, over all cached lists. */
      cacheEntries: number;
    }
  /**
   * A workbook's sheets or a PDF's pages, as the document reader gave them, turned into the CSV of the list's
   * table: a million-row sheet takes a second or two, which the web thread must not spend (S31).
   */
  | { op: "document-csv"; kind: ListDocumentKind; units: SheetText[] }
  /** Test hooks: spin without yielding (a parser stuck in a loop) or allocate without bound. */
  | { op: "test-spin" }
  | { op: "test-allocate" }
);

export type ParsedListSummary = {
  format: ListFormat;
  entryCount: number;
  listDate: string | null;
  skippedRows: number;
  sha256: string;
};

export type ScreeningReply =
  | { ok: true; op: "parse"; list: ParsedListSummary }
  | { ok: true; op: "screen"; bidders: ScreenedMatch[][] }
  /** The table as CSV (UTF-8), for the parse and screen tasks. */
  | { ok: true; op: "document-csv"; csv: Uint8Array }
  /** The format could not be recognised from the file (the caller asks the uploader to choose one). */
  | { ok: false; code: "unrecognised_format" }
  /** The file is no readable list; the message says why, in the uploader's terms. */
  | { ok: false; code: "list_error"; kind: ScreeningListErrorKind; message: string }
  /** Lists this worker has not indexed: send the task again with their bytes. */
  | { ok: false; code: "missing_lists"; keys: string[] }
  /** A bug, re-thrown as a plain Error in the server (logged, a generic failure). */
  | { ok: false; code: "crashed"; message: string };

// Built indexes by list version, least recently used first. Counted in entries, not lists: one org's lists at
// their caps must fit, and a cache of four 400,000-entry lists would not fit a worker's heap.
type Cached = { index: ScreeningIndex; entries: number };
const cache = new Map<string, Cached>();

function cachedIndex(key: string): ScreeningIndex | undefined {
  const hit = cache.get(key);
  if (!hit) return undefined;
  cache.delete(key);
  cache.set(key, hit);
  return hit.index;
}

function remember(key: string, index: ScreeningIndex, budget: number): void {
  const entries = index.entries.length;
  let held = [...cache.values()].reduce((sum, each) => sum + each.entries, 0);
  for (const [oldKey, old] of cache) {
    if (held + entries <= budget) break;
    cache.delete(oldKey);
    held -= old.entries;
  }
  if (entries <= budget) cache.set(key, { index, entries });
}

/** Test hook: forgets every built index (a fresh worker). */
export function forgetIndexes(): void {
  cache.clear();
}

const decode = (bytes: Uint8Array) => new TextDecoder("utf-8").decode(bytes);

function parseTask(task: Extract<ScreeningTask, { op: "parse" }>): ScreeningReply {
  const text = decode(task.bytes);
  const format = task.format ?? detectListFormat(task.fileName, text.slice(0, 4096));
  if (!format) return { ok: false, code: "unrecognised_format" };
  const parsed = parseList(text, format, { maxEntries: task.maxEntries });
  return {
    ok: true,
    op: "parse",
    list: {
      format,
      entryCount: parsed.entries.length,
      listDate: parsed.listDate ?? null,
      skippedRows: parsed.skippedRows,
      sha256: createHash("sha256").update(task.bytes).digest("hex"),
    },
  };
}

const reported = (listId: string, match: ReturnType<typeof screenMany>[number]["matches"][number]) => ({
  listId,
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
});

function screenTask(task: Extract<ScreeningTask, { op: "screen" }>): ScreeningReply {
  // The cached indexes are taken first: building another below may evict them from the cache.
  const ready = task.lists.map((list) => cachedIndex(list.key));
  const missing = task.lists.filter((list, i) => !ready[i] && !list.bytes).map((list) => list.key);
  if (missing.length) return { ok: false, code: "missing_lists", keys: missing };
  const options = { threshold: task.threshold, asOf: new Date(`${task.asOf}T00:00:00Z`) };
  const merged: ScreenedMatch[][] = task.bidders.map(() => []);
  // One list at a time, so at most one index beyond the cache is being built while screening.
  for (const [i, list] of task.lists.entries()) {
    let index = ready[i];
    ready[i] = undefined;
    if (!index) {
      const parsed = parseList(decode(list.bytes!), list.format);
      const entries: ListEntry[] = parsed.entries.map((entry) => ({ ...entry, listId: list.listId }));
      index = buildScreeningIndex(entries);
      remember(list.key, index, task.cacheEntries);
    }
    screenMany(index, task.bidders, options).forEach((result, i) => {
      for (const match of result.matches) merged[i]!.push(reported(list.listId, match));
    });
  }
  // Stable: matches of equal score keep the order of the lists, as when they were screened in the server.
  for (const matches of merged) matches.sort((a, b) => b.score - a.score);
  return { ok: true, op: "screen", bidders: merged };
}

export default function runScreeningTask(task: ScreeningTask): ScreeningReply {
  // Tells the pool the task left the queue, so its time limit measures the work, not the wait.
  announcePickup(task.started);
  try {
    switch (task.op) {
      case "parse":
        return parseTask(task);
      case "screen":
        return screenTask(task);
      case "document-csv":
        return {
          ok: true,
          op: "document-csv",
          csv: new TextEncoder().encode(documentListCsv(task.kind, task.units)),
        };
      case "test-spin":
        return spinForever();
      case "test-allocate":
        return allocateForever();
    }
  } catch (error) {
    if (isScreeningListError(error))
      return { ok: false, code: "list_error", kind: error.kind, message: error.message };
    return { ok: false, code: "crashed", message: error instanceof Error ? error.message : String(error) };
  }
}
