/**
 * Any tool's result as a document: escaped HTML (the "result" export of every run as DOCX and PDF through
 * memo-export, and the email of a run that has no memo or email preview of its own) and plain text (Copy).
 * Both say the same in the same order: title, score, summary, notices, key figures, tables, findings grouped by
 * outcome as the review memo groups them. Every text is escaped: tables and findings quote uploaded documents.
 */
import { escapeHtml, textToHtml } from "@/lib/text/html";
import { groupedFindingsHtml, scoreLineHtml } from "./render";
import { disqualifyingFailures, keyChecksWithoutData, scoreWords } from "./score";
import type { Finding, ToolOutput } from "./types";

/** The document every stored tool run offers, whatever the tool: its whole result. */
export const RESULT_DOCUMENT_ID = "result";
export const RESULT_FORMATS = ["docx", "pdf"] as const;
export type ResultFormat = (typeof RESULT_FORMATS)[number];

/**
 * The score line, as the result view shows it: the score when the tool gave one, "No score (insufficient data)"
 * when a key check had no data, nothing for a tool that does not score (the navigator, the knowledge hub).
 */
function scoreOf(output: ToolOutput): number | null | undefined {
  if (output.score !== undefined) return output.score;
  const findings = output.findings ?? [];
  return keyChecksWithoutData(findings).length || disqualifyingFailures(findings).length ? null : undefined;
}

const metricText = (metric: NonNullable<ToolOutput["metrics"]>[number]) =>
  metric.hint ? `${metric.value} (${metric.hint})` : metric.value;

/** A table's cells padded to its header's width, so every row has as many cells as there are columns. */
function paddedRows(table: NonNullable<ToolOutput["tables"]>[number]): string[][] {
  const width = Math.max(table.columns.length, ...table.rows.map((row) => row.length));
  return table.rows.map((row) => Array.from({ length: width }, (_, i) => row[i] ?? ""));
}

function tableHtml(table: NonNullable<ToolOutput["tables"]>[number]): string {
  const heading = `<h2>${escapeHtml(table.title)}</h2>`;
  if (!table.rows.length) return `${heading}\n<p>No rows.</p>`;
  const rows = paddedRows(table);
  const width = rows[0]!.length;
  const header = table.columns.length
    ? `<tr>${Array.from({ length: width }, (_, i) => `<th scope="col">${escapeHtml(table.columns[i] ?? "")}</th>`).join("")}</tr>`
    : "";
  const body = rows
    .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join("")}</tr>`)
    .join("");
  return `${heading}\n<table>${header}${body}</table>`;
}

/** The result as HTML: the run's document for DOCX, PDF and email. */
export function toolOutputHtml(title: string, output: ToolOutput): string {
  const score = scoreOf(output);
  const notices = output.notices?.filter((notice) => notice.trim() !== "") ?? [];
  const metrics = output.metrics ?? [];
  return [
    `<h1>${escapeHtml(title)}</h1>`,
    score === undefined ? "" : scoreLineHtml(score, output.findings),
    output.summary.trim() ? textToHtml(output.summary.trim()) : "",
    notices.length
      ? `<h2>Notes</h2>\n<ul>${notices.map((notice) => `<li>${escapeHtml(notice)}</li>`).join("")}</ul>`
      : "",
    metrics.length
      ? `<h2>Key figures</h2>\n<ul>${metrics
          .map(
            (metric) =>
              `<li><strong>${escapeHtml(metric.label)}:</strong> ${escapeHtml(metricText(metric))}</li>`,
          )
          .join("")}</ul>`
      : "",
    ...(output.tables ?? []).map(tableHtml),
    output.findings?.length ? `<h2>Findings</h2>\n${groupedFindingsHtml(output.findings)}` : "",
  ]
    .filter(Boolean)
    .join("\n");
}

/** The groups of the memo (groupedFindingsHtml in ./render), in the same order and with the same headings. */
const TEXT_GROUPS: readonly [Finding["status"], string, string][] = [
  ["fail", "Failed", "Fail"],
  ["warning", "Warnings", "Warning"],
  ["insufficient", "Insufficient data: could not be checked", "Insufficient data"],
  ["info", "For information", "Info"],
  ["pass", "Passed", "Pass"],
];

/** One line of text: a cell or a value never breaks the layout of the plain text. */
const line = (text: string) => text.replace(/\s+/g, " ").trim();

function findingsText(findings: readonly Finding[]): string[] {
  return TEXT_GROUPS.flatMap(([status, heading, label]) => {
    const group = findings.filter((finding) => finding.status === status);
    if (!group.length) return [];
    return [
      "",
      `${heading} (${group.length})`,
      ...group.flatMap((finding, index) => [
        `${index + 1}. ${line(finding.title)} — ${label} (${finding.severity})`,
        ...(
          [
            ["Evidence", finding.evidence],
            ["Citation", finding.citation],
            ["Recommendation", finding.recommendation],
          ] as const
        )
          .filter(([, value]) => value.trim() !== "")
          .map(([name, value]) => `   ${name}: ${line(value)}`),
      ]),
    ];
  });
}

/** The result as plain text, for the clipboard: the same parts as the HTML, tables with " | " between cells. */
export function toolOutputText(title: string, output: ToolOutput): string {
  const score = scoreOf(output);
  const notices = output.notices?.filter((notice) => notice.trim() !== "") ?? [];
  const parts: string[][] = [
    [line(title)],
    score === undefined ? [] : [`Score: ${scoreWords(score, output.findings)}`],
    output.summary.trim() ? [output.summary.trim()] : [],
    notices.length ? ["Notes", ...notices.map((notice) => `- ${line(notice)}`)] : [],
    output.metrics?.length
      ? [
          "Key figures",
          ...output.metrics.map((metric) => `- ${line(metric.label)}: ${line(metricText(metric))}`),
        ]
      : [],
    ...(output.tables ?? []).map((table) =>
      table.rows.length
        ? [
            line(table.title),
            ...(table.columns.length ? [table.columns.map(line).join(" | ")] : []),
            ...paddedRows(table).map((row) => row.map(line).join(" | ")),
          ]
        : [line(table.title), "No rows."],
    ),
    output.findings?.length ? ["Findings", ...findingsText(output.findings).slice(1)] : [],
  ];
  return parts
    .filter((part) => part.length)
    .map((part) => part.join("\n"))
    .join("\n\n");
}
