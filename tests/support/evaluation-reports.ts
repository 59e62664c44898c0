/**
 * Four tender evaluation reports written the way committees write them, each with the evaluation record a
 * careful reader should take from it (EXPECTED_*). They were written blind — without looking at the reader — so
 * their wording, tables and layout follow practice, not a parser. Every figure below was worked out by hand.
 *
 * Conventions of the expected records:
 * - bidders are listed in the order of the opening record, named as the opening record spells them, without "M/s";
 * - a stage is "passed"/"failed" as the report decides it; "not-evaluated" when the bid failed an earlier stage or
 *   the report says the stage was not done for it (post-qualification of the lowest evaluated bidder only);
 * - "financial: passed" means the bid was priced, corrected and ranked at the financial stage, not rejected there;
 * - `corrected` is null when the committee found no arithmetic error, even where a table repeats the read-out sum
 *   in a "Corrected" column; `evaluated` is given only where the report states an evaluated price.
 *
 * A. kenyaWorksReport() — DOCX, County Government of Kakamega, Tender No. CGK/RPWE/OT/041/2024-2025, rehabilitation
 *    of the Mukumu – Shinyalu – Khayega road to gravel standard. Kshs; budget 25,600,000.00; Engineer's estimate
 *    24,986,450.00. Committee: Eng. Peter Mwangi (Chairperson), Ms. Grace Atieno Owino (Secretary), Mr. Daniel
 *    Kiprono Rotich, QS. Mercy Nafula Wekesa, Mr. Hassan Abdi Noor. Opening table (two-row header, "Tender
 *    Security" merged over "Issuer" and "Amount (Kshs.)"; No., name and sum merged down two rows):
 *      1 Lurambi Contractors Limited              26,418,930.50  Kenya Commercial Bank Ltd          500,000.00
 *      2 Malava Roadworks & General Supplies Ltd  23,812,712.00  APA Insurance Ltd                  500,000.00
 *      3 Ikolomani Engineering Company Ltd        22,947,600.00  Equity Bank (Kenya) Ltd            500,000.00
 *      4 Western Highway Builders Limited         24,650,000.00  Kenya Women Microfinance Bank Plc  500,000.00
 *    Preliminary (requirements as rows, bidders as columns, ✓/X): Ikolomani X on "Valid NEMA licence" (expired
 *    14th February 2025), non-responsive, not evaluated further. Technical (pass mark 75 marks of 100):
 *      criteria (max)       Lurambi  Malava  Western
 *      Experience (30)         26      27      18
 *      Key personnel (25)      21      22      17
 *      Equipment (20)          17      16      14
 *      Financial cap. (15)     12      13      12
 *      Methodology (10)         8       9       7
 *      TOTAL (100)             84      87      68   -> Western fails (68 < 75)
 *    Financial: Malava item 3.12: 1,850 m³ × 1,236.00 = 2,286,600.00, written 1,787,568.00, error +499,032.00;
 *    23,812,712.00 + 499,032.00 = 24,311,744.00 (+2.10%). Lurambi item 5.04: 36 m × 5,340.00 = 192,240.00, written
 *    216,000.00, error -23,760.00; 26,418,930.50 - 23,760.00 = 26,395,170.50 (-0.09%). Rank: Malava 1, Lurambi 2.
 *    24,311,744.00 is 674,706.00 (2.70%) below the estimate and within the budget. Due diligence on Malava only
 *    (referees Kenya Rural Roads Authority and Kenya National Highways Authority; Family Bank Limited confirms a
 *    credit line): qualified. Recommendation: Malava at its corrected tender sum of Kshs. 24,311,744.00.
 *
 * B. worldBankGoodsReport() — PDF, Ministry of Health (Kenya), IDA-financed, RFB No. KE-MOH-411873-GO-RFB,
 *    laboratory equipment, US$, cost estimate 1,300,000.00, bid security required US$ 25,000.00. Table 1 opening:
 *      1 Labline Scientific Supplies Ltd                                  1,284,560.00  Stanbic Bank Kenya Limited
 *      2 Guangzhou Huayang Medical Equipment Import and Export Co., Ltd   1,197,340.00  Bank of China Limited, Guangzhou Branch
 *      3 Medisafe Diagnostics International FZE                           1,152,800.00  Emirates NBD Bank PJSC (US$ 20,000.00)
 *      4 Savannah Laboratory Systems Limited                              1,329,900.00  NCBA Bank Kenya PLC
 *      5 Techno-Lab East Africa Ltd                                       1,248,075.00  Absa Bank Kenya PLC (4% discount)
 *    (the Guangzhou name and the Bank of China issuer wrap onto the next line). Table 2: Medisafe's bid security of
 *    US$ 20,000.00 is below the US$ 25,000.00 required -> rejected, not evaluated further; the other four are
 *    substantially responsive, technically too. Table 3: Guangzhou item 7: 12 × 14,850.00 = 178,200.00, written
 *    168,200.00, +10,000.00 -> 1,207,340.00; Techno-Lab sum carried 1,248,075.00, lines add to 1,245,000.00
 *    (-3,075.00), discount 4% × 1,245,000.00 = 49,800.00 -> evaluated 1,195,200.00; Labline and Savannah not
 *    corrected, evaluated at their read-out prices. Table 4: 1 Techno-Lab 1,195,200.00 (-8.06%), 2 Guangzhou
 *    1,207,340.00 (-7.13%), 3 Labline 1,284,560.00 (-1.19%), 4 Savannah 1,329,900.00 (+2.30%). Post-qualification of
 *    Techno-Lab only (Diamond Trust Bank Kenya Limited reference letter; references Kenya Medical Supplies
 *    Authority and Aga Khan University Hospital; manufacturer Helix BioInstruments GmbH): qualified.
 *    Recommendation: Techno-Lab at the evaluated price of US$ 1,195,200.00.
 *
 * C. kenyaNarrativeGoodsReport() — PDF, no tables, lines broken mid-sentence as a scan is. Nyandarua County
 *    Government, tyres and tubes, AGPO-reserved, Kshs; budget 1,850,000.00. Tyremart Kenya Limited 1,742,500.00
 *    (no tender-securing declaration: fails preliminary); Nakuru Wheel Centre Ltd 1,518,000.00 (its name broken
 *    over two lines; offers 265/70 R16 instead of 265/65 R17: fails technical); Kinangop Auto Spares & Tyres Ltd
 *    1,600,000.00, the only responsive tender, no arithmetic errors, "the lowest evaluated tender" (rank 1), Co-
 *    operative Bank of Kenya confirms its financial capacity; recommended at Kshs. 1,600,000.00.
 *
 * D. noAwardReport() — DOCX, County Government of Laikipia, cleaning and fumigation services, Kshs; budget
 *    2,400,000.00. Sparkle Hygiene Services Ltd 2,160,000.00 (expired Tax Compliance Certificate) and Nanyuki
 *    Clean Touch Enterprises 1,944,000.00 (Form of Tender not signed), securities from Sidian Bank Ltd and Jubilee
 *    Allianz General Insurance (K) Ltd; both non-responsive; termination under Section 63(1)(f) and
 *    re-advertisement, no award.
 */
