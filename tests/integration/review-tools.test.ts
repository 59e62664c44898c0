import mammoth from "mammoth";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as exportRoute } from "@/app/api/tools/runs/[runId]/export/route";
import { POST as saveFramework } from "@/app/api/settings/framework/route";
import { extractDocument } from "@/lib/documents";
import { SOLICITATION_SECTIONS } from "@/modules/review/lib/engine/packs/compliance-solicitation";
import { CONTRACT_CLAUSES } from "@/modules/review/lib/engine/packs/contract-completeness";
import type { Finding } from "@/lib/results/types";
import { makeDocx, makePdf, makeXlsx } from "@/tests/support/documents";
import { attachFile } from "./attach";
import { get, jsonRequest, membershipOf, sessionCookieFor, signUpViaRoute, uniqueDomain } from "./helpers";
import { postToolRun } from "./run-support";

async function account(label: string, country?: string) {
  const email = `review-tools@${uniqueDomain(label)}`;
  await signUpViaRoute({ email });
  const cookie = await sessionCookieFor(email);
  if (country) {
    const saved = await saveFramework(
      jsonRequest(
        "/api/settings/framework",
        { frameworkSettings: [{ source: "country", country_code: country }] },
        { headers: { cookie } },
      ),
    );
    expect(saved.status).toBe(200);
  }
  return { cookie, orgId: (await membershipOf(email)).orgId };
}

const run = postToolRun;

async function attach(
  cookie: string,
  toolId: string,
  groupId: string,
  name: string,
  bytes: Uint8Array,
): Promise<string> {
  const attached = await attachFile(cookie, toolId, groupId, name, bytes);
  expect(attached.status, JSON.stringify(attached.body)).toBe(200);
  return attached.fileId;
}

const exportMemo = (cookie: string, runId: string, format: string) =>
  exportRoute(get(`/api/tools/runs/${runId}/export?document=review-memo&format=${format}`, cookie), {
    params: Promise.resolve({ runId }),
  });

async function memoTexts(cookie: string, runId: string) {
  const docx = await exportMemo(cookie, runId, "docx");
  expect(docx.status).toBe(200);
  expect(docx.headers.get("content-disposition")).toMatch(/^attachment;.*review-memo\.docx/);
  const { value: docxText } = await mammoth.extractRawText({ buffer: Buffer.from(await docx.arrayBuffer()) });
  const pdf = await exportMemo(cookie, runId, "pdf");
  expect(pdf.status).toBe(200);
  const extracted = await extractDocument(new Uint8Array(await pdf.arrayBuffer()), "pdf");
  // The PDF wraps long lines: compare with whitespace collapsed.
  const pdfText = extracted.units
    .map((unit) => unit.text)
    .join(" ")
    .replace(/\s+/g, " ");
  return { docxText, pdfText };
}

const byId = (findings: Finding[], id: string) => {
  const found = findings.find((finding) => finding.id === id);
  expect(found, id).toBeDefined();
  return found!;
};

const SOLICITATION = [
  "Section I. Instructions to Bidders\nEligible bidders: all firms from eligible countries. Fraud and Corruption: the Employer requires bidders to observe the highest standard of ethics.",
  "Section II. Bid Data Sheet\nBids shall remain valid for 120 days after the bid submission deadline. The bid security shall be KES 15,000. Requests for clarification must be received no later than 14 days before the deadline.",
  "The deadline for submission of bids is 1 March 2026 at 10:00. Address for bid submission: Procurement Office, Room 4. Bids will be publicly opened in the presence of bidders who choose to attend.",
  "Section III. Evaluation and Qualification Criteria\nThe lowest evaluated substantially responsive bid.\nSection IV. Bidding Forms\nLetter of Bid.",
  "Section VII. Technical Specifications\nlaptop, Intel Core i7 or equivalent processor, 16 GB memory.",
  "Section VIII. General Conditions of Contract\nThe General Conditions apply.\nSection X. Contract Forms\nContract Agreement, Performance Security Form.",
];
/** The activity as /review's Part 1 asks it (the hub's review tools ask the same). */
const GOODS_TENDER = { procurement_category: "Goods", procurement_method: "Tender/RFB" };
const KES_1M = { ...GOODS_TENDER, estimated_value: { amount: "1000000", currency: "KES" } };

