/**
 * The tables an unbalanced-bid review compares (see unbalanced-bid.ts for the rules): the estimate and the bidder's
 * schedule from their slots, else from the method document and supporting documents, paired item by item;
 * computed once per review.
 */
import type { ReviewContext } from "@/lib/engine/review-types";
import { matchItems, readBoqTables, scheduleOf, tableSide, type BoqMatch, type BoqSchedule } from "./boq";

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

export type Analysis = {
  band: number;
  bandNote: string | null;
  estimate: BoqSchedule | null;
  schedule: BoqSchedule | null;
  notes: string[];
  match: BoqMatch | null;
};

const cache = new WeakMap<ReviewContext, Analysis>();

function sideOf(schedule: BoqSchedule): BoqSchedule | null {
  return schedule.items.length ? schedule : null;
}

export function analyse(context: ReviewContext): Analysis {
  const known = cache.get(context);
  if (known) return known;
  const { band, note } = deviationBand(context.input.moduleInputs.deviation_band);
  let estimate = sideOf(scheduleOf(readBoqTables(context.documentsIn("project-estimates"))));
  let schedule = sideOf(scheduleOf(readBoqTables(context.documentsIn("bidder-schedule"))));
  const notes: string[] = [];
  if (!estimate || !schedule) {
    const found = readBoqTables(context.documentsIn("method-document", "supporting")).filter(
      (table) => scheduleOf([table]).items.length,
    );
    const labelled = (side: "estimate" | "schedule") => found.filter((table) => tableSide(table) === side);
    const unlabelled = found.filter((table) => tableSide(table) === null);
    const take = (side: "estimate" | "schedule") => {
      const tables = labelled(side).length ? labelled(side) : unlabelled.splice(0, 1);
      if (!tables.length) return null;
      const where = tables.map((table) => `${table.document}, ${table.page}`).join("; ");
      notes.push(
        `The ${side === "estimate" ? "estimate" : "bidder's schedule"} was read from ${where}${labelled(side).length ? "" : " (not labelled: taken in attachment order)"}.`,
      );
      return sideOf(scheduleOf(tables));
    };
    estimate ??= take("estimate");
    schedule ??= take("schedule");
  }
  const match = estimate && schedule ? matchItems(estimate.items, schedule.items) : null;
  const analysis = { band, bandNote: note, estimate, schedule, notes, match };
  cache.set(context, analysis);
  return analysis;
}
