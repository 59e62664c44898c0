/**
 * The screen's thresholds: the defaults, where each comes from, and the values of the tool's inputs. No
 * framework in the rule library sets a figure (the library's verified ALB rules, Kenya's STD ITT 37 and ADB's
 * guidance note, say to compare the bid with the estimate and the other bids and then ask the bidder), so every
 * figure here is a screening parameter the officer may change, and the result says which were used.
 */
import { ALB_METHODOLOGIES } from "@/lib/catalogue/lists";
import type { ToolInputValues } from "@/lib/results/types";
import { HYBRID_METHOD, type AlbMethod, type AlbThresholds } from "./analysis";

export const DEFAULT_THRESHOLDS: AlbThresholds = {
  z: 1.5,
  belowAdjustedAverage: 15,
  belowNext: 1,
  belowEstimate: 30,
};

/** Input names of the catalogue entry (lib/catalogue/review-approvals.ts). */
export const THRESHOLD_INPUTS = {
  z: "z_threshold",
  belowAdjustedAverage: "pct_below_others",
  belowNext: "pct_below_next",
  belowEstimate: "pct_below_estimate",
} as const satisfies Record<keyof AlbThresholds, string>;

/** Where each default comes from, as the result states it. */
export const THRESHOLD_SOURCES: Record<keyof AlbThresholds, string> = {
  z: "1.5 standard deviations: a statistical convention, not a rule. With n bids no bid can lie more than (n - 1)/sqrt(n) standard deviations below the mean (1.15 for 3 bids, 1.79 for 5), so the 2 or 3 of textbook outlier tests would never flag a typical field of 3 to 6 bids.",
  belowAdjustedAverage:
    "15% below the adjusted average price (the average of all the tender prices except the highest): Scottish Government, Construction Procurement Handbook, glossary 'Abnormally low tender' (guidance for Scottish public bodies, cited as practice, not as a rule of your framework).",
  belowNext:
    "1% below the next lowest price (the handbook's 'proximity margin', which it also bounds to GBP 1,000-100,000; the bounds are not applied here): same source.",
  belowEstimate:
    "30% or more below the estimate: a screening parameter set for this tool. Kenya's Works STD (Preface para 3) makes the Procuring Entity's estimate the benchmark but sets no percentage.",
};

/** The methodology chosen, the hybrid when none was (the dropdown is required; an API call may omit it). */
export function methodOf(values: ToolInputValues): AlbMethod {
  const chosen = values.methodology;
  return (ALB_METHODOLOGIES as readonly string[]).includes(chosen as string)
    ? (chosen as AlbMethod)
    : HYBRID_METHOD;
}

/** The thresholds of the inputs (already checked as numbers in range by the input schema), else the defaults. */
export function thresholdsOf(values: ToolInputValues): AlbThresholds {
  const read = (key: keyof AlbThresholds) => {
    const raw = values[THRESHOLD_INPUTS[key]];
    const value = typeof raw === "string" && raw.trim() !== "" ? Number(raw) : NaN;
    return Number.isFinite(value) && value >= 0 ? value : DEFAULT_THRESHOLDS[key];
  };
  return {
    z: read("z"),
    belowAdjustedAverage: read("belowAdjustedAverage"),
    belowNext: read("belowNext"),
    belowEstimate: read("belowEstimate"),
  };
}