import {
  AlignmentType,
  Document,
  Packer,
  PageBreak,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from "docx";
import { extractDocument } from "@/lib/documents";
import { toAttachedDocument } from "@/lib/reading/attached-document";
import type { AttachedDocument } from "@/lib/results/types";
import { makePdf } from "./documents";

export type ExpectedStage = {
  outcome: "passed" | "failed" | "not-evaluated" | null;
  score?: number | null;
  reasonIncludes?: string;
};

export type ExpectedBidder = {
  /** As the report spells it, without "M/s". */
  name: string;
  readOut: number | null;
  /** null when not corrected. */
  corrected: number | null;
  /** Only when the report states an evaluated price. */
  evaluated?: number | null;
  stages: Partial<Record<"preliminary" | "technical" | "financial" | "postQualification", ExpectedStage>>;
  rank: number | null;
};

export type ExpectedRecord = {
  currency: string | null;
  passMark: { value: number; percent: boolean } | null;
  /** Exactly the bidders, in the order of the opening record. */
  bidders: ExpectedBidder[];
  recommendation: { bidderName: string; price: number | null } | null;
  noAward?: boolean;
  budget?: number | null;
  estimate?: number | null;
  /** Names in the report that are not bidders (substrings): banks, insurers, guarantors, referees, clients, members. */
  notBidders: string[];
};

/* ------------------------------------------------------------------------------------------------------------
 * A DOCX builder with merged cells. A page is a list of blocks: a string is paragraphs (one per line; a line in
 * capitals opening with a section number is set bold, as headings are), a table is rows of cells, and a cell
 * may span columns (columnSpan) or rows (rowSpan; the rows below then omit that cell, Word writes vMerge).
 * ---------------------------------------------------------------------------------------------------------- */

export type ReportCell = string | { text: string; columnSpan?: number; rowSpan?: number; bold?: boolean };
export type ReportBlock = string | ReportCell[][];

const HEADING = /^(?:\d+(?:\.\d+)*\.?\s+)?[A-Z0-9 ,.:&()/'–-]+$/;

function paragraphsOf(text: string, pageBreakFirst: boolean): Paragraph[] {
  return text
    .split(/\n+/)
    .filter((line) => line.trim() !== "")
    .map(
      (line, k) =>
        new Paragraph({
          children: [
            ...(pageBreakFirst && k === 0 ? [new PageBreak()] : []),
            new TextRun({ text: line, bold: HEADING.test(line) && /[A-Z]{3}/.test(line) }),
          ],
        }),
    );
}

function tableOf(rows: ReportCell[][]): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: rows.map(
      (cells, r) =>
        new TableRow({
          tableHeader: r === 0,
          children: cells.map((cell) => {
            const spec = typeof cell === "string" ? { text: cell } : cell;
            return new TableCell({
              ...(spec.columnSpan ? { columnSpan: spec.columnSpan } : {}),
              ...(spec.rowSpan ? { rowSpan: spec.rowSpan } : {}),
              children: spec.text.split("\n").map(
                (line) =>
                  new Paragraph({
                    alignment: spec.columnSpan ? AlignmentType.CENTER : AlignmentType.LEFT,
                    children: [new TextRun({ text: line, bold: spec.bold ?? false })],
                  }),
              ),
            });
          }),
        }),
    ),
  });
}

export async function makeReportDocx(pages: ReportBlock[][]): Promise<Uint8Array> {
  const children = pages.flatMap((blocks, i) =>
    blocks.flatMap((block, j) => {
      const breakFirst = i > 0 && j === 0;
      if (typeof block === "string") return paragraphsOf(block, breakFirst);
      const table = tableOf(block);
      return breakFirst
        ? [new Paragraph({ children: [new PageBreak()] }), table]
        : [table, new Paragraph("")];
    }),
  );
  return new Uint8Array(await Packer.toBuffer(new Document({ sections: [{ children }] })));
}

async function attachReportDocx(
  groupId: string,
  name: string,
  pages: ReportBlock[][],
): Promise<AttachedDocument> {
  const extracted = await extractDocument(await makeReportDocx(pages), "docx");
  return toAttachedDocument({ fileId: `${groupId}-${name}`, groupId, name, size: 1 }, extracted);
}

async function attachReportPdf(groupId: string, name: string, pages: string[][]): Promise<AttachedDocument> {
  const extracted = await extractDocument(await makePdf(pages.map((lines) => lines.join("\n"))), "pdf");
  return toAttachedDocument({ fileId: `${groupId}-${name}`, groupId, name, size: 1 }, extracted);
}

const head = (text: string, extra: { columnSpan?: number; rowSpan?: number } = {}): ReportCell => ({
  text,
  bold: true,
  ...extra,
});

/* ------------------------------------------------------------------------------------------------------------
 * A. Kenya, county works, DOCX.
 * ---------------------------------------------------------------------------------------------------------- */

const KAKAMEGA_MEMBERS: [string, string][] = [
  ["Eng. Peter Mwangi", "Chairperson"],
  ["Ms. Grace Atieno Owino", "Secretary"],
  ["Mr. Daniel Kiprono Rotich", "Member"],
  ["QS. Mercy Nafula Wekesa", "Member"],
  ["Mr. Hassan Abdi Noor", "Member"],
];

