import { getTranslations } from "next-intl/server";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { SessionUser } from "@/lib/server/auth/session";
import { countActiveMembers } from "@/modules/dashboard/server/org-members";

/**
 * The signed-in account at a glance (organisation, its members, role, access, plan); sign-up tests read it too.
 * The organisation's id is not shown: it means nothing to a person (support asks for the organisation's name).
 */
export async function AccountSummary({ user }: { user: SessionUser }) {
  const [t, common, members] = await Promise.all([
    getTranslations("home.dashboard.account"),
    getTranslations("common"),
    user.orgPersonal ? null : countActiveMembers(user.orgId),
  ]);
  const rows = [
    [t("organisation"), user.orgName],
    [t("members"), members === null ? t("personalWorkspace") : t("memberCount", { count: members })],
    [t("role"), common(`roles.${user.role}`)],
    [t("orgRole"), common(`orgRoles.${user.orgRole}`)],
    [t("plan"), common(`auth.plans.${user.plan as "starter"}`)],
  ];
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">{t("title")}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm" data-testid="account-summary">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="break-all font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
