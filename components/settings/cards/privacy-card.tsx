"use client";

import { useTranslations } from "next-intl";
import { PROFILE_VISIBILITY } from "@/lib/validation/preferences";
import type { PreferencesForm } from "../use-preferences-form";
import { SelectField, SwitchField } from "./fields";
import { SettingsCard } from "./settings-card";

export function PrivacyCard({ form }: { form: PreferencesForm }) {
  const t = useTranslations("settings.cards.privacy");
  const { profile } = form.values;
  return (
    <SettingsCard id="privacy" title={t("title")} description={t("description")}>
      <div className="max-w-md">
        <SelectField
          id="pref-profileVisibility"
          label={t("profileVisibility")}
          hint={t("profileVisibilityHint")}
          error={form.error("profile.profileVisibility")}
          value={profile.profileVisibility}
          options={PROFILE_VISIBILITY.map((value) => ({ value, label: t(`visibility.${value}`) }))}
          onValueChange={(value) => form.setProfile("profileVisibility", value)}
        />
      </div>
      {(["dataSharing", "analyticsTracking"] as const).map((key) => (
        <SwitchField
          key={key}
          id={`pref-${key}`}
          label={t(key)}
          hint={t(`${key}Hint`)}
          error={form.error(`profile.${key}`)}
          checked={profile[key]}
          onCheckedChange={(checked) => form.setProfile(key, checked)}
        />
      ))}
    </SettingsCard>
  );
}
