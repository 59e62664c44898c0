/**
 * The memo and email of a review as HTML. Every piece of text (document quotes, inputs, titles) is escaped:
 * the quotes come from uploaded documents and must never become markup.
 */
import { escapeHtml } from "@/lib/text/html";
import { plainMoney } from "@/lib/frameworks/library";
import type { Finding } from "./types";
import type { RenderInput, ReviewActivity } from "./review-types";

const STATUS_LABELS: Record<Finding["status"], string> = {
  pass: "Pass",
  fail: "Fail",
  warning: "Warning",
  info: "Info",
};

export function findingHtml(finding: Finding): string {
  const rows: [string, string][] = [
    ["Evidence", finding.evidence],
    ["Citation", finding.citation],
    ["Recommendation", finding.recommendation],
  ];
  const details = rows
    .filter(([, value]) => value.trim() !== "")
    .map(([label, value]) => `<li><strong>${label}:</strong> ${escapeHtml(value)}</li>`)
    .join("");
  return (
    `<li data-status="${finding.status}" data-severity="${finding.severity}">` +
    `<p><strong>${escapeHtml(finding.title)}</strong> — ${STATUS_LABELS[finding.status]} (${finding.severity})</p>` +
    (details ? `<ul>${details}</ul>` : "") +
    `</li>`
  );
}

export function activityHtml(activity: ReviewActivity): string {
  const value =
    activity.estimatedValue === null ? "" : plainMoney(activity.estimatedValue, activity.currency);
  const rows: [string, string][] = [
    ["Activity", activity.id],
    ["Entity", activity.entity],
    ["Category", activity.procurement_category],
    ["Method", activity.procurement_method],
    ["Estimated value", value],
    ["Issue date", activity.issue_date],
    ["Bid due date", activity.bidDueDate],
  ];
  const cells = rows
    .filter(([, text]) => text.trim() !== "")
    .map(([label, text]) => `<tr><th scope="row">${label}</th><td>${escapeHtml(text)}</td></tr>`)
    .join("");
  return cells ? `<table>${cells}</table>` : "";
}

/** The review memo: activity, score, summary, then every finding in order with evidence and citation. */
export function renderMemoHtml(input: RenderInput): string {
  const findings = input.findings.map(findingHtml).join("");
  return [
    `<h1>${escapeHtml(input.title)} — Review Memo</h1>`,
    activityHtml(input.activity),
    `<p><strong>Score:</strong> ${input.score}/100</p>`,
    `<p>${escapeHtml(input.summary)}</p>`,
    `<h2>Findings</h2>`,
    findings ? `<ol>${findings}</ol>` : "<p>No findings.</p>",
  ]
    .filter(Boolean)
    .join("\n");
}

/** The email: score, summary and the findings that need action (fail and warning) first, the rest counted. */
export function renderEmailHtml(input: RenderInput): string {
  const open = input.findings.filter((finding) => finding.status === "fail" || finding.status === "warning");
  const rest = input.findings.length - open.length;
  const subject = input.activity.id ? `${input.title} — ${input.activity.id}` : input.title;
  return [
    `<p><strong>${escapeHtml(subject)}</strong></p>`,
    `<p><strong>Score:</strong> ${input.score}/100</p>`,
    `<p>${escapeHtml(input.summary)}</p>`,
    open.length
      ? `<h2>Findings requiring action</h2>\n<ol>${open.map(findingHtml).join("")}</ol>`
      : "<p>No findings require action.</p>",
    rest
      ? `<p>${rest} other finding${rest === 1 ? "" : "s"} (passed or for information) are listed in the memo.</p>`
      : "",
  ]
    .filter(Boolean)
    .join("\n");
}
