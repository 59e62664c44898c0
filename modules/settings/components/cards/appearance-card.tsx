"use client";

import { useTranslations } from "next-intl";
import { THEMES } from "@/lib/theme";
import { LANGUAGES, TIMEZONES } from "@/modules/settings/validation/preferences";
import type { PreferencesForm } from "@/modules/settings/components/use-preferences-form";
import { SelectField } from "./fields";
import { SettingsCard } from "./settings-card";

export function AppearanceCard({ form }: { form: PreferencesForm }) {
  const t = useTranslations("settings.cards.appearance");
  const { profile, timezoneSource } = form.values;
  // Until a zone is saved, say where the one shown comes from (a Kenyan org sees Africa/Nairobi, not UTC-5).
  const zoneOrigin =
    timezoneSource?.from === "country" && timezoneSource.zone
      ? t("timezoneFromCountry", { zone: timezoneSource.zone })
      : timezoneSource?.from === "browser" && timezoneSource.zone
        ? t("timezoneFromBrowser", { zone: timezoneSource.zone })
        : timezoneSource?.from === "none"
          ? t("timezoneFallback")
          : null;
  return (
    <SettingsCard id="appearance" title={t("title")} description={t("description")}>
      <div className="grid gap-5 md:grid-cols-3">
        <SelectField
          id="pref-theme"
          label={t("theme")}
          hint={t("themeHint")}
          error={form.error("profile.theme")}
          value={profile.theme}
          options={THEMES.map((value) => ({ value, label: t(`themes.${value}`) }))}
          onValueChange={(value) => form.setProfile("theme", value)}
        />
        <SelectField
          id="pref-language"
          label={t("language")}
          hint={t("languageHint")}
          error={form.error("profile.language")}
          value={profile.language}
          options={LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
          onValueChange={(value) => form.setProfile("language", value)}
        />
        <SelectField
          id="pref-timezone"
          label={t("timezone")}
          hint={zoneOrigin ? `${t("timezoneHint")} ${zoneOrigin}` : t("timezoneHint")}
          error={form.error("profile.timezone")}
          value={profile.timezone}
          options={TIMEZONES.map((value) => ({ value, label: value }))}
          onValueChange={(value) => form.setProfile("timezone", value)}
        />
      </div>
    </SettingsCard>
  );
}