export function kenyaWorksReportPages(): ReportBlock[][] {
  const Y = "✓";
  const N = "X";
  return [
    [
      [
        "COUNTY GOVERNMENT OF KAKAMEGA",
        "DEPARTMENT OF ROADS, PUBLIC WORKS AND ENERGY",
        "TENDER EVALUATION REPORT",
        "TENDER NO. CGK/RPWE/OT/041/2024-2025",
        "PROPOSED REHABILITATION OF MUKUMU – SHINYALU – KHAYEGA ROAD (6.4 KM) TO GRAVEL STANDARD INCLUDING DRAINAGE STRUCTURES",
        "APRIL, 2025",
      ].join("\n"),
      [
        "1.0 INTRODUCTION",
        "The County Government of Kakamega, through the Department of Roads, Public Works and Energy, invited sealed tenders from eligible contractors registered with the National Construction Authority (NCA) in Category NCA 5 and above (Roads and Other Civil Works) for the above works. The tender was advertised through open national tendering on the Public Procurement Information Portal (PPIP) and on the County website on 10th March, 2025, and closed on Thursday, 27th March, 2025 at 11.00 a.m.",
        "1.1 Budget and Engineer's Estimate",
        "The works are funded from the Roads Maintenance Levy Fund allocation to the County. The budget for this works is Kshs. 25,600,000.00 under Vote No. 3111504 (Other Infrastructure and Civil Works) of the approved 2024/2025 Development Budget. The Engineer's estimate for the works is Kshs. 24,986,450.00 inclusive of 16% VAT.",
        "1.2 Appointment of the Evaluation Committee",
        "Pursuant to Section 46 of the Public Procurement and Asset Disposal Act, 2015 (the Act) and Regulation 28 of the Public Procurement and Asset Disposal Regulations, 2020, the Accounting Officer (Chief Officer, Roads, Public Works and Energy) appointed the Tender Evaluation Committee vide internal memo Ref. CGK/RPWE/SCM/VOL.IV/112 dated 28th March, 2025, comprising the following officers:",
        ...KAKAMEGA_MEMBERS.map(([name, role], i) => `${i + 1}. ${name} – ${role}`),
        "All members signed the Declaration of Confidentiality and of No Conflict of Interest before the evaluation commenced. The committee sat at the Department's boardroom from 31st March, 2025 to 8th April, 2025, within the tender validity period of 120 days.",
        "1.3 Evaluation Methodology",
        "The evaluation was carried out in four stages in accordance with Section 80 of the Act and Section III – Evaluation and Qualification Criteria of the tender document: (i) preliminary evaluation for mandatory requirements; (ii) technical evaluation; (iii) financial evaluation; and (iv) due diligence (post-qualification) of the lowest evaluated tenderer.",
      ].join("\n"),
    ],
    [
      [
        "2.0 TENDER OPENING",
        "The tender was opened on 27th March, 2025 at 11.30 a.m. in the Supply Chain Management boardroom by the Tender Opening Committee in the presence of the tenderers' representatives who chose to attend. Four (4) tenders were received and opened as tabulated below. The tender sums are inclusive of 16% VAT.",
        "Table 1: Tenders received and opened on 27th March, 2025",
      ].join("\n"),
      [
        [
          head("No.", { rowSpan: 2 }),
          head("Name of Tenderer", { rowSpan: 2 }),
          head("Tender Sum as Read Out (Kshs.)", { rowSpan: 2 }),
          head("Tender Security", { columnSpan: 2 }),
        ],
        [head("Issuer"), head("Amount (Kshs.)")],
        ["1", "M/s Lurambi Contractors Limited", "26,418,930.50", "Kenya Commercial Bank Ltd", "500,000.00"],
        [
          "2",
          "M/s Malava Roadworks & General Supplies Ltd",
          "23,812,712.00",
          "APA Insurance Ltd",
          "500,000.00",
        ],
        [
          "3",
          "M/s Ikolomani Engineering Company Ltd",
          "22,947,600.00",
          "Equity Bank (Kenya) Ltd",
          "500,000.00",
        ],
        [
          "4",
          "M/s Western Highway Builders Limited",
          "24,650,000.00",
          "Kenya Women Microfinance Bank Plc",
          "500,000.00",
        ],
      ],
      "All four tenders were accompanied by a tender security of Kshs. 500,000.00 as required under ITT 20.1 of the Tender Data Sheet.",
    ],
    [
      [
        "3.0 PRELIMINARY EVALUATION",
        "At this stage the tenders were examined for compliance with the mandatory requirements set out in Section III of the tender document. A tender that failed to meet any of the mandatory requirements was deemed non-responsive and was not evaluated further. The results are summarised in Table 2 below (Key: ✓ – complied; X – did not comply).",
        "Table 2: Preliminary evaluation",
      ].join("\n"),
      [
        [
          head("No.", { rowSpan: 2 }),
          head("Mandatory Requirement", { rowSpan: 2 }),
          head("Tenderers", { columnSpan: 4 }),
        ],
        [head("Lurambi"), head("Malava"), head("Ikolomani"), head("Western Highway")],
        ["1", "Copy of Certificate of Incorporation / Registration", Y, Y, Y, Y],
        ["2", "Copy of CR12 issued within the last twelve (12) months", Y, Y, Y, Y],
        ["3", "Valid Tax Compliance Certificate", Y, Y, Y, Y],
        [
          "4",
          "Valid NCA Registration Certificate and Annual Practising Licence (NCA 5 and above – Roads and Other Civil Works)",
          Y,
          Y,
          Y,
          Y,
        ],
        ["5", "Tender Security of Kshs. 500,000.00 valid for 150 days from tender closing", Y, Y, Y, Y],
        ["6", "Duly filled, signed and stamped Form of Tender", Y, Y, Y, Y],
        ["7", "Duly filled Confidential Business Questionnaire", Y, Y, Y, Y],
        ["8", "Valid NEMA licence", Y, Y, N, Y],
        ["9", "Valid Single Business Permit (County Government of Kakamega)", Y, Y, Y, Y],
        ["10", "Tender document serialised and initialled on every page", Y, Y, Y, Y],
        ["11", "Signed self-declaration that the tenderer is not debarred (Form SD1)", Y, Y, Y, Y],
        ["", head("Remarks"), "Responsive", "Responsive", "Non-Responsive", "Responsive"],
      ],
      [
        "3.1 Observations",
        "M/s Ikolomani Engineering Company Ltd attached NEMA Licence No. NEMA/EA/5/2/10147 which expired on 14th February, 2025, before the tender closing date of 27th March, 2025, and no evidence of renewal was provided. The tender was therefore determined non-responsive in accordance with Section 79(1) of the Act and was not evaluated further.",
        "The tenders of M/s Lurambi Contractors Limited, M/s Malava Roadworks & General Supplies Ltd and M/s Western Highway Builders Limited complied with all the mandatory requirements and proceeded to the technical evaluation stage.",
      ].join("\n"),
    ],
    [
      [
        "4.0 TECHNICAL EVALUATION",
        "The three responsive tenders were evaluated against the technical criteria set out in Section III of the tender document. Tenderers were required to attain a minimum of 75 marks out of the maximum of 100 marks in order to qualify for financial evaluation. The scores awarded by the committee are shown in Table 3.",
        "Table 3: Technical evaluation scores",
      ].join("\n"),
      [
        [
          head("No.", { rowSpan: 2 }),
          head("Criteria", { rowSpan: 2 }),
          head("Max. Marks", { rowSpan: 2 }),
          head("Marks Scored", { columnSpan: 3 }),
        ],
        [
          head("Lurambi Contractors Ltd"),
          head("Malava Roadworks & Gen. Supplies Ltd"),
          head("Western Highway Builders Ltd"),
        ],
        [
          "1",
          "Experience – at least two (2) road works of similar nature and complexity, each of not less than Kshs. 15 million, completed in the last five (5) years",
          "30",
          "26",
          "27",
          "18",
        ],
        [
          "2",
          "Key personnel – Site Agent (degree in Civil Engineering, 5 years' experience), Road Foreman and Surveyor",
          "25",
          "21",
          "22",
          "17",
        ],
        [
          "3",
          "Equipment – motor grader, vibratory roller, water bowser and tipper trucks (owned or leased)",
          "20",
          "17",
          "16",
          "14",
        ],
        [
          "4",
          "Financial capacity – average annual turnover and access to credit facilities",
          "15",
          "12",
          "13",
          "12",
        ],
        ["5", "Work methodology and programme of works", "10", "8", "9", "7"],
        ["", head("TOTAL"), head("100"), head("84"), head("87"), head("68")],
        ["", head("Remarks"), "", "Qualified", "Qualified", "Not qualified"],
      ],
      [
        "4.1 Observations",
        "M/s Lurambi Contractors Limited (84 marks) and M/s Malava Roadworks & General Supplies Ltd (87 marks) attained the pass mark and qualified for financial evaluation.",
        "M/s Western Highway Builders Limited scored 68 marks, below the pass mark of 75 marks. The proposed Site Agent had three (3) years of post-qualification experience against the five (5) years required, and no log book or lease agreement was provided for the vibratory roller. The tender was therefore not considered for financial evaluation.",
      ].join("\n"),
    ],
    [
      [
        "5.0 FINANCIAL EVALUATION",
        "5.1 Check for Arithmetic Errors",
        "The Bills of Quantities of the two technically qualified tenders were checked for arithmetic errors in accordance with ITT 32 of the tender document, the unit rate prevailing where there is a discrepancy between the unit rate and the total. The rates are inclusive of all taxes as required by ITT 14.4.",
        "M/s Malava Roadworks & General Supplies Ltd: in Bill No. 3 (Gravelling), the rate for item 3.12 (Supply, spread and compact 150 mm thick gravel wearing course) of Kshs. 1,236.00 per m³ was multiplied wrongly by the quantity of 1,850 m³, giving Kshs. 1,787,568.00 instead of Kshs. 2,286,600.00. The error of Kshs. 499,032.00 was carried through the total of Bill No. 3 and the Summary of Bills, and the tender sum of Kshs. 23,812,712.00 was corrected to Kshs. 24,311,744.00, a positive deviation of 2.10%. The tenderer was notified in writing on 4th April, 2025 and accepted the correction by its letter dated 7th April, 2025.",
        "M/s Lurambi Contractors Limited: in Bill No. 5 (Drainage Works), the amount for item 5.04 (Supply and lay 600 mm diameter concrete culvert pipes) was extended as Kshs. 216,000.00 instead of Kshs. 192,240.00 (36 m at Kshs. 5,340.00). The tender sum of Kshs. 26,418,930.50 was corrected downwards by Kshs. 23,760.00 to Kshs. 26,395,170.50. The tenderer accepted the correction by its letter dated 7th April, 2025.",
        "Table 4: Financial comparison and ranking",
      ].join("\n"),
      [
        [
          head("No."),
          head("Name of Tenderer"),
          head("Tender Sum as Read Out (Kshs.)"),
          head("Arithmetic Error (Kshs.)"),
          head("Corrected Tender Sum (Kshs.)"),
          head("% Deviation"),
          head("Ranking"),
        ],
        [
          "1",
          "M/s Malava Roadworks & General Supplies Ltd",
          "23,812,712.00",
          "+499,032.00",
          "24,311,744.00",
          "+2.10%",
          "1",
        ],
        [
          "2",
          "M/s Lurambi Contractors Limited",
          "26,418,930.50",
          "(23,760.00)",
          "26,395,170.50",
          "-0.09%",
          "2",
        ],
      ],
      [
        "5.2 Comparison with the Engineer's Estimate and the Budget",
        "The corrected tender sum of the lowest evaluated tenderer, Kshs. 24,311,744.00, is 2.70% below the Engineer's estimate of Kshs. 24,986,450.00 and is within the budget of Kshs. 25,600,000.00.",
        "5.3 Ranking",
        "M/s Malava Roadworks & General Supplies Ltd was ranked first as the lowest evaluated tenderer and M/s Lurambi Contractors Limited second.",
      ].join("\n"),
    ],
    [
      [
        "6.0 DUE DILIGENCE (POST-QUALIFICATION)",
        "In accordance with Section 83 of the Act, the committee conducted due diligence on the lowest evaluated tenderer, M/s Malava Roadworks & General Supplies Ltd, between 9th and 11th April, 2025 to confirm the information provided in its tender. Due diligence was not carried out on M/s Lurambi Contractors Limited, whose tender was ranked second.",
        "(a) Previous works: the committee contacted the Kenya Rural Roads Authority (KeRRA), Kakamega Region, which confirmed that the tenderer satisfactorily completed the Spot Improvement and Gravelling of Malava – Kabras Road under Contract No. KeRRA/011/KAK/45/2022 valued at Kshs. 18,450,000.00. The Kenya National Highways Authority (KeNHA), Western Region, confirmed completion of drainage improvement works on the Kakamega – Mumias road under Contract No. KeNHA/RMLF/W/2023/117 valued at Kshs. 21,730,500.00. Both referees rated the tenderer's performance as good.",
        "(b) Equipment: the committee visited the tenderer's yard at Malava town and physically verified a motor grader (KCX 418M), a vibratory roller, a water bowser and two tipper trucks, with log books in the tenderer's name.",
        "(c) Registration: the NCA registration certificate (NCA 4 – Roads and Other Civil Works) and the Tax Compliance Certificate were verified on the NCA portal and on the KRA iTax portal respectively and found valid.",
        "(d) Financial capacity: Family Bank Limited, Kakamega Branch, confirmed by its letter dated 10th April, 2025 that the tenderer holds a credit facility of Kshs. 8,000,000.00.",
        "The committee was satisfied that M/s Malava Roadworks & General Supplies Ltd is qualified and has the capacity to perform the contract.",
      ].join("\n"),
    ],
    [
      [
        "7.0 RECOMMENDATION",
        "Based on the foregoing evaluation, the Tender Evaluation Committee recommends that Tender No. CGK/RPWE/OT/041/2024-2025 for the Proposed Rehabilitation of Mukumu – Shinyalu – Khayega Road (6.4 km) to Gravel Standard be awarded to M/s Malava Roadworks & General Supplies Ltd, P.O. Box 212-50103, Malava, being the lowest evaluated tenderer, at its corrected tender sum of Kshs. 24,311,744.00 (Twenty-Four Million, Three Hundred and Eleven Thousand, Seven Hundred and Forty-Four Shillings Only) inclusive of 16% VAT.",
        "8.0 SIGNATURES OF THE EVALUATION COMMITTEE",
      ].join("\n"),
      [
        [head("No."), head("Name"), head("Designation"), head("Signature"), head("Date")],
        ...KAKAMEGA_MEMBERS.map(([name, role], i) => [`${i + 1}.`, name, role, "……………………", "14/04/2025"]),
      ],
    ],
  ];
}

