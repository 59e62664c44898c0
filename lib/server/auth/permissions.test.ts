import { describe, expect, it } from "vitest";
import { canReviewRequests, canUseIntegrityApi, type Grantee } from "@/lib/server/auth/permissions";

const member = (grants: Partial<Grantee["grants"]> = {}): Grantee => ({
  orgRole: "member",
  grants: { review: false, integrityApi: false, ...grants },
});

describe("permissions are an admin's grant (S33, S34)", () => {
  it("admins hold every permission, whatever is stored", () => {
    const admin: Grantee = { orgRole: "admin", grants: { review: false, integrityApi: false } };
    expect(canReviewRequests(admin)).toBe(true);
    expect(canUseIntegrityApi(admin)).toBe(true);
  });

  it("a member holds only what was granted, each permission on its own", () => {
    expect(canReviewRequests(member())).toBe(false);
    expect(canUseIntegrityApi(member())).toBe(false);
    expect(canReviewRequests(member({ review: true }))).toBe(true);
    expect(canUseIntegrityApi(member({ review: true }))).toBe(false);
    expect(canUseIntegrityApi(member({ integrityApi: true }))).toBe(true);
    expect(canReviewRequests(member({ integrityApi: true }))).toBe(false);
  });

  it("the profile role is not read: a member whose role is oversight holds nothing", () => {
    const chosen = { ...member(), role: "oversight" as const };
    expect(canReviewRequests(chosen)).toBe(false);
    expect(canUseIntegrityApi(chosen)).toBe(false);
  });
});
