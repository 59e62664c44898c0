import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { OpenAssistantButton } from "./hero";

export async function FinalCta() {
  const t = await getTranslations("home.landing");
  return (
    <section aria-labelledby="cta-title" className="border-t bg-muted/40">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-5 px-4 py-16 text-center md:py-20">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance">
          {t("cta.heading")}
        </h2>
        <p className="text-muted-foreground text-pretty">{t("cta.body")}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <OpenAssistantButton label={t("openAssistant")} />
          <Button asChild size="lg" variant="outline">
            <Link href="/contact" prefetch={false}>
              {t("cta.talk")}
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
