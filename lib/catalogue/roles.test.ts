import { describe, expect, it } from "vitest";
import { normaliseRole, roleFromStoredSettings, ROLES } from "@/lib/catalogue/role-profiles";

describe("normaliseRole", () => {
  it.each(ROLES.map((role) => [role, role]))("keeps the role value %s", (input, expected) => {
    expect(normaliseRole(input)).toBe(expected);
  });

  it.each([
    // practitioner
    ["Procurement Officer", "practitioner"],
    ["procurement specialist", "practitioner"],
    ["Buyer", "practitioner"],
    ["Administrator", "practitioner"],
    ["Admin", "practitioner"],
    ["Internal Organization Technical User", "practitioner"],
    ["Practitioner (Buyer / Officer)", "practitioner"],
    // oversight
    ["Reviewer", "oversight"],
    ["Approver", "oversight"],
    ["Auditor", "oversight"],
    ["Integrity", "oversight"],
    ["Governance", "oversight"],
    ["Compliance", "oversight"],
    ["Regulatory", "oversight"],
    ["Observer", "oversight"],
    ["Partner Agency", "oversight"],
    ["Oversight / Integrity", "oversight"],
    // supplier
    ["Bidder", "supplier"],
    ["Supplier", "supplier"],
    ["Supplier / Bidder", "supplier"],
    // consultant
    ["Consultant", "consultant"],
    ["Advisor", "consultant"],
    ["External", "consultant"],
    ["Consultant / Advisor", "consultant"],
    // student
    ["Procurement Student", "student"],
    ["Supply Chain Student", "student"],
    ["Student", "student"],
  ])("maps %s to %s", (input, expected) => {
    expect(normaliseRole(input)).toBe(expected);
  });

  it("ignores case and surrounding spaces", () => {
    expect(normaliseRole("  OVERSIGHT  ")).toBe("oversight");
    expect(normaliseRole("\tprocurement   officer ")).toBe("practitioner");
  });

  it.each([[""], ["   "], ["astronaut"], [null], [undefined], [42], [{ role: "oversight" }]])(
    "falls back to practitioner for %j",
    (input) => {
      expect(normaliseRole(input)).toBe("practitioner");
    },
  );
});

describe("roleFromStoredSettings", () => {
  it("reads profile.role first, then userRole, then role", () => {
    expect(
      roleFromStoredSettings({ profile: { role: "student" }, userRole: "oversight", role: "supplier" }).role,
    ).toBe("student");
    expect(roleFromStoredSettings({ userRole: "oversight", role: "supplier" }).role).toBe("oversight");
    expect(roleFromStoredSettings({ role: "supplier" }).role).toBe("supplier");
  });

  it("reports when normalising changed the stored value, so it can be saved back", () => {
    expect(roleFromStoredSettings({ userRole: "Procurement Officer" })).toEqual({
      role: "practitioner",
      changed: true,
    });
    expect(roleFromStoredSettings({ role: "consultant" })).toEqual({ role: "consultant", changed: false });
    expect(roleFromStoredSettings({})).toEqual({ role: "practitioner", changed: true });
  });
});
