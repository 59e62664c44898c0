"use client";

import { SlidersHorizontal } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { FRAMEWORK_SOURCES, FRAMEWORK_TAB_NAMES } from "@/lib/frameworks/options";
import {
  selectedFilterCount,
  type LibraryFilters as Filters,
} from "@/modules/settings/lib/guideline-library";

type Props = { filters: Filters; tags: string[]; onChange: (filters: Filters) => void; onClear: () => void };

function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

function CheckGroup({
  legend,
  options,
  name,
}: {
  legend: string;
  name: string;
  options: { value: string; label: string; checked: boolean; onToggle: () => void }[];
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name={name}
            value={option.value}
            checked={option.checked}
            onChange={option.onToggle}
            className="h-4 w-4 accent-[var(--primary)]"
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/** Filters popover: Type, Source and Tags; the badge counts every selected filter. */
export function LibraryFilters({ filters, tags, onChange, onClear }: Props) {
  const t = useTranslations("settings.library");
  const count = selectedFilterCount(filters);
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="outline" data-testid="library-filters">
          <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
          {t("filters")}
          {count ? (
            <Badge>
              <span aria-hidden="true" data-testid="library-filter-count">
                {count}
              </span>
              <span className="sr-only">{t("filtersSelected", { count })}</span>
            </Badge>
          ) : null}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="max-h-[70vh] space-y-4 overflow-y-auto" aria-label={t("filters")}>
        <CheckGroup
          legend={t("type")}
          name="type"
          options={(["link", "file"] as const).map((kind) => ({
            value: kind,
            label: t(kind === "link" ? "links" : "files"),
            checked: filters.types.includes(kind),
            onToggle: () => onChange({ ...filters, types: toggle(filters.types, kind) }),
          }))}
        />
        <CheckGroup
          legend={t("source")}
          name="source"
          options={FRAMEWORK_SOURCES.map((source) => ({
            value: source,
            label: FRAMEWORK_TAB_NAMES[source],
            checked: filters.sources.includes(source),
            onToggle: () => onChange({ ...filters, sources: toggle(filters.sources, source) }),
          }))}
        />
        {tags.length ? (
          <CheckGroup
            legend={t("tags")}
            name="tag"
            options={tags.map((tag) => ({
              value: tag,
              label: tag,
              checked: filters.tags.includes(tag),
              onToggle: () => onChange({ ...filters, tags: toggle(filters.tags, tag) }),
            }))}
          />
        ) : (
          <p className="text-sm text-muted-foreground">{t("noTags")}</p>
        )}
        <Button
          variant="outline"
          size="sm"
          className="w-full"
          onClick={onClear}
          disabled={count === 0 && !filters.search}
        >
          {t("clearFilters")}
        </Button>
      </PopoverContent>
    </Popover>
  );
}
