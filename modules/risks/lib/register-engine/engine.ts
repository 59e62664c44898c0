/**
 * The Procurement Risk Register tool's run: the risks to consider for the enquiry focus (or the custom
 * question), and those read from an attached register or plan, as a table the officer adds to the register
 * shown under the result (modules/risks). Nothing is added to the register by the run itself.
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
import { focusSuggestions, type RiskSuggestion } from "@/modules/risks/lib/suggestions";
import { readExistingRegister } from "./existing-register";

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

function stageOf(raw: string): RiskStage {
  const value = raw.toLowerCase();
  return RISK_STAGES.find((stage) => value.includes(stage.replace("_", " ").split(" ")[0]!)) ?? "planning";
}

export const riskRegisterEngine: ToolEngine = {
  run(context): ToolOutput {
    const focus = text(context.values.enquiry_focus);
    const question = focus === CUSTOM_QUERY ? text(context.values.custom_query) : "";
    const suggestions: RiskSuggestion[] = focusSuggestions(focus, question);
    const existing = readExistingRegister(context.documents);
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
    const all = [...imported, ...suggestions].sort(
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
        risk.basis,
      ];
    };
    return {
      summary: `${all.length} risk${all.length === 1 ? "" : "s"} to consider${existing.length ? `, ${existing.length} read from the attached register` : ""}. Add the ones that apply to the register below, set their owner and due date, and track them there.`,
      metrics: [
        { id: "suggested", label: "Suggested", value: String(suggestions.length) },
        { id: "imported", label: "From attached documents", value: String(existing.length) },
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
            "Why",
          ],
          rows: all.map(row),
        },
      ],
      notices: [
        "Scores are probability x impact on a 1-5 scale: 1-4 low, 5-9 medium, 10-16 high, 20-25 critical.",
        "The register below also suggests risks from your organisation's review findings and red flags.",
      ],
      data: { suggestions: all },
    };
  },
};
