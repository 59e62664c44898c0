import { describe, expect, it } from "vitest";
import { extractDocument } from "@/lib/documents";
import { toAttachedDocument } from "@/lib/reading/attached-document";
import { runReview } from "@/modules/review/lib/engine/engine";
import { POST_REVIEW_RECORDS } from "@/modules/review/lib/engine/packs/post-review-records";
import {
  procurementPostReviewPack,
  rolesOf,
} from "@/modules/review/lib/engine/packs/procurement-post-review";
import type { ReviewActivity, ReviewInput } from "@/lib/results/review-types";
import type { AttachedDocument, ToolFramework } from "@/lib/results/types";
import { makeDocx, makePdf, makeXlsx } from "@/tests/support/documents";
import { byId, statusOf } from "@/tests/support/review-findings";
import { KENYA } from "@/tests/support/frameworks";

/** The hub tool's form: framework and estimated value only. */
const ACTIVITY: ReviewActivity = {
  id: "",
  entity: "",
  procurement_category: "",
  procurement_method: "",
  currency: "KES",
  estimatedValue: 1_000_000,
  issue_date: "",
  bidDueDate: "",
};

const SOLICITATION_PAGES = [
  "Request for Bids: supply of laptops. Section I. Instructions to Bidders.",
  "Section III. Evaluation and Qualification Criteria\nQualification: specific experience of two similar contracts; average annual turnover of KES 5 million.",
  "Bids shall remain valid for 120 days. The bid security shall be KES 15,000.",
  "The deadline for submission of bids is 15 February 2025. Address for bid submission: Procurement Office, Room 4. Bids will be publicly opened in the presence of bidders.",
];
const MINUTES =
  "Minutes of the bid opening held on 15 February 2025. Bids were received from Alpha Supplies Ltd and Beta Traders Ltd.";
const REPORT = [
  "Bid evaluation report. Two bids were received.",
  "Bids were examined for specific experience and annual turnover.",
  "Alpha Supplies Ltd: substantially responsive, evaluated price KES 980,000, rank 2.",
  "Beta Traders Ltd: substantially responsive, evaluated price KES 950,000, rank 1.",
  "The committee recommends award of the contract to Beta Traders Ltd. A notice of intention to award was issued and the standstill period of 14 days observed.",
  "Professional opinion of the Head of Procurement: the evaluation was done in accordance with the Act.",
];
// Notified on 10 March 2025, signed on 25 March 2025: 15 days, past Kenya's 14-day standstill.
const CONTRACT = [
  "Notice of award: Beta Traders Ltd. Date: 10 March 2025.",
  "CONTRACT AGREEMENT between the Ministry of Health and Beta Traders Ltd. This Agreement is made on 25 March 2025. IN WITNESS WHEREOF the parties have signed this Agreement.",
];

const doc = (name: string, text: string, groupId = "subject"): AttachedDocument => ({
  fileId: name,
  groupId,
  name,
  size: 1,
  units: [{ label: "page 1", text }],
});
const FILE = [
  doc("RFB.pdf", SOLICITATION_PAGES.join("\n")),
  doc("Minutes of opening.pdf", MINUTES),
  doc("Evaluation report.pdf", REPORT.join("\n")),
  doc("Contract.pdf", CONTRACT.join("\n")),
  doc("Plan.pdf", "Annual procurement plan 2025: laptops, open tender.", "refs"),
];

function review(
  documents: AttachedDocument[],
  framework: ToolFramework | null = KENYA,
  activity: Partial<ReviewActivity> = {},
) {
  const input: ReviewInput = {
    serviceId: "procurement_post_review",
    activity: { ...ACTIVITY, ...activity },
    moduleInputs: {},
    documents,
    framework,
  };
  return runReview(input, [procurementPostReviewPack]);
}
const replace = (name: string, text: string) =>
  FILE.map((document) =>
    document.name === name ? { ...document, units: [{ label: "page 1", text }] } : document,
  );
const without = (name: string) => FILE.filter((document) => document.name !== name);

