/**
 * Tender documents for the register engine's tests, made in code the way Kenyan procuring entities write them
 * (PPRA standard tender documents, 2020-2022 editions, and older templates with figures in the instructions): an
 * invitation, the instructions to tenderers, the data sheet, the evaluation criteria, the specifications, the
 * tenderer's forms and the conditions of contract, each under its section heading so the review engine reads the
 * parts. Sentences marked "judge 35" are quoted from the five NCPB tenders the reviewer read (public tender
 * documents of the National Cereals and Produce Board, 2021-2022); the others are paraphrases written like them.
 */
import type { AttachedDocument } from "@/lib/results/types";

export type TenderSections = {
  invitation?: string[];
  instructions?: string[];
  dataSheet?: string[];
  criteria?: string[];
  specifications?: string[];
  forms?: string[];
  conditions?: string[];
  specialConditions?: string[];
};

const HEADINGS: Record<keyof TenderSections, string> = {
  invitation: "SECTION I - INVITATION TO TENDER",
  instructions: "SECTION II - INSTRUCTIONS TO TENDERERS",
  dataSheet: "SECTION III - TENDER DATA SHEET",
  criteria: "SECTION IV - EVALUATION AND QUALIFICATION CRITERIA",
  specifications: "SECTION V - TECHNICAL SPECIFICATIONS",
  forms: "SECTION VI - TENDERING FORMS",
  conditions: "SECTION VII - GENERAL CONDITIONS OF CONTRACT",
  specialConditions: "SECTION VIII - SPECIAL CONDITIONS OF CONTRACT",
};

/** One page per section, in the order of the standard document; paragraphs separated by blank lines. */
export function kenyanTender(name: string, sections: TenderSections): AttachedDocument {
  const pages = (Object.keys(HEADINGS) as (keyof TenderSections)[])
    .filter((key) => sections[key]?.length)
    .map((key) => [HEADINGS[key], "", ...sections[key]!.flatMap((paragraph) => [paragraph, ""])].join("\n"));
  return {
    fileId: name,
    groupId: "supporting",
    name,
    size: pages.join("").length,
    units: pages.map((text, index) => ({ label: `page ${index + 1}`, text })),
  };
}

/** The opening of a Kenyan invitation, so every test tender reads as an issued tender. */
export const INVITATION = [
  "NATIONAL CEREALS AND PRODUCE BOARD",
  "TENDER NO. NCPB/HQ/OT/21/2021-2022",
  "1.1 The National Cereals and Produce Board invites sealed tenders from eligible candidates for the supply, delivery, installation and commissioning of the items in the Schedule of Requirements.",
];
