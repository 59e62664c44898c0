/**
 * The facts sheet reads a tender as a senior reviewer does (shared/domain/tender-review-checklist.md, Part 1):
 * the data sheet is found by its names or its preamble and read by clause, guidance and the contents are never
 * evidence, and each fact keeps every statement with its page and part. Documents are written the way Kenyan
 * entities write them: "Kshs. 200,000.00 (Two hundred thousand) only", "[120] days", "12.00 noon", rows that
 * extraction splits as "INSTRUCTIONS TO / TENDERERS 21.1".
 */
import { describe, expect, it } from "vitest";
import type { AttachedDocument } from "@/lib/reading/types";
import { buildFactsSheet } from "./sheet";
import { dateTimeIn, daysIn, issuersIn, moneyIn, referencesIn, timeIn } from "./values";

const tender = (pages: readonly (readonly string[])[]): AttachedDocument => ({
  fileId: "t",
  groupId: "method-document",
  name: "Tender.pdf",
  size: 1,
  units: pages.map((lines, index) => ({ label: `page ${index + 1}`, text: lines.join("\n") })),
});

const factOf = (document: AttachedDocument, key: string) =>
  buildFactsSheet(document).facts.find((fact) => fact.key === key)!;

describe("values as tenders write them", () => {
  it("reads money with words, stray spaces and percentages of the offer", () => {
    expect(moneyIn("Tender Security of Kshs. 200,000.00 (Two hundred thousand) only")).toMatchObject({
      kind: "amount",
      value: 200_000,
      currency: "KES",
    });
    // "Ksh.200, 000.00": a space after the thousands comma is one amount, not 200.
    expect(moneyIn("Tender Security of Ksh.200, 000.00 from a reputable bank")?.display).toBe("KES 200,000");
    expect(moneyIn("10% of the total amount of the offer")).toMatchObject({ kind: "percent", value: 10 });
    expect(moneyIn("The tender security shall be required.")).toBeNull();
  });

  it("reads periods in brackets and garbled words, trusting the figure", () => {
    expect(daysIn("The tender validity period shall be [120] days")?.days).toBe(120);
    const garbled = daysIn("valid for the period required, one twenty days (120).")!;
    expect(garbled.days).toBe(120);
    expect(garbled.note).toContain("the words do not match the figure 120");
    expect(daysIn("valid for ninety (90) days")?.note).toBeUndefined();
    expect(daysIn("valid for the entire contract period")).toBeNull();
  });

  it("reads dates and times as written, and a year run into the next word", () => {
    expect(dateTimeIn("on or before 14th March, 2022 at 12.00 noon")?.display).toBe("14 March 2022, 12:00");
    expect(dateTimeIn("not later than 22nd November, 2021at 5.00pm")?.iso).toBe("2021-11-22T17:00");
    expect(dateTimeIn("1200 HOURS ON 25TH NOVEMBER 2021")?.iso).toBe("2021-11-25T12:00");
    expect(timeIn("clause 3.5 applies")).toBeNull();
    expect(dateTimeIn("Deadline for submission: 1 May.")).toBeNull();
  });

  it("reads tender numbers whatever their spacing, and who may issue a security", () => {
    const [spaced] = referencesIn("TENDER NO. NCPB/ TARPAULINS /RT/16/2021 - 2022");
    const [tight] = referencesIn("Tender No. NCPB/TARPAULINS/RT/16/2021-2022");
    expect(spaced!.normalized).toBe(tight!.normalized);
    expect(referencesIn("P.O. BOX 30586 - 00100 Nairobi")).toEqual([]);
    expect(issuersIn("a bank guarantee or Insurance guarantee from approved insurance companies")).toEqual([
      "bank",
      "insurance company",
    ]);
    expect(issuersIn("the bidder's technical staff")).toEqual([]);
  });
});

