/**
 * The figures of the PDF summary, computed apart from the drawing so they can be tested as plain data.
 */
import { AUDIT_CATEGORIES, auditCategory, type AuditCategory } from "./category";
import { auditActionName, runServiceName } from "./names";
import type { AuditEventRow, ReviewVersionRow, RunRow } from "./types";

export type CountedName = { name: string; count: number };

export type AuditSummary = {
  eventCount: number;
  /** Every category in display order, zeros included: a zero is a finding too ("no sign-ins"). */
  byCategory: { category: AuditCategory; count: number }[];
  /** Most frequent first, then by code; each named in words (./names.ts). */
  byAction: (CountedName & { category: AuditCategory })[];
  runsByKind: { tool: number; review: number; integrity: number };
  /** Runs per tool or review service, by its product name. */
  byToolOrService: CountedName[];
  reviewVersionCount: number;
  reviewRequestCount: number;
  /** The `at` of the first and last event in archive order, or null when there are none. */
  firstEventAt: string | null;
  lastEventAt: string | null;
};

function counted(names: Iterable<string>): CountedName[] {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Rows must already be in archive order (./order.ts). */
export function summarise(
  events: readonly AuditEventRow[],
  runs: readonly RunRow[],
  reviews: readonly ReviewVersionRow[],
): AuditSummary {
  const perCategory = new Map<AuditCategory, number>();
  for (const event of events) {
    const category = auditCategory(event.action);
    perCategory.set(category, (perCategory.get(category) ?? 0) + 1);
  }
  return {
    eventCount: events.length,
    byCategory: AUDIT_CATEGORIES.map((category) => ({ category, count: perCategory.get(category) ?? 0 })),
    // Counted by code, shown by name: the summary is read by people, the CSV keeps the codes.
    byAction: counted(events.map((e) => e.action)).map((entry) => ({
      name: auditActionName(entry.name),
      count: entry.count,
      category: auditCategory(entry.name),
    })),
    runsByKind: {
      tool: runs.filter((r) => r.kind === "tool").length,
      review: runs.filter((r) => r.kind === "review").length,
      integrity: runs.filter((r) => r.kind === "integrity").length,
    },
    byToolOrService: counted(runs.map(runServiceName)),
    reviewVersionCount: reviews.length,
    reviewRequestCount: new Set(reviews.map((v) => v.requestId)).size,
    firstEventAt: events[0]?.at ?? null,
    lastEventAt: events.at(-1)?.at ?? null,
  };
}
