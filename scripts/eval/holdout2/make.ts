// Builds the second blind held-out corpus: three tenders written by a reviewer (goods, consultancy, Bank-financed
// works) and the items a careful reviewer lists for each, written before any review output was seen.
//
//   npx tsx scripts/eval/holdout2/make.ts      writes tests/fixtures/holdout2/*.pdf and items.json
//
// Each item's pages are found from phrases on the page (so an edit to the page texts cannot silently move a
// label); a phrase that is missing, or a page that would overflow the PDF page, stops the build.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { makePdf } from "@/tests/support/documents";
import { pages as kerra } from "./kerra-design-rfp.pages";
import { pages as lvn } from "./lvnwwda-water-works-rfb.pages";
import { pages as mtrh } from "./mtrh-linen.pages";

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../../..");
const OUT = path.join(ROOT, "tests/fixtures/holdout2");

type Item = {
  id: string;
  kind: string;
  fact: string;
  pages: number[];
  expect: "flag" | "read" | "no-pass";
  value?: string;
  what: string;
};

/** The 1-based pages holding each phrase (every page that holds it). */
function on(pages: string[], ...phrases: string[]): number[] {
  const found = new Set<number>();
  for (const phrase of phrases) {
    const hits = pages.flatMap((text, i) => (text.includes(phrase) ? [i + 1] : []));
    if (!hits.length) throw new Error(`phrase not found: ${phrase}`);
    hits.forEach((page) => found.add(page));
  }
  return [...found].sort((a, b) => a - b);
}

function mtrhItems(p: string[]): Item[] {
  return [
    {
      id: "H1",
      kind: "inconsistency",
      fact: "tender_security_validity",
      pages: on(
        p,
        "remain valid up to",
        "valid up to 16th October 2025",
        "19.4 The Tender Security shall be valid for thirty",
      ),
      expect: "flag",
      what: "Security valid only 'up to 16th October 2025' (TDS ITT 19.1 p.8, MR5 p.10) while the 150-day validity from 20 May 2025 runs to 17 October 2025: the security lapses before the tenders, against ITT 19.4 (validity + 30 days)",
    },
    {
      id: "H2",
      kind: "brand",
      fact: "specifications",
      pages: on(p, 'Rivatex "Duraprest"', "Coats Epic 120"),
      expect: "flag",
      what: "Uniform fabric is one maker's product (Rivatex 'Duraprest', shade RX-2210, 'supplied by Rivatex East Africa Ltd') and thread is Coats Epic, without 'or equivalent' (items 9-10); YKK 'or equivalent', ISO 105-C06, ISO 5077, KS ISO 3801 and EN 13795 are not brand defects",
    },
    {
      id: "H3",
      kind: "inconsistency",
      fact: "submission_deadline",
      pages: on(p, "Tuesday, 20th May 2025 at", "Time: 11.00 a.m. (East African Time)"),
      expect: "flag",
      what: "Deadline 20 May 2025 at 10.00 a.m. in the invitation (p.3) but 11.00 a.m. in TDS ITT 22.1 (p.9); opening 'immediately after the deadline'",
    },
    {
      id: "H4",
      kind: "unclear",
      fact: "evaluation_criteria",
      pages: on(p, "Scored technical criteria"),
      expect: "flag",
      what: "Technical marks T1-T5 add up to 105 (30+25+20+15+15) while the TOTAL row says 100; the 70-mark pass mark is measured against an inconsistent scale",
    },
    {
      id: "H5",
      kind: "restrictive",
      fact: "qualification",
      pages: on(p, "owns a textile manufacturing plant"),
      expect: "flag",
      what: "Mandatory ownership of a textile factory in Kenya with 5 years of manufacturing, KAM membership and ISO 13485 (medical-device QMS) for a linen supply tender: excludes distributors and tailoring firms without a reason",
    },
    {
      id: "H6",
      kind: "restrictive",
      fact: "formalities",
      pages: on(p, "shall be spiral bound"),
      expect: "flag",
      what: "MR11 disqualifies tenders that are not spiral bound, or whose pages are not all serialised, stamped and initialled (box files or loose leaves disqualified): formalities made pass/fail",
    },
    {
      id: "H7",
      kind: "blank",
      fact: "data_sheet_blanks",
      pages: on(
        p,
        "______ days prior to the tender submission deadline",
        "[insert any additional documents required]",
        "[shall / shall not] be permitted",
      ),
      expect: "flag",
      what: "Data sheet left unfilled: clarification period '______ days' (ITT 7.1), '[insert any additional documents required]' (ITT 11.1(h)), alternatives '[shall / shall not]' (ITT 13.1)",
    },
    {
      id: "H8",
      kind: "inconsistency",
      fact: "samples",
      pages: on(p, "Samples: Not required for this tender", "Failure to submit samples of all items"),
      expect: "flag",
      what: "TDS ITT 16.4 says samples are not required (p.8), but Section III makes samples of every item mandatory on pain of disqualification and scores them (T2, 25 marks) (p.11)",
    },
    {
      id: "H9",
      kind: "copied-text",
      fact: "evaluation_criteria",
      pages: on(p, "factory-trained technicians"),
      expect: "flag",
      what: "Criterion T4 (15 marks) scores a service centre and technicians for 'installation, calibration and preventive maintenance of the equipment': copied from an equipment tender, meaningless for linen and uniforms",
    },
    {
      id: "H10",
      kind: "confirm",
      fact: "tender_security_amount",
      pages: on(p, "Kshs. 250,000.00", "KES 250,000.00"),
      expect: "read",
      value: "KES 250,000",
      what: "Tender security KES 250,000 in the invitation, TDS ITT 19.1 and MR5 (consistent; a narrower list of forms than ITT 19.3 is set by the TDS)",
    },
    {
      id: "H11",
      kind: "confirm",
      fact: "tender_validity",
      pages: on(p, "one hundred and fifty (150) days", "[150] days", "period of 150 days"),
      expect: "read",
      value: "150 days",
      what: "Tender validity 150 days (invitation, TDS ITT 18.1 '[150] days', Form of Tender): the bracket holds a value, not a blank",
    },
    {
      id: "H12",
      kind: "confirm",
      fact: "technical_pass_mark",
      pages: on(p, "minimum technical score of seventy (70) marks"),
      expect: "read",
      value: "70 marks",
      what: "Technical pass mark seventy (70) marks, stated once",
    },
  ];
}

