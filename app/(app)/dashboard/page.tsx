import { titled } from "@/lib/i18n/metadata";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { requireUser } from "@/lib/server/auth/session";

export const generateMetadata = titled("home");

export default async function DashboardPage() {
  const user = await requireUser("/dashboard");
  const t = await getTranslations("home.dashboard");
  const common = await getTranslations("common");
  const rows = [
    [t("organisation"), user.orgName],
    [t("orgId"), user.orgId],
    [t("role"), common(`roles.${user.role}`)],
    [t("orgRole"), common(`orgRoles.${user.orgRole}`)],
    [t("plan"), common(`auth.plans.${user.plan as "starter"}`)],
  ];
  return (
    <>
      <div>
        <h1 className="text-2xl font-semibold">{t("title", { name: user.name })}</h1>
        <p className="text-muted-foreground">{t("subtitle")}</p>
      </div>
      <Card className="max-w-xl">
        <CardHeader>
          <CardTitle>{t("account")}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm" data-testid="account-summary">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="font-medium">{value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <div className="flex gap-2">
        <Button asChild>
          <Link href="/services">{t("openServices")}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/settings">{t("openSettings")}</Link>
        </Button>
      </div>
    </>
  );
}
