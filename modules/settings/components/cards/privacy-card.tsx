"use client";

import { useTranslations } from "next-intl";
import { PROFILE_VISIBILITY } from "@/modules/settings/validation/preferences";
import type { PreferencesForm } from "@/modules/settings/components/use-preferences-form";
import { SelectField } from "./fields";
import { ProfileSwitches } from "./profile-switches";
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
      <ProfileSwitches form={form} keys={["dataSharing", "analyticsTracking"]} t={t} />
    </SettingsCard>
  );
}
