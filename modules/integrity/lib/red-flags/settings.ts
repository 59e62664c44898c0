import { z } from "zod";

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
 * Settings as Cardinal's settings file has them, in camelCase and with lists instead of pipe-separated values.
 * Omitted values take Cardinal's defaults (see INDICATORS); the global defaults are our product's: details "NPC"
 * are not price-compared and details "EXC" are excluded, as the reference cases assume.
 */
export const redFlagSettingsSchema = z.object({
  /** The indicators to compute; all 11 by default. */
  indicators: z.array(z.enum(INDICATOR_CODES)).default([...INDICATOR_CODES]),
  /** The currency of bid values to compare; by default the first currency observed. */
  currency: z.string().min(1).max(10).optional(),
  /** `tender/procurementMethodDetails` values without price comparison (R024, R028, R036, R058 skip them). */
  noPriceComparisonProcurementMethods: methods.default(["NPC"]),
  /** If set, only these `procurementMethodDetails` values are price-compared (overrides the list above). */
  priceComparisonProcurementMethods: methods.default([]),
  /** `tender/procurementMethodDetails` values whose contracting processes are left out entirely. */
  excludedProcurementMethodDetails: methods.default(["EXC"]),
  R003: z
    .object({
      /** Minimum submission period, in whole days. */
      threshold: z.number().int().min(0).max(3650).optional(),
      procurementMethods: methods.optional(),
      /** A threshold per `procurementMethodDetails` value, replacing the default one. */
      procurementMethodDetails: z.record(z.string(), z.number().int().min(0).max(3650)).optional(),
    })
    .default({}),
  R018: z.object({ procurementMethods: methods.optional() }).default({}),
  R024: z.object({ threshold: ratio.optional() }).default({}),
  R025: z
    .object({ percentile: z.number().int().min(0).max(100).optional(), threshold: ratio.optional() })
    .default({}),
  R028: z.object({}).default({}),
  R030: z.object({}).default({}),
  R035: z.object({ threshold: count.optional() }).default({}),
  R036: z.object({}).default({}),
  R038: z
    .object({
      threshold: ratio.optional(),
      minimumSubmittedBids: count.optional(),
      minimumContractingProcesses: count.optional(),
    })
    .default({}),
  R048: z
    .object({
      digits: z.number().int().min(1).max(20).optional(),
      threshold: z.number().int().min(0).optional(),
      minimumContractingProcesses: count.optional(),
    })
    .default({}),
  R058: z.object({ threshold: ratio.optional() }).default({}),
});

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
