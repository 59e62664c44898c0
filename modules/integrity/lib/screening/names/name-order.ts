import type { NameAnalysis } from "../normalise";
import { BAPTISMAL_NAMES, isKnownName } from "./given-names";
import { GENERIC_WORDS } from "./org-words";
import { inOrderOrRotated, type Pair, type Pairing } from "./pairing";
import { isAbjadWord, isInitial, spellingKeys } from "./word-match";

// Word order and replaced words: when two names with the same or nearly the same words are one person or firm.

// One word of a name replaced by a plainly different word in its place, the rest alike: another person (a
// sibling, "Mary Wanjiru Kamau" / "Mary Wambui Kamau") or another firm ("Lindi Fresh Fish" / "Mtwara Fresh
// Fish"), however many words the names share. Capped below the product's threshold (0.7).
export const REPLACED_WORD_CAP = 0.6;
const BAPTISMAL = new Set(BAPTISMAL_NAMES);

// The other side's places of one side's given names, in that side's order, when it wrote "SURNAMES, Given names".
function givenInOrder(pairs: readonly Pair[], surnames: number | undefined, side: "q" | "e"): boolean {
  if (surnames === undefined) return false;
  const other = side === "q" ? "e" : "q";
  const places = pairs
    .filter((p) => p[side] >= surnames)
    .sort((a, b) => a[side] - b[side])
    .map((p) => p[other]);
  return places.every((x, i) => i === 0 || x > places[i - 1]!);
}

// "Kariuki Peter Gitau" / "Peter Kariuki Gitau": a Christian name moved among the given names, the rest in order.
function baptismalNameMoved(pairs: readonly Pair[], qWords: readonly string[]): boolean {
  const byQ = [...pairs].sort((a, b) => a.q - b.q);
  return byQ.some((moved) => {
    if (!BAPTISMAL.has(qWords[moved.q]!)) return false;
    const rest = byQ.filter((p) => p !== moved).map((p) => p.e);
    return rest.every((x, i) => i === 0 || x > rest[i - 1]!);
  });
}

/**
 * Whether two people's names pair three or more words with given names swapped, the surname in place. Not
 * for Arabic-origin names: lists write a chain of given and fathers' names in varying order ("QARAWI, Mohammed
 * Fathi" and "Fathi Mohammed QAR'AWI" are one OFAC entry). Not when a name written "SURNAMES, Given names" keeps
 * its given names in order: two surnames in either order are one person ("GARCIA LOPEZ, Juan Carlos" / "LOPEZ
 * GARCIA, Juan Carlos"), nor when only a Christian name moved. Written without a comma, the last two names swapped
 * stay another person: in Kikuyu and Kalenjin naming "John Kamau Njoroge" and "John Njoroge Kamau" are father and
 * son (the last name is the father's).
 */
export function givenNamesSwapped(
  q: NameAnalysis,
  e: NameAnalysis,
  pairs: readonly Pair[],
  words: { q: readonly string[]; e: readonly string[] } = { q: q.kept, e: e.kept },
): boolean {
  if (!q.person || !e.person || (q.arabic && e.arabic) || pairs.length < 3 || inOrderOrRotated(pairs))
    return false;
  const sameWords = words.q.length === q.kept.length && words.e.length === e.kept.length;
  if (sameWords && (q.surnames !== undefined || e.surnames !== undefined)) {
    const inOrder =
      (q.surnames === undefined || givenInOrder(pairs, q.surnames, "q")) &&
      (e.surnames === undefined || givenInOrder(pairs, e.surnames, "e"));
    return !inOrder;
  }
  return !baptismalNameMoved(pairs, words.q);
}

const shareKey = (a: string, b: string) => {
  const keys = new Set(spellingKeys(a));
  return spellingKeys(b).some((k) => keys.has(k));
};

/**
 * The two words where one name has a word and the other a plainly different one in its place, all else paired
 * in order: different given names or surnames (both listed names, or spellings nothing links), or a firm's
 * distinctive words ("Nairobi" / "Mombasa"). Near spellings that no rule accepted are left to the score.
 */
export function replacedWord(
  q: NameAnalysis,
  e: NameAnalysis,
  pairing: Pairing,
): [string, string] | undefined {
  const { pairs } = pairing;
  if (pairing.q.length !== pairing.e.length || pairs.length === 0 || pairs.length !== pairing.q.length - 1)
    return undefined;
  const i = pairing.q.findIndex((_, k) => !pairs.some((p) => p.q === k));
  const j = pairing.e.findIndex((_, k) => !pairs.some((p) => p.e === k));
  const a = pairing.q[i]!;
  const b = pairing.e[j]!;
  if (isInitial(a) || isInitial(b) || isAbjadWord(a) || isAbjadWord(b)) return undefined;
  if (shareKey(a, b) && !(isKnownName(a) && isKnownName(b))) return undefined;
  if (q.person && e.person) return inOrderOrRotated(pairs) ? [a, b] : undefined;
  if (q.person || e.person || i !== j || GENERIC_WORDS.has(a) || GENERIC_WORDS.has(b)) return undefined;
  return pairs.every((p) => p.q === p.e) ? [a, b] : undefined;
}
