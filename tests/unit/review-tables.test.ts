import { describe, expect, it } from "vitest";
import { Document, Packer, Paragraph, Table as DocxTable, TableCell, TableRow } from "docx";
import { extractDocument } from "@/lib/documents";
import { toAttachedDocument } from "@/lib/engine/attached-document";
import { BOQ_COLUMNS, readBoqTables } from "@/lib/engine/packs/boq";
import {
  jaroWinkler,
  levenshtein,
  levenshteinRatio,
  tokenSetSimilarity,
} from "@/lib/engine/packs/similarity";
import {
  joinDocxCells,
  parseCellNumber,
  parseCsvLine,
  readTables,
  rowEvidence,
} from "@/lib/engine/packs/tables";
import type { AttachedDocument } from "@/lib/engine/types";
import { makePdf, makeXlsx } from "@/tests/support/documents";

const attach = async (bytes: Uint8Array, ext: string, name: string): Promise<AttachedDocument> =>
  toAttachedDocument(
    { fileId: name, groupId: "supporting", name, size: bytes.byteLength },
    await extractDocument(bytes, ext),
  );
const unit = (text: string, label = "Sheet1", name = "t.xlsx"): AttachedDocument => ({
  fileId: name,
  groupId: "g",
  name,
  size: 1,
  units: [{ label, text }],
});

describe("cells", () => {
  it("parses CSV lines with quoted cells, escaped quotes and empty cells", () => {
    expect(parseCsvLine('1,"Chairs, plastic",20')).toEqual(["1", "Chairs, plastic", "20"]);
    expect(parseCsvLine('"He said ""yes""",,x')).toEqual(['He said "yes"', "", "x"]);
    expect(parseCsvLine("a;b", ";")).toEqual(["a", "b"]);
  });

  it("reads figures with thousands separators, currency, parentheses and European notation", () => {
    expect(parseCellNumber("1,234.50")).toBe(1234.5);
    expect(parseCellNumber("KES 2,000,000")).toBe(2_000_000);
    expect(parseCellNumber("$ 1 234")).toBe(1234);
    expect(parseCellNumber("(1,000)")).toBe(-1000);
    expect(parseCellNumber("1.234.567,89")).toBe(1_234_567.89);
    expect(parseCellNumber("12%")).toBe(12);
    expect(parseCellNumber("1250000.5")).toBe(1_250_000.5);
    for (const text of ["", "-", "LS", "abc", "1.2.3", "Q2"]) expect(parseCellNumber(text), text).toBeNull();
  });

  it("joins DOCX table cells (one paragraph each) into rows, leaving sheet rows alone", () => {
    expect(
      joinDocxCells("Item\n\n\tDescription\n\n\tQty\n\n1\n\n\tChairs\n\n\t20").map((line) => line.text),
    ).toEqual(["Item\tDescription\tQty", "1\tChairs\t20"]);
    expect(joinDocxCells("Item\tDescription\n\tx").map((line) => line.text)).toEqual([
      "Item\tDescription",
      "\tx",
    ]);
  });
});

