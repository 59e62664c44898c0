import { getTranslations } from "next-intl/server";

export type ContentPageKey = "privacy" | "terms" | "help" | "disclaimer";

export async function ContentPage({ page }: { page: ContentPageKey }) {
  const t = await getTranslations(`footer.pages.${page}`);
  const paragraphs = t.raw("paragraphs") as string[];
  return (
    <article className="flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      {paragraphs.map((text) => (
        <p key={text} className="leading-relaxed text-muted-foreground">
          {text}
        </p>
      ))}
    </article>
  );
}
