import { RedFlagInputError } from "./errors";
import { finalize } from "./finalize";
import * as fold from "./fold";
import { isObj, matchesMethodDetails, obj, str } from "./ocds";
import { createPreparation } from "./prepare";
import { parseRedFlagSettings, type IndicatorCode, type RedFlagSettingsInput } from "./settings";
import { emptyState, resolveConfig } from "./state";
import { RED_FLAG_GROUPS, type RedFlagResult, type RedFlagStats } from "./types";

export type RedFlagCalculator = {
  /** Folds one compiled release into the running facts; `lineNo` is used in error messages. */
  add(release: unknown, lineNo?: number): void;
  /** Computes the fences and returns the flags; call once, after the last release. */
  finish(): RedFlagResult;
  readonly stats: RedFlagStats;
};

function describe(value: unknown): string {
  if (value === null) return "null";
  return Array.isArray(value) ? "an array" : `a ${typeof value}`;
}

export function createRedFlagCalculator(settings: RedFlagSettingsInput = {}): RedFlagCalculator {
  const parsed = parseRedFlagSettings(settings);
  const config = resolveConfig(parsed);
  const state = emptyState();
  // Cardinal's prepare steps, when the settings give any of its sections; counts shown in the job's summary.
  const preparation = createPreparation(parsed);
  if (preparation) state.stats.preparation = preparation.counts;
  const on = (code: IndicatorCode) => config.enabled.has(code);
  const secondLowest = on("R024") || on("R058");
  const noMethodFilter = new Set<string>();
  let finished = false;

  return {
    stats: state.stats,
    add(release, lineNo) {
      if (!isObj(release)) {
        throw new RedFlagInputError(
          "not_an_object",
          `expected a compiled release (a JSON object), found ${describe(release)}`,
          lineNo,
        );
      }
      state.stats.releases++;
      // First, as Cardinal runs `prepare` before `indicators`: it changes method details, ids and statuses read below.
      preparation?.apply(release);
      const ocid = str(release.ocid);
      if (ocid === undefined) {
        state.stats.skipped.missingOcid++;
        return;
      }
      if (str(obj(release.tender)?.status) === "cancelled") {
        state.stats.skipped.cancelled++;
        return;
      }
      if (!matchesMethodDetails(release, noMethodFilter, config.excluded)) {
        state.stats.skipped.excludedMethodDetails++;
        return;
      }
      state.stats.processes++;
      // Same order as Cardinal's, which matters only for which currency is observed first.
      if (secondLowest) fold.foldSecondLowest(state, config, release, ocid);
      if (on("R003")) fold.foldR003(state, config, release, ocid);
      if (on("R018")) fold.foldR018(state, config, release, ocid);
      if (on("R025")) fold.foldR025(state, release);
      if (on("R028")) fold.foldR028(state, config, release, ocid);
      if (on("R030")) fold.foldR030(state, release, ocid);
      if (on("R035")) fold.foldR035(state, config, release, ocid);
      if (on("R036")) fold.foldR036(state, config, release, ocid);
      if (on("R038")) fold.foldR038(state, release);
      if (on("R048")) fold.foldR048(state, config, release);
    },
    finish() {
      if (finished) throw new Error("finish() was already called");
      finished = true;
      finalize(state, config);
      state.stats.currency = state.currency ?? config.currency ?? null;
      const result: RedFlagResult = { Meta: state.meta, stats: state.stats };
      for (const group of RED_FLAG_GROUPS) {
        const map = state.results[group];
        if (map.size === 0) continue;
        // Object.fromEntries defines own properties, so an id like "__proto__" stays an ordinary key.
        result[group] = Object.fromEntries([...map].map(([id, codes]) => [id, Object.fromEntries(codes)]));
      }
      return result;
    },
  };
}
