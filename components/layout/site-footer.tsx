import Link from "next/link";
import { getTranslations } from "next-intl/server";

const LINKS = [
  { href: "/privacy", key: "privacy" },
  { href: "/terms", key: "terms" },
  { href: "/help", key: "help" },
  { href: "/disclaimer", key: "disclaimer" },
] as const;

export async function SiteFooter() {
  const t = await getTranslations("footer");
  return (
    <footer className="mt-auto border-t">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-muted-foreground md:flex-row md:items-center md:justify-between">
        <p>{t("copyright", { year: new Date().getFullYear() })}</p>
        <nav aria-label={t("links")} className="flex flex-wrap gap-4">
          {LINKS.map(({ href, key }) => (
            <Link key={href} href={href} className="hover:text-foreground hover:underline">
              {t(key)}
            </Link>
          ))}
        </nav>
      </div>
    </footer>
  );
}
