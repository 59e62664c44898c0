import { describe, expect, it } from "vitest";
import { activityInputSchema, isCalendarDay } from "./fields";

const TENDER = { reference: "KeRRA/008/2026-2027", subject: "Periodic maintenance", category: "works" };

describe("an activity's dates and one-line fields", () => {
  it("takes only days that are on the calendar", () => {
    expect(["2026-03-23", "2028-02-29", "2026-12-31"].map(isCalendarDay)).toEqual([true, true, true]);
    expect(
      ["2026-02-30", "2026-02-29", "2026-04-31", "2026-13-01", "2026-00-10", "0000-01-01", "2026-2-3"].map(
        isCalendarDay,
      ),
    ).toEqual([false, false, false, false, false, false, false]);
  });

  it("refuses hidden characters in the reference, subject and method, and keeps ordinary punctuation", () => {
    expect(
      activityInputSchema.safeParse({ ...TENDER, reference: "MOH/RFQ/114/2026–27 (Lot 2)" }).success,
    ).toBe(true);
    for (const hidden of ["\u0007", "\u001b", "\u2028", "\u0085", "\u202e", "\u2066"]) {
      expect(activityInputSchema.safeParse({ ...TENDER, reference: `KeRRA${hidden}/008` }).success).toBe(
        false,
      );
      expect(activityInputSchema.safeParse({ ...TENDER, subject: `Road${hidden} works` }).success).toBe(
        false,
      );
      expect(activityInputSchema.safeParse({ ...TENDER, method: `Open${hidden} tender` }).success).toBe(
        false,
      );
    }
  });
});
