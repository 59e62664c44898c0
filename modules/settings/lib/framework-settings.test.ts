import { describe, expect, it } from "vitest";
import type { FrameworkSource } from "@/lib/frameworks/options";
import {
  allRefs,
  draftFromView,
  draftToInput,
  EMPTY_DRAFT,
  guidelineCounts,
  hasFrameworkSettings,
  pendingFileIds,
  putRef,
  removeRef,
  upsertView,
  removeSource,
  type FrameworkSettingView,
} from "@/modules/settings/lib/framework-settings";
import type { LibraryRef } from "@/modules/settings/lib/guideline-library";
import { frameworkFieldErrors } from "@/modules/settings/validation/framework";

const ref = (
  id: string,
  source: FrameworkSource,
  kind: "link" | "file" = "link",
  extra: Partial<LibraryRef> = {},
): LibraryRef => ({
  id,
  source,
  kind,
  title: `Title ${id}`,
  url: kind === "link" ? `https://example.org/${id}` : `/api/settings/guidelines/${id}/file`,
  tags: [],
  notes: "",
  uploadedAt: "2025-01-01T00:00:00.000Z",
  ...extra,
});

const view = (
  source: FrameworkSource,
  links: LibraryRef[] = [],
  files: LibraryRef[] = [],
  extra: Partial<FrameworkSettingView> = {},
): FrameworkSettingView => ({
  orgId: "org1",
  source,
  type: source,
  updatedAt: null,
  guidelines: { links, files },
  ...extra,
});

describe("framework drafts", () => {
  it("reads a saved view into the form and an absent one as empty", () => {
    expect(draftFromView(undefined)).toEqual(EMPTY_DRAFT);
    expect(
      draftFromView(
        view("multilateral", [], [], { ifi_code: "WB", country_code: "KE", country_name: "Kenya" }),
      ),
    ).toEqual({ ...EMPTY_DRAFT, ifi_code: "WB", country_code: "KE" });
  });

  it("sends only the fields of the source, trimmed, blanks left out", () => {
    const draft = {
      country_code: "KE",
      ifi_code: "WB",
      provider: "GIZ",
      organization: "  Health Ministry ",
      guidelines_url: "",
    };
    expect(draftToInput("country", draft)).toEqual({ source: "country", country_code: "KE" });
    expect(draftToInput("multilateral", draft)).toEqual({
      source: "multilateral",
      ifi_code: "WB",
      country_code: "KE",
    });
    expect(draftToInput("bilateral", draft)).toEqual({ source: "bilateral", provider: "GIZ" });
    expect(draftToInput("other", draft)).toEqual({ source: "other", organization: "Health Ministry" });
  });

  it("gives the spec's hints for an empty form of each type (keys of common.json validation)", () => {
    expect(frameworkFieldErrors(draftToInput("country", EMPTY_DRAFT))).toEqual({
      country_code: "validation.selectCountry",
    });
    expect(frameworkFieldErrors(draftToInput("multilateral", EMPTY_DRAFT))).toEqual({
      country_code: "validation.selectCountry",
      ifi_code: "validation.selectIfi",
    });
    expect(frameworkFieldErrors(draftToInput("bilateral", EMPTY_DRAFT))).toEqual({
      provider: "validation.selectBilateral",
    });
    expect(
      frameworkFieldErrors(
        draftToInput("other", { ...EMPTY_DRAFT, organization: "X", guidelines_url: "not a url" }),
      ),
    ).toEqual({ guidelines_url: "validation.validUrl" });
  });
});

describe("framework views", () => {
  const views = [
    view("country", [ref("l1", "country")], [ref("f1", "country", "file")]),
    view("other", [ref("l2", "other")]),
  ];

  it("counts links and files per tab and lists every reference in tab order", () => {
    expect(guidelineCounts(views)).toEqual({ country: 2, multilateral: 0, bilateral: 0, other: 1 });
    expect(allRefs([views[1]!, views[0]!]).map((item) => item.id)).toEqual(["l1", "f1", "l2"]);
  });

  it("offers demo data only when nothing was saved and there are no references", () => {
    expect(hasFrameworkSettings([])).toBe(false);
    expect(hasFrameworkSettings([view("country")])).toBe(false);
    expect(hasFrameworkSettings([view("country", [], [], { updatedAt: "2025-01-01T00:00:00Z" })])).toBe(true);
    expect(hasFrameworkSettings(views)).toBe(true);
  });

  it("adds a reference to its source, creating the view, and replaces an edited one in place", () => {
    const added = putRef(views, "org1", ref("l3", "bilateral"));
    expect(guidelineCounts(added).bilateral).toBe(1);
    const edited = putRef(views, "org1", { ...ref("l1", "country"), title: "New" });
    expect(edited[0]!.guidelines.links.map((item) => item.title)).toEqual(["New"]);
    expect(allRefs(edited)).toHaveLength(3);
  });

  it("removes a reference and a whole source", () => {
    expect(allRefs(removeRef(views, "f1")).map((item) => item.id)).toEqual(["l1", "l2"]);
    expect(removeSource(views, "country").map((item) => item.source)).toEqual(["other"]);
  });

  it("a save response (the form and the source's references) replaces its view, or adds it", () => {
    const saved = view("country", [], [], { country_code: "KE", updatedAt: "2025-02-01T00:00:00Z" });
    expect(upsertView(views, saved)[0]).toEqual(saved);
    expect(upsertView([], saved)).toEqual([saved]);
  });

  it("lists files still being indexed", () => {
    const withPending = putRef(
      views,
      "org1",
      ref("f2", "other", "file", { extraction: { status: "pending" } }),
    );
    expect(pendingFileIds(withPending)).toEqual(["f2"]);
  });
});
