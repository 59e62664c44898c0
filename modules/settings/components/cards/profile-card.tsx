"use client";

import { CircleHelp } from "lucide-react";
import { useTranslations } from "next-intl";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { ROLES } from "@/lib/catalogue/role-profiles";
import type { PreferencesForm } from "@/modules/settings/components/use-preferences-form";
import { EmailVerificationStatus } from "./email-verification";
import { SelectField, TextField } from "./fields";
import { RoleQuiz } from "./role-quiz";
import { SettingsCard } from "./settings-card";

function RoleHelp() {
  const t = useTranslations("settings.cards.profile");
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          aria-label={t("roleHelp")}
          className="inline-flex h-5 w-5 items-center justify-center rounded-full text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <CircleHelp className="h-4 w-4" aria-hidden="true" />
        </button>
      </TooltipTrigger>
      <TooltipContent>{t("roleTooltip")}</TooltipContent>
    </Tooltip>
  );
}

function Required() {
  const t = useTranslations("settings.cards.profile");
  return (
    <>
      <span className="text-destructive" aria-hidden="true">
        {" "}
        *
      </span>
      <span className="sr-only"> ({t("required")})</span>
    </>
  );
}

export function ProfileCard({
  form,
  email,
  emailVerified,
}: {
  form: PreferencesForm;
  email: string;
  emailVerified: boolean;
}) {
  const t = useTranslations("settings.cards.profile");
  const roles = useTranslations("common.roles");
  const { profile } = form.values;
  return (
    <SettingsCard id="profile" title={t("title")} description={t("description")}>
      <div className="grid gap-5 md:grid-cols-2">
        <TextField
          id="pref-name"
          label={
            <>
              {t("name")}
              <Required />
            </>
          }
          error={form.error("profile.name")}
          value={profile.name}
          onChange={(event) => form.setProfile("name", event.target.value)}
          autoComplete="name"
          required
          maxLength={100}
        />
        <div className="space-y-2">
          <TextField
            id="pref-email"
            label={t("email")}
            hint={t("emailHint")}
            value={email}
            readOnly
            className="bg-muted"
          />
          <EmailVerificationStatus verified={emailVerified} />
        </div>
        <TextField
          id="pref-department"
          label={t("department")}
          error={form.error("profile.department")}
          value={profile.department}
          onChange={(event) => form.setProfile("department", event.target.value)}
          placeholder={t("departmentPlaceholder")}
          autoComplete="organization-title"
          maxLength={200}
        />
        <SelectField
          id="pref-role"
          label={
            <>
              {t("role")}
              <Required />
            </>
          }
          labelExtra={<RoleHelp />}
          error={form.error("profile.role")}
          value={profile.role}
          required
          placeholder={t("rolePlaceholder")}
          options={ROLES.map((value) => ({ value, label: roles(value) }))}
          onValueChange={(value) => form.setProfile("role", value)}
        />
      </div>
      <RoleQuiz onSuggest={(role) => form.setProfile("role", role)} disabled={form.busy} />
    </SettingsCard>
  );
}
