/**
 * Bid Document Customization: a bidding document in the standard section structure of its type (a Request for
 * Bids' Instructions, Data Sheet, Criteria, Forms, Requirements, Conditions and Contract Forms; a consulting RFP's
 * Letter of Invitation, Instructions and Data Sheet, Technical and Financial Proposal forms, ToR and Contract; a
 * shorter RFQ, …). The Data Sheet is filled from the brief and the framework's verified rules (method and the
 * thresholds that apply to the estimate, minimum bidding period, bid security ceiling, bid validity, standstill),
 * each cited, with "no verified rule" where the library has none. When the user attaches their standard document,
 * its sections are reused (cited) in place of ours; the requirements / ToR section follows the closest-fit template.
 */
import {
  assumption,
  fromInput,
  fromTemplate,
  type DraftParagraph,
  type DraftSection,
} from "@/lib/results/draft";
import { documentTemplate } from "@/modules/tools/lib/drafting/templates";
import { headingKey, type OutlineSection } from "@/modules/tools/lib/drafting/templates/outline";
import { citeRule } from "@/lib/reading/evidence";
import type { ToolFramework, ToolRunContext } from "@/lib/results/types";
import { plainMoney, rulesTitle, valueText } from "@/lib/frameworks/library";
import type { FrameworkRule } from "@/lib/frameworks/rules";
import { templateBasisMessage } from "@/modules/tools/lib/templates";
import { draftingEngine, type Composed } from "./engine";
import { composeStandardTender, isStandardTender } from "./standard-tender/compose-run";
import {
  applicableRules,
  closestDocumentTemplate,
  estimateOf,
  estimateParagraphs,
  frameworkFamily,
  guidelineParagraphs,
  listItems,
  outlineParagraphs,
  placeholderFills,
  ruleParagraph,
  structuredDocument,
  templateSections,
  textValue,
  type Estimate,
} from "./specification-tor";

/** One section of a standard bidding document: its heading, what it holds, and headings that name it elsewhere. */
type StandardSection = {
  id: string;
  heading: string;
  clauses: string[];
  /** Words that find the same section in an attached standard document. */
  matches: RegExp;
  /** Where the data sheet, the requirements or the ToR go. */
  role?: "data-sheet" | "requirements" | "criteria";
};

const ITB: StandardSection = {
  id: "instructions",
  heading: "Instructions to Bidders",
  clauses: [
    "These instructions apply unchanged; anything specific to this procurement is set in the Bid Data Sheet, which prevails.",
    "Bidders must be eligible, free of conflicts of interest and not debarred; fraud and corruption lead to rejection and sanctions.",
    "Clarifications are requested in writing before the deadline given in the Bid Data Sheet; answers are sent to all bidders without naming the source.",
    "Bids are opened in public at the time and place in the Bid Data Sheet; late bids are returned unopened.",
  ],
  matches: /instructions to (bidders|tenderers)/,
};

const TENDER_SECTIONS: readonly StandardSection[] = [
  ITB,
  {
    id: "data-sheet",
    heading: "Bid Data Sheet",
    clauses: ["The following data for this procurement complement or amend the Instructions to Bidders."],
    matches: /(bid|tender) data sheet/,
    role: "data-sheet",
  },
  {
    id: "criteria",
    heading: "Evaluation and Qualification Criteria",
    clauses: [
      "Bids are first checked for eligibility and substantial responsiveness, then evaluated on price with the adjustments this section names.",
      "The contract is awarded to the bidder with the lowest evaluated, substantially responsive bid who meets the qualification criteria (or the Most Advantageous Bid where rated criteria are used).",
      "Qualification criteria (experience, financial capacity, personnel and equipment) are pass/fail and proportionate to the contract.",
    ],
    matches: /evaluation and qualification criteria|evaluation criteria/,
    role: "criteria",
  },
  {
    id: "forms",
    heading: "Bidding Forms",
    clauses: [
      "Letter of Bid; Price Schedules; Form of Bid Security (or Bid-Securing Declaration); Bidder Information Form; Manufacturer's Authorization where required.",
    ],
    matches: /(bidding|tender(ing)?) forms/,
  },
  {
    id: "requirements",
    heading: "Schedule of Requirements",
    clauses: ["The requirements below are part of the contract; bids are checked against them item by item."],
    matches: /schedule of requirements|works'? requirements|technical specifications?/,
    role: "requirements",
  },
  {
    id: "gcc",
    heading: "General Conditions of Contract",
    clauses: ["The General Conditions of the standard contract apply without change."],
    matches: /general conditions/,
  },
  {
    id: "scc",
    heading: "Special Conditions of Contract",
    clauses: [
      "The Special Conditions complement the General Conditions for this contract: delivery or completion period, payment terms, performance security, liquidated damages, warranty.",
    ],
    matches: /special conditions|particular conditions/,
  },
  {
    id: "contract-forms",
    heading: "Contract Forms",
    clauses: [
      "Notification of Intention to Award; Letter of Acceptance; Contract Agreement; Performance Security; Advance Payment Security.",
    ],
    matches: /contract forms/,
  },
];

