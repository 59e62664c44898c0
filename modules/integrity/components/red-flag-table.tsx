"use client";

import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import type { RedFlagRow } from "@/modules/integrity/lib/red-flags/types";
import {
  nextSort,
  sortFlagRows,
  type FlagSortKey,
  type SortDirection,
} from "@/modules/integrity/lib/red-flag-view";
import { describeFlagValue, groupName, indicatorName } from "@/modules/integrity/lib/red-flag-words";
import { ScrollRegion } from "@/components/shared/scroll-region";

const PAGE_SIZE = 50;
const COLUMNS: FlagSortKey[] = ["group", "id", "indicator", "value"];

/**
 * Every flag, sortable by any column through the heading buttons (keyboard operable, state in aria-sort) and
 * paged so a result of thousands of flags stays light; the CSV and XLSX downloads carry them all.
 */
export function RedFlagTable({ rows }: { rows: readonly RedFlagRow[] }) {
  const t = useTranslations("services.integrity.redFlag");
  const [sort, setSort] = useState<{ key: FlagSortKey; direction: SortDirection }>({
    key: "group",
    direction: "asc",
  });
  const [page, setPage] = useState(0);
  const sorted = useMemo(() => sortFlagRows(rows, sort.key, sort.direction), [rows, sort]);
  const pages = Math.max(1, Math.ceil(sorted.length / PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const shown = sorted.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE);

  return (
    <section className="space-y-2" aria-labelledby="red-flag-table-title">
      <h3 id="red-flag-table-title" className="font-medium">
        {t("tableTitle")}
      </h3>
      <ScrollRegion label={t("tableTitle")} columns={COLUMNS.length} className="rounded-md border">
        <table className="w-full min-w-[36rem] text-sm" data-testid="red-flag-table">
          <caption className="sr-only">{t("tableCaption")}</caption>
          <thead className="bg-muted/50 text-left">
            <tr>
              {COLUMNS.map((column) => {
                const active = sort.key === column;
                const Icon = !active ? ArrowUpDown : sort.direction === "asc" ? ArrowUp : ArrowDown;
                return (
                  <th
                    key={column}
                    scope="col"
                    aria-sort={active ? (sort.direction === "asc" ? "ascending" : "descending") : "none"}
                    className={column === "value" ? "px-1 py-1 text-right" : "px-1 py-1"}
                  >
                    <button
                      type="button"
                      className="inline-flex items-center gap-1 rounded px-2 py-1 font-medium hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                      onClick={() => {
                        setSort(nextSort(sort, column));
                        setPage(0);
                      }}
                    >
                      {t(column)}
                      <span className="sr-only">
                        {active ? `, ${t(sort.direction === "asc" ? "sortedAsc" : "sortedDesc")}` : ""}
                      </span>
                      <Icon className="size-3.5" aria-hidden="true" />
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={`${row.group}|${row.id}|${row.indicator}`} className="border-t align-top">
                <td className="px-3 py-1.5">{groupName(row.group)}</td>
                <td className="max-w-[20rem] break-all px-3 py-1.5 font-mono text-xs">{row.id}</td>
                <td className="px-3 py-1.5 font-medium">{indicatorName(row.indicator)}</td>
                <td className="px-3 py-1.5 text-right tabular-nums">
                  {describeFlagValue(row.indicator, row.group, row.value)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p className="text-muted-foreground" aria-live="polite">
          {t("rows", {
            first: current * PAGE_SIZE + 1,
            last: current * PAGE_SIZE + shown.length,
            total: sorted.length,
          })}
        </p>
        {pages > 1 ? (
          <div className="flex gap-2">
            <Button variant="outline" size="sm" disabled={current === 0} onClick={() => setPage(current - 1)}>
              {t("previous")}
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={current >= pages - 1}
              onClick={() => setPage(current + 1)}
            >
              {t("next")}
            </Button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
