"use client";

import { useTranslations } from "next-intl";
import type { PreferencesForm } from "@/modules/settings/components/use-preferences-form";
import { ProfileSwitches } from "./profile-switches";
import { SettingsCard } from "./settings-card";

const SWITCHES = ["autoSync", "apiAccess", "webhooks"] as const;

export function IntegrationsCard({ form }: { form: PreferencesForm }) {
  const t = useTranslations("settings.cards.integrations");
  return (
    <SettingsCard id="integrations" title={t("title")} description={t("description")}>
      <ProfileSwitches form={form} keys={SWITCHES} t={t} />
    </SettingsCard>
  );
}
