import type { MetadataRoute } from "next";
import { BLOG_ARTICLES } from "@/modules/marketing";
import { env } from "@/lib/server/env";
import { PUBLIC_DYNAMIC_PATHS } from "@/lib/routes";
import { PUBLIC_PAGES } from "@/lib/site-pages";

// Public pages only: signed-in pages are not for search engines.
export default function sitemap(): MetadataRoute.Sitemap {
  const base = env.APP_URL.replace(/\/$/, "");
  return [
    ...[...PUBLIC_PAGES, ...PUBLIC_DYNAMIC_PATHS].map((path) => ({
      url: `${base}${path}`,
      changeFrequency: "weekly" as const,
      priority: path === "/" ? 1 : 0.7,
    })),
    ...BLOG_ARTICLES.map((article) => ({
      url: `${base}/blog/${article.slug}`,
      lastModified: article.date,
      changeFrequency: "monthly" as const,
      priority: 0.6,
    })),
  ];
}
