import { describe, expect, it } from "vitest";
import { extractDocument } from "@/lib/documents";
import { toAttachedDocument } from "@/lib/reading/attached-document";
import { runReview } from "@/modules/review/lib/engine/engine";
import {
  EVALUATION_REPORT_ELEMENTS,
  internalApprovalMemoPack,
} from "@/modules/review/lib/engine/packs/internal-approval-memo";
import { headingOf, MEMO_SECTIONS, parseBaseline } from "@/modules/review/lib/engine/packs/memo-baseline";
import { METHOD_NAMES, methodOf } from "@/modules/review/lib/engine/packs/method-checks";
import { bidPeriodOf } from "@/modules/review/lib/engine/packs/framework-facts";
import { standstillDays } from "@/modules/review/lib/engine/packs/timeline-checks";
import type { MemoBaseline, ReviewActivity, ReviewInput } from "@/lib/results/review-types";
import type { AttachedDocument, ToolFramework } from "@/lib/results/types";
import { makeDocx, makePdf } from "@/tests/support/documents";
import { byId, statusOf } from "@/tests/support/review-findings";
import { KENYA } from "@/tests/support/frameworks";

const WORLD_BANK: ToolFramework = {
  kind: "Multilateral_IFI",
  source: "multilateral",
  code: "WB",
  label: "World Bank",
  rulesCode: "WB_IPF",
};
const EU: ToolFramework = {
  kind: "Custom",
  source: "custom",
  code: "EU",
  label: "EU Directive 2014/24/EU",
  rulesCode: "EU_2014_24",
};
const ADB: ToolFramework = {
  kind: "Multilateral_IFI",
  source: "multilateral",
  code: "ADB",
  label: "Asian Development Bank",
  rulesCode: "ADB_2017",
};
const UGANDA: ToolFramework = {
  kind: "Country",
  source: "country",
  code: "UG",
  label: "Uganda",
  countryCode: "UG",
  rulesCode: "UG_PPDA",
};

const ACTIVITY: ReviewActivity = {
  id: "KE-MOH-001",
  entity: "Ministry of Health",
  procurement_category: "Goods",
  procurement_method: "Tender/RFB",
  currency: "KES",
  estimatedValue: 1_000_000,
  issue_date: "2025-01-01",
  bidDueDate: "2025-02-15",
};

const REPORT =
  "Three bids were received from Alpha Supplies Ltd, Beta Traders Ltd and Gamma Enterprises Ltd. The lowest evaluated substantially responsive bid is that of Beta Traders Ltd. " +
  "The committee recommends award of the contract to Beta Traders Ltd at KES 950,000. A notice of intention to award will be issued; the standstill period of 14 days follows it.";

const doc = (
  groupId: string,
  text: string,
  name = groupId === "method-document" ? "RFB.pdf" : "Report.pdf",
): AttachedDocument => ({
  fileId: `${groupId}-${name}`,
  groupId,
  name,
  size: 1,
  units: [{ label: "page 1", text }],
});
const METHOD_DOC = doc(
  "method-document",
  "Invitation for Bids by open tender. The deadline for submission of bids is 15 February 2025.",
);
const GOOD_DOCS = [METHOD_DOC, doc("redacted-evaluation-report", REPORT)];

function review(
  options: {
    documents?: AttachedDocument[];
    framework?: ToolFramework | null;
    activity?: Partial<ReviewActivity>;
    baseline?: MemoBaseline;
  } = {},
) {
  const input: ReviewInput = {
    serviceId: "internal-approval-memo",
    activity: { ...ACTIVITY, ...options.activity },
    moduleInputs: {},
    documents: options.documents ?? GOOD_DOCS,
    framework: options.framework === undefined ? KENYA : options.framework,
    ...(options.baseline ? { baseline: options.baseline } : {}),
  };
  return runReview(input, [internalApprovalMemoPack]);
}

