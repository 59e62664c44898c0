"use client";

import { useTranslations } from "next-intl";
import type { PreferencesForm } from "@/modules/settings/components/use-preferences-form";
import { ProfileSwitches } from "./profile-switches";
import { SettingsCard } from "./settings-card";

const SWITCHES = ["emailNotifications", "pushNotifications", "reviewReminders", "systemUpdates"] as const;

export function NotificationsCard({ form }: { form: PreferencesForm }) {
  const t = useTranslations("settings.cards.notifications");
  return (
    <SettingsCard id="notifications" title={t("title")} description={t("description")}>
      <ProfileSwitches form={form} keys={SWITCHES} t={t} />
    </SettingsCard>
  );
}
