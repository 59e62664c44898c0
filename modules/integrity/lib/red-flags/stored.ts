import { z } from "zod";
import { INDICATOR_CODES, type IndicatorCode } from "./settings";
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

const count = z.number().int().nonnegative();
const statsSchema = z.object({
  releases: count,
  processes: count,
  skipped: z.object({
    missingOcid: count,
    cancelled: count,
    excludedMethodDetails: count,
    noCompiledRelease: count,
  }),
  otherCurrencyBids: count,
  currency: z.string().nullable(),
  format: z.enum(["jsonl", "release_package", "record_package", "array"]).nullable(),
  merge: z
    .object({
      releasesMerged: count,
      compiledReleases: count,
      duplicateOcids: count,
      duplicateOcidSamples: z.array(z.string()),
    })
    .optional(),
  skippedLines: count.optional(),
  lineWarnings: z.array(z.object({ line: count, message: z.string() })).optional(),
  preparation: z.record(z.string(), count).optional(),
}) satisfies z.ZodType<RedFlagStats>;
const metaSchema = z.partialRecord(z.enum(INDICATOR_CODES), z.record(z.string(), z.number().nullable()));
const groupSchema = z.record(z.string(), z.partialRecord(z.enum(INDICATOR_CODES), z.number()));

/**
 * A stored red-flag result, read through its schema: the row layout, or Cardinal's own shape as results were
 * stored before it (the route answers 422 for anything else, never a cast value).
 */
export const storedRedFlagsSchema = z.union([
  z.object({
    layout: z.literal("flag-rows"),
    flags: z.array(z.tuple([z.enum(RED_FLAG_GROUPS), z.string(), z.enum(INDICATOR_CODES), z.number()])),
    Meta: metaSchema,
    stats: statsSchema,
  }),
  z.object({
    Meta: metaSchema,
    stats: statsSchema,
    OCID: groupSchema.optional(),
    Buyer: groupSchema.optional(),
    ProcuringEntity: groupSchema.optional(),
    Tenderer: groupSchema.optional(),
  }),
]);
export type StoredRedFlagResult = z.output<typeof storedRedFlagsSchema>;

export function fromStoredRedFlags(value: StoredRedFlagResult): RedFlagResult {
  if (!("layout" in value)) return value;
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
