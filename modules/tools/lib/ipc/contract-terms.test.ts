// The certificate against the contract's payment terms: Special Conditions written in code the way Kenyan works
// contracts carry them (a Contract Data table, a narrative SCC clause with a scanned-style line break, an
// advance declared "Not applicable"), and certificates filled in as a quantity surveyor would.
import { describe, expect, it } from "vitest";
import { extractDocument } from "@/lib/documents";
import { toAttachedDocument } from "@/lib/reading/attached-document";
import type { AttachedDocument, Finding, ToolInputValues, ToolRunContext } from "@/lib/results/types";
import { readContractTerms } from "@/modules/tools/lib/ipc/contract-terms";
import { ipcEngine } from "@/modules/tools/lib/ipc/engine";
import { KENYA } from "@/tests/support/frameworks";
import { makeDocxTable } from "@/tests/support/table-documents";

const text = (name: string, body: string): AttachedDocument => ({
  fileId: name,
  groupId: "refs",
  name,
  size: 1,
  units: [{ label: "page 1", text: body }],
});

// Narrative SCC as typed into a county works contract; the PDF wrapped the retention sentence mid-line.
const SCC = text(
  "Contract CGM-RDS-014.pdf",
  [
    "SPECIAL CONDITIONS OF CONTRACT",
    "",
    "GCC 14.3 (c) Retention money shall be 10% of the value of each interim certificate up to a",
    "limit of 5% of the Contract Sum.",
    "",
    "GCC 14.2 The Advance Payment shall be 10% of the Accepted Contract Amount, payable against an Advance Payment Guarantee of 100% of the advance.",
    "",
    "GCC 14.2.5 Repayment amortisation rate: 25% of each Interim Payment Certificate.",
    "",
    "Provisional Sums: Kshs. 1,000,000.00",
  ].join("\n"),
);

/** Certificate No. 6 of a Kshs. 25M road contract, as the quantity surveyor enters it. */
const CERTIFICATE: ToolInputValues = {
  contract_reference: "CGM/RDS/014/2025",
  certificate_no: "IPC No. 6",
  currency: "KES",
  contract_sum: "Kshs. 25,000,000.00",
  prev_work_done: "12,800,000.00",
  prev_deductions_retention: "1,200,000.00",
  prev_deductions_advance: "1,000,000.00",
  period_work_done: "2,770,000.00",
  period_deductions_retention: "277,000.00",
  period_deductions_advance: "692,500.00",
};

const run = async (values: ToolInputValues, documents: AttachedDocument[]) => {
  const context: ToolRunContext = {
    toolId: "ipc_validation",
    values,
    framework: KENYA,
    documents,
    now: new Date("2026-02-02T09:00:00Z"),
  };
  return ipcEngine.run(context);
};
const byId = (findings: readonly Finding[] | undefined, id: string) =>
  findings!.find((each) => each.id === id)!;

describe("reading the contract's payment terms", () => {
  it("reads rate, limit, advance, amortisation and provisional sums from a narrative SCC with a line break", () => {
    const terms = readContractTerms([SCC]);
    expect(terms.retentionRate?.value).toBe(10);
    expect(terms.retentionLimit?.value).toBe(5);
    expect(terms.advancePercent?.value).toBe(10);
    expect(terms.amortisationRate?.value).toBe(25);
    expect(terms.provisionalSums?.value).toBe(1_000_000);
    expect(terms.retentionLimit?.source).toContain("Contract CGM-RDS-014.pdf");
  });

  it("reads a Contract Data table in Word and an advance declared not applicable", async () => {
    const docx = await makeDocxTable([
      "SECTION VIII - PARTICULAR CONDITIONS OF CONTRACT (CONTRACT DATA)",
      {
        table: [
          ["Clause", "Item", "Data"],
          ["14.3(c)", "Percentage of retention", "5% of each IPC"],
          ["14.3(c)", "Limit of Retention Money", "5% of the Accepted Contract Amount"],
          ["14.2", "Advance payment", "Not applicable"],
        ],
      },
    ]);
    const document = toAttachedDocument(
      { fileId: "cd", groupId: "refs", name: "Contract Data.docx", size: 1 },
      await extractDocument(docx, "docx"),
    );
    const terms = readContractTerms([document]);
    expect(terms.retentionRate?.value).toBe(5);
    expect(terms.retentionLimit?.value).toBe(5);
    expect(terms.noAdvance).not.toBeNull();
    expect(terms.advancePercent).toBeNull();
  });
});

