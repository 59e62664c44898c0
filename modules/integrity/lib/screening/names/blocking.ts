import { latinSkeleton } from "./skeleton";
import { groupOf, isAbjadWord, isInitial, spellingKeys } from "./word-match";

// Blocking keys: the index files each name under keys of its words, and a query looks only at names that share
// a key with one of its words. Every way matchWords can pair two words has a key both words produce, so
// blocking never drops a pair the scorer would accept:
// - same word: "w:word";  - a spelling slip (shares a 3-letter prefix, suffix or consonant skeleton): the
//   spellingKeys;  - a variant of a given name: "g:group";  - an abjad word and its Latin spelling: "k:skeleton";
// - an initial and a name: the index files every name word under its first letter ("f:") and every initial
//   under "i:"; a query initial looks up "f:", a query word looks up "i:" of its first letter;
// - words of a person's name written together on one side and apart on the other: see below.

function wordKeys(word: string): string[] {
  if (isAbjadWord(word)) return [`w:${word}`, `k:${word.slice(1)}`];
  if (/\d/.test(word)) return [`w:${word}`];
  const keys = [`w:${word}`, ...spellingKeys(word)];
  const group = groupOf(word);
  if (group) keys.push(`g:${group}`);
  return keys;
}

/** The keys the index files a name's word under. */
export function indexKeys(word: string): string[] {
  if (isInitial(word)) return [`w:${word}`, `i:${word}`];
  const keys = wordKeys(word);
  if (!isAbjadWord(word) && !/\d/.test(word)) keys.push(`f:${word[0]}`);
  return keys;
}

/** The keys a query's word looks up. */
export function queryKeys(word: string): string[] {
  if (isInitial(word)) return [`w:${word}`, `f:${word}`];
  const keys = wordKeys(word);
  if (!isAbjadWord(word) && !/\d/.test(word)) keys.push(`i:${word[0]}`);
  return keys;
}

// Two words of a person's name run together ("bharat kumar" -> "bharatkumar") pair with one word of another name,
// or with two of its words run together, only when they are that word or share its consonant skeleton
// (names/joined-words.ts): the keys "w:" and "k:". The index files a person's adjacent words run together under
// those keys marked "+", apart from its words' own keys, so a query tells a name it may meet only by running words
// together from one it meets word by word.
const JOINED = "+";

/** The keys two words run together pair by: the word itself and its consonant skeleton. */
export function joinedKeys(joined: string): string[] {
  const skeleton = latinSkeleton(joined);
  return skeleton.length >= 2 ? [`w:${joined}`, `k:${skeleton}`] : [`w:${joined}`];
}

/** The keys the index files two adjacent words of a person's name under, run together. */
export function joinedIndexKeys(joined: string): string[] {
  return joinedKeys(joined).map((key) => JOINED + key);
}

/** The keys by which a query word, or two query words run together, reach words run together in the index. */
export function joinedQueryKeys(word: string): string[] {
  if (isInitial(word) || isAbjadWord(word) || /\d/.test(word)) return [];
  return joinedIndexKeys(word);
}
