import { describe, expect, it } from "vitest";
import { extractDocument } from "@/lib/documents";
import { toAttachedDocument } from "@/lib/reading/attached-document";
import { runReview } from "@/modules/review/lib/engine/engine";
import {
  ESG_TOPICS,
  sustainabilityEsgPack,
  topicsFor,
} from "@/modules/review/lib/engine/packs/sustainability-esg";
import type { ReviewInput } from "@/lib/results/review-types";
import type { AttachedDocument } from "@/lib/results/types";
import { makeDocx, makePdf } from "@/tests/support/documents";
import { byId } from "@/tests/support/review-findings";

const COMPLETE = [
  "Section 1. Environmental and Social Requirements. The Contractor shall implement the Environmental and Social Management Plan (ESMP) and the waste management plan for hazardous materials.",
  "Section 2. Labour. The Contractor shall comply with labour laws, pay at least the minimum wage and keep a grievance mechanism. Health and safety: personal protective equipment is mandatory. Child labour and forced labour are prohibited. Workers shall sign a code of conduct on sexual exploitation and abuse and sexual harassment (SEA/SH).",
  "Section 3. Fraud and Corruption. Bidders shall not engage in corrupt or fraudulent practices. Bidders shall declare any conflict of interest.",
  "Section 4. Evaluation by life-cycle cost. Equipment shall meet energy efficiency class A and packaging shall have recycled content.",
];

const SAMPLES: Record<string, string> = {
  "env-management": "An environmental impact assessment is required.",
  "env-waste-pollution": "Dust control shall be applied.",
  "soc-labour": "Working conditions shall meet the law.",
  "soc-health-safety": "A safety plan is required.",
  "soc-child-forced-labour": "Modern slavery is prohibited.",
  "soc-gender-sea-sh": "Gender-based violence risks shall be managed.",
  "gov-anti-corruption": "Bribery is prohibited.",
  "gov-conflict-of-interest": "A declaration of interest is required.",
  "sp-life-cycle-cost": "Total cost of ownership is evaluated.",
  "sp-energy-efficiency": "Energy Star rated monitors.",
  "sp-recycled-content": "Toner cartridges shall be supplied under a take-back scheme.",
};

const subject = (text: string, groupId = "subject", name = "Spec.docx"): AttachedDocument => ({
  fileId: name,
  groupId,
  name,
  size: 1,
  units: [{ label: "page 1", text }],
});

function review(documents: AttachedDocument[], focus?: string) {
  const input: ReviewInput = {
    serviceId: "sustainability_esg_checks",
    activity: {
      id: "",
      entity: "",
      procurement_category: "",
      procurement_method: "",
      currency: "USD",
      estimatedValue: null,
      issue_date: "",
      bidDueDate: "",
    },
    moduleInputs: focus === undefined ? {} : { compliance_focus: focus },
    documents,
    framework: null,
  };
  return runReview(input, [sustainabilityEsgPack]);
}

describe("ESG checks on generated documents", () => {
  it("passes every topic of a complete specification (PDF) with quotes and pages", async () => {
    const document = toAttachedDocument(
      { fileId: "s", groupId: "subject", name: "Spec.pdf", size: 1 },
      await extractDocument(await makePdf(COMPLETE), "pdf"),
    );
    const result = review([document], "Full ESG Screening");
    expect(result.findings.filter((finding) => finding.status !== "pass")).toEqual([]);
    expect(result.findings).toHaveLength(ESG_TOPICS.length + 1);
    expect(result.score).toBe(100);
    const conflict = byId(result, "gov-conflict-of-interest");
    expect(conflict.title).toBe("Governance: Conflict of interest");
    expect(conflict.evidence).toMatch(/conflict of interest.*— Spec\.pdf, page 3$/);
    expect(conflict.citation).toBe("Spec.pdf, page 3");
  });

  it("fails the missing topics of a bare specification (DOCX); sustainable-procurement criteria only warn", async () => {
    const document = toAttachedDocument(
      { fileId: "s", groupId: "subject", name: "Spec.docx", size: 1 },
      await extractDocument(
        await makeDocx(["Supply of 100 desktop computers.", "Delivery within 30 days."]),
        "docx",
      ),
    );
    const result = review([document], "Full ESG Screening");
    for (const topic of ESG_TOPICS) {
      const finding = byId(result, topic.id);
      expect([finding.status, finding.severity], topic.id).toEqual([
        topic.pillar === "sustainable" ? "warning" : "fail",
        topic.severity,
      ]);
      expect(finding.evidence).toBe("Not found in Spec.docx.");
      expect(finding.recommendation).toBe(topic.recommendation);
    }
    expect(result.score).toBe(0);
  });
});

