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
  INPUT_TYPES,
} from "@/lib/catalogue";
import { reviewModule } from "@/lib/catalogue/review-services";
import {
  ALB_METHODOLOGIES,
  ANALYSIS_DEPTH,
  BIDDER_CATEGORIES,
  COMPARISON_FOCUS,
  CONTRACT_TYPES,
  CUSTOM_QUERY,
  DEBRIEF_ENQUIRY_FOCUS,
  DOCUMENT_TYPES,
  ENTITY_SCOPES,
  FEEDBACK_TYPES,
  NAVIGATOR_CUSTOM_QUERY,
  NAVIGATOR_FOCUS,
  PROCUREMENT_CATEGORIES,
  QUERY_TYPES,
  RISK_ENQUIRY_FOCUS,
  TEMPLATE_CATEGORIES,
  VERSION_CHECKS,
} from "@/lib/catalogue/lists";

// The hub's cluster table, verbatim.
const SPEC_CLUSTER_TABLE: Record<string, { title: string; tools: string[] }> = {
  "essential-tools": {
    title: "Essential Tools",
    tools: ["framework_rules_navigator", "knowledge_hub_faq_assistant", "template_version_tracker"],
  },
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
    tools: [
      "bid_proposal_self_check",
      "market_price_intelligence",
      "bid_compliance_checklist",
      "specification_requirements_quality",
      "bid_proposal_compilation",
    ],
  },
  "risk-intelligence": {
    title: "Risk, Integrity & Intelligence",
    tools: ["bidder_due_diligence", "audit_trail_exporter", "red_flag_monitoring"],
  },
  "planning-performance": {
    title: "Planning & Performance",
    tools: [
      "consolidated_procurement_planning",
      "sustainability_esg_checks",
      "procurement_risk_register",
      "contract_management_plan",
    ],
  },
};

