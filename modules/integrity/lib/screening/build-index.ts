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
 * keeps a large index to posting lists of integers.
 */
export type ScreeningIndex = {
  readonly entries: readonly ListEntry[];
  /** Each indexed name's text, the entry it belongs to, and how many matching words it has. */
  readonly nameText: readonly string[];
  readonly nameEntry: Int32Array;
  readonly nameWordCount: Uint8Array;
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

export function buildScreeningIndex(entries: readonly ListEntry[]): ScreeningIndex {
  const nameText: string[] = [];
  const nameEntryList: number[] = [];
  const wordCounts: number[] = [];
  const nameWords: string[] = [];
  const kinds: number[] = [];
  const lists = new Map<string, number[]>();
  const registrations = new Map<string, number[]>();
  const file = (key: string, id: number) => {
    const list = lists.get(key);
    if (!list) lists.set(key, [id]);
    else if (list[list.length - 1] !== id) list.push(id);
  };
  entries.forEach((entry, entryIndex) => {
    const names = [...new Set([entry.name, ...entry.aliases].map((n) => n.trim()).filter(Boolean))];
    for (const text of names) {
      const analysis = analyseName(text);
      if (analysis.tokens.length === 0) continue;
      const id = nameText.length;
      nameText.push(text);
      nameEntryList.push(entryIndex);
      wordCounts.push(Math.min(255, analysis.tokens.length));
      nameWords.push(analysis.kept.join(" "));
      kinds.push(
        (analysis.person ? NAME_PERSON : 0) |
          (analysis.arabic ? NAME_ARABIC : 0) |
          (analysis.somali ? NAME_SOMALI : 0),
      );
      for (const word of new Set(analysis.tokens)) for (const key of indexKeys(word)) file(key, id);
      // A person's two words may be one word of another name ("Bharat Kumar" / "Bharatkumar"): filed run together.
      if (analysis.person)
        for (const word of joinedPairs(analysis.kept)) for (const key of joinedIndexKeys(word)) file(key, id);
      if (analysis.joined.length >= 4) file(`j:${analysis.joined}`, id);
      if (analysis.skeleton.length >= 3) file(`c:${analysis.skeleton}`, id);
    }
    for (const number of entry.registrationNumbers ?? []) {
      const folded = foldRegistration(number);
      if (folded.length < 3) continue;
      const list = registrations.get(folded);
      if (!list) registrations.set(folded, [entryIndex]);
      else if (!list.includes(entryIndex)) list.push(entryIndex);
    }
  });
  const postings = new Map<string, Int32Array>();
  for (const [key, list] of lists) postings.set(key, Int32Array.from(list));
  const count = nameText.length;
  return {
    entries,
    nameText,
    nameEntry: Int32Array.from(nameEntryList),
    nameWordCount: Uint8Array.from(wordCounts),
    nameWords,
    nameKind: Uint8Array.from(kinds),
    postings,
    registrations,
    scratch: {
      seen: new Int32Array(count),
      wordStamp: new Int32Array(count),
      hits: new Uint8Array(count),
      joined: new Uint8Array(count),
      clock: 0,
    },
  };
}
