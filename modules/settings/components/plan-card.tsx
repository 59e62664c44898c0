import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { SessionUser } from "@/lib/server/auth/session";

/** 'Your plan': the plan chosen at sign-up, the account's role and sign-in email. */
export async function PlanCard({ user }: { user: SessionUser }) {
  const [t, common] = [await getTranslations("settings"), await getTranslations("common")];
  return (
    <Card id="plan" data-testid="settings-card-plan">
      <CardHeader>
        <CardTitle>{t("account.title")}</CardTitle>
        <CardDescription>{t("account.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {/* minmax(0, 1fr) and anywhere-wrapping: a long email address wraps instead of widening a phone's page. */}
        <dl
          className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-2 text-sm [&_dd]:[overflow-wrap:anywhere]"
          data-testid="settings-account"
        >
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
  );
}
