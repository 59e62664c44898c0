/**
 * Where the sentence around a match starts and ends, so evidence quotes whole sentences (a reader sees what the
 * document says, not a window cut mid-clause). "Kshs. 200,000", "No. 5", "e.g. Bank" and initials do not end one.
 */

/** Words whose trailing period does not end a sentence ("No. 5", "e.g. Bank", "cl. 4", "Kshs. 200,000"). */
export const ABBREVIATIONS: ReadonlySet<string> = new Set([
  "no",
  "nos",
  "nr",
  "e.g",
  "i.e",
  "eg",
  "ie",
  "vs",
  "mr",
  "mrs",
  "ms",
  "dr",
  "prof",
  "st",
  "art",
  "cl",
  "para",
  "sec",
  "fig",
  "ref",
  "approx",
  "incl",
  "min",
  "max",
  "tel",
  "co",
  "inc",
  "viz",
  "cf",
  // Postal addresses: "P.O. Box 30586".
  "p.o",
  "p.o.box",
  // Currency markers written with a full stop: "Kshs. 200,000.00", "Ushs. 5,000,000".
  "kshs",
  "ksh",
  "shs",
  "ushs",
  "ush",
  "tshs",
  "tsh",
]);

/** True when the period at `periodIndex` closes an abbreviation or an initial rather than a sentence. */
export function endsWithAbbreviation(text: string, periodIndex: number): boolean {
  const before = text.slice(Math.max(0, periodIndex - 12), periodIndex);
  const word = /([A-Za-z.]+)$/.exec(before)?.[1] ?? "";
  const bare = word.replace(/^\.+/, "");
  // "N/A." ends a sentence: the letter after a slash is not an initial.
  if (/\/[A-Za-z]$/.test(before)) return false;
  if (/^[A-Z]$/.test(bare)) return true; // an initial: "J. Smith"
  return ABBREVIATIONS.has(bare.toLowerCase());
}

/** How far from the match a sentence's start or end is looked for; longer sentences are cut there. */
const REACH = 2_000;

/** A sentence ends at . ! ? (optionally closed by a quote or bracket) before a capital, digit or opening bracket. */
const SENTENCE_END = /[.!?]["')\]]?\s+(?=["'(\[]?[A-Z0-9])/g;

/** Ends of sentences in text[from, to): the index just after each closing mark (and its quote or bracket). */
function sentenceEnds(text: string, from: number, to: number): number[] {
  const ends: number[] = [];
  const slice = text.slice(from, to);
  SENTENCE_END.lastIndex = 0;
  for (let match = SENTENCE_END.exec(slice); match; match = SENTENCE_END.exec(slice)) {
    const mark = match.index + match[0].search(/[.!?]/);
    if (slice[mark] === "." && endsWithAbbreviation(slice, mark)) continue;
    ends.push(from + match.index + match[0].trimEnd().length);
  }
  return ends;
}

/**
 * [start, end) of the sentence(s) holding text[matchStart, matchEnd), within [blockStart, blockEnd) (a block
 * break always ends a sentence). A match that spans a sentence end keeps both sentences.
 */
export function sentenceBounds(
  text: string,
  matchStart: number,
  matchEnd: number,
  blockStart = 0,
  blockEnd = text.length,
): { start: number; end: number } {
  // Only REACH characters either side are scanned: a "sentence" of a megabyte without a full stop (a hostile or
  // broken extraction) would otherwise be rescanned for every match in it.
  blockStart = Math.max(blockStart, matchStart - REACH);
  blockEnd = Math.min(blockEnd, matchEnd + REACH);
  const ends = sentenceEnds(text, blockStart, blockEnd);
  let start = blockStart;
  let end = blockEnd;
  for (const at of ends) {
    if (at <= matchStart) start = at;
    else if (at >= matchEnd) {
      end = at;
      break;
    }
  }
  while (start < end && /\s/.test(text[start] ?? "")) start += 1;
  return { start, end };
}
