/**
 * What a stakeholder line says its organisation does, and the role that gives it on each kind of milestone.
 * Read from the words officers write beside a name ("Ministry of Health — user department, receives and inspects
 * deliveries", "Inspection and Acceptance Committee", "National Treasury", "Supervising Consultant"). Pure.
 *
 * The kinds are tried in order and the first that matches wins, so a "Procuring Entity Contractor" is the
 * procuring entity and a "World Bank Supervision Team" is the financier's team, not the contract's supervisor.
 */
import type { Duty } from "./milestones";

export const RAM_ROLES = ["R", "A", "C", "I"] as const;
export type RamRole = (typeof RAM_ROLES)[number];

export const STAKEHOLDER_KINDS = [
  "accounting_officer",
  "procuring_entity",
  "financier",
  "contract_manager",
  "procurement",
  "inspection",
  "finance",
  "auditor",
  "supplier",
  "legal",
  "user",
  "other",
] as const;
export type StakeholderKind = (typeof STAKEHOLDER_KINDS)[number];

type KindRule = { kind: StakeholderKind; pattern: RegExp; readAs: string };

const KIND_RULES: readonly KindRule[] = [
  {
    kind: "accounting_officer",
    pattern:
      /accounting officer|chief executive|\bceo\b|permanent secretary|principal secretary|director[- ]general|managing director|vice[- ]chancellor|chief officer|county secretary/,
    readAs: "Accounting Officer (accountable for the contract)",
  },
  {
    kind: "procuring_entity",
    pattern:
      /procuring|\bentity\b|\(pe\)|\bpe\b|contracting authority|\bemployer\b|\bpurchaser\b|\bclient\b|\bborrower\b/,
    readAs: "Procuring entity (accountable for the contract)",
  },
  {
    kind: "financier",
    pattern:
      /donor|funding|financier|world bank|\bida\b|\bibrd\b|development partner|african development bank|\bafdb\b|asian development bank|\badb\b|usaid|european union|\bgiz\b|\bjica\b|\blender\b/,
    readAs: "Financier (consulted on no-objections and changes)",
  },
  {
    kind: "contract_manager",
    pattern:
      /supervis|resident engineer|\bengineer\b|project manager|contract manager|contract implementation|\barchitect\b|quantity surveyor|\bpiu\b|project implementation|implementation unit|project coordinat/,
    readAs: "Contract manager / supervisor (administers and certifies)",
  },
  {
    kind: "procurement",
    pattern: /procurement|supply chain|\bscm\b|tender committee|tender unit/,
    readAs: "Procurement function (contract administration)",
  },
  {
    kind: "inspection",
    pattern: /inspect|acceptance|\baccept|receiv|verif|quality assurance|\bqa\b/,
    readAs: "Inspection and acceptance",
  },
  {
    kind: "finance",
    pattern: /treasury|financ|accounts|\baccountant|payment|paymaster|budget|bursar/,
    readAs: "Finance (processes payments)",
  },
  {
    kind: "auditor",
    pattern: /audit|\bppra\b|regulator|oversight/,
    readAs: "Auditor / oversight (consulted on compliance)",
  },
  {
    kind: "supplier",
    pattern:
      /contractor|supplier|consultant|vendor|service provider|manufacturer|\bfirm\b|\bltd\b|limited|\bplc\b|company|enterprises|joint venture|\bjv\b|tenderer|bidder/,
    readAs: "Contractor / supplier / consultant (delivers)",
  },
  {
    kind: "legal",
    pattern: /legal|attorney|counsel|solicitor/,
    readAs: "Legal adviser (consulted on terms and changes)",
  },
  {
    kind: "user",
    pattern: /user|beneficiar|department|ministry|hospital|county|school|directorate|division|facility/,
    readAs: "User department (consulted)",
  },
];

/** The kind of a stakeholder line (case-insensitive), and how the plan says it read it. */
export function stakeholderKind(line: string): { kind: StakeholderKind; readAs: string } {
  const text = line.toLowerCase();
  const rule = KIND_RULES.find((candidate) => candidate.pattern.test(text));
  return rule ? { kind: rule.kind, readAs: rule.readAs } : { kind: "other", readAs: "Other (kept informed)" };
}

/**
 * The role of each kind on each duty before anyone is made Accountable (A is given to one stakeholder per
 * milestone by ram.ts; an A candidate that is not chosen takes the role below).
 */
const DEFAULT_ROLES: Readonly<Record<StakeholderKind, Readonly<Record<Duty, RamRole>>>> = {
  accounting_officer: { manage: "C", deliver: "I", monitor: "I", accept: "I", pay: "C", assure: "C" },
  procuring_entity: { manage: "R", deliver: "I", monitor: "C", accept: "C", pay: "C", assure: "R" },
  financier: { manage: "C", deliver: "I", monitor: "I", accept: "I", pay: "I", assure: "C" },
  contract_manager: { manage: "R", deliver: "C", monitor: "R", accept: "R", pay: "C", assure: "R" },
  procurement: { manage: "R", deliver: "I", monitor: "C", accept: "C", pay: "C", assure: "R" },
  inspection: { manage: "I", deliver: "C", monitor: "I", accept: "R", pay: "I", assure: "I" },
  finance: { manage: "I", deliver: "I", monitor: "I", accept: "I", pay: "R", assure: "I" },
  auditor: { manage: "I", deliver: "I", monitor: "I", accept: "I", pay: "I", assure: "C" },
  supplier: { manage: "C", deliver: "R", monitor: "R", accept: "C", pay: "C", assure: "I" },
  legal: { manage: "C", deliver: "I", monitor: "I", accept: "I", pay: "I", assure: "C" },
  user: { manage: "C", deliver: "C", monitor: "C", accept: "C", pay: "I", assure: "I" },
  other: { manage: "I", deliver: "I", monitor: "I", accept: "I", pay: "I", assure: "I" },
};

export function defaultRole(kind: StakeholderKind, duty: Duty): RamRole {
  return DEFAULT_ROLES[kind][duty];
}

/** Who may be Accountable, best first: the Accounting Officer, then the procuring entity, then procurement. */
export const ACCOUNTABLE_RANK: Readonly<Partial<Record<StakeholderKind, number>>> = {
  accounting_officer: 1,
  procuring_entity: 2,
  procurement: 3,
};

/**
 * Who the plan adds when nobody listed is Responsible for a kind of milestone, with the kind it is read as. The
 * label says it was not listed, so the officer names the real office.
 */
export const ADDED_FOR_DUTY: Readonly<Record<Duty, { label: string; kind: StakeholderKind }>> = {
  manage: { label: "Contract Manager (not listed: to be appointed)", kind: "contract_manager" },
  monitor: { label: "Contract Manager (not listed: to be appointed)", kind: "contract_manager" },
  assure: { label: "Contract Manager (not listed: to be appointed)", kind: "contract_manager" },
  deliver: { label: "Contractor / Supplier (not listed)", kind: "supplier" },
  accept: { label: "Inspection and Acceptance Committee (not listed)", kind: "inspection" },
  pay: { label: "Finance / Accounts (not listed)", kind: "finance" },
};

/** The procuring entity the plan adds as Accountable when nobody listed can be. */
export const ADDED_ACCOUNTABLE = {
  label: "Procuring Entity (your organisation)",
  kind: "procuring_entity",
} as const;
