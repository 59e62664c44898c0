/**
 * Qualification & Evaluation Criteria (`qualification_evaluation_criteria`): drafts Section III of the bidding
 * document. Pass/fail qualification criteria are sized from the estimate (similar contracts as a share of it,
 * average annual turnover as a multiple, liquid assets for works), with the framework's own wording where the
 * library knows it (Kenya: KRA tax compliance, NCA registration for works, AGPO where reserved); a scored technical
 * grid whose weights sum to exactly 100, with a minimum pass mark and the technical/financial weighting, only
 * where the method allows scoring; the framework's verified rules that apply, cited; and a review of the brief
 * and the attachments for criteria that could needlessly restrict competition.
 */
import {
  assumption,
  cited,
  fromInput,
  fromTemplate,
  type DraftParagraph,
  type DraftSection,
} from "@/lib/results/draft";
import { citeRule } from "@/lib/reading/evidence";
import type { ToolRunContext } from "@/lib/results/types";
import { citationText, plainMoney } from "@/lib/frameworks/library";
import { ruleById, verifiedRules, type FrameworkRule } from "@/lib/frameworks/rules";
import { parseNumber } from "@/lib/locale/numbers";
import { draftingEngine, type Composed } from "./engine";
import {
  EXPERIENCE_LIMIT,
  restrictiveCriteria,
  TURNOVER_NORM,
  type CategoryKey,
  type ReadText,
  type RestrictionFlag,
} from "./criteria-restrictions";

export type Estimate = { amount: number; currency: string };

/** Evaluation methods the draft can set up. */
export type EvaluationMethod =
  | "lowest_evaluated" // pass/fail qualification, then the lowest evaluated responsive bid
  | "rated" // goods/works/non-consulting with merit points (framework permitting)
  | "qcbs"
  | "qbs"
  | "fbs"
  | "lcs"
  | "cqs"
  | "shortlisting";

export type QualificationCriterion = {
  id: string;
  criterion: string;
  requirement: string;
  documents: string;
  /** Where the requirement comes from: a cited rule, the framework's standard wording, or a proportionality norm. */
  basis: string;
};

export type GridItem = { criterion: string; points: number; subcriteria?: string };

export type TechnicalGrid = {
  items: GridItem[];
  total: number;
  passMark: number;
  /** Weight of the technical score in the combined score (percent); null when price is not combined. */
  technicalWeight: number | null;
  financialWeight: number | null;
};

const CATEGORY_KEYS: Record<string, CategoryKey> = {
  Goods: "goods",
  Works: "works",
  "Consulting Services": "consulting",
  "Non-consulting Services": "non_consulting",
};

const CATEGORY_TEXT: Record<CategoryKey, string> = {
  goods: "goods",
  works: "works",
  consulting: "consulting services",
  non_consulting: "non-consulting services",
};

/** Proportionality norms (shares and multiples of the estimate) the draft sizes its thresholds with. */
export const NORMS = {
  /** Works: two similar contracts of at least half the estimate each, or one of 80%. */
  works: { contracts: 2, share: 0.5, singleShare: 0.8, years: 5, turnover: 1.5, liquidShare: 0.25 },
  goods: { contracts: 2, share: 0.5, singleShare: 0.8, years: 3, turnover: 1, liquidShare: 0.1 },
  non_consulting: { contracts: 2, share: 0.5, singleShare: 0.8, years: 3, turnover: 1, liquidShare: 0.1 },
  consulting: { contracts: 2, share: 0, singleShare: 0, years: 5, turnover: 0.5, liquidShare: 0 },
} as const;

/** Below this a works contract is small (about USD 150,000): its key staff are a site agent, not a contract manager. */
function smallWorks(currency: string): number {
  return currency === "KES"
    ? 20_000_000
    : currency === "UGX"
      ? 550_000_000
      : currency === "TZS"
        ? 390_000_000
        : 150_000;
}

