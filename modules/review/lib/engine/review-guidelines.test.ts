import { describe, expect, it } from "vitest";
import { runReview } from "@/modules/review/lib/engine/engine";
import { guidelineFindings, guidelineQuery } from "@/lib/results/guidelines";
import { contractCompletenessPack } from "@/modules/review/lib/engine/packs/contract-completeness";
import type { ReviewInput } from "@/lib/results/review-types";

const PASSAGE = {
  title: "Procurement Manual",
  filename: "Manual.pdf",
  location: "page 4",
  snippet: "Every  contract\nshall be signed by the accounting officer.",
};

describe("the org's guidelines in a review", () => {
  it("searches for any of the service's words, category and method, once each", () => {
    expect(guidelineQuery("Contract Completeness Check", "Goods", "Open Tender")).toBe(
      "contract or completeness or check or goods or open or tender",
    );
    expect(guidelineQuery("Bid/Proposal Self-Check", "", "RFQ")).toBe(
      "bid or proposal or self or check or rfq",
    );
  });

  it("shows the passages as one info finding quoting file and page, and none without passages", () => {
    expect(guidelineFindings({})).toEqual([]);
    const [finding] = guidelineFindings({ guidelines: [PASSAGE] });
    expect(finding).toMatchObject({
      id: "org-guidelines",
      status: "info",
      severity: "info",
      citation: "Procurement Manual (Manual.pdf, page 4)",
    });
    expect(finding!.evidence).toBe(
      '"Every contract shall be signed by the accounting officer." — Manual.pdf, page 4',
    );
  });

  it("never moves the score and is escaped in the memo", () => {
    const input: ReviewInput = {
      serviceId: "intelligence",
      subserviceId: "contract-completeness",
      activity: {
        id: "A-1",
        entity: "",
        procurement_category: "Goods",
        procurement_method: "RFQ",
        currency: "USD",
        estimatedValue: null,
        issue_date: "",
        bidDueDate: "",
      },
      moduleInputs: {},
      documents: [],
      framework: null,
    };
    const without = runReview(input, [contractCompletenessPack]);
    const withGuidelines = runReview(
      { ...input, guidelines: [{ ...PASSAGE, snippet: "<script>alert(1)</script>" }] },
      [contractCompletenessPack],
    );
    expect(withGuidelines.score).toBe(without.score);
    expect(withGuidelines.memoHtml).toContain("&lt;script&gt;");
    expect(withGuidelines.memoHtml).not.toContain("<script>");
  });
});
