import { z } from "zod";
import { preparationSettingsShape } from "./prepare/settings";

export const INDICATOR_CODES = [
  "R003",
  "R018",
  "R024",
  "R025",
  "R028",
  "R030",
  "R035",
  "R036",
  "R038",
  "R048",
  "R058",
] as const;

export type IndicatorCode = (typeof INDICATOR_CODES)[number];

const methods = z.array(z.string().min(1)).max(100);
const ratio = z.number().finite().min(0);
const count = z.number().int().min(1).max(1_000_000);

/**
 * Settings as Cardinal's settings file has them, in camelCase and with lists instead of pipe-separated values, so
 * a Cardinal settings file carries over name for name. Omitted values take Cardinal's defaults (see INDICATORS);
 * the global defaults are our product's: details "NPC" are not price-compared and details "EXC" are excluded, as
 * the reference cases assume. Cardinal's `prepare` sections (defaults, redactions, corrections, modifications,
 * codelists) are in prepare/settings.ts. As in Cardinal, an unknown name anywhere is refused (see unknownSettings
 * for the message).
 *
 * One name of ours has no Cardinal twin: `excludedProcurementMethodDetails`, which came before we read Cardinal's
 * `[exclusions] procurement_method_details`. Both are accepted; the parsed settings carry the one list (both
 * lists together when both are given; ["EXC"] when neither is), so parsing them again gives the same settings.
 */
const settingsObjectSchema = z.strictObject({
  /** The indicators to compute; all 11 by default. */
  indicators: z.array(z.enum(INDICATOR_CODES)).default([...INDICATOR_CODES]),
  /** The currency of bid values to compare; by default the first currency observed. */
  currency: z.string().min(1).max(10).optional(),
  /** `tender/procurementMethodDetails` values without price comparison (R024, R028, R036, R058 skip them). */
  noPriceComparisonProcurementMethods: methods.default(["NPC"]),
  /** If set, only these `procurementMethodDetails` values are price-compared (overrides the list above). */
  priceComparisonProcurementMethods: methods.default([]),
  /** `tender/procurementMethodDetails` values whose contracting processes are left out entirely. */
  excludedProcurementMethodDetails: methods.optional(),
  /** Cardinal's `[exclusions]` section: `procurementMethodDetails` is the same list as the one above. */
  exclusions: z.strictObject({ procurementMethodDetails: methods.optional() }).optional(),
  ...preparationSettingsShape,
  R003: z
    .strictObject({
      /** Minimum submission period, in whole days. */
      threshold: z.number().int().min(0).max(3650).optional(),
      procurementMethods: methods.optional(),
      /** A threshold per `procurementMethodDetails` value, replacing the default one. */
      procurementMethodDetails: z.record(z.string(), z.number().int().min(0).max(3650)).optional(),
    })
    .default({}),
  R018: z.strictObject({ procurementMethods: methods.optional() }).default({}),
  R024: z.strictObject({ threshold: ratio.optional() }).default({}),
  R025: z
    .strictObject({ percentile: z.number().int().min(0).max(100).optional(), threshold: ratio.optional() })
    .default({}),
  R028: z.strictObject({}).default({}),
  R030: z.strictObject({}).default({}),
  R035: z.strictObject({ threshold: count.optional() }).default({}),
  R036: z.strictObject({}).default({}),
  R038: z
    .strictObject({
      threshold: ratio.optional(),
      minimumSubmittedBids: count.optional(),
      minimumContractingProcesses: count.optional(),
    })
    .default({}),
  R048: z
    .strictObject({
      digits: z.number().int().min(1).max(20).optional(),
      threshold: z.number().int().min(0).optional(),
      minimumContractingProcesses: count.optional(),
    })
    .default({}),
  R058: z.strictObject({ threshold: ratio.optional() }).default({}),
});

export const redFlagSettingsSchema = settingsObjectSchema.transform(
  ({ exclusions, excludedProcurementMethodDetails: ours, ...settings }) => {
    const cardinal = exclusions?.procurementMethodDetails;
    const excluded = ours || cardinal ? [...new Set([...(ours ?? []), ...(cardinal ?? [])])] : ["EXC"];
    return { ...settings, excludedProcurementMethodDetails: excluded };
  },
);

/** Settings as a caller may write them (every field optional). */
export type RedFlagSettingsInput = z.input<typeof redFlagSettingsSchema>;
/** Settings with defaults applied. */
export type RedFlagSettings = z.output<typeof redFlagSettingsSchema>;

/** Cardinal's per-indicator defaults, applied when a setting is omitted. */
export const INDICATOR_DEFAULTS = {
  R003: { threshold: 15 },
  R018: { procurementMethods: ["open", "selective"] },
  R025: { percentile: 75 },
  R035: { threshold: 1 },
  R038: { minimumSubmittedBids: 2, minimumContractingProcesses: 2 },
  R048: { digits: 2, minimumContractingProcesses: 20 },
} as const;