describe("ESG checks", () => {
  it.each(ESG_TOPICS.map((topic) => [topic.id] as const))(
    "%s passes when present and is flagged when absent",
    (id) => {
      expect(byId(review([subject(SAMPLES[id]!)]), id).status).toBe("pass");
      expect(byId(review([subject("Supply of chairs.")]), id).status).not.toBe("pass");
    },
  );

  it("has a sample for every topic", () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(ESG_TOPICS.map((topic) => topic.id).sort());
  });

  it("the focus narrows and orders the topics and names what was not checked", () => {
    const social = review([subject("Nothing.")], "Social");
    // What needs action first (the topics not addressed), then the notes on focus and documents.
    expect(social.findings.map((finding) => finding.id)).toEqual([
      "soc-labour",
      "soc-health-safety",
      "soc-child-forced-labour",
      "soc-gender-sea-sh",
      "esg-focus",
      "esg-documents",
    ]);
    expect(byId(social, "esg-focus").evidence).toBe(
      "Focus: Social. Not checked (outside the focus): Environmental, Governance, Sustainable procurement.",
    );
    expect(topicsFor("Environmental").map((topic) => topic.pillar)).toEqual([
      "environmental",
      "environmental",
      "sustainable",
      "sustainable",
      "sustainable",
    ]);
    expect(review([subject("Nothing.")], "governance").findings.map((finding) => finding.id)).toEqual([
      "gov-anti-corruption",
      "gov-conflict-of-interest",
      "esg-focus",
      "esg-documents",
    ]);
  });

  it("no or unknown focus screens everything with a note", () => {
    const result = review([subject("Nothing.")], "Climate");
    expect(byId(result, "esg-focus").evidence).toBe(
      "No known compliance focus was given; Full ESG Screening was applied.",
    );
    expect(byId(result, "esg-focus").status).toBe("info");
    expect(result.findings).toHaveLength(ESG_TOPICS.length + 2);
    expect(
      review([subject("Nothing.")], "Full ESG Screening").findings.some(
        (finding) => finding.id === "esg-focus",
      ),
    ).toBe(false);
  });

  it("a topic the reference document requires fails (high) when the subject lacks it, quoting the reference", () => {
    const policy = subject(
      "All contracts shall require recycled content where available.",
      "refs",
      "Policy.pdf",
    );
    const finding = byId(
      review([subject("Supply of paper."), policy], "Environmental"),
      "sp-recycled-content",
    );
    expect([finding.status, finding.severity]).toEqual(["fail", "high"]);
    expect(finding.evidence).toContain(
      'Your reference document requires it: "All contracts shall require recycled content where available." — Policy.pdf, page 1',
    );
    expect(finding.citation).toBe("Policy.pdf, page 1");
    // The reference is not the subject: its text never makes a topic pass.
    expect(
      byId(review([subject("Supply of paper."), policy], "Environmental"), "sp-energy-efficiency").status,
    ).toBe("warning");
  });

  it("without documents under review: the topics are insufficient data and there is no score", () => {
    const result = review([subject("Recycled content.", "refs")], "Environmental");
    expect(result.findings.map((finding) => [finding.id, finding.status, finding.severity])).toEqual([
      ["esg-documents", "insufficient", "high"],
      ...topicsFor("Environmental").map((topic) => [topic.id, "insufficient", "low"]),
    ]);
    expect(byId(result, "esg-documents").recommendation).toMatch(/^Attach the documents under review/);
    expect(result.score).toBeNull();
    expect(result.summary).toMatch(/^No score for Sustainability & ESG Checks/);
  });

  it("reads a topic the document says is missing or not applicable", () => {
    const missing = byId(
      review([subject("An ESMP has not been prepared for this contract.")]),
      "env-management",
    );
    expect([missing.status, missing.severity]).toEqual(["fail", "high"]);
    expect(missing.evidence).toBe(
      'The document says it is missing ("has not been prepared"): "An ESMP has not been prepared for this contract." — Spec.docx, page 1.',
    );
    const optional = byId(
      review([subject("ESMP: not applicable (supply of stationery).")]),
      "env-management",
    );
    // "Not applicable" is flagged (a warning to confirm), never a pass.
    expect([optional.status, optional.severity]).toEqual(["warning", "low"]);
    const required = byId(review([subject("Fraud and corruption clause: N/A.")]), "gov-anti-corruption");
    expect([required.status, required.severity]).toEqual(["fail", "high"]);
  });

  it("acronyms are case-sensitive: 'sea freight' is not SEA/SH", () => {
    expect(byId(review([subject("Delivery by sea freight to Mombasa.")]), "soc-gender-sea-sh").status).toBe(
      "fail",
    );
    expect(byId(review([subject("The SEA/SH action plan applies.")]), "soc-gender-sea-sh").status).toBe(
      "pass",
    );
  });
});
