/**
 * The memo and email of a review as HTML. Every piece of text (document quotes, inputs, titles) is escaped:
 * the quotes come from uploaded documents and must never become markup.
 */
import { escapeHtml } from "@/lib/text/html";
import { plainMoney } from "@/lib/frameworks/library";
import type { Finding } from "./types";
import type { RenderInput, ReviewActivity } from "./review-types";
import { disqualifyingFailures, keyChecksWithoutData, PENALTIES, scoreDeductions, scoreWords } from "./score";
import { factAnchor, factsSheetHtml } from "./facts-html";

const STATUS_LABELS: Record<Finding["status"], string> = {
  pass: "Pass",
  fail: "Fail",
  warning: "Warning",
  info: "Info",
  insufficient: "Insufficient data",
};

/** The memo's groups in reading order (see orderFindings): what needs action first, passes last. */
const STATUS_GROUPS: readonly [Finding["status"], string][] = [
  ["fail", "Failed"],
  ["warning", "Warnings"],
  ["insufficient", "Insufficient data: could not be checked"],
  ["info", "For information"],
  ["pass", "Passed"],
];

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
  const about = finding.fact ? ` <a href="#${factAnchor(finding.fact)}">(see the facts read)</a>` : "";
  return (
    `<li data-status="${finding.status}" data-severity="${finding.severity}">` +
    `<p><strong>${escapeHtml(finding.title)}</strong> — ${STATUS_LABELS[finding.status]} (${finding.severity})${about}</p>` +
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

const STATUS_WORDS: Record<Finding["status"], string> = {
  fail: "failed",
  warning: "warning",
  pass: "passed",
  info: "info",
  insufficient: "insufficient data",
};

/**
 * How the score was reached, for the reader of the memo: 100, less the points of each failed or doubtful
 * finding by its severity, never below 0; passes and information take nothing off.
 */
export function scoreExplanationHtml(findings: readonly Finding[]): string {
  const disqualifying = disqualifyingFailures(findings);
  if (disqualifying.length) {
    const items = disqualifying
      .map((finding) => `<li>${escapeHtml(finding.title)}: ${escapeHtml(finding.disqualifies ?? "")}</li>`)
      .join("");
    return (
      "<h2>Why there is no score</h2>\n<p>A finding fails the review by itself, so a score would read as a pass " +
      `whatever the other checks found.</p>\n<ul>${items}</ul>`
    );
  }
  const withheld = keyChecksWithoutData(findings);
  if (withheld.length) {
    const items = withheld
      .map((finding) => `<li>${escapeHtml(finding.title)}: ${escapeHtml(finding.recommendation)}</li>`)
      .join("");
    return (
      "<h2>Why there is no score</h2>\n<p>A key check had no data to check, so a score would describe documents " +
      `that were not read. Attach what is missing and run the review again.</p>\n<ul>${items}</ul>`
    );
  }
  const deductions = scoreDeductions(findings);
  const { fail, warning } = PENALTIES;
  const rule =
    `The score starts at 100. Each failed finding takes off ${fail.high} (high), ${fail.medium} (medium) or ` +
    `${fail.low} (low) points, each warning ${warning.high}, ${warning.medium} or ${warning.low}; passed findings ` +
    "and information take nothing off; the score never goes below 0.";
  if (!deductions.length)
    return `<h2>How the score is computed</h2>\n<p>${rule} No finding took points off: 100/100.</p>`;
  const items = deductions
    .map(
      (deduction) =>
        `<li>−${deduction.points}: ${escapeHtml(deduction.title)} (${STATUS_WORDS[deduction.status]}, ${deduction.severity})</li>`,
    )
    .join("");
  const total = deductions.reduce((sum, deduction) => sum + deduction.points, 0);
  return `<h2>How the score is computed</h2>\n<p>${rule} Here: 100 − ${total} = ${Math.max(0, 100 - total)}/100${100 - total < 0 ? " (floored at 0)" : ""}.</p>\n<ul>${items}</ul>`;
}

/**
 * '<p><strong>Score:</strong> 72/100</p>'; without a score 'Fails (not scored)' when a disqualifying finding
 * decided the review, else 'No score (insufficient data)' (a key check had none).
 */
export function scoreLineHtml(score: number | null, findings: readonly Finding[] = []): string {
  return `<p><strong>Score:</strong> ${scoreWords(score, findings)}</p>`;
}

/** Findings under one heading per status (failed, warnings, insufficient data, information, passed). */
export function groupedFindingsHtml(findings: readonly Finding[]): string {
  if (!findings.length) return "<p>No findings.</p>";
  return STATUS_GROUPS.map(([status, heading]) => {
    const group = findings.filter((finding) => finding.status === status);
    return group.length
      ? `<h3>${heading} (${group.length})</h3>\n<ol>${group.map(findingHtml).join("")}</ol>`
      : "";
  })
    .filter(Boolean)
    .join("\n");
}

/** The review memo: activity, score, summary, the findings grouped by status with evidence and citation, then how the score was reached. */
export function renderMemoHtml(input: RenderInput): string {
  return [
    `<h1>${escapeHtml(input.title)} — Review Memo</h1>`,
    activityHtml(input.activity),
    scoreLineHtml(input.score, input.findings),
    `<p>${escapeHtml(input.summary)}</p>`,
    factsSheetHtml(input.facts),
    `<h2>Findings</h2>`,
    groupedFindingsHtml(input.findings),
    scoreExplanationHtml(input.findings),
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
    scoreLineHtml(input.score, input.findings),
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
