/**
 * The internal approval memo, drafted from the activity, the documents reviewed and the findings. With a
 * baseline (the external draft or a prior version) the memo revises it: the writer's paragraphs are kept, the
 * memo says what it was revised from, and only the parts the review owns (Findings, Issues to resolve before
 * approval, and a note on the recommendation while issues are open) are added or replaced.
 * Deterministic (no clock: the approval date is left for the approver) and escaped throughout: quotes come
 * from uploaded documents and the baseline from the user.
 */
import { escapeHtml } from "@/lib/text/html";
import { professionalOpinion } from "@/modules/evaluation";
import { draftHtml } from "@/lib/results/draft-html";
import { plainMoney } from "@/lib/frameworks/library";
import type { Finding } from "@/lib/results/types";
import { documentNames } from "@/lib/reading/evidence";
import { findingHtml, scoreLineHtml } from "@/lib/results/render";
import type { RenderInput } from "@/lib/results/review-types";
import { slotTitle } from "@/lib/catalogue/review-services";
import type { MemoBaseline, ReviewContext } from "@/lib/results/review-types";
import { AWARD_ESTIMATE_CHECK_ID } from "./award-vs-estimate";
import { bidPeriodOf, days, frameworkLabel } from "./framework-facts";
import { parseBaseline, type BaselinePart, type MemoSection } from "./memo-baseline";
import { recordCheckIds, recordForReview } from "./evaluation-record";

const p = (text: string) => `<p>${escapeHtml(text)}</p>`;
const h2 = (text: string) => `<h2>${escapeHtml(text)}</h2>`;
const paragraphHtml = (text: string) => `<p>${escapeHtml(text).replace(/\n/g, "<br>")}</p>`;
const byId = (findings: readonly Finding[], id: string) => findings.find((finding) => finding.id === id);

const needsAction = (finding: Finding) => finding.status === "fail" || finding.status === "warning";

function headerHtml(render: RenderInput, context: ReviewContext): string {
  const { activity } = render;
  const subject = `Request for approval of award — ${[activity.id, activity.procurement_category, activity.procurement_method].filter((part) => part.trim()).join(", ")}`;
  const rows: [string, string][] = [
    ["To", `Approving Authority${activity.entity.trim() ? `, ${activity.entity}` : ""}`],
    ["From", "Head of the Procurement Unit"],
    ["Subject", subject],
    ["Framework", context.input.framework?.label ?? ""],
  ];
  const cells = rows
    .filter(([, text]) => text.trim())
    .map(([label, text]) => `<tr><th scope="row">${label}</th><td>${escapeHtml(text)}</td></tr>`)
    .join("");
  return `<table>${cells}</table>`;
}

function backgroundHtml(render: RenderInput, context: ReviewContext): string {
  const { activity } = render;
  const value =
    activity.estimatedValue === null
      ? "no estimated value stated"
      : `an estimated value of ${plainMoney(activity.estimatedValue, activity.currency)}`;
  const who = activity.entity.trim() || "The procuring entity";
  const what = activity.procurement_category.trim()
    ? activity.procurement_category.toLowerCase()
    : "the requirement";
  return p(
    `${who} is procuring ${what} under activity ${activity.id || "(no activity id)"} by ${activity.procurement_method || "an unstated method"}, with ${value}, under ${frameworkLabel(context)}.`,
  );
}

function processHtml(render: RenderInput, context: ReviewContext): string {
  const { activity } = render;
  const period = bidPeriodOf(activity.issue_date, activity.bidDueDate);
  const timing =
    period.kind === "ok"
      ? `The solicitation was issued on ${period.issue} with a bid due date of ${period.due}, a bid period of ${days(period.days)}.`
      : period.kind === "invalid"
        ? period.problem
        : "The issue date and bid due date were not given.";
  const method = context.documentsIn("method-document");
  const documents = `${slotTitle({ title: "{method} Document" }, activity.procurement_method)}: ${documentNames(method)}. Evaluation report: ${documentNames(context.subject)}.`;
  const checks = ["method-rules", "method-threshold", "bid-period", "standstill"]
    .map((id) => byId(render.findings, id))
    .filter((finding): finding is Finding => !!finding)
    .map(
      (finding) => `<li><strong>${escapeHtml(finding.title)}:</strong> ${escapeHtml(finding.evidence)}</li>`,
    )
    .join("");
  return [p(timing), p(documents), checks ? `<ul>${checks}</ul>` : ""].filter(Boolean).join("\n");
}

