/**
 * The tables an unbalanced-bid review compares (see unbalanced-bid.ts for the rules): the estimate and each
 * bidder's priced schedule, paired item by item; computed once per review.
 *
 * Where prices come from:
 * - the "project-estimates" slot holds the estimate, the "bidder-schedule" slot the bids; a side that is not there
 *   is looked for in the method document and supporting documents (a table is an estimate or a bid by its caption,
 *   sheet/page or document name, boq.ts tableSide; unlabelled tables fill the missing sides in attachment order,
 *   estimate first, and the finding says so);
 * - a comparison sheet gives one price set per qualifier of its Rate/Amount columns ("Engineer's Estimate Rate",
 *   "Bidder A Rate", …): the estimate's by its words, each other one a bidder named by them, whatever its slot;
 * - plain tables of bids form one bidder per run of tables with different items (the bills of one schedule), a
 *   table repeating items already read starting the next bidder (one sheet or one file per bidder, named after
 *   the sheet, else the file).
 */
import type { ReviewContext } from "@/lib/results/review-types";
import {
  matchItems,
  normalizeRef,
  readBoqTables,
  scheduleOf,
  sidesOf,
  tableSide,
  type BoqColumn,
  type BoqMatch,
  type BoqSchedule,
  type BoqSide,
} from "./boq";
import { cellCurrency, fieldValue, normalizeText, reviewCurrency, type Table } from "@/lib/reading/tables";

export const DEFAULT_DEVIATION_BAND = 25;

/** The band in percent; an empty input is the default, an unusable one the default with a note. */
export function deviationBand(value: string | readonly string[] | undefined): {
  band: number;
  note: string | null;
} {
  const text = (typeof value === "string" ? value : (value?.[0] ?? "")).trim().replace(/%$/, "");
  if (!text) return { band: DEFAULT_DEVIATION_BAND, note: null };
  const band = Number(text);
  if (Number.isFinite(band) && band > 0 && band <= 1000) return { band, note: null };
  return {
    band: DEFAULT_DEVIATION_BAND,
    note: `The deviation band "${text}" is not a percentage above 0 and at most 1000; the default of ${DEFAULT_DEVIATION_BAND}% was used.`,
  };
}

export type Bidder = { name: string; schedule: BoqSchedule; match: BoqMatch | null };

export type Analysis = {
  band: number;
  bandNote: string | null;
  estimate: BoqSchedule | null;
  /** Every bidder read, in the order found. */
  bidders: Bidder[];
  /** The first bidder's schedule and match (a review of one bid). */
  schedule: BoqSchedule | null;
  match: BoqMatch | null;
  notes: string[];
  /** The prices' currency: their headers' or cells', else the activity's, else the framework's. */
  currency: string;
};

/** One price set of one table, and whose it is. */
type Slice = { table: Table<BoqColumn>; side: BoqSide; role: "estimate" | "bid" | null };

const cache = new WeakMap<ReviewContext, Analysis>();

function slicesOf(tables: readonly Table<BoqColumn>[], slot: "estimate" | "bid" | null): Slice[] {
  return tables.flatMap((table) => {
    const sides = sidesOf(table);
    const priced = (side: BoqSide) => scheduleOf([table], () => side).items.length > 0;
    if (sides.length === 1) {
      const [side] = sides;
      // A plain table is what its slot says, unless its own title says otherwise: an estimate among the bids is the
      // estimate, and a bidder's priced bill attached with the estimate is a bid (never part of the estimate).
      const labelled = tableSide(table);
      const own = labelled === "schedule" ? "bid" : labelled;
      const role = own && slot && own !== slot ? own : (slot ?? own);
      return priced(side!) ? [{ table, side: side!, role }] : [];
    }
    return sides.filter(priced).map((side) => ({ table, side, role: side.role ?? "bid" }));
  });
}

const scheduleOfSlices = (slices: readonly Slice[]): BoqSchedule | null => {
  if (!slices.length) return null;
  const sides = new Map(slices.map((slice) => [slice.table, slice.side]));
  const schedule = scheduleOf(
    slices.map((slice) => slice.table),
    (table) => sides.get(table),
  );
  return schedule.items.length ? schedule : null;
};

/** Item keys of a price set: item numbers, else descriptions. */
function itemKeys(slice: Slice): Set<string> {
  const items = scheduleOf([slice.table], () => slice.side).items;
  return new Set(
    items.map((item) => (item.ref ? `#${normalizeRef(item.ref)}` : normalizeText(item.description))),
  );
}

