import { titled } from "@/lib/i18n/metadata";
import { getTranslations } from "next-intl/server";
import { MembersCard } from "@/components/settings/members-card";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { requireUser } from "@/lib/server/auth/session";
import { listMembers } from "@/lib/server/members";

export const generateMetadata = titled("settings");

export default async function SettingsPage() {
  const user = await requireUser("/settings");
  const t = await getTranslations("settings");
  const members = user.orgRole === "admin" && !user.orgPersonal ? await listMembers(user) : null;
  return (
    <>
      <div>
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="text-muted-foreground">{t("subtitle")}</p>
      </div>
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
