"use client";

import { useTranslations } from "next-intl";
import type { IndicatorCode } from "@/modules/integrity/lib/red-flags/settings";
import type { RedFlagRow } from "@/modules/integrity/lib/red-flags/types";
import {
  barWidth,
  flagsPerId,
  flagsPerIndicator,
  type BarDatum,
} from "@/modules/integrity/lib/red-flag-view";

const TOP_BUYERS = 10;

/** Where the flags fall: per indicator and per buyer, as labelled bars (the counts are text, the bars decoration). */
export function RedFlagChart({
  rows,
  computed,
}: {
  rows: readonly RedFlagRow[];
  computed: readonly IndicatorCode[];
}) {
  const t = useTranslations("services.integrity.redFlag");
  const buyers = flagsPerId(rows, "Buyer", TOP_BUYERS);
  return (
    <div className="grid gap-6 lg:grid-cols-2" data-testid="red-flag-chart">
      <Bars id="red-flag-chart-indicators" title={t("chartTitle")} bars={flagsPerIndicator(rows, computed)} />
      <div className="space-y-2">
        {buyers.bars.length ? (
          <Bars id="red-flag-chart-buyers" title={t("buyerChartTitle")} bars={buyers.bars} />
        ) : (
          <>
            <h3 className="font-medium">{t("buyerChartTitle")}</h3>
            <p className="text-sm text-muted-foreground">{t("noBuyerFlags")}</p>
          </>
        )}
        {buyers.others ? (
          <p className="text-xs text-muted-foreground">{t("buyerOthers", { count: buyers.others })}</p>
        ) : null}
      </div>
    </div>
  );
}

function Bars({ id, title, bars }: { id: string; title: string; bars: BarDatum[] }) {
  const t = useTranslations("services.integrity.redFlag");
  const max = Math.max(0, ...bars.map((bar) => bar.count));
  return (
    <figure className="space-y-2" aria-labelledby={id}>
      <figcaption id={id} className="font-medium">
        {title}
      </figcaption>
      <ul className="space-y-1.5">
        {bars.map((bar) => (
          <li key={bar.key}>
            <span className="sr-only">{t("barLabel", { label: bar.label, count: bar.count })}</span>
            <div className="flex items-baseline justify-between gap-2 text-xs" aria-hidden="true">
              <span className="min-w-0 truncate" title={bar.label}>
                {bar.label}
              </span>
              <span className="shrink-0 tabular-nums font-medium">{bar.count}</span>
            </div>
            <div className="h-2 rounded bg-muted" aria-hidden="true">
              <div className="h-2 rounded bg-primary" style={{ width: `${barWidth(bar.count, max)}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </figure>
  );
}
