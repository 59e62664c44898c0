/** A draft section as plain text (heading, paragraphs with citations, tables, subsections), for tests. */
import type { DraftSection } from "./draft";

export function sectionText(section: DraftSection): string {
  return [
    section.heading,
    ...section.paragraphs.map((p) => `${p.text}${p.citation ? ` [${p.citation}]` : ""}`),
    ...(section.tables ?? []).flatMap((table) => [
      table.caption ?? "",
      ...table.columns,
      ...table.rows.flat(),
    ]),
    ...(section.subsections ?? []).map(sectionText),
  ].join("\n");
}
