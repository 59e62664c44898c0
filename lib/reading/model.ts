/**
 * Builds the document model of an attached document: its pages as blocks (table of contents, guidance, headings,
 * body, page furniture), the section and clause every body block falls under, and the blanks left to fill.
 * One pass over the lines of the document, each line tested by bounded patterns: linear in the text.
 */
import { collapseWhitespace } from "./text";
import type { AttachedDocument } from "./types";
import {
  endsStatement,
  guidanceStart,
  headingLevel,
  INSTRUCTION_WORDS,
  isPageNumber,
  isTocTitle,
  leadingClause,
  MAX_HEADING_LENGTH,
  sectionIdOf,
  tocEntry,
} from "./lines";
import { blankParty, bracketBlank, findBlanks } from "./placeholders";
import type { Block, BlockKind, BlockSpan, DocumentModel, PageModel, Placeholder } from "./types";

/** Lines this near the top or bottom of a page may be running headers, footers or page numbers. */
const EDGE_LINES = 3;
/** A line repeated at the edge of this share of the pages (and at least 3) is a running header or footer. */
const FURNITURE_SHARE = 0.4;
/** Bracketed instructions longer than this are not looked for (a stray "[" never reaches a far "]"). */
const MAX_BRACKET = 600;
/** A document with this many blanks for the procuring entity (or 3 beside guidance notes) is a template. */
const TEMPLATE_BLANKS = 10;
const TEMPLATE_BLANKS_WITH_GUIDANCE = 3;
/** Characters of context kept on each side of a blank. */
const BLANK_CONTEXT = 80;

type Line = { text: string; kind: BlockKind; level?: 1 | 2; clause?: string };

function furnitureLines(units: AttachedDocument["units"]): Set<string> {
  const counts = new Map<string, number>();
  for (const unit of units) {
    const lines = unit.text
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    const edges = new Set([...lines.slice(0, EDGE_LINES), ...lines.slice(-EDGE_LINES)]);
    for (const line of edges)
      if (line.length <= MAX_HEADING_LENGTH && !isPageNumber(line))
        counts.set(line, (counts.get(line) ?? 0) + 1);
  }
  const needed = Math.max(3, Math.ceil(units.length * FURNITURE_SHARE));
  return new Set([...counts].filter(([, count]) => count >= needed).map(([line]) => line));
}

type State = {
  section?: string;
  sectionId?: string;
  clause?: string;
  guidance: "section" | "note" | null;
  toc: boolean;
};

/** Whether each line is part of a table of contents (entries, and short wrapped names just before one). */
function tocFlags(lines: readonly string[], state: State): boolean[] {
  const entries = lines.map((line) => tocEntry(line));
  const isShort = (index: number) => (lines[index]?.length ?? 999) <= 100;
  const filled = lines.filter(Boolean).length;
  const count = entries.filter(Boolean).length;
  const leaders = entries.filter((entry) => entry?.leader).length;
  // A page of entries continues the contents of the page before; dot leaders alone mark a contents page.
  let inToc = (state.toc && count >= 3 && count * 2 >= filled) || (leaders >= 5 && count * 2 >= filled);
  const flags: boolean[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? "";
    if (isTocTitle(line)) inToc = true;
    else if (inToc && line) {
      const wrapped =
        isShort(index) && (entries[index + 1] || (isShort(index + 1) && entries[index + 2])) ? true : false;
      if (!entries[index] && !wrapped) inToc = false;
    }
    flags.push(inToc && Boolean(line));
  }
  state.toc = inToc;
  return flags;
}

