import { getTranslations } from "next-intl/server";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { SessionUser } from "@/lib/server/auth/session";
import type { MemberRow } from "@/modules/account/server";
import { MembersCard } from "./members-card";

/** Members of the organisation: admins approve or reject pending sign-ups; others see why they cannot. */
export async function OrgMembersCard({ user, members }: { user: SessionUser; members: MemberRow[] | null }) {
  const t = await getTranslations("settings");
  return (
    <Card id="members" data-testid="settings-card-members">
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
  );
}