function kerraItems(p: string[]): Item[] {
  return [
    {
      id: "K1",
      kind: "inconsistency",
      fact: "evaluation_method",
      pages: on(p, "eighty percent (80%)", "T = 0.70, and P = 0.30"),
      expect: "flag",
      what: "QCBS weights 80% technical / 20% financial in the Letter of Invitation (p.2) but T = 0.70 / P = 0.30 in Data Sheet ITC 24.1 (p.8): the combined score and the winner depend on which is used",
    },
    {
      id: "K2",
      kind: "unclear",
      fact: "evaluation_criteria",
      pages: on(p, "Adequacy and quality of the proposed methodology"),
      expect: "flag",
      what: "Methodology criterion worth 30 points, but its sub-criteria give 15 + 10 + 10 + 5 = 40",
    },
    {
      id: "K3",
      kind: "missing",
      fact: "requirements",
      pages: on(p, "SCHEDULE FOR DELIVERABLES"),
      expect: "flag",
      what: "No deliverable has a due date: timing 'To be agreed at commencement / during inception / as per the approved work plan' for D1-D7, while payments are tied to them",
    },
    {
      id: "K4",
      kind: "inconsistency",
      fact: "requirements",
      pages: on(
        p,
        "Expected duration of the assignment: twelve (12) months",
        "nine (9) months from the date of commencement",
        "expire twelve (12) months",
      ),
      expect: "flag",
      what: "Assignment duration 12 months in Data Sheet ITC 2.5 (and SCC GCC 11) but nine months in ToR clause 7",
    },
    {
      id: "K5",
      kind: "restrictive",
      fact: "qualification",
      pages: on(p, "at least ten (10) assignments", "PhD in Highway or Transportation Engineering"),
      expect: "flag",
      what: "Disproportionate pass/fail requirements for a 42 km rural road design: ten similar assignments in Kenya in five years (M5); Team Leader with a PhD, 25 years post-registration and five AfDB-financed designs of roads over 100 km each, or the proposal is rejected",
    },
    {
      id: "K6",
      kind: "dates",
      fact: "site_visit",
      pages: on(p, "Date: Thursday, 5th June 2025", "Date: Tuesday, 3rd June 2025"),
      expect: "flag",
      what: "Pre-proposal conference and joint site visit on 5 June 2025, two days after the 3 June 2025 submission deadline",
    },
    {
      id: "K7",
      kind: "blank",
      fact: "data_sheet_blanks",
      pages: on(
        p,
        "Contract Representative: ____",
        "KES [insert amount]",
        "one (1) original and [number] copies",
      ),
      expect: "flag",
      what: "Data sheet blanks: Client's Contract Representative '____' (ITC 1.4), geotechnical provisional sum 'KES [insert amount]' that every firm must include in its price (ITC 16.2), '[number] copies' (ITC 17.1)",
    },
    {
      id: "K8",
      kind: "copied-text",
      fact: "evaluation_criteria",
      pages: on(p, "urban water supply and sewerage"),
      expect: "flag",
      what: "Specific experience sub-criterion (i)(b), 4 points, scores design of urban water supply and sewerage schemes with hydraulic modelling: another subject in a road design consultancy",
    },
    {
      id: "K9",
      kind: "inconsistency",
      fact: "eligibility",
      pages: on(
        p,
        "registered and incorporated in Kenya only",
        "Foreign consulting firms are eligible",
        "from all countries to offer consulting services",
      ),
      expect: "flag",
      what: "Data Sheet ITC 6.1 limits the assignment to firms registered and incorporated in Kenya, while ITC 6.3 admits foreign firms in a JV (even as lead) and ITC 6.1 of the instructions admits all countries",
    },
    {
      id: "K10",
      kind: "confirm",
      fact: "submission_deadline",
      pages: on(p, "before Tuesday, 3rd June 2025 at 10.00 a.m.", "Date: Tuesday, 3rd June 2025"),
      expect: "read",
      value: "3 June 2025, 10:00",
      what: "Proposal submission deadline 3 June 2025 at 10.00 a.m., opening immediately after (consistent)",
    },
    {
      id: "K11",
      kind: "confirm",
      fact: "tender_validity",
      pages: on(p, "ninety (90) days"),
      expect: "read",
      value: "90 days",
      what: "Proposal validity 90 days (ITC 12.1); no proposal security is required (a Proposal-Securing Declaration is), which is not a missing security",
    },
    {
      id: "K12",
      kind: "confirm",
      fact: "technical_pass_mark",
      pages: on(p, "seventy-five (75) points"),
      expect: "read",
      value: "75 points",
      what: "Minimum technical score 75 points, the same in the Letter of Invitation and the Data Sheet",
    },
  ];
}