const RFP_SECTIONS: readonly StandardSection[] = [
  {
    id: "loi",
    heading: "Letter of Invitation",
    clauses: [
      "The Client invites the shortlisted consultants to submit technical and financial proposals for the services described in the Terms of Reference.",
    ],
    matches: /letter of invitation/,
  },
  {
    id: "itc",
    heading: "Instructions to Consultants and Data Sheet",
    clauses: [
      "Consultants must avoid conflicts of interest and unfair competitive advantage; proposals remain valid for the period in the Data Sheet.",
      "Technical proposals are evaluated first; financial proposals of the consultants that reach the minimum technical score are opened.",
    ],
    matches: /instructions to consultants|data sheet/,
    role: "data-sheet",
  },
  {
    id: "technical-forms",
    heading: "Technical Proposal — Standard Forms",
    clauses: [
      "Technical Proposal Submission Form; Consultant's Organization and Experience; Comments on the Terms of Reference; Methodology and Work Plan; Team Composition and CVs of Key Experts.",
    ],
    matches: /technical proposal/,
    role: "criteria",
  },
  {
    id: "financial-forms",
    heading: "Financial Proposal — Standard Forms",
    clauses: [
      "Financial Proposal Submission Form; Summary of Costs; Breakdown of Remuneration; Reimbursable Expenses.",
    ],
    matches: /financial proposal/,
  },
  {
    id: "tor",
    heading: "Terms of Reference",
    clauses: ["The services, deliverables, schedule and key experts required are set out below."],
    matches: /terms of reference/,
    role: "requirements",
  },
  {
    id: "contract",
    heading: "Standard Form of Contract",
    clauses: [
      "Form of Contract, General Conditions of Contract and Special Conditions of Contract (time-based or lump-sum).",
    ],
    matches: /form of contract|conditions of contract|contract/,
  },
];

const RFQ_SECTIONS: readonly StandardSection[] = [
  {
    id: "invitation",
    heading: "Request for Quotations",
    clauses: [
      "The Purchaser invites quotations for the goods, works or services below, delivered on the terms of this request.",
    ],
    matches: /request for quotations?|invitation/,
  },
  {
    id: "instructions",
    heading: "Instructions and Quotation Data",
    clauses: [
      "Quotations are submitted on the attached price schedule by the deadline below; the lowest evaluated quotation that meets the requirements is accepted.",
    ],
    matches: /instructions|quotation data/,
    role: "data-sheet",
  },
  {
    id: "requirements",
    heading: "Schedule of Requirements and Specifications",
    clauses: ["Each item, quantity and the specification it must meet."],
    matches: /schedule of requirements|specifications?/,
    role: "requirements",
  },
  {
    id: "price-schedule",
    heading: "Quotation Form and Price Schedule",
    clauses: ["Unit prices and totals, inclusive of delivery and taxes unless stated otherwise."],
    matches: /price schedule|quotation form/,
  },
  {
    id: "terms",
    heading: "Terms and Conditions of Purchase",
    clauses: [
      "Delivery, inspection and acceptance, payment within the period below, warranty and remedies for late delivery.",
    ],
    matches: /terms and conditions|conditions of (purchase|contract)/,
  },
];

