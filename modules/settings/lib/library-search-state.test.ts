import { describe, expect, it } from "vitest";
import {
  matchesLibraryFilters,
  NO_FILTERS,
  searchState,
  unsearchedFiles,
  type LibraryRef,
} from "@/modules/settings/lib/guideline-library";

const file = (id: string, extraction: LibraryRef["extraction"]): LibraryRef => ({
  id,
  source: "country",
  kind: "file",
  title: "Tender Document 2025",
  url: `/api/settings/guidelines/${id}/file`,
  tags: ["ITB"],
  notes: "",
  uploadedAt: "2026-01-01T00:00:00.000Z",
  extraction,
});

describe("searchState: what the library may truthfully say about a file's text", () => {
  it.each([
    [{ status: "pending", chunks: 0 }, "indexing"],
    [{ status: "failed", error: "The PDF is encrypted.", chunks: 0 }, "failed"],
    [{ status: "indexed", error: null, chunks: 12 }, "searchable"],
    [
      { status: "indexed", error: "Only the beginning of this document is searchable.", chunks: 400 },
      "partial",
    ],
    // Extraction finished but put nothing in the index (a scanned image): not "Indexed for search".
    [{ status: "indexed", error: null, chunks: 0 }, "noText"],
  ] as const)("%o -> %s", (extraction, state) => {
    expect(searchState(file("f", extraction))).toBe(state);
  });

  it("has nothing to say of links", () => {
    expect(searchState({ ...file("l", undefined), kind: "link" })).toBeNull();
  });

  it("counts the files the search could not look at", () => {
    expect(
      unsearchedFiles([
        file("a", { status: "pending", chunks: 0 }),
        file("b", { status: "pending", chunks: 0 }),
        file("c", { status: "failed", error: "x", chunks: 0 }),
        file("d", { status: "indexed", chunks: 0 }),
        file("e", { status: "indexed", chunks: 3 }),
      ]),
    ).toEqual({ indexing: 2, unreadable: 2 });
  });
});

describe("matchesLibraryFilters with file text", () => {
  const ref = file("r1", { status: "indexed", chunks: 3 });
  const search = { ...NO_FILTERS, search: "bid security" };

  it("matches a reference whose file text matched, though its title, notes and tags do not", () => {
    expect(matchesLibraryFilters(ref, search)).toBe(false);
    expect(matchesLibraryFilters(ref, search, new Set(["r1"]))).toBe(true);
    expect(matchesLibraryFilters(ref, search, new Set(["r2"]))).toBe(false);
  });

  it("still applies the other filters to a file-text match", () => {
    expect(matchesLibraryFilters(ref, { ...search, types: ["link"] }, new Set(["r1"]))).toBe(false);
    expect(matchesLibraryFilters(ref, { ...search, tags: ["Law"] }, new Set(["r1"]))).toBe(false);
    expect(matchesLibraryFilters(ref, { ...search, tags: ["ITB"] }, new Set(["r1"]))).toBe(true);
  });
});
