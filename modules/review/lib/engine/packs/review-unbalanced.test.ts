import { describe, expect, it } from "vitest";
import { extractDocument } from "@/lib/documents";
import { toAttachedDocument } from "@/lib/reading/attached-document";
import { runReview } from "@/modules/review/lib/engine/engine";
import {
  matchItems,
  normalizeRef,
  scheduleOf,
  readBoqTables,
  tableSide,
} from "@/modules/review/lib/engine/packs/boq";
import {
  deviationBand,
  UNBALANCED_EXPECTED_FORMAT,
  unbalancedBidPack,
} from "@/modules/review/lib/engine/packs/unbalanced-bid";
import type { ReviewInput } from "@/lib/results/review-types";
import type { AttachedDocument } from "@/lib/results/types";
import { makePdf, makeXlsx, type SheetCell } from "@/tests/support/documents";
import { byId, statusOf } from "@/tests/support/review-findings";

const HEADER = ["Item", "Description", "Qty", "Unit", "Rate", "Amount"];
type Row = [string, string, number, string, number, number];
const ESTIMATE: Row[] = [
  ["1.01", "Mobilization", 1, "LS", 100_000, 100_000],
  ["1.02", "Site establishment", 1, "LS", 50_000, 50_000],
  ["2.01", "Excavation", 1000, "m3", 500, 500_000],
  ["2.02", "Concrete class 25", 200, "m3", 10_000, 2_000_000],
  ["2.03", "Reinforcement", 20, "t", 100_000, 2_000_000],
];
const BALANCED: Row[] = ESTIMATE.map(([item, description, qty, unit, rate]) => [
  item,
  description,
  qty,
  unit,
  rate * 1.05,
  qty * rate * 1.05,
]);
const UNBALANCED: Row[] = [
  ["1.01", "Mobilization", 1, "LS", 400_000, 400_000],
  ["1.02", "Site establishment", 1, "LS", 150_000, 150_000],
  ["2.01", "Excavation", 1000, "m3", 350, 350_000],
  ["2.02", "Concrete class 25", 200, "m3", 8_000, 1_500_000],
  ["2.04", "Dayworks", 1, "sum", 10_000, 10_000],
];

const tsv = (rows: readonly (readonly (string | number)[])[]) => rows.map((row) => row.join("\t")).join("\n");
const sheet = (
  name: string,
  groupId: string,
  rows: readonly (readonly (string | number)[])[],
  label = "BOQ",
): AttachedDocument => ({
  fileId: name,
  groupId,
  name,
  size: 1,
  units: [{ label, text: tsv([HEADER, ...rows]) }],
});
const estimate = (rows: readonly Row[] = ESTIMATE) => sheet("Estimate.xlsx", "project-estimates", rows);
const bid = (rows: readonly Row[]) => sheet("Bid.xlsx", "bidder-schedule", rows);

function review(documents: AttachedDocument[], band?: string) {
  const input: ReviewInput = {
    serviceId: "intelligence",
    subserviceId: "unbalanced-bid",
    activity: {
      id: "W-1",
      entity: "Roads Authority",
      procurement_category: "Works",
      procurement_method: "Open Tender",
      currency: "KES",
      estimatedValue: 4_650_000,
      issue_date: "",
      bidDueDate: "",
    },
    moduleInputs: band === undefined ? {} : { deviation_band: band },
    documents,
    framework: null,
  };
  return runReview(input, [unbalancedBidPack]);
}

