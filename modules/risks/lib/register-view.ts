import { RISK_STATUSES, riskLevel, type RiskLevel, type RiskView } from "./fields";
import { filtersToQuery, type RiskFilters } from "./register";

/** What the register's table (modules/risks/components) can be sorted by, and the heat map it filters with. */
export type RiskSortKey = "score" | "dueDate" | "status";
export type SortDirection = "asc" | "desc";
export type RiskSort = { key: RiskSortKey; direction: SortDirection };

/** The API's own order (highest score first), which the table starts with. */
export const DEFAULT_SORT: RiskSort = { key: "score", direction: "desc" };

function compare(a: RiskView, b: RiskView, key: RiskSortKey): number {
  if (key === "score") return a.score - b.score;
  if (key === "status") return RISK_STATUSES.indexOf(a.status) - RISK_STATUSES.indexOf(b.status);
  return (a.dueDate ?? "").localeCompare(b.dueDate ?? "");
}

/**
 * The table's order by one column, ties kept in the API's order. Risks without a due date go last either way:
 * "no date" is not earlier or later than a date, and officers sort by date to see what is due next.
 */
export function sortRiskRows(risks: readonly RiskView[], sort: RiskSort): RiskView[] {
  const sign = sort.direction === "asc" ? 1 : -1;
  return risks
    .map((risk, index) => ({ risk, index }))
    .sort((a, b) => {
      if (sort.key === "dueDate" && (a.risk.dueDate === null) !== (b.risk.dueDate === null))
        return a.risk.dueDate === null ? 1 : -1;
      return compare(a.risk, b.risk, sort.key) * sign || a.index - b.index;
    })
    .map(({ risk }) => risk);
}

/** Pressing the sorted column flips it; another column starts with the most useful end (highest score, soonest). */
export function nextRiskSort(current: RiskSort, key: RiskSortKey): RiskSort {
  if (current.key === key) return { key, direction: current.direction === "asc" ? "desc" : "asc" };
  return { key, direction: key === "score" ? "desc" : "asc" };
}

export type HeatCell = { probability: number; impact: number; count: number; level: RiskLevel };

/**
 * The heat map as it is drawn: probability 5 in the top row down to 1, impact 1 to 5 left to right (the usual
 * orientation, worst corner top right). `grid` is heatMap()'s grid[probability - 1][impact - 1].
 */
export function heatRows(grid: readonly (readonly number[])[]): HeatCell[][] {
  return [5, 4, 3, 2, 1].map((probability) =>
    [1, 2, 3, 4, 5].map((impact) => ({
      probability,
      impact,
      count: grid[probability - 1]?.[impact - 1] ?? 0,
      level: riskLevel(probability * impact),
    })),
  );
}

type Cell = RiskFilters["cell"];

export const sameCell = (a: Cell, b: Cell): boolean =>
  a !== null && b !== null && a.probability === b.probability && a.impact === b.impact;

/** A heat-map cell pressed: the table shows that cell; pressed again, the cell filter clears. */
export function toggleCell(filters: RiskFilters, cell: NonNullable<Cell>): RiskFilters {
  return { ...filters, cell: sameCell(filters.cell, cell) ? null : cell };
}

/** A value ticked or unticked in a multi-select filter, kept in the vocabulary's order. */
export function toggleValue<T extends string>(list: readonly T[], value: T, order: readonly T[]): T[] {
  const next = list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
  return order.filter((item) => next.includes(item));
}

export function hasFilters(filters: RiskFilters): boolean {
  return (
    filters.stages.length > 0 ||
    filters.categories.length > 0 ||
    filters.statuses.length > 0 ||
    filters.overdueOnly ||
    filters.search.trim() !== "" ||
    filters.cell !== null
  );
}

const withQuery = (path: string, query: URLSearchParams) => (query.size ? `${path}?${query}` : path);

/** The register read once, unfiltered: the filters apply in the browser so the heat map and table agree. */
export function registerUrl(activityId: string): string {
  const query = new URLSearchParams();
  if (activityId) query.set("activityId", activityId);
  return withQuery("/api/risks", query);
}

/** The download of the register as filtered (the heat-map cell is not an export filter: the API has none). */
export function exportUrl(format: "xlsx" | "pdf", filters: RiskFilters, activityId: string): string {
  const query = filtersToQuery(filters);
  query.set("format", format);
  if (activityId) query.set("activityId", activityId);
  return withQuery("/api/risks/export", query);
}

/** Today as YYYY-MM-DD in the officer's own time zone, the date "overdue" is judged against. */
export function localToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
