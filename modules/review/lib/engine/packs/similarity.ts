/**
 * String similarity for matching names and item descriptions (pure, deterministic):
 * - Levenshtein ratio: 1 - edit distance / length of the longer string (1 = equal, 0 = nothing in common);
 * - Jaro-Winkler: favours strings sharing a prefix, used to pair single words ("construction" ~ "constructions");
 * - token-set similarity: a soft Dice coefficient over word sets, so word order and one extra word matter little.
 */

export function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  if (!a.length) return b.length;
  if (!b.length) return a.length;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    previous = current;
  }
  return previous[b.length]!;
}

export function levenshteinRatio(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - levenshtein(a, b) / longest;
}

/** Jaro-Winkler with the usual prefix scale 0.1 over at most 4 characters. */
export function jaroWinkler(a: string, b: string): number {
  if (a === b) return 1;
  if (!a.length || !b.length) return 0;
  const window = Math.max(0, Math.floor(Math.max(a.length, b.length) / 2) - 1);
  const aMatched = new Array<boolean>(a.length).fill(false);
  const bMatched = new Array<boolean>(b.length).fill(false);
  let matches = 0;
  for (let i = 0; i < a.length; i++) {
    for (let j = Math.max(0, i - window); j < Math.min(b.length, i + window + 1); j++) {
      if (bMatched[j] || a[i] !== b[j]) continue;
      aMatched[i] = bMatched[j] = true;
      matches++;
      break;
    }
  }
  if (!matches) return 0;
  let transpositions = 0;
  let k = 0;
  for (let i = 0; i < a.length; i++) {
    if (!aMatched[i]) continue;
    while (!bMatched[k]) k++;
    if (a[i] !== b[k]) transpositions++;
    k++;
  }
  const jaro = (matches / a.length + matches / b.length + (matches - transpositions / 2) / matches) / 3;
  let prefix = 0;
  while (prefix < 4 && a[prefix] !== undefined && a[prefix] === b[prefix]) prefix++;
  return jaro + prefix * 0.1 * (1 - jaro);
}

/** Two words count as the same word from this Jaro-Winkler similarity up ("limited" / "limitd"). */
export const TOKEN_MATCH = 0.8;

/**
 * Soft Dice over word sets: words are paired greedily, most similar pair first (each word used once, pairs under
 * TOKEN_MATCH ignored); the score is 2 × (sum of the pairs' similarities) / (words in a + words in b).
 */
export function tokenSetSimilarity(a: readonly string[], b: readonly string[]): number {
  const left = [...new Set(a)];
  const right = [...new Set(b)];
  if (!left.length && !right.length) return 1;
  if (!left.length || !right.length) return 0;
  const pairs: { i: number; j: number; score: number }[] = [];
  left.forEach((x, i) =>
    right.forEach((y, j) => {
      const score = jaroWinkler(x, y);
      if (score >= TOKEN_MATCH) pairs.push({ i, j, score });
    }),
  );
  pairs.sort((p, q) => q.score - p.score || p.i - q.i || p.j - q.j);
  const usedLeft = new Set<number>();
  const usedRight = new Set<number>();
  let total = 0;
  for (const pair of pairs) {
    if (usedLeft.has(pair.i) || usedRight.has(pair.j)) continue;
    usedLeft.add(pair.i);
    usedRight.add(pair.j);
    total += pair.score;
  }
  return (2 * total) / (left.length + right.length);
}
