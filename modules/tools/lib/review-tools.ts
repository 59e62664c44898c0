/**
 * The hub's review tools run through the review engine (modules/review/lib/engine) with the rule pack of
 * their service, so a tool page shows the findings of the documents it was given, never sample content. The
 * mapping is data: which pack reviews a tool, and which pack slot each of the tool's attachment groups fills
 * ("refs" becomes the solicitation's "method-document", "subject" the "evaluation-report", ...).
 *
 * Packs are looked up at run time, not at import: a tool whose pack is not registered in RULE_PACKS yet has
 * no engine (engineFor answers undefined, the page says "not built yet" and a run answers 501).
 */
import { getTool } from "@/lib/catalogue";
import { reviewActivity } from "@/lib/results/activity";
import type { ToolId } from "@/lib/catalogue/types";
import { exportExtraDocument, extraDocumentsOf, findPack, runReview, RULE_PACKS } from "@/modules/review";
import { DomainError } from "@/lib/errors";
import { GUIDELINE_PASSAGES, guidelineQuery } from "@/lib/results/guidelines";
import type { ReviewActivity, ReviewInput, ReviewResult, RulePack } from "@/lib/results/review-types";
import type {
  DateRangeValue,
  EngineNeeds,
  ExportFormat,
  Finding,
  MoneyValue,
  ToolEngine,
  ToolInputValues,
  ToolOutput,
  ToolRunContext,
} from "@/lib/results/types";
import { EXPORT_CONTENT_TYPES } from "@/lib/results/types";

export type ReviewToolSpec = {
  toolId: ToolId;
  serviceId: string;
  subserviceId?: string;
  /** Tool attachment group id -> the pack's document slot (AttachedDocument.groupId the checks read). */
  groups: Readonly<Record<string, string>>;
  /** What the tool's engine needs from the runner beyond the review (ToolEngine.needs). */
  needs?: EngineNeeds;
};

/** The generated document of every review tool. */
export const REVIEW_MEMO_DOCUMENT_ID = "review-memo";
export const REVIEW_MEMO_FORMATS: readonly ExportFormat[] = ["docx", "pdf"];

/**
 * Group choices: the documents under review go to the slot the pack's checks read (its subjectGroups); the
 * reference documents go to the solicitation slot when the pack compares against one, else to "supporting".
 * Hub-only packs (post-review, compliance checklist, ESG) and bid-proposal-compilation read the tool's own ids.
 */
export const REVIEW_TOOLS: readonly ReviewToolSpec[] = [
  {
    toolId: "draft_approval_memo",
    serviceId: "internal-approval-memo",
    groups: { refs: "method-document", subject: "redacted-evaluation-report" },
  },
  // The solicitation under review is the pack's "method-document"; the standard documents support it.
  {
    toolId: "solicitation_compliance_review",
    serviceId: "compliance-solicitation",
    groups: { refs: "supporting", subject: "method-document" },
  },
  {
    toolId: "evaluation_compliance_review",
    serviceId: "compliance-evaluation",
    groups: { refs: "method-document", subject: "evaluation-report" },
  },
  {
    toolId: "procurement_post_review",
    serviceId: "procurement_post_review",
    groups: { refs: "refs", subject: "subject" },
  },
  {
    toolId: "bid_proposal_self_check",
    serviceId: "bid-proposal-self-check",
    groups: { refs: "method-document", subject: "draft-bid" },
  },
  { toolId: "bid_compliance_checklist", serviceId: "bid_compliance_checklist", groups: { refs: "refs" } },
  {
    toolId: "specification_requirements_quality",
    serviceId: "intelligence",
    subserviceId: "spec-quality",
    groups: { refs: "supporting", subject: "specifications" },
  },
  {
    toolId: "contract_completeness_check",
    serviceId: "intelligence",
    subserviceId: "contract-completeness",
    groups: { refs: "method-document", subject: "draft-contract" },
  },
  {
    toolId: "bid_proposal_compilation",
    serviceId: "bid-proposal-compilation",
    groups: { refs: "refs", subject: "subject" },
  },
  {
    toolId: "unbalanced_bid_check",
    serviceId: "intelligence",
    subserviceId: "unbalanced-bid",
    groups: { refs: "method-document", subject: "bidder-schedule", benchmarks: "project-estimates" },
    // The bidders' priced schedules join the org's price history (market price intelligence).
    needs: { harvestPrices: true },
  },
  {
    toolId: "sustainability_esg_checks",
    serviceId: "sustainability_esg_checks",
    groups: { refs: "refs", subject: "subject" },
  },
  // The plan's period and note reach the pack as module inputs; templates only support the plan.
  {
    toolId: "consolidated_procurement_planning",
    serviceId: "consolidated-procurement-planning",
    groups: { subject: "planning-docs", templates: "supporting" },
  },
];

export function reviewToolSpec(toolId: string): ReviewToolSpec | undefined {
  return REVIEW_TOOLS.find((spec) => spec.toolId === toolId);
}

