"use client";

import { CheckCircle2, Loader2, Send, ShieldCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useFocusOnChange } from "@/components/shared/use-focus-on-change";

type Props = {
  authorized: boolean;
  /** Authorized, with an activity and a valid form. */
  canRun: boolean;
  busy: "run" | "submit" | null;
  missing: readonly string[];
  onAuthorize: () => void;
  onRun: () => void;
  onSubmit: () => void;
};

/** 'Authorize Review' until authorized, then 'Run Review' and 'Submit for Review', each with its busy text. */
export function ReviewActions({ authorized, canRun, busy, missing, onAuthorize, onRun, onSubmit }: Props) {
  const t = useTranslations("review.actions");
  // 'Authorize Review' goes away once pressed: focus moves to 'Run Review', the next step, not the page body.
  const runButton = useFocusOnChange<HTMLButtonElement>(authorized ? "run" : null);
  return (
    <Card>
      <CardContent className="space-y-3 pt-6">
        <div className="flex flex-wrap items-center gap-3">
          {authorized ? (
            <p
              className="flex items-center gap-1.5 text-sm text-green-700 dark:text-green-400"
              data-testid="authorized"
            >
              <CheckCircle2 className="size-4" aria-hidden="true" />
              {t("authorized")}
            </p>
          ) : (
            <Button type="button" variant="outline" onClick={onAuthorize}>
              <ShieldCheck className="size-4" aria-hidden="true" />
              {t("authorize")}
            </Button>
          )}
          <Button ref={runButton} type="button" onClick={onRun} disabled={!canRun || busy !== null}>
            {busy === "run" ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null}
            {busy === "run" ? t("running") : t("run")}
          </Button>
          <Button type="button" variant="outline" onClick={onSubmit} disabled={!canRun || busy !== null}>
            {busy === "submit" ? (
              <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            ) : (
              <Send className="size-4" aria-hidden="true" />
            )}
            {busy === "submit" ? t("submitting") : t("submit")}
          </Button>
        </div>
        {missing.length ? (
          <p className="text-sm text-muted-foreground" data-testid="review-missing">
            {t("missing", { list: missing.join(", ") })}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
