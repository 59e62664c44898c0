import { countryCode } from "../countries";
import { joinWrittenApart } from "./joined-words";
import { GENERIC_WORDS } from "./org-words";
import { matchWords, type WordContext, type WordMatchKind } from "./word-match";

// How the words of two names pair up, and the word-pairing (Dice) score that follows. Shared by the scorer and
// by the candidate filter, which must never rate a name below what the scorer gives it.

/** A name's matching words in their written order, and what kind of name it is (see normalise.ts). */
export type WordSide = { words: readonly string[]; person: boolean; arabic: boolean; somali?: boolean };
export type Pair = { q: number; e: number; sim: number; kind: WordMatchKind };
export type Pairing = {
  /** The words paired: each side's words, with words written apart run together where that pairs better. */
  q: string[];
  e: string[];
  pairs: Pair[];
  score: number;
  /** Words run together to pair ("bharatkumar / bharatkumar"). */
  merged: string[];
  /** Words of the longer of two people's names excused as a shortened name leaves them out. */
  leftOut: string[];
  /** Distinctive words of a firm's name the other name lacks, all else alike: they count three. */
  unmatchedDistinctive: string[];
};

// A word common to many firm names ("General", "Supplies", "Kenya") shows less that two names are one when it
// matches: it counts half. Unmatched, it counts in full.
const GENERIC_WEIGHT = 0.5;
// A person's name written short ("Hassan Al-Turki" for "Hassan Abdullah Hersi al-Turki"): when every word of the
// shorter name pairs, in order, the longer name's other words count a quarter.
const LEFT_OUT_WEIGHT = 0.25;
// A firm's distinctive word the other name lacks, all else alike ("Inmobiliaria Hotelera del Caribe", "ETCO
// International Commodities"), names another firm more often than it shortens the same one: it counts three.
const DISTINCTIVE_WEIGHT = 3;

export const contextOf = (q: WordSide, e: WordSide): WordContext => ({
  arabic: q.arabic && e.arabic,
  arabicEither: q.arabic || e.arabic,
  person: q.person && e.person,
  somali: q.arabic && e.arabic && (q.somali === true || e.somali === true),
});

// A country's name ("Iran", "Kenya") qualifies a firm's name more than it tells firms apart.
const isCountry = (word: string) => word.length >= 4 && countryCode(word) !== undefined;

const relativePlace = (i: number, n: number) => (n <= 1 ? 0 : i / (n - 1));

/** Pair each word with its most similar partner, best pairs first, each word used once; ties go to the pair
 * whose words stand in like places ("Hitesh Shah s/o Ramesh Shah": the second Shah pairs with the last Shah). */
export function alignWords(q: readonly string[], e: readonly string[], context: WordContext = {}): Pair[] {
  const pairs: (Pair & { gap: number })[] = [];
  for (let i = 0; i < q.length; i++)
    for (let j = 0; j < e.length; j++) {
      const match = matchWords(q[i]!, e[j]!, context);
      if (match.sim > 0)
        pairs.push({
          q: i,
          e: j,
          ...match,
          gap: Math.abs(relativePlace(i, q.length) - relativePlace(j, e.length)),
        });
    }
  pairs.sort((a, b) => b.sim - a.sim || a.gap - b.gap);
  const usedQ = new Set<number>();
  const usedE = new Set<number>();
  const chosen: Pair[] = [];
  for (const pair of pairs) {
    if (usedQ.has(pair.q) || usedE.has(pair.e)) continue;
    usedQ.add(pair.q);
    usedE.add(pair.e);
    chosen.push({ q: pair.q, e: pair.e, sim: pair.sim, kind: pair.kind });
  }
  return chosen;
}

/**
 * Whether paired words keep their order, or the order of a name with its surname moved from the end to the front
 * (or back): "MWANGI John Kamau" / "John Kamau Mwangi". Any other reordering swaps given names.
 */
export function inOrderOrRotated(pairs: readonly Pair[]): boolean {
  const byQ = [...pairs].sort((a, b) => a.q - b.q).map((p) => p.e);
  let descents = 0;
  for (let i = 1; i < byQ.length; i++) if (byQ[i]! < byQ[i - 1]!) descents++;
  return descents === 0 || (descents === 1 && byQ[byQ.length - 1]! < byQ[0]!);
}

const pairWeight = (q: string, e: string) =>
  GENERIC_WORDS.has(q) || GENERIC_WORDS.has(e) ? GENERIC_WEIGHT : 1;

/** How two names' words pair, and their weighted Dice score (1 when the words are equal). */
export function pairWords(q: WordSide, e: WordSide): Pairing {
  const context = contextOf(q, e);
  const joined = context.person
    ? joinWrittenApart(q.words, e.words, context)
    : { q: [...q.words], e: [...e.words], merged: [] };
  const pairs = alignWords(joined.q, joined.e, context);
  let matched = 0;
  let weights = 0;
  for (const p of pairs) {
    const w = pairWeight(joined.q[p.q]!, joined.e[p.e]!);
    matched += w * p.sim;
    weights += w;
  }
  const unpairedQ = joined.q.filter((_, i) => !pairs.some((p) => p.q === i));
  const unpairedE = joined.e.filter((_, j) => !pairs.some((p) => p.e === j));
  const leftOut: string[] = [];
  const unmatchedDistinctive: string[] = [];
  let unmatched = 0;
  const shorter = Math.min(joined.q.length, joined.e.length);
  const shortened = context.person && shorter >= 2 && pairs.length === shorter && inOrderOrRotated(pairs);
  // Words left over on one side only are extra words; left over on both, they are words that differ, each
  // counted once as any unpaired word.
  const extraOnly = unpairedQ.length === 0 || unpairedE.length === 0;
  for (const word of [...unpairedQ, ...unpairedE]) {
    // An initial left out is a name the shorter form does not have ("L.X.C." / "LAU"): it counts in full.
    if (shortened && word.length > 1) {
      leftOut.push(word);
      unmatched += LEFT_OUT_WEIGHT;
    } else if (extraOnly && !context.person && !GENERIC_WORDS.has(word) && !isCountry(word)) {
      unmatchedDistinctive.push(word);
      unmatched += DISTINCTIVE_WEIGHT;
    } else unmatched += 1;
  }
  const score = weights + unmatched === 0 ? 0 : (2 * matched) / (2 * weights + unmatched);
  return { q: joined.q, e: joined.e, pairs, score, merged: joined.merged, leftOut, unmatchedDistinctive };
}