function classifyPage(text: string, furniture: Set<string>, state: State): Line[] {
  const raw = text.split("\n").map((line) => line.trim());
  const lines = raw.map((line, index) =>
    furniture.has(line) || (isPageNumber(line) && (index < EDGE_LINES || index >= raw.length - EDGE_LINES))
      ? ""
      : line,
  );
  const toc = tocFlags(lines, state);
  const result: Line[] = [];
  let previous: Line | null = null;
  let fromTop = 0;
  for (let index = 0; index < raw.length; index += 1) {
    const text = lines[index] ?? "";
    const rawLine = raw[index] ?? "";
    if (!rawLine) continue;
    if (!text) {
      result.push({ text: rawLine, kind: "furniture" });
      continue;
    }
    fromTop += 1;
    if (toc[index]) {
      previous = { text, kind: "toc" };
      result.push(previous);
      continue;
    }
    const afterBreak = !previous || previous.kind !== "body" || endsStatement(previous.text.slice(-4));
    const start = guidanceStart(text);
    let line: Line;
    if (start) {
      state.guidance = start;
      line = { text, kind: "guidance" };
    } else {
      const level = headingLevel(text, afterBreak);
      // A preface may list the sections it describes: only a heading at the top of a page, or a capitalised
      // SECTION/PART heading, ends it.
      const endsGuidance =
        level === 1 &&
        (state.guidance !== "section" || fromTop <= EDGE_LINES || /^(?:SECTION|PART)\s/.test(text));
      if (level && (state.guidance === null || endsGuidance || (state.guidance === "note" && level === 2))) {
        state.guidance = null;
        line = { text, kind: "heading", level };
      } else if (state.guidance === "note" && leadingClause(text)) {
        state.guidance = null;
        line = { text, kind: "body", clause: leadingClause(text) };
      } else if (state.guidance) line = { text, kind: "guidance" };
      else line = { text, kind: "body", clause: leadingClause(text) };
    }
    result.push(line);
    previous = line;
  }
  if (state.guidance === "note") state.guidance = null;
  return result;
}

/** Joins heading lines that continue one another ("SECTION II" then "TENDER DATA SHEET"). */
const continuesHeading = (previous: string) =>
  /(?:^(?:SECTION|Section|PART|Part)\s+[IVXLC\d]{1,6}[A-Z]?|[-–—:&,]|\b(?:AND|OF|TO|FOR|THE|and|of|to|for|the))$/.test(
    previous,
  );

function pushBlock(blocks: Block[], block: Block) {
  if (block.text) blocks.push(block);
}

/** Splits bracketed instructions for whoever fills the document out of a body block, as guidance. */
function splitInstructions(block: Block): Block[] {
  const text = block.text;
  if (!text.includes("[")) return [block];
  const parts: Block[] = [];
  let from = 0;
  let open = -1;
  for (let index = 0; index < text.length; index += 1) {
    if (text[index] === "[") open = index;
    else if (text[index] === "]" && open >= 0) {
      const inner = text.slice(open + 1, index);
      const instruction = inner.length >= 30 && !bracketBlank(inner) && INSTRUCTION_WORDS.test(inner);
      if (index - open <= MAX_BRACKET && instruction) {
        pushBlock(parts, { ...block, text: text.slice(from, open).trim() });
        const note: Block = { ...block, kind: "guidance", text: text.slice(open, index + 1) };
        delete note.clause;
        parts.push(note);
        from = index + 1;
      }
      open = -1;
    }
  }
  if (!parts.length) return [block];
  pushBlock(parts, { ...block, text: text.slice(from).trim() });
  return parts;
}

