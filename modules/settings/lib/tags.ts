/** Guideline tags: trimmed, lowercased, unique, at most 10 per item. */
export const MAX_TAGS = 10;
export const MAX_TAG_LENGTH = 40;

export function normaliseTag(input: string): string {
  return input.trim().toLowerCase().replace(/\s+/g, " ").slice(0, MAX_TAG_LENGTH);
}

export type AddTagResult = { tags: string[]; error?: "maxTags" };

/**
 * Adds what was typed (one tag, or several separated by commas) to `tags`. Empty and duplicate tags are
 * ignored; past 10 the rest is refused with the 'Maximum 10 tags allowed' error.
 */
export function addTags(tags: readonly string[], typed: string): AddTagResult {
  const next = [...tags];
  for (const part of typed.split(",")) {
    const tag = normaliseTag(part);
    if (!tag || next.includes(tag)) continue;
    if (next.length >= MAX_TAGS) return { tags: next, error: "maxTags" };
    next.push(tag);
  }
  return { tags: next };
}

/** Backspace in an empty tag input removes the last tag. */
export function removeLastTag(tags: readonly string[]): string[] {
  return tags.slice(0, -1);
}

/** The canonical form of a whole list: normalised, de-duplicated, order kept. */
export function normaliseTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map(normaliseTag).filter(Boolean))];
}
