/**
 * The memo a head of procurement signs on an evaluation (Kenya: the professional opinion to the accounting
 * officer, s. 84), drafted from the confirmed record and its checks, pure: background and budget, method,
 * advertisement, opening, evaluation summary, compliance point by point, risks, the opinion and the decision
 * block. It does not endorse an award while a high-severity check fails.
 */
import type { Finding } from "@/lib/results/types";
import type { EvaluationRecord } from "../record/record";
import { isKenyan, shortReference, verifiedRule } from "../checks/framework";
import { recordBasis } from "../letters/letter-parts";
import type { Draft } from "../letters/draft";
import type { MemoOptions } from "./memo-options";
import { complianceSection, decisionSection, opinionSection, risksSection } from "./opinion";
import { advertisementSection, methodSection } from "./process-sections";
import { backgroundSection, evaluationSection, openingSection } from "./record-sections";

export type { MemoOptions } from "./memo-options";
export { memoScore } from "./score";

export function professionalOpinion(
  record: EvaluationRecord,
  checks: Finding[],
  options: MemoOptions,
): Draft {
  const { framework } = options;
  const kenyan = isKenyan(framework);
  const rule = verifiedRule(framework, "ke-professional-opinion");
  const tender = `Tender No. ${options.tenderRef}: ${options.tenderTitle}`;
  const under = rule
    ? `, under ${shortReference(rule.rule)} of the Public Procurement and Asset Disposal Act, 2015`
    : "";
  return {
    title: kenyan
      ? `Professional opinion on the evaluation of ${tender}`
      : `Procurement opinion / approval memo: ${tender}`,
    subtitle: kenyan
      ? `To: the Accounting Officer, ${options.entity}. From: the Head of the Procurement Function${under}.`
      : `To: the approving authority, ${options.entity}. From: the head of procurement.`,
    basis: `Drafted from the ${recordBasis(options.recordVersion, options.readFrom)} and ${checks.length} check${checks.length === 1 ? "" : "s"} of it; framework: ${framework?.label ?? "none selected"}.`,
    sections: [
      backgroundSection(record, options),
      methodSection(options),
      advertisementSection(options),
      openingSection(record, options),
      evaluationSection(record, options),
      complianceSection(checks),
      risksSection(checks),
      opinionSection(record, checks, framework),
      decisionSection(framework),
    ],
  };
}