function lvnItems(p: string[]): Item[] {
  return [
    {
      id: "W1",
      kind: "inconsistency",
      fact: "tender_security_amount",
      pages: on(p, "(KES 4,500,000)", "(KES 5,400,000)"),
      expect: "flag",
      what: "Bid security KES 4,500,000 in the Specific Procurement Notice (p.2) but KES 5,400,000 in BDS ITB 19.1 (p.7)",
    },
    {
      id: "W2",
      kind: "inconsistency",
      fact: "submission_deadline",
      pages: on(p, "on or before Tuesday, 6 May 2025", "Date: Friday, 16 May 2025"),
      expect: "flag",
      what: "Deadline 6 May 2025 11:00 in the notice (p.2) but 16 May 2025 11:00 in BDS ITB 22.1, while BDS ITB 25.1 opens bids on 6 May 2025 at 11:30, before its own deadline (p.7)",
    },
    {
      id: "W3",
      kind: "restrictive",
      fact: "qualification",
      pages: on(p, "KES 610,000,000", "KES 2,400,000,000", "KES 900,000,000"),
      expect: "flag",
      what: "For works estimated at KES 610 million over 18 months: average annual turnover KES 2.4 billion (about six times the annual value) and three similar contracts of KES 900 million each, including DN 600 pipelines when the largest pipe here is DN 315",
    },
    {
      id: "W4",
      kind: "unclear",
      fact: "evaluation_method",
      pages: on(p, "BILL No. 4: SERVICE CONNECTIONS AND METERING", "sum\nof the priced Bills in the Summary"),
      expect: "flag",
      what: "Bill No. 4 (2,400 service connections and meters, the notice's scope) is rates only with no quantities and is left out of the Summary, while bids are compared on the summary total: these rates never enter the evaluated price",
    },
    {
      id: "W5",
      kind: "blank",
      fact: "data_sheet_blanks",
      pages: on(
        p,
        "Attention: ______",
        "Alternative Bids [are / are not] permitted",
        "______ % of the final Contract Price per day",
      ),
      expect: "flag",
      what: "Unfilled: clarification 'Attention: ____' (BDS ITB 7.1), 'Alternative Bids [are / are not] permitted' (ITB 13.1), delay damages '____ % of the final Contract Price per day' (Contract Data 8.8)",
    },
    {
      id: "W6",
      kind: "missing",
      fact: "site_visit",
      pages: on(
        p,
        "A site visit conducted by the Employer shall\n              | not be organized",
        "Certificate of Site Visit: each Bidder",
      ),
      expect: "flag",
      what: "A Certificate of Site Visit signed by the Employer's Resident Engineer is pass/fail (Section III 3.7(a), p.10), but the BDS says no site visit will be organised (ITB 7.4, p.6) and there is no such form",
    },
    {
      id: "W7",
      kind: "inconsistency",
      fact: "eligibility",
      pages: on(
        p,
        "open to all eligible Bidders as defined",
        "may have the nationality of any country",
        "Firms not registered in\n              | Kenya are not eligible",
      ),
      expect: "flag",
      what: "The notice opens the bidding to all eligible bidders under the Procurement Regulations (and ITB 4.2 to any nationality), but BDS ITB 4.2 requires NCA 1 registration at submission and excludes firms not registered in Kenya",
    },
    {
      id: "W8",
      kind: "brand",
      fact: "specifications",
      pages: on(p, "AVK Series 06/30"),
      expect: "flag",
      what: "Gate valves must be AVK Series 06/30 ('other manufacturers shall not be accepted') and meters Elster Kent V200: brand lock-in without 'or equivalent'; KS ISO 4427, ISO 4064, EN 1074, AWWA C651 are standards",
    },
    {
      id: "W9",
      kind: "copied-text",
      fact: "requirements",
      pages: on(p, "Works in Kitale and Bungoma Towns"),
      expect: "flag",
      what: "Contract Data names the project 'Rehabilitation and Augmentation of Water Supply Works in Kitale and Bungoma Towns' while the works are in Malaba and Busia (its own Sections say Malaba and Busia)",
    },
    {
      id: "W10",
      kind: "confirm",
      fact: "tender_validity",
      pages: on(p, "one hundred and twenty (120) days"),
      expect: "read",
      value: "120 days",
      what: "Bid validity 120 days (BDS ITB 18.1); the security's 28 days beyond validity comes from standard ITB 19.3 and the guarantee form, which is correct",
    },
    {
      id: "W11",
      kind: "confirm",
      fact: "data_sheet",
      pages: on(p, "SECTION II. BID DATA SHEET (BDS)"),
      expect: "read",
      value: "Bid Data Sheet",
      what: "The data sheet is Section II, Bid Data Sheet, keyed 'ITB xx.x', on pp.6-7",
    },
    {
      id: "W12",
      kind: "confirm",
      fact: "clarification_deadline",
      pages: on(p, "one (21) days prior to the deadline"),
      expect: "read",
      value: "21 days",
      what: "Clarification requests up to 21 days before the bid deadline (BDS ITB 7.1): a complete answer",
    },
  ];
}

