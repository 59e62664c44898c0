/**
 * The quality gate: the product's own review of the draft as it is downloaded. The three briefs of issue 33
 * (Kenyan goods, Kenyan works, a World Bank-funded consultancy) pass with no finding but the blanks the draft
 * lists for the officer; a draft edited to contradict itself, a blank the draft did not list and a brand
 * without "or equivalent" each stop it.
 */
import { describe, expect, it } from "vitest";
import type { Draft, DraftSection } from "@/lib/results/draft";
import type { ToolFramework, ToolRunContext } from "@/lib/results/types";
import { KENYA, WORLD_BANK } from "@/tests/support/frameworks";
import { composeBidDocument } from "../bid-document";
import { briefContradictions } from "../brief-contradictions";
import { composeSpecification } from "../specification-tor";
import { qualityGate } from "./quality-gate";

const NOW = new Date("2026-11-27T08:00:00Z");

async function bidDocument(framework: ToolFramework, values: ToolRunContext["values"]): Promise<Draft> {
  const { draft } = await composeBidDocument({
    toolId: "bid_document_customization",
    values,
    framework,
    documents: [],
    now: NOW,
  });
  return draft;
}

const KENYA_GOODS = {
  procurement_category: "Goods",
  procurement_document_type: "Tender/RFB",
  project_objectives:
    "Equip the 11 sub-county health records offices so that patient records are kept digitally.",
  desired_outputs:
    "40 No. desktop computers (Intel Core i5, 8GB RAM, 512GB SSD)\n10 No. network laser printers, A4, duplex\n5 No. UPS 1500VA",
  estimated_value: { amount: "3800000.00", currency: "KES" },
  procuring_entity: "County Government of Nakuru, P.O. Box 2870-20100, Nakuru",
  tender_reference: "CGN/HLTH/OT/012/2026-2027",
  tender_period: { from: "2026-12-01", to: "2026-12-29" },
  delivery_period: "within ninety (90) days",
  warranty_period: "2 years",
};

const KENYA_WORKS = {
  procurement_category: "Works",
  procurement_document_type: "Tender/RFB",
  project_objectives:
    "Construction of a two-classroom block at Kiptere Primary School under the County Education Infrastructure Programme.",
  desired_outputs:
    "Site clearance - 450 m2\nExcavation in soft material - 120 m3\nConcrete class 25 in foundations - 38 m3\nMasonry walling 200mm - 310 m2\nRoofing with pre-painted iron sheets gauge 28 - 180 m2",
  estimated_value: { amount: "6400000", currency: "KES" },
  procuring_entity: "County Government of Kericho, P.O. Box 112-20200, Kericho",
  tender_reference: "CGK/EDU/OT/07/2026-2027",
  delivery_period: "6 months",
  warranty_period: "12 months",
};

const WORLD_BANK_CONSULTANCY = {
  procurement_category: "Consulting Services",
  procurement_document_type: "RFP",
  project_objectives:
    "Design review and construction supervision of the Kisumu urban water supply extension, financed by IDA under the Kenya Water Security and Climate Resilience Project; the assignment lasts 18 months.",
  desired_outputs:
    "Inception report within 4 weeks\nReview of the detailed designs and tender documents\nMonthly supervision reports\nFinal completion report\nTraining of 10 county water engineers",
  estimated_value: { amount: "850000", currency: "USD" },
  procuring_entity: "Lake Victoria South Water Works Development Agency, P.O. Box 3325-40100, Kisumu",
  tender_reference: "KE-LVSWWDA-412345-CS-QCBS",
  delivery_period: "18 months",
};

const open = <T extends { toFill: boolean }>(findings: T[]) => findings.filter((finding) => !finding.toFill);

