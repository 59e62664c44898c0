// Cardinal's `prepare` command (open-contracting/cardinal-rs, Prepare::run in src/lib.rs) on one compiled release,
// in its order: parties, buyer, tender, auctions, bids, contracts, awards, party roles. The release is changed in
// place; each step counts the values it changed.
import type { Obj } from "../ocds";
import { isObj } from "../ocds";
import { prepareAwards } from "./awards";
import { moveAuctionBids, prepareBids } from "./bids";
import { emptyCounts, preparationRequested, resolvePreparation, type PreparationConfig } from "./config";
import { partyRoleLookup, prepareReferenceAt, prepareReferenceList, writePartyRoles } from "./ids";
import type { PreparationSettings } from "./settings";
import { tally, type PreparationCounts } from "./steps";

export type Preparation = {
  /** Prepares one compiled release in place. */
  apply(release: Obj): void;
  /** Values changed so far per step that runs (a live object: it grows as releases are prepared). */
  readonly counts: PreparationCounts;
};

export function prepareRelease(release: Obj, config: PreparationConfig, counts: PreparationCounts) {
  // Parties: ids made text, placeholders removed; never prefixed.
  prepareReferenceList(
    release,
    "parties",
    { redact: config.redactOrganizationIds, prefix: "", roles: undefined, role: "" },
    counts,
  );
  const roles = config.defaults.partyRoles ? partyRoleLookup(release) : undefined;
  const buyerRule = {
    redact: config.redactOrganizationIds,
    prefix: config.prefixBuyerOrProcuringEntityId,
    roles,
    role: "buyer",
  };
  prepareReferenceAt(release, "buyer", buyerRule, counts);
  const tender = release.tender;
  if (isObj(tender)) {
    prepareReferenceAt(tender, "procuringEntity", { ...buyerRule, role: "procuringEntity" }, counts);
    splitMethodDetails(tender, config.splitProcurementMethodDetails, counts);
  }
  if (config.moveAuctions) moveAuctionBids(release, counts);
  prepareBids(release, config, roles, counts);
  prepareAwards(release, config, roles, counts);
  if (roles) writePartyRoles(release, roles, counts);
}

/** Keeps the text before the separator, without trailing spaces ("Sorteo de Obras - Lote 3" -> "Sorteo de Obras"). */
function splitMethodDetails(tender: Obj, separator: string | undefined, counts: PreparationCounts) {
  const details = tender.procurementMethodDetails;
  if (separator === undefined || typeof details !== "string") return;
  const kept = details.split(separator)[0]!.trimEnd();
  if (kept === details) return;
  tender.procurementMethodDetails = kept;
  tally(counts, "splitProcurementMethodDetails");
}

/** The preparation the settings ask for, or null if they give none of Cardinal's `prepare` sections. */
export function createPreparation(settings: PreparationSettings): Preparation | null {
  if (!preparationRequested(settings)) return null;
  return preparationOf(resolvePreparation(settings));
}

export function preparationOf(config: PreparationConfig): Preparation {
  const counts = emptyCounts(config);
  return { counts, apply: (release) => prepareRelease(release, config, counts) };
}
