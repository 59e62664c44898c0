import { describe, expect, it } from "vitest";
import { bidderStanding, dueDiligenceResultForApi, matchBars } from "@/modules/integrity/lib/dd-result";

const view = {
  id: "list-1",
  name: "World Bank",
  format: "worldbank-json",
  sourceUrl: null,
  fileName: "wb.json",
  bytes: 1234,
  entryCount: 10,
  listDate: "2026-11-01",
  loadedAt: "2026-11-02T10:00:00.000Z",
};

describe("a due-diligence result as the API returns it (S36)", () => {
  it("drops the storage key, the hash and any other stored field from a result stored before the fix", () => {
    const stored = {
      asOf: "2026-11-25",
      threshold: 0.7,
      lists: [
        { ...view, orgId: "org-1", fileKey: "orgs/org-1/screening/list-1/wb.json", sha256: "ab".repeat(32) },
      ],
      bidders: [{ query: { name: "Acme" }, matches: [] }],
      summary: { screened: 1, withMatches: 0, activeMatches: 0 },
    };
    const clean = dueDiligenceResultForApi(stored);
    expect(clean).toEqual({ ...stored, lists: [view] });
    expect(JSON.stringify(clean)).not.toMatch(/fileKey|sha256|orgs\/org-1/);
    expect(stored.lists[0]).toHaveProperty("fileKey"); // the stored value is not changed
  });

  it("leaves a result stored after the fix as it is", () => {
    const stored = { asOf: "2026-11-25", threshold: 0.7, lists: [view], bidders: [], summary: {} };
    expect(dueDiligenceResultForApi(stored)).toEqual(stored);
  });

  it("passes anything that is not a result with lists unchanged", () => {
    for (const value of [null, "text", 3, [view], { lists: "none" }, { other: 1 }])
      expect(dueDiligenceResultForApi(value)).toEqual(value);
  });
});

describe("what bars a bidder on the screening day", () => {
  it("a debarment in force or a sanction bars it; an expired or later debarment is information only", () => {
    expect(matchBars("active")).toBe(true);
    expect(matchBars("sanctioned")).toBe(true);
    expect(matchBars("past")).toBe(false);
    expect(matchBars("upcoming")).toBe(false);
    expect(bidderStanding([{ status: "past" }, { status: "active" }])).toBe("barred");
    expect(bidderStanding([{ status: "past" }, { status: "upcoming" }])).toBe("information");
    expect(bidderStanding([])).toBe("clear");
  });
});
