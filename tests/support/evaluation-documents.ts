/**
 * Evaluation reports written the way practitioners write them, for the evaluation-compliance and approval-memo
 * tests: a Kenyan county works tender (DOCX with real Word tables), a World Bank Bid Evaluation Report (PDF,
 * its tables as space-separated columns, a bidder's name wrapped onto the next line) and their failing or
 * tricky variants. Every figure below was added up by hand; the tests state what each document must give.
 */
import { Document, Packer, PageBreak, Paragraph, Table, TableCell, TableRow, TextRun } from "docx";
import { extractDocument } from "@/lib/documents";
import { toAttachedDocument } from "@/lib/reading/attached-document";
import type { AttachedDocument } from "@/lib/results/types";
import { makePdf } from "./documents";

/** A page of a DOCX: paragraphs (strings, blank-line separated) and Word tables (rows of cells). */
export type DocxBlock = string | string[][];

/** A DOCX with a page break before each page after the first; tables are real Word tables (w:tbl). */
export async function makeDocxWithTables(pages: DocxBlock[][]): Promise<Uint8Array> {
  const children = pages.flatMap((blocks, i) =>
    blocks.flatMap((block, j) => {
      const breakFirst = i > 0 && j === 0;
      if (typeof block === "string")
        return block.split(/\n{2,}/).map(
          (text, k) =>
            new Paragraph({
              children: [...(breakFirst && k === 0 ? [new PageBreak()] : []), new TextRun(text)],
            }),
        );
      const table = new Table({
        rows: block.map(
          (cells) =>
            new TableRow({
              children: cells.map((text) => new TableCell({ children: [new Paragraph(text)] })),
            }),
        ),
      });
      return breakFirst ? [new Paragraph({ children: [new PageBreak()] }), table] : [table];
    }),
  );
  return new Uint8Array(await Packer.toBuffer(new Document({ sections: [{ children }] })));
}

export async function attachDocx(
  groupId: string,
  name: string,
  pages: DocxBlock[][],
): Promise<AttachedDocument> {
  const extracted = await extractDocument(await makeDocxWithTables(pages), "docx");
  return toAttachedDocument({ fileId: `${groupId}-${name}`, groupId, name, size: 1 }, extracted);
}

export async function attachPdf(groupId: string, name: string, pages: string[]): Promise<AttachedDocument> {
  const extracted = await extractDocument(await makePdf(pages), "pdf");
  return toAttachedDocument({ fileId: `${groupId}-${name}`, groupId, name, size: 1 }, extracted);
}

/* ------------------------------------------------------------------------------------------------------------
 * Kenya: County Government of Machakos, upgrading of a road to bitumen standards (works), tender sums in Kshs.
 * Read-out: Kilimanjaro 12,450,300.00; Tsavo 13,180,000.00 (corrected by -80,000.00 to 13,100,000.00);
 * Rift Valley 11,020,000.00 (non-responsive at the preliminary stage); Lakeside 14,900,450.00.
 * Lowest evaluated responsive: Kilimanjaro (rank 1). Recommended: Kilimanjaro at Kshs. 12,450,300.00.
 * ---------------------------------------------------------------------------------------------------------- */

export const KENYA_SOLICITATION = [
  "SECTION III - EVALUATION AND QUALIFICATION CRITERIA",
  "The Procuring Entity shall evaluate tenders on specific experience in works of a similar nature, key personnel, key equipment and average annual turnover over the last three years.",
  "Arithmetic errors shall be corrected in accordance with ITT 34 and the tenderer shall accept the correction in writing.",
];

export const KENYA_OPENING_TABLE: string[][] = [
  ["No.", "Name of Tenderer", "Tender Sum (Kshs.) as read out"],
  ["1", "M/s Kilimanjaro Builders Ltd", "12,450,300.00"],
  ["2", "M/s Tsavo Civil Engineering Works Ltd", "13,180,000.00"],
  ["3", "M/s Rift Valley Contractors Limited", "11,020,000.00"],
  ["4", "M/s Lakeside General Contractors Ltd", "14,900,450.00"],
];

export const KENYA_FINANCIAL_TABLE: string[][] = [
  [
    "Name of Tenderer",
    "Tender Sum (Kshs.)",
    "Arithmetic Correction (Kshs.)",
    "Corrected Tender Sum (Kshs.)",
    "Rank",
  ],
  ["M/s Kilimanjaro Builders Ltd", "12,450,300.00", "0.00", "12,450,300.00", "1"],
  ["M/s Tsavo Civil Engineering Works Ltd", "13,180,000.00", "(80,000.00)", "13,100,000.00", "2"],
  ["M/s Lakeside General Contractors Ltd", "14,900,450.00", "0.00", "14,900,450.00", "3"],
];

