import type { FrameworkSource } from "@/lib/frameworks/options";

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
  /** Files only: text extraction state (pending, indexed, failed) and the reason when it failed. */
  extraction?: { status: "pending" | "indexed" | "failed"; error?: string | null };
};

export type LibraryFilters = {
  search: string;
  types: ReadonlyArray<"link" | "file">;
  sources: readonly FrameworkSource[];
  tags: readonly string[];
};

export const NO_FILTERS: LibraryFilters = { search: "", types: [], sources: [], tags: [] };

/**
 * A reference matches when the search text is in the title, notes or a tag; the source is among the selected sources (if
 * any); the type among the selected types (if any); and the reference has at least one selected tag (if any).
 */
export function matchesLibraryFilters(ref: LibraryRef, filters: LibraryFilters): boolean {
  const needle = filters.search.trim().toLowerCase();
  if (needle) {
    const inText = ref.title.toLowerCase().includes(needle) || ref.notes.toLowerCase().includes(needle);
    if (!inText && !ref.tags.some((tag) => tag.toLowerCase().includes(needle))) return false;
  }
  if (filters.sources.length && !filters.sources.includes(ref.source)) return false;
  if (filters.types.length && !filters.types.includes(ref.kind)) return false;
  if (filters.tags.length && !ref.tags.some((tag) => filters.tags.includes(tag))) return false;
  return true;
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
