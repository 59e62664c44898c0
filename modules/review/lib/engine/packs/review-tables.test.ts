import { describe, expect, it } from "vitest";
import { Document, Packer, Paragraph, Table as DocxTable, TableCell, TableRow } from "docx";
import { extractDocument } from "@/lib/documents";
import { toAttachedDocument } from "@/lib/reading/attached-document";
import { BOQ_COLUMNS, readBoqTables } from "@/modules/review/lib/engine/packs/boq";
import {
  jaroWinkler,
  levenshtein,
  levenshteinRatio,
  tokenSetSimilarity,
} from "@/modules/review/lib/engine/packs/similarity";
import {
  cellCurrency,
  fieldValue,
  headerCurrency,
  isUnitToken,
  joinDocxCells,
  parseCellNumber,
  parseCsvLine,
  readTables,
  reviewCurrency,
  rowEvidence,
} from "@/lib/reading/tables";
import { KENYA } from "@/tests/support/frameworks";
import { makeDocxTable } from "@/tests/support/table-documents";
import type { AttachedDocument } from "@/lib/results/types";
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

  it("does not try a line of thousands of cells as a header (a hostile sheet), but reads a wide comparison", () => {
    const wide = ["Description", "Qty", ...Array.from({ length: 1_000 }, (_, i) => `Bidder ${i + 1} Rate`)];
    expect(readBoqTables([unit(`${wide.join("\t")}\nChairs\t2\t10`)])).toEqual([]);
    const bidders = ["Description", "Qty", ...Array.from({ length: 40 }, (_, i) => `Bidder ${i + 1} Rate`)];
    const [table] = readBoqTables([unit(`${bidders.join("\t")}\nChairs\t2\t10\t12`)]);
    expect(
      table?.fields.filter((field) => field.key === "rate").map((field) => field.qualifier),
    ).toHaveLength(40);
    expect(table?.fields.find((field) => field.key === "rate")?.qualifier).toBe("Bidder 1");
    expect(table?.rows).toHaveLength(1);
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

describe("columns by meaning", () => {
  it("reads local amounts, the currency of headers and cells, and units of measure", () => {
    expect(parseCellNumber("Kshs. 1,234,567.00")).toBe(1_234_567);
    expect(parseCellNumber("Ksh 200,000/=")).toBe(200_000);
    expect(parseCellNumber("200,000/=")).toBe(200_000);
    expect(parseCellNumber("US$ 25,000")).toBe(25_000);
    expect(parseCellNumber("Kshs. 1,000 and 2,000")).toBeNull();
    expect(cellCurrency("Kshs. 1,234,567.00")).toBe("KES");
    expect(cellCurrency("1,000")).toBeNull();
    expect(headerCurrency("Amount (Kshs.)")).toBe("KES");
    expect(headerCurrency("Estimated Amount (US$)")).toBe("USD");
    expect(headerCurrency("Estimated Cost in Kenya Shillings")).toBe("KES");
    // One marker written as two words, neither a currency alone.
    expect(headerCurrency("Rate (K. Shs.)")).toBe("KES");
    expect(headerCurrency("Amount (U.S. Dollars)")).toBe("USD");
    expect(headerCurrency("Unit of issue")).toBeNull();
    for (const unit of ["m3", "m²", "No.", "LS", "Sum", "Item"]) expect(isUnitToken(unit), unit).toBe(true);
    for (const word of ["Chairs", "1,000", "Provisional"]) expect(isUnitToken(word), word).toBe(false);
  });

  it("the documents' currency wins, then the activity's, then the framework's; never empty", () => {
    expect(reviewCurrency(["KES", null, "KES", "USD"], "USD", null)).toBe("KES");
    expect(reviewCurrency([], "EUR", KENYA)).toBe("EUR");
    expect(reviewCurrency([], "", KENYA)).toBe("KES");
    expect(reviewCurrency([null], "", null)).toBe("USD");
  });

  it("names columns with words around the synonym and records each bidder's columns and currency", () => {
    const [table] = readBoqTables([
      unit(
        [
          "Item No.\tDescription\tUnit\tQty\tEngineer's Estimate Rate (Kshs.)\tBidder A Rate\tBidder A Amount",
          "2.01\tExcavation\tm3\t100\t500\t550\t55,000",
        ].join("\n"),
      ),
    ]);
    expect(table!.fields.map((field) => [field.key, field.qualifier])).toEqual([
      ["item", ""],
      ["description", ""],
      ["unit", ""],
      ["quantity", ""],
      ["rate", "Engineer's Estimate"],
      ["rate", "Bidder A"],
      ["amount", "Bidder A"],
    ]);
    expect(table!.currency).toBe("KES");
    expect(table!.fields.map((field) => fieldValue(table!.rows[0]!, field))).toEqual([
      "2.01",
      "Excavation",
      "m3",
      "100",
      "500",
      "550",
      "55,000",
    ]);
  });

  it("reads two header rows as one: a group row of merged cells over the column names", () => {
    const [table] = readBoqTables([
      unit(
        [
          "BILL NO. 2 – SUBSTRUCTURE",
          "Item\tDescription\tUnit\tQty\tEstimate\t\tACME Ltd",
          "\t\t\t\tRate\tAmount\tRate\tAmount",
          "2.01\tExcavation\tm3\t100\t500\t50,000\t600\t60,000",
        ].join("\n"),
      ),
    ]);
    expect(table!.caption).toBe("BILL NO. 2 – SUBSTRUCTURE");
    expect(table!.fields.slice(4).map((field) => `${field.qualifier} ${field.key}`)).toEqual([
      "Estimate rate",
      "Estimate amount",
      "ACME Ltd rate",
      "ACME Ltd amount",
    ]);
    expect(table!.rows).toHaveLength(1);
    expect(table!.rows[0]!.line).toBe(4);
  });

  it("re-reads a Word row whose empty cells vanished, and splits a row glued to the next", async () => {
    const bytes = await makeDocxTable([
      {
        table: [
          ["Item No.", "Description", "Unit", "Qty", "Rate", "Amount"],
          ["1.03", "Provisional sum for testing", "", "", "", "200,000.00"],
          ["2.01", "Excavation", "m3", "100", "500.00", "50,000.00"],
          ["", "Total carried to Summary", "", "", "", "250,000.00"],
        ],
      },
    ]);
    const [table] = readBoqTables([await attach(bytes, "docx", "Estimate.docx")]);
    expect(table!.rows.map((row) => row.cells)).toEqual([
      { item: "1.03", description: "Provisional sum for testing", amount: "200,000.00" },
      {
        item: "2.01",
        description: "Excavation",
        unit: "m3",
        quantity: "100",
        rate: "500.00",
        amount: "50,000.00",
      },
      { description: "Total carried to Summary", amount: "250,000.00" },
    ]);
  });

  it("reads a PDF row that gives only an amount when it has an item number, and joins wrapped descriptions", () => {
    const [table] = readBoqTables([
      unit(
        [
          "Item No. Description Unit Qty Rate (Kshs.) Amount (Kshs.)",
          "1.03 Provisional sum for testing of materials 200,000.00",
          "2.02 Excavate foundation trenches not m3 320 650.00 208,000.00",
          "exceeding 1.5 m deep",
          "2.03 Mass concrete class 15/20 in blinding",
          "50mm thick m3 45 14,500.00 652,500.00",
          "Page 3 of 10",
        ].join("\n"),
        "page 3",
        "BoQ.pdf",
      ),
    ]);
    expect(table!.currency).toBe("KES");
    expect(table!.rows.map((row) => [row.line, row.cells])).toEqual([
      [2, { item: "1.03", description: "Provisional sum for testing of materials", amount: "200,000.00" }],
      [
        3,
        {
          item: "2.02",
          description: "Excavate foundation trenches not exceeding 1.5 m deep",
          unit: "m3",
          quantity: "320",
          rate: "650.00",
          amount: "208,000.00",
        },
      ],
      [
        5,
        {
          item: "2.03",
          description: "Mass concrete class 15/20 in blinding 50mm thick",
          unit: "m3",
          quantity: "45",
          rate: "14,500.00",
          amount: "652,500.00",
        },
      ],
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