export const kenyaWorksReport = (groupId = "eval-kakamega") =>
  attachReportDocx(
    groupId,
    "Tender Evaluation Report - CGK-RPWE-OT-041-2024-2025.docx",
    kenyaWorksReportPages(),
  );

export const EXPECTED_KENYA_WORKS: ExpectedRecord = {
  currency: "KES",
  passMark: { value: 75, percent: false },
  bidders: [
    {
      name: "Lurambi Contractors Limited",
      readOut: 26_418_930.5,
      corrected: 26_395_170.5,
      stages: {
        preliminary: { outcome: "passed" },
        technical: { outcome: "passed", score: 84 },
        financial: { outcome: "passed" },
        postQualification: { outcome: "not-evaluated" },
      },
      rank: 2,
    },
    {
      name: "Malava Roadworks & General Supplies Ltd",
      readOut: 23_812_712,
      corrected: 24_311_744,
      stages: {
        preliminary: { outcome: "passed" },
        technical: { outcome: "passed", score: 87 },
        financial: { outcome: "passed" },
        postQualification: { outcome: "passed" },
      },
      rank: 1,
    },
    {
      name: "Ikolomani Engineering Company Ltd",
      readOut: 22_947_600,
      corrected: null,
      stages: {
        preliminary: { outcome: "failed", reasonIncludes: "NEMA" },
        technical: { outcome: "not-evaluated" },
        financial: { outcome: "not-evaluated" },
        postQualification: { outcome: "not-evaluated" },
      },
      rank: null,
    },
    {
      name: "Western Highway Builders Limited",
      readOut: 24_650_000,
      corrected: null,
      stages: {
        preliminary: { outcome: "passed" },
        technical: { outcome: "failed", score: 68, reasonIncludes: "68" },
        financial: { outcome: "not-evaluated" },
        postQualification: { outcome: "not-evaluated" },
      },
      rank: null,
    },
  ],
  recommendation: { bidderName: "Malava Roadworks & General Supplies Ltd", price: 24_311_744 },
  budget: 25_600_000,
  estimate: 24_986_450,
  notBidders: [
    "Kenya Commercial Bank",
    "APA Insurance",
    "Equity Bank",
    "Kenya Women Microfinance Bank",
    "Kenya Rural Roads Authority",
    "Kenya National Highways Authority",
    "Family Bank",
    "Peter Mwangi",
    "Grace Atieno Owino",
    "Daniel Kiprono Rotich",
    "Mercy Nafula Wekesa",
    "Hassan Abdi Noor",
  ],
};

