/**
 * The responsibility assignment matrix (RAM) of the Contract Management Plan: each stakeholder's role on each of
 * the 15 milestones, from what its line says it does (roles.ts) and what the officer assigned (assignments.ts).
 * Two rules hold on every milestone, whatever was typed: exactly one Accountable, at least one Responsible.
 * When nobody listed can be either, the plan adds the missing office under a label that says it was not listed
 * (a plan where everyone is only "Informed" is what issue 33 rated 1/5). Pure functions.
 */
import type { MoneyValue, ToolInputValues } from "@/lib/results/types";
import { parseAssignments, type RoleAssignment, type UnreadLine } from "./assignments";
import { MILESTONE_DUTY, MILESTONES, type CmpPhase, type Duty } from "./milestones";
import {
  ACCOUNTABLE_RANK,
  ADDED_ACCOUNTABLE,
  ADDED_FOR_DUTY,
  defaultRole,
  stakeholderKind,
  type RamRole,
  type StakeholderKind,
} from "./roles";

export { RAM_ROLES, type RamRole } from "./roles";

export type RamRow = { milestone: string; phase: CmpPhase; stakeholders: Record<string, RamRole> };
export type RamColumn = { key: string; label: string };
export type Stakeholder = RamColumn & {
  kind: StakeholderKind;
  /** How the plan read the line ("Finance (processes payments)"). */
  readAs: string;
  /** Added by the plan because nobody listed could take a required role. */
  added: boolean;
};

/**
 * The normalised organisation key (lowercase with underscores): trimmed, lowercased, every run of
 * characters that are not letters or digits becomes one underscore, none at either end.
 * 'Ministry of Works (PE)' -> 'ministry_of_works_pe'. Letters outside ASCII are kept (a 'Ministère' stays readable).
 */
export function stakeholderKey(line: string): string {
  return line
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "_")
    .replace(/^_+|_+$/g, "");
}

/**
 * One stakeholder per non-blank line, trimmed, list markers dropped. Lines that normalise to the same key are
 * one organisation: the first spelling is kept as the label. A line made of punctuation only gets
 * `stakeholder_{n}` from its position among the kept lines.
 */
export function parseStakeholders(text: string): Stakeholder[] {
  const stakeholders: Stakeholder[] = [];
  const seen = new Set<string>();
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const label = raw.trim().replace(/^[-*•]\s+/, "");
    if (!label) continue;
    const key = stakeholderKey(label) || `stakeholder_${stakeholders.length + 1}`;
    if (seen.has(key)) continue;
    seen.add(key);
    stakeholders.push({ key, label, ...stakeholderKind(label), added: false });
  }
  return stakeholders;
}

/**
 * The listed stakeholder an assignment names: same key, else the one whose key starts with or contains the
 * written name's key ("Finance" -> "Finance Department, Ministry of Health"), else null.
 */
function matchStakeholder(name: string, stakeholders: readonly Stakeholder[]): Stakeholder | null {
  const key = stakeholderKey(name);
  if (!key) return null;
  return (
    stakeholders.find((s) => s.key === key) ??
    // Whole words only: "pe" must not match inside "kenya_pipeline".
    stakeholders.find((s) => `_${s.key}_`.includes(`_${key}_`) || `_${key}_`.includes(`_${s.key}_`)) ??
    null
  );
}

export type Ram = {
  rows: RamRow[];
  columns: RamColumn[];
  stakeholders: Stakeholder[];
  /** What the plan did that the officer should know: added offices, roles it had to change. */
  notes: string[];
  /** Role lines not understood, with why. */
  unread: UnreadLine[];
};

function addStakeholder(
  stakeholders: Stakeholder[],
  label: string,
  kind: StakeholderKind,
  added = true,
): Stakeholder {
  const existing = stakeholders.find((s) => s.key === stakeholderKey(label));
  if (existing) return existing;
  const stakeholder = { key: stakeholderKey(label), label, ...stakeholderKind(label), kind, added };
  stakeholders.push(stakeholder);
  return stakeholder;
}

/** The RAM from the stakeholder lines and the optional role lines. */
export function buildRam(stakeholdersText: string, assignmentsText = ""): Ram {
  const stakeholders = parseStakeholders(stakeholdersText);
  const notes: string[] = [];
  const { assignments, unread } = parseAssignments(assignmentsText);

  // Assignments naming someone not listed add them (the officer named them on purpose).
  const set = new Map<string, RoleAssignment[]>();
  for (const assignment of assignments) {
    let target = matchStakeholder(assignment.stakeholder, stakeholders);
    if (!target) {
      const { kind } = stakeholderKind(assignment.stakeholder);
      target = addStakeholder(stakeholders, assignment.stakeholder, kind, false);
      notes.push(`${target.label} was not in the stakeholder list; added from your role assignments.`);
    }
    set.set(target.key, [...(set.get(target.key) ?? []), assignment]);
  }
  const assigned = (key: string, milestone: string): RamRole | undefined =>
    set
      .get(key)
      ?.filter((a) => a.milestones.includes(milestone))
      .at(-1)?.role;

  const ranked = () =>
    stakeholders
      .filter((s) => ACCOUNTABLE_RANK[s.kind] !== undefined)
      .sort((a, b) => ACCOUNTABLE_RANK[a.kind]! - ACCOUNTABLE_RANK[b.kind]!);
  if (ranked().length === 0 && !assignments.some((a) => a.role === "A")) {
    addStakeholder(stakeholders, ADDED_ACCOUNTABLE.label, ADDED_ACCOUNTABLE.kind);
    notes.push(
      `Nobody listed is the Accounting Officer or the procuring entity: "${ADDED_ACCOUNTABLE.label}" is Accountable. Name the office that signs for the contract.`,
    );
  }

  const rows: RamRow[] = [];
  for (const { milestone, phase } of MILESTONES) {
    const duty: Duty = MILESTONE_DUTY[milestone]!;
    const roles = fillMilestone(milestone, duty, stakeholders, assigned, ranked, notes);
    rows.push({ milestone, phase, stakeholders: roles });
  }
  // Columns added while filling a later milestone get their default roles on the earlier ones too.
  for (const row of rows)
    for (const s of stakeholders)
      row.stakeholders[s.key] ??= defaultRole(s.kind, MILESTONE_DUTY[row.milestone]!);
  return {
    rows,
    columns: stakeholders.map(({ key, label }) => ({ key, label })),
    stakeholders,
    notes: [...new Set(notes)],
    unread,
  };
}

