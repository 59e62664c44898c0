"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { scoreBadgeVariant } from "@/lib/results/result-display";

/** The score by its bands, or "No score: insufficient data" when a key check had none (null). */
export function ScoreBadge({
  score,
  className,
  testId,
}: {
  score: number | null;
  className?: string;
  testId?: string;
}) {
  const t = useTranslations("common.findings");
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
