"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { requestJson } from "@/lib/api/request-json";
import type { LanguageModelPatch, LanguageModelSetting } from "@/modules/settings/validation/language-model";
import { SwitchField, TextField } from "./fields";
import { SettingsCard } from "./settings-card";

/**
 * The org's optional drafting language model: its own OpenAI-compatible endpoint (URL, model, key — the key is
 * write-only) or the server's, and the switch that decides whether any text is sent. Saved on its own
 * (PUT /api/settings/language-model), apart from 'Save All Settings': it is the org's, not the user's.
 */
export function LanguageModelCard({ initial }: { initial: LanguageModelSetting }) {
  const t = useTranslations("settings.cards.languageModel");
  const [setting, setSetting] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [baseUrl, setBaseUrl] = useState(initial.endpoint?.baseUrl ?? "");
  const [model, setModel] = useState(initial.endpoint?.model ?? "");
  const [apiKey, setApiKey] = useState("");
  const [error, setError] = useState<string | undefined>();
  const locked = saving || !setting.canEdit;

  async function save(patch: LanguageModelPatch, done: string): Promise<boolean> {
    setSaving(true);
    const response = await requestJson<{ languageModel: LanguageModelSetting }>(
      "/api/settings/language-model",
      "PUT",
      patch,
    );
    setSaving(false);
    if (!response.ok) {
      setError(response.message ?? undefined);
      toast.error(t("failed"), { description: response.message });
      return false;
    }
    setError(undefined);
    setSetting(response.data.languageModel);
    toast.success(done);
    return true;
  }

  async function saveEndpoint(event: FormEvent) {
    event.preventDefault();
    const endpoint = { baseUrl: baseUrl.trim(), model: model.trim(), ...(apiKey ? { apiKey } : {}) };
    if (await save({ endpoint }, t("endpointSaved"))) setApiKey("");
  }

  async function clearEndpoint() {
    if (await save({ endpoint: null }, t("endpointCleared"))) {
      setBaseUrl("");
      setModel("");
    }
  }

  return (
    <SettingsCard id="language-model" title={t("title")} description={t("description")}>
      <div className="space-y-4">
        <SwitchField
          id="org-language-model"
          label={setting.host ? t("switch", { host: setting.host }) : t("switchNoEndpoint")}
          hint={setting.canEdit ? t("hint") : `${t("hint")} ${t("adminOnly")}`}
          checked={setting.enabled}
          disabled={locked || (!setting.available && !setting.enabled)}
          onCheckedChange={(enabled) => void save({ enabled }, t(enabled ? "enabled" : "disabled"))}
        />
        <form
          className="space-y-3"
          onSubmit={(event) => void saveEndpoint(event)}
          aria-labelledby="llm-endpoint"
        >
          <h3 id="llm-endpoint" className="text-sm font-semibold">
            {t("endpointTitle")}
          </h3>
          <p className="text-sm text-muted-foreground">
            {setting.serverHost ? t("endpointTextServer", { host: setting.serverHost }) : t("endpointText")}
          </p>
          <TextField
            id="llm-base-url"
            label={t("baseUrl")}
            placeholder="https://api.example.com/v1"
            value={baseUrl}
            onChange={(event) => setBaseUrl(event.target.value)}
            disabled={locked}
            required
            error={error}
          />
          <TextField
            id="llm-model"
            label={t("model")}
            value={model}
            onChange={(event) => setModel(event.target.value)}
            disabled={locked}
            required
          />
          <TextField
            id="llm-api-key"
            label={t("apiKey")}
            type="password"
            autoComplete="off"
            hint={setting.endpoint?.hasKey ? t("apiKeySaved") : t("apiKeyHint")}
            value={apiKey}
            onChange={(event) => setApiKey(event.target.value)}
            disabled={locked}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={locked}>
              {t("saveEndpoint")}
            </Button>
            {setting.endpoint ? (
              <Button type="button" variant="outline" disabled={locked} onClick={() => void clearEndpoint()}>
                {t("clearEndpoint")}
              </Button>
            ) : null}
          </div>
        </form>
      </div>
    </SettingsCard>
  );
}
