/**
 * Contract completeness on realistic drafts (tests/support/contract-documents.ts): a complete Kenyan goods contract
 * (PDF), a county short-form contract that says what it leaves out (DOCX), and a World Bank works contract as
 * scanned (PDF, wrapped mid-sentence, a heading followed by "Not applicable."). Every expected result below was
 * read off the document by hand.
 */
import { describe, expect, it } from "vitest";
import { extractDocument } from "@/lib/documents";
import { toAttachedDocument } from "@/lib/reading/attached-document";
import { runReview } from "@/modules/review/lib/engine/engine";
import { RULE_PACKS } from "@/modules/review/lib/engine/packs";
import { CONTRACT_CLAUSES } from "@/modules/review/lib/engine/packs/contract-completeness";
import type { AttachedDocument } from "@/lib/results/types";
import {
  COUNTY_FURNITURE_CONTRACT,
  KENYA_GOODS_CONTRACT,
  WORLD_BANK_WORKS_CONTRACT,
} from "@/tests/support/contract-documents";
import { makeDocx, makePdf } from "@/tests/support/documents";
import { byId, statusOf } from "@/tests/support/review-findings";

async function attach(name: string, pages: readonly string[]): Promise<AttachedDocument> {
  const kind = name.endsWith(".pdf") ? "pdf" : "docx";
  const bytes = kind === "pdf" ? await makePdf([...pages]) : await makeDocx([...pages]);
  return toAttachedDocument(
    { fileId: name, groupId: "draft-contract", name, size: 1 },
    await extractDocument(bytes, kind),
  );
}

function review(documents: AttachedDocument[]) {
  return runReview(
    {
      serviceId: "intelligence",
      subserviceId: "contract-completeness",
      activity: {
        id: "KEMSA/OT/2025/014",
        entity: "Kenya Medical Supplies Authority",
        procurement_category: "Goods",
        procurement_method: "Open Tender",
        currency: "KES",
        estimatedValue: 48_600_000,
        issue_date: "",
        bidDueDate: "",
      },
      moduleInputs: {},
      documents,
      framework: null,
    },
    RULE_PACKS,
  );
}

describe("a complete Kenyan goods contract (PPRA Form of Contract and SCC, PDF)", () => {
  it("passes every clause, quoting the clause that provides it with its page and GCC number", async () => {
    const result = review([await attach("KEMSA Contract.pdf", KENYA_GOODS_CONTRACT)]);
    expect(result.findings.filter((finding) => finding.status !== "pass")).toEqual([]);
    expect(result.findings).toHaveLength(CONTRACT_CLAUSES.length + 1);
    expect(result.score).toBe(100);
    // "THIS AGREEMENT made the 14th day of March 2025 between …" (the quote stops at "P.O.": see the report).
    expect(byId(result, "clause-parties").evidence).toMatch(
      /^"THIS AGREEMENT made the 14th day of March 2025 between the Kenya Medical Supplies Authority .*" — KEMSA Contract\.pdf, page 1$/,
    );
    expect(byId(result, "clause-scope").evidence).toContain(
      "the supply of forty (40) haematology analysers, and has accepted a tender by the Supplier for the supply of those goods",
    );
    // The titled clause, not the first mention of "Contract Price" in the agreement.
    expect(byId(result, "clause-price-payment")).toMatchObject({
      evidence:
        '"GCC 15.1 Payment: Payment shall be made in Kenya Shillings within thirty (30) days of acceptance and submission of an invoice." — KEMSA Contract.pdf, page 2',
      citation: "KEMSA Contract.pdf, page 2, GCC 15.1",
    });
    // "fails to deliver" is the condition of the clause, not its absence.
    expect(byId(result, "clause-liquidated-damages")).toMatchObject({
      evidence: expect.stringMatching(
        /^"GCC 22 Liquidated Damages: If the Supplier fails to deliver .* up to a maximum of 10%\." — KEMSA Contract\.pdf, page 3$/,
      ),
      citation: "KEMSA Contract.pdf, page 3, GCC 22",
    });
    // "No variation … shall be made except by written amendment" is the variations clause.
    expect(byId(result, "clause-variations").citation).toBe("KEMSA Contract.pdf, page 2, GCC 18");
    expect(byId(result, "clause-governing-law").evidence).toBe(
      '"GCC 25 Applicable Law: The Contract shall be interpreted in accordance with the laws of Kenya." — KEMSA Contract.pdf, page 3',
    );
    expect(byId(result, "clause-schedule").citation).toBe("KEMSA Contract.pdf, page 2, GCC 11.1");
  });
});

