"use client";

import { useTranslations } from "next-intl";
import type { PreferencesForm } from "../use-preferences-form";
import { SwitchField } from "./fields";
import { SettingsCard } from "./settings-card";

const SWITCHES = ["emailNotifications", "pushNotifications", "reviewReminders", "systemUpdates"] as const;

export function NotificationsCard({ form }: { form: PreferencesForm }) {
  const t = useTranslations("settings.cards.notifications");
  return (
    <SettingsCard id="notifications" title={t("title")} description={t("description")}>
      {SWITCHES.map((key) => (
        <SwitchField
          key={key}
          id={`pref-${key}`}
          label={t(key)}
          hint={t(`${key}Hint`)}
          error={form.error(`profile.${key}`)}
          checked={form.values.profile[key]}
          onCheckedChange={(checked) => form.setProfile(key, checked)}
        />
      ))}
    </SettingsCard>
  );
}
