import { groupOf, isAbjadWord, isInitial, spellingKeys } from "./word-match";

// Blocking keys: the index files each name under keys of its words, and a query looks only at names that share
// a key with one of its words. Every way matchWords can pair two words has a key both words produce, so
// blocking never drops a pair the scorer would accept:
// - same word: "w:word";  - a spelling slip (shares a 3-letter prefix, suffix or consonant skeleton): the
//   spellingKeys;  - a variant of a given name: "g:group";  - an abjad word and its Latin spelling: "k:skeleton";
// - an initial and a name: the index files every name word under its first letter ("f:") and every initial
//   under "i:"; a query initial looks up "f:", a query word looks up "i:" of its first letter.

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
