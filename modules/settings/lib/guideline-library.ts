import type { FrameworkSource } from "@/lib/frameworks/options";
import type { Highlight } from "@/lib/knowledge/snippet";

/** A row of the Guidelines Library. */
export type LibraryRef = {
  id: string;
  source: FrameworkSource;
  kind: "link" | "file";
  title: string;
  url: string;
  tags: string[];
  notes: string;
  uploadedAt: string;
  size?: number;
  contentType?: string;
  /**
   * Files only: text extraction state (pending, indexed, failed), the reason when it failed or was cut short,
   * and how many passages of the file are in the search index.
   */
  extraction?: { status: "pending" | "indexed" | "failed"; error?: string | null; chunks?: number };
};

/** A reference whose file text matches the library search: its best passage, highlighted, and where it is. */
export type LibraryTextMatch = {
  referenceId: string;
  /** Plain text; `highlights` are [start, end) offsets into it (render with lib/knowledge/snippet.ts). */
  snippet: string;
  highlights: Highlight[];
  /** "page 3", a sheet or section name, or "section 2" when the unit has no name. */
  location: string;
};

/**
 * What the library may truthfully say about a file's text: "searchable" only when extraction finished and
 * put passages in the index; "partial" when only its beginning is (the text limit); "noText" when nothing
 * could be read (a scanned image); "indexing" and "failed" say that the file text is not searched.
 */
export type SearchState = "indexing" | "searchable" | "partial" | "noText" | "failed";

export function searchState(ref: LibraryRef): SearchState | null {
  const extraction = ref.extraction;
  if (ref.kind !== "file" || !extraction) return null;
  if (extraction.status === "pending") return "indexing";
  if (extraction.status === "failed") return "failed";
  // Without a count (an answer from before it was sent) the status is all there is to go by.
  if (extraction.chunks === 0) return "noText";
  return extraction.error ? "partial" : "searchable";
}

export type LibraryFilters = {
  search: string;
  types: ReadonlyArray<"link" | "file">;
  sources: readonly FrameworkSource[];
  tags: readonly string[];
};

export const NO_FILTERS: LibraryFilters = { search: "", types: [], sources: [], tags: [] };

/**
 * A reference matches when the search text is in the title, notes or a tag, or its file text matched on the
 * server (`inFileText`: ids from the file-text search); the source is among the selected sources (if any); the
 * type among the selected types (if any); and the reference has at least one selected tag (if any).
 */
export function matchesLibraryFilters(
  ref: LibraryRef,
  filters: LibraryFilters,
  inFileText: ReadonlySet<string> = new Set(),
): boolean {
  const needle = filters.search.trim().toLowerCase();
  if (needle && !inFileText.has(ref.id)) {
    const inText = ref.title.toLowerCase().includes(needle) || ref.notes.toLowerCase().includes(needle);
    if (!inText && !ref.tags.some((tag) => tag.toLowerCase().includes(needle))) return false;
  }
  if (filters.sources.length && !filters.sources.includes(ref.source)) return false;
  if (filters.types.length && !filters.types.includes(ref.kind)) return false;
  if (filters.tags.length && !ref.tags.some((tag) => filters.tags.includes(tag))) return false;
  return true;
}

/** Files whose text the search could not look at, by reason: still being indexed, or unreadable. */
export function unsearchedFiles(refs: readonly LibraryRef[]): { indexing: number; unreadable: number } {
  let indexing = 0;
  let unreadable = 0;
  for (const ref of refs) {
    const state = searchState(ref);
    if (state === "indexing") indexing += 1;
    else if (state === "failed" || state === "noText") unreadable += 1;
  }
  return { indexing, unreadable };
}

/** The number on the Filters badge: every selected type, source and tag. */
export function selectedFilterCount(filters: LibraryFilters): number {
  return filters.types.length + filters.sources.length + filters.tags.length;
}

/** Every tag used in the library, sorted, for the Tags filter. */
export function libraryTags(refs: readonly LibraryRef[]): string[] {
  return [...new Set(refs.flatMap((ref) => ref.tags))].sort((a, b) => a.localeCompare(b));
}

const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** A Word file tagged "template": the drafting tools build on it (modules/tools/lib/drafting/org-templates.ts). */
export const isDraftingTemplate = (ref: LibraryRef): boolean =>
  ref.kind === "file" && ref.contentType === DOCX_TYPE && ref.tags.includes("template");
