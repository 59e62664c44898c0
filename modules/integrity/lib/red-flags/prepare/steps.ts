// The preparation steps, as reported in `stats.preparation` (step id -> values changed). The ids are stable: the
// result page and stored results use them.

export const PREPARATION_STEP_IDS = [
  "integerIds",
  "singleObjectsToLists",
  "redactOrganizationIds",
  "prefixOrganizationIds",
  "splitProcurementMethodDetails",
  "moveAuctions",
  "redactAmounts",
  "defaults",
  "codelists",
  "awardStatusByContractStatus",
] as const;

export type PreparationStepId = (typeof PREPARATION_STEP_IDS)[number];

/** Each step in plain words, to be followed by its count ("Missing values filled in from defaults: 12"). */
export const PREPARATION_STEP_LABELS: Record<PreparationStepId, string> = {
  integerIds: "Ids given as numbers turned into text",
  singleObjectsToLists: "Single tenderers, suppliers or parties put into a list",
  redactOrganizationIds: "Placeholder organisation ids removed",
  prefixOrganizationIds: "Organisation ids given their prefix",
  splitProcurementMethodDetails: "Procurement method details cut at the separator",
  moveAuctions: "Auction bids moved to the bids",
  redactAmounts: "Placeholder bid amounts removed",
  defaults: "Missing values filled in from defaults",
  codelists: "Status codes replaced by the standard's codes",
  awardStatusByContractStatus: "Awards marked cancelled because all their contracts were",
};

/** The values each step changed, for the steps that ran only. */
export type PreparationCounts = Partial<Record<PreparationStepId, number>>;

/** Adds to a step's count, if the step ran (a step that did not run is never reported, even as 0). */
export function tally(counts: PreparationCounts, step: PreparationStepId, n = 1) {
  const current = counts[step];
  if (current !== undefined) counts[step] = current + n;
}
