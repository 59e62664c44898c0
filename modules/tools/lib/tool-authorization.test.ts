import { describe, expect, it } from "vitest";
import { getTool, TOOLS } from "@/lib/catalogue";
import {
  authorizationChanges,
  authorizationFingerprint,
  changedFieldsText,
  mattersForAuthorization,
} from "@/modules/tools/lib/authorization";
import services from "@/messages/en/services.json";

const tool = getTool("solicitation_compliance_review");
const money = (amount: string) => ({ amount, currency: "KES" });
const base = {
  procurement_category: "Works",
  procurement_method: "Open Tender",
  estimated_value: money("1000000"),
  procuring_entity: "Ministry of Roads",
  activity_reference: "ACT-1",
};
const sentence = (fields: string | null) =>
  services.tool.authorizationCleared.replace("{fields}", fields ?? "");

describe("authorization reset (pure)", () => {
  it("knows which inputs matter: amounts, choices, dates, framework, figures typed as text; not free text", () => {
    const byName = new Map(
      TOOLS.flatMap((entry) => entry.inputs.map((field) => [field.name, field] as const)),
    );
    for (const name of ["estimated_value", "procurement_method", "procurement_category", "bidding_period"])
      expect(mattersForAuthorization(byName.get(name)!), name).toBe(true);
    for (const name of ["project_estimate", "bid_prices", "activity_reference"])
      expect(mattersForAuthorization(byName.get(name)!), name).toBe(true);
    // A drafting tool's brief is what the draft is written from.
    for (const name of ["project_objectives", "desired_outputs", "key_deliverables"])
      expect(mattersForAuthorization(byName.get(name)!), name).toBe(true);
    for (const name of [
      "procuring_entity",
      "reviewer_note",
      "context_note",
      "custom_query",
      "specific_question",
    ])
      expect(mattersForAuthorization(byName.get(name)!), name).toBe(false);
  });

  it("keeps the authorization when only free text changes", () => {
    const authorized = authorizationFingerprint(tool, base, {});
    const edited = authorizationFingerprint(
      tool,
      { ...base, procuring_entity: "Ministry of Roads and Transport" },
      {},
    );
    expect(authorizationChanges(tool, authorized, edited)).toEqual([]);
    // Whitespace around a value is no change either.
    const padded = authorizationFingerprint(tool, { ...base, procurement_method: " Open Tender " }, {});
    expect(authorizationChanges(tool, authorized, padded)).toEqual([]);
  });

  it("clears it when the estimated value changes, and says so in a sentence naming the field", () => {
    const authorized = authorizationFingerprint(tool, base, {});
    const changed = authorizationFingerprint(tool, { ...base, estimated_value: money("1500000") }, {});
    const changes = authorizationChanges(tool, authorized, changed);
    expect(changes).toEqual(["Estimated value"]);
    expect(sentence(changedFieldsText(changes))).toBe(
      "Authorization cleared because the estimated value changed. Check the inputs and authorize again.",
    );
    // The currency alone is a change of the amount too.
    const otherCurrency = authorizationFingerprint(
      tool,
      { ...base, estimated_value: { amount: "1000000", currency: "USD" } },
      {},
    );
    expect(authorizationChanges(tool, authorized, otherCurrency)).toEqual(["Estimated value"]);
  });

  it("names several changes, the attached files included", () => {
    const authorized = authorizationFingerprint(tool, base, { subject: ["f1"] });
    const changed = authorizationFingerprint(
      tool,
      { ...base, procurement_method: "Restricted Tender", activity_reference: "ACT-2" },
      { subject: ["f1", "f2"] },
    );
    const changes = authorizationChanges(tool, authorized, changed);
    expect(changes).toEqual(expect.arrayContaining(["Procurement method", "Activity ID", "Attached files"]));
    expect(changedFieldsText(changes)).toMatch(/^the .+, the .+ and the attached files$/);
    expect(changedFieldsText(["Activity ID"])).toBe("the activity ID");
    expect(changedFieldsText(["IPC amount"])).toBe("the IPC amount");
    expect(changedFieldsText([])).toBeNull();
  });

  it("sees a file moved or replaced, not just a different count", () => {
    const authorized = authorizationFingerprint(tool, base, { subject: ["f1"], reference: [] });
    const replaced = authorizationFingerprint(tool, base, { subject: ["f9"], reference: [] });
    expect(authorizationChanges(tool, authorized, replaced)).toEqual(["Attached files"]);
    const reordered = authorizationFingerprint(tool, base, { reference: [], subject: ["f1"] });
    expect(authorizationChanges(tool, authorized, reordered)).toEqual([]);
  });
});
