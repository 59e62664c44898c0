import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { CATEGORY_LABELS, STAGE_LABELS, type ActivityView } from "../lib/fields";
import { formatDay, formatValue } from "../lib/format";

/** The org's activities as a table: reference (the link), subject, category, method, value, stage, dates. */
export async function ActivitiesTable({ activities }: { activities: readonly ActivityView[] }) {
  const t = await getTranslations("activities");
  if (!activities.length) return <p className="text-sm text-muted-foreground">{t("empty")}</p>;
  const head = "px-3 py-2 text-left font-medium whitespace-nowrap";
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <thead className="bg-muted/50">
          <tr>
            <th scope="col" className={head}>
              {t("columns.reference")}
            </th>
            <th scope="col" className={head}>
              {t("columns.subject")}
            </th>
            <th scope="col" className={head}>
              {t("columns.category")}
            </th>
            <th scope="col" className={head}>
              {t("columns.method")}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t("columns.value")}
            </th>
            <th scope="col" className={head}>
              {t("columns.stage")}
            </th>
            <th scope="col" className={head}>
              {t("columns.published")}
            </th>
            <th scope="col" className={head}>
              {t("columns.closing")}
            </th>
          </tr>
        </thead>
        <tbody>
          {activities.map((activity) => (
            <tr key={activity.id} className="border-t">
              <td className="px-3 py-2 font-medium whitespace-nowrap">
                <Link href={`/activities/${activity.id}`} className="underline-offset-4 hover:underline">
                  {activity.reference}
                </Link>
              </td>
              <td className="px-3 py-2">{activity.subject}</td>
              <td className="px-3 py-2 whitespace-nowrap">{CATEGORY_LABELS[activity.category]}</td>
              <td className="px-3 py-2">{activity.method || "—"}</td>
              <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                {formatValue(activity.estimatedValue, activity.currency)}
              </td>
              <td className="px-3 py-2">
                <Badge variant="secondary">{STAGE_LABELS[activity.stage]}</Badge>
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{formatDay(activity.publishedOn)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{formatDay(activity.closingOn)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
