import { legalFormLabel } from "./legal-forms";
import { GENERIC_WORDS, ORGANISATION_WORDS } from "./names/org-words";
import { isAbjadWord, matchWords, type WordMatchKind } from "./names/word-match";
import type { NameAnalysis } from "./normalise";

/** How two names compare, before registration numbers and countries are weighed. */
export type NameComparison = { score: number; reasons: string[] };

export { WORD_SIMILARITY_FLOOR } from "./names/word-match";
// Scores by kind of agreement: identical text 1; the same words once legal forms, word order or stop words are
// set aside 0.97; anything found by spelling similarity stays at or below 0.95, under a true equality.
const SAME_TOKENS = 0.97;
const FUZZY_CEILING = 0.95;
// Two names whose consonants agree across scripts word breaks aside ("حزب الله" / "Hizballah").
const SAME_CONSONANTS = 0.9;
// A word common to many firm names ("General", "Supplies", "Kenya") shows less that two names are one when it
// matches: it counts half. Unmatched, it counts in full.
const GENERIC_WEIGHT = 0.5;
// An organisation word on one side only ("University", "Foundation") means another body.
const EXTRA_ORGANISATION_FACTOR = 0.8;
// Two different country qualifiers ("(K)" / "(U)") are sibling firms in two countries.
const OTHER_COUNTRY_FACTOR = 0.65;

type Pair = { q: number; e: number; sim: number; kind: WordMatchKind };

/** Pair each word with its most similar partner, best pairs first, each word used once. */
export function alignWords(q: readonly string[], e: readonly string[]): Pair[] {
  const pairs: Pair[] = [];
  for (let i = 0; i < q.length; i++)
    for (let j = 0; j < e.length; j++) {
      const match = matchWords(q[i]!, e[j]!);
      if (match.sim > 0) pairs.push({ q: i, e: j, ...match });
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

const pairWeight = (q: string, e: string) =>
  GENERIC_WORDS.has(q) || GENERIC_WORDS.has(e) ? GENERIC_WEIGHT : 1;

/** The weighted word-pairing (Dice) score of two word lists, 1 when they are equal. */
function diceOf(q: readonly string[], e: readonly string[], pairs: readonly Pair[]): number {
  let matched = 0;
  let weights = 0;
  for (const p of pairs) {
    const w = pairWeight(q[p.q]!, e[p.e]!);
    matched += w * p.sim;
    weights += w;
  }
  const unmatched = q.length + e.length - 2 * pairs.length;
  return (2 * matched) / (2 * weights + unmatched);
}

/**
 * The word-pairing score of two sorted word lists. Never below what compareNames gives the same pair unless only
 * their spacing or their consonants across scripts agree, so it can rule candidates out cheaply.
 */
export function wordScore(q: readonly string[], e: readonly string[]): number {
  return diceOf(q, e, alignWords(q, e));
}

const quote = (items: string[]) => items.map((s) => `'${s}'`).join(", ");
const plain = (s: string) => s.normalize("NFC").toLowerCase().replace(/\s+/g, " ").trim();
const punctuation = (s: string) => s.replace(/[\p{L}\p{N}\s]/gu, "");
const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);
const shown = (word: string) => (isAbjadWord(word) ? word.slice(1).split("").join("-") : word);
const titleCase = (s: string) => s.replace(/\b[a-z]/g, (c) => c.toUpperCase());

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

/** The factor and reason two names' country qualifiers give: different countries mean sibling firms. */
function qualifierVerdict(q: NameAnalysis, e: NameAnalysis): { factor: number; reason?: string } {
  if (sameList([...q.qualifiers].sort(), [...e.qualifiers].sort())) return { factor: 1 };
  const names = (a: NameAnalysis) => quote(a.qualifiers.map(titleCase));
  if (
    q.qualifiers.length > 0 &&
    e.qualifiers.length > 0 &&
    !q.qualifiers.some((c) => e.qualifiers.includes(c))
  )
    return {
      factor: OTHER_COUNTRY_FACTOR,
      reason: `Different countries in the names: ${names(q)} / ${names(e)}`,
    };
  const one = q.qualifiers.length > 0 ? q : e;
  return { factor: 1, reason: `Country ${names(one)} named on one side only` };
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

function pairReason(a: string, b: string, p: Pair): string {
  switch (p.kind) {
    case "variant":
      return `Spellings of the same name: '${a}' / '${b}'`;
    case "final-vowel":
      return `Same name with a final vowel, as Swahili writes it: '${a}' / '${b}'`;
    case "initial":
      return a.length === 1
        ? `Initial '${a.toUpperCase()}' for '${b}'`
        : `Initial '${b.toUpperCase()}' for '${a}'`;
    case "consonants":
      return `Same consonants across scripts: '${shown(a)}' / '${shown(b)}'`;
    default:
      return `Close spelling (Jaro-Winkler ${p.sim.toFixed(2)}): '${a}' / '${b}'`;
  }
}

function extraOrganisationWords(q: NameAnalysis, e: NameAnalysis, pairs: readonly Pair[]): string[] {
  const extraQ = q.tokens.filter((w, i) => ORGANISATION_WORDS.has(w) && !pairs.some((p) => p.q === i));
  const extraE = e.tokens.filter((w, j) => ORGANISATION_WORDS.has(w) && !pairs.some((p) => p.e === j));
  if (extraQ.length > 0 && extraE.length === 0) return extraQ;
  if (extraE.length > 0 && extraQ.length === 0) return extraE;
  return [];
}

function fuzzy(q: NameAnalysis, e: NameAnalysis): NameComparison {
  const pairs = alignWords(q.tokens, e.tokens);
  let score = Math.min(FUZZY_CEILING, diceOf(q.tokens, e.tokens, pairs));
  const reasons: string[] = [];
  for (const p of pairs.filter((p) => p.sim < 1)) reasons.push(pairReason(q.tokens[p.q]!, e.tokens[p.e]!, p));
  const longest = Math.max(q.tokens.length, e.tokens.length);
  if (pairs.length < longest) reasons.push(`${pairs.length} of ${longest} words match`);
  else if (pairs.length > 1 && !alignedInOrder(q, e)) reasons.push("Same words in a different order");
  const extra = extraOrganisationWords(q, e, pairs);
  if (extra.length > 0) {
    score *= EXTRA_ORGANISATION_FACTOR;
    reasons.push(`Only one name has ${quote(extra)}: another body`);
  }
  if (
    (q.hasAbjad || e.hasAbjad) &&
    q.skeleton.length >= 3 &&
    q.skeleton === e.skeleton &&
    score < SAME_CONSONANTS
  ) {
    score = SAME_CONSONANTS;
    reasons.unshift("Same consonants across scripts, word breaks aside");
  }
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

function byName(q: NameAnalysis, e: NameAnalysis, translit: string[]): NameComparison {
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

/** Compare a queried name with one listed name (or alias), with plain-English reasons. */
export function compareNames(q: NameAnalysis, e: NameAnalysis): NameComparison {
  const result = byName(q, e, transliterationReasons(q, e));
  const countries = qualifierVerdict(q, e);
  if (!countries.reason) return result;
  return { score: result.score * countries.factor, reasons: [...result.reasons, countries.reason] };
}
