// ESG read as provisions, not keywords: documents made in code the way Kenyan tender documents carry them — the
// self-declaration forms (a Word table with a merged title cell), a Form of Tender line, a data sheet declaring
// safeguards "Not applicable", a scanned PDF whose requirement wraps across lines, and a works scope with
// asbestos roofing. Each check has a passing and a failing case.
import { describe, expect, it } from "vitest";
import { extractDocument } from "@/lib/documents";
import { toAttachedDocument } from "@/lib/reading/attached-document";
import type { AttachedDocument } from "@/lib/results/types";
import { runReview } from "@/modules/review/lib/engine/engine";
import { sustainabilityEsgPack } from "@/modules/review/lib/engine/packs/sustainability-esg";
import { makeDocx, makePdf } from "@/tests/support/documents";
import { makeDocxTable } from "@/tests/support/table-documents";
import { byId, statusOf } from "@/tests/support/review-findings";

async function attach(name: string, bytes: Uint8Array): Promise<AttachedDocument> {
  const kind = name.endsWith(".pdf") ? "pdf" : "docx";
  return toAttachedDocument(
    { fileId: name, groupId: "subject", name, size: 1 },
    await extractDocument(bytes, kind),
  );
}

const review = (documents: AttachedDocument[]) =>
  runReview(
    {
      serviceId: "sustainability_esg_checks",
      activity: {
        id: "MOH/RFX/2025/031",
        entity: "Ministry of Health",
        procurement_category: "Works",
        procurement_method: "Open Tender",
        currency: "KES",
        estimatedValue: null,
        issue_date: "",
        bidDueDate: "",
      },
      moduleInputs: { compliance_focus: "Full ESG Screening" },
      documents,
      framework: null,
    },
    [sustainabilityEsgPack],
  );

describe("conflict of interest read from the declaration forms", () => {
  it("passes the self-declaration form, quoting the declaration with its file and page", async () => {
    const docx = await makeDocxTable([
      "SECTION IV - TENDER FORMS",
      {
        table: [
          [{ text: "FORM SD2: SELF DECLARATION OF NO CONFLICT OF INTEREST", span: 2 }],
          [
            "Declaration",
            "I, Peter Mwangi Kamau, of P.O. Box 4521-00100 Nairobi, being a resident of Nairobi, do hereby declare that Mwangaza Builders Ltd has no conflict of interest with the procuring entity in this tender.",
          ],
        ],
      },
    ]);
    const result = review([await attach("Tender Forms.docx", docx)]);
    const finding = byId(result, "gov-conflict-of-interest");
    expect(finding.status).toBe("pass");
    expect(finding.evidence).toMatch(
      /do hereby declare that Mwangaza Builders Ltd has no conflict of interest/,
    );
    expect(finding.evidence).toContain("— Tender Forms.docx, page 1");
  });

  it("passes the Form of Tender line 'We have no conflict of interest'", async () => {
    const docx = await makeDocx([
      "FORM OF TENDER\n(i) Conflict of Interest: We have no conflict of interest in accordance with ITT 4.3.",
    ]);
    expect(byId(review([await attach("Form of Tender.docx", docx)]), "gov-conflict-of-interest").status).toBe(
      "pass",
    );
  });

  it("fails when conflict of interest is only a guidance note and a heading", async () => {
    const docx = await makeDocx([
      "CONFLICT OF INTEREST\nNotes to the Procuring Entity: insert the conflict of interest clause of the standard document here [insert clause].",
    ]);
    const finding = byId(review([await attach("Draft Tender.docx", docx)]), "gov-conflict-of-interest");
    expect(finding.status).toBe("fail");
    expect(finding.evidence).not.toContain("Notes to the Procuring Entity");
  });
});

describe("negation: declared not applicable or not required counts as absent", () => {
  it("flags 'Environmental and social safeguards: Not applicable' instead of passing it", async () => {
    const docx = await makeDocx([
      "TENDER DATA SHEET\nITT 12.3 Environmental and social safeguards: Not applicable.",
    ]);
    const finding = byId(review([await attach("TDS.docx", docx)]), "env-management");
    expect([finding.status, finding.severity]).toEqual(["warning", "low"]);
    expect(finding.evidence).toBe(
      'Declared not applicable ("Not applicable"), so nothing is required: "ITT 12.3 Environmental and social safeguards: Not applicable." — TDS.docx, page 1, ITT 12.3.',
    );
  });

  it("fails 'shall not be required' and passes the same plan when it is required", async () => {
    const absent = await makeDocx([
      "An Environmental and Social Management Plan shall not be required for this contract.",
    ]);
    expect(statusOf(review([await attach("SCC.docx", absent)]), "env-management")).toEqual(["fail", "high"]);
    const present = await makeDocx([
      "The Contractor shall prepare an Environmental and Social Management Plan and submit it to the Engineer.",
    ]);
    expect(byId(review([await attach("SCC.docx", present)]), "env-management").status).toBe("pass");
  });

  it("reads a requirement wrapped across scanned lines, and flags narrative that requires nothing", async () => {
    const wrapped = await makePdf([
      "SPECIFICATIONS\n1.4 The Contractor shall at all times provide personal\nprotective equipment to every worker on site.",
    ]);
    const health = byId(review([await attach("Specs.pdf", wrapped)]), "soc-health-safety");
    expect(health.status).toBe("pass");
    expect(health.evidence).toMatch(/shall at all times provide personal\s+protective equipment/);
    const narrative = await makeDocx([
      "Background: personal protective equipment was discussed at the site meeting.",
    ]);
    const finding = byId(review([await attach("Minutes.docx", narrative)]), "soc-health-safety");
    expect(finding.status).toBe("fail");
    expect(finding.evidence).toMatch(/^Mentioned, but no provision requires it/);
  });
});

describe("hazardous works need a safety plan", () => {
  const scope =
    "SCOPE OF WORKS\nThe works comprise the removal of asbestos roofing sheets from the maternity block and re-roofing with pre-painted iron sheets, gauge 28.";

  it("flags asbestos removal in the scope without a safety plan requirement", async () => {
    const result = review([await attach("BoQ Preambles.docx", await makeDocx([scope]))]);
    const finding = byId(result, "esg-hazard-asbestos");
    expect([finding.status, finding.severity]).toEqual(["fail", "high"]);
    expect(finding.evidence).toContain("removal of asbestos roofing sheets from the maternity block");
    expect(finding.evidence).toContain(
      "No provision requires the contractor to prepare a health and safety plan",
    );
  });

  it("passes when the contractor must submit a method statement before stripping the roof", async () => {
    const docx = await makeDocx([
      `${scope}\n\nThe Contractor shall submit an asbestos removal plan and method statement to the Engineer for approval before stripping any roof sheets.`,
    ]);
    const finding = byId(review([await attach("BoQ Preambles.docx", docx)]), "esg-hazard-asbestos");
    expect(finding.status).toBe("pass");
    expect(finding.evidence).toContain("Safe working required");
  });

  it("says nothing of hazards a supply contract does not have", async () => {
    const docx = await makeDocx([
      "Supply of laboratory reagents. The supplier shall deliver within 30 days.",
    ]);
    expect(
      review([await attach("Spec.docx", docx)]).findings.some((each) => each.id.startsWith("esg-hazard")),
    ).toBe(false);
  });
});
