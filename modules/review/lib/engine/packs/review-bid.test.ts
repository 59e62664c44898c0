import { describe, expect, it } from "vitest";
import { extractDocument } from "@/lib/documents";
import { toAttachedDocument } from "@/lib/reading/attached-document";
import { runReview } from "@/modules/review/lib/engine/engine";
import {
  bidComplianceChecklistPack,
  MAX_CHECKLIST_REQUIREMENTS,
} from "@/modules/review/lib/engine/packs/bid-compliance-checklist";
import {
  bidProposalCompilationPack,
  listedFormOrder,
} from "@/modules/review/lib/engine/packs/bid-proposal-compilation";
import { bidProposalSelfCheckPack } from "@/modules/review/lib/engine/packs/bid-proposal-self-check";
import { compareSecurity } from "@/modules/review/lib/engine/packs/bid-terms";
import { requiredForms } from "@/modules/review/lib/engine/packs/required-forms";
import type { ReviewInput, RulePack } from "@/lib/results/review-types";
import type { AttachedDocument } from "@/lib/results/types";
import { makeDocx, makePdf } from "@/tests/support/documents";
import { byId } from "@/tests/support/review-findings";

const SOLICITATION = [
  "Section I. Instructions to Bidders. ITB 11.1 The Bid shall comprise the following: (a) Letter of Bid; (b) Bid Security; (c) Power of Attorney; (d) Form of Qualification; (e) Price Schedule.",
  "ITB 18.1 Bids shall remain valid for 120 days after the bid submission deadline. ITB 19.1 The bid security shall be USD 20,000. ITB 12.3 The Bidder shall provide evidence of ISO 9001 quality management certification. The Purchaser shall open the bids in public.",
  "ITB 14.2 The Bidder shall state the warranty period offered for all laptops, which must be at least 24 months. 5.2 The Bidder shall provide the manufacturer's technical data sheets for every item.",
];

const GOOD_BID = [
  "Table of Contents: Letter of Bid, page 2; Bid Security, page 3; Power of Attorney, page 4; Form of Qualification, page 5; Price Schedule, page 6. Page 1 of 6",
  "Letter of Bid. Date: 1 March 2025. To: Ministry of Health. We offer to supply the laptops in conformity with the bidding documents. Our bid shall be valid for a period of 120 days from the bid submission deadline. We enclose a bid security of USD 20,000. Signed: John Doe, Managing Director, duly authorized to sign the bid for and on behalf of Acme Ltd. Page 2 of 6",
  "Bid Security. Bank guarantee No. 123 for the sum of USD 20,000 in favour of the Ministry of Health. Page 3 of 6",
  "Power of Attorney. Acme Ltd authorizes John Doe, Managing Director, to sign the bid. Page 4 of 6",
  "Form of Qualification. Acme Ltd holds ISO 9001 quality management certification (certificate attached). Page 5 of 6",
  "Price Schedule. Item 1: laptops, 100 units, USD 1,000,000. Warranty period offered: 36 months for all laptops. Manufacturer's technical data sheets for every item are attached. Page 6 of 6",
];

const doc = (pages: string[], groupId: string, name: string): AttachedDocument => ({
  fileId: name,
  groupId,
  name,
  size: 1,
  units: pages.map((text, i) => ({ label: `page ${i + 1}`, text })),
});

function review(pack: RulePack, documents: AttachedDocument[], estimatedValue: number | null = 1_000_000) {
  const input: ReviewInput = {
    serviceId: pack.serviceId,
    activity: {
      id: "B-1",
      entity: "Acme Ltd",
      procurement_category: "Goods",
      procurement_method: "Tender/RFB",
      currency: "USD",
      estimatedValue,
      issue_date: "",
      bidDueDate: "",
    },
    moduleInputs: {},
    documents,
    framework: null,
  };
  return runReview(input, [pack]);
}

const selfCheck = (refs: string[], bid: string[]) =>
  review(bidProposalSelfCheckPack, [
    doc(refs, "method-document", "RFB.pdf"),
    doc(bid, "draft-bid", "Bid.pdf"),
  ]);
const NOT_PASS = (result: ReturnType<typeof review>) =>
  result.findings
    .filter((finding) => finding.status !== "pass")
    .map((finding) => [finding.id, finding.status, finding.evidence]);