describe("a county short-form contract that says what it leaves out (DOCX)", () => {
  it("fails each clause the draft says is missing, quoting that sentence and its cue", async () => {
    const result = review([await attach("Furniture Contract.docx", COUNTY_FURNITURE_CONTRACT)]);
    expect(statusOf(result, "clause-liquidated-damages")).toEqual(["fail", "medium"]);
    expect(byId(result, "clause-liquidated-damages").evidence).toBe(
      'The draft says it is missing ("not provided"): "Liquidated damages: not provided." — Furniture Contract.docx, page 1.',
    );
    expect(statusOf(result, "clause-variations")).toEqual(["fail", "medium"]);
    expect(byId(result, "clause-variations").evidence).toBe(
      'The draft says it is missing ("to be agreed later"): "Variations - to be agreed later." — Furniture Contract.docx, page 1.',
    );
    expect(statusOf(result, "clause-termination")).toEqual(["fail", "high"]);
    expect(byId(result, "clause-termination").evidence).toBe(
      'The draft says it is missing ("no provision for"): "This draft contains no provision for termination." — Furniture Contract.docx, page 2.',
    );
    expect(byId(result, "clause-termination").recommendation).toBe(
      "Add the Termination clause to the document.",
    );
  });

  it("disputes declared N/A fail; a performance security declared not applicable is a note", async () => {
    const result = review([await attach("Furniture Contract.docx", COUNTY_FURNITURE_CONTRACT)]);
    expect(statusOf(result, "clause-disputes")).toEqual(["fail", "high"]);
    expect(byId(result, "clause-disputes").evidence).toBe(
      'Declared not applicable ("N/A"), but every contract needs it: "Settlement of disputes: N/A." — Furniture Contract.docx, page 2.',
    );
    expect(statusOf(result, "clause-securities")).toEqual(["info", "info"]);
    expect(byId(result, "clause-securities").evidence).toBe(
      'Declared not applicable ("Not applicable"): "Performance security: Not applicable (contract below the threshold)." — Furniture Contract.docx, page 2.',
    );
    expect(byId(result, "clause-securities").recommendation).toMatch(/confirm that this applies/);
  });

  it("passes what is written, by its numbered title, and fails the force majeure clause it never mentions", async () => {
    const result = review([await attach("Furniture Contract.docx", COUNTY_FURNITURE_CONTRACT)]);
    expect(byId(result, "clause-parties").evidence).toBe(
      '"This Contract is made on 2nd June 2025 between the County Government of Nakuru (the "Procuring Entity") and Jenga Furniture Limited (the "Supplier")." — Furniture Contract.docx, page 1',
    );
    expect(byId(result, "clause-scope").evidence).toBe(
      '"Scope: The Supplier shall supply and deliver 120 office chairs and 40 desks as listed in the Schedule of Requirements." — Furniture Contract.docx, page 1',
    );
    for (const id of ["clause-price-payment", "clause-schedule", "clause-warranty", "clause-governing-law"])
      expect(byId(result, id).status, id).toBe("pass");
    expect(byId(result, "clause-signatures").evidence).toContain(
      '"Signed for and on behalf of the Procuring Entity by the County Chief Officer, Finance." — Furniture Contract.docx, page 2',
    );
    expect(byId(result, "clause-force-majeure")).toMatchObject({
      status: "fail",
      evidence: "Not found in Furniture Contract.docx.",
    });
    // Termination and disputes 25 each, liquidated damages, variations and force majeure 15 each.
    expect(result.score).toBe(100 - 25 - 25 - 15 - 15 - 15);
    // Failures first, then the note, then the passes.
    expect(result.findings.map((finding) => finding.status).slice(0, 6)).toEqual([
      "fail",
      "fail",
      "fail",
      "fail",
      "fail",
      "info",
    ]);
  });
});

