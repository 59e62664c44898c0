import { describe, expect, it } from "vitest";
import { formatFileSize, guidelineContentType, guidelineFileProblem } from "@/lib/files/guideline-files";
import {
  libraryTags,
  matchesLibraryFilters,
  NO_FILTERS,
  selectedFilterCount,
  type LibraryRef,
} from "@/modules/settings/lib/guideline-library";
import { addTags, MAX_TAGS, normaliseTags, removeLastTag } from "@/modules/settings/lib/tags";

describe("tags", () => {
  it("trims, lowercases and ignores duplicates and empties", () => {
    expect(addTags([], "  Bid Security ")).toEqual({ tags: ["bid security"] });
    expect(addTags(["law"], "LAW")).toEqual({ tags: ["law"] });
    expect(addTags(["law"], "   ")).toEqual({ tags: ["law"] });
    expect(addTags([], "a, b ,,A")).toEqual({ tags: ["a", "b"] });
  });

  it("stops at 10 with the maxTags error", () => {
    const nine = Array.from({ length: 9 }, (_, i) => `t${i}`);
    expect(addTags(nine, "ten").tags).toHaveLength(MAX_TAGS);
    expect(addTags([...nine, "ten"], "eleven")).toEqual({ tags: [...nine, "ten"], error: "maxTags" });
    expect(addTags(nine, "ten, eleven")).toEqual({ tags: [...nine, "ten"], error: "maxTags" });
  });

  it("Backspace on empty input removes the last tag; lists normalise", () => {
    expect(removeLastTag(["a", "b"])).toEqual(["a"]);
    expect(removeLastTag([])).toEqual([]);
    expect(normaliseTags([" A", "a", "", "B "])).toEqual(["a", "b"]);
  });
});

const ref = (over: Partial<LibraryRef>): LibraryRef => ({
  id: "1",
  source: "country",
  kind: "link",
  title: "PPDA Act",
  url: "https://x",
  tags: [],
  notes: "",
  uploadedAt: "",
  ...over,
});

describe("library filters", () => {
  const refs = [
    ref({ id: "a", title: "PPDA Act", tags: ["law", "uganda"], notes: "primary law" }),
    ref({ id: "b", source: "multilateral", kind: "file", title: "WB Regulations", tags: ["world bank"] }),
    ref({ id: "c", source: "other", title: "Checklist", notes: "Bid security template" }),
  ];
  const ids = (filters: Parameters<typeof matchesLibraryFilters>[1]) =>
    refs.filter((r) => matchesLibraryFilters(r, filters)).map((r) => r.id);

  it("search text in title, notes or a tag, case-insensitive", () => {
    expect(ids({ ...NO_FILTERS, search: "ppda" })).toEqual(["a"]);
    expect(ids({ ...NO_FILTERS, search: "SECURITY" })).toEqual(["c"]);
    expect(ids({ ...NO_FILTERS, search: "world" })).toEqual(["b"]);
    expect(ids(NO_FILTERS)).toEqual(["a", "b", "c"]);
  });

  it("sources, types and tags combine; a tag filter needs at least one selected tag", () => {
    expect(ids({ ...NO_FILTERS, sources: ["country", "other"] })).toEqual(["a", "c"]);
    expect(ids({ ...NO_FILTERS, types: ["file"] })).toEqual(["b"]);
    expect(ids({ ...NO_FILTERS, tags: ["law", "world bank"] })).toEqual(["a", "b"]);
    expect(ids({ search: "law", types: ["link"], sources: ["country"], tags: ["uganda"] })).toEqual(["a"]);
    expect(ids({ ...NO_FILTERS, types: ["file"], sources: ["country"] })).toEqual([]);
  });

  it("badge counts every selected filter; tags are listed sorted", () => {
    expect(
      selectedFilterCount({ search: "x", types: ["link"], sources: ["country", "other"], tags: ["law"] }),
    ).toBe(4);
    expect(libraryTags(refs)).toEqual(["law", "uganda", "world bank"]);
  });
});

describe("guideline file rules", () => {
  it("accepts the seven extensions case-insensitively up to 25 MB with the spec's messages", () => {
    expect(guidelineFileProblem("Rules.PDF", 1000)).toBeNull();
    expect(guidelineFileProblem("plan.xlsx", 25 * 1024 * 1024)).toBeNull();
    expect(guidelineFileProblem("big.pdf", 25 * 1024 * 1024 + 1)?.message).toBe(
      "File big.pdf is too large. Maximum size is 25MB.",
    );
    expect(guidelineFileProblem("tool.exe", 10)?.message).toBe(
      "File tool.exe has unsupported format. Allowed: .pdf, .docx, .xlsx, .pptx, .html, .txt, .csv",
    );
    expect(guidelineFileProblem("old.doc", 10)?.kind).toBe("unsupported");
    expect(guidelineFileProblem("empty.txt", 0)?.kind).toBe("empty");
    expect(guidelineContentType("a.DOCX")).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
  });

  it("formats sizes base 1024 with 2 decimals", () => {
    expect(formatFileSize(0)).toBe("0 Bytes");
    expect(formatFileSize(512)).toBe("512 Bytes");
    expect(formatFileSize(1536)).toBe("1.5 KB");
    expect(formatFileSize(25 * 1024 * 1024)).toBe("25 MB");
    expect(formatFileSize(1234567)).toBe("1.18 MB");
  });
});