describe("the facts of a tender", () => {
  const INVITATION = [
    "SECTION I - INVITATION TO TENDER",
    "TENDER NO. MOW/ICT/07/2025-2026: SUPPLY OF DESKTOP COMPUTERS",
    "Completed tenders shall be deposited in the tender box so as to be received on or before 14th March, 2026 at 12.00 noon.",
  ];
  const SHEET = [
    "APPENDIX TO INSTRUCTIONS TO TENDERERS",
    "The following information shall complement or amend the provisions of the Instructions to Tenderers.",
    "ITT 18.1 The tender validity period shall be [120] days from the date of closing.",
    "ITT 19.1 The tender security shall be Kshs. 200,000.00 (Two hundred thousand) only.",
  ];

  it("keeps an invitation an invitation even when the data sheet's preamble follows it on a short page", () => {
    // Before: the preamble within 600 characters after "SECTION I - INVITATION TO TENDER" made it the data sheet.
    const sheet = buildFactsSheet(tender([INVITATION, SHEET]));
    expect(sheet.dataSheet).toEqual({ title: "APPENDIX TO INSTRUCTIONS TO TENDERERS", page: 2 });
  });

  it("finds a data sheet headed with another name by its preamble, and reads split clause keys", () => {
    const sheet = buildFactsSheet(
      tender([
        INVITATION,
        [
          "SECTION III - TENDER DOCUMENT(TENDER DOCUMENT)",
          "The following specific data for the goods to be procured shall complement, supplement, or amend the provisions in the Instructions to Tenderers.",
          "INSTRUCTIONS TO",
          "TENDERERS 20.1",
          "The Tender validity period shall be 120 days from the date of closing the tender.",
        ],
      ]),
    );
    expect(sheet.dataSheet?.page).toBe(2);
    const validity = sheet.facts.find((fact) => fact.key === "tender_validity")!;
    expect(validity.statements[0]).toMatchObject({ part: "data-sheet", clause: "20.1", page: 2 });
  });

  it("states a fact the data sheet gives, and reports it stated two ways", () => {
    const agreed = tender([INVITATION, SHEET]);
    expect(factOf(agreed, "tender_security_amount")).toMatchObject({
      status: "stated",
      value: "KES 200,000",
    });
    const disagreeing = tender([
      [
        ...INVITATION,
        "Tenders must be accompanied by a Tender Security of Kshs. 100,000.00 (One hundred thousand).",
      ],
      SHEET,
    ]);
    const security = factOf(disagreeing, "tender_security_amount");
    expect(security.status).toBe("conflicting");
    // The data sheet prevails: its value is the one the review goes by.
    expect(security.value).toBe("KES 200,000");
    expect(security.statements.map((statement) => [statement.page, statement.part])).toEqual([
      [1, "invitation"],
      [2, "data-sheet"],
    ]);
  });

  it("never reads guidance or the contents: a preface's 2% is no security, a contents line no data sheet", () => {
    const blank = tender([
      [
        "PREFACE",
        "Notes for the Procuring Entity: the tender security should not be more than 2% of the estimated value.",
      ],
      [
        "TABLE OF CONTENTS",
        "SECTION II - TENDER DATA SHEET .................... 24",
        "SECTION III - EVALUATION .................... 28",
      ],
      [
        "SECTION II - TENDER DATA SHEET",
        "ITT 19.1 The amount of the tender security shall be Kenya shillings ____ [insert amount]",
      ],
    ]);
    const security = factOf(blank, "tender_security_amount");
    expect(security.status).toBe("blank");
    expect(security.statements.every((statement) => statement.page === 3)).toBe(true);
    expect(buildFactsSheet(blank).dataSheet?.page).toBe(3);
  });

  it("tells the security's validity from the tenders', and counts both from the deadline", () => {
    const document = tender([
      INVITATION,
      [
        ...SHEET,
        "ITT 19.2 The security must be valid for one hundred and twenty (120) days from the date of the closing of the tender.",
      ],
      [
        "3.18.5 The Tender Security shall be valid for one hundred and twenty (120) days beyond the validity of the tender.",
      ],
    ]);
    expect(factOf(document, "tender_validity")).toMatchObject({ status: "stated", value: "120 days" });
    const security = factOf(document, "tender_security_validity");
    expect(security.status).toBe("conflicting");
    expect(security.statements.map((statement) => statement.normalized)).toEqual(["D+120", "D+240"]);
  });

  it("reads an unresolved margin of preference as blank and a mandatory visit from the criteria", () => {
    const document = tender([
      INVITATION,
      [...SHEET, "ITT 34.1 Margin of preference allowed or not allowed YES……/NO…."],
      [
        "SECTION II - EVALUATION CRITERIA",
        "07 A duly filled and signed Site Inspection Form (Form T2) provided in this tender document.",
        "Nonattendance at the pre-Tender meeting will not be a cause for disqualification of a Tenderer.",
      ],
    ]);
    expect(factOf(document, "margin_of_preference").status).toBe("blank");
    const visit = factOf(document, "site_visit");
    expect(visit.statements.map((statement) => statement.normalized)).toEqual(["required", "optional"]);
  });
});

