// Jaro-Winkler similarity, written out here rather than taken from a package: it is a fixed, short formula
// (Winkler 1990), and this version allocates only one small flag array per call, which matters when a
// screening run compares a query's words with thousands of candidate words.

/** Jaro similarity of two strings, 0..1. */
export function jaro(a: string, b: string): number {
  if (a === b) return 1;
  const lenA = a.length;
  const lenB = b.length;
  if (lenA === 0 || lenB === 0) return 0;
  const window = Math.max(0, Math.floor(Math.max(lenA, lenB) / 2) - 1);
  const matchedB = new Uint8Array(lenB);
  const matchedA = new Uint8Array(lenA);
  let matches = 0;
  for (let i = 0; i < lenA; i++) {
    const start = Math.max(0, i - window);
    const end = Math.min(lenB - 1, i + window);
    for (let j = start; j <= end; j++) {
      if (matchedB[j] || a.charCodeAt(i) !== b.charCodeAt(j)) continue;
      matchedA[i] = 1;
      matchedB[j] = 1;
      matches++;
      break;
    }
  }
  if (matches === 0) return 0;
  // Half the matched characters that appear in a different order are transpositions.
  let outOfOrder = 0;
  let k = 0;
  for (let i = 0; i < lenA; i++) {
    if (!matchedA[i]) continue;
    while (!matchedB[k]) k++;
    if (a.charCodeAt(i) !== b.charCodeAt(k)) outOfOrder++;
    k++;
  }
  const transpositions = outOfOrder / 2;
  return (matches / lenA + matches / lenB + (matches - transpositions) / matches) / 3;
}

/** Jaro-Winkler: Jaro boosted for a shared prefix of up to 4 characters (scaling factor 0.1). */
export function jaroWinkler(a: string, b: string): number {
  const base = jaro(a, b);
  if (base === 0 || base === 1) return base;
  let prefix = 0;
  const max = Math.min(4, a.length, b.length);
  while (prefix < max && a.charCodeAt(prefix) === b.charCodeAt(prefix)) prefix++;
  return base + prefix * 0.1 * (1 - base);
}
