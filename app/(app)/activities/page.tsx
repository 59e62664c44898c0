import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/server/auth/session";
import { ActivitiesTable, NewActivityForm } from "@/modules/activities/components";
import { listActivities } from "@/modules/activities/server";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("activities"))("title") };
}

type Props = { searchParams: Promise<{ new?: string | string[] }> };

/** The org's procurement activities, and the New activity form (opened directly by ?new=1). */
export default async function ActivitiesPage({ searchParams }: Props) {
  const user = await requireUser("/activities");
  const [t, activities, query] = await Promise.all([
    getTranslations("activities"),
    listActivities(user),
    searchParams,
  ]);
  return (
    <>
      <div>
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="text-muted-foreground">{t("subtitle")}</p>
      </div>
      <NewActivityForm startOpen={query.new === "1"} />
      <ActivitiesTable activities={activities} />
    </>
  );
}
