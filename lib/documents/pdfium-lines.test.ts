import { describe, expect, it } from "vitest";
import { onOneLine, pdfiumLines, type CharPosition } from "@/lib/documents/pdfium-lines";

/** Positions for a raw text: every character of line n sits at y = 800 - 14n, x = 40 + 6 * column. */
function gridPositions(raw: string, overrides: Record<number, Partial<CharPosition>> = {}) {
  const positions: CharPosition[] = [];
  let line = 0;
  let column = 0;
  for (let i = 0; i < raw.length; i++) {
    positions.push({ x: 40 + 6 * column, y: 800 - 14 * line, size: 11, ...overrides[i] });
    if (raw[i] === "\n") {
      line++;
      column = 0;
    } else column++;
  }
  return (index: number) => positions[index] ?? null;
}

describe("PDFium page text in pdf.js's lines", () => {
  it("drops lines of only spaces and the space before a line's first word", () => {
    const raw = "1\r\nNCPB IS ISO 9001:2015 CERTIFIED\r\n \r\n \r\n SUPPLY OF LAPTOPS\r\n \r\n";
    expect(pdfiumLines(raw, gridPositions(raw))).toBe(
      "1\nNCPB IS ISO 9001:2015 CERTIFIED\nSUPPLY OF LAPTOPS",
    );
  });

  it("joins a table row's cells that PDFium put on separate lines, as pdf.js reads them", () => {
    const raw = "18\r\nPieces\r\nLaptop, Core i7\r\n";
    // "Pieces" sits on the baseline of "18", to its right; the description is the next row.
    const at = gridPositions(raw, { 4: { x: 300, y: 800 } });
    expect(pdfiumLines(raw, at)).toBe("18 Pieces\nLaptop, Core i7");
  });

  it("keeps a header row whose cells are a few points apart on one line, like pdf.js", () => {
    const raw = "LOT\r\nITEM\r\n";
    const at = gridPositions(raw, { 2: { x: 98, y: 656.4, size: 12 }, 5: { x: 150, y: 663.7, size: 12 } });
    expect(pdfiumLines(raw, at)).toBe("LOT ITEM");
  });

  it("starts a new line when the baseline moves down or the text jumps back to the left", () => {
    expect(onOneLine({ x: 300, y: 800, size: 11 }, { x: 40, y: 786, size: 11 })).toBe(false);
    expect(onOneLine({ x: 100, y: 800, size: 11 }, { x: 200, y: 788, size: 11 })).toBe(false);
    expect(onOneLine({ x: 300, y: 800, size: 11 }, { x: 40, y: 797, size: 11 })).toBe(true);
    expect(onOneLine({ x: 300, y: 800, size: 11 }, { x: 40, y: 793, size: 11 })).toBe(false);
    // A font size of zero (Type 3 fonts) still compares against one point, not against nothing.
    expect(onOneLine({ x: 10, y: 800, size: 0 }, { x: 20, y: 799.5, size: 0 })).toBe(true);
  });

  it("writes PDFium's end-of-line hyphen mark back as a hyphen and a new line", () => {
    const raw = "imports the singular number and vice\uFFFEversa and where\r\nthe context requires";
    expect(pdfiumLines(raw, gridPositions(raw))).toBe(
      "imports the singular number and vice-\nversa and where\nthe context requires",
    );
  });

  it("breaks the line when PDFium has no position for a character", () => {
    const raw = "Bid security\r\nKshs. 200,000\r\n";
    expect(pdfiumLines(raw, () => null)).toBe("Bid security\nKshs. 200,000");
  });

  it("reads an empty page as empty", () => {
    expect(pdfiumLines("", () => null)).toBe("");
    expect(pdfiumLines(" \r\n \r\n", () => null)).toBe("");
  });
});