export const KENYA_RECOMMENDATION =
  "The Evaluation Committee recommends that the tender be awarded to M/s Kilimanjaro Builders Ltd, being the lowest evaluated tenderer, at its tender sum of Kshs. 12,450,300.00 (Twelve Million, Four Hundred and Fifty Thousand, Three Hundred Shillings only) inclusive of VAT.";

/** The Kenyan report, page by page: opening, preliminary and technical, financial, recommendation. */
/** What the approval memo's file adds after the recommendation: the notification and the standstill. */
export const KENYA_NOTIFICATION =
  "The Accounting Officer shall notify all tenderers of the outcome by a notification of intention to enter into a contract, and the contract shall not be signed before the standstill period of 14 days has lapsed.";

export function kenyaReportPages(
  options: {
    financial?: string[][];
    recommendation?: string;
    /** Paragraphs after the recommendation (same page). */
    after?: string[];
  } = {},
): DocxBlock[][] {
  return [
    [
      "COUNTY GOVERNMENT OF MACHAKOS\n\nTENDER NO. CGM/RDS/OT/017/2024-2025: PROPOSED UPGRADING OF KATHIANI - MITABONI ROAD TO BITUMEN STANDARDS\n\nTENDER EVALUATION REPORT",
      "1. INTRODUCTION\n\nThe tender was advertised on 3rd March 2025 on the PPIP portal and in the Daily Nation. It closed and was opened on 24th March 2025 at 11.00 a.m. Four (4) tenders were received and opened as recorded in the tender opening minutes.",
      "Table 1: Tenders received at opening",
      KENYA_OPENING_TABLE,
    ],
    [
      "2. PRELIMINARY EVALUATION\n\nM/s Rift Valley Contractors Limited was found non-responsive for failure to submit a tender security in the prescribed form and was not evaluated further. The other three tenderers were found substantially responsive.",
      "3. TECHNICAL EVALUATION\n\nTenderers were evaluated on specific experience, key personnel, key equipment and average annual turnover as set out in Section III of the tender document; all three passed.",
    ],
    [
      "4. FINANCIAL EVALUATION\n\nArithmetic errors were checked in accordance with ITT 34. In the tender of M/s Tsavo Civil Engineering Works Ltd the total of Bill No. 3 was carried forward as Kshs. 2,180,000.00 instead of Kshs. 2,100,000.00, and the tenderer accepted the correction in writing.",
      "Table 2: Financial comparison",
      options.financial ?? KENYA_FINANCIAL_TABLE,
    ],
    ["5. RECOMMENDATION", options.recommendation ?? KENYA_RECOMMENDATION, ...(options.after ?? [])],
  ];
}

/* ------------------------------------------------------------------------------------------------------------
 * World Bank: Bid Evaluation Report for a works contract, prices in US$, PDF (columns joined by spaces).
 * Read-out: Sahel 2,315,400.00; Nile 2,290,000.00 (corrected to 2,410,000.00); Savanna 2,650,750.00.
 * Lowest evaluated: Sahel (2,315,400.00). Recommended: Sahel at US$ 2,315,400.00.
 * ---------------------------------------------------------------------------------------------------------- */

export const WB_SOLICITATION = [
  "Section III - Evaluation and Qualification Criteria. The Employer will evaluate bids on experience under contracts of a similar nature, average annual construction turnover, key personnel and key equipment. Arithmetical errors will be corrected as in ITB 31.",
];

/** Column headers on one line, one bidder a row; Nile's name is wrapped onto the next line as PDFs wrap cells. */
export const WB_PRICE_TABLE = [
  "Table 4. Bid prices and evaluated prices",
  "Bidder Bid Price as Read Out (US$) Corrected Bid Price (US$) Evaluated Bid Price (US$) Rank",
  "Sahel Engineering Ltd 2,315,400.00 2,315,400.00 2,315,400.00 1",
  "Nile Construction Company 2,290,000.00 2,410,000.00 2,410,000.00 2",
  "Ltd",
  "Savanna Works Ltd 2,650,750.00 2,650,750.00 2,650,750.00 3",
].join("\n");

export const WB_RECOMMENDATION =
  "On the basis of the foregoing evaluation, it is recommended that the Employer award the Contract to Sahel Engineering Ltd at the evaluated price of US$ 2,315,400.00 (Two Million Three Hundred Fifteen Thousand Four Hundred United States Dollars).";

export function worldBankReportPages(options: { table?: string; recommendation?: string } = {}): string[] {
  return [
    [
      "Bid Evaluation Report",
      "Contract No. WB/RD/W-04: Rehabilitation of the Lodwar - Kakuma Road",
      "1. Three (3) bids were received by the deadline and opened in public on 12 May 2025: Sahel Engineering Ltd, Nile Construction Company Ltd and Savanna Works Ltd.",
      "2. All three bids were found substantially responsive and were assessed on experience, average annual construction turnover, key personnel and key equipment.",
    ].join("\n"),
    [
      "3. Correction of arithmetical errors. The bid of Nile Construction Company Ltd contained an error in Bill No. 2, where",
      "the rate times the quantity was not the amount carried; the bid price was corrected from US$ 2,290,000.00 to",
      "US$ 2,410,000.00 under ITB 31 and the bidder accepted the correction.",
      options.table ?? WB_PRICE_TABLE,
    ].join("\n"),
    ["4. Award Recommendation", options.recommendation ?? WB_RECOMMENDATION].join("\n"),
  ];
}

