import { describe, expect, it } from "vitest";
import { extractDocument } from "@/lib/documents";
import { toAttachedDocument } from "@/lib/reading/attached-document";
import { runReview } from "@/modules/review/lib/engine/engine";
import { RULE_PACKS } from "@/modules/review/lib/engine/packs";
import { CONTRACT_CLAUSES } from "@/modules/review/lib/engine/packs/contract-completeness";
import type { ReviewInput } from "@/lib/results/review-types";
import type { AttachedDocument } from "@/lib/results/types";
import { makeDocx, makePdf } from "@/tests/support/documents";

const COMPLETE = [
  "CONTRACT AGREEMENT. This Agreement is made by and between the Ministry of Works (the Employer) and Acme Ltd (the Contractor).",
  "1. Scope of Works: construction of the Main Road. 2. Contract Price: KES 10,000,000. Terms of Payment: within 30 days of invoice.",
  "3. Time for Completion: 12 months from the Commencement Date. 4. Performance Security: 10% of the Contract Price. 5. Defects Liability Period: 12 months.",
  "6. Liquidated Damages: 0.1% per day of delay. 7. Variations may be instructed by the Engineer. 8. Termination by the Employer.",
  "9. Settlement of Disputes by arbitration. 10. Governing Law: the laws of Kenya. 11. Force Majeure.",
  "IN WITNESS WHEREOF the parties have signed this Agreement. Signature of the authorized representative.",
];

function review(documents: AttachedDocument[]) {
  const input: ReviewInput = {
    serviceId: "intelligence",
    subserviceId: "contract-completeness",
    activity: {
      id: "C-1",
      entity: "Ministry of Works",
      procurement_category: "Works",
      procurement_method: "Open Tender",
      currency: "KES",
      estimatedValue: 10_000_000,
      issue_date: "",
      bidDueDate: "",
    },
    moduleInputs: {},
    documents,
    framework: null,
  };
  return runReview(input, RULE_PACKS);
}

const page = (text: string, groupId = "draft-contract"): AttachedDocument => ({
  fileId: "c",
  groupId,
  name: "Contract.docx",
  size: 1,
  units: [{ label: "page 1", text }],
});

describe("contract-completeness on generated documents", () => {
  it("passes a complete contract (PDF) with quotes and page numbers", async () => {
    const extracted = await extractDocument(await makePdf(COMPLETE), "pdf");
    const document = toAttachedDocument(
      { fileId: "c1", groupId: "draft-contract", name: "Contract.pdf", size: 1 },
      extracted,
    );
    const result = review([document]);
    expect(result.findings.filter((finding) => finding.status !== "pass")).toEqual([]);
    expect(result.findings).toHaveLength(CONTRACT_CLAUSES.length + 1);
    expect(result.score).toBe(100);
    const damages = result.findings.find((finding) => finding.id === "clause-liquidated-damages")!;
    // "6. Liquidated Damages: …" is cited as the numbered clause it is.
    expect(damages.evidence).toMatch(/Liquidated Damages: 0\.1% per day of delay.*— Contract\.pdf, page 4$/);
    expect(damages.citation).toBe("Contract.pdf, page 4, clause 6");
  });

  it("passes the same contract as DOCX, as the hub tool sends it (citation with page)", async () => {
    const extracted = await extractDocument(await makeDocx(COMPLETE), "docx");
    const document = toAttachedDocument(
      { fileId: "c3", groupId: "draft-contract", name: "Contract.docx", size: 1 },
      extracted,
    );
    const result = review([document]);
    expect(result.findings.filter((finding) => finding.status !== "pass")).toEqual([]);
    expect(result.findings).toHaveLength(CONTRACT_CLAUSES.length + 1);
    expect(result.findings.find((finding) => finding.id === "clause-liquidated-damages")!.citation).toBe(
      "Contract.docx, page 4, clause 6",
    );
  });

  it("fails every clause of a purchase note without them (DOCX)", async () => {
    const extracted = await extractDocument(
      await makeDocx(["Purchase note", "Please supply laptops."]),
      "docx",
    );
    const document = toAttachedDocument(
      { fileId: "c2", groupId: "draft-contract", name: "Note.docx", size: 1 },
      extracted,
    );
    const result = review([document]);
    for (const clause of CONTRACT_CLAUSES) {
      const finding = result.findings.find((candidate) => candidate.id === clause.id)!;
      expect(finding.status, clause.id).toBe("fail");
      expect(finding.evidence).toBe("Not found in Note.docx.");
      expect(finding.recommendation).toContain(clause.name);
    }
    expect(result.score).toBe(0);
    expect(result.memoHtml).toContain("Clause: Force majeure");
  });
});

