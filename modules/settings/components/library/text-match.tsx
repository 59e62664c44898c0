"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { LibraryTextMatch } from "@/modules/settings/lib/guideline-library";

/** The snippet as text with <mark> around each highlight (React escapes the text; no HTML is built). */
function highlighted({ snippet, highlights }: LibraryTextMatch): ReactNode[] {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const { start, end } of [...highlights].sort((a, b) => a.start - b.start)) {
    if (start < at || end > snippet.length || end <= start) continue;
    if (start > at) parts.push(snippet.slice(at, start));
    parts.push(
      <mark key={start} className="rounded-sm bg-yellow-200 px-0.5 text-foreground dark:bg-yellow-800">
        {snippet.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < snippet.length) parts.push(snippet.slice(at));
  return parts;
}

/** 'Found in the file text, page 3' with the best matching passage, under a library row. */
export function TextMatch({ match }: { match: LibraryTextMatch }) {
  const t = useTranslations("settings.library");
  return (
    <div className="rounded-md bg-muted/50 p-2 text-sm" data-testid="library-text-match">
      <p className="text-xs font-medium text-muted-foreground" data-testid="library-text-match-location">
        {t("foundInFile", { location: match.location })}
      </p>
      <p className="break-words">
        {"… "}
        {highlighted(match)}
        {" …"}
      </p>
    </div>
  );
}