describe("procurement post-review on generated documents", () => {
  it("passes a complete file (PDF, DOCX, XLSX) with quotes and pages", async () => {
    const attach = async (
      name: string,
      groupId: string,
      bytes: Promise<Uint8Array>,
      kind: "pdf" | "docx" | "xlsx",
    ) =>
      toAttachedDocument({ fileId: name, groupId, name, size: 1 }, await extractDocument(await bytes, kind));
    const documents = [
      await attach("RFB-laptops.pdf", "subject", makePdf(SOLICITATION_PAGES), "pdf"),
      await attach("Opening.docx", "subject", makeDocx([MINUTES]), "docx"),
      await attach("BER.docx", "subject", makeDocx(REPORT), "docx"),
      await attach("Contract.pdf", "subject", makePdf(CONTRACT), "pdf"),
      await attach(
        "Plan.xlsx",
        "refs",
        makeXlsx({
          "Procurement plan": [["Procurement plan 2025"], ["Item", "Method"], ["Laptops", "Open tender"]],
        }),
        "xlsx",
      ),
    ];
    const result = review(documents);
    // The report gives prices but no sums: the arithmetic could not be checked (not a key check).
    expect(
      result.findings
        .filter((finding) => finding.status !== "pass" && finding.status !== "info")
        .map((finding) => [finding.id, finding.status]),
    ).toEqual([["arithmetic", "insufficient"]]);
    expect(result.score).toBe(100);
    expect(byId(result, "record-signed-contract").evidence).toMatch(
      /CONTRACT AGREEMENT.*— Contract\.pdf, page 2\. Signed: .*IN WITNESS WHEREOF.*— Contract\.pdf, page 2\.$/,
    );
    expect(byId(result, "record-award-notice").citation).toMatch(/^Contract\.pdf, page 1; Kenya .*/);
    expect(byId(result, "record-procurement-plan").evidence).toContain("Plan.xlsx, Procurement plan");
    expect(byId(result, "bid-validity").evidence).toContain("RFB-laptops.pdf, page 3");
    expect(byId(result, "recommended-bidder").evidence).toContain("BER.docx, page 5");
    expect(byId(result, "standstill").evidence).toContain("14 days meets the 14 calendar days standstill");
    expect(byId(result, "standstill-observed").evidence).toContain(
      "15 days after the last notification (10 March 2025 to 25 March 2025). This meets the 14 calendar days standstill.",
    );
    expect(byId(result, "record-professional-opinion").evidence).toContain("BER.docx, page 6");
    expect(byId(result, "bid-period").status).toBe("info");
    expect(result.findings.find((finding) => finding.id === "method-rules")).toBeUndefined();
  });
});

