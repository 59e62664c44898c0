import { readMarkdown, renderMarkdown } from "@/modules/marketing/server/content";
import { Prose } from "./prose";
import { splitTitle, withHeadingIds } from "./content-page";

/** The integration guides linked from the webhook tools' cards (catalogue `documentation`). */
export const WIKI_PAGES = [
  "red-flag-monitoring-integration",
  "bidders-due-diligence-integration",
  "audit-trail-exporter-integration",
] as const;

export const wikiTitle = (slug: string) => splitTitle(readMarkdown("wiki", slug), slug).title;

export function WikiPage({ slug }: { slug: string }) {
  const { title, body } = splitTitle(readMarkdown("wiki", slug), slug);
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-12 md:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-foreground md:text-4xl">{title}</h1>
      <Prose
        // Code samples scroll sideways on a phone: focusable, so a keyboard can scroll them too.
        html={withHeadingIds(renderMarkdown(body)).replace(/<pre>/g, '<pre tabindex="0">')}
        className="mt-6 prose-code:before:content-none prose-code:after:content-none prose-table:text-sm prose-th:text-left prose-td:align-top"
      />
    </article>
  );
}
