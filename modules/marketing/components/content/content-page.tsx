import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Prose } from "./prose";
import { readMarkdown, renderMarkdown } from "@/modules/marketing/server/content";
import { env } from "@/lib/server/env";
import { cn } from "@/lib/utils";

/** Public footer pages: their Markdown is `content/pages/{slug}.md`, their title and description `footer.pages.{key}`. */
export const PUBLIC_CONTENT_PAGES = {
  features: "features",
  "how-it-works": "howItWorks",
  roadmap: "roadmap",
  about: "about",
  careers: "careers",
  partners: "partners",
  docs: "docs",
  cookies: "cookies",
  privacy: "privacy",
  terms: "terms",
  disclaimer: "disclaimer",
} as const;

export type PublicContentSlug = keyof typeof PUBLIC_CONTENT_PAGES;
export type MarkdownSlug = PublicContentSlug;

/** Turns heading text (possibly with inline tags and entities) into a URL fragment: "Data & privacy" -> "data-privacy". */
export function headingId(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&[#a-z0-9]+;/gi, " ")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Gives every h2-h4 an id so sections can be linked (`/docs#data-and-privacy`); repeated titles get -2, -3. */
export function withHeadingIds(html: string): string {
  const seen = new Map<string, number>();
  return html.replace(/<h([2-4])>([\s\S]*?)<\/h\1>/g, (_match, level: string, inner: string) => {
    const base = headingId(inner) || "section";
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    const id = count === 1 ? base : `${base}-${count}`;
    return `<h${level} id="${id}">${inner}</h${level}>`;
  });
}

/** Splits the page's `# Title` line from its body, so the h1 gets the page layout's style and the body the prose style. */
export function splitTitle(source: string, slug: string): { title: string; body: string } {
  const match = /^#\s+(.+?)\s*(?:\r?\n|$)/.exec(source.trimStart());
  if (!match?.[1]) throw new Error(`content/pages/${slug}.md must start with a "# Title" line`);
  return { title: match[1], body: source.trimStart().slice(match[0].length) };
}

const rendered = new Map<MarkdownSlug, { title: string; html: string }>();

// Our own files, shipped with the build (never user input), read once at prerender; the result is kept (except in
// development, to show edits) for a page rendered again on demand.
function loadPage(slug: MarkdownSlug): { title: string; html: string } {
  const cached = rendered.get(slug);
  if (cached) return cached;
  const { title, body } = splitTitle(readMarkdown("pages", slug), slug);
  const page = { title, html: withHeadingIds(renderMarkdown(body)) };
  if (env.NODE_ENV !== "development") rendered.set(slug, page);
  return page;
}

/**
 * A footer or legal page written in Markdown: the h1 comes from the file's first line, the rest is rendered
 * as prose. `standalone` pages (the marketing ones) centre themselves; inside a shell whose main element
 * already sets the padding, leave it off.
 */
export function MarkdownPage({ slug, standalone = false }: { slug: MarkdownSlug; standalone?: boolean }) {
  const { title, html } = loadPage(slug);
  return (
    <article className={cn("w-full max-w-3xl", standalone && "mx-auto px-4 py-12 md:py-16")}>
      <h1 className="text-3xl font-bold tracking-tight text-foreground md:text-4xl">{title}</h1>
      <Prose
        html={html}
        className={cn(
          "mt-6 [&>p:first-child]:text-lg",
          // Cookie and key names are set in code; the typography plugin's backticks around them are noise.
          "prose-code:font-medium prose-code:before:content-none prose-code:after:content-none",
          "prose-table:text-sm prose-th:text-left prose-td:align-top",
          // Notes ("> **Availability.** ...") are asides, not quotations: no italics, no quote marks.
          "prose-blockquote:font-normal prose-blockquote:not-italic [&_blockquote_p]:before:content-none [&_blockquote_p]:after:content-none",
          // The table of contents of the user guide.
          "[&_nav]:my-6 [&_nav]:rounded-lg [&_nav]:border [&_nav]:bg-card [&_nav]:px-4 [&_nav]:py-2 [&_nav>ul]:my-2",
        )}
      />
    </article>
  );
}

/** `export const generateMetadata = contentPageMetadata("features")`: title, description and Open Graph texts. */
export function contentPageMetadata(slug: PublicContentSlug) {
  return async (): Promise<Metadata> => {
    const [t, common] = await Promise.all([getTranslations(`footer.pages.${PUBLIC_CONTENT_PAGES[slug]}`), getTranslations("common")]);
    const title = t("title");
    const description = t("description");
    return {
      title,
      description,
      alternates: { canonical: `/${slug}` },
      openGraph: { type: "website", siteName: common("productName"), locale: "en", url: `/${slug}`, title, description },
    };
  };
}
