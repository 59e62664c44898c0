/**
 * The review services of the /review form as data:
 * title, the document slots (attachment groups) with which are required, the module's extra inputs, and the
 * Part 1 fields a service hides. The page, `POST /api/review` and the attachment uploads all read this table.
 */
import { EXPECTED_FORMATS } from "./expected-formats";
import { DOCUMENT_EXTENSIONS, MAX_FILE_SIZE_MB, MAX_FILES, PLANNING_EXTENSIONS } from "./attachment-groups";
import type { AttachmentGroup } from "./types";

export const REVIEW_SERVICE_IDS = [
  "internal-approval-memo",
  "compliance-solicitation",
  "compliance-evaluation",
  "bid-proposal-self-check",
  "bid-proposal-compilation",
  "intelligence",
  "consolidated-procurement-planning",
] as const;
export type ReviewServiceId = (typeof REVIEW_SERVICE_IDS)[number];

export const INTELLIGENCE_SUBSERVICE_IDS = [
  "spec-quality",
  "unbalanced-bid",
  "due-diligence",
  "contract-completeness",
] as const;
export type IntelligenceSubserviceId = (typeof INTELLIGENCE_SUBSERVICE_IDS)[number];

export const DEFAULT_REVIEW_SERVICE: ReviewServiceId = "internal-approval-memo";

/** An extra input of a module ('Additional Inputs'): a list starts with one row and grows with 'Add Item'. */
export type ModuleInput = {
  name: string;
  label: string;
  type: "text" | "textarea" | "list" | "number";
  required: boolean;
  placeholder?: string;
  helper?: string;
};

/** Part 1 fields a service does not ask for (spec-quality hides currency, value and dates). */
export type HiddenBasicField = "currency" | "estimated_value" | "dates";

export type ReviewModule = {
  serviceId: ReviewServiceId;
  subserviceId?: IntelligenceSubserviceId;
  title: string;
  description: string;
  /** Document slots; `reference` slots are remembered per activity ('Yes, Use Saved' / 'No, Upload New'). */
  slots: readonly (AttachmentGroup & { reference?: boolean })[];
  extras: readonly ModuleInput[];
  hides: readonly HiddenBasicField[];
  /** internal-approval-memo: the external memo draft block and prior versions as a baseline. */
  drafting?: boolean;
};

/** The slot whose label follows the chosen method (label becomes '{method} Document'). */
export const METHOD_DOCUMENT_SLOT = "method-document";
export const SUPPORTING_SLOT = "supporting";
export const EXTERNAL_DRAFT_SLOT = "external-draft";
/** The payload's currency when none is chosen. */
export const PAYLOAD_FALLBACK_CURRENCY = "KES";
/** Pasted external draft text shorter than this is refused. */
export const MIN_EXTERNAL_DRAFT_CHARS = 30;

const slot = (
  id: string,
  title: string,
  required: boolean,
  overrides: Partial<AttachmentGroup> = {},
): AttachmentGroup => ({
  id,
  title,
  required,
  accept: DOCUMENT_EXTENSIONS,
  maxFiles: MAX_FILES.review,
  maxFileSizeMB: MAX_FILE_SIZE_MB,
  ...overrides,
});
const methodDocument = (required = true) => ({
  ...slot(METHOD_DOCUMENT_SLOT, "{method} Document", required, {
    subtitle: "The solicitation issued for this activity.",
  }),
  reference: true,
});
const SHEETS = [".xlsx", ".xls", ".csv"] as const;

/** Supporting Documents (optional, any common type, several files). */
export const SUPPORTING_GROUP: AttachmentGroup = slot(SUPPORTING_SLOT, "Supporting Documents", false, {
  accept: [".pdf", ".doc", ".docx", ".xls", ".xlsx", ".csv", ".txt", ".zip", ".odt", ".pptx", ".html"],
});
/** The external memo draft files: .docx, .pdf, .odt, .txt, .doc. */
export const EXTERNAL_DRAFT_GROUP: AttachmentGroup = slot(EXTERNAL_DRAFT_SLOT, "External memo draft", false, {
  accept: [".docx", ".pdf", ".odt", ".txt", ".doc"],
  maxFiles: 5,
});

