/**
 * The brand risk reads the review engine's brand finder (judge 35: it came only from the standard "descriptive
 * only" clause, and no real brand on the NCPB laptops, CCTV and data-centre tenders was found).
 */
import { describe, expect, it } from "vitest";
import { findProvisions } from "./detect";
import { INVITATION, kenyanTender, type TenderSections } from "./test-support";

const brandHits = (sections: TenderSections) =>
  findProvisions([kenyanTender("tender.pdf", { invitation: INVITATION, ...sections })]).filter(
    (hit) => hit.provision.id === "brand",
  );
const quoted = (sections: TenderSections) =>
  brandHits(sections).map((hit) => hit.sentence.text.slice(hit.start, hit.end));

describe("brand names in the specifications", () => {
  it("are not read from the standard clause calling brand references descriptive (NCPB laptops and tarpaulins 3.15.7)", () => {
    expect(
      brandHits({
        instructions: [
          "3.15.7 For purposes of the documentary and other evidence to be furnished pursuant to sub-paragraphs 3.15.3, 3.15.4, 3.15.5 and 3.15.6 above, the Tenderer shall note that standards for workmanship, material, and equipment, as well as references to brand names or catalogue numbers designated by NCPB in its Technical Specifications, are intended to be descriptive only and not restrictive. The Tenderer may adopt higher standards, brand names, and or catalogue numbers in its Tender, provided that it demonstrates to NCPB’s satisfaction that the substitutions ensure substantial equivalence to those designated in the Technical Specifications.",
        ],
        specifications: [
          "Tarpaulins: heavy duty PVC coated polyester, 650 g/m², UV stabilised, reinforced eyelets at 1 m intervals, size 30 m x 18 m.",
        ],
      }),
    ).toEqual([]);
    expect(
      brandHits({
        instructions: [
          "16.4 Any reference in the specifications to a trade name, brand name or catalogue number is for description only and is not intended to restrict competition; equivalent goods are acceptable.",
        ],
        specifications: [
          "Office chairs: high back, ergonomic, adjustable arm rests, five-star nylon base, or equivalent.",
        ],
      }),
    ).toEqual([]);
  });

  it("are read from makers and model numbers in the specifications (NCPB laptops p.25, CCTV p.36)", () => {
    expect(
      quoted({
        specifications: [
          "Intel® Core™ i7-1165G7 processor (Up to 4.7 GHz frequency with Intel® Turbo Boost Technology, 12 MB L3 cache, 4 cores)",
        ],
      }),
    ).toEqual(["Intel® Core™ i7-1165G7"]);
    expect(quoted({ specifications: ["HP Smart 65 W External AC power adapter"] }).join(" ")).toMatch(/^HP/);
    expect(quoted({ specifications: ["Client iVMS-4200, Hik-Connect, Hik-Central"] }).join(" ")).toMatch(
      /iVMS-4200/,
    );
    // Paraphrase: a county's desktop specification.
    expect(
      quoted({ specifications: ["Desktop computers: Dell OptiPlex 7090, 16 GB RAM, 512 GB SSD."] }).join(" "),
    ).toMatch(/Dell/);
  });

  it("are read from supply or staff tied to one maker (NCPB CCTV p.26, data centre p.33)", () => {
    expect(
      quoted({
        criteria: [
          "ii. At least 4 engineers who must be Certified on the proposed brand and solution of CCTV and/or Access Control Systems.",
        ],
      }),
    ).toHaveLength(1);
    expect(
      quoted({ specifications: ["10) All LAN active equipment must be from same manufacturer"] }),
    ).toHaveLength(1);
    expect(
      quoted({ specifications: ["All wireless access points shall be supplied by one manufacturer."] }),
    ).toHaveLength(1);
  });

  it("are cleared by 'or equivalent' beside the name, and read from a brand given under its label", () => {
    expect(brandHits({ specifications: ["Processor: Intel Core i5 or equivalent, 8 GB RAM."] })).toEqual([]);
    expect(brandHits({ specifications: ["Laptops shall be of Brand: Lenovo ThinkPad."] })).toHaveLength(1);
    expect(brandHits({ specifications: ["Brand: Lenovo or equivalent."] })).toEqual([]);
  });
});
