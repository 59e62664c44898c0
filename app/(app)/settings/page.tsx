import { getTranslations } from "next-intl/server";
import {
  FrameworkDefaultsCard,
  FRAMEWORK_OPTION_LISTS,
  OrgMembersCard,
  PasswordCard,
  PlanCard,
  PreferencesForm,
  formValuesFrom,
  LanguageModelCard,
  ApiTokensCard,
} from "@/modules/settings/components";
import { titled } from "@/lib/server/page-metadata";
import { requireUser } from "@/lib/server/auth/session";
import { listMembers, isEmailVerified } from "@/modules/account/server";
import { getFrameworkSettings, getPreferences } from "@/modules/settings/server";
import { getLanguageModelSetting } from "@/modules/tools/server";
import { listApiTokens, callbackSecret } from "@/modules/integrity/server";
import { RetentionCard } from "@/modules/activities/components";
import { getRetention } from "@/modules/activities/server";

export const generateMetadata = titled("settings");

export default async function SettingsPage() {
  const user = await requireUser("/settings");
  const isAdmin = user.orgRole === "admin" && !user.orgPersonal;
  const [t, preferences, frameworkSettings, members, emailVerified, languageModel, apiTokens, retention] =
    await Promise.all([
      getTranslations("settings"),
      getPreferences(user),
      // A failed load is not fatal; the card then loads in the browser and says so if that fails too.
      getFrameworkSettings(user).catch((error: unknown) => {
        console.error(
          JSON.stringify({
            level: "error",
            context: "GET /settings framework settings",
            message: (error as Error)?.message,
            at: new Date().toISOString(),
          }),
        );
        return null;
      }),
      isAdmin ? listMembers(user) : null,
      isEmailVerified(user.id),
      getLanguageModelSetting(user),
      // Token names, scopes and hints are for admins only (the API answers a member 403).
      user.orgRole === "admin" ? listApiTokens(user) : [],
      getRetention(user),
    ]);
  return (
    <>
      <div>
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="text-muted-foreground">{t("subtitle")}</p>
      </div>
      <FrameworkDefaultsCard
        initialSettings={frameworkSettings}
        options={FRAMEWORK_OPTION_LISTS}
        orgId={user.orgId}
      />
      <PreferencesForm initial={formValuesFrom(preferences)} email={user.email} emailVerified={emailVerified}>
        {languageModel.available || languageModel.canEdit ? (
          <LanguageModelCard initial={languageModel} />
        ) : null}
        <ApiTokensCard
          initial={apiTokens}
          callbackSecret={user.orgRole === "admin" ? callbackSecret(user.orgId) : null}
          canEdit={user.orgRole === "admin"}
        />
        <OrgMembersCard user={user} members={members} />
        <PlanCard user={user} />
      </PreferencesForm>
      <RetentionCard initialDays={retention.autoDeleteAfterDays} canEdit={retention.canEdit} />
      <PasswordCard />
    </>
  );
}