describe("bid-proposal-self-check on generated files", () => {
  it("passes a complete bid (PDF) against its solicitation (PDF), quoting pages and clauses", async () => {
    const refs = toAttachedDocument(
      { fileId: "r", groupId: "method-document", name: "RFB.pdf", size: 1 },
      await extractDocument(await makePdf(SOLICITATION), "pdf"),
    );
    const bid = toAttachedDocument(
      { fileId: "b", groupId: "draft-bid", name: "Bid.pdf", size: 1 },
      await extractDocument(await makePdf(GOOD_BID), "pdf"),
    );
    const result = review(bidProposalSelfCheckPack, [refs, bid]);
    expect(NOT_PASS(result)).toEqual([]);
    expect(result.score).toBe(100);
    const security = byId(result, "bid-security-provided");
    expect(security.evidence).toContain("— RFB.pdf, page 2");
    expect(security.evidence).toContain("— Bid.pdf, page 2");
    expect(security.citation).toBe("RFB.pdf, page 2, ITB 19.1");
    expect(byId(result, "bid-validity-offered").evidence).toContain("120 days ≥ 120 days");
    expect(byId(result, "form-power-of-attorney").evidence).toMatch(
      /^"Power of Attorney\..*" — Bid\.pdf, page 4\./,
    );
  });

  it("fails a deficient draft bid (DOCX)", async () => {
    const refs = toAttachedDocument(
      { fileId: "r", groupId: "method-document", name: "RFB.pdf", size: 1 },
      await extractDocument(await makePdf(SOLICITATION), "pdf"),
    );
    const draft = await makeDocx([
      "Letter of Bid. We offer to supply laptops. Our bid shall be valid for 60 days. We enclose a bid security of USD 10,000.",
      "Signature: [insert signature of the authorized representative]",
    ]);
    const bid = toAttachedDocument(
      { fileId: "b", groupId: "draft-bid", name: "Draft.docx", size: 1 },
      await extractDocument(draft, "docx"),
    );
    const result = review(bidProposalSelfCheckPack, [refs, bid]);
    expect(byId(result, "requirement-coverage").status).toBe("fail");
    expect(byId(result, "form-letter-of-bid").status).toBe("pass");
    expect(byId(result, "form-price-schedule")).toMatchObject({
      status: "fail",
      severity: "high",
      evidence: expect.stringContaining("Not found in Draft.docx"),
    });
    expect(byId(result, "bid-security-provided")).toMatchObject({
      status: "fail",
      evidence: expect.stringContaining("less than the USD 20,000 asked for"),
    });
    expect(byId(result, "bid-validity-offered")).toMatchObject({
      status: "fail",
      evidence: expect.stringContaining("60 days is shorter than the 120 days required"),
    });
    expect(byId(result, "signatures").status).toBe("warning");
    expect(byId(result, "placeholders").evidence).toContain("Draft.docx, page 2");
    expect(result.score).toBeLessThan(60);
  });
});

