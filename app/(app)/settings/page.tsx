import { getTranslations } from "next-intl/server";
import { FrameworkDefaultsCard } from "@/modules/settings/components/framework/framework-defaults-card";
import { FRAMEWORK_OPTION_LISTS } from "@/modules/settings/components/framework/options";
import { OrgMembersCard } from "@/modules/settings/components/org-members-card";
import { PasswordCard } from "@/modules/settings/components/password-card";
import { PlanCard } from "@/modules/settings/components/plan-card";
import { PreferencesForm } from "@/modules/settings/components/preferences-form";
import { formValuesFrom } from "@/modules/settings/components/preferences-form-model";
import { titled } from "@/lib/server/page-metadata";
import { requireUser } from "@/lib/server/auth/session";
import { listMembers } from "@/modules/account/server/members";
import { getFrameworkSettings } from "@/modules/settings/server/framework";
import { isEmailVerified } from "@/modules/account/server/verification";
import { getPreferences } from "@/modules/settings/server/preferences";
import { LanguageModelCard } from "@/modules/settings/components/cards/language-model-card";
import { getLanguageModelSetting } from "@/modules/tools/server/llm";
import { ApiTokensCard } from "@/modules/settings/components/cards/api-tokens-card";
import { listApiTokens } from "@/modules/integrity/server/api-tokens";
import { callbackSecret } from "@/modules/integrity/server/callback";

export const generateMetadata = titled("settings");

export default async function SettingsPage() {
  const user = await requireUser("/settings");
  const isAdmin = user.orgRole === "admin" && !user.orgPersonal;
  const [t, preferences, frameworkSettings, members, emailVerified, languageModel, apiTokens] =
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
      <PasswordCard />
    </>
  );
}