describe("unbalanced-bid on real files", () => {
  it("passes a balanced bid (XLSX estimate, CSV schedule)", async () => {
    const xlsx = await makeXlsx({
      "Engineer's Estimate": [HEADER, ...(ESTIMATE as SheetCell[][]), ["", "Total", "", "", "", 4_650_000]],
    });
    const csv = new TextEncoder().encode(
      [
        HEADER.join(","),
        ...BALANCED.map((row) =>
          row
            .map((cell) => (typeof cell === "number" ? `"${cell.toLocaleString("en-US")}"` : cell))
            .join(","),
        ),
      ].join("\r\n"),
    );
    const documents = [
      toAttachedDocument(
        { fileId: "e", groupId: "project-estimates", name: "Estimate.xlsx", size: 1 },
        await extractDocument(xlsx, "xlsx"),
      ),
      toAttachedDocument(
        { fileId: "b", groupId: "bidder-schedule", name: "Bid.csv", size: 1 },
        await extractDocument(csv, "csv"),
      ),
    ];
    const result = review(documents);
    expect(result.findings.filter((finding) => finding.status !== "pass")).toEqual([]);
    expect(result.score).toBe(100);
    expect(byId(result, "price-tables").evidence).toBe(
      "Estimate: 5 items (Estimate.xlsx, Engineer's Estimate). Bidder's schedule: 5 items (Bid.csv, section 1).",
    );
    expect(byId(result, "total-deviation").evidence).toContain(
      "Bid total KES 4,882,500 (Bid.csv, section 1) vs estimate total KES 4,650,000",
    );
  });

  it("flags an unbalanced, front-loaded bid with arithmetic errors and a missing item (XLSX)", async () => {
    const xlsx = await makeXlsx({ Schedule: [HEADER, ...(UNBALANCED as SheetCell[][])] });
    const schedule = toAttachedDocument(
      { fileId: "b", groupId: "bidder-schedule", name: "Bid.xlsx", size: 1 },
      await extractDocument(xlsx, "xlsx"),
    );
    const result = review([estimate(), schedule]);
    expect(statusOf(result, "rate-deviation")).toEqual(["fail", "high"]);
    const rates = byId(result, "rate-deviation").evidence;
    expect(rates).toContain("3 of 4 item rates deviate by more than ±25%");
    expect(rates).toContain(
      'Item 1.01 "Mobilization": bid rate KES 400,000 vs estimate KES 100,000 (+300%) — "1.01 | Mobilization | 1 | LS | 400000 | 400000" — Bid.xlsx, Schedule, row 2.',
    );
    expect(statusOf(result, "front-loading")).toEqual(["fail", "high"]);
    expect(byId(result, "front-loading").evidence).toContain(
      "Early items (2): bid KES 550,000 vs estimate KES 150,000 (+266.7%)",
    );
    expect(statusOf(result, "arithmetic")).toEqual(["fail", "high"]);
    expect(byId(result, "arithmetic").evidence).toContain(
      'Item 2.02 "Concrete class 25": 200 × KES 8,000 = KES 1,600,000, stated KES 1,500,000',
    );
    expect(byId(result, "arithmetic").recommendation).toContain("corrected price of KES 2,510,000");
    expect(statusOf(result, "missing-extra-items")).toEqual(["fail", "medium"]);
    expect(byId(result, "missing-extra-items").evidence).toMatch(
      /Not priced in the bid \(1\): Item 2\.03 "Reinforcement".*In the bid but not in the estimate \(1\): Item 2\.04 "Dayworks"/,
    );
    expect(statusOf(result, "total-deviation")).toEqual(["warning", "medium"]);
    // 100 - 3 × 25 (fail, high) - 15 (fail, medium) - 6 (warning, medium).
    expect(result.score).toBe(4);
  });

  it("reads both tables from the method document (PDF) when none is attached, by their captions", async () => {
    const table = (rows: readonly Row[]) =>
      rows
        .map((row) =>
          row.map((cell) => (typeof cell === "number" ? cell.toLocaleString("en-US") : cell)).join(" "),
        )
        .join("\n");
    const pdf = await makePdf([
      `Engineer's Estimate\n${HEADER.join(" ")}\n${table(ESTIMATE)}`,
      `Bid Price Schedule\n${HEADER.join(" ")}\n${table(BALANCED)}`,
    ]);
    const method = toAttachedDocument(
      { fileId: "m", groupId: "method-document", name: "RFB.pdf", size: 1 },
      await extractDocument(pdf, "pdf"),
    );
    const result = review([method]);
    const tables = byId(result, "price-tables");
    expect(tables.status).toBe("pass");
    expect(tables.evidence).toContain("The estimate was read from RFB.pdf, page 1.");
    expect(tables.evidence).toContain("The bidder's schedule was read from RFB.pdf, page 2.");
    expect(byId(result, "rate-deviation").status).toBe("pass");
  });
});

