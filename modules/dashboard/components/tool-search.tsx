"use client";

import { Search } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { toolHref } from "@/lib/catalogue";
import { didYouMean, isOffTopic, searchTools, TOP_RESULTS } from "@/modules/dashboard/lib/tool-search";
import { cn } from "@/lib/utils";
import { useDashboard, type DashboardTool } from "./dashboard-role";

/** Suggestions close this long after the input loses focus (so a click on one still lands). */
const BLUR_CLOSE_MS = 200;

/**
 * Search Tools: a combobox (WAI-ARIA 1.2 list autocomplete). Suggestions open while there is text, close on
 * blur after 200 ms, on Escape or on selection; ArrowUp/ArrowDown move the highlight and Enter opens the
 * highlighted tool (or the best match when none is highlighted). Opening goes through the hub's `?tool=`.
 */
export function ToolSearch() {
  const t = useTranslations("home.dashboard.search");
  const router = useRouter();
  const { role, tools } = useDashboard();
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(-1);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const { results, total } = useMemo(() => searchTools(query, role, tools), [query, role, tools]);
  const hasText = query.trim() !== "";
  const showPopup = open && hasText;
  const expanded = showPopup && results.length > 0;
  const suggestion = useMemo(
    () => (hasText && total === 0 && !isOffTopic(query) ? didYouMean(query, tools) : null),
    [hasText, total, query, tools],
  );

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  function update(text: string) {
    setQuery(text);
    setHighlight(-1);
    setOpen(text.trim() !== "");
  }

  function choose(tool: DashboardTool) {
    setOpen(false);
    setHighlight(-1);
    router.push(toolHref(tool.id));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Escape") {
      if (showPopup) event.preventDefault();
      setOpen(false);
      setHighlight(-1);
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!hasText) return;
      event.preventDefault();
      setOpen(true);
      if (results.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      // From "nothing highlighted", Down goes to the first and Up to the last; both wrap around.
      setHighlight((current) =>
        current === -1
          ? step === 1
            ? 0
            : results.length - 1
          : (current + step + results.length) % results.length,
      );
    } else if (event.key === "Enter") {
      const picked = results[highlight] ?? (showPopup ? results[0] : undefined);
      if (picked) {
        event.preventDefault();
        choose(picked.tool);
      }
    }
  }

  return (
    <div
      ref={container}
      className="relative"
      onFocus={() => clearTimeout(closeTimer.current)}
      onBlur={(event) => {
        // Focus moving to the 'Did you mean' button stays inside the search.
        if (container.current?.contains(event.relatedTarget)) return;
        clearTimeout(closeTimer.current);
        closeTimer.current = setTimeout(() => {
          setOpen(false);
          setHighlight(-1);
        }, BLUR_CLOSE_MS);
      }}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        {t("label")}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute left-3 top-3 size-4 text-muted-foreground"
      />
      <input
        ref={input}
        id={`${id}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && highlight >= 0 ? optionId(highlight) : undefined}
        placeholder={t("placeholder")}
        value={query}
        onChange={(event) => update(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => {
          if (hasText) setOpen(true);
        }}
        className="flex h-11 w-full rounded-md border bg-background py-2 pl-9 pr-3 text-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      />
      <div
        className={cn(
          "absolute inset-x-0 top-full z-20 mt-1 rounded-md border bg-card text-foreground shadow-lg",
          !showPopup && "hidden",
        )}
      >
        <ul
          id={listboxId}
          role="listbox"
          aria-label={t("resultsLabel")}
          className={cn("max-h-80 overflow-y-auto p-1", !expanded && "hidden")}
        >
          {results.map(({ tool }, index) => (
            <li
              key={tool.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === highlight}
              // Keep focus in the input, so the blur timer does not race the click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(tool)}
              onMouseMove={() => setHighlight(index)}
              className={cn(
                "flex cursor-pointer flex-col rounded-sm px-3 py-2 text-sm",
                index === highlight && "bg-muted",
              )}
            >
              <span className="font-medium">{tool.title}</span>
              <span className="text-xs text-muted-foreground">{tool.cluster}</span>
            </li>
          ))}
        </ul>
        {showPopup && (
          <SearchNotes
            query={query}
            total={total}
            suggestion={suggestion}
            onSuggestion={(text) => {
              update(text);
              input.current?.focus();
            }}
          />
        )}
      </div>
      <p role="status" className="sr-only">
        {showPopup ? t("resultsCount", { count: total }) : ""}
      </p>
    </div>
  );
}

/** The line under the suggestions: the top-5 note, the no-result help with 'Did you mean', or the off-topic note. */
function SearchNotes({
  query,
  total,
  suggestion,
  onSuggestion,
}: {
  query: string;
  total: number;
  suggestion: string | null;
  onSuggestion: (text: string) => void;
}) {
  const t = useTranslations("home.dashboard.search");
  if (total > TOP_RESULTS)
    return (
      <p className="border-t px-3 py-2 text-xs text-muted-foreground">
        {t("topResults", { count: TOP_RESULTS })}
      </p>
    );
  if (total > 0) return null;
  if (isOffTopic(query)) {
    return (
      <div className="px-3 py-3 text-sm" data-testid="tool-search-empty">
        <p className="font-medium">{t("offTopic")}</p>
        <p className="text-muted-foreground">{t("tryHint")}</p>
      </div>
    );
  }
  return (
    <div className="px-3 py-3 text-sm" data-testid="tool-search-empty">
      <p className="font-medium">{t("noResults", { query: query.trim() })}</p>
      <p className="text-muted-foreground">{t("tryHint")}</p>
      {suggestion && (
        <button
          type="button"
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onSuggestion(suggestion)}
          className="mt-1 rounded-sm text-primary underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {t("didYouMean", { suggestion })}
        </button>
      )}
    </div>
  );
}