describe("readTables", () => {
  it("finds the header of a real XLSX by column names and reads its rows with sheet and row", async () => {
    const bytes = await makeXlsx({
      Notes: [["Bill of quantities for the Main Road"]],
      Prices: [
        ["Bill No. 1 — Preliminaries"],
        ["Item No.", "Description of Works", "Qty", "Unit", "Unit Price (KES)", "Amount (KES)"],
        ["1.01", "Mobilization", 1, "LS", "150,000", 150000],
        ["1.02", "Site clearance", 2, "ha", 1500.5, { formula: "C4*E4", result: 3001 }],
      ],
    });
    const tables = readBoqTables([await attach(bytes, "xlsx", "Bid.xlsx")]);
    expect(tables).toHaveLength(1);
    const [table] = tables;
    expect(table!.page).toBe("Prices");
    expect(table!.caption).toBe("Bill No. 1 — Preliminaries");
    expect(table!.columns).toEqual(["item", "description", "quantity", "unit", "rate", "amount"]);
    expect(table!.rows.map((row) => row.cells)).toEqual([
      {
        item: "1.01",
        description: "Mobilization",
        quantity: "1",
        unit: "LS",
        rate: "150,000",
        amount: "150000",
      },
      {
        item: "1.02",
        description: "Site clearance",
        quantity: "2",
        unit: "ha",
        rate: "1500.5",
        amount: "3001",
      },
    ]);
    expect(rowEvidence(table!.rows[0]!)).toBe(
      '"1.01 | Mobilization | 1 | LS | 150,000 | 150000" — Bid.xlsx, Prices, row 3',
    );
  });

  it("reads a CSV (bytes) with quoted cells", async () => {
    const csv = new TextEncoder().encode(
      'No,Description,Quantity,Rate,Amount\r\n1,"Chairs, plastic","1,000",25,"25,000"\r\n',
    );
    const [table] = readBoqTables([await attach(csv, "csv", "Schedule.csv")]);
    expect(table!.rows[0]!.cells).toEqual({
      item: "1",
      description: "Chairs, plastic",
      quantity: "1,000",
      rate: "25",
      amount: "25,000",
    });
    expect(rowEvidence(table!.rows[0]!)).toBe(
      '"1 | Chairs, plastic | 1,000 | 25 | 25,000" — Schedule.csv, section 1, row 2',
    );
  });

  it("reads a spaced PDF table from its ends (item number, trailing figures and unit)", async () => {
    const pdf = await makePdf([
      "Bill of Quantities\nItem Description Qty Unit Rate Amount\n1.01 Site clearance and grubbing 2 ha 1,500 3,000\n1.02 Mobilization 1 50,000.00 50,000.00\nThe works shall start in May.",
    ]);
    const [table] = readBoqTables([await attach(pdf, "pdf", "RFB.pdf")]);
    expect(table!.page).toBe("page 1");
    expect(table!.rows.map((row) => row.cells)).toEqual([
      {
        item: "1.01",
        description: "Site clearance and grubbing",
        quantity: "2",
        unit: "ha",
        rate: "1,500",
        amount: "3,000",
      },
      { item: "1.02", description: "Mobilization", quantity: "1", rate: "50,000.00", amount: "50,000.00" },
    ]);
  });

  it("reads a DOCX table, where 'Item' and 'Description' both get their column", async () => {
    const rows = [
      ["Item", "Description", "Qty", "Rate"],
      ["1", "Chairs, plastic", "20", "2,500"],
    ];
    const table = new DocxTable({
      rows: rows.map(
        (cells) =>
          new TableRow({ children: cells.map((text) => new TableCell({ children: [new Paragraph(text)] })) }),
      ),
    });
    const bytes = new Uint8Array(
      await Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph("Schedule"), table] }] })),
    );
    const [read] = readBoqTables([await attach(bytes, "docx", "Bid.docx")]);
    expect(read!.columns).toEqual(["item", "description", "quantity", "rate"]);
    expect(read!.rows[0]!.cells).toEqual({
      item: "1",
      description: "Chairs, plastic",
      quantity: "20",
      rate: "2,500",
    });
  });

  it("finds nothing without a header naming the required columns", () => {
    expect(readBoqTables([unit("1\tChairs\t20\t2500\n2\tTables\t5\t9000")])).toEqual([]);
    expect(readTables([unit("Quantity\tRate\n1\t2")], BOQ_COLUMNS, { required: ["description"] })).toEqual(
      [],
    );
    expect(
      readBoqTables([
        unit("The description of the works and the rate of progress are in the annex.", "page 1"),
      ]),
    ).toEqual([]);
  });

  it("starts a new table at each header", () => {
    const tables = readBoqTables([
      unit("Description\tQty\tRate\nChairs\t2\t10\nEstimate\nDescription\tQty\tRate\nChairs\t2\t12"),
    ]);
    expect(tables.map((table) => [table.caption, table.rows.length])).toEqual([
      ["", 1],
      ["Estimate", 1],
    ]);
  });
});

describe("similarity", () => {
  it("Levenshtein, Jaro-Winkler and token sets", () => {
    expect(levenshtein("kitten", "sitting")).toBe(3);
    expect(levenshteinRatio("", "")).toBe(1);
    expect(levenshteinRatio("abcd", "abce")).toBe(0.75);
    expect(jaroWinkler("martha", "marhta")).toBeCloseTo(0.961, 3);
    expect(jaroWinkler("abc", "xyz")).toBe(0);
    expect(tokenSetSimilarity(["acme", "construction"], ["construction", "acme"])).toBe(1);
    expect(tokenSetSimilarity(["acme"], ["zenith"])).toBe(0);
    expect(tokenSetSimilarity(["acme", "construction"], ["acme", "construction", "engineering"])).toBeCloseTo(
      0.8,
      5,
    );
  });
});
