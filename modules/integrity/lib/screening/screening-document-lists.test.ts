import { describe, expect, it } from "vitest";
import { extractDocument } from "@/lib/documents";
import {
  ScreeningListError,
  buildScreeningIndex,
  detectAndParseList,
  parseCustomCsv,
  screen,
} from "@/modules/integrity/lib/screening";
import {
  documentListCsv,
  listDocumentKind,
  type ListDocumentKind,
} from "@/modules/integrity/lib/screening/parsers/document-list";
import { printedRowCells } from "@/modules/integrity/lib/screening/parsers/printed-list";
import { printedRows } from "@/modules/integrity/lib/screening/parsers/printed-rows";
import { tableCsv } from "@/modules/integrity/lib/screening/parsers/table-csv";
import { makeDocx, makePdf, makeXlsx } from "@/tests/support/documents";
import {
  PPRA_TITLE,
  makeFromToXlsx,
  makeLetterPdf,
  makePpraPdf,
  makePpraXlsx,
} from "@/tests/support/debarment-documents";

/** What the server does with an uploaded document: the reader's text, then the CSV the parsers take. */
async function listCsv(bytes: Uint8Array): Promise<string> {
  const kind = listDocumentKind(bytes) as ListDocumentKind;
  return documentListCsv(kind, (await extractDocument(bytes, kind)).units);
}

async function refusal(bytes: Uint8Array): Promise<ScreeningListError> {
  try {
    await listCsv(bytes);
  } catch (error) {
    if (error instanceof ScreeningListError) return error;
    throw error;
  }
  throw new Error("expected the document to be refused");
}

const PPRA_ENTRIES = [
  ["Mlima Contractors Limited", "2020-05-12", "2023-05-11"],
  ["Tana Hardware & General Supplies Ltd", "2021-08-15", "2031-08-14"],
  ["Kilimanjaro Builders and Civil Works Ltd", "2023-02-01", null],
  ["Pwani Medical Supplies Co. Ltd", "2019-06-03", "2024-06-02"],
];

function screenedOn(csv: string, asOf: string) {
  const index = buildScreeningIndex(detectAndParseList("list.csv", csv).entries);
  const on = { asOf: new Date(`${asOf}T00:00:00Z`) };
  return (name: string) => screen(index, { name }, on)[0];
}

describe("an Excel workbook of PPRA's debarred firms", () => {
  it("reads the first sheet with a name column, Excel date cells as dates and the merged title once", async () => {
    const csv = await listCsv(await makePpraXlsx());
    const lines = csv.split("\r\n");
    // The "Read me" sheet before it has no list; the merged title is one cell, not six.
    expect(lines[0]).toBe(PPRA_TITLE);
    expect(csv).toContain(",3 years,2020-05-12");
    expect(csv).not.toMatch(/\b4396[0-9]\b/); // no Excel serial numbers (12 May 2020 is 43963)
    const parsed = detectAndParseList("Debarred firms.xlsx.csv", csv);
    expect(parsed.entries.map((e) => [e.name, e.from, e.to])).toEqual(PPRA_ENTRIES);
    // The reason wrapped onto a row of its own is joined back.
    expect(parsed.entries[2]!.reason).toBe("Fraudulent bid security and false information on experience");
  });

  it("screens the expired debarment as past and the running one as active", async () => {
    const screenOne = screenedOn(await listCsv(await makePpraXlsx()), "2024-07-01");
    expect(screenOne("Mlima Contractors Ltd")).toMatchObject({
      status: "past",
      period: "Debarred 2020-05-12 to 2023-05-11 (ended)",
    });
    expect(screenOne("Tana Hardware and General Supplies Limited")).toMatchObject({
      status: "active",
      period: "Debarred 2021-08-15 to 2031-08-14",
    });
  });

  it("reads a merged two-row header (Debarment Period over From and To) of Excel dates", async () => {
    const parsed = parseCustomCsv(await listCsv(await makeFromToXlsx()));
    expect(parsed.entries.map((e) => [e.name, e.from, e.to])).toEqual([
      ["Omega Works Ltd", "2019-05-13", "2022-05-12"],
      ["Alpha Traders", "2021-01-02", null],
    ]);
  });

  it("refuses a workbook with no name column, naming each sheet's columns", async () => {
    const bytes = await makeXlsx({
      Summary: [["Debarment decisions 2024"], ["S/No", "Directors", "Reason for Debarment", "Period"]],
      Figures: [
        ["Quarter", "Decisions"],
        ["Q1", 4],
      ],
    });
    const error = await refusal(bytes);
    expect(error.kind).toBe("no_name_column");
    expect(error.message).toBe(
      'No sheet of this workbook has a column for the firm\'s name (looked for: Name of Firm, Firm Name, Name, Company Name, Entity, Supplier). Columns found on "Summary": S/No, Directors, Reason for Debarment, Period; "Figures": Quarter, Decisions.',
    );
  });

  it("tells an Excel 97-2003 file, a workbook, a PDF and text apart by their first bytes", async () => {
    const xls = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expect(() => listDocumentKind(xls)).toThrow(/Excel 97-2003 workbook \(\.xls\).*save it as .*\.xlsx/);
    expect(listDocumentKind(await makePpraXlsx())).toBe("xlsx");
    expect(listDocumentKind(await makePpraPdf())).toBe("pdf");
    expect(listDocumentKind(new TextEncoder().encode("Name of Firm,Address\n"))).toBeNull();
    // "%PDF-" inside a CSV is text, not a PDF.
    expect(listDocumentKind(new TextEncoder().encode("Name,Notes\nAcme Ltd,%PDF-1.7\n"))).toBeNull();
  });
});

