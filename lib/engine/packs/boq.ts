/**
 * Priced schedules (bills of quantities) for the unbalanced-bid check: reading items from tables, telling an
 * estimate from a bidder's schedule when both sit in one document, and pairing bid items with estimate items
 * (by item number, else by normalized description, else by a close description).
 */
import { tokenSetSimilarity } from "./similarity";
import { cellNumber, normalizeText, readTables, type ColumnSpecs, type Table, type TableRow } from "./tables";
import type { AttachedDocument } from "@/lib/engine/types";

export type BoqColumn = "item" | "description" | "quantity" | "unit" | "rate" | "amount";

export const BOQ_COLUMNS: ColumnSpecs<BoqColumn> = {
  item: {
    kind: "token",
    headers: [
      "item",
      "item no",
      "item number",
      "no",
      "s n",
      "sn",
      "sr no",
      "ref",
      "ref no",
      "reference",
      "code",
      "pay item",
      "bill item",
    ],
  },
  description: {
    kind: "text",
    headers: [
      "description",
      "item description",
      "description of work",
      "description of works",
      "description of item",
      "description of items",
      "particulars",
      "work item",
      "designation",
    ],
  },
  quantity: {
    kind: "number",
    headers: ["quantity", "qty", "quantities", "estimated quantity", "est quantity", "bid quantity"],
  },
  unit: { kind: "token", headers: ["unit", "units", "uom", "unit of measure", "unit of measurement"] },
  rate: {
    kind: "number",
    headers: [
      "rate",
      "unit rate",
      "unit price",
      "unit cost",
      "price",
      "bid rate",
      "estimated rate",
      "engineer s rate",
      "rate per unit",
    ],
  },
  amount: {
    kind: "number",
    headers: [
      "amount",
      "total",
      "total amount",
      "total price",
      "total cost",
      "extended amount",
      "line total",
      "bid amount",
      "estimated amount",
      "estimated cost",
      "cost",
    ],
  },
};

export type BoqItem = {
  ref: string;
  description: string;
  quantity: number | null;
  /** The stated rate, or amount / quantity when only those are given. */
  rate: number | null;
  statedRate: number | null;
  statedAmount: number | null;
  row: TableRow<BoqColumn>;
};

export type BoqSchedule = {
  items: BoqItem[];
  statedTotal: { value: number; row: TableRow<BoqColumn> } | null;
  tables: Table<BoqColumn>[];
};

const SUMMARY = /\b(?:summary|grand summary|recapitulation)\b/;
/** Rows that sum up a bill rather than price an item. */
const TOTAL_ROW =
  /^(?:grand |sub ?|bill |page )?totals?\b|\b(?:carried (?:forward|to summary)|brought forward|total carried)\b/;

function toItem(row: TableRow<BoqColumn>): BoqItem | null {
  const description = row.cells.description ?? "";
  const ref = row.cells.item ?? "";
  if (!description && !ref) return null;
  const quantity = cellNumber(row, "quantity");
  const statedRate = cellNumber(row, "rate");
  const statedAmount = cellNumber(row, "amount");
  if (statedRate === null && statedAmount === null) return null;
  const rate = statedRate ?? (statedAmount !== null && quantity ? statedAmount / quantity : null);
  return { ref, description, quantity, rate, statedRate, statedAmount, row };
}

/** Items and the stated grand total of priced tables (tables without a rate or amount column are not schedules). */
export function scheduleOf(tables: readonly Table<BoqColumn>[]): BoqSchedule {
  const withPrices = tables.filter(
    (table) => table.columns.includes("rate") || table.columns.includes("amount"),
  );
  // A summary of bills repeats the bills' totals: read it only when it is the only table.
  const bills = withPrices.filter((table) => !SUMMARY.test(normalizeText(`${table.caption} ${table.page}`)));
  const priced = bills.length ? bills : withPrices;
  const items: BoqItem[] = [];
  let statedTotal: BoqSchedule["statedTotal"] = null;
  for (const row of priced.flatMap((table) => table.rows)) {
    const label = normalizeText(`${row.cells.description ?? ""} ${row.cells.item ?? ""}`.trim());
    if (TOTAL_ROW.test(label)) {
      const value = cellNumber(row, "amount");
      if (value !== null) statedTotal = { value, row };
      continue;
    }
    const item = toItem(row);
    if (item) items.push(item);
  }
  return { items, statedTotal, tables: priced };
}

export function readBoqTables(documents: readonly AttachedDocument[]): Table<BoqColumn>[] {
  return readTables(documents, BOQ_COLUMNS, { required: ["description"], minColumns: 3 });
}

const ESTIMATE_WORDS = /\b(?:estimates?|estimated|engineer s|budget|official cost|pre ?tender)\b/;
const SCHEDULE_WORDS =
  /\b(?:bid|bidder|bidders|tender|tenderer|offer|quotation|priced|contractor s|price schedule)\b/;

