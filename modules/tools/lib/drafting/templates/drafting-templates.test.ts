import { readFile } from "node:fs/promises";
import path from "node:path";
import ExcelJS from "exceljs";
import mammoth from "mammoth";
import { describe, expect, it } from "vitest";
import {
  BOQ_TEMPLATES,
  DOCUMENT_TEMPLATES,
  fillText,
  placeholdersIn,
  PLACEHOLDERS,
  templateClauses,
  templateVersion,
} from "@/modules/tools/lib/drafting/templates";
import { boqXlsx, fillDocxTemplate, templateDocx } from "@/modules/tools/lib/drafting/templates/files";
import { TEMPLATES } from "@/modules/tools/lib/templates";

const publicFile = (templatePath: string) => readFile(path.join(process.cwd(), "public", templatePath));
const docxText = async (bytes: Uint8Array) =>
  (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value;

describe("built-in template files", () => {
  it("every catalogue template has content, a version, an issue date and a committed file", async () => {
    for (const entry of TEMPLATES) {
      const version = templateVersion(entry.id);
      expect(version, entry.id).toBeDefined();
      expect(version!.version).toMatch(/^\d+\.\d+$/);
      expect(Number.isNaN(Date.parse(version!.issued))).toBe(false);
      expect((await publicFile(entry.path)).length, entry.path).toBeGreaterThan(1000);
    }
    expect(DOCUMENT_TEMPLATES.length + BOQ_TEMPLATES.length).toBe(TEMPLATES.length);
  });

  it("each DOCX reads back with its numbered headings, clauses and placeholders, as the data builds it", async () => {
    for (const template of DOCUMENT_TEMPLATES) {
      const entry = TEMPLATES.find((t) => t.id === template.id)!;
      expect(entry.path.endsWith(".docx")).toBe(true);
      const committed = await docxText(await publicFile(entry.path));
      // The committed file is what the script writes from the data (run npm run templates:build after edits).
      expect(committed).toBe(await docxText(await templateDocx(template)));
      expect(committed).toContain(template.title);
      expect(committed).toContain(`Template version ${template.version}, issued ${template.issued}`);
      template.sections.forEach((section, index) =>
        expect(committed).toContain(`${index + 1}. ${section.heading}`),
      );
      for (const { clause } of templateClauses(template.sections)) {
        expect(committed).toContain(`${clause.id} ${clause.text}`);
        for (const name of placeholdersIn(clause.text)) expect(Object.keys(PLACEHOLDERS)).toContain(name);
      }
      expect(committed).toContain("{outputs}");
    }
  });

  it("the goods ToR follows the goods schedule of requirements and the consulting ToR the RFP's ToR", () => {
    const headings = (id: string) =>
      DOCUMENT_TEMPLATES.find((t) => t.id === id)!.sections.map((s) => s.heading);
    expect(headings("wb-goods-tor")).toEqual(
      expect.arrayContaining([
        "List of Goods and Delivery Schedule",
        "Technical Specifications",
        "Inspections and Tests",
      ]),
    );
    expect(headings("wb-consulting-tor")).toEqual(
      expect.arrayContaining([
        "Objectives of the Assignment",
        "Team Composition and Qualification Requirements for the Key Experts",
      ]),
    );
    expect(headings("wb-works-specification")).toContain(
      "Environmental, Social, Health and Safety Requirements",
    );
    expect(headings("afdb-infrastructure-specification")).toContain("Environmental and Social Safeguards");
  });

  it("fills a DOCX template's placeholders with docxtemplater and marks the ones without a value", async () => {
    const bytes = await publicFile("/templates/wb-goods-tor.docx");
    const filled = await docxText(
      fillDocxTemplate(new Uint8Array(bytes), {
        project_name: "Supply of 200 Laptops",
        purchaser: "Ministry of Health",
        outputs: "200 laptops, Core i5 or equivalent, 16 GB memory & 512 GB SSD",
        objectives: "Equip 47 county offices <with> computers",
      }),
    );
    expect(filled).toContain("Supply of 200 Laptops");
    expect(filled).toContain("Ministry of Health intends to procure goods for Supply of 200 Laptops");
    expect(filled).toContain(
      "The scope of supply comprises: 200 laptops, Core i5 or equivalent, 16 GB memory & 512 GB SSD",
    );
    expect(filled).toContain("Equip 47 county offices <with> computers");
    expect(filled).toContain("[To confirm: location]");
    expect(filled).not.toMatch(/\{[a-z_]+\}/);
  });

  it("fillText leaves a placeholder without a value as written", () => {
    expect(fillText("{purchaser} buys {outputs}.", { purchaser: "KeNHA" })).toBe("KeNHA buys {outputs}.");
    expect(placeholdersIn("{a_b} and {c} and {a_b}")).toEqual(["a_b", "c"]);
  });

  it("the bill of quantities reads back with its columns, Qty × Rate formulas, subtotals and summary", async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await publicFile("/templates/generic-goods-boq.xlsx")) as unknown as ArrayBuffer,
    );
    const template = BOQ_TEMPLATES[0]!;
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      "Preamble",
      "Bill 1 Goods",
      "Bill 2 Related Services",
      "Summary",
    ]);
    const bill = workbook.getWorksheet("Bill 1 Goods")!;
    expect(bill.getRow(2).values).toEqual([
      undefined,
      "Item",
      "Description",
      "Unit",
      "Qty",
      "Rate",
      "Amount",
    ]);
    expect(bill.getCell("A3").value).toBe("1.01");
    expect(bill.getCell("F3").value).toMatchObject({ formula: "D3*E3" });
    const subtotalRow = 3 + template.bills[0]!.items.length;
    expect(bill.getCell(`F${subtotalRow}`).value).toMatchObject({ formula: `SUM(F3:F${subtotalRow - 1})` });
    const summary = workbook.getWorksheet("Summary")!;
    expect(summary.getCell("B2").value).toMatchObject({ formula: `'Bill 1 Goods'!F${subtotalRow}` });
    expect(summary.getCell("B4").value).toMatchObject({ formula: "SUM(B2:B3)" });
    expect(workbook.getWorksheet("Preamble")!.getCell("A3").value).toBe(
      `Template version ${template.version}, issued ${template.issued}`,
    );
    // Rebuilding from the data gives the same cells.
    const rebuilt = new ExcelJS.Workbook();
    await rebuilt.xlsx.load((await boqXlsx(template)) as unknown as ArrayBuffer);
    expect(rebuilt.getWorksheet("Bill 1 Goods")!.getCell("B3").value).toBe(bill.getCell("B3").value);
  });
});
