import { getTranslations } from "next-intl/server";
import { NewsletterForm } from "@/modules/marketing/components/newsletter-form";
import { newsletterLabels } from "@/modules/marketing/components/newsletter-labels";

/** The blog's 'Stay informed' box: a heading, one line of text and the shared newsletter form. */
export async function StayInformed() {
  const t = await getTranslations("home.blog");
  return (
    <section
      aria-labelledby="stay-informed-heading"
      className="@container rounded-lg border bg-muted p-6 md:p-8"
    >
      {/* Side by side only when the box itself is wide (the list page), stacked in the narrower article column. */}
      <div className="flex flex-col gap-6 @3xl:flex-row @3xl:items-start @3xl:justify-between">
        <div className="max-w-md">
          <h2 id="stay-informed-heading" className="text-xl font-semibold">
            {t("stayInformed")}
          </h2>
          <p className="mt-2 text-sm text-muted-foreground">{t("stayInformedText")}</p>
        </div>
        <NewsletterForm
          labels={await newsletterLabels()}
          source="blog"
          className="w-full max-w-md @3xl:max-w-sm"
        />
      </div>
    </section>
  );
}
