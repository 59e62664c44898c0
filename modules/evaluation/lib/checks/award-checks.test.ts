import { describe, expect, it } from "vitest";
import { KENYA, WORLD_BANK } from "@/tests/support/frameworks";
import { findingSchema } from "@/lib/results/schemas";
import { checkRecord, CHECK_IDS } from "./record-checks";
import { at, kenyanRecord, lawfulKenyanRecord, worldBankRecord } from "./test-records";
import type { EvaluationRecord } from "../record/record";
import type { Framework } from "./framework";

const run = (record: EvaluationRecord, framework: Framework = KENYA) => checkRecord(record, { framework });
const byId = (record: EvaluationRecord, id: string, framework: Framework = KENYA) =>
  run(record, framework).find((finding) => finding.id === id);

describe("checkRecord on the planted Kenyan record (award at the corrected sum)", () => {
  it("returns valid findings, failing the award at the corrected sum under s.82", () => {
    const findings = run(kenyanRecord());
    for (const finding of findings) expect(() => findingSchema.parse(finding)).not.toThrow();
    const corrected = findings.find((finding) => finding.id === CHECK_IDS.correctedAward);
    expect(corrected).toMatchObject({ status: "fail", severity: "high" });
    expect(corrected?.title).toMatch(/contravenes s\. 82/);
    expect(corrected?.evidence).toContain("KES 24,311,744.00");
    expect(corrected?.evidence).toContain("KES 23,812,712.00");
    expect(corrected?.citation).toContain("Public Procurement and Asset Disposal Act, 2015 (Kenya), s. 82");
    expect(corrected?.recommendation).toMatch(/re-evaluate the tenders on their read-out sums/);
  });
});

describe("recommendation", () => {
  it("passes when it names a bidder of the record", () => {
    expect(byId(kenyanRecord(), CHECK_IDS.recommendation)?.status).toBe("pass");
  });
  it("is insufficient when missing, and checks of the award are not run", () => {
    const record = kenyanRecord();
    record.recommendation = null;
    const findings = run(record);
    expect(findings.find((f) => f.id === CHECK_IDS.recommendation)).toMatchObject({
      status: "insufficient",
      severity: "high",
    });
    expect(findings.some((f) => f.id === CHECK_IDS.lowest || f.id === CHECK_IDS.priceMatch)).toBe(false);
  });
  it("is insufficient when the recommended name matches no bidder", () => {
    const record = kenyanRecord();
    record.recommendation = { bidderId: null, bidderName: "Unknown Ltd", price: 1, cited: null };
    expect(byId(record, CHECK_IDS.recommendation)?.evidence).toContain('"Unknown Ltd"');
  });
  it("reports a recommendation of no award as information", () => {
    const record = kenyanRecord();
    record.recommendation = null;
    record.noAward = at("The committee recommends re-advertisement.", 12);
    expect(byId(record, CHECK_IDS.recommendation)?.status).toBe("info");
  });
});

describe("award at a corrected sum", () => {
  it("passes when the award is at the read-out sum", () => {
    expect(byId(lawfulKenyanRecord(), CHECK_IDS.correctedAward)?.status).toBe("pass");
  });
  it("is not a Kenyan failure under the World Bank", () => {
    expect(byId(worldBankRecord(), CHECK_IDS.correctedAward, WORLD_BANK)).toBeUndefined();
  });
});

describe("arithmetic corrections", () => {
  it("warns under Kenya for any correction, even with an award at the read-out sum", () => {
    const record = lawfulKenyanRecord();
    record.bidders[3]!.corrected = 25_200_000;
    const found = byId(record, CHECK_IDS.corrections);
    expect(found).toMatchObject({ status: "warning", severity: "medium" });
    expect(found?.evidence).toMatch(/may not correct the sum/);
    expect(found?.evidence).toMatch(/compared and awarded at their read-out sums/);
  });
  it("passes under Kenya when no sum was corrected", () => {
    expect(byId(lawfulKenyanRecord(), CHECK_IDS.corrections)?.status).toBe("pass");
  });
  it("is information under the World Bank, the corrected price being compared", () => {
    const found = byId(worldBankRecord(), CHECK_IDS.corrections, WORLD_BANK);
    expect(found).toMatchObject({ status: "info", severity: "info" });
    expect(found?.evidence).toContain("USD 1,831,744.00");
    expect(found?.evidence).toMatch(/corrected price is used for the comparison/);
  });
  it("passes under the World Bank without corrections, and asks to confirm without a framework", () => {
    const record = worldBankRecord();
    record.bidders[0]!.corrected = null;
    record.bidders[0]!.evaluated = 1_812_712;
    expect(byId(record, CHECK_IDS.corrections, WORLD_BANK)?.status).toBe("pass");
    expect(byId(worldBankRecord(), CHECK_IDS.corrections, null)?.evidence).toMatch(
      /No framework is selected/,
    );
  });
});

