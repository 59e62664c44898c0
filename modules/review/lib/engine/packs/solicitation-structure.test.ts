/**
 * Goods, works, services and consultancy tenders each checked against their own standard document's requirements
 * part (issue 35: goods tenders were read against the Works STD). Pages written as Kenyan procuring entities
 * issue them under the PPRA documents.
 */
import { describe, expect, it } from "vitest";
import { runReview } from "@/modules/review/lib/engine/engine";
import { RULE_PACKS } from "@/modules/review/lib/engine/packs";
import { requirementsStructure } from "@/lib/frameworks/standard-structure";
import { UNVERIFIED_MARK } from "@/lib/frameworks/library";
import type { ReviewInput } from "@/lib/results/review-types";
import type { AttachedDocument, Finding, ToolFramework } from "@/lib/results/types";
import { KENYA, WORLD_BANK } from "@/tests/support/frameworks";

const PART_1 = [
  "SECTION I - INSTRUCTIONS TO TENDERERS\n1.1 The Procuring Entity invites tenders as described in the Tender Data Sheet.",
  "SECTION II - TENDER DATA SHEET\nITT 18.1 The tender validity period shall be 126 days.",
  "SECTION III - EVALUATION AND QUALIFICATION CRITERIA\nThe lowest evaluated tender price.",
  "SECTION IV - TENDERING FORMS\nForm of Tender. Price Schedule.",
];
const PART_3 = [
  "SECTION VI - GENERAL CONDITIONS OF CONTRACT\n1.1 Definitions.",
  "SECTION VII - SPECIAL CONDITIONS OF CONTRACT\nGCC 8.1 The delivery period is 60 days.",
  "SECTION VIII - CONTRACT FORMS\nContract Agreement. Performance Security Form.",
];

function tender(name: string, pages: readonly string[]): AttachedDocument {
  return {
    fileId: name,
    groupId: "method-document",
    name,
    size: 1,
    units: pages.map((text, index) => ({ label: `page ${index + 1}`, text })),
  };
}

function review(document: AttachedDocument, category: string, framework: ToolFramework = KENYA) {
  const input: ReviewInput = {
    serviceId: "compliance-solicitation",
    activity: {
      id: "KeRRA/008/2025",
      entity: "Kenya Rural Roads Authority",
      procurement_category: category,
      procurement_method: "Open Tender",
      currency: "KES",
      estimatedValue: 25_600_000,
      issue_date: "",
      bidDueDate: "",
    },
    moduleInputs: {},
    documents: [document],
    framework,
  };
  return runReview(input, RULE_PACKS).findings;
}

const structure = (findings: readonly Finding[]) =>
  findings.filter((finding) => finding.id.startsWith("standard-structure-"));
const byId = (findings: readonly Finding[], id: string) => findings.find((finding) => finding.id === id);

const GOODS_SCHEDULE =
  "PART 2 - PROCURING ENTITY'S REQUIREMENTS\nSECTION V - SCHEDULE OF REQUIREMENTS\n1. Supply and delivery of 40 No. laptops, Core i7, 16 GB RAM, to Headquarters, Nairobi, within 60 days. Tender sum Kshs. 1,600,000.00 (One million six hundred thousand).";