const DOCUMENTS = [
  {
    file: "mtrh-hospital-linen-2025.pdf",
    subject: "Supply and delivery of hospital linen, theatre attire and staff uniforms",
    category: "Goods",
    method: "Tender/RFB",
    pages: mtrh,
    items: mtrhItems,
  },
  {
    file: "kerra-road-design-consultancy-2025.pdf",
    subject: "Consultancy for feasibility study, ESIA and detailed engineering design of a rural road",
    category: "Consulting Services",
    method: "QCBS",
    pages: kerra,
    items: kerraItems,
  },
  {
    file: "lvnwwda-water-supply-works-2025.pdf",
    subject: "Rehabilitation and augmentation of water supply works in two towns (IDA-financed)",
    category: "Works",
    method: "Tender/RFB",
    pages: lvn,
    items: lvnItems,
  },
];

/** Fails when a page would run off the bottom of the PDF page (Helvetica 9 pt, 515 pt wide, 11 pt lines). */
async function checkFit(file: string, pages: string[]) {
  const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
  pages.forEach((text, i) => {
    let lines = 0;
    for (const line of text.split("\n")) {
      let width = 0;
      let count = 1;
      for (const word of line.split(" ")) {
        const w = font.widthOfTextAtSize(`${word} `, 9);
        if (width + w > 515 && width > 0) {
          count += 1;
          width = w;
        } else width += w;
      }
      lines += count;
    }
    if (lines > 70) throw new Error(`${file} p.${i + 1}: ${lines} lines, more than fit`);
    if (/[^\x20-\x7e\n]/.test(text)) throw new Error(`${file} p.${i + 1}: non-ASCII text`);
  });
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const documents: Record<string, unknown> = {};
  for (const doc of DOCUMENTS) {
    await checkFit(doc.file, doc.pages);
    writeFileSync(path.join(OUT, doc.file), await makePdf(doc.pages));
    documents[doc.file] = {
      subject: doc.subject,
      category: doc.category,
      method: doc.method,
      pages: doc.pages.length,
      items: doc.items(doc.pages),
    };
    console.log(`${doc.file}: ${doc.pages.length} pages`);
  }
  const about =
    "Second blind held-out set: three tenders written by a reviewer (Kenyan goods STD, Kenyan consultancy RFP under QCBS, World Bank-financed works RFB), with seeded defects and correct passages that a careless reader would flag. Items were written before any review output was seen. Pages are PDF page numbers (1-based). expect: 'flag' = the review must report it as a failure or warning naming the issue, with the page; 'read' = the fact must be read with this value and not reported as missing or failed; 'no-pass' = the review must not pass it. kind groups the items for recall by category.";
  writeFileSync(path.join(OUT, "items.json"), `${JSON.stringify({ about, documents }, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