describe("retention against its limit and rate", () => {
  it("fails retention of 1,477,000 above its cap of 5% of the contract sum (1,250,000)", async () => {
    const output = await run(CERTIFICATE, [SCC]);
    const limit = byId(output.findings, "retention-limit");
    expect([limit.status, limit.severity]).toEqual(["fail", "high"]);
    expect(limit.evidence).toContain(
      "Cumulative retention KES 1,477,000.00 exceeds its limit of 5% of the contract sum KES 25,000,000.00 = KES 1,250,000.00 by KES 227,000.00",
    );
    expect(limit.citation).toContain("GCC 14.3.2(c)");
    // 50,000 was the room left under the limit, not 10% of 2,770,000.
    expect(byId(output.findings, "retention-rate").status).toBe("fail");
    expect(byId(output.findings, "retention-rate").evidence).toContain("it should be KES 50,000.00");
    expect(
      output.notices?.some((notice) => notice.startsWith("Retention within its limit: Cumulative retention")),
    ).toBe(true);
  });

  it("passes retention held within the limit at the contract rate", async () => {
    const output = await run(
      { ...CERTIFICATE, prev_deductions_retention: "900,000.00", period_deductions_retention: "277,000.00" },
      [SCC],
    );
    expect(byId(output.findings, "retention-limit").status).toBe("pass");
    expect(byId(output.findings, "retention-rate").status).toBe("pass");
  });

  it("says which term is missing when no contract is attached, instead of passing", async () => {
    const output = await run(CERTIFICATE, []);
    expect(byId(output.findings, "retention-limit").status).toBe("insufficient");
    expect(byId(output.findings, "retention-limit").evidence).toContain(
      "the limit of retention money (% of the contract sum) not given",
    );
    expect(byId(output.findings, "retention-rate").evidence).toContain(
      "the Kenya standard conditions set no default rate",
    );
    expect(byId(output.findings, "advance-recovery").evidence).toContain(
      "the advance payment (amount or % of the contract sum) not given",
    );
  });
});

describe("advance payment recovery", () => {
  it("passes recovery that started after 30% and stays within the advance", async () => {
    const output = await run({ ...CERTIFICATE, prev_deductions_retention: "900,000.00" }, [SCC]);
    const advance = byId(output.findings, "advance-recovery");
    expect(advance.status).toBe("pass");
    expect(advance.evidence).toContain("Advance KES 2,500,000.00");
    expect(advance.citation).toContain("GCC 14.2.5");
  });

  it("warns when the recovery this period is not at the amortisation rate", async () => {
    const output = await run(
      { ...CERTIFICATE, prev_deductions_retention: "900,000.00", period_deductions_advance: "300,000.00" },
      [SCC],
    );
    const advance = byId(output.findings, "advance-recovery");
    expect([advance.status, advance.severity]).toEqual(["warning", "medium"]);
    expect(advance.evidence).toContain(
      "at the amortisation rate of 25% of the gross this period KES 2,770,000.00 it should be KES 692,500.00",
    );
  });

  it("fails a certificate that recovers nothing after 30% of the contract sum less provisional sums was certified", async () => {
    const output = await run(
      { ...CERTIFICATE, prev_deductions_advance: "0", period_deductions_advance: "0" },
      [SCC],
    );
    const advance = byId(output.findings, "advance-recovery");
    expect([advance.status, advance.severity]).toEqual(["fail", "high"]);
    expect(advance.evidence).toContain(
      "passed 30% of the contract sum less provisional sums, KES 24,000,000.00",
    );
    expect(advance.recommendation).toBe(
      "Deduct 25% of this certificate, KES 692,500.00, as advance repayment.",
    );
  });

  it("fails recovery above the advance, and an advance still outstanding at 90%", async () => {
    const over = await run(
      { ...CERTIFICATE, prev_deductions_advance: "2,000,000.00", period_deductions_advance: "692,500.00" },
      [SCC],
    );
    expect(byId(over.findings, "advance-recovery").evidence).toContain(
      "exceeds the advance of KES 2,500,000.00 by KES 192,500.00",
    );
    const late = await run(
      { ...CERTIFICATE, prev_work_done: "20,000,000.00", period_work_done: "2,000,000.00" },
      [SCC],
    );
    const finding = byId(late.findings, "advance-recovery");
    expect(finding.status).toBe("fail");
    expect(finding.evidence).toContain(
      "past the 90% by which the advance of KES 2,500,000.00 must be repaid",
    );
  });

  it("fails an advance recovered under a contract that gives none, and passes none recovered", async () => {
    const none = text(
      "SCC.pdf",
      "GCC 14.2 Advance payment: Not applicable.\nPercentage of retention: 10%. Limit of Retention Money: 5% of the Contract Sum.",
    );
    expect(byId((await run(CERTIFICATE, [none])).findings, "advance-recovery").status).toBe("fail");
    const clean = await run(
      { ...CERTIFICATE, prev_deductions_advance: "0", period_deductions_advance: "0" },
      [none],
    );
    expect(byId(clean.findings, "advance-recovery").status).toBe("pass");
  });
});
