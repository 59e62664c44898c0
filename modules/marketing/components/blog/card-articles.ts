import "server-only";
import { getFormatter, getTranslations } from "next-intl/server";
import { BLOG_ARTICLES, type BlogArticle } from "@/modules/marketing/lib/blog";
import { readMarkdown, readingMinutes } from "@/modules/marketing/server/content";
import type { BlogCardArticle } from "./article-card";

/** Adds the texts a card shows; the read time is computed from the article's Markdown at build time. */
export async function toCardArticle(article: BlogArticle): Promise<BlogCardArticle> {
  const [t, format] = await Promise.all([getTranslations("home.blog"), getFormatter()]);
  return {
    ...article,
    dateLabel: format.dateTime(new Date(article.date), { dateStyle: "long", timeZone: "UTC" }),
    readTimeLabel: t("readTime", { minutes: readingMinutes(readMarkdown("blog", article.slug)) }),
  };
}

export function blogCardArticles(): Promise<BlogCardArticle[]> {
  return Promise.all(BLOG_ARTICLES.map(toCardArticle));
}
