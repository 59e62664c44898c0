import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { buttonVariants } from "@/components/ui/button-variants";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { STAGE_LABELS, type ActivityView } from "../lib/fields";
import { formatDay } from "../lib/format";

/** The dashboard's card: the org's five newest activities, a link to all of them and to a new one. */
export async function ActivitiesCard({ activities }: { activities: readonly ActivityView[] }) {
  const t = await getTranslations("activities.dashboard");
  return (
    <Card data-testid="activities-card">
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {activities.length ? (
          <ul className="divide-y text-sm">
            {activities.slice(0, 5).map((activity) => (
              <li key={activity.id} className="flex flex-wrap items-baseline gap-x-3 py-2">
                <Link
                  href={`/activities/${activity.id}`}
                  className="font-medium underline-offset-4 hover:underline"
                >
                  {activity.reference}
                </Link>
                <span className="min-w-0 flex-1 truncate text-muted-foreground">{activity.subject}</span>
                <span className="text-xs text-muted-foreground">
                  {STAGE_LABELS[activity.stage]}
                  {activity.closingOn ? ` · ${formatDay(activity.closingOn)}` : ""}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{t("empty")}</p>
        )}
        <div className="flex flex-wrap gap-2">
          <Link href="/activities?new=1" className={buttonVariants({ size: "sm" })}>
            {t("new")}
          </Link>
          <Link href="/activities" className={buttonVariants({ variant: "outline", size: "sm" })}>
            {t("all")}
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}
