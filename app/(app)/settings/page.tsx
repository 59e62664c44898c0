import { getTranslations } from "next-intl/server";
import { OrgMembersCard } from "@/components/settings/org-members-card";
import { PlanCard } from "@/components/settings/plan-card";
import { PreferencesForm } from "@/components/settings/preferences-form";
import { formValuesFrom } from "@/components/settings/preferences-form-model";
import { titled } from "@/lib/i18n/metadata";
import { requireUser } from "@/lib/server/auth/session";
import { listMembers } from "@/lib/server/members";
import { getFrameworkSettings } from "@/lib/server/settings/framework";
import { getPreferences } from "@/lib/server/settings/preferences";
import { FrameworkDefaultsCard } from "./framework-placeholder";

export const generateMetadata = titled("settings");

export default async function SettingsPage() {
  const user = await requireUser("/settings");
  const isAdmin = user.orgRole === "admin" && !user.orgPersonal;
  const [t, preferences, frameworkSettings, members] = await Promise.all([
    getTranslations("settings"),
    getPreferences(user),
    getFrameworkSettings(user),
    isAdmin ? listMembers(user) : null,
  ]);
  return (
    <>
      <div>
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="text-muted-foreground">{t("subtitle")}</p>
      </div>
      <FrameworkDefaultsCard initialSettings={frameworkSettings} />
      <PreferencesForm initial={formValuesFrom(preferences)} email={user.email}>
        <OrgMembersCard user={user} members={members} />
        <PlanCard user={user} />
      </PreferencesForm>
    </>
  );
}
