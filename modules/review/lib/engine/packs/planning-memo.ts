/**
 * The consolidated plan as HTML for the review memo: groups by category with total and method, the quarterly
 * timeline, then every item with where it was read. Every value is escaped: it comes from uploaded documents.
 */
import { escapeHtml } from "@/lib/text/html";
import { plainMoney } from "@/lib/frameworks/library";
import type { PlanItem } from "./planning-items";
import type { PlanGroup } from "./planning-plan";
import type { ConsolidatedPlan } from "./planning-export";

const cell = (text: string) => `<td>${escapeHtml(text)}</td>`;

function table(caption: string, columns: readonly string[], rows: readonly (readonly string[])[]): string {
  const head = columns.map((column) => `<th scope="col">${escapeHtml(column)}</th>`).join("");
  const body = rows.map((row) => `<tr>${row.map(cell).join("")}</tr>`).join("");
  return `<table><caption>${escapeHtml(caption)}</caption><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

export type TimelineRow = { label: string; items: number; total: number; categories: string[] };

/** Items per quarter, in time order; items without a date last under "Not scheduled". */
export function timeline(items: readonly PlanItem[]): TimelineRow[] {
  const rows = new Map<string, TimelineRow & { sort: number }>();
  for (const item of items) {
    const label = item.quarter?.label ?? "Not scheduled";
    const sort = item.quarter
      ? (item.quarter.year ?? 0) * 10 + item.quarter.quarter
      : Number.MAX_SAFE_INTEGER;
    const row = rows.get(label) ?? { label, items: 0, total: 0, categories: [], sort };
    row.items += 1;
    row.total += item.cost ?? 0;
    if (!row.categories.includes(item.category)) row.categories.push(item.category);
    rows.set(label, row);
  }
  return [...rows.values()]
    .sort((a, b) => a.sort - b.sort)
    .map(({ label, items: count, total, categories }) => ({ label, items: count, total, categories }));
}

export function planHtml(
  groups: readonly PlanGroup[],
  currency: string,
  period: string,
  byClass?: ConsolidatedPlan | null,
): string {
  const money = (value: number) => plainMoney(value, currency);
  const items = groups.flatMap((group) => group.items);
  const quarters = (list: readonly PlanItem[]) =>
    [...new Set(list.map((item) => item.quarter?.label ?? "Not scheduled"))].join(", ");
  return [
    `<h2>Consolidated Procurement Plan</h2>`,
    `<p>${escapeHtml(`${period ? `Planning period: ${period}. ` : ""}${items.length} items in ${groups.length} categories; estimates in ${currency}.`)}</p>`,
    table(
      "Plan by category",
      ["Category", "Items", "Total estimate", "Method (verified thresholds)", "Quarters"],
      groups.map((group) => [
        group.category,
        String(group.items.length),
        money(group.total),
        group.method,
        quarters(group.items),
      ]),
    ),
    ...(byClass?.rows.length
      ? [
          table(
            "Plan by item class (lines of one item merged)",
            [
              "Item class",
              "Category",
              "Period",
              "Lines",
              "Quantity",
              "Total estimate",
              "Method required",
              "Method planned",
              "Quarters",
            ],
            byClass.rows.map((row) => [
              row.itemClass,
              row.category,
              row.period,
              row.lines.join("; "),
              row.quantity === null ? "" : row.quantity.toLocaleString("en-US"),
              money(row.total),
              `${row.requiredMethod} (${row.requiredBasis})`,
              row.plannedMethods.join(", ") || "None given",
              row.quarters.join(", ") || "Not scheduled",
            ]),
          ),
        ]
      : []),
    table(
      "Timeline",
      ["Quarter", "Items", "Total estimate", "Categories"],
      timeline(items).map((row) => [
        row.label,
        String(row.items),
        money(row.total),
        row.categories.join(", "),
      ]),
    ),
    table(
      "Plan items",
      ["#", "Description", "Category", "Quantity", "Estimated cost", "Quarter", "Source"],
      items.map((item, index) => [
        String(index + 1),
        item.description,
        item.category,
        item.quantity === null ? "" : item.quantity.toLocaleString("en-US"),
        item.cost === null ? "Missing" : money(item.cost),
        item.quarter?.label ?? "Missing",
        item.location,
      ]),
    ),
  ].join("\n");
}
