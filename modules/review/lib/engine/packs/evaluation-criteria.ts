/**
 * Criteria used are the published ones: every evaluation criterion the report applies must be in the
 * solicitation. Criteria are data (an id, a name, the phrases that mark it); a criterion counts as published
 * when any of its phrases is in the solicitation, so "average annual turnover" there covers "financial capacity"
 * in the report.
 */
import { finding } from "@/modules/review/lib/engine/checks";
import { documentNames, evidenceText, findInDocuments, type Pattern } from "@/lib/reading/evidence";
import type { ReviewCheck } from "@/lib/results/review-types";
import type { EvaluationSources } from "./evaluation-bidders";

export type CriterionSpec = { id: string; name: string; patterns: Pattern };

export const EVALUATION_CRITERIA: readonly CriterionSpec[] = [
  {
    id: "experience",
    name: "Experience",
    patterns: [
      "specific experience",
      "general experience",
      "similar contracts",
      "experience in similar",
      "years of experience",
      "experience",
    ],
  },
  {
    id: "financial-capacity",
    name: "Financial capacity",
    patterns: [
      "financial capacity",
      "average annual turnover",
      "annual turnover",
      "financial resources",
      "liquid assets",
      "line of credit",
      "audited financial statements",
    ],
  },
  {
    id: "key-personnel",
    name: "Key personnel",
    patterns: [
      "key personnel",
      "key staff",
      "key experts",
      "qualifications of personnel",
      "qualifications of key",
      "personnel",
    ],
  },
  {
    id: "methodology",
    name: "Methodology and work plan",
    patterns: ["methodology", "technical approach", "work plan", "workplan"],
  },
  {
    id: "equipment",
    name: "Key equipment",
    patterns: ["key equipment", "equipment list", "plant and equipment"],
  },
  {
    id: "delivery",
    name: "Delivery / completion period",
    patterns: [
      "delivery schedule",
      "delivery period",
      "completion period",
      "time for completion",
      "delivery time",
    ],
  },
  {
    id: "warranty",
    name: "Warranty and after-sales service",
    patterns: ["warranty", "after-sales service", "after sales service"],
  },
  {
    id: "local-content",
    name: "Local content / margin of preference",
    patterns: ["local content", "participation of nationals", "margin of preference", "local participation"],
  },
  {
    id: "knowledge-transfer",
    name: "Transfer of knowledge",
    patterns: ["transfer of knowledge", "knowledge transfer"],
  },
  {
    id: "litigation",
    name: "Litigation history",
    patterns: ["litigation history", "pending litigation", "history of non-performing"],
  },
  {
    id: "sustainability",
    name: "Sustainability / environmental and social",
    patterns: [
      "sustainability",
      "environmental and social",
      "environmental management",
      "life-cycle cost",
      "life cycle cost",
    ],
  },
  {
    id: "manufacturer-authorization",
    name: "Manufacturer's authorization",
    patterns: [
      "manufacturer's authorization",
      "manufacturer's authorisation",
      "manufacturers authorization",
      "manufacturer authorization",
    ],
  },
  {
    id: "quality",
    name: "Quality management",
    patterns: ["quality assurance", "quality management", "iso 9001"],
  },
  {
    id: "past-performance",
    name: "Past performance / references",
    patterns: ["past performance", "client references", "references from clients", "reference letters"],
  },
];

export function criteriaCheck(sources: EvaluationSources): ReviewCheck {
  const check: ReviewCheck = {
    id: "published-criteria",
    title: "Criteria used are the published ones",
    run(context) {
      const report = sources.report(context);
      const solicitation = sources.solicitation(context);
      if (!report.length || !solicitation.length) return null;
      const used = EVALUATION_CRITERIA.map((criterion) => ({
        criterion,
        inReport: findInDocuments(report, criterion.patterns),
      })).filter((entry) => entry.inReport);
      if (!used.length) {
        return finding(check, "warning", "low", {
          evidence: `No evaluation criteria recognized in ${documentNames(report)}.`,
          recommendation:
            "Name, in the report, each published criterion applied and the result of each bid against it.",
        });
      }
      const checked = used.map((entry) => ({
        ...entry,
        published: findInDocuments(solicitation, entry.criterion.patterns),
      }));
      const unpublished = checked.filter((entry) => !entry.published);
      if (unpublished.length) {
        return finding(check, "fail", "high", {
          evidence: unpublished
            .map(
              (entry) =>
                `${entry.criterion.name}: used at ${evidenceText(entry.inReport!)}, not found in ${documentNames(solicitation)}.`,
            )
            .join(" "),
          recommendation: `Evaluate only on the criteria published in the solicitation; remove ${unpublished.map((entry) => entry.criterion.name).join(", ")} or re-evaluate.`,
        });
      }
      // One quote per passage of the solicitation: several criteria are often published in one sentence.
      const quotes = [...new Set(checked.map((entry) => evidenceText(entry.published!)))].slice(0, 3);
      return finding(check, "pass", "info", {
        evidence: `${checked.length === 1 ? "1 criterion used in the report is" : `${checked.length} criteria used in the report are`} published in the solicitation (${checked.map((entry) => entry.criterion.name).join(", ")}): ${quotes.join("; ")}.`,
      });
    },
  };
  return check;
}
