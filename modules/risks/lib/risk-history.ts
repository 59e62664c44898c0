import { TRACKED_FIELDS, type FieldChange } from "./fields";

/** One entry of GET /api/risks/{id}/history. */
export type RiskHistoryEntry = {
  id: string;
  action: string;
  by: string | null;
  at: string;
  changes: unknown;
};

export type HistoryField = FieldChange["field"];

const isTracked = (field: unknown): field is HistoryField =>
  typeof field === "string" && (TRACKED_FIELDS as readonly string[]).includes(field);

/**
 * The field changes of an "updated" entry (`changes.changes = [{field, from, to}]`); other entries and stored
 * values of another shape give none rather than breaking the history.
 */
export function fieldChangesOf(entry: Pick<RiskHistoryEntry, "action" | "changes">): FieldChange[] {
  if (entry.action !== "updated") return [];
  const list = (entry.changes as { changes?: unknown } | null)?.changes;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    const change = item as Partial<FieldChange> | null;
    return change && isTracked(change.field)
      ? [{ field: change.field, from: change.from, to: change.to }]
      : [];
  });
}

/** A recorded value as text; null and "" are "no value" (the caller says so in words). */
export function historyValue(value: unknown): string | null {
  if (value === null || value === undefined || value === "") return null;
  return typeof value === "string" ? value : JSON.stringify(value);
}
