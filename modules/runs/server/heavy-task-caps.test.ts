import { describe, expect, it } from "vitest";
import { busyError, RETRY_AFTER_SECONDS, slotVerdict } from "@/lib/server/heavy-tasks";
import { isHeavy } from "@/modules/runs/server/pipeline";

const caps = { perUser: 1, perOrg: 3 };

describe("heavy-task slots", () => {
  it("lets a task start while the user and the org are under their caps", () => {
    expect(slotVerdict({ user: 0, org: 0 }, caps)).toEqual({ ok: true });
    expect(slotVerdict({ user: 0, org: 2 }, caps)).toEqual({ ok: true });
  });

  it("refuses the user's second task first, then any task of a full org", () => {
    expect(slotVerdict({ user: 1, org: 1 }, caps)).toEqual({ ok: false, scope: "user" });
    expect(slotVerdict({ user: 1, org: 3 }, caps)).toEqual({ ok: false, scope: "user" });
    expect(slotVerdict({ user: 0, org: 3 }, caps)).toEqual({ ok: false, scope: "org" });
  });

  it("answers 429 with Retry-After and says which cap", () => {
    const user = busyError("user");
    expect(user.status).toBe(429);
    expect(user.headers).toEqual({ "Retry-After": String(RETRY_AFTER_SECONDS) });
    expect(user.message).toMatch(/previous review/);
    expect(busyError("org").message).toMatch(/organisation/);
  });

  it("counts reviews and runs that read documents as heavy, not a tool run without documents", () => {
    expect(isHeavy({ kind: "review", files: {} })).toBe(true);
    expect(isHeavy({ kind: "tool", files: { tender: ["f1"] } })).toBe(true);
    expect(isHeavy({ kind: "tool", files: { tender: [] } })).toBe(false);
    expect(isHeavy({ kind: "tool", files: {} })).toBe(false);
  });
});
