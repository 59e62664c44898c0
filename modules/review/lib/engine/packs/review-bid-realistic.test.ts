/**
 * The bid packs on solicitations and bids written the way Kenyan and World Bank users write them
 * (tests/support/bid-documents.ts). Expected results read off the documents by hand:
 * - KeRRA's tender (PDF) asks in ITT 11.1 for five forms and, as a numbered list without "shall", for the
 *   certificate of incorporation, KRA tax compliance certificate, AGPO certificate and CR12; the complete bid
 *   (DOCX) has each on its own titled page -> every form passes; only "CR12 issued within the last six months"
 *   stays unconfirmed (the bid's CR12 page shares "CR12" but not the six-month condition): one low warning, 97;
 * - the deficient bid says "Tender-Securing Declaration: N/A." and "did not submit a Tax Compliance Certificate"
 *   -> both forms fail quoting those sentences, and the requirements they answer are not met: 42;
 * - the World Bank RFB (DOCX) and bid (PDF): Letter of Bid, Bid-Securing Declaration, Form ELI-1.1, Price
 *   Schedules, 90-day validity, ISO 9001 -> 100;
 * - an RFQ with no requirement and no form -> insufficient data on a key check, no score.
 */
import { describe, expect, it } from "vitest";
import { extractDocument } from "@/lib/documents";
import { toAttachedDocument } from "@/lib/reading/attached-document";
import { runReview } from "@/modules/review/lib/engine/engine";
import { bidComplianceChecklistPack } from "@/modules/review/lib/engine/packs/bid-compliance-checklist";
import { bidProposalCompilationPack } from "@/modules/review/lib/engine/packs/bid-proposal-compilation";
import { bidProposalSelfCheckPack } from "@/modules/review/lib/engine/packs/bid-proposal-self-check";
import { isDenied, requiredForms } from "@/modules/review/lib/engine/packs/required-forms";
import { extractRequirements, inlineItems } from "@/modules/review/lib/engine/packs/requirements";
import type { ReviewInput, RulePack } from "@/lib/results/review-types";
import type { AttachedDocument } from "@/lib/results/types";
import {
  BARE_RFQ,
  KENYA_BID,
  KENYA_BID_DEFICIENT,
  KENYA_TENDER,
  WORLD_BANK_BID,
  WORLD_BANK_RFB,
} from "@/tests/support/bid-documents";
import { makeDocx, makePdf } from "@/tests/support/documents";
import { KENYA } from "@/tests/support/frameworks";
import { byId, statusOf } from "@/tests/support/review-findings";

async function attach(name: string, groupId: string, pages: string[]): Promise<AttachedDocument> {
  const kind = name.endsWith(".pdf") ? "pdf" : "docx";
  const bytes = kind === "pdf" ? await makePdf(pages) : await makeDocx(pages);
  return toAttachedDocument({ fileId: name, groupId, name, size: 1 }, await extractDocument(bytes, kind));
}

function review(pack: RulePack, documents: AttachedDocument[]) {
  const input: ReviewInput = {
    serviceId: pack.serviceId,
    activity: {
      id: "KeRRA/08/NYR/2026/014",
      entity: "Kenya Rural Roads Authority",
      procurement_category: "Works",
      procurement_method: "Open Tender",
      currency: "KES",
      estimatedValue: 13_000_000,
      issue_date: "",
      bidDueDate: "",
    },
    moduleInputs: {},
    documents,
    framework: KENYA,
  };
  return runReview(input, [pack]);
}

const kenyaSelfCheck = async (bid: string[]) =>
  review(bidProposalSelfCheckPack, [
    await attach("Tender.pdf", "method-document", KENYA_TENDER),
    await attach("Bid.docx", "draft-bid", bid),
  ]);
const notPassing = (result: ReturnType<typeof review>) =>
  result.findings
    .filter((finding) => finding.status !== "pass")
    .map((finding) => [finding.id, finding.status]);

