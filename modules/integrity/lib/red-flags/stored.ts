import type { IndicatorCode } from "./settings";
import {
  RED_FLAG_GROUPS,
  type GroupResults,
  type RedFlagGroup,
  type RedFlagMeta,
  type RedFlagResult,
  type RedFlagStats,
} from "./types";

/**
 * A red-flag result as it is stored in a JSON column: the flags as rows, so no id from the data is ever an
 * object key on the way into the database. Prisma rebuilds a JSON value by assigning its keys to plain objects,
 * and assigning "__proto__" sets a prototype instead of a key: a release with ocid "__proto__" vanished from
 * the stored result (issue 29 item 9). Ids are values here; the Cardinal shape is rebuilt with own properties
 * (Object.fromEntries) when read. Meta and stats keys are our own names, never the data's.
 */
export type StoredRedFlags = {
  layout: "flag-rows";
  /** [group, id, indicator, value], in the result's own order. */
  flags: [RedFlagGroup, string, IndicatorCode, number][];
  Meta: RedFlagMeta;
  stats: RedFlagStats;
};

export function toStoredRedFlags(result: RedFlagResult): StoredRedFlags {
  const flags: StoredRedFlags["flags"] = [];
  for (const group of RED_FLAG_GROUPS)
    for (const [id, codes] of Object.entries(result[group] ?? {}))
      for (const [indicator, value] of Object.entries(codes))
        flags.push([group, id, indicator as IndicatorCode, value as number]);
  return { layout: "flag-rows", flags, Meta: result.Meta, stats: result.stats };
}

const isStored = (value: unknown): value is StoredRedFlags =>
  typeof value === "object" &&
  value !== null &&
  (value as { layout?: unknown }).layout === "flag-rows" &&
  Array.isArray((value as { flags?: unknown }).flags);

/** Cardinal's shape from a stored result; one stored before the row layout is returned as it was. */
export function fromStoredRedFlags(value: unknown): RedFlagResult {
  if (!isStored(value)) return value as RedFlagResult;
  const groups = new Map<RedFlagGroup, Map<string, [IndicatorCode, number][]>>();
  for (const [group, id, indicator, value_] of value.flags) {
    let ids = groups.get(group);
    if (!ids) groups.set(group, (ids = new Map()));
    let codes = ids.get(id);
    if (!codes) ids.set(id, (codes = []));
    codes.push([indicator, value_]);
  }
  const result: RedFlagResult = { Meta: value.Meta, stats: value.stats };
  for (const group of RED_FLAG_GROUPS) {
    const ids = groups.get(group);
    // Object.fromEntries defines own properties, so "__proto__" and "constructor" stay ordinary keys.
    if (ids)
      result[group] = Object.fromEntries(
        [...ids].map(([id, codes]) => [id, Object.fromEntries(codes)]),
      ) as GroupResults;
  }
  return result;
}
