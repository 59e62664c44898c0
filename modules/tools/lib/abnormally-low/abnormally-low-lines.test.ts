import { describe, expect, it } from "vitest";
import { MAX_BID_LINES, parseBidLines, parsePrice } from "@/modules/tools/lib/abnormally-low/bid-lines";

describe("parseBidLines", () => {
  it("reads two columns pasted from a spreadsheet, with their header row and a row number", () => {
    const { bids, errors } = parseBidLines(
      "Name of Tenderer\tTender Sum (Kshs.)\nM/s Mumias Builders Ltd\t12,450,000.00\n2\tM/s Kakamega Civil Works Ltd\t17,980,500.00\n",
    );
    expect(errors).toEqual([]);
    expect(bids.map((bid) => [bid.bidder, bid.price, bid.source])).toEqual([
      ["M/s Mumias Builders Ltd", 12_450_000, "Bid prices box, line 2"],
      ["M/s Kakamega Civil Works Ltd", 17_980_500, "Bid prices box, line 3"],
    ]);
  });

  it("reads semicolons, a currency, /= and commas that are thousands separators", () => {
    const { bids, errors } = parseBidLines(
      [
        "Mumias Builders Ltd; Kshs. 12,450,000.00",
        "Western Contractors, Limited, 18,640,000",
        "Lurambi Construction Co. Ltd, KES 19,105,750.00",
        "Nzoia Engineering Services Ltd | 20,312,400/=",
        "Kakamega Civil Works Ltd 17,980,500.00",
      ].join("\n"),
    );
    expect(errors).toEqual([]);
    expect(bids.map((bid) => [bid.bidder, bid.price])).toEqual([
      ["Mumias Builders Ltd", 12_450_000],
      ["Western Contractors, Limited", 18_640_000],
      ["Lurambi Construction Co. Ltd", 19_105_750],
      ["Nzoia Engineering Services Ltd", 20_312_400],
      ["Kakamega Civil Works Ltd", 17_980_500],
    ]);
    expect(bids[0]!.currency).toBe("KES");
    expect(bids[2]!.currency).toBe("KES");
  });

  it("reads European and francophone decimal commas", () => {
    expect(parsePrice("1.234.567,89")?.value).toBe(1_234_567.89);
    expect(parsePrice("1 234 567,89")?.value).toBe(1_234_567.89);
    expect(parseBidLines("Société Sahel SARL; 1 234 567,89").bids[0]!.price).toBe(1_234_567.89);
  });

  it("reads prices as the money fields do: words that agree, never a figure that could be two numbers", () => {
    const { bids, errors } = parseBidLines(
      [
        "Mumias Builders Ltd; Kshs. 12,450,000.00 (Twelve million four hundred and fifty thousand)",
        "Kakamega Civil Works Ltd; 1.500",
        "Western Contractors Ltd; Kshs. 1,600,000.00 (One million five hundred thousand)",
        "Nzoia Engineering Ltd; Shs. 13,000,000",
      ].join("\n"),
      "KES",
    );
    expect(bids.map((bid) => [bid.bidder, bid.price, bid.currency])).toEqual([
      ["Mumias Builders Ltd", 12_450_000, "KES"],
      ["Nzoia Engineering Ltd", 13_000_000, "KES"],
    ]);
    expect(errors).toEqual([
      "Line 2: '1.500' could be 1,500 or 1.5: write 1,500 or 1.5.",
      "Line 3: 'Kshs. 1,600,000.00 (One million five hundred thousand)' says 1,600,000.00 in figures but 1,500,000 in words: correct one of them.",
    ]);
  });

  it("answers an error per line that is not a bid", () => {
    const { errors } = parseBidLines(
      [
        "Mumias Builders Ltd; 12,450,000.00",
        "",
        "Kakamega Civil Works Ltd; about twelve million",
        "Western Contractors Limited",
        "Lurambi Construction; 0.00",
        "Mumias Builders Ltd; 13,000,000",
      ].join("\n"),
    );
    expect(errors).toEqual([
      "Line 3: 'about twelve million' is not a price. Write it in figures, e.g. 12,450,300.00.",
      "Line 4: no price found in 'Western Contractors Limited'. Write the bidder's name, then its price, separated by a tab or a semicolon.",
      "Line 5: the price of Lurambi Construction must be above zero.",
      "Line 6: Mumias Builders Ltd is already listed on line 1.",
    ]);
  });

  it("refuses more lines than a tender gets bids", () => {
    const text = Array.from({ length: MAX_BID_LINES + 1 }, (_, i) => `Bidder ${i}; ${1000 + i}`).join("\n");
    expect(parseBidLines(text).errors).toEqual([
      `${MAX_BID_LINES + 1} lines were pasted; at most ${MAX_BID_LINES} bids can be screened.`,
    ]);
  });
});