describe("bid-proposal-self-check checks", () => {
  it("needs both documents; without a bid only the attachment checks report, and there is no score", () => {
    const result = review(bidProposalSelfCheckPack, [doc(SOLICITATION, "method-document", "RFB.pdf")]);
    expect(result.findings.map((f) => [f.id, f.status])).toEqual([
      ["bid-document", "insufficient"],
      ["solicitation-document", "pass"],
    ]);
    expect(result.score).toBeNull();
    expect(result.summary).toContain("Attach the draft bid");
  });

  it("reads the hub tool's refs/subject groups as solicitation and bid", () => {
    const result = review(bidProposalSelfCheckPack, [
      doc(SOLICITATION, "refs", "RFB.pdf"),
      doc(GOOD_BID, "subject", "Bid.pdf"),
    ]);
    expect(NOT_PASS(result)).toEqual([]);
  });

  it("required forms: present passes, mentioned only warns, missing fails with the form's severity", () => {
    const result = selfCheck(SOLICITATION, [
      `Letter of Bid. ${"We offer the goods. ".repeat(5)} A power of attorney will follow.`,
    ]);
    expect(byId(result, "form-letter-of-bid").status).toBe("pass");
    expect(byId(result, "form-power-of-attorney")).toMatchObject({ status: "warning", severity: "medium" });
    expect(byId(result, "form-qualification")).toMatchObject({
      status: "fail",
      severity: "medium",
      citation: "RFB.pdf, page 1, ITB 11.1",
    });
  });

  it("bid security: amount, percentage and declaration compared with what is asked", () => {
    const estimate = { value: 1_000_000, currency: "USD" };
    const amount = (value: number, currency = "USD") =>
      ({ kind: "figure", figure: { kind: "amount", value, currency } }) as const;
    const percent = (value: number) => ({ kind: "figure", figure: { kind: "percent", value } }) as const;
    expect(compareSecurity(amount(20000), amount(20000), estimate).status).toBe("pass");
    expect(compareSecurity(amount(20000), amount(5000), estimate).status).toBe("fail");
    expect(compareSecurity(amount(20000), amount(20000, "EUR"), estimate).status).toBe("warning");
    expect(compareSecurity(percent(2), percent(2), estimate).status).toBe("pass");
    expect(compareSecurity(percent(2), amount(20000), estimate).status).toBe("pass");
    expect(compareSecurity(percent(2), amount(10000), estimate).status).toBe("fail");
    expect(compareSecurity(percent(2), amount(10000), { value: null, currency: "USD" }).status).toBe("info");
    expect(compareSecurity({ kind: "declaration" }, { kind: "declaration" }, estimate).status).toBe("pass");
    expect(compareSecurity(amount(20000), { kind: "declaration" }, estimate).status).toBe("fail");
    expect(compareSecurity({ kind: "declaration" }, amount(1), estimate).status).toBe("warning");
    expect(compareSecurity(amount(1), null, estimate)).toMatchObject({ status: "fail", severity: "high" });
    expect(compareSecurity(amount(1), { kind: "mention" }, estimate).status).toBe("warning");
    expect(compareSecurity({ kind: "not-required" }, null, estimate).status).toBe("info");
  });

  it("bid security read from the documents", () => {
    const declaration = ["ITB 19.1 A Bid-Securing Declaration shall be submitted."];
    expect(
      byId(
        selfCheck(declaration, ["Bid-Securing Declaration. We accept that we may be suspended."]),
        "bid-security-provided",
      ).status,
    ).toBe("pass");
    expect(byId(selfCheck(declaration, ["Letter of Bid only."]), "bid-security-provided").status).toBe(
      "fail",
    );
    // A bid that lists the declaration as not applicable, or says it was not attached, offers nothing.
    for (const denied of [
      "Tender-Securing Declaration: N/A.",
      "The Bid-Securing Declaration was not attached to this bid.",
    ])
      expect(byId(selfCheck(declaration, [denied]), "bid-security-provided").status, denied).toBe("fail");
    expect(
      byId(
        selfCheck(["ITB 19.1 Bid security is not required."], ["Letter of Bid only."]),
        "bid-security-provided",
      ).status,
    ).toBe("info");
    expect(
      byId(
        selfCheck(
          ["The bid security shall be 2% of the bid price."],
          ["We enclose a bid guarantee of USD 25,000."],
        ),
        "bid-security-provided",
      ).status,
    ).toBe("pass");
  });

  it("bid validity: at least the period required passes, shorter or missing fails", () => {
    const refs = ["BDS 18.1 The bid validity period shall be 90 days."];
    expect(
      byId(
        selfCheck(refs, ["Our bid shall remain valid for one hundred and twenty (120) days."]),
        "bid-validity-offered",
      ).status,
    ).toBe("pass");
    const short = byId(selfCheck(refs, ["Our bid is valid for 60 days."]), "bid-validity-offered");
    expect(short).toMatchObject({ status: "fail", severity: "high", citation: "RFB.pdf, page 1, BDS 18.1" });
    expect(byId(selfCheck(refs, ["We offer laptops."]), "bid-validity-offered").status).toBe("fail");
    expect(
      byId(selfCheck(["No period here."], ["Our bid is valid for 60 days."]), "bid-validity-offered").status,
    ).toBe("info");
    // The security's own validity is not the bid's.
    expect(
      byId(
        selfCheck(
          ["The bid security shall remain valid for 148 days.", "Bids shall be valid for 120 days."],
          ["Our bid is valid for 120 days."],
        ),
        "bid-validity-offered",
      ).status,
    ).toBe("pass");
  });

  it("signatures: signed with authority passes, blank warns, none fails, no authority warns", () => {
    const refs = ["The Letter of Bid shall be signed."];
    expect(
      byId(selfCheck(refs, ["Signed: Jane Roe, duly authorized to sign for Acme."]), "signatures").status,
    ).toBe("pass");
    expect(byId(selfCheck(refs, ["Signature: ________"]), "signatures").status).toBe("warning");
    expect(byId(selfCheck(refs, ["We offer laptops."]), "signatures")).toMatchObject({
      status: "fail",
      severity: "high",
    });
    expect(byId(selfCheck(refs, ["Signed: Jane Roe, Sales Manager."]), "signatures")).toMatchObject({
      status: "warning",
      severity: "low",
    });
  });

  it("placeholders: '[insert …]' left in the bid warns", () => {
    expect(byId(selfCheck(SOLICITATION, ["Name: Acme Ltd."]), "placeholders").status).toBe("pass");
    expect(byId(selfCheck(SOLICITATION, ["Name: [insert name of Bidder]."]), "placeholders").status).toBe(
      "warning",
    );
  });
});

