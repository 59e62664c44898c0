import {
  isOverdue,
  RISK_CATEGORIES,
  RISK_STAGES,
  RISK_STATUSES,
  type RiskCategory,
  type RiskStage,
  type RiskStatus,
  type RiskView,
} from "./fields";

/** What the register is filtered by (all optional; empty lists mean "any"). */
export type RiskFilters = {
  stages: RiskStage[];
  categories: RiskCategory[];
  statuses: RiskStatus[];
  overdueOnly: boolean;
  search: string;
  /** A heat-map cell picked: only risks with this probability and impact. */
  cell: { probability: number; impact: number } | null;
};

export const NO_FILTERS: RiskFilters = {
  stages: [],
  categories: [],
  statuses: [],
  overdueOnly: false,
  search: "",
  cell: null,
};

export function filterRisks(risks: readonly RiskView[], filters: RiskFilters, today: string): RiskView[] {
  const words = filters.search.toLowerCase().split(/\s+/).filter(Boolean);
  return risks.filter((risk) => {
    if (filters.stages.length && !filters.stages.includes(risk.stage)) return false;
    if (filters.categories.length && !filters.categories.includes(risk.category)) return false;
    if (filters.statuses.length && !filters.statuses.includes(risk.status)) return false;
    if (filters.overdueOnly && !isOverdue(risk, today)) return false;
    if (
      filters.cell &&
      (risk.probability !== filters.cell.probability || risk.impact !== filters.cell.impact)
    )
      return false;
    if (words.length) {
      const haystack = `${risk.title} ${risk.description} ${risk.owner} ${risk.mitigation}`.toLowerCase();
      if (!words.every((word) => haystack.includes(word))) return false;
    }
    return true;
  });
}

/** Highest score first; then the earliest due date (none last); then the title. */
export function sortRisks(risks: readonly RiskView[]): RiskView[] {
  return [...risks].sort(
    (a, b) =>
      b.score - a.score ||
      (a.dueDate ?? "9999").localeCompare(b.dueDate ?? "9999") ||
      a.title.localeCompare(b.title),
  );
}

/** Counts per cell of the 5 x 5 matrix: heat[probability - 1][impact - 1], closed risks left out. */
export function heatMap(risks: readonly RiskView[]): number[][] {
  const grid = Array.from({ length: 5 }, () => Array<number>(5).fill(0));
  for (const risk of risks) if (risk.status !== "closed") grid[risk.probability - 1]![risk.impact - 1]!++;
  return grid;
}

/** Query-string form of the filters, for the API and the export links. */
export function filtersToQuery(filters: RiskFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.stages.length) query.set("stage", filters.stages.join(","));
  if (filters.categories.length) query.set("category", filters.categories.join(","));
  if (filters.statuses.length) query.set("status", filters.statuses.join(","));
  if (filters.overdueOnly) query.set("overdue", "1");
  if (filters.search.trim()) query.set("q", filters.search.trim());
  return query;
}

const listOf = <T extends string>(raw: string | null | undefined, allowed: readonly T[]): T[] =>
  (raw ?? "")
    .split(",")
    .map((value) => value.trim())
    .filter((value): value is T => (allowed as readonly string[]).includes(value));

export function filtersFromQuery(query: Record<string, string | undefined>): RiskFilters {
  return {
    stages: listOf(query.stage, RISK_STAGES),
    categories: listOf(query.category, RISK_CATEGORIES),
    statuses: listOf(query.status, RISK_STATUSES),
    overdueOnly: query.overdue === "1" || query.overdue === "true",
    search: (query.q ?? "").slice(0, 200),
    cell: null,
  };
}