export function parseRedFlagSettings(input: unknown): RedFlagSettings {
  return redFlagSettingsSchema.parse(input ?? {});
}

/** A setting the schema does not know, with the names known where it was found. */
export type UnknownSetting = {
  /** Its path, segments joined with "." ("R003.treshold"), each cut to 60 characters. */
  path: string;
  /** The names known at that level, in the schema's order. */
  known: string[];
  /** A likely intended name: the camelCase form of a snake_case name, another case, or a near spelling. */
  suggestion?: string;
  /**
   * A plain sentence naming the key, then the known names (only for the first unknown key of its level) and, on
   * the last one reported, how many more unknown keys there were.
   */
  message: string;
};

type Issue = { code: string; path: ReadonlyArray<PropertyKey>; keys?: readonly string[] };

/** The object schema at a path of the settings (through defaults and optionals), or undefined. */
function objectSchemaAt(path: ReadonlyArray<PropertyKey>): z.ZodObject | undefined {
  let schema: unknown = redFlagSettingsSchema;
  for (let i = 0; ; i++) {
    while (schema instanceof z.ZodDefault || schema instanceof z.ZodOptional || schema instanceof z.ZodPipe)
      schema = schema instanceof z.ZodPipe ? schema.in : schema.unwrap();
    if (!(schema instanceof z.ZodObject)) return undefined;
    if (i === path.length) return schema;
    const key = path[i];
    if (typeof key !== "string" || !Object.hasOwn(schema.shape, key)) return undefined;
    schema = schema.shape[key];
  }
}

const camel = (name: string) => name.replace(/[_-]+([a-z0-9])/gi, (_, c: string) => c.toUpperCase());

/** Levenshtein distance, capped: only near spellings ("treshold") matter. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(
        previous[j]! + 1,
        row[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = row;
  }
  return previous[b.length]!;
}

/** Keys longer than this get no suggestion (no setting name is near that long; comparing would only cost time). */
const MAX_SUGGESTED_KEY = 64;
/** An unknown key is quoted in the answer up to this many characters. */
const MAX_QUOTED_KEY = 60;
/** Unknown keys named in one answer; the rest are counted ("and 3 more"). */
export const MAX_UNKNOWN_REPORTED = 5;

const quoted = (text: string) =>
  text.length > MAX_QUOTED_KEY ? `${text.slice(0, MAX_QUOTED_KEY - 1)}…` : text;

function suggest(name: string, known: readonly string[]): string | undefined {
  if (name.length > MAX_SUGGESTED_KEY) return undefined;
  const folded = camel(name).toLowerCase();
  const exact = known.find((k) => k.toLowerCase() === folded);
  if (exact) return exact;
  const near = known
    // The length difference is a lower bound of the distance: no table for names that cannot be near.
    .filter((k) => Math.abs(k.length - folded.length) <= 2)
    .map((k) => ({ k, d: distance(k.toLowerCase(), folded) }))
    .filter(({ k, d }) => d <= Math.min(2, Math.floor(k.length / 4)))
    .sort((x, y) => x.d - y.d);
  return near[0]?.k;
}

/**
 * The unknown names among a failed parse's issues, each with the names known at its level, so an answer can say
 * "Unknown setting "R003.treshold" (did you mean "threshold"?). The settings known in R003 are: ...". At most
 * MAX_UNKNOWN_REPORTED are returned, keys are quoted up to 60 characters and the known names are said once per
 * level, so a query full of made-up keys gets a short answer, quickly.
 */
export function unknownSettings(issues: readonly Issue[]): UnknownSetting[] {
  const found: UnknownSetting[] = [];
  const listed = new Set<string>();
  let more = 0;
  for (const issue of issues) {
    if (issue.code !== "unrecognized_keys") continue;
    const keys = issue.keys ?? [];
    const room = MAX_UNKNOWN_REPORTED - found.length;
    more += Math.max(0, keys.length - room);
    if (room <= 0) continue;
    const known = Object.keys(objectSchemaAt(issue.path)?.shape ?? {});
    const where = issue.path.map((segment) => quoted(String(segment))).join(".");
    for (const key of keys.slice(0, room)) {
      const path = where ? `${where}.${quoted(key)}` : quoted(key);
      const suggestion = suggest(key, known);
      const hint = suggestion ? ` (did you mean "${suggestion}"?)` : "";
      const scope = where ? ` in ${where}` : "";
      let list = "";
      if (!listed.has(where))
        list = known.length
          ? ` The settings known${scope} are: ${known.join(", ")}.`
          : ` ${where} takes no settings.`;
      listed.add(where);
      found.push({ path, known, suggestion, message: `Unknown setting "${path}"${hint}.${list}` });
    }
  }
  const last = found[found.length - 1];
  if (last && more > 0) last.message += ` And ${more} more unknown setting${more === 1 ? "" : "s"}.`;
  return found;
}