/* ------------------------------------------------------------------------------------------------------------
 * B. World Bank Bid Evaluation Report, goods, PDF (cells joined by spaces, long cells wrapped onto the next line).
 * ---------------------------------------------------------------------------------------------------------- */

export function worldBankGoodsReportPages(): string[][] {
  return [
    [
      "REPUBLIC OF KENYA",
      "MINISTRY OF HEALTH",
      "KENYA PRIMARY HEALTH CARE STRENGTHENING PROJECT (P179125)",
      "IDA Credit No. 7318-KE",
      "",
      "BID EVALUATION REPORT AND RECOMMENDATION FOR AWARD OF CONTRACT",
      "Request for Bids (RFB) No. KE-MOH-411873-GO-RFB",
      "Supply, Delivery, Installation and Commissioning of Laboratory Equipment for Twelve County",
      "Referral Hospital Laboratories (Single Lot)",
      "Market approach: Open - International; Bank review: Prior review",
      "",
      "1. Basic Data",
      "1.1 The Republic of Kenya has received financing from the International Development Association",
      "toward the cost of the Kenya Primary Health Care Strengthening Project, and the Ministry of Health (the",
      "Purchaser) intends to apply part of the proceeds to payments under this Contract.",
      "1.2 Cost estimate: US$ 1,300,000.00 (updated February 2025).",
      "1.3 The Specific Procurement Notice was published on UNDB online, on the Ministry's website and in",
      "the Daily Nation and The Standard on 6 January 2025. Forty-one (41) firms downloaded the bidding document.",
      "1.4 Deadline for bid submission: 20 February 2025 at 10:00 hours local time. Bids were opened in public",
      "on the same day at 10:30 hours. Five (5) bids were received; no bid was late, withdrawn or substituted.",
      "1.5 Bid validity: 120 days (to 20 June 2025). Bid Security: US$ 25,000.00 (BDS ITB 19.1), valid for",
      "28 days beyond the bid validity period.",
      "1.6 The Bid Evaluation Committee was appointed on 18 February 2025 by the Principal Secretary, State",
      "Department for Medical Services, and comprised Dr. Wanjiru Kamau (Chairperson), Mr. Otieno Ouma",
      "(Secretary, Supply Chain Management), Ms. Halima Said (Biomedical Engineer), Dr. Kevin Mutua (Laboratory",
      "Specialist) and Ms. Faith Chebet (Accountant). Each member signed a declaration of impartiality.",
    ],
    [
      "2. Bid Opening",
      "Table 1. Bids received and read out at the public bid opening of 20 February 2025",
      "No. Bidder Country Bid Price Read Out (US$) Discount Announced Bid Security Issuer Amount (US$)",
      "1 Labline Scientific Supplies Ltd Kenya 1,284,560.00 None Stanbic Bank Kenya Limited 25,000.00",
      "2 Guangzhou Huayang Medical Equipment Import and Export China 1,197,340.00 None Bank of China Limited, 25,000.00",
      "Co., Ltd Guangzhou Branch",
      "3 Medisafe Diagnostics International FZE UAE 1,152,800.00 None Emirates NBD Bank PJSC 20,000.00",
      "4 Savannah Laboratory Systems Limited Kenya 1,329,900.00 None NCBA Bank Kenya PLC 25,000.00",
      "5 Techno-Lab East Africa Ltd Kenya 1,248,075.00 4% unconditional Absa Bank Kenya PLC 25,000.00",
      "",
      "The bid opening record was signed by the Bidders' representatives present and a copy was sent to all",
      "Bidders and to the Bank on 21 February 2025.",
      "",
      "3. Preliminary Examination",
      "3.1 The bids were examined for eligibility, the presence and validity of the Bid Security, the signing of",
      "the Letter of Bid and completeness, in accordance with ITB 28 and ITB 29.",
      "Table 2. Preliminary examination",
      "Bidder Eligibility Bid Security Letter of Bid Complete Substantially",
      "(ITB 4) (ITB 19) signed Bid Responsive",
      "Labline Scientific Supplies Ltd Yes Yes Yes Yes Yes",
      "Guangzhou Huayang Medical Equipment Import and Export Yes Yes Yes Yes Yes",
      "Co., Ltd",
      "Medisafe Diagnostics International FZE Yes No (1) Yes Yes No",
      "Savannah Laboratory Systems Limited Yes Yes Yes Yes Yes",
      "Techno-Lab East Africa Ltd Yes Yes Yes Yes Yes",
      "Note (1): The Bid Security submitted by Medisafe Diagnostics International FZE is for US$ 20,000.00,",
      "less than the US$ 25,000.00 required by BDS ITB 19.1. Under ITB 19.5 a bid not accompanied by a",
      "substantially responsive Bid Security shall be rejected by the Purchaser as non-responsive. The bid was",
      "therefore rejected and was not evaluated further.",
      "3.2 Technical responsiveness. The remaining four bids were examined against Section VII, Schedule of",
      "Requirements (technical specifications, delivery and installation schedule, warranty and after-sales",
      "service). All four bids conform to the specifications without material deviation, reservation or",
      "omission and are substantially responsive.",
    ],
    [
      "4. Detailed Evaluation",
      "4.1 Correction of arithmetical errors (ITB 30)",
      "(a) Guangzhou Huayang Medical Equipment Import and Export Co., Ltd: for item 7, Class II Biological Safety",
      "Cabinet, 12 units at a unit price of US$ 14,850.00 were extended as US$ 168,200.00 instead of US$",
      "178,200.00. The unit price prevails and the Bid Price was corrected from US$ 1,197,340.00 to US$",
      "1,207,340.00 (+ US$ 10,000.00).",
      "(b) Techno-Lab East Africa Ltd: the total of the Price Schedule for Goods was carried as US$ 1,248,075.00",
      "whereas the line totals add up to US$ 1,245,000.00. The Bid Price was corrected to US$ 1,245,000.00",
      "(- US$ 3,075.00).",
      "Both Bidders accepted the corrections in writing (letters of 6 and 7 March 2025).",
      "4.2 Unconditional discounts. Techno-Lab East Africa Ltd offered in its Letter of Bid an unconditional",
      "discount of 4% on the total Bid Price, applied to the corrected Bid Price: US$ 49,800.00.",
      "4.3 Currency conversion. All bids are priced in US$; no conversion was required.",
      "4.4 Adjustments for deviations and omissions: none.",
      "Table 3. Corrections, discounts and evaluated bid prices (US$)",
      "Bidder Bid Price Arithmetic Corrected Unconditional Evaluated",
      "Read Out Corrections Bid Price Discount Bid Price",
      "Labline Scientific Supplies Ltd 1,284,560.00 0.00 1,284,560.00 0.00 1,284,560.00",
      "Guangzhou Huayang Medical Equipment Import and Export 1,197,340.00 10,000.00 1,207,340.00 0.00 1,207,340.00",
      "Co., Ltd",
      "Savannah Laboratory Systems Limited 1,329,900.00 0.00 1,329,900.00 0.00 1,329,900.00",
      "Techno-Lab East Africa Ltd 1,248,075.00 (3,075.00) 1,245,000.00 (49,800.00) 1,195,200.00",
    ],
    [
      "Table 4. Ranking of the substantially responsive bids",
      "Rank Bidder Evaluated Bid Price (US$) Variance from Cost Estimate",
      "1 Techno-Lab East Africa Ltd 1,195,200.00 -8.06%",
      "2 Guangzhou Huayang Medical Equipment Import and Export Co., 1,207,340.00 -7.13%",
      "Ltd",
      "3 Labline Scientific Supplies Ltd 1,284,560.00 -1.19%",
      "4 Savannah Laboratory Systems Limited 1,329,900.00 +2.30%",
      "",
      "5. Post-qualification (ITB 37)",
      "5.1 The Purchaser determined, to its satisfaction, whether Techno-Lab East Africa Ltd, the Bidder with",
      "the lowest evaluated bid, meets the qualification criteria of Section III. Post-qualification was",
      "carried out for the lowest evaluated Bidder only.",
      "(a) Financial resources: audited accounts for 2021 to 2023 show an average annual turnover of US$",
      "3,410,000.00 against the US$ 2,500,000.00 required. The bank's reference letter from Diamond Trust Bank",
      "Kenya Limited dated 12 March 2025 confirms access to credit facilities of US$ 350,000.00 against the",
      "US$ 300,000.00 required.",
      "(b) Experience: the Bidder supplied and installed haematology and chemistry analysers for the Kenya",
      "Medical Supplies Authority (KEMSA) in 2022 (US$ 640,000.00) and laboratory equipment for the Aga Khan",
      "University Hospital, Nairobi in 2023 (US$ 515,000.00). Both clients confirmed satisfactory performance.",
      "(c) Manufacturer's Authorization from Helix BioInstruments GmbH (Germany) was submitted for items 1 to",
      "9, and the Bidder maintains a service workshop in Nairobi with four trained engineers.",
      "5.2 Techno-Lab East Africa Ltd meets all the qualification criteria and is qualified to perform the",
      "Contract.",
    ],
    [
      "6. Award Recommendation",
      "6.1 On the basis of the above evaluation, it is recommended that the Contract be awarded to Techno-Lab",
      "East Africa Ltd, P.O. Box 45120-00100, Nairobi, Kenya, whose bid is substantially responsive and is the",
      "lowest evaluated bid, at the evaluated price of US$ 1,195,200.00 (One Million One Hundred Ninety-Five",
      "Thousand Two Hundred United States Dollars), with delivery and installation within 120 days.",
      "6.2 The recommendation is submitted to the Bank for its no-objection before the Notification of",
      "Intention to Award is issued and the Standstill Period of ten (10) business days begins.",
      "",
      "Bid Evaluation Committee",
      "Dr. Wanjiru Kamau, Chairperson ____________________ Date: 18 March 2025",
      "Mr. Otieno Ouma, Secretary ____________________ Date: 18 March 2025",
      "Ms. Halima Said, Member ____________________ Date: 18 March 2025",
      "Dr. Kevin Mutua, Member ____________________ Date: 18 March 2025",
      "Ms. Faith Chebet, Member ____________________ Date: 18 March 2025",
    ],
  ];
}

