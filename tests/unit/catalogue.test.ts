import { describe, expect, it } from "vitest";
import {
  AUDIENCE_LABELS,
  CLUSTER_SLUGS,
  CLUSTERS,
  clusterHref,
  clusterOfTool,
  getCluster,
  getTool,
  isToolId,
  MARKETING_AUDIENCE_IDS,
  MARKETING_AUDIENCES,
  TOOL_CATEGORIES,
  TOOL_IDS,
  toolHref,
  TOOLS,
} from "@/lib/catalogue";

// Spec 2 §2's cluster table, verbatim.
const SPEC_CLUSTER_TABLE: Record<string, { title: string; tools: string[] }> = {
  "essential-tools": { title: "Essential Tools", tools: ["framework_rules_navigator", "knowledge_hub_faq_assistant", "template_version_tracker"] },
  "drafting-preparation": {
    title: "Drafting & Preparation",
    tools: [
      "specification_tor_draft",
      "bid_document_customization",
      "qualification_evaluation_criteria",
      "contract_completeness_check",
      "simplified_feedback_hub",
      "bidder_debrief_drafts",
      "comparative_guidance_notes",
    ],
  },
  "review-approvals": {
    title: "Review & Approvals",
    tools: [
      "draft_approval_memo",
      "solicitation_compliance_review",
      "evaluation_compliance_review",
      "procurement_post_review",
      "ipc_validation",
      "unbalanced_bid_check",
      "abnormally_low_bid_check",
    ],
  },
  "bidder-supplier": {
    title: "Bidder & Supplier Services",
    tools: ["bid_proposal_self_check", "market_price_intelligence", "bid_compliance_checklist", "specification_requirements_quality", "bid_proposal_compilation"],
  },
  "risk-intelligence": { title: "Risk, Integrity & Intelligence", tools: ["bidder_due_diligence", "audit_trail_exporter", "red_flag_monitoring"] },
  "planning-performance": {
    title: "Planning & Performance",
    tools: ["consolidated_procurement_planning", "sustainability_esg_checks", "procurement_risk_register", "contract_management_plan"],
  },
};

describe("catalogue clusters", () => {
  it("has the six clusters with the spec's slugs and titles", () => {
    expect(CLUSTERS).toHaveLength(6);
    expect(CLUSTERS.map((cluster) => cluster.slug).sort()).toEqual([...CLUSTER_SLUGS].sort());
    for (const cluster of CLUSTERS) expect(cluster.title).toBe(SPEC_CLUSTER_TABLE[cluster.slug]!.title);
  });

  it("puts exactly the spec's tools in each cluster, in order", () => {
    for (const cluster of CLUSTERS) expect(cluster.tools.map((tool) => tool.id)).toEqual(SPEC_CLUSTER_TABLE[cluster.slug]!.tools);
  });

  it("gives every cluster a description and known audience labels", () => {
    for (const cluster of CLUSTERS) {
      expect(cluster.description.length).toBeGreaterThan(20);
      expect(cluster.audiences.length).toBeGreaterThanOrEqual(1);
      for (const label of cluster.audiences) expect(AUDIENCE_LABELS).toContain(label);
    }
  });

  it("uses every audience label of the spec somewhere", () => {
    const used = new Set(CLUSTERS.flatMap((cluster) => cluster.audiences));
    for (const label of AUDIENCE_LABELS) expect(used.has(label), label).toBe(true);
  });

  it("links clusters by hash", () => {
    expect(clusterHref("drafting-preparation")).toBe("/services#drafting-preparation");
    expect(getCluster("review-approvals").title).toBe("Review & Approvals");
    expect(getCluster("nope")).toBeUndefined();
  });
});

describe("catalogue tools", () => {
  it("has 29 tools with unique ids, matching TOOL_IDS", () => {
    const ids = TOOLS.map((tool) => tool.id);
    expect(ids).toHaveLength(29);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...TOOL_IDS].sort());
  });

  it("defines every tool of every cluster", () => {
    for (const cluster of CLUSTERS) {
      for (const tool of cluster.tools) {
        expect(getTool(tool.id)).toBe(tool);
        expect(clusterOfTool(tool.id)).toBe(cluster);
      }
    }
  });

  it("gives every tool a title, a known category and 2-4 sentences of guidance", () => {
    for (const tool of TOOLS) {
      expect(tool.title.trim(), tool.id).not.toBe("");
      expect(TOOL_CATEGORIES, tool.id).toContain(tool.category);
      const sentences = tool.guidance.split(/(?<=[.!?])\s+(?=[A-Z])/).filter(Boolean);
      expect(sentences.length, `${tool.id}: ${tool.guidance}`).toBeGreaterThanOrEqual(2);
      expect(sentences.length, `${tool.id}: ${tool.guidance}`).toBeLessThanOrEqual(4);
    }
  });

  it("has guidance longer than the 160-character card snippet for several tools", () => {
    expect(TOOLS.filter((tool) => tool.guidance.length > 160).length).toBeGreaterThanOrEqual(5);
  });

  it("flags exactly the three webhook tools, which are also confidential", () => {
    const webhook = TOOLS.filter((tool) => tool.webhook).map((tool) => tool.id).sort();
    expect(webhook).toEqual(["audit_trail_exporter", "bidder_due_diligence", "red_flag_monitoring"]);
    for (const id of webhook) expect(getTool(id)!.confidential).toBe(true);
    expect(getTool("contract_management_plan").confidential).toBe(true);
  });

  it("recognises tool ids and builds tool links", () => {
    expect(isToolId("ipc_validation")).toBe(true);
    expect(isToolId("risk_everything")).toBe(false);
    expect(isToolId(undefined)).toBe(false);
    expect(getTool("risk_everything")).toBeUndefined();
    expect(toolHref("ipc_validation")).toBe("/services?tool=ipc_validation");
  });
});

describe("marketing audiences", () => {
  it("has practitioner, oversight and vendor, each linking to a cluster with four existing tools", () => {
    expect(MARKETING_AUDIENCES.map((audience) => audience.id)).toEqual([...MARKETING_AUDIENCE_IDS]);
    for (const audience of MARKETING_AUDIENCES) {
      expect(CLUSTER_SLUGS).toContain(audience.cluster);
      expect(audience.featuredToolIds).toHaveLength(4);
      expect(new Set(audience.featuredToolIds).size).toBe(4);
      for (const id of audience.featuredToolIds) expect(getTool(id), id).toBeDefined();
    }
  });

  it("features the tools spec 1 §1 names", () => {
    const featured = Object.fromEntries(MARKETING_AUDIENCES.map((audience) => [audience.id, audience.featuredToolIds]));
    expect(featured).toEqual({
      practitioner: ["specification_tor_draft", "qualification_evaluation_criteria", "simplified_feedback_hub", "contract_completeness_check"],
      oversight: ["draft_approval_memo", "procurement_post_review", "solicitation_compliance_review", "abnormally_low_bid_check"],
      vendor: ["bid_proposal_self_check", "market_price_intelligence", "specification_requirements_quality", "bid_compliance_checklist"],
    });
  });

  it("features at least one tool per audience whose guidance needs cutting", () => {
    for (const audience of MARKETING_AUDIENCES) {
      expect(audience.featuredToolIds.some((id) => getTool(id).guidance.length > 160), audience.id).toBe(true);
    }
  });
});
