import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { Deadline } from "@/lib/documents/budget";
import { ExtractionError } from "@/lib/documents/errors";
import { pdfiumPageShare } from "@/lib/documents/pdfium";
import { capWasmMemory } from "@/lib/documents/wasm-memory-cap";
import { makeContentBombPdf, makePdf } from "@/tests/support/documents";

const HEADER = [0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00];
const EXPORT_MEMORY = [0x07, 0x07, 0x01, 0x03, 0x6d, 0x65, 0x6d, 0x02, 0x00]; // export "mem" = memory 0
const PAGE = 65_536;

/** A module with one memory of these limits (bytes after the flag), exported as "mem". */
const moduleWith = (flag: number, ...limits: number[]) =>
  new Uint8Array([...HEADER, 0x05, 2 + limits.length, 0x01, flag, ...limits, ...EXPORT_MEMORY]);

function memoryOf(binary: Uint8Array<ArrayBuffer>): WebAssembly.Memory {
  const instance = new WebAssembly.Instance(new WebAssembly.Module(binary));
  return instance.exports.mem as WebAssembly.Memory;
}

/** The maximum (in pages) declared by a module's memory section, read back from the binary. */
function declaredMaxPages(binary: Uint8Array): number | null {
  let at = 8;
  const leb = () => {
    let value = 0;
    let scale = 1;
    for (;;) {
      const byte = binary[at++]!;
      value += (byte & 0x7f) * scale;
      scale *= 128;
      if (!(byte & 0x80)) return value;
    }
  };
  while (at < binary.length) {
    const id = binary[at++]!;
    const size = leb();
    if (id !== 5) {
      at += size;
      continue;
    }
    leb(); // count
    const flag = binary[at++]!;
    leb(); // min
    return flag & 1 ? leb() : null;
  }
  return null;
}

const pdfiumWasm = () =>
  new Uint8Array(readFileSync(createRequire(import.meta.url).resolve("@embedpdf/pdfium/pdfium.wasm")));

describe("capWasmMemory", () => {
  it("lowers a declared maximum: the instance's memory cannot grow past it", () => {
    const capped = capWasmMemory(moduleWith(0x01, 1, 100), 2 * PAGE);
    expect(declaredMaxPages(capped)).toBe(2);
    const memory = memoryOf(capped);
    expect(() => memory.grow(1)).not.toThrow();
    expect(() => memory.grow(1)).toThrow(RangeError);
    expect(memory.buffer.byteLength).toBe(2 * PAGE);
  });

  it("adds a maximum to a memory that had none, and never goes below the minimum", () => {
    const capped = capWasmMemory(moduleWith(0x00, 3), PAGE);
    expect(declaredMaxPages(capped)).toBe(3);
    expect(() => memoryOf(capped).grow(1)).toThrow(RangeError);
  });

  it("keeps the section's size when the new maximum fits the old one's bytes", () => {
    const original = moduleWith(0x01, 1, 0x80, 0x80, 0x02); // max 32768 pages (2 GB), as PDFium declares
    const capped = capWasmMemory(original, 1024 * 1024 * 1024);
    expect(capped.length).toBe(original.length);
    expect(declaredMaxPages(capped)).toBe(16_384);
    expect(() => memoryOf(capped)).not.toThrow();
  });

  it("refuses a module whose memory is imported: a cap that would not hold is an error, not a no-op", () => {
    const imported = new Uint8Array([
      ...HEADER,
      ...[0x02, 0x08, 0x01, 0x01, 0x65, 0x01, 0x6d, 0x02, 0x00, 0x01], // import "e" "m": memory, min 1
    ]);
    expect(WebAssembly.validate(imported)).toBe(true);
    expect(() => capWasmMemory(imported, PAGE)).toThrow(/imported memory/);
  });

  it("caps PDFium's own binary (2 GB declared) and the result still compiles", async () => {
    const wasm = pdfiumWasm();
    expect(declaredMaxPages(wasm)).toBe(32_768);
    const capped = capWasmMemory(wasm, 1024 * 1024 * 1024);
    expect(declaredMaxPages(capped)).toBe(16_384);
    await expect(WebAssembly.compile(capped)).resolves.toBeInstanceOf(WebAssembly.Module);
  });
});

describe("PDFium under its memory cap", () => {
  const CAP = 64 * 1024 * 1024;
  const share = { offset: 0, stride: 1, maxPages: 100 };

  it("fails a page whose content stream inflates past the cap as too_large, then reads the next PDF", async () => {
    const bomb = makeContentBombPdf(20); // 62 KB as a file; PDFium needed about 300 MB for it uncapped
    expect(bomb.byteLength).toBeLessThan(100_000);
    const error = await pdfiumPageShare(bomb, share, new Deadline(60_000), CAP).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ExtractionError);
    expect((error as ExtractionError).code).toBe("too_large");
    expect((error as ExtractionError).reason).toMatch(/needs more memory to read than the server allows/);

    // The aborted instance is dropped: a fresh one reads an ordinary tender under the same cap.
    const tender = await makePdf(["Tender validity period of (120) days.", "Bid security: Kshs. 50,000."]);
    const read = await pdfiumPageShare(tender, share, new Deadline(60_000), CAP);
    expect(read.pageCount).toBe(2);
    expect(read.texts.join("\n")).toContain("Bid security: Kshs. 50,000.");
  });
});
