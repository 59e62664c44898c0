/**
 * Placeholder lookups for organisation templates. Looked up on a plain object, `{__proto__}` answers
 * Object.prototype and `{constructor}` the Object function, never a fill: an org's template with
 * `Proto: {__proto__}` failed every specification draft of the org (issue 29 item 4). Templates using such names
 * are refused at upload (lib/files/org-template-rules.ts, S35); lookups are own-property only, for templates
 * stored before that check.
 */

/** A placeholder's value from a fill table: own properties only, so a name like "__proto__" finds nothing. */
export function placeholderValue<T>(
  values: Readonly<Partial<Record<string, T>>>,
  name: string,
): T | undefined {
  return Object.hasOwn(values, name) ? values[name] : undefined;
}
