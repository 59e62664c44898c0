import { describe, expect, it } from "vitest";
import { runChecks, buildContext } from "@/modules/review/lib/engine/engine";
import {
  amountConflictCheck,
  CONSISTENCY_CHECKS,
  dataSheetAgreementCheck,
  periodAgreementCheck,
  periodConflictCheck,
} from "@/modules/review/lib/engine/packs/solicitation-consistency";
import type { ReviewCheck, ReviewInput } from "@/lib/results/review-types";
import type { AttachedDocument, Finding, ToolFramework } from "@/lib/results/types";
import { KENYA } from "@/tests/support/frameworks";

/** A tender as pages of text, written the way Kenyan and World Bank documents word these clauses. */
const tender = (pages: readonly string[], name = "Tender.pdf"): AttachedDocument => ({
  fileId: "t1",
  groupId: "method-document",
  name,
  size: 1,
  units: pages.map((text, index) => ({ label: `page ${index + 1}`, text })),
});

function run(
  checks: readonly ReviewCheck[],
  pages: readonly string[],
  framework: ToolFramework = KENYA,
): Finding[] {
  const input: ReviewInput = {
    serviceId: "compliance-solicitation",
    activity: {
      id: "T-1",
      entity: "",
      procurement_category: "Goods",
      procurement_method: "Open Tender",
      currency: "KES",
      estimatedValue: null,
      issue_date: "",
      bidDueDate: "",
    },
    moduleInputs: {},
    documents: [tender(pages)],
    framework,
  };
  return runChecks({ serviceId: "x", title: "x", checks }, buildContext(input, {}));
}

describe("periods in one document", () => {
  it("warns when the words and the figure of a period disagree", () => {
    const [conflict] = run(
      [periodConflictCheck],
      [
        "An unsuccessful tenderer may request a debriefing, which the Procuring Entity shall give within five (3) days.",
      ],
    );
    expect(conflict).toMatchObject({ status: "warning", severity: "medium" });
    expect(conflict!.evidence).toContain("the words say 5 and the figure says 3");
  });

  it("warns when an amount's words and figures disagree, and not when they agree", () => {
    const [conflict] = run(
      [amountConflictCheck],
      ["ITT 19.1 The tender security shall be Kshs. 250,000.00 (Two hundred thousand shillings) only."],
    );
    expect(conflict).toMatchObject({ status: "warning", severity: "high" });
    expect(conflict!.evidence).toContain("the words say 200,000 and the figures say 250,000");
    expect(
      run(
        [amountConflictCheck],
        ["The tender security shall be Kshs. 200,000.00 (Two hundred thousand) only."],
      ),
    ).toEqual([]);
  });

  it("warns when the performance security is due within 21 days in one clause and 30 in another", () => {
    const findings = run(
      [periodAgreementCheck],
      [
        "The successful tenderer shall furnish the performance security within twenty-one (21) days of the notification of award.",
        "GCC 4.2.2 Within thirty (30) days of receipt of the notification of award, the Supplier shall furnish the Performance Security.",
      ],
    );
    expect(findings.map((finding) => finding.id)).toEqual(["period-agreement-performance-security"]);
    expect(findings[0]!.title).toContain("21 days and 30 days");
  });

  it("says nothing when every clause gives a period the same figure", () => {
    expect(
      run(CONSISTENCY_CHECKS, [
        "Within fourteen (14) days of the date of notification of award, the successful Tenderer shall furnish the Performance Security.",
        "7.8.1 Within fourteen (14) days of the notification of contract award, the Supplier shall furnish the Performance Security.",
        "The Performance Security will be returned not earlier than sixty (60) days following completion.",
      ]).filter((finding) => finding.status !== "pass"),
    ).toEqual([]);
  });
});

describe("data sheet against the instructions", () => {
  it("warns when the data sheet and the instructions give the tender validity different figures", () => {
    const findings = run(
      [dataSheetAgreementCheck],
      [
        "SECTION I - INSTRUCTIONS TO TENDERERS\n18. Period of Validity of Tenders\n18.1 Tenders shall remain valid for ninety (90) days after the date of tender submission deadline.",
        "SECTION II - TENDER DATA SHEET\nITT 18.1 The tender validity period shall be one hundred and twenty (120) days.",
      ],
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]!.title).toBe(
      "Tender validity: 120 days in the data sheet, 90 days in the instructions",
    );
    expect(findings[0]!.evidence).toContain("page 1");
    expect(findings[0]!.evidence).toContain("page 2");
  });

  it("warns when the data sheet and the instructions give the tender security different amounts", () => {
    const findings = run(
      [dataSheetAgreementCheck],
      [
        "SECTION I - INSTRUCTIONS TO TENDERERS\n19. Tender Security\n19.1 The Tenderer shall furnish a tender security of Kshs. 100,000.00 (One hundred thousand) only.",
        "SECTION II - TENDER DATA SHEET\nITT 19.1 The amount of the tender security shall be Kshs. 200,000.00.",
      ],
    );
    expect(findings.map((finding) => finding.title)).toEqual([
      "Tender security: KES 200,000 in the data sheet, KES 100,000 in the instructions",
    ]);
  });

  it("says nothing when the instructions refer to the data sheet or give the same figure", () => {
    expect(
      run(
        [dataSheetAgreementCheck],
        [
          "SECTION I - INSTRUCTIONS TO TENDERERS\n18.1 Tenders shall remain valid for the period specified in the TDS.",
          "SECTION II - TENDER DATA SHEET\nITT 18.1 The tender validity period shall be 120 days.",
        ],
      ),
    ).toEqual([]);
  });
});
