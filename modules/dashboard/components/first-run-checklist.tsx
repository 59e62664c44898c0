"use client";

import { Check } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useCallback, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { firstRunComplete, firstRunSteps, type FirstRunProgress } from "@/modules/dashboard/lib/first-run";

/**
 * Hiding is kept in this browser only: the stored preferences have no field for it, and the checklist is a
 * nudge, not a setting. Keyed by user, so a shared computer shows it to the next person.
 */
const storageKey = (userId: string) => `procuros:first-run-hidden:${userId}`;
const HIDDEN_EVENT = "procuros:first-run-hidden";

function subscribe(onChange: () => void) {
  window.addEventListener(HIDDEN_EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(HIDDEN_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

function readHidden(userId: string): boolean {
  try {
    return window.localStorage.getItem(storageKey(userId)) === "1";
  } catch {
    return false; // storage blocked: the checklist stays, which is harmless
  }
}

/** The first-run checklist of the dashboard: framework, first activity, first review, until all are done. */
export function FirstRunChecklist({ progress, userId }: { progress: FirstRunProgress; userId: string }) {
  const t = useTranslations("home.dashboard.firstRun");
  const hidden = useSyncExternalStore(
    subscribe,
    useCallback(() => readHidden(userId), [userId]),
    () => false,
  );
  if (hidden || firstRunComplete(progress)) return null;

  function hide() {
    try {
      window.localStorage.setItem(storageKey(userId), "1");
    } catch {
      // Storage blocked: nothing to keep; the card still goes for this visit via the event below.
    }
    window.dispatchEvent(new Event(HIDDEN_EVENT));
  }

  const steps = firstRunSteps(progress);
  const done = steps.filter((step) => step.done).length;
  return (
    <Card aria-labelledby="first-run-title" role="region" data-testid="first-run-checklist">
      <CardHeader className="flex flex-row items-start justify-between gap-4 space-y-0">
        <div className="flex flex-col gap-1.5">
          <CardTitle id="first-run-title">{t("title")}</CardTitle>
          <CardDescription>{t("progress", { done, total: steps.length })}</CardDescription>
        </div>
        <Button type="button" variant="ghost" size="sm" onClick={hide}>
          {t("hide")}
        </Button>
      </CardHeader>
      <CardContent>
        <ol className="flex flex-col gap-3">
          {steps.map((step, index) => (
            <li key={step.id} className="flex items-start gap-3" data-step={step.id} data-done={step.done}>
              <span
                aria-hidden="true"
                className={cn(
                  "mt-0.5 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full border text-xs font-semibold",
                  step.done ? "border-primary bg-primary text-primary-foreground" : "text-muted-foreground",
                )}
              >
                {step.done ? <Check className="h-3.5 w-3.5" /> : index + 1}
              </span>
              <div className="flex flex-col">
                <Link
                  href={step.href}
                  className={cn(
                    "font-medium underline-offset-4 hover:underline",
                    step.done && "text-muted-foreground",
                  )}
                >
                  {t(`steps.${step.id}.title`)}
                </Link>
                <span className="text-sm text-muted-foreground">
                  <span className="sr-only">{step.done ? t("done") : t("toDo")} </span>
                  {t(`steps.${step.id}.${step.done ? "doneHint" : "hint"}`)}
                </span>
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
