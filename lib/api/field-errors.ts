/**
 * Field errors, the one shape the server answers and the forms read: `{ [path]: messages }`.
 *
 * - A path is the field's place in the payload, segments joined with "." ("activity.id",
 *   "frameworkSettings.0.country_code"); "_" names the payload as a whole.
 * - A message is always a key of messages/<locale>/common.json ("validation.fieldRequired"), never a sentence:
 *   only the browser turns it into text (components/shared/use-field-error.ts).
 * - A message that needs values carries them after the key as a query string, encoded with URLSearchParams:
 *   `validation.fileTooLarge?file=Report+2024.pdf&max=25`. The names are the ICU arguments of the message.
 *   Build such messages with `fieldMessage` and read them with `parseFieldMessage`, never by hand.
 *
 * Pure: used by the route-handler wrapper, the shared validation code and the client forms.
 */
export type FieldErrors = Record<string, string[]>;

type Issue = { readonly path: ReadonlyArray<PropertyKey>; readonly message: string };

/** The field errors of a zod error (or its issues), every path under `prefix` ("inputs." -> "inputs.amount"). */
export function fieldErrorsFromZod(
  error: { readonly issues: readonly Issue[] } | readonly Issue[],
  prefix = "",
): FieldErrors {
  const issues = "issues" in error ? error.issues : error;
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join(".");
    (fields[path ? `${prefix}${path}` : prefix.replace(/\.$/, "") || "_"] ??= []).push(issue.message);
  }
  return fields;
}

/** Several field maps as one; each path keeps its messages in the order the maps were given. */
export function mergeFieldErrors(
  ...maps: ReadonlyArray<Readonly<Record<string, readonly string[]>>>
): FieldErrors {
  const merged: FieldErrors = {};
  for (const map of maps)
    for (const [path, messages] of Object.entries(map))
      if (messages.length) (merged[path] ??= []).push(...messages);
  return merged;
}

/** The path itself, its first segment ("activity" of "activity.id"), or its last ("country_code"). */
export const fullPath = (path: string) => path;
export const topField = (path: string) => path.split(".")[0] ?? path;
export const leafField = (path: string) => path.split(".").pop() ?? path;

/** The first message of each field, for forms that show one message per field; `field` names the form's field. */
export function firstFieldMessages(
  fields: Readonly<Record<string, readonly string[]>>,
  field: (path: string) => string = fullPath,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [path, messages] of Object.entries(fields)) {
    const name = field(path);
    if (messages[0] && !result[name]) result[name] = messages[0];
  }
  return result;
}

/** The fields under `prefix`, with the prefix taken off ("inputs.amount" -> "amount" for "inputs."). */
export function fieldsUnder(
  fields: Readonly<Record<string, readonly string[]>>,
  prefix: string,
): FieldErrors {
  const result: FieldErrors = {};
  for (const [path, messages] of Object.entries(fields))
    if (path.startsWith(prefix)) result[path.slice(prefix.length)] = [...messages];
  return result;
}

export type MessageParams = Readonly<Record<string, string | number>>;

/** A message key with the values its text needs: `fieldMessage("validation.fileTooLarge", { file, max })`. */
export function fieldMessage(key: string, params?: MessageParams): string {
  const entries = Object.entries(params ?? {});
  if (!entries.length) return key;
  return `${key}?${new URLSearchParams(entries.map(([name, value]) => [name, String(value)])).toString()}`;
}

/** The key and values of a field message; a message without values has empty params. */
export function parseFieldMessage(message: string): { key: string; params: Record<string, string> } {
  const mark = message.indexOf("?");
  if (mark < 0) return { key: message, params: {} };
  return {
    key: message.slice(0, mark),
    params: Object.fromEntries(new URLSearchParams(message.slice(mark + 1))),
  };
}
