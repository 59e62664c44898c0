import { getTranslations } from "next-intl/server";
import { TOOLS } from "@/lib/catalogue";
import { Icon, type IconName } from "@/modules/marketing/components/icons";
import { Carousel, SLIDE_CLASS } from "./carousel";
import { CAPABILITY_KEYS } from "./content";

const ICONS: Record<(typeof CAPABILITY_KEYS)[number], IconName> = {
  drafting: "file-text",
  rules: "compass",
  review: "shield-check",
  supplier: "book-open-check",
  risk: "triangle-alert",
  library: "library",
};

/** 'What it does' (id="features"): the six advertised capabilities in a carousel. */
export async function Capabilities() {
  const t = await getTranslations("home.landing.features");
  const items = CAPABILITY_KEYS.map((key) => ({
    key,
    title: t(`items.${key}.title`),
    body: t(`items.${key}.body`),
  }));
  return (
    <section
      id="features"
      tabIndex={-1}
      aria-labelledby="features-title"
      className="scroll-mt-20 outline-none"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-16 md:py-20">
        <div className="max-w-2xl">
          <h2 id="features-title" className="text-3xl font-bold tracking-tight">
            {t("heading")}
          </h2>
          <p className="mt-2 text-muted-foreground">{t("intro", { count: TOOLS.length })}</p>
        </div>
        <Carousel
          label={t("carousel")}
          previous={t("previous")}
          next={t("next")}
          dotsLabel={t("dots")}
          dotLabels={items.map((item) => t("dot", { title: item.title }))}
        >
          {items.map((item, index) => {
            return (
              <div
                key={item.key}
                data-slide
                role="group"
                aria-roledescription="slide"
                aria-label={t("slide", { n: index + 1, total: items.length })}
                className={SLIDE_CLASS}
              >
                <article className="flex h-full flex-col gap-3 rounded-lg border bg-card p-6">
                  <span className="inline-flex h-11 w-11 items-center justify-center rounded-md bg-muted text-primary">
                    <Icon name={ICONS[item.key]} className="h-6 w-6" />
                  </span>
                  <h3 className="text-lg font-semibold">{item.title}</h3>
                  <p className="text-sm text-muted-foreground">{item.body}</p>
                </article>
              </div>
            );
          })}
        </Carousel>
      </div>
    </section>
  );
}
