"use client";

import { signOut } from "next-auth/react";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { requestJson } from "@/lib/api/request-json";
import { Button } from "@/components/ui/button";
import { firstFieldMessages, leafField } from "@/lib/api/field-errors";
import { useFieldError } from "@/components/shared/use-field-error";
import { TextField } from "@/modules/settings/components/cards/fields";
import { SettingsCard } from "@/modules/settings/components/cards/settings-card";

type Field = "currentPassword" | "newPassword";

/** 'Password': change it; the server ends every session, so this browser signs in again. */
export function PasswordCard() {
  const t = useTranslations("settings.password");
  const [values, setValues] = useState<Record<Field, string>>({ currentPassword: "", newPassword: "" });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);

  const message = useFieldError();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    const result = await requestJson<{ ok: true }>("/api/me/password", "POST", values);
    if (result.ok) {
      toast.success(t("changed"));
      await signOut({ callbackUrl: "/signin" });
      return;
    }
    setSaving(false);
    setErrors(firstFieldMessages(result.fields, leafField) as Partial<Record<Field, string>>);
    toast.error(t("failed"), { description: result.message ?? undefined });
  }

  const field = (name: Field, label: string, autoComplete: string, hint?: string) => (
    <TextField
      id={`password-${name}`}
      type="password"
      autoComplete={autoComplete}
      label={label}
      hint={hint}
      required
      error={message(errors[name])}
      value={values[name]}
      onChange={(event) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
        setErrors((current) => ({ ...current, [name]: undefined }));
      }}
    />
  );

  return (
    <SettingsCard id="password" title={t("title")} description={t("description")}>
      <form onSubmit={submit} className="grid gap-5 md:grid-cols-2" noValidate>
        {field("currentPassword", t("current"), "current-password")}
        {field("newPassword", t("new"), "new-password", t("newHint"))}
        <div className="md:col-span-2">
          <Button type="submit" disabled={saving || !values.currentPassword || !values.newPassword}>
            {saving ? t("saving") : t("submit")}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}
