import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { extractDocument, ExtractionError } from "@/lib/documents";
import { ExtractionPool, extractInPool, settingsFromEnv } from "@/lib/documents/pool";
import { makeDocx, makePdf, makeTenderLayoutPdf, makeXlsx } from "@/tests/support/documents";

// Two workers even on a one-core machine, so the page-parallel path is exercised.
const pool = new ExtractionPool({ ...settingsFromEnv(), workers: 2 });
afterAll(() => pool.close());

const words = ["tender", "bid security", "evaluation", "award", "contract", "lot", "clause", "supplier"];
const pageText = (n: number) =>
  Array.from({ length: 120 }, (_, i) => `${words[(n + i) % words.length]} ${n}.${i}`).join(" ");

async function failure(promise: Promise<unknown>): Promise<ExtractionError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ExtractionError);
  return error as ExtractionError;
}

// Each test starts worker threads and loads PDFium or pdf.js in them; with three test files running on two cores
// that takes more than Vitest's default 5 s (seen in CI), so the file's budget is the pool's own 60 s.
describe("extraction pool", { timeout: 60_000 }, () => {
  it("gives the same result as in-thread extraction for a PDF read page-parallel", async () => {
    const pdf = await makePdf(Array.from({ length: 61 }, (_, i) => pageText(i))); // odd: uneven shares
    expect(pdf.byteLength).toBeGreaterThan(32 * 1024); // large enough to be split across the two workers
    const inThread = await extractDocument(pdf, "pdf");
    const before = pool.stats.completed;
    expect(await extractInPool(pdf, "pdf", { pool, pageParallel: true })).toEqual(inThread);
    expect(pool.stats.completed - before).toBe(2); // one share of the pages per worker
    expect(inThread.units).toHaveLength(61);
    // The character budget cuts at the same place when ranges are merged.
    const limits = { maxChars: 30_000 };
    const cut = await extractInPool(pdf, "pdf", { pool, limits, pageParallel: true });
    expect(cut).toEqual(await extractDocument(pdf, "pdf", { limits }));
    expect(cut.truncated).toBe(true);
  });

  it("reads PDFs with PDFium by default, in the same lines as pdf.js, and maps its errors", async () => {
    expect(settingsFromEnv().pdfEngine).toBe("pdfium");
    const pdf = await makePdf(Array.from({ length: 30 }, (_, i) => pageText(i)));
    const inThread = await extractDocument(pdf, "pdf"); // pdf.js
    for (const pageParallel of [true, false]) {
      expect(await extractInPool(pdf, "pdf", { pool, pageParallel })).toEqual(inThread);
      expect(await extractInPool(pdf, "pdf", { pool, pdfEngine: "pdfjs", pageParallel })).toEqual(inThread);
    }
    const broken = await failure(extractInPool(new Uint8Array(40_000), "pdf", { pool }));
    expect(broken.code).toBe("malformed");
    const tooMany = await failure(extractInPool(pdf, "pdf", { pool, limits: { maxUnits: 10 } }));
    expect(tooMany.code).toBe("too_many_units");
  });

  it("reads a Word-made tender page (blank paragraphs, a price table, a hyphenated line) as pdf.js does", async () => {
    const pdf = await makeTenderLayoutPdf();
    const pdfium = await extractInPool(pdf, "pdf", { pool, pdfEngine: "pdfium" });
    expect(pdfium).toEqual(await extractDocument(pdf, "pdf"));
    expect(pdfium.units[0]!.text).toContain("1 Laptop, Core i7, 16 GB 18 Pieces Kshs. 120,000.00");
    expect(pdfium.units[0]!.text).toContain("tender validity period of (120) days");
  });

  it("reads the real 77-page Kenyan tender with PDFium in pdf.js's lines, page for page", async () => {
    const tender = new Uint8Array(readFileSync("tests/fixtures/tenders/ncpb-supply-of-laptops-2021.pdf"));
    const pdfjs = await extractDocument(tender, "pdf");
    const pdfium = await extractInPool(tender, "pdf", { pool, pdfEngine: "pdfium", pageParallel: true });
    expect(pdfium.units.map((u) => u.index)).toEqual(pdfjs.units.map((u) => u.index));
    const lines = (result: typeof pdfjs) => result.units.flatMap((u) => u.text.split("\n"));
    const pdfiumLines = new Set(lines(pdfium));
    const missing = lines(pdfjs).filter((line) => !pdfiumLines.has(line));
    // Measured: 4 of 2,548 lines differ: two in an evaluation-criteria table where PDFium also reads score
    // cells pdf.js skips, and "a)an", "c)For" read as "a) an", "c) For".
    expect(missing.length).toBeLessThan(lines(pdfjs).length * 0.01);
    expect(pdfium.units[5]!.text).toBe(pdfjs.units[5]!.text);
  });

  it("gives the same result as in-thread extraction for DOCX and XLSX", async () => {
    const docx = await makeDocx(["First page of the bid", "Second page: prices"]);
    expect(await extractInPool(docx, "docx", { pool })).toEqual(await extractDocument(docx, "docx"));
    const xlsx = await makeXlsx({
      Prices: [
        ["Item", "Rate"],
        ["Cement", 950],
      ],
      Notes: [["Lot 2"]],
    });
    const fromPool = await extractInPool(xlsx, "xlsx", { pool });
    expect(fromPool).toEqual(await extractDocument(xlsx, "xlsx"));
    expect(fromPool.units.map((u) => u.label)).toEqual(["Prices", "Notes"]);
  });

  it("reports the parser's own errors with their codes", async () => {
    const broken = await failure(extractInPool(new Uint8Array(40_000), "pdf", { pool, pdfEngine: "pdfjs" }));
    expect(broken.code).toBe("malformed");
    const pdf = await makePdf(Array.from({ length: 60 }, (_, i) => pageText(i)));
    const tooMany = await failure(
      extractInPool(pdf, "pdf", { pool, pdfEngine: "pdfjs", pageParallel: true, limits: { maxUnits: 10 } }),
    );
    expect(tooMany.code).toBe("too_many_units");
  });

  it("terminates a parse stuck past the time limit and serves the next job", async () => {
    const started = Date.now();
    const error = await failure(pool.run({ op: "test-spin", bytes: new Uint8Array(1) }, 300));
    expect(error.code).toBe("timeout");
    expect(error.reason).toMatch(/took longer than .* and was stopped/);
    expect(Date.now() - started).toBeLessThan(5_000);
    const docx = await makeDocx(["Still serving"]);
    expect((await extractInPool(docx, "docx", { pool })).units[0]?.text).toBe("Still serving");
  });

  it("fails a document that needs more memory than a worker may use, while this thread keeps running", async () => {
    const small = new ExtractionPool({ ...settingsFromEnv(), workers: 1, memoryMb: 64 });
    try {
      let ticks = 0;
      const ticker = setInterval(() => ticks++, 10);
      const error = await failure(small.run({ op: "test-allocate", bytes: new Uint8Array(1) }, 30_000));
      clearInterval(ticker);
      expect(error.code).toBe("too_large");
      expect(error.reason).toMatch(/more memory/);
      expect(ticks).toBeGreaterThan(5); // the event loop was free while the worker filled its heap
      // The pool replaced the dead worker.
      const docx = await makeDocx(["After the crash"]);
      const reply = await small.run({ op: "extract", bytes: docx, ext: "docx" }, 10_000);
      expect(reply.ok && reply.op === "extract" && reply.result.units[0]?.text).toBe("After the crash");
    } finally {
      await small.close();
    }
    // The test's budget holds the pool's own limits (30 s to fill the heap, 10 s for the next document): under
    // Vitest's default 5 s, a busy machine failed it while the pool was still inside its limit.
  }, 60_000);

  it("a real oversized workbook in a worker with a tiny heap fails as too large", async () => {
    const small = new ExtractionPool({ ...settingsFromEnv(), workers: 1, memoryMb: 64 });
    try {
      const rows = Array.from({ length: 60_000 }, (_, i) => [
        `Item ${i} ${words[i % 8]}`,
        i * 3.5,
        `Lot ${i}`,
      ]);
      const xlsx = await makeXlsx({ Big: rows });
      // The test is about the heap cap, not the time limit: a machine busy enough to slow the parse past the
      // default 30 s must not turn the outcome into "timeout".
      const error = await failure(
        extractInPool(xlsx, "xlsx", { pool: small, limits: { timeoutMs: 55_000 } }),
      );
      expect(["too_large", "worker_failed"]).toContain(error.code);
      expect((await extractInPool(await makeDocx(["ok"]), "docx", { pool: small })).units).toHaveLength(1);
    } finally {
      await small.close();
    }
  }, 60_000);

  it("parses in this thread when workers are disabled", async () => {
    const docx = await makeDocx(["No workers"]);
    expect(await extractInPool(docx, "docx", { pool: null })).toEqual(await extractDocument(docx, "docx"));
  });
});