const REOI_SECTIONS: readonly StandardSection[] = [
  {
    id: "assignment",
    heading: "The Assignment",
    clauses: ["The Client intends to hire a consultant for the services summarised below."],
    matches: /assignment|background/,
    role: "requirements",
  },
  {
    id: "shortlisting",
    heading: "Shortlisting Criteria",
    clauses: [
      "Interested firms provide information showing their core business, relevant experience in similar assignments and their technical and managerial capacity. Key experts are not evaluated at this stage.",
    ],
    matches: /shortlist/,
    role: "criteria",
  },
  {
    id: "submission",
    heading: "Submission of Expressions of Interest",
    clauses: ["Expressions of interest are delivered in writing to the address and by the deadline below."],
    matches: /submission|deadline/,
    role: "data-sheet",
  },
];

const PREQUALIFICATION_SECTIONS: readonly StandardSection[] = [
  {
    id: "ita",
    heading: "Instructions to Applicants",
    clauses: ["Applicants submit their applications to be prequalified for the contract described below."],
    matches: /instructions to applicants/,
  },
  {
    id: "data-sheet",
    heading: "Prequalification Data Sheet",
    clauses: ["Data specific to this prequalification."],
    matches: /data sheet/,
    role: "data-sheet",
  },
  {
    id: "criteria",
    heading: "Qualification Criteria and Requirements",
    clauses: [
      "Eligibility, history of non-performance, financial situation and experience, each assessed pass/fail.",
    ],
    matches: /qualification criteria/,
    role: "criteria",
  },
  {
    id: "forms",
    heading: "Application Forms",
    clauses: ["Application Submission Sheet; Applicant Information Form; Financial Situation; Experience."],
    matches: /application forms/,
  },
  {
    id: "scope",
    heading: "Scope of Contract",
    clauses: ["The contract the applicants will be invited to bid for."],
    matches: /scope/,
    role: "requirements",
  },
];

const RFI_SECTIONS: readonly StandardSection[] = [
  {
    id: "purpose",
    heading: "Purpose of this Request for Information",
    clauses: ["This request gathers market information; it is not a solicitation and creates no obligation."],
    matches: /purpose/,
  },
  {
    id: "need",
    heading: "Description of the Need",
    clauses: ["What the Purchaser intends to procure."],
    matches: /need|requirements?/,
    role: "requirements",
  },
  {
    id: "information",
    heading: "Information Requested",
    clauses: [
      "Suppliers describe the solutions they offer, indicative prices and lead times, and comment on the draft requirements.",
    ],
    matches: /information requested/,
    role: "criteria",
  },
  {
    id: "response",
    heading: "Response Format and Deadline",
    clauses: ["Responses are sent in writing by the date below."],
    matches: /response/,
    role: "data-sheet",
  },
];

const DIRECT_SECTIONS: readonly StandardSection[] = [
  {
    id: "justification",
    heading: "Justification for Direct Contracting",
    clauses: [
      "The conditions the framework sets for direct contracting and how this procurement meets them.",
    ],
    matches: /justification/,
    role: "criteria",
  },
  {
    id: "invitation",
    heading: "Invitation to Negotiate",
    clauses: ["The Purchaser invites the named supplier to submit a proposal and to negotiate the contract."],
    matches: /invitation/,
    role: "data-sheet",
  },
  {
    id: "scope",
    heading: "Scope and Specifications",
    clauses: ["What is to be supplied, built or performed."],
    matches: /scope|specifications?/,
    role: "requirements",
  },
  {
    id: "contract",
    heading: "Contract and Conditions",
    clauses: ["The contract form and the conditions that apply."],
    matches: /contract|conditions/,
  },
];

/** The standard structure of a document type; the full RFB structure for a type the list does not know. */
export function standardStructure(documentType: string): readonly StandardSection[] {
  if (/^RFP/i.test(documentType)) return RFP_SECTIONS;
  if (/^RFQ/i.test(documentType)) return RFQ_SECTIONS;
  if (/ReOI|expression of interest/i.test(documentType)) return REOI_SECTIONS;
  if (/pre-?qualification/i.test(documentType)) return PREQUALIFICATION_SECTIONS;
  if (/^RFI/i.test(documentType)) return RFI_SECTIONS;
  if (/direct contracting/i.test(documentType)) return DIRECT_SECTIONS;
  return TENDER_SECTIONS;
}

const NO_RULE = (topic: string, framework: ToolFramework | null) =>
  `No verified rule on the ${topic} for ${framework?.rulesCode ? rulesTitle(framework.rulesCode) : (framework?.label ?? "this framework")} in the rule library: confirm against the official text.`;

type DataRow = { item: string; entry: string; source: string; paragraphs: DraftParagraph[] };

