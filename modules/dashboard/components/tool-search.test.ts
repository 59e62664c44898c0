import { describe, expect, it } from "vitest";
import { recommendedLayout, quickAccessScrolls } from "@/modules/dashboard/components/layout-rules";
import { TOOLS, TOOL_IDS, isToolId } from "@/lib/catalogue";
import {
  LEGACY_ROLE_NAMES,
  LEGACY_ROLE_PREFERRED_TOOLS,
  ROLE_RECOMMENDED_TOOLS,
  preferredToolsForRole,
} from "@/lib/catalogue/roles";
import { TASK_ICONS, TASK_SHORTCUTS } from "@/lib/catalogue/tasks";
import { ROLES } from "@/lib/catalogue/role-profiles";
import {
  SEARCH_SCORES,
  SYNONYMS,
  TOP_RESULTS,
  didYouMean,
  editDistance,
  isOffTopic,
  normaliseSearchText,
  searchTools,
} from "@/modules/dashboard/lib/tool-search";

const ids = (query: string, role: string) =>
  searchTools(query, role, TOOLS).results.map((match) => match.tool.id);
const scored = (query: string, role: string) =>
  searchTools(query, role, TOOLS).results.map((match) => [match.tool.id, match.score]);

describe("tool search scoring constants", () => {
  it("uses the spec's numbers", () => {
    expect(SEARCH_SCORES).toEqual({
      substring: 100,
      synonym: 80,
      partialMax: 60,
      minimum: 20,
      rolePreferred: 10,
    });
    expect(TOP_RESULTS).toBe(5);
  });
});

describe("searchTools on the catalogue: exact order", () => {
  // Worked by hand from the titles: a tie keeps catalogue (cluster) order, the role's tools get +10.
  const table: { query: string; role: string; expected: string[]; total: number }[] = [
    // "bid" starts a word in 9 titles/ids; the practitioner prefers bid_document_customization and bid_proposal_self_check.
    {
      query: "bid",
      role: "practitioner",
      expected: [
        "bid_document_customization",
        "bid_proposal_self_check",
        "simplified_feedback_hub",
        "bidder_debrief_drafts",
        "unbalanced_bid_check",
      ],
      total: 9,
    },
    // The supplier prefers only the self-check, so bid_document_customization falls back to catalogue order.
    {
      query: "bid",
      role: "supplier",
      expected: [
        "bid_proposal_self_check",
        "bid_document_customization",
        "simplified_feedback_hub",
        "bidder_debrief_drafts",
        "unbalanced_bid_check",
      ],
      total: 9,
    },
    { query: "payment", role: "practitioner", expected: ["ipc_validation"], total: 1 },
    // "tor" is a title word of the ToR draft (100) and a synonym of "specification" (80); "Monitoring" does not count.
    {
      query: "tor",
      role: "practitioner",
      expected: ["specification_tor_draft", "specification_requirements_quality"],
      total: 2,
    },
    {
      query: "evaluation",
      role: "practitioner",
      expected: ["qualification_evaluation_criteria", "evaluation_compliance_review"],
      total: 2,
    },
    {
      query: "evaluation",
      role: "oversight",
      expected: ["evaluation_compliance_review", "qualification_evaluation_criteria"],
      total: 2,
    },
    // "compliance" is in two ids and one title; case and surrounding spaces do not matter.
    {
      query: "  COMPLIANCE ",
      role: "supplier",
      expected: [
        "solicitation_compliance_review",
        "evaluation_compliance_review",
        "bid_compliance_checklist",
      ],
      total: 3,
    },
    {
      query: "check",
      role: "oversight",
      expected: [
        "contract_completeness_check",
        "unbalanced_bid_check",
        "abnormally_low_bid_check",
        "bid_proposal_self_check",
        "bid_compliance_checklist",
      ],
      total: 6,
    },
    // Synonyms: rfp -> bid document / solicitation (80), +10 for the practitioner's bid_document_customization.
    {
      query: "rfp",
      role: "practitioner",
      expected: ["bid_document_customization", "solicitation_compliance_review"],
      total: 2,
    },
    { query: "debarment", role: "student", expected: ["bidder_due_diligence"], total: 1 },
    {
      query: "terms of reference",
      role: "student",
      expected: ["specification_tor_draft", "specification_requirements_quality"],
      total: 2,
    },
    // Partial: "check" and "bid" (stop words dropped): both words 60, one word 30, +10 for the student's tools.
    {
      query: "how do I check a bid",
      role: "student",
      expected: [
        "bid_proposal_self_check",
        "unbalanced_bid_check",
        "abnormally_low_bid_check",
        "bid_compliance_checklist",
        "contract_completeness_check",
      ],
      total: 11,
    },
    // Legacy role names carry their own preferred lists.
    {
      query: "audit",
      role: "Auditor",
      expected: ["procurement_post_review", "audit_trail_exporter"],
      total: 2,
    },
    {
      query: "review",
      role: "reviewer",
      expected: [
        "solicitation_compliance_review",
        "evaluation_compliance_review",
        "procurement_post_review",
        "specification_requirements_quality",
      ],
      total: 4,
    },
    { query: "zzz", role: "practitioner", expected: [], total: 0 },
    { query: "weather", role: "practitioner", expected: [], total: 0 },
    { query: "evalution", role: "practitioner", expected: [], total: 0 },
    { query: "   ", role: "practitioner", expected: [], total: 0 },
  ];

  it.each(table)("$query as $role", ({ query, role, expected, total }) => {
    const result = searchTools(query, role, TOOLS);
    expect(result.results.map((match) => match.tool.id)).toEqual(expected);
    expect(result.total).toBe(total);
  });

  it("reports the scores it ranked by", () => {
    expect(scored("bid", "supplier").slice(0, 2)).toEqual([
      ["bid_proposal_self_check", 110],
      ["bid_document_customization", 100],
    ]);
    expect(scored("tor", "oversight")).toEqual([
      ["specification_tor_draft", 100],
      ["specification_requirements_quality", 80],
    ]);
    expect(scored("rfp", "practitioner")).toEqual([
      ["bid_document_customization", 90],
      ["solicitation_compliance_review", 80],
    ]);
    expect(scored("how do I check a bid", "student").map(([, score]) => score)).toEqual([70, 60, 60, 60, 40]);
  });

  it("applies the minimum before the role bonus", () => {
    // 1 of 3 meaningful words = 20: counts, and the practitioner's +10 makes 30.
    expect(scored("risk weather football", "practitioner")).toEqual([["procurement_risk_register", 30]]);
    // 1 of 4 = 15: below 20 even though +10 would lift it to 25.
    expect(ids("risk weather football forecast", "practitioner")).toEqual([]);
    expect(ids("risk weather football forecast", "oversight")).toEqual([]);
  });

  it("never returns more than five, however many match", () => {
    const result = searchTools("check", "practitioner", TOOLS);
    expect(result.total).toBeGreaterThan(TOP_RESULTS);
    expect(result.results).toHaveLength(TOP_RESULTS);
  });
});

