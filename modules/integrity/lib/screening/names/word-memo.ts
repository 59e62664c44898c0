// Screening transforms the same words over and over (a list's vocabulary is small next to its size), so per-word
// spellings (skeletons, folds) are remembered; the memory is bounded by forgetting everything past a limit.
const MEMO_LIMIT = 200_000;

/** `compute` of a word, remembered for the next call with the same word. */
export function rememberWords(compute: (word: string) => string): (word: string) => string {
  const known = new Map<string, string>();
  return (word) => {
    let value = known.get(word);
    if (value === undefined) {
      if (known.size >= MEMO_LIMIT) known.clear();
      value = compute(word);
      known.set(word, value);
    }
    return value;
  };
}
