import { describe, expect, it } from "vitest";
import { cmpTemplateBasis, CONTRACT_DOCUMENTS_MESSAGE } from "@/modules/tools/lib/cmp/template-basis";
import { buildContractPlan } from "@/modules/tools/lib/cmp/plan";
import { GENERIC_TEMPLATE_MESSAGE, TEMPLATES } from "@/modules/tools/lib/templates";
import type { AttachedDocument, ToolRunContext } from "@/lib/results/types";

const works = TEMPLATES.find((template) => template.category === "Works")!;

describe("cmpTemplateBasis: what a plan says it is based on, from its inputs alone", () => {
  it("names attached contract documents as such: never 'uploaded templates', no template", () => {
    const basis = cmpTemplateBasis(["signed-contract.pdf", "annex.docx"], null);
    expect(basis).toEqual({
      kind: "contract_documents",
      message: CONTRACT_DOCUMENTS_MESSAGE,
      template: null,
      uploadedDocuments: ["signed-contract.pdf", "annex.docx"],
    });
    expect(basis.message).not.toMatch(/uploaded templates/i);
    // Documents win even when a template was passed: the plan is made with what the user attached.
    expect(cmpTemplateBasis(["c.pdf"], works).kind).toBe("contract_documents");
  });

  it("names the closest-fit template when nothing is attached, and the standard structure when none fits", () => {
    expect(cmpTemplateBasis([], works)).toEqual({
      kind: "closest_fit",
      message: `No templates uploaded. Using closest-fit template: ${works.name}.`,
      template: { id: works.id, name: works.name, path: works.path },
      uploadedDocuments: [],
    });
    expect(cmpTemplateBasis([], null)).toEqual({
      kind: "standard",
      message: GENERIC_TEMPLATE_MESSAGE,
      template: null,
      uploadedDocuments: [],
    });
  });

  it("gives the same message for the same inputs, whatever device sent them (it reads nothing else)", () => {
    const context = (
      documents: AttachedDocument[],
    ): Pick<ToolRunContext, "values" | "framework" | "documents" | "now"> => ({
      values: {
        contract_type: "Works/Construction",
        contract_value: { amount: "10", currency: "USD" },
        stakeholder_organizations: "Ministry (Procuring Entity)",
      },
      framework: { kind: "Multilateral_IFI", source: "multilateral", code: "WB", label: "World Bank (WB)" },
      documents,
      now: new Date("2026-01-01T00:00:00Z"),
    });
    const contract = { fileId: "f", groupId: "contract_documents", name: "contract.pdf", size: 1, units: [] };
    const first = buildContractPlan(context([contract])).plan.templateBasis;
    const second = buildContractPlan(context([{ ...contract, fileId: "g" }])).plan.templateBasis;
    expect(first).toEqual(second);
    expect(first.message).toBe(CONTRACT_DOCUMENTS_MESSAGE);
    expect(buildContractPlan(context([])).plan.templateBasis.message).toMatch(
      /^No templates uploaded\. Using closest-fit template: /,
    );
  });
});
