import { titled } from "@/lib/i18n/metadata";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { MembersCard } from "@/components/settings/members-card";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { requireUser } from "@/lib/server/auth/session";
import { listMembers } from "@/lib/server/members";

export const generateMetadata = titled("settings");

export default async function SettingsPage() {
  const user = await requireUser("/settings");
  const [t, common] = [await getTranslations("settings"), await getTranslations("common")];
  const members = user.orgRole === "admin" && !user.orgPersonal ? await listMembers(user) : null;
  return (
    <>
      <div>
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="text-muted-foreground">{t("subtitle")}</p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t("account.title")}</CardTitle>
          <CardDescription>{t("account.description")}</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm" data-testid="settings-account">
            <dt className="text-muted-foreground">{t("account.plan")}</dt>
            <dd className="font-medium" data-testid="settings-plan">
              {common(`auth.plans.${user.plan as "starter"}`)}{" "}
              <Link href="/pricing" className="ml-2 font-normal text-primary underline underline-offset-4">
                {t("account.comparePlans")}
              </Link>
            </dd>
            <dt className="text-muted-foreground">{t("account.role")}</dt>
            <dd className="font-medium">{common(`roles.${user.role}`)}</dd>
            <dt className="text-muted-foreground">{t("account.email")}</dt>
            <dd className="font-medium">{user.email}</dd>
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t("members.title", { org: user.orgName })}</CardTitle>
          <CardDescription>{t("members.description")}</CardDescription>
        </CardHeader>
        <CardContent>
          {user.orgPersonal ? (
            <p className="text-sm text-muted-foreground">{t("members.personal")}</p>
          ) : members ? (
            <MembersCard initialMembers={members} />
          ) : (
            <p className="text-sm text-muted-foreground">{t("members.notAdmin")}</p>
          )}
        </CardContent>
      </Card>
    </>
  );
}
