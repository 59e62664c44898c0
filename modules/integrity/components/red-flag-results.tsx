"use client";

import { Download } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { flattenRedFlags } from "@/modules/integrity/lib/red-flags/flatten";
import type { IndicatorCode } from "@/modules/integrity/lib/red-flags/settings";
import type { RedFlagJobResult } from "@/modules/integrity/lib/api-types";
import { redFlagDownloadUrl } from "./integrity-api";
import { RedFlagChart } from "./red-flag-chart";
import { RedFlagFences } from "./red-flag-fences";
import { RedFlagInputNotes } from "./red-flag-input-notes";
import { RedFlagTable } from "./red-flag-table";

/** A finished run: what was read, the flags as charts and a sortable table, the fences, and the downloads. */
export function RedFlagResults({
  job,
  computed,
}: {
  job: RedFlagJobResult;
  computed: readonly IndicatorCode[];
}) {
  const t = useTranslations("services.integrity.redFlag");
  const rows = useMemo(() => flattenRedFlags(job.result), [job.result]);
  const { stats } = job.result;
  const skipped = Object.values(stats.skipped).reduce((sum, count) => sum + count, 0);
  const counts = [
    [t("releases"), stats.releases],
    [t("processes"), stats.processes],
    [t("skipped"), skipped],
    [t("flagCount"), rows.length],
  ] as const;
  return (
    <Card id="red-flag-results" className="scroll-mt-20">
      <CardHeader>
        <CardTitle>{t("resultsTitle")}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {counts.map(([label, value]) => (
            <div key={label} className="rounded-md border p-3">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="text-xl font-semibold tabular-nums">{value.toLocaleString("en")}</dd>
            </div>
          ))}
        </dl>
        <p className="text-sm text-muted-foreground">
          {t("currency")}: {stats.currency ?? t("noCurrency")}
        </p>
        <RedFlagInputNotes stats={stats} />
        <div className="flex flex-wrap gap-2">
          {(["csv", "xlsx"] as const).map((format) => (
            <a
              key={format}
              href={redFlagDownloadUrl(job.jobId, format)}
              className={buttonVariants({ variant: "outline", size: "sm" })}
              download
            >
              <Download className="size-4" aria-hidden="true" />
              {t("download", { format: format.toUpperCase() })}
            </a>
          ))}
        </div>
        {rows.length ? (
          <>
            <RedFlagChart rows={rows} computed={computed} />
            <RedFlagTable rows={rows} />
          </>
        ) : (
          <p className="text-sm">{t("noFlags")}</p>
        )}
        <RedFlagFences meta={job.result.Meta} />
      </CardContent>
    </Card>
  );
}