/** Sheet names that name a bill or a layout, not a bidder. */
const GENERIC_UNIT =
  /^(?:sheet ?\d*|page \d+|section \d+|table ?\d*|boq|bq|bill\b.*|bills\b.*|prices?|price schedule|priced boq|schedules?\b.*|summary|main)$/i;

function bidderName(slices: readonly Slice[]): string {
  const qualified = slices.find((slice) => slice.side.label);
  if (qualified) return qualified.side.label;
  const units = [...new Set(slices.map((slice) => slice.table.page))];
  if (units.length === 1 && !GENERIC_UNIT.test(units[0]!.trim())) return units[0]!;
  return [...new Set(slices.map((slice) => slice.table.document))].join(", ");
}

/**
 * Bid price sets into bidders: a comparison sheet's by their qualifier; plain tables in order, a table whose items
 * are at least half already in the current bidder starting the next one.
 */
function groupBidders(slices: readonly Slice[]): Slice[][] {
  const groups: { key: string; slices: Slice[]; keys: Set<string> }[] = [];
  let current: (typeof groups)[number] | null = null;
  for (const slice of slices) {
    const keys = itemKeys(slice);
    if (slice.side.label) {
      const key = `q:${normalizeText(slice.side.label)}`;
      const group = groups.find((each) => each.key === key);
      if (group) group.slices.push(slice);
      else groups.push({ key, slices: [slice], keys });
      continue;
    }
    const repeated = current ? [...keys].filter((key) => current!.keys.has(key)).length : 0;
    if (current && repeated * 2 < keys.size) {
      current.slices.push(slice);
      keys.forEach((key) => current!.keys.add(key));
      continue;
    }
    current = { key: `t:${groups.length}`, slices: [slice], keys };
    groups.push(current);
  }
  return groups.map((group) => group.slices);
}

/** Currencies the price columns' headers name, else the amount cells' markers ("Kshs. 1,000"). */
function foundCurrencies(slices: readonly Slice[]): (string | null)[] {
  const headers = slices.flatMap((slice) => [
    slice.side.rate?.currency ?? null,
    slice.side.amount?.currency ?? null,
  ]);
  const cells = slices.flatMap((slice) =>
    slice.table.rows
      .slice(0, 20)
      .flatMap((row) =>
        [slice.side.amount, slice.side.rate].map((field) =>
          field ? cellCurrency(fieldValue(row, field)) : null,
        ),
      ),
  );
  return [...headers, ...cells];
}

export function analyse(context: ReviewContext): Analysis {
  const known = cache.get(context);
  if (known) return known;
  const { band, note } = deviationBand(context.input.moduleInputs.deviation_band);
  const slices = [
    ...slicesOf(readBoqTables(context.documentsIn("project-estimates")), "estimate"),
    ...slicesOf(readBoqTables(context.documentsIn("bidder-schedule")), "bid"),
  ];
  const notes: string[] = [];
  const has = (role: "estimate" | "bid") => slices.some((slice) => slice.role === role);
  if (!has("estimate") || !has("bid")) {
    const found = slicesOf(readBoqTables(context.documentsIn("method-document", "supporting")), null);
    const unlabelled = found.filter((slice) => slice.role === null);
    const take = (role: "estimate" | "bid") => {
      if (has(role)) return;
      const labelled = found.filter((slice) => slice.role === role);
      const taken = labelled.length ? labelled : unlabelled.splice(0, 1);
      if (!taken.length) return;
      const where = [...new Set(taken.map((slice) => `${slice.table.document}, ${slice.table.page}`))].join(
        "; ",
      );
      notes.push(
        `The ${role === "estimate" ? "estimate" : "bidder's schedule"} was read from ${where}${labelled.length ? "" : " (not labelled: taken in attachment order)"}.`,
      );
      slices.push(...taken.map((slice) => ({ ...slice, role })));
    };
    take("estimate");
    take("bid");
  }
  const estimate = scheduleOfSlices(slices.filter((slice) => slice.role === "estimate"));
  const bidders = groupBidders(slices.filter((slice) => slice.role === "bid")).flatMap((group) => {
    const schedule = scheduleOfSlices(group);
    return schedule
      ? [
          {
            name: bidderName(group),
            schedule,
            match: estimate ? matchItems(estimate.items, schedule.items) : null,
          },
        ]
      : [];
  });
  const currency = reviewCurrency(
    foundCurrencies(slices),
    context.input.activity.currency,
    context.input.framework,
  );
  const analysis: Analysis = {
    band,
    bandNote: note,
    estimate,
    bidders,
    schedule: bidders[0]?.schedule ?? null,
    match: bidders[0]?.match ?? null,
    notes,
    currency,
  };
  cache.set(context, analysis);
  return analysis;
}