describe("solicitation_compliance_review through POST /api/tools/{id}/run", () => {
  let kenya: Awaited<ReturnType<typeof account>>;
  beforeAll(async () => {
    kenya = await account("sol-ke", "KE");
  });

  it("reviews the attached solicitation PDF against Kenya's verified limit and exports the memo as DOCX and PDF", async () => {
    const refs = await attach(
      kenya.cookie,
      "solicitation_compliance_review",
      "refs",
      "Standard Tender Document.docx",
      await makeDocx(["Standard tender document of the Public Procurement Regulatory Authority."]),
    );
    const subject = await attach(
      kenya.cookie,
      "solicitation_compliance_review",
      "subject",
      "RFB-2026-01.pdf",
      await makePdf(SOLICITATION),
    );
    const response = await run(kenya.cookie, "solicitation_compliance_review", {
      inputs: KES_1M,
      attachments: { refs: [refs], subject: [subject] },
    });
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    const { output } = body;
    // Only a note: a goods tender's requirements sit under "Technical Specifications", not the Goods STD's
    // "Schedule of Requirements" heading (issue 35: goods are checked against their own standard structure).
    expect(
      output.findings
        .filter((finding: Finding) => finding.status !== "pass")
        .map((finding: Finding) => [finding.id, finding.status]),
    ).toEqual([["standard-structure-schedule-of-requirements", "info"]]);
    expect(output.score).toBe(100);
    expect(output.summary).toMatch(
      /^Ready: no finding to correct\. Score 100\/100 for Solicitation Compliance Review: 0 failed, 0 warnings, \d+ passed, 1 for information\. No issues found\.$/,
    );
    expect(output.metrics.find((metric: { id: string }) => metric.id === "fail").value).toBe("0");
    // Only the subject (the solicitation) is reviewed; the standard document is supporting.
    expect(byId(output.findings, "solicitation-document").evidence).toBe("Reviewed: RFB-2026-01.pdf.");
    expect(byId(output.findings, "section-evaluation").citation).toBe("RFB-2026-01.pdf, page 4");
    const security = byId(output.findings, "bid-security");
    expect(security.evidence).toContain("1.5% of the estimated value, within the 2% limit");
    expect(security.citation).toMatch(/^Kenya Public Procurement .* — /);
    expect(output.notices).toBeUndefined();
    expect(output.documents).toEqual([
      { id: "review-memo", title: "Solicitation Compliance Review — Review Memo", formats: ["docx", "pdf"] },
    ]);

    const { docxText, pdfText } = await memoTexts(kenya.cookie, body.runId);
    for (const text of [docxText, pdfText]) {
      expect(text).toContain("Solicitation Compliance Review — Review Memo");
      expect(text).toContain("Score: 100/100");
      expect(text).toContain("Solicitation Review"); // the activity: the tool's title
      expect(text).toContain("RFB-2026-01.pdf, page 2");
    }
    expect(docxText).toContain("Section: Evaluation and Qualification Criteria — Pass (info)");
    expect(await exportMemo(kenya.cookie, body.runId, "xlsx").then((r) => r.status)).toBe(400);
  });

  it("fails the sections a DOCX solicitation lacks, and says when no verified limit is available", async () => {
    const user = await account("sol-none");
    const refs = await attach(
      user.cookie,
      "solicitation_compliance_review",
      "refs",
      "Plan.pdf",
      await makePdf(["Procurement plan 2026."]),
    );
    const subject = await attach(
      user.cookie,
      "solicitation_compliance_review",
      "subject",
      "Invite.docx",
      await makeDocx([
        "Invitation to supply laptops.",
        "Dell Latitude 7440 laptops. The bid security shall be 2% of the bid price.",
      ]),
    );
    const response = await run(user.cookie, "solicitation_compliance_review", {
      inputs: { ...GOODS_TENDER, estimated_value: { amount: "50000", currency: "USD" } },
      attachments: { refs: [refs], subject: [subject] },
    });
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    const { output } = body;
    for (const section of SOLICITATION_SECTIONS)
      expect(byId(output.findings, section.id)).toMatchObject({
        status: "fail",
        evidence: "Not found in Invite.docx.",
      });
    expect(byId(output.findings, "brand-lock-in").evidence).toContain("Invite.docx, page 2");
    expect(output.score).toBe(0);
    expect(
      Number(output.metrics.find((metric: { id: string }) => metric.id === "fail").value),
    ).toBeGreaterThanOrEqual(SOLICITATION_SECTIONS.length);
    expect(output.notices).toEqual([
      expect.stringMatching(
        /^Bid security within the framework's limit: No verified bid security limit is available for the organization's framework\.$/,
      ),
    ]);

    const { pdfText } = await memoTexts(user.cookie, body.runId);
    expect(pdfText).toContain("Section: Instructions to Bidders — Fail (high)");
    expect(pdfText).toContain("Not found in Invite.docx.");
  });

  it("refuses a run without the solicitation (400 naming only that group: references are optional)", async () => {
    const response = await run(kenya.cookie, "solicitation_compliance_review", {
      inputs: KES_1M,
      attachments: {},
    });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(Object.keys(error.fields)).toEqual(["attachments.subject"]);
  });

  it("reviews the solicitation without reference documents, with the same findings as with them", async () => {
    const review = async (withRefs: boolean) => {
      const subject = await attach(
        kenya.cookie,
        "solicitation_compliance_review",
        "subject",
        "RFB-2026-02.pdf",
        await makePdf(SOLICITATION),
      );
      const refs = withRefs
        ? [
            await attach(
              kenya.cookie,
              "solicitation_compliance_review",
              "refs",
              "Standard Tender Document.docx",
              await makeDocx(["Standard tender document of the Public Procurement Regulatory Authority."]),
            ),
          ]
        : undefined;
      const response = await run(kenya.cookie, "solicitation_compliance_review", {
        inputs: KES_1M,
        attachments: { subject: [subject], ...(refs ? { refs } : {}) },
      });
      const body = await response.json();
      expect(response.status, JSON.stringify(body)).toBe(200);
      return body.output as { score: number; findings: Finding[] };
    };
    const without = await review(false);
    expect(byId(without.findings, "solicitation-document").evidence).toBe("Reviewed: RFB-2026-02.pdf.");
    expect(byId(without.findings, "bid-security").evidence).toContain("within the 2% limit");
    const withRefs = await review(true);
    expect(without.findings).toEqual(withRefs.findings);
    expect(without.score).toBe(withRefs.score);
  });
});

