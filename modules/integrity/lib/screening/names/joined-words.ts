import { latinSkeleton } from "./skeleton";
import { matchWords, type WordContext } from "./word-match";

// People write one name as one word or two: "Bharat Kumar" / "Bharatkumar", "Haile Mariam" / "Hailemariam",
// "Abed Allah" / "Abdullah", and a hyphenated Korean given name split or not ("Ho-chin" / "Ho-jin"). Two adjacent
// words of a person's name are compared run together, against a word of the other name or against two adjacent
// syllables of it run together, when that pairs better than the words one by one.

const JOINABLE = /^[a-z]{2,}$/;
// Words run together are compared with words of about their length only (spelling rules allow three edits).
const LENGTH_SLACK = 3;

/** Adjacent pairs of words that may be one name written apart, run together. */
export function joinedPairs(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < words.length; i++)
    if (JOINABLE.test(words[i]!) && JOINABLE.test(words[i + 1]!)) out.push(words[i]! + words[i + 1]!);
  return out;
}

const near = (a: string, b: string) => Math.abs(a.length - b.length) <= LENGTH_SLACK;
const sim = (a: string, b: string, context: WordContext) => matchWords(a, b, context).sim;
// Run together, words are one name with the other only when they are that word or share its consonants
// ("abedallah" / "abdullah", "hochin" / "hojin"): blocking files them by those two keys alone (blocking.ts).
const sameOrConsonants = (a: string, b: string) => a === b || latinSkeleton(a) === latinSkeleton(b);

type Side = { words: string[]; used: boolean[] };

function joinable(side: Side, i: number): boolean {
  const { words, used } = side;
  return (
    i + 1 < words.length &&
    !used[i] &&
    !used[i + 1] &&
    JOINABLE.test(words[i]!) &&
    JOINABLE.test(words[i + 1]!)
  );
}

/** Join, in `side`, words i and i+1 where they meet one word of `other` better than either does alone. */
function joinAgainstWords(side: Side, other: Side, context: WordContext, merged: string[]): void {
  for (let i = 0; i + 1 < side.words.length; i++) {
    if (!joinable(side, i)) continue;
    const joined = side.words[i]! + side.words[i + 1]!;
    for (let j = 0; j < other.words.length; j++) {
      const word = other.words[j]!;
      if (other.used[j] || !near(joined, word) || !sameOrConsonants(joined, word)) continue;
      const together = sim(joined, word, context);
      if (together === 0) continue;
      if (together <= Math.max(sim(side.words[i]!, word, context), sim(side.words[i + 1]!, word, context)))
        continue;
      side.words.splice(i, 2, joined);
      side.used.splice(i, 2, true);
      other.used[j] = true;
      merged.push(`${joined} / ${word}`);
      break;
    }
  }
}

// Run together on both sides only syllables of a given name written apart (Korean, Chinese, Vietnamese: "Ho-chin",
// "Ho-jin"); two whole names written as one pair better one by one ("Samuel Kiprono" is not "Samson Kiprono").
const SYLLABLE = 4;
const syllables = (side: Side, i: number) =>
  side.words[i]!.length <= SYLLABLE && side.words[i + 1]!.length <= SYLLABLE;

/** Join adjacent syllables on both sides where, run together, they meet better than one by one. */
function joinBoth(q: Side, e: Side, context: WordContext, merged: string[]): void {
  for (let i = 0; i + 1 < q.words.length; i++) {
    if (!joinable(q, i) || !syllables(q, i)) continue;
    const jq = q.words[i]! + q.words[i + 1]!;
    for (let j = 0; j + 1 < e.words.length; j++) {
      if (!joinable(e, j) || !syllables(e, j)) continue;
      const je = e.words[j]! + e.words[j + 1]!;
      if (jq === je || !near(jq, je) || !sameOrConsonants(jq, je)) continue;
      const together = sim(jq, je, context);
      const apart =
        (sim(q.words[i]!, e.words[j]!, context) + sim(q.words[i + 1]!, e.words[j + 1]!, context)) / 2;
      if (together <= apart) continue;
      q.words.splice(i, 2, jq);
      q.used.splice(i, 2, true);
      e.words.splice(j, 2, je);
      e.used.splice(j, 2, true);
      merged.push(`${jq} / ${je}`);
      break;
    }
  }
}

/** Two names' words with words written apart on one side and together on the other run together. */
export function joinWrittenApart(
  q: readonly string[],
  e: readonly string[],
  context: WordContext,
): { q: string[]; e: string[]; merged: string[] } {
  const qs: Side = { words: [...q], used: q.map(() => false) };
  const es: Side = { words: [...e], used: e.map(() => false) };
  const merged: string[] = [];
  joinAgainstWords(qs, es, context, merged);
  joinAgainstWords(es, qs, context, merged);
  joinBoth(qs, es, context, merged);
  return { q: qs.words, e: es.words, merged };
}
