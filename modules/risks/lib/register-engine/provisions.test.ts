import { describe, expect, it } from "vitest";
import type { AttachedDocument, ToolRunContext } from "@/lib/results/types";
import { riskRegisterEngine } from "./engine";
import { documentRiskSuggestions, findProvisions } from "./detect";
import { addDays, dueDateOf } from "./due-dates";
import { ASBESTOS_TENDER, NO_ASBESTOS_TENDER } from "@/tests/support/risk-tender-documents";

const DATES = { today: "2026-12-01", closingOn: "2027-01-15" };

const page = (text: string): AttachedDocument => ({
  fileId: "f",
  groupId: "supporting",
  name: "tender.pdf",
  size: text.length,
  units: [{ label: "page 4", text }],
});
const provisionsOf = (text: string) => findProvisions([page(text)]).map((hit) => hit.provision.id);

describe("risks read from the provisions of a tender", () => {
  it("turns the removal of asbestos roofing into an environmental and a safety risk, with owners, dates and the quote", () => {
    const risks = documentRiskSuggestions([ASBESTOS_TENDER], DATES);
    const waste = risks.find((risk) => risk.source === "document:asbestos:waste")!;
    const exposure = risks.find((risk) => risk.source === "document:asbestos:exposure")!;
    expect(waste).toMatchObject({
      category: "environmental",
      stage: "contract_management",
      owner: "Environment officer",
      dueDate: "2027-01-29",
    });
    expect(waste.title).toMatch(/NEMA licence/);
    expect(exposure).toMatchObject({
      category: "health_safety",
      owner: "Project engineer",
      dueDate: "2027-02-14",
    });
    expect(exposure.mitigation).toMatch(/safety and health plan/);
    // The first sentence that provides for it, with its file, page and clause; the second one counted.
    expect(waste.evidence).toContain("removal and disposal of existing asbestos cement roofing sheets");
    expect(waste.evidence).toContain("MCG-PW-T-012-2026-2027 Re-roofing tender.pdf, page 2, clause 2.1");
    expect(waste.basis).toMatch(/1 more place/);
    expect(waste.basis).toMatch(/Probability 3: .*impact 5/);
    // Scaffolding is work at height; the brand is followed by "or equivalent"; the security is required.
    expect(risks.map((risk) => risk.source).sort()).toEqual([
      "document:asbestos:exposure",
      "document:asbestos:waste",
      "document:height:falls",
    ]);
  });

  it("raises nothing for a tender that rules asbestos out", () => {
    expect(documentRiskSuggestions([NO_ASBESTOS_TENDER], DATES)).toEqual([]);
  });

  it("reads negation and conditions of a provision", () => {
    expect(provisionsOf("Asbestos roofing sheets: N/A.")).toEqual([]);
    expect(provisionsOf("The existing roof has no asbestos sheets.")).toEqual([]);
    expect(provisionsOf("Replace ceiling boards with non-asbestos boards.")).toEqual([]);
    // A prohibition with a licence condition still provides for the removal.
    expect(provisionsOf("No asbestos sheets shall be removed without a NEMA licence.")).toEqual(["asbestos"]);
    // A word alone is not a provision: asbestos named without work done to it.
    expect(provisionsOf("Asbestos is a mineral fibre.")).toEqual([]);
  });

  it("reads the other provisions of the table, and their absence where absence is the risk", () => {
    expect(provisionsOf("Tender security: Not required.")).toEqual(["bid-security"]);
    expect(provisionsOf("Tender security of Kshs. 50,000 in the form of a bank guarantee.")).toEqual([]);
    expect(provisionsOf("Laptops shall be of Brand: Lenovo ThinkPad.")).toEqual(["brand"]);
    expect(provisionsOf("Brand: Lenovo or equivalent.")).toEqual([]);
    expect(provisionsOf("Excavate trenches to a depth exceeding 3.0 m and provide shoring.")).toEqual([
      "excavation",
    ]);
    expect(provisionsOf("Excavate oversite to remove vegetable soil.")).toEqual([]);
    expect(
      provisionsOf("Bids may be priced in US dollars and paid at the exchange rate of the day."),
    ).toEqual(["exchange"]);
    expect(
      provisionsOf(
        "The Employer shall complete the resettlement of project affected persons before possession of site.",
      ),
    ).toEqual(["land"]);
  });
});

describe("due dates of suggested risks", () => {
  it("are set from the closing date while it gives a date ahead, else from today", () => {
    expect(dueDateOf({ closing: -7, fallback: 7 }, DATES)).toBe("2027-01-08");
    expect(dueDateOf({ closing: -7, fallback: 7 }, { today: "2027-01-10", closingOn: "2027-01-15" })).toBe(
      "2027-01-17",
    );
    expect(dueDateOf({ closing: 30, fallback: 21 }, { today: "2026-12-01", closingOn: null })).toBe(
      "2026-12-22",
    );
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });
});

describe("the risk register tool opened from an activity", () => {
  const context = (activity?: ToolRunContext["activity"]): ToolRunContext => ({
    toolId: "procurement_risk_register",
    values: { enquiry_focus: "Market conditions" },
    framework: null,
    documents: [],
    now: new Date("2026-12-01T08:00:00Z"),
    ...(activity ? { activity } : {}),
  });
  const activity = {
    reference: "MCG/PW/T/012/2026-2027",
    subject: "Re-roofing of Kathiani hospital wards",
    publishedOn: "2026-12-01",
    closingOn: "2027-01-15",
    documents: [ASBESTOS_TENDER],
    reviews: [
      {
        runId: "r1",
        serviceId: "compliance-solicitation",
        serviceTitle: "Solicitation Compliance Review",
        findings: [
          {
            id: "f1",
            title: "Tender validity period not stated",
            status: "fail" as const,
            severity: "high" as const,
            evidence: "The tender data sheet leaves the validity period blank.",
            citation: "page 3",
            recommendation: "State a validity period of 120 days by addendum.",
          },
          {
            id: "f2",
            title: "Closing date stated",
            status: "pass" as const,
            severity: "low" as const,
            evidence: "",
            citation: "",
            recommendation: "",
          },
        ],
      },
    ],
  };

  it("draws risks from the activity's documents and its review findings", async () => {
    const output = await riskRegisterEngine.run(context(activity));
    const metrics = Object.fromEntries(output.metrics!.map((metric) => [metric.id, metric.value]));
    expect(metrics).toMatchObject({ imported: "3", reviews: "1" });
    const suggestions = output.data.suggestions as { title: string; owner: string; dueDate?: string }[];
    const finding = suggestions.find((risk) => risk.title === "Tender validity period not stated")!;
    expect(finding).toMatchObject({ owner: "Procurement officer", dueDate: "2027-01-08" });
    expect(output.summary).toContain(
      "3 risks from the provisions of 1 document, 1 risk from review findings",
    );
  });

  it("without an activity, reads only the run's attachments", async () => {
    const output = await riskRegisterEngine.run(context());
    expect(output.metrics!.find((metric) => metric.id === "imported")!.value).toBe("0");
    const withTender = await riskRegisterEngine.run({ ...context(), documents: [ASBESTOS_TENDER] });
    expect(withTender.metrics!.find((metric) => metric.id === "imported")!.value).toBe("3");
  });
});