const CONTRACT = [
  "CONTRACT AGREEMENT. This Agreement is made by and between the Ministry of Works (the Employer) and Acme Ltd (the Contractor).",
  "1. Scope of Works: construction of the Main Road. 2. Contract Price: KES 10,000,000. Terms of Payment: within 30 days of invoice.",
  "3. Time for Completion: 12 months from the Commencement Date. 4. Performance Security: 10% of the Contract Price. 5. Defects Liability Period: 12 months.",
  "6. Liquidated Damages: 0.1% per day of delay. 7. Variations may be instructed by the Engineer. 8. Termination by the Employer.",
  "9. Settlement of Disputes by arbitration. 10. Governing Law: the laws of Kenya. 11. Force Majeure.",
  "IN WITNESS WHEREOF the parties have signed this Agreement. Signature of the authorized representative.",
];

describe("contract_completeness_check through POST /api/tools/{id}/run", () => {
  let user: Awaited<ReturnType<typeof account>>;
  beforeAll(async () => {
    user = await account("contract", "KE");
  });

  const inputs = {
    procurement_category: "Works",
    procurement_method: "Tender/RFB",
    estimated_value: { amount: "10000000", currency: "KES" },
  };

  it("finds every essential clause of a complete DOCX contract, with page numbers, and exports the memo", async () => {
    const refs = await attach(
      user.cookie,
      "contract_completeness_check",
      "refs",
      "RFB.pdf",
      await makePdf(["Request for Bids: construction of the Main Road."]),
    );
    const subject = await attach(
      user.cookie,
      "contract_completeness_check",
      "subject",
      "Contract.docx",
      await makeDocx(CONTRACT),
    );
    const response = await run(user.cookie, "contract_completeness_check", {
      inputs,
      attachments: { refs: [refs], subject: [subject] },
    });
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    const { output } = body;
    expect(output.findings).toHaveLength(CONTRACT_CLAUSES.length + 1);
    expect(output.findings.filter((finding: Finding) => finding.status !== "pass")).toEqual([]);
    expect(output.score).toBe(100);
    expect(byId(output.findings, "clause-liquidated-damages").citation).toBe(
      "Contract.docx, page 4, clause 6",
    );

    const { docxText, pdfText } = await memoTexts(user.cookie, body.runId);
    for (const text of [docxText, pdfText]) {
      expect(text).toContain("Contract Completeness Check — Review Memo");
      expect(text).toContain("Draft Contract Completeness Check"); // the activity
      expect(text).toContain("Clause: Liquidated damages — Pass (info)");
      expect(text).toContain("Contract.docx, page 4");
    }
  });

  it("fails the clauses a PDF purchase note lacks", async () => {
    const refs = await attach(
      user.cookie,
      "contract_completeness_check",
      "refs",
      "RFB.docx",
      await makeDocx(["Request for Bids."]),
    );
    const subject = await attach(
      user.cookie,
      "contract_completeness_check",
      "subject",
      "Note.pdf",
      await makePdf(["Purchase note", "Please supply laptops. Payment terms: 30 days."]),
    );
    const response = await run(user.cookie, "contract_completeness_check", {
      inputs,
      attachments: { refs: [refs], subject: [subject] },
    });
    const { output } = await response.json();
    expect(response.status).toBe(200);
    expect(byId(output.findings, "clause-price-payment")).toMatchObject({
      status: "pass",
      citation: "Note.pdf, page 2",
    });
    expect(byId(output.findings, "clause-termination")).toMatchObject({
      status: "fail",
      severity: "high",
      evidence: "Not found in Note.pdf.",
    });
    expect(output.score).toBeLessThan(50);
    expect(output.summary).toMatch(/Issues must be resolved before approval\.$/);
  });
});

describe("consolidated_procurement_planning through POST /api/tools/{id}/run", () => {
  it("consolidates the attached plans by category and passes the planning period to the pack", async () => {
    const user = await account("planning-tool", "KE");
    const plans = await makeXlsx({
      Plan: [
        ["Description", "Category", "Estimated cost", "Quarter"],
        ["Printer toner", "Goods", 120_000, "Q1"],
        ["Road maintenance", "Works", 2_000_000, "Q2"],
      ],
    });
    const fileId = await attach(
      user.cookie,
      "consolidated_procurement_planning",
      "subject",
      "Plans.xlsx",
      plans,
    );
    const response = await run(user.cookie, "consolidated_procurement_planning", {
      inputs: { planning_period: { from: "2026-07-01", to: "2027-06-30" } },
      attachments: { subject: [fileId] },
    });
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    const findings: Finding[] = body.output.findings;
    expect(findings.some((finding) => finding.evidence.includes("Plans.xlsx"))).toBe(true);
    expect(findings.map((finding) => finding.evidence)).toContain(
      "Planning period: 2026-07-01 to 2027-06-30.",
    );
  });
});
