/**
 * The Contract Management Plan as data: built once by the engine's run() from the validated inputs, stored
 * with the run (ToolOutput.data) and read back for each export. The zod schema guards that read-back, since a
 * stored output is plain JSON.
 */
import { z } from "zod";
import { categoryOfContractType, closestTemplate } from "@/modules/tools/lib/templates";
import type { ExportFormat, ToolRunContext } from "@/lib/results/types";
import { parseMoneyInput } from "@/lib/reading/money-input";
import { CMP_PHASES, MILESTONES_BY_PHASE } from "./milestones";
import { buildRam, isMoneyValue, RAM_ROLES } from "./ram";
import { cmpTemplateBasis } from "./template-basis";
import { readDeliverables } from "./deliverables";
import { buildKpis } from "./kpis";
import { buildPaymentSchedule } from "./payments";
import { parseCommencement, parseDuration, scheduleBasis, scheduleMilestones, showDate } from "./schedule";
import { readTerms } from "./terms";

// Fields added after the first stored plans have defaults, so an older stored run still exports.
const stakeholderSchema = z.object({
  key: z.string(),
  label: z.string(),
  role: z.enum(RAM_ROLES).optional(),
  kind: z.string().default("other"),
  readAs: z.string().default(""),
  added: z.boolean().default(false),
});
const scheduleRowSchema = z.object({
  milestone: z.string(),
  phase: z.enum(CMP_PHASES),
  from: z.string(),
  to: z.string(),
  timing: z.string(),
});
const kpiSchema = z.object({
  kpi: z.string(),
  target: z.string(),
  when: z.string(),
  verification: z.string(),
  source: z.string(),
});
const paymentSchema = z.object({
  payment: z.string(),
  when: z.string(),
  basis: z.string(),
  gross: z.string(),
  advanceRecovery: z.string(),
  retention: z.string(),
  payable: z.string(),
});
const paymentScheduleSchema = z.object({
  currency: z.string(),
  total: z.string(),
  payments: z.array(paymentSchema),
  notes: z.array(z.string()),
});
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
  commencement: z.string().default(""),
  paymentTerms: z.string().default(""),
  scheduleBasis: z.string().default(""),
  schedule: z.array(scheduleRowSchema).default([]),
  kpis: z.array(kpiSchema).default([]),
  /** null: the contract value could not be read; absent: a plan stored before payment schedules. */
  payments: paymentScheduleSchema.nullable().optional(),
  /** What the RAM had to add or change, and the role lines not understood. */
  roleNotes: z.array(z.string()).default([]),
  unreadRoleLines: z.array(z.object({ line: z.number(), text: z.string(), reason: z.string() })).default([]),
});
export type ContractPlan = z.infer<typeof contractPlanSchema>;
export type CmpSchedule = z.infer<typeof scheduleRowSchema>;

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

/** The contract value as a plain decimal, read as the money inputs are ("Kshs. 25,600,000.00" too); null if unreadable. */
function readValue(money: { amount: string; currency: string }): string | null {
  const reading = parseMoneyInput(money.amount, money.currency || null);
  return reading.ok ? reading.amount : null;
}

/** Builds the plan and its RAM from a run's context (inputs already validated by the run endpoint). */
export function buildContractPlan(
  context: Pick<ToolRunContext, "values" | "framework" | "documents" | "now">,
): CmpData {
  const { values, framework, documents } = context;
  const money = isMoneyValue(values.contract_value) ? values.contract_value : { amount: "", currency: "" };
  const currency = text(money.currency).toUpperCase();
  const contractType = text(values.contract_type);
  const category = categoryOfContractType(contractType);
  const ram = buildRam(text(values.stakeholder_organizations), text(values.stakeholder_roles));
  const attached = documents.map((document) => text(document.name));
  const template = attached.length > 0 ? null : closestTemplate({ framework: framework?.label, category });
  const { message, template: basis, uploadedDocuments } = cmpTemplateBasis(attached, template);

  const durationText = text(values.contract_duration);
  const duration = parseDuration(durationText);
  const commencementText = text(values.commencement_date);
  const start = parseCommencement(commencementText);
  const paymentTerms = text(values.payment_terms);
  const specialRequirements = text(values.special_requirements);
  const deliverableLines = splitLines(text(values.key_deliverables));
  const deliverables = readDeliverables(deliverableLines, currency);
  const terms = readTerms([paymentTerms, specialRequirements], currency);
  const rulesCode = framework?.rulesCode ?? null;
  const value = readValue({ amount: text(money.amount), currency });
  const payments = value
    ? buildPaymentSchedule({
        amount: value,
        currency,
        deliverables,
        terms,
        duration,
        start,
        category,
        rulesCode,
      })
    : null;
  const notes = [...ram.notes];
  if (commencementText && !start)
    notes.push(
      `The commencement date "${commencementText}" was not read as a date (write e.g. 1 July 2026 or 01/07/2026): times are relative to commencement.`,
    );

  const plan: ContractPlan = {
    generatedAt: context.now.toISOString(),
    framework: framework?.label ?? null,
    contractType,
    contractValue: { amount: text(money.amount), currency: text(money.currency) },
    contractValueDisplay: formatContractValue(text(money.amount), text(money.currency)),
    contractDuration: durationText,
    objectives: text(values.project_objectives),
    deliverables: deliverableLines,
    specialRequirements,
    stakeholders: ram.stakeholders,
    phases: CMP_PHASES.map((phase) => ({ phase, milestones: [...MILESTONES_BY_PHASE[phase]] })),
    templateBasis: { message, template: basis, uploadedDocuments },
    commencement: start ? showDate(start) : "",
    paymentTerms,
    scheduleBasis: scheduleBasis(duration, start, durationText),
    schedule: scheduleMilestones(duration, start),
    kpis: buildKpis({ deliverables, category, duration, start, terms, rulesCode }),
    payments,
    roleNotes: notes,
    unreadRoleLines: ram.unread,
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
    ["Commencement", plan.commencement || "Not given: times are counted from commencement"],
    ["Generated", plan.generatedAt.slice(0, 10)],
  ];
}

/** 'R' -> 'R (Responsible)'. */
export function roleLabel(role: (typeof RAM_ROLES)[number]): string {
  const entry = RAM_LEGEND.find((item) => item.role === role);
  return entry ? `${role} (${entry.label})` : role;
}
