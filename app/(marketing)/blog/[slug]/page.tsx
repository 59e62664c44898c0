import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import {
  Prose,
  ArticleMeta,
  TagList,
  toCardArticle,
  StayInformed,
  Icon,
} from "@/modules/marketing/components";
import { BLOG_SLUGS, getBlogArticle } from "@/modules/marketing";
import { readMarkdown, renderMarkdown } from "@/modules/marketing/server";

type Props = { params: Promise<{ slug: string }> };

// Only the six articles exist: any other slug is a 404, decided at build time.
export const dynamicParams = false;

export function generateStaticParams() {
  return BLOG_SLUGS.map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = getBlogArticle((await params).slug);
  if (!article) return {};
  const common = await getTranslations("common");
  return {
    title: article.title,
    description: article.excerpt,
    authors: [{ name: article.author }],
    alternates: { canonical: `/blog/${article.slug}` },
    openGraph: {
      type: "article",
      siteName: common("productName"),
      locale: "en",
      url: `/blog/${article.slug}`,
      title: article.title,
      description: article.excerpt,
      publishedTime: article.date,
      authors: [article.author],
      tags: [...article.tags],
    },
  };
}

export default async function BlogArticlePage({ params }: Props) {
  const entry = getBlogArticle((await params).slug);
  if (!entry) notFound();
  const [t, article] = await Promise.all([getTranslations("home.blog"), toCardArticle(entry)]);
  const html = renderMarkdown(readMarkdown("blog", article.slug));

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-12 px-4 py-12 md:py-16">
      <article className="flex flex-col gap-8">
        <header className="flex flex-col gap-4">
          <Link
            href="/blog"
            className="inline-flex w-fit items-center gap-2 rounded-sm text-sm font-medium text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Icon name="arrow-left" className="size-4" />
            {t("backToBlog")}
          </Link>
          <TagList tags={article.tags} label={t("tagsLabel")} />
          <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{article.title}</h1>
          <p className="text-lg text-muted-foreground">{article.excerpt}</p>
          <ArticleMeta
            author={t("byline", { author: article.author })}
            date={article.date}
            dateLabel={article.dateLabel}
            readTimeLabel={article.readTimeLabel}
          />
        </header>
        <Prose html={html} />
        <p className="border-t pt-6 text-sm text-muted-foreground">{t("disclaimer")}</p>
      </article>
      <StayInformed />
    </div>
  );
}
