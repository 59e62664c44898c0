import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { CLAIM_KEYS } from "./content";
import { ProductTour } from "./product-tour";
import { productTourProps } from "./tour-data";

/** 'Open Assistant' (to /services), in the hero and the closing call to action. */
export function OpenAssistantButton({ label }: { label: string }) {
  return (
    <Button asChild size="lg">
      <Link href="/services" prefetch={false}>
        {label}
      </Link>
    </Button>
  );
}

export async function Hero() {
  const [t, tour] = await Promise.all([getTranslations("home.landing"), productTourProps()]);
  return (
    <section aria-labelledby="hero-title" className="border-b bg-gradient-to-b from-muted/60 to-background">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-6 px-4 py-16 text-center md:py-24">
        <p className="rounded-full border bg-background px-3 py-1 text-sm font-medium text-muted-foreground">
          {t("hero.eyebrow")}
        </p>
        <h1 id="hero-title" className="max-w-4xl text-4xl font-bold tracking-tight text-balance md:text-6xl">
          {t("title")}
        </h1>
        <p className="max-w-2xl text-lg text-muted-foreground text-pretty">{t("subtitle")}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <OpenAssistantButton label={t("openAssistant")} />
          <ProductTour openLabel={t("hero.tour")} steps={tour.steps} texts={tour.texts} />
        </div>

        <div className="mt-6 w-full max-w-4xl">
          <h2 className="text-sm font-medium text-muted-foreground">
            {t("hero.claimsLabel")}
            <span aria-hidden="true">*</span>
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-3">
            {CLAIM_KEYS.map((key) => (
              <li key={key} className="rounded-lg border bg-card px-4 py-3">
                <span className="block text-2xl font-bold text-primary md:text-3xl">
                  {t(`claims.${key}.value`)}
                </span>{" "}
                <span className="block text-sm text-muted-foreground">{t(`claims.${key}.label`)}</span>
              </li>
            ))}
          </ul>
          <p className="mx-auto mt-4 max-w-2xl text-xs text-muted-foreground">
            <span aria-hidden="true">* </span>
            {t("hero.footnote")}
          </p>
        </div>
      </div>
    </section>
  );
}
