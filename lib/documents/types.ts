/** Where a passage of text came from, so search results can cite "page 12" or "sheet Prices". */
export type UnitKind = "page" | "sheet" | "slide" | "section";

export type ExtractedUnit = {
  kind: UnitKind;
  /** 1-based: page number, sheet position, slide number or section number. */
  index: number;
  /** Sheet name, slide title or section heading, when there is one. */
  label?: string;
  text: string;
};

export type ExtractionResult = {
  units: ExtractedUnit[];
  /** True when the text was cut at the character limit (the rest of the document is not indexed). */
  truncated: boolean;
  /** Pages of a PDF, or pages counted from explicit page breaks of a DOCX. */
  pageCount?: number;
};

/** The extensions `extractDocument` reads (the guideline upload formats). */
export const EXTRACTABLE_EXTENSIONS = ["pdf", "docx", "xlsx", "pptx", "html", "txt", "csv"] as const;
export type ExtractableExtension = (typeof EXTRACTABLE_EXTENSIONS)[number];

export function isExtractableExtension(extension: string): extension is ExtractableExtension {
  return (EXTRACTABLE_EXTENSIONS as readonly string[]).includes(extension);
}
