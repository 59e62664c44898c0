/**
 * PDF text with PDFium compiled to WebAssembly (@embedpdf/pdfium: MIT wrapper, PDFium BSD-3-Clause/Apache-2.0).
 * About twice pdf.js's speed on the bench's PDFs, with the same text after cleanText. Opt-in
 * (EXTRACTION_PDF_ENGINE=pdfium) and used only inside extraction workers, never in the Next.js bundle.
 * Note: wasm memory is not part of the V8 heap, so a worker's resourceLimits do not cap it (PDFium's own
 * allocation limits and the wasm 4 GB ceiling do).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Deadline } from "./budget";
import { ExtractionError } from "./errors";
import { sharePages, type PageShare, type SharedPages } from "./pdf";

type Pdfium = Awaited<ReturnType<typeof import("@embedpdf/pdfium").init>>;

let loading: Promise<Pdfium> | undefined;

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

/** Raw text of one worker's share of the pages, like extractPdfShare. */
export function pdfiumPageShare(
  bytes: Uint8Array,
  share: PageShare,
  deadline: Deadline,
): Promise<SharedPages> {
  return withDocument(bytes, (m, doc) => {
    const heap = m.pdfium;
    const texts: string[] = [];
    const pageCount = m.FPDF_GetPageCount(doc);
    for (const index of sharePages(share, pageCount)) {
      deadline.check();
      const page = m.FPDF_LoadPage(doc, index - 1);
      if (!page)
        throw new ExtractionError("malformed", `Page ${index} of the PDF could not be read (damaged file).`);
      const textPage = m.FPDFText_LoadPage(page);
      try {
        const count = textPage ? m.FPDFText_CountChars(textPage) : 0;
        if (count <= 0) {
          texts.push("");
          continue;
        }
        const out = heap.wasmExports.malloc((count + 1) * 2);
        try {
          m.FPDFText_GetText(textPage, 0, count, out);
          texts.push(heap.UTF16ToString(out));
        } finally {
          heap.wasmExports.free(out);
        }
      } finally {
        if (textPage) m.FPDFText_ClosePage(textPage);
        m.FPDF_ClosePage(page);
      }
    }
    return { pageCount, texts };
  });
}
