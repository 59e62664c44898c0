import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { MarketingNav, type MarketingNavItem } from "@/modules/marketing/components";
import { Button } from "@/components/ui/button";
import { Logo } from "./logo";
import { ThemeSwitch } from "./theme-switch";

/**
 * Header of every public page (marketing layout and the sign-in pages): sign in and sign up on every one,
 * not only on pricing and the sign-in page. Rendered on the server; only the
 * link list with its scroll/highlight behaviour and the mobile menu are a client leaf, fed with texts as props.
 */
export async function MarketingHeader() {
  const [common, t, theme] = await Promise.all([
    getTranslations("common"),
    getTranslations("home.landing.nav"),
    getTranslations("common.theme"),
  ]);
  const items: MarketingNavItem[] = [
    { href: "/#features", label: t("features"), section: "features" },
    { href: "/#how-it-works", label: t("howItWorks"), section: "how-it-works" },
    { href: "/pricing", label: t("pricing") },
    { href: "/blog", label: t("blog") },
    { href: "/contact", label: t("contact") },
  ];
  return (
    <header className="sticky top-0 z-40 border-b bg-background">
      <a
        href="#main"
        className="sr-only rounded-md bg-primary px-3 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50"
      >
        {common("skipToContent")}
      </a>
      <div className="relative mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <Logo />
        <MarketingNav
          label={t("label")}
          menuLabel={t("menu")}
          items={items}
          actions={
            <>
              <ThemeSwitch
                labels={{
                  label: theme("label"),
                  light: theme("light"),
                  dark: theme("dark"),
                  system: theme("system"),
                }}
              />
              <Button asChild variant="ghost" size="sm" className="hidden md:inline-flex">
                <Link href="/signin" prefetch={false}>
                  {common("nav.signIn")}
                </Link>
              </Button>
              <Button asChild variant="outline" size="sm" className="hidden md:inline-flex">
                <Link href="/signup" prefetch={false}>
                  {common("nav.signUp")}
                </Link>
              </Button>
              <Button asChild size="sm" className="hidden sm:inline-flex">
                <Link href="/services" prefetch={false}>
                  {t("launchAssistant")}
                </Link>
              </Button>
            </>
          }
          mobileActions={
            <>
              <Button asChild variant="outline" className="md:hidden">
                <Link href="/signin" prefetch={false}>
                  {common("nav.signIn")}
                </Link>
              </Button>
              <Button asChild variant="outline" className="md:hidden">
                <Link href="/signup" prefetch={false}>
                  {common("nav.signUp")}
                </Link>
              </Button>
              <Button asChild className="sm:hidden">
                <Link href="/services" prefetch={false}>
                  {t("launchAssistant")}
                </Link>
              </Button>
            </>
          }
        />
      </div>
    </header>
  );
}