export const worldBankGoodsReport = (groupId = "eval-wb-lab") =>
  attachReportPdf(groupId, "BER KE-MOH-411873-GO-RFB Laboratory Equipment.pdf", worldBankGoodsReportPages());

const wbPassed = {
  preliminary: { outcome: "passed" },
  technical: { outcome: "passed" },
  financial: { outcome: "passed" },
} as const;

export const EXPECTED_WORLD_BANK_GOODS: ExpectedRecord = {
  currency: "USD",
  passMark: null,
  bidders: [
    {
      name: "Labline Scientific Supplies Ltd",
      readOut: 1_284_560,
      corrected: null,
      evaluated: 1_284_560,
      stages: { ...wbPassed, postQualification: { outcome: "not-evaluated" } },
      rank: 3,
    },
    {
      name: "Guangzhou Huayang Medical Equipment Import and Export Co., Ltd",
      readOut: 1_197_340,
      corrected: 1_207_340,
      evaluated: 1_207_340,
      stages: { ...wbPassed, postQualification: { outcome: "not-evaluated" } },
      rank: 2,
    },
    {
      name: "Medisafe Diagnostics International FZE",
      readOut: 1_152_800,
      corrected: null,
      stages: {
        preliminary: { outcome: "failed", reasonIncludes: "20,000.00" },
        technical: { outcome: "not-evaluated" },
        financial: { outcome: "not-evaluated" },
        postQualification: { outcome: "not-evaluated" },
      },
      rank: null,
    },
    {
      name: "Savannah Laboratory Systems Limited",
      readOut: 1_329_900,
      corrected: null,
      evaluated: 1_329_900,
      stages: { ...wbPassed, postQualification: { outcome: "not-evaluated" } },
      rank: 4,
    },
    {
      name: "Techno-Lab East Africa Ltd",
      readOut: 1_248_075,
      corrected: 1_245_000,
      evaluated: 1_195_200,
      stages: { ...wbPassed, postQualification: { outcome: "passed" } },
      rank: 1,
    },
  ],
  recommendation: { bidderName: "Techno-Lab East Africa Ltd", price: 1_195_200 },
  estimate: 1_300_000,
  notBidders: [
    "Stanbic Bank",
    "Bank of China",
    "Emirates NBD",
    "NCBA Bank",
    "Absa Bank",
    "Diamond Trust Bank",
    "Kenya Medical Supplies Authority",
    "Aga Khan University Hospital",
    "Helix BioInstruments",
    "Wanjiru Kamau",
    "Otieno Ouma",
    "Halima Said",
    "Kevin Mutua",
    "Faith Chebet",
  ],
};

