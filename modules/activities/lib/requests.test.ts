import { describe, expect, it } from "vitest";
import { formatDay, formatMoment, formatSize, formatValue } from "./format";
import { activityPatchSchema } from "./fields";
import { readRetentionDays, retentionCutoff, retentionSchema } from "./requests";

describe("the automatic deletion setting", () => {
  it("reads the field: empty keeps everything, a whole number of days in range deletes after it", () => {
    expect(readRetentionDays("")).toBeNull();
    expect(readRetentionDays("  ")).toBeNull();
    expect(readRetentionDays("90")).toBe(90);
    expect(readRetentionDays("0")).toBeUndefined();
    expect(readRetentionDays("3651")).toBeUndefined();
    expect(readRetentionDays("30.5")).toBeUndefined();
    expect(readRetentionDays("thirty")).toBeUndefined();
  });

  it("refuses days out of range or not whole on the server too", () => {
    expect(retentionSchema.safeParse({ autoDeleteAfterDays: null }).success).toBe(true);
    expect(retentionSchema.safeParse({ autoDeleteAfterDays: 365 }).success).toBe(true);
    expect(retentionSchema.safeParse({ autoDeleteAfterDays: 0 }).success).toBe(false);
    expect(retentionSchema.safeParse({ autoDeleteAfterDays: 1.5 }).success).toBe(false);
  });

  it("deletes before now minus the period, and nothing without one", () => {
    const now = new Date("2026-11-30T04:00:00Z");
    expect(retentionCutoff(30, now)!.toISOString()).toBe("2026-10-31T04:00:00.000Z");
    expect(retentionCutoff(null, now)).toBeNull();
    expect(retentionCutoff(0, now)).toBeNull();
  });
});

describe("an activity's patch", () => {
  it("changes only the fields it names (no default fills the others)", () => {
    expect(activityPatchSchema.parse({ stage: "award" })).toEqual({ stage: "award" });
    expect(activityPatchSchema.safeParse({ stage: "finished" }).success).toBe(false);
  });
});

describe("values and dates for people", () => {
  it("writes amounts with their currency and two decimals, and dates without ambiguity", () => {
    expect(formatValue(25_600_000, "KES")).toBe("KES 25,600,000.00");
    expect(formatValue(null, "KES")).toBe("Not set");
    expect(formatDay("2026-03-23")).toBe("23 Mar 2026");
    expect(formatDay(null)).toBe("Not set");
    expect(formatMoment("2026-03-02T09:05:00.000Z")).toBe("2 Mar 2026, 09:05 UTC");
    expect(formatSize(1_258_291)).toBe("1.2 MB");
    expect(formatSize(300)).toBe("1 KB");
  });
});
