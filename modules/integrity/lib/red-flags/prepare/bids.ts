// `/auctions` and `/bids` in Cardinal's `prepare` order: auction bids moved, then per bid its amount redacted, its
// currency, item schemes and status filled in, its status re-mapped, and its tenderers prepared.
import { isObj, type Obj } from "../ocds";
import type { PreparationConfig } from "./config";
import { prepareReferenceList, type RoleLookup } from "./ids";
import { tally, type PreparationCounts } from "./steps";

/**
 * Moves `/auctions[]/stages[]/bids[]` to `/bids/details[]`, in order. Skipped when `/bids` is already there
 * (Cardinal warns and leaves both); a stage's `bids` that is not a list is dropped, as Cardinal's remove() does.
 */
export function moveAuctionBids(release: Obj, counts: PreparationCounts) {
  if (Object.hasOwn(release, "auctions") && Object.hasOwn(release, "bids")) return;
  const auctions = release.auctions;
  if (!Array.isArray(auctions)) return;
  const details: unknown[] = [];
  for (const auction of auctions) {
    const stages = isObj(auction) ? auction.stages : undefined;
    if (!Array.isArray(stages)) continue;
    for (const stage of stages) {
      if (!isObj(stage) || !Object.hasOwn(stage, "bids")) continue;
      const bids = stage.bids;
      delete stage.bids;
      if (Array.isArray(bids)) details.push(...bids);
    }
  }
  release.bids = { details };
  tally(counts, "moveAuctions", details.length);
}

/** Fills `classification.scheme` of each item whose classification has none. */
export function fillItemSchemes(items: unknown, scheme: string | undefined, counts: PreparationCounts) {
  if (scheme === undefined || !Array.isArray(items)) return;
  for (const item of items) {
    const classification = isObj(item) ? item.classification : undefined;
    if (isObj(classification) && !Object.hasOwn(classification, "scheme")) {
      classification.scheme = scheme;
      tally(counts, "defaults");
    }
  }
}

/** A status filled in when the key is absent (a null status stays), then replaced if the codelist maps it. */
export function prepareStatus(
  object: Obj,
  fallback: string | undefined,
  codes: ReadonlyMap<string, string>,
  counts: PreparationCounts,
) {
  if (!Object.hasOwn(object, "status") && fallback !== undefined) {
    object.status = fallback;
    tally(counts, "defaults");
  }
  const status = object.status;
  if (typeof status !== "string") return;
  const replacement = codes.get(status);
  if (replacement === undefined) return;
  object.status = replacement;
  if (replacement !== status) tally(counts, "codelists");
}

export function prepareBids(
  release: Obj,
  config: PreparationConfig,
  roles: RoleLookup,
  counts: PreparationCounts,
) {
  const details = isObj(release.bids) ? release.bids.details : undefined;
  if (!Array.isArray(details)) return;
  const tenderers = {
    redact: config.redactOrganizationIds,
    prefix: config.prefixTendererOrSupplierId,
    roles,
    role: "tenderer",
  };
  for (const bid of details) {
    if (!isObj(bid)) continue;
    const value = bid.value;
    if (isObj(value)) {
      if (typeof value.amount === "number" && config.redactAmounts.has(value.amount)) {
        delete value.amount;
        tally(counts, "redactAmounts");
      }
      if (!Object.hasOwn(value, "currency") && config.defaults.currency !== undefined) {
        value.currency = config.defaults.currency;
        tally(counts, "defaults");
      }
    }
    fillItemSchemes(bid.items, config.defaults.itemClassificationScheme, counts);
    prepareStatus(bid, config.defaults.bidStatus, config.bidStatusCodes, counts);
    prepareReferenceList(bid, "tenderers", tenderers, counts);
  }
}
