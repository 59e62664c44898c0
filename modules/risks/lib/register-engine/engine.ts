/**
 * The Procurement Risk Register tool's run: the risks the documents' provisions raise (the run's attachments and,
 * opened from an activity, the activity's documents), the failed or doubtful findings of the activity's reviews,
 * the rows of an attached register or plan, and the starting risks of the enquiry focus (or the custom question),
 * as a table the officer adds to the register shown under the result (modules/risks). Nothing is added to the
 * register by the run itself.
 */
import { CUSTOM_QUERY } from "@/lib/catalogue/lists";
import type { ToolEngine, ToolOutput } from "@/lib/results/types";
import {
  CATEGORY_LABELS,
  LEVEL_LABELS,
  RISK_STAGES,
  riskLevel,
  riskScore,
  STAGE_LABELS,
  type RiskStage,
} from "@/modules/risks/lib/fields";
import { reviewSuggestions } from "@/modules/risks/lib/signal-suggestions";
import { focusSuggestions, type RiskSuggestion } from "@/modules/risks/lib/suggestions";
import { documentRiskSuggestions } from "./detect";
import { readExistingRegister } from "./existing-register";

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

function stageOf(raw: string): RiskStage {
  const value = raw.toLowerCase();
  return RISK_STAGES.find((stage) => value.includes(stage.replace("_", " ").split(" ")[0]!)) ?? "planning";
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

export const riskRegisterEngine: ToolEngine = {
  needs: { activity: true },
  run(context): ToolOutput {
    const focus = text(context.values.enquiry_focus);
    const question = focus === CUSTOM_QUERY ? text(context.values.custom_query) : "";
    const suggestions: RiskSuggestion[] = focusSuggestions(focus, question);
    const activity = context.activity;
    const documents = [...context.documents, ...(activity?.documents ?? [])];
    const dates = { today: context.now.toISOString().slice(0, 10), closingOn: activity?.closingOn ?? null };
    const fromDocuments = documentRiskSuggestions(documents, dates);
    const fromReviews = activity
      ? reviewSuggestions(
          activity.reviews.map((review) => ({ ...review, activityId: activity.reference })),
          dates,
        )
      : [];
    const existing = readExistingRegister(documents);
    const imported: RiskSuggestion[] = existing.map((risk) => ({
      stage: stageOf(risk.stage),
      category: "capacity_governance",
      title: risk.title.slice(0, 200),
      description: "",
      probability: risk.probability ?? 3,
      impact: risk.impact ?? 3,
      mitigation: risk.mitigation,
      owner: risk.owner,
      source: "document",
      basis: `From ${risk.location}${risk.probability === null || risk.impact === null ? " (probability or impact not stated: 3 assumed)" : ""}.`,
    }));
    const read = [...fromDocuments, ...fromReviews, ...imported];
    const titles = new Set(read.map((risk) => risk.title.toLowerCase()));
    const all = [...read, ...suggestions.filter((risk) => !titles.has(risk.title.toLowerCase()))].sort(
      (a, b) => riskScore(b.probability, b.impact) - riskScore(a.probability, a.impact),
    );
    const row = (risk: RiskSuggestion) => {
      const score = riskScore(risk.probability, risk.impact);
      return [
        risk.title,
        STAGE_LABELS[risk.stage],
        CATEGORY_LABELS[risk.category],
        String(risk.probability),
        String(risk.impact),
        `${score} (${LEVEL_LABELS[riskLevel(score)]})`,
        risk.mitigation,
        risk.owner,
        risk.dueDate ?? "",
        risk.basis,
      ];
    };
    return {
      summary: `${plural(all.length, "risk")} to consider${activity ? ` for activity ${activity.reference}` : ""}: ${plural(
        fromDocuments.length,
        "risk",
      )} from the provisions of ${plural(documents.length, "document")}, ${plural(
        fromReviews.length,
        "risk",
      )} from review findings${existing.length ? `, ${existing.length} read from the attached register` : ""}. Add the ones that apply to the register below, confirm their owner and due date, and track them there.`,
      metrics: [
        { id: "suggested", label: "Suggested", value: String(suggestions.length) },
        {
          id: "imported",
          label: "From attached documents",
          value: String(fromDocuments.length + existing.length),
        },
        { id: "reviews", label: "From review findings", value: String(fromReviews.length) },
        {
          id: "high",
          label: "High or critical",
          value: String(all.filter((risk) => riskScore(risk.probability, risk.impact) >= 10).length),
        },
      ],
      tables: [
        {
          id: "suggestions",
          title: "Risks to consider",
          columns: [
            "Risk",
            "Stage",
            "Category",
            "Probability",
            "Impact",
            "Score",
            "Mitigation",
            "Owner",
            "Due",
            "Why",
          ],
          rows: all.map(row),
        },
      ],
      notices: [
        "Scores are probability x impact on a 1-5 scale: 1-4 low, 5-9 medium, 10-16 high, 20-25 critical.",
        "Owners are roles and due dates are set from the activity's closing date (or from today): change them to fit.",
        activity
          ? "The register below also suggests risks from your organisation's red flags."
          : "Opened from an activity, the register also reads the activity's documents and its reviews' findings.",
      ],
      data: { suggestions: all },
    };
  },
};
