/**
 * PDF text per page with pdf.js (through unpdf's serverless build, in this process). `isEvalSupported: false`
 * keeps font programs from being compiled to JS (CVE-2024-4367); the page count is checked before any page
 * is read, and the deadline between pages.
 */
import { damagedPdf, ExtractionError } from "./errors";
import { tooManyUnits, yieldToEventLoop, type Deadline, type UnitCollector } from "./budget";

type PdfTextItem = { str: string; hasEOL: boolean };

function isTextItem(item: unknown): item is PdfTextItem {
  return typeof item === "object" && item !== null && "str" in item && typeof item.str === "string";
}

/** Joins pdf.js text items the way its own text layer does: items in order, a newline where a line ends. */
export function pdfItemsToText(items: readonly unknown[]): string {
  let text = "";
  for (const item of items) {
    if (!isTextItem(item)) continue;
    text += item.str;
    if (item.hasEOL) text += "\n";
  }
  return text;
}

function openError(error: unknown): ExtractionError {
  const name = error instanceof Error ? error.name : "";
  if (name === "PasswordException")
    return new ExtractionError("encrypted", "The PDF is password-protected.", { cause: error });
  return damagedPdf(error);
}

type PdfProxy = Awaited<ReturnType<typeof import("unpdf").getDocumentProxy>>;

async function openPdf(bytes: Uint8Array): Promise<PdfProxy> {
  const { getDocumentProxy } = await import("unpdf");
  try {
    // pdf.js takes ownership of (detaches) the buffer it is given: pass a copy.
    return await getDocumentProxy(new Uint8Array(bytes), {
      isEvalSupported: false,
      enableXfa: false,
      disableFontFace: true,
      useSystemFonts: false,
      verbosity: 0, // errors only: malformed files would otherwise flood the server log with warnings
    });
  } catch (error) {
    throw openError(error);
  }
}

async function pageText(pdf: PdfProxy, index: number): Promise<string> {
  try {
    const page = await pdf.getPage(index);
    const content = await page.getTextContent();
    const text = pdfItemsToText(content.items);
    page.cleanup();
    return text;
  } catch (error) {
    if (error instanceof ExtractionError) throw error;
    throw new ExtractionError("malformed", `Page ${index} of the PDF could not be read (damaged file).`, {
      cause: error,
    });
  }
}

export async function extractPdf(
  bytes: Uint8Array,
  collector: UnitCollector,
  maxPages: number,
): Promise<number> {
  const pdf = await openPdf(bytes);
  try {
    const pageCount = pdf.numPages;
    if (pageCount > maxPages) throw tooManyUnits("page", pageCount, maxPages);
    for (let index = 1; index <= pageCount; index++) {
      collector.deadline.check();
      const text = await pageText(pdf, index);
      if (!collector.add({ kind: "page", index, text })) break;
      await yieldToEventLoop();
    }
    return pageCount;
  } finally {
    await pdf.destroy().catch(() => undefined);
  }
}

/** One worker's share of a PDF's pages: pages offset+1, offset+1+stride, ... (1-based). */
export type PageShare = { offset: number; stride: number; maxPages: number };
export type SharedPages = { pageCount: number; texts: string[] };

/** 1-based page numbers of a share, after checking the page count against the limit. */
export function sharePages(share: PageShare, pageCount: number): number[] {
  if (pageCount > share.maxPages) throw tooManyUnits("page", pageCount, share.maxPages);
  const pages: number[] = [];
  for (let index = share.offset + 1; index <= pageCount; index += share.stride) pages.push(index);
  return pages;
}

/**
 * Raw (uncleaned) text of one worker's share of a large PDF's pages (interleaved, so no worker waits for a
 * page count first and the shares stay even). The caller merges the shares in page order through a
 * UnitCollector, so limits and cleaning match extractPdf.
 */
export async function extractPdfShare(
  bytes: Uint8Array,
  share: PageShare,
  deadline: Deadline,
): Promise<SharedPages> {
  const pdf = await openPdf(bytes);
  try {
    const texts: string[] = [];
    for (const index of sharePages(share, pdf.numPages)) {
      deadline.check();
      texts.push(await pageText(pdf, index));
    }
    return { pageCount: pdf.numPages, texts };
  } finally {
    await pdf.destroy().catch(() => undefined);
  }
}
