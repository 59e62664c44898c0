/**
 * Finding a section of a tender by its structure: the heading that opens it, or a numbered clause titled with its
 * name ("3.10 Tender Form"). A name in the table of contents, a guidance note or in passing in a sentence is not
 * the section.
 */
import type { AttachedDocument } from "./types";
import { leadingClause, sectionIdOf } from "./lines";
import { documentModel } from "./model";
import { collapseWhitespace } from "./text";
import type { Block } from "./types";

export type SectionLocation = {
  document: AttachedDocument;
  block: Block;
  /** "heading": the section's own heading; "clause": a numbered clause titled with its name. */
  by: "heading" | "clause";
  /** The heading or the clause's title line, whitespace collapsed. */
  title: string;
};

/** A clause title is its name and little more ("3.10 Tender Form", "5. Evaluation Criteria (Goods)"). */
const TITLE_SLACK = 16;

function clauseTitle(block: Block, names: readonly string[]): string | null {
  if (block.kind !== "body" || !leadingClause(block.text.slice(0, 200))) return null;
  const lineEnd = block.text.indexOf("\n");
  const firstLine = block.text.slice(0, lineEnd === -1 ? 200 : Math.min(lineEnd, 200));
  const title = collapseWhitespace(firstLine.replace(/^[^A-Za-z]*(?:[A-Z]{2,4}\s+[\d.]+\s*)?/, "")).replace(
    /[.:;\s]+$/,
    "",
  );
  const lower = title.toLowerCase();
  const named = names.some(
    (name) => lower.startsWith(name.toLowerCase()) && title.length - name.length <= TITLE_SLACK,
  );
  return named ? collapseWhitespace(firstLine) : null;
}

/**
 * Where the section first appears in the documents: its heading (by the longest section name the heading holds,
 * so "Appendix to Instructions to Tenderers" opens the data sheet, not the instructions), else a numbered clause
 * titled with one of `names`; null when neither is there.
 */
export function findSection(
  documents: readonly AttachedDocument[],
  sectionId: string,
  names: readonly string[],
): SectionLocation | null {
  for (const document of documents)
    for (const block of documentModel(document).headings) {
      const title = collapseWhitespace(block.text);
      if (sectionIdOf(title) === sectionId) return { document, block, by: "heading", title };
    }
  for (const document of documents)
    for (const block of documentModel(document).blocks) {
      const title = clauseTitle(block, names);
      if (title) return { document, block, by: "clause", title };
    }
  return null;
}

/** The pages whose table of contents names the section (for saying a section is only listed there). */
export function tocPagesNaming(document: AttachedDocument, names: readonly string[]): string[] {
  const lower = names.map((name) => name.toLowerCase());
  const pages = documentModel(document)
    .blocks.filter(
      (block) =>
        block.kind === "toc" &&
        lower.some((name) => collapseWhitespace(block.text).toLowerCase().includes(name)),
    )
    .map((block) => block.page);
  return [...new Set(pages)];
}
