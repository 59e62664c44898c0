import { z } from "zod";

/**
 * Text PostgreSQL cannot store, refused as a field error: a NUL byte (SQLSTATE 22021 in text, 22P05 in jsonb) or a lone
 * UTF-16 surrogate, which has no UTF-8 encoding. Each alternative matches one or two characters: linear.
 */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const INVALID_CHARACTERS = "validation.invalidCharacters";

export function hasUnstorableText(text: string): boolean {
  return UNSTORABLE.test(text);
}

/** The same text with every unstorable character replaced by U+FFFD (for values we must keep, like a typed email to count). */
export function toStorableText(text: string): string {
  return text.replace(new RegExp(UNSTORABLE.source, "g"), "\uFFFD");
}

/** A zod string that refuses unstorable text with a field error, for schemas used outside the handler wrapper. */
export function storableString(message?: string) {
  return z.string(message).refine((value) => !hasUnstorableText(value), INVALID_CHARACTERS);
}

/**
 * Paths ("to.0", "inputs.title") of every string, and every object key, that cannot be stored, in a parsed
 * JSON body, query or form. The handler wrapper checks every request with it before any schema runs, so no
 * field of any schema can carry such text to the database. Depth-bounded: JSON.parse output is a tree.
 */
export function unstorableTextPaths(
  value: unknown,
  path: string[] = [],
  found: string[] = [],
  depth = 0,
): string[] {
  if (found.length >= 20 || depth > 64) return found;
  if (typeof value === "string") {
    if (hasUnstorableText(value)) found.push(path.join(".") || "_");
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => unstorableTextPaths(item, [...path, String(index)], found, depth + 1));
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (hasUnstorableText(key)) found.push([...path, "_key"].join("."));
      else unstorableTextPaths(item, [...path, key], found, depth + 1);
    }
  }
  return found;
}
