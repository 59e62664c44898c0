/**
 * The time for preparing tenders in the solicitation review and the approval memo (issue 35): under Kenya's rules
 * the finding cites the verified basis (PPADA s. 97 and s. 89(c)) and says plainly that the minimum's figure is not
 * verified, never inventing one; a framework with a verified minimum is compared with it. Dates written as Kenyan
 * invitations write them.
 */
import { describe, expect, it } from "vitest";
import { runReview } from "@/modules/review/lib/engine/engine";
import { RULE_PACKS } from "@/modules/review/lib/engine/packs";
import { internalApprovalMemoPack } from "@/modules/review/lib/engine/packs/internal-approval-memo";
import { tenderPeriodRules, unverifiedMinimumSentence } from "@/lib/frameworks/tender-period";
import type { ReviewActivity, ReviewInput } from "@/lib/results/review-types";
import type { AttachedDocument, ToolFramework } from "@/lib/results/types";
import { byId } from "@/tests/support/review-findings";
import { KENYA } from "@/tests/support/frameworks";

const EU: ToolFramework = {
  kind: "Custom",
  source: "custom",
  code: "EU",
  label: "EU Directive 2014/24/EU",
  rulesCode: "EU_2014_24",
};

const ACTIVITY: ReviewActivity = {
  id: "MOH/T/033/2025-2026",
  entity: "Ministry of Health",
  procurement_category: "Goods",
  procurement_method: "Open Tender",
  currency: "KES",
  estimatedValue: 25_600_000,
  issue_date: "",
  bidDueDate: "",
};

const invitation = (dated: string, closing: string): AttachedDocument => ({
  fileId: "itt",
  groupId: "method-document",
  name: "Invitation to Tender.pdf",
  size: 1,
  units: [
    {
      label: "page 1",
      text: `INVITATION TO TENDER\nDATE: ${dated}\nThe Ministry of Health invites sealed tenders for the supply and delivery of laboratory reagents. Tender security: Kshs. 200,000.00 (Two hundred thousand). Completed tenders must be delivered to the address below on or before ${closing} at 10.00 a.m. East Africa Time.`,
    },
  ],
});

function solicitation(
  document: AttachedDocument,
  framework: ToolFramework,
  activity: Partial<ReviewActivity> = {},
) {
  const input: ReviewInput = {
    serviceId: "compliance-solicitation",
    activity: { ...ACTIVITY, ...activity },
    moduleInputs: {},
    documents: [document],
    framework,
  };
  return byId(runReview(input, RULE_PACKS), "tender-period");
}

describe("the minimum tender period in the rule library", () => {
  it("holds Kenya's basis as verified and its minimums as unverified leads without a figure", () => {
    const kenya = tenderPeriodRules("KE_PPADA");
    expect(kenya.figures).toEqual([]);
    expect(kenya.basis.map((rule) => rule.id)).toEqual(["ke-tender-preparation-time-basis"]);
    expect(kenya.leads.map((rule) => [rule.id, rule.value])).toEqual([
      ["ke-min-tender-period-national", null],
      ["ke-min-tender-period-international", null],
    ]);
    expect(unverifiedMinimumSentence(kenya)).toBe(
      "The minimum tender period (open national tender, open international tender) is not verified. The Regulations prescribe it; the figure is not recorded in the rule library.",
    );
  });
});

describe("solicitation review: advert date to closing date", () => {
  it("under Kenya, states the days, cites s. 97 and s. 89(c) and says the minimum is not verified (never a failure)", () => {
    // Ten days: short by any practice, yet no verified figure exists to fail it.
    const finding = solicitation(invitation("1st February, 2025", "11th February, 2025"), KENYA);
    expect(finding.status).toBe("info");
    expect(finding.evidence).toMatch(
      /^Invitation dated 1 February 2025 .*closing 11 February 2025.*: 10 days, counted without the day of the notice\./,
    );
    expect(finding.evidence).toContain("is not verified");
    expect(finding.evidence).toContain("unverified — confirm against the official text");
    expect(finding.citation).toContain(
      "Public Procurement and Asset Disposal Act, 2015 (Kenya), s. 97 and s. 89(c)",
    );
    expect(finding.evidence).not.toMatch(/\b(?:14|21|30) days minimum/);
  });

  it("prefers the dates entered on the form to the dates read in the document", () => {
    const finding = solicitation(invitation("1st February, 2025", "11th February, 2025"), KENYA, {
      issue_date: "2025-01-15",
      bidDueDate: "2025-02-12",
    });
    expect(finding.evidence).toMatch(
      /^Advertised 2025-01-15 \(as entered\), closing 2025-02-12 \(as entered\): 28 days/,
    );
  });

  it("compares with a verified minimum where one exists: short is a warning, long enough passes", () => {
    const restricted = { procurement_method: "Restricted tendering" };
    const short = solicitation(invitation("1st February, 2025", "11th February, 2025"), EU, restricted);
    expect([short.status, short.severity]).toEqual(["warning", "medium"]);
    expect(short.evidence).toContain("below the 30 days minimum");
    expect(short.citation).toContain("Art. 28");
    const long = solicitation(invitation("1st February, 2025", "14th March, 2025"), EU, restricted);
    expect(long.status).toBe("pass");
  });

  it("asks to confirm, not compute, when the invitation is dated only to the month", () => {
    const input: ReviewInput = {
      serviceId: "compliance-solicitation",
      activity: ACTIVITY,
      moduleInputs: {},
      documents: [invitation("FEBRUARY, 2025", "11th February, 2025")],
      framework: KENYA,
    };
    const finding = byId(runReview(input, RULE_PACKS), "tender-period");
    expect([finding.status, finding.title]).toEqual([
      "info",
      "Confirm: the invitation date (dated only to the month)",
    ]);
  });
});

describe("approval memo: the bid period check", () => {
  const memo = (framework: ToolFramework, activity: Partial<ReviewActivity>) =>
    byId(
      runReview(
        {
          serviceId: "internal-approval-memo",
          activity: { ...ACTIVITY, ...activity },
          moduleInputs: {},
          documents: [],
          framework,
        },
        [internalApprovalMemoPack],
      ),
      "bid-period",
    );

  it("cites Kenya's basis and says the minimum figure is not verified instead of inventing one", () => {
    const finding = memo(KENYA, { issue_date: "2025-01-06", bidDueDate: "2025-01-27" });
    expect(finding.status).toBe("info");
    expect(finding.evidence).toMatch(/^Issue date 2025-01-06 to bid due date 2025-01-27: 21 days\./);
    expect(finding.evidence).toContain(
      "The minimum tender period (open national tender, open international tender) is not verified.",
    );
    expect(finding.citation).toContain("s. 97 and s. 89(c)");
  });

  it("still fails a period under a verified minimum (EU restricted procedure, 30 days)", () => {
    const finding = memo(EU, {
      procurement_method: "Restricted tendering",
      issue_date: "2025-01-06",
      bidDueDate: "2025-01-20",
    });
    expect(finding.status).toBe("fail");
  });
});
