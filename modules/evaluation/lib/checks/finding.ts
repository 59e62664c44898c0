/** The Finding a record check returns (lib/results/schemas.ts), built from named parts. */
import type { Finding, FindingSeverity, FindingStatus } from "@/lib/results/types";

export type FindingParts = {
  id: string;
  title: string;
  status: FindingStatus;
  severity: FindingSeverity;
  evidence: string;
  citation?: string;
  recommendation?: string;
};

export const finding = (parts: FindingParts): Finding => ({
  citation: "",
  recommendation: "",
  ...parts,
});

/** Passing checks carry severity "info": nothing to act on. */
export const passed = (id: string, title: string, evidence: string, citation = ""): Finding =>
  finding({ id, title, status: "pass", severity: "info", evidence, citation });

/** Two citations in one field, the rule first. */
export const joinCitations = (...citations: (string | null | undefined)[]): string =>
  citations.filter((citation): citation is string => !!citation).join("; ");

/** The ids of the record checks: the memo picks its red flags and its opinion by them. */
export const CHECK_IDS = {
  recommendation: "recommendation-recorded",
  correctedAward: "award-at-corrected-sum",
  corrections: "arithmetic-corrections",
  stagesPassed: "recommended-passed-stages",
  lowest: "recommended-lowest",
  priceMatch: "recommended-price",
  budget: "award-within-budget",
  estimate: "award-vs-estimate",
  singleBid: "single-responsive-bid",
  passMark: "pass-mark-applied",
  stageOrder: "stages-consistent",
  outcomes: "stage-outcomes-recorded",
} as const;
