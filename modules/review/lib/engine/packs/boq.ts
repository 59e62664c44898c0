/**
 * Priced schedules (bills of quantities) for the unbalanced-bid check: reading items from tables (one price set
 * per table, or one per bidder in a comparison sheet), telling an estimate from a bidder's schedule when both sit
 * in one document, and pairing bid items with estimate items (by item number, else by normalized description,
 * else by a close description).
 */
import { tokenSetSimilarity } from "./similarity";
import {
  cellNumber,
  fieldNumber,
  isLumpSumUnit,
  normalizeText,
  readTables,
  type ColumnSpecs,
  type HeaderField,
  type Table,
  type TableRow,
} from "@/lib/reading/tables";
import type { AttachedDocument } from "@/lib/results/types";

export type BoqColumn = "item" | "description" | "quantity" | "unit" | "rate" | "amount";

/**
 * Column names of priced bills of quantities. A header may add words before or after them ("Bidder A Rate",
 * "Rate (Kshs.)", "Engineer's Estimate Amount"): the words say whose prices the column holds (see sidesOf), the
 * currency is read apart. Names that already say whose price it is ("Engineer's rate", "Bid amount") are left
 * out on purpose: "Engineer's" and "Bid" must stay qualifiers.
 */
export const BOQ_COLUMNS: ColumnSpecs<BoqColumn> = {
  item: {
    kind: "token",
    headers: [
      "item",
      "item no",
      "item number",
      "item ref",
      "item code",
      "no",
      "s no",
      "s n",
      "sn",
      "sr no",
      "serial no",
      "ref",
      "ref no",
      "reference",
      "code",
      "pay item",
      "pay item no",
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
      "description of work items",
      "description of goods",
      "description of services",
      "work description",
      "particulars",
      "details",
      "work item",
      "designation",
    ],
  },
  quantity: {
    kind: "number",
    headers: [
      "quantity",
      "qty",
      "qnty",
      "quantities",
      "estimated quantity",
      "est quantity",
      "est qty",
      "bill quantity",
    ],
  },
  unit: {
    kind: "unit",
    headers: ["unit", "units", "uom", "unit of measure", "unit of measurement", "unit of issue"],
  },
  rate: {
    kind: "number",
    headers: [
      "rate",
      "unit rate",
      "unit price",
      "unit cost",
      "price",
      "rate per unit",
      "price per unit",
      "unit bid price",
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
      "extension",
      "line total",
      "cost",
    ],
  },
};

/** Whose prices a pair of rate/amount columns holds: the estimate, a bidder, or unsaid (then the slot says). */
export type BoqRole = "estimate" | "bid" | null;

/** One set of prices of a table: its rate and amount columns and whose they are. */
export type BoqSide = {
  /** The header's words beside Rate/Amount ("Bidder A", "Engineer's Estimate"); "" for a plain table. */
  label: string;
  role: BoqRole;
  rate: HeaderField<BoqColumn> | null;
  amount: HeaderField<BoqColumn> | null;
};

/**
 * The price sets of a table: one for a plain bill ("Rate | Amount"), one per qualifier in a comparison sheet
 * ("Engineer's Estimate Rate | … | Bidder A Rate | Bidder A Amount | …"), in column order.
 */
export function sidesOf(table: Pick<Table<BoqColumn>, "fields">): BoqSide[] {
  const groups = new Map<string, BoqSide>();
  for (const field of table.fields) {
    if (field.key !== "rate" && field.key !== "amount") continue;
    const key = normalizeText(field.qualifier);
    const side = groups.get(key) ?? { label: field.qualifier, role: roleOf(key), rate: null, amount: null };
    side[field.key] ??= field;
    groups.set(key, side);
  }
  return [...groups.values()];
}

function roleOf(qualifier: string): BoqRole {
  if (!qualifier) return null;
  return ESTIMATE_WORDS.test(qualifier) ? "estimate" : "bid";
}

export type BoqItem = {
  ref: string;
  description: string;
  unit: string;
  /** As written, or 1 for a lump-sum unit ("LS", "Sum", "Item") left without a quantity. */
  quantity: number | null;
  /** A provisional or prime cost sum: a fixed amount the bidder copies, not a price it sets. */
  provisional: boolean;
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

const PROVISIONAL = /\b(?:provisional(?: sum)?|prime cost|p ?c sums?|contingenc(?:y|ies))\b/;
const PROVISIONAL_UNIT = /^(?:ps|p s|pc sum|prov sum)$/;

/** The side a plain table is read with: its first price columns. */
const firstSide = (table: Table<BoqColumn>): BoqSide | undefined => sidesOf(table)[0];

function toItem(row: TableRow<BoqColumn>, side: BoqSide): BoqItem | null {
  const description = row.cells.description ?? "";
  const ref = row.cells.item ?? "";
  if (!description && !ref) return null;
  const unit = row.cells.unit ?? "";
  const written = cellNumber(row, "quantity");
  const quantity = written ?? (isLumpSumUnit(unit) ? 1 : null);
  const statedRate = side.rate ? fieldNumber(row, side.rate) : null;
  const statedAmount = side.amount ? fieldNumber(row, side.amount) : null;
  if (statedRate === null && statedAmount === null) return null;
  const rate = statedRate ?? (statedAmount !== null && quantity ? statedAmount / quantity : null);
  const provisional =
    PROVISIONAL.test(normalizeText(description)) || PROVISIONAL_UNIT.test(normalizeText(unit));
  return { ref, description, unit, quantity, provisional, rate, statedRate, statedAmount, row };
}

/**
 * Items and the stated grand total of priced tables (tables without a rate or amount column are not schedules),
 * read with one price set per table: `side` picks it (a bidder's columns of a comparison sheet), the first by
 * default.
 */
export function scheduleOf(
  tables: readonly Table<BoqColumn>[],
  side: (table: Table<BoqColumn>) => BoqSide | undefined = firstSide,
): BoqSchedule {
  const withPrices = tables.filter((table) => side(table));
  // A summary of bills repeats the bills' totals: read it only when it is the only table.
  const bills = withPrices.filter((table) => !SUMMARY.test(normalizeText(`${table.caption} ${table.page}`)));
  const priced = bills.length ? bills : withPrices;
  const items: BoqItem[] = [];
  let statedTotal: BoqSchedule["statedTotal"] = null;
  for (const table of priced) {
    const prices = side(table)!;
    for (const row of table.rows) {
      const label = normalizeText(`${row.cells.description ?? ""} ${row.cells.item ?? ""}`.trim());
      if (TOTAL_ROW.test(label)) {
        const value = prices.amount ? fieldNumber(row, prices.amount) : null;
        if (value !== null) statedTotal = { value, row };
        continue;
      }
      const item = toItem(row, prices);
      if (item) items.push(item);
    }
  }
  return { items, statedTotal, tables: priced };
}

export function readBoqTables(documents: readonly AttachedDocument[]): Table<BoqColumn>[] {
  return readTables(documents, BOQ_COLUMNS, {
    required: ["description"],
    minColumns: 3,
    repeat: ["rate", "amount"],
  });
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
