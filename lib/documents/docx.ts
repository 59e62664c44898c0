/**
 * DOCX text with mammoth. Word does not store its pagination, only explicit breaks, so:
 * - with explicit page breaks (`<w:br w:type="page"/>`, which mammoth reads as a "page" break element) the
 *   units are pages numbered by those breaks;
 * - otherwise one "section" per Title / Heading 1 / Heading 2 paragraph, labelled with the heading;
 * - otherwise the whole document is page 1.
 * Mammoth's `transformDocument` hook hands us its document tree; we walk it ourselves and hand back an empty
 * body, so no HTML is ever rendered. (`w:lastRenderedPageBreak` and `pageBreakBefore` are ignored by mammoth.)
 */
import { ExtractionError } from "./errors";
import { tooManyUnits, type UnitCollector } from "./budget";

/** The slice of mammoth's document model we read (lib/documents.js in mammoth). */
type DocNode = {
  type: string;
  children: DocNode[];
  value?: string;
  breakType?: string;
  styleName?: string;
  styleId?: string;
  colSpan?: number;
  rowSpan?: number;
};

export type DocxToken =
  { kind: "text"; text: string } | { kind: "page" } | { kind: "heading"; label: string };

function toNode(value: unknown): DocNode | null {
  if (typeof value !== "object" || value === null || !("type" in value) || typeof value.type !== "string")
    return null;
  const raw = value as Record<string, unknown>;
  const children = Array.isArray(raw.children)
    ? raw.children.map(toNode).filter((child): child is DocNode => child !== null)
    : [];
  const str = (key: string) => (typeof raw[key] === "string" ? (raw[key] as string) : undefined);
  const count = (key: string) =>
    typeof raw[key] === "number" && Number.isInteger(raw[key])
      ? Math.min(Math.max(raw[key] as number, 1), 64)
      : undefined;
  return {
    type: value.type,
    children,
    value: str("value"),
    breakType: str("breakType"),
    styleName: str("styleName"),
    styleId: str("styleId"),
    colSpan: count("colSpan"),
    rowSpan: count("rowSpan"),
  };
}

const HEADING = /^(title|heading ?[12])$/i;

function isHeading(node: DocNode): boolean {
  return HEADING.test(node.styleName ?? "") || HEADING.test(node.styleId ?? "");
}

/** Flattens the tree into text, page-break and heading tokens, in reading order. Pure. */
export function docxTokens(root: unknown): DocxToken[] {
  const tokens: DocxToken[] = [];
  const text = (value: string) => tokens.push({ kind: "text", text: value });
  const walk = (node: DocNode): void => {
    switch (node.type) {
      case "text":
        text(node.value ?? "");
        return;
      case "tab":
        text("\t");
        return;
      case "break":
        if (node.breakType === "page") tokens.push({ kind: "page" });
        else text("\n");
        return;
      case "paragraph": {
        // The heading token goes before the paragraph's text; its label is filled in once the text is known.
        const heading: DocxToken | null = isHeading(node) ? { kind: "heading", label: "" } : null;
        if (heading) tokens.push(heading);
        const start = tokens.length;
        node.children.forEach(walk);
        if (heading?.kind === "heading") {
          heading.label = tokens
            .slice(start)
            .map((token) => (token.kind === "text" ? token.text : ""))
            .join("")
            .trim();
        }
        text("\n\n");
        return;
      }
      case "table":
        tableLines(node, cellText).forEach((line) => text(`${line}\n\n`));
        return;
      default:
        node.children.forEach(walk);
    }
  };
  /** A cell's text on one line: its paragraphs joined by a space (a nested table's rows too). */
  const cellText = (cell: DocNode): string => {
    const before = tokens.length;
    cell.children.forEach(walk);
    const inner = tokens.splice(before);
    return inner
      .map((token) => (token.kind === "text" ? token.text : " "))
      .join("")
      .replace(/\s+/g, " ")
      .trim();
  };
  const document = toNode(root);
  if (document) walk(document);
  return tokens;
}

