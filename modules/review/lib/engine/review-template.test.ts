import { describe, expect, it } from "vitest";
import { runReview } from "@/modules/review/lib/engine/engine";
import { RULE_PACKS } from "@/modules/review/lib/engine/packs";
import type { ReviewInput } from "@/lib/results/review-types";
import type { AttachedDocument, ToolFramework } from "@/lib/results/types";
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

function review(pages: readonly string[], framework: ToolFramework = KENYA) {
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
    framework,
  };
  return runReview(input, RULE_PACKS);
}

describe("a blank standard tender document", () => {
  const blank = review([
    ...PREFACE,
    dataSheet("(...) days", "Kenya shillings ____", "Date: [insert date] Time: [insert time]"),
    ...REST,
  ]);

  it("is reviewed as a template: not ready to issue, no score, every blank the procuring entity must fill", () => {
    const template = byId(blank, "template-blanks");
    expect([template.status, template.severity]).toEqual(["insufficient", "high"]);
    expect(template.title).toContain("not ready to issue");
    expect(blank.score).toBeNull();
    expect(template.evidence).toContain("page 5");
    for (const clause of ["18.1", "19.1", "22.1"]) expect(template.evidence).toContain(clause);
    // The tenderer's own blanks in the forms are expected, not reported.
    expect(template.evidence).not.toContain("Name of Tenderer");
  });

  it("passes no data-sheet fact on a blank, and never takes the guidance notes' 2% ceiling for the tender's security", () => {
    const passed = blank.findings.filter((finding) => finding.status === "pass" && finding.fact);
    expect(passed.map((finding) => finding.fact)).toEqual(["data_sheet"]);
    expect(blank.facts?.[0]?.facts.find((fact) => fact.key === "tender_security_amount")?.status).not.toBe(
      "stated",
    );
    expect(blank.facts?.[0]?.facts.find((fact) => fact.key === "tender_validity")?.status).not.toBe("stated");
    for (const finding of blank.findings) {
      expect(finding.evidence).not.toMatch(
        /Notes for the Procuring Entity|not to be issued|two \(2\) percent|\.{5,}/,
      );
    }
  });

  it("fails on a blank left in the data sheet, and not otherwise", () => {
    const oneLeft = review([
      ...PREFACE.slice(0, 1),
      dataSheet("ninety-one (91) days", "Kenya shillings ____", "15 February 2025 at 10:00 a.m."),
      ...REST,
    ]);
    const left = byId(oneLeft, "data-sheet-blanks");
    expect([left.status, left.severity]).toEqual(["fail", "high"]);
    expect(left.evidence).toContain("ITT 19.1");
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
      filled.findings.some((finding) => /^(?:data-sheet-blanks|template-blanks)$/.test(finding.id)),
    ).toBe(false);
    expect(byId(filled, "bid-security").status).toBe("pass");
    expect(byId(filled, "bid-validity").status).toBe("pass");
  });
});

const WORLD_BANK: ToolFramework = {
  kind: "Multilateral_IFI",
  source: "multilateral",
  code: "WB",
  label: "World Bank",
  rulesCode: "WB_IPF",
};

describe("World Bank wording (Request for Bids, Bid Data Sheet, ITB)", () => {
  const rfb = (validity: string, security: string) => [
    "REQUEST FOR BIDS\nGOODS\n(One-Envelope Bidding Process)\nProcurement of: Laboratory Equipment\nRFB No: MOH/HSP/G-014",
    "Table of Contents\nSection I - Instructions to Bidders (ITB) .......... 3\nSection II - Bid Data Sheet (BDS) .......... 30\nSection III - Evaluation and Qualification Criteria .......... 36\nSection IV - Bidding Forms .......... 40",
    "Section I - Instructions to Bidders\n4. Eligible Bidders\n4.1 A Bidder may be a firm that is a private entity, a state-owned enterprise or institution subject to ITB 4.6.\n3. Fraud and Corruption\n3.1 The Bank requires compliance with its Anti-Corruption Guidelines.",
    [
      "Section II - Bid Data Sheet",
      `ITB 18.1 The bid validity period shall be ${validity}.`,
      `ITB 19.1 A Bid Security shall be required. The amount and currency of the Bid Security shall be ${security}.`,
      "ITB 19.3 The Bid Security shall remain valid for twenty-eight (28) days beyond the bid validity period.",
      "ITB 22.1 For bid submission purposes only, the Purchaser's address is: Ministry of Health, Afya House. The deadline for bid submission is 14 April 2026 at 10:00.",
      "ITB 25.1 The bid opening shall take place in public at Afya House, Conference Room 3, immediately after the deadline.",
    ].join("\n"),
    "Section III - Evaluation and Qualification Criteria\n1. Margin of preference: not applicable.\nSection IV - Bidding Forms\nLetter of Bid\nName of the Bidder: [insert complete name of the Bidder]",
    "Section VII - Schedule of Requirements\nTechnical Specifications: centrifuges with a speed of at least 4,000 rpm.\nSection VIII - General Conditions of Contract\nSection X - Contract Forms\nContract Agreement",
  ];

  it("lists the Purchaser's blanks of a blank RFB, not the bidder's", () => {
    const blank = review(rfb("[insert number] days", "[insert amount and currency]"), WORLD_BANK);
    const template = blank.findings.find(
      (finding) => finding.id === "template-blanks" || finding.id === "data-sheet-blanks",
    )!;
    expect(template, JSON.stringify(blank.findings.map((finding) => finding.id))).toBeDefined();
    expect(template.evidence).toContain("18.1");
    expect(template.evidence).toContain("19.1");
    expect(template.evidence).not.toContain("complete name of the Bidder");
    expect(blank.findings.some((finding) => finding.id === "bid-validity" && finding.status === "pass")).toBe(
      false,
    );
  });

  it("reads the filled RFB's Bid Data Sheet: validity, a security 28 days beyond it, sections by their headings", () => {
    const filled = review(rfb("120 days", "US$ 25,000"), WORLD_BANK);
    expect(byId(filled, "bid-validity").status).toBe("pass");
    expect(byId(filled, "security-validity").status).toBe("pass");
    expect(byId(filled, "section-data-sheet").status).toBe("pass");
    expect(byId(filled, "section-data-sheet").evidence).toContain("page 4");
    expect(
      filled.findings.some((finding) => /^(?:data-sheet-blanks|template-blanks)$/.test(finding.id)),
    ).toBe(false);
  });
});