function ruleRows(
  item: string,
  topic: string,
  rules: readonly FrameworkRule[],
  framework: ToolFramework | null,
  entry: (rule: FrameworkRule) => string = (rule) =>
    valueText(rule) === "—" ? rule.rule : `${valueText(rule)}: ${rule.rule}`,
): DataRow {
  if (!rules.length)
    return {
      item,
      entry: "[To confirm]",
      source: "No verified rule",
      paragraphs: [assumption(`${item}: ${NO_RULE(topic, framework)}`)],
    };
  return {
    item,
    entry: rules.map(entry).join(" "),
    source: rules.map((rule) => citeRule(rule)!).join("; "),
    paragraphs: rules.map((rule) => ruleParagraph(rule, `${item} — `)),
  };
}

/** The bid security entry: a ceiling in percent of the estimate is worked out in money. */
function securityEntry(rule: FrameworkRule, estimate: Estimate | null): string {
  if (
    estimate &&
    typeof rule.value === "number" &&
    rule.unit?.startsWith("percent_of_estimated") &&
    rule.topic === "bid_security"
  ) {
    const ceiling = (estimate.amount * rule.value) / 100;
    return `Not more than ${plainMoney(ceiling, estimate.currency)} (${rule.value}% of the estimate ${estimate.text}).`;
  }
  return valueText(rule) === "—" ? rule.rule : `${valueText(rule)}: ${rule.rule}`;
}

/** The method entry: the framework's verified method rules that name this document type, else all of them. */
function methodRules(
  framework: ToolFramework | null,
  category: string,
  documentType: string,
): FrameworkRule[] {
  const rules = applicableRules(framework, category, ["method"]);
  const short = documentType.split(/[/ ]/)[0]!.toUpperCase();
  const pattern = short === "TENDER" ? /\bRFB\b|\bopen tender/i : new RegExp(`\\b${short}\\b`, "i");
  const named = rules.filter((rule) => pattern.test(`${rule.title} ${rule.value ?? ""}`));
  return named.length ? named : rules;
}

function dataSheet(
  context: ToolRunContext,
  category: string,
  documentType: string,
  outputs: string,
  estimate: Estimate | null,
) {
  const framework = context.framework;
  const rows: DataRow[] = [
    {
      item: "Purchaser / Client",
      entry: "[To confirm]",
      source: "Assumption",
      paragraphs: [assumption("The Purchaser's name and address are to be entered.")],
    },
    {
      item: "Subject of procurement",
      entry: listItems(outputs).join("; ") || outputs,
      source: "Your brief",
      paragraphs: [],
    },
    {
      item: "Procurement category and document",
      entry: `${category} — ${documentType}`,
      source: "Your brief",
      paragraphs: [],
    },
    {
      item: "Estimated value",
      entry: estimate?.text ?? "[To confirm]",
      source: estimate ? "Your brief" : "Assumption",
      paragraphs: [],
    },
    ruleRows(
      "Procurement method",
      "procurement method",
      methodRules(framework, category, documentType),
      framework,
      (rule) => String(rule.value ?? rule.title),
    ),
    ruleRows(
      "Minimum bidding period",
      "minimum bidding period",
      applicableRules(framework, category, ["bid_period"]),
      framework,
    ),
    ruleRows(
      "Bid security",
      "bid security ceiling",
      applicableRules(framework, category, ["bid_security"]),
      framework,
      (rule) => securityEntry(rule, estimate),
    ),
    ruleRows(
      "Bid validity",
      "bid validity period",
      applicableRules(framework, category, ["bid_validity"]),
      framework,
    ),
    ruleRows(
      "Standstill period",
      "standstill period",
      applicableRules(framework, category, ["standstill"]),
      framework,
    ),
    {
      item: "Deadline for submission",
      entry: "[To confirm]",
      source: "Assumption",
      paragraphs: [
        assumption(
          "The submission deadline, the place of submission and opening are to be set, no earlier than the minimum bidding period allows.",
        ),
      ],
    },
  ];
  const paragraphs: DraftParagraph[] = [
    ...rows.flatMap((row) => row.paragraphs),
    ...estimateParagraphs(framework, estimate),
  ];
  return {
    paragraphs,
    table: {
      caption: "Data Sheet",
      columns: ["Item", "Entry", "Source"],
      rows: rows.map((row) => [row.item, row.entry, row.source]),
    },
    cited: rows.filter((row) => row.paragraphs.some((paragraph) => paragraph.source === "rule")).length,
    missing: rows.filter((row) => row.source === "No verified rule").map((row) => row.item),
  };
}