const compile = (refs: string[], bid: AttachedDocument[]) =>
  review(bidProposalCompilationPack, [doc(refs, "refs", "RFB.pdf"), ...bid]);

describe("bid-proposal-compilation", () => {
  it("passes a compiled bid (generated PDF) with contents, forms in order and numbered pages", async () => {
    const bid = toAttachedDocument(
      { fileId: "b", groupId: "subject", name: "Bid.pdf", size: 1 },
      await extractDocument(await makePdf(GOOD_BID), "pdf"),
    );
    const result = compile(SOLICITATION, [bid]);
    expect(NOT_PASS(result)).toEqual([]);
    expect(byId(result, "form-order").evidence).toContain(
      "Listed order: Letter of Bid, Bid Security / Bid-Securing Declaration, Power of Attorney, Form of Qualification, Price Schedule.",
    );
    expect(byId(result, "page-numbering").evidence).toBe("6 of 6 PDF pages carry a page number.");
  });

  it("reads only its own groups (refs and subject)", () => {
    const result = review(bidProposalCompilationPack, [
      doc(SOLICITATION, "method-document", "RFB.pdf"),
      doc(GOOD_BID, "draft-bid", "Bid.pdf"),
    ]);
    expect(byId(result, "solicitation-document").status).toBe("insufficient");
    expect(byId(result, "bid-document").status).toBe("insufficient");
  });

  it("table of contents: found in the first pages passes, absent fails", () => {
    expect(
      byId(compile(SOLICITATION, [doc(GOOD_BID, "subject", "Bid.pdf")]), "table-of-contents").status,
    ).toBe("pass");
    expect(
      byId(compile(SOLICITATION, [doc(GOOD_BID.slice(1), "subject", "Bid.pdf")]), "table-of-contents"),
    ).toMatchObject({ status: "fail", severity: "medium" });
  });

  it("form order: out of the listed order warns naming the pair", () => {
    const swapped = [GOOD_BID[0]!, GOOD_BID[3]!, GOOD_BID[1]!, GOOD_BID[2]!, GOOD_BID[4]!, GOOD_BID[5]!];
    const order = byId(compile(SOLICITATION, [doc(swapped, "subject", "Bid.pdf")]), "form-order");
    expect(order).toMatchObject({ status: "warning", severity: "low" });
    expect(order.evidence).toContain(
      "In the bid, Power of Attorney (Bid.pdf, page 2) comes before Bid Security / Bid-Securing Declaration (Bid.pdf, page 4).",
    );
    expect(
      byId(compile(SOLICITATION, [doc(["Letter of Bid."], "subject", "Bid.pdf")]), "form-order").status,
    ).toBe("info");
  });

  it("takes the order from the page that lists the most forms, not the first mention", () => {
    const refs = doc(
      [
        "Invitation: bids must be accompanied by a Bid Security.",
        "ITB 11.1 The bid comprises: Letter of Bid, Price Schedule, Bid Security.",
      ],
      "refs",
      "RFB.pdf",
    );
    const forms = listedFormOrder([refs], requiredForms([refs]));
    expect(forms.map((form) => form.form.id)).toEqual([
      "form-letter-of-bid",
      "form-price-schedule",
      "form-bid-security",
    ]);
  });

  it("page numbering: numbered PDF pages pass, unnumbered warn, other files are info", () => {
    expect(
      byId(
        compile(SOLICITATION, [
          doc(["Letter of Bid. Page 1 of 2", "Price Schedule. Page 2 of 2"], "subject", "Bid.pdf"),
        ]),
        "page-numbering",
      ).status,
    ).toBe("pass");
    const unnumbered = byId(
      compile(SOLICITATION, [doc(["Letter of Bid.", "Price Schedule."], "subject", "Bid.pdf")]),
      "page-numbering",
    );
    expect(unnumbered).toMatchObject({ status: "warning", severity: "low" });
    expect(unnumbered.evidence).toContain("Without a number: Bid.pdf, page 1; Bid.pdf, page 2.");
    expect(
      byId(compile(SOLICITATION, [doc(["Letter of Bid."], "subject", "Bid.docx")]), "page-numbering").status,
    ).toBe("info");
  });
});

const checklist = (documents: AttachedDocument[]) => review(bidComplianceChecklistPack, documents);