export const REVIEW_MODULES: readonly ReviewModule[] = [
  {
    serviceId: "internal-approval-memo",
    title: "Internal Approval Memo",
    description: "Checks the procurement file against the framework and drafts the approval memo.",
    slots: [
      methodDocument(),
      slot("redacted-evaluation-report", "Redacted Evaluation Report", true, {
        expects: EXPECTED_FORMATS.evaluationReport,
      }),
    ],
    extras: [],
    hides: [],
    drafting: true,
  },
  {
    serviceId: "compliance-solicitation",
    title: "Solicitation Compliance Review",
    description: "Checks a solicitation document for required sections and sound terms.",
    slots: [methodDocument()],
    extras: [],
    hides: [],
  },
  {
    serviceId: "compliance-evaluation",
    title: "Evaluation Compliance Review",
    description: "Checks an evaluation report against the solicitation.",
    slots: [
      methodDocument(),
      slot("evaluation-report", "Evaluation Report", true, { expects: EXPECTED_FORMATS.evaluationReport }),
    ],
    extras: [],
    hides: [],
  },
  {
    serviceId: "bid-proposal-self-check",
    title: "Bid/Proposal Self-Check",
    description: "Maps every requirement of the solicitation to where the draft bid answers it.",
    slots: [methodDocument(), slot("draft-bid", "Draft Bid / Proposal", true)],
    extras: [],
    hides: [],
  },
  {
    serviceId: "bid-proposal-compilation",
    title: "Bid/Proposal Compilation",
    description: "Checks that a compiled bid answers every requirement and includes every required form.",
    slots: [
      {
        ...slot("refs", "Part 2A — Reference Documents", true, {
          subtitle: "The solicitation and its addenda.",
        }),
        reference: true,
      },
      slot("subject", "Part 2B — Bid/Proposal Documents", true, {
        subtitle: "The compiled bid or proposal.",
      }),
    ],
    extras: [],
    hides: [],
  },
  {
    serviceId: "intelligence",
    subserviceId: "spec-quality",
    title: "Specification Quality",
    description:
      "Finds brand names, vague terms, restrictive requirements and missing units in specifications.",
    slots: [slot("specifications", "Specifications", false)],
    extras: [],
    hides: ["currency", "estimated_value", "dates"],
  },
  {
    serviceId: "intelligence",
    subserviceId: "unbalanced-bid",
    title: "Unbalanced Bid Check",
    description: "Compares a bidder's rates with the estimates, item by item.",
    slots: [
      methodDocument(),
      slot("project-estimates", "Project Estimates", false, {
        accept: SHEETS,
        expects: EXPECTED_FORMATS.projectEstimate,
      }),
      slot("bidder-schedule", "Bidder Price Schedule", false, {
        accept: SHEETS,
        expects: EXPECTED_FORMATS.priceSchedule,
      }),
    ],
    extras: [
      {
        name: "deviation_band",
        label: "Deviation band (%)",
        type: "number",
        required: false,
        placeholder: "25",
        helper: "Item rates further than this from the estimate are flagged.",
      },
    ],
    hides: [],
  },
  {
    serviceId: "intelligence",
    subserviceId: "due-diligence",
    title: "Bidder Due Diligence",
    description: "Screens a bidder and its commitments against the sanctions and debarment lists you upload.",
    slots: [
      slot("screening-lists", "Sanctions / Debarment Lists", false, {
        accept: [".csv", ".xlsx"],
        subtitle: "CSV or XLSX lists with a name column.",
        expects: EXPECTED_FORMATS.screeningLists,
      }),
    ],
    extras: [
      {
        name: "bidder_name",
        label: "Bidder name",
        type: "text",
        required: true,
        placeholder: "Registered name of the bidder",
      },
      {
        name: "commitments",
        label: "Commitments",
        type: "list",
        required: false,
        placeholder: "Key personnel, subcontractor or joint-venture partner",
      },
    ],
    hides: [],
  },
  {
    serviceId: "intelligence",
    subserviceId: "contract-completeness",
    title: "Contract Completeness Check",
    description: "Checks a draft contract for its essential clauses.",
    slots: [
      methodDocument(),
      slot("draft-contract", "Draft Contract", true, { expects: EXPECTED_FORMATS.draftContract }),
    ],
    extras: [],
    hides: [],
  },
  {
    serviceId: "consolidated-procurement-planning",
    title: "Consolidated Procurement Planning",
    description: "Consolidates planning documents into one plan with methods and a timeline.",
    slots: [
      slot("planning-docs", "Planning Documents", false, {
        accept: PLANNING_EXTENSIONS,
        expects: EXPECTED_FORMATS.planningDocuments,
      }),
    ],
    extras: [
      {
        name: "planning_period",
        label: "Planning period",
        type: "text",
        required: false,
        placeholder: "e.g. FY 2026/27",
      },
    ],
    hides: [],
  },
];

export function isReviewServiceId(value: string): value is ReviewServiceId {
  return (REVIEW_SERVICE_IDS as readonly string[]).includes(value);
}

/** The module of a service; intelligence needs a subservice (the picker comes first). */
export function reviewModule(serviceId: string, subserviceId?: string | null): ReviewModule | undefined {
  const sub = serviceId === "intelligence" ? subserviceId || undefined : undefined;
  return REVIEW_MODULES.find((module) => module.serviceId === serviceId && module.subserviceId === sub);
}

/** Every upload group of a module: its slots, Supporting Documents and (drafting services) the external draft. */
export function uploadGroupsOf(module: ReviewModule): AttachmentGroup[] {
  return [...module.slots, SUPPORTING_GROUP, ...(module.drafting ? [EXTERNAL_DRAFT_GROUP] : [])];
}

/** '{method} Document' with the chosen method, 'Solicitation Document' before one is chosen. */
export function slotTitle(group: Pick<AttachmentGroup, "title">, method: string): string {
  return group.title.replace("{method}", method.trim() || "Solicitation");
}

/** How saved references name a review module: "review:{service}" or "review:intelligence/{sub}". */
export function reviewServiceKey(module: Pick<ReviewModule, "serviceId" | "subserviceId">): string {
  return `review:${module.serviceId}${module.subserviceId ? `/${module.subserviceId}` : ""}`;
}

/** Who an attachment is uploaded for: a hub tool, or a review module (intelligence needs its subservice). */
export type AttachmentOwner = { toolId: string } | { serviceId: string; subserviceId?: string };

export function reviewAttachmentOwner(
  module: Pick<ReviewModule, "serviceId" | "subserviceId">,
): AttachmentOwner {
  return module.subserviceId
    ? { serviceId: module.serviceId, subserviceId: module.subserviceId }
    : { serviceId: module.serviceId };
}