describe("internal-approval-memo on generated documents", () => {
  it("passes a complete file (PDF solicitation, DOCX report) with quotes, pages and verified citations", async () => {
    const solicitation = await extractDocument(
      await makePdf([
        "Invitation for Bids.",
        "Procurement by open tender. The deadline for submission of bids is 15 February 2025.",
      ]),
      "pdf",
    );
    const report = await extractDocument(await makeDocx(["Evaluation report", REPORT]), "docx");
    const documents = [
      toAttachedDocument({ fileId: "s", groupId: "method-document", name: "RFB.pdf", size: 1 }, solicitation),
      toAttachedDocument(
        { fileId: "r", groupId: "redacted-evaluation-report", name: "Report.docx", size: 1 },
        report,
      ),
    ];
    const result = review({ documents });
    expect(
      result.findings.filter((finding) => finding.status !== "pass" && finding.status !== "info"),
    ).toEqual([]);
    expect(result.score).toBe(100);
    expect(byId(result, "method-document").title).toBe("Tender/RFB Document attached");
    expect(byId(result, "method-rules").evidence).toContain('"Procurement by open tender."');
    expect(byId(result, "method-rules").evidence).toContain("RFB.pdf, page 2");
    expect(byId(result, "method-rules").citation).toMatch(
      /^Kenya .* — Public Procurement .*\(Kenya\), s\. 91/,
    );
    expect(byId(result, "report-recommendation").evidence).toMatch(
      /recommends award of the contract to Beta Traders Ltd.*— Report\.docx, page 2$/,
    );
    const standstill = byId(result, "standstill");
    expect(standstill.evidence).toContain("14 days meets the 14 calendar days standstill");
    expect(standstill.citation).toContain("Standard Tender Document for Works");
    expect(result.memoHtml).toContain("<h2>Recommendation</h2>");
    expect(result.memoHtml).toContain("Approval of the award is recommended.");
  });
});

