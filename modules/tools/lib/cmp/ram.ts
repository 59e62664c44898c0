/**
 * The responsibility assignment matrix (RAM) of the Contract Management Plan: one role per stakeholder line,
 * applied identically to every milestone. Pure functions.
 */
import type { MoneyValue, ToolInputValues } from "@/lib/results/types";
import { MILESTONES, type CmpPhase } from "./milestones";

export const RAM_ROLES = ["R", "A", "C", "I"] as const;
export type RamRole = (typeof RAM_ROLES)[number];

export type RamRow = { milestone: string; phase: CmpPhase; stakeholders: Record<string, RamRole> };
export type RamColumn = { key: string; label: string };
export type Stakeholder = RamColumn & { role: RamRole };

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
 * In this order of precedence, case-insensitive: 'procuring' or 'entity' -> A; else 'contractor' or
 * 'supplier' -> R; else 'donor' or 'funding' -> C; else I. So 'Procuring Entity Contractor' is A.
 */
export function ramRole(line: string): RamRole {
  const text = line.toLowerCase();
  if (text.includes("procuring") || text.includes("entity")) return "A";
  if (text.includes("contractor") || text.includes("supplier")) return "R";
  if (text.includes("donor") || text.includes("funding")) return "C";
  return "I";
}

/**
 * One stakeholder per non-blank line, trimmed. Lines that normalise to the same key are one organisation: the
 * first spelling is kept as the label (two columns with one key would collide in the RAM map). A line made of
 * punctuation only has no key of its own and gets `stakeholder_{n}` from its position among the kept lines.
 */
export function parseStakeholders(text: string): Stakeholder[] {
  const stakeholders: Stakeholder[] = [];
  const seen = new Set<string>();
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const label = raw.trim();
    if (!label) continue;
    const key = stakeholderKey(label) || `stakeholder_${stakeholders.length + 1}`;
    if (seen.has(key)) continue;
    seen.add(key);
    stakeholders.push({ key, label, role: ramRole(label) });
  }
  return stakeholders;
}

/** The RAM: the 15 milestones in plan order, each with the same role per stakeholder; plus the column list. */
export function buildRam(stakeholdersText: string): {
  rows: RamRow[];
  columns: RamColumn[];
  stakeholders: Stakeholder[];
} {
  const stakeholders = parseStakeholders(stakeholdersText);
  const roles: Record<string, RamRole> = Object.fromEntries(stakeholders.map((s) => [s.key, s.role]));
  const rows = MILESTONES.map(({ milestone, phase }) => ({ milestone, phase, stakeholders: { ...roles } }));
  return { rows, columns: stakeholders.map(({ key, label }) => ({ key, label })), stakeholders };
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
