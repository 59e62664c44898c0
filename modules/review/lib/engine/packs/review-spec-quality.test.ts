import { describe, expect, it } from "vitest";
import { extractDocument } from "@/lib/documents";
import { toAttachedDocument } from "@/lib/reading/attached-document";
import { runReview } from "@/modules/review/lib/engine/engine";
import { MAX_FINDINGS_PER_CHECK, specQualityPack } from "@/modules/review/lib/engine/packs/spec-quality";
import {
  DIMENSION_WORDS,
  MAX_REASONABLE_EXPERIENCE_YEARS,
  RESTRICTIVE_RULES,
  isPlatformCompatibility,
  SPEC_BRANDS,
  UNMEASURABLE_TIME_TERMS,
  VAGUE_TERMS,
} from "@/modules/review/lib/engine/packs/spec-quality-terms";
import type { ReviewInput } from "@/lib/results/review-types";
import type { AttachedDocument } from "@/lib/results/types";
import { makeDocx, makePdf } from "@/tests/support/documents";

const GOOD_SPEC = [
  "Section VII. Technical Specifications. Laptop computer with a quad-core processor of at least 3.0 GHz base frequency. Memory: 16 GB. Weight: not more than 1.5 kg.",
  "Display: 14 inch, brightness of at least 300 nits. Battery capacity of 50 Wh. Power supply: 220-240 V AC, 50 Hz. The Supplier shall have 5 years of experience in supplying laptops. Quality management certified to ISO 9001.",
];

const BAD_SPEC = [
  "Vehicles: Toyota Land Cruiser station wagon. Tyres of high quality and state-of-the-art design, user-friendly controls etc.",
  "All equipment shall be manufactured in Germany. Weight: 50. Voltage 230.",
];

const doc = (text: string | string[], groupId = "specifications", name = "Specs.docx"): AttachedDocument => ({
  fileId: name,
  groupId,
  name,
  size: 1,
  units: (Array.isArray(text) ? text : [text]).map((page, i) => ({ label: `page ${i + 1}`, text: page })),
});

/** The hub tool runs the same pack under its own id (the lead registers that mapping). */
const HUB_PACK = {
  ...specQualityPack,
  serviceId: "specification_requirements_quality",
  subserviceId: undefined,
};

function review(
  documents: AttachedDocument[],
  serviceId = "intelligence",
  subserviceId: string | undefined = "spec-quality",
) {
  const input: ReviewInput = {
    serviceId,
    subserviceId,
    activity: {
      id: "S-1",
      entity: "Ministry of Health",
      procurement_category: "Goods",
      procurement_method: "Tender/RFB",
      currency: "USD",
      estimatedValue: null,
      issue_date: "",
      bidDueDate: "",
    },
    moduleInputs: {},
    documents,
    framework: null,
  };
  return runReview(input, [specQualityPack, HUB_PACK]);
}

const statuses = (result: ReturnType<typeof review>, prefix: string) =>
  result.findings.filter((finding) => finding.id.startsWith(prefix)).map((finding) => finding.status);
const first = (result: ReturnType<typeof review>, prefix: string) =>
  result.findings.find((finding) => finding.id.startsWith(prefix))!;

describe("spec-quality on generated files", () => {
  it("passes clear, measurable specifications (PDF)", async () => {
    const document = toAttachedDocument(
      { fileId: "s", groupId: "specifications", name: "Specs.pdf", size: 1 },
      await extractDocument(await makePdf(GOOD_SPEC), "pdf"),
    );
    const result = review([document]);
    expect(
      result.findings
        .filter((finding) => finding.status !== "pass")
        .map((finding) => [finding.id, finding.evidence]),
    ).toEqual([]);
    expect(result.score).toBe(100);
  });

  it("quotes each faulty sentence with document and page (DOCX)", async () => {
    const document = toAttachedDocument(
      { fileId: "s", groupId: "specifications", name: "Specs.docx", size: 1 },
      await extractDocument(await makeDocx(BAD_SPEC), "docx"),
    );
    const result = review([document]);
    const brand = first(result, "spec-brand-names");
    expect(brand).toMatchObject({
      status: "fail",
      severity: "medium",
      title: "Brand name without 'or equivalent': Toyota",
    });
    expect(brand.evidence).toBe('"Vehicles: Toyota Land Cruiser station wagon." — Specs.docx, page 1');
    expect(brand.citation).toBe("Specs.docx, page 1");
    const vague = first(result, "spec-vague-terms");
    expect(vague.title).toBe(
      "Vague or unmeasurable term: 'high quality', 'state of the art', 'user friendly', 'etc.'",
    );
    expect(first(result, "spec-restrictive")).toMatchObject({
      title: "Restrictive requirement: Single country of origin",
      evidence: expect.stringContaining("Specs.docx, page 2"),
    });
    const units = result.findings
      .filter((finding) => finding.id.startsWith("spec-missing-units"))
      .map((finding) => finding.title);
    expect(units).toEqual(["Quantity without a unit: weight 50", "Quantity without a unit: voltage 230"]);
    // fail/medium 15 (brand) + warning/low 3 (vague) + fail/medium 15 (origin) + 2 x warning/low 3 (units).
    expect(result.score).toBe(100 - 15 - 3 - 15 - 3 - 3);
  });
});

