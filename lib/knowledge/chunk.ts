/**
 * Splits extracted units into search chunks of roughly 800-1,200 characters, cut at paragraph, then line,
 * then sentence, then word boundaries, with a short overlap so a phrase straddling a cut is still found.
 * A chunk never spans two units, so every hit can cite its page, sheet or slide. Pure.
 */
import type { ExtractedUnit, UnitKind } from "@/lib/documents/types";

export type ChunkOptions = {
  /** A chunk is closed once it reaches this length... */
  targetChars: number;
  /** ...and never grows past this one. */
  maxChars: number;
  /** Characters of the previous chunk repeated at the start of the next (same unit only). */
  overlapChars: number;
};

export const CHUNK_DEFAULTS: ChunkOptions = { targetChars: 900, maxChars: 1_200, overlapChars: 150 };

export type ChunkDraft = {
  ordinal: number;
  unitKind: UnitKind;
  unitIndex: number;
  unitLabel: string | null;
  text: string;
};

type Piece = { text: string; sep: string };

/** Boundaries from coarse to fine; each level is used only for text still longer than the maximum. */
const LEVELS: { split: RegExp; sep: string }[] = [
  { split: /\n[ \t]*\n\s*/, sep: "\n\n" },
  { split: /\n/, sep: "\n" },
  { split: /(?<=[.!?;:])\s+/, sep: " " },
  { split: /\s+/, sep: " " },
];

/** Pieces no longer than `max`, each with the separator that joined it to the previous one. */
export function splitPieces(text: string, max: number, level = 0, sep = ""): Piece[] {
  if (text.length <= max) return text.trim() ? [{ text: text.trim(), sep }] : [];
  const rule = LEVELS[level];
  if (!rule) {
    // One "word" longer than a chunk (a URL, base64, a table without spaces): cut it.
    const pieces: Piece[] = [];
    for (let at = 0; at < text.length; at += max)
      pieces.push({ text: text.slice(at, at + max), sep: at === 0 ? sep : "" });
    return pieces;
  }
  const parts = text.split(rule.split);
  if (parts.length === 1) return splitPieces(text, max, level + 1, sep);
  return parts.flatMap((part, i) => splitPieces(part, max, level + 1, i === 0 ? sep : rule.sep));
}

/**
 * About the last `length` characters of `text`, starting at the first line start in them, else the first
 * sentence start, else the first word start, so the overlap reads as whole rows, sentences or words.
 */
export function overlapTail(text: string, length: number): string {
  if (length <= 0) return "";
  if (text.length <= length) return text;
  const from = text.length - length;
  const tail = text.slice(from);
  const line = tail.indexOf("\n");
  if (line !== -1) return tail.slice(line + 1).trim();
  const sentence = /[.!?;:]\s+/.exec(tail);
  if (sentence) return tail.slice(sentence.index + sentence[0].length).trim();
  if (/\s/.test(text[from - 1] ?? "")) return tail.trim();
  const space = tail.search(/\s/);
  return space === -1 ? "" : tail.slice(space + 1).trim();
}

export function chunkUnits(
  units: readonly ExtractedUnit[],
  overrides: Partial<ChunkOptions> = {},
): ChunkDraft[] {
  const options = { ...CHUNK_DEFAULTS, ...overrides };
  const chunks: ChunkDraft[] = [];
  for (const unit of units) {
    const base = { unitKind: unit.kind, unitIndex: unit.index, unitLabel: unit.label ?? null };
    let current = "";
    let previous = "";
    const flush = () => {
      if (current.trim()) chunks.push({ ordinal: chunks.length, ...base, text: current.trim() });
      previous = current;
      current = "";
    };
    for (const piece of splitPieces(unit.text, options.maxChars)) {
      if (
        current &&
        (current.length >= options.targetChars ||
          current.length + piece.sep.length + piece.text.length > options.maxChars)
      ) {
        flush();
        const room = options.maxChars - piece.text.length - Math.max(piece.sep.length, 1);
        const tail = overlapTail(previous, Math.min(options.overlapChars, room));
        current = tail ? `${tail}${piece.sep || " "}${piece.text}` : piece.text;
        continue;
      }
      current = current ? `${current}${piece.sep}${piece.text}` : piece.text;
    }
    flush();
  }
  return chunks;
}
