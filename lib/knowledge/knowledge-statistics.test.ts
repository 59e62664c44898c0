import { describe, expect, it } from "vitest";
import { analyzeDue } from "@/lib/knowledge/statistics";

describe("analyzeDue (autovacuum's rule: 50 rows + 10% of the table)", () => {
  it("is due after 50 changed rows on a table never analysed", () => {
    expect(analyzeDue(49, 0)).toBe(false);
    expect(analyzeDue(50, 0)).toBe(true);
    expect(analyzeDue(50, -1)).toBe(true); // reltuples is -1 before the first ANALYZE
  });

  it("waits for a tenth of a large table", () => {
    expect(analyzeDue(1_000, 10_000)).toBe(false);
    expect(analyzeDue(1_050, 10_000)).toBe(true);
  });
});