describe("the recommended bidder passed every stage", () => {
  it("passes for a responsive bid", () => {
    expect(byId(kenyanRecord(), CHECK_IDS.stagesPassed)?.status).toBe("pass");
  });
  it("fails with the stage and its quoted reason", () => {
    const record = kenyanRecord();
    record.bidders[0]!.stages.postQualification = {
      outcome: "failed",
      score: null,
      reason: at("Audited accounts not provided.", 11),
    };
    const found = byId(record, CHECK_IDS.stagesPassed);
    expect(found).toMatchObject({ status: "fail", severity: "high" });
    expect(found?.evidence).toContain(
      '"Audited accounts not provided." (Tender Evaluation Report.pdf, page 11)',
    );
  });
});

describe("the recommended bid is the lowest evaluated responsive bid", () => {
  it("passes, comparing read-out sums under Kenya", () => {
    const found = byId(kenyanRecord(), CHECK_IDS.lowest);
    expect(found?.status).toBe("pass");
    expect(found?.evidence).toMatch(/read out/);
  });
  it("fails with the figures when a responsive bid is lower", () => {
    const record = kenyanRecord();
    record.bidders[3]!.readOut = 23_000_000;
    const found = byId(record, CHECK_IDS.lowest);
    expect(found).toMatchObject({ status: "fail", severity: "high" });
    expect(found?.evidence).toContain("Lakeside General Contractors Ltd (responsive) bid KES 23,000,000.00");
    expect(found?.evidence).toContain("KES 812,712.00 (3.5%)");
  });
  it("compares corrected prices under the World Bank (a different winner than read-out sums give)", () => {
    const record = worldBankRecord();
    record.bidders[3]!.readOut = 1_820_000;
    record.bidders[3]!.evaluated = 1_820_000;
    expect(byId(record, CHECK_IDS.lowest, WORLD_BANK)?.status).toBe("fail");
    expect(byId(record, CHECK_IDS.lowest, KENYA)?.status).toBe("pass");
  });
  it("fails when the recommended bidder is not ranked 1", () => {
    const record = kenyanRecord();
    record.bidders[0]!.rank = 2;
    expect(byId(record, CHECK_IDS.lowest)?.evidence).toContain("ranked 2 in the record, not 1");
  });
  it("compares combined scores when scores decide", () => {
    const record = kenyanRecord();
    record.bidders[0]!.stages.financial.score = 88.5;
    record.bidders[3]!.stages.financial.score = 80;
    expect(byId(record, CHECK_IDS.lowest)?.status).toBe("pass");
    record.bidders[3]!.stages.financial.score = 91;
    const found = byId(record, CHECK_IDS.lowest);
    expect(found?.status).toBe("fail");
    expect(found?.evidence).toContain("combined score of 91, above Kilimanjaro Builders Ltd's 88.5");
  });
});

describe("the recommended price is the bidder's price", () => {
  it("fails under Kenya when it is not the read-out sum", () => {
    const found = byId(kenyanRecord(), CHECK_IDS.priceMatch);
    expect(found).toMatchObject({ status: "fail", severity: "high" });
    expect(found?.evidence).toContain("(its corrected sum)");
    expect(found?.evidence).toContain("tender sum read out in the record is KES 23,812,712.00");
  });
  it("passes under Kenya at the read-out sum and under the World Bank at the corrected price", () => {
    expect(byId(lawfulKenyanRecord(), CHECK_IDS.priceMatch)?.status).toBe("pass");
    expect(byId(worldBankRecord(), CHECK_IDS.priceMatch, WORLD_BANK)?.status).toBe("pass");
  });
  it("fails under the World Bank for a price that is neither evaluated nor corrected", () => {
    const record = worldBankRecord();
    record.recommendation!.price = 1_900_000;
    expect(byId(record, CHECK_IDS.priceMatch, WORLD_BANK)?.status).toBe("fail");
  });
  it("is insufficient when the recommendation states no price", () => {
    const record = kenyanRecord();
    record.recommendation!.price = null;
    expect(byId(record, CHECK_IDS.priceMatch)?.status).toBe("insufficient");
  });
});
