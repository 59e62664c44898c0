/**
 * The document model reads a tender as a reviewer does: the table of contents and the notes for the procuring
 * entity are not the tender, sections are found by their headings under each framework's names, every quote knows
 * its clause, and a standard document's blanks are listed by section and page.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { extractDocument } from "@/lib/documents";
import { toAttachedDocument } from "@/lib/reading/attached-document";
import { buildDocumentModel, documentModel, findSection, leadingClause } from "@/lib/reading";
import { tocEntry } from "@/lib/reading/lines";
import { findBlanks } from "@/lib/reading/placeholders";
import { runReview } from "@/modules/review/lib/engine/engine";
import { evidenceText, findAllInDocuments, findInDocuments } from "@/lib/reading/evidence";
import { RULE_PACKS } from "@/modules/review/lib/engine/packs";
import { sentencesOf } from "@/lib/reading/sentences";
import type { ReviewInput } from "@/lib/results/review-types";
import type { AttachedDocument, ToolFramework } from "@/lib/results/types";
import { sectionAliases, sectionNameIn } from "@/lib/frameworks/sections";
import { byId } from "@/tests/support/review-findings";
import { KENYA } from "@/tests/support/frameworks";

const WORLD_BANK: ToolFramework = {
  kind: "Multilateral_IFI",
  source: "multilateral",
  code: "WB",
  label: "World Bank",
  rulesCode: "WB_IPF",
};

const documentOf = (name: string, pages: string[]): AttachedDocument => ({
  fileId: name,
  groupId: "method-document",
  name,
  size: 1,
  units: pages.map((text, index) => ({ label: `page ${index + 1}`, text })),
});

function review(documents: AttachedDocument[], framework: ToolFramework) {
  const input: ReviewInput = {
    serviceId: "compliance-solicitation",
    activity: {
      id: "KE-001",
      entity: "Ministry of Health",
      procurement_category: "Goods",
      procurement_method: "Open Tender",
      currency: "KES",
      estimatedValue: 10_000_000,
      issue_date: "2025-01-01",
      bidDueDate: "2025-03-01",
    },
    moduleInputs: {},
    documents,
    framework,
  };
  return runReview(input, RULE_PACKS);
}

/** A blank PPRA-style standard tender document for goods, as the Authority publishes it (abridged). */
const KENYA_STD = [
  [
    "REPUBLIC OF KENYA",
    "PUBLIC PROCUREMENT REGULATORY AUTHORITY (PPRA)",
    "STANDARD TENDER DOCUMENT FOR THE PROCUREMENT OF GOODS",
    "Revised Edition 2022",
  ],
  [
    "PREFACE",
    "This Standard Tender Document for the Procurement of Goods has been prepared for use by procuring",
    "entities in Kenya. The tender security shall not exceed two (2) percent of the estimated value of the",
    "contract and the tender validity period shall be specified in the Appendix to Instructions to Tenderers.",
    "Notes for the Procuring Entity",
    "The Procuring Entity should complete the Appendix to Instructions to Tenderers before the document is",
    "issued. This Preface and the notes for the Procuring Entity should not be issued to tenderers.",
  ],
  [
    "TABLE OF CONTENTS",
    "INVITATION TO TENDER ........................................................ 4",
    "SECTION I - INSTRUCTIONS TO TENDERERS ........................................ 5",
    "SECTION II - APPENDIX TO INSTRUCTIONS TO TENDERERS ........................... 7",
    "SECTION III - EVALUATION AND QUALIFICATION CRITERIA .......................... 8",
    "SECTION IV - TENDERING FORMS ................................................. 9",
    "FORM OF TENDER ............................................................... 9",
  ],
  [
    "INVITATION TO TENDER",
    "Tender No: [insert tender reference number]",
    "1. The [insert name of Procuring Entity] invites sealed tenders for the supply of [insert brief",
    "description of goods].",
    "2. Tender documents may be obtained upon payment of a non-refundable fee of Kenya shillings ______.",
    "3. Tenders shall be delivered to [insert address] on or before [insert date and time].",
  ],
  [
    "SECTION I - INSTRUCTIONS TO TENDERERS",
    "1.1 Scope of Tender",
    "The Procuring Entity issues this tender for the supply of the goods specified in the Schedule of",
    "Requirements.",
    "18.1 Tender Security",
    "The tenderer shall furnish as part of its tender a tender security in the amount specified in the",
    "Appendix to Instructions to Tenderers.",
    "18.2 The tender security shall be valid for thirty (30) days beyond the validity of the tender.",
  ],
  [
    "20.1 Deadline for Submission of Tenders",
    "Tenders shall be received by the Procuring Entity at the address and no later than the date and time",
    "specified in the Appendix to Instructions to Tenderers.",
  ],
  [
    "SECTION II - APPENDIX TO INSTRUCTIONS TO TENDERERS",
    "Notes for the Procuring Entity: the particulars below complement the Instructions to Tenderers; fill",
    "in every blank before the tender is issued.",
    "ITT 18.1 The tender security shall be Kenya shillings ____ [insert amount]",
    "ITT 19.1 The tender validity period shall be (...) days",
    "ITT 20.1 The deadline for submission of tenders is [insert date and time].",
    "ITT 21.3 The standstill period shall be ____ days (multiple of seven).",
    "[The Procuring Entity shall state here whether a pre-tender meeting will be held and delete this note.]",
  ],
  [
    "SECTION III - EVALUATION AND QUALIFICATION CRITERIA",
    "1.1 Preliminary examination: the tender is complete, signed and accompanied by the tender security.",
    "1.2 The tender shall be evaluated on the basis of the lowest evaluated price.",
  ],
  [
    "SECTION IV - TENDERING FORMS",
    "FORM OF TENDER",
    "Date: ____________",
    "To: ____________________",
    "We offer to supply the goods for the sum of ____________________ (in words and figures).",
    "Name: ______________ Signature: ______________",
  ],
].map((lines) => lines.join("\n"));

