/**
 * Documents for the abnormally low bid check, written as Kenyan county officers write them: an evaluation report
 * (Word tables, "Kshs." in the headers, a non-responsive bidder at the preliminary stage) and a workbook of priced
 * bills, one sheet per bidder, plus the engineer's estimate. Every figure was added up by hand (below).
 *
 * County Government of Kakamega, proposed maternity wing at Lurambi sub-county hospital; engineer's estimate
 * Kshs. 19,250,000.00. Responsive bids (corrected tender sums):
 *   Mumias Builders Ltd 12,450,000.00 (35.3% below the estimate: 6,800,000 / 19,250,000)
 *   Kakamega Civil Works Ltd 17,980,500.00; Western Contractors Limited 18,640,000.00;
 *   Lurambi Construction Co. Ltd 19,105,750.00; Nzoia Engineering Services Ltd 20,312,400.00.
 * Butere Hardware & Contractors Ltd read out 11,900,000.00 but was non-responsive (no tender security).
 */
import type { DocxBlock } from "./evaluation-documents";
import type { SheetCell } from "./documents";

export const KAKAMEGA_ESTIMATE = "19250000";

export const KAKAMEGA_OPENING: string[][] = [
  ["S/No.", "Name of Tenderer", "Tender Sum as Read Out (Kshs.)"],
  ["1", "M/s Mumias Builders Ltd", "12,450,000.00"],
  ["2", "M/s Kakamega Civil Works Ltd", "17,980,500.00"],
  ["3", "M/s Western Contractors Limited", "18,640,000.00"],
  ["4", "M/s Butere Hardware & Contractors Ltd", "11,900,000.00"],
  ["5", "M/s Lurambi Construction Co. Ltd", "19,105,750.00"],
  ["6", "M/s Nzoia Engineering Services Ltd", "20,412,400.00"],
];

/** Nzoia's bill 4 was carried over as 2,350,000.00 instead of 2,250,000.00: corrected by (100,000.00). */
export const KAKAMEGA_FINANCIAL: string[][] = [
  [
    "Name of Tenderer",
    "Tender Sum (Kshs.)",
    "Arithmetic Correction (Kshs.)",
    "Corrected Tender Sum (Kshs.)",
    "Rank",
  ],
  ["M/s Mumias Builders Ltd", "12,450,000.00", "0.00", "12,450,000.00", "1"],
  ["M/s Kakamega Civil Works Ltd", "17,980,500.00", "0.00", "17,980,500.00", "2"],
  ["M/s Western Contractors Limited", "18,640,000.00", "0.00", "18,640,000.00", "3"],
  ["M/s Lurambi Construction Co. Ltd", "19,105,750.00", "0.00", "19,105,750.00", "4"],
  ["M/s Nzoia Engineering Services Ltd", "20,412,400.00", "(100,000.00)", "20,312,400.00", "5"],
];

export function kakamegaReportPages(): DocxBlock[][] {
  return [
    [
      "COUNTY GOVERNMENT OF KAKAMEGA\n\nDEPARTMENT OF HEALTH SERVICES\n\nTENDER NO. CGK/HLTH/OT/009/2025-2026: PROPOSED CONSTRUCTION OF A MATERNITY WING AT LURAMBI SUB-COUNTY HOSPITAL\n\nTENDER EVALUATION COMMITTEE REPORT",
      "1. TENDER OPENING\n\nThe tender closed and was opened on 14th October 2025 at 10.00 a.m. in the presence of the tenderers' representatives. Six (6) tenders were received as follows:",
      "Table 1: Tenders received",
      KAKAMEGA_OPENING,
    ],
    [
      "2. PRELIMINARY EVALUATION\n\nM/s Butere Hardware & Contractors Ltd was found non-responsive for failure to submit a tender security and was not evaluated further. The remaining five tenders were substantially responsive.",
      "3. TECHNICAL EVALUATION\n\nAll five tenderers met the requirements on key personnel, equipment, similar works and financial capacity.",
    ],
    [
      "4. FINANCIAL EVALUATION\n\nThe tenders were checked for arithmetic errors in accordance with ITT 34. The engineer's estimate is Kshs. 19,250,000.00.",
      "Table 2: Financial comparison",
      KAKAMEGA_FINANCIAL,
    ],
    [
      "5. RECOMMENDATION\n\nThe committee recommends award to M/s Mumias Builders Ltd, the lowest evaluated tenderer, at Kshs. 12,450,000.00 inclusive of VAT, subject to due diligence.",
    ],
  ];
}