describe("procurement post-review checks", () => {
  it("requires the procurement file; with none, nothing else is said", () => {
    const result = review([]);
    expect(statusOf(result, "procurement-file")).toEqual(["insufficient", "high"]);
    expect(result.score).toBeNull();
    expect(result.findings.map((finding) => finding.id)).toEqual([
      "procurement-file",
      "method-threshold",
      "bid-period",
    ]);
    expect(byId(review(FILE), "procurement-file").evidence).toBe(
      "Reviewed: RFB.pdf, Minutes of opening.pdf, Evaluation report.pdf, Contract.pdf.",
    );
  });

  it.each(POST_REVIEW_RECORDS.map((record) => [record.id, record.name] as const))(
    "record %s (%s) passes when filed, fails when missing",
    (id) => {
      expect(byId(review(FILE), id).status).toBe("pass");
      const emptied = FILE.map((document) => ({
        ...document,
        name: `file-${document.fileId.length}.pdf`,
        units: [{ label: "page 1", text: "Correspondence." }],
      }));
      expect(byId(review(emptied), id).status).toBe("fail");
    },
  );

  it("contract award notice: found passes, missing fails citing the verified publication rule", () => {
    expect(byId(review(FILE), "record-award-notice").status).toBe("pass");
    const missing = byId(review(replace("Contract.pdf", CONTRACT[1]!)), "record-award-notice");
    expect([missing.status, missing.severity]).toEqual(["fail", "medium"]);
    expect(missing.evidence).toContain("Within 14 days after signing");
    expect(missing.citation).toMatch(/^Kenya /);
    expect(byId(review(replace("Contract.pdf", CONTRACT[1]!), null), "record-award-notice").citation).toBe(
      "",
    );
  });

  it("signed contract: signed passes, unsigned or absent fails", () => {
    expect(byId(review(FILE), "record-signed-contract").status).toBe("pass");
    const unsigned = byId(
      review(replace("Contract.pdf", "CONTRACT AGREEMENT between the Ministry and Beta Traders Ltd.")),
      "record-signed-contract",
    );
    expect([unsigned.status, unsigned.severity]).toEqual(["fail", "high"]);
    expect(unsigned.evidence).toContain("No signature block found in Contract.pdf.");
    expect(byId(review(without("Contract.pdf")), "record-signed-contract").evidence).toContain(
      "No contract agreement found",
    );
  });

  it("procurement plan: in the references passes, missing fails (low)", () => {
    expect(byId(review(FILE), "record-procurement-plan").evidence).toContain("Plan.pdf, page 1");
    expect(statusOf(review(without("Plan.pdf")), "record-procurement-plan")).toEqual(["fail", "low"]);
  });

  it("tells the file's documents apart by name, else by text", () => {
    expect(rolesOf(doc("RFB_laptops.pdf", "Anything"))).toEqual(["solicitation"]);
    expect(rolesOf(doc("Evaluation-report.docx", "Instructions to Bidders were followed"))).toEqual([
      "evaluation",
    ]);
    expect(rolesOf(doc("scan.pdf", "Minutes of the bid opening"))).toEqual(["opening"]);
    expect(rolesOf(doc("scan.pdf", "Instructions to Bidders ... Evaluation Committee"))).toEqual([
      "solicitation",
      "evaluation",
    ]);
    expect(rolesOf(doc("letter.pdf", "Dear Sir"))).toEqual([]);
  });

  it("runs the solicitation's checks on the solicitation only", () => {
    expect(byId(review(FILE), "section-evaluation").status).toBe("pass");
    const noValidity = replace(
      "RFB.pdf",
      SOLICITATION_PAGES.join("\n").replace("Bids shall remain valid for 120 days.", ""),
    );
    const withValidityInReport = noValidity.map((document) =>
      document.name === "Evaluation report.pdf"
        ? {
            ...document,
            units: [{ label: "page 1", text: `${REPORT.join("\n")}\nBids were valid for 90 days.` }],
          }
        : document,
    );
    expect(byId(review(withValidityInReport), "bid-validity").status).toBe("fail");
    expect(statusOf(review(FILE), "bid-security")).toEqual(["pass", "info"]);
    expect(
      review(without("RFB.pdf")).findings.find((finding) => finding.id === "bid-validity"),
    ).toBeUndefined();
  });

  it("runs the evaluation checks on the report, with the bidders named in the minutes", () => {
    for (const id of ["bidders-accounted", "published-criteria", "recommended-bidder", "abnormally-low"])
      expect(byId(review(FILE), id).status, id).toBe("pass");
    const extra = replace(
      "Minutes of opening.pdf",
      `${MINUTES} A late bid from Delta Works Ltd was returned.`,
    );
    expect(byId(review(extra), "bidders-accounted").evidence).toContain(
      "No evaluation result for Delta Works Ltd",
    );
    const wrong = replace(
      "Evaluation report.pdf",
      `${REPORT.join("\n")}\nScores: 40 + 30 = 75.\nLocal content was scored.`,
    );
    expect(statusOf(review(wrong), "arithmetic")).toEqual(["fail", "high"]);
    expect(byId(review(wrong), "published-criteria").evidence).toContain(
      "Local content / margin of preference: used at",
    );
    const reversed = replace(
      "Evaluation report.pdf",
      REPORT.join("\n").replace("award of the contract to Beta", "award of the contract to Alpha"),
    );
    expect(byId(review(reversed), "recommended-bidder").status).toBe("fail");
    expect(
      review(without("Evaluation report.pdf")).findings.find((finding) => finding.id === "arithmetic"),
    ).toBeUndefined();
  });

  it("standstill in the file, and the estimate against thresholds when the framework has them", () => {
    const noStandstill = replace(
      "Evaluation report.pdf",
      REPORT.join("\n").replace(/A notice of intention[^\n]*/, ""),
    );
    expect(statusOf(review(noStandstill), "standstill")).toEqual(["fail", "medium"]);
    // The rules in the references are not the file: they do not count as the file's standstill notice.
    const rulesInRefs = [
      ...noStandstill,
      doc("Regulations.pdf", "The standstill period of 14 days applies.", "refs"),
    ];
    expect(byId(review(rulesInRefs), "standstill").status).toBe("fail");
    expect(byId(review(FILE), "method-threshold").evidence).toBe(
      "No verified threshold is available for Kenya.",
    );
  });
});

describe("post-review: the signed contract", () => {
  // Before: any signature words passed, so the draft agreement sent for signature was "Signed contract: PASS".
  it("fails a draft contract whose signature lines are blank, and passes the signed one", () => {
    const draft = [
      "CONTRACT AGREEMENT",
      "THIS AGREEMENT is made the ______ day of __________ 2025 between the Ministry of Health and Beta Traders Ltd.",
      "IN WITNESS WHEREOF the parties hereto have caused this Agreement to be executed the day and year first before written.",
      "Signed by ________________________ for and on behalf of the Procuring Entity",
      "Signed by ________________________ for and on behalf of the Supplier",
    ].join("\n");
    const unsigned = byId(review(replace("Contract.pdf", draft)), "record-signed-contract");
    expect([unsigned.status, unsigned.severity]).toEqual(["fail", "high"]);
    expect(unsigned.evidence).toContain("Contract.pdf is not signed: its signature lines are blank");
    const marked = byId(
      review(replace("Contract.pdf", `DRAFT\n${CONTRACT.join("\n")}`)),
      "record-signed-contract",
    );
    expect(marked.evidence).toContain('is not signed: it is marked "DRAFT"');
    expect(byId(review(FILE), "record-signed-contract").status).toBe("pass");
  });
});
