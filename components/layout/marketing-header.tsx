import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Logo } from "./logo";
import { ThemeSwitch } from "./theme-switch";

export async function MarketingHeader() {
  const [t, theme] = [await getTranslations("common.nav"), await getTranslations("common.theme")];
  return (
    <header className="border-b">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-4 px-4">
        <Logo />
        <div className="ml-auto flex items-center gap-2">
          <ThemeSwitch labels={{ label: theme("label"), light: theme("light"), dark: theme("dark"), system: theme("system") }} />
          <Button asChild variant="ghost" size="sm">
            <Link href="/signin">{t("signIn")}</Link>
          </Button>
          <Button asChild size="sm">
            <Link href="/signup">{t("signUp")}</Link>
          </Button>
        </div>
      </div>
    </header>
  );
}
