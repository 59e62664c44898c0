import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { Marked } from "marked";

/** Long-form texts (blog articles, footer and legal pages) are Markdown files under `content/`, written by us. */
export type ContentKind = "blog" | "pages" | "wiki";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const markdown = new Marked({ gfm: true, async: false });

export function contentPath(kind: ContentKind, slug: string): string {
  if (!SLUG.test(slug)) throw new Error(`Invalid content slug: ${slug}`);
  return path.join(process.cwd(), "content", kind, `${slug}.md`);
}

export function readMarkdown(kind: ContentKind, slug: string): string {
  return readFileSync(contentPath(kind, slug), "utf8");
}

/** Markdown to HTML. Only for our own files in `content/`: the output is trusted and not sanitised. */
export function renderMarkdown(source: string): string {
  return markdown.parse(source) as string;
}

export function wordCount(source: string): number {
  return source.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
}

/** Reading time at 200 words per minute, at least one minute. */
export function readingMinutes(source: string): number {
  return Math.max(1, Math.round(wordCount(source) / 200));
}
