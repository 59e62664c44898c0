import { getTranslations } from "next-intl/server";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { SessionUser } from "@/lib/server/auth/session";

/** The signed-in account at a glance (organisation, role, access, plan); sign-up tests read it too. */
export async function AccountSummary({ user }: { user: SessionUser }) {
  const t = await getTranslations("home.dashboard.account");
  const common = await getTranslations("common");
  const rows = [
    [t("organisation"), user.orgName],
    [t("orgId"), user.orgId],
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
