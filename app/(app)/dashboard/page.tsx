import { getTranslations } from "next-intl/server";
import Link from "next/link";
import {
  AccountSummary,
  DashboardRoleProvider,
  type DashboardTool,
  FirstRunChecklist,
  QuickAccess,
  RoleToolbox,
  TaskExplorer,
  ToolSearch,
  WorkLinks,
} from "@/modules/dashboard/components";
import { firstRunProgress } from "@/modules/dashboard/server";
import { canReviewRequests } from "@/lib/server/auth/permissions";
import { buttonVariants } from "@/components/ui/button-variants";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { CLUSTERS } from "@/lib/catalogue";
import { titled } from "@/lib/server/page-metadata";
import { requireUser } from "@/lib/server/auth/session";
import { getMyTools } from "@/modules/services/server";
import { getPreferences } from "@/modules/settings/server";
import { ActivitiesCard } from "@/modules/activities/components";
import { listActivities } from "@/modules/activities/server";

export const generateMetadata = titled("home");

/** Every tool as the home's client leaves need it, in catalogue order (search ties keep this order). */
const DASHBOARD_TOOLS: readonly DashboardTool[] = CLUSTERS.flatMap((cluster) =>
  cluster.tools.map((tool) => ({ id: tool.id, title: tool.title, cluster: cluster.title })),
);
const TOOL_BY_ID = new Map(DASHBOARD_TOOLS.map((tool) => [tool.id as string, tool]));

/** The signed-in home: search, quick access, role toolbox, tasks. */
export default async function DashboardPage() {
  const user = await requireUser("/dashboard");
  const [myTools, preferences, t, progress, activities] = await Promise.all([
    getMyTools(user),
    getPreferences(user),
    getTranslations("home.dashboard"),
    firstRunProgress(user.orgId),
    listActivities(user, 5),
  ]);
  const known = (ids: readonly string[]) => ids.flatMap((id) => TOOL_BY_ID.get(id) ?? []);

  return (
    <DashboardRoleProvider initialRole={preferences.profile.role} tools={DASHBOARD_TOOLS}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold">{t("title", { name: user.name })}</h1>
          <p className="text-muted-foreground">{t("subtitle")}</p>
        </div>
        <Link href="/services" className={buttonVariants({ variant: "outline" })}>
          {t("openServices")}
        </Link>
      </div>

      <FirstRunChecklist progress={progress} userId={user.id} />

      <WorkLinks canReview={canReviewRequests(user)} />

      <ActivitiesCard activities={activities} />

      <section aria-labelledby="search-tools-heading" className="flex flex-col gap-2">
        <h2 id="search-tools-heading" className="text-lg font-semibold">
          {t("search.title")}
        </h2>
        <ToolSearch />
      </section>

      <div className="grid items-start gap-6 md:grid-cols-3">
        <Card className="md:col-span-1" data-testid="quick-access">
          <CardHeader>
            <CardTitle>{t("quickAccess.title")}</CardTitle>
          </CardHeader>
          <CardContent>
            <QuickAccess
              recents={known(myTools.recents.map((entry) => entry.toolId))}
              favorites={known(myTools.favorites)}
            />
          </CardContent>
        </Card>
        <Card className="md:col-span-2" data-testid="role-toolbox">
          <CardHeader>
            <CardTitle>{t("toolbox.title")}</CardTitle>
            <CardDescription>{t("toolbox.description")}</CardDescription>
          </CardHeader>
          <CardContent>
            <RoleToolbox />
          </CardContent>
        </Card>
      </div>

      <section aria-labelledby="explore-by-task-heading" className="flex flex-col gap-3">
        <div>
          <h2 id="explore-by-task-heading" className="text-lg font-semibold">
            {t("tasks.title")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("tasks.description")}</p>
        </div>
        <TaskExplorer toolById={TOOL_BY_ID} />
      </section>

      <div className="max-w-xl">
        <AccountSummary user={user} />
      </div>
    </DashboardRoleProvider>
  );
}
