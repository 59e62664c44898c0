import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Audiences } from "@/components/marketing/landing/audiences";
import { Capabilities } from "@/components/marketing/landing/capabilities";
import { FinalCta } from "@/components/marketing/landing/final-cta";
import { Hero } from "@/components/marketing/landing/hero";
import { HowItWorks } from "@/components/marketing/landing/how-it-works";
import { TOOLS } from "@/lib/catalogue";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("home.landing");
  return { title: t("title"), description: t("metaDescription", { count: TOOLS.length }) };
}

/** Landing page (spec 1 §2): prerendered; the carousel, steps, tabs and tour are small client leaves. */
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
