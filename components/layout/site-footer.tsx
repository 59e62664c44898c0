import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { NewsletterForm, newsletterLabels } from "@/modules/marketing/components";
import { prefetchable } from "@/lib/site-pages";

const COLUMNS = {
  product: [
    { href: "/features", key: "linkLabels.features" },
    { href: "/how-it-works", key: "linkLabels.howItWorks" },
    { href: "/pricing", key: "linkLabels.pricing" },
    { href: "/roadmap", key: "linkLabels.roadmap" },
    { href: "/docs", key: "linkLabels.docs" },
    { href: "/api", key: "linkLabels.api" },
  ],
  company: [
    { href: "/about", key: "linkLabels.about" },
    { href: "/careers", key: "linkLabels.careers" },
    { href: "/partners", key: "linkLabels.partners" },
    { href: "/blog", key: "linkLabels.blog" },
    { href: "/contact", key: "linkLabels.contact" },
  ],
  // The footer's own links: Privacy, Terms, Help/Contact, Disclaimer.
  legal: [
    { href: "/privacy", key: "privacy" },
    { href: "/terms", key: "terms" },
    { href: "/help", key: "help" },
    { href: "/disclaimer", key: "disclaimer" },
    { href: "/cookies", key: "linkLabels.cookies" },
  ],
} as const;

// The year is fixed at build time on prerendered pages; rebuilt with each release, which is often enough.
export async function SiteFooter() {
  const [t, labels] = [await getTranslations("footer"), await newsletterLabels()];
  return (
    <footer className="mt-auto border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-[1.2fr_repeat(3,1fr)_1.6fr]">
        <p className="text-sm text-muted-foreground">{t("tagline")}</p>
        {(Object.keys(COLUMNS) as (keyof typeof COLUMNS)[]).map((column) => (
          <nav key={column} aria-labelledby={`footer-${column}`}>
            <h2 id={`footer-${column}`} className="mb-3 text-sm font-semibold">
              {t(`columns.${column}`)}
            </h2>
            <ul className="space-y-2 text-sm">
              {COLUMNS[column].map(({ href, key }) => (
                <li key={href}>
                  <Link
                    href={href}
                    prefetch={prefetchable(href)}
                    className="text-muted-foreground hover:text-foreground hover:underline"
                  >
                    {t(key)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className="mb-1 text-sm font-semibold">
            {t("newsletter.title")}
          </h2>
          <p className="mb-3 text-sm text-muted-foreground">{t("newsletter.description")}</p>
          <NewsletterForm labels={labels} source="footer" />
        </section>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-muted-foreground">
          {t("copyright", { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
