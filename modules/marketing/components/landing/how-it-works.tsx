import { getTranslations } from "next-intl/server";
import { JOURNEY_KEYS } from "./content";
import { StepsAccordion } from "./steps-accordion";

/** 'How it works' (id="how-it-works"): the seven-step journey, from framework to knowledge index. */
export async function HowItWorks() {
  const t = await getTranslations("home.landing.steps");
  const steps = JOURNEY_KEYS.map((key) => ({ title: t(`items.${key}.title`), body: t(`items.${key}.body`) }));
  return (
    <section
      id="how-it-works"
      tabIndex={-1}
      aria-labelledby="how-it-works-title"
      className="scroll-mt-20 border-y bg-muted/40 outline-none"
    >
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-16 md:grid-cols-[1fr_2fr] md:py-20">
        <div>
          <h2 id="how-it-works-title" className="text-3xl font-bold tracking-tight">
            {t("heading")}
          </h2>
          <p className="mt-2 text-muted-foreground">{t("intro")}</p>
        </div>
        <StepsAccordion
          steps={steps}
          progressLabel={t("progress")}
          progressTexts={steps.map((_, index) => t("progressText", { step: index + 1, total: steps.length }))}
          noneOpen={t("noneOpen")}
          jumpLabel={t("jump")}
          jumpLabels={steps.map((step, index) => t("jumpTo", { n: index + 1, title: step.title }))}
        />
      </div>
    </section>
  );
}