function fillMilestone(
  milestone: string,
  duty: Duty,
  stakeholders: Stakeholder[],
  assigned: (key: string, milestone: string) => RamRole | undefined,
  ranked: () => Stakeholder[],
  notes: string[],
): Record<string, RamRole> {
  const roles: Record<string, RamRole> = {};
  const byUser = new Set<string>();
  for (const s of stakeholders) {
    const chosen = assigned(s.key, milestone);
    if (chosen) byUser.add(s.key);
    roles[s.key] = chosen ?? defaultRole(s.kind, duty);
  }
  // Exactly one Accountable: the first the officer named, else the best-ranked candidate not reassigned.
  const userA = stakeholders.filter((s) => byUser.has(s.key) && roles[s.key] === "A");
  for (const extra of userA.slice(1)) {
    roles[extra.key] = "R";
    notes.push(
      `${milestone}: more than one Accountable was assigned; ${userA[0]!.label} is kept and ${extra.label} is Responsible.`,
    );
  }
  if (userA.length === 0) {
    const candidate = ranked().find((s) => !byUser.has(s.key));
    if (candidate) roles[candidate.key] = "A";
    else {
      const added = addStakeholder(stakeholders, ADDED_ACCOUNTABLE.label, ADDED_ACCOUNTABLE.kind);
      roles[added.key] = "A";
      notes.push(`${milestone}: nobody was left Accountable; "${added.label}" is.`);
    }
  }
  // At least one Responsible: else the office the duty needs, added when nobody listed is it.
  if (!Object.values(roles).includes("R")) {
    const need = ADDED_FOR_DUTY[duty];
    const existing = stakeholders.find(
      (s) => s.kind === need.kind && roles[s.key] !== "A" && !byUser.has(s.key),
    );
    const target = existing ?? addStakeholder(stakeholders, need.label, need.kind);
    roles[target.key] = "R";
    if (!existing)
      notes.push(
        `Nobody listed is Responsible for "${milestone}": "${need.label}" is added. Name who does it.`,
      );
  }
  return roles;
}

/** Each stakeholder's roles in words: "R: 6 milestones (Execute); C: 9" for the stakeholder tables. */
export function roleSummary(key: string, rows: readonly RamRow[]): string {
  const parts: string[] = [];
  for (const role of ["A", "R", "C", "I"] as const) {
    const on = rows.filter((row) => row.stakeholders[key] === role);
    if (on.length === 0) continue;
    if (on.length === rows.length) return `${role} on every milestone`;
    const phases = [...new Set(on.map((row) => row.phase))];
    const whole = phases.filter(
      (phase) => on.filter((r) => r.phase === phase).length === rows.filter((r) => r.phase === phase).length,
    );
    parts.push(
      `${role}: ${on.length} milestone${on.length === 1 ? "" : "s"}${whole.length ? ` (all of ${whole.join(", ")})` : ""}`,
    );
  }
  return parts.join("; ");
}

/** The required inputs, in form order. special_requirements and framework are optional. */
export const CMP_REQUIRED_FIELDS = [
  "contract_type",
  "contract_value",
  "contract_duration",
  "project_objectives",
  "key_deliverables",
  "stakeholder_organizations",
] as const;
export type CmpRequiredField = (typeof CMP_REQUIRED_FIELDS)[number];

export function isMoneyValue(value: unknown): value is MoneyValue {
  return (
    typeof value === "object" &&
    value !== null &&
    "amount" in value &&
    "currency" in value &&
    typeof value.amount === "string" &&
    typeof value.currency === "string"
  );
}

function isFilled(name: CmpRequiredField, value: unknown): boolean {
  if (name === "contract_value")
    return isMoneyValue(value) && value.amount.trim() !== "" && value.currency.trim() !== "";
  // Stakeholders: blank lines are dropped, so a field of blank lines names nobody.
  if (name === "stakeholder_organizations")
    return typeof value === "string" && parseStakeholders(value).length > 0;
  return typeof value === "string" && value.trim() !== "";
}

/** The required fields that are empty (contract_value counts as empty without both amount and currency). */
export function missingRequiredFields(values: ToolInputValues): CmpRequiredField[] {
  return CMP_REQUIRED_FIELDS.filter((name) => !isFilled(name, values[name]));
}