/** Frameworks whose rules let goods, works and non-consulting contracts be scored on merit points (rated criteria). */
const RATED_FRAMEWORKS: Readonly<Record<string, string>> = {
  WB_IPF: "wb-ipf-rated-criteria-high-value",
};

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

export function readEstimate(value: unknown): Estimate | null {
  if (typeof value !== "object" || value === null || !("amount" in value)) return null;
  const amount = parseNumber(value as { amount: string; currency: string });
  const currency = text((value as { currency?: unknown }).currency).toUpperCase();
  return amount !== null && amount > 0 && currency ? { amount, currency } : null;
}

/** An amount of the estimate's currency, rounded to whole units ('KES 25,000,000'). */
export function share(estimate: Estimate, fraction: number): string {
  return plainMoney(Math.round(estimate.amount * fraction), estimate.currency);
}

/** The evaluation method from the category, the document type and what the brief names. */
export function evaluationMethod(
  category: CategoryKey,
  documentType: string,
  brief: string,
  rulesCode: string | undefined,
): EvaluationMethod {
  if (category === "consulting") {
    if (/expression of interest|ReOI/i.test(documentType)) return "shortlisting";
    if (/\bQBS\b|quality[- ]based selection/i.test(brief)) return "qbs";
    if (/\bFBS\b|fixed[- ]budget/i.test(brief)) return "fbs";
    if (/\bLCS\b|least[- ]cost/i.test(brief)) return "lcs";
    if (/\bCQS\b|consultants?'? qualifications/i.test(brief)) return "cqs";
    return "qcbs";
  }
  if (/expression of interest|ReOI|pre-?qualification/i.test(documentType)) return "shortlisting";
  const scoredAsked =
    /RFP|request for proposals?/i.test(documentType) || /\b(merit points|rated criteria)\b/i.test(brief);
  return scoredAsked && rulesCode && RATED_FRAMEWORKS[rulesCode] ? "rated" : "lowest_evaluated";
}

const METHOD_TEXT: Record<EvaluationMethod, string> = {
  lowest_evaluated:
    "Bids are first checked for eligibility and the pass/fail qualification criteria below; the contract is awarded to the substantially responsive bid with the lowest evaluated cost whose bidder meets every criterion. No merit points are given.",
  rated:
    "Bids that meet the pass/fail criteria are scored on the rated technical criteria below; bids below the minimum technical score are rejected, and the remaining bids are ranked on the combined technical and price score.",
  qcbs: "Quality- and Cost-Based Selection (QCBS): proposals are scored on the technical criteria below; proposals below the minimum technical score are rejected; financial proposals of the others are opened and the contract is awarded to the highest combined technical and financial score.",
  qbs: "Quality-Based Selection (QBS): proposals are scored on the technical criteria below; only the financial proposal of the highest-ranked consultant is opened and negotiated.",
  fbs: "Fixed Budget-Based Selection (FBS): the budget is disclosed; proposals above it are rejected and the highest-ranked technical proposal within the budget is selected.",
  lcs: "Least Cost-Based Selection (LCS): proposals reaching the minimum technical score are ranked on price alone; the lowest price is selected.",
  cqs: "Selection based on the Consultant's Qualifications (CQS): expressions of interest are compared on relevant experience and competence; the best-qualified consultant is asked for a combined proposal. No weighted grid is used.",
  shortlisting:
    "Expressions of interest (or pre-qualification applications) are assessed on the criteria below to draw up the shortlist; no price is evaluated at this stage.",
};

/** The technical grid of the method (null when the method does not score). Weights always total 100. */
export function technicalGrid(
  method: EvaluationMethod,
  category: CategoryKey,
  brief: string,
): TechnicalGrid | null {
  const training = /\b(training|capacity|knowledge transfer|transfer of knowledge|handover)\b/i.test(brief);
  let items: GridItem[];
  let passMark: number;
  let weights: [number, number] | null;
  switch (method) {
    case "qcbs":
    case "qbs":
    case "fbs":
    case "lcs":
      items = [
        { criterion: "Specific experience of the consultant relevant to the assignment", points: 10 },
        {
          criterion: "Adequacy and quality of the proposed methodology and work plan",
          points: 30,
          subcriteria: "Technical approach and methodology; work plan; organisation and staffing",
        },
        {
          criterion: "Key experts' qualifications and competence for the assignment",
          points: training ? 50 : 60,
          subcriteria:
            "General qualifications; adequacy for the assignment; experience in the region and language",
        },
        ...(training ? [{ criterion: "Transfer of knowledge (training) programme", points: 10 }] : []),
      ];
      passMark = method === "lcs" ? 70 : 75;
      weights = method === "qcbs" ? [80, 20] : null;
      break;
    case "rated":
      items =
        category === "works"
          ? [
              { criterion: "Technical approach, method statement and work programme", points: 40 },
              { criterion: "Key personnel proposed for the contract", points: 25 },
              { criterion: "Environmental, social, health and safety management plans", points: 20 },
              { criterion: "Quality assurance plan", points: 15 },
            ]
          : [
              { criterion: "Technical performance beyond the minimum specification", points: 40 },
              { criterion: "After-sales service, warranty and spare parts support", points: 25 },
              { criterion: "Delivery and implementation plan", points: 20 },
              { criterion: "Training of users and documentation", points: 15 },
            ];
      passMark = 70;
      weights = [30, 70];
      break;
    default:
      return null;
  }
  const total = items.reduce((sum, item) => sum + item.points, 0);
  if (total !== 100) throw new Error(`Technical grid weights total ${total}, not 100`);
  return {
    items,
    total,
    passMark,
    technicalWeight: weights?.[0] ?? null,
    financialWeight: weights?.[1] ?? null,
  };
}

/** The pass/fail qualification criteria in proportion to the estimate, in the framework's wording. */
export function qualificationCriteria(
  category: CategoryKey,
  documentType: string,
  estimate: Estimate | null,
  rulesCode: string | undefined,
  brief: string,
): QualificationCriterion[] {
  const kenya = rulesCode === "KE_PPADA";
  const norm = NORMS[category];
  // A request for quotations is for small, simple purchases: no sized experience, turnover or cash-flow tests.
  const small = /RFQ|request for quotations?/i.test(documentType);
  const criteria: QualificationCriterion[] = [
    {
      id: "eligibility",
      criterion: "Eligibility",
      requirement: kenya
        ? "The tenderer is eligible under the Public Procurement and Asset Disposal Act, 2015: not debarred by the Public Procurement Regulatory Authority, no conflict of interest, and not in insolvency."
        : "The bidder has the nationality of an eligible country, has no conflict of interest and is not debarred or suspended by the financing institution or the purchaser.",
      documents: kenya
        ? "Form of Tender; Self-declaration that the tenderer is not debarred; Certificate of incorporation or registration"
        : "Letter of Bid; eligibility declarations; certificate of incorporation or registration",
      basis: "Standard wording of the framework's tender documents",
    },
    {
      id: "registration-tax",
      criterion: "Registration and tax compliance",
      requirement: kenya
        ? "Valid Tax Compliance Certificate issued by the Kenya Revenue Authority (KRA) and a certificate of registration or incorporation."
        : "Valid registration in the country of establishment and evidence that tax obligations are met.",
      documents: kenya
        ? "KRA Tax Compliance Certificate; CR12 or certificate of registration"
        : "Registration certificate; tax clearance",
      basis: "Standard wording of the framework's tender documents",
    },
  ];
  if (kenya && category === "works")
    criteria.push({
      id: "nca",
      criterion: "Contractor registration",
      requirement: `Registration with the National Construction Authority (NCA) in the category of works concerned and in the NCA class that covers a contract of ${estimate ? plainMoney(estimate.amount, estimate.currency) : "the estimated value"}.`,
      documents: "NCA registration certificate and current practising licence",
      basis: "Kenyan works tender wording; confirm the NCA class against NCA's current schedule",
    });
  if (kenya && /\bAGPO\b|youth|women|persons? with disabilit/i.test(brief))
    criteria.push({
      id: "agpo",
      criterion: "Access to Government Procurement Opportunities (AGPO)",
      requirement:
        "Where the tender is reserved for youth, women or persons with disabilities: a valid AGPO certificate issued by the National Treasury for the tenderer's group.",
      documents: "AGPO certificate",
      basis: "Kenyan reservation wording (the brief names a reserved group)",
    });

  if (category === "consulting") {
    criteria.push({
      id: "experience",
      criterion: "Experience of similar assignments",
      requirement: `At least ${norm.contracts} assignments of similar nature and complexity completed in the last ${norm.years} years.`,
      documents: "Consultant's organisation and experience form with references",
      basis: "Proportionality norm; scored further in the technical grid",
    });
  } else if (!small) {
    criteria.push({
      id: "experience",
      criterion: "Experience of similar contracts",
      requirement: estimate
        ? `At least ${norm.contracts} contracts of similar nature and complexity completed in the last ${norm.years} years, each of a value of at least ${share(estimate, norm.share)} (${Math.round(norm.share * 100)}% of the estimate), or one contract of at least ${share(estimate, norm.singleShare)} (${Math.round(norm.singleShare * 100)}% of the estimate).`
        : `At least ${norm.contracts} contracts of similar nature and complexity completed in the last ${norm.years} years, each of at least ${Math.round(norm.share * 100)}% of the estimated value.`,
      documents: "Experience form with contract references, values and completion certificates",
      basis: `Proportionality norm: experience at or below ${EXPERIENCE_LIMIT} times the estimate keeps competition open`,
    });
  }

  if (!small && norm.turnover > 0)
    criteria.push({
      id: "turnover",
      criterion: "Average annual turnover",
      requirement: estimate
        ? `Minimum average annual ${category === "works" ? "construction " : ""}turnover of ${share(estimate, norm.turnover)} (${norm.turnover} times the estimate), calculated over the last 3 years.`
        : `Minimum average annual turnover of ${norm.turnover} times the estimated value over the last 3 years.`,
      documents: "Audited financial statements for the last 3 years",
      basis: `Proportionality norm (at most ${TURNOVER_NORM[category]} times the estimate for ${CATEGORY_TEXT[category]})`,
    });

  if (!small && norm.liquidShare > 0)
    criteria.push({
      id: "financial-resources",
      criterion: "Financial resources (cash flow)",
      requirement: estimate
        ? `Access to liquid assets, unencumbered real assets or lines of credit of at least ${share(estimate, norm.liquidShare)} (${Math.round(norm.liquidShare * 100)}% of the estimate).`
        : `Access to liquid assets or lines of credit of at least ${Math.round(norm.liquidShare * 100)}% of the estimated value.`,
      documents: "Bank statements or a letter of credit line from a bank",
      basis: "Proportionality norm",
    });

  if (category === "works")
    criteria.push(
      {
        id: "key-staff",
        criterion: "Key personnel",
        requirement:
          // A small building contract is run by a site agent, not a contract manager with ten years' experience.
          estimate && estimate.amount < smallWorks(estimate.currency)
            ? "A site agent holding at least a Diploma in Building or Civil Engineering with at least 3 years' experience on works of similar nature."
            : "A contract manager with at least 10 years' experience, 5 of them in works of similar nature, and a site engineer with at least 5 years' experience; both qualified in the relevant discipline.",
        documents: "CVs, academic and professional certificates of the key staff",
        basis: "Proportionality norm for works",
      },
      {
        id: "equipment",
        criterion: "Key equipment",
        requirement:
          "Owned or leased equipment for the works, available for the contract period: at least a concrete mixer, a poker vibrator and a tipper or pickup for materials.",
        documents: "Equipment schedule with ownership or lease evidence",
        basis: "To be completed from the bill of quantities",
      },
    );

  if (category !== "consulting" && !small)
    criteria.push({
      id: "litigation",
      criterion: "Pending litigation",
      requirement: "All pending litigation, taken together, does not exceed 50% of the firm's net worth.",
      documents: "Litigation history form",
      basis: "Proportionality norm",
    });
  return criteria;
}

/** The framework's verified rules that apply to the criteria: method, tender security, preferences, abnormal bids. */
export function applicableRules(
  rulesCode: string | undefined,
  category: CategoryKey,
  documentType: string,
  method: EvaluationMethod,
): FrameworkRule[] {
  if (!rulesCode) return [];
  const fits = (rule: FrameworkRule) => rule.category === "all" || rule.category === category;
  return verifiedRules(rulesCode).filter((rule) => {
    if (!fits(rule)) return false;
    if (rule.topic === "method") {
      const name = `${rule.title} ${rule.value ?? ""}`;
      if (/RFP|request for proposals/i.test(documentType) || method !== "lowest_evaluated")
        return /\bRFP\b|request for proposals|methods/i.test(name);
      if (/RFQ/i.test(documentType)) return /\bRFQ\b|request for quotations|methods/i.test(name);
      return /\bRFB\b|request for bids|open tender/i.test(name);
    }
    if (rule.topic === "bid_security") return category !== "consulting";
    return /margin of preference|abnormally low|unbalanced/i.test(rule.title);
  });
}

/** The security ceiling of a verified rule given as a percent of the estimate (Kenya's 2%), as an amount. */
function securityParagraph(rule: FrameworkRule, estimate: Estimate | null, citation: string): DraftParagraph {
  if (typeof rule.value === "number" && /percent_of_estimated_value/.test(rule.unit ?? "") && estimate)
    return cited(
      `${rule.title}: the bid (tender) security, if required, shall not exceed ${rule.value}% of the estimated value, i.e. ${share(estimate, rule.value / 100)}.`,
      "rule",
      citation,
    );
  return cited(`${rule.title}: ${rule.rule}`, "rule", citation);
}

function gridSection(grid: TechnicalGrid, method: EvaluationMethod): DraftSection {
  const weighting =
    grid.technicalWeight !== null && grid.financialWeight !== null
      ? [
          assumption(
            `Combined score = technical score × ${grid.technicalWeight}% + financial score × ${grid.financialWeight}%; the financial score is 100 for the lowest evaluated price and in inverse proportion for the others.`,
          ),
        ]
      : [];
  return {
    id: "technical-evaluation",
    heading: "Technical evaluation (scored)",
    paragraphs: [
      fromTemplate(
        `Each ${method === "rated" ? "bid" : "proposal"} meeting the pass/fail criteria is scored out of ${grid.total} points on the criteria below.`,
      ),
      assumption(
        `Minimum technical score: ${grid.passMark} of ${grid.total} points; lower-scoring ${method === "rated" ? "bids" : "proposals"} are rejected.`,
      ),
      ...weighting,
    ],
    tables: [
      {
        caption: "Technical evaluation criteria and weights",
        columns: ["Criterion", "Sub-criteria", "Points"],
        rows: [
          ...grid.items.map((item) => [item.criterion, item.subcriteria ?? "—", String(item.points)]),
          ["Total", "", String(grid.total)],
        ],
      },
    ],
  };
}

/** The composition of a run (exported for the unit tests). */
export function composeCriteria(context: ToolRunContext): Composed {
  const values = context.values;
  const category = CATEGORY_KEYS[text(values.procurement_category)] ?? "goods";
  const documentType = text(values.procurement_document_type) || "Tender/RFB";
  const objectives = text(values.project_objectives);
  const outputs = text(values.desired_outputs);
  const brief = `${objectives}\n${outputs}`;
  const estimate = readEstimate(values.estimated_value);
  const framework = context.framework;
  const rulesCode = framework?.rulesCode;
  const method = evaluationMethod(category, documentType, brief, rulesCode);
  const grid = technicalGrid(method, category, brief);
  const criteria = qualificationCriteria(category, documentType, estimate, rulesCode, brief);
  const rules = applicableRules(rulesCode, category, documentType, method);
  const frameworkName = framework?.label ?? "no framework set";

  const readTexts: ReadText[] = [
    { where: "Brief: project objectives", text: objectives },
    { where: "Brief: desired outputs", text: outputs },
    ...context.documents.flatMap((document) =>
      document.units.map((unit) => ({ where: `${document.name}, ${unit.label}`, text: unit.text })),
    ),
  ];
  const flags: RestrictionFlag[] = restrictiveCriteria(readTexts, estimate, category);

  const ratedLead = rulesCode ? ruleById(RATED_FRAMEWORKS[rulesCode] ?? "") : undefined;
  const scoringRefused =
    category !== "consulting" && method === "lowest_evaluated" && /RFP/i.test(documentType)
      ? [
          assumption(
            `A Request for Proposals was chosen for ${CATEGORY_TEXT[category]}, but the rule library holds no rule of ${frameworkName} allowing merit points for ${CATEGORY_TEXT[category]}: the draft keeps pass/fail criteria and the lowest evaluated cost. Add rated criteria only if your framework allows them.`,
          ),
        ]
      : [];

  const generalParagraphs: DraftParagraph[] = [
    fromInput(
      `Contract: ${CATEGORY_TEXT[category]}, ${documentType}${estimate ? `, estimated at ${plainMoney(estimate.amount, estimate.currency)}` : ""}. Objectives: ${objectives || "—"}`,
    ),
    fromTemplate(METHOD_TEXT[method]),
    ...scoringRefused,
    ...rules
      .filter((rule) => rule.topic === "method")
      .map((rule) => cited(`${rule.title}: ${rule.rule}`, "rule", citeRule(rule) ?? rule.citation)),
    ...(method === "rated" && ratedLead
      ? [
          assumption(
            `Rated criteria are used as the framework allows them (${ratedLead.title}; unverified — lead only: ${citationText(ratedLead)}). Confirm against the official text.`,
          ),
        ]
      : []),
    ...(estimate
      ? []
      : [assumption("No estimate was given: thresholds are stated as shares of the estimated value.")]),
  ];

  const qualificationRows = criteria.map((criterion) => [
    criterion.criterion,
    criterion.requirement,
    "Pass/fail",
    criterion.documents,
    criterion.basis,
  ]);

  const otherRules = rules.filter((rule) => rule.topic !== "method");
  const flagsRows = flags.map((flag) => [flag.where, flag.quote, flag.reason]);

  const sections: DraftSection[] = [
    { id: "general", heading: "General provisions", paragraphs: generalParagraphs },
    {
      id: "qualification",
      heading: "Eligibility and qualification requirements (pass/fail)",
      paragraphs: [
        fromTemplate(
          "Each requirement below is assessed as pass or fail; a bidder failing any of them is disqualified. Joint ventures meet the experience and financial requirements together, each member meeting at least 25% of them and the lead member 40%.",
        ),
        assumption(
          "The shares and multiples of the estimate below are proportionality norms proposed by the draft, not rules of the framework: adjust them to the contract's risk and the market.",
        ),
      ],
      tables: [
        {
          caption: "Qualification criteria",
          columns: ["Criterion", "Requirement", "Assessment", "Documents to submit", "Basis"],
          rows: qualificationRows,
        },
      ],
    },
    grid
      ? gridSection(grid, method)
      : {
          id: "technical-evaluation",
          heading: "Technical evaluation",
          paragraphs: [
            fromTemplate(
              method === "cqs" || method === "shortlisting"
                ? "No weighted scoring grid: firms are compared on the experience and qualification criteria above."
                : "No merit points: the technical proposal is checked for substantial responsiveness to the specifications (pass/fail).",
            ),
          ],
        },
    {
      id: "financial-evaluation",
      heading: "Financial evaluation and securities",
      paragraphs: [
        ...otherRules.map((rule) =>
          rule.topic === "bid_security"
            ? securityParagraph(rule, estimate, citeRule(rule) ?? rule.citation)
            : cited(`${rule.title}: ${rule.rule}`, "rule", citeRule(rule) ?? rule.citation),
        ),
        ...(otherRules.length
          ? []
          : [
              assumption(
                `No verified rule of ${frameworkName} on securities, preferences or abnormally low bids is in the rule library: state them from the framework's official text.`,
              ),
            ]),
      ],
    },
    {
      id: "restrictions",
      heading: "Criteria that could restrict competition",
      paragraphs: [
        fromTemplate(
          flags.length
            ? `${flags.length} passage${flags.length === 1 ? "" : "s"} of the brief or the attached documents could needlessly restrict competition; revise them before issuing.`
            : `No restrictive criterion was found in the brief${context.documents.length ? " or the attached documents" : ""} (experience above ${EXPERIENCE_LIMIT} times the estimate, turnover above the norm, brand names without "or equivalent", origin requirements).`,
        ),
      ],
      ...(flags.length
        ? {
            tables: [
              {
                caption: "Flagged criteria",
                columns: ["Where", "Text", "Why it restricts"],
                rows: flagsRows,
              },
            ],
          }
        : {}),
    },
  ];

  const title = `Section III — Evaluation and Qualification Criteria${objectives ? `: ${objectives.split(/[.\n]/)[0]!.slice(0, 80)}` : ""}`;
  const summary = [
    `${criteria.length} pass/fail qualification criteria for ${CATEGORY_TEXT[category]}${estimate ? ` estimated at ${plainMoney(estimate.amount, estimate.currency)}` : ""}`,
    grid
      ? `a scored technical grid of ${grid.items.length} criteria totalling ${grid.total} points (pass mark ${grid.passMark}${grid.technicalWeight !== null ? `, technical ${grid.technicalWeight}% / financial ${grid.financialWeight}%` : ""})`
      : "no merit points",
    `${rules.length} verified rule${rules.length === 1 ? "" : "s"} cited`,
    `${flags.length} restrictive criteri${flags.length === 1 ? "on" : "a"} flagged`,
  ].join("; ");

  return {
    draft: {
      title,
      subtitle: `${CATEGORY_TEXT[category][0]!.toUpperCase()}${CATEGORY_TEXT[category].slice(1)} — ${documentType} — ${frameworkName}`,
      basis: `Drafted in the structure of a standard bidding document's Section III (Evaluation and Qualification Criteria) under ${frameworkName}${rules.length ? `, citing ${rules.length} verified rule${rules.length === 1 ? "" : "s"} of the rule library` : ""}.`,
      sections,
    },
    summary: `${summary}.`,
    metrics: [
      { id: "criteria", label: "Pass/fail criteria", value: String(criteria.length) },
      { id: "weights", label: "Technical weights total", value: grid ? String(grid.total) : "—" },
      { id: "pass-mark", label: "Minimum technical score", value: grid ? String(grid.passMark) : "—" },
      { id: "rules", label: "Verified rules cited", value: String(rules.length) },
      { id: "flags", label: "Restrictive criteria flagged", value: String(flags.length) },
    ],
    tables: [
      {
        id: "qualification",
        title: "Qualification criteria (pass/fail)",
        columns: ["Criterion", "Requirement", "Assessment", "Documents to submit", "Basis"],
        rows: qualificationRows,
      },
      ...(grid
        ? [
            {
              id: "technical-grid",
              title: `Technical grid (pass mark ${grid.passMark}/${grid.total})`,
              columns: ["Criterion", "Points"],
              rows: [
                ...grid.items.map((item) => [item.criterion, String(item.points)]),
                ["Total", String(grid.total)],
              ],
            },
          ]
        : []),
      ...(flags.length
        ? [
            {
              id: "restrictions",
              title: "Criteria that could restrict competition",
              columns: ["Where", "Text", "Why it restricts"],
              rows: flagsRows,
            },
          ]
        : []),
    ],
    notices: [
      ...(rulesCode
        ? []
        : [
            `No verified rules for ${framework?.label ?? "your framework"} are in the rule library: the criteria use general proportionality norms and no rule is cited.`,
          ]),
    ],
  };
}

export const qualificationCriteriaEngine = draftingEngine(composeCriteria);
