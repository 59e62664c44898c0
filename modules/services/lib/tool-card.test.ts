import { describe, expect, it } from "vitest";
import type { Cluster, ToolDefinition } from "@/lib/catalogue/types";
import {
  attachmentBadge,
  audienceBadges,
  clusterSlugFromHash,
  clusterView,
  fieldCount,
  GUIDANCE_SNIPPET_LENGTH,
  guidanceSnippet,
  parseClusterSlug,
  toolCardView,
  toolPageHref,
} from "@/modules/services/lib/tool-card";

const group = (id: string, required: boolean) => ({
  id,
  title: id,
  required,
  accept: [".pdf"],
  maxFiles: 10,
  maxFileSizeMB: 25,
});
const field = (name: string) => ({ name, label: name, type: "text" as const });

const tool = (overrides: Partial<ToolDefinition> = {}): ToolDefinition => ({
  id: "ipc_validation",
  title: "Payment Certificate (IPC) Validation",
  category: "Review",
  guidance: "Short guidance.",
  confidential: false,
  webhook: false,
  inputs: [],
  attachmentGroups: [],
  ...overrides,
});

describe("guidanceSnippet (160 characters)", () => {
  it("cuts at 160 by default", () => expect(GUIDANCE_SNIPPET_LENGTH).toBe(160));

  it("keeps text of exactly 160 characters whole, without an ellipsis", () => {
    const text = "a".repeat(160);
    expect(guidanceSnippet(text)).toBe(text);
  });

  it("cuts longer text to its first 160 characters and adds an ellipsis", () => {
    const text = "b".repeat(159) + "cXYZ";
    expect(guidanceSnippet(text, 160)).toBe("b".repeat(159) + "c…");
  });

  it("drops whitespace left dangling before the ellipsis", () => {
    expect(guidanceSnippet("one two three", 8)).toBe("one two…");
    expect(guidanceSnippet("one two   three", 10)).toBe("one two…");
  });

  it("counts characters, not UTF-16 units, so an emoji is never split", () => {
    expect(guidanceSnippet("🙂🙂🙂🙂", 3)).toBe("🙂🙂🙂…");
    expect(guidanceSnippet("🙂🙂🙂", 3)).toBe("🙂🙂🙂");
  });

  it("ignores surrounding whitespace and leaves short text alone", () => {
    expect(guidanceSnippet("  Short guidance.  ")).toBe("Short guidance.");
    expect(guidanceSnippet("")).toBe("");
  });
});

describe("fieldCount", () => {
  it("counts every input", () => {
    expect(fieldCount(tool())).toBe(0);
    expect(fieldCount(tool({ inputs: [field("a"), field("b"), field("c")] }))).toBe(3);
  });
});

describe("attachmentBadge", () => {
  it.each([
    [
      "a webhook tool, whatever its groups",
      { webhook: true, attachmentGroups: [group("refs", true)] },
      "API",
    ],
    [
      "any required group",
      { attachmentGroups: [group("subject", false), group("refs", true)] },
      "Files req.",
    ],
    ["only optional groups", { attachmentGroups: [group("subject", false)] }, "Files opt."],
    ["no groups at all", { attachmentGroups: [] }, "Files opt."],
  ] as const)("%s", (_, overrides, expected) => {
    expect(attachmentBadge(tool(overrides))).toBe(expected);
  });
});

describe("audienceBadges", () => {
  it("shows the first two and counts the rest", () => {
    expect(audienceBadges(["Approvers", "Evaluators", "Compliance", "Governance", "Audit"])).toEqual({
      shown: ["Approvers", "Evaluators"],
      more: 3,
    });
  });
  it("has no '+N' when two or fewer", () => {
    expect(audienceBadges(["All Users", "Specialists"])).toEqual({
      shown: ["All Users", "Specialists"],
      more: 0,
    });
    expect(audienceBadges(["All Users"])).toEqual({ shown: ["All Users"], more: 0 });
  });
});

describe("cluster hashes and the from parameter", () => {
  it.each([
    ["#review-approvals", "review-approvals"],
    ["essential-tools", "essential-tools"],
    ["#planning-performance", "planning-performance"],
    ["", null],
    ["#", null],
    ["#unknown", null],
    ["#Review-Approvals", null],
    ["#%E0%A4%A", null],
    ["#review%2Dapprovals", "review-approvals"],
  ])("%j -> %j", (hash, expected) => {
    expect(clusterSlugFromHash(hash)).toBe(expected);
  });

  it("parses only known slugs", () => {
    expect(parseClusterSlug("bidder-supplier")).toBe("bidder-supplier");
    expect(parseClusterSlug("bidder")).toBeNull();
    expect(parseClusterSlug(undefined)).toBeNull();
    expect(parseClusterSlug(["bidder-supplier"])).toBeNull();
  });

  it("links a tool page with or without its cluster", () => {
    expect(toolPageHref("ipc_validation", "review-approvals")).toBe(
      "/services/ipc_validation?from=review-approvals",
    );
    expect(toolPageHref("ipc_validation")).toBe("/services/ipc_validation");
    expect(toolPageHref("ipc_validation", null)).toBe("/services/ipc_validation");
  });
});

describe("card views", () => {
  it("reduces a definition to what its card shows", () => {
    const long = "x".repeat(200);
    const view = toolCardView(
      tool({
        guidance: long,
        confidential: true,
        inputs: [field("a"), field("b")],
        attachmentGroups: [group("refs", true)],
        confidentialityNote: "secret",
      }),
    );
    expect(view).toEqual({
      id: "ipc_validation",
      title: "Payment Certificate (IPC) Validation",
      snippet: "x".repeat(160) + "…",
      webhook: false,
      confidential: true,
      fieldCount: 2,
      attachment: "Files req.",
    });
  });

  it("maps a cluster with its tools in order", () => {
    const cluster: Cluster = {
      slug: "risk-intelligence",
      title: "Risk, Integrity & Intelligence",
      description: "d",
      audiences: ["Oversight", "Auditors"],
      tools: [
        tool({ id: "bidder_due_diligence", webhook: true }),
        tool({ id: "audit_trail_exporter", webhook: true }),
      ],
    };
    const view = clusterView(cluster);
    expect(view.tools.map((t) => [t.id, t.attachment])).toEqual([
      ["bidder_due_diligence", "API"],
      ["audit_trail_exporter", "API"],
    ]);
    expect(view.audiences).toEqual(["Oversight", "Auditors"]);
  });
});
