"use client";

import { useTranslations } from "next-intl";
import type { PreferencesForm } from "@/modules/settings/components/use-preferences-form";
import { SwitchField, TextField } from "./fields";
import { SettingsCard } from "./settings-card";

export function EmailCard({ form }: { form: PreferencesForm }) {
  const t = useTranslations("settings.cards.email");
  return (
    <SettingsCard id="email" title={t("title")} description={t("description")}>
      <div className="grid gap-5 md:grid-cols-2">
        <TextField
          id="pref-defaultTo"
          label={t("defaultTo")}
          hint={t("defaultToHint")}
          error={form.error("defaultTo")}
          value={form.values.defaultTo}
          onChange={(event) => form.set("defaultTo", event.target.value)}
          placeholder={t("placeholder")}
          inputMode="email"
          autoComplete="off"
        />
        <TextField
          id="pref-defaultCc"
          label={t("defaultCc")}
          hint={t("defaultCcHint")}
          error={form.error("defaultCc")}
          value={form.values.defaultCc}
          onChange={(event) => form.set("defaultCc", event.target.value)}
          placeholder={t("placeholder")}
          inputMode="email"
          autoComplete="off"
        />
      </div>
      <SwitchField
        id="pref-dryRun"
        label={t("dryRun")}
        hint={t("dryRunHint")}
        error={form.error("dryRun")}
        checked={form.values.dryRun}
        onCheckedChange={(checked) => form.set("dryRun", checked)}
      />
    </SettingsCard>
  );
}
