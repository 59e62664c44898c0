"use client";

import { useTranslations } from "next-intl";
import type { RiskFilters } from "@/modules/risks/lib/register";
import { heatRows, sameCell } from "@/modules/risks/lib/register-view";
import { cn } from "@/lib/utils";
import { LEVEL_RANGES, LEVEL_STYLE } from "./level-style";

type Props = {
  /** heatMap()'s counts of the register (open and mitigating risks). */
  grid: number[][];
  picked: RiskFilters["cell"];
  onPick: (cell: { probability: number; impact: number }) => void;
};

/** The 5 x 5 matrix: each cell a button that filters the table to it, its count written, its level coloured. */
export function RiskHeatMap({ grid, picked, onPick }: Props) {
  const t = useTranslations("services.risks");
  return (
    <section className="space-y-2" aria-labelledby="risk-heatmap-title" data-testid="risk-heatmap">
      <h3 id="risk-heatmap-title" className="font-medium">
        {t("heatMap.title")}
      </h3>
      <p className="text-sm text-muted-foreground">{t("heatMap.text")}</p>
      <div className="flex items-stretch gap-2">
        {/* The axis names are for sighted readers; each cell's accessible name says both values. */}
        <div className="flex items-center" aria-hidden="true">
          <span className="text-xs text-muted-foreground [writing-mode:vertical-rl] rotate-180">
            {t("heatMap.probability")}
          </span>
        </div>
        <div className="space-y-1">
          <table className="border-separate border-spacing-1">
            <tbody>
              {heatRows(grid).map((row) => (
                <tr key={row[0]!.probability}>
                  <th scope="row" className="w-5 text-right text-xs font-normal text-muted-foreground">
                    <span aria-hidden="true">{row[0]!.probability}</span>
                  </th>
                  {row.map((cell) => {
                    const pressed = sameCell(picked, cell);
                    return (
                      <td key={cell.impact} className="p-0">
                        <button
                          type="button"
                          aria-pressed={pressed}
                          aria-label={t("heatMap.cell", {
                            probability: cell.probability,
                            impact: cell.impact,
                            count: cell.count,
                            level: t(`levels.${cell.level}`),
                          })}
                          onClick={() => onPick({ probability: cell.probability, impact: cell.impact })}
                          className={cn(
                            "flex size-11 items-center justify-center rounded text-sm font-semibold tabular-nums focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
                            LEVEL_STYLE[cell.level],
                            cell.count === 0 && "font-normal opacity-60",
                            pressed && "ring-2 ring-foreground ring-offset-2 ring-offset-background",
                          )}
                        >
                          {cell.count}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
              <tr aria-hidden="true">
                <td />
                {[1, 2, 3, 4, 5].map((impact) => (
                  <td key={impact} className="text-center text-xs text-muted-foreground">
                    {impact}
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
          <p className="pl-7 text-center text-xs text-muted-foreground" aria-hidden="true">
            {t("heatMap.impact")}
          </p>
        </div>
      </div>
      <div className="space-y-1 text-xs">
        <p className="text-muted-foreground">{t("heatMap.legend")}</p>
        <ul className="flex flex-wrap gap-2">
          {(["low", "medium", "high", "critical"] as const).map((level) => (
            <li key={level} className={cn("rounded px-2 py-0.5", LEVEL_STYLE[level])}>
              {t("heatMap.range", { level: t(`levels.${level}`), range: LEVEL_RANGES[level] })}
            </li>
          ))}
        </ul>
      </div>
      <p className="min-h-5 text-sm" aria-live="polite">
        {picked ? t("heatMap.pressed", picked) : ""}
      </p>
    </section>
  );
}
