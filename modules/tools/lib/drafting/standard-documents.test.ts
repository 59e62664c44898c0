/**
 * The standard-document recogniser on tenders written the way practitioners write them
 * (tests/support/standard-documents.ts) and on two real NCPB tenders of 2021 (tests/fixtures/tenders). Expected
 * results read off the documents by hand:
 * - the NCPB goods tender of October 2021 has Sections I-VIII of the PPRA goods document and no Beneficial
 *   Ownership form -> PPRA goods, April 2021 issue inferred, not current; with that form -> current (inferred);
 * - the KeRRA works tender states "Rev. April 2022" and has Sections I-X -> current, no difference; without its
 *   Drawings section (a "Site Information" section in its place) -> Drawings missing, Site Information extra;
 * - the county tender of 2019 has the PPOA structure -> PPOA goods, replaced; its Appendix to Instructions to
 *   Tenderers is the Tender Data Sheet renamed;
 * - the Ministry of Health RFB on the World Bank goods SPD dated July 2016 -> that edition, currency not settled;
 *   "Revised September 2023" -> an edition not recognised;
 * - the KURA request for proposals -> World Bank consulting RFP; a notification letter -> nothing.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { extractDocument } from "@/lib/documents";
import { toAttachedDocument } from "@/lib/reading/attached-document";
import type { AttachedDocument } from "@/lib/results/types";
import { makeDocx, makePdf } from "@/tests/support/documents";
import {
  attached,
  ncpbGoodsTender2021,
  notificationLetter,
  ppoaGoodsTender2019,
  ppraWorksTender2022,
  worldBankConsultingRfp,
  worldBankGoodsRfb,
} from "@/tests/support/standard-documents";
import { recogniseStandardDocument, type Recognition } from "./standard-documents";

const recognise = (name: string, pages: readonly string[]) =>
  recogniseStandardDocument(attached(name, pages));

const kinds = (recognition: Recognition | null) =>
  recognition?.differences.map((difference) => `${difference.kind}: ${difference.section}`);

async function extracted(name: string, bytes: Uint8Array): Promise<AttachedDocument> {
  const kind = name.endsWith(".pdf") ? "pdf" : "docx";
  return toAttachedDocument(
    { fileId: name, groupId: "supporting", name, size: bytes.length },
    await extractDocument(bytes, kind),
  );
}

describe("recognising a Kenyan PPRA tender and its edition", () => {
  it("reads the NCPB 2021 goods tender as the PPRA goods document, April 2021 issue, not the current edition", () => {
    const found = recognise("NCPB bags.pdf", ncpbGoodsTender2021());
    expect(found).toMatchObject({
      standard: { id: "ppra-goods", family: "Kenya PPRA", category: "Goods" },
      current: { id: "ppra-goods" },
      confidence: "high",
      sectionsFound: 8,
      sectionsExpected: 8,
      edition: { label: "April 2021 issue (PPRA Circular No. 2 of 2021)", basis: "inferred", current: false },
      followsCurrent: "no",
    });
    expect(found!.currency).toBe(
      "Its edition is not stated and its content points to the April 2021 issue (PPRA Circular No. 2 of 2021); the current edition is Rev. April 2022.",
    );
    // The only difference from the current edition is the form the April 2022 revision added.
    expect(kinds(found)).toEqual(["missing: Beneficial Ownership Information Disclosure Form"]);
    // The data sheet's heading, broken over two lines by the scan, is quoted whole with its page; the table of
    // contents (page 2) is never quoted for it.
    expect(found!.evidence).toContainEqual({
      text: "SECTION II - TENDER DATA SHEET (TDS)",
      page: "page 5",
      why: "the heading of Section II Tender Data Sheet",
    });
    expect(found!.evidence.find((item) => item.why.startsWith("keys clauses"))).toMatchObject({
      page: "page 5",
      text: expect.stringMatching(/^ITT 7\.1 For clarification purposes/),
    });
    expect(found!.evidence.every((item) => item.page !== "page 2")).toBe(true);
  });

  it("takes a tender with the Beneficial Ownership Disclosure Form for the current edition (inferred, quoted)", () => {
    const found = recognise("NCPB bags 2022.pdf", ncpbGoodsTender2021({ beneficialOwnership: true }));
    expect(found).toMatchObject({
      edition: { label: "Rev. April 2022", basis: "inferred", current: true },
      followsCurrent: "yes",
      differences: [],
    });
    expect(found!.evidence[0]).toEqual({
      text: "BENEFICIAL OWNERSHIP DISCLOSURE FORM",
      page: "page 7",
      why: "has the Beneficial Ownership Information Disclosure Form, added by the April 2022 revision",
    });
  });

  it("reads the edition a works tender states on its cover, and lists a missing and an extra section", () => {
    const current = recognise("KeRRA works.pdf", ppraWorksTender2022());
    expect(current).toMatchObject({
      standard: { id: "ppra-works", category: "Works" },
      edition: { label: "Rev. April 2022", basis: "stated", current: true },
      followsCurrent: "yes",
      differences: [],
    });
    expect(current!.evidence[0]).toEqual({
      text: "Rev. April 2022",
      page: "page 1",
      why: "states the edition",
    });
    const edited = recognise("KeRRA works edited.pdf", ppraWorksTender2022({ dropDrawings: true }));
    expect(edited!.standard.id).toBe("ppra-works");
    expect(edited!.differences).toEqual([
      { kind: "missing", section: "Section VII Drawings", detail: "no heading for it was found" },
      {
        kind: "extra",
        section: "SECTION VII - SITE INFORMATION",
        detail: "not a section of the current edition",
        page: "page 9",
      },
    ]);
  });

  it("recognises the PPOA structure as the older family, replaced by the PPRA document, with renamed sections", () => {
    const found = recognise("Nyeri linen.pdf", ppoaGoodsTender2019());
    expect(found).toMatchObject({
      standard: { id: "ppoa-goods", family: "Kenya PPOA" },
      current: { id: "ppra-goods" },
      followsCurrent: "no",
      edition: { label: "edition not stated", basis: "none" },
    });
    expect(found!.currency).toMatch(
      /since replaced by the Kenya PPRA Standard Tender Document for the Procurement of Goods, Rev\. April 2022\.$/,
    );
    expect(found!.differences).toContainEqual({
      kind: "renamed",
      section: "Section II Tender Data Sheet",
      detail: 'written as "APPENDIX TO INSTRUCTIONS TO TENDERERS", the name of an earlier edition',
      page: "page 4",
    });
    expect(kinds(found)).toContain("moved: SECTION VII - PRICE SCHEDULE FOR GOODS");
    expect(kinds(found)).toContain("missing: Section III Evaluation and Qualification Criteria");
    // The PPRA tender has its Tender Data Sheet under its own name.
    expect(kinds(recognise("NCPB bags.pdf", ncpbGoodsTender2021()))).not.toContain(
      "renamed: Section II Tender Data Sheet",
    );
  });
});

describe("recognising World Bank documents", () => {
  it("reads the goods RFB's July 2016 cover date as a known edition, and says its currency is not settled", () => {
    const found = recognise("MoH lab RFB.docx", worldBankGoodsRfb());
    expect(found).toMatchObject({
      standard: { id: "wb-rfb-goods", family: "World Bank SPD", category: "Goods" },
      edition: {
        label: "July 2016 (first issue under the Procurement Regulations)",
        basis: "stated",
        known: true,
      },
      followsCurrent: "unknown",
      differences: [],
    });
    expect(found!.currency).toMatch(/revision dates could not be confirmed/);
  });

  it("says a cover date it does not know is an edition not recognised", () => {
    const found = recognise("MoH lab RFB 2023.docx", worldBankGoodsRfb("July 2016\nRevised September 2023"));
    expect(found!.edition).toEqual({
      label: "revised September 2023",
      basis: "stated",
      known: false,
      current: false,
      date: "2023-09",
      evidence: { text: "Revised September 2023", page: "page 1", why: "states the revision on the cover" },
    });
    expect(found!.followsCurrent).toBe("unknown");
  });

  it("recognises a consultancy request for proposals, and does not take a goods RFB for one", () => {
    const found = recognise("KURA supervision RFP.pdf", worldBankConsultingRfp());
    expect(found).toMatchObject({
      standard: { id: "wb-rfp-consulting", category: "Consulting Services" },
      sectionsFound: 8,
      edition: { basis: "none" },
    });
    expect(found!.evidence).toContainEqual({
      text: "Section 2. Instructions to Consultants and Data Sheet",
      page: "page 3",
      why: "the heading of Section 2 Instructions to Consultants and Data Sheet",
    });
    expect(recognise("MoH lab RFB.docx", worldBankGoodsRfb())!.standard.category).not.toBe(
      "Consulting Services",
    );
  });
});

describe("what is not a standard document", () => {
  it("matches nothing in a letter that only mentions the instructions and the data sheet", () => {
    expect(recognise("Notification letter.pdf", notificationLetter())).toBeNull();
  });

  it("does not take a table of contents for the sections it lists", () => {
    const contents = ncpbGoodsTender2021().slice(0, 2);
    expect(recognise("Contents only.pdf", contents)).toBeNull();
    expect(recognise("Whole tender.pdf", ncpbGoodsTender2021())).not.toBeNull();
  });

  it("reads a one-megabyte line in linear time", () => {
    const line = "SECTION I - INSTRUCTIONS TO TENDERERS ITT 1.1 Tenderer ".repeat(20_000);
    const started = performance.now();
    recogniseStandardDocument(attached("Huge.pdf", [line, "Rev. April 2022 ".repeat(50_000)]));
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe("after real extraction", () => {
  it("reads the NCPB tender written to a PDF, and the World Bank RFB written to a Word file, as built in code", async () => {
    const pdf = await extracted("NCPB bags.pdf", await makePdf(ncpbGoodsTender2021()));
    expect(recogniseStandardDocument(pdf)).toMatchObject({
      standard: { id: "ppra-goods" },
      edition: { basis: "inferred", current: false },
      followsCurrent: "no",
    });
    const docx = await extracted("MoH lab RFB.docx", await makeDocx(worldBankGoodsRfb()));
    expect(recogniseStandardDocument(docx)).toMatchObject({
      standard: { id: "wb-rfb-goods" },
      edition: { known: true, basis: "stated" },
    });
    const letter = await extracted("Letter.docx", await makeDocx(notificationLetter()));
    expect(recogniseStandardDocument(letter)).toBeNull();
  });

  it("recognises the real NCPB data-centre tender of 2021 (the one that matched no template)", async () => {
    const bytes = new Uint8Array(readFileSync("tests/fixtures/tenders/ncpb-data-centre-lan-2021.pdf"));
    const found = recogniseStandardDocument(await extracted("ncpb-data-centre-lan-2021.pdf", bytes));
    expect(found).toMatchObject({
      standard: { id: "ppra-goods", family: "Kenya PPRA" },
      edition: { label: "April 2021 issue (PPRA Circular No. 2 of 2021)", basis: "inferred" },
      followsCurrent: "no",
    });
    // Its ITT 6.1 lists Section V - Schedule of Requirements, which has no heading of its own.
    expect(found!.differences[0]).toMatchObject({
      kind: "missing",
      section: "Section V Schedule of Requirements",
      detail: expect.stringMatching(/^listed as "Section V - Schedule of Requirements"/),
    });
    expect(found!.evidence).toContainEqual(
      expect.objectContaining({ text: "SECTION II – TENDER DATA SHEET (TDS)", page: "page 24" }),
    );
  });

  it("recognises the real NCPB laptops tender of 2021 as the older PPOA structure", async () => {
    const bytes = new Uint8Array(readFileSync("tests/fixtures/tenders/ncpb-supply-of-laptops-2021.pdf"));
    const found = recogniseStandardDocument(await extracted("ncpb-supply-of-laptops-2021.pdf", bytes));
    expect(found).toMatchObject({
      standard: { id: "ppoa-goods" },
      current: { id: "ppra-goods" },
      followsCurrent: "no",
    });
    expect(found!.differences).toContainEqual(
      expect.objectContaining({ kind: "renamed", section: "Section II Tender Data Sheet", page: "page 23" }),
    );
  });
});
