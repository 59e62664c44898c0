"use client";

import { CheckCircle2, Loader2, ShieldCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useFocusOnChange } from "@/components/shared/use-focus-on-change";

type Props = {
  /** The engine exists; otherwise the card says so and nothing can be run. */
  runnable: boolean;
  valid: boolean;
  missing: readonly string[];
  authorized: boolean;
  /** What changed since the last authorization ("the estimated value"), when an edit cleared it. */
  clearedBecause?: string | null;
  running: boolean;
  /** One step (Contract Management Plan): confirming generates at once. */
  confirmLabel: string;
  singleStep: boolean;
  onAuthorize: () => void;
  onRun: () => void;
  /** The run button's words (drafting tools: "Generate draft"); "Run Review" otherwise. */
  runLabel?: string;
  processingLabel?: string;
};

/** 'Authorization Required': authorize only when valid, then run. */
export function AuthorizationCard({
  runnable,
  valid,
  missing,
  authorized,
  clearedBecause = null,
  running,
  confirmLabel,
  singleStep,
  onAuthorize,
  onRun,
  runLabel,
  processingLabel,
}: Props) {
  const t = useTranslations("services.tool");
  // Authorize is replaced by the run button: focus goes there (the next step), not to the page body.
  const runButton = useFocusOnChange<HTMLButtonElement>(runnable && authorized && !singleStep ? "run" : null);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-5" aria-hidden="true" />
          {t("authorizationTitle")}
        </CardTitle>
        <CardDescription>{t("authorizationText")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {!runnable ? (
          <p className="rounded-md border border-dashed p-3 text-sm" data-testid="engine-missing">
            {t("engineMissing")}
          </p>
        ) : authorized && !singleStep ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="flex items-center gap-1.5 text-sm text-green-700 dark:text-green-400">
              <CheckCircle2 className="size-4" aria-hidden="true" />
              {t("authorized")}
            </p>
            <Button ref={runButton} type="button" onClick={onRun} disabled={running}>
              {running ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null}
              {running ? (processingLabel ?? t("processing")) : (runLabel ?? t("run"))}
            </Button>
          </div>
        ) : (
          <>
            {clearedBecause && runnable ? (
              <p
                role="status"
                className="rounded-md border border-amber-500/60 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
                data-testid="authorization-cleared"
              >
                {t("authorizationCleared", { fields: clearedBecause })}
              </p>
            ) : null}
            <Button
              type="button"
              onClick={onAuthorize}
              disabled={!valid || running}
              aria-describedby={valid ? undefined : "authorize-missing"}
            >
              {running ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null}
              {running && singleStep ? (processingLabel ?? t("processing")) : confirmLabel}
            </Button>
            {!valid && missing.length ? (
              <p
                id="authorize-missing"
                className="text-sm text-muted-foreground"
                data-testid="authorize-missing"
              >
                {t("missing", { list: missing.join(", ") })}
              </p>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
