/**
 * PDF text with PDFium compiled to WebAssembly (@embedpdf/pdfium: MIT wrapper, PDFium BSD-3-Clause/Apache-2.0):
 * the extraction workers' default PDF engine (EXTRACTION_PDF_ENGINE=pdfjs switches back to pdf.js), two to
 * four times pdf.js's speed on the bench's PDFs. Its lines are brought to pdf.js's structure by
 * ./pdfium-lines.ts, so the review engines read the same text from either. Used only inside extraction
 * workers, never in the Next.js bundle; a PDF that PDFium cannot open is retried with pdf.js by the worker.
 * Memory: wasm memory is not part of the V8 heap (a worker's resourceLimits do not cap it) and never shrinks.
 * The binary's own maximum (2 GB) is lowered before instantiation (./wasm-memory-cap.ts, the caller's cap,
 * WASM_MEMORY_CAP_BYTES by default), so a page that needs more makes PDFium abort inside its allocation and
 * the document fails as too_large: checking between pages alone let one hostile page take the whole 2 GB.
 * An aborted instance is never reused, and one that grew past WASM_MEMORY_KEEP_BYTES is dropped after the
 * task for a fresh one.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Deadline } from "./budget";
import { damagedPdf, ExtractionError, tooMuchMemory } from "./errors";
import { sharePages, type PageShare, type SharedPages } from "./pdf";
import { pdfiumLines, type CharPosition } from "./pdfium-lines";
import { capWasmMemory } from "./wasm-memory-cap";

type Pdfium = Awaited<ReturnType<typeof import("@embedpdf/pdfium").init>>;

/** A document whose reading needs more wasm memory than this fails as too_large (unless the caller says). */
export const WASM_MEMORY_CAP_BYTES = 1024 * 1024 * 1024;
/** After a task, an instance whose memory grew past this is dropped (wasm memory is never given back). */
const WASM_MEMORY_KEEP_BYTES = 256 * 1024 * 1024;

type Loaded = { capBytes: number; instance: Promise<Pdfium>; heapRefused: boolean };
let loaded: Loaded | undefined;

/** The worker's PDFium instance, its memory capped at `capBytes` (a new instance when the cap changes). */
function pdfium(capBytes: number): Loaded {
  if (loaded?.capBytes !== capBytes) {
    const state: Loaded = {
      capBytes,
      heapRefused: false,
      instance: instantiate(capBytes, () => (state.heapRefused = true)),
    };
    loaded = state;
  }
  return loaded;
}

async function instantiate(capBytes: number, onHeapRefused: () => void): Promise<Pdfium> {
  const { init } = await import("@embedpdf/pdfium");
  // Read from node_modules by path: the package's default fetches a URL.
  const wasm = readFileSync(createRequire(import.meta.url).resolve("@embedpdf/pdfium/pdfium.wasm"));
  const instance = await init({
    wasmBinary: capWasmMemory(wasm, capBytes).buffer, // a fresh copy, exactly the module's bytes
    // Emscripten reports a refused heap growth here ("Cannot enlarge memory", "growMemory: Attempted to grow
    // heap", "Failed to grow the heap"), then PDFium aborts: the sign the cap was reached. Nothing it prints
    // goes to the server's stderr.
    printErr: (message: string) => {
      if (/enlarge memory|grow (the )?heap/i.test(message)) onHeapRefused();
    },
  } as Parameters<typeof init>[0]);
  instance.PDFiumExt_Init();
  return instance;
}

const FPDF_ERR_PASSWORD = 4;
const UTF16LE = new TextDecoder("utf-16le");

type Heap = Pdfium["pdfium"] & { HEAPU8: Uint8Array };

function wasmMemoryBytes(m: Pdfium): number {
  // HEAPU8 comes from the Emscripten module type (@types/emscripten, not installed here).
  return (m.pdfium as Heap).HEAPU8.byteLength;
}

/**
 * Drops an instance that grew large, so the worker's next document starts with a small heap, and one that had
 * a growth refused, so a later document's failure is never blamed on this one's memory.
 */
function releaseIfSpent(state: Loaded, m: Pdfium): void {
  if (loaded !== state) return;
  if (state.heapRefused || wasmMemoryBytes(m) > WASM_MEMORY_KEEP_BYTES) loaded = undefined;
}

/**
 * After a refused heap growth, the read failed on the memory cap (too_large), whatever error surfaced. An
 * abort inside PDFium (a WebAssembly RuntimeError) for any other reason is the document's fault (damaged, so
 * pdf.js gets a try). Either way the instance is not reused: an aborted Emscripten module stays aborted.
 */
function afterFailure(state: Loaded, error: unknown): unknown {
  if (state.heapRefused) return tooMuchMemory(error);
  if (!(error instanceof WebAssembly.RuntimeError)) return error;
  if (loaded === state) loaded = undefined;
  return damagedPdf(error);
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
async function withDocument<T>(m: Pdfium, bytes: Uint8Array, read: (doc: number) => T): Promise<T> {
  // HEAPU8 comes from the Emscripten module type (@types/emscripten, not installed here).
  const heap = m.pdfium as typeof m.pdfium & { HEAPU8: Uint8Array };
  const data = heap.wasmExports.malloc(bytes.byteLength);
  try {
    heap.HEAPU8.set(bytes, data);
    const doc = m.FPDF_LoadMemDocument(data, bytes.byteLength, "");
    if (!doc) {
      if (m.FPDF_GetLastError() === FPDF_ERR_PASSWORD)
        throw new ExtractionError("encrypted", "The PDF is password-protected.");
      throw damagedPdf();
    }
    try {
      return read(doc);
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
  memoryCapBytes = WASM_MEMORY_CAP_BYTES,
): Promise<SharedPages> {
  const state = pdfium(memoryCapBytes);
  const m = await state.instance;
  try {
    return await withDocument(m, bytes, (doc) => {
      const heap = m.pdfium as Heap;
      const texts: string[] = [];
      const pageCount = m.FPDF_GetPageCount(doc);
      const scratch = heap.wasmExports.malloc(16);
      try {
        for (const index of sharePages(share, pageCount)) {
          deadline.check();
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
  } catch (error) {
    throw afterFailure(state, error);
  } finally {
    releaseIfSpent(state, m);
  }
}
