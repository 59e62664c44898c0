import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { attachFile } from "./attach";
import { postReview, reviewAccount, reviewBody } from "./review-support";
import { saveCountryFramework } from "./run-support";

/**
 * A real, filled Kenyan tender (NCPB, supply of laptops, 2021, 77 pages) reviewed as a procurement officer
 * would: what a careful reviewer finds in it (tests/fixtures/tenders/README.md) must be found with its page,
 * and nothing correct may be flagged.
 */
const TENDER = "tests/fixtures/tenders/ncpb-supply-of-laptops-2021.pdf";

type Finding = {
  id: string;
  title: string;
  status: string;
  severity: string;
  evidence: string;
  citation: string;
};

describe("review of a real Kenyan tender (NCPB laptops 2021)", () => {
  let findings: Finding[] = [];
  let answer: { score: number; memoHtml: string };

  beforeAll(async () => {
    const user = await reviewAccount("ncpb");
    await saveCountryFramework(user.cookie, "KE");
    const attached = await attachFile(
      user.cookie,
      "review:compliance-solicitation",
      "method-document",
      "NCPB tender.pdf",
      new Uint8Array(readFileSync(TENDER)),
    );
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);
    const response = await postReview(
      user.cookie,
      reviewBody(
        "compliance-solicitation",
        { "method-document": [attached.fileId] },
        {
          activity: {
            id: "NCPB/ICT/LAPTOPS/14/2021-2022",
            type: "procurement",
            entity: "National Cereals and Produce Board",
            procurement_category: "Goods",
            procurement_method: "Open Tender",
            currency: "KES",
            estimatedValue: "",
            advertDate: "",
            issue_date: "2021-11-11",
            bidDueDate: "2021-11-25",
          },
        },
      ),
    );
    answer = await response.json();
    expect(response.status, JSON.stringify(answer).slice(0, 500)).toBe(200);
    findings = (answer as unknown as { findings: Finding[] }).findings;
  });

  const byId = (id: string) => findings.find((finding) => finding.id === id);

  it("finds the Appendix to Instructions to Tenderers on page 23 and the Tender Form on page 48", () => {
    expect(byId("section-data-sheet")).toMatchObject({ status: "pass" });
    expect(byId("section-data-sheet")!.evidence).toContain("page 23");
    expect(byId("section-forms")).toMatchObject({ status: "pass" });
    expect(byId("section-forms")!.evidence).toContain("page 48");
  });

  it("reads the tender security of Kshs. 200,000.00 on page 13 and the validity of clause 1.4 on page 3", () => {
    // No estimated value was entered: the amount is read, and its 2% ceiling is a question for the officer.
    const security = byId("bid-security-ceiling")!;
    expect(security.status).toBe("insufficient");
    expect(security.evidence).toMatch(/200,000/);
    // The data sheet's row (page 24) is read first; clause 3.18.1 on page 13 says the same and is in the facts.
    expect(security.evidence).toContain("page 24");
    const facts = (
      answer as unknown as { facts: { facts: { key: string; statements: { page: number }[] }[] }[] }
    ).facts[0]!.facts;
    const amount = facts.find((fact) => fact.key === "tender_security_amount")!;
    expect(amount.statements.map((statement) => statement.page)).toContain(13);
    const validity = byId("bid-validity")!;
    expect(validity.status).toBe("pass");
    expect(validity.evidence).toMatch(/120/);
    expect(validity.evidence).toContain("page 3");
  });

  it("finds the place of submission and the public opening on pages 2 and 3", () => {
    expect(byId("submission-opening")).toMatchObject({ status: "pass" });
    expect(byId("submission-opening")!.evidence).toMatch(/page [23]/);
  });

  it("names the maker's processor on page 25 as a restrictive specification, not the standards marks", () => {
    const brands = byId("brand-lock-in")!;
    expect(brands.status).not.toBe("pass");
    expect(brands.evidence).toMatch(/Intel/);
    expect(brands.evidence).toContain("page 25");
    for (const mark of ["Wi-Fi", "Bluetooth", "PCIe", "DisplayPort"])
      expect(brands.title + brands.evidence).not.toMatch(new RegExp(`\\b${mark}\\b.*brand`, "i"));
  });

  it("reports the three different rules for how long the tender security stays valid (pages 13, 14 and 53)", () => {
    const conflict = findings.find(
      (finding) =>
        /security/i.test(finding.title) && /valid/i.test(finding.title) && finding.status !== "pass",
    );
    expect(conflict, JSON.stringify(findings.map((f) => [f.id, f.status, f.title]))).toBeDefined();
    for (const page of ["page 13", "page 14", "page 53"]) expect(conflict!.evidence).toContain(page);
  });

  it("flags no section that the tender has, and never quotes its table of contents", () => {
    const sectionFails = findings.filter(
      (finding) => finding.id.startsWith("section-") && finding.status === "fail",
    );
    expect(sectionFails.map((finding) => finding.title)).toEqual([]);
    for (const finding of findings) expect(finding.evidence).not.toMatch(/\.{5,}|TABLE OF CONTENTS/i);
  });

  it("explains the score in the memo", () => {
    expect(answer.memoHtml).toMatch(/score/i);
    expect(answer.memoHtml).toMatch(/\b\d{1,3}\b/);
  });
});
