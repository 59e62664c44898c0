import { describe, expect, it } from "vitest";
import { extractDocument } from "@/lib/documents";
import { toAttachedDocument } from "@/lib/reading/attached-document";
import { toolOutputText } from "@/lib/results/output-html";
import { failedOutright } from "@/lib/results/score";
import type { ReviewInput } from "@/lib/results/review-types";
import type { AttachedDocument } from "@/lib/results/types";
import { runReview } from "@/modules/review/lib/engine/engine";
import { dueDiligencePack } from "@/modules/review/lib/engine/packs/due-diligence";
import { listingState, listingWindow } from "@/modules/review/lib/engine/packs/listing-period";
import { byId, statusOf } from "@/tests/support/review-findings";

// PPRA's "Debarred Firms" table as a spreadsheet saved as CSV: a title line, "S/No", "Name of Firm", "Reason for
// Debarment", "Period of Debarment" and "Date of Debarment" written the Kenyan way. No "To" column: the end is
// the date of debarment plus the period. Firms invented; the layout follows the Authority's list.
const PPRA_CSV = [
  "PUBLIC PROCUREMENT REGULATORY AUTHORITY - DEBARRED FIRMS,,,,",
  "S/No,Name of Firm,Reason for Debarment,Period of Debarment,Date of Debarment",
  "1,M/S Mlima Contractors Limited,Forged tax compliance certificate,3 years,12/05/2020",
  "2,Tana Hardware & General Supplies Ltd,Collusive practice,Ten (10) years,15th August 2021",
  "3,Nyeri Hauliers Ltd,Fraudulent bid security,Permanently,01.02.2023",
  "4,Pwani Medical Supplies Ltd,Failure to perform,2 years,1st July 2025",
].join("\r\n");

async function ppraList(): Promise<AttachedDocument> {
  const extracted = await extractDocument(new TextEncoder().encode(PPRA_CSV), "csv");
  return toAttachedDocument(
    { fileId: "ppra", groupId: "screening-lists", name: "PPRA debarred firms.csv", size: 1 },
    extracted,
  );
}

function review(documents: AttachedDocument[], bidder: string, bidDueDate = "2025-03-01") {
  const input: ReviewInput = {
    serviceId: "intelligence",
    subserviceId: "due-diligence",
    activity: {
      id: "KeRRA/T/2025/14",
      entity: "Kenya Rural Roads Authority",
      procurement_category: "Works",
      procurement_method: "Open Tender",
      currency: "KES",
      estimatedValue: 1,
      issue_date: "2025-01-10",
      bidDueDate,
    },
    moduleInputs: { bidder_name: bidder, commitments: [] },
    documents,
    framework: null,
  };
  return runReview(input, [dueDiligencePack]);
}

describe("a debarment's period as PPRA writes it", () => {
  it("counts the end from the date of debarment: 3 years from 12/05/2020 is until 2023-05-11", () => {
    const window = listingWindow({ name: "x", from: "12/05/2020", period: "3 years" }, "");
    expect(window).toEqual({ from: "2020-05-12", to: "2023-05-11", openEnded: false, computed: true });
    expect(listingState(window, "2023-05-11")).toBe("in-force");
    expect(listingState(window, "2023-05-12")).toBe("expired");
    expect(listingState(window, "2019-01-01")).toBe("upcoming");
    expect(listingState(window, null)).toBe("in-force");
    expect(listingWindow({ name: "x", from: "01.02.2023", period: "Permanently" }, "").to).toBeNull();
    // A printed row: the period and its start are in the row's text.
    expect(listingWindow({}, "1. M/S MLIMA CONTRACTORS LTD Fraud 3 years from 20/06/2024").to).toBe(
      "2027-06-19",
    );
  });
});

describe("due diligence against PPRA's list with its dates", () => {
  it("fails a bidder debarred on the bid due date, with no score and the end date in the summary", async () => {
    const result = review([await ppraList()], "Tana Hardware and General Supplies Limited");
    expect(statusOf(result, "bidder-screening")).toEqual(["fail", "high"]);
    expect(result.score).toBeNull();
    expect(result.summary).toMatch(
      /^Fails: Bidder Tana Hardware and General Supplies Limited is debarred on the bid due date 2025-03-01, until 2031-08-14 \(PPRA debarred firms\.csv, section 1, row 4\)\./,
    );
    expect(byId(result, "bidder-screening").evidence).toContain(
      "Period of debarment: Ten (10) years. Debarred until 2031-08-14 (the period counted from 2021-08-15).",
    );
    expect(result.memoHtml).toContain("<p><strong>Score:</strong> Fails (not scored)</p>");
    expect(result.memoHtml).toContain("<h2>Why there is no score</h2>");
    expect(result.emailHtml).not.toMatch(/\d+\/100/);
    const text = toolOutputText("Review", { summary: result.summary, findings: result.findings, data: {} });
    expect(text).toContain("Score: Fails (not scored)");
    // Recent Runs and the Review Queue keep only score and summary: they still say "Fails", not "No score".
    expect(failedOutright(result.score, result.summary)).toBe(true);
  });

  it("fails a permanently debarred bidder", async () => {
    const result = review([await ppraList()], "Nyeri Hauliers Limited");
    expect(result.score).toBeNull();
    expect(result.summary).toContain("with no end date (permanent or ongoing)");
  });

  it("reports an expired debarment for information: the bidder passes with its score", async () => {
    const result = review([await ppraList()], "Mlima Contractors Ltd");
    const bidder = byId(result, "bidder-screening");
    expect([bidder.status, bidder.severity]).toEqual(["info", "info"]);
    expect(bidder.evidence).toMatch(/^Expired \(until 2023-05-11\): /);
    expect(bidder.disqualifies).toBeUndefined();
    expect(result.score).toBe(100);
    expect(result.summary).toMatch(/^Score 100\/100 /);
    expect(failedOutright(result.score, result.summary)).toBe(false);
  });

  it("warns about a debarment that starts after the bid due date, without failing the review", async () => {
    const result = review([await ppraList()], "Pwani Medical Supplies Ltd");
    expect(statusOf(result, "bidder-screening")).toEqual(["warning", "medium"]);
    expect(byId(result, "bidder-screening").evidence).toContain(
      "The debarment starts on 2025-07-01, after the bid due date 2025-03-01.",
    );
    expect(result.score).toBe(94);
    // The same listing on a later bid due date is in force: the review fails.
    expect(review([await ppraList()], "Pwani Medical Supplies Ltd", "2025-09-01").score).toBeNull();
  });
});
