"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { riskLevel, riskScore } from "@/modules/risks/lib/fields";
import { suggestionInput, suggestionKey } from "@/modules/risks/lib/suggestion-list";
import type { RiskSuggestion } from "@/modules/risks/lib/suggestions";
import { risksApi } from "./risk-api";
import { useRiskError } from "./use-risk-error";

type Props = {
  /** The suggestions still to offer (openSuggestions), or null while they load. */
  suggestions: readonly RiskSuggestion[] | null;
  failed: boolean;
  activityId: string;
  /** A suggestion just added: it leaves the list and the register is read again. */
  onAdded: (suggestion: RiskSuggestion) => void;
};

/** Risks to consider, each with why it is suggested and a button that adds it to the register as it stands. */
export function RiskSuggestions({ suggestions, failed, activityId, onAdded }: Props) {
  const t = useTranslations("services.risks");
  const errorText = useRiskError();
  const [adding, setAdding] = useState<string | null>(null);
  const id = useId();

  async function add(suggestion: RiskSuggestion) {
    setAdding(suggestionKey(suggestion));
    const response = await risksApi.create(suggestionInput(suggestion, activityId));
    setAdding(null);
    if (!response.ok) {
      toast.error(t("toast.saveFailed"), { description: errorText(response) });
      return;
    }
    toast.success(t("toast.added"));
    onAdded(suggestion);
  }

  return (
    <section className="space-y-3" aria-labelledby="risk-suggestions-title" data-testid="risk-suggestions">
      <h3 id="risk-suggestions-title" className="font-medium">
        {t("suggestions.title")}
      </h3>
      <p className="text-sm text-muted-foreground">{t("suggestions.text")}</p>
      {failed ? <p className="text-sm text-destructive">{t("suggestions.loadFailed")}</p> : null}
      {suggestions === null ? (
        <p className="text-sm text-muted-foreground">{t("suggestions.loading")}</p>
      ) : suggestions.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("suggestions.empty")}</p>
      ) : (
        <ul className="divide-y rounded-md border">
          {suggestions.map((suggestion, index) => {
            const key = suggestionKey(suggestion);
            const score = riskScore(suggestion.probability, suggestion.impact);
            return (
              <li key={key} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0 space-y-1 text-sm">
                  <p id={`${id}-${index}`} className="font-medium">
                    {suggestion.title}
                  </p>
                  <p className="text-muted-foreground">
                    {t("suggestions.meta", {
                      stage: t(`stages.${suggestion.stage}`),
                      category: t(`categories.${suggestion.category}`),
                      probability: suggestion.probability,
                      impact: suggestion.impact,
                      score,
                      level: t(`levels.${riskLevel(score)}`),
                    })}
                  </p>
                  <p>{t("suggestions.basis", { basis: suggestion.basis })}</p>
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  className="shrink-0"
                  disabled={adding !== null}
                  aria-describedby={`${id}-${index}`}
                  onClick={() => void add(suggestion)}
                >
                  {adding === key ? t("suggestions.adding") : t("suggestions.add")}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
