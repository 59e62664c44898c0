import { useTranslations } from "next-intl";
import { SEVERITY_CLASSES } from "@/lib/engine/result-display";
import type { Finding } from "@/lib/engine/types";

/** Findings with their severity colour (high, medium, low, info): status, evidence, citation and recommendation. */
export function FindingsList({ findings }: { findings: readonly Finding[] }) {
  const t = useTranslations("review.results");
  if (!findings.length) return <p className="text-sm text-muted-foreground">{t("noFindings")}</p>;
  return (
    <ul className="space-y-2" data-testid="review-findings">
      {findings.map((finding) => (
        <li
          key={finding.id}
          className={`rounded-md border border-l-4 p-3 text-sm ${SEVERITY_CLASSES[finding.severity]}`}
          data-status={finding.status}
          data-severity={finding.severity}
        >
          <p className="font-medium">
            {finding.title}{" "}
            <span className="text-xs uppercase text-muted-foreground">
              ({t(`statuses.${finding.status}`)} · {t(`severities.${finding.severity}`)})
            </span>
          </p>
          {finding.evidence ? (
            <p className="mt-1">
              <span className="font-medium">{t("evidence")}:</span> {finding.evidence}
            </p>
          ) : null}
          {finding.citation ? (
            <p className="mt-1 text-xs text-muted-foreground">
              <span className="font-medium">{t("citation")}:</span> {finding.citation}
            </p>
          ) : null}
          {finding.recommendation ? (
            <p className="mt-1">
              <span className="font-medium">{t("recommendation")}:</span> {finding.recommendation}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
