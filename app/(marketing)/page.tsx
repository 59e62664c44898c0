import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";

export default async function LandingPage() {
  const t = await getTranslations("home.landing");
  return (
    <section className="mx-auto flex max-w-3xl flex-1 flex-col items-center justify-center gap-6 px-4 py-20 text-center">
      <h1 className="text-4xl font-bold tracking-tight md:text-5xl">{t("title")}</h1>
      <p className="text-lg text-muted-foreground">{t("subtitle")}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link href="/services">{t("openAssistant")}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/signup">{t("signUp")}</Link>
        </Button>
      </div>
    </section>
  );
}