describe("which documents are reviewed", () => {
  it("the specifications slot only, when it has a file", () => {
    const result = review([doc("Memory: 16 GB."), doc("Toyota pickups.", "supporting", "Notes.docx")]);
    expect(first(result, "specifications-document").status).toBe("pass");
    expect(statuses(result, "spec-brand-names")).toEqual(["pass"]);
  });

  it("every attached document (supporting included) when no specifications are attached", () => {
    const result = review([doc("Toyota pickups.", "supporting", "Notes.docx")]);
    expect(first(result, "specifications-document")).toMatchObject({
      status: "info",
      evidence: expect.stringContaining("Notes.docx"),
    });
    expect(statuses(result, "spec-brand-names")).toEqual(["fail"]);
  });

  it("has no score with nothing attached (insufficient data, not a pass)", () => {
    const result = review([]);
    expect(result.findings.map((finding) => [finding.id, finding.status, finding.severity])).toEqual([
      ["specifications-document", "insufficient", "high"],
    ]);
    expect(result.score).toBeNull();
  });

  it("the hub tool's subject group (Part 2B), not its optional references", () => {
    const result = review(
      [doc("Toyota pickups.", "refs", "Old.docx"), doc("Memory: 16 GB.", "subject", "Specs.docx")],
      "specification_requirements_quality",
      "",
    );
    expect(statuses(result, "spec-brand-names")).toEqual(["pass"]);
  });
});

describe("brand names", () => {
  it.each([...SPEC_BRANDS])("%s fails without and passes with 'or equivalent'", (brand) => {
    expect(statuses(review([doc(`Supply ${brand} units.`)]), "spec-brand-names")).toEqual(["fail"]);
    expect(statuses(review([doc(`Supply ${brand} units or equivalent.`)]), "spec-brand-names")).toEqual([
      "pass",
    ]);
  });

  it("trademarks and brand markers fail; 'brand new' and asking the bidder to state the brand pass", () => {
    expect(first(review([doc("SuperPrint® toner cartridges.")]), "spec-brand-names").title).toContain(
      "SuperPrint®",
    );
    expect(statuses(review([doc("Printer, model no. LJ-400.")]), "spec-brand-names")).toEqual(["fail"]);
    expect(statuses(review([doc("Make: Acme.")]), "spec-brand-names")).toEqual(["fail"]);
    expect(statuses(review([doc("Brand new vehicles with 4WD.")]), "spec-brand-names")).toEqual(["pass"]);
    expect(
      statuses(review([doc("Bidders shall state the brand and model no. offered.")]), "spec-brand-names"),
    ).toEqual(["pass"]);
  });

  it("a platform named for compatibility is not a brand; requiring it is", () => {
    for (const text of [
      "Smart card reader: PC/SC 2.0 for Windows.",
      "Drivers for Microsoft Windows 10/11 and Linux shall be supplied.",
      "The software shall run on Windows, Linux and macOS.",
    ])
      expect(statuses(review([doc(text)]), "spec-brand-names"), text).toEqual(["pass"]);
    expect(
      statuses(review([doc("Operating system: Microsoft Windows 11 Pro.")]), "spec-brand-names"),
    ).toEqual(["fail"]);
    expect(isPlatformCompatibility("PC/SC 2.0 for Windows", 14)).toBe(true);
    expect(isPlatformCompatibility("Operating system: Microsoft Windows", 18)).toBe(false);
  });

  it("caps the findings per check and counts the rest", () => {
    const result = review([
      doc(
        Array.from({ length: MAX_FINDINGS_PER_CHECK + 2 }, (_, i) => `Item ${i}: Toyota pickup.`).join(" "),
      ),
    ]);
    const brands = result.findings.filter((finding) => finding.id.startsWith("spec-brand-names"));
    expect(brands).toHaveLength(MAX_FINDINGS_PER_CHECK + 1);
    expect(brands.at(-1)).toMatchObject({
      id: "spec-brand-names-more",
      status: "info",
      evidence: expect.stringMatching(/^2 more sentences/),
    });
  });
});