export async function composeBidDocument(context: ToolRunContext): Promise<Composed> {
  const category = textValue(context.values, "procurement_category") || "Goods";
  const documentType = textValue(context.values, "procurement_document_type") || "Tender/RFB";
  // A tender is drafted whole, in its framework's standard document; other documents keep their outline.
  if (isStandardTender(documentType, category)) return composeStandardTender(context);
  const objectives = textValue(context.values, "project_objectives");
  const outputs = textValue(context.values, "desired_outputs");
  const estimate = estimateOf(context.values);
  const structure = standardStructure(documentType);

  const attached = structuredDocument(context.documents);
  const docType = category === "Works" ? "Technical Specification" : "Terms of Reference";
  const template = attached
    ? null
    : closestDocumentTemplate({ framework: frameworkFamily(context.framework), category, docType });
  const content = template ? documentTemplate(template.id) : undefined;
  const fills = placeholderFills(context, { sector: category, objectives, outputs, estimate, category });
  const data = dataSheet(context, category, documentType, outputs, estimate);

  const reused: string[] = [];
  const sections: DraftSection[] = structure.map((standard) => {
    const fromDocument: OutlineSection | undefined = attached?.outline.find(
      (section) => section.level === 1 && standard.matches.test(headingKey(section.heading)),
    );
    const paragraphs: DraftParagraph[] = fromDocument?.lines.length
      ? outlineParagraphs(attached!.document, fromDocument, 12)
      : standard.clauses.map((clause) => fromTemplate(clause));
    if (fromDocument?.lines.length) reused.push(standard.heading);
    const section: DraftSection = { id: standard.id, heading: standard.heading, paragraphs };
    if (standard.role === "data-sheet") {
      section.paragraphs.push(...data.paragraphs);
      section.tables = [data.table];
    }
    if (standard.role === "requirements") {
      section.paragraphs.unshift(fromInput(`Objectives: ${objectives}`), fromInput(`Required: ${outputs}`));
      if (content && !fromDocument)
        section.subsections = templateSections(content, fills, outputs, template!.name);
    }
    return section;
  });

  const guidance = await guidelineParagraphs(
    context.searchGuidelines,
    `${documentType} ${category} bidding document data sheet`,
  );
  if (guidance.length)
    sections.push({
      id: "guidelines",
      heading: "Guidance from Your Organisation's Guidelines",
      paragraphs: guidance,
    });

  const basis = attached
    ? `${documentType} in the standard section structure; sections reused from the attached ${attached.document.name}: ${reused.length ? reused.join(", ") : "none matched"}.`
    : `${documentType} in the standard section structure${content ? `; requirements follow the built-in template "${template!.name}" (version ${content.version}, issued ${content.issued})` : ""}.`;
  const notices = [templateBasisMessage(Boolean(attached), template)];
  if (data.missing.length)
    notices.push(
      `No verified rule in the library for: ${data.missing.join(", ")}. These entries are marked [To confirm].`,
    );

  return {
    draft: {
      title: `${documentType} — ${listItems(outputs)[0] ?? outputs}`.slice(0, 160),
      subtitle: `${category} — ${context.framework?.label ?? "no framework set"}${estimate ? ` — estimate ${estimate.text}` : ""}`,
      basis,
      sections,
    },
    summary: `${documentType} drafted in ${sections.length} sections; Data Sheet: ${data.cited} entr${data.cited === 1 ? "y" : "ies"} from verified rules, ${data.missing.length} with no verified rule.`,
    metrics: [
      { id: "sections", label: "Sections", value: String(sections.length) },
      { id: "cited", label: "Data Sheet entries from verified rules", value: String(data.cited) },
      { id: "missing", label: "Entries with no verified rule", value: String(data.missing.length) },
      {
        id: "basis",
        label: "Basis",
        value: attached ? attached.document.name : (template?.name ?? "Standard structure"),
      },
    ],
    notices,
  };
}

// The org's own standard tender document, when its library holds one, is the base of the draft.
export const bidDocumentEngine = draftingEngine(composeBidDocument, { orgTemplates: true });