/** The registered pack of a review tool, looked up now (packs land one by one). */
export function reviewPackOf(
  spec: Pick<ReviewToolSpec, "serviceId" | "subserviceId">,
  packs: readonly RulePack[] = RULE_PACKS,
): RulePack | undefined {
  return findPack(packs, spec.serviceId, spec.subserviceId);
}

/** Whether a tool can run: every tool that is not a review tool can; a review tool once its pack is registered. */
export function reviewToolAvailable(toolId: string, packs: readonly RulePack[] = RULE_PACKS): boolean {
  const spec = reviewToolSpec(toolId);
  return !spec || reviewPackOf(spec, packs) !== undefined;
}

/** The tool's rule pack is not registered: the review is not built yet (not_built). */
export class ReviewPackMissingError extends DomainError {
  constructor(readonly toolId: string) {
    super("not_built", `The review rules of ${toolId} are not available yet. Nothing was run.`);
    this.name = "ReviewPackMissingError";
  }
}

/** Inputs the activity takes; every other string input reaches the pack as a module input by name. */
const ACTIVITY_INPUTS = new Set([
  "framework",
  "estimated_value",
  "procurement_category",
  "procurement_method",
  "activity_reference",
  "procuring_entity",
  "bidding_period",
]);

const isMoney = (value: unknown): value is MoneyValue =>
  typeof value === "object" && value !== null && "amount" in value && "currency" in value;
const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
const isDateRange = (value: unknown): value is DateRangeValue =>
  typeof value === "object" && value !== null && "from" in value && "to" in value;

/**
 * The tool's inputs as the review activity, field for field as /review's Part 1 gives it (so the same answers
 * give the same review on both pages); the tool title stands in for an activity id left empty.
 */
export function activityOf(toolId: ToolId, values: ToolInputValues): ReviewActivity {
  const money = values.estimated_value;
  const period = values.bidding_period;
  return reviewActivity({
    id: text(values.activity_reference) || getTool(toolId).title,
    entity: text(values.procuring_entity),
    procurement_category: text(values.procurement_category),
    procurement_method: text(values.procurement_method),
    currency: isMoney(money) ? money.currency : "",
    estimatedValue: isMoney(money) ? money.amount : null,
    issue_date: isDateRange(period) ? period.from : "",
    bidDueDate: isDateRange(period) ? period.to : "",
  });
}

export function moduleInputsOf(values: ToolInputValues): Record<string, string> {
  const inputs: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (ACTIVITY_INPUTS.has(name)) continue;
    if (typeof value === "string") inputs[name] = value;
    // A date range (the planning period) reaches the pack as "from to to".
    else if (isDateRange(value) && value.from && value.to) inputs[name] = `${value.from} to ${value.to}`;
  }
  return inputs;
}

export function reviewInputOf(spec: ReviewToolSpec, context: ToolRunContext): ReviewInput {
  return {
    serviceId: spec.serviceId,
    ...(spec.subserviceId ? { subserviceId: spec.subserviceId } : {}),
    activity: activityOf(spec.toolId, context.values),
    moduleInputs: moduleInputsOf(context.values),
    documents: context.documents.map((document) => ({
      ...document,
      groupId: spec.groups[document.groupId] ?? document.groupId,
    })),
    framework: context.framework,
  };
}

const NO_VERIFIED = /\bno verified\b/i;
const PERIOD = /\.(?=\s|$)/g;

/**
 * From "No verified" to the end of its sentence (a period before a space or the end: file names keep theirs),
 * within one line; on the last line the end of the text also ends it. Found line by line rather than with
 * /\bno verified\b.*?(?:\.(?=\s|$)|$)/, which rescans the rest of the line from every "no verified" on it.
 */
export function noVerifiedSentence(text: string): string | null {
  const lines = text.split(/[\n\r\u2028\u2029]/);
  for (const [index, line] of lines.entries()) {
    const start = NO_VERIFIED.exec(line);
    if (!start) continue;
    PERIOD.lastIndex = start.index + start[0].length;
    const end = PERIOD.exec(line);
    if (end) return line.slice(start.index, end.index + 1);
    if (index === lines.length - 1) return line.slice(start.index);
  }
  return null;
}

/** "{finding}: No verified … is available for …" for each finding that could not be checked against a verified rule. */
export function verifiedRuleNotices(findings: readonly Finding[]): string[] {
  const notices = new Set<string>();
  for (const finding of findings) {
    const sentence = noVerifiedSentence(`${finding.evidence} ${finding.recommendation}`)?.trim();
    if (sentence) notices.add(`${finding.title}: ${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}`);
  }
  return [...notices];
}

/** What the stored run keeps for the memo export (ToolOutput.data). */
export type ReviewToolData = {
  toolId: ToolId;
  serviceId: string;
  subserviceId: string | null;
  title: string;
  memoHtml: string;
  emailHtml: string;
  /** Documents the review generated beside the memo, with their data (modules/review extra-documents.ts). */
  extraDocuments?: ReviewResult["extraDocuments"];
};

