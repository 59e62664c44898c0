"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { requestJson } from "@/lib/api/request-json";
import { readRetentionDays } from "../lib/requests";

type Props = { initialDays: number | null; canEdit: boolean };

/**
 * Settings: the org's automatic deletion of activity documents, saved references and runs after N days (empty:
 * kept until deleted). Admins change it; members see what applies. The outcome stays on the card.
 */
export function RetentionCard({ initialDays, canEdit }: Props) {
  const t = useTranslations("activities.retention");
  const [text, setText] = useState(initialDays === null ? "" : String(initialDays));
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    const days = readRetentionDays(text);
    if (days === undefined) return setMessage({ error: true, text: t("invalid") });
    setBusy(true);
    const response = await requestJson("/api/settings/retention", "PUT", { autoDeleteAfterDays: days });
    setBusy(false);
    if (!response.ok) return setMessage({ error: true, text: response.message ?? t("failed") });
    setMessage({ error: false, text: days === null ? t("savedNone") : t("savedDays", { days }) });
  }

  return (
    <Card data-testid="retention-card">
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {canEdit ? (
          <form onSubmit={save} className="space-y-2" noValidate>
            <label htmlFor="retention-days" className="text-sm font-medium">
              {t("label")}
            </label>
            <div className="flex flex-wrap gap-2">
              <Input
                id="retention-days"
                className="w-32"
                inputMode="numeric"
                value={text}
                aria-describedby="retention-days-hint retention-days-message"
                aria-invalid={message?.error ? true : undefined}
                onChange={(event) => setText(event.target.value)}
              />
              <Button type="submit" disabled={busy}>
                {busy ? t("saving") : t("save")}
              </Button>
            </div>
            <p id="retention-days-hint" className="text-xs text-muted-foreground">
              {t("hint")}
            </p>
            <p
              id="retention-days-message"
              role="status"
              className={message?.error ? "text-sm text-destructive" : "text-sm"}
            >
              {message?.text}
            </p>
          </form>
        ) : (
          <p className="text-sm">
            {t("current", { days: initialDays === null ? "none" : String(initialDays) })} {t("adminOnly")}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
