/**
 * A draft as HTML: the preview the page shows and the layout the DOCX and PDF exports follow (lib/results/memo-export
 * reads these headings, paragraphs, lists and tables). Headings are numbered and a table of contents comes first;
 * assumptions are marked "[To confirm]", model-written text "[Drafted by the language model]", and a cited
 * paragraph ends with its source. Every text is escaped: inputs and quotes come from users and documents.
 */
import { escapeHtml } from "@/lib/text/html";
import {
  numberedSections,
  type Draft,
  type DraftParagraph,
  type DraftSection,
  type DraftTable,
} from "@/lib/results/draft";

const MARKERS: Partial<Record<NonNullable<DraftParagraph["source"]>, string>> = {
  assumption: "[To confirm] ",
  model: "[Drafted by the language model] ",
};

function paragraphHtml(paragraph: DraftParagraph): string {
  const marked = paragraph.source ? (MARKERS[paragraph.source] ?? "") : "";
  // A text that already starts with its mark ("[To confirm] …") is not marked twice.
  const marker = marked && paragraph.text.startsWith(marked.trim()) ? "" : marked;
  const source = paragraph.citation ? ` (Source: ${escapeHtml(paragraph.citation)})` : "";
  return `<p data-source="${paragraph.source ?? "text"}">${escapeHtml(marker)}${escapeHtml(paragraph.text)}${source}</p>`;
}

function tableHtml(table: DraftTable): string {
  const head = `<tr>${table.columns.map((column) => `<th>${escapeHtml(column)}</th>`).join("")}</tr>`;
  const rows = table.rows
    .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join("")}</tr>`)
    .join("");
  return `${table.caption ? `<p><strong>${escapeHtml(table.caption)}</strong></p>` : ""}<table>${head}${rows}</table>`;
}

/** "7 Clarification…", "Section II – Tender Data Sheet"; a section the document does not number has no number. */
function headingText(number: string, heading: string): string {
  if (!number) return escapeHtml(heading);
  return `${escapeHtml(number)}${/^[A-Za-z]/.test(number) && /\s/.test(number) ? " –" : ""} ${escapeHtml(heading)}`;
}

/** The draft's HTML: title, basis, contents, then each numbered section. */
export function draftHtml(draft: Draft): string {
  const numbered = numberedSections(draft.sections);
  // Nested lists, so the contents keep their levels in the preview and in the DOCX and PDF (list depth).
  const numberOf = new Map(numbered.map(({ number, section }) => [section, number]));
  const contentsOf = (sections: readonly DraftSection[]): string =>
    sections
      .map(
        (section) =>
          `<li>${headingText(numberOf.get(section)!, section.heading)}${
            section.subsections?.length ? `<ul>${contentsOf(section.subsections)}</ul>` : ""
          }</li>`,
      )
      .join("");
  const contents = contentsOf(draft.sections);
  const body = numbered.map(({ number, depth, section }) => {
    const level = Math.min(2 + depth, 3);
    return [
      `<h${level}>${headingText(number, section.heading)}</h${level}>`,
      ...section.paragraphs.map(paragraphHtml),
      ...(section.tables ?? []).map(tableHtml),
    ].join("\n");
  });
  return [
    `<h1>${escapeHtml(draft.title)}</h1>`,
    draft.subtitle ? `<p>${escapeHtml(draft.subtitle)}</p>` : "",
    `<p><em>${escapeHtml(draft.basis)}</em></p>`,
    `<h2>Contents</h2>`,
    `<ul>${contents}</ul>`,
    ...body,
  ]
    .filter(Boolean)
    .join("\n");
}
