"use client";

import type { FormEvent, ReactNode } from "react";
import { AppearanceCard } from "@/modules/settings/components/cards/appearance-card";
import { EmailCard } from "@/modules/settings/components/cards/email-card";
import { ProfileCard } from "@/modules/settings/components/cards/profile-card";
import { WebhooksCard } from "@/modules/settings/components/cards/webhooks-card";
import type { PreferencesFormValues } from "./preferences-form-model";
import { SettingsActions } from "./settings-actions";
import { usePreferencesForm } from "./use-preferences-form";

const FORM_ID = "settings-preferences";

/**
 * Every preference card of /settings, saved together by 'Save All Settings'. `children` are the server-rendered
 * cards shown between the preferences and the page buttons (members, plan); they are not part of the form.
 *
 * Only settings something reads are offered. The notification, privacy and integration switches (email and push
 * notices, reminders, visibility, data sharing, analytics, auto sync, API access, webhooks) were read by
 * nothing, so they are not shown; their stored values stay valid (validation/preferences.ts).
 */
export function PreferencesForm({
  initial,
  email,
  emailVerified,
  children,
}: {
  initial: PreferencesFormValues;
  email: string;
  emailVerified: boolean;
  children?: ReactNode;
}) {
  const form = usePreferencesForm(initial);
  function submit(event: FormEvent) {
    event.preventDefault();
    void form.save();
  }
  return (
    <>
      <form
        id={FORM_ID}
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-6"
        data-testid="settings-form"
      >
        <EmailCard form={form} />
        <ProfileCard form={form} email={email} emailVerified={emailVerified} />
        <AppearanceCard form={form} />
        <WebhooksCard form={form} />
      </form>
      {children}
      <SettingsActions form={form} formId={FORM_ID} />
    </>
  );
}
