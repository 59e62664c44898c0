/**
 * runReview: picks the rule pack of the service (and subservice), runs its checks in order against the
 * attached documents and the org's verified rules, scores the findings and renders memo and email.
 * Deterministic: same input, same result (no clock, no randomness, no I/O).
 */
import { reviewModule } from "@/lib/catalogue/review-services";
import { DomainError } from "@/lib/errors";
import { verifiedRules } from "@/lib/frameworks/rules";
import type { AttachedDocument, Finding } from "@/lib/results/types";
import { guidelineFindings } from "@/lib/results/guidelines";
import { renderEmailHtml, renderMemoHtml } from "@/lib/results/render";
import { orderFindings, reviewScore, summarize } from "@/lib/results/score";
import { readiness } from "@/lib/results/readiness";
import type { DocumentType, FactsSheet } from "@/lib/results/facts-sheet";
import type { ReviewContext, ReviewInput, ReviewResult, RulePack } from "@/lib/results/review-types";

/** No rule pack for the service: the review is not built yet (not_built), named by its title when it has one. */
export class UnknownReviewServiceError extends DomainError {
  constructor(
    readonly serviceId: string,
    readonly subserviceId?: string,
  ) {
    const title = reviewModule(serviceId, subserviceId)?.title;
    super(
      "not_built",
      title
        ? `The ${title} review is not built yet. Nothing was run.`
        : `No review rule pack for service "${serviceId}"${subserviceId ? ` / subservice "${subserviceId}"` : ""}.`,
    );
    this.name = "UnknownReviewServiceError";
  }
}

export function isUnknownReviewServiceError(error: unknown): error is UnknownReviewServiceError {
  return error instanceof UnknownReviewServiceError;
}

/** The pack of a service; a subservice needs its own pack (an intelligence subservice is its own review). */
export function findPack(
  packs: readonly RulePack[],
  serviceId: string,
  subserviceId?: string,
): RulePack | undefined {
  const sub = subserviceId || undefined;
  return packs.find((pack) => pack.serviceId === serviceId && (pack.subserviceId || undefined) === sub);
}

export function buildContext(input: ReviewInput, pack: Pick<RulePack, "subjectGroups">): ReviewContext {
  const documentsIn = (...groupIds: string[]): readonly AttachedDocument[] =>
    input.documents.filter((document) => groupIds.includes(document.groupId));
  const subject = pack.subjectGroups ? documentsIn(...pack.subjectGroups) : input.documents;
  const rulesCode = input.framework?.rulesCode;
  return { input, subject, documentsIn, rules: rulesCode ? verifiedRules(rulesCode) : [] };
}

function isFindingList(result: Finding | readonly Finding[]): result is readonly Finding[] {
  return Array.isArray(result);
}

/** Findings of one pack in check order; a finding without id or title takes its check's. */
export function runChecks(pack: RulePack, context: ReviewContext): Finding[] {
  const findings: Finding[] = [];
  for (const check of pack.checks) {
    const result = check.run(context);
    if (result === null) continue;
    const list: readonly Finding[] = isFindingList(result) ? result : [result];
    for (const finding of list)
      findings.push({ ...finding, id: finding.id || check.id, title: finding.title || check.title });
  }
  return findings;
}

/**
 * A fact that one check fails or warns about is not also passed by another (a clarification deadline that is
 * stated, but three days before the deadline): the reader sees one verdict per fact.
 */
export function oneVerdictPerFact(findings: readonly Finding[]): Finding[] {
  const flagged = new Set(
    findings.filter((f) => f.fact && (f.status === "fail" || f.status === "warning")).map((f) => f.fact),
  );
  return findings.filter(
    (finding) => !(finding.status === "pass" && finding.fact && flagged.has(finding.fact)),
  );
}

/** The type the verdict is about: a bidding document among the attached ones, else the first document's. */
function documentTypeOf(sheets: readonly FactsSheet[]): DocumentType | undefined {
  return (sheets.find((sheet) => sheet.type !== "standard-template") ?? sheets[0])?.type;
}

export function runReview(input: ReviewInput, packs: readonly RulePack[]): ReviewResult {
  const pack = findPack(packs, input.serviceId, input.subserviceId);
  if (!pack) throw new UnknownReviewServiceError(input.serviceId, input.subserviceId);
  const context = buildContext(input, pack);
  const findings = orderFindings(
    oneVerdictPerFact([...runChecks(pack, context), ...guidelineFindings(input)]),
  );
  const score = reviewScore(findings);
  const facts = pack.readFacts?.(context);
  const extraDocuments = pack.extraDocuments?.(context) ?? [];
  // A pack that reads the document into facts judges a document to issue: its verdict leads the summary.
  const judged = facts ? readiness(findings, documentTypeOf(facts)) : undefined;
  // Without data the summary already says which check could not run and what to attach.
  const verdict = judged && judged.verdict !== "insufficient" ? judged.sentence : undefined;
  const summary = [verdict, summarize(pack.title, score, findings)].filter(Boolean).join(" ");
  const render = {
    title: pack.title,
    activity: input.activity,
    score,
    summary,
    findings,
    ...(facts ? { facts } : {}),
  };
  return {
    score,
    summary,
    findings,
    memoHtml: pack.renderMemo ? pack.renderMemo(render, context) : renderMemoHtml(render),
    emailHtml: renderEmailHtml(render),
    ...(facts ? { facts } : {}),
    ...(judged ? { readiness: judged } : {}),
    ...(extraDocuments.length ? { extraDocuments } : {}),
  };
}
