import { Icon } from "@/modules/marketing/components/icons";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { clusterHref, getCluster, getTool, MARKETING_AUDIENCES, toolHref } from "@/lib/catalogue";
import { truncate } from "@/lib/text/text";
import { AudienceTabs } from "./audience-tabs";
import { focusRing } from "./styles";

/** 'Who it's for': practitioner, oversight and vendor tabs, each with a hub link and four featured tools. */
export async function Audiences() {
  const t = await getTranslations("home.landing.audiences");
  return (
    <section id="who-its-for" aria-labelledby="audiences-title" className="scroll-mt-20">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-16 md:py-20">
        <div className="max-w-2xl">
          <h2 id="audiences-title" className="text-3xl font-bold tracking-tight">
            {t("heading")}
          </h2>
          <p className="mt-2 text-muted-foreground">{t("intro")}</p>
        </div>
        <AudienceTabs
          label={t("tabs")}
          tabs={MARKETING_AUDIENCES.map((audience) => ({ id: audience.id, label: t(`${audience.id}.tab`) }))}
          panels={MARKETING_AUDIENCES.map((audience) => {
            const cluster = getCluster(audience.cluster);
            return (
              <div key={audience.id} className="flex flex-col gap-5">
                <div className="flex flex-col gap-2 md:flex-row md:items-end md:justify-between">
                  <div>
                    <h3 className="text-xl font-semibold">{t(`${audience.id}.title`)}</h3>
                    <p className="mt-1 text-muted-foreground">{t(`${audience.id}.body`)}</p>
                  </div>
                  <Link
                    href={clusterHref(audience.cluster)}
                    prefetch={false}
                    className={`inline-flex shrink-0 items-center gap-1 rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline ${focusRing}`}
                  >
                    {t("hub", { cluster: cluster.title })}
                    <Icon name="arrow-right" className="h-4 w-4" />
                  </Link>
                </div>
                <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                  {audience.featuredToolIds.map((id) => {
                    const tool = getTool(id);
                    return (
                      <li
                        key={id}
                        className="relative flex flex-col gap-2 rounded-lg border bg-card p-5 hover:border-primary"
                      >
                        <h4 className="font-semibold">
                          {/* The title link covers the card, so the whole card is one target and one tab stop. */}
                          <Link
                            href={toolHref(id)}
                            prefetch={false}
                            data-testid="audience-tool"
                            className={`rounded-sm after:absolute after:inset-0 after:rounded-lg ${focusRing}`}
                          >
                            {tool.title}
                          </Link>
                        </h4>
                        <p className="text-sm text-muted-foreground" data-testid="audience-tool-guidance">
                          {truncate(tool.guidance)}
                        </p>
                      </li>
                    );
                  })}
                </ul>
              </div>
            );
          })}
        />
      </div>
    </section>
  );
}
