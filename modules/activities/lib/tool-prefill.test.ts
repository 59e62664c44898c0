import { describe, expect, it } from "vitest";
import type { ActivityView } from "./fields";
import { methodOption, toolPrefill } from "./tool-prefill";

const activity = (over: Partial<ActivityView> = {}): ActivityView => ({
  id: "a1",
  reference: "KeRRA/008/2026-2027",
  subject: "Rehabilitation of Kitengela Sub-County Hospital wards",
  category: "works",
  method: "Open national tender",
  estimatedValue: 25_600_000,
  currency: "KES",
  stage: "solicitation",
  publishedOn: "2026-11-02",
  closingOn: "2026-11-30",
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
  ...over,
});

describe("a tool opened from an activity takes its facts", () => {
  it("fills category, method, estimate, Activity ID and the bidding dates under the shared input names", () => {
    expect(toolPrefill(activity())).toEqual({
      activity_reference: "KeRRA/008/2026-2027",
      procurement_category: "Works",
      procurement_method: "Tender/RFB",
      estimated_value: { amount: "25600000", currency: "KES" },
      bidding_period: { from: "2026-11-02", to: "2026-11-30" },
    });
  });

  it("gives only what the activity holds: no method, value or dates yet", () => {
    const prefill = toolPrefill(activity({ method: "", estimatedValue: null, closingOn: null }));
    expect(Object.keys(prefill).sort()).toEqual(["activity_reference", "procurement_category"]);
  });

  it("reads the method as officers name it, and leaves one the form does not offer unset", () => {
    expect(methodOption("Request for Quotations", "goods")).toBe("RFQ");
    expect(methodOption("RFP (two-envelope)", "services")).toBe("RFP");
    expect(methodOption("Restricted tendering", "works")).toBe("Tender/RFB");
    expect(methodOption("Quality and cost based (QCBS)", "consultancy")).toBe("QCBS");
    expect(methodOption("Direct procurement", "goods")).toBeNull();
    expect(methodOption("Open tender", "consultancy")).toBeNull();
  });
});
