import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BlogExplorer, blogCardArticles, StayInformed } from "@/modules/marketing/components";
import { BLOG_TAGS } from "@/modules/marketing";

export async function generateMetadata(): Promise<Metadata> {
  const [t, common] = await Promise.all([getTranslations("home.blog"), getTranslations("common")]);
  const title = t("metaTitle");
  const description = t("metaDescription");
  return {
    title,
    description,
    alternates: { canonical: "/blog" },
    openGraph: {
      type: "website",
      siteName: common("productName"),
      locale: "en",
      url: "/blog",
      title: `${t("title")} · ${common("productName")}`,
      description,
    },
  };
}

export default async function BlogPage() {
  const t = await getTranslations("home.blog");
  const articles = await blogCardArticles();
  const labels = {
    searchLabel: t("searchLabel"),
    searchPlaceholder: t("searchPlaceholder"),
    topicsLabel: t("topicsLabel"),
    allTopics: t("allTopics"),
    featured: t("featured"),
    articles: t("articles"),
    results: Array.from({ length: articles.length + 1 }, (_, count) => t("results", { count })),
    noResults: t("noResults"),
    noResultsHint: t("noResultsHint"),
    clearFilters: t("clearFilters"),
    tagsLabel: t("tagsLabel"),
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-12 px-4 py-12 md:py-16">
      <header className="flex max-w-3xl flex-col gap-3">
        <h1 className="text-4xl font-bold tracking-tight md:text-5xl">{t("title")}</h1>
        <p className="text-lg text-muted-foreground">{t("subtitle")}</p>
      </header>
      <BlogExplorer articles={articles} tags={BLOG_TAGS} labels={labels} />
      <StayInformed />
    </div>
  );
}
