import { z } from "zod";

// The settings of Cardinal's `prepare` command, one object per section of its settings file, with Cardinal's names
// in camelCase (`[defaults] item_classification_scheme` -> `defaults.itemClassificationScheme`) and lists instead
// of pipe-separated values. Like Cardinal (serde's deny_unknown_fields), an unknown name is refused.

const text = z.string().min(1).max(200);

/** A number as Cardinal reads one from its settings file (Rust's f64 parse), or a JSON number. */
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const amount = z.union([
  z.number().finite(),
  z.string().trim().regex(DECIMAL, "Write the amount as a number, e.g. 0 or 99999999.").transform(Number),
]);

/** `[defaults]`: values filled in where the field is not set. */
export const preparationDefaultsSchema = z.strictObject({
  /** `/bids/details[]/value/currency`. */
  currency: z.string().min(1).max(10).optional(),
  /** `/bids/details[]/items[]/classification/scheme` and `/awards[]/items[]/classification/scheme`. */
  itemClassificationScheme: text.optional(),
  /** `/bids/details[]/status`. */
  bidStatus: text.optional(),
  /** `/awards[]/status`. */
  awardStatus: text.optional(),
  /** Add the buyer, procuringEntity, tenderer and supplier roles to the parties referenced so. */
  partyRoles: z.boolean().optional(),
});

/** `[redactions]`: placeholder values removed. */
export const preparationRedactionsSchema = z.strictObject({
  /** `/bids/details[]/value/amount` values to remove, e.g. [0, 99999999]. */
  amount: z.array(amount).max(100).optional(),
  /** Organisation ids to remove from `/parties[]`, the buyer, procuring entity, tenderers and suppliers. */
  organizationId: z.array(z.string().max(200)).max(1000).optional(),
});

/** `[corrections]`. */
export const preparationCorrectionsSchema = z.strictObject({
  /** Set an award's status to "cancelled" if every contract with its id as `awardID` is cancelled. */
  awardStatusByContractStatus: z.boolean().optional(),
});

/** `[modifications]`. */
export const preparationModificationsSchema = z.strictObject({
  /** Move `/auctions[]/stages[]/bids[]` to `/bids/details[]` (when `/bids` is not already there). */
  moveAuctions: z.boolean().optional(),
  /** Text put before `/buyer/id` and `/tender/procuringEntity/id` unless they start with it, e.g. "DO-UC-". */
  prefixBuyerOrProcuringEntityId: text.optional(),
  /** Text put before tenderer and supplier ids unless they start with it, e.g. "DO-RPE-". */
  prefixTendererOrSupplierId: text.optional(),
  /** Keep the part of `/tender/procurementMethodDetails` before this separator, e.g. "-". */
  splitProcurementMethodDetails: z.string().min(1).max(50).optional(),
});

const codeMapping = z.record(z.string().max(200), text);

/** `[codelists.bid_status]` and `[codelists.award_status]`: code to replace -> its replacement. */
export const preparationCodelistsSchema = z.strictObject({
  bidStatus: codeMapping.optional(),
  awardStatus: codeMapping.optional(),
});

/** The five sections; each is optional, and preparation runs only if at least one is given. */
export const preparationSettingsShape = {
  defaults: preparationDefaultsSchema.optional(),
  redactions: preparationRedactionsSchema.optional(),
  corrections: preparationCorrectionsSchema.optional(),
  modifications: preparationModificationsSchema.optional(),
  codelists: preparationCodelistsSchema.optional(),
};

export const PREPARATION_SECTIONS = Object.keys(
  preparationSettingsShape,
) as (keyof typeof preparationSettingsShape)[];

export type PreparationSettings = {
  [K in keyof typeof preparationSettingsShape]?: z.output<(typeof preparationSettingsShape)[K]>;
};
