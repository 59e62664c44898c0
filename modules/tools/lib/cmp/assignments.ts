/**
 * Roles the officer assigns in the optional "Stakeholder roles" input, one line each. The syntax (also the
 * input's helper text):
 *
 *   <stakeholder>: <role>                      the role on every milestone      "Auditor-General: C"
 *   <stakeholder>: <scope>=<role>, <scope>=<role>                               "Contractor: Execution=R, Close-out=C"
 *   <stakeholder> — <scope>: <role>            a dash also ends the name        "Finance department — payments: R"
 *
 * A role is R, A, C or I, or the word (Responsible, Accountable, Consulted, Informed). A scope is a phase
 * (Planning, Execution, Close-out; Plan/Execute/Manage as the plan names them), a kind of work (delivery,
 * monitoring, inspection/acceptance, payments, compliance/audit), "all", or a milestone's name or a distinctive
 * part of it ("Quality Assurance"). Spacing, case, and ':' '=' '-' '—' as separators are read leniently; a
 * line that cannot be read is returned with the reason, never guessed. Pure.
 */
import { DUTIES, MILESTONE_DUTY, MILESTONES, PHASE_ALIASES, type CmpPhase, type Duty } from "./milestones";
import type { RamRole } from "./roles";

export const ASSIGNMENT_SYNTAX =
  "One line per stakeholder: 'Stakeholder: Role' for every milestone, or 'Stakeholder: Phase=Role, Phase=Role' (phases Planning, Execution, Close-out; or delivery, inspection, payments, a milestone name). Roles R, A, C, I or Responsible, Accountable, Consulted, Informed. E.g. 'Finance department — payments: R'.";

export type RoleAssignment = {
  /** The stakeholder as written. */
  stakeholder: string;
  role: RamRole;
  /** The milestones it applies to (names), in plan order. */
  milestones: string[];
  /** The scope as written ("all" when none was). */
  scope: string;
  line: number;
};

export type UnreadLine = { line: number; text: string; reason: string };

const ROLE_WORDS: Readonly<Record<string, RamRole>> = {
  r: "R",
  responsible: "R",
  a: "A",
  accountable: "A",
  c: "C",
  consulted: "C",
  consult: "C",
  i: "I",
  informed: "I",
  inform: "I",
};

const DUTY_WORDS: Readonly<Record<string, Duty>> = {
  delivery: "deliver",
  deliveries: "deliver",
  deliver: "deliver",
  supply: "deliver",
  works: "deliver",
  mobilisation: "deliver",
  mobilization: "deliver",
  monitoring: "monitor",
  reporting: "monitor",
  progress: "monitor",
  inspection: "accept",
  inspections: "accept",
  acceptance: "accept",
  "inspection and acceptance": "accept",
  "inspection/acceptance": "accept",
  quality: "accept",
  payment: "pay",
  payments: "pay",
  finance: "pay",
  invoices: "pay",
  compliance: "assure",
  audit: "assure",
};

const ALL_WORDS = new Set([
  "all",
  "all milestones",
  "all phases",
  "every milestone",
  "everything",
  "whole contract",
]);

const norm = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}/]+/gu, " ")
    .trim();

/** The milestones a scope names, or null when it names none. */
export function scopeMilestones(scope: string): string[] | null {
  const text = norm(scope);
  if (!text || ALL_WORDS.has(text)) return MILESTONES.map((m) => m.milestone);
  const phase = (Object.keys(PHASE_ALIASES) as CmpPhase[]).find((name) =>
    PHASE_ALIASES[name].some((alias) => norm(alias) === text || `${norm(alias)} phase` === text),
  );
  if (phase) return MILESTONES.filter((m) => m.phase === phase).map((m) => m.milestone);
  const duty = DUTY_WORDS[text] ?? (DUTIES as readonly string[]).find((d) => d === text);
  if (duty) return MILESTONES.filter((m) => MILESTONE_DUTY[m.milestone] === duty).map((m) => m.milestone);
  // A milestone's name or a distinctive part of it (four letters or more, naming one milestone only).
  if (text.length < 4) return null;
  const named = MILESTONES.filter((m) => norm(m.milestone).includes(text));
  return named.length === 1 ? [named[0]!.milestone] : null;
}

/** "R", "Responsible", "(R)" -> "R"; null when the text is not a role. */
export function roleOf(text: string): RamRole | null {
  return ROLE_WORDS[norm(text)] ?? null;
}

/** The name and the rest of a line: split at the first ':' or '=' or a dash with spaces around it. */
function splitName(line: string): [string, string] | null {
  const match = /\s+[—–-]+\s+|\s*[:=]\s*/.exec(line);
  if (!match || match.index === 0) return null;
  return [line.slice(0, match.index).trim(), line.slice(match.index + match[0].length).trim()];
}

/** One "scope=role" item (or "scope: role", "scope role", "role"). */
function readItem(item: string): { scope: string; role: RamRole } | string {
  const parts = item.split(/\s*[:=]\s*|\s+[—–-]+\s+/).filter(Boolean);
  let scope: string;
  let role: RamRole | null;
  if (parts.length >= 2) {
    role = roleOf(parts[parts.length - 1]!);
    scope = parts.slice(0, -1).join(" ");
  } else {
    // "payments R" or just "R".
    const words = item.trim().split(/\s+/);
    role = roleOf(words[words.length - 1] ?? "");
    scope = words.slice(0, -1).join(" ");
  }
  if (!role) return `no role (R, A, C or I) in "${item.trim()}"`;
  return { scope: scope || "all", role };
}

/** Every assignment in the text, and the lines not understood with why. */
export function parseAssignments(text: string): { assignments: RoleAssignment[]; unread: UnreadLine[] } {
  const assignments: RoleAssignment[] = [];
  const unread: UnreadLine[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = raw.trim().replace(/^[-*•]\s+/, "");
    if (!line) return;
    const split = splitName(line);
    if (!split || !split[1]) {
      unread.push({ line: index + 1, text: line, reason: "no ':' between the stakeholder and the role" });
      return;
    }
    const [stakeholder, rest] = split;
    const found: RoleAssignment[] = [];
    for (const item of rest.split(/\s*[,;]\s*/).filter(Boolean)) {
      const read = readItem(item);
      if (typeof read === "string") {
        unread.push({ line: index + 1, text: line, reason: read });
        return;
      }
      const milestones = scopeMilestones(read.scope);
      if (!milestones) {
        unread.push({
          line: index + 1,
          text: line,
          reason: `"${read.scope}" is not a phase, a kind of work or a milestone`,
        });
        return;
      }
      found.push({ stakeholder, role: read.role, milestones, scope: read.scope, line: index + 1 });
    }
    assignments.push(...found);
  });
  return { assignments, unread };
}
