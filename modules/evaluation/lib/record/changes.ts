/**
 * Which cells of a record a member changed, for the audit trail ("bidders.b2.corrected: 24,311,744 -> null"). Pure.
 */
import type { EvaluationRecord } from "./record";

export type RecordChange = { path: string; from: unknown; to: unknown };

/** Leaves of a JSON value by path; bidders keyed by id, so a reordered list is not a change of every cell. */
function leaves(value: unknown, path: string, out: Map<string, unknown>): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      const id =
        item && typeof item === "object" && "id" in item
          ? String((item as { id: unknown }).id)
          : String(index);
      leaves(item, `${path}.${id}`, out);
    });
    return;
  }
  if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) leaves(inner, path ? `${path}.${key}` : key, out);
    return;
  }
  out.set(path, value);
}

export function recordChanges(before: EvaluationRecord | null, after: EvaluationRecord): RecordChange[] {
  if (!before) return [];
  const old = new Map<string, unknown>();
  const now = new Map<string, unknown>();
  leaves(before, "", old);
  leaves(after, "", now);
  const changes: RecordChange[] = [];
  for (const path of new Set([...old.keys(), ...now.keys()])) {
    const from = old.get(path) ?? null;
    const to = now.get(path) ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes.push({ path, from, to });
  }
  return changes.slice(0, 500);
}