describe("unbalanced-bid checks", () => {
  it("no score, one insufficient-data finding naming the columns read, when no priced table is found", () => {
    const result = review([
      sheet("Notes.xlsx", "supporting", []),
      {
        fileId: "m",
        groupId: "method-document",
        name: "RFB.pdf",
        size: 1,
        units: [{ label: "page 1", text: "Instructions to bidders." }],
      },
    ]);
    expect(result.findings.map((finding) => [finding.id, finding.status, finding.severity])).toEqual([
      ["price-tables", "insufficient", "high"],
    ]);
    expect(result.score).toBeNull();
    expect(result.findings[0]!.evidence).toContain("project estimate and bidder's priced schedule");
    expect(result.findings[0]!.recommendation).toBe(UNBALANCED_EXPECTED_FORMAT);
    expect(result.summary).toContain("Item No., Description, Unit, Quantity, Rate and Amount");
    expect(review([estimate()]).findings.map((finding) => finding.id)).toEqual(["price-tables"]);
    expect(review([estimate()]).findings[0]!.evidence).toContain(
      "No priced table for the bidder's priced schedule",
    );
  });

  it("takes unlabelled tables of supporting documents in attachment order, and says so", () => {
    const result = review([
      sheet("A.xlsx", "supporting", ESTIMATE, "Sheet1"),
      sheet("B.xlsx", "supporting", BALANCED, "Sheet1"),
    ]);
    expect(byId(result, "price-tables").evidence).toContain(
      "The estimate was read from A.xlsx, Sheet1 (not labelled: taken in attachment order).",
    );
    expect(byId(result, "total-deviation").status).toBe("pass");
  });

  it("deviation band: default 25, configurable, an invalid value falls back with an info note", () => {
    expect(deviationBand(undefined)).toEqual({ band: 25, note: null });
    expect(deviationBand("40%")).toEqual({ band: 40, note: null });
    expect(deviationBand("abc").band).toBe(25);
    const rows = ESTIMATE.map(([item, description, qty, unit, rate]): Row => [
      item,
      description,
      qty,
      unit,
      rate * 1.4,
      qty * rate * 1.4,
    ]);
    expect(statusOf(review([estimate(), bid(rows)]), "rate-deviation")).toEqual(["warning", "medium"]);
    expect(statusOf(review([estimate(), bid(rows)], "50"), "rate-deviation")).toEqual(["pass", "info"]);
    const invalid = review([estimate(), bid(rows)], "-5");
    expect(statusOf(invalid, "deviation-band")).toEqual(["info", "info"]);
    expect(byId(invalid, "deviation-band").evidence).toContain(
      '"-5" is not a percentage above 0 and at most 1000; the default of 25% was used',
    );
    expect(statusOf(invalid, "rate-deviation")).toEqual(["warning", "medium"]);
    expect(
      review([estimate(), bid(rows)], "30").findings.some((finding) => finding.id === "deviation-band"),
    ).toBe(false);
  });

  it("front-loading passes when early items are priced like the estimate, is info without early items", () => {
    expect(byId(review([estimate(), bid(BALANCED)]), "front-loading").status).toBe("pass");
    const noEarly = ESTIMATE.slice(2);
    expect(statusOf(review([estimate(noEarly), bid(noEarly)]), "front-loading")).toEqual(["info", "info"]);
    // Early items dearer but later ones dearer too: not front-loading.
    const dearer = ESTIMATE.map(([item, description, qty, unit, rate], i): Row => [
      item,
      description,
      qty,
      unit,
      rate * (i < 2 ? 1.5 : 1.1),
      qty * rate * (i < 2 ? 1.5 : 1.1),
    ]);
    expect(byId(review([estimate(), bid(dearer)]), "front-loading").status).toBe("pass");
    // A small surplus (under 5% of the bid) only warns.
    const slight = ESTIMATE.map(([item, description, qty, unit, rate], i): Row => [
      item,
      description,
      qty,
      unit,
      rate * (i === 1 ? 2 : i < 2 ? 1 : 0.99),
      qty * rate * (i === 1 ? 2 : i < 2 ? 1 : 0.99),
    ]);
    expect(statusOf(review([estimate(), bid(slight)]), "front-loading")).toEqual(["warning", "medium"]);
  });

  it("arithmetic: a wrong stated total fails, rounding within tolerance passes", () => {
    const rounded = BALANCED.map((row): Row => [...row.slice(0, 5), row[5] + 0.4] as Row);
    expect(byId(review([estimate(), bid(rounded)]), "arithmetic").status).toBe("pass");
    const withTotal = sheet("Bid.xlsx", "bidder-schedule", [
      ...BALANCED,
      ["", "Grand Total", "", "", "", 9_999_999] as unknown as Row,
    ]);
    const arithmetic = byId(review([estimate(), withTotal]), "arithmetic");
    expect(arithmetic.status).toBe("fail");
    expect(arithmetic.evidence).toContain(
      "The stated total KES 9,999,999 differs from the sum of the item amounts KES 4,882,500",
    );
  });

  it("missing and extra items: extra alone warns (low); items match by description when numbers differ", () => {
    expect(
      statusOf(
        review([estimate(), bid([...BALANCED, ["3.01", "Dayworks", 1, "sum", 1, 1]])]),
        "missing-extra-items",
      ),
    ).toEqual(["warning", "low"]);
    const renumbered = BALANCED.map((row, i): Row => [
      `A${i + 1}`,
      row[1].toUpperCase(),
      row[2],
      row[3],
      row[4],
      row[5],
    ]);
    expect(byId(review([estimate(), bid(renumbered)]), "missing-extra-items").status).toBe("pass");
  });

  it("total deviation beyond the band warns", () => {
    const cheap = ESTIMATE.map(([item, description, qty, unit, rate]): Row => [
      item,
      description,
      qty,
      unit,
      rate * 0.8,
      qty * rate * 0.8,
    ]);
    expect(byId(review([estimate(), bid(cheap)]), "total-deviation").status).toBe("pass");
    const cheaper = ESTIMATE.map(([item, description, qty, unit, rate]): Row => [
      item,
      description,
      qty,
      unit,
      rate * 0.7,
      qty * rate * 0.7,
    ]);
    const total = byId(review([estimate(), bid(cheaper)]), "total-deviation");
    expect([total.status, total.severity]).toEqual(["warning", "medium"]);
    expect(total.recommendation).toContain("abnormally low");
  });
});

