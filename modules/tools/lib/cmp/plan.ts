/**
 * The Contract Management Plan as data: built once by the engine's run() from the validated inputs, stored
 * with the run (ToolOutput.data) and read back for each export. The zod schema guards that read-back, since a
 * stored output is plain JSON.
 */
import { z } from "zod";
import { categoryOfContractType, closestTemplate } from "@/modules/tools/lib/templates";
import type { ExportFormat, ToolRunContext } from "@/lib/results/types";
import { CMP_PHASES, MILESTONES_BY_PHASE } from "./milestones";
import { buildRam, isMoneyValue, RAM_ROLES } from "./ram";
import { cmpTemplateBasis } from "./template-basis";

const stakeholderSchema = z.object({ key: z.string(), label: z.string(), role: z.enum(RAM_ROLES) });
const columnSchema = z.object({ key: z.string(), label: z.string() });
const ramRowSchema = z.object({
  milestone: z.string(),
  phase: z.enum(CMP_PHASES),
  stakeholders: z.record(z.string(), z.enum(RAM_ROLES)),
});

export const contractPlanSchema = z.object({
  generatedAt: z.string(),
  framework: z.string().nullable(),
  contractType: z.string(),
  contractValue: z.object({ amount: z.string(), currency: z.string() }),
  contractValueDisplay: z.string(),
  contractDuration: z.string(),
  objectives: z.string(),
  deliverables: z.array(z.string()),
  specialRequirements: z.string(),
  stakeholders: z.array(stakeholderSchema),
  phases: z.array(z.object({ phase: z.enum(CMP_PHASES), milestones: z.array(z.string()) })),
  templateBasis: z.object({
    message: z.string(),
    template: z.object({ id: z.string(), name: z.string(), path: z.string() }).nullable(),
    uploadedDocuments: z.array(z.string()),
  }),
});
export type ContractPlan = z.infer<typeof contractPlanSchema>;

export const cmpDataSchema = z.object({
  plan: contractPlanSchema,
  ram: z.array(ramRowSchema),
  columns: z.array(columnSchema),
});
export type CmpData = z.infer<typeof cmpDataSchema>;

export const CMP_TITLE = "Contract Management Plan";
export const CMP_DOCUMENT_ID = "contract-management-plan";
export const CMP_EXPORT_FORMATS = ["docx", "xlsx", "pdf"] as const satisfies readonly ExportFormat[];
export const RAM_TITLE = "Responsibility Assignment Matrix (RAM)";
export const RAM_LEGEND: readonly { role: (typeof RAM_ROLES)[number]; label: string }[] = [
  { role: "R", label: "Responsible" },
  { role: "A", label: "Accountable" },
  { role: "C", label: "Consulted" },
  { role: "I", label: "Informed" },
];
export const DECISION_SUPPORT_NOTE = "Decision-support output: review and validate this plan before use.";

/**
 * "1234567" -> "1,234,567". Grouped by slicing: /\B(?=(\d{3})+(?!\d))/g looks ahead to the end of the digits from
 * every position, quadratic in a long typed number.
 */
function groupThousands(digits: string): string {
  const head = digits.length % 3 || 3;
  const groups = [digits.slice(0, head)];
  for (let i = head; i < digits.length; i += 3) groups.push(digits.slice(i, i + 3));
  return groups.join(",");
}

/** '1500000.5' + 'USD' -> 'USD 1,500,000.5'; an amount that is not a plain number is shown as typed. */
export function formatContractValue(amount: string, currency: string): string {
  const trimmed = amount.trim();
  const match = /^(\d+)(\.\d*)?$/.exec(trimmed);
  const shown = match
    ? `${groupThousands((match[1] ?? "").replace(/^0+(?=\d)/, ""))}${match[2] ?? ""}`
    : trimmed;
  return `${currency.trim()} ${shown}`.trim();
}

/** One deliverable per line; list markers typed by the user ('-', '*', '•') are dropped. */
export function splitLines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) =>
      line
        .trim()
        .replace(/^[-*•]\s+/, "")
        .trim(),
    )
    .filter(Boolean);
}

/**
 * User text without what XML 1.0 cannot hold (C0 controls other than tab and line breaks, U+FFFE/U+FFFF,
 * unpaired surrogates): one such character in a stakeholder name would make the DOCX and XLSX unreadable.
 */
export function cleanText(value: string): string {
  return value.replace(
    /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    "",
  );
}

const text = (value: unknown) => (typeof value === "string" ? cleanText(value).trim() : "");

/** Builds the plan and its RAM from a run's context (inputs already validated by the run endpoint). */
export function buildContractPlan(
  context: Pick<ToolRunContext, "values" | "framework" | "documents" | "now">,
): CmpData {
  const { values, framework, documents } = context;
  const money = isMoneyValue(values.contract_value) ? values.contract_value : { amount: "", currency: "" };
  const contractType = text(values.contract_type);
  const ram = buildRam(text(values.stakeholder_organizations));
  const attached = documents.map((document) => text(document.name));
  const template =
    attached.length > 0
      ? null
      : closestTemplate({ framework: framework?.label, category: categoryOfContractType(contractType) });
  const { message, template: basis, uploadedDocuments } = cmpTemplateBasis(attached, template);
  const plan: ContractPlan = {
    generatedAt: context.now.toISOString(),
    framework: framework?.label ?? null,
    contractType,
    contractValue: { amount: text(money.amount), currency: text(money.currency) },
    contractValueDisplay: formatContractValue(text(money.amount), text(money.currency)),
    contractDuration: text(values.contract_duration),
    objectives: text(values.project_objectives),
    deliverables: splitLines(text(values.key_deliverables)),
    specialRequirements: text(values.special_requirements),
    stakeholders: ram.stakeholders,
    phases: CMP_PHASES.map((phase) => ({ phase, milestones: [...MILESTONES_BY_PHASE[phase]] })),
    templateBasis: { message, template: basis, uploadedDocuments },
  };
  return { plan, ram: ram.rows, columns: ram.columns };
}

/** The contract information block shared by the three export formats. */
export function contractInformation(plan: ContractPlan): [string, string][] {
  return [
    ["Framework", plan.framework ?? "Not set"],
    ["Contract type", plan.contractType],
    ["Contract value", plan.contractValueDisplay],
    ["Contract duration", plan.contractDuration],
    ["Generated", plan.generatedAt.slice(0, 10)],
  ];
}

/** 'R' -> 'R (Responsible)'. */
export function roleLabel(role: (typeof RAM_ROLES)[number]): string {
  const entry = RAM_LEGEND.find((item) => item.role === role);
  return entry ? `${role} (${entry.label})` : role;
}
