// `/contracts` and `/awards` in Cardinal's `prepare` order: contract award ids made text (and, with the
// correction, whether all of an award's contracts are cancelled), then per award its id, item classifications,
// status (default, codelist, correction) and suppliers.
import { isObj, type Obj } from "../ocds";
import { fillItemSchemes, prepareStatus } from "./bids";
import type { PreparationConfig } from "./config";
import { prepareReferenceAt, prepareReferenceList, stringifyId, type RoleLookup } from "./ids";
import { tally, type PreparationCounts } from "./steps";

const NO_REDACTION: ReadonlySet<string> = new Set();

/** Award id -> whether every contract naming it in `awardID` is cancelled. */
export function contractsCancelledByAward(
  release: Obj,
  correct: boolean,
  counts: PreparationCounts,
): Map<string, boolean> {
  const cancelled = new Map<string, boolean>();
  const contracts = release.contracts;
  if (!Array.isArray(contracts)) return cancelled;
  for (const contract of contracts) {
    if (!isObj(contract)) continue;
    stringifyId(contract, "awardID", counts);
    const awardId = contract.awardID;
    if (!correct || typeof awardId !== "string") continue;
    const isCancelled = contract.status === "cancelled";
    cancelled.set(awardId, (cancelled.get(awardId) ?? true) && isCancelled);
  }
  return cancelled;
}

export function prepareAwards(
  release: Obj,
  config: PreparationConfig,
  roles: RoleLookup,
  counts: PreparationCounts,
) {
  const cancelledByAward = contractsCancelledByAward(release, config.awardStatusByContractStatus, counts);
  const awards = release.awards;
  if (!Array.isArray(awards)) return;
  const suppliers = {
    redact: config.redactOrganizationIds,
    prefix: config.prefixTendererOrSupplierId,
    roles,
    role: "supplier",
  };
  // Classification ids are only made text: never redacted, prefixed or given a role.
  const classification = { redact: NO_REDACTION, prefix: "", roles: undefined, role: "" };
  for (const award of awards) {
    if (!isObj(award)) continue;
    stringifyId(award, "id", counts);
    if (Array.isArray(award.items))
      for (const item of award.items)
        if (isObj(item)) prepareReferenceAt(item, "classification", classification, counts);
    fillItemSchemes(award.items, config.defaults.itemClassificationScheme, counts);
    prepareStatus(award, config.defaults.awardStatus, config.awardStatusCodes, counts);
    if (typeof award.id === "string" && cancelledByAward.get(award.id) === true) {
      if (award.status !== "cancelled") tally(counts, "awardStatusByContractStatus");
      award.status = "cancelled";
    }
    prepareReferenceList(award, "suppliers", suppliers, counts);
  }
}
