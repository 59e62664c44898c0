import { INDICATORS } from "@/modules/integrity/lib/red-flags/indicators";
import type { IndicatorCode } from "@/modules/integrity/lib/red-flags/settings";
import type { RedFlagGroup } from "@/modules/integrity/lib/red-flags/types";

/**
 * Plain words for red-flag results. Cardinal's codes ("R038"), its group keys ("OCID") and its measure keys
 * ("lower_fence") stay in the JSON, where tools compare them with Cardinal's; people read these words, with
 * numbers rounded as a person would quote them (the exact values are in the JSON).
 */
export const GROUP_LABELS: Record<RedFlagGroup, string> = {
  OCID: "Contracting process",
  Buyer: "Buyer",
  ProcuringEntity: "Procuring entity",
  Tenderer: "Tenderer",
};

const TITLES = new Map(INDICATORS.map((indicator) => [indicator.code, indicator.title]));

export function indicatorName(code: string): string {
  return TITLES.get(code as IndicatorCode) ?? "Unknown indicator";
}

export function groupName(group: string): string {
  return GROUP_LABELS[group as RedFlagGroup] ?? group;
}

/** A share as a percentage: one decimal under 10%, whole percents above ("2.3%", "45%"). */
export function percent(share: number): string {
  const value = share * 100;
  const digits = Math.abs(value) < 10 && !Number.isInteger(value) ? 1 : 0;
  return `${value.toLocaleString("en", { maximumFractionDigits: digits, minimumFractionDigits: 0 })}%`;
}

/** A count or measure as a person writes it: whole numbers as they are, others to one decimal. */
export function roundedNumber(value: number): string {
  return value.toLocaleString("en", { maximumFractionDigits: Number.isInteger(value) ? 0 : 1 });
}

/** What a flag's value says, in words: "18% above the winning bid", "3 other bids disqualified". */
export function describeFlagValue(code: string, group: string, value: number): string {
  const tenderer = group === "Tenderer";
  switch (code) {
    case "R024":
      return tenderer
        ? "Winning or second-lowest bidder"
        : `Second-lowest bid ${percent(value)} above the winning bid`;
    case "R058":
      return tenderer ? "Winning bidder" : `Second-lowest bid ${percent(value)} above the winning bid`;
    case "R025":
      return `Won ${percent(value)} of the processes it bid in`;
    case "R035":
      return tenderer
        ? "Winning bidder"
        : `${roundedNumber(value)} other ${value === 1 ? "bid" : "bids"} disqualified`;
    case "R038":
      return `${percent(value)} of bids disqualified`;
    case "R048":
      return `Won in ${roundedNumber(value)} item categories`;
    default:
      return "Flagged";
  }
}

/** Indicators whose measures (quartiles, fences) are shares, shown as percentages. */
const SHARE_MEASURES = new Set(["R024", "R058", "R038"]);

const MEASURE_WORDS: Record<string, string> = {
  q1: "Lower quartile",
  q3: "Upper quartile",
  lower_fence: "Lower limit: at or below is unusual",
  upper_fence: "Upper limit: at or above is unusual",
};

/** A fence or quartile of the result's Meta in words, e.g. R038 "buyer_q3" -> "Buyers: upper quartile". */
export function describeMeasure(code: string, measure: string): string {
  if (code === "R025" && measure === "upper_fence") return "Bids needed to count as bidding often";
  if (code === "R025" && measure === "lower_fence") return "Win rate limit: at or below is unusual";
  const scoped = /^(buyer|procuring_entity|tenderer|Buyer|ProcuringEntity|Tenderer)_(.+)$/.exec(measure);
  const scope = scoped ? SCOPES[scoped[1]!.toLowerCase()] : undefined;
  const key = scoped ? scoped[2]! : measure;
  const words = MEASURE_WORDS[key] ?? key.replace(/_/g, " ");
  return scope ? `${scope}: ${words.charAt(0).toLowerCase()}${words.slice(1)}` : words;
}

const SCOPES: Record<string, string> = {
  buyer: "Buyers",
  procuring_entity: "Procuring entities",
  procuringentity: "Procuring entities",
  tenderer: "Tenderers",
};

/** A measure's value for people: shares as percentages, counts rounded; null is "not defined". */
export function formatMeasure(code: string, measure: string, value: number | null): string {
  if (value === null) return "not defined";
  const share = SHARE_MEASURES.has(code) || (code === "R025" && measure !== "upper_fence");
  return share ? percent(value) : roundedNumber(value);
}
