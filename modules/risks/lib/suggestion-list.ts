import { z } from "zod";
import { RISK_CATEGORIES, RISK_STAGES, type RiskInput, type RiskView } from "./fields";
import type { RiskSuggestion } from "./suggestions";

/** The default enquiry focus of the risk register tool (its first option), used before one is chosen. */
export const DEFAULT_FOCUS = "Stages (planning, solicitation, evaluation, award, contract mgmt)";

const suggestionSchema = z.object({
  stage: z.enum(RISK_STAGES),
  category: z.enum(RISK_CATEGORIES),
  title: z.string().min(1),
  description: z.string(),
  probability: z.number().int().min(1).max(5),
  impact: z.number().int().min(1).max(5),
  mitigation: z.string(),
  owner: z.string(),
  source: z.string(),
  basis: z.string(),
  // Runs stored before due dates and evidence were suggested have neither.
  dueDate: z.iso.date().nullable().optional(),
  evidence: z.string().optional(),
});

/** A run's `output.data.suggestions`, keeping only well-formed entries (a stored run may predate a change). */
export function suggestionsFromOutput(data: unknown): RiskSuggestion[] {
  const list = (data as { suggestions?: unknown } | null | undefined)?.suggestions;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    const parsed = suggestionSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

const titleKey = (title: string) => title.trim().toLowerCase();

/** One identity per suggestion (two focus suggestions share a source, never a title). */
export const suggestionKey = (suggestion: RiskSuggestion): string =>
  `${suggestion.source}|${titleKey(suggestion.title)}`;

/**
 * The suggestions still to offer: the latest run's first, then the API's, each title once, without those whose
 * title is already in the register or that were just added (before the register is read again).
 */
export function openSuggestions(
  latest: readonly RiskSuggestion[],
  fetched: readonly RiskSuggestion[],
  risks: readonly Pick<RiskView, "title">[],
  added: ReadonlySet<string>,
): RiskSuggestion[] {
  const seen = new Set(risks.map((risk) => titleKey(risk.title)));
  return [...latest, ...fetched].filter((suggestion) => {
    const key = titleKey(suggestion.title);
    if (seen.has(key) || added.has(suggestionKey(suggestion))) return false;
    seen.add(key);
    return true;
  });
}

/** A suggestion as a new risk of the register it is added to, keeping where it came from. */
export function suggestionInput(suggestion: RiskSuggestion, activityId: string): RiskInput {
  return {
    activityId: activityId || null,
    stage: suggestion.stage,
    category: suggestion.category,
    title: suggestion.title.slice(0, 200),
    description: suggestion.description.slice(0, 4000),
    probability: suggestion.probability,
    impact: suggestion.impact,
    owner: suggestion.owner.slice(0, 200),
    status: "open",
    dueDate: suggestion.dueDate ?? null,
    mitigation: suggestion.mitigation.slice(0, 4000),
    source: suggestion.source.slice(0, 200),
  };
}

/** GET /api/risks/suggestions for the page's enquiry focus (its custom question only with the custom focus). */
export function suggestionsUrl(focus: string, customQuery: string, activityId: string): string {
  const query = new URLSearchParams({ focus: focus.trim() || DEFAULT_FOCUS });
  if (customQuery.trim()) query.set("customQuery", customQuery.trim().slice(0, 2000));
  if (activityId) query.set("activityId", activityId);
  return `/api/risks/suggestions?${query}`;
}