/** A World Bank-style Request for Bids: its table of contents has no dot leaders, its data sheet cites ITB clauses. */
const WORLD_BANK_RFB = [
  [
    "REQUEST FOR BIDS",
    "GOODS",
    "Procurement of: Laptops for district hospitals",
    "RFB Reference No.: MOH/RFB/2025/001",
  ],
  [
    "Table of Contents",
    "PART 1 – BIDDING PROCEDURES 3",
    "Section I. Instructions to Bidders 3",
    "Section II. Bid Data Sheet 5",
    "Section III. Evaluation and Qualification Criteria 6",
    "Section IV. Bidding Forms 7",
    "PART 2 – SUPPLY REQUIREMENTS 8",
    "Section VII. Schedule of Requirements 8",
  ],
  [
    "PART 1 – BIDDING PROCEDURES",
    "Section I. Instructions to Bidders",
    "1. Scope of Bid",
    "1.1 In connection with the Specific Procurement Notice, the Purchaser issues this Request for Bids for",
    "the supply of Goods as specified in Section VII, Purchaser's Requirements.",
    "19. Bid Security",
    "19.1 The Bidder shall furnish as part of its Bid either a Bid-Securing Declaration or a Bid Security,",
    "as specified in the BDS.",
  ],
  [
    "Section II. Bid Data Sheet",
    "A. General",
    "ITB 1.1 The reference number of the Request for Bids is: MOH/RFB/2025/001.",
    "ITB 18.1 The Bid validity period shall be 120 days.",
    "ITB 19.1 A Bid Security shall be required. The amount and currency of the Bid Security shall be",
    "USD 20,000.",
  ],
  [
    "Section III. Evaluation and Qualification Criteria",
    "1.1 The Purchaser shall use the criteria and methodologies listed in this Section to evaluate Bids.",
  ],
  [
    "Section IV. Bidding Forms",
    "Letter of Bid",
    "We, the undersigned Bidder, offer to supply the Goods in conformity with the bidding document.",
  ],
  [
    "PART 2 – SUPPLY REQUIREMENTS",
    "Section VII. Schedule of Requirements",
    "1. List of Goods: 200 laptops, Core i7 or equivalent processor, 16 GB memory.",
    "Section VIII. General Conditions of Contract",
    "1.1 The following words and expressions shall have the meanings hereby assigned to them.",
    "Section X. Contract Forms",
    "Contract Agreement",
  ],
].map((lines) => lines.join("\n"));

