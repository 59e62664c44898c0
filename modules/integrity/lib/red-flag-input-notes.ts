import { PREPARATION_STEP_LABELS } from "@/modules/integrity/lib/red-flags/prepare/steps";

/**
 * Cardinal's preparation steps in the words the result page uses. The step ids are the keys of
 * `stats.preparation` (see red-flags/prepare); an id this list does not know is shown in words made from it,
 * so a new step is never hidden.
 */
export type PreparationLine = { step: string; label: string; count: number };

function words(step: string): string {
  const spaced = step
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** The preparation steps that ran, in a stable order, with their counts of changed values. */
export function preparationLines(
  preparation: Record<string, number> | undefined,
  labels: Record<string, string> = PREPARATION_STEP_LABELS,
): PreparationLine[] {
  return Object.entries(preparation ?? {})
    .map(([step, count]) => ({ step, label: labels[step] ?? words(step), count }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
