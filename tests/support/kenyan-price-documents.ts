// A Kenyan county bill of quantities and a market price list as practitioners write them, for the market price
// benchmarking tests: title rows, "Item | Description | Unit | Qty | Rate (Kshs) | Amount (Kshs)", bill headings
// inside the table, "Incl." in a rate cell, a provisional sum, "Total carried to Collection".
import { extractDocument } from "@/lib/documents";
import { toAttachedDocument } from "@/lib/reading/attached-document";
import type { AttachedDocument } from "@/lib/results/types";
import { makeXlsx, type SheetCell } from "./documents";
import { makeDocxTable } from "./table-documents";

export const SUBSTRUCTURE_BILL: SheetCell[][] = [
  ["COUNTY GOVERNMENT OF MACHAKOS"],
  ["PROPOSED CONSTRUCTION OF ECDE CLASSROOM AT KATHIANI"],
  ["BILL NO. 2: SUBSTRUCTURE"],
  ["Item", "Description", "Unit", "Qty", "Rate (Kshs)", "Amount (Kshs)"],
  ["", "EXCAVATION AND EARTHWORKS"],
  ["A", "Excavate oversite to remove top soil average 150mm deep", "m²", 120, 85, 10_200],
  ["B", "Excavate for foundation trenches in ordinary soil n.e. 1.5m deep", "m3", 48, 1_100, 52_800],
  ["C", "Hardcore filling 200mm thick, well compacted", "m²", 95, 250, 23_750],
  ["D", "Anti-termite treatment to excavated surfaces", "m²", 120, 180, 21_600],
  ["", "CONCRETE WORK"],
  ["E", "Y12 high tensile steel bars", "Tonnes", 0.85, 150_000, 127_500],
  ["F", "BRC mesh A142 fabric reinforcement", "m²", 95, "Incl.", ""],
  ["G", "Gabion baskets 2x1x1m filled with hand-packed stones", "No.", 12, 9_500, 114_000],
  ["H", "Portland cement 42.5N", "Bags", 60, 850, 51_000],
  ["J", "Provisional sum for testing of materials", "Sum", "", "", 50_000],
  ["", "Total carried to Collection", "", "", "", 450_850],
];

/** A sheet priced in dollars: the imported lighting. */
export const IMPORTED_BILL: SheetCell[][] = [
  ["BILL NO. 5: EXTERNAL WORKS (IMPORTED ITEMS)"],
  ["Item", "Description", "Unit", "Qty", "Rate (USD)", "Amount (USD)"],
  ["A", "Solar street light 60W complete with 6m pole", "No.", 4, 450, 1_800],
];

/** The county's market survey: one row per supplier quote. */
export const PRICE_LIST: SheetCell[][] = [
  ["MACHAKOS COUNTY MARKET PRICE SURVEY — JANUARY 2025"],
  ["Item No.", "Description", "Unit", "Unit price (KES)", "Supplier"],
  ["1", "Excavation in ordinary soil not exceeding 1.5 m deep", "m3", 620, "Kathiani Hardware"],
  ["2", "Hardcore filling 200 mm thick", "m2", 400, "Kathiani Hardware"],
  ["3", "Hardcore filling 200mm thick compacted", "m2", 420, "Mlolongo Quarry"],
  ["4", "Hardcore, 200mm thick, in filling", "m2", 450, "Athi River Stones"],
  ["5", "Hardcore filling 200mm thick", "m2", 430, "Masii Builders"],
  ["6", "Anti-termite treatment to surfaces", "m2", 170, "Pest Control Ltd"],
  ["7", "High tensile steel reinforcement bars Y12", "kg", 160, "Devki Steel"],
  ["8", "High tensile steel reinforcement bars Y12", "kg", 165, "Athi Steel"],
  ["9", "Solar street light 60W on 6m pole", "No.", 85_000, "Sunpower Kenya"],
];

export async function xlsxDocument(
  name: string,
  groupId: string,
  sheets: Record<string, SheetCell[][]>,
): Promise<AttachedDocument> {
  const bytes = await makeXlsx(sheets);
  return toAttachedDocument(
    { fileId: name, groupId, name, size: bytes.length },
    await extractDocument(bytes, "xlsx"),
  );
}

/** A goods price schedule in a Word table (Form of Price Schedule). */
export async function docxPriceSchedule(name: string, groupId: string): Promise<AttachedDocument> {
  const bytes = await makeDocxTable([
    "SECTION IV — PRICE SCHEDULE FOR GOODS",
    {
      table: [
        ["Item No.", "Description of Goods", "Unit", "Quantity", "Unit Price (KES)", "Total Price (KES)"],
        ["1", "A4 printing paper 80gsm", "Ream", "100", "650.00", "65,000.00"],
        ["2", "Toner cartridge HP 85A", "No.", "20", "8,500.00", "170,000.00"],
        ["3", "Provisional sum for contingencies", "Sum", "1", "20,000.00", "20,000.00"],
        ["4", "Box files", "No.", "50", "TBA", ""],
      ],
    },
    "Total (to Form of Tender): KES 255,000.00",
  ]);
  return toAttachedDocument(
    { fileId: name, groupId, name, size: bytes.length },
    await extractDocument(bytes, "docx"),
  );
}
