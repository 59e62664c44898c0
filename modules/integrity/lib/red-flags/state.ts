import type { IndicatorCode, RedFlagSettings } from "./settings";
import { INDICATOR_DEFAULTS } from "./settings";
import type { RedFlagGroup, RedFlagMeta, RedFlagStats } from "./types";

/** numerator / denominator, summed across processes (Cardinal's Fraction). */
export type Fraction = { n: number; d: number };

/** Settings resolved once: sets for lookups and Cardinal's defaults filled in. */
export type Config = {
  enabled: ReadonlySet<IndicatorCode>;
  currency?: string;
  priceCompared: ReadonlySet<string>;
  notPriceCompared: ReadonlySet<string>;
  excluded: ReadonlySet<string>;
  r003: { threshold: number; methods: ReadonlySet<string>; byDetails: Readonly<Record<string, number>> };
  r018Methods: ReadonlySet<string>;
  r024Threshold?: number;
  r025: { percentile: number; threshold?: number };
  r035Threshold: number;
  r038: { threshold?: number; minimumBids: number; minimumProcesses: number };
  r048: { digits: number; threshold?: number; minimumProcesses: number };
  r058Threshold?: number;
};

/**
 * The compact facts kept while streaming: flags already decided per process, and per-organization counters for
 * the indicators whose fences need the whole dataset. No release is kept.
 */
export type State = {
  results: Record<RedFlagGroup, Map<string, Map<IndicatorCode, number>>>;
  meta: RedFlagMeta;
  stats: RedFlagStats;
  /** First currency observed if none is set; shared by R024/R058 and R036 as in Cardinal. */
  currency?: string;
  /** (second-lowest valid bid - winning bid) / winning bid, with the two tenderers, per process. */
  secondLowest: Map<string, { ratio: number; winner: string; other: string }>;
  r025: Map<string, Fraction>;
  r038Buyer: Map<string, Fraction>;
  r038ProcuringEntity: Map<string, Fraction>;
  r038Tenderer: Map<string, Fraction>;
  r048: Map<string, { processes: number; codes: Set<string> }>;
};

export function resolveConfig(settings: RedFlagSettings): Config {
  const r003 = settings.R003;
  return {
    enabled: new Set(settings.indicators),
    currency: settings.currency,
    priceCompared: new Set(settings.priceComparisonProcurementMethods),
    notPriceCompared: new Set(settings.noPriceComparisonProcurementMethods),
    excluded: new Set(settings.excludedProcurementMethodDetails),
    r003: {
      threshold: r003.threshold ?? INDICATOR_DEFAULTS.R003.threshold,
      methods: new Set(r003.procurementMethods ?? []),
      byDetails: r003.procurementMethodDetails ?? {},
    },
    r018Methods: new Set(settings.R018.procurementMethods ?? INDICATOR_DEFAULTS.R018.procurementMethods),
    r024Threshold: settings.R024.threshold,
    r025: {
      percentile: settings.R025.percentile ?? INDICATOR_DEFAULTS.R025.percentile,
      threshold: settings.R025.threshold,
    },
    r035Threshold: Math.max(settings.R035.threshold ?? INDICATOR_DEFAULTS.R035.threshold, 1),
    r038: {
      threshold: settings.R038.threshold,
      minimumBids: settings.R038.minimumSubmittedBids ?? INDICATOR_DEFAULTS.R038.minimumSubmittedBids,
      minimumProcesses:
        settings.R038.minimumContractingProcesses ?? INDICATOR_DEFAULTS.R038.minimumContractingProcesses,
    },
    r048: {
      digits: settings.R048.digits ?? INDICATOR_DEFAULTS.R048.digits,
      threshold: settings.R048.threshold,
      minimumProcesses:
        settings.R048.minimumContractingProcesses ?? INDICATOR_DEFAULTS.R048.minimumContractingProcesses,
    },
    r058Threshold: settings.R058.threshold,
  };
}

export function emptyState(): State {
  return {
    results: { OCID: new Map(), Buyer: new Map(), ProcuringEntity: new Map(), Tenderer: new Map() },
    meta: {},
    stats: {
      releases: 0,
      processes: 0,
      skipped: { missingOcid: 0, cancelled: 0, excludedMethodDetails: 0, noCompiledRelease: 0 },
      otherCurrencyBids: 0,
      currency: null,
      format: null,
    },
    secondLowest: new Map(),
    r025: new Map(),
    r038Buyer: new Map(),
    r038ProcuringEntity: new Map(),
    r038Tenderer: new Map(),
    r048: new Map(),
  };
}

export function setResult(state: State, group: RedFlagGroup, id: string, code: IndicatorCode, value: number) {
  let entry = state.results[group].get(id);
  if (!entry) state.results[group].set(id, (entry = new Map()));
  entry.set(code, value);
}

export function addFraction(map: Map<string, Fraction>, id: string, n: number, d: number) {
  const fraction = map.get(id);
  if (fraction) {
    fraction.n += n;
    fraction.d += d;
  } else map.set(id, { n, d });
}

/** Whether a bid value's currency is the compared one; the first currency seen becomes it if none is set. */
export function sameCurrency(state: State, config: Config, currency: string): boolean {
  state.currency ??= config.currency ?? currency;
  if (currency === state.currency) return true;
  state.stats.otherCurrencyBids++;
  return false;
}