describe("lines of a tender", () => {
  it("reads the clause a line starts with, however the document numbers it", () => {
    expect(leadingClause("3.18.5 The Tender Security shall be valid")).toBe("3.18.5");
    expect(leadingClause("ITT 18.1 The tender security shall be")).toBe("ITT 18.1");
    expect(leadingClause("GCC 4.2.2 The Supplier shall")).toBe("GCC 4.2.2");
    expect(leadingClause("ITB 19.1 A Bid Security shall be required")).toBe("ITB 19.1");
    expect(leadingClause("1.4 Prices")).toBe("1.4");
    expect(leadingClause("1. 3.2 Eligible Tenderers This Invitation")).toBe("3.2");
    expect(leadingClause("1. Having examined the tender document")).toBeUndefined();
    expect(leadingClause("1.5% of the estimated value")).toBeUndefined();
  });

  it("tells a table-of-contents entry from a sentence ending in a number", () => {
    expect(tocEntry("SECTION I - INSTRUCTIONS TO TENDERERS ........ 5")).toEqual({ leader: true });
    expect(tocEntry("Section II. Bid Data Sheet 23")).toEqual({ leader: false });
    expect(tocEntry("Tender security shall be valid for a period of")).toBeNull();
    expect(tocEntry("shall remain valid for 120")).toBeNull();
    expect(tocEntry("The bid security shall be KES 15,000")).toBeNull();
  });

  it("finds the blanks practitioners leave", () => {
    const text = (blank: string) => {
      const [hit] = findBlanks(blank);
      return hit ? blank.slice(hit.start, hit.end) : null;
    };
    expect(text("Kenya shillings [insert amount] only")).toBe("[insert amount]");
    expect(text("valid for [insert number of days] days")).toBe("[insert number of days]");
    expect(text("Kenya shillings ____ only")).toBe("____");
    expect(text("shall be (...) days")).toBe("(...)");
    expect(text("the sum of ………… only")).toBe("…………");
    expect(text("an amount of [●]")).toBe("[●]");
    expect(text("on <date> at noon")).toBe("<date>");
    expect(text("within xx days of notification")).toBe("xx");
    expect(text("SECTION XX - SUPPLIER EVALUATION FORM")).toBeNull();
    expect(text("Bids shall remain valid for 120 days.")).toBeNull();
  });
});

describe("a blank Kenyan standard tender document", () => {
  const std = documentOf("STD Goods.pdf", KENYA_STD);
  const model = buildDocumentModel(std);

  it("finds its table of contents, its preface and notes, and reads it as a template", () => {
    expect(model.tocPages).toEqual(["page 3"]);
    expect(model.guidancePages).toEqual(["page 2", "page 7"]);
    expect(model.isTemplate).toBe(true);
    const guidance = model.blocks.filter((block) => block.kind === "guidance").map((block) => block.text);
    expect(guidance.join("\n")).toContain(
      "This Preface and the notes for the Procuring Entity should not be",
    );
    expect(guidance.join("\n")).toContain(
      "[The Procuring Entity shall state here whether a pre-tender meeting",
    );
  });

  it("lists the blanks the procuring entity must fill, by page, section and clause", () => {
    const blanks = model.placeholders.filter((blank) => blank.party === "procuring-entity");
    expect(blanks.map((blank) => [blank.page, blank.text])).toEqual([
      ["page 4", "[insert tender reference number]"],
      ["page 4", "[insert name of Procuring Entity]"],
      ["page 4", "[insert brief\ndescription of goods]".replace("\n", " ")],
      ["page 4", "______"],
      ["page 4", "[insert address]"],
      ["page 4", "[insert date and time]"],
      ["page 7", "____"],
      ["page 7", "[insert amount]"],
      ["page 7", "(...)"],
      ["page 7", "[insert date and time]"],
      ["page 7", "____"],
    ]);
    const amount = blanks.find((blank) => blank.text === "[insert amount]")!;
    expect(amount).toMatchObject({
      section: "SECTION II - APPENDIX TO INSTRUCTIONS TO TENDERERS",
      clause: "ITT 18.1",
    });
    expect(amount.context).toContain("The tender security shall be Kenya shillings ____ [insert amount]");
    expect(blanks.find((blank) => blank.text === "(...)")).toMatchObject({
      page: "page 7",
      clause: "ITT 19.1",
    });
    expect(blanks.at(-1)!.context).toContain("____ days (multiple of seven)");
    // The form's blanks are the tenderer's; "Name: ____" is a signature line.
    const form = model.placeholders.filter((blank) => blank.page === "page 9");
    expect(form.map((blank) => blank.party)).toEqual([
      "signature",
      "tenderer",
      "tenderer",
      "signature",
      "signature",
    ]);
  });

  it("quotes neither the table of contents nor the preface as evidence", () => {
    const security = findAllInDocuments([std], ["tender security"]);
    expect(security.map((match) => match.page)).toEqual(["page 5", "page 5", "page 5", "page 7", "page 8"]);
    expect(security[3]).toMatchObject({
      clause: "ITT 18.1",
      section: "SECTION II - APPENDIX TO INSTRUCTIONS TO TENDERERS",
    });
    expect(evidenceText(security[3]!)).toMatch(/— STD Goods\.pdf, page 7, ITT 18\.1$/);
    expect(findInDocuments([std], ["two (2) percent"])).toBeNull();
    const pages = new Set(sentencesOf([std]).map((sentence) => sentence.page));
    expect(pages.has("page 2")).toBe(false);
    expect(pages.has("page 3")).toBe(false);
  });

  it("finds its sections by their headings under Kenya's names, never by the contents line", () => {
    const result = review([std], KENYA);
    expect(byId(result, "section-itb").citation).toBe("STD Goods.pdf, page 5");
    expect(byId(result, "section-data-sheet")).toMatchObject({
      status: "pass",
      citation: "STD Goods.pdf, page 7",
      evidence: '"SECTION II - APPENDIX TO INSTRUCTIONS TO TENDERERS" — STD Goods.pdf, page 7',
    });
    expect(byId(result, "section-evaluation").citation).toBe("STD Goods.pdf, page 8");
    expect(byId(result, "section-forms").citation).toBe("STD Goods.pdf, page 9");
    for (const finding of result.findings) {
      expect(finding.evidence, finding.id).not.toMatch(/STD Goods\.pdf, page [23]\b/);
      expect(finding.citation, finding.id).not.toMatch(/STD Goods\.pdf, page [23]\b/);
    }
  });

  it("fails a section only the table of contents names, saying so, by the framework's name", () => {
    const withoutAppendix = documentOf(
      "STD Goods.pdf",
      KENYA_STD.filter((page) => !page.startsWith("SECTION II")),
    );
    const finding = byId(review([withoutAppendix], KENYA), "section-data-sheet");
    expect(finding).toMatchObject({ status: "fail", severity: "high" });
    expect(finding.evidence).toBe(
      "Not found in STD Goods.pdf: only listed in the table of contents (STD Goods.pdf, page 3).",
    );
    expect(finding.recommendation).toBe(
      "Add the Tender Data Sheet (Bid Data Sheet) section to the document.",
    );
  });
});