describe("bid_compliance_checklist", () => {
  it("lists every form, term and requirement of a generated DOCX solicitation as items to tick", async () => {
    const refs = toAttachedDocument(
      { fileId: "r", groupId: "refs", name: "RFB.docx", size: 1 },
      await extractDocument(await makeDocx(SOLICITATION), "docx"),
    );
    const result = checklist([refs]);
    const ids = result.findings.map((finding) => finding.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        "checklist-form-letter-of-bid",
        "checklist-form-price-schedule",
        "checklist-validity",
        "checklist-security",
        "checklist-req-1",
      ]),
    );
    expect(
      result.findings
        .filter((finding) => finding.id.startsWith("checklist-form-"))
        .every((finding) => finding.status === "info"),
    ).toBe(true);
    expect(byId(result, "checklist-validity").evidence).toMatch(/^120 days: .*— RFB\.docx, page 2$/);
    expect(byId(result, "checklist-security").citation).toBe("RFB.docx, page 2, ITB 19.1");
    // Each item of "The Bid shall comprise the following: (a) Letter of Bid; …" is a requirement of its own.
    expect(byId(result, "checklist-req-1").title).toBe("Requirement ITB 11.1: Letter of Bid");
    expect(byId(result, "checklist-req-1").evidence).toMatch(
      /^Required \(Letter of Bid\): "ITB 11\.1 The Bid shall comprise the following:.*" — RFB\.docx, page 1\.$/,
    );
    expect(byId(result, "checklist-deadline")).toMatchObject({
      status: "info",
      evidence: expect.stringContaining("bid submission deadline"),
    });
    expect(byId(result, "checklist-format")).toMatchObject({
      status: "warning",
      severity: "low",
      evidence: "Not stated in RFB.docx.",
    });
    expect(result.findings.some((finding) => finding.evidence.includes("Purchaser shall open"))).toBe(false);
  });

  it("states deadline and format when the solicitation gives them", () => {
    const result = checklist([
      doc(
        [
          "The deadline for submission of bids is 1 May 2025. Bids shall be submitted in one original and two copies in sealed envelopes.",
        ],
        "refs",
        "RFB.pdf",
      ),
    ]);
    expect(byId(result, "checklist-deadline").status).toBe("info");
    expect(byId(result, "checklist-format").status).toBe("info");
    expect(byId(checklist([doc(["Letter of Bid."], "refs", "RFB.pdf")]), "checklist-deadline")).toMatchObject(
      { status: "warning", severity: "low" },
    );
  });

  it("marks items met or missing when a bid is attached", () => {
    const result = checklist([
      doc(SOLICITATION, "refs", "RFB.pdf"),
      doc(GOOD_BID.slice(0, 2), "subject", "Bid.pdf"),
    ]);
    expect(byId(result, "checklist-form-letter-of-bid").status).toBe("pass");
    expect(byId(result, "checklist-form-price-schedule").status).toBe("warning");
    expect(byId(result, "checklist-form-qualification").status).toBe("warning");
    expect(
      result.findings
        .filter((finding) => finding.id.startsWith("checklist-req-"))
        .map((finding) => finding.status),
    ).toContain("warning");
    expect(
      result.findings
        .filter((finding) => finding.id.startsWith("checklist-req-"))
        .map((finding) => finding.status),
    ).toContain("pass");
  });

  it("says so when the solicitation names no standard form", () => {
    expect(
      byId(checklist([doc(["Please quote for 10 chairs."], "refs", "RFQ.pdf")]), "checklist-forms"),
    ).toMatchObject({ status: "info", evidence: "No standard bidding form is named in RFQ.pdf." });
  });

  it("caps the listed requirements and fails without a solicitation", () => {
    const many = Array.from(
      { length: MAX_CHECKLIST_REQUIREMENTS + 3 },
      (_, i) => `The Bidder shall provide item${i}.`,
    );
    const result = checklist([doc(many, "refs", "RFB.pdf")]);
    expect(result.findings.filter((finding) => finding.id.startsWith("checklist-req-"))).toHaveLength(
      MAX_CHECKLIST_REQUIREMENTS,
    );
    expect(byId(result, "checklist-requirements").evidence).toContain(
      `(${MAX_CHECKLIST_REQUIREMENTS} listed, 3 more in the document)`,
    );
    expect(checklist([]).findings.map((finding) => [finding.id, finding.status])).toEqual([
      ["solicitation-document", "insufficient"],
    ]);
    expect(checklist([]).score).toBeNull();
  });
});
