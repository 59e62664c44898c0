import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { AppError } from "@/lib/server/api/errors";
import { requireUser, type SessionUser } from "@/lib/server/auth/session";
import { CATEGORY_LABELS, formatDay, formatValue, STAGE_LABELS } from "@/modules/activities";
import {
  ActivityDetailsForm,
  ActivityDocuments,
  ActivityTimeline,
  WorkLinks,
} from "@/modules/activities/components";
import {
  activityTimeline,
  getRetention,
  listActivityDocuments,
  requireActivity,
} from "@/modules/activities/server";

type Props = { params: Promise<{ id: string }> };

/** The org's activity, or the 404 page (another org's id included: it never says one exists). */
async function activityOr404(user: SessionUser, id: string) {
  try {
    return await requireActivity(user, id);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const user = await requireUser(`/activities/${encodeURIComponent(id)}`);
  return { title: (await activityOr404(user, id)).subject };
}

/** One procurement: its details, documents, the tools to work on it and everything done under its reference. */
export default async function ActivityPage({ params }: Props) {
  const { id } = await params;
  const user = await requireUser(`/activities/${encodeURIComponent(id)}`);
  const activity = await activityOr404(user, id);
  const [t, documents, timeline, retention] = await Promise.all([
    getTranslations("activities"),
    listActivityDocuments(user, activity.id),
    activityTimeline(user, activity.reference),
    getRetention(user),
  ]);
  return (
    <>
      <div className="space-y-2">
        <Link
          href="/activities"
          className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t("details.back")}
        </Link>
        <h1 className="text-2xl font-semibold">{activity.subject}</h1>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <span className="font-medium text-foreground">{activity.reference}</span>
          <Badge variant="secondary">{STAGE_LABELS[activity.stage]}</Badge>
          <span>{CATEGORY_LABELS[activity.category]}</span>
          {activity.method ? <span>· {activity.method}</span> : null}
          <span>· {formatValue(activity.estimatedValue, activity.currency)}</span>
          <span>
            · {t("columns.closing")}: {formatDay(activity.closingOn)}
          </span>
        </div>
      </div>
      <Card role="region" aria-labelledby="activity-details-heading">
        <CardHeader>
          <CardTitle id="activity-details-heading">{t("details.title")}</CardTitle>
        </CardHeader>
        <CardContent>
          <ActivityDetailsForm key={activity.updatedAt} activity={activity} />
        </CardContent>
      </Card>
      <Card role="region" aria-labelledby="activity-documents-heading">
        <CardHeader>
          <CardTitle id="activity-documents-heading">{t("documents.title")}</CardTitle>
        </CardHeader>
        <CardContent>
          <ActivityDocuments
            activityId={activity.id}
            documents={documents}
            retentionDays={retention.autoDeleteAfterDays}
          />
        </CardContent>
      </Card>
      <WorkLinks reference={activity.reference} />
      <ActivityTimeline timeline={timeline} />
    </>
  );
}
