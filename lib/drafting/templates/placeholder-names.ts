/**
 * Placeholder names an organisation's template may not use: those that name a property every plain object
 * inherits. Looked up on a plain object, `{__proto__}` answers Object.prototype and `{constructor}` the Object
 * function, never a fill: an org's template with `Proto: {__proto__}` failed every specification draft of the
 * org (issue 29 item 4). Templates are refused at upload when they use one (S35); lookups are own-property
 * only (placeholderValue) for templates stored before that check.
 */
const PROTOTYPE_NAMES: ReadonlySet<string> = new Set([
  "__proto__",
  "constructor",
  "prototype",
  ...Object.getOwnPropertyNames(Object.prototype),
]);

export const isPrototypeName = (name: string): boolean => PROTOTYPE_NAMES.has(name);

/** A placeholder's value from a fill table: own properties only, so a name like "__proto__" finds nothing. */
export function placeholderValue<T>(
  values: Readonly<Partial<Record<string, T>>>,
  name: string,
): T | undefined {
  return Object.hasOwn(values, name) ? values[name] : undefined;
}

// `{...}` as docxtemplater reads it (a tag is at most a line); its name may carry a section prefix (#, ^, /)
// and be a path (a.b) or an expression, so every word of it is checked.
const TAG = /\{([^{}\n]{1,200})\}/g;

/** The tags of a text that name a prototype property, as written (`{__proto__}`), each once. */
export function prototypePlaceholders(text: string): string[] {
  const found = new Set<string>();
  for (const [, inner] of text.matchAll(TAG)) {
    const words = inner!
      .trim()
      .replace(/^[#^/]/, "")
      .split(/[^A-Za-z0-9_$]+/);
    if (words.some(isPrototypeName)) found.add(`{${inner!.trim()}}`);
  }
  return [...found];
}
