import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { LogMissingPath } from "@/components/errors/log-missing-path";
import { ApplyStoredTheme } from "@/components/layout/apply-stored-theme";

// Rendered under the root layout only (outside the group layouts), so it applies the stored theme itself.
export default async function NotFound() {
  const t = await getTranslations("common.notFound");
  return (
    <main className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-6 px-4 py-16 text-center">
      <LogMissingPath />
      <ApplyStoredTheme />
      <p className="text-5xl font-bold text-primary">{t("code")}</p>
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="text-muted-foreground">{t("description")}</p>
      <div className="flex flex-wrap justify-center gap-2">
        {/* Plain links: this boundary is part of every page's JavaScript, and Link here would add a second copy of the router link code. */}
        {/* eslint-disable @next/next/no-html-link-for-pages */}
        <Button asChild>
          <a href="/">{t("home")}</a>
        </Button>
        <Button asChild variant="outline">
          <a href="/services">{t("services")}</a>
        </Button>
        {/* eslint-enable @next/next/no-html-link-for-pages */}
      </div>
    </main>
  );
}
