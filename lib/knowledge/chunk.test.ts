import { describe, expect, it } from "vitest";
import type { ExtractedUnit } from "@/lib/documents";
import { CHUNK_DEFAULTS, chunkUnits, overlapTail, splitPieces } from "@/lib/knowledge/chunk";
import { MARK_END, MARK_START, parseHeadline, snippetToHtml, stripMarkers } from "@/lib/knowledge/snippet";

const sentence = (i: number) => `Sentence number ${i} explains one procurement rule in plain words.`;
const paragraph = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => sentence(from + i)).join(" ");

describe("chunkUnits", () => {
  it("keeps a short unit as one chunk with its place", () => {
    const units: ExtractedUnit[] = [
      { kind: "sheet", index: 2, label: "Prices", text: "Item\tQty\nLaptops\t20" },
    ];
    expect(chunkUnits(units)).toEqual([
      { ordinal: 0, unitKind: "sheet", unitIndex: 2, unitLabel: "Prices", text: "Item\tQty\nLaptops\t20" },
    ]);
  });

  it("cuts long text into chunks of roughly 800-1,200 characters at sentence boundaries", () => {
    const text = [paragraph(0, 20), paragraph(20, 20), paragraph(40, 20)].join("\n\n");
    const chunks = chunkUnits([{ kind: "page", index: 7, text }]);
    expect(chunks.length).toBeGreaterThanOrEqual(4);
    for (const chunk of chunks) {
      expect(chunk.text.length).toBeLessThanOrEqual(CHUNK_DEFAULTS.maxChars);
      expect(chunk.unitIndex).toBe(7);
    }
    for (const chunk of chunks.slice(0, -1)) expect(chunk.text.length).toBeGreaterThanOrEqual(800);
    expect(chunks.map((chunk) => chunk.ordinal)).toEqual(chunks.map((_, i) => i));
    // Every chunk ends at a sentence end: no sentence is cut in half.
    for (const chunk of chunks) expect(chunk.text).toMatch(/\.$/);
    // Every sentence is in some chunk.
    for (let i = 0; i < 60; i++) expect(chunks.some((chunk) => chunk.text.includes(sentence(i)))).toBe(true);
  });

  it("repeats the end of a chunk at the start of the next", () => {
    const chunks = chunkUnits([{ kind: "page", index: 1, text: paragraph(0, 40) }]);
    const [first, second] = chunks;
    const overlap = second!.text.slice(0, 60);
    expect(first!.text).toContain(overlap.slice(0, 40));
    expect(overlapTail("alpha beta gamma delta", 11)).toBe("gamma delta");
    expect(overlapTail("alpha beta gamma delta", 13)).toBe("gamma delta");
    expect(overlapTail("One rule. Two rules apply", 18)).toBe("Two rules apply");
    expect(overlapTail("row 1\nrow 2\nrow 3", 9)).toBe("row 3");
  });

  it("never mixes two units in one chunk, and skips empty units", () => {
    const chunks = chunkUnits([
      { kind: "page", index: 1, text: "Page one." },
      { kind: "page", index: 2, text: "   " },
      { kind: "page", index: 3, text: "Page three." },
    ]);
    expect(chunks.map((chunk) => [chunk.unitIndex, chunk.text])).toEqual([
      [1, "Page one."],
      [3, "Page three."],
    ]);
  });

  it("cuts text without any boundary (a long token) into pieces of at most the maximum", () => {
    const chunks = chunkUnits([{ kind: "section", index: 1, text: "x".repeat(5_000) }]);
    expect(chunks.every((chunk) => chunk.text.length <= CHUNK_DEFAULTS.maxChars)).toBe(true);
    expect(chunks.map((chunk) => chunk.text).join("")).toBe("x".repeat(5_000));
  });

  it("splits sheet rows on line breaks when there are no paragraphs", () => {
    const rows = Array.from({ length: 200 }, (_, i) => `Row ${i}\tValue ${i}`).join("\n");
    const chunks = chunkUnits([{ kind: "sheet", index: 1, label: "Data", text: rows }]);
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks)
      expect(chunk.text.split("\n").every((line) => /^Row \d+\tValue \d+$/.test(line))).toBe(true);
  });
});

describe("splitPieces", () => {
  it("returns pieces no longer than the maximum with their joiners", () => {
    const pieces = splitPieces("A.\n\nB one. B two.\nC", 8);
    expect(pieces).toEqual([
      { text: "A.", sep: "" },
      { text: "B one.", sep: "\n\n" },
      { text: "B two.", sep: " " },
      { text: "C", sep: "\n" },
    ]);
  });
});

describe("search snippets", () => {
  it("turns ts_headline markers into plain text with highlight offsets", () => {
    const snippet = parseHeadline(
      `The ${MARK_START}bid security${MARK_END} is <b>2%</b> of the ${MARK_START}bid${MARK_END}.`,
    );
    expect(snippet).toEqual({
      text: "The bid security is <b>2%</b> of the bid.",
      highlights: [
        { start: 4, end: 16 },
        { start: 37, end: 40 },
      ],
    });
    expect(snippetToHtml(snippet)).toBe(
      "The <mark>bid security</mark> is &lt;b&gt;2%&lt;/b&gt; of the <mark>bid</mark>.",
    );
  });

  it("ignores unbalanced or out-of-range markers", () => {
    expect(parseHeadline(`a${MARK_END}b${MARK_START}`)).toEqual({ text: "ab", highlights: [] });
    expect(snippetToHtml({ text: "abc", highlights: [{ start: 2, end: 9 }] })).toBe("abc");
  });

  it("strips marker characters from text before indexing", () => {
    expect(stripMarkers(`x${MARK_START}y${MARK_END}z`)).toBe("xyz");
  });
});
