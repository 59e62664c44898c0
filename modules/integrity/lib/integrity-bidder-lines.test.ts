import { describe, expect, it } from "vitest";
import { MAX_BIDDERS, parseBidderLines, parseThreshold } from "@/modules/integrity/lib/bidder-lines";

describe("parseBidderLines", () => {
  it("reads name; country; registration number, the last two optional", () => {
    const { bidders, problems } = parseBidderLines(
      "Acme Construction Ltd; Kenya; C.123456\nGlobal Supplies SA; France\nSolo Trading",
    );
    expect(problems).toEqual([]);
    expect(bidders).toEqual([
      { name: "Acme Construction Ltd", country: "Kenya", registrationNumber: "C.123456" },
      { name: "Global Supplies SA", country: "France" },
      { name: "Solo Trading" },
    ]);
  });

  it("skips blank lines, trims parts and accepts Windows line ends", () => {
    const { bidders } = parseBidderLines("  Acme  ;  ;  HRB 1 \r\n\r\n   \nBeta");
    expect(bidders).toEqual([{ name: "Acme", registrationNumber: "HRB 1" }, { name: "Beta" }]);
  });

  it("keeps extra semicolons in the registration number", () => {
    expect(parseBidderLines("Acme; DE; HRB 123; Berlin").bidders).toEqual([
      { name: "Acme", country: "DE", registrationNumber: "HRB 123; Berlin" },
    ]);
  });

  it("reports a line without a name or with a part too long, by its line number", () => {
    const { bidders, problems } = parseBidderLines(
      `Good\n; Kenya\n\n${"x".repeat(301)}\nOk; ${"y".repeat(101)}`,
    );
    expect(bidders).toEqual([{ name: "Good" }]);
    expect(problems).toEqual([
      { line: 2, reason: "noName" },
      { line: 4, reason: "tooLong" },
      { line: 5, reason: "tooLong" },
    ]);
  });

  it("returns nothing for empty text and allows the API's maximum", () => {
    expect(parseBidderLines("")).toEqual({ bidders: [], problems: [] });
    const many = Array.from({ length: MAX_BIDDERS + 1 }, (_, i) => `Bidder ${i}`).join("\n");
    expect(parseBidderLines(many).bidders).toHaveLength(MAX_BIDDERS + 1);
  });
});

describe("parseThreshold", () => {
  it("accepts 0.5 to 1, with a dot or a comma", () => {
    expect(parseThreshold("0.70")).toBe(0.7);
    expect(parseThreshold(" 0,85 ")).toBe(0.85);
    expect(parseThreshold("1")).toBe(1);
    expect(parseThreshold("0.5")).toBe(0.5);
  });

  it("refuses empty, out-of-range and non-numeric values", () => {
    for (const raw of ["", " ", "0.49", "1.01", "abc", "NaN", "Infinity"])
      expect(parseThreshold(raw), raw).toBeNull();
  });
});
