/**
 * Unit rates read out of priced bills of quantities, price schedules and price lists (pure). The tables are read
 * by the packs' table reader (lib/reading/tables.ts, BoQ columns of modules/review/lib/engine/packs/boq.ts,
 * totals and provisional sums told apart by scheduleOf), so a sheet, a Word table and a PDF table read the
 * same way as in the reviews.
 *
 * A rate is a market price only when a bidder or supplier set it: totals, "carried forward" rows, provisional
 * and prime cost sums and contingencies (fixed amounts copied into every bid) and lump sums (a price for a
 * whole, never per unit) are left out, and every row left out for its rate is listed with the reason.
 */
import {
  BOQ_COLUMNS,
  scheduleOf,
  sidesOf,
  type BoqColumn,
  type BoqItem,
  type BoqSide,
} from "@/modules/review";
import { cellCurrency, fieldValue, readTables, type ColumnSpecs, type Table } from "@/lib/reading/tables";
import type { AttachedDocument, PriceObservation } from "@/lib/results/types";

// The observation type is the engine contract's (lib/results/types.ts), so the contract needs nothing from here.
export type { PriceObservation };
import { unitBasis } from "./units";

/** A priced line as read, with what the benchmark shows beside it. */
export type PricedLine = {
  item: string;
  description: string;
  unit: string;
  quantity: number | null;
  rate: number;
  currency: string;
  file: string;
  location: string;
};

export type SkipReason = "non-numeric rate" | "provisional sum" | "lump sum" | "zero or negative rate";

export type SkippedRow = {
  file: string;
  location: string;
  item: string;
  description: string;
  reason: SkipReason;
  /** The row as it reads. */
  text: string;
};

export type Harvest = { lines: PricedLine[]; skipped: SkippedRow[] };

/**
 * BoQ columns, plus the names price lists give their description and price columns ("Product", "Unit price
 * (KES)" is already a BoQ rate).
 */
export const PRICE_COLUMNS: ColumnSpecs<BoqColumn> = {
  ...BOQ_COLUMNS,
  description: {
    kind: "text",
    headers: [
      ...BOQ_COLUMNS.description.headers,
      "product",
      "product description",
      "item name",
      "material",
      "materials",
      "commodity",
      "name of item",
    ],
  },
  rate: {
    kind: "number",
    headers: [...BOQ_COLUMNS.rate.headers, "market price", "quoted price", "average price", "contract rate"],
  },
};

export function readPriceTables(documents: readonly AttachedDocument[]): Table<BoqColumn>[] {
  return readTables(documents, PRICE_COLUMNS, {
    required: ["description"],
    minColumns: 3,
    repeat: ["rate", "amount"],
  });
}

function location(row: BoqItem["row"], side: BoqSide): string {
  return `${row.page}, row ${row.line}${side.label ? `, ${side.label}` : ""}`;
}

/** The currency a rate is in: written in its cell, else named by its column's header or table, else the fallback. */
function currencyOf(item: BoqItem, side: BoqSide, table: Table<BoqColumn>, fallback: string): string {
  const cell = side.rate ? fieldValue(item.row, side.rate) : "";
  return (
    (cell ? cellCurrency(cell) : null) ??
    side.rate?.currency ??
    side.amount?.currency ??
    table.currency ??
    fallback
  );
}

/**
 * Priced lines and the rows left out, read with each price set of each table in turn (one for a plain bill, one
 * per bidder of a comparison sheet). `currency` is used when neither a cell nor a header names one.
 */
export function harvestPrices(documents: readonly AttachedDocument[], currency: string): Harvest {
  const tables = readPriceTables(documents);
  const lines: PricedLine[] = [];
  const skipped: SkippedRow[] = [];
  const sets = Math.max(0, ...tables.map((table) => sidesOf(table).length));
  for (let set = 0; set < sets; set++) {
    const pick = (table: Table<BoqColumn>) => sidesOf(table)[set];
    const schedule = scheduleOf(tables, pick);
    const tableOf = new Map(
      schedule.tables.flatMap((table) => table.rows.map((row) => [row, table] as const)),
    );
    const priced = new Set(schedule.items.map((item) => item.row));
    for (const item of schedule.items) {
      const table = tableOf.get(item.row)!;
      const side = pick(table)!;
      const file = item.row.document;
      const base = {
        file,
        location: location(item.row, side),
        item: item.ref,
        description: item.description,
      };
      const skip = (reason: SkipReason) => skipped.push({ ...base, reason, text: item.row.text });
      if (item.provisional) skip("provisional sum");
      else if (!unitBasis(item.unit)) skip("lump sum");
      else if (item.rate === null) {
        if (side.rate && fieldValue(item.row, side.rate)) skip("non-numeric rate");
      } else if (!(item.rate > 0) || !Number.isFinite(item.rate)) skip("zero or negative rate");
      else if (item.description.trim())
        lines.push({
          ...base,
          unit: item.unit,
          quantity: item.quantity,
          rate: item.rate,
          currency: currencyOf(item, side, table, currency),
        });
    }
    // Rows that priced nothing: a rate cell holding words ("Incl.", "TBA", "N/A") is reported, blanks are not.
    for (const table of schedule.tables) {
      const side = pick(table)!;
      if (!side.rate) continue;
      for (const row of table.rows) {
        const written = fieldValue(row, side.rate);
        if (priced.has(row) || !written || !(row.cells.description ?? "").trim()) continue;
        skipped.push({
          file: row.document,
          location: location(row, side),
          item: row.cells.item ?? "",
          description: row.cells.description ?? "",
          reason: "non-numeric rate",
          text: row.text,
        });
      }
    }
  }
  return { lines, skipped };
}

export type HarvestOptions = {
  /** The currency of rates whose cell and header name none (the org's or framework's). */
  currency: string;
  observedAt: string;
  runId?: string;
};

/** The unit rates of priced BoQs, price schedules and price lists, as observations of the market. */
export function harvestPriceObservations(
  documents: readonly AttachedDocument[],
  options: HarvestOptions,
): PriceObservation[] {
  return harvestPrices(documents, options.currency).lines.map((line) => toObservation(line, options));
}

export function toObservation(line: PricedLine, options: Omit<HarvestOptions, "currency">): PriceObservation {
  return {
    description: line.description,
    unit: line.unit,
    unitRate: line.rate,
    currency: line.currency,
    source: {
      file: line.file,
      location: line.location,
      ...(options.runId ? { runId: options.runId } : {}),
      observedAt: options.observedAt,
    },
  };
}
