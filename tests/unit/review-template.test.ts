import { describe, expect, it } from "vitest";
import { runReview } from "@/lib/engine/engine";
import { RULE_PACKS } from "@/lib/engine/packs";
import type { ReviewInput } from "@/lib/engine/review-types";
import type { AttachedDocument } from "@/lib/engine/types";
import { KENYA } from "@/tests/support/frameworks";
import { byId } from "@/tests/support/review-findings";

/**
 * A blank standard tender document, laid out as PPRA's are: a preface with notes for the procuring entity,
 * a table of contents, the instructions, and a data sheet whose amounts and periods are still blanks. It is
 * reviewed as a template; the same data sheet filled in, but with one blank left, fails on that blank.
 */
const PREFACE = [
  "STANDARD TENDER DOCUMENT\nFOR THE PROCUREMENT OF GOODS\nPUBLIC PROCUREMENT REGULATORY AUTHORITY",
  "PREFACE\nThis Standard Tender Document has been prepared for use by procuring entities in Kenya.\nNotes for the Procuring Entity\nThe tender security shall not exceed two (2) percent of the estimated value of the tender. The tender validity period should be a multiple of seven days. These notes are not to be issued with the tender document.",
  "TABLE OF CONTENTS\nSECTION I - INSTRUCTIONS TO TENDERERS ........................ 5\nSECTION II - TENDER DATA SHEET ........................ 24\nSECTION III - EVALUATION AND QUALIFICATION CRITERIA ........................ 28\nSECTION IV - TENDERING FORMS ........................ 31",
  "SECTION I - INSTRUCTIONS TO TENDERERS\n1. Scope of Tender\n1.1 The Procuring Entity issues this tender document for the supply of goods as specified in the Schedule of Requirements.\n4. Eligible Tenderers\n4.1 A Tenderer may be a firm that is a private entity or a state-owned enterprise.\n3. Fraud and Corruption\n3.1 The Procuring Entity requires compliance with the laws of Kenya on fraud and corruption.",
];

const dataSheet = (validity: string, security: string, deadline: string) =>
  [
    "SECTION II - TENDER DATA SHEET",
    `ITT 18.1 The tender validity period shall be ${validity}.`,
    `ITT 19.1 A Tender Security shall be required in the amount of ${security}.`,
    `ITT 22.1 The deadline for tender submission is: ${deadline}. Tenders shall be deposited in the tender box situated at the Procurement Office.`,
    "ITT 25.1 The tender opening shall take place in public immediately after the deadline, in the presence of tenderers' representatives who choose to attend.",
  ].join("\n");

const REST = [
  "SECTION III - EVALUATION AND QUALIFICATION CRITERIA\n1. The Procuring Entity shall use the criteria and methodologies listed in this Section to evaluate tenders.",
  "SECTION IV - TENDERING FORMS\nFORM OF TENDER\nDate of this Tender submission: ………………\nName of Tenderer: ………………\nSignature: ____________________",
  "SECTION V - SCHEDULE OF REQUIREMENTS\nTechnical Specifications: desktop computers with a 64-bit processor, 16 GB RAM.\nSECTION VI - GENERAL CONDITIONS OF CONTRACT\nSECTION VIII - CONTRACT FORMS\nForm of Contract Agreement",
];

const documentOf = (pages: readonly string[]): AttachedDocument => ({
  fileId: "std",
  groupId: "method-document",
  name: "STD Goods.pdf",
  size: 1,
  units: pages.map((text, index) => ({ label: `page ${index + 1}`, text })),
});

function review(pages: readonly string[]) {
  const input: ReviewInput = {
    serviceId: "compliance-solicitation",
    activity: {
      id: "KE-STD",
      entity: "Ministry of Water",
      procurement_category: "Goods",
      procurement_method: "Open Tender",
      currency: "KES",
      estimatedValue: 10_000_000,
      issue_date: "2025-01-06",
      bidDueDate: "2025-02-10",
    },
    moduleInputs: {},
    documents: [documentOf(pages)],
    framework: KENYA,
  };
  return runReview(input, RULE_PACKS);
}

describe("a blank standard tender document", () => {
  const blank = review([
    ...PREFACE,
    dataSheet("(...) days", "Kenya shillings ____", "Date: [insert date] Time: [insert time]"),
    ...REST,
  ]);

  it("is reviewed as a template: every blank the procuring entity must fill, with its page and clause", () => {
    const template = byId(blank, "template-blanks");
    expect([template.status, template.severity]).toEqual(["warning", "high"]);
    expect(template.evidence).toContain("page 5");
    for (const clause of ["18.1", "19.1", "22.1"]) expect(template.evidence).toContain(clause);
    // The tenderer's own blanks in the forms are expected, not reported.
    expect(template.evidence).not.toContain("Name of Tenderer");
  });

  it("passes no check on a blank, and never takes the guidance notes' 2% ceiling for the tender's security", () => {
    expect(byId(blank, "bid-security").status).not.toBe("pass");
    expect(byId(blank, "bid-security").evidence).not.toMatch(/two \(2\) percent|2%/);
    expect(byId(blank, "bid-validity").status).not.toBe("pass");
    for (const finding of blank.findings) {
      expect(finding.evidence).not.toMatch(/Notes for the Procuring Entity|not to be issued|\.{5,}/);
    }
  });
});

describe("an issued tender", () => {
  it("fails on a blank left in the data sheet, and not otherwise", () => {
    const oneLeft = review([
      ...PREFACE.slice(0, 1),
      dataSheet("ninety-one (91) days", "Kenya shillings ____", "15 February 2025 at 10:00 a.m."),
      ...REST,
    ]);
    const left = byId(oneLeft, "blanks");
    expect([left.status, left.severity]).toEqual(["fail", "high"]);
    expect(left.evidence).toContain("19.1");
    expect(oneLeft.findings.some((finding) => finding.id === "template-blanks")).toBe(false);

    const filled = review([
      ...PREFACE.slice(0, 1),
      dataSheet(
        "ninety-one (91) days",
        "Kshs. 200,000.00 (Two hundred thousand) only",
        "15 February 2025 at 10:00 a.m.",
      ),
      ...REST,
    ]);
    expect(
      filled.findings.some((finding) => finding.id === "blanks" || finding.id === "template-blanks"),
    ).toBe(false);
    expect(byId(filled, "bid-security").status).toBe("pass");
    expect(byId(filled, "bid-validity").status).toBe("pass");
  });
});
