/**
 * The document model (see types.ts): checks read a document through it so they quote the tender's own text,
 * find sections by their headings and list the blanks a standard document leaves to fill.
 */
export { buildDocumentModel, documentModel } from "./model";
export { clauseLabel, leadingClause, sectionIdOf } from "./lines";
export { collapseWhitespace } from "./text";
export type { BlankParty, Block, BlockKind, BlockSpan, DocumentModel, PageModel, Placeholder } from "./types";
export { findSection, tocPagesNaming, type SectionLocation } from "./sections";
