/**
 * The provisions of a tender, bill or contract that carry a risk, as data: what words make the provision (in one
 * sentence), and the risks it raises with their category, stage, scores and why, owner and due date. A word alone
 * is not a provision: "asbestos" counts with the work done to it ("remove and dispose of asbestos roofing
 * sheets"), and "No asbestos-containing materials" or "Asbestos: N/A" raise nothing (detect.ts reads negation).
 *
 * Laws named are Kenya's: the Environmental Management and Co-ordination Act (EMCA 1999) and its Waste Management
 * Regulations 2006 (hazardous waste handled and disposed of by NEMA-licensed operators), the Occupational Safety
 * and Health Act 2007 (OSHA) and the Public Procurement and Asset Disposal Act 2015 (PPADA).
 */
import type { RiskCategory, RiskStage } from "@/modules/risks/lib/fields";

/**
 * When the risk should be dealt with: `closing` days after the activity's closing date (negative: before it), or
 * when the activity has no closing date still ahead, `fallback` days from today.
 */
export type DueRule = { closing: number; fallback: number };

export type ProvisionRisk = {
  /** Unique within the provision: the suggestion's source is "document:{provision}:{key}". */
  key: string;
  category: RiskCategory;
  stage: RiskStage;
  title: string;
  description: string;
  probability: number;
  impact: number;
  /** Why these scores, in a sentence the officer can check. */
  reasoning: string;
  mitigation: string;
  /** A role, for the officer to replace with a name. */
  owner: string;
  due: DueRule;
};

export type RiskProvision = {
  id: string;
  /** The provision in a few words ("asbestos removal"), used in "why". */
  topic: string;
  /** Words of the provision (regular expression sources, case-insensitive); one must be in the sentence. */
  terms: readonly string[];
  /** Work that makes the terms a provision of this procurement; one must be in the same sentence. */
  context?: readonly string[];
  /** Words that undo the provision in the same sentence ("or equivalent" after a brand name). */
  unless?: readonly string[];
  /** "absent": the risk comes from the provision being waived or not required (no tender security). */
  raisesWhen?: "present" | "absent";
  risks: readonly ProvisionRisk[];
};

const WORK_ON_MATERIAL = [
  "remov\\w*",
  "strip\\w*",
  "demoli\\w*",
  "dismantl\\w*",
  "dispos\\w*",
  "handl\\w*",
  "encapsulat\\w*",
  "abat\\w*",
  "replac\\w*",
  "roof\\w*",
  "sheet\\w*",
  "cladding",
  "ceiling\\w*",
  "pipes?",
  "waste",
];

