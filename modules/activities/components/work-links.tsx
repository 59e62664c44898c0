import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { CLUSTERS } from "@/lib/catalogue";

/**
 * "Work on this activity": every tool of the hub, opened with the activity's reference (?activityId=), which
 * ties its run to the activity and offers the activity's documents; the audit export preselects the activity.
 */
export async function WorkLinks({ reference }: { reference: string }) {
  const t = await getTranslations("activities.work");
  const ref = encodeURIComponent(reference);
  return (
    <section aria-labelledby="activity-work-heading" className="space-y-3">
      <div>
        <h2 id="activity-work-heading" className="text-lg font-semibold">
          {t("title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("description")}</p>
      </div>
      <div className="flex flex-wrap gap-3 text-sm">
        <Link
          href={`/services/audit_trail_exporter?activityId=${ref}`}
          className="font-medium text-primary underline underline-offset-4"
        >
          {t("auditExport")}
        </Link>
        <Link
          href={`/review/evaluation-record?activityId=${ref}`}
          className="font-medium text-primary underline underline-offset-4"
        >
          {t("evaluationRecord")}
        </Link>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CLUSTERS.map((cluster) => (
          <div key={cluster.slug} className="space-y-1">
            <h3 className="text-sm font-medium">{cluster.title}</h3>
            <ul className="space-y-1 text-sm">
              {cluster.tools.map((tool) => (
                <li key={tool.id}>
                  <Link
                    href={`/services/${tool.id}?activityId=${ref}`}
                    className="text-primary underline-offset-4 hover:underline"
                  >
                    {tool.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
