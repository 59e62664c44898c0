import { describe, expect, it } from "vitest";
import { runChecks, buildContext } from "@/modules/review/lib/engine/engine";
import {
  amountConflictCheck,
  CONSISTENCY_CHECKS,
  dataSheetAgreementCheck,
  periodAgreementCheck,
  periodConflictCheck,
  securityValidityCheck,
  siteVisitCheck,
  tenderNumberCheck,
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

const WORLD_BANK: ToolFramework = {
  kind: "Multilateral_IFI",
  source: "multilateral",
  code: "WB",
  label: "World Bank",
  rulesCode: "WB_IPF",
};

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

describe("tender security validity against the tender validity", () => {
  it("reports every different rule for the security's validity, with its page, and fails one shorter than the tenders", () => {
    const findings = run(
      [securityValidityCheck],
      [
        "1.4 Prices. Offered prices shall remain valid for One hundred and twenty (120) days from the closing date of the tender.",
        "3.18.1 All tenders must be accompanied by an original Tender Security of Kshs. 200,000.00 (Two hundred thousand) only. The security must be valid for one hundred and twenty (120) calendar days from the date of the closing of the tender.",
        "3.18.5 The Tender Security shall be valid for one hundred and twenty (120) days beyond the validity of the tender.",
        "4. The Tender validity period is one hundred and twenty (120) days. Therefore the Tender Security must at all times be valid for at least 30 days beyond the tender validity period.",
      ],
    );
    expect(findings).toHaveLength(1);
    const [conflict] = findings;
    expect([conflict!.status, conflict!.severity]).toEqual(["fail", "high"]);
    expect(conflict!.title).toContain("3 different ways");
    for (const page of ["page 2", "page 3", "page 4"]) expect(conflict!.evidence).toContain(page);
    expect(conflict!.recommendation).toContain("at least 150 days");
    expect(conflict!.citation).toMatch(/Kenya/);
  });

  it("passes one security validity of 30 days beyond the tender validity (Kenyan wording)", () => {
    const [only] = run(
      [securityValidityCheck],
      [
        "Tenders shall remain valid for a period of ninety (90) days after the tender submission deadline.",
        "The tender security shall remain valid for thirty (30) days beyond the validity of the tender.",
      ],
    );
    expect(only!.status).toBe("pass");
  });

  it("fails a security that expires with the bids (World Bank wording) only against a stated margin", () => {
    const findings = run(
      [securityValidityCheck],
      [
        "ITB 18.1 Bids shall remain valid for a period of 120 days after the bid submission deadline.",
        "ITB 19.1 The Bid Security shall be valid for 90 days from the deadline for submission of bids.",
      ],
      WORLD_BANK,
    );
    expect([findings[0]!.status, findings[0]!.title]).toEqual([
      "fail",
      "Tender security expires before the tenders it secures",
    ]);
  });
});

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

describe("tender number and site visit", () => {
  it("warns when the cover and the invitation give different tender numbers", () => {
    const [numbers] = run(
      [tenderNumberCheck],
      [
        "TENDER NO. KeRRA/008/2024-2025 FOR THE REHABILITATION OF THE KISUMU-KAKAMEGA ROAD",
        "SECTION I - INVITATION TO TENDER. Tender No: KeRRA/080/2024-2025. The Kenya Rural Roads Authority invites sealed tenders.",
        "Tender No. ……………………… (to be filled by the tenderer)",
      ],
    );
    expect(numbers).toMatchObject({ status: "warning" });
    expect(numbers!.evidence).toContain("KeRRA/008/2024-2025");
    expect(numbers!.evidence).toContain("KeRRA/080/2024-2025");
  });

  it("accepts one number written with and without spaces or a trailing colon", () => {
    expect(
      run(
        [tenderNumberCheck],
        [
          "TENDER NO. NCPB/ICT/LAPTOPS/14/2021-2022 FOR SUPPLY",
          "TENDER NO. NCPB/ICT/LAPTOPS/14/2021-2022: FOR SUPPLY AND DELIVERY",
        ],
      ),
    ).toEqual([]);
  });

  it("warns when missing the site visit disqualifies a tender, not when the visit is only encouraged", () => {
    const [mandatory] = run(
      [siteVisitCheck],
      [
        "A site visit will be held on 3 March 2025 at 10:00. Attendance is mandatory and tenderers who fail to attend the site visit shall be disqualified.",
      ],
    );
    expect(mandatory).toMatchObject({ status: "warning", severity: "high" });
    expect(
      run(
        [siteVisitCheck],
        ["Tenderers are advised to visit the site at their own cost before submitting a tender."],
      ),
    ).toEqual([]);
  });
});
