/**
 * The structure check on the NCPB tenders (judge 35): the instructions' own lists of sections and of tender
 * contents are not the requirements part, and the category typed on the activity is checked against the tender's
 * title, so a goods supply keyed as works is never asked for Bills of Quantities. Pages written as NCPB and other
 * Kenyan entities print them; each case has the sentence the reviewer quoted and a paraphrase.
 */
import { describe, expect, it } from "vitest";
import { runReview } from "@/modules/review/lib/engine/engine";
import { RULE_PACKS } from "@/modules/review/lib/engine/packs";
import { evidentCategory } from "@/modules/review/lib/engine/packs/evident-category";
import type { AttachedDocument, Finding } from "@/lib/results/types";
import { KENYA } from "@/tests/support/frameworks";

function tender(name: string, pages: readonly string[]): AttachedDocument {
  return {
    fileId: name,
    groupId: "method-document",
    name,
    size: 1,
    units: pages.map((text, index) => ({ label: `page ${index + 1}`, text })),
  };
}

const structure = (document: AttachedDocument, category: string): Finding[] =>
  runReview(
    {
      serviceId: "compliance-solicitation",
      activity: {
        id: "NCPB/ICT/LAPTOPS/14/2021-2022",
        entity: "National Cereals and Produce Board",
        procurement_category: category,
        procurement_method: "Open Tender",
        currency: "KES",
        estimatedValue: 4_000_000,
        issue_date: "",
        bidDueDate: "",
      },
      moduleInputs: {},
      documents: [document],
      framework: KENYA,
    },
    RULE_PACKS,
  ).findings.filter((finding) => finding.id.startsWith("standard-structure"));

const PART_1 = [
  "SECTION II - TENDER DATA SHEET\nITT 18.1 The tender validity period shall be 120 days.",
  "SECTION III - EVALUATION AND QUALIFICATION CRITERIA\nThe lowest evaluated tender price.",
  "SECTION IV - TENDERING FORMS\nForm of Tender. Price Schedule.",
];
// ITT 6.1 and ITT 13.1 as NCPB prints them (they follow the data sheet here only so the opening page names no addendum).
const ITT_LISTS = [
  "SECTION I - INSTRUCTIONS TO TENDERERS\n6.1 The tendering document consists of Parts 1, 2, and 3, which include all the Sections indicated below and should be read in conjunction with any Addendum issued in accordance with ITT 9.\niii) Section III - Evaluation and Qualification Criteria\niv) Section IV - Tendering Forms\nPART 2: Supply Requirements\nv) Section V - Schedule of Requirements\nPART 3: Contract\nvi) Section VI - General Conditions of Contract (GCC)\n6.2 The Invitation to Tender notice issued by the Procuring Entity is not part of this tendering document.",
  "13.1 The Tender shall comprise the following:\na) Form of Tender\nb) Schedules: Schedules or Requirements and priced Activity Schedule completed\nc) Tender Security or Tender-Securing Declaration\nd) Alternative Tender: if permissible in accordance with INSTRUCTIONS TO TENDERERS 15;",
];

describe("the instructions' lists are not the requirements part", () => {
  it("does not pass or cite the ITT 6.1 and ITT 13.1 lists; cites the scope of work instead", () => {
    const scope =
      "SCOPE OF WORK\nThe scope covers installation, configuration and commissioning of the modular data centre at Head Office, with a gas based fire suppression system.";
    const findings = structure(tender("Data centre.pdf", [...PART_1, ...ITT_LISTS, scope]), "Goods");
    const found = findings.find((finding) => finding.id === "standard-structure-schedule-of-requirements")!;
    expect(found.status).toBe("info");
    expect(found.evidence).toMatch(/the requirements are under "SCOPE OF WORK" — Data centre\.pdf, page 6/);
    expect(JSON.stringify(findings)).not.toMatch(/PART 2: Supply Requirements|b\) Schedules/);
  });

  it("does not take a contents line or a paraphrased list for the section, and warns that it is missing", () => {
    const contents = [
      "TABLE OF CONTENTS\nPART 2: Supply Requirements ........................................ 8",
      "2.1 A complete tender shall include:\n(a) Form of Tender;\n(b) Schedule of Requirements duly priced;\n(c) Tender Security.",
    ];
    const found = structure(tender("Reagents.pdf", [...contents, ...PART_1]), "Goods").find(
      (finding) => finding.id === "standard-structure-schedule-of-requirements",
    )!;
    expect(found.status).toBe("warning");
    expect(found.title).toMatch(/not found$/);
  });

  it("passes the section where it is a heading with its body", () => {
    const section =
      "SECTION IV - SCHEDULE OF REQUIREMENTS\nPart A - Brief Schedule of Details On Goods Required\n1. Tarpaulins, 1,200 No., delivered to NCPB depots within 30 days.";
    const found = structure(tender("Tarpaulins.pdf", [...PART_1, ...ITT_LISTS, section]), "Goods");
    expect(found.map((finding) => [finding.id, finding.status])).toEqual([
      ["standard-structure-schedule-of-requirements", "pass"],
    ]);
  });
});

