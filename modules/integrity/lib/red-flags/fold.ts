// Per-process steps of each indicator, run on one compiled release at a time. Semantics follow Cardinal
// (open-contracting/cardinal-rs, src/indicators/*.rs); comments say where a rule comes from.
import {
  arr,
  bidValue,
  completeAwardsIfAllFinal,
  idOf,
  matchesMethod,
  matchesMethodDetails,
  num,
  obj,
  parseRfc3339,
  soleTenderer,
  soleWinner,
  statusOf,
  str,
  submittedBids,
  wholeDays,
  type Obj,
} from "./ocds";
import { addFraction, sameCurrency, setResult, type Config, type State } from "./state";

const isPriceCompared = (release: Obj, config: Config) =>
  matchesMethodDetails(release, config.priceCompared, config.notPriceCompared);

/**
 * Shared by R024 and R058: with one active award to one supplier and all awards final, the winner's lowest valid
 * bid and the lowest valid bid of anyone else, both single-tenderer and in the compared currency. Kept only if
 * the lowest bid won (otherwise the award criteria were not price only).
 */
export function foldSecondLowest(state: State, config: Config, release: Obj, ocid: string) {
  if (!isPriceCompared(release, config)) return;
  const complete = completeAwardsIfAllFinal(release);
  const supplier = complete && soleWinner(complete);
  if (!complete || supplier === undefined) return;
  let winner: number | undefined;
  let other: { id: string; amount: number } | undefined;
  for (const bid of complete.details) {
    if (statusOf(bid) !== "valid") continue;
    const value = bidValue(bid as Obj);
    const tenderer = soleTenderer(bid as Obj);
    if (!value || tenderer === undefined || !sameCurrency(state, config, value.currency)) continue;
    if (tenderer === supplier) {
      if (winner === undefined || value.amount < winner) winner = value.amount;
    } else if (other === undefined || value.amount < other.amount) {
      other = { id: tenderer, amount: value.amount };
    }
  }
  if (winner !== undefined && other !== undefined && other.amount >= winner) {
    state.secondLowest.set(ocid, {
      ratio: (other.amount - winner) / winner,
      winner: supplier,
      other: other.id,
    });
  }
}

/** R003: submission period (whole days from tenderPeriod start to end) shorter than the threshold. */
export function foldR003(state: State, config: Config, release: Obj, ocid: string) {
  const tender = obj(release.tender);
  if (!tender || !matchesMethod(tender, config.r003.methods)) return;
  const period = obj(tender.tenderPeriod);
  const start = str(period?.startDate);
  const end = str(period?.endDate);
  const startMs = start === undefined ? undefined : parseRfc3339(start);
  const endMs = end === undefined ? undefined : parseRfc3339(end);
  if (startMs === undefined || endMs === undefined) return;
  const details = str(tender.procurementMethodDetails);
  const byDetails = details === undefined ? undefined : Object.hasOwn(config.r003.byDetails, details);
  const threshold = (byDetails ? config.r003.byDetails[details!] : undefined) ?? config.r003.threshold;
  if (wholeDays(startMs, endMs) < threshold) setResult(state, "OCID", ocid, "R003", 1);
}

/** R018: one tenderer (`tender/numberOfTenderers`) in a process of the listed methods (open, selective). */
export function foldR018(state: State, config: Config, release: Obj, ocid: string) {
  const tender = obj(release.tender);
  if (!tender || !matchesMethod(tender, config.r018Methods)) return;
  if (num(tender.numberOfTenderers) === 1) setResult(state, "OCID", ocid, "R018", 1);
}

/** R025: per tenderer, processes with a valid bid and processes won (each tenderer once per process). */
export function foldR025(state: State, release: Obj) {
  const complete = completeAwardsIfAllFinal(release);
  const supplier = complete && soleWinner(complete);
  if (!complete || supplier === undefined) return;
  const tenderers = new Set<string>();
  for (const bid of complete.details) {
    const tenderer = statusOf(bid) === "valid" ? soleTenderer(bid as Obj) : undefined;
    if (tenderer !== undefined) tenderers.add(tenderer);
  }
  for (const tenderer of tenderers) addFraction(state.r025, tenderer, tenderer === supplier ? 1 : 0, 1);
}

/** R028: two submitted bids with the same amount and currency from different sets of tenderers. */
export function foldR028(state: State, config: Config, release: Obj, ocid: string) {
  if (!isPriceCompared(release, config)) return;
  const prices = new Map<string, Set<string>>();
  for (const bid of submittedBids(release)) {
    const tenderers = arr(bid.tenderers);
    const value = bidValue(bid);
    if (!tenderers || !value) continue;
    const ids = new Set<string>();
    for (const tenderer of tenderers) {
      const id = idOf(tenderer);
      if (id !== undefined) ids.add(id);
    }
    if (ids.size === 0) continue;
    // String(-0) is "0": equal amounts share a key, as Rust's OrderedFloat compares them.
    const price = `${value.amount}\u0000${value.currency}`;
    const previous = prices.get(price);
    // A tenderer may submit further bids at its own price.
    if (previous && !sameSet(ids, previous)) {
      setResult(state, "OCID", ocid, "R028", 1);
      for (const id of [...ids, ...previous]) setResult(state, "Tenderer", id, "R028", 1);
    }
    prices.set(price, ids);
  }
}

const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((x) => b.has(x));

