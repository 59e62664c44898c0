import { jaroWinkler } from "./jaro-winkler";
import { legalFormLabel } from "./legal-forms";
import type { NameAnalysis } from "./normalise";

/** How two names compare, before registration numbers and countries are weighed. */
export type NameComparison = { score: number; reasons: string[] };

// Two words count as the same word misspelt from this Jaro-Winkler similarity up. Below it, words as different
// as "general" and "electric" would start to add up to a match.
export const WORD_SIMILARITY_FLOOR = 0.88;
// Scores by kind of agreement: identical text 1; the same words once legal forms, word order or stop words are
// set aside 0.97; anything found by spelling similarity stays at or below 0.95, under a true equality.
const SAME_TOKENS = 0.97;
const FUZZY_CEILING = 0.95;

/** Similarity of two words: digits and words of three letters or fewer must be equal, others may be misspelt. */
export function wordSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  if (a.length <= 3 || b.length <= 3 || /\d/.test(a) || /\d/.test(b)) return 0;
  const sim = jaroWinkler(a, b);
  return sim >= WORD_SIMILARITY_FLOOR ? sim : 0;
}

type Pair = { q: number; e: number; sim: number };

/** Pair each word with its most similar partner, best pairs first, each word used once. */
export function alignWords(q: readonly string[], e: readonly string[]): Pair[] {
  const pairs: Pair[] = [];
  for (let i = 0; i < q.length; i++)
    for (let j = 0; j < e.length; j++) {
      const sim = wordSimilarity(q[i]!, e[j]!);
      if (sim > 0) pairs.push({ q: i, e: j, sim });
    }
  pairs.sort((a, b) => b.sim - a.sim);
  const usedQ = new Set<number>();
  const usedE = new Set<number>();
  const chosen: Pair[] = [];
  for (const pair of pairs) {
    if (usedQ.has(pair.q) || usedE.has(pair.e)) continue;
    usedQ.add(pair.q);
    usedE.add(pair.e);
    chosen.push(pair);
  }
  return chosen;
}

/**
 * The word-pairing (Dice) score of two sorted word lists, 1 when they are equal. Never below what compareNames
 * gives the same pair unless only their spacing differs, so it can rule candidates out cheaply.
 */
export function wordScore(q: readonly string[], e: readonly string[]): number {
  const pairs = alignWords(q, e);
  return (2 * pairs.reduce((acc, p) => acc + p.sim, 0)) / (q.length + e.length);
}

const quote = (items: string[]) => items.map((s) => `'${s}'`).join(", ");
const plain = (s: string) => s.normalize("NFC").toLowerCase().replace(/\s+/g, " ").trim();
const punctuation = (s: string) => s.replace(/[\p{L}\p{N}\s]/gu, "");
const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

function transliterationReasons(q: NameAnalysis, e: NameAnalysis): string[] {
  const reasons: string[] = [];
  for (const script of new Set([...q.scripts, ...e.scripts])) {
    if (q.scripts.includes(script) && e.scripts.includes(script)) continue;
    reasons.push(script === "accented Latin" ? "Accents removed" : `Transliterated from ${script}`);
  }
  return reasons;
}

function legalFormReason(q: NameAnalysis, e: NameAnalysis, prefix: string): string | undefined {
  if (sameList([...q.legalForms].sort(), [...e.legalForms].sort())) return undefined;
  const forms = [...new Set([...q.legalForms, ...e.legalForms])].map(legalFormLabel);
  const label = forms.length === 1 ? "legal form" : "legal forms";
  return `${prefix} ${label} ${quote(forms)}`;
}

function sameTokenReasons(q: NameAnalysis, e: NameAnalysis): string[] {
  const reasons: string[] = [];
  const punct = punctuation(q.original) !== punctuation(e.original) ? " and punctuation" : "";
  const legal = legalFormReason(q, e, "Same name after removing");
  if (legal) reasons.push(legal + punct);
  if (!sameList(q.kept, e.kept)) reasons.push("Same words in a different order");
  const stops = [...new Set([...q.stopWords, ...e.stopWords])];
  if (!sameList([...q.stopWords].sort(), [...e.stopWords].sort()))
    reasons.push(`Same name ignoring the common word${stops.length > 1 ? "s" : ""} ${quote(stops)}`);
  if (reasons.length === 0) reasons.push("Same name ignoring case and punctuation");
  return reasons;
}

function fuzzy(q: NameAnalysis, e: NameAnalysis): NameComparison {
  const pairs = alignWords(q.tokens, e.tokens);
  const total = q.tokens.length + e.tokens.length;
  const sum = pairs.reduce((acc, p) => acc + p.sim, 0);
  const score = Math.min(FUZZY_CEILING, (2 * sum) / total);
  const reasons: string[] = [];
  for (const p of pairs.filter((p) => p.sim < 1))
    reasons.push(
      `Close spelling (Jaro-Winkler ${p.sim.toFixed(2)}): '${q.tokens[p.q]}' / '${e.tokens[p.e]}'`,
    );
  const longest = Math.max(q.tokens.length, e.tokens.length);
  if (pairs.length < longest) reasons.push(`${pairs.length} of ${longest} words match`);
  else if (pairs.length > 1 && !alignedInOrder(q, e)) reasons.push("Same words in a different order");
  const legal = legalFormReason(q, e, "After removing");
  if (legal) reasons.push(legal);
  return { score, reasons };
}

/** Whether the words of two fully aligned names come in the same order. */
function alignedInOrder(q: NameAnalysis, e: NameAnalysis): boolean {
  const pairs = alignWords(q.kept, e.kept);
  const byQ = [...pairs].sort((a, b) => a.q - b.q);
  return byQ.every((p, i) => i === 0 || p.e > byQ[i - 1]!.e);
}

/** Compare a queried name with one listed name (or alias), with plain-English reasons. */
export function compareNames(q: NameAnalysis, e: NameAnalysis): NameComparison {
  const translit = transliterationReasons(q, e);
  if (plain(q.original) === plain(e.original)) return { score: 1, reasons: ["Exact name"] };
  if (sameList(q.tokens, e.tokens)) {
    if (sameList(q.words, e.words)) {
      const base = translit.length ? [] : ["Same name ignoring case and punctuation"];
      return { score: 1, reasons: [...base, ...translit] };
    }
    return { score: SAME_TOKENS, reasons: [...sameTokenReasons(q, e), ...translit] };
  }
  if (q.joined === e.joined && q.joined.length >= 4)
    return { score: FUZZY_CEILING, reasons: ["Same letters with different spacing", ...translit] };
  const result = fuzzy(q, e);
  return { score: result.score, reasons: [...result.reasons, ...translit] };
}