describe("a World Bank-style Request for Bids", () => {
  const rfb = documentOf("RFB.pdf", WORLD_BANK_RFB);
  const model = buildDocumentModel(rfb);

  it("finds its contents page without dot leaders, its headings and its clauses", () => {
    expect(model.tocPages).toEqual(["page 2"]);
    expect(model.isTemplate).toBe(false);
    expect(model.headings.filter((block) => block.level === 1).map((block) => block.text)).toEqual([
      "REQUEST FOR BIDS",
      "Section I. Instructions to Bidders",
      "Section II. Bid Data Sheet",
      "Section III. Evaluation and Qualification Criteria",
      "Section IV. Bidding Forms",
      "Letter of Bid",
      "Section VII. Schedule of Requirements",
      "Section VIII. General Conditions of Contract",
      "Section X. Contract Forms",
      "Contract Agreement",
    ]);
    const security = findInDocuments([rfb], ["amount and currency of the bid security"])!;
    expect(security).toMatchObject({
      page: "page 4",
      clause: "ITB 19.1",
      section: "Section II. Bid Data Sheet",
    });
    expect(evidenceText(security)).toMatch(/— RFB\.pdf, page 4, ITB 19\.1$/);
    const validity = sentencesOf([rfb]).find((sentence) => sentence.text.includes("120 days"))!;
    expect(validity).toMatchObject({
      page: "page 4",
      clause: "ITB 18.1",
      section: "Section II. Bid Data Sheet",
    });
  });

  it("passes every section by its heading, under the World Bank's names", () => {
    const result = review([rfb], WORLD_BANK);
    const cited = (id: string) => byId(result, id).citation;
    expect(cited("section-itb")).toBe("RFB.pdf, page 3");
    expect(cited("section-data-sheet")).toBe("RFB.pdf, page 4");
    expect(cited("section-evaluation")).toBe("RFB.pdf, page 5");
    expect(cited("section-forms")).toBe("RFB.pdf, page 6");
    expect(cited("section-requirements")).toBe("RFB.pdf, page 7");
    expect(cited("section-conditions")).toBe("RFB.pdf, page 7");
    expect(cited("section-contract-forms")).toBe("RFB.pdf, page 7");
  });

  it("does not take the contents line 'Section II. Bid Data Sheet 5' for the data sheet", () => {
    const withoutSheet = documentOf(
      "RFB.pdf",
      WORLD_BANK_RFB.filter((page) => !page.startsWith("Section II.")),
    );
    const finding = byId(review([withoutSheet], WORLD_BANK), "section-data-sheet");
    expect(finding.status).toBe("fail");
    expect(finding.evidence).toContain("only listed in the table of contents (RFB.pdf, page 2)");
    expect(finding.recommendation).toBe("Add the Bid Data Sheet section to the document.");
  });

  it("finds a section by a numbered clause titled with its name when it has no heading", () => {
    const rfq = documentOf("RFQ.pdf", [
      "Request for Quotations for office chairs\n1. Instructions to Bidders\n1.1 Quote a unit price for each item.\n5. Evaluation Criteria\n5.1 The lowest priced compliant quotation will be selected.",
    ]);
    const location = findSection([rfq], "section-evaluation", sectionAliases("section-evaluation"));
    expect(location).toMatchObject({ by: "clause", title: "5. Evaluation Criteria" });
  });
});