/** "estimate", "schedule" or null, from a table's caption and sheet/page, else its document's name. */
export function tableSide(
  table: Pick<Table<BoqColumn>, "caption" | "page" | "document">,
): "estimate" | "schedule" | null {
  for (const text of [`${table.caption} ${table.page}`, table.document]) {
    const words = normalizeText(text);
    const estimate = ESTIMATE_WORDS.test(words);
    const schedule = SCHEDULE_WORDS.test(words);
    if (estimate !== schedule) return estimate ? "estimate" : "schedule";
  }
  return null;
}

/** "01.02." -> "1.2"; "A-1" -> "a.1": item numbers compare without padding or separators. */
export function normalizeRef(ref: string): string {
  return ref
    .toLowerCase()
    .replace(/\s+/g, "")
    .replace(/\.$/, "")
    .split(/[.\-/]/)
    .map((segment) => segment.replace(/^0+(?=\d)/, ""))
    .join(".");
}

/** Close descriptions pair when their word sets are this similar (see similarity.ts). */
export const DESCRIPTION_MATCH = 0.85;

export type BoqPair = { estimate: BoqItem; bid: BoqItem };
export type BoqMatch = { pairs: BoqPair[]; missing: BoqItem[]; extra: BoqItem[] };

/**
 * Estimate items one matching may visit in the similarity fallback (bid item × candidate). A real schedule of a
 * few thousand items stays far below it; a hostile one of 30,000 unmatched rows would otherwise compare every
 * pair (minutes). Once spent, the remaining unmatched bid items are extra.
 */
export const MAX_SIMILARITY_COMPARISONS = 2_000_000;

/** Estimate items by a key, in estimate order, with a cursor past the ones already used (used items stay used). */
type Index = Map<string, { items: BoqItem[]; next: number }>;

function indexBy(items: readonly BoqItem[], key: (item: BoqItem) => string): Index {
  const index: Index = new Map();
  for (const item of items) {
    const value = key(item);
    if (!value) continue;
    const entry = index.get(value);
    if (entry) entry.items.push(item);
    else index.set(value, { items: [item], next: 0 });
  }
  return index;
}

/** The first unused estimate item under the key. */
function firstUnused(index: Index, key: string, used: ReadonlySet<BoqItem>): BoqItem | undefined {
  const entry = index.get(key);
  if (!entry) return undefined;
  while (entry.next < entry.items.length && used.has(entry.items[entry.next]!)) entry.next++;
  return entry.items[entry.next];
}

/**
 * Each bid item to the first unused estimate item with the same item number, else the same description, else a
 * description at least DESCRIPTION_MATCH alike. Numbers and descriptions are looked up in maps built once, so
 * matching is linear but for the similarity fallback (bounded by MAX_SIMILARITY_COMPARISONS).
 */
export function matchItems(estimate: readonly BoqItem[], bid: readonly BoqItem[]): BoqMatch {
  const used = new Set<BoqItem>();
  const words = new Map(estimate.map((item) => [item, normalizeText(item.description)]));
  const byRef = indexBy(estimate, (item) => (item.ref !== "" ? normalizeRef(item.ref) : ""));
  const byText = indexBy(estimate, (item) => words.get(item)!);
  let comparisons = 0;
  const similar = (text: string) => {
    const split = text.split(" ");
    return estimate.find(
      (candidate) =>
        comparisons++ < MAX_SIMILARITY_COMPARISONS &&
        !used.has(candidate) &&
        tokenSetSimilarity(words.get(candidate)!.split(" "), split) >= DESCRIPTION_MATCH,
    );
  };
  const pairs: BoqPair[] = [];
  const extra: BoqItem[] = [];
  for (const item of bid) {
    const ref = item.ref ? normalizeRef(item.ref) : "";
    const text = normalizeText(item.description);
    const match =
      (ref ? firstUnused(byRef, ref, used) : undefined) ??
      (text ? firstUnused(byText, text, used) : undefined) ??
      (text && comparisons < MAX_SIMILARITY_COMPARISONS ? similar(text) : undefined);
    if (!match) {
      extra.push(item);
      continue;
    }
    used.add(match);
    pairs.push({ estimate: match, bid: item });
  }
  return { pairs, missing: estimate.filter((item) => !used.has(item)), extra };
}

/** An item's amount after arithmetic correction: quantity × rate when both are given (the rate prevails), else the stated amount. */
export function correctedAmount(item: Pick<BoqItem, "quantity" | "statedRate" | "statedAmount">): number {
  return item.quantity !== null && item.statedRate !== null
    ? item.quantity * item.statedRate
    : (item.statedAmount ?? 0);
}

/** "Item 1.01 "Mobilization"" (or just the description when the row has no item number). */
export function itemName(item: Pick<BoqItem, "ref" | "description">): string {
  const description = item.description ? `"${item.description}"` : "";
  return item.ref ? `Item ${item.ref}${description ? ` ${description}` : ""}` : description;
}
