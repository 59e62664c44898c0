import { describe, expect, it } from "vitest";
import { KENYA, WORLD_BANK } from "@/tests/support/frameworks";
import { draftSchema, type Draft } from "@/lib/results/draft";
import type { Finding } from "@/lib/results/types";
import { checkRecord } from "../checks/record-checks";
import { kenyanRecord, lawfulKenyanRecord, worldBankRecord } from "../checks/test-records";
import type { EvaluationRecord } from "../record/record";
import type { Framework } from "../checks/framework";
import { sectionText } from "../letters/test-text";
import { memoScore, professionalOpinion, type MemoOptions } from "./professional-opinion";

const options = (framework: Framework): MemoOptions => ({
  framework,
  entity: "Kenya Rural Roads Authority",
  tenderRef: "KeRRA/012/2025",
  tenderTitle: "Rehabilitation of Kiganjo-Gatitu Road",
  method: "Open national tender",
  advertisedOn: "2025-03-01",
  closingOn: "2025-03-22",
  openedOn: "2025-03-22",
  recordVersion: { version: 3, confirmedBy: "A. Otieno", confirmedAt: "2025-05-30T10:00:00Z" },
});

function memo(record: EvaluationRecord, framework: Framework) {
  const checks = checkRecord(record, { framework });
  const draft = professionalOpinion(record, checks, options(framework));
  const section = (id: string) => sectionText(draft.sections.find((item) => item.id === id)!);
  return { checks, draft, section };
}

describe("professional opinion on the planted Kenyan record (award at the corrected sum)", () => {
  const { checks, draft, section } = memo(kenyanRecord(), KENYA);

  it("scores below 50", () => {
    expect(memoScore(checks)).toBeLessThan(50);
  });

  it("is a Kenyan professional opinion in nine sections, naming the record version", () => {
    expect(() => draftSchema.parse(draft)).not.toThrow();
    expect(draft.title).toBe(
      "Professional opinion on the evaluation of Tender No. KeRRA/012/2025: Rehabilitation of Kiganjo-Gatitu Road",
    );
    expect(draft.subtitle).toContain("under s. 84(1)-(3)");
    expect(draft.basis).toContain("evaluation record v3, confirmed by A. Otieno on 2025-05-30");
    expect(draft.sections.map((item) => item.id)).toEqual([
      "background",
      "method",
      "advertisement",
      "opening",
      "evaluation",
      "compliance",
      "risks",
      "opinion",
      "decision",
    ]);
    expect(section("background")).toContain("evaluation record v3");
  });

  it("says the threshold schedule is not verified and gives the tender period", () => {
    expect(section("method")).toContain("unverified – confirm against the official text");
    expect(section("method")).toContain("Open tendering is the preferred method");
    expect(section("advertisement")).toContain("a tender period of 21 days");
  });

  it("tabulates the opening and the evaluation from the record", () => {
    const opening = draft.sections[3]!.tables![0]!;
    expect(opening.rows).toHaveLength(4);
    expect(opening.rows[0]).toEqual([
      "Kilimanjaro Builders Ltd",
      "KES 23,812,712.00",
      "Tender Evaluation Report.pdf, page 3",
    ]);
    const evaluation = draft.sections[4]!.tables![0]!;
    expect(evaluation.columns).toEqual([
      "Bidder",
      "Preliminary",
      "Technical score",
      "Financial",
      "Post-qualification",
      "Read out",
      "Corrected",
      "Rank",
    ]);
    expect(evaluation.rows[0]).toEqual([
      "Kilimanjaro Builders Ltd",
      "Passed",
      "84 (passed)",
      "Passed",
      "Passed",
      "KES 23,812,712.00",
      "KES 24,311,744.00",
      "1",
    ]);
    expect(evaluation.rows[2]).toEqual([
      "Rift Valley Contractors Limited",
      "Failed",
      "Not evaluated",
      "Not evaluated",
      "Not evaluated",
      "KES 21,480,000.00",
      "—",
      "—",
    ]);
  });

  it("lists each failure and warning as a numbered, cited compliance point", () => {
    const compliance = draft.sections[5]!;
    expect(compliance.paragraphs[0]!.text).toMatch(
      /^1\. Award at a corrected sum contravenes s\. 82 \(fails\)/,
    );
    expect(compliance.paragraphs[0]!.citation).toContain("(Kenya), s. 82");
    expect(compliance.paragraphs[0]!.source).toBe("rule");
    expect(section("risks")).toContain("1.3% above");
  });

  it("does not endorse the award: it contravenes s. 82 and goes back for re-evaluation on read-out sums", () => {
    const opinion = section("opinion");
    expect(opinion).toContain("I do not concur");
    expect(opinion).toContain("contravenes s. 82");
    expect(opinion).toContain("Nor can the report simply be approved at the read-out sum");
    expect(opinion).toContain("re-evaluate the tenders on their read-out sums");
    expect(opinion).not.toMatch(/I concur/);
    expect(draft.sections[7]!.heading).toBe("Professional opinion and recommendation");
  });

  it("ends with the accounting officer's decision and the head of procurement's signature", () => {
    const decision = section("decision");
    expect(decision).toContain("Accounting officer: Approved / Not approved");
    expect(decision).toContain("Head of the procurement function");
    expect(decision).toContain("s. 84(1)-(3)");
  });
});

describe("professional opinion: other records", () => {
  it("concurs with a lawful Kenyan award at the read-out sum", () => {
    const { checks, section } = memo(lawfulKenyanRecord(), KENYA);
    expect(memoScore(checks)).toBe(100);
    expect(section("opinion")).toContain(
      "I concur with the evaluation committee's recommendation to award the tender to Kilimanjaro Builders Ltd at the contract price of KES 23,812,712.00, the tender sum read out.",
    );
    expect(section("risks")).toContain("no red flag");
  });

  it("uses generic titles under the World Bank and concurs at the corrected price", () => {
    const { draft, section } = memo(worldBankRecord(), WORLD_BANK);
    expect(draft.title).toMatch(/^Procurement opinion \/ approval memo/);
    expect(JSON.stringify(draft)).not.toMatch(/s\. 84|Accounting Officer/);
    expect(section("opinion")).toContain("at the contract price of USD 1,831,744.00, the evaluated price");
    expect(section("risks")).toContain("corrected price is used for the comparison");
  });

  it("gives no opinion on an award without a recommendation, and says the record version is not given", () => {
    const record = kenyanRecord();
    record.recommendation = null;
    const draft: Draft = professionalOpinion(record, checkRecord(record, { framework: KENYA }), {
      ...options(KENYA),
      recordVersion: undefined,
    });
    expect(sectionText(draft.sections[7]!)).toContain("No opinion on an award can be given");
    expect(draft.basis).toContain("the confirmed evaluation record (version not stated)");
  });
});

describe("memoScore", () => {
  const finding = (status: Finding["status"], severity: Finding["severity"]): Finding => ({
    id: "x",
    title: "x",
    status,
    severity,
    evidence: "",
    citation: "",
    recommendation: "",
  });
  it("takes 40 for a high failure, 20 for a medium one, 5 for a warning or an insufficient check", () => {
    expect(memoScore([])).toBe(100);
    expect(memoScore([finding("fail", "high")])).toBe(60);
    expect(
      memoScore([finding("fail", "medium"), finding("warning", "low"), finding("insufficient", "high")]),
    ).toBe(70);
    expect(memoScore([finding("pass", "info"), finding("info", "info")])).toBe(100);
  });
  it("never goes below 0", () => {
    expect(memoScore([finding("fail", "high"), finding("fail", "high"), finding("fail", "high")])).toBe(0);
  });
});
