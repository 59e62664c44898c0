/**
 * PDF text with PDFium compiled to WebAssembly (@embedpdf/pdfium: MIT wrapper, PDFium BSD-3-Clause/Apache-2.0):
 * the extraction workers' default PDF engine (EXTRACTION_PDF_ENGINE=pdfjs switches back to pdf.js), two to
 * four times pdf.js's speed on the bench's PDFs. Its lines are brought to pdf.js's structure by
 * ./pdfium-lines.ts, so the review engines read the same text from either. Used only inside extraction
 * workers, never in the Next.js bundle; a PDF that PDFium cannot open is retried with pdf.js by the worker.
 * Memory: wasm memory is not part of the V8 heap (a worker's resourceLimits do not cap it) and never shrinks,
 * so the pages are read under a cap of their own (WASM_MEMORY_CAP_BYTES: the document fails as too_large),
 * and an instance that grew past WASM_MEMORY_KEEP_BYTES is dropped after the task for a fresh one.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Deadline } from "./budget";
import { ExtractionError } from "./errors";
import { sharePages, type PageShare, type SharedPages } from "./pdf";
import { pdfiumLines, type CharPosition } from "./pdfium-lines";

type Pdfium = Awaited<ReturnType<typeof import("@embedpdf/pdfium").init>>;

let loading: Promise<Pdfium> | undefined;

/** A document whose reading needs more wasm memory than this fails as too_large. */
export const WASM_MEMORY_CAP_BYTES = 1024 * 1024 * 1024;
/** After a task, an instance whose memory grew past this is dropped (wasm memory is never given back). */
const WASM_MEMORY_KEEP_BYTES = 256 * 1024 * 1024;

function pdfium(): Promise<Pdfium> {
  loading ??= (async () => {
    const { init } = await import("@embedpdf/pdfium");
    // Read from node_modules by path: the package's default fetches a URL.
    const wasm = readFileSync(createRequire(import.meta.url).resolve("@embedpdf/pdfium/pdfium.wasm"));
    const instance = await init({
      wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength),
    });
    instance.PDFiumExt_Init();
    return instance;
  })();
  return loading;
}

const FPDF_ERR_PASSWORD = 4;
const UTF16LE = new TextDecoder("utf-16le");

type Heap = Pdfium["pdfium"] & { HEAPU8: Uint8Array };

function wasmMemoryBytes(m: Pdfium): number {
  // HEAPU8 comes from the Emscripten module type (@types/emscripten, not installed here).
  return (m.pdfium as Heap).HEAPU8.byteLength;
}

function tooMuchMemory(): ExtractionError {
  return new ExtractionError(
    "too_large",
    "The document needs more memory to read than the server allows (too large or too complex).",
  );
}

/** Drops an instance that grew large, so the worker's next document starts with a small heap. */
function releaseIfGrown(m: Pdfium): void {
  if (wasmMemoryBytes(m) > WASM_MEMORY_KEEP_BYTES) loading = undefined;
}

/**
 * One page's text in pdf.js's line structure. Positions are read only at line boundaries (a few wasm calls
 * a line, not a character), through one 16-byte scratch buffer for FPDFText_GetCharOrigin's two doubles.
 */
function pageText(m: Pdfium, textPage: number, scratch: number): string {
  const heap = m.pdfium as Heap;
  const count = m.FPDFText_CountChars(textPage);
  if (count <= 0) return "";
  // Two UTF-16 units per character leaves room for characters outside the BMP, plus the terminator.
  const out = heap.wasmExports.malloc((count * 2 + 1) * 2);
  let raw: string;
  try {
    // Decoded by length, not up to the first NUL as UTF16ToString would: PDF text can carry NUL characters
    // (cleanText removes them), and the rest of the page must not be lost after one.
    const written = Math.max(0, m.FPDFText_GetText(textPage, 0, count, out) - 1);
    raw = UTF16LE.decode(heap.HEAPU8.subarray(out, out + written * 2));
  } finally {
    heap.wasmExports.free(out);
  }
  const oneUnitPerChar = raw.length === count;
  const positionAt = (textIndex: number): CharPosition | null => {
    const index = oneUnitPerChar ? textIndex : m.FPDFText_GetCharIndexFromTextIndex(textPage, textIndex);
    if (index < 0 || !m.FPDFText_GetCharOrigin(textPage, index, scratch, scratch + 8)) return null;
    return {
      x: heap.getValue(scratch, "double"),
      y: heap.getValue(scratch + 8, "double"),
      size: m.FPDFText_GetFontSize(textPage, index),
    };
  };
  return pdfiumLines(raw, positionAt);
}

/** Opens the document in PDFium's heap, runs `read`, and frees everything whatever happens. */
async function withDocument<T>(bytes: Uint8Array, read: (m: Pdfium, doc: number) => T): Promise<T> {
  const m = await pdfium();
  // HEAPU8 comes from the Emscripten module type (@types/emscripten, not installed here).
  const heap = m.pdfium as typeof m.pdfium & { HEAPU8: Uint8Array };
  const data = heap.wasmExports.malloc(bytes.byteLength);
  try {
    heap.HEAPU8.set(bytes, data);
    const doc = m.FPDF_LoadMemDocument(data, bytes.byteLength, "");
    if (!doc) {
      if (m.FPDF_GetLastError() === FPDF_ERR_PASSWORD)
        throw new ExtractionError("encrypted", "The PDF is password-protected.");
      throw new ExtractionError("malformed", "The PDF could not be read (damaged or not a PDF).");
    }
    try {
      return read(m, doc);
    } finally {
      m.FPDF_CloseDocument(doc);
    }
  } finally {
    heap.wasmExports.free(data);
  }
}

/** Text of one worker's share of the pages, like extractPdfShare (uncleaned, in pdf.js's lines). */
export async function pdfiumPageShare(
  bytes: Uint8Array,
  share: PageShare,
  deadline: Deadline,
): Promise<SharedPages> {
  const m = await pdfium();
  try {
    return await withDocument(bytes, (_, doc) => {
      const heap = m.pdfium as Heap;
      const texts: string[] = [];
      const pageCount = m.FPDF_GetPageCount(doc);
      const scratch = heap.wasmExports.malloc(16);
      try {
        for (const index of sharePages(share, pageCount)) {
          deadline.check();
          if (wasmMemoryBytes(m) > WASM_MEMORY_CAP_BYTES) throw tooMuchMemory();
          const page = m.FPDF_LoadPage(doc, index - 1);
          if (!page)
            throw new ExtractionError(
              "malformed",
              `Page ${index} of the PDF could not be read (damaged file).`,
            );
          const textPage = m.FPDFText_LoadPage(page);
          try {
            texts.push(textPage ? pageText(m, textPage, scratch) : "");
          } finally {
            if (textPage) m.FPDFText_ClosePage(textPage);
            m.FPDF_ClosePage(page);
          }
        }
      } finally {
        heap.wasmExports.free(scratch);
      }
      return { pageCount, texts };
    });
  } finally {
    releaseIfGrown(m);
  }
}
