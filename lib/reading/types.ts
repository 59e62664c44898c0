/**
 * The document model: each page of an attached document read as blocks, so a review quotes the tender itself and
 * never its table of contents or the notes written for whoever fills in a standard document.
 */

/** One attached document's extracted text, page by page (or sheet / slide). */
export type AttachedDocument = {
  fileId: string;
  groupId: string;
  name: string;
  size: number;
  units: readonly { label: string; text: string }[];
};

/**
 * - toc: a table of contents (section names followed by page numbers or dot leaders);
 * - guidance: a preface or notes for the procuring entity that are not part of the issued tender;
 * - heading: a section or part heading ("SECTION IX – TENDER FORM", "Section II. Bid Data Sheet");
 * - body: the tender's own text;
 * - furniture: running headers, footers and page numbers repeated on the pages.
 */

export type BlockKind = "toc" | "guidance" | "heading" | "body" | "furniture";

export type Block = {
  kind: BlockKind;
  /** Index of the unit (page) in the document. */
  unit: number;
  /** The unit's label, e.g. "page 3". */
  page: string;
  /** The block's lines as extracted (joined with "\n"). */
  text: string;
  /** The heading of the section the block falls under, e.g. "SECTION III - INSTRUCTIONS TO TENDERERS". */
  section?: string;
  /** The section id (see lib/frameworks/sections) that heading opens, when it names a known section. */
  sectionId?: string;
  /** The clause the block is part of: "3.18.5", "ITT 18.1", "GCC 4.2.2". */
  clause?: string;
  /** Headings: 1 opens a section (SECTION/PART/APPENDIX or a known section name), 2 is a sub-heading. */
  level?: 1 | 2;
};

/** Who fills a blank: the procuring entity before issuing, the tenderer in a form, or a signature line. */
export type BlankParty = "procuring-entity" | "tenderer" | "signature";

export type Placeholder = {
  /** The blank as written: "[insert amount]", "____", "(...)", "…………", "<date>", "xx days". */
  text: string;
  page: string;
  unit: number;
  section?: string;
  clause?: string;
  party: BlankParty;
  /** About 160 characters around the blank, whitespace collapsed. */
  context: string;
};

/** Where a searchable block sits in its page's search text. */
export type BlockSpan = { start: number; end: number; block: Block };

export type PageModel = {
  unit: number;
  label: string;
  /** The page's heading and body blocks, whitespace collapsed, joined by single spaces. */
  searchText: string;
  /** The heading and body blocks in searchText order. */
  spans: readonly BlockSpan[];
  /** True when the whole page is a table of contents. */
  isToc: boolean;
};

export type DocumentModel = {
  document: AttachedDocument;
  blocks: readonly Block[];
  pages: readonly PageModel[];
  headings: readonly Block[];
  placeholders: readonly Placeholder[];
  /** Labels of the pages that hold table-of-contents lines. */
  tocPages: readonly string[];
  /** Labels of the pages that hold guidance (preface, notes for the procuring entity). */
  guidancePages: readonly string[];
  /**
   * A standard document not yet filled in (many blanks for the procuring entity, guidance notes), not an issued
   * tender: it is reviewed by listing what is left to fill.
   */
  isTemplate: boolean;
};
