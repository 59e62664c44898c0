/**
 * Due dates of suggested risks (pure): set from the activity's closing date when it is known and the date it
 * gives is still ahead, else a number of days from today, so a suggestion never arrives already overdue.
 */
import type { DueRule } from "./provision-types";

export type ActivityDates = {
  /** Today, as an ISO date (the run's date). */
  today: string;
  /** The activity's closing date (ISO), when it has one. */
  closingOn: string | null;
};

const DAY_MS = 86_400_000;

export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function dueDateOf(due: DueRule, dates: ActivityDates): string {
  if (dates.closingOn) {
    const fromClosing = addDays(dates.closingOn, due.closing);
    if (fromClosing > dates.today) return fromClosing;
  }
  return addDays(dates.today, due.fallback);
}