export const RISK_PROVISIONS: readonly RiskProvision[] = [
  {
    id: "asbestos",
    topic: "asbestos removal",
    terms: ["asbestos"],
    context: WORK_ON_MATERIAL,
    risks: [
      {
        key: "waste",
        category: "environmental",
        stage: "contract_management",
        title: "Asbestos waste disposed of without a NEMA licence",
        description:
          "Asbestos is hazardous waste: it must be wetted, bagged, transported and disposed of by a NEMA-licensed handler at a licensed site. Dumping or burning it contaminates the site and exposes the entity to enforcement.",
        probability: 3,
        impact: 5,
        reasoning:
          "Probability 3: the works include removing asbestos, and licensed handlers are few outside the cities; impact 5: contamination, a stop order and liability for clean-up.",
        mitigation:
          "Ask bidders for the NEMA licence of the waste handler and the disposal site; require waste transfer notes for every load and a licensed site in the contract.",
        owner: "Environment officer",
        due: { closing: 14, fallback: 14 },
      },
      {
        key: "exposure",
        category: "health_safety",
        stage: "contract_management",
        title: "Workers and occupants exposed to asbestos fibres",
        description:
          "Breaking or cutting asbestos sheets releases fibres that cause asbestosis and cancer; the Occupational Safety and Health Act 2007 requires the contractor to control the exposure.",
        probability: 3,
        impact: 5,
        reasoning:
          "Probability 3: removal disturbs the material by its nature; impact 5: irreversible illness of workers, occupants and neighbours.",
        mitigation:
          "Require an occupational safety and health plan for the removal (wet methods, respirators, disposable overalls, an exclusion zone, air monitoring) approved before possession of site.",
        owner: "Project engineer",
        due: { closing: 30, fallback: 21 },
      },
    ],
  },
  {
    id: "height",
    topic: "work at height",
    terms: [
      "work(?:ing|s)? at heights?",
      "scaffold\\w*",
      "fall[- ]arrest\\w*",
      "roof(?:ing)? works?",
      "elevated work(?:ing)? platforms?",
    ],
    risks: [
      {
        key: "falls",
        category: "health_safety",
        stage: "contract_management",
        title: "Falls from height during the works",
        description:
          "Roof and scaffold work is the commonest cause of fatal site accidents; a fall stops the works and brings an inquiry.",
        probability: 3,
        impact: 5,
        reasoning:
          "Probability 3: the works put people on scaffolds or roofs; impact 5: death or permanent injury.",
        mitigation:
          "Require a method statement for work at height (inspected scaffolds, guard rails, harnesses) in the safety plan, and check it on site before the work starts.",
        owner: "Project engineer",
        due: { closing: 30, fallback: 21 },
      },
    ],
  },
  {
    id: "excavation",
    topic: "deep excavation",
    terms: ["excavat\\w*", "trench\\w*"],
    context: [
      "depths?",
      "deep",
      "exceeding\\s+\\d",
      "over\\s+\\d(?:[.,]\\d+)?\\s?m\\b",
      "shoring",
      "basement",
      "timbering",
      "manholes?",
    ],
    risks: [
      {
        key: "collapse",
        category: "health_safety",
        stage: "contract_management",
        title: "Trench or excavation collapse",
        description:
          "Unsupported excavations collapse on workers and undermine neighbouring structures and services.",
        probability: 2,
        impact: 5,
        reasoning:
          "Probability 2: the bill provides for deep excavation; impact 5: a collapse kills or buries workers.",
        mitigation:
          "Require shoring or battering of excavations over 1.5 m, barriers around open trenches and a daily inspection record.",
        owner: "Project engineer",
        due: { closing: 30, fallback: 21 },
      },
    ],
  },
  {
    id: "chemicals",
    topic: "hazardous chemicals",
    terms: [
      "hazardous (?:chemicals?|substances?|materials?)",
      "pesticides?",
      "herbicides?",
      "lead[- ]based paints?",
      "chemical waste",
      "(?:medical|clinical|healthcare) waste",
      "PCBs?",
    ],
    risks: [
      {
        key: "spill",
        category: "environmental",
        stage: "contract_management",
        title: "Hazardous chemicals spilled or disposed of unlawfully",
        description:
          "Chemicals and their containers are hazardous waste under the Waste Management Regulations 2006: spills and unlicensed disposal pollute soil and water.",
        probability: 2,
        impact: 4,
        reasoning:
          "Probability 2: the contract handles hazardous substances; impact 4: pollution, clean-up costs and sanctions.",
        mitigation:
          "Require safety data sheets, bunded storage, spill kits and a NEMA-licensed handler for the waste.",
        owner: "Environment officer",
        due: { closing: 14, fallback: 14 },
      },
      {
        key: "exposure",
        category: "health_safety",
        stage: "contract_management",
        title: "Workers exposed to hazardous chemicals",
        description: "Handling without protective equipment or training injures workers.",
        probability: 2,
        impact: 4,
        reasoning:
          "Probability 2: workers will handle the substances; impact 4: poisoning, burns or long-term illness.",
        mitigation:
          "Require training, protective equipment and first-aid arrangements for the substances handled in the safety plan.",
        owner: "Project engineer",
        due: { closing: 30, fallback: 21 },
      },
    ],
  },
  {
    id: "single-source",
    topic: "direct procurement",
    terms: ["direct procurement", "single[- ]sourc\\w*", "sole[- ]sourc\\w*", "restricted to one"],
    risks: [
      {
        key: "justification",
        category: "integrity",
        stage: "planning",
        title: "Direct procurement without a justification the law accepts",
        description:
          "A single-source award is lawful only on the grounds the Act lists; without them it is open to review and audit queries.",
        probability: 3,
        impact: 4,
        reasoning:
          "Probability 3: the documents name a single source; impact 4: the award can be annulled and officers surcharged.",
        mitigation:
          "Record the ground relied on, the accounting officer's approval and a price negotiated against the market before the award.",
        owner: "Head of procurement",
        due: { closing: -7, fallback: 7 },
      },
    ],
  },
  {
    id: "brand",
    topic: "brand names",
    terms: ["\\b(?:brand|make)\\s*(?:name)?\\s*[:–-]\\s*[A-Z][\\w&-]+", "\\bbrand names?\\b"],
    unless: ["or equivalent", "equivalent or better", "or similar", "or approved equal"],
    risks: [
      {
        key: "restrictive",
        category: "market",
        stage: "solicitation",
        title: "Specification names a brand without 'or equivalent'",
        description: "A brand name excludes equivalent offers, lowers competition and invites complaints.",
        probability: 3,
        impact: 3,
        reasoning:
          "Probability 3: the specification names a brand; impact 3: fewer bids and a review request that delays award.",
        mitigation:
          "Replace the brand by performance requirements, or add 'or equivalent', by addendum before the closing date.",
        owner: "Head of procurement",
        due: { closing: -7, fallback: 7 },
      },
    ],
  },
  {
    id: "bid-security",
    topic: "tender security",
    terms: ["(?:tender|bid) security", "(?:tender|bid)[- ]securing declaration"],
    raisesWhen: "absent",
    risks: [
      {
        key: "withdrawal",
        category: "market",
        stage: "evaluation",
        title: "No tender security: a bidder may withdraw after opening",
        description:
          "Without a tender security or securing declaration, a bidder can withdraw or refuse the award without consequence.",
        probability: 2,
        impact: 3,
        reasoning:
          "Probability 2: the documents do not require a tender security; impact 3: re-tendering or award to the next bidder at a higher price.",
        mitigation:
          "Require a tender security or a tender-securing declaration in the data sheet, by addendum if the tender is out.",
        owner: "Head of procurement",
        due: { closing: -7, fallback: 7 },
      },
    ],
  },
  {
    id: "exchange",
    topic: "foreign currency",
    terms: [
      "foreign currenc(?:y|ies)",
      "exchange rates?",
      "US\\s?\\$|USD|US dollars?|EUR\\b|euros?\\b|GBP\\b",
    ],
    context: ["pa(?:y|id|yment)\\w*", "pric\\w*", "quot\\w*", "bids?", "tenders?", "invoic\\w*"],
    risks: [
      {
        key: "currency",
        category: "economic",
        stage: "contract_management",
        title: "Exchange rate movements raise the contract's cost",
        description:
          "Prices or payments in a foreign currency move with the exchange rate; the budget is in shillings.",
        probability: 3,
        impact: 3,
        reasoning:
          "Probability 3: the documents allow prices or payment in a foreign currency; impact 3: cost overruns against the budget line.",
        mitigation:
          "State the currency of bid and payment and the exchange rate date used for comparison; budget a contingency for the foreign share.",
        owner: "Finance officer",
        due: { closing: 14, fallback: 14 },
      },
    ],
  },
  {
    id: "land",
    topic: "land acquisition",
    terms: [
      "land acquisition",
      "acquisition of land",
      "resettlement",
      "wayleaves?",
      "way leaves?",
      "project[- ]affected (?:persons|people|households)",
      "compensation (?:to|of) (?:land ?owners|occupants|households)",
    ],
    risks: [
      {
        key: "access",
        category: "social",
        stage: "contract_management",
        title: "Site not available: land acquisition or resettlement not complete",
        description:
          "Works start before land is acquired, wayleaves granted or affected people compensated: the contractor claims for delay and the community may stop the works.",
        probability: 3,
        impact: 4,
        reasoning:
          "Probability 3: the project needs land, wayleaves or resettlement; impact 4: delay claims and disputes with the community.",
        mitigation:
          "Confirm title, wayleaves and compensation are complete before possession of site; hand over the site in sections if not.",
        owner: "Project engineer",
        due: { closing: 0, fallback: 30 },
      },
    ],
  },
];
