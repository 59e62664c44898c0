"use client";

import { Icon } from "@/modules/marketing/components/icons";
import { useId, useMemo, useRef, useState } from "react";
import { filterArticles, type BlogTag } from "@/modules/marketing/lib/blog";
import { ArticleCard, type BlogCardArticle } from "./article-card";

export type BlogExplorerLabels = {
  searchLabel: string;
  searchPlaceholder: string;
  topicsLabel: string;
  allTopics: string;
  featured: string;
  articles: string;
  /** results[n] is the sentence for n visible articles (the server formats the plural forms). */
  results: string[];
  noResults: string;
  noResultsHint: string;
  clearFilters: string;
  tagsLabel: string;
};

function TopicButton({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={`h-9 rounded-full border px-4 text-sm font-medium transition-colors motion-reduce:transition-none focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring ${
        pressed
          ? "border-primary bg-primary text-primary-foreground"
          : "bg-background text-foreground hover:bg-muted"
      }`}
    >
      {children}
    </button>
  );
}

/** The interactive part of /blog: search text and one topic, state kept locally. */
export function BlogExplorer({
  articles,
  tags,
  labels,
}: {
  articles: BlogCardArticle[];
  tags: readonly BlogTag[];
  labels: BlogExplorerLabels;
}) {
  const [search, setSearch] = useState("");
  const [tag, setTag] = useState<BlogTag | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const searchId = useId();
  const view = useMemo(() => filterArticles(articles, { search, tag }), [articles, search, tag]);
  const shown = view.articles.length + (view.featured ? 1 : 0);

  function clearFilters() {
    setSearch("");
    setTag(null);
    // The button that was clicked disappears with the empty state: keep focus somewhere useful.
    searchRef.current?.focus();
  }

  return (
    <div className="flex flex-col gap-10">
      <div role="search" className="flex flex-col gap-4">
        <div className="flex max-w-md flex-col gap-2">
          <label htmlFor={searchId} className="text-sm font-medium">
            {labels.searchLabel}
          </label>
          <div className="relative">
            <Icon
              name="search"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <input
              ref={searchRef}
              id={searchId}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={labels.searchPlaceholder}
              autoComplete="off"
              className="h-10 w-full rounded-md border bg-background pr-3 pl-9 text-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            />
          </div>
        </div>
        <div role="group" aria-label={labels.topicsLabel} className="flex flex-wrap gap-2">
          <TopicButton pressed={tag === null} onClick={() => setTag(null)}>
            {labels.allTopics}
          </TopicButton>
          {tags.map((name) => (
            <TopicButton key={name} pressed={tag === name} onClick={() => setTag(tag === name ? null : name)}>
              {name}
            </TopicButton>
          ))}
        </div>
        <p role="status" className="text-sm text-muted-foreground">
          {labels.results[shown] ?? labels.results[labels.results.length - 1]}
        </p>
      </div>

      {view.featured && (
        <section aria-labelledby="blog-featured-heading" data-testid="blog-featured">
          <h2
            id="blog-featured-heading"
            className="mb-4 text-sm font-semibold tracking-wide text-muted-foreground uppercase"
          >
            {labels.featured}
          </h2>
          <ArticleCard article={view.featured} tagsLabel={labels.tagsLabel} featured />
        </section>
      )}

      <section aria-labelledby="blog-articles-heading">
        <h2
          id="blog-articles-heading"
          className="mb-4 text-sm font-semibold tracking-wide text-muted-foreground uppercase"
        >
          {labels.articles}
        </h2>
        {view.articles.length > 0 ? (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="blog-list">
            {view.articles.map((article) => (
              <li key={article.slug}>
                <ArticleCard article={article} tagsLabel={labels.tagsLabel} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-12 text-center">
            <p className="text-lg font-semibold">{labels.noResults}</p>
            <p className="text-sm text-muted-foreground">{labels.noResultsHint}</p>
            <button
              type="button"
              onClick={clearFilters}
              className="mt-2 h-10 rounded-md border bg-background px-4 text-sm font-medium hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {labels.clearFilters}
            </button>
          </div>
        )}
      </section>
    </div>
  );
}
