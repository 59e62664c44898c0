import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { ContactForm, contactFormLabels } from "@/modules/contact/components";
import { Toaster } from "@/components/layout/toaster";
import { Icon } from "@/modules/marketing/components";
import { env } from "@/lib/server/env";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("home.contact");
  return {
    title: t("title"),
    description: t("description"),
    openGraph: { title: t("title"), description: t("description") },
  };
}

const card = "rounded-xl border bg-card p-5 shadow-sm";
const link =
  "mt-3 inline-block text-sm font-medium text-primary underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

export default async function ContactPage() {
  const [t, labels] = [await getTranslations("home.contact"), await contactFormLabels()];
  const infoCards = [
    { key: "email", icon: "mail", href: `mailto:${env.CONTACT_INBOX}`, action: env.CONTACT_INBOX },
    {
      key: "call",
      icon: "calendar",
      href: `/contact?subject=${encodeURIComponent("Product Demo Request")}#contact-form`,
      action: t("cards.call.action"),
    },
    { key: "coverage", icon: "globe" },
    { key: "response", icon: "clock" },
  ] as const;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-14">
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-4xl font-bold tracking-tight">{t("title")}</h1>
        <p className="mt-3 text-muted-foreground">{t("subtitle")}</p>
      </header>

      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {infoCards.map((info) => (
          <li key={info.key} className={card}>
            <Icon name={info.icon} className="h-5 w-5 text-primary" />
            <h2 className="mt-3 font-semibold">{t(`cards.${info.key}.title`)}</h2>
            <p className="mt-1 text-sm text-muted-foreground">{t(`cards.${info.key}.body`)}</p>
            {"href" in info ? (
              // A plain anchor: the demo link must reload the form with its subject, and mailto is not a route.
              <a href={info.href} className={link}>
                {info.action}
              </a>
            ) : null}
          </li>
        ))}
      </ul>

      <div className="mt-10 grid gap-8 lg:grid-cols-[2fr_1fr]">
        <section
          id="contact-form"
          aria-labelledby="contact-form-title"
          className={`${card} scroll-mt-24 p-6`}
        >
          <h2 id="contact-form-title" className="text-xl font-semibold">
            {t("formTitle")}
          </h2>
          <p className="mt-1 mb-5 text-sm text-muted-foreground">{t("formDescription")}</p>
          <ContactForm source="contact" labels={labels} />
        </section>

        <aside className="space-y-4">
          <section className={card} aria-labelledby="side-enterprise">
            <h2 id="side-enterprise" className="font-semibold">
              {t("side.enterprise.title")}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">{t("side.enterprise.body")}</p>
            <Link href="/pricing" className={link}>
              {t("side.enterprise.action")}
            </Link>
          </section>
          <section className={card} aria-labelledby="side-support">
            <h2 id="side-support" className="font-semibold">
              {t("side.support.title")}
            </h2>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
              <li>{t("side.support.free")}</li>
              <li>{t("side.support.professional")}</li>
              <li>{t("side.support.enterprise")}</li>
            </ul>
          </section>
          <section className={card} aria-labelledby="side-community">
            <h2 id="side-community" className="font-semibold">
              {t("side.community.title")}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">{t("side.community.body")}</p>
            <p className="mt-3 flex gap-4 text-sm">
              <Link href="/blog" className="font-medium text-primary underline underline-offset-4">
                {t("side.community.blog")}
              </Link>
              <Link href="/roadmap" className="font-medium text-primary underline underline-offset-4">
                {t("side.community.roadmap")}
              </Link>
            </p>
          </section>
        </aside>
      </div>
      <Toaster />
    </div>
  );
}
