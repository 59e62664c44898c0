/**
 * Test documents for the ToR draft (issue 33): an earlier Kenyan tender as a scanner extracts it, with its
 * letterhead repeated at the top of each page, a sentence broken across a page and a hyphenated word.
 */
import type { AttachedDocument } from "@/lib/results/types";

/** A Kenyan tender's letterhead, as a scanner repeats it at the top of every page. */
export const KENHA_LETTERHEAD = [
  "KENYA NATIONAL HIGHWAYS AUTHORITY",
  "Barabara Plaza, JKIA",
  "P.O. Box 49712-00100",
  "NAIROBI",
  "INDUSTRIAL AREA",
  "Tel: +254 20 4954000",
  "Email: procurement@kenha.co.ke",
  "TENDER NO. KeNHA/ICT/2024/015",
].join("\n");

/** An earlier tender: cover page, letterhead on each page, a sentence broken across a page, a hyphenated word. */
export const EARLIER_TENDER: AttachedDocument = {
  fileId: "e1",
  groupId: "supporting",
  name: "KeNHA ICT tender 2024.pdf",
  size: 1,
  units: [
    {
      label: "page 1",
      text: `${KENHA_LETTERHEAD}\nTENDER DOCUMENT FOR SUPPLY AND DELIVERY OF DESKTOP COMPUTERS\nMarch 2024`,
    },
    {
      label: "page 2",
      text: `${KENHA_LETTERHEAD}\n1. INTRODUCTION\nThe Authority invites sealed tenders from eligible candidates.\n2. SCOPE OF WORKS\nThe scope covers the supply, delivery, installation and commissioning of 100 No. desktop computers at KeNHA\nheadquarters. The successful tenderer shall deliver the comput-\ners within 6 weeks of the notification of award.\nAll computers shall be delivered with genuine operating system licences and`,
    },
    {
      label: "page 3",
      text: `${KENHA_LETTERHEAD}\nuser manuals in English.\nPage 3 of 88\n3. TECHNICAL SPECIFICATIONS\nProcessor: Intel Core i5 (12th generation) or equivalent\nMemory: 16 GB DDR4 RAM\nStorage: 512 GB SSD\n4. WARRANTY\nThe computers shall carry a one (1) year comprehensive warranty.\n5. SUBMISSION OF TENDERS\nTenders shall be submitted to the address above.`,
    },
  ],
};