describe("internal-approval-memo checks", () => {
  it("requires the method document and the redacted evaluation report", () => {
    const none = review({ documents: [] });
    expect(statusOf(none, "method-document")).toEqual(["insufficient", "high"]);
    expect(byId(none, "method-document").evidence).toBe("No Tender/RFB Document was attached.");
    expect(statusOf(none, "evaluation-report")).toEqual(["insufficient", "high"]);
    expect(none.score).toBeNull();
    // Nothing to read: the report checks stay silent.
    for (const element of EVALUATION_REPORT_ELEMENTS)
      expect(none.findings.find((finding) => finding.id === element.id)).toBeUndefined();
    const both = review();
    expect(byId(both, "method-document").status).toBe("pass");
    expect(byId(both, "evaluation-report").evidence).toBe("Reviewed: Report.pdf.");
  });

  it("method: named by the verified rules passes, a method they do not name warns, no rules is info", () => {
    expect(statusOf(review({ framework: WORLD_BANK }), "method-rules")).toEqual(["pass", "info"]);
    // The World Bank's consulting selection methods (QCBS, ...) are leads, not verified rules: the method is
    // not failed on them, only flagged for confirmation against the verified methods (RFB, RFP, RFQ).
    const qcbs = byId(
      review({
        framework: WORLD_BANK,
        activity: { procurement_category: "Consulting Services", procurement_method: "QCBS" },
      }),
      "method-rules",
    );
    expect([qcbs.status, qcbs.severity]).toEqual(["warning", "medium"]);
    expect(qcbs.evidence).toContain("for any category do not name it: Request for Bids (RFB)");
    expect(qcbs.evidence).not.toContain("Quality- and Cost-Based Selection (QCBS)");
    expect(
      statusOf(
        review({
          framework: WORLD_BANK,
          activity: {
            procurement_category: "Consulting Services",
            procurement_method: "Request for Proposals",
          },
        }),
        "method-rules",
      ),
    ).toEqual(["pass", "info"]);
    expect(statusOf(review({ activity: { procurement_method: "RFQ" } }), "method-rules")).toEqual([
      "warning",
      "low",
    ]);
    expect(byId(review({ activity: { procurement_method: "RFQ" } }), "method-rules").evidence).toContain(
      "allows it as a limited-competition method",
    );
    expect(
      statusOf(review({ activity: { procurement_method: "Restricted tendering" } }), "method-rules"),
    ).toEqual(["warning", "low"]);
    const none = byId(review({ framework: null }), "method-rules");
    expect(none.status).toBe("info");
    expect(none.evidence).toContain("No verified method rule is available for the organization's framework.");
    expect(
      review({ activity: { procurement_method: " " } }).findings.find(
        (finding) => finding.id === "method-rules",
      ),
    ).toBeUndefined();
  });

  it("recognizes methods as the form and the rule texts spell them", () => {
    expect(methodOf("Tender/RFB")?.id).toBe("RFB");
    expect(methodOf("Open domestic bidding")?.id).toBe("RFB");
    expect(methodOf("Request for Quotations")?.id).toBe("RFQ");
    expect(methodOf("Restricted tendering")?.id).toBe("Restricted");
    expect(methodOf("Quality- and Cost-Based Selection (QCBS)")?.id).toBe("QCBS");
    expect(new Set(METHOD_NAMES.map((entry) => entry.id)).size).toBe(METHOD_NAMES.length);
  });

  it("threshold: a small-value method at or above a verified threshold fails; no verified threshold is info", () => {
    const adb = (activity: Partial<ReviewActivity>) =>
      review({ framework: ADB, activity: { currency: "USD", ...activity } });
    const over = byId(adb({ procurement_method: "RFQ", estimatedValue: 5_000_000 }), "method-threshold");
    expect([over.status, over.severity]).toEqual(["fail", "high"]);
    expect(over.evidence).toContain(
      'at or above "ICB threshold range (PAI 3.03, June 2022)" (USD 3,000,000)',
    );
    expect(over.citation).toMatch(
      /^ADB Procurement Policy .* — Asian Development Bank, Project Administration/,
    );
    expect(
      byId(adb({ procurement_method: "Tender/RFB", estimatedValue: 5_000_000 }), "method-threshold").status,
    ).toBe("pass");
    expect(byId(adb({ procurement_method: "RFQ", estimatedValue: 50_000 }), "method-threshold").status).toBe(
      "pass",
    );
    expect(byId(review({ framework: ADB }), "method-threshold").evidence).toContain(
      "is in KES; the verified thresholds of Asian Development Bank are in USD",
    );
    expect(byId(adb({ estimatedValue: null }), "method-threshold").status).toBe("info");
    // The EU's 2026 figures are leads until read in the official text, the 2024-2025 ones are superseded and
    // the light-touch threshold governs social services only: nothing is compared.
    const eu = byId(
      review({
        framework: EU,
        activity: {
          currency: "EUR",
          procurement_method: "RFQ",
          procurement_category: "Works",
          estimatedValue: 1_000_000,
        },
      }),
      "method-threshold",
    );
    expect(eu.status).toBe("info");
    expect(eu.evidence).toMatch(/^No verified threshold is available for EU Directive 2014\/24\/EU\. /);
    expect(eu.evidence).toContain("(superseded on 1 Jan 2026)");
    const wb = byId(review({ framework: WORLD_BANK }), "method-threshold");
    expect(wb.status).toBe("info");
    expect(wb.evidence).toContain("No verified threshold is available for World Bank.");
    expect(wb.citation).toContain("Thresholds and Legal Agreements in Procurement");
    expect(byId(review(), "method-threshold").evidence).toBe("No verified threshold is available for Kenya.");
  });

  it("bid period: an open procedure is never measured against the restricted procedure's limit", () => {
    const ok = byId(
      review({ framework: EU, activity: { issue_date: "2025-01-01", bidDueDate: "2025-02-15" } }),
      "bid-period",
    );
    // The open procedure's time limits (Art. 27) are leads until read in the official text.
    expect(ok.status).toBe("info");
    expect(ok.citation).not.toContain("Art. 28");
  });

  it("bid period: under the verified minimum or bad dates fail; without a verified minimum it says so", () => {
    const eu = (issue_date: string, bidDueDate: string) =>
      byId(review({ framework: EU, activity: { issue_date, bidDueDate } }), "bid-period");
    const restricted = byId(
      review({
        framework: EU,
        activity: {
          procurement_method: "Restricted tendering",
          issue_date: "2025-01-01",
          bidDueDate: "2025-01-20",
        },
      }),
      "bid-period",
    );
    expect([restricted.status, restricted.severity]).toEqual(["fail", "high"]);
    expect(restricted.evidence).toContain("This is below the 30-day minimum.");
    expect(restricted.citation).toContain("Art. 28");
    expect(eu("2025-03-01", "2025-02-01").evidence).toContain("is not after the issue date");
    expect(eu("2025-02-30", "2025-04-01").status).toBe("fail");
    expect(statusOf(review({ activity: { issue_date: "", bidDueDate: "" } }), "bid-period")).toEqual([
      "warning",
      "low",
    ]);
    // Kenya: the basis is verified (s. 97, s. 89(c)); the minimum's figure is not, and the finding says so.
    expect(byId(review(), "bid-period").evidence).toContain("The minimum tender period");
    expect(byId(review(), "bid-period").evidence).toContain("is not verified");
    expect(bidPeriodOf("2024-02-28", "2024-03-01")).toEqual({
      kind: "ok",
      days: 2,
      issue: "2024-02-28",
      due: "2024-03-01",
    });
  });

  it.each(EVALUATION_REPORT_ELEMENTS.map((element) => [element.id, element.name] as const))(
    "report element %s (%s) passes when stated, fails when not",
    (id) => {
      expect(byId(review(), id).status).toBe("pass");
      const missing = byId(
        review({
          documents: [METHOD_DOC, doc("redacted-evaluation-report", "The committee met on Monday.")],
        }),
        id,
      );
      expect(missing.status).toBe("fail");
      expect(missing.evidence).toBe("Not found in Report.pdf.");
    },
  );

  it("standstill against the verified rule, or said to be unverifiable", () => {
    const report = (text: string) => [METHOD_DOC, doc("redacted-evaluation-report", text)];
    expect(
      statusOf(review({ documents: report("The standstill period of 7 days ends on 1 May.") }), "standstill"),
    ).toEqual(["fail", "high"]);
    const absent = byId(review({ documents: report("Award to Beta Ltd.") }), "standstill");
    expect([absent.status, absent.severity]).toEqual(["fail", "medium"]);
    expect(absent.citation).toContain("s. 135(3)");
    expect(
      statusOf(review({ documents: report("A notice of intention to award will be sent.") }), "standstill"),
    ).toEqual(["warning", "low"]);
    const eu = byId(
      review({ framework: EU, documents: report("A standstill period of 10 calendar days applies.") }),
      "standstill",
    );
    // The Remedies Directive's standstill figures are leads until read in the official text.
    expect([eu.status, eu.citation]).toEqual(["info", ""]);
    expect(
      byId(
        review({ framework: UGANDA, documents: report("A standstill period of 10 days applies.") }),
        "standstill",
      ).status,
    ).toBe("info");
    expect(
      statusOf(review({ framework: UGANDA, documents: report("Award to Beta Ltd.") }), "standstill"),
    ).toEqual(["warning", "low"]);
    expect(standstillDays("a 10-day standstill")).toBe(10);
    expect(standstillDays("The notification of intention to award opens a period of 14 calendar days")).toBe(
      14,
    );
    // An award letter that says when the contract may be signed, without the word "standstill" (issue 32: the
    // memo warned that no standstill was stated).
    expect(
      standstillDays(
        "Please note that the contract shall be entered into after the expiry of fourteen (14) days from the date of this notification, as required by section 135(3) of the Act.",
      ),
    ).toBe(14);
    expect(
      standstillDays("The contract shall be signed within the tender validity period of 120 days."),
    ).toBeNull();
  });
});