export function reviewOutput(spec: ReviewToolSpec, pack: RulePack, result: ReviewResult): ToolOutput {
  const count = (status: Finding["status"]) =>
    String(result.findings.filter((finding) => finding.status === status).length);
  const notices = verifiedRuleNotices(result.findings);
  const data: ReviewToolData = {
    toolId: spec.toolId,
    serviceId: spec.serviceId,
    subserviceId: spec.subserviceId ?? null,
    title: pack.title,
    memoHtml: result.memoHtml,
    emailHtml: result.emailHtml,
    ...(result.extraDocuments?.length ? { extraDocuments: result.extraDocuments } : {}),
  };
  return {
    summary: result.summary,
    ...(result.score === null ? {} : { score: result.score }),
    metrics: [
      { id: "fail", label: "Failed", value: count("fail") },
      { id: "warning", label: "Warnings", value: count("warning") },
      { id: "insufficient", label: "Insufficient data", value: count("insufficient") },
      { id: "pass", label: "Passed", value: count("pass") },
    ],
    findings: result.findings,
    ...(notices.length ? { notices } : {}),
    documents: [
      {
        id: REVIEW_MEMO_DOCUMENT_ID,
        title: `${pack.title} — Review Memo`,
        formats: [...REVIEW_MEMO_FORMATS],
      },
      ...(result.extraDocuments ?? []).map(({ id, title, formats }) => ({
        id,
        title,
        formats: [...formats],
      })),
    ],
    data,
  };
}

/** The memo of a stored output; refuses an output this engine did not produce. */
export function memoOf(output: ToolOutput): { title: string; memoHtml: string; toolId: string } {
  const { memoHtml, title, toolId } = output.data as Partial<Record<keyof ReviewToolData, unknown>>;
  if (typeof memoHtml !== "string" || typeof title !== "string" || typeof toolId !== "string")
    throw new DomainError("unreadable_result", "The stored result is not a review.");
  return { memoHtml, title, toolId };
}

/**
 * How a review tool runs its pack: in the calling thread here; the server passes its review pool (every rule
 * pack, in a worker thread: modules/review/server/review-pool), which finds the same pack by the input's service.
 */
export type PackReviewer = (input: ReviewInput, pack: RulePack) => ReviewResult | Promise<ReviewResult>;

const reviewInThisThread: PackReviewer = (input, pack) => runReview(input, [pack]);

/** An engine for one review tool. `packs` is read on every run (tests pass their own). */
export function reviewToolEngine(
  spec: ReviewToolSpec,
  packs: () => readonly RulePack[] = () => RULE_PACKS,
  review: PackReviewer = reviewInThisThread,
): ToolEngine {
  return {
    ...(spec.needs ? { needs: spec.needs } : {}),
    async run(context) {
      const pack = reviewPackOf(spec, packs());
      if (!pack) throw new ReviewPackMissingError(spec.toolId);
      const input = reviewInputOf(spec, context);
      const query = guidelineQuery(
        pack.title,
        input.activity.procurement_category,
        input.activity.procurement_method,
      );
      const guidelines = context.searchGuidelines
        ? await context.searchGuidelines(query, GUIDELINE_PASSAGES)
        : [];
      return reviewOutput(spec, pack, await review({ ...input, guidelines }, pack));
    },
    async exportDocument(output, documentId, format) {
      const extra = extraDocumentsOf(output.data).find((document) => document.id === documentId);
      if (extra) {
        const { bytes, filename } = await exportExtraDocument(extra, format);
        return { bytes, filename, contentType: EXPORT_CONTENT_TYPES[format] };
      }
      if (documentId !== REVIEW_MEMO_DOCUMENT_ID)
        throw new DomainError("not_found", `Unknown document: ${documentId}.`);
      if (!REVIEW_MEMO_FORMATS.includes(format))
        throw new DomainError("format_not_offered", `The memo is not offered as ${format}.`);
      const memo = memoOf(output);
      // Loaded on first export only, so a run does not pay for docx and pdf-lib.
      const { memoToDocx, memoToPdf } = await import("@/lib/results/memo-export");
      const bytes =
        format === "docx"
          ? await memoToDocx(memo.title, memo.memoHtml)
          : await memoToPdf(memo.title, memo.memoHtml);
      // The stored tool id is only trusted as an id: anything else gives a plain name.
      const prefix = /^[a-z_]+$/.test(memo.toolId) ? memo.toolId.replace(/_/g, "-") : "review";
      return {
        bytes,
        filename: `${prefix}-review-memo.${format}`,
        contentType: EXPORT_CONTENT_TYPES[format],
      };
    },
  };
}

/** One engine per review tool. */
export const REVIEW_TOOL_ENGINES: Partial<Record<ToolId, ToolEngine>> = Object.fromEntries(
  REVIEW_TOOLS.map((spec) => [spec.toolId, reviewToolEngine(spec)]),
);
