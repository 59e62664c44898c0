import Link from "next/link";
import type { BlogArticle } from "@/modules/marketing/lib/blog";

/**
 * What a card needs: the catalogue entry plus texts the server prepared (formatted date, read time computed
 * from the Markdown). Rendered inside the client list, so it stays free of `cn`/Radix and of next-intl.
 */
export type BlogCardArticle = BlogArticle & { dateLabel: string; readTimeLabel: string };

export function TagList({
  tags,
  label,
  className = "",
}: {
  tags: readonly string[];
  label: string;
  className?: string;
}) {
  return (
    <ul aria-label={label} className={`flex flex-wrap gap-2 ${className}`}>
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground"
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}

/** Author, date and read time on one line; the date is a machine-readable <time>. */
export function ArticleMeta({
  author,
  date,
  dateLabel,
  readTimeLabel,
}: Pick<BlogCardArticle, "author" | "date" | "dateLabel" | "readTimeLabel">) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
      <span>{author}</span>
      <span aria-hidden="true">·</span>
      <time dateTime={date}>{dateLabel}</time>
      <span aria-hidden="true">·</span>
      <span>{readTimeLabel}</span>
    </p>
  );
}

/**
 * One article in the list. The title link is stretched over the whole card (after:inset-0) so the card is one
 * click target, while screen readers and keyboards meet a single link named by the title.
 */
export function ArticleCard({
  article,
  tagsLabel,
  featured = false,
}: {
  article: BlogCardArticle;
  tagsLabel: string;
  featured?: boolean;
}) {
  return (
    <article
      className={`relative flex h-full flex-col gap-3 rounded-lg border bg-card p-6 transition-shadow hover:shadow-md motion-reduce:transition-none ${
        featured ? "md:p-8" : ""
      }`}
    >
      <TagList tags={article.tags} label={tagsLabel} />
      <h3
        className={
          featured ? "text-2xl font-bold tracking-tight md:text-3xl" : "text-lg font-semibold leading-snug"
        }
      >
        <Link
          href={`/blog/${article.slug}`}
          className="rounded-sm after:absolute after:inset-0 after:rounded-lg hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {article.title}
        </Link>
      </h3>
      <p
        className={featured ? "text-base text-muted-foreground md:text-lg" : "text-sm text-muted-foreground"}
      >
        {article.excerpt}
      </p>
      <div className="mt-auto pt-2">
        <ArticleMeta
          author={article.author}
          date={article.date}
          dateLabel={article.dateLabel}
          readTimeLabel={article.readTimeLabel}
        />
      </div>
    </article>
  );
}
