import { NAME_ARABIC, NAME_PERSON, NAME_SOMALI, type ScreeningIndex } from "./build-index";
import { joinedKeys, joinedQueryKeys, queryKeys } from "./names/blocking";
import { joinedPairs } from "./names/joined-words";
import type { WordSide } from "./names/pairing";
import type { NameAnalysis } from "./normalise";
import { sideOf, wordScore } from "./score";

// In a person's name a shortened form leaves words out at a quarter of their weight (names/pairing.ts).
const PERSON_LEFT_OUT_WEIGHT = 0.25;
// Scores are shown to two decimals: a bound this close to the bar may still round up to it.
export const ROUNDING_SLACK = 0.005;

/**
 * The highest word-pairing score a name of `e` words could reach with a query of `q`: `hits` of the query's words
 * share a key with it, so at most that many pairs. Between two people's names, every word of the shorter paired
 * makes the other words count a quarter; words run together (`joined`) may shrink both names by half.
 */
function pairingBound(hits: number, q: number, e: number, people: boolean, joined: boolean): number {
  if (!people) {
    const pairs = Math.min(hits, q, e);
    return (2 * pairs) / (q + e);
  }
  const qMin = joined ? Math.ceil(q / 2) : q;
  const eMin = joined ? Math.ceil(e / 2) : e;
  const pairs = joined ? Math.min(q, e) : Math.min(hits, q, e);
  const weight = joined || pairs >= Math.min(q, e) ? PERSON_LEFT_OUT_WEIGHT : 1;
  return (2 * pairs) / (2 * pairs + weight * Math.max(0, qMin + eMin - 2 * pairs));
}

/**
 * The names one query form reaches. `ids` share word keys with it and could reach the threshold by their words
 * (`bounds`: the most their words could score; `rarity`: how rare the keys they share are, summed over the
 * query's words, so a name sharing "Hassan" ranks before one sharing only "Mohamed"). `exact` names share the
 * query's letters run together or its consonants across scripts: no word bound holds for them.
 */
export type ReachedNames = {
  ids: Int32Array;
  bounds: Float64Array;
  rarity: Float64Array;
  exact: Int32Array[];
};

/** How rare a blocking key is among the index's names: a key on every name tells nothing. */
const rarityOf = (index: ScreeningIndex, postingLength: number) =>
  Math.log((index.nameText.length + 1) / postingLength);

type Scratch = ScreeningIndex["scratch"];

function firstReach(scratch: Scratch, id: number, queryStamp: number, touched: number[]) {
  scratch.seen[id] = queryStamp;
  scratch.hits[id] = 0;
  scratch.joined[id] = 0;
  scratch.rarity[id] = 0;
  touched.push(id);
}

/** Counts one query word's reach of the names in `list` (each name once per word). Kept apart from the closure
 * that calls it so the hot loop works on typed arrays only. */
function reachWord(
  scratch: Scratch,
  list: Int32Array,
  queryStamp: number,
  wordMark: number,
  weight: number,
  touched: number[],
): number[] {
  const { seen, wordStamp, hits, rarity } = scratch;
  for (let k = 0; k < list.length; k++) {
    const id = list[k]!;
    if (seen[id] !== queryStamp) firstReach(scratch, id, queryStamp, touched);
    if (wordStamp[id] !== wordMark) {
      wordStamp[id] = wordMark;
      hits[id] = hits[id]! + 1;
      rarity[id] = rarity[id]! + weight;
    }
  }
  return touched;
}

/** Marks the names in `list` as reached by running words together. */
function reachJoined(scratch: Scratch, list: Int32Array, queryStamp: number, touched: number[]): number[] {
  const { seen, joined } = scratch;
  for (let k = 0; k < list.length; k++) {
    const id = list[k]!;
    if (seen[id] !== queryStamp) firstReach(scratch, id, queryStamp, touched);
    joined[id] = 1;
  }
  return touched;
}

