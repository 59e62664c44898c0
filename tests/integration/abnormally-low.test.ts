import { beforeAll, describe, expect, it } from "vitest";
import { GET as exportRoute } from "@/app/api/tools/runs/[runId]/export/route";
import { makePdf, makeXlsx } from "@/tests/support/documents";
import { makeDocxWithTables } from "@/tests/support/evaluation-documents";
import {
  bidderWorkbook,
  estimateWorkbook,
  kakamegaReportPages,
  KAKAMEGA_ESTIMATE,
} from "@/tests/support/alb-documents";
import { attachFile } from "./attach";
import { get, sessionCookieFor, signUpViaRoute, uniqueDomain } from "./helpers";
import { postToolRun, saveCountryFramework } from "./run-support";

const TOOL = "abnormally_low_bid_check";
let cookie = "";

beforeAll(async () => {
  const email = `alb@${uniqueDomain("alb")}`;
  await signUpViaRoute({ email });
  cookie = await sessionCookieFor(email);
  await saveCountryFramework(cookie, "KE");
});

type Output = {
  summary: string;
  notices?: string[];
  findings?: { title: string; status: string; recommendation: string; citation: string }[];
  tables?: { id: string; rows: string[][] }[];
  documents?: { id: string }[];
};

async function attach(groupId: string, name: string, bytes: Uint8Array) {
  const attached = await attachFile(cookie, TOOL, groupId, name, bytes);
  expect(attached.status, JSON.stringify(attached.body)).toBe(200);
  return attached.fileId;
}

async function run(inputs: Record<string, unknown>, attachments: Record<string, string[]> = {}) {
  const response = await postToolRun(cookie, TOOL, { inputs, attachments });
  return { status: response.status, body: await response.json() };
}

const estimate = { amount: KAKAMEGA_ESTIMATE, currency: "KES" };

