"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { requestJson } from "@/lib/api/request-json";
import { API_SCOPES, SCOPE_LABELS, type ApiScope } from "@/modules/integrity";
import { ConfirmDialog } from "@/modules/settings/components/confirm-dialog";
import { TextField } from "./fields";
import { SettingsCard } from "./settings-card";

export type ApiTokenRow = {
  id: string;
  name: string;
  scopes: string[];
  hint: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
};

type Props = { initial: ApiTokenRow[]; callbackSecret: string | null; canEdit: boolean };

/**
 * Settings, Integrations (admins; members see only who can manage them): the org's API tokens for /api/v1
 * (create with a name and scopes, shown once; list
 * with last use; revoke) and the secret that signs job callbacks. Apart from 'Save All Settings': each action
 * is saved at once, and tokens are the org's.
 */
export function ApiTokensCard({ initial, callbackSecret, canEdit }: Props) {
  const t = useTranslations("settings.cards.apiTokens");
  const format = useFormatter();
  const [tokens, setTokens] = useState(initial);
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<ApiScope[]>([]);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const [showSecret, setShowSecret] = useState(false);

  async function create(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const response = await requestJson<{ token: string; apiToken: ApiTokenRow }>(
      "/api/settings/api-tokens",
      "POST",
      {
        name: name.trim(),
        scopes,
      },
    );
    setBusy(false);
    if (!response.ok) {
      setError(response.message ?? t("failed"));
      return;
    }
    setError(undefined);
    setCreated(response.data.token);
    setTokens((current) => [response.data.apiToken, ...current]);
    setName("");
    setScopes([]);
    toast.success(t("created"));
  }

  async function revoke(id: string) {
    const response = await requestJson<{ apiToken: ApiTokenRow }>(
      `/api/settings/api-tokens/${encodeURIComponent(id)}`,
      "DELETE",
    );
    if (!response.ok) {
      toast.error(t("failed"), { description: response.message ?? undefined });
      return;
    }
    setTokens((current) => current.map((token) => (token.id === id ? response.data.apiToken : token)));
    toast.success(t("revoked"));
  }

  const when = (iso: string | null) =>
    iso ? format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" }) : t("never");

  return (
    <SettingsCard id="api-tokens" title={t("title")} description={t("description")}>
      <div className="space-y-5">
        {canEdit ? (
          <form className="space-y-3" onSubmit={(event) => void create(event)} aria-labelledby="new-token">
            <h3 id="new-token" className="text-sm font-semibold">
              {t("newTitle")}
            </h3>
            <TextField
              id="api-token-name"
              label={t("name")}
              placeholder={t("namePlaceholder")}
              value={name}
              onChange={(event) => setName(event.target.value)}
              required
              error={error}
            />
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">{t("scopes")}</legend>
              {API_SCOPES.map((scope) => (
                <div key={scope} className="flex items-center gap-2">
                  <Checkbox
                    id={`scope-${scope}`}
                    checked={scopes.includes(scope)}
                    onCheckedChange={(checked) =>
                      setScopes((current) =>
                        checked === true ? [...current, scope] : current.filter((item) => item !== scope),
                      )
                    }
                  />
                  <Label htmlFor={`scope-${scope}`}>{SCOPE_LABELS[scope]}</Label>
                </div>
              ))}
            </fieldset>
            <Button type="submit" disabled={busy || !name.trim() || scopes.length === 0}>
              {t("create")}
            </Button>
          </form>
        ) : (
          <p className="text-sm text-muted-foreground">{t("adminOnly")}</p>
        )}

        {created ? (
          <div
            className="space-y-2 rounded-md border border-amber-500 p-3"
            role="status"
            data-testid="new-token"
          >
            <p className="text-sm font-medium">{t("copyNow")}</p>
            <code className="block break-all rounded bg-muted p-2 text-xs">{created}</code>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() =>
                void navigator.clipboard?.writeText(created).then(() => toast.success(t("copied")))
              }
            >
              {t("copy")}
            </Button>
          </div>
        ) : null}

        {!canEdit ? null : tokens.length ? (
          <ul className="divide-y rounded-md border" aria-label={t("listLabel")} data-testid="api-token-list">
            {tokens.map((token) => (
              <li key={token.id} className="flex flex-wrap items-center gap-3 p-3 text-sm">
                <div className="min-w-0 flex-1 space-y-1">
                  <p className="font-medium">
                    {token.name} <span className="text-muted-foreground">…{token.hint}</span>
                    {token.revokedAt ? (
                      <Badge variant="secondary" className="ml-2">
                        {t("revokedBadge")}
                      </Badge>
                    ) : null}
                  </p>
                  <p className="text-muted-foreground">
                    {token.scopes.map((scope) => SCOPE_LABELS[scope as ApiScope] ?? scope).join(", ")}
                  </p>
                  <p className="text-muted-foreground">
                    {t("createdAt", { when: when(token.createdAt) })} ·{" "}
                    {t("lastUsed", { when: when(token.lastUsedAt) })}
                  </p>
                </div>
                {!token.revokedAt ? (
                  <ConfirmDialog
                    trigger={
                      <Button
                        type="button"
                        variant="outline"
                        size="sm"
                        aria-label={t("revokeLabel", { name: token.name })}
                      >
                        {t("revoke")}
                      </Button>
                    }
                    title={t("revokeTitle", { name: token.name })}
                    description={t("revokeText")}
                    confirmLabel={t("revoke")}
                    cancelLabel={t("cancel")}
                    onConfirm={() => void revoke(token.id)}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t("empty")}</p>
        )}

        {callbackSecret ? (
          <div className="space-y-2">
            <h3 className="text-sm font-semibold">{t("secretTitle")}</h3>
            <p className="text-sm text-muted-foreground">{t("secretText")}</p>
            <div className="flex flex-wrap items-center gap-2">
              <code className="break-all rounded bg-muted px-2 py-1 text-xs" data-testid="callback-secret">
                {showSecret ? callbackSecret : "•".repeat(24)}
              </code>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => setShowSecret((shown) => !shown)}
              >
                {showSecret ? t("hideSecret") : t("showSecret")}
              </Button>
            </div>
          </div>
        ) : null}
      </div>
    </SettingsCard>
  );
}