const HEADER: SheetCell[] = ["Item No.", "Description", "Unit", "Qty", "Rate (Kshs.)", "Amount (Kshs.)"];

/** A bill: [item, description, unit, qty, rate]; amounts are qty x rate. */
type Line = [string, string, string, number, number];

const bill = (title: string, lines: Line[]): SheetCell[][] => {
  const total = lines.reduce((sum, [, , , qty, rate]) => sum + qty * rate, 0);
  return [
    [title],
    HEADER,
    ...lines.map(([item, description, unit, qty, rate]) => [item, description, unit, qty, rate, qty * rate]),
    ["", "TOTAL CARRIED TO SUMMARY", "", "", "", total],
  ];
};

/**
 * The estimate and three bidders' bills (a short works bill). Totals (qty x rate, added by hand):
 * Estimate: 1,200,000 + 85x4,500=382,500 + 120x14,000=1,680,000 + 60x9,500=570,000 + 400x650=260,000 +
 *   1x450,000 = 4,542,500.
 * Mumias: 250,000 + 85x1,200=102,000 + 120x13,500=1,620,000 + 60x9,000=540,000 + 400x180=72,000 +
 *   1x0=0 = 2,584,000 (excavation 73% below, labour 72% below, the water tank priced at zero).
 * Kakamega Civil: 1,100,000 + 85x4,200=357,000 + 120x13,800=1,656,000 + 60x9,800=588,000 + 400x600=240,000 +
 *   1x430,000 = 4,371,000.
 * Western: 1,250,000 + 85x4,800=408,000 + 120x14,200=1,704,000 + 60x9,400=564,000 + 400x700=280,000 +
 *   1x470,000 = 4,676,000.
 */
export const ESTIMATE_LINES: Line[] = [
  ["1.01", "Mobilisation and site establishment", "Item", 1, 1200000],
  ["2.01", "Excavation in soft material to foundation level", "m3", 85, 4500],
  ["2.02", "Class 25 concrete in strip foundations", "m3", 120, 14000],
  ["3.01", "Walling in 200mm machine-cut stone", "m2", 60, 9500],
  ["4.01", "Skilled labour for finishes (mason)", "man-day", 400, 650],
  ["5.01", "Supply and install 10,000 litre water tank", "No", 1, 450000],
];

export function bidderBill(rates: readonly number[]): Line[] {
  return ESTIMATE_LINES.map(([item, description, unit, qty], index) => [
    item,
    description,
    unit,
    qty,
    rates[index]!,
  ]);
}

export const MUMIAS_RATES = [250000, 1200, 13500, 9000, 180, 0];
export const KAKAMEGA_RATES = [1100000, 4200, 13800, 9800, 600, 430000];
export const WESTERN_RATES = [1250000, 4800, 14200, 9400, 700, 470000];

/** The bidders' priced bills, one sheet per bidder (named after it), as a price comparison workbook arrives. */
export function bidderWorkbook(): Record<string, SheetCell[][]> {
  return {
    "Mumias Builders": bill("BILL NO. 1 - MUMIAS BUILDERS LTD", bidderBill(MUMIAS_RATES)),
    "Kakamega Civil Works": bill("BILL NO. 1 - KAKAMEGA CIVIL WORKS LTD", bidderBill(KAKAMEGA_RATES)),
    "Western Contractors": bill("BILL NO. 1 - WESTERN CONTRACTORS LIMITED", bidderBill(WESTERN_RATES)),
  };
}

export function estimateWorkbook(): Record<string, SheetCell[][]> {
  return { "Engineer's Estimate": bill("ENGINEER'S ESTIMATE - BILL NO. 1", ESTIMATE_LINES) };
}
