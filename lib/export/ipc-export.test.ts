import ExcelJS from "exceljs";
import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import { ipcEngine } from "@/modules/tools/lib/ipc/engine";
import { DomainError } from "@/lib/errors";
import { winAnsi } from "@/lib/export/pdf-text";
import { IPC_BASE_VALUES } from "@/tests/support/ipc-values";
import type { ToolInputValues, ToolOutput, ToolRunContext } from "@/lib/results/types";

const VALUES: ToolInputValues = {
  ...IPC_BASE_VALUES,
  contract_reference: "CW/2025/014 Feeder roads",
  certificate_no: "IPC No. 7",
  currency: "KWD",
  contract_sum: "900,000",
  price_adjustment_enabled: true,
  index_current: "105",
  reviewer_note: "Résumé: quantities checked on site — 付款 pending ✓",
};

function context(values: ToolInputValues = VALUES): ToolRunContext {
  return {
    toolId: "ipc_validation",
    values,
    framework: { kind: "Multilateral_IFI", source: "multilateral", code: "WB", label: "World Bank (WB)" },
    documents: [{ fileId: "f1", groupId: "refs", name: "Signed IPC 7.pdf", size: 1000, units: [] }],
    now: new Date("2025-07-01T10:00:00Z"),
  };
}

/** The output as the run endpoint stores it: through JSON. */
async function storedOutput(values?: ToolInputValues): Promise<ToolOutput> {
  return JSON.parse(JSON.stringify(await ipcEngine.run(context(values)))) as ToolOutput;
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

async function sheetRows(bytes: Uint8Array): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
  const sheet = workbook.getWorksheet("Certificate check");
  expect(sheet).toBeDefined();
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe("certificate check PDF", () => {
  it("holds the header, breakdown, adjustment with hint, recommended amounts, note, references and footer", async () => {
    const file = await ipcEngine.exportDocument!(await storedOutput(), "certificate-check", "pdf");
    expect(file.contentType).toBe("application/pdf");
    expect(file.filename).toBe("payment-certificate-check-ipc-no-7.pdf");
    expect(new TextDecoder().decode(file.bytes.slice(0, 5))).toBe("%PDF-");
    const text = await pdfText(file.bytes);
    for (const expected of [
      "Payment certificate check",
      "CW/2025/014 Feeder roads",
      "IPC No. 7",
      "June 2025",
      "World Bank (WB)",
      "KWD 900,000.000",
      // breakdown (KWD has 3 digits): work done 100,000 | 50,000 | 150,000
      "100,000.000",
      "150,000.000",
      // gross 115,000 | 57,000 | 172,000
      "172,000.000",
      // price adjustment 52,000 x 0.05 = 2,600; net 57,000 + 2,600 - 11,000 = 48,600; cumulative 93,500 + 48,600
      "KWD 2,600.000",
      "1.0500 × 10/100 = 0.1050",
      "KWD 48,600.000",
      "KWD 142,100.000",
      "Résumé: quantities checked on site — ?? pending ?",
      "Signed IPC 7.pdf",
      "Decision support only — validate before certifying.",
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it("keeps what WinAnsi can draw and replaces the rest", () => {
    expect(winAnsi("Łódź € — “ok” × 5")).toBe("Lódz € — “ok” × 5");
    expect(winAnsi("支付 🚧")).toBe("?? ?");
  });
});

describe("certificate check XLSX", () => {
  it("holds the figures as numbers with the currency's digits", async () => {
    const file = await ipcEngine.exportDocument!(await storedOutput(), "certificate-check", "xlsx");
    expect(file.filename).toBe("payment-certificate-check-ipc-no-7.xlsx");
    const rows = await sheetRows(file.bytes);
    const row = (label: string) => rows.find((cells) => cells[0] === label);
    expect(row("Contract reference")).toEqual(["Contract reference", "CW/2025/014 Feeder roads"]);
    expect(row("Certificate no.")?.[1]).toBe("IPC No. 7");
    expect(row("Framework")?.[1]).toBe("World Bank (WB)");
    expect(row("Contract sum")?.[1]).toBe(900000);
    expect(row("Work done")).toEqual(["Work done", 100000, 50000, 150000]);
    expect(row("Gross (work done + materials + variations)")).toEqual([
      "Gross (work done + materials + variations)",
      115000,
      57000,
      172000,
    ]);
    expect(row("Total deductions")).toEqual(["Total deductions", 21500, 11000, 32500]);
    expect(row("Price adjustment")?.[1]).toBe("—");
    expect(row("Price adjustment")?.[2]).toBeCloseTo(2600, 8);
    expect(row("Net payable")?.[1]).toBe(93500);
    expect(row("Net payable")?.[3]).toBeCloseTo(142100, 8);
    expect(row("Recommended net payable this period")?.[1]).toBeCloseTo(48600, 8);
    expect(row("Recommended cumulative net payable")?.[1]).toBeCloseTo(142100, 8);
    expect(row("Index ratio × weighting/100")?.[1]).toBe("1.0500 × 10/100 = 0.1050");
    expect(rows.some((cells) => String(cells[0]).startsWith("Résumé: quantities checked"))).toBe(true);
    expect(row("Signed IPC 7.pdf")).toBeDefined();
    expect(rows.at(-1)).toEqual(["Decision support only — validate before certifying."]);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      file.bytes.buffer.slice(
        file.bytes.byteOffset,
        file.bytes.byteOffset + file.bytes.byteLength,
      ) as ArrayBuffer,
    );
    const sheet = workbook.getWorksheet("Certificate check")!;
    let format = "";
    sheet.eachRow((candidate) => {
      if (candidate.getCell(1).value === "Work done") format = candidate.getCell(2).numFmt;
    });
    expect(format).toBe("#,##0.000");
  });

  it("says when the adjustment is off", async () => {
    const file = await ipcEngine.exportDocument!(
      await storedOutput({ ...VALUES, price_adjustment_enabled: false }),
      "certificate-check",
      "xlsx",
    );
    const rows = await sheetRows(file.bytes);
    expect(rows.find((cells) => cells[0] === "Price adjustment" && cells.length === 2)?.[1]).toBe(
      "Not applied (factor 1)",
    );
    expect(rows.find((cells) => cells[0] === "Recommended net payable this period")?.[1]).toBe(46000);
  });
});

describe("export errors", () => {
  it("refuses an unknown document, an unoffered format and an output that is not a check", async () => {
    const output = await storedOutput();
    await expect(ipcEngine.exportDocument!(output, "other", "pdf")).rejects.toEqual(
      new DomainError("not_found", "Unknown document: other."),
    );
    await expect(ipcEngine.exportDocument!(output, "certificate-check", "docx")).rejects.toMatchObject({
      code: "format_not_offered",
      message: "The certificate check is not offered as docx.",
    });
    await expect(
      ipcEngine.exportDocument!({ ...output, data: { subtotalThis: "1" } }, "certificate-check", "pdf"),
    ).rejects.toMatchObject({
      code: "unreadable_result",
      message: "The stored result is not a payment certificate check.",
    });
  });
});
