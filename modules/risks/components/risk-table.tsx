"use client";

import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { isOverdue, type RiskView } from "@/modules/risks/lib/fields";
import { nextRiskSort, type RiskSort, type RiskSortKey } from "@/modules/risks/lib/register-view";
import { cn } from "@/lib/utils";
import { LEVEL_STYLE } from "./level-style";
import { RiskDeleteButton } from "./risk-delete-button";
import { ScrollRegion } from "@/components/shared/scroll-region";

type Props = {
  /** The risks to show, already filtered and sorted. */
  risks: readonly RiskView[];
  sort: RiskSort;
  onSort: (sort: RiskSort) => void;
  today: string;
  onEdit: (risk: RiskView) => void;
  onHistory: (risk: RiskView) => void;
  onDelete: (risk: RiskView) => void;
};

/**
 * The register's risks, one row each: sortable by score, due date and status through the heading buttons
 * (keyboard operable, state in aria-sort); an overdue row has a red left border and says "Overdue".
 */
export function RiskTable({ risks, sort, onSort, today, onEdit, onHistory, onDelete }: Props) {
  const t = useTranslations("services.risks");
  const format = useFormatter();
  const sortable = (key: RiskSortKey, label: string) => (
    <SortHeading
      label={label}
      active={sort.key === key}
      sort={sort}
      onSort={() => onSort(nextRiskSort(sort, key))}
    />
  );
  return (
    <ScrollRegion label={t("table.caption")} columns={11} className="rounded-md border">
      <table className="w-full min-w-[64rem] text-sm" data-testid="risk-table">
        <caption className="sr-only">{t("table.caption")}</caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            {sortable("score", t("table.score"))}
            <th scope="col" className="px-3 py-2 font-medium">
              {t("table.risk")}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t("fields.stage")}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t("fields.category")}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              <abbr title={t("table.pTitle")}>{t("table.p")}</abbr>
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              <abbr title={t("table.iTitle")}>{t("table.i")}</abbr>
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t("fields.owner")}
            </th>
            {sortable("status", t("fields.status"))}
            {sortable("dueDate", t("fields.dueDate"))}
            <th scope="col" className="px-3 py-2 font-medium">
              {t("fields.mitigation")}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t("table.actions")}
            </th>
          </tr>
        </thead>
        <tbody>
          {risks.map((risk) => {
            const overdue = isOverdue(risk, today);
            return (
              <tr key={risk.id} className="border-t align-top" data-testid="risk-row" data-overdue={overdue}>
                <td
                  className={cn(
                    "px-3 py-2",
                    overdue ? "border-l-4 border-l-red-600" : "border-l-4 border-l-transparent",
                  )}
                >
                  <span
                    className={cn(
                      "inline-block rounded px-2 py-0.5 font-medium whitespace-nowrap",
                      LEVEL_STYLE[risk.level],
                    )}
                  >
                    {t("table.scoreText", { score: risk.score, level: t(`levels.${risk.level}`) })}
                  </span>
                </td>
                <td className="max-w-[20rem] px-3 py-2">
                  <p className="font-medium">{risk.title}</p>
                  {risk.description ? <p className="text-muted-foreground">{risk.description}</p> : null}
                </td>
                <td className="px-3 py-2">{t(`stages.${risk.stage}`)}</td>
                <td className="px-3 py-2">{t(`categories.${risk.category}`)}</td>
                <td className="px-3 py-2 tabular-nums">{risk.probability}</td>
                <td className="px-3 py-2 tabular-nums">{risk.impact}</td>
                <td className="px-3 py-2">{risk.owner}</td>
                <td className="px-3 py-2">{t(`statuses.${risk.status}`)}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {/* A calendar date, formatted in UTC so no time zone shows it a day early. */}
                  {risk.dueDate ? (
                    format.dateTime(new Date(`${risk.dueDate}T00:00:00Z`), {
                      dateStyle: "medium",
                      timeZone: "UTC",
                    })
                  ) : (
                    <span className="text-muted-foreground">{t("table.noDate")}</span>
                  )}
                  {overdue ? (
                    <span className="mt-1 block font-semibold text-red-700 dark:text-red-400">
                      {t("table.overdue")}
                    </span>
                  ) : null}
                </td>
                <td className="max-w-[18rem] px-3 py-2">{risk.mitigation}</td>
                <td className="px-3 py-2">
                  <div className="flex gap-1">
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={t("table.editLabel", { title: risk.title })}
                      onClick={() => onEdit(risk)}
                    >
                      {t("table.edit")}
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={t("table.historyLabel", { title: risk.title })}
                      onClick={() => onHistory(risk)}
                    >
                      {t("table.history")}
                    </Button>
                    <RiskDeleteButton title={risk.title} onConfirm={() => onDelete(risk)} />
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function SortHeading({
  label,
  active,
  sort,
  onSort,
}: {
  label: string;
  active: boolean;
  sort: RiskSort;
  onSort: () => void;
}) {
  const t = useTranslations("services.risks.table");
  const Icon = !active ? ArrowUpDown : sort.direction === "asc" ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.direction === "asc" ? "ascending" : "descending") : "none"}
      className="px-1 py-1"
    >
      <button
        type="button"
        className="inline-flex items-center gap-1 rounded px-2 py-1 font-medium hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        onClick={onSort}
      >
        {label}
        <span className="sr-only">
          {active ? `, ${t(sort.direction === "asc" ? "sortedAsc" : "sortedDesc")}` : ""}
        </span>
        <Icon className="size-3.5" aria-hidden="true" />
      </button>
    </th>
  );
}
