import { PREPARATION_SECTIONS, type PreparationSettings } from "./settings";
import type { PreparationCounts, PreparationStepId } from "./steps";

/** The preparation settings resolved once: sets and maps for lookups, Cardinal's defaults filled in. */
export type PreparationConfig = {
  defaults: {
    currency?: string;
    itemClassificationScheme?: string;
    bidStatus?: string;
    awardStatus?: string;
    partyRoles: boolean;
  };
  redactAmounts: ReadonlySet<number>;
  redactOrganizationIds: ReadonlySet<string>;
  awardStatusByContractStatus: boolean;
  moveAuctions: boolean;
  /** "" when not set: every id starts with "", so nothing is prefixed (as in Cardinal). */
  prefixBuyerOrProcuringEntityId: string;
  prefixTendererOrSupplierId: string;
  splitProcurementMethodDetails?: string;
  /** Maps, not objects, so a code such as "constructor" is never read from a prototype. */
  bidStatusCodes: ReadonlyMap<string, string>;
  awardStatusCodes: ReadonlyMap<string, string>;
};

/** Whether the settings ask for preparation: Cardinal's `prepare` runs when any of its sections is given. */
export function preparationRequested(settings: PreparationSettings): boolean {
  return PREPARATION_SECTIONS.some((section) => settings[section] !== undefined);
}

export function resolvePreparation(settings: PreparationSettings): PreparationConfig {
  const defaults = settings.defaults ?? {};
  const modifications = settings.modifications ?? {};
  return {
    defaults: { ...defaults, partyRoles: defaults.partyRoles === true },
    redactAmounts: new Set(settings.redactions?.amount ?? []),
    redactOrganizationIds: new Set(settings.redactions?.organizationId ?? []),
    awardStatusByContractStatus: settings.corrections?.awardStatusByContractStatus === true,
    moveAuctions: modifications.moveAuctions === true,
    prefixBuyerOrProcuringEntityId: modifications.prefixBuyerOrProcuringEntityId ?? "",
    prefixTendererOrSupplierId: modifications.prefixTendererOrSupplierId ?? "",
    splitProcurementMethodDetails: modifications.splitProcurementMethodDetails,
    bidStatusCodes: new Map(Object.entries(settings.codelists?.bidStatus ?? {})),
    awardStatusCodes: new Map(Object.entries(settings.codelists?.awardStatus ?? {})),
  };
}

/** A zero count for each step that runs with this configuration; the steps Cardinal always does are always in. */
export function emptyCounts(config: PreparationConfig): PreparationCounts {
  const { defaults } = config;
  const runs: Record<PreparationStepId, boolean> = {
    integerIds: true,
    singleObjectsToLists: true,
    redactOrganizationIds: config.redactOrganizationIds.size > 0,
    prefixOrganizationIds:
      config.prefixBuyerOrProcuringEntityId !== "" || config.prefixTendererOrSupplierId !== "",
    splitProcurementMethodDetails: config.splitProcurementMethodDetails !== undefined,
    moveAuctions: config.moveAuctions,
    redactAmounts: config.redactAmounts.size > 0,
    defaults:
      defaults.currency !== undefined ||
      defaults.itemClassificationScheme !== undefined ||
      defaults.bidStatus !== undefined ||
      defaults.awardStatus !== undefined ||
      defaults.partyRoles,
    codelists: config.bidStatusCodes.size > 0 || config.awardStatusCodes.size > 0,
    awardStatusByContractStatus: config.awardStatusByContractStatus,
  };
  const counts: PreparationCounts = {};
  for (const [step, on] of Object.entries(runs) as [PreparationStepId, boolean][]) if (on) counts[step] = 0;
  return counts;
}
