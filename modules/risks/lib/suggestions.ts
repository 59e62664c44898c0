import type { RiskCategory, RiskStage } from "./fields";

/**
 * Risks the register suggests: a starting set for the enquiry focus the officer chose, and the organisation's
 * own signals (failed or doubtful review findings, red flags raised over its data). A suggestion is only added
 * when the officer says so; it keeps where it came from (`source`).
 */
export type RiskSuggestion = {
  stage: RiskStage;
  category: RiskCategory;
  title: string;
  description: string;
  probability: number;
  impact: number;
  mitigation: string;
  /** Who usually owns it (a role, for the officer to replace with a name). */
  owner: string;
  source: string;
  /** Why it is suggested, in a sentence. */
  basis: string;
  /** When it should be dealt with (ISO date), set from the activity's dates; absent for library risks. */
  dueDate?: string | null;
  /** The words of the document or finding it was read from, with the file and page. */
  evidence?: string;
};

type Template = Omit<RiskSuggestion, "source" | "basis">;

const STAGE_RISKS: Template[] = [
  {
    stage: "planning",
    category: "capacity_governance",
    title: "Needs and budget not confirmed before the procurement starts",
    description:
      "The requirement, quantities or budget line are not approved, so the method or the timeline may change later.",
    probability: 3,
    impact: 4,
    mitigation:
      "Confirm the approved budget line and the requirement with the user department before issuing the plan.",
    owner: "Head of procurement",
  },
  {
    stage: "solicitation",
    category: "legal",
    title: "Bidding period shorter than the minimum",
    description: "A short period lowers competition and may breach the framework's minimum bidding period.",
    probability: 2,
    impact: 4,
    mitigation:
      "Check the minimum period for the method and value; extend the deadline by addendum if needed.",
    owner: "Procurement officer",
  },
  {
    stage: "evaluation",
    category: "capacity_governance",
    title: "Evaluation committee lacks technical expertise or has a conflict of interest",
    description:
      "Members without the expertise, or with links to bidders, weaken the evaluation and invite complaints.",
    probability: 3,
    impact: 4,
    mitigation:
      "Appoint members with the expertise; collect signed declarations of impartiality before bids are opened.",
    owner: "Accounting officer",
  },
  {
    stage: "award",
    category: "legal",
    title: "Award challenged by an unsuccessful bidder",
    description: "A complaint during the standstill period can suspend the award and delay the contract.",
    probability: 3,
    impact: 3,
    mitigation: "Notify all bidders with the reasons and observe the standstill period before signing.",
    owner: "Procurement officer",
  },
  {
    stage: "contract_management",
    category: "capacity_governance",
    title: "Delivery delayed or below specification",
    description: "Without milestones, inspections and a named contract manager, slippage is noticed late.",
    probability: 3,
    impact: 4,
    mitigation: "Name a contract manager, agree a delivery schedule with milestones and inspect on delivery.",
    owner: "Contract manager",
  },
];

const MARKET_RISKS: Template[] = [
  {
    stage: "solicitation",
    category: "market",
    title: "Too few capable suppliers respond",
    description: "A thin market gives single bids and weak price competition.",
    probability: 3,
    impact: 4,
    mitigation:
      "Run a market survey or pre-bid conference; advertise widely; avoid restrictive qualification criteria.",
    owner: "Procurement officer",
  },
  {
    stage: "contract_management",
    category: "economic",
    title: "Prices rise during the contract (inflation, exchange rate)",
    description:
      "Fixed prices on long contracts or imported goods expose suppliers to losses and the buyer to claims.",
    probability: 3,
    impact: 3,
    mitigation:
      "Use a price adjustment clause for contracts over 18 months; state the currency of bid and payment.",
    owner: "Contract manager",
  },
  {
    stage: "contract_management",
    category: "market",
    title: "Long lead times or supply chain disruption",
    description: "Imported or specialised items may not arrive on time.",
    probability: 2,
    impact: 4,
    mitigation:
      "Ask bidders for a delivery schedule with lead times; allow partial deliveries; set liquidated damages.",
    owner: "Contract manager",
  },
  {
    stage: "planning",
    category: "market",
    title: "Cost estimate out of date with market prices",
    description:
      "An estimate far from the market leads to bids above budget or to abnormally low bids going unnoticed.",
    probability: 3,
    impact: 3,
    mitigation: "Update the estimate with recent awards and price lists (Market Price Benchmarking).",
    owner: "Procurement officer",
  },
];

