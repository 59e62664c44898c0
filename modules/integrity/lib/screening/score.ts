import { legalFormLabel } from "./legal-forms";
import { givenNamesSwapped, REPLACED_WORD_CAP, replacedWord } from "./names/name-order";
import { ORGANISATION_WORDS } from "./names/org-words";
import { alignWords, contextOf, pairWords, type Pair, type WordSide } from "./names/pairing";
import { isAbjadWord } from "./names/word-match";
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
// An organisation word on one side only ("University", "Foundation") means another body.
const EXTRA_ORGANISATION_FACTOR = 0.8;
// Two different country qualifiers ("(K)" / "(U)") are sibling firms in two countries.
const OTHER_COUNTRY_FACTOR = 0.65;
// "Premji Devji Patel" / "Devji Premji Patel": a person's given names in another order, the surname in place,
// are another person (brothers are named so); the surname moved to the front is not (see names/pairing.ts).
const SWAPPED_GIVEN_NAMES_FACTOR = 0.7;

/** The words of an analysed name as the word-pairing compares them. */
export const sideOf = (a: NameAnalysis): WordSide => ({
  words: a.kept,
  person: a.person,
  arabic: a.arabic,
  somali: a.somali,
});

/**
 * The word-pairing score of two names' words. Never below what compareNames gives the same pair unless only
 * their spacing or their consonants across scripts agree, so it can rule candidates out cheaply.
 */
export function wordScore(q: WordSide, e: WordSide): number {
  return pairWords(q, e).score;
}

const quote = (items: string[]) => items.map((s) => `'${s}'`).join(", ");
const plain = (s: string) => s.normalize("NFC").toLowerCase().replace(/\s+/g, " ").trim();
const punctuation = (s: string) => s.replace(/[\p{L}\p{N}\s]/gu, "");
const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);
const shown = (word: string) => (isAbjadWord(word) ? word.slice(1).split("").join("-") : word);
const titleCase = (s: string) => s.replace(/\b[a-z]/g, (c) => c.toUpperCase());

const SCRIPT_REASONS: Record<string, string> = {
  "accented Latin": "Accents removed",
  "Somali spelling": "Read Somali spelling as English spells the name (x as h, c left out, long vowels once)",
};

function transliterationReasons(q: NameAnalysis, e: NameAnalysis): string[] {
  const reasons: string[] = [];
  for (const script of new Set([...q.scripts, ...e.scripts])) {
    if (q.scripts.includes(script) && e.scripts.includes(script)) continue;
    reasons.push(SCRIPT_REASONS[script] ?? `Transliterated from ${script}`);
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
    case "vowels":
      return `Same consonants, vowels as Arabic names are spelt in Latin letters: '${a}' / '${b}'`;
    case "consonants":
      return `Same consonants across scripts: '${shown(a)}' / '${shown(b)}'`;
    case "abbreviation":
      return `Abbreviation: '${a}' / '${b}'`;
    case "particle":
      return `Same surname with its particle written joined: '${a}' / '${b}'`;
    case "romanisation":
      return `Same name in another Russian, Belarusian or Ukrainian romanisation: '${a}' / '${b}'`;
    default:
      return `Close spelling (Jaro-Winkler ${p.sim.toFixed(2)}): '${a}' / '${b}'`;
  }
}

function extraOrganisationWords(
  q: readonly string[],
  e: readonly string[],
  pairs: readonly Pair[],
): string[] {
  const extraQ = q.filter((w, i) => ORGANISATION_WORDS.has(w) && !pairs.some((p) => p.q === i));
  const extraE = e.filter((w, j) => ORGANISATION_WORDS.has(w) && !pairs.some((p) => p.e === j));
  if (extraQ.length > 0 && extraE.length === 0) return extraQ;
  if (extraE.length > 0 && extraQ.length === 0) return extraE;
  return [];
}

const reordered = (pairs: readonly Pair[]) =>
  [...pairs].sort((a, b) => a.q - b.q).some((p, i, all) => i > 0 && p.e < all[i - 1]!.e);

function fuzzy(q: NameAnalysis, e: NameAnalysis): NameComparison {
  const pairing = pairWords(sideOf(q), sideOf(e));
  const { pairs } = pairing;
  let score = Math.min(FUZZY_CEILING, pairing.score);
  const replaced = replacedWord(q, e, pairing);
  const replacedReason =
    replaced && `'${replaced[0]}' in place of '${replaced[1]}': another ${q.person ? "person" : "body"}`;
  if (replaced) score = Math.min(score, REPLACED_WORD_CAP);
  const reasons: string[] = [];
  for (const merged of pairing.merged)
    reasons.push(`Written as one word and as two: '${merged.replace(" / ", "' / '")}'`);
  for (const p of pairs.filter((p) => p.sim < 1))
    reasons.push(pairReason(pairing.q[p.q]!, pairing.e[p.e]!, p));
  const longest = Math.max(pairing.q.length, pairing.e.length);
  if (pairing.leftOut.length > 0)
    reasons.push(`Every word of the shorter name matches; the longer adds ${quote(pairing.leftOut)}`);
  else if (pairs.length < longest) reasons.push(`${pairs.length} of ${longest} words match`);
  if (replacedReason) reasons.push(replacedReason);
  if (givenNamesSwapped(q, e, pairs, pairing)) {
    score *= SWAPPED_GIVEN_NAMES_FACTOR;
    reasons.push("Given names in another order, the surname in place: likely another person");
  } else if (pairs.length > 1 && reordered(pairs)) reasons.push("Same words in a different order");
  if (pairing.unmatchedDistinctive.length > 0 && pairs.length > 0)
    reasons.push(`Words in one name only, counted against the match: ${quote(pairing.unmatchedDistinctive)}`);
  const extra = extraOrganisationWords(pairing.q, pairing.e, pairs);
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

function byName(q: NameAnalysis, e: NameAnalysis, translit: string[]): NameComparison {
  if (plain(q.original) === plain(e.original)) return { score: 1, reasons: ["Exact name"] };
  if (sameList(q.tokens, e.tokens)) {
    const titles = [...new Set([...q.titles, ...e.titles])];
    if (sameList(q.words, e.words) && sameList(q.titles, e.titles)) {
      const base = translit.length ? [] : ["Same name ignoring case and punctuation"];
      return { score: 1, reasons: [...base, ...translit] };
    }
    if (sameList(q.words, e.words))
      return { score: SAME_TOKENS, reasons: [`Same name without the title ${quote(titles)}`, ...translit] };
    if (givenNamesSwapped(q, e, alignWords(q.kept, e.kept, contextOf(sideOf(q), sideOf(e)))))
      return {
        score: SAME_TOKENS * SWAPPED_GIVEN_NAMES_FACTOR,
        reasons: [
          "Same words, but the given names in another order and the surname in place: likely another person",
        ],
      };
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
