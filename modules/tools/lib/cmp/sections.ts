/**
 * The plan's tables as plain rows of text, one definition shared by the result page (ToolOutput.tables) and the
 * DOCX, XLSX and PDF exports, so every format shows the same roles, dates, KPIs and payments.
 */
import type { CmpData } from "./plan";
import { showMoney } from "./payments";
import { roleSummary } from "./ram";

export type PlanTable = { id: string; title: string; columns: string[]; rows: string[][]; notes: string[] };

export const RAM_DESCRIPTION =
  "Responsibility per milestone, from what each stakeholder line says it does and the roles you assigned: one Accountable and at least one Responsible on every milestone.";

export function stakeholderTable(data: CmpData): PlanTable {
  const { plan } = data;
  const notes = [
    ...plan.roleNotes,
    ...plan.unreadRoleLines.map(
      (line) => `Role line ${line.line} not understood ("${line.text}"): ${line.reason}.`,
    ),
  ];
  return {
    id: "stakeholders",
    title: "Stakeholders and their roles",
    columns: ["Stakeholder", "Read as", "Roles"],
    rows: plan.stakeholders.map((s) => [
      s.added ? `${s.label} (added by the plan)` : s.label,
      s.readAs,
      // A plan stored before per-milestone roles has one role per stakeholder.
      data.ram.length ? roleSummary(s.key, data.ram) : (s.role ?? ""),
    ]),
    notes,
  };
}

export function scheduleTable(data: CmpData): PlanTable {
  const { plan } = data;
  return {
    id: "schedule",
    title: "Milestone schedule",
    columns: ["Milestone", "Phase", "From", "To", "Timing"],
    rows: plan.schedule.map((row) => [row.milestone, row.phase, row.from, row.to, row.timing]),
    notes: plan.scheduleBasis ? [plan.scheduleBasis] : [],
  };
}

export function kpiTable(data: CmpData): PlanTable {
  return {
    id: "kpis",
    title: "Key performance indicators",
    columns: ["KPI (what is measured)", "Target", "When", "How verified", "Source"],
    rows: data.plan.kpis.map((k) => [k.kpi, k.target, k.when, k.verification, k.source || "—"]),
    notes: [],
  };
}

export function paymentTable(data: CmpData): PlanTable {
  const schedule = data.plan.payments;
  const columns = [
    "Payment",
    "When",
    "Basis",
    "Gross",
    "Less advance recovery",
    "Less retention",
    "Amount payable",
  ];
  if (!schedule)
    return {
      id: "payments",
      title: "Payment schedule",
      columns,
      rows: [],
      notes: [
        schedule === null
          ? "The contract value could not be read as an amount: no payment schedule."
          : "This plan was generated before payment schedules were added: generate it again to get one.",
      ],
    };
  const money = (amount: string) => showMoney(amount, schedule.currency);
  return {
    id: "payments",
    title: "Payment schedule",
    columns,
    rows: [
      ...schedule.payments.map((p) => [
        p.payment,
        p.when,
        p.basis,
        money(p.gross),
        money(p.advanceRecovery),
        money(p.retention),
        money(p.payable),
      ]),
      ["Total (the contract value)", "", "", "", "", "", money(schedule.total)],
    ],
    notes: schedule.notes,
  };
}

/** The tables after the RAM, in plan order. */
export function planTables(data: CmpData): PlanTable[] {
  return [stakeholderTable(data), scheduleTable(data), kpiTable(data), paymentTable(data)];
}