describe("PPRA's debarred firms list as a printed PDF", () => {
  it("reads each row's name, address, reason and period, over two pages with the header repeated", async () => {
    const csv = await listCsv(await makePpraPdf());
    const parsed = detectAndParseList("PPRA debarred firms.pdf.csv", csv);
    expect(parsed.entries.map((e) => [e.name, e.from, e.to])).toEqual(PPRA_ENTRIES);
    expect(parsed.entries.map((e) => e.reason)).toEqual([
      "Forged tax compliance certificate",
      "Collusive practice",
      "Fraudulent bid security and false information on experience",
      "Failure to perform contract",
    ]);
    expect(csv.split("\r\n")[1]).toBe(
      '1,M/S Mlima Contractors Limited,"P.O. Box 1234-00100, Nairobi",Forged tax compliance certificate,3 years 12/05/2020',
    );
    const screenOne = screenedOn(csv, "2024-07-01");
    expect(screenOne("Mlima Contractors Ltd")?.status).toBe("past");
    expect(screenOne("Kilimanjaro Builders and Civil Works Limited")).toMatchObject({ status: "active" });
  });

  it("refuses a letter with no table, saying what the PDF holds", async () => {
    const error = await refusal(await makeLetterPdf());
    expect(error.kind).toBe("no_name_column");
    expect(error.message).toMatch(
      /^This PDF \(1 page\) has no table of debarred firms: no numbered rows under a heading such as "Name of Firm" were found\. It begins: "PUBLIC PROCUREMENT REGULATORY AUTHORITY Ref: PPRA\/DEB\/12\/2024 /,
    );
  });

  it("refuses a table whose rows give no firm's name, or names but no dates, quoting the first row", async () => {
    const header = "S/No. Name of Firm Directors Reason for Debarment Period of Debarment";
    const noNames = await refusal(
      await makePdf([`${header}\n1. John Kamau Mwangi Fraud 3 years\n2. Mary Wambui Fraud 5 years`]),
    );
    expect(noNames.kind).toBe("malformed");
    expect(noNames.message).toBe(
      `This PDF's table could not be read: 2 numbered rows were found under "${header}", but none gives a firm's name (none ends in a legal form such as "Ltd" or is followed by a "P.O. Box" address). The first row reads "1. John Kamau Mwangi Fraud 3 years". Load the list as Excel or CSV instead.`,
    );
    const noDates = await refusal(await makePdf([`${header}\n1. Omega Works Ltd Jane Doe Fraud`]));
    expect(noDates.message).toMatch(/1 numbered row were found .* but none gives firms' names but no dates/);
  });

  it("reads the same rows from a Word document's text, and skips a row with no name", async () => {
    const header = "S/No. Name of Firm Address Reason for Debarment Period of Debarment";
    const text = `${header}\n1. Omega Works Ltd P.O. Box 9-00100, Nairobi Fraud 2 years from 01/03/2022\n2. Unnamed row without a form\n3. Pwani Traders P.O. Box 12, Mombasa Collusion Permanently`;
    const bytes = await makeDocx([text]);
    const units = (await extractDocument(bytes, "docx")).units;
    const parsed = parseCustomCsv(documentListCsv("pdf", units));
    expect(parsed.entries.map((e) => [e.name, e.from, e.to])).toEqual([
      ["Omega Works Ltd", "2022-03-01", "2024-02-29"],
      ["Pwani Traders", undefined, null],
    ]);
    expect(parsed.skippedRows).toBe(1);
  });
});

describe("reading a printed row", () => {
  it("takes the name to its legal form and the period from the dates and lengths at the end", () => {
    expect(
      printedRowCells({
        number: 7,
        text: "7. Lake Basin Co. Ltd (K) John Otieno Failed to deliver within 30 days of the order 18 months with effect from 3rd June 2019",
      }),
    ).toEqual({
      number: "7",
      name: "Lake Basin Co. Ltd (K)",
      address: "",
      reason: "John Otieno Failed to deliver within 30 days of the order",
      period: "18 months with effect from 3rd June 2019",
    });
    // No legal form and no address: the name cannot be told from the rest.
    expect(printedRowCells({ number: 1, text: "1. Kamau Mwangi Fraud 3 years" })).toBeUndefined();
  });

  it("does not take a wrapped line starting with a period or a date for the next row", () => {
    const rows = printedRows([
      {
        label: "page 1",
        text: "No. Name of Firm Reason Period\n1. Alpha Ltd Fraud\n2 years from 12/05/2020\n2. Beta Ltd Fraud\n3 May 2021 for 5 years\n3. Gamma Ltd Fraud 1 year",
      },
    ]);
    expect(rows.map((row) => row.text)).toEqual([
      "1. Alpha Ltd Fraud 2 years from 12/05/2020",
      "2. Beta Ltd Fraud 3 May 2021 for 5 years",
      "3. Gamma Ltd Fraud 1 year",
    ]);
  });

  it("writes cells with commas, quotes and semicolons so the CSV reader reads the same cells", () => {
    const reason = 'Fraud; collusion; bid rigging; forged "tax" documents; false experience, twice';
    const csv = tableCsv([
      ["Name of Firm", "Reason for Debarment", "Period of Debarment"],
      ["Omega Works Ltd", reason, "3 years 01/03/2022"],
    ]);
    const [entry] = parseCustomCsv(csv).entries;
    expect(entry).toMatchObject({ name: "Omega Works Ltd", reason, from: "2022-03-01", to: "2025-02-28" });
  });
});
