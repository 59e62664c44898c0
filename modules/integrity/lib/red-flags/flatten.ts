import type { IndicatorCode } from "./settings";
import { RED_FLAG_GROUPS, type RedFlagResult, type RedFlagRow } from "./types";

/** One row per flag, in group, then id, then indicator order: for tables and CSV. */
export function flattenRedFlags(result: RedFlagResult): RedFlagRow[] {
  const rows: RedFlagRow[] = [];
  for (const group of RED_FLAG_GROUPS) {
    const ids = result[group];
    if (!ids) continue;
    for (const [id, codes] of Object.entries(ids).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      for (const indicator of Object.keys(codes).sort() as IndicatorCode[]) {
        rows.push({ group, id, indicator, value: codes[indicator]! });
      }
    }
  }
  return rows;
}
