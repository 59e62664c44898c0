"use client";

import { useTranslations } from "next-intl";
import type { RedFlagMeta } from "@/modules/integrity/lib/red-flags/types";
import { fenceRows } from "@/modules/integrity/lib/red-flag-view";
import { describeMeasure, formatMeasure, indicatorName } from "@/modules/integrity/lib/red-flag-words";
import { ScrollRegion } from "@/components/shared/scroll-region";

/** The quartiles and fences the outlier indicators computed: what "unusual" meant for this data. */
export function RedFlagFences({ meta }: { meta: RedFlagMeta }) {
  const t = useTranslations("services.integrity.redFlag");
  const rows = fenceRows(meta);
  return (
    <section className="space-y-2" aria-labelledby="red-flag-fences-title">
      <h3 id="red-flag-fences-title" className="font-medium">
        {t("fencesTitle")}
      </h3>
      <p className="text-sm text-muted-foreground">{t("fencesText")}</p>
      {rows.length ? (
        <ScrollRegion label={t("fencesTitle")} columns={3} className="rounded-md border">
          <table className="w-full text-sm">
            <thead className="bg-muted/50 text-left">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t("indicator")}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t("measure")}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t("fenceValue")}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.indicator}-${row.measure}`} className="border-t">
                  <td className="px-3 py-1.5">{indicatorName(row.indicator)}</td>
                  <td className="px-3 py-1.5">{describeMeasure(row.indicator, row.measure)}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">
                    {row.value === null
                      ? t("undefinedValue")
                      : formatMeasure(row.indicator, row.measure, row.value)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : (
        <p className="text-sm">{t("noFences")}</p>
      )}
    </section>
  );
}