describe("the gate on the bid document tool's drafts", () => {
  it.each([
    ["Kenyan goods", KENYA, KENYA_GOODS],
    ["Kenyan works", KENYA, KENYA_WORKS],
    ["World Bank-funded consultancy", WORLD_BANK, WORLD_BANK_CONSULTANCY],
  ] as const)(
    "%s: passes our own solicitation review, only the listed blanks left",
    async (_name, framework, values) => {
      const draft = await bidDocument(framework, values);
      const gate = (await qualityGate("bid_document_customization", draft, framework))!;
      expect(gate.review).toBe("Solicitation Compliance Review");
      expect(open(gate.findings)).toEqual([]);
      expect(gate.passed).toBe(true);
      // The review read the facts it judges: the deadline and the validity, stated once.
      const read = Object.fromEntries(gate.read.map((fact) => [fact.label, fact]));
      expect(read["Submission deadline"]!.status).toBe("stated");
      expect(read["Tender validity"]!.value).toBe("126 days");
    },
    30_000,
  );

  it.each([
    ["Kenyan goods", KENYA, KENYA_GOODS],
    ["Kenyan works", KENYA, KENYA_WORKS],
    ["World Bank-funded consultancy", WORLD_BANK, WORLD_BANK_CONSULTANCY],
  ] as const)(
    "%s: the tender never contradicts its brief (durations, warranty, quantities, value)",
    async (_name, framework, values) => {
      const draft = await bidDocument(framework, values);
      const brief = [
        values.project_objectives,
        values.desired_outputs,
        `Delivery ${values.delivery_period}`,
        "warranty_period" in values ? `Warranty ${values.warranty_period}` : "",
      ].join("\n");
      expect(briefContradictions(brief, draft)).toEqual([]);
    },
    30_000,
  );

  it("a blank the draft lists is for the officer to fill; the gate still passes", async () => {
    const bare = { ...KENYA_GOODS, procuring_entity: "", tender_reference: "" };
    const draft = await bidDocument(KENYA, bare);
    const gate = (await qualityGate("bid_document_customization", draft, KENYA))!;
    expect(gate.findings.some((finding) => finding.toFill)).toBe(true);
    expect(gate.passed).toBe(true);
  }, 30_000);

  it("a blank the draft does not list stops it", async () => {
    const draft = await bidDocument(KENYA, KENYA_GOODS);
    const unlisted = { ...draft, toFill: [] };
    const sheet = unlisted.sections.find((section) => section.id === "data-sheet")!;
    sheet.tables![0]!.rows.push(["ITT 20.1", "The number of copies is [insert number of copies]."]);
    const gate = (await qualityGate("bid_document_customization", unlisted, KENYA))!;
    expect(gate.passed).toBe(false);
    expect(open(gate.findings).map((finding) => finding.id)).toContain("data-sheet-blanks");
  }, 30_000);

  it("an invitation edited to state another security amount stops it (one value per fact)", async () => {
    const draft = await bidDocument(KENYA, KENYA_GOODS);
    const invitation = draft.sections[0] as DraftSection;
    invitation.paragraphs = invitation.paragraphs.map((paragraph) => ({
      ...paragraph,
      text: paragraph.text.replace("KES 38,000", "KES 76,000"),
    }));
    const gate = (await qualityGate("bid_document_customization", draft, KENYA))!;
    expect(gate.passed).toBe(false);
    expect(
      open(gate.findings)
        .map((finding) => finding.title)
        .join(" "),
    ).toMatch(/security/i);
  }, 30_000);

  it("a brand the draft names without 'or equivalent' stops it", async () => {
    const draft = await bidDocument(KENYA, KENYA_GOODS);
    const requirements = draft.sections.find((section) => section.id === "requirements")!;
    requirements.paragraphs.push({ text: "Monitors shall be Dell P2422H, 24 inch.", source: "input" });
    const gate = (await qualityGate("bid_document_customization", draft, KENYA))!;
    expect(open(gate.findings).map((finding) => finding.id)).toContain("brand-lock-in");
  }, 30_000);

  it("tools without a gate (letters, notes) have none", async () => {
    const draft = await bidDocument(KENYA, KENYA_GOODS);
    expect(await qualityGate("bidder_debrief_drafts", draft, KENYA)).toBeNull();
  });

  it("the specification tool's draft of a brief that names a brand passes its specification review", async () => {
    const values = {
      sector_industry: "Health",
      project_objectives: KENYA_GOODS.project_objectives,
      desired_outputs: KENYA_GOODS.desired_outputs,
      estimated_value: KENYA_GOODS.estimated_value,
    };
    const { draft } = await composeSpecification({
      toolId: "specification_tor_draft",
      values,
      framework: KENYA,
      documents: [],
      now: NOW,
    });
    const gate = (await qualityGate("specification_tor_draft", draft, KENYA))!;
    expect(gate.review).toBe("Specification Quality");
    expect(open(gate.findings)).toEqual([]);
    expect(JSON.stringify(draft)).toContain("Intel Core i5 or equivalent");
  }, 30_000);
});