describe("section names per framework", () => {
  it("knows Kenya's and the World Bank's names for the same section", () => {
    expect(sectionNameIn("section-data-sheet", "KE_PPADA")).toBe("Tender Data Sheet");
    expect(sectionAliases("section-data-sheet", "KE_PPADA")).toEqual(
      expect.arrayContaining([
        "Appendix to Instructions to Tenderers",
        "Particulars of Appendix to Instructions to Tenderers",
        "Bid Data Sheet",
      ]),
    );
    expect(sectionNameIn("section-forms", "WB_IPF")).toBe("Bidding Forms");
    expect(sectionAliases("section-forms", "KE_PPADA").slice(0, 3)).toEqual([
      "Tendering Forms",
      "Form of Tender",
      "Tender Form",
    ]);
    expect(sectionNameIn("section-itb", null)).toBeNull();
  });
});

describe("the NCPB laptops tender (real, 77 pages)", async () => {
  const file = path.resolve(process.cwd(), "tests/fixtures/tenders/ncpb-supply-of-laptops-2021.pdf");
  const extracted = await extractDocument(new Uint8Array(readFileSync(file)), "pdf");
  const tender = toAttachedDocument(
    { fileId: "ncpb", groupId: "method-document", name: "NCPB tender.pdf", size: 1 },
    extracted,
  );

  it("is an issued tender with no table of contents, read in well under a second", () => {
    const started = performance.now();
    const model = buildDocumentModel(tender);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(model.pages).toHaveLength(77);
    expect(model.tocPages).toEqual([]);
    expect(model.guidancePages).toEqual([]);
    expect(model.isTemplate).toBe(false);
    // Its running header is page furniture, never quoted.
    expect(findInDocuments([tender], ["NCPB IS ISO 9001:2015 CERTIFIED"])).toBeNull();
  });

  it("finds the Appendix to Instructions to Tenderers on page 23 and the Tender Form on page 48", () => {
    const result = review([tender], KENYA);
    expect(byId(result, "section-data-sheet")).toMatchObject({
      status: "pass",
      evidence: '"APPENDIX TO INSTRUCTIONS TO TENDERERS" — NCPB tender.pdf, page 23',
    });
    expect(byId(result, "section-forms")).toMatchObject({
      status: "pass",
      evidence: '"SECTION IX - TENDER FORM" — NCPB tender.pdf, page 48',
    });
    expect(byId(result, "section-itb").citation).toBe("NCPB tender.pdf, page 5");
    expect(byId(result, "section-evaluation").citation).toBe("NCPB tender.pdf, page 30");
  });

  it("cites the clause of what it quotes", () => {
    const security = findInDocuments([tender], /Tender Security of Kshs/)!;
    expect(security).toMatchObject({
      page: "page 13",
      clause: "3.18.1",
      section: "SECTION III - INSTRUCTIONS TO TENDERERS",
    });
    expect(evidenceText(security)).toMatch(/— NCPB tender\.pdf, page 13, clause 3\.18\.1$/);
    expect(findInDocuments([tender], /remain valid for One hundred and twenty/)).toMatchObject({
      page: "page 3",
      clause: "1.4",
    });
  });

  it("builds the model once per document", () => {
    expect(documentModel(tender)).toBe(documentModel(tender));
  });
});