describe("boq helpers", () => {
  it("ignores a summary sheet of bill totals next to the bills", () => {
    const workbook: AttachedDocument = {
      ...estimate(),
      units: [
        {
          label: "Summary",
          text: tsv([
            ["Bill", "Description", "Amount"],
            ["1", "Preliminaries", 150_000],
            ["2", "Earthworks and concrete", 4_500_000],
          ]),
        },
        { label: "Bills", text: tsv([HEADER, ...ESTIMATE]) },
      ],
    };
    expect(scheduleOf(readBoqTables([workbook])).items.map((item) => item.ref)).toEqual([
      "1.01",
      "1.02",
      "2.01",
      "2.02",
      "2.03",
    ]);
  });

  it("normalizes item numbers, tells estimates from bids, matches items", () => {
    expect(normalizeRef("01.02.")).toBe("1.2");
    expect(normalizeRef("A-1")).toBe("a.1");
    expect(tableSide({ caption: "Engineer's Estimate", page: "Sheet1", document: "RFB.pdf" })).toBe(
      "estimate",
    );
    expect(tableSide({ caption: "", page: "Price Schedule", document: "x.xlsx" })).toBe("schedule");
    expect(tableSide({ caption: "", page: "Sheet1", document: "Tender estimate.xlsx" })).toBeNull();
    const estimateItems = scheduleOf(readBoqTables([estimate()])).items;
    const bidItems = scheduleOf(readBoqTables([bid([["9", "Excavations", 1000, "m3", 500, 500_000]])])).items;
    const match = matchItems(estimateItems, bidItems);
    expect(match.pairs.map((pair) => pair.estimate.ref)).toEqual(["2.01"]);
    expect(match.missing).toHaveLength(4);
  });
});