describe("requirements and forms found by meaning (Kenyan and World Bank wording)", () => {
  it("reads a numbered list of mandatory documents without 'shall' and inline enumerations item by item", async () => {
    const tender = await attach("Tender.pdf", "refs", KENYA_TENDER);
    const items = extractRequirements([tender]).filter((requirement) => requirement.item);
    expect(items.map((requirement) => requirement.item)).toEqual([
      "Form of Tender",
      "Tender-Securing Declaration",
      "Confidential Business Questionnaire",
      "Priced Bills of Quantities",
      "Power of Attorney",
      "Copy of Certificate of Incorporation or Business Registration Certificate",
      "Valid Tax Compliance Certificate from KRA",
      "Copy of AGPO certificate for youth, women and persons with disability",
      "Copy of CR12 issued within the last six months",
    ]);
    // The list items are quoted on their own, on their page.
    expect(items[6]!.sentence).toMatchObject({
      text: "Valid Tax Compliance Certificate from KRA",
      page: "page 2",
    });
    expect(inlineItems("Submit: (a) Letter of Bid; and (b) Price Schedule.")).toEqual([
      "Letter of Bid",
      "Price Schedule",
    ]);
    expect(inlineItems("ITB 11.1 (a) only one item")).toEqual([]);
  });

  it("names the Kenyan forms and Form ELI-1.1, and drops a form the solicitation says is not applicable", async () => {
    const tender = await attach("Tender.pdf", "refs", KENYA_TENDER);
    expect(requiredForms([tender]).map((form) => form.form.id)).toEqual([
      // Forms named in one sentence keep the catalogue's order (listedFormOrder gives the document's).
      "form-letter-of-bid",
      "form-bid-security",
      "form-power-of-attorney",
      "form-price-schedule",
      "form-business-questionnaire",
      "form-registration-certificate",
      "form-tax-compliance",
      "form-agpo-certificate",
      "form-cr12",
    ]);
    const rfb = await attach("RFB.docx", "refs", WORLD_BANK_RFB);
    expect(requiredForms([rfb]).map((form) => form.form.id)).toContain("form-qualification");
    const noSecurity = await attach("RFQ.pdf", "refs", [
      "TDS ITT 20.1 Tender Security: Not applicable.\nThe tenderer shall submit a Form of Tender.",
    ]);
    expect(requiredForms([noSecurity]).map((form) => form.form.id)).toEqual(["form-letter-of-bid"]);
  });

  it("reads a bid that says a document is not there", () => {
    const denied = (text: string, name: string) =>
      isDenied(text, text.indexOf(name), text.indexOf(name) + name.length);
    expect(
      denied("The bidder did not submit a Tax Compliance Certificate.", "Tax Compliance Certificate"),
    ).toBe(true);
    expect(denied("Tender-Securing Declaration: N/A.", "Tender-Securing Declaration")).toBe(true);
    expect(denied("AGPO certificate: not attached.", "AGPO certificate")).toBe(true);
    expect(denied("We have attached our Tax Compliance Certificate.", "Tax Compliance Certificate")).toBe(
      false,
    );
    expect(denied("TAX COMPLIANCE CERTIFICATE Valid until 14/11/2026.", "TAX COMPLIANCE CERTIFICATE")).toBe(
      false,
    );
  });
});

describe("bid self-check on a Kenyan tender (PDF) and bid (DOCX)", () => {
  it("passes the complete bid; only the CR12's six-month condition is left to confirm", async () => {
    const result = await kenyaSelfCheck(KENYA_BID);
    expect(notPassing(result)).toEqual([["requirement-coverage-req-12", "warning"]]);
    expect(byId(result, "requirement-coverage").evidence).toMatch(
      /^9 of 10 requirements addressed to the bidder \(90%\)/,
    );
    expect(byId(result, "form-agpo-certificate").evidence).toMatch(
      /^"AGPO CERTIFICATE Access to Government Procurement Opportunities.*" — Bid\.docx, page 8\. Asked for: "Copy of AGPO certificate for youth, women and persons with disability" — Tender\.pdf, page 2\.$/,
    );
    expect(byId(result, "form-business-questionnaire").evidence).toContain("— Bid.docx, page 3.");
    expect(byId(result, "bid-validity-offered").evidence).toContain("120 days ≥ 120 days");
    expect(result.score).toBe(97);
  });

  it("fails the forms and requirements the bid says are missing ('did not submit', 'N/A'), quoting it", async () => {
    const result = await kenyaSelfCheck(KENYA_BID_DEFICIENT);
    expect(statusOf(result, "form-tax-compliance")).toEqual(["fail", "medium"]);
    expect(byId(result, "form-tax-compliance").evidence).toBe(
      'The bid says it is not there: "NOTE ON TAX STATUS The tenderer did not submit a Tax Compliance Certificate; the application is pending with KRA." — Bid.docx, page 7. Asked for: "Valid Tax Compliance Certificate from KRA" — Tender.pdf, page 2.',
    );
    expect(statusOf(result, "form-bid-security")).toEqual(["fail", "high"]);
    expect(byId(result, "form-bid-security").evidence).toContain(
      'The bid says it is not there: "CHECKLIST OF DOCUMENTS SUBMITTED Tender-Securing Declaration: N/A." — Bid.docx, page 2.',
    );
    expect(byId(result, "requirement-coverage-req-10").evidence).toBe(
      'Required: "Valid Tax Compliance Certificate from KRA" — Tender.pdf, page 2. The bid says it is not met: "The tenderer did not submit a Tax Compliance Certificate; the application is pending with KRA." — Bid.docx, page 7.',
    );
    expect(statusOf(result, "requirement-coverage")).toEqual(["warning", "medium"]);
    // 25 (security, high) + 15 (tax, medium) + 6 (coverage 60%) + 4 × 3 (requirements not met) = 58.
    // The declaration listed as "N/A." offers no security either.
    expect(statusOf(result, "bid-security-provided")).toEqual(["fail", "high"]);
    expect(result.score).toBe(17);
  });

  it("keeps the solicitation's list order when the bid is compiled", async () => {
    const result = review(bidProposalCompilationPack, [
      await attach("Tender.pdf", "refs", KENYA_TENDER),
      await attach("Bid.pdf", "subject", KENYA_BID),
    ]);
    expect(byId(result, "form-order")).toMatchObject({
      status: "pass",
      evidence: expect.stringContaining(
        "Listed order: Letter of Bid, Bid Security / Bid-Securing Declaration, Confidential Business Questionnaire, Price Schedule, Power of Attorney, Certificate of Registration / Incorporation, Tax Compliance Certificate, AGPO Certificate, CR12",
      ),
    });
  });
});

