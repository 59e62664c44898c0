import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  BLOG_ARTICLES,
  BLOG_SLUGS,
  BLOG_TAGS,
  filterArticles,
  getBlogArticle,
  isBlogTag,
} from "@/modules/marketing/lib/blog";
import { contentPath, wordCount } from "@/modules/marketing/server/content";

const all = { search: "", tag: null } as const;
const slugs = (articles: readonly { slug: string }[]) => articles.map((article) => article.slug);

describe("blog catalogue", () => {
  it("has the six static articles, with procurement-ai-revolution as the only featured one", () => {
    expect(BLOG_SLUGS).toEqual([
      "procurement-ai-revolution",
      "kenya-ppada-framework-guide",
      "threshold-calculation-best-practices",
      "document-management-strategies",
      "compliance-monitoring-automation",
      "rag-technology-procurement",
    ]);
    expect(BLOG_ARTICLES.filter((article) => article.featured).map((article) => article.slug)).toEqual([
      "procurement-ai-revolution",
    ]);
  });

  it("dates every article in 2026 before 22 November, newest first, with a team byline", () => {
    const dates = BLOG_ARTICLES.map((article) => article.date);
    for (const date of dates) {
      expect(date).toMatch(/^2026-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(date))).toBe(false);
      expect(date < "2026-11-22").toBe(true);
    }
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const article of BLOG_ARTICLES) expect(article.author).toMatch(/^Procuros /);
  });

  it("tags each article with 2-4 tags from the shared vocabulary, and every tag groups at least two articles", () => {
    for (const article of BLOG_ARTICLES) {
      expect(article.tags.length).toBeGreaterThanOrEqual(2);
      expect(article.tags.length).toBeLessThanOrEqual(4);
      expect(new Set(article.tags).size).toBe(article.tags.length);
      for (const tag of article.tags) expect(isBlogTag(tag)).toBe(true);
    }
    for (const tag of BLOG_TAGS)
      expect(BLOG_ARTICLES.filter((article) => article.tags.includes(tag)).length).toBeGreaterThanOrEqual(2);
  });

  it("has a Markdown body of 400-1000 words for every article", () => {
    for (const slug of BLOG_SLUGS) {
      const words = wordCount(readFileSync(contentPath("blog", slug), "utf8"));
      expect(words, slug).toBeGreaterThanOrEqual(400);
      expect(words, slug).toBeLessThanOrEqual(1000);
    }
  });

  it("finds an article by slug and nothing for an unknown one", () => {
    expect(getBlogArticle("kenya-ppada-framework-guide")?.title).toContain("Kenya");
    expect(getBlogArticle("no-such-article")).toBeUndefined();
  });
});

describe("filterArticles", () => {
  it("with no search and no tag, shows the featured article in its slot and not again in the list", () => {
    const view = filterArticles(BLOG_ARTICLES, all);
    expect(view.featured?.slug).toBe("procurement-ai-revolution");
    expect(slugs(view.articles)).toEqual(BLOG_SLUGS.slice(1));
  });

  it("treats whitespace-only search as no search", () => {
    expect(filterArticles(BLOG_ARTICLES, { search: "   ", tag: null }).featured?.slug).toBe(
      "procurement-ai-revolution",
    );
  });

  it("searches title, excerpt and tags case-insensitively and hides the featured slot", () => {
    // Title
    expect(slugs(filterArticles(BLOG_ARTICLES, { search: "KENYA", tag: null }).articles)).toEqual([
      "kenya-ppada-framework-guide",
    ]);
    // Excerpt only ("sample files" appears in no title or tag)
    expect(slugs(filterArticles(BLOG_ARTICLES, { search: "sample files", tag: null }).articles)).toEqual([
      "compliance-monitoring-automation",
    ]);
    // Tag name ("records" is a tag of three articles and appears in one excerpt/title)
    const records = filterArticles(BLOG_ARTICLES, { search: "Records", tag: null });
    expect(records.featured).toBeNull();
    expect(slugs(records.articles)).toEqual([
      "document-management-strategies",
      "compliance-monitoring-automation",
      "rag-technology-procurement",
    ]);
  });

  it("lists the featured article like any other when the search matches it", () => {
    const view = filterArticles(BLOG_ARTICLES, { search: "accountability", tag: null });
    expect(view.featured).toBeNull();
    expect(slugs(view.articles)).toEqual(["procurement-ai-revolution"]);
  });

  it("filters by one tag and hides the featured slot", () => {
    const planning = filterArticles(BLOG_ARTICLES, { search: "", tag: "Planning" });
    expect(planning.featured).toBeNull();
    expect(slugs(planning.articles)).toEqual([
      "procurement-ai-revolution",
      "threshold-calculation-best-practices",
    ]);
    expect(slugs(filterArticles(BLOG_ARTICLES, { search: "", tag: "Records" }).articles)).not.toContain(
      "procurement-ai-revolution",
    );
  });

  it("combines search and tag", () => {
    expect(slugs(filterArticles(BLOG_ARTICLES, { search: "retrieval", tag: "AI" }).articles)).toEqual([
      "rag-technology-procurement",
    ]);
    expect(filterArticles(BLOG_ARTICLES, { search: "retrieval", tag: "Planning" }).articles).toEqual([]);
  });

  it("returns an empty list (and no featured article) when nothing matches", () => {
    expect(filterArticles(BLOG_ARTICLES, { search: "zzz-no-match", tag: null })).toEqual({
      featured: null,
      articles: [],
    });
  });

  it("keeps the callers' extra fields and works without a featured article", () => {
    const items = [
      { slug: "a", title: "Alpha", excerpt: "first", tags: ["AI"] as const, featured: false, extra: 1 },
      { slug: "b", title: "Beta", excerpt: "second", tags: ["Records"] as const, featured: false, extra: 2 },
    ];
    const view = filterArticles(items, all);
    expect(view.featured).toBeNull();
    expect(view.articles.map((item) => item.extra)).toEqual([1, 2]);
  });
});