export function reachNames(index: ScreeningIndex, query: NameAnalysis, threshold: number): ReachedNames {
  const queryStamp = ++index.scratch.clock;
  let touched: number[] = [];
  const reach = (keys: readonly string[], wordMark: number, byJoining: boolean) => {
    // Rarest key first: a word's rarity for a name is that of the rarest key by which it reaches the name.
    const lists = keys
      .map((key) => index.postings.get(key))
      .filter((list): list is Int32Array => list !== undefined)
      .sort((a, b) => a.length - b.length);
    const visited = new Set<Int32Array>();
    for (const list of lists) {
      // Keys of one word often file the same names (a list of one name many times): such a list is walked once.
      if (visited.has(list)) continue;
      visited.add(list);
      if (byJoining) touched = reachJoined(index.scratch, list, queryStamp, touched);
      else
        touched = reachWord(index.scratch, list, queryStamp, wordMark, rarityOf(index, list.length), touched);
    }
  };
  for (const word of query.tokens) {
    const wordMark = ++index.scratch.clock;
    reach(queryKeys(word), wordMark, false);
    if (query.person) reach(joinedQueryKeys(word), wordMark, true);
  }
  if (query.person)
    for (const word of joinedPairs(query.kept)) {
      const wordMark = ++index.scratch.clock;
      reach([...joinedKeys(word), ...joinedQueryKeys(word)], wordMark, true);
    }
  return { ...boundedNames(index, query, touched, threshold), exact: exactNames(index, query) };
}

// Scores are a weighted Dice coefficient over paired words, each pair worth at most 1 (names/pairing.ts): names
// that cannot reach the bar with the words that share keys are not scored.
function boundedNames(
  index: ScreeningIndex,
  query: NameAnalysis,
  touched: readonly number[],
  threshold: number,
): Omit<ReachedNames, "exact"> {
  // Everything the loop reads is taken first: a hot loop over typed arrays stays optimised.
  const { hits, joined, rarity } = index.scratch;
  const { nameKind, nameWordCount } = index;
  const person = query.person;
  const q = query.tokens.length;
  const ids = new Int32Array(touched.length);
  const bounds = new Float64Array(touched.length);
  const rarities = new Float64Array(touched.length);
  let kept = 0;
  for (let k = 0; k < touched.length; k++) {
    const id = touched[k]!;
    const people = person && (nameKind[id]! & NAME_PERSON) !== 0;
    const bound = pairingBound(hits[id]!, q, nameWordCount[id]!, people, joined[id] === 1);
    if (bound + ROUNDING_SLACK < threshold) continue;
    ids[kept] = id;
    bounds[kept] = bound;
    rarities[kept++] = rarity[id]!;
  }
  return { ids: ids.subarray(0, kept), bounds: bounds.subarray(0, kept), rarity: rarities.subarray(0, kept) };
}

/** Names reached whatever their words: no word bound holds for them. */
function exactNames(index: ScreeningIndex, query: NameAnalysis): Int32Array[] {
  const exact: Int32Array[] = [];
  // Names that are the query's letters with different spacing ("Alnoor" / "Al-Noor") may share no word.
  const joinedLetters = index.postings.get(`j:${query.joined}`);
  if (joinedLetters) exact.push(joinedLetters);
  // Names whose consonants agree with the query's across scripts, word breaks aside ("حزب الله" / "Hizballah").
  const consonants = query.skeleton.length >= 3 ? index.postings.get(`c:${query.skeleton}`) : undefined;
  if (consonants) exact.push(consonants);
  return exact;
}

/**
 * The word-pairing score of a query with an indexed name, from the name's stored words (no re-analysis), kept in
 * `memo` by the name's words and kind: a list holding one name many times is paired once.
 */
export function storedWordScore(
  index: ScreeningIndex,
  side: WordSide,
  id: number,
  memo: Map<string, number>,
): number {
  const kind = index.nameKind[id]!;
  const key = `${kind} ${index.nameWords[id]!}`;
  let score = memo.get(key);
  if (score === undefined) {
    score = wordScore(side, {
      words: index.nameWords[id]!.split(" "),
      person: (kind & NAME_PERSON) !== 0,
      arabic: (kind & NAME_ARABIC) !== 0,
      somali: (kind & NAME_SOMALI) !== 0,
    });
    memo.set(key, score);
  }
  return score;
}

/** Index names that could reach `threshold` by name: those sharing enough blocking keys with the query. */
export function candidateNames(index: ScreeningIndex, query: NameAnalysis, threshold: number): number[] {
  const reached = reachNames(index, query, threshold);
  const side = sideOf(query);
  const memo = new Map<string, number>();
  // Rule out, on their stored words, candidates whose words do not pair well enough.
  const out = new Set(
    reached.ids.filter((id) => storedWordScore(index, side, id, memo) + ROUNDING_SLACK >= threshold),
  );
  for (const list of reached.exact) for (const id of list) out.add(id);
  return [...out];
}
