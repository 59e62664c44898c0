import { describe, expect, it } from "vitest";
import { extractDocument } from "@/lib/documents";
import { toAttachedDocument } from "@/lib/reading/attached-document";
import type { AttachedDocument, ToolRunContext } from "@/lib/results/types";
import { abnormallyLowBidEngine } from "@/modules/tools/lib/abnormally-low/engine";
import { makeXlsx } from "@/tests/support/documents";
import { attachDocx } from "@/tests/support/evaluation-documents";
import {
  bidderWorkbook,
  estimateWorkbook,
  kakamegaReportPages,
  KAKAMEGA_ESTIMATE,
} from "@/tests/support/alb-documents";

async function xlsx(
  groupId: string,
  name: string,
  sheets: Parameters<typeof makeXlsx>[0],
): Promise<AttachedDocument> {
  const extracted = await extractDocument(await makeXlsx(sheets), "xlsx");
  return toAttachedDocument({ fileId: `${groupId}-${name}`, groupId, name, size: 1 }, extracted);
}

const context = (values: ToolRunContext["values"], documents: AttachedDocument[] = []): ToolRunContext => ({
  toolId: "abnormally_low_bid_check",
  values,
  framework: {
    kind: "Country",
    source: "country",
    code: "KE",
    label: "Kenya",
    countryCode: "KE",
    rulesCode: "KE_PPADA",
  },
  documents,
  now: new Date("2025-10-20T00:00:00Z"),
});

describe("abnormallyLowBidEngine", () => {
  it("reads the five responsive bids of a Kenyan evaluation report, leaves the non-responsive one out, flags Mumias", async () => {
    const report = await attachDocx("subject", "Evaluation report.docx", kakamegaReportPages());
    const out = await abnormallyLowBidEngine.run(
      context({ methodology: "hybrid", estimated_value: { amount: KAKAMEGA_ESTIMATE, currency: "KES" } }, [
        report,
      ]),
    );
    expect(out.tables![0]!.rows.map((row) => row[1])).toEqual([
      "Mumias Builders Ltd",
      "Kakamega Civil Works Ltd",
      "Western Contractors Limited",
      "Lurambi Construction Co. Ltd",
      "Nzoia Engineering Services Ltd",
    ]);
    // Nzoia's read-out sum, not the committee's corrected 20,312,400.00: under s.82 the sum read out is final.
    expect(out.tables![0]!.rows[4]![2]).toBe("KES 20,412,400.00");
    expect(out.findings!.map((finding) => [finding.title, finding.status])).toEqual([
      ["Mumias Builders Ltd: potentially abnormally low", "fail"],
    ]);
    expect(out.findings![0]!.citation).toMatch(/ITT 37/);
    expect(out.notices!.join(" ")).toMatch(/Left out .*Butere Hardware/);
    expect(out.notices!.at(-1)).toMatch(/^A bid is not rejected as abnormally low on these figures/);
    expect(out.documents).toEqual([
      { id: "clarification-letters", title: expect.any(String), formats: ["docx", "pdf"] },
    ]);
  });

  it("reads one sheet per bidder, takes the estimate's total and lists the items to clarify", async () => {
    const bids = await xlsx("subject", "Priced BoQs.xlsx", bidderWorkbook());
    const estimate = await xlsx("refs", "Engineer's estimate.xlsx", estimateWorkbook());
    const out = await abnormallyLowBidEngine.run(context({ methodology: "hybrid" }, [estimate, bids]));
    // Totals added by hand in tests/support/alb-documents.ts.
    expect(out.tables![0]!.rows.map((row) => [row[1], row[2]])).toEqual([
      ["Mumias Builders", "KES 2,584,000.00"],
      ["Kakamega Civil Works", "KES 4,371,000.00"],
      ["Western Contractors", "KES 4,676,000.00"],
    ]);
    expect(out.metrics!.find((metric) => metric.id === "estimate")!.value).toBe("KES 4,542,500.00");
    const request = out.findings![0]!.recommendation;
    expect(request).toMatch(
      /Item 2\.01 "Excavation in soft material to foundation level": rate 1,200 against the estimate's 4,500 \(73% below\)/,
    );
    expect(request).toMatch(/statutory minimum wage .*Item 4\.01/);
    expect(request).toMatch(/Item 5\.01 "Supply and install 10,000 litre water tank": priced at zero/);
    const letters = await abnormallyLowBidEngine.exportDocument!(out, "clarification-letters", "pdf");
    expect(letters.filename).toBe("abnormally-low-clarification-letters.pdf");
    expect(Buffer.from(letters.bytes.slice(0, 5)).toString()).toBe("%PDF-");
  });

  it("says plainly when the framework has no verified rule on abnormally low bids", async () => {
    const out = await abnormallyLowBidEngine.run({
      ...context({ methodology: "hybrid", bid_prices: "A Ltd; 60\nB Ltd; 100\nC Ltd; 104" }),
      framework: null,
    });
    expect(out.notices!.at(-1)).toMatch(/No verified rule on abnormally low bids is held for your framework/);
    expect(out.findings![0]!.citation).toBe("");
  });
});