describe("World Bank wording", () => {
  it("keeps the ITB clause of a Bid Data Sheet row", () => {
    const document = tender([
      [
        "Section I. Instructions to Bidders",
        "19.1 The Bidder shall furnish a Bid Security as specified in the BDS.",
      ],
      [
        "Section II. Bid Data Sheet",
        "ITB 19.1 The amount and currency of the Bid Security shall be USD 25,000.",
      ],
    ]);
    const security = factOf(document, "tender_security_amount");
    expect(security).toMatchObject({ status: "stated", value: "USD 25,000" });
    expect(security.statements[0]).toMatchObject({ part: "data-sheet", clause: "ITB 19.1" });
  });
});

describe("where samples go", () => {
  const instructions = [
    "SECTION II - INSTRUCTIONS TO TENDERERS",
    "3.16 Submission of Sample(s)",
    "3.16.3 The sample which must be measuring one metre by one metre (1mx1m) should be",
    "hand delivered and recorded in the register placed in the Head of Procurement",
    "Services’ office. The sample is not returnable.",
  ];
  const appendix = (office: string) => [
    "APPENDIX TO INSTRUCTIONS TO TENDERERS",
    "The following information shall complement or amend the provisions of the Instructions to Tenderers.",
    "9. 3.15.1 Sample(s) Submit sample for each item.",
    "The sample measuring one metre by one metre",
    "(1mx1m) should be hand delivered and recorded in",
    `the register placed in the ${office}. The sample is not returnable.`,
  ];

  it("reads two offices as a conflict, with both pages", () => {
    const samples = factOf(tender([instructions, appendix("Managing Director’s office")]), "samples");
    expect(samples.status).toBe("conflicting");
    expect(samples.statements.map((statement) => [statement.value, statement.page])).toEqual([
      ["Head of Procurement Services’ office", 1],
      ["Managing Director’s office", 2],
    ]);
  });

  it("reads one office written two ways as one, and leaves the fact off a tender without samples", () => {
    const samples = factOf(
      tender([instructions, appendix("Head of Procurement Services office")]),
      "samples",
    );
    expect(samples).toMatchObject({ status: "stated", value: "Head of Procurement Services office" });
    const withoutSamples = buildFactsSheet(tender([appendix("x").slice(0, 2)])).facts;
    expect(withoutSamples.some((fact) => fact.key === "samples")).toBe(false);
  });
});

describe("statements that are not a second value (held-out tenders)", () => {
  const TDS = [
    "SECTION II - TENDER DATA SHEET",
    "ITT 15.1 The Tender validity period shall be one hundred and twenty-six (126) days.",
    "ITT 16.2 The Tender Security shall be a bank guarantee or a guarantee from an insurance company.",
    "ITT 21.1 Deadline for submission of tenders: Date: 14th March, 2024. Time: 11:00 a.m. East Africa Time.",
    "ITT 5.1 A site visit will be held on Thursday, 24th October, 2024 at 10.00 a.m. Attendance is optional.",
    "ITT 6.1 Pre-tender conference: shall be held together with the site visit on 24th October, 2024.",
  ];

  it("reads the cover's issue date, a validity extension and the security's validity as what they are", () => {
    const document = tender([
      [
        "TENDER FOR REHABILITATION OF KITHIMANI-MASINGA ROAD",
        "Issued on: 26th February, 2024",
        "Closing date: 14th March, 2024 at 11:00 a.m.",
      ],
      [
        "SECTION I - INSTRUCTIONS TO TENDERERS",
        "15.2 In exceptional circumstances, prior to the expiry of the tender validity period, the Procuring Entity may",
        "request Tenderers to extend the period of validity of their tenders, once, by not more than thirty (30) days.",
        "16.2 The Tender Security shall be, at the Tenderer's option, in any of the following forms: (a) cash; (b) a bank",
        "guarantee; (c) a guarantee by an insurance company, as specified in the TDS.",
      ],
      TDS,
      [
        "SECTION III - EVALUATION AND QUALIFICATION CRITERIA",
        "MR 4 | Tender Security of Kenya Shillings Three Hundred Thousand (Kshs. 300,000.00) from a bank or a",
        "PPRA-approved insurance company, valid for 154 days from the tender closing date | Yes / No",
      ],
    ]);
    expect(factOf(document, "tender_validity")).toMatchObject({ status: "stated", value: "126 days" });
    expect(factOf(document, "submission_deadline")).toMatchObject({
      status: "stated",
      value: "14 March 2024, 11:00",
    });
    // The instructions' menu (cash, bank, insurance) narrowed by the data sheet is not a second rule.
    expect(factOf(document, "tender_security_form").status).toBe("stated");
    // A visit held on a day, optional, and the conference "held together … on 24th October": one fact.
    expect(factOf(document, "site_visit").status).toBe("stated");
  });
});