const EVALUATION_FACTS: readonly [string, string][] = [
  ["report-bids-received", "Bids received"],
  ["report-lowest-evaluated", "Lowest evaluated / most advantageous bid"],
  ["report-recommendation", "Recommendation of the evaluation committee"],
];

function evaluationHtml(render: RenderInput): string {
  const items = EVALUATION_FACTS.map(([id, label]) => {
    const fact = byId(render.findings, id);
    const text = fact?.status === "pass" ? fact.evidence : "Not stated in the evaluation report.";
    return `<li><strong>${label}:</strong> ${escapeHtml(text)}</li>`;
  });
  // The award against the estimate is stated whatever its outcome: an approver reads the two amounts here.
  const estimate = byId(render.findings, AWARD_ESTIMATE_CHECK_ID);
  if (estimate)
    items.push(`<li><strong>Award against the estimate:</strong> ${escapeHtml(estimate.evidence)}</li>`);
  return `<ul>${items.join("")}</ul>`;
}

function findingsHtml(render: RenderInput): string {
  const list = render.findings.map(findingHtml).join("");
  return [
    scoreLineHtml(render.score, render.findings),
    p(render.summary),
    list ? `<ol>${list}</ol>` : "<p>No findings.</p>",
  ].join("\n");
}

function issuesHtml(render: RenderInput): string {
  const items = render.findings
    .filter(needsAction)
    .map(
      (finding) =>
        `<li><strong>${escapeHtml(finding.title)}</strong>${finding.recommendation ? `: ${escapeHtml(finding.recommendation)}` : ""}</li>`,
    );
  return `<ol>${items.join("")}</ol>`;
}

/** What the memo recommends: approval only when nothing failed; warnings are conditions. */
function recommendationText(render: RenderInput): string {
  const failed = render.findings.some((finding) => finding.status === "fail");
  if (failed) return "Approval is not recommended until the issues to resolve before approval are closed.";
  const award = byId(render.findings, "report-recommendation");
  const proposal = award?.status === "pass" ? ` The evaluation committee recommends: ${award.evidence}` : "";
  const warned = render.findings.some(needsAction);
  return `${warned ? "Approval of the award is recommended, subject to the issues to resolve before approval being addressed." : "Approval of the award is recommended."}${proposal}`;
}

const APPROVAL_HTML = [
  p("Approved / Not approved: ____________________"),
  p("Name: ____________________  Signature: ____________________  Date: ____________________"),
].join("\n");

/** The memo drafted fresh from the inputs and the findings (naming the version it supersedes, if any). */
function freshMemo(render: RenderInput, context: ReviewContext, supersedes?: string): string {
  const issues = render.findings.some(needsAction);
  return [
    `<h1>Internal Approval Memo</h1>`,
    ...(supersedes ? [p(`Revised from ${supersedes}.`)] : []),
    headerHtml(render, context),
    h2("Background"),
    backgroundHtml(render, context),
    h2("Procurement process"),
    processHtml(render, context),
    h2("Evaluation"),
    evaluationHtml(render),
    h2("Findings"),
    findingsHtml(render),
    ...(issues ? [h2("Issues to resolve before approval"), issuesHtml(render)] : []),
    h2("Recommendation"),
    p(recommendationText(render)),
    h2("Approval"),
    APPROVAL_HTML,
  ].join("\n");
}

/** Sections the review writes into a baseline, in their memo order. */
const OWNED: readonly MemoSection[] = ["Findings", "Issues to resolve before approval"];

