import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Icon } from "@/modules/marketing/components";
import { Button } from "@/components/ui/button";
import { ALL_PLANS_INCLUDE, PRICING_FAQ, PRICING_PLANS } from "@/modules/marketing";
import { cn } from "@/lib/utils";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("home.pricing");
  return {
    title: t("title"),
    description: t("description"),
    openGraph: { title: t("title"), description: t("description") },
  };
}

function CheckList({ items, className }: { items: string[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Icon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-primary" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export default async function PricingPage() {
  const t = await getTranslations("home.pricing");
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-14">
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-4xl font-bold tracking-tight">{t("title")}</h1>
        <p className="mt-3 text-xl font-medium">{t("heroTitle")}</p>
        <p className="mt-2 text-muted-foreground">{t("heroSubtitle")}</p>
      </header>

      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4" aria-label={t("title")}>
        {PRICING_PLANS.map((plan) => {
          const key = `plans.${plan.id}` as const;
          const features = t.raw(`${key}.features`) as string[];
          return (
            <li
              key={plan.id}
              data-testid={`plan-${plan.id}`}
              className={cn(
                "relative flex flex-col rounded-xl border bg-card p-6 shadow-sm",
                plan.highlight && "border-primary ring-2 ring-primary",
              )}
            >
              {plan.highlight ? (
                <p className="absolute -top-3 left-6 rounded-full bg-primary px-3 py-0.5 text-xs font-semibold text-primary-foreground">
                  {t("recommended")}
                </p>
              ) : null}
              <h2 className="text-lg font-semibold">{t(`${key}.name`)}</h2>
              <p className="mt-1 text-sm text-muted-foreground">{t(`${key}.audience`)}</p>
              <p className="mt-4 flex items-baseline gap-1">
                <span className="text-4xl font-bold">{t(`${key}.price`)}</span>
                <span className="text-sm text-muted-foreground">{t(`${key}.period`)}</span>
              </p>
              <p className="mt-2 text-sm">{t(`${key}.tagline`)}</p>
              <CheckList items={features} className="mt-5 flex-1 space-y-2 text-sm" />
              <Button asChild className="mt-6 w-full" variant={plan.highlight ? "default" : "outline"}>
                <Link href={plan.href} prefetch={false}>
                  {t(`${key}.cta`)}
                  <span className="sr-only"> — {t(`${key}.name`)}</span>
                </Link>
              </Button>
            </li>
          );
        })}
      </ul>

      <section aria-labelledby="includes" className="mt-16 rounded-xl border bg-muted/40 p-8">
        <h2 id="includes" className="text-xl font-semibold">
          {t("includesTitle")}
        </h2>
        <CheckList
          items={ALL_PLANS_INCLUDE.map((item) => t(`includes.${item}`))}
          className="mt-4 grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-3"
        />
      </section>

      <section aria-labelledby="faq" className="mx-auto mt-16 max-w-3xl">
        <h2 id="faq" className="text-xl font-semibold">
          {t("faqTitle")}
        </h2>
        <div className="mt-4 divide-y rounded-xl border">
          {PRICING_FAQ.map((item) => (
            <details key={item} className="group p-4">
              <summary className="cursor-pointer list-none font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
                <span
                  aria-hidden="true"
                  className="mr-2 inline-block transition-transform group-open:rotate-90 motion-reduce:transition-none"
                >
                  ›
                </span>
                {t(`faq.${item}.q`)}
              </summary>
              <p className="mt-2 pl-5 text-sm text-muted-foreground">{t(`faq.${item}.a`)}</p>
            </details>
          ))}
        </div>
      </section>

      <section
        aria-labelledby="closing"
        className="mt-16 rounded-xl bg-primary px-6 py-12 text-center text-primary-foreground"
      >
        <h2 id="closing" className="text-2xl font-semibold">
          {t("closingTitle")}
        </h2>
        <p className="mx-auto mt-2 max-w-xl">{t("closingSubtitle")}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-primary-foreground bg-primary-foreground text-primary hover:bg-primary-foreground/90"
          >
            <Link href="/signup" prefetch={false}>
              {t("closingPrimary")}
            </Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-primary-foreground bg-transparent text-primary-foreground hover:bg-primary-foreground/10"
          >
            <Link href="/contact" prefetch={false}>
              {t("closingSecondary")}
            </Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