describe("searchTools on a fixed catalogue", () => {
  // Real ids (so the role lists apply) with made-up titles, so the ranking rules are tested apart from the catalogue.
  const tools = [
    { id: "procurement_risk_register", title: "Alpha Register" },
    { id: "framework_rules_navigator", title: "Beta Register" },
    { id: "knowledge_hub_faq_assistant", title: "Gamma Notes" },
  ];
  const rank = (query: string, role: string) =>
    searchTools(query, role, tools).results.map((m) => [m.tool.id, m.score]);

  it("lets the +10 swap two tools that tie", () => {
    // Oversight prefers neither: list order. The supplier prefers framework_rules_navigator only: it moves up.
    expect(rank("register", "oversight")).toEqual([
      ["procurement_risk_register", 100],
      ["framework_rules_navigator", 100],
    ]);
    expect(rank("register", "supplier")).toEqual([
      ["framework_rules_navigator", 110],
      ["procurement_risk_register", 100],
    ]);
    // The practitioner prefers both: the tie is back in list order.
    expect(rank("register", "practitioner")).toEqual([
      ["procurement_risk_register", 110],
      ["framework_rules_navigator", 110],
    ]);
  });

  it("scores partial matches in proportion to the words matched", () => {
    // "alpha register" vs "Beta Register": 1 of 2 words -> 30; the Auditor prefers neither tool.
    expect(rank("alpha register", "Auditor")).toEqual([
      ["procurement_risk_register", 100],
      ["framework_rules_navigator", 30],
    ]);
    // Word starts count: "gam not" matches both words of "Gamma Notes".
    expect(rank("gam not", "Auditor")).toEqual([["knowledge_hub_faq_assistant", 60]]);
    // 1 of 4 words = 15 < 20, and the bonus does not rescue it.
    expect(rank("gamma w x y", "consultant")).toEqual([]);
    expect(rank("gamma w x", "consultant")).toEqual([["knowledge_hub_faq_assistant", 30]]);
  });
});

