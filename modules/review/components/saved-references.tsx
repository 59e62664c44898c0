"use client";

import { History } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { SavedReference } from "./review-api";

type Props = {
  activityId: string;
  references: readonly SavedReference[];
  /** null: not answered yet for this activity. */
  answer: boolean | null;
  onAnswer: (use: boolean) => void;
};

/** Saved references: an activity with stored references asks 'Yes, Use Saved' or 'No, Upload New'. */
export function SavedReferencesPrompt({ activityId, references, answer, onAnswer }: Props) {
  const t = useTranslations("review.references");
  if (!references.length) return null;
  const names = references.map((reference) => reference.name).join(", ");
  return (
    <div
      role="group"
      aria-labelledby="saved-references-title"
      className="space-y-3 rounded-lg border border-dashed p-4 text-sm"
      data-testid="saved-references"
    >
      <p id="saved-references-title" className="flex items-center gap-2 font-medium">
        <History className="size-4" aria-hidden="true" />
        {t("title")}
      </p>
      {answer === null ? (
        <>
          <p>{t("found", { activity: activityId, names })}</p>
          <div className="flex flex-wrap gap-2">
            <Button type="button" size="sm" onClick={() => onAnswer(true)}>
              {t("useSaved")}
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => onAnswer(false)}>
              {t("uploadNew")}
            </Button>
          </div>
        </>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-muted-foreground">{answer ? t("using", { names }) : t("notUsing")}</p>
          <Button type="button" size="sm" variant="ghost" onClick={() => onAnswer(!answer)}>
            {answer ? t("uploadNew") : t("useSaved")}
          </Button>
        </div>
      )}
    </div>
  );
}
