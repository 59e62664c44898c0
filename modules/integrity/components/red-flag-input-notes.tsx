"use client";

import { useTranslations } from "next-intl";
import type { RedFlagStats } from "@/modules/integrity/lib/red-flags/types";
import { preparationLines } from "@/modules/integrity/lib/red-flag-input-notes";

/**
 * What was done to the data before the indicators ran, so a count that differs from the file's is explained:
 * releases compiled by OCDS merge, processes given more than once (merged by date), lines skipped as unreadable (with their
 * line numbers and faults) and the values Cardinal's preparation steps changed.
 */
export function RedFlagInputNotes({ stats }: { stats: RedFlagStats }) {
  const t = useTranslations("services.integrity.redFlag");
  const preparation = preparationLines(stats.preparation);
  const merge = stats.merge;
  const skippedLines = stats.skippedLines ?? 0;
  const merged = merge ? merge.releasesMerged > merge.compiledReleases || merge.duplicateOcids > 0 : false;
  if (!merged && !skippedLines && !preparation.length) return null;
  return (
    <section
      className="space-y-2 text-sm"
      aria-labelledby="red-flag-input-notes-title"
      data-testid="red-flag-input-notes"
    >
      <h3 id="red-flag-input-notes-title" className="font-medium">
        {t("inputNotesTitle")}
      </h3>
      <ul className="list-disc space-y-1 pl-5">
        {/* Said only when releases were combined: one release per process is used as published. */}
        {merge && merge.releasesMerged > merge.compiledReleases ? (
          <li>{t("merged", { releases: merge.releasesMerged, processes: merge.compiledReleases })}</li>
        ) : null}
        {merge && merge.duplicateOcids > 0 ? (
          <li>
            {t("duplicateOcids", { count: merge.duplicateOcids })}{" "}
            <span className="break-all font-mono text-xs">{merge.duplicateOcidSamples.join(", ")}</span>
          </li>
        ) : null}
        {preparation.map((line) => (
          <li key={line.step}>{t("prepared", { step: line.label, count: line.count })}</li>
        ))}
        {skippedLines ? <li>{t("skippedLines", { count: skippedLines })}</li> : null}
      </ul>
      {stats.lineWarnings?.length ? (
        <details className="rounded-md border p-3">
          <summary className="cursor-pointer">
            {t("lineWarningsTitle", { count: stats.lineWarnings.length })}
          </summary>
          <ul className="mt-2 max-h-64 space-y-1 overflow-auto">
            {stats.lineWarnings.map((warning) => (
              <li key={`${warning.line}-${warning.message}`}>
                {t("lineWarning", { line: warning.line, message: warning.message })}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
