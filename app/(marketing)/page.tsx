import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Audiences, Capabilities, FinalCta, Hero, HowItWorks } from "@/modules/marketing/components";
import { TOOLS } from "@/lib/catalogue";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("home.landing");
  return { title: t("title"), description: t("metaDescription", { count: TOOLS.length }) };
}

/** Landing page: prerendered; the carousel, steps, tabs and tour are small client leaves. */
export default function LandingPage() {
  return (
    <>
      <Hero />
      <Capabilities />
      <HowItWorks />
      <Audiences />
      <FinalCta />
    </>
  );
}
