"use client";

import { useEffect, useState } from "react";
import { requestJson } from "@/lib/api/request-json";
import type { LibraryTextMatch } from "@/modules/settings/lib/guideline-library";

/** Typing pauses this long before the file text is searched, so each keystroke does not query the index. */
const DEBOUNCE_MS = 300;

export type TextSearch = {
  /** Matches by reference id, for the search text typed (empty while nothing is typed). */
  matches: ReadonlyMap<string, LibraryTextMatch>;
  status: "idle" | "searching" | "done" | "failed";
};

const IDLE: TextSearch = { matches: new Map(), status: "idle" };

/**
 * The file-text half of the library search: asks the server which references' files contain the search text
 * (GET /api/settings/guidelines/search). `indexVersion` changes when a file's indexing state changes, so a file
 * that finishes indexing while the search is shown is searched too. An answer for older text is dropped.
 */
export function useLibraryTextSearch(search: string, indexVersion: string): TextSearch {
  const needle = search.trim();
  const [result, setResult] = useState<TextSearch & { needle: string }>({ ...IDLE, needle: "" });

  useEffect(() => {
    if (!needle) return;
    let live = true;
    const timer = setTimeout(async () => {
      setResult((current) => ({ ...current, needle, status: "searching" }));
      const answer = await requestJson<{ matches: LibraryTextMatch[] }>(
        `/api/settings/guidelines/search?q=${encodeURIComponent(needle)}`,
      );
      if (!live) return;
      setResult(
        answer.ok
          ? {
              needle,
              status: "done",
              matches: new Map(answer.data.matches.map((match) => [match.referenceId, match])),
            }
          : { needle, status: "failed", matches: new Map() },
      );
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [needle, indexVersion]);

  if (!needle) return IDLE;
  // Until the answer for this text arrives, the previous matches would be wrong: show none.
  if (result.needle !== needle) return { matches: new Map(), status: "searching" };
  return result;
}
