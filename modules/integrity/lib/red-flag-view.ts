import { INDICATORS } from "@/modules/integrity/lib/red-flags/indicators";
import type { IndicatorCode } from "@/modules/integrity/lib/red-flags/settings";
import type { RedFlagGroup, RedFlagRow } from "@/modules/integrity/lib/red-flags/types";

export type FlagSortKey = "group" | "id" | "indicator" | "value";
export type SortDirection = "asc" | "desc";

const compareText = (a: string, b: string) => a.localeCompare(b, "en", { numeric: true });

/** The flags table's order: by one column, ties kept in the result's own order (group, id, indicator). */
export function sortFlagRows(rows: readonly RedFlagRow[], key: FlagSortKey, direction: SortDirection) {
  const sign = direction === "asc" ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const order =
        key === "value" ? a.row.value - b.row.value : compareText(String(a.row[key]), String(b.row[key]));
      return order * sign || a.index - b.index;
    })
    .map(({ row }) => row);
}

/** Clicking the sorted column flips it; another column starts ascending, except values (largest first). */
export function nextSort(current: { key: FlagSortKey; direction: SortDirection }, key: FlagSortKey) {
  if (current.key === key) return { key, direction: current.direction === "asc" ? "desc" : "asc" } as const;
  return { key, direction: key === "value" ? "desc" : "asc" } as const;
}

export type BarDatum = { key: string; label: string; count: number };

/** Flags per indicator, in the catalogue's order, for the indicators that were computed (zero bars shown). */
export function flagsPerIndicator(
  rows: readonly RedFlagRow[],
  computed: readonly IndicatorCode[],
): BarDatum[] {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.indicator, (counts.get(row.indicator) ?? 0) + 1);
  return INDICATORS.filter((indicator) => computed.includes(indicator.code)).map((indicator) => ({
    key: indicator.code,
    label: indicator.title,
    count: counts.get(indicator.code) ?? 0,
  }));
}

/**
 * Flags per id of one group (buyers), most flagged first, the rest summed into one bar so a long tail of buyers
 * does not push the chart off the page.
 */
export function flagsPerId(
  rows: readonly RedFlagRow[],
  group: RedFlagGroup,
  limit: number,
): { bars: BarDatum[]; others: number } {
  const counts = new Map<string, number>();
  for (const row of rows) if (row.group === group) counts.set(row.id, (counts.get(row.id) ?? 0) + 1);
  const sorted = [...counts].sort(([a, x], [b, y]) => y - x || compareText(a, b));
  return {
    bars: sorted.slice(0, limit).map(([id, count]) => ({ key: id, label: id, count })),
    others: sorted.slice(limit).reduce((sum, [, count]) => sum + count, 0),
  };
}

/** A bar's width in percent of the largest; a non-zero count always shows at least a sliver. */
export function barWidth(count: number, max: number): number {
  if (count <= 0 || max <= 0) return 0;
  return Math.max(2, Math.round((count / max) * 100));
}

/** Fence values as the result's Meta gives them: 4 decimals already, null when undefined. */
export function fenceRows(meta: Partial<Record<string, Record<string, number | null>>> | undefined) {
  return Object.entries(meta ?? {}).flatMap(([indicator, measures]) =>
    Object.entries(measures ?? {}).map(([measure, value]) => ({ indicator, measure, value })),
  );
}