/* ------------------------------------------------------------------------------------------------------------
 * C. Kenya, narrative goods report without tables, PDF, lines broken where a scan breaks them.
 * ---------------------------------------------------------------------------------------------------------- */

export function kenyaNarrativeGoodsReportPages(): string[][] {
  return [
    [
      "NYANDARUA COUNTY GOVERNMENT",
      "DEPARTMENT OF PUBLIC WORKS, ROADS AND TRANSPORT",
      "EVALUATION REPORT FOR TENDER NO. NCG/PWRT/T/019/2024-2025",
      "SUPPLY AND DELIVERY OF MOTOR VEHICLE TYRES AND TUBES (RESERVED FOR AGPO)",
      "",
      "1.0 INTRODUCTION",
      "The Department invited tenders from registered Youth, Women and Persons with Disability",
      "firms through the PPIP portal on 3rd February, 2025 for the supply and delivery of motor",
      "vehicle tyres and tubes for the county fleet. The tender closed and was opened on 17th",
      "February, 2025 at 10.00 a.m. at the Procurement Office, Ol Kalou and three (3) tenders",
      "were received. The amount set aside for this procurement in the 2024/2025 budget is",
      "Kshs. 1,850,000.00 (One million eight hundred and fifty thousand only).",
      "The evaluation committee was appointed by the Chief Officer, Public Works, Roads and",
      "Transport vide letter ref. NCG/PWRT/SCM/2/VOL.II/(44) dated 18th February, 2025 and",
      "comprised Mr. Joseph Kamau Njoroge (Chairman), Ms. Lucy Wanjiku Mwangi (Secretary) and",
      "Mr. Samuel Kibet Langat, Mechanical Engineer (Member).",
      "",
      "2.0 TENDER OPENING",
      "At the opening M/s Tyremart Kenya Limited quoted Kshs. 1,742,500.00 (One million seven",
      "hundred and forty two thousand five hundred only), M/s Nakuru Wheel",
      "Centre Ltd quoted Kshs. 1,518,000.00 (One million five hundred and eighteen thousand",
      "only) and M/s Kinangop Auto Spares & Tyres Ltd quoted Kshs. 1,600,000.00 (One million",
      "six hundred thousand only). All the prices are inclusive of VAT and delivery to the County",
      "garage at Ol Kalou.",
    ],
    [
      "3.0 PRELIMINARY EVALUATION",
      "The tenders were checked for the mandatory requirements, namely the certificate of",
      "registration or incorporation, a valid AGPO certificate, a valid tax compliance certificate,",
      "CR12 or the equivalent for partnerships, a signed form of tender, the confidential business",
      "questionnaire and a tender-securing declaration in the form provided in the tender",
      "document. M/s Tyremart Kenya Limited was disqualified at this stage for",
      "failure to attach a tender-securing declaration as required under ITT 19.1 and its tender",
      "was not evaluated further. The other two tenders met all the mandatory requirements and",
      "proceeded to the technical evaluation.",
      "",
      "4.0 TECHNICAL EVALUATION",
      "The two tenders were evaluated for compliance with the technical specifications in Section",
      "V on a responsive / non-responsive basis. The committee, assisted by the County Mechanical",
      "Engineer, examined the catalogues, the KEBS standardization marks and the samples provided.",
      "M/s Nakuru Wheel Centre Ltd was found non-responsive for offering a different tyre size,",
      "265/70 R16, for item 4 (tyres for Toyota Land Cruiser Prado) instead of the specified",
      "265/65 R17, and was not considered further. M/s Kinangop Auto Spares & Tyres Ltd",
      "was responsive to all the specifications, its tyres having been manufactured not earlier",
      "than 2024 as required, and it proceeded to the financial evaluation.",
    ],
    [
      "5.0 FINANCIAL EVALUATION",
      "The tender of M/s Kinangop Auto Spares & Tyres Ltd, being the only responsive tender at",
      "this stage, was checked for arithmetic errors and none was found. Its tender sum of Kshs.",
      "1,600,000.00 (One million six hundred thousand only) is within the budget of Kshs.",
      "1,850,000.00 and compares favourably with the prevailing market prices established in a",
      "market survey carried out by the department in January, 2025. The tender was therefore",
      "the lowest evaluated tender.",
      "",
      "6.0 DUE DILIGENCE",
      "The committee wrote to Co-operative Bank of Kenya, Engineer Branch, where the firm holds",
      "its account, and the bank confirmed the financial capacity of the firm to execute the",
      "contract. The committee also visited the firm's premises at Engineer town and confirmed",
      "that it operates a tyre centre holding the stock offered. The firm was found qualified.",
      "",
      "7.0 RECOMMENDATION",
      "The evaluation committee recommends the award of Tender No. NCG/PWRT/T/019/2024-2025 for",
      "the supply and delivery of motor vehicle tyres and tubes to M/s Kinangop Auto Spares",
      "& Tyres Ltd at its tender sum of Kshs. 1,600,000.00 (One million six hundred thousand",
      "only) inclusive of VAT, being the lowest evaluated tender.",
      "",
      "Signed:",
      "1. Joseph Kamau Njoroge - Chairman ..................... Date 24/02/2025",
      "2. Lucy Wanjiku Mwangi - Secretary ..................... Date 24/02/2025",
      "3. Samuel Kibet Langat - Member ..................... Date 24/02/2025",
    ],
  ];
}

export const kenyaNarrativeGoodsReport = (groupId = "eval-nyandarua-tyres") =>
  attachReportPdf(
    groupId,
    "Evaluation report - tyres and tubes (scanned).pdf",
    kenyaNarrativeGoodsReportPages(),
  );

