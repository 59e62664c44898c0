import type { ScreeningIndex } from "./build-index";
import { reachNames } from "./candidates";
import type { NameAnalysis } from "./normalise";

// Which forms of the query reach a name by its words, as bits; forms past the 31st (a joint venture of dozens of
// members) are kept in a map.
const MASK_FORMS = 31;

/**
 * The list entries a query reaches, through the word keys of its forms (the bidder's name, joint-venture members,
 * trading names), exactly (letters run together, consonants across scripts) or by registration number.
 * `order` is the order to screen them: highest `bound` first (the most any of an entry's names could score
 * against any form; 1 when reached exactly or by registration number), then rarer shared keys first, then as
 * listed. So the best matches are found early, and the rest can be ruled out by their bound alone.
 * Kept in the index's scratch arrays, so reaching 50,000 names allocates no object per name.
 */
export type ReachedEntries = {
  order: number[];
  bound: (entryIndex: number) => number;
  registered: (entryIndex: number) => boolean;
  /** The entry's names reached, primary name first, that `passes` for some form reaching them by words; or
   * reached exactly. */
  names: (entryIndex: number, passes: (id: number, form: number) => boolean) => number[];
};

export function reachEntries(
  index: ScreeningIndex,
  forms: readonly NameAnalysis[],
  threshold: number,
  registered: readonly number[],
): ReachedEntries {
  const { nameMark, nameForms, nameExact, entryMark, entryBound, entryRarity } = index.scratch;
  const stamp = ++index.scratch.clock;
  const order: number[] = [];
  const moreForms = new Map<number, number[]>();
  const touch = (id: number) => {
    if (nameMark[id] !== stamp) {
      nameMark[id] = stamp;
      nameForms[id] = 0;
      nameExact[id] = 0;
    }
    const entryIndex = index.nameEntry[id]!;
    if (entryMark[entryIndex] !== stamp) {
      entryMark[entryIndex] = stamp;
      entryBound[entryIndex] = 0;
      entryRarity[entryIndex] = 0;
      order.push(entryIndex);
    }
    return entryIndex;
  };
  forms.forEach((form, f) => {
    const reached = reachNames(index, form, threshold);
    reached.ids.forEach((id, k) => {
      const entryIndex = touch(id);
      if (f < MASK_FORMS) nameForms[id] = nameForms[id]! | (1 << f);
      else moreForms.set(id, [...(moreForms.get(id) ?? []), f]);
      entryBound[entryIndex] = Math.max(entryBound[entryIndex]!, reached.bounds[k]!);
      entryRarity[entryIndex] = Math.max(entryRarity[entryIndex]!, reached.rarity[k]!);
    });
    for (const list of reached.exact)
      for (let k = 0; k < list.length; k++) {
        const id = list[k]!;
        entryBound[touch(id)] = 1;
        nameExact[id] = 1;
      }
  });
  const byNumber = new Set(registered);
  for (const entryIndex of byNumber) {
    if (entryMark[entryIndex] !== stamp) {
      entryMark[entryIndex] = stamp;
      order.push(entryIndex);
    }
    entryBound[entryIndex] = 1;
    entryRarity[entryIndex] = Infinity;
  }
  order.sort((a, b) => entryBound[b]! - entryBound[a]! || entryRarity[b]! - entryRarity[a]! || a - b);
  return {
    order,
    bound: (entryIndex) => entryBound[entryIndex]!,
    registered: (entryIndex) => byNumber.has(entryIndex),
    names(entryIndex, passes) {
      const out: number[] = [];
      // An entry's names are indexed together, its primary name first.
      const end = index.entryNames[entryIndex + 1]!;
      for (let id = index.entryNames[entryIndex]!; id < end; id++) {
        if (nameMark[id] !== stamp) continue;
        let reached = nameExact[id] === 1;
        for (let f = 0; !reached && f < Math.min(forms.length, MASK_FORMS); f++)
          reached = (nameForms[id]! & (1 << f)) !== 0 && passes(id, f);
        reached ||= (moreForms.get(id) ?? []).some((f) => passes(id, f));
        if (reached) out.push(id);
      }
      return out;
    },
  };
}