function ownedHtml(section: MemoSection, render: RenderInput): string {
  return section === "Findings" ? findingsHtml(render) : issuesHtml(render);
}

function partHtml(part: BaselinePart): string[] {
  return [...(part.heading ? [h2(part.heading)] : []), ...part.paragraphs.map(paragraphHtml)];
}

/** The baseline revised: its parts in order, owned sections replaced, missing ones added before the recommendation. */
function revisedMemo(baseline: MemoBaseline, render: RenderInput): string {
  const parts = parseBaseline(baseline.text);
  const issues = render.findings.some(needsAction);
  const wanted = OWNED.filter((section) => section === "Findings" || issues);
  const missing = wanted.filter((section) => !parts.some((part) => part.section === section));
  const added = missing.flatMap((section) => [h2(section), ownedHtml(section, render)]);
  const failed = render.findings.some((finding) => finding.status === "fail");
  const note = failed ? [p(`Revision: ${recommendationText(render)}`)] : [];
  const hasRecommendation = parts.some((part) => part.section === "Recommendation");
  // Added parts go before the baseline's recommendation (or approval block), else at the end.
  const insert = [...added, ...(hasRecommendation ? [] : note)];
  const anchor = parts.findIndex((part) => part.section === "Recommendation" || part.section === "Approval");
  const out: string[] = [`<h1>Internal Approval Memo</h1>`, p(`Revised from ${baseline.name}.`)];
  parts.forEach((part, index) => {
    if (index === anchor) out.push(...insert);
    if (part.section && OWNED.includes(part.section)) {
      // A stale "issues" section goes when nothing is open any more.
      if (part.section === "Findings" || issues)
        out.push(h2(part.heading ?? part.section), ownedHtml(part.section, render));
      return;
    }
    out.push(...partHtml(part));
    if (part.section === "Recommendation") out.push(...note);
  });
  if (anchor === -1) out.push(...insert);
  return out.join("\n");
}

/**
 * RulePack.renderMemo of internal-approval-memo. A prior version is our own memo, written from the inputs and
 * findings of its run: revising it section by section would keep its stale background, evaluation and
 * recommendation beside new findings, so it is redrafted whole and named. An external draft is the writer's
 * text: its paragraphs stay and the review writes only the findings and the issues into it.
 */
export function draftApprovalMemo(render: RenderInput, context: ReviewContext): string {
  const baseline = context.input.baseline;
  if (!baseline || !baseline.text.trim()) return opinionMemo(render, context) ?? freshMemo(render, context);
  return baseline.source === "prior-version"
    ? freshMemo(render, context, baseline.name)
    : revisedMemo(baseline, render);
}

/**
 * The memo a head of procurement signs when the report can be read into an evaluation record (or the activity's
 * record was confirmed): the professional opinion built from the record and every finding of the review
 * (modules/evaluation/lib/memo). It does not endorse an award the checks find unlawful.
 */
function opinionMemo(render: RenderInput, context: ReviewContext): string | null {
  const used = recordForReview(context, context.subject);
  if (!used || (!used.record.recommendation && !used.record.noAward)) return null;
  const { activity } = render;
  const draft = professionalOpinion(used.record, recordCheckIds(render.findings), {
    framework: context.input.framework,
    entity: activity.entity,
    tenderRef: activity.id,
    tenderTitle: [activity.procurement_category, activity.procurement_method]
      .filter((part) => part.trim())
      .join(", "),
    method: activity.procurement_method,
    ...(activity.issue_date ? { advertisedOn: activity.issue_date } : {}),
    ...(activity.bidDueDate ? { closingOn: activity.bidDueDate, openedOn: activity.bidDueDate } : {}),
    ...(used.version ? { recordVersion: used.version } : { readFrom: documentNames(context.subject) }),
  });
  return `${scoreLineHtml(render.score, render.findings)}${draftHtml(draft)}`;
}
