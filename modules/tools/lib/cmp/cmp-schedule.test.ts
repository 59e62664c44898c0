import { describe, expect, it } from "vitest";
import { deliverableDue } from "@/modules/tools/lib/cmp/deliverables";
import {
  dateAt,
  offsetLabel,
  parseCommencement,
  parseDuration,
  scheduleBasis,
  scheduleMilestones,
  showDate,
} from "@/modules/tools/lib/cmp/schedule";

describe("contract duration", () => {
  it.each([
    ["12 months", 12, "month"],
    ["90 days", 90, "day"],
    ["2 years", 24, "month"],
    ["18 months from commencement", 18, "month"],
    ["eighteen (18) months", 18, "month"],
    ["Twelve months from the date of contract signing", 12, "month"],
    ["6 weeks", 42, "day"],
  ] as const)("%s -> %d %s", (text, value, unit) => {
    expect(parseDuration(text)).toMatchObject({ value, unit });
  });

  it.each(["until completion of the works", "as per the contract", "0 months"])(
    "gives no duration for %j, and the plan says its milestones are not dated",
    (text) => {
      expect(parseDuration(text)).toBeNull();
      expect(scheduleMilestones(null, null).every((row) => row.from === "" && row.to === "")).toBe(true);
      expect(scheduleBasis(null, null, text)).toMatch(/milestones are not dated/);
    },
  );
});

describe("commencement date", () => {
  it.each([
    ["2026-07-01", "2026-07-01"],
    ["01/07/2026", "2026-07-01"], // day first, as Kenyan and World Bank documents write it
    ["1 July 2026", "2026-07-01"],
    ["1st July, 2026", "2026-07-01"],
    ["July 1, 2026", "2026-07-01"],
    ["the 3rd day of August 2026", "2026-08-03"],
  ])("reads %j", (text, iso) => {
    expect(parseCommencement(text)?.toISOString().slice(0, 10)).toBe(iso);
  });

  it.each(["", "on signing", "31/02/2026", "next month"])("reads no date in %j", (text) => {
    expect(parseCommencement(text)).toBeNull();
  });
});

describe("milestone times", () => {
  const twelveMonths = parseDuration("12 months");

  it("counts from Month 0 without a commencement date, and never shows a calendar date", () => {
    const rows = scheduleMilestones(twelveMonths, null);
    const find = (name: string) => rows.find((row) => row.milestone === name)!;
    expect(find("Contract Award & Execution")).toMatchObject({ from: "Month 0", to: "Month 0" });
    expect(find("Contractor Mobilization & Setup")).toMatchObject({ from: "Month 0", to: "Month 1" });
    expect(find("Initial Deliverable Review & Approval").to).toBe("Month 3");
    expect(find("Contract Close-out & Final Evaluation")).toMatchObject({ from: "Month 12", to: "Month 12" });
    expect(rows.map((row) => `${row.from} ${row.to}`).join(" ")).not.toMatch(/20\d\d/);
    expect(scheduleBasis(twelveMonths, null, "12 months")).toMatch(/counted from commencement \(Month 0\)/);
  });

  it("gives calendar dates only from the commencement date the officer gave", () => {
    const start = parseCommencement("1 July 2026")!;
    const rows = scheduleMilestones(twelveMonths, start);
    expect(rows.at(-1)).toMatchObject({ from: "Month 12 (1 July 2027)" });
    expect(scheduleBasis(twelveMonths, start, "12 months")).toMatch(/1 July 2026 \(Month 0\)/);
    expect(offsetLabel({ value: 90, unit: "day" }, start)).toBe("Day 90 (29 September 2026)");
  });

  it("keeps the month's last day when a later month is shorter", () => {
    expect(showDate(dateAt(parseCommencement("31/01/2026")!, { value: 1, unit: "month" }))).toBe(
      "28 February 2026",
    );
  });

  it("counts a days contract in days", () => {
    const rows = scheduleMilestones(parseDuration("90 days"), null);
    expect(rows.find((row) => row.milestone === "Contractor Mobilization & Setup")!.to).toBe("Day 9");
  });
});

describe("a deliverable's due time", () => {
  it.each([
    ["Delivery of 500 hospital beds by Month 3", { value: 3, unit: "month" }],
    ["Inception report within 30 days of commencement", { value: 30, unit: "day" }],
    ["Installation in three (3) months", { value: 3, unit: "month" }],
    ["Training by week 6", { value: 42, unit: "day" }],
  ] as const)("%s", (text, due) => {
    expect(deliverableDue(text)).toEqual(due);
  });

  it.each(["500 hospital beds with a 2 years warranty", "Supply of 24 months of consumables"])(
    "reads no due time in %j (a period that is not a deadline)",
    (text) => {
      expect(deliverableDue(text)).toBeNull();
    },
  );
});
