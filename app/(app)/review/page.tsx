import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ReviewPageClient } from "@/modules/review/components";
import { resolveReviewRoute } from "@/modules/review";
import { requireUser } from "@/lib/server/auth/session";
import { getPreferences } from "@/modules/settings/server";
import { frameworkForTools } from "@/lib/frameworks/selection";

type SearchParams = Promise<{ service?: string | string[]; subservice?: string | string[] }>;
type Props = { searchParams: SearchParams };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

async function serviceTitle(searchParams: SearchParams): Promise<string> {
  const { service, subservice } = await searchParams;
  const { module } = resolveReviewRoute(first(service), first(subservice));
  return module?.title ?? (await getTranslations("review"))("intelligenceTitle");
}

/** The title is 'PROCUROS — {service title}', whole (not the site's '· Procuros' template). */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const t = await getTranslations("review");
  return { title: { absolute: t("pageTitle", { service: await serviceTitle(searchParams) }) } };
}

/**
 * The review request form: `?service=&subservice=`, internal-approval-memo by
 * default. Email defaults and the dry-run flag come from the user's settings, the currency rules from the framework.
 */
export default async function ReviewPage() {
  const user = await requireUser("/review");
  const preferences = await getPreferences(user);
  // The framework as the tools see it, from the preferences already read (runFrameworkOf would read them again).
  const framework = frameworkForTools(preferences.framework);
  const currencyFramework = framework
    ? { source: framework.source, ...(framework.countryCode ? { countryCode: framework.countryCode } : {}) }
    : null;
  return (
    <ReviewPageClient
      email={{
        defaultTo: preferences.defaultTo,
        defaultCc: preferences.defaultCc,
        dryRun: preferences.dryRun,
      }}
      currencyFramework={currencyFramework}
    />
  );
}
