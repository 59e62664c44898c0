/**
 * Risks from the organisation's own signals (pure): failed or doubtful findings of the activity's reviews, in the
 * finding's own words, and red flags raised over its procurement data.
 */
import type { RiskCategory, RiskStage } from "./fields";
import { dueDateOf, type ActivityDates } from "./register-engine/due-dates";
import type { DueRule } from "./register-engine/provisions";
import type { RiskSuggestion } from "./suggestions";

/** The stage of a review service's findings. */
const SERVICE_STAGE: Record<string, RiskStage> = {
  "consolidated-procurement-planning": "planning",
  "internal-approval-memo": "planning",
  "spec-quality": "solicitation",
  "compliance-solicitation": "solicitation",
  "bid-proposal-self-check": "solicitation",
  "bid-proposal-compilation": "solicitation",
  "compliance-evaluation": "evaluation",
  "unbalanced-bid": "evaluation",
  "due-diligence": "award",
  "contract-completeness": "contract_management",
  intelligence: "evaluation",
};

/** Who usually acts on a finding of each stage (a role, for the officer to replace with a name). */
const STAGE_OWNER: Record<RiskStage, string> = {
  planning: "Head of procurement",
  solicitation: "Procurement officer",
  evaluation: "Evaluation committee chair",
  award: "Head of procurement",
  contract_management: "Contract manager",
};

/** Findings of the documents before closing are fixed by addendum before it; later ones within weeks. */
const STAGE_DUE: Record<RiskStage, DueRule> = {
  planning: { closing: -14, fallback: 7 },
  solicitation: { closing: -7, fallback: 7 },
  evaluation: { closing: 14, fallback: 14 },
  award: { closing: 21, fallback: 14 },
  contract_management: { closing: 30, fallback: 30 },
};

/** The category a finding's words point to; the legal category (a rule not met) otherwise. */
const CATEGORY_WORDS: [RegExp, RiskCategory][] = [
  [/conflict|collu|debar|sanction|integrity|fraud|corrupt|bid rigging/i, "integrity"],
  [/environment|nema|esia|esmp|waste|pollut/i, "environmental"],
  [/safety|health|osh|injur|accident|hazard/i, "health_safety"],
  [/price|cost|budget|inflation|exchange|abnormally low|unbalanced/i, "economic"],
  [/capacity|staff|approval|committee|record/i, "capacity_governance"],
];
const categoryOf = (title: string): RiskCategory =>
  CATEGORY_WORDS.find(([words]) => words.test(title))?.[1] ?? "legal";

export type ReviewSignal = {
  runId: string;
  serviceId: string;
  serviceTitle: string;
  activityId: string;
  findings: readonly {
    id: string;
    title: string;
    status: string;
    severity: string;
    evidence: string;
    recommendation: string;
    citation?: string;
  }[];
};

const SEVERITY_IMPACT: Record<string, number> = { high: 4, medium: 3, low: 2 };

/**
 * One risk per failed or doubtful finding of the given reviews (the caller picks which: the activity's latest),
 * titled and described in the finding's words, each finding once even when several reviews raised it.
 */
export function reviewSuggestions(reviews: readonly ReviewSignal[], dates?: ActivityDates): RiskSuggestion[] {
  const seen = new Set<string>();
  return reviews.flatMap((review) =>
    review.findings
      .filter((finding) => finding.status === "fail" || finding.status === "warning")
      .filter((finding) => {
        const key = finding.title.trim().toLowerCase();
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .map((finding) => {
        const stage = SERVICE_STAGE[review.serviceId] ?? "planning";
        const failed = finding.status === "fail";
        const impact = SEVERITY_IMPACT[finding.severity] ?? 3;
        return {
          stage,
          category: categoryOf(`${finding.title} ${finding.recommendation}`),
          title: finding.title.slice(0, 200),
          description: finding.evidence.slice(0, 1000),
          probability: failed ? 4 : 3,
          impact,
          mitigation: finding.recommendation.slice(0, 1000),
          owner: STAGE_OWNER[stage],
          ...(dates ? { dueDate: dueDateOf(STAGE_DUE[stage], dates) } : {}),
          ...(finding.evidence ? { evidence: finding.evidence.slice(0, 1000) } : {}),
          source: `review:${review.runId}:${finding.id}`,
          basis: `${failed ? "Failed" : "Warning"} in the ${review.serviceTitle} of activity ${review.activityId}${
            finding.citation ? ` (${finding.citation})` : ""
          }. Probability ${failed ? 4 : 3}: the review ${failed ? "found the problem" : "could not confirm the point"}; impact ${impact}: a ${finding.severity} finding.`,
        };
      }),
  );
}

export type RedFlagSignal = {
  jobId: string;
  finishedAt: string;
  /** Flags per indicator code, with a few of the flagged ids. */
  indicators: readonly { code: string; title: string; count: number; examples: string[] }[];
};

const INDICATOR_STAGE: Record<string, RiskStage> = {
  R003: "solicitation",
  R018: "evaluation",
  R024: "evaluation",
  R025: "evaluation",
  R028: "evaluation",
  R030: "evaluation",
  R035: "evaluation",
  R036: "evaluation",
  R038: "evaluation",
  R048: "award",
  R058: "evaluation",
};

/** One integrity risk per red-flag indicator raised; probability grows with the number of flags. */
export function redFlagSuggestions(runs: readonly RedFlagSignal[]): RiskSuggestion[] {
  return runs.flatMap((run) =>
    run.indicators
      .filter((indicator) => indicator.count > 0)
      .map((indicator) => ({
        stage: INDICATOR_STAGE[indicator.code] ?? "evaluation",
        category: "integrity" as const,
        title: `Red flag: ${indicator.title}`.slice(0, 200),
        description: `Raised ${indicator.count} time${indicator.count === 1 ? "" : "s"} in the red-flag run of ${run.finishedAt.slice(0, 10)}, e.g. ${indicator.examples.slice(0, 3).join(", ")}.`,
        probability: indicator.count >= 10 ? 4 : indicator.count >= 3 ? 3 : 2,
        impact: 4,
        mitigation:
          "Review the flagged processes' files (bids, evaluation report, award) and document why each flag is or is not a concern.",
        owner: "Oversight officer",
        source: `redflag:${run.jobId}:${indicator.code}`,
        basis: `The red-flag indicator "${indicator.title}" was raised over your organisation's procurement data.`,
      })),
  );
}