describe("abnormally low bid check through the run API (Kenyan org)", () => {
  it("screens a county evaluation report (DOCX), flags the bid 35% below the estimate and exports the letters", async () => {
    const report = await attach(
      "subject",
      "Evaluation report.docx",
      await makeDocxWithTables(kakamegaReportPages()),
    );
    const { status, body } = await run(
      { methodology: "hybrid", estimated_value: estimate },
      { subject: [report] },
    );
    expect(status, JSON.stringify(body)).toBe(200);
    const output = body.output as Output;
    expect(output.tables![0]!.rows).toHaveLength(5);
    expect(output.tables![0]!.rows[0]!.slice(1, 5)).toEqual([
      "Mumias Builders Ltd",
      "KES 12,450,000.00",
      // -1.72 before Nzoia was compared at its read-out sum (final under s.82) rather than its corrected one.
      "-1.71",
      "35.3% below",
    ]);
    expect(output.findings!.map((finding) => finding.title)).toEqual([
      "Mumias Builders Ltd: potentially abnormally low",
    ]);
    expect(output.findings![0]!.citation).toMatch(/PPRA Standard Tender Document for Works.*ITT 37/);
    expect(output.notices!.join(" ")).toMatch(/asked in writing to explain its price/);
    const response = await exportRoute(
      get(`/api/tools/runs/${body.runId}/export?document=clarification-letters&format=docx`, cookie),
      { params: Promise.resolve({ runId: body.runId }) },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/clarification-letters\.docx/);
  });

  it("reads the same report as a PDF", async () => {
    const pages = kakamegaReportPages().map((blocks) =>
      blocks
        .map((block) => (typeof block === "string" ? block : block.map((row) => row.join("   ")).join("\n")))
        .join("\n\n"),
    );
    const report = await attach("subject", "Evaluation report.pdf", await makePdf(pages));
    const { status, body } = await run(
      { methodology: "% threshold below estimate", estimated_value: estimate },
      { subject: [report] },
    );
    expect(status, JSON.stringify(body)).toBe(200);
    const output = body.output as Output;
    expect(output.findings!.map((finding) => finding.title)).toEqual([
      "Mumias Builders Ltd: potentially abnormally low",
    ]);
  });

  it("reads a workbook with one sheet per bidder and the estimate, and asks about the items far below it", async () => {
    const bids = await attach("subject", "Priced BoQs.xlsx", await makeXlsx(bidderWorkbook()));
    const est = await attach("refs", "Engineer's estimate.xlsx", await makeXlsx(estimateWorkbook()));
    const { status, body } = await run({ methodology: "hybrid" }, { subject: [bids], refs: [est] });
    expect(status, JSON.stringify(body)).toBe(200);
    const output = body.output as Output;
    expect(output.tables![0]!.rows.map((row) => row[1])).toEqual([
      "Mumias Builders",
      "Kakamega Civil Works",
      "Western Contractors",
    ]);
    expect(output.findings![0]!.recommendation).toMatch(/Excavation in soft material.*73% below/);
    // 3 bids: the largest possible z is 1.15, below the 1.5 default; the result says so.
    expect(output.notices!.join(" ")).toMatch(/With 3 bids no z-score can go below -1\.15/);
  });

  it("takes pasted lines over the attachments and says so", async () => {
    const report = await attach(
      "subject",
      "Evaluation report.docx",
      await makeDocxWithTables(kakamegaReportPages()),
    );
    const { status, body } = await run(
      {
        methodology: "z-score vs. peer bids",
        bid_prices:
          "Alpha Works Ltd\t9,100,000.00\nBeta Builders Ltd; Kshs. 14,000,000.00\nGamma Contractors Ltd, 14,350,000\nDelta Ltd; 15,000,000",
        pct_below_others: "20",
      },
      { subject: [report] },
    );
    expect(status, JSON.stringify(body)).toBe(200);
    const output = body.output as Output;
    expect(output.notices![0]).toMatch(
      /typed in the Bid prices box were used; the 5 prices read from the attachments were not/,
    );
    expect(output.tables![0]!.rows.map((row) => row[1])).toEqual([
      "Alpha Works Ltd",
      "Beta Builders Ltd",
      "Gamma Contractors Ltd",
      "Delta Ltd",
    ]);
    expect(output.findings![0]!.title).toBe("Alpha Works Ltd: potentially abnormally low");
  });

  it("answers 400 with the line to fix for a price that is not one, or could be two", async () => {
    const { status, body } = await run({
      methodology: "hybrid",
      bid_prices: "Alpha Works Ltd; 9,100,000\nBeta Builders Ltd; about twelve million\nGamma Ltd; 9.500",
    });
    expect(status).toBe(400);
    expect(body.error.fields["inputs.bid_prices"]).toEqual([
      "Line 2: 'about twelve million' is not a price. Write it in figures, e.g. 12,450,300.00.",
      "Line 3: '9.500' could be 9,500 or 9.5: write 9,500 or 9.5.",
    ]);
  });

  it("answers 400 when there is nothing to screen, or a schedule without prices", async () => {
    const none = await run({ methodology: "hybrid" });
    expect(none.status).toBe(400);
    expect(none.body.error.fields["inputs.bid_prices"][0]).toMatch(/Fill the Bid prices box/);
    const empty = await attach(
      "subject",
      "Price schedule.xlsx",
      await makeXlsx({
        "Bill 1": [["Item No.", "Description", "Unit", "Qty", "Rate (Kshs.)", "Amount (Kshs.)"]],
      }),
    );
    const blank = await run({ methodology: "hybrid" }, { subject: [empty] });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields["attachments.subject"][0]).toMatch(
      /No bid prices could be read from Price schedule\.xlsx/,
    );
  });

  it("does not compute z-scores with two bids and says why", async () => {
    const { status, body } = await run({
      methodology: "hybrid",
      estimated_value: { amount: "10000000", currency: "KES" },
      bid_prices: "Alpha Works Ltd; 6,000,000\nBeta Builders Ltd; 9,800,000",
    });
    expect(status, JSON.stringify(body)).toBe(200);
    const output = body.output as Output;
    expect(output.notices).toContain(
      "Z-scores were not computed: they need at least 3 bids and 2 were read.",
    );
    expect(output.tables![0]!.rows[0]![3]).toBe("not computed");
  });

  it("refuses a file over the size limit and a box over 20,000 characters", async () => {
    const huge = await attachFile(cookie, TOOL, "subject", "Huge.xlsx", new Uint8Array(26 * 1024 * 1024));
    expect(huge.status).toBe(413);
    const long = await run({ methodology: "hybrid", bid_prices: "A Ltd; 1\n".repeat(2500) });
    expect(long.status).toBe(400);
    expect(long.body.error.fields["inputs.bid_prices"]).toEqual(["validation.tooLong"]);
  });
});
