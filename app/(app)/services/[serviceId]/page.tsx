import { ArrowLeft, ShieldAlert } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound, redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { GuidancePanel, ToolPageClient, WebhookCard } from "@/modules/tools/components";
import { clusterOfTool, getCluster, getTool, isToolId, SERVICE_ROUTE_ALIASES } from "@/lib/catalogue";
import { catalogueLabel } from "@/lib/catalogue/labels";
import { allowedCurrencies, defaultCurrency } from "@/lib/locale/currency";
import { isRunnable, isDraftingTool } from "@/modules/tools";
import { IntegrityToolClient } from "@/modules/integrity/components";
import { isIntegrityTool } from "@/modules/integrity";
import { canUseIntegrityApi } from "@/lib/server/auth/permissions";
import { requireUser } from "@/lib/server/auth/session";
import { getPreferences } from "@/modules/settings/server";
import { frameworkForTools } from "@/lib/frameworks/selection";
import { getLanguageModelSetting } from "@/modules/tools/server";
import { toolPrefill } from "@/modules/activities";
import { findActivityByReference } from "@/modules/activities/server";

type Props = {
  params: Promise<{ serviceId: string }>;
  searchParams: Promise<{ from?: string | string[]; activityId?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { serviceId } = await params;
  return isToolId(serviceId) ? { title: getTool(serviceId).title } : {};
}

/** One page per tool, rendered from its catalogue definition. */
export default async function ToolPage({ params, searchParams }: Props) {
  const { serviceId } = await params;
  const user = await requireUser(`/services/${encodeURIComponent(serviceId)}`);
  const query = await searchParams;
  const alias = SERVICE_ROUTE_ALIASES[serviceId];
  if (alias)
    redirect(
      `/services/${alias}${typeof query.activityId === "string" ? `?activityId=${encodeURIComponent(query.activityId)}` : ""}`,
    );
  if (!isToolId(serviceId)) notFound();
  const tool = getTool(serviceId);
  const drafting = isDraftingTool(tool.id);
  // A service page opened for an activity says so, linking its results to that activity.
  const activityId = typeof query.activityId === "string" ? query.activityId.trim().slice(0, 120) : "";
  const [t, preferences, languageModel, activity] = await Promise.all([
    getTranslations("services.tool"),
    getPreferences(user),
    drafting ? getLanguageModelSetting(user) : null,
    activityId ? findActivityByReference(user, activityId) : null,
  ]);
  // The framework as runs see it (runFrameworkOf), from the preferences read once for the email defaults too.
  const framework = frameworkForTools(preferences.framework);
  const { from } = query;
  // 'Back to {cluster}' when the user came from a cluster view, else 'Back to Services Hub'.
  const fromCluster = typeof from === "string" ? getCluster(from) : undefined;
  const back =
    fromCluster && clusterOfTool(tool.id)?.slug === fromCluster.slug
      ? { href: `/services#${fromCluster.slug}`, label: t("backTo", { cluster: fromCluster.title }) }
      : { href: "/services", label: t("backToHub") };
  const currencyFramework = framework
    ? { source: framework.source, countryCode: framework.countryCode }
    : null;

  return (
    <>
      <div className="space-y-3">
        <Link
          href={back.href}
          className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {back.label}
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold">{tool.title}</h1>
          <Badge variant="secondary">{catalogueLabel(tool.category)}</Badge>
        </div>
      </div>
      {/* Service guidance starts collapsed for the rules navigator, open for the contract management plan. */}
      <GuidancePanel
        guidance={tool.guidance}
        whenToUse={tool.whenToUse}
        defaultOpen={tool.id === "contract_management_plan"}
      />
      {tool.confidential ? (
        <div
          role="note"
          className="flex gap-3 rounded-lg border border-amber-500/60 bg-amber-50 p-4 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
          data-testid="confidentiality"
        >
          <ShieldAlert className="size-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-medium">{t("confidentialTitle")}</p>
            <p>{tool.confidentialityNote ?? t("confidentialText")}</p>
          </div>
        </div>
      ) : null}
      {activityId ? (
        <div role="note" className="rounded-lg border bg-muted/40 p-4 text-sm" data-testid="activity-alert">
          {activity ? (
            <>
              {t("activityWorking", { activityId, subject: activity.subject })}{" "}
              <Link href={`/activities/${activity.id}`} className="font-medium underline underline-offset-4">
                {t("activityOpen")}
              </Link>
            </>
          ) : (
            t("activityAlert", { activityId })
          )}
        </div>
      ) : null}
      {tool.webhookIntegration ? (
        <WebhookCard integration={tool.webhookIntegration} generate={tool.id === "audit_trail_exporter"} />
      ) : null}
      {/* The integrity tools run as /api/v1 jobs (upload, poll, results), not through a tool engine. */}
      {isIntegrityTool(tool.id) ? (
        <IntegrityToolClient toolId={tool.id} activityId={activityId} allowed={canUseIntegrityApi(user)} />
      ) : (
        <ToolPageClient
          tool={tool}
          framework={framework}
          defaultCurrency={defaultCurrency(currencyFramework)}
          allowedCurrencies={allowedCurrencies(currencyFramework)}
          runnable={isRunnable(tool.id)}
          activityId={activityId}
          prefill={activity ? toolPrefill(activity) : undefined}
          drafting={drafting}
          rewrite={languageModel?.available === true && languageModel.enabled}
          // Email defaults for the result's Email dialog, as the review page gives them.
          email={{
            defaultTo: preferences.defaultTo,
            defaultCc: preferences.defaultCc,
            dryRun: preferences.dryRun,
          }}
        />
      )}
    </>
  );
}
