import { describe, expect, it } from "vitest";
import { isBlockedAddress } from "@/lib/net/ip-address";
import { quizScores, suggestRole, toggleChoice } from "@/modules/settings/lib/role-quiz";

describe("role quiz", () => {
  it("3 points per first-question choice, 2 per second; practitioner without answers", () => {
    expect(suggestRole({})).toBe("practitioner");
    expect(quizScores({ work: ["reviewApprove", "prepareBids"], goal: ["winContracts"] })).toMatchObject({
      oversight: 3,
      supplier: 5,
    });
    expect(suggestRole({ work: ["reviewApprove", "prepareBids"], goal: ["winContracts"] })).toBe("supplier");
    // A repeated answer counts once.
    expect(quizScores({ goal: ["learnRules", "learnRules"] }).student).toBe(2);
    expect(suggestRole({ work: ["adviseClients"], goal: ["compareFrameworks", "learnRules"] })).toBe(
      "consultant",
    );
    expect(suggestRole({ work: ["studyProcurement"] })).toBe("student");
  });

  it("ties go to the first role listed; unknown choices count nothing; toggling removes", () => {
    expect(suggestRole({ work: ["prepareBids", "reviewApprove"] })).toBe("oversight");
    expect(suggestRole({ work: ["nonsense"] })).toBe("practitioner");
    const once = toggleChoice({}, "work", "adviseClients");
    expect(once.work).toEqual(["adviseClients"]);
    expect(toggleChoice(once, "work", "adviseClients").work).toEqual([]);
  });
});

describe("blocked addresses for webhooks (SSRF)", () => {
  it.each([
    "127.0.0.1",
    "10.1.2.3",
    "172.16.0.1",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "::1",
    "::",
    "fe80::1",
    "fd00::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "[::ffff:a9fe:a9fe]",
    "not-an-ip",
    // Every IPv6 form that embeds a private IPv4: translated, compatible, expanded, 6to4, ISATAP.
    "::ffff:0:127.0.0.1",
    "::ffff:0:7f00:1",
    "[::ffff:0:127.0.0.1]",
    "::127.0.0.1",
    "0:0:0:0:0:ffff:7f00:0001",
    "0000:0000:0000:0000:0000:FFFF:A9FE:A9FE",
    "2002:7f00:1::",
    "2002:a00:1::1",
    "2001:db8::5efe:10.0.0.1",
    "::ffff:0:a9fe:a9fe",
  ])("blocks %s", (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each([
    "93.184.215.14",
    "8.8.8.8",
    "2606:4700:4700::1111",
    "::ffff:8.8.8.8",
    "::ffff:0:8.8.8.8",
    "2002:808:808::1",
  ])("allows %s", (address) => {
    expect(isBlockedAddress(address)).toBe(false);
  });
});

describe("webhook URL guard on IPv6 literals (SSRF)", () => {
  it("refuses https://[::ffff:0:127.0.0.1]/ however the URL parser spells it", async () => {
    const { webhookUrlProblem } = await import("@/lib/server/net/webhook-url");
    for (const url of [
      "https://[::ffff:0:127.0.0.1]/",
      "https://[::ffff:0:7f00:1]/hook",
      "https://[2002:7f00:1::]/",
      "https://[::127.0.0.1]/",
    ]) {
      expect(await webhookUrlProblem(url, "save", async () => [])).toBe(
        "points to a private or reserved address",
      );
    }
  });
});

describe("webhook URL guard on names written with a trailing dot", () => {
  it("refuses localhost., *.internal. and 127.0.0.1. as it refuses them without the dot", async () => {
    const { webhookUrlProblem } = await import("@/lib/server/net/webhook-url");
    for (const url of [
      "https://localhost./hook",
      "https://foo.localhost../hook",
      "https://metadata.internal./",
      "https://127.0.0.1./",
    ]) {
      expect(await webhookUrlProblem(url, "save", async () => []), url).toBe(
        "points to a private or reserved address",
      );
    }
    expect(
      await webhookUrlProblem("https://example.org./hook", "save", async () => ["93.184.215.14"]),
    ).toBeNull();
  });
});