export const EXPECTED_KENYA_NARRATIVE_GOODS: ExpectedRecord = {
  currency: "KES",
  passMark: null,
  bidders: [
    {
      name: "Tyremart Kenya Limited",
      readOut: 1_742_500,
      corrected: null,
      stages: {
        preliminary: { outcome: "failed", reasonIncludes: "tender-securing declaration" },
        technical: { outcome: "not-evaluated" },
        financial: { outcome: "not-evaluated" },
        postQualification: { outcome: "not-evaluated" },
      },
      rank: null,
    },
    {
      name: "Nakuru Wheel Centre Ltd",
      readOut: 1_518_000,
      corrected: null,
      stages: {
        preliminary: { outcome: "passed" },
        technical: { outcome: "failed", reasonIncludes: "265/70 R16" },
        financial: { outcome: "not-evaluated" },
        postQualification: { outcome: "not-evaluated" },
      },
      rank: null,
    },
    {
      name: "Kinangop Auto Spares & Tyres Ltd",
      readOut: 1_600_000,
      corrected: null,
      stages: {
        preliminary: { outcome: "passed" },
        technical: { outcome: "passed" },
        financial: { outcome: "passed" },
        postQualification: { outcome: "passed" },
      },
      rank: 1,
    },
  ],
  recommendation: { bidderName: "Kinangop Auto Spares & Tyres Ltd", price: 1_600_000 },
  budget: 1_850_000,
  notBidders: [
    "Co-operative Bank of Kenya",
    "Joseph Kamau Njoroge",
    "Lucy Wanjiku Mwangi",
    "Samuel Kibet Langat",
  ],
};

/* ------------------------------------------------------------------------------------------------------------
 * D. Both tenders non-responsive, re-advertisement, DOCX.
 * ---------------------------------------------------------------------------------------------------------- */

const LAIKIPIA_MEMBERS: [string, string][] = [
  ["Dr. Esther Wambui Karanja", "Chairperson"],
  ["Mr. Peter Lekishon", "Secretary"],
  ["Ms. Nancy Muthoni Gitau", "Member"],
];

export function noAwardReportPages(): ReportBlock[][] {
  return [
    [
      [
        "COUNTY GOVERNMENT OF LAIKIPIA",
        "DEPARTMENT OF HEALTH SERVICES",
        "TENDER NO. LCG/HS/T/007/2024-2025: PROVISION OF CLEANING AND FUMIGATION SERVICES AT NANYUKI TEACHING AND REFERRAL HOSPITAL FOR A PERIOD OF ONE (1) YEAR",
        "EVALUATION REPORT",
        "1.0 INTRODUCTION",
        "The tender was advertised on the PPIP portal on 20th January, 2025 and closed on 4th February, 2025 at 10.00 a.m. The budgetary allocation for the service is Kshs. 2,400,000.00 for the financial year 2024/2025. The evaluation committee was appointed by the Chief Officer, Health Services, vide letter Ref. LCG/HS/PROC/31 dated 5th February, 2025, and comprised:",
        ...LAIKIPIA_MEMBERS.map(([name, role]) => `${name} – ${role}`),
        "2.0 TENDER OPENING",
        "Two (2) tenders were received and opened on 4th February, 2025 as follows:",
      ].join("\n"),
      [
        [head("No."), head("Tenderer"), head("Tender Sum per Annum (Kshs.)"), head("Tender Security")],
        [
          "1",
          "M/s Sparkle Hygiene Services Ltd",
          "2,160,000.00",
          "Bank guarantee – Sidian Bank Ltd, Kshs. 50,000.00",
        ],
        [
          "2",
          "M/s Nanyuki Clean Touch Enterprises",
          "1,944,000.00",
          "Insurance guarantee – Jubilee Allianz General Insurance (K) Ltd, Kshs. 50,000.00",
        ],
      ],
    ],
    [
      "3.0 PRELIMINARY EVALUATION",
      [
        [
          head("No."),
          head("Requirement"),
          head("Sparkle Hygiene Services Ltd"),
          head("Nanyuki Clean Touch Enterprises"),
        ],
        ["1", "Certificate of Incorporation / Business Registration", "Yes", "Yes"],
        ["2", "Valid Tax Compliance Certificate", "No", "Yes"],
        ["3", "Tender Security of Kshs. 50,000.00", "Yes", "Yes"],
        ["4", "Duly filled, signed and stamped Form of Tender", "Yes", "No"],
        ["5", "Valid Pest Control Products Board (PCPB) licence", "Yes", "Yes"],
        ["6", "Confidential Business Questionnaire", "Yes", "Yes"],
        ["7", "Valid Single Business Permit", "Yes", "Yes"],
        ["", head("Remarks"), "Non-Responsive", "Non-Responsive"],
      ],
      [
        "M/s Sparkle Hygiene Services Ltd attached a Tax Compliance Certificate which expired on 12th January, 2025, before the closing date of 4th February, 2025. M/s Nanyuki Clean Touch Enterprises did not sign the Form of Tender.",
        "Both tenders were therefore non-responsive and were not evaluated further at the technical and financial stages.",
      ].join("\n"),
    ],
    [
      [
        "4.0 RECOMMENDATION",
        "Since none of the tenders received was responsive, the evaluation committee recommends that the tender be terminated under Section 63(1)(f) of the Public Procurement and Asset Disposal Act, 2015, all evaluated tenders being non-responsive, and that the Department re-advertise the tender, allowing tenderers sufficient time to prepare their tenders.",
        "Members of the Evaluation Committee",
      ].join("\n"),
      [
        [head("Name"), head("Designation"), head("Signature"), head("Date")],
        ...LAIKIPIA_MEMBERS.map(([name, role]) => [name, role, "", "11/02/2025"]),
      ],
    ],
  ];
}

export const noAwardReport = (groupId = "eval-laikipia-cleaning") =>
  attachReportDocx(groupId, "Evaluation Report LCG-HS-T-007-2024-2025.docx", noAwardReportPages());

const notEvaluatedAfterPreliminary = {
  technical: { outcome: "not-evaluated" },
  financial: { outcome: "not-evaluated" },
  postQualification: { outcome: "not-evaluated" },
} as const;

export const EXPECTED_NO_AWARD: ExpectedRecord = {
  currency: "KES",
  passMark: null,
  bidders: [
    {
      name: "Sparkle Hygiene Services Ltd",
      readOut: 2_160_000,
      corrected: null,
      stages: {
        preliminary: { outcome: "failed", reasonIncludes: "Tax Compliance" },
        ...notEvaluatedAfterPreliminary,
      },
      rank: null,
    },
    {
      name: "Nanyuki Clean Touch Enterprises",
      readOut: 1_944_000,
      corrected: null,
      stages: {
        preliminary: { outcome: "failed", reasonIncludes: "Form of Tender" },
        ...notEvaluatedAfterPreliminary,
      },
      rank: null,
    },
  ],
  recommendation: null,
  noAward: true,
  budget: 2_400_000,
  notBidders: [
    "Sidian Bank",
    "Jubilee Allianz General Insurance",
    "Esther Wambui Karanja",
    "Peter Lekishon",
    "Nancy Muthoni Gitau",
  ],
};
