/**
 * Turns PDFium's page text into the line structure pdf.js gives, which the review engines and their tests
 * were built on. Pure: the caller supplies where two characters sit on the page.
 *
 * On the same PDFs (a real 77-page Kenyan tender, the generated test documents) PDFium's FPDFText_GetText
 * differs from pdf.js in four ways, each handled here:
 * - lines of only spaces (Word writes blank paragraphs as " "): pdf.js skips them, so they are dropped;
 * - a leading space before a line's first word: trimmed;
 * - a table row's cells on separate lines ("18\r\nPieces"): pdf.js joins items on one baseline, so two lines
 *   whose boundary characters share a baseline and run left to right are joined with a space;
 * - a hyphen at a line end becomes U+FFFE and the line break is removed ("vice\uFFFEversa"): written back as
 *   pdf.js has it, "vice-" and a new line.
 */

/** Where a character sits: its baseline origin and font size, in PDF points (y grows upwards). */
export type CharPosition = { x: number; y: number; size: number };

/** The position of the character at a UTF-16 index of the page text, or null when PDFium has none. */
export type PositionAt = (textIndex: number) => CharPosition | null;

const LINE_BREAK = /\r\n|\r|\n/g;
/** PDFium's mark for a hyphen that ended a line, with the line break or space that may follow it. */
const SOFT_HYPHEN_MARK_AND_BREAK = /\uFFFE[ \n]?/g;

type Segment = { start: number; text: string };

function segments(raw: string): Segment[] {
  const out: Segment[] = [];
  let start = 0;
  for (const match of raw.matchAll(LINE_BREAK)) {
    out.push({ start, text: raw.slice(start, match.index) });
    start = match.index + match[0].length;
  }
  out.push({ start, text: raw.slice(start) });
  return out;
}

/**
 * pdf.js's rule (compareWithLastPosition in its text-content builder) for horizontal text: moving right, a
 * new line starts when the baseline moves by more than the text's height (so a table header whose cells sit
 * a few points apart stays one line); moving back left, when it moves by more than half of it.
 */
export function onOneLine(before: CharPosition, after: CharPosition): boolean {
  const height = Math.max(before.size, 1);
  const rise = Math.abs(after.y - before.y);
  return after.x > before.x ? rise <= height : rise <= height * 0.5;
}

export function pdfiumLines(raw: string, positionAt: PositionAt): string {
  const lines = segments(raw)
    .map((segment) => {
      const lead = segment.text.length - segment.text.trimStart().length;
      const text = segment.text.trim();
      return { text, first: segment.start + lead, last: segment.start + lead + text.length - 1 };
    })
    .filter((line) => line.text !== "");
  let out = "";
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (i > 0) {
      const previous = lines[i - 1]!;
      const before = positionAt(previous.last);
      const after = before ? positionAt(line.first) : null;
      out += before && after && onOneLine(before, after) ? " " : "\n";
    }
    out += line.text;
  }
  return out.replace(SOFT_HYPHEN_MARK_AND_BREAK, "-\n");
}
