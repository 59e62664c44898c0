/**
 * Test documents written the way a Kenyan county writes a re-roofing tender (made in code for the tests, not a
 * real tender): a works tender whose scope removes asbestos cement roofing, and one that rules asbestos out.
 */
import type { AttachedDocument } from "@/lib/results/types";

const document = (name: string, pages: string[]): AttachedDocument => ({
  fileId: name,
  groupId: "supporting",
  name,
  size: pages.join("").length,
  units: pages.map((text, index) => ({ label: `page ${index + 1}`, text })),
});

export const ASBESTOS_TENDER_PAGES = [
  [
    "COUNTY GOVERNMENT OF MACHAKOS",
    "DEPARTMENT OF PUBLIC WORKS, ROADS AND TRANSPORT",
    "TENDER NO. MCG/PW/T/012/2026-2027",
    "PROPOSED RE-ROOFING OF KATHIANI SUB-COUNTY HOSPITAL WARDS",
    "",
    "Tender security: a bank guarantee of Kshs. 100,000.00 valid for 150 days from the closing date.",
    "",
    "Completed tenders shall be deposited in the tender box on or before 15th January 2027 at 11.00 a.m.",
  ].join("\n"),
  [
    "SECTION VI - SPECIFICATIONS",
    "",
    "2.1 The works comprise the careful removal and disposal of existing asbestos cement roofing sheets, gutters and ridges, and the supply and fixing of new pre-painted galvanised iron sheets gauge 28 on the existing timber trusses.",
    "",
    "2.2 The Contractor shall dispose of all asbestos waste through a handler licensed by the National Environment Management Authority, and shall submit waste transfer notes to the Project Manager.",
    "",
    "2.3 All roof works shall be executed from scaffolding fitted with guard rails.",
    "",
    "2.4 Paint to fascia boards shall be Crown Paints or equivalent approved by the Project Manager.",
  ].join("\n"),
];
export const ASBESTOS_TENDER = document(
  "MCG-PW-T-012-2026-2027 Re-roofing tender.pdf",
  ASBESTOS_TENDER_PAGES,
);

export const NO_ASBESTOS_TENDER_PAGES = [
  [
    "COUNTY GOVERNMENT OF MACHAKOS",
    "TENDER NO. MCG/PW/T/019/2026-2027",
    "PROPOSED EXTENSION OF THE MATERNITY WING, KANGUNDO LEVEL 4 HOSPITAL",
  ].join("\n"),
  [
    "SECTION VI - SPECIFICATIONS",
    "",
    "3.1 No asbestos-containing materials shall be used in the roofing, ceilings, pipes or any other part of the Works.",
    "",
    "3.2 Hazardous materials survey of the existing building: N/A (new structure on open ground).",
    "",
    "3.3 Ceiling boards shall be asbestos-free fibre cement boards, 9 mm thick.",
  ].join("\n"),
];
export const NO_ASBESTOS_TENDER = document(
  "MCG-PW-T-019 Ward extension tender.pdf",
  NO_ASBESTOS_TENDER_PAGES,
);