/** R030: a valid bid dated after the tender period's end was made by an active award's supplier. */
export function foldR030(state: State, release: Obj, ocid: string) {
  const end = str(obj(obj(release.tender)?.tenderPeriod)?.endDate);
  const awards = arr(release.awards);
  const details = arr(obj(release.bids)?.details);
  if (end === undefined || !awards || !details) return;
  const suppliers = new Set<string>();
  for (const award of awards) {
    const list = arr(obj(award)?.suppliers);
    if (statusOf(award) !== "active" || !list) continue;
    for (const supplier of list) {
      const id = idOf(supplier);
      if (id !== undefined) suppliers.add(id);
    }
  }
  for (const bid of details) {
    const date = str(obj(bid)?.date);
    const tenderers = arr(obj(bid)?.tenderers);
    // Compared as strings, as Cardinal does: OCDS dates in one format sort chronologically.
    if (statusOf(bid) !== "valid" || date === undefined || !tenderers || !(date > end)) continue;
    for (const tenderer of tenderers) {
      const id = idOf(tenderer);
      if (id !== undefined && suppliers.has(id)) {
        setResult(state, "OCID", ocid, "R030", 1);
        setResult(state, "Tenderer", id, "R030", 1);
      }
    }
  }
}

/**
 * R035: one tenderer has valid bids, it is exactly the set of active awards' suppliers, and at least `threshold`
 * other tenderers had bids disqualified. The value is that number of other tenderers.
 */
export function foldR035(state: State, config: Config, release: Obj, ocid: string) {
  const complete = completeAwardsIfAllFinal(release);
  if (!complete) return;
  const suppliers = new Set<string>();
  for (const award of complete.active) {
    for (const supplier of arr(award.suppliers) ?? []) {
      const id = idOf(supplier);
      if (id !== undefined) suppliers.add(id);
    }
  }
  const valid = new Set<string>();
  const disqualified = new Set<string>();
  for (const bid of complete.details) {
    const status = statusOf(bid);
    const set = status === "valid" ? valid : status === "disqualified" ? disqualified : undefined;
    const tenderers = arr(obj(bid)?.tenderers);
    if (!set || !tenderers) continue;
    for (const tenderer of tenderers) {
      const id = idOf(tenderer);
      if (id !== undefined) set.add(id);
    }
  }
  if (valid.size !== 1 || !sameSet(valid, suppliers)) return;
  const [winner] = valid as Set<string> & [string];
  let others = 0;
  for (const id of disqualified) if (id !== winner) others++;
  if (others >= config.r035Threshold) {
    setResult(state, "OCID", ocid, "R035", others);
    setResult(state, "Tenderer", winner, "R035", 0);
  }
}

/**
 * R036: with an active award, the lowest submitted bid (first of equals, compared currency) was disqualified
 * and some valid bid has an amount.
 */
export function foldR036(state: State, config: Config, release: Obj, ocid: string) {
  if (!isPriceCompared(release, config)) return;
  const awards = arr(release.awards);
  if (!awards || !awards.some((award) => statusOf(award) === "active")) return;
  let lowest: number | undefined;
  let lowestDisqualified = false;
  let validWithAmount = false;
  for (const bid of submittedBids(release)) {
    const value = bidValue(bid);
    if (!value || !sameCurrency(state, config, value.currency)) continue;
    if (lowest === undefined || value.amount < lowest) {
      lowest = value.amount;
      lowestDisqualified = bid.status === "disqualified";
    }
    if (bid.status === "valid") validWithAmount = true;
  }
  if (validWithAmount && lowestDisqualified) setResult(state, "OCID", ocid, "R036", 1);
}

/** R038: disqualified / submitted bids, summed per buyer, procuring entity and tenderer. */
export function foldR038(state: State, release: Obj) {
  const bids = submittedBids(release);
  if (bids.length === 0) return;
  let disqualified = 0;
  for (const bid of bids) {
    const increment = bid.status === "disqualified" ? 1 : 0;
    disqualified += increment;
    for (const tenderer of arr(bid.tenderers) ?? []) {
      const id = idOf(tenderer);
      if (id !== undefined) addFraction(state.r038Tenderer, id, increment, 1);
    }
  }
  const buyer = idOf(release.buyer);
  if (buyer !== undefined) addFraction(state.r038Buyer, buyer, disqualified, bids.length);
  const entity = idOf(obj(release.tender)?.procuringEntity);
  if (entity !== undefined) addFraction(state.r038ProcuringEntity, entity, disqualified, bids.length);
}

/** R048: per supplier of an active single-supplier award, processes won and classification prefixes awarded. */
export function foldR048(state: State, config: Config, release: Obj) {
  const seen = new Set<string>();
  for (const award of arr(release.awards) ?? []) {
    const items = arr(obj(award)?.items);
    const suppliers = arr(obj(award)?.suppliers);
    // Several suppliers need not each supply every item, so such awards would overcount variety.
    if (statusOf(award) !== "active" || !items || !suppliers || suppliers.length !== 1) continue;
    const supplier = idOf(suppliers[0]);
    if (supplier === undefined) continue;
    for (const item of items) {
      const code = idOf(obj(item)?.classification);
      if (code === undefined) continue;
      let entry = state.r048.get(supplier);
      if (!entry) state.r048.set(supplier, (entry = { processes: 0, codes: new Set() }));
      if (!seen.has(supplier)) {
        seen.add(supplier);
        entry.processes++;
      }
      entry.codes.add(Array.from(code).slice(0, config.r048.digits).join(""));
    }
  }
}
