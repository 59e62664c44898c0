/**
 * When a tool's authorization still holds (issue 22: it was cleared on every keystroke, notes and titles too).
 * Authorizing takes a fingerprint of the inputs that decide what the run does: amounts, methods, categories,
 * dates, the framework, the attached files, a draft's brief. A later edit clears the authorization only when one
 * of those changed, and says which. Free text (notes, names, questions, references) can change without asking
 * again: the run sends what is in the form when it starts. Pure.
 */
import type { InputField, ToolDefinition } from "@/lib/catalogue/types";
import type { InputValue } from "@/lib/results/types";

/**
 * Text inputs that matter like the typed ones: figures or choices typed as text (the navigator's estimate, bid
 * prices, the frameworks to compare, the activity a run is filed under) and a drafting tool's brief, which is
 * what the draft is written from. Notes, names, references and questions are not among them.
 */
const MATERIAL_TEXT_INPUTS: ReadonlySet<string> = new Set([
  "project_estimate",
  "bid_prices",
  "comparison_frameworks",
  "contract_duration",
  "activity_reference",
  // The brief of the drafting tools (Drafting & Preparation).
  "project_objectives",
  "desired_outputs",
  "key_deliverables",
  "special_requirements",
  "improvement_areas",
  // Simplified feedback: which bidder the letter is for.
  "bidder",
  "risk_factors",
  "stakeholder_organizations",
]);

/** Whether a change of this input asks for authorization again. */
export function mattersForAuthorization(field: InputField): boolean {
  if (field.type === "text" || field.type === "textarea") return MATERIAL_TEXT_INPUTS.has(field.name);
  return true;
}

/** What was authorized: each input that matters (as stable text) and the attached files' ids. */
export type AuthorizationFingerprint = {
  inputs: Readonly<Record<string, string>>;
  files: readonly string[];
};

function stable(value: InputValue | undefined): string {
  if (value === undefined) return "";
  if (typeof value === "string") return value.trim();
  if (typeof value === "boolean") return String(value);
  // Money and date ranges: keys in a fixed order, so the same value always reads the same.
  return JSON.stringify(Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b))));
}

export function authorizationFingerprint(
  tool: Pick<ToolDefinition, "inputs">,
  values: Readonly<Record<string, InputValue | undefined>>,
  /** Confirmed file ids per attachment group (use-attachments' `fileIds`). */
  fileIds: Readonly<Record<string, readonly string[]>>,
): AuthorizationFingerprint {
  const inputs: Record<string, string> = {};
  for (const field of tool.inputs)
    if (mattersForAuthorization(field)) inputs[field.name] = stable(values[field.name]);
  const files = Object.entries(fileIds).flatMap(([group, ids]) => ids.map((id) => `${group}:${id}`));
  return { inputs, files: files.sort() };
}

/** The labels of what changed since authorizing ("Estimated value", "Attached files"); empty: still valid. */
export function authorizationChanges(
  tool: Pick<ToolDefinition, "inputs">,
  authorized: AuthorizationFingerprint,
  current: AuthorizationFingerprint,
  filesLabel = "Attached files",
): string[] {
  const changed = tool.inputs
    .filter((field) => field.name in authorized.inputs || field.name in current.inputs)
    .filter((field) => (authorized.inputs[field.name] ?? "") !== (current.inputs[field.name] ?? ""))
    .map((field) => field.label);
  const filesChanged =
    authorized.files.length !== current.files.length ||
    authorized.files.some((id, index) => id !== current.files[index]);
  return filesChanged ? [...changed, filesLabel] : changed;
}

/** A label inside a sentence: "Estimated value" -> "the estimated value"; acronyms ("IPC …") keep their case. */
function inSentence(label: string): string {
  const lowered = /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
  return `the ${lowered}`;
}

/**
 * What changed, for "Authorization cleared because {fields} changed." (services.tool.authorizationCleared):
 * "the estimated value", "the estimated value and the procurement method"; null when nothing did.
 */
export function changedFieldsText(changes: readonly string[]): string | null {
  if (changes.length === 0) return null;
  const names = changes.map(inSentence);
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}
