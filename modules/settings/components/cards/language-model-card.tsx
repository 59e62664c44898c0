"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { requestJson } from "@/lib/api/request-json";
import type { LanguageModelSetting } from "@/modules/settings/validation/language-model";
import { SwitchField } from "./fields";
import { SettingsCard } from "./settings-card";

/**
 * The org's switch for the optional drafting language model, shown only when the server configures one. Saved
 * on toggle (PUT /api/settings/language-model), apart from 'Save All Settings': it is the org's, not the user's.
 */
export function LanguageModelCard({ initial }: { initial: LanguageModelSetting }) {
  const t = useTranslations("settings.cards.languageModel");
  const notify = useTranslations("notifications");
  const [setting, setSetting] = useState(initial);
  const [saving, setSaving] = useState(false);
  if (!setting.available) return null;

  async function change(enabled: boolean) {
    setSaving(true);
    const response = await requestJson<{ languageModel: LanguageModelSetting }>(
      "/api/settings/language-model",
      "PUT",
      { enabled },
    );
    setSaving(false);
    if (!response.ok) {
      toast.error(notify("actionFailed"), { description: notify("actionFailedDescription") });
      return;
    }
    setSetting(response.data.languageModel);
    toast.success(t(enabled ? "enabled" : "disabled"));
  }

  return (
    <SettingsCard id="language-model" title={t("title")} description={t("description")}>
      <SwitchField
        id="org-language-model"
        label={t("switch", { host: setting.host ?? "" })}
        hint={setting.canEdit ? t("hint") : `${t("hint")} ${t("adminOnly")}`}
        checked={setting.enabled}
        disabled={saving || !setting.canEdit}
        onCheckedChange={(checked) => void change(checked)}
      />
    </SettingsCard>
  );
}