function pageBlocks(unit: number, page: string, lines: readonly Line[], state: State): Block[] {
  const blocks: Block[] = [];
  let current: Block | null = null;
  const close = () => {
    if (current) blocks.push(...(current.kind === "body" ? splitInstructions(current) : [current]));
    current = null;
  };
  for (const line of lines) {
    const last: Block | null = current;
    if (line.kind === "heading") {
      const joins =
        last !== null &&
        last.kind === "heading" &&
        continuesHeading(last.text.slice(last.text.lastIndexOf("\n") + 1));
      if (joins && last) {
        last.text += `\n${line.text}`;
        if (line.level === 1) last.level = 1;
      } else {
        close();
        current = { kind: "heading", unit, page, text: line.text, level: line.level };
      }
      const heading = current as Block | null;
      if (heading?.level === 1) {
        state.section = collapseWhitespace(heading.text);
        state.sectionId = sectionIdOf(state.section);
        state.clause = undefined;
        heading.section = state.section;
        if (state.sectionId) heading.sectionId = state.sectionId;
      } else if (heading) {
        if (state.section) heading.section = state.section;
        if (state.sectionId) heading.sectionId = state.sectionId;
      }
      continue;
    }
    if (line.kind === "body" && line.clause) state.clause = line.clause;
    const sameBlock = last !== null && last.kind === line.kind && !(line.kind === "body" && line.clause);
    if (sameBlock && last) {
      last.text += `\n${line.text}`;
      continue;
    }
    close();
    const block: Block = { kind: line.kind, unit, page, text: line.text };
    if (line.kind === "body" || line.kind === "guidance") {
      if (state.section) block.section = state.section;
      if (state.sectionId) block.sectionId = state.sectionId;
      if (line.kind === "body" && state.clause) block.clause = state.clause;
    }
    current = block;
  }
  close();
  return blocks;
}

function pageModel(unit: number, label: string, blocks: readonly Block[]): PageModel {
  const spans: BlockSpan[] = [];
  let searchText = "";
  for (const block of blocks) {
    if (block.kind !== "body" && block.kind !== "heading") continue;
    const text = collapseWhitespace(block.text);
    if (!text) continue;
    if (searchText) searchText += " ";
    spans.push({ start: searchText.length, end: searchText.length + text.length, block });
    searchText += text;
  }
  const isToc = blocks.some((block) => block.kind === "toc") && !spans.length;
  return { unit, label, searchText, spans, isToc };
}

function placeholdersIn(block: Block): Placeholder[] {
  return findBlanks(block.text).map(({ start, end }) => {
    const lineStart = block.text.lastIndexOf("\n", start - 1) + 1;
    const placeholder: Placeholder = {
      text: collapseWhitespace(block.text.slice(start, end)),
      page: block.page,
      unit: block.unit,
      party: blankParty(block.text.slice(Math.max(lineStart, start - 40), start), block.section),
      context: collapseWhitespace(
        block.text.slice(
          Math.max(0, start - BLANK_CONTEXT),
          Math.min(block.text.length, end + BLANK_CONTEXT),
        ),
      ),
    };
    if (block.section) placeholder.section = block.section;
    if (block.clause) placeholder.clause = block.clause;
    return placeholder;
  });
}

export function buildDocumentModel(document: AttachedDocument): DocumentModel {
  const furniture = furnitureLines(document.units);
  const state: State = { guidance: null, toc: false };
  const blocks: Block[] = [];
  const pages: PageModel[] = [];
  document.units.forEach((unit, index) => {
    const lines = classifyPage(unit.text, furniture, state);
    const unitBlocks = pageBlocks(index, unit.label, lines, state);
    blocks.push(...unitBlocks);
    pages.push(pageModel(index, unit.label, unitBlocks));
  });
  const placeholders = blocks
    .filter((block) => block.kind === "body" || block.kind === "heading")
    .flatMap(placeholdersIn);
  const pagesWith = (kind: BlockKind) => [
    ...new Set(blocks.filter((block) => block.kind === kind).map((block) => block.page)),
  ];
  const guidancePages = pagesWith("guidance");
  const blanks = placeholders.filter((placeholder) => placeholder.party === "procuring-entity").length;
  return {
    document,
    blocks,
    pages,
    headings: blocks.filter((block) => block.kind === "heading"),
    placeholders,
    tocPages: pagesWith("toc"),
    guidancePages,
    isTemplate:
      blanks >= TEMPLATE_BLANKS || (blanks >= TEMPLATE_BLANKS_WITH_GUIDANCE && guidancePages.length > 0),
  };
}

const cache = new WeakMap<AttachedDocument, DocumentModel>();

/** The document's model, built once per document object (a review's checks share it). */
export function documentModel(document: AttachedDocument): DocumentModel {
  let model = cache.get(document);
  if (!model) {
    model = buildDocumentModel(document);
    cache.set(document, model);
  }
  return model;
}
