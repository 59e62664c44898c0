/**
 * Blog catalogue: the metadata of the six articles (their bodies are Markdown files in content/blog/) and the
 * pure list filter used by the /blog page. Framework-free so the client list and the unit tests can share it.
 * Read time is not stored here: the server page computes it from the Markdown.
 */

/** Small shared vocabulary so that a topic filter groups several articles. */
export const BLOG_TAGS = ["AI", "Compliance", "Frameworks", "Planning", "Records"] as const;
export type BlogTag = (typeof BLOG_TAGS)[number];

export type BlogArticle = {
  slug: string;
  title: string;
  excerpt: string;
  /** A team byline: articles are written by the team, not by named individuals. */
  author: string;
  /** Publication date, ISO yyyy-mm-dd. */
  date: string;
  tags: readonly BlogTag[];
  featured: boolean;
};

/** Newest first: the list keeps this order. */
export const BLOG_ARTICLES: readonly BlogArticle[] = [
  {
    slug: "procurement-ai-revolution",
    title: "The AI shift in procurement: faster drafts, same accountability",
    excerpt:
      "What AI assistants genuinely help procurement teams with, where they must not be trusted, and how to keep a human reviewer in charge of every decision.",
    author: "Procuros Editorial Team",
    date: "2026-11-10",
    tags: ["AI", "Planning"],
    featured: true,
  },
  {
    slug: "kenya-ppada-framework-guide",
    title: "Kenya's Public Procurement and Asset Disposal Act 2015: a practitioner's guide",
    excerpt:
      "Open tendering as the default, tender security and validity, abnormally low and unbalanced tenders, the 14-day standstill, debriefing and publication: the key rules with their sources.",
    author: "Procuros Research",
    date: "2026-10-20",
    tags: ["Frameworks", "Compliance"],
    featured: false,
  },
  {
    slug: "threshold-calculation-best-practices",
    title: "Estimating contract value and applying thresholds: good practice",
    excerpt:
      "How to build a defensible estimate, aggregate related requirements, avoid splitting, and read thresholds from the right text and edition, with EU, ADB and World Bank examples.",
    author: "Procuros Research",
    date: "2026-09-29",
    tags: ["Planning", "Frameworks", "Compliance"],
    featured: false,
  },
  {
    slug: "document-management-strategies",
    title: "Document management for procurement teams: records that stand up to review",
    excerpt:
      "A practical approach to procurement records: one file per procurement, naming and versioning, an audit trail of decisions, confidentiality and retention.",
    author: "Procuros Editorial Team",
    date: "2026-08-18",
    tags: ["Records", "Compliance"],
    featured: false,
  },
  {
    slug: "compliance-monitoring-automation",
    title: "Automating compliance monitoring: red flags, checks and sampling",
    excerpt:
      "Which procurement checks can be automated, which red flags deserve a human look, and how to sample files so that monitoring stays proportionate.",
    author: "Procuros Research",
    date: "2026-07-07",
    tags: ["Compliance", "AI", "Records"],
    featured: false,
  },
  {
    slug: "rag-technology-procurement",
    title: "Retrieval-augmented generation for procurement knowledge",
    excerpt:
      "How retrieval over your own guidelines works, why answers should cite their sources, and the limits to keep in mind before trusting an AI answer about the rules.",
    author: "Procuros Research",
    date: "2026-05-26",
    tags: ["AI", "Frameworks", "Records"],
    featured: false,
  },
];

export const BLOG_SLUGS: readonly string[] = BLOG_ARTICLES.map((article) => article.slug);

export function getBlogArticle(slug: string): BlogArticle | undefined {
  return BLOG_ARTICLES.find((article) => article.slug === slug);
}

export function isBlogTag(value: string): value is BlogTag {
  return (BLOG_TAGS as readonly string[]).includes(value);
}

export type BlogFilter = { search: string; tag: BlogTag | null };

type Filterable = Pick<BlogArticle, "title" | "excerpt" | "tags" | "featured">;

/**
 * Applies the /blog filters: case-insensitive search over title, excerpt and tags, and one
 * active tag or all topics. With neither, the featured article fills its own slot and is left out of the
 * list; with either, it is treated like any other article. Generic so callers keep their extra fields.
 */
export function filterArticles<T extends Filterable>(
  articles: readonly T[],
  { search, tag }: BlogFilter,
): { featured: T | null; articles: T[] } {
  const needle = search.trim().toLowerCase();
  if (!needle && !tag) {
    const featured = articles.find((article) => article.featured) ?? null;
    return { featured, articles: articles.filter((article) => article !== featured) };
  }
  const matches = articles.filter(
    (article) =>
      (!tag || article.tags.includes(tag)) &&
      (!needle ||
        article.title.toLowerCase().includes(needle) ||
        article.excerpt.toLowerCase().includes(needle) ||
        article.tags.some((name) => name.toLowerCase().includes(needle))),
  );
  return { featured: null, articles: matches };
}
