import { indexKeys, joinedIndexKeys } from "./names/blocking";
import { joinedPairs } from "./names/joined-words";
import { analyseName } from "./normalise";
import type { ListEntry } from "./types";

/**
 * Entries prepared for fast screening. Every name and alias is split into matching words, and each word files
 * the name under blocking keys (names/blocking.ts: the word, its spelling keys, its given-name group, its
 * consonants, its initial), so a query looks only at names sharing a key with one of its words instead of all
 * 300,000. Blocking keys match the scorer's own rules, so no pair the scorer would accept is left out.
 * Names themselves are not kept analysed: the few candidates a query reaches are re-analysed on demand, which
 * keeps a large index to posting lists of integers. A name the list repeats (one person under several
 * entries, a firm listed by several programmes) is analysed once while building.
 */
export type ScreeningIndex = {
  readonly entries: readonly ListEntry[];
  /** Each indexed name's text, the entry it belongs to, and how many matching words it has. */
  readonly nameText: readonly string[];
  readonly nameEntry: Int32Array;
  readonly nameWordCount: Uint8Array;
  /** An entry's names are ids entryNames[e] up to (not including) entryNames[e + 1]. */
  readonly entryNames: Int32Array;
  /** Each name's matching words in written order, space-joined, and whether it reads as a person's and as
   * Arabic-origin or Somali-spelt (NAME_PERSON, NAME_ARABIC, NAME_SOMALI): enough to rule a candidate out without re-analysing it. */
  readonly nameWords: readonly string[];
  readonly nameKind: Uint8Array;
  readonly postings: ReadonlyMap<string, Int32Array>;
  /** Registration numbers (folded) to the entries that carry them. */
  readonly registrations: ReadonlyMap<string, readonly number[]>;
  /** Scratch space for one query at a time (screening is synchronous, so queries never overlap). */
  readonly scratch: {
    seen: Int32Array;
    wordStamp: Int32Array;
    hits: Uint8Array;
    /** Whether the query reaches the name by running words together (names/blocking.ts). */
    joined: Uint8Array;
    /** How rare the keys the query shares with the name are (candidates.ts). */
    rarity: Float64Array;
    /** Which names and entries a query reaches, by which forms, and how closely (reach-entries.ts). */
    nameMark: Int32Array;
    nameForms: Int32Array;
    nameExact: Uint8Array;
    entryMark: Int32Array;
    entryBound: Float64Array;
    entryRarity: Float64Array;
    clock: number;
  };
};

/** Registration numbers compare without case, spaces or punctuation ("PVT-123/45" = "pvt 12345"). */
export function foldRegistration(value: string): string {
  return value.toUpperCase().replace(/[^A-Z0-9]/g, "");
}

export const NAME_PERSON = 1;
export const NAME_ARABIC = 2;
export const NAME_SOMALI = 4;

/** What indexing takes from one name's analysis: a name the list repeats reuses it. */
type Filed = { wordCount: number; words: string; kind: number; keys: string[] };

function fileName(text: string): Filed | undefined {
  const analysis = analyseName(text);
  if (analysis.tokens.length === 0) return undefined;
  // A key given twice files the name once (see `file` below).
  const keys: string[] = [];
  for (const word of new Set(analysis.tokens)) keys.push(...indexKeys(word));
  // A person's two words may be one word of another name ("Bharat Kumar" / "Bharatkumar"): filed run together.
  if (analysis.person) for (const word of joinedPairs(analysis.kept)) keys.push(...joinedIndexKeys(word));
  if (analysis.joined.length >= 4) keys.push(`j:${analysis.joined}`);
  if (analysis.skeleton.length >= 3) keys.push(`c:${analysis.skeleton}`);
  return {
    wordCount: Math.min(255, analysis.tokens.length),
    words: analysis.kept.join(" "),
    kind:
      (analysis.person ? NAME_PERSON : 0) |
      (analysis.arabic ? NAME_ARABIC : 0) |
      (analysis.somali ? NAME_SOMALI : 0),
    keys,
  };
}

const SHARED_POSTING_LENGTH = 256;