describe("the category on the form against the tender's title", () => {
  const laptops = tender("Laptops.pdf", [
    "NCPB IS ISO 9001:2015 CERTIFIED\nTENDER NO. NCPB/ICT/LAPTOPS/14/2021-2022 FOR\nSUPPLY AND DELIVERY OF NEW LAPTOPS\nNOVEMBER, 2021\nTENDER DOCUMENT FOR SUPPLY OF GOODS",
    ...PART_1,
    "SECTION IV - SCHEDULE OF REQUIREMENTS\n1. Laptops, Core i7, 16 GB RAM, 40 No., delivered to Head Office within 60 days.",
  ]);

  it("reads the kind of procurement from Kenyan titles", () => {
    const of = (title: string) => evidentCategory([tender("T.pdf", [title])])?.category ?? null;
    expect(of("SUPPLY AND DELIVERY OF NEW LAPTOPS")).toBe("goods");
    expect(
      of("SUPPLY, INSTALLATION, TESTING AND COMMISSIONING OF IP BASED\nCCTV SURVEILLANCE SECURITY SYSTEMS"),
    ).toBe("goods");
    expect(of("PROPOSED CONSTRUCTION OF A MATERNITY WING AT KITUI COUNTY REFERRAL HOSPITAL")).toBe("works");
    expect(of("REHABILITATION OF KITHIMANI - KWA MUTISYA ROAD")).toBe("works");
    expect(of("FRAMEWORK AGREEMENT FOR PROVISION OF ROAD TRANSPORT\nSERVICES FOR VARIOUS COMMODITIES")).toBe(
      "non_consulting",
    );
    expect(of("CONSULTANCY SERVICES FOR THE DESIGN OF THE MOMBASA WATER SUPPLY")).toBe("consulting");
    expect(of("PROVISION OF MODULAR DATA CENTER AT HEAD OFFICE")).toBeNull();
  });

  it("says the form and the title disagree, and judges a goods supply keyed as works as goods", () => {
    const findings = structure(laptops, "Works");
    const category = findings.find((finding) => finding.id === "standard-structure-category")!;
    expect([category.status, category.severity]).toEqual(["warning", "medium"]);
    expect(category.title).toBe("Category entered as Works, but the tender is for goods");
    expect(category.evidence).toContain('"SUPPLY AND DELIVERY OF NEW LAPTOPS" — Laptops.pdf, page 1');
    expect(findings.map((finding) => finding.id)).toContain("standard-structure-schedule-of-requirements");
    expect(JSON.stringify(findings)).not.toMatch(/Bills? of Quantities/);
  });

  it("uses the title's category when the form has none, and says nothing when they agree", () => {
    const blank = structure(laptops, "");
    expect(blank.find((finding) => finding.id === "standard-structure-category")).toMatchObject({
      status: "info",
      title: "Category read from the tender's title: goods",
    });
    expect(
      blank.find((finding) => finding.id === "standard-structure-schedule-of-requirements")!.status,
    ).toBe("pass");
    expect(structure(laptops, "Goods").map((finding) => finding.id)).toEqual([
      "standard-structure-schedule-of-requirements",
    ]);
  });

  it("still asks a rehabilitation works tender for its Bills of Quantities when keyed as goods", () => {
    const works = tender("Road.pdf", [
      "REHABILITATION OF KITHIMANI - KWA MUTISYA ROAD\nTENDER NO. KeRRA/008/2025",
      ...PART_1,
      "SECTION VI - SPECIFICATIONS\nAll materials shall comply with the Standard Specification for Road and Bridge Construction.",
    ]);
    const findings = structure(works, "Goods");
    expect(findings.find((finding) => finding.id === "standard-structure-category")!.title).toBe(
      "Category entered as Goods, but the tender is for works",
    );
    expect(findings.find((finding) => finding.id === "standard-structure-boq")!.status).toBe("fail");
  });
});
