import { describe, expect, it } from "vitest";
import { checkZip, DEFAULT_ZIP_LIMITS, entryProblem, verifyZipContents } from "@/lib/documents/zip-guard";
import { makeDocx, makeLyingZip, makeManyEntryZip, makeZipBomb } from "@/tests/support/documents";
import { deflatedZeros, makeZip } from "@/tests/support/zip";

const rssMb = () => process.memoryUsage().rss / (1024 * 1024);

describe("zip guard: central directory checks (nothing inflated)", () => {
  it("accepts a real DOCX and lists its entries", async () => {
    const verdict = await checkZip(await makeDocx(["Hello"]));
    expect(verdict.ok).toBe(true);
    if (verdict.ok) expect(verdict.entries.map((entry) => entry.name)).toContain("word/document.xml");
  });

  it("rejects a 2 MB docx that inflates to 2 GB, without inflating it", async () => {
    const bomb = makeZipBomb();
    expect(bomb.byteLength).toBeLessThan(3 * 1024 * 1024);
    const before = rssMb();
    const verdict = await checkZip(bomb);
    expect(verdict).toEqual({ ok: false, reason: expect.stringMatching(/zip bomb/) });
    expect(rssMb() - before).toBeLessThan(100);
  });

  it("rejects a total declared size over the limit even when every ratio is modest", async () => {
    const entries = Array.from({ length: 3 }, (_, i) => ({
      name: `media/${i}.bin`,
      raw: { ...deflatedZeros(1024), uncompressedSize: 80 * 1024 * 1024 },
    }));
    // 80 MB each declared from 1 KB-ish of data would also trip the ratio rule: lift it to isolate the total.
    const verdict = await checkZip(makeZip(entries), { maxCompressionRatio: 1e9 });
    expect(verdict).toEqual({ ok: false, reason: expect.stringMatching(/more than 200 MB/) });
  });

  it("rejects 100,000 entries from the end record, before reading them", async () => {
    const zip = makeManyEntryZip(100_000);
    const started = performance.now();
    const verdict = await checkZip(zip);
    expect(verdict).toEqual({ ok: false, reason: "The archive has 100000 entries; the limit is 10000." });
    expect(performance.now() - started).toBeLessThan(500);
  });

  it("accepts exactly the entry limit", async () => {
    expect((await checkZip(makeManyEntryZip(50), { maxEntries: 50 })).ok).toBe(true);
    expect((await checkZip(makeManyEntryZip(51), { maxEntries: 50 })).ok).toBe(false);
  });

  it("rejects encrypted entries and macros (vbaProject.bin)", async () => {
    const encrypted = makeZip([
      { name: "word/document.xml", data: "<w/>", method: "deflate", encrypted: true },
    ]);
    expect(await checkZip(encrypted)).toEqual({
      ok: false,
      reason: "The document is encrypted or password-protected.",
    });
    const macro = makeZip([
      { name: "word/document.xml", data: "<w/>" },
      { name: "word/vbaProject.bin", data: "VBA" },
    ]);
    expect(await checkZip(macro)).toEqual({ ok: false, reason: expect.stringMatching(/macros/) });
  });

  it("rejects malformed archives without throwing", async () => {
    const docx = await makeDocx(["Some text"]);
    for (const bytes of [
      new Uint8Array(),
      new TextEncoder().encode("PK\u0003\u0004 not really a zip"),
      docx.subarray(0, docx.length - 30),
      docx.subarray(0, 100),
    ]) {
      expect(await checkZip(bytes)).toEqual({
        ok: false,
        reason: "The file is not a valid Office document (damaged ZIP archive).",
      });
    }
    const traversal = makeZip([{ name: "../evil.txt", data: "x" }]);
    expect((await checkZip(traversal)).ok).toBe(false);
  });
});

describe("zip guard: entry rules", () => {
  const entry = {
    name: "word/document.xml",
    compressedSize: 1000,
    uncompressedSize: 10_000,
    compressionMethod: 8,
    flags: 0,
  };

  it("ignores the ratio of small entries and checks it above the floor", () => {
    expect(
      entryProblem({ ...entry, compressedSize: 10, uncompressedSize: 500_000 }, DEFAULT_ZIP_LIMITS),
    ).toBeNull();
    expect(
      entryProblem(
        { ...entry, compressedSize: 5_000, uncompressedSize: 2 * 1024 * 1024 },
        DEFAULT_ZIP_LIMITS,
      ),
    ).toMatch(/expands 419 times/);
    expect(
      entryProblem(
        { ...entry, compressedSize: 20_000, uncompressedSize: 2 * 1024 * 1024 },
        DEFAULT_ZIP_LIMITS,
      ),
    ).toBeNull();
  });

  it("refuses unsupported compression methods and strong encryption", () => {
    expect(entryProblem({ ...entry, compressionMethod: 12 }, DEFAULT_ZIP_LIMITS)).toMatch(
      /compression method/,
    );
    expect(entryProblem({ ...entry, flags: 0x40 }, DEFAULT_ZIP_LIMITS)).toMatch(/encrypted/);
    expect(entryProblem({ ...entry, name: "xl/VBAPROJECT.BIN" }, DEFAULT_ZIP_LIMITS)).toMatch(/macros/);
  });
});

describe("zip guard: declared sizes are verified while streaming", () => {
  it("passes an honest archive", async () => {
    expect((await verifyZipContents(await makeDocx(["a", "b"]))).ok).toBe(true);
  });

  it("catches an entry that inflates past its declared size, in bounded memory", async () => {
    const liar = makeLyingZip();
    expect((await checkZip(liar)).ok).toBe(true); // the directory alone looks harmless
    const before = rssMb();
    expect(await verifyZipContents(liar)).toEqual({
      ok: false,
      reason: expect.stringMatching(/do not match/),
    });
    expect(rssMb() - before).toBeLessThan(40);
  });
});