describe("requirements part of the standard document, chosen by category", () => {
  it("reads the verified Works STD's Part 2 out of its rule, and marks the others not verified", () => {
    const works = requirementsStructure("KE_PPADA", "works")!;
    expect(works.verified).toBe(true);
    expect(works.sections.map((section) => `${section.number} ${section.name}`)).toEqual([
      "V Bills of Quantities",
      "VI Specifications",
      "VII Drawings",
    ]);
    expect(works.citation).toMatch(/Standard Tender Document for Works .*Rev\. April 2022/);
    const goods = requirementsStructure("KE_PPADA", "goods")!;
    expect(goods.verified).toBe(false);
    expect(goods.sections.map((section) => section.name)).toEqual(["Schedule of Requirements"]);
    expect(requirementsStructure("WB_IPF", "goods")).toBeNull();
    expect(requirementsStructure("KE_PPADA", null)).toBeNull();
  });

  it("passes a goods tender with its Schedule of Requirements and never asks it for Bills of Quantities or Drawings", () => {
    const findings = structure(
      review(tender("Laptops.pdf", [...PART_1, GOODS_SCHEDULE, ...PART_3]), "Goods"),
    );
    expect(findings.map((finding) => [finding.id, finding.status])).toEqual([
      ["standard-structure-schedule-of-requirements", "pass"],
    ]);
    expect(findings[0]!.evidence).toContain('"SECTION V - SCHEDULE OF REQUIREMENTS" — Laptops.pdf, page 5');
    expect(findings[0]!.evidence).toContain(UNVERIFIED_MARK);
    expect(JSON.stringify(findings)).not.toMatch(/Bills? of Quantities|Drawings/);
  });

  it("flags a goods tender with no Schedule of Requirements, as a warning (the goods structure is not verified)", () => {
    const findings = structure(review(tender("Tarpaulins.pdf", [...PART_1, ...PART_3]), "Goods"));
    const missing = byId(findings, "standard-structure-schedule-of-requirements")!;
    expect(missing.status).toBe("warning");
    expect(missing.title).toMatch(/Schedule of Requirements — not found/);
    expect(missing.evidence).toContain("not verified");
    expect(missing.citation).toBe("");
  });

  it("notes, not fails, a goods tender whose requirements sit under 'Technical Specifications' (older template)", () => {
    const older =
      "SECTION IV - SPECIFICATIONS OF THE LAPTOPS\nTECHNICAL SPECIFICATIONS\nProcessor: Intel Core i7 or equivalent.";
    const note = byId(
      structure(review(tender("NCPB laptops.pdf", [...PART_1, older, ...PART_3]), "Goods")),
      "standard-structure-schedule-of-requirements",
    )!;
    expect(note.status).toBe("info");
    expect(note.evidence).toMatch(
      /No "Schedule of Requirements" heading; the requirements are under "SECTION IV - SPECIFICATIONS OF THE LAPTOPS"/,
    );
  });

  it("passes a works tender with its Bills of Quantities, Specifications and Drawings, citing the Works STD", () => {
    const part2 = [
      "PART 2 - WORKS' REQUIREMENTS\nSECTION V - BILLS OF QUANTITIES\nBill No. 1 Preliminaries: Item 1.01 Mobilisation, Sum, Kshs. 1,600,000.00",
      "SECTION VI - SPECIFICATIONS\nAll materials shall comply with the Standard Specification for Road and Bridge Construction.",
      "SECTION VII - DRAWINGS\nDrawing No. KeRRA/MKS/01 Typical cross-section.",
    ];
    const findings = structure(
      review(tender("Kithimani road.pdf", [...PART_1, ...part2, ...PART_3]), "Works"),
    );
    expect(findings.map((finding) => finding.status)).toEqual(["pass", "pass", "pass"]);
    expect(findings[0]!.citation).toMatch(
      /^PPRA Standard Tender Document for Works .*; Kithimani road\.pdf, page 5/,
    );
  });

  it("fails a works tender missing its Bills of Quantities, and warns on missing Drawings", () => {
    const part2 = ["SECTION VI - SPECIFICATIONS\nConcrete class 25/20 to KS EAS 18."];
    const findings = structure(
      review(tender("Borehole works.pdf", [...PART_1, ...part2, ...PART_3]), "Works"),
    );
    expect(byId(findings, "standard-structure-boq")).toMatchObject({ status: "fail", severity: "high" });
    expect(byId(findings, "standard-structure-boq")!.citation).toMatch(/ITT 6\.1/);
    expect(byId(findings, "standard-structure-specifications")!.status).toBe("pass");
    expect(byId(findings, "standard-structure-drawings")).toMatchObject({
      status: "warning",
      severity: "medium",
    });
  });

  it("checks services against a Description of Services and consultancy against Terms of Reference", () => {
    const cleaning =
      "PART 2 - PROCURING ENTITY'S REQUIREMENTS\nSECTION V - DESCRIPTION OF SERVICES\nDaily cleaning of offices at Kilindini.";
    const services = structure(
      review(tender("KPA cleaning.pdf", [...PART_1, cleaning, ...PART_3]), "Non-consulting Services"),
    );
    expect(services.map((finding) => [finding.id, finding.status])).toEqual([
      ["standard-structure-description-of-services", "pass"],
    ]);
    const noTor = structure(
      review(tender("Road design RFP.pdf", [...PART_1, ...PART_3]), "Consulting Services"),
    );
    expect(byId(noTor, "standard-structure-terms-of-reference")!.status).toBe("warning");
  });

  it("leaves tenders under other frameworks, or without a category, to the generic requirements check", () => {
    const document = tender("RFB.pdf", [...PART_1, ...PART_3]);
    expect(structure(review(document, "Goods", WORLD_BANK))).toEqual([]);
    expect(structure(review(document, "Other"))).toEqual([]);
  });
});