describe("catalogue clusters", () => {
  it("has the six clusters with the spec's slugs and titles", () => {
    expect(CLUSTERS).toHaveLength(6);
    expect(CLUSTERS.map((cluster) => cluster.slug).sort()).toEqual([...CLUSTER_SLUGS].sort());
    for (const cluster of CLUSTERS) expect(cluster.title).toBe(SPEC_CLUSTER_TABLE[cluster.slug]!.title);
  });

  it("puts exactly the spec's tools in each cluster, in order", () => {
    for (const cluster of CLUSTERS)
      expect(cluster.tools.map((tool) => tool.id)).toEqual(SPEC_CLUSTER_TABLE[cluster.slug]!.tools);
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
    const webhook = TOOLS.filter((tool) => tool.webhook)
      .map((tool) => tool.id)
      .sort();
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

  it("features the four tools of each marketing audience", () => {
    const featured = Object.fromEntries(
      MARKETING_AUDIENCES.map((audience) => [audience.id, audience.featuredToolIds]),
    );
    expect(featured).toEqual({
      practitioner: [
        "specification_tor_draft",
        "qualification_evaluation_criteria",
        "simplified_feedback_hub",
        "contract_completeness_check",
      ],
      oversight: [
        "draft_approval_memo",
        "procurement_post_review",
        "solicitation_compliance_review",
        "abnormally_low_bid_check",
      ],
      vendor: [
        "bid_proposal_self_check",
        "market_price_intelligence",
        "specification_requirements_quality",
        "bid_compliance_checklist",
      ],
    });
  });

  it("features at least one tool per audience whose guidance needs cutting", () => {
    for (const audience of MARKETING_AUDIENCES) {
      expect(
        audience.featuredToolIds.some((id) => getTool(id).guidance.length > 160),
        audience.id,
      ).toBe(true);
    }
  });
});

// ---- Tool definitions: inputs, attachment groups, webhook integrations ----

const WEBHOOK_TOOLS = ["audit_trail_exporter", "bidder_due_diligence", "red_flag_monitoring"];
const byName = (id: string) => new Map(getTool(id)!.inputs.map((input) => [input.name, input]));
const groupOf = (toolId: string, groupId: string) =>
  getTool(toolId)!.attachmentGroups.find((group) => group.id === groupId);

describe("tool definitions: inputs", () => {
  it("puts every tool id in exactly one cluster", () => {
    for (const id of TOOL_IDS)
      expect(
        CLUSTERS.filter((cluster) => cluster.tools.some((tool) => tool.id === id)),
        id,
      ).toHaveLength(1);
  });

  it("uses known input types and unique input names per tool", () => {
    for (const tool of TOOLS) {
      const names = tool.inputs.map((input) => input.name);
      expect(new Set(names).size, tool.id).toBe(names.length);
      for (const input of tool.inputs) {
        expect(INPUT_TYPES, `${tool.id}.${input.name}`).toContain(input.type);
        expect(input.label.trim(), `${tool.id}.${input.name}`).not.toBe("");
      }
    }
  });

  it("gives every dropdown and document-type input options, and only those have options", () => {
    for (const tool of TOOLS) {
      for (const input of tool.inputs) {
        const listed = input.type === "dropdown" || input.type === "procurement_document_type";
        if (listed) expect(input.options?.length ?? 0, `${tool.id}.${input.name}`).toBeGreaterThan(1);
        else expect(input.options, `${tool.id}.${input.name}`).toBeUndefined();
        if (input.type === "procurement_document_type") expect(input.options).toEqual(DOCUMENT_TYPES);
        if (listed && input.default !== undefined)
          expect(input.options, `${tool.id}.${input.name}`).toContain(input.default);
      }
    }
  });

  it("points every requiredWhen and visibleWhen at another input of the same tool, with a value it can hold", () => {
    let conditions = 0;
    for (const tool of TOOLS) {
      const inputs = byName(tool.id);
      for (const input of tool.inputs) {
        for (const condition of [input.requiredWhen, input.visibleWhen]) {
          if (!condition) continue;
          conditions += 1;
          const target = inputs.get(condition.field);
          expect(target, `${tool.id}.${input.name} -> ${condition.field}`).toBeDefined();
          expect(condition.field).not.toBe(input.name);
          if (target!.type === "checkbox") expect(typeof condition.equals).toBe("boolean");
          else expect(target!.options, `${tool.id}.${input.name}`).toContain(condition.equals);
        }
      }
    }
    expect(conditions).toBeGreaterThanOrEqual(8);
  });

  it("links the framework from settings: auto, required only for the navigator, read-only for consolidated planning", () => {
    for (const tool of TOOLS) {
      const framework = byName(tool.id).get("framework");
      if (!framework) continue;
      if (tool.id === "consolidated_procurement_planning") expect(framework.type).toBe("framework_readonly");
      else expect(framework.type, tool.id).toBe("auto");
      expect(framework.required === true, tool.id).toBe(tool.id === "framework_rules_navigator");
    }
    expect(byName("comparative_guidance_notes").get("primary_framework")?.type).toBe("auto");
  });

  it("requires estimated_value except for the risk register and debrief drafts; the navigator uses project_estimate", () => {
    const optional = ["procurement_risk_register", "bidder_debrief_drafts", "abnormally_low_bid_check"];
    const withValue = TOOLS.filter((tool) => byName(tool.id).has("estimated_value"));
    expect(withValue.length).toBeGreaterThanOrEqual(12);
    for (const tool of withValue) {
      const input = byName(tool.id).get("estimated_value")!;
      expect(input.type).toBe("currency_amount");
      expect(input.required === true, tool.id).toBe(!optional.includes(tool.id));
    }
    for (const id of optional) expect(byName(id).has("estimated_value"), id).toBe(true);
    for (const id of [
      "draft_approval_memo",
      "solicitation_compliance_review",
      "evaluation_compliance_review",
      "procurement_post_review",
      "bid_proposal_self_check",
      "market_price_intelligence",
      "unbalanced_bid_check",
      "specification_tor_draft",
    ]) {
      expect(byName(id).get("estimated_value")?.required, id).toBe(true);
    }
    const navigator = byName("framework_rules_navigator");
    expect(navigator.has("estimated_value")).toBe(false);
    expect(navigator.get("project_estimate")).toMatchObject({ type: "text", format: "project_estimate" });
    expect(navigator.get("project_estimate")!.required).not.toBe(true);
    expect(navigator.get("project_estimate")!.note).toMatch(/threshold\/method mapping/);
  });

  it("requires the enquiry focus and makes the custom query required only for the custom option", () => {
    const cases = [
      ["procurement_risk_register", RISK_ENQUIRY_FOCUS, CUSTOM_QUERY],
      ["bidder_debrief_drafts", DEBRIEF_ENQUIRY_FOCUS, CUSTOM_QUERY],
      ["framework_rules_navigator", NAVIGATOR_FOCUS, NAVIGATOR_CUSTOM_QUERY],
    ] as const;
    for (const [id, options, custom] of cases) {
      const inputs = byName(id);
      expect(inputs.get("enquiry_focus"), id).toMatchObject({ type: "dropdown", required: true, options });
      const query = inputs.get("custom_query")!;
      expect(query.type).toBe("textarea");
      expect(query.required, id).not.toBe(true);
      expect(query.requiredWhen, id).toEqual({ field: "enquiry_focus", equals: custom });
    }
    // The navigator always shows its custom query.
    expect(byName("framework_rules_navigator").get("custom_query")!.visibleWhen).toBeUndefined();
  });

  it("has the notable inputs under their names, with their dropdown lists", () => {
    const expected: Record<string, string[]> = {
      specification_tor_draft: [
        "sector_industry",
        "project_objectives",
        "desired_outputs",
        "estimated_value",
      ],
      bid_document_customization: ["procurement_category", "procurement_document_type", "estimated_value"],
      qualification_evaluation_criteria: [
        "procurement_category",
        "procurement_document_type",
        "estimated_value",
      ],
      simplified_feedback_hub: ["feedback_type", "bidder_category", "bidder", "improvement_areas"],
      comparative_guidance_notes: [
        "comparison_focus",
        "primary_framework",
        "comparison_frameworks",
        "analysis_depth",
      ],
      consolidated_procurement_planning: ["framework", "planning_period", "context_note"],
      sustainability_esg_checks: ["compliance_focus"],
      knowledge_hub_faq_assistant: ["query_type", "specific_question"],
      template_version_tracker: ["template_category", "entity_scope", "version_check"],
      abnormally_low_bid_check: ["methodology", "risk_factors"],
      bidder_debrief_drafts: ["enquiry_focus", "custom_query", "document_type"],
      framework_rules_navigator: ["project_estimate", "enquiry_focus", "custom_query"],
    };
    for (const [id, names] of Object.entries(expected))
      for (const name of names) expect(byName(id).has(name), `${id}.${name}`).toBe(true);

    const options = (id: string, name: string) => byName(id).get(name)!.options;
    expect(options("bid_document_customization", "procurement_category")).toEqual(PROCUREMENT_CATEGORIES);
    expect(options("simplified_feedback_hub", "feedback_type")).toEqual(FEEDBACK_TYPES);
    expect(options("simplified_feedback_hub", "bidder_category")).toEqual(BIDDER_CATEGORIES);
    expect(options("comparative_guidance_notes", "comparison_focus")).toEqual(COMPARISON_FOCUS);
    expect(options("comparative_guidance_notes", "analysis_depth")).toEqual(ANALYSIS_DEPTH);
    expect(options("knowledge_hub_faq_assistant", "query_type")).toEqual(QUERY_TYPES);
    expect(options("template_version_tracker", "template_category")).toEqual(TEMPLATE_CATEGORIES);
    expect(options("template_version_tracker", "entity_scope")).toEqual(ENTITY_SCOPES);
    expect(options("template_version_tracker", "version_check")).toEqual(VERSION_CHECKS);
    expect(options("abnormally_low_bid_check", "methodology")).toEqual(ALB_METHODOLOGIES);
    expect(options("sustainability_esg_checks", "compliance_focus")!.length).toBeGreaterThanOrEqual(3);

    expect(byName("knowledge_hub_faq_assistant").get("query_type")!.required).toBe(true);
    expect(byName("knowledge_hub_faq_assistant").get("specific_question")).toMatchObject({
      type: "textarea",
      required: true,
    });
    expect(byName("consolidated_procurement_planning").get("planning_period")).toMatchObject({
      type: "date_range",
      required: true,
    });
    expect(byName("abnormally_low_bid_check").get("risk_factors")!.type).toBe("textarea");
    expect(byName("comparative_guidance_notes").get("comparison_frameworks")!.type).toBe("text");
  });

  it("gives the tools without detailed inputs a few sensible ones", () => {
    for (const id of ["bid_compliance_checklist"]) {
      const tool = getTool(id)!;
      expect(tool.inputs.length, id).toBeGreaterThanOrEqual(1);
      expect(tool.inputs.length, id).toBeLessThanOrEqual(4);
      expect(byName(id).get("framework")?.type, id).toBe("auto");
    }
  });

  it("asks the hub's review tools for the activity as /review's Part 1 does (one review, one answer)", () => {
    for (const id of [
      "draft_approval_memo",
      "solicitation_compliance_review",
      "evaluation_compliance_review",
      "bid_proposal_self_check",
      "specification_requirements_quality",
      "contract_completeness_check",
      "bid_proposal_compilation",
      "unbalanced_bid_check",
    ]) {
      const inputs = byName(id);
      expect(inputs.get("procurement_category")?.required, id).toBe(true);
      const method = inputs.get("procurement_method");
      expect(method?.required, id).toBe(true);
      expect(method?.optionsBy?.options["Consulting Services"], id).toContain("QCBS");
      expect(method?.optionsBy?.options.Works, id).not.toContain("QCBS");
      // Specification quality hides the dates on /review, so its tool does not ask them either.
      expect(inputs.has("bidding_period"), id).toBe(id !== "specification_requirements_quality");
    }
  });
});

describe("tool definitions: IPC and Contract Management Plan", () => {
  const IPC_AMOUNTS = [
    "contract_sum",
    "prev_work_done",
    "prev_materials",
    "prev_variations",
    "prev_deductions_retention",
    "prev_deductions_advance",
    "prev_deductions_other",
    "period_work_done",
    "period_materials",
    "period_variations",
    "period_deductions_retention",
    "period_deductions_advance",
    "period_deductions_other",
  ];

  it("has exactly the IPC input names, in order, with the spec's types, minimums and defaults", () => {
    const inputs = getTool("ipc_validation").inputs;
    expect(inputs.map((input) => input.name)).toEqual([
      "contract_reference",
      "certificate_no",
      "period",
      "currency",
      ...IPC_AMOUNTS,
      "price_adjustment_enabled",
      "price_adjustment_mode",
      "index_base",
      "index_current",
      "price_adjustment_factor",
      "weighting_factor",
      "reviewer_note",
    ]);
    const ipc = byName("ipc_validation");
    for (const name of IPC_AMOUNTS)
      expect(ipc.get(name), name).toMatchObject({ type: "number", min: 0, default: "0" });
    const required = inputs.filter((input) => input.required).map((input) => input.name);
    expect(required.sort()).toEqual(["contract_reference", "currency", "period", "period_work_done"]);
    expect(ipc.get("contract_reference")!.type).toBe("text");
    expect(ipc.get("certificate_no")!.type).toBe("text");
    expect(ipc.get("period")).toMatchObject({ type: "text", placeholder: "e.g. March 2026" });
    expect(ipc.get("currency")).toMatchObject({ type: "currency", label: "Display currency" });
    expect(ipc.get("reviewer_note")!.type).toBe("textarea");
  });

  it("shows the price adjustment settings only when enabled, with the spec's defaults", () => {
    const ipc = byName("ipc_validation");
    const enabled = { field: "price_adjustment_enabled", equals: true };
    expect(ipc.get("price_adjustment_enabled")).toMatchObject({ type: "checkbox", default: false });
    expect(ipc.get("price_adjustment_mode")).toMatchObject({
      type: "dropdown",
      options: ["Index ratio (current / base)", "Given factor"],
      default: "Index ratio (current / base)",
      visibleWhen: enabled,
    });
    expect(ipc.get("index_base")).toMatchObject({
      type: "number",
      min: 0,
      default: "100",
      visibleWhen: enabled,
    });
    expect(ipc.get("index_current")).toMatchObject({
      type: "number",
      min: 0,
      default: "100",
      visibleWhen: enabled,
    });
    expect(ipc.get("weighting_factor")).toMatchObject({
      type: "number",
      min: 0,
      max: 100,
      default: "10",
      note: "%",
      visibleWhen: enabled,
    });
    expect(ipc.get("price_adjustment_factor")).toMatchObject({
      type: "number",
      min: 0,
      default: "1",
      visibleWhen: { field: "price_adjustment_mode", equals: "Given factor" },
    });
  });

  it("gives the Contract Management Plan its 11 inputs, 6 of them required, and five when-to-use hints", () => {
    const tool = getTool("contract_management_plan");
    // Commencement date, stakeholder roles and payment terms are optional (issue 33).
    expect(tool.inputs.map((input) => input.name)).toEqual([
      "framework",
      "contract_type",
      "contract_value",
      "contract_duration",
      "commencement_date",
      "project_objectives",
      "key_deliverables",
      "stakeholder_organizations",
      "stakeholder_roles",
      "payment_terms",
      "special_requirements",
    ]);
    const cmp = byName("contract_management_plan");
    expect(tool.inputs.filter((input) => input.required).map((input) => input.name)).toEqual([
      "contract_type",
      "contract_value",
      "contract_duration",
      "project_objectives",
      "key_deliverables",
      "stakeholder_organizations",
    ]);
    expect(cmp.get("framework")!.type).toBe("auto");
    expect(cmp.get("contract_type")).toMatchObject({ type: "dropdown", options: CONTRACT_TYPES });
    expect(cmp.get("contract_value")!.type).toBe("currency_amount");
    expect(cmp.get("contract_duration")).toMatchObject({ type: "text", placeholder: "e.g. 12 months" });
    expect(cmp.get("stakeholder_organizations")).toMatchObject({
      type: "textarea",
      helper: "One organization per line",
    });
    expect(cmp.get("special_requirements")!.type).toBe("textarea");
    expect(tool.whenToUse).toHaveLength(5);
  });
});

describe("tool definitions: attachment groups", () => {
  it("lists lower-case extensions with a dot and sane limits, with unique group ids per tool", () => {
    for (const tool of TOOLS) {
      const ids = tool.attachmentGroups.map((group) => group.id);
      expect(new Set(ids).size, tool.id).toBe(ids.length);
      for (const group of tool.attachmentGroups) {
        expect(group.title.trim(), `${tool.id}/${group.id}`).not.toBe("");
        expect(group.accept.length).toBeGreaterThan(0);
        for (const ext of group.accept) expect(ext, `${tool.id}/${group.id}`).toMatch(/^\.[a-z0-9]+$/);
        expect([10, 15, 20, 25], `${tool.id}/${group.id}`).toContain(group.maxFiles);
        expect([15, 25], `${tool.id}/${group.id}`).toContain(group.maxFileSizeMB);
      }
    }
  });

  it("gives every non-webhook tool at least one group, and review tools refs (Part 2A), required where read", () => {
    for (const tool of TOOLS)
      if (!tool.webhook) expect(tool.attachmentGroups.length, tool.id).toBeGreaterThan(0);
    for (const tool of TOOLS.filter((t) => t.category === "Review" || t.category === "Review & Compliance")) {
      if (tool.id === "framework_rules_navigator") continue; // a lookup, not a document review
      expect(groupOf(tool.id, "refs"), tool.id).toMatchObject({
        // The solicitation review's checks read no reference document: attaching one is optional.
        // The abnormally low bid check also runs on prices typed on the page: its groups are optional.
        required: tool.id !== "solicitation_compliance_review" && tool.id !== "abnormally_low_bid_check",
        maxFiles: tool.id === "ipc_validation" ? 10 : 20,
      });
    }
    expect(groupOf("solicitation_compliance_review", "refs")!.subtitle).toMatch(/^Optional: /);
    for (const id of [
      "draft_approval_memo",
      "solicitation_compliance_review",
      "evaluation_compliance_review",
      "bid_proposal_compilation",
    ]) {
      expect(groupOf(id, "subject"), id).toMatchObject({ required: true, maxFiles: 20 });
    }
  });

  it("keeps drafting attachments optional with 10 files, the feedback hub 15 and comparative notes 25", () => {
    for (const id of [
      "specification_tor_draft",
      "bid_document_customization",
      "qualification_evaluation_criteria",
      "bidder_debrief_drafts",
    ]) {
      const groups = getTool(id)!.attachmentGroups;
      expect(
        groups.every((group) => !group.required && group.maxFiles === 10 && group.maxFileSizeMB === 25),
        id,
      ).toBe(true);
    }
    expect(
      getTool("simplified_feedback_hub").attachmentGroups.map((group) => [group.required, group.maxFiles]),
    ).toEqual([[false, 15]]);
    expect(
      getTool("comparative_guidance_notes").attachmentGroups.map((group) => [group.required, group.maxFiles]),
    ).toEqual([[false, 25]]);
  });

  it("gives IPC required refs (10 files, no spreadsheets) and optional subject (15 files)", () => {
    expect(getTool("ipc_validation").attachmentGroups.map((group) => group.id)).toEqual(["refs", "subject"]);
    expect(groupOf("ipc_validation", "refs")).toMatchObject({
      required: true,
      accept: [".pdf", ".doc", ".docx", ".zip"],
      maxFiles: 10,
      maxFileSizeMB: 25,
    });
    expect(groupOf("ipc_validation", "subject")).toMatchObject({
      required: false,
      accept: [".pdf", ".doc", ".docx", ".xls", ".xlsx", ".csv", ".zip"],
      maxFiles: 15,
      maxFileSizeMB: 25,
    });
  });

  it("gives consolidated planning a 20-file subject and 10-file, 15 MB templates, both without csv and zip", () => {
    const groups = getTool("consolidated_procurement_planning").attachmentGroups;
    expect(groups.map((group) => [group.id, group.maxFiles, group.maxFileSizeMB])).toEqual([
      ["subject", 20, 25],
      ["templates", 10, 15],
    ]);
    for (const group of groups) expect(group.accept).toEqual([".pdf", ".doc", ".docx", ".xls", ".xlsx"]);
  });

  it("gives the Contract Management Plan one optional Contract Documents group", () => {
    expect(getTool("contract_management_plan").attachmentGroups).toEqual([
      expect.objectContaining({
        id: "contract_documents",
        title: "Contract Documents",
        required: false,
        accept: [".pdf", ".doc", ".docx", ".xls", ".xlsx", ".csv", ".zip"],
        maxFiles: 10,
        maxFileSizeMB: 25,
      }),
    ]);
  });

  it("lets some groups take .txt instead of .csv", () => {
    const groups = TOOLS.flatMap((tool) => tool.attachmentGroups);
    expect(groups.some((group) => group.accept.includes(".txt") && !group.accept.includes(".csv"))).toBe(
      true,
    );
  });
});

describe("tool definitions: notes, hints and webhooks", () => {
  it("gives confidential tools the one confidentiality note and others none", () => {
    const notes = new Set<string>();
    for (const tool of TOOLS) {
      if (tool.confidential) {
        expect(tool.confidentialityNote, tool.id).toMatch(/sensitive information/);
        notes.add(tool.confidentialityNote!);
      } else expect(tool.confidentialityNote, tool.id).toBeUndefined();
    }
    expect(notes.size).toBe(1);
  });

  it("gives every tool 3-5 short when-to-use hints", () => {
    for (const tool of TOOLS) {
      expect(tool.whenToUse?.length ?? 0, tool.id).toBeGreaterThanOrEqual(3);
      expect(tool.whenToUse!.length, tool.id).toBeLessThanOrEqual(5);
      for (const hint of tool.whenToUse!) expect(hint.length, hint).toBeLessThanOrEqual(120);
    }
  });

  it("gives the three webhook tools no inputs or groups and an integration with the spec's endpoints", () => {
    for (const tool of TOOLS) {
      if (!WEBHOOK_TOOLS.includes(tool.id)) {
        expect(tool.webhookIntegration, tool.id).toBeUndefined();
        continue;
      }
      expect(tool.inputs).toEqual([]);
      expect(tool.attachmentGroups).toEqual([]);
      expect(tool.webhookIntegration!.authentication).toBe(
        "A bearer token in the Authorization header is required.",
      );
      // The spec's documentation pages (spec 2 §7), content/wiki/*.md.
      expect(tool.webhookIntegration!.documentation).toMatch(/^\/wiki\/[a-z-]+-integration$/);
      expect(tool.webhookIntegration!.description.length).toBeGreaterThan(10);
    }
    expect(getTool("bidder_due_diligence").webhookIntegration!.endpoints).toEqual({
      submit: "/api/v1/due-diligence/submit",
      status: "/api/v1/due-diligence/status/{id}",
      results: "/api/v1/due-diligence/results/{id}",
    });
    expect(getTool("red_flag_monitoring").webhookIntegration!.endpoints).toEqual({
      submit: "/api/v1/red-flag/submit",
      status: "/api/v1/red-flag/status/{id}",
      results: "/api/v1/red-flag/results/{id}",
    });
    expect(getTool("audit_trail_exporter").webhookIntegration!.endpoints).toEqual({
      export: "/api/v1/audit-trail/export",
      status: "/api/v1/audit-trail/status/{id}",
      download: "/api/v1/audit-trail/download/{id}",
    });
  });
});

describe("expected formats stated before upload", () => {
  it("says which columns and sheets the table-reading reviews read, on the hub and on /review", () => {
    const hubGroup = (toolId: string, groupId: string) =>
      getTool(toolId)!.attachmentGroups.find((group) => group.id === groupId)?.expects ?? "";
    expect(hubGroup("unbalanced_bid_check", "subject")).toMatch(/rate column per bidder/);
    expect(hubGroup("evaluation_compliance_review", "subject")).toMatch(/price column/);
    expect(hubGroup("consolidated_procurement_planning", "subject")).toMatch(/estimated cost column/);
    const slot = (serviceId: string, subserviceId: string | undefined, slotId: string) =>
      reviewModule(serviceId, subserviceId)?.slots.find((group) => group.id === slotId)?.expects ?? "";
    expect(slot("intelligence", "unbalanced-bid", "bidder-schedule")).toBe(
      hubGroup("unbalanced_bid_check", "subject"),
    );
    expect(slot("compliance-evaluation", undefined, "evaluation-report")).toMatch(/recommendation/);
    expect(slot("intelligence", "due-diligence", "screening-lists")).toMatch(/name column/);
  });
});
