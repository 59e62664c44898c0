"use client";

import { BookOpen, Search } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { FrameworkStore } from "@/modules/settings/components/framework/use-framework-settings";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { allRefs, hasFrameworkSettings } from "@/modules/settings/lib/framework-settings";
import {
  libraryTags,
  matchesLibraryFilters,
  NO_FILTERS,
  searchState,
  unsearchedFiles,
  type LibraryFilters as Filters,
} from "@/modules/settings/lib/guideline-library";
import { LibraryFilters } from "./library-filters";
import { LibraryItem } from "./library-item";
import { SeedDemoButton } from "./seed-demo-button";
import { useLibraryTextSearch, type TextSearch } from "./use-library-text-search";

type Props = { store: FrameworkStore; onShowSources: () => void };

/** Under the count while searching: the file text is being searched, or which files it could not look at. */
function SearchNote({ search, refs }: { search: TextSearch; refs: ReturnType<typeof allRefs> }) {
  const t = useTranslations("settings.library");
  if (search.status === "idle") return null;
  const { indexing, unreadable } = unsearchedFiles(refs);
  const notes = [
    search.status === "searching" ? t("searchingFiles") : null,
    search.status === "failed" ? t("fileSearchFailed") : null,
    indexing ? t("filesIndexing", { count: indexing }) : null,
    unreadable ? t("filesUnreadable", { count: unreadable }) : null,
  ].filter(Boolean);
  if (!notes.length) return null;
  return (
    <p className="text-xs text-muted-foreground" data-testid="library-search-note">
      {notes.join(" ")}
    </p>
  );
}

/**
 * Every reference of the org: search (titles, notes and tags here; file text on the server), filters,
 * 'X of Y references', per-item actions, empty states.
 */
export function GuidelinesLibrary({ store, onShowSources }: Props) {
  const t = useTranslations("settings.library");
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const refs = allRefs(store.views);
  // Changes when a file is added, removed or finishes indexing: the file text is searched again.
  const indexVersion = refs.map((ref) => `${ref.id}:${searchState(ref) ?? ""}`).join(",");
  const textSearch = useLibraryTextSearch(filters.search, indexVersion);
  const inFileText = new Set(textSearch.matches.keys());
  const shown = refs.filter((ref) => matchesLibraryFilters(ref, filters, inFileText));
  const tags = [...new Set([...libraryTags(refs), ...filters.tags])].sort((a, b) => a.localeCompare(b));
  const clear = () => setFilters(NO_FILTERS);

  return (
    <div className="space-y-4" data-testid="guidelines-library">
      {hasFrameworkSettings(store.views) ? null : <SeedDemoButton onSeeded={store.replaceAll} />}
      {refs.length === 0 ? (
        <div
          className="flex flex-col items-center gap-2 rounded-lg border p-8 text-center"
          data-testid="library-empty"
        >
          <BookOpen className="h-8 w-8 text-muted-foreground" aria-hidden="true" />
          <h3 className="font-semibold">{t("emptyTitle")}</h3>
          <p className="text-sm text-muted-foreground">{t("emptyDescription")}</p>
          <a
            href="#framework"
            onClick={onShowSources}
            className="text-sm text-primary underline underline-offset-4"
          >
            {t("emptyLink")}
          </a>
        </div>
      ) : (
        <>
          <div className="flex flex-col gap-2 sm:flex-row">
            <div className="relative flex-1">
              <label htmlFor="library-search" className="sr-only">
                {t("searchLabel")}
              </label>
              <Search
                className="pointer-events-none absolute left-3 top-3 h-4 w-4 text-muted-foreground"
                aria-hidden="true"
              />
              <Input
                id="library-search"
                type="search"
                className="pl-9"
                placeholder={t("searchPlaceholder")}
                value={filters.search}
                onChange={(event) => setFilters({ ...filters, search: event.target.value })}
              />
            </div>
            <LibraryFilters filters={filters} tags={tags} onChange={setFilters} onClear={clear} />
          </div>
          <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="library-count">
            {t("count", { shown: shown.length, total: refs.length })}
          </p>
          <SearchNote search={textSearch} refs={refs} />
          {shown.length === 0 ? (
            <div
              className="flex flex-col items-center gap-2 rounded-lg border p-8 text-center"
              data-testid="library-no-results"
            >
              <h3 className="font-semibold">{t("noResults")}</h3>
              <p className="text-sm text-muted-foreground">{t("noResultsDescription")}</p>
              <Button variant="outline" size="sm" onClick={clear}>
                {t("clearFilters")}
              </Button>
            </div>
          ) : (
            <ul className="space-y-2" aria-label={t("listLabel")}>
              {shown.map((ref) => (
                <LibraryItem
                  key={ref.id}
                  reference={ref}
                  onDeleted={store.removeRef}
                  textMatch={textSearch.matches.get(ref.id)}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