describe("contract-completeness checks", () => {
  it("has no score without a draft contract (the method document is not the contract)", () => {
    const result = review([page(COMPLETE.join(" "), "method-document")]);
    expect(result.findings.map((finding) => [finding.id, finding.status])).toEqual([
      ["contract-document", "insufficient"],
    ]);
    expect(result.score).toBeNull();
  });

  const PRESENT: Record<string, string> = {
    "clause-parties": "This contract is entered into on 1 May between the Purchaser and the Supplier.",
    "clause-scope": "Scope of Services: cleaning.",
    "clause-price-payment": "Payments shall be made monthly.",
    "clause-schedule": "Delivery schedule: within 6 weeks.",
    "clause-securities": "The Supplier shall provide a performance bond.",
    "clause-warranty": "Warranty: 24 months.",
    "clause-liquidated-damages": "Delay damages apply.",
    "clause-variations": "Change orders require written approval.",
    "clause-termination": "Either party may terminate the contract on notice.",
    "clause-disputes": "Disputes shall be referred to adjudication.",
    "clause-governing-law": "This contract is governed by the laws of Uganda.",
    "clause-force-majeure": "Neither party is liable for exceptional events.",
    "clause-signatures": "Signed for and on behalf of the Purchaser.",
  };

  it("has a present example for every clause", () => {
    expect(Object.keys(PRESENT).sort()).toEqual(CONTRACT_CLAUSES.map((clause) => clause.id).sort());
  });

  it.each(CONTRACT_CLAUSES.map((clause) => [clause.id, clause.severity ?? "high"] as const))(
    "%s passes when present and fails (%s) when absent",
    (id, severity) => {
      const present = review([page(PRESENT[id]!)]).findings.find((finding) => finding.id === id)!;
      expect(present.status).toBe("pass");
      expect(present.evidence).toContain("Contract.docx, page 1");
      const absent = review([page("The goods are laptops.")]).findings.find((finding) => finding.id === id)!;
      expect([absent.status, absent.severity]).toEqual(["fail", severity]);
    },
  );

  /** How a practitioner writes each clause down as missing ("{name}: not provided."). */
  const NAMED: Record<string, string> = {
    "clause-parties": "Parties",
    "clause-scope": "Scope of works",
    "clause-price-payment": "Terms of payment",
    "clause-schedule": "Time for completion",
    "clause-securities": "Performance security",
    "clause-warranty": "Defects liability period",
    "clause-liquidated-damages": "Liquidated damages",
    "clause-variations": "Variations",
    "clause-termination": "Termination",
    "clause-disputes": "Settlement of disputes",
    "clause-governing-law": "Governing law",
    "clause-force-majeure": "Force majeure",
    "clause-signatures": "Signature of the parties",
  };

  it.each(CONTRACT_CLAUSES.map((clause) => [clause.id, clause.severity ?? "high"] as const))(
    "%s written as 'not provided' fails (%s) quoting the sentence",
    (id, severity) => {
      const sentence = `${NAMED[id]}: not provided.`;
      const found = review([page(sentence)]).findings.find((finding) => finding.id === id)!;
      expect([found.status, found.severity]).toEqual(["fail", severity]);
      expect(found.evidence).toBe(
        `The draft says it is missing ("not provided"): "${sentence}" — Contract.docx, page 1.`,
      );
    },
  );

  it.each(CONTRACT_CLAUSES.map((clause) => [clause.id, Boolean(clause.mayNotApply)] as const))(
    "%s declared 'Not applicable' is a note only where a contract may do without it (%s)",
    (id, mayNotApply) => {
      const found = review([page(`${NAMED[id]}: Not applicable.`)]).findings.find(
        (finding) => finding.id === id,
      )!;
      expect(found.status).toBe(mayNotApply ? "info" : "fail");
      expect(found.evidence).toContain(`"${NAMED[id]}: Not applicable." — Contract.docx, page 1`);
    },
  );

  it("only the securities, warranty and liquidated damages may be declared not applicable", () => {
    expect(CONTRACT_CLAUSES.filter((clause) => clause.mayNotApply).map((clause) => clause.id)).toEqual([
      "clause-securities",
      "clause-warranty",
      "clause-liquidated-damages",
    ]);
  });
});
