"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { scoreBadgeVariant } from "@/lib/results/result-display";

/**
 * The score by its bands; without one (null) "Fails: not scored" when a finding failed the review by itself (a
 * debarred bidder), else "No score: insufficient data" (a key check had none).
 */
export function ScoreBadge({
  score,
  fails = false,
  className,
  testId,
}: {
  score: number | null;
  fails?: boolean;
  className?: string;
  testId?: string;
}) {
  const t = useTranslations("common.findings");
  if (score === null && fails)
    return (
      <Badge variant="destructive" className={className} data-testid={testId}>
        {t("failsNoScore")}
      </Badge>
    );
  if (score === null)
    return (
      <Badge variant="outline" className={className} data-testid={testId}>
        {t("noScore")}
      </Badge>
    );
  return (
    <Badge variant={scoreBadgeVariant(score)} className={className} data-testid={testId}>
      {t("score", { score })}
    </Badge>
  );
}
