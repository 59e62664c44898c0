// Dataset-wide steps: fences from the quartiles of all processes' or organizations' values, then the flags.
// Guards against degenerate fences (e.g. q1 > 0) are Cardinal's: without them, most values would be flagged.
import { lowerFence, quantile, quartiles, round4, sortedValues, upperFence } from "./quartiles";
import type { IndicatorCode } from "./settings";
import { setResult, type Config, type Fraction, type State } from "./state";
import type { RedFlagGroup } from "./types";

function setMeta(state: State, code: IndicatorCode, key: string, value: number) {
  (state.meta[code] ??= {})[key] = round4(value);
}

const ratio = (f: Fraction) => f.n / f.d;

/** R024: second-lowest bid too close to the winner's: ratio <= Q1 - 1.5 IQR (flags the winner and runner-up). */
function finalizeR024(state: State, config: Config) {
  let fence = config.r024Threshold;
  let q1 = 1; // with a configured threshold the q1 guard passes, as in Cardinal
  if (fence === undefined) {
    const q = quartiles(sortedValues([...state.secondLowest.values()].map((v) => v.ratio)));
    setMeta(state, "R024", "q1", q.q1);
    setMeta(state, "R024", "q3", q.q3);
    fence = lowerFence(q);
    q1 = q.q1;
  }
  setMeta(state, "R024", "lower_fence", fence);
  if (!(q1 > 0 && fence > 0)) return;
  for (const [ocid, { ratio, winner, other }] of state.secondLowest) {
    if (ratio > fence) continue;
    setResult(state, "OCID", ocid, "R024", ratio);
    setResult(state, "Tenderer", winner, "R024", 0);
    setResult(state, "Tenderer", other, "R024", 0);
  }
}

/** R058: winning bid far below the second-lowest: ratio >= Q3 + 1.5 IQR (flags the winner). */
function finalizeR058(state: State, config: Config) {
  let fence = config.r058Threshold;
  if (fence === undefined) {
    const q = quartiles(sortedValues([...state.secondLowest.values()].map((v) => v.ratio)));
    setMeta(state, "R058", "q1", q.q1);
    setMeta(state, "R058", "q3", q.q3);
    fence = upperFence(q);
  }
  setMeta(state, "R058", "upper_fence", fence);
  if (!(fence > 0)) return;
  for (const [ocid, { ratio, winner }] of state.secondLowest) {
    if (ratio < fence) continue;
    setResult(state, "OCID", ocid, "R058", ratio);
    setResult(state, "Tenderer", winner, "R058", 0);
  }
}

/** R025: tenderers with many processes (>= the percentile) but a low win ratio (<= Q1 - 1.5 IQR). */
function finalizeR025(state: State, config: Config) {
  const fractions = [...state.r025.values()];
  const many = quantile(sortedValues(fractions.map((f) => f.d)), config.r025.percentile / 100);
  let fence = config.r025.threshold;
  let q1 = 1;
  if (fence === undefined) {
    const q = quartiles(sortedValues(fractions.map(ratio)));
    setMeta(state, "R025", "q1", q.q1);
    setMeta(state, "R025", "q3", q.q3);
    fence = lowerFence(q);
    q1 = q.q1;
  }
  setMeta(state, "R025", "upper_fence", many);
  setMeta(state, "R025", "lower_fence", fence);
  if (!(q1 > 0 && fence > 0)) return;
  for (const [id, fraction] of state.r025) {
    if (fraction.d >= many && ratio(fraction) <= fence)
      setResult(state, "Tenderer", id, "R025", ratio(fraction));
  }
}

/**
 * R038: disqualified share >= Q3 + 1.5 IQR per group. Only organizations with at least the minimum count are
 * compared; like Cardinal, that count is of submitted bids (the "processes" minimum applies to buyers and
 * procuring entities, the "bids" minimum to tenderers).
 */
function finalizeR038Group(
  state: State,
  config: Config,
  map: Map<string, Fraction>,
  minimum: number,
  group: RedFlagGroup,
) {
  const ratios = new Map<string, number>();
  for (const [id, fraction] of map) if (fraction.d >= minimum) ratios.set(id, ratio(fraction));
  if (ratios.size === 0) return;
  let fence = config.r038.threshold;
  if (fence === undefined) {
    const q = quartiles(sortedValues(ratios.values()));
    setMeta(state, "R038", `${group}_q1`, q.q1);
    setMeta(state, "R038", `${group}_q3`, q.q3);
    fence = upperFence(q);
  }
  setMeta(state, "R038", `${group}_upper_fence`, fence);
  if (!(fence > 0)) return;
  for (const [id, value] of ratios) if (value >= fence) setResult(state, group, id, "R038", value);
}

/** R048: suppliers (with enough processes) whose variety of classification prefixes >= Q3 + 1.5 IQR. */
function finalizeR048(state: State, config: Config) {
  const varieties = new Map<string, number>();
  for (const [id, { processes, codes }] of state.r048) {
    if (processes >= config.r048.minimumProcesses) varieties.set(id, codes.size);
  }
  let fence = config.r048.threshold;
  if (fence === undefined) {
    const q = quartiles(sortedValues(varieties.values()));
    setMeta(state, "R048", "q1", q.q1);
    setMeta(state, "R048", "q3", q.q3);
    fence = upperFence(q);
  }
  setMeta(state, "R048", "upper_fence", fence);
  for (const [id, variety] of varieties)
    if (variety >= fence) setResult(state, "Tenderer", id, "R048", variety);
}

export function finalize(state: State, config: Config) {
  const on = (code: IndicatorCode) => config.enabled.has(code);
  if (on("R024")) finalizeR024(state, config);
  if (on("R025")) finalizeR025(state, config);
  if (on("R038")) {
    finalizeR038Group(state, config, state.r038Buyer, config.r038.minimumProcesses, "Buyer");
    finalizeR038Group(
      state,
      config,
      state.r038ProcuringEntity,
      config.r038.minimumProcesses,
      "ProcuringEntity",
    );
    finalizeR038Group(state, config, state.r038Tenderer, config.r038.minimumBids, "Tenderer");
  }
  if (on("R048")) finalizeR048(state, config);
  if (on("R058")) finalizeR058(state, config);
}