describe("bid self-check in World Bank wording", () => {
  it("passes a bid with the Letter of Bid, Bid-Securing Declaration and Form ELI-1.1", async () => {
    const result = review(bidProposalSelfCheckPack, [
      await attach("RFB.docx", "method-document", WORLD_BANK_RFB),
      await attach("Bid.pdf", "draft-bid", WORLD_BANK_BID),
    ]);
    expect(notPassing(result)).toEqual([]);
    expect(byId(result, "form-qualification").evidence).toMatch(
      /^"Form ELI-1\.1 Bidder Information Form.*" — Bid\.pdf, page 3\./,
    );
    expect(result.score).toBe(100);
  });

  it("fails a bid without the Bid-Securing Declaration", async () => {
    const result = review(bidProposalSelfCheckPack, [
      await attach("RFB.docx", "method-document", WORLD_BANK_RFB),
      await attach("Bid.pdf", "draft-bid", [WORLD_BANK_BID[0]!, WORLD_BANK_BID[2]!, WORLD_BANK_BID[3]!]),
    ]);
    expect(byId(result, "form-bid-security")).toMatchObject({
      status: "fail",
      severity: "high",
      evidence: expect.stringMatching(
        /^Not found in Bid\.pdf\. Asked for: "ITB 11\.1 The Bid shall comprise/,
      ),
    });
    expect(result.score).toBeLessThan(75);
  });
});

describe("a solicitation with nothing to check against", () => {
  it("is insufficient data on a key check (no score), not a pass, in the self-check and the checklist", async () => {
    const selfCheck = review(bidProposalSelfCheckPack, [
      await attach("RFQ.pdf", "method-document", BARE_RFQ),
      await attach("Quote.docx", "draft-bid", ["Quotation: 10 office chairs at Kshs. 8,500 each."]),
    ]);
    expect(statusOf(selfCheck, "requirement-coverage")).toEqual(["insufficient", "high"]);
    expect(selfCheck.score).toBeNull();
    expect(selfCheck.summary).toContain("Attach the full solicitation document");
    const checklist = review(bidComplianceChecklistPack, [await attach("RFQ.pdf", "refs", BARE_RFQ)]);
    expect(statusOf(checklist, "checklist-requirements")).toEqual(["insufficient", "high"]);
    expect(byId(checklist, "checklist-requirements").evidence).toBe(
      "No requirement addressed to the bidder ('shall', 'must', 'is required to', or a list of mandatory documents) was found in RFQ.pdf.",
    );
    expect(checklist.score).toBeNull();
  });

  it("is not key when the solicitation still names forms to check", async () => {
    const result = review(bidProposalSelfCheckPack, [
      await attach("RFQ.pdf", "method-document", ["Quotations to be accompanied by the Form of Tender."]),
      await attach("Quote.docx", "draft-bid", ["FORM OF TENDER\nWe offer 10 office chairs."]),
    ]);
    expect(statusOf(result, "requirement-coverage")).toEqual(["insufficient", "low"]);
    expect(result.score).not.toBeNull();
  });
});