/** A hash of a posting list's ids, to find keys that file exactly the same names. */
function hashIds(list: readonly number[]): string {
  let hash = 2_166_136_261;
  for (const id of list) hash = Math.imul(hash ^ id, 16_777_619);
  return `${list.length}:${hash >>> 0}`;
}

const sameIds = (a: Int32Array, b: readonly number[]) =>
  a.length === b.length && b.every((id, i) => a[i] === id);

/**
 * Posting lists as typed arrays, keys that file exactly the same names sharing one: a list holding one name
 * many times files it under a dozen keys of identical lists, which a query then walks once (candidates.ts).
 */
function sharePostings(lists: ReadonlyMap<string, number[]>): Map<string, Int32Array> {
  const postings = new Map<string, Int32Array>();
  const byHash = new Map<string, Int32Array[]>();
  for (const [key, list] of lists) {
    // Short lists cost a query little to walk twice, and are most of the keys: only long ones are shared.
    if (list.length < SHARED_POSTING_LENGTH) {
      postings.set(key, Int32Array.from(list));
      continue;
    }
    const hash = hashIds(list);
    const alike = byHash.get(hash);
    let shared = alike?.find((other) => sameIds(other, list));
    if (!shared) {
      shared = Int32Array.from(list);
      if (alike) alike.push(shared);
      else byHash.set(hash, [shared]);
    }
    postings.set(key, shared);
  }
  return postings;
}

export function buildScreeningIndex(entries: readonly ListEntry[]): ScreeningIndex {
  const nameText: string[] = [];
  const nameEntryList: number[] = [];
  const wordCounts: number[] = [];
  const nameWords: string[] = [];
  const kinds: number[] = [];
  const lists = new Map<string, number[]>();
  const registrations = new Map<string, number[]>();
  const seenNames = new Set<string>();
  const repeated = new Map<string, Filed | null>();
  const entryNames = new Int32Array(entries.length + 1);
  const file = (key: string, id: number) => {
    const list = lists.get(key);
    if (!list) lists.set(key, [id]);
    else if (list[list.length - 1] !== id) list.push(id);
  };
  entries.forEach((entry, entryIndex) => {
    entryNames[entryIndex] = nameText.length;
    const names = [...new Set([entry.name, ...entry.aliases].map((n) => n.trim()).filter(Boolean))];
    for (const text of names) {
      // A name seen once is only remembered by its place; seen again, its analysis is kept for the next times.
      // So a list of different names keeps no analysis, and one of a few names many times analyses each twice.
      let filed = repeated.get(text);
      if (filed === undefined) {
        filed = fileName(text) ?? null;
        if (seenNames.has(text)) repeated.set(text, filed);
        else seenNames.add(text);
      }
      if (filed === null) continue;
      const id = nameText.length;
      nameText.push(text);
      nameEntryList.push(entryIndex);
      wordCounts.push(filed.wordCount);
      nameWords.push(filed.words);
      kinds.push(filed.kind);
      for (const key of filed.keys) file(key, id);
    }
    for (const number of entry.registrationNumbers ?? []) {
      const folded = foldRegistration(number);
      if (folded.length < 3) continue;
      const list = registrations.get(folded);
      if (!list) registrations.set(folded, [entryIndex]);
      else if (!list.includes(entryIndex)) list.push(entryIndex);
    }
  });
  entryNames[entries.length] = nameText.length;
  const postings = sharePostings(lists);
  const count = nameText.length;
  return {
    entries,
    nameText,
    nameEntry: Int32Array.from(nameEntryList),
    nameWordCount: Uint8Array.from(wordCounts),
    entryNames,
    nameWords,
    nameKind: Uint8Array.from(kinds),
    postings,
    registrations,
    scratch: {
      seen: new Int32Array(count),
      wordStamp: new Int32Array(count),
      hits: new Uint8Array(count),
      joined: new Uint8Array(count),
      rarity: new Float64Array(count),
      nameMark: new Int32Array(count),
      nameForms: new Int32Array(count),
      nameExact: new Uint8Array(count),
      entryMark: new Int32Array(entries.length),
      entryBound: new Float64Array(entries.length),
      entryRarity: new Float64Array(entries.length),
      clock: 0,
    },
  };
}