describe("the approval memo", () => {
  it("is drafted fresh with every section, and is deterministic", () => {
    const first = review();
    for (const section of MEMO_SECTIONS.filter((name) => name !== "Issues to resolve before approval"))
      expect(first.memoHtml).toContain(`<h2>${section}</h2>`);
    expect(first.memoHtml).toContain(
      '<th scope="row">To</th><td>Approving Authority, Ministry of Health</td>',
    );
    expect(first.memoHtml).toContain("a bid period of 45 days");
    expect(first.memoHtml).not.toContain("Revised from");
    expect(review().memoHtml).toBe(first.memoHtml);
  });

  it("lists the issues to resolve and withholds the recommendation when a check fails", () => {
    const result = review({ documents: [METHOD_DOC] });
    expect(result.memoHtml).toContain("<h2>Issues to resolve before approval</h2>");
    expect(result.memoHtml).toContain("Attach the Redacted Evaluation Report and run the review again.");
    expect(result.memoHtml).toContain(
      "Approval is not recommended until the issues to resolve before approval are closed.",
    );
  });

  it("escapes HTML from documents, inputs and the baseline", () => {
    const hostile = '<script>alert("x")</script>';
    const result = review({
      documents: [METHOD_DOC, doc("redacted-evaluation-report", `${hostile} ${REPORT}`, "<img src=x>.pdf")],
      activity: { entity: "<b>Entity</b>" },
      baseline: { source: "external-text", name: "<i>draft</i>", text: `Background\n${hostile}` },
    });
    expect(result.memoHtml).not.toMatch(/<script|<img|<b>Entity|<i>draft/);
    expect(result.memoHtml).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(result.memoHtml).toContain("Revised from &lt;i&gt;draft&lt;/i&gt;.");
    expect(
      review({ documents: [METHOD_DOC, doc("redacted-evaluation-report", `${hostile} ${REPORT}`)] }).memoHtml,
    ).not.toContain("<script");
  });

  it("revises a baseline: keeps its paragraphs, replaces the findings, adds the issues before the recommendation", () => {
    const text = [
      "To: Director General",
      "",
      "1. Background",
      "The ministry needs 40 laptops for district offices.",
      "",
      "Findings:",
      "Everything was fine in the old version.",
      "",
      "Recommendation",
      "We recommend award to Beta Traders Ltd.",
    ].join("\n");
    const result = review({
      documents: [METHOD_DOC],
      baseline: { source: "external-file", name: "Draft memo.docx", text },
    });
    const memo = result.memoHtml;
    expect(memo).toContain("<p>Revised from Draft memo.docx.</p>");
    expect(memo).toContain("<p>To: Director General</p>");
    expect(memo).toContain(
      "<h2>1. Background</h2>\n<p>The ministry needs 40 laptops for district offices.</p>",
    );
    expect(memo).toContain("<p>We recommend award to Beta Traders Ltd.</p>");
    expect(memo).not.toContain("Everything was fine in the old version.");
    expect(memo.indexOf("<h2>Findings</h2>")).toBeGreaterThan(memo.indexOf("laptops"));
    expect(memo.indexOf("<h2>Issues to resolve before approval</h2>")).toBeLessThan(
      memo.indexOf("<h2>Recommendation</h2>"),
    );
    expect(memo).toContain("Revision: Approval is not recommended");
    // The fresh memo's own sections are not forced into the writer's draft.
    expect(memo).not.toContain("<h2>Procurement process</h2>");
    expect(
      review({
        documents: [METHOD_DOC],
        baseline: { source: "external-file", name: "Draft memo.docx", text },
      }).memoHtml,
    ).toBe(memo);
  });

  it("redrafts a prior version whole, so nothing stale from its run survives beside the new findings", () => {
    const stale = [
      "Internal Approval Memo",
      "Revised from Draft v1.",
      "Background",
      "STALE BACKGROUND from the first run.",
      "Recommendation",
      "Approval is not recommended until the issues are closed.",
    ].join("\n");
    const memo = review({
      documents: [METHOD_DOC],
      baseline: { source: "prior-version", name: "Draft v2", text: stale },
    }).memoHtml;
    expect(memo).toContain("<p>Revised from Draft v2.</p>");
    expect(memo).not.toContain("STALE BACKGROUND");
    expect(memo).not.toContain("Draft v1");
    expect(memo.match(/<h1>/g)).toHaveLength(1);
    expect(memo).toContain("<h2>Procurement process</h2>");
  });

  it("does not keep our own title and revision lines twice when a generated memo is pasted back as an external draft", () => {
    const pasted = [
      "Internal Approval Memo",
      "Revised from Draft v1.",
      "Revision: Approval is not recommended.",
      "",
      "Our paragraph about the laptops.",
    ].join("\n");
    const memo = review({
      documents: [METHOD_DOC],
      baseline: { source: "external-text", name: "the pasted external draft", text: pasted },
    }).memoHtml;
    expect(memo.match(/<h1>/g)).toHaveLength(1);
    expect(memo).not.toContain("Draft v1");
    expect(memo).toContain("Our paragraph about the laptops.");
  });

  it("appends the review's parts to a baseline without headings, and drops a stale issues section once resolved", () => {
    const plain = review({
      baseline: {
        source: "external-file",
        name: "memo.docx",
        text: "Memo on the laptops award.\n\nPlease approve.",
      },
    }).memoHtml;
    expect(plain).toContain("<p>Memo on the laptops award.</p>\n<p>Please approve.</p>\n<h2>Findings</h2>");
    expect(plain).not.toContain("Issues to resolve before approval");
    const stale = review({
      baseline: {
        source: "external-text",
        name: "pasted draft",
        text: "Issues to resolve before approval\nAttach the report.\n\nApproval\nSigned: ____",
      },
    }).memoHtml;
    expect(stale).not.toContain("Attach the report.");
    expect(stale).toContain("<h2>Findings</h2>");
    expect(stale.indexOf("<h2>Findings</h2>")).toBeLessThan(stale.indexOf("<h2>Approval</h2>"));
  });

  it("reads baseline headings", () => {
    expect(headingOf("2. Recommendations:")).toBe("Recommendation");
    expect(headingOf("Findings")).toBe("Findings");
    expect(headingOf("Findings: the bid was late")).toBeNull();
    expect(
      parseBaseline("Intro\n\nBackground\nA\nB\n\nC").map((part) => [part.section, part.paragraphs]),
    ).toEqual([
      [null, ["Intro"]],
      ["Background", ["A\nB", "C"]],
    ]);
  });
});