describe("a World Bank works contract as scanned (PDF)", () => {
  it("finds the parties and the Works through the line breaks of the Contract Agreement", async () => {
    const result = review([await attach("Contract Agreement.pdf", WORLD_BANK_WORKS_CONTRACT)]);
    expect(byId(result, "clause-parties")).toMatchObject({ status: "pass" });
    expect(byId(result, "clause-parties").evidence).toMatch(
      /^"THIS AGREEMENT made the 3rd day of March, 2025 between.*" — Contract Agreement\.pdf, page 1$/,
    );
    expect(byId(result, "clause-scope").evidence).toContain(
      "WHEREAS the Employer desires that the Works known as Upgrading of Kiambu-Ndumberi Road to Bitumen Standard should be executed by the Contractor",
    );
    expect(byId(result, "clause-price-payment").evidence).toBe(
      '"The Employer hereby covenants to pay the Contractor the Accepted Contract Amount of Kshs. 812,400,000 at the times and in the manner prescribed by the Contract." — Contract Agreement.pdf, page 1',
    );
    expect(byId(result, "clause-force-majeure").citation).toBe(
      "Contract Agreement.pdf, page 2, Sub-Clause 18",
    );
    expect(byId(result, "clause-liquidated-damages").citation).toBe(
      "Contract Agreement.pdf, page 2, Sub-Clause 8.8",
    );
  });

  it("reads a heading followed by 'Not applicable.', and a termination clause beside 'to be agreed later'", async () => {
    const result = review([await attach("Contract Agreement.pdf", WORLD_BANK_WORKS_CONTRACT)]);
    expect(statusOf(result, "clause-disputes")).toEqual(["fail", "high"]);
    expect(byId(result, "clause-disputes").evidence).toBe(
      'Declared not applicable ("Not applicable"), but every contract needs it: "SETTLEMENT OF DISPUTES" followed by "Not applicable." — Contract Agreement.pdf, page 2.',
    );
    expect(statusOf(result, "clause-termination")).toEqual(["warning", "medium"]);
    expect(byId(result, "clause-termination").evidence).toBe(
      'Provided: "Sub-Clause 15.2 Termination by Employer: The Employer shall be entitled to terminate the Contract if the Contractor abandons the Works." — Contract Agreement.pdf, page 2. But also said to be missing ("to be agreed later"): "Termination for convenience: to be agreed later." — Contract Agreement.pdf, page 2.',
    );
    expect(statusOf(result, "clause-securities")).toEqual(["info", "info"]);
    expect(byId(result, "clause-securities").citation).toBe("Contract Agreement.pdf, page 2, Sub-Clause 4.2");
    // Disputes (fail, high) 25 and termination (warning, medium) 6; the security note costs nothing.
    expect(result.score).toBe(100 - 25 - 6);
  });
});

describe("a draft without readable text", () => {
  it("says no clause could be checked and shows no score, rather than failing every clause", async () => {
    const result = review([await attach("Scan.pdf", ["", ""])]);
    expect(result.findings.map((finding) => [finding.id, finding.status, finding.severity])).toEqual([
      ["contract-text", "insufficient", "high"],
      ["contract-document", "pass", "info"],
    ]);
    expect(byId(result, "contract-text").evidence).toBe(
      "No readable text in Scan.pdf: no clause could be checked.",
    );
    expect(result.score).toBeNull();
    expect(result.summary).toMatch(/^No score for Contract Completeness Check/);
  });
});