/**
 * A Word table as lines of TAB-separated cells, one per row, every cell in its column: an empty cell stays an
 * empty cell ("Yes\t\tNo"), a cell spanning three columns is followed by two empty ones, and a cell merged down
 * over several rows leaves an empty cell in the rows below (mammoth gives it only in its first row). Sheets are
 * read the same way (lib/documents/xlsx.ts), so every table reader sees one shape.
 */
function tableLines(table: DocNode, cellText: (cell: DocNode) => string): string[] {
  const rows = table.children.filter((child) => child.type === "tableRow");
  /** Columns still covered by a cell merged down from a row above: column -> rows left. */
  const covered = new Map<number, number>();
  return rows.map((row) => {
    const cells: string[] = [];
    const take = () => {
      while ((covered.get(cells.length) ?? 0) > 0) {
        covered.set(cells.length, covered.get(cells.length)! - 1);
        cells.push("");
      }
    };
    for (const cell of row.children.filter((child) => child.type === "tableCell")) {
      take();
      const column = cells.length;
      cells.push(cellText(cell));
      for (let extra = 1; extra < (cell.colSpan ?? 1); extra++) cells.push("");
      if ((cell.rowSpan ?? 1) > 1)
        for (let c = column; c < cells.length; c++) covered.set(c, (cell.rowSpan ?? 1) - 1);
    }
    take();
    return cells.join("\t");
  });
}

export type DocxUnit = { kind: "page" | "section"; index: number; label?: string; text: string };

/** Groups tokens into pages (when there are page breaks), heading sections, or one page. Pure. */
export function docxUnits(tokens: DocxToken[], maxSections: number): DocxUnit[] {
  const units: DocxUnit[] = [];
  if (tokens.some((token) => token.kind === "page")) {
    let current: string[] = [];
    for (const token of tokens) {
      if (token.kind === "page") {
        units.push({ kind: "page", index: units.length + 1, text: current.join("") });
        current = [];
      } else if (token.kind === "text") current.push(token.text);
    }
    units.push({ kind: "page", index: units.length + 1, text: current.join("") });
    return units;
  }
  if (tokens.some((token) => token.kind === "heading" && token.label)) {
    let current: DocxUnit = { kind: "section", index: 1, text: "" };
    for (const token of tokens) {
      // Past the section limit, later headings just continue the last section.
      if (token.kind === "heading" && token.label && units.length + 1 < maxSections) {
        if (current.text.trim() || current.label) units.push(current);
        current = { kind: "section", index: units.length + 1, label: token.label, text: "" };
      } else if (token.kind === "text") current.text += token.text;
    }
    units.push(current);
    return units;
  }
  return [
    {
      kind: "page",
      index: 1,
      text: tokens.map((token) => (token.kind === "text" ? token.text : "")).join(""),
    },
  ];
}

export async function extractDocx(
  bytes: Uint8Array,
  collector: UnitCollector,
  maxUnits: number,
): Promise<number | undefined> {
  const mammoth = (await import("mammoth")).default;
  let tokens: DocxToken[] = [];
  try {
    await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
      {
        transformDocument: (document: unknown) => {
          tokens = docxTokens(document);
          // Same document object, empty body: nothing left for mammoth to render.
          return typeof document === "object" && document !== null ? { ...document, children: [] } : document;
        },
      },
    );
  } catch (error) {
    throw new ExtractionError(
      "malformed",
      "The Word document could not be read (damaged or not a DOCX file).",
      { cause: error },
    );
  }
  collector.deadline.check();
  const units = docxUnits(tokens, maxUnits);
  if (units[0]?.kind === "page" && units.length > maxUnits)
    throw tooManyUnits("page", units.length, maxUnits);
  for (const unit of units) if (!collector.add(unit)) break;
  return units[0]?.kind === "page" ? units.length : undefined;
}
