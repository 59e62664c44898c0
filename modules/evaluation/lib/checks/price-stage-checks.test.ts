import { describe, expect, it } from "vitest";
import { KENYA, WORLD_BANK } from "@/tests/support/frameworks";
import { checkRecord, CHECK_IDS } from "./record-checks";
import { kenyanRecord, lawfulKenyanRecord, worldBankRecord } from "./test-records";
import type { EvaluationRecord } from "../record/record";
import type { Framework } from "./framework";

const byId = (record: EvaluationRecord, id: string, framework: Framework = KENYA) =>
  checkRecord(record, { framework }).find((finding) => finding.id === id);

describe("award price against the budget", () => {
  it("passes within the budget", () => {
    expect(byId(kenyanRecord(), CHECK_IDS.budget)?.status).toBe("pass");
  });
  it("fails above the budget with the figures and the percentage", () => {
    const record = kenyanRecord();
    record.budget!.value = 24_000_000;
    const found = byId(record, CHECK_IDS.budget);
    expect(found).toMatchObject({ status: "fail", severity: "high" });
    expect(found?.evidence).toContain("award KES 24,311,744.00 against the budget of KES 24,000,000.00");
    expect(found?.evidence).toContain("KES 311,744.00 (1.3%) over");
  });
  it("is insufficient without a budget", () => {
    const record = kenyanRecord();
    record.budget = null;
    expect(byId(record, CHECK_IDS.budget)?.status).toBe("insufficient");
  });
});

describe("award price against the estimate", () => {
  it("passes within 15% above and 25% below", () => {
    expect(byId(kenyanRecord(), CHECK_IDS.estimate)?.evidence).toContain("1.3% above");
    expect(byId(kenyanRecord(), CHECK_IDS.estimate)?.status).toBe("pass");
  });
  it("warns more than 15% above the estimate", () => {
    const record = kenyanRecord();
    record.estimate!.value = 20_000_000;
    const found = byId(record, CHECK_IDS.estimate);
    expect(found?.status).toBe("warning");
    expect(found?.evidence).toContain("21.6% above");
  });
  it("warns more than 25% below the estimate: possibly abnormally low, citing Kenya's verified rule", () => {
    const record = lawfulKenyanRecord();
    record.estimate!.value = 35_000_000;
    const found = byId(record, CHECK_IDS.estimate);
    expect(found?.status).toBe("warning");
    expect(found?.evidence).toContain("32.0% below");
    expect(found?.evidence).toContain("possibly abnormally low — seek clarification");
    expect(found?.citation).toContain("ITT 37.1-37.6");
  });
  it("mentions the World Bank's abnormally-low rule only as unverified", () => {
    const record = worldBankRecord();
    record.estimate!.value = 3_000_000;
    const found = byId(record, CHECK_IDS.estimate, WORLD_BANK);
    expect(found?.evidence).toContain("unverified – confirm against the official text");
    expect(found?.citation).not.toContain("Evaluating Bids and Proposals");
  });
});

describe("competition", () => {
  it("passes with two responsive bids", () => {
    expect(byId(kenyanRecord(), CHECK_IDS.singleBid)?.status).toBe("pass");
  });
  it("warns on a single responsive bid without the standstill note when several were submitted", () => {
    const record = kenyanRecord();
    record.bidders[3]!.stages.financial.outcome = "failed";
    const found = byId(record, CHECK_IDS.singleBid);
    expect(found?.status).toBe("warning");
    expect(found?.evidence).not.toMatch(/standstill/);
  });
  it("says Kenya's standstill does not apply where only one tender was submitted", () => {
    const record = lawfulKenyanRecord();
    record.bidders = record.bidders.slice(0, 1);
    const found = byId(record, CHECK_IDS.singleBid);
    expect(found?.evidence).toMatch(/standstill period does not apply/);
    expect(found?.citation).toContain("s. 135(3)");
    expect(byId(record, CHECK_IDS.singleBid, WORLD_BANK)?.evidence).not.toMatch(/standstill/);
  });
});

describe("pass mark applied as published", () => {
  it("passes when every outcome follows the pass mark", () => {
    expect(byId(kenyanRecord(), CHECK_IDS.passMark)?.status).toBe("pass");
  });
  it("fails for a bid below the pass mark marked passed", () => {
    const record = kenyanRecord();
    record.bidders[1]!.stages.technical.outcome = "passed";
    const found = byId(record, CHECK_IDS.passMark);
    expect(found).toMatchObject({ status: "fail", severity: "high" });
    expect(found?.evidence).toContain(
      "Tsavo Civil Works Ltd: technical score 68 marks is below the pass mark of 75 marks but the bid is marked passed",
    );
  });
  it("fails for a bid at the pass mark marked failed", () => {
    const record = kenyanRecord();
    record.bidders[3]!.stages.technical = { outcome: "failed", score: 75, reason: null };
    expect(byId(record, CHECK_IDS.passMark)?.evidence).toContain("reaches the pass mark of 75 marks");
  });
  it("converts a percentage pass mark with the maximum score", () => {
    const record = kenyanRecord();
    record.passMark = { value: 75, percent: true, cited: null };
    record.maxTechnicalScore = 200;
    record.bidders[0]!.stages.technical.score = 168;
    record.bidders[1]!.stages.technical = { outcome: "passed", score: 140, reason: null };
    record.bidders[3]!.stages.technical.score = 158;
    const found = byId(record, CHECK_IDS.passMark);
    expect(found?.status).toBe("fail");
    expect(found?.evidence).toContain("140 of 200 marks (70%) is below the pass mark of 75%");
    expect(found?.evidence).not.toContain("Kilimanjaro");
  });
  it("is insufficient when scores are given without a pass mark", () => {
    const record = kenyanRecord();
    record.passMark = null;
    expect(byId(record, CHECK_IDS.passMark)?.status).toBe("insufficient");
  });
});

describe("stages consistent and recorded", () => {
  it("passes on the planted record", () => {
    expect(byId(kenyanRecord(), CHECK_IDS.stageOrder)?.status).toBe("pass");
    expect(byId(kenyanRecord(), CHECK_IDS.outcomes)?.status).toBe("pass");
  });
  it("warns when a bid that failed a stage is passed or scored later", () => {
    const record = kenyanRecord();
    record.bidders[2]!.stages.technical = { outcome: "not-evaluated", score: 70, reason: null };
    const found = byId(record, CHECK_IDS.stageOrder);
    expect(found?.status).toBe("warning");
    expect(found?.evidence).toContain("Rift Valley Contractors Limited failed the preliminary");
  });
  it("is insufficient (not a pass) for a stage without an outcome", () => {
    const record = kenyanRecord();
    record.bidders[3]!.stages.postQualification.outcome = null;
    const found = byId(record, CHECK_IDS.outcomes);
    expect(found).toMatchObject({ status: "insufficient", severity: "medium" });
    expect(found?.evidence).toContain("Lakeside General Contractors Ltd: post-qualification / due diligence");
  });
  it("does not count stages after a failed one as missing", () => {
    const record = kenyanRecord();
    record.bidders[2]!.stages.technical.outcome = null;
    expect(byId(record, CHECK_IDS.outcomes)?.status).toBe("pass");
  });
});