describe("vague terms", () => {
  it.each([...VAGUE_TERMS])("'%s' is flagged", (term) => {
    const found = first(review([doc(`The chairs shall be ${term} for the office.`)]), "spec-vague-terms");
    expect(found.status).toBe("warning");
    expect(found.title).toContain(`'${term}`);
  });

  it.each([...UNMEASURABLE_TIME_TERMS])("'%s' is an unmeasurable time", (term) => {
    const found = first(review([doc(`Delivery shall be made ${term} after award.`)]), "spec-vague-terms");
    expect(found.status).toBe("warning");
    expect(found.title).toContain(`'${term === "ASAP" ? "ASAP" : term.toLowerCase()}'`);
    expect(found.recommendation).toContain("with a period that can be enforced");
  });

  it("a measure in the same sentence makes the word harmless", () => {
    for (const text of [
      "The laptop shall have good battery life of at least 8 hours.",
      "Vehicles shall be in good condition as defined in clause 4.2.",
      "Fast charging: 50% in 30 minutes.",
      "Delivery as soon as possible and within 30 days of the order.",
      "The Supplier shall act in good faith.",
      "The firm shall be in good standing with the Kenya Revenue Authority.",
    ])
      expect(statuses(review([doc(text)]), "spec-vague-terms"), text).toEqual(["pass"]);
    expect(statuses(review([doc("The laptop shall have good battery life.")]), "spec-vague-terms")).toEqual([
      "warning",
    ]);
  });

  it("measurable wording passes", () => {
    expect(
      statuses(
        review([doc("The chairs shall carry a load of 120 kg for 10,000 cycles.")]),
        "spec-vague-terms",
      ),
    ).toEqual(["pass"]);
  });
});

describe("restrictive requirements", () => {
  const EXAMPLES: Record<string, string> = {
    origin: "All pumps shall be of Italian origin.",
    proprietary: "The software must be compatible only with the Acme platform.",
    "national-standard": "Cables shall comply with BS 6004.",
    "prior-supply": "The Supplier must have supplied similar pumps to the Ministry of Water.",
  };

  it("has an example for every rule", () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual(RESTRICTIVE_RULES.map((rule) => rule.id).sort());
  });

  it.each(RESTRICTIVE_RULES.map((rule) => [rule.id, rule.name, rule.severity] as const))(
    "%s: '%s' fails (%s)",
    (id, name, severity) => {
      const found = first(review([doc(EXAMPLES[id]!)]), "spec-restrictive");
      expect([found.status, found.severity, found.title]).toEqual([
        "fail",
        severity,
        `Restrictive requirement: ${name}`,
      ]);
    },
  );

  it("neutral wording passes", () => {
    for (const text of [
      "Goods from any eligible country.",
      "Cables shall comply with BS 6004 or equivalent.",
      "The Supplier shall have supplied similar pumps to at least two clients.",
      "Manufactured in accordance with ISO 9001.",
    ]) {
      expect(statuses(review([doc(text)]), "spec-restrictive"), text).toEqual(["pass"]);
    }
  });

  it(`experience over ${MAX_REASONABLE_EXPERIENCE_YEARS} years fails, up to it passes`, () => {
    expect(
      first(
        review([doc("The firm shall have at least fifteen (15) years of experience in road works.")]),
        "spec-restrictive",
      ).title,
    ).toBe("Restrictive requirement: 15 years of experience");
    expect(statuses(review([doc("Experience of not less than 12 years.")]), "spec-restrictive")).toEqual([
      "fail",
    ]);
    expect(
      statuses(
        review([doc(`The firm shall have ${MAX_REASONABLE_EXPERIENCE_YEARS} years of experience.`)]),
        "spec-restrictive",
      ),
    ).toEqual(["pass"]);
  });
});

describe("missing units", () => {
  it.each([...DIMENSION_WORDS])("%s with a number needs a unit", (word) => {
    expect(statuses(review([doc(`${word}: 25.`)]), "spec-missing-units")).toEqual(["warning"]);
    expect(statuses(review([doc(`${word}: 25 mm.`)]), "spec-missing-units")).toEqual(["pass"]);
  });

  it("accepts ranges, units before the number, years and references", () => {
    for (const text of [
      "Voltage: 220-240 V.",
      "Power: 2 x 13 A sockets.",
      "Weight (kg): 50.",
      "Capacity built in 2020.",
      "Weight: see clause 5.2.",
      "Capacity of 50 seats.",
    ]) {
      expect(statuses(review([doc(text)]), "spec-missing-units"), text).toEqual(["pass"]);
    }
  });
});