describe("didYouMean and isOffTopic", () => {
  it("suggests the closest tool word for a typo", () => {
    expect(didYouMean("evalution", TOOLS)).toBe("evaluation");
    expect(didYouMean("complaince", TOOLS)).toBe("compliance");
    expect(didYouMean("tendr", TOOLS)).toBe("tender");
    expect(searchTools("evaluation", "practitioner", TOOLS).total).toBeGreaterThan(0);
  });

  it("suggests nothing when nothing is close or nothing is wrong", () => {
    expect(didYouMean("zzz", TOOLS)).toBeNull();
    expect(didYouMean("qwertyuiop", TOOLS)).toBeNull();
    expect(didYouMean("evaluation", TOOLS)).toBeNull();
    expect(didYouMean("", TOOLS)).toBeNull();
  });

  it("flags non-procurement queries", () => {
    expect(isOffTopic("weather")).toBe(true);
    expect(isOffTopic("What's the Weather today?")).toBe(true);
    expect(isOffTopic("pasta recipes")).toBe(true);
    expect(isOffTopic("football")).toBe(true);
    expect(isOffTopic("bid evaluation")).toBe(false);
    expect(isOffTopic("zzz")).toBe(false);
  });

  it("measures edit distance", () => {
    expect(editDistance("evalution", "evaluation")).toBe(1);
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("", "abc")).toBe(3);
    expect(normaliseSearchText("  Post-Review / Audit ")).toBe("post review audit");
  });
});

describe("role and task data", () => {
  it("recommends the spec's tools per role", () => {
    expect(Object.keys(ROLE_RECOMMENDED_TOOLS).sort()).toEqual([...ROLES].sort());
    expect(ROLE_RECOMMENDED_TOOLS.supplier).toEqual([
      "bid_proposal_self_check",
      "knowledge_hub_faq_assistant",
      "framework_rules_navigator",
    ]);
    expect(ROLE_RECOMMENDED_TOOLS.oversight).toHaveLength(6);
    expect(preferredToolsForRole("student")).toBe(ROLE_RECOMMENDED_TOOLS.student);
    expect(preferredToolsForRole(" procurement officer ")).toBe(
      LEGACY_ROLE_PREFERRED_TOOLS["Procurement Officer"],
    );
    // Free text that is not a legacy name is normalised to a role first.
    expect(preferredToolsForRole("Supply chain student")).toBe(ROLE_RECOMMENDED_TOOLS.student);
    expect(preferredToolsForRole("")).toBe(ROLE_RECOMMENDED_TOOLS.practitioner);
  });

  it("names only real tools", () => {
    const all = [
      ...Object.values(ROLE_RECOMMENDED_TOOLS).flat(),
      ...LEGACY_ROLE_NAMES.flatMap((name) => LEGACY_ROLE_PREFERRED_TOOLS[name]),
      ...TASK_SHORTCUTS.flatMap((task) => task.recommendedServices),
    ];
    expect(all.filter((id) => !isToolId(id))).toEqual([]);
    expect(TOOLS.map((tool) => tool.id)).toEqual([...TOOL_IDS]);
  });

  it("has the six task shortcuts", () => {
    expect(TASK_SHORTCUTS.map((task) => task.title)).toEqual([
      "Draft a document",
      "Review and approve",
      "Check bidder",
      "Monitor risks",
      "Run audit",
      "Get quick rules",
    ]);
    for (const task of TASK_SHORTCUTS) {
      expect(TASK_ICONS).toContain(task.icon);
      expect(task.recommendedServices.length).toBeGreaterThan(0);
      expect(task.whenToUse.length).toBeGreaterThan(0);
    }
  });

  it("writes synonym phrases that each find a tool", () => {
    const fields = TOOLS.map((tool) => ` ${normaliseSearchText(tool.title)} ${normaliseSearchText(tool.id)}`);
    const dead = Object.entries(SYNONYMS).flatMap(([term, phrases]) =>
      phrases
        .filter((phrase) => !fields.some((field) => field.includes(` ${phrase}`)))
        .map((phrase) => `${term} -> ${phrase}`),
    );
    expect(dead).toEqual([]);
  });
});

describe("home layout limits", () => {
  it("cuts the recommended list at 6 on mobile and links 'View all' past 8 on desktop", () => {
    expect(recommendedLayout(5)).toEqual({
      mobileShown: 5,
      desktopShown: 5,
      mobileViewAll: false,
      desktopViewAll: false,
    });
    expect(recommendedLayout(7)).toEqual({
      mobileShown: 6,
      desktopShown: 7,
      mobileViewAll: true,
      desktopViewAll: false,
    });
    expect(recommendedLayout(8)).toEqual({
      mobileShown: 6,
      desktopShown: 8,
      mobileViewAll: true,
      desktopViewAll: false,
    });
    expect(recommendedLayout(9)).toEqual({
      mobileShown: 6,
      desktopShown: 8,
      mobileViewAll: true,
      desktopViewAll: true,
    });
  });

  it("scrolls quick-access lists past 3 entries", () => {
    expect(quickAccessScrolls(3)).toBe(false);
    expect(quickAccessScrolls(4)).toBe(true);
  });
});
