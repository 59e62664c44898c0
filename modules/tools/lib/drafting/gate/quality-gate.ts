/**
 * The quality gate (step 5 of the product's journey): a draft is reviewed by the product's own packs before it
 * can be finalised, as the officer's reviewer would review the issued document. The draft is exported to DOCX
 * and read back exactly as an upload would be (what is reviewed is what is downloaded), then:
 * - a bid document goes through the solicitation compliance review;
 * - a specification or ToR through the specification-quality pack (brands without "or equivalent", vague words);
 * - criteria through the solicitation review's criteria and qualification checks (proportionality).
 * A blank the draft leaves on purpose (listed in `draft.toFill`) is "to fill", not a defect; every other fail or
 * warning must be fixed or acknowledged with a reason before the draft is finalised.
 */
import { numberedSections, OFFICER_SECTION_IDS, type Draft } from "@/lib/results/draft";
import type { Finding, ToolFramework } from "@/lib/results/types";
import type { ReviewInput, ReviewResult, RulePack } from "@/lib/results/review-types";

export type GateFinding = Pick<
  Finding,
  "id" | "title" | "status" | "severity" | "evidence" | "recommendation"
> & {
  /** A blank the draft leaves for the officer on purpose. */
  toFill: boolean;
};

export type GateResult = {
  /** The review the draft went through ("Solicitation Compliance Review"). */
  review: string;
  /** True when no finding is open: nothing failed or warned except the blanks the draft lists. */
  passed: boolean;
  findings: GateFinding[];
  /** What the review read from the draft (a solicitation's facts: deadline, validity, security…), status and value. */
  read: { label: string; status: string; value: string }[];
};

type GateSpec = { serviceId: string; subserviceId?: string; group: string; checks?: RegExp };

/** Which review gates which drafting tool; tools without one (letters, notes) have no gate. */
const GATES: Readonly<Record<string, GateSpec>> = {
  bid_document_customization: { serviceId: "compliance-solicitation", group: "method-document" },
  specification_tor_draft: {
    serviceId: "intelligence",
    subserviceId: "spec-quality",
    group: "specifications",
  },
  qualification_evaluation_criteria: {
    serviceId: "compliance-solicitation",
    group: "method-document",
    checks: /criteria|qualification|scoring|turnover|experience|brand/i,
  },
};

const OPEN: ReadonlySet<Finding["status"]> = new Set(["fail", "warning"]);

/** The draft as issued: without the sections written for the officer (notes, rules relied on, guidelines). */
function issuedDraft(draft: Draft): Draft {
  return {
    ...draft,
    sections: draft.sections.filter((section) => !OFFICER_SECTION_IDS.includes(section.id)),
  };
}

/** Whether a finding is about a blank the draft lists for the officer (its evidence quotes the placeholder). */
function isToFill(finding: Finding, draft: Draft): boolean {
  const placeholders = (draft.toFill ?? []).map((blank) => blank.placeholder.toLowerCase());
  if (!placeholders.length) return false;
  const text = `${finding.title} ${finding.evidence}`.toLowerCase();
  return placeholders.some(
    (placeholder) => text.includes(placeholder) || text.includes(placeholder.slice(1, -1)),
  );
}

/** How the review is run: in process by default; the server passes its worker pool (reviewOffThread). */
export type RunReview = (input: ReviewInput) => Promise<ReviewResult>;

/** Runs the tool's gate on a draft; null when the tool has none. */
export async function qualityGate(
  toolId: string,
  draft: Draft,
  framework: ToolFramework | null,
  review?: RunReview,
): Promise<GateResult | null> {
  const spec = GATES[toolId];
  if (!spec) return null;
  const [
    { draftHtml },
    { memoToDocx },
    { extractDocument },
    { toAttachedDocument },
    { findPack, runReview, RULE_PACKS },
  ] = await Promise.all([
    import("@/lib/results/draft-html"),
    import("@/lib/results/memo-export"),
    import("@/lib/documents"),
    import("@/lib/reading/attached-document"),
    import("@/modules/review"),
  ]);
  const pack: RulePack | undefined = findPack(RULE_PACKS, spec.serviceId, spec.subserviceId);
  if (!pack) return null;
  const issued = issuedDraft(draft);
  const bytes = await memoToDocx(issued.title, draftHtml(issued), "Draft", "");
  const document = toAttachedDocument(
    { fileId: "draft", groupId: spec.group, name: `${issued.title}.docx`, size: bytes.length },
    await extractDocument(bytes, "docx"),
  );
  const input: ReviewInput = {
    serviceId: spec.serviceId,
    subserviceId: spec.subserviceId,
    activity: {
      id: "",
      entity: "",
      procurement_category: "",
      procurement_method: "",
      currency: "",
      estimatedValue: null,
      issue_date: "",
      bidDueDate: "",
    } as ReviewInput["activity"],
    moduleInputs: {},
    documents: [document],
    framework,
  };
  const result = review ? await review(input) : runReview(input, RULE_PACKS);
  const findings = result.findings
    .filter((finding) => OPEN.has(finding.status) && (!spec.checks || spec.checks.test(finding.id)))
    .map((finding) => ({
      id: finding.id,
      title: finding.title,
      status: finding.status,
      severity: finding.severity,
      evidence: finding.evidence,
      recommendation: finding.recommendation,
      toFill: isToFill(finding, draft),
    }));
  // What the draft itself marks "[To confirm]" in the issued text is for the officer, like its listed blanks.
  const marked = numberedSections(issued.sections).flatMap(({ section }) =>
    section.paragraphs.filter((paragraph) => paragraph.source === "assumption"),
  );
  if (marked.length)
    findings.push({
      id: "draft-to-confirm",
      title: `${marked.length} statement${marked.length === 1 ? "" : "s"} marked [To confirm] in the text`,
      status: "warning",
      severity: "medium",
      evidence: marked
        .slice(0, 3)
        .map((paragraph) => `"${paragraph.text.slice(0, 160)}"`)
        .join("; "),
      recommendation: "Confirm or rewrite each before issue and remove its [To confirm] mark.",
      toFill: true,
    });
  const read = (result.facts ?? []).flatMap((sheet) =>
    sheet.facts.map((fact) => ({ label: fact.label, status: fact.status, value: fact.value ?? "" })),
  );
  return { review: pack.title, passed: findings.every((finding) => finding.toFill), findings, read };
}
