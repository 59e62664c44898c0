"use client";

import { useTranslations } from "next-intl";
import type { PreferencesForm } from "@/modules/settings/components/use-preferences-form";
import { TextField } from "./fields";
import { SettingsCard } from "./settings-card";

const FIELDS = ["reviewWebhookUrl", "emailWebhookUrl"] as const;

export function WebhooksCard({ form }: { form: PreferencesForm }) {
  const t = useTranslations("settings.cards.webhooks");
  return (
    <SettingsCard id="webhooks" title={t("title")} description={t("description")}>
      <p className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">{t("rules")}</p>
      <div className="grid gap-5 md:grid-cols-2">
        {FIELDS.map((key) => (
          <TextField
            key={key}
            id={`pref-${key}`}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            label={t(key)}
            hint={t(`${key}Hint`)}
            error={form.error(key)}
            value={form.values[key]}
            onChange={(event) => form.set(key, event.target.value)}
            placeholder={t("placeholder")}
          />
        ))}
      </div>
    </SettingsCard>
  );
}