const PESTLE_RISKS: Template[] = [
  {
    stage: "planning",
    category: "political",
    title: "Change of priorities or leadership stops or reshapes the procurement",
    description: "Elections or a change of management can move the budget or the requirement.",
    probability: 2,
    impact: 4,
    mitigation: "Record approvals in writing and keep the business case current.",
    owner: "Accounting officer",
  },
  {
    stage: "planning",
    category: "economic",
    title: "Budget cut or late release of funds",
    description: "Funds not released on time delay the award or payments.",
    probability: 3,
    impact: 4,
    mitigation: "Confirm the commitment of funds before award; plan payments against the cash-flow forecast.",
    owner: "Finance officer",
  },
  {
    stage: "contract_management",
    category: "social",
    title: "Community opposition or labour disputes on site",
    description: "Works near communities, or unfair labour practices, can stop the work.",
    probability: 2,
    impact: 3,
    mitigation: "Engage the community early; require a code of conduct and minimum wages in the contract.",
    owner: "Contract manager",
  },
  {
    stage: "solicitation",
    category: "technological",
    title: "Specification locks in one technology or brand",
    description: "Brand names or proprietary standards exclude equivalent offers.",
    probability: 3,
    impact: 3,
    mitigation: "Specify performance, not brands; accept 'or equivalent' (Specifications Quality Review).",
    owner: "User department",
  },
  {
    stage: "award",
    category: "legal",
    title: "Procedure not followed as the law requires",
    description:
      "A missed step (approval, notice, standstill) makes the award open to challenge or annulment.",
    probability: 2,
    impact: 5,
    mitigation: "Check each step against the framework before award (Compliance Review).",
    owner: "Procurement officer",
  },
  {
    stage: "contract_management",
    category: "environmental",
    title: "Environmental or safety harm from the works or goods",
    description: "Spills, waste or unsafe sites cause harm and sanctions.",
    probability: 2,
    impact: 4,
    mitigation: "Require an environmental and social management plan and inspect compliance.",
    owner: "Contract manager",
  },
];

const CAPACITY_RISKS: Template[] = [
  {
    stage: "planning",
    category: "capacity_governance",
    title: "Not enough procurement staff for the workload",
    description: "Too many procurements at once lead to delays and mistakes.",
    probability: 3,
    impact: 3,
    mitigation:
      "Prioritise the plan; assign a named officer per procurement; train staff on the method used.",
    owner: "Head of procurement",
  },
  {
    stage: "evaluation",
    category: "capacity_governance",
    title: "Approvals take longer than planned",
    description: "Tender committee or accounting officer approvals delay the award past the bid validity.",
    probability: 3,
    impact: 3,
    mitigation: "Schedule the approval meetings in the plan; ask bidders to extend validity in good time.",
    owner: "Head of procurement",
  },
  {
    stage: "contract_management",
    category: "capacity_governance",
    title: "Records incomplete for audit",
    description: "Missing minutes, declarations or reports leave decisions unsupported.",
    probability: 3,
    impact: 3,
    mitigation: "Keep a file checklist per procurement and archive each document when it is signed.",
    owner: "Procurement officer",
  },
];

const INTEGRITY_RISKS: Template[] = [
  {
    stage: "evaluation",
    category: "integrity",
    title: "Collusion between bidders (bid rigging)",
    description: "Identical prices, rotating winners or cover bids point to an agreement between bidders.",
    probability: 2,
    impact: 5,
    mitigation:
      "Compare prices and bid documents for common authorship; report suspicions to the competition authority.",
    owner: "Evaluation committee chair",
  },
  {
    stage: "solicitation",
    category: "integrity",
    title: "Specification or criteria tailored to one supplier",
    description: "Requirements only one firm meets restrict competition.",
    probability: 2,
    impact: 4,
    mitigation: "Have the specification reviewed by someone independent of the user department.",
    owner: "Head of procurement",
  },
  {
    stage: "planning",
    category: "integrity",
    title: "Contract split to avoid a threshold",
    description: "Several small purchases of the same item keep each under the open-tender threshold.",
    probability: 2,
    impact: 4,
    mitigation: "Aggregate needs in the annual plan; review purchases of the same item across the year.",
    owner: "Head of procurement",
  },
  {
    stage: "award",
    category: "integrity",
    title: "Award to a debarred or sanctioned firm",
    description: "A winner on a debarment or sanctions list breaches financing rules.",
    probability: 1,
    impact: 5,
    mitigation:
      "Screen bidders against the debarment and sanctions lists before award (Bidder Due Diligence).",
    owner: "Procurement officer",
  },
];

export const FOCUS_LIBRARY: Record<string, Template[]> = {
  "Stages (planning, solicitation, evaluation, award, contract mgmt)": STAGE_RISKS,
  "Market conditions": MARKET_RISKS,
  PESTLE: PESTLE_RISKS,
  "Capacity/governance": CAPACITY_RISKS,
  "Integrity flags": INTEGRITY_RISKS,
};

const ALL = Object.values(FOCUS_LIBRARY).flat();
const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 80);
const STOP = new Set([
  "the",
  "and",
  "for",
  "with",
  "what",
  "which",
  "are",
  "risk",
  "risks",
  "our",
  "this",
  "that",
]);

/**
 * The starting risks of an enquiry focus; for a custom question, the library's risks that share its words (at
 * least one word of four letters or more), else the stage risks.
 */
export function focusSuggestions(focus: string, customQuery = ""): RiskSuggestion[] {
  let templates = FOCUS_LIBRARY[focus];
  let basis = `Suggested for the enquiry focus "${focus}".`;
  if (!templates) {
    const words = (customQuery.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((word) => !STOP.has(word));
    const stem = (word: string) => word.replace(/(ing|ion|ions|es|s)$/, "");
    const stems = words.map(stem);
    templates = ALL.filter((risk) => {
      const text = `${risk.title} ${risk.description} ${risk.mitigation}`.toLowerCase();
      return stems.some((word) => word.length >= 4 && text.includes(word));
    });
    basis = templates.length
      ? `Matches the words of your question: "${customQuery.trim().slice(0, 120)}".`
      : "No library risk matches your question: the stage risks are suggested instead.";
    if (!templates.length) templates = STAGE_RISKS;
  }
  // One source per library risk, so adding one to the register leaves the others suggested.
  return templates.map((template) => ({ ...template, source: `library:${slug(template.title)}`, basis }));
}