describe("a pass mark in words and figures", () => {
  it("reads 'seventy percent (70%)' and 'seventy-five (75) marks' as two pass marks", () => {
    const document = tender([
      [
        "SECTION II - TENDER DATA SHEET",
        "ITT 22.1 | Only tenderers who attain a minimum technical score of seventy percent (70%) shall proceed to financial",
        "evaluation.",
      ],
      [
        "SECTION III - EVALUATION AND QUALIFICATION CRITERIA",
        "Tenderers who score seventy-five (75) marks and above shall proceed to the financial evaluation.",
      ],
    ]);
    const mark = factOf(document, "technical_pass_mark");
    expect(mark.status).toBe("conflicting");
    expect(mark.statements.map((statement) => statement.value)).toEqual(["70%", "75%"]);
  });
});

describe("second held-out set: wrapped lines and table cells", () => {
  it("reads a time wrapped onto the next line, and two times on one day as two deadlines", () => {
    const document = tender([
      [
        "INVITATION TO TENDER",
        "9. Completed tenders must be delivered to the address below on or before Tuesday, 20th May 2025 at",
        "10.00 a.m. Electronic tenders will not be permitted.",
      ],
      [
        "SECTION II - TENDER DATA SHEET",
        "ITT 22.1 | The deadline for Tender submission is:",
        "| Date: Tuesday, 20th May 2025",
        "| Time: 11.00 a.m.",
      ],
    ]);
    const deadline = factOf(document, "submission_deadline");
    expect(deadline.status).toBe("conflicting");
    expect(deadline.statements.map((statement) => statement.value)).toContain("20 May 2025, 10:00");
  });

  it("reads an amount in words across a table cell's wrapped line, and a proposal-securing declaration", () => {
    const document = tender([
      [
        "SECTION II - TENDER DATA SHEET",
        "ITT 19.1 | The amount and currency of the Tender Security shall be Kenya Shillings Two Hundred and",
        "| Fifty Thousand (KES 250,000.00) in the form of a bank guarantee.",
      ],
    ]);
    expect(factOf(document, "tender_security_amount")).toMatchObject({
      status: "stated",
      value: "KES 250,000",
    });
    const rfp = tender([
      [
        "SECTION 2 (continued) - DATA SHEET",
        "ITC Clause | Data",
        "ITC 13.1 | A Proposal Security is not required. A Proposal-Securing Declaration (Form TECH-1A) shall",
        "| be submitted.",
      ],
    ]);
    expect(buildFactsSheet(rfp).dataSheet?.title).toBe("SECTION 2 (continued) - DATA SHEET");
    expect(factOf(rfp, "tender_security_amount").value).toBe("a securing declaration (no amount)");
  });

  it("does not take the cap on extending validity as a second validity", () => {
    const document = tender([
      [
        "SECTION I - INSTRUCTIONS TO TENDERERS",
        "18.2 In exceptional circumstances the Procuring Entity may request Tenderers to extend the period of validity of their Tenders, for not more than thirty (30) days.",
      ],
      ["SECTION II - TENDER DATA SHEET", "ITT 18.1 | The Tender validity period shall be [150] days."],
    ]);
    expect(factOf(document, "tender_validity")).toMatchObject({ status: "stated", value: "150 days" });
  });
});
