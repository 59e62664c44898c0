/**
 * Deterministic row order, so two exports of the same data are byte-identical and their hashes match: by
 * time, then by a key that is unique per row. Times are compared as instants (the database may answer
 * "+00:00" or "Z", with or without milliseconds); an unparsable time sorts after all others, by its text.
 */
import type { AuditEventRow, ReviewVersionRow, RunRow } from "./types";

function compareTimes(a: string, b: string): number {
  const ta = Date.parse(a);
  const tb = Date.parse(b);
  const aValid = Number.isFinite(ta);
  const bValid = Number.isFinite(tb);
  if (aValid && bValid) return ta - tb;
  if (aValid !== bValid) return aValid ? -1 : 1;
  return compareText(a, b);
}

// Code-unit order, not localeCompare: the same on every server whatever its locale.
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function sortEvents(rows: readonly AuditEventRow[]): AuditEventRow[] {
  return [...rows].sort((a, b) => compareTimes(a.at, b.at) || compareText(a.id, b.id));
}

export function sortRuns(rows: readonly RunRow[]): RunRow[] {
  return [...rows].sort((a, b) => compareTimes(a.at, b.at) || compareText(a.id, b.id));
}

export function sortReviewVersions(rows: readonly ReviewVersionRow[]): ReviewVersionRow[] {
  return [...rows].sort(
    (a, b) => compareTimes(a.at, b.at) || compareText(a.requestId, b.requestId) || a.version - b.version,
  );
}
