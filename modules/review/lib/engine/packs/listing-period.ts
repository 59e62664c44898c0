/**
 * When a listing on a debarment list is in force: its first and last day from the row's from/to cells, its
 * "Period of Debarment" ("3 years", "Permanently") counted from its date of debarment, or, for a printed row
 * whose cells ran together, the dates and period written in the row ("3 years from 20/06/2024"). The period
 * arithmetic is the due-diligence tool's (modules/integrity/lib/screening/period.ts), so both read a PPRA list
 * to the same end date; dates are read day first by this pack's own reader (document-dates.ts).
 */
import { durationIn, periodEnd } from "@/modules/integrity";
import { findDates } from "./document-dates";

export type ListingCells = { from?: string; to?: string; period?: string; name?: string };

/** The first and last day barred (ISO), `to` null when open-ended; `computed` when the end came from the period. */
export type ListingWindow = { from: string | null; to: string | null; openEnded: boolean; computed: boolean };

/** On the review's reference day (the bid due date): in force, expired, or starting later. */
export type ListingState = "in-force" | "expired" | "upcoming";

const OPEN_ENDED =
  /\b(?:ongoing|permanent(?:ly)?|indefinite(?:ly)?|for life|until further notice|life ?time)\b/i;

/** A cell that is one date and nothing else, as YYYY-MM-DD. */
function cellDate(text: string | undefined): string | null {
  const value = (text ?? "").trim();
  const [date] = findDates(value);
  return date && date.start === 0 && date.end === value.length ? date.iso : null;
}

export function listingWindow(cells: ListingCells, rowText: string): ListingWindow {
  // A printed row has no cells: its whole text holds the period and the dates.
  const periodText = cells.period ?? (cells.name ? "" : rowText);
  const periodDates = findDates(periodText).map((date) => date.iso);
  const from = cellDate(cells.from) ?? periodDates[0] ?? null;
  const toCell = (cells.to ?? "").trim();
  let to = cellDate(toCell);
  let computed = false;
  const openEnded = OPEN_ENDED.test(toCell) || (!to && OPEN_ENDED.test(periodText));
  if (!to && !openEnded && periodDates.length >= 2) to = periodDates[periodDates.length - 1]!;
  if (!to && !openEnded && from) {
    const duration = durationIn(periodText.replace(/\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}/g, " "));
    if (duration) {
      to = periodEnd(from, duration);
      computed = true;
    }
  }
  return { from, to: openEnded ? null : to, openEnded, computed };
}

/** The listing's state on `referenceDate`; with no reference date it is taken to be in force (the safe side). */
export function listingState(window: ListingWindow, referenceDate: string | null): ListingState {
  if (!referenceDate) return "in-force";
  if (window.to && window.to < referenceDate) return "expired";
  if (window.from && window.from > referenceDate) return "upcoming";
  return "in-force";
}