/* ------------------------------------------------------------------------------------------------------------
 * Failing Kenyan report: no rank column; Lakeside's correction does not add up (14,900,450.00 - 1,200,000.00 is
 * 13,700,450.00, not 13,900,450.00); the committee recommends Tsavo (corrected 13,100,000.00) although
 * Kilimanjaro's 12,450,300.00 is the lowest evaluated, and at Tsavo's read-out sum.
 * ---------------------------------------------------------------------------------------------------------- */

export const KENYA_FAILING_FINANCIAL_TABLE: string[][] = [
  ["Name of Tenderer", "Tender Sum (Kshs.)", "Arithmetic Correction (Kshs.)", "Corrected Tender Sum (Kshs.)"],
  ["M/s Kilimanjaro Builders Ltd", "12,450,300.00", "0.00", "12,450,300.00"],
  ["M/s Tsavo Civil Engineering Works Ltd", "13,180,000.00", "(80,000.00)", "13,100,000.00"],
  ["M/s Lakeside General Contractors Ltd", "14,900,450.00", "(1,200,000.00)", "13,900,450.00"],
];

export const KENYA_FAILING_RECOMMENDATION =
  "The Evaluation Committee recommends that the tender be awarded to M/s Tsavo Civil Engineering Works Ltd, being the lowest evaluated tenderer, at its tender sum of Kshs. 13,180,000.00 (Thirteen Million, One Hundred and Eighty Thousand Shillings only).";

/* ------------------------------------------------------------------------------------------------------------
 * Tricky Kenyan report as a scanned PDF: lines broken mid-sentence, the table as space-separated columns with
 * "Kshs." and "/=" in the cells and a name wrapped over two lines, a negated recommendation before the real one,
 * and the amount in words first (with commas between the groups), the figure in brackets.
 * ---------------------------------------------------------------------------------------------------------- */

export const KENYA_SCANNED_TABLE = [
  "Table 2: Financial comparison",
  "No. Name of Tenderer Tender Sum (Kshs.) Corrected Tender Sum (Kshs.) Rank",
  "1 M/s Kilimanjaro Builders Ltd Kshs. 12,450,300/= Kshs. 12,450,300/= 1",
  "2 M/s Tsavo Civil Engineering 13,180,000.00 13,100,000.00 2",
  "Works Ltd",
  "3 M/s Lakeside General Contractors Ltd 14,900,450.00 14,900,450.00 3",
].join("\n");

export const KENYA_SCANNED_RECOMMENDATION = [
  "5. RECOMMENDATION",
  "The Evaluation Committee could not recommend award of the tender to M/s Rift Valley Contractors",
  "Limited, the lowest priced tenderer, since its tender was non-responsive at the preliminary stage.",
  "The Evaluation Committee therefore recommends that the tender be awarded to M/s Kilimanjaro",
  "Builders Ltd, being the lowest evaluated tenderer, at its tender sum of Kenya Shillings Twelve",
  "Million, Four Hundred and Fifty Thousand, Three Hundred only (Kshs. 12,450,300.00) inclusive of VAT.",
].join("\n");

export function kenyaScannedPages(options: { recommendation?: string } = {}): string[] {
  return [
    [
      "COUNTY GOVERNMENT OF MACHAKOS",
      "TENDER EVALUATION REPORT - TENDER NO. CGM/RDS/OT/017/2024-2025",
      "Four (4) tenders were received and opened on 24th March 2025 from M/s Kilimanjaro Builders Ltd,",
      "M/s Tsavo Civil Engineering Works Ltd, M/s Rift Valley Contractors Limited and M/s Lakeside",
      "General Contractors Ltd.",
      "M/s Rift Valley Contractors Limited was found non-responsive for failure to submit a tender",
      "security in the prescribed form. The other tenderers were evaluated on specific experience, key",
      "personnel, key equipment and average annual turnover and all passed.",
    ].join("\n"),
    KENYA_SCANNED_TABLE,
    options.recommendation ?? KENYA_SCANNED_RECOMMENDATION,
  ];
}

/** A committee that recommends no award at all (budget exceeded): never to be read as a recommendation. */
export const KENYA_NO_AWARD = [
  "5. RECOMMENDATION",
  "The Evaluation Committee could not recommend award of the tender since the lowest evaluated tender",
  "of Kshs. 12,450,300.00 exceeds the approved budget of Kshs. 10,000,000.00, and recommends that",
  "the tender be terminated under section 63 of the Act and re-advertised.",
].join("\n");
