import { describe, expect, it } from "vitest";
import type { ToolFramework, ToolRunContext } from "@/lib/results/types";
import { draftHtml } from "@/lib/results/draft-html";
import { DomainError } from "@/lib/errors";
import { resolveFrameworks } from "@/modules/tools/lib/drafting/comparative-frameworks";
import {
  compareTopicRules,
  comparedFramework,
  composeComparativeNotes,
  LEAD_ONLY,
  NO_RULE,
} from "@/modules/tools/lib/drafting/comparative-notes";
import { KENYA } from "@/tests/support/frameworks";

function context(values: Record<string, string>, framework: ToolFramework | null = KENYA): ToolRunContext {
  return {
    toolId: "comparative_guidance_notes",
    values,
    framework,
    documents: [],
    now: new Date("2026-03-01T00:00:00Z"),
  };
}

describe("frameworks named in free text", () => {
  it("resolves names, abbreviations, countries, EU members and codes, and lists what it does not know", () => {
    expect(resolveFrameworks("World Bank Procurement Regulations, AfDB Procurement Policy")).toEqual({
      codes: ["WB_IPF", "AFDB_2015"],
      unknown: [],
    });
    expect(resolveFrameworks("Kenya and Uganda; France\nNarnia rules, UNCITRAL 1994, ADB_2017")).toEqual({
      codes: ["KE_PPADA", "UG_PPDA", "EU_2014_24", "UNCITRAL_1994", "ADB_2017"],
      unknown: ["Narnia rules"],
    });
    expect(resolveFrameworks("UG, de, Asian Development Bank vs World Bank")).toEqual({
      codes: ["UG_PPDA", "EU_2014_24", "ADB_2017", "WB_IPF"],
      unknown: [],
    });
    // "de" inside a name is not Germany; an unknown name is returned as written.
    expect(resolveFrameworks("Banco de Desarrollo")).toEqual({ codes: [], unknown: ["Banco de Desarrollo"] });
  });
});

describe("rules side by side", () => {
  it("standstill: Kenya's verified 14 days, the World Bank's verified rule and its 10-day lead, Uganda's gap", () => {
    const frameworks = [
      comparedFramework("KE_PPADA", true),
      comparedFramework("WB_IPF", false),
      comparedFramework("UG_PPDA", false),
    ];
    const standstill = compareTopicRules("standstill", frameworks);
    expect(standstill.status).toBe("gap");
    expect(standstill.entries.map((entry) => entry.rules.map((rule) => rule.id))).toEqual([
      ["ke-standstill-period"],
      ["wb-ipf-standstill-exists", "wb-ipf-standstill-duration"],
      [],
    ]);
  });

  it("the same headline figure aligns, different figures diverge", () => {
    const kenya = comparedFramework("KE_PPADA", true);
    expect(compareTopicRules("standstill", [kenya, comparedFramework("KE_PPADA", false)]).status).toBe(
      "aligned",
    );
    // Kenya's 14 calendar days against the EU Remedies Directive's 10/15 days (a lead).
    expect(compareTopicRules("standstill", [kenya, comparedFramework("EU_REMEDIES", false)]).status).toBe(
      "diverge",
    );
    expect(compareTopicRules("payments", [comparedFramework("UG_PPDA", true)]).status).toBe("empty");
  });

  it("a detailed Framework Variations note: a table per topic with citations and sources, leads and gaps marked", () => {
    const composed = composeComparativeNotes(
      context({
        comparison_focus: "Framework Variations",
        comparison_frameworks: "World Bank, Uganda",
        analysis_depth: "Detailed Analysis",
      }),
    );
    const standstill = composed.tables!.find((table) => table.id === "topic-standstill")!;
    expect(standstill.columns).toEqual(["Framework", "Rule", "Value", "Citation", "Source", "Status"]);
    const kenya = standstill.rows.find((row) => row[0] === "Kenya (PPADA 2015)")!;
    expect(kenya[2]).toBe("14 calendar days");
    expect(kenya[5]).toBe("verified");
    expect(kenya[4]).toMatch(/^https?:\/\//);
    const wbLead = standstill.rows.find((row) => row[1]!.startsWith("Standstill Period duration"))!;
    expect(wbLead[5]).toBe(LEAD_ONLY);
    expect(standstill.rows.find((row) => row[0] === "Uganda (PPDA)")).toEqual([
      "Uganda (PPDA)",
      NO_RULE,
      "—",
      "—",
      "—",
      "gap",
    ]);
    // Bid security: Kenya's 2% ceiling against the World Bank's lead.
    const security = composed.tables!.find((table) => table.id === "topic-bid_security")!;
    expect(security.rows.find((row) => row[0] === "Kenya (PPADA 2015)")![2]).toBe(
      "2 percent of estimated value",
    );

    const html = draftHtml(composed.draft);
    expect(html).toContain(
      "Standstill period — Kenya (PPADA 2015): 14 calendar days; World Bank (IPF Regulations): Standstill Period exists; Uganda (PPDA): no rule in the library. A gap",
    );
    expect(html).toContain("Observe the longer standstill period");
    // Verified rules are cited with the framework's title; unverified ones never as a source.
    expect(html).toMatch(
      /Kenya \(PPADA 2015\) — Standstill period: 14 days: .*\(Source: Kenya Public Procurement/,
    );
    const cited = composed.draft.sections
      .flatMap((section) => section.subsections ?? [])
      .flatMap((section) => section.paragraphs);
    expect(cited.every((paragraph) => paragraph.source === "rule")).toBe(true);
    expect(cited.some((paragraph) => paragraph.text.includes("Standstill Period duration"))).toBe(false);
    expect(composed.metrics!.find((metric) => metric.id === "frameworks")!.value).toBe("3");
    expect(composed.notices).toEqual([]);
  });

  it("an overview keeps one headline rule per framework and topic; unknown names come back in a notice", () => {
    const composed = composeComparativeNotes(
      context({
        comparison_focus: "Procurement Methods",
        comparison_frameworks: "World Bank, Atlantis Procurement Code",
        analysis_depth: "High-Level Overview",
      }),
    );
    expect(composed.tables!.map((table) => table.id)).toEqual([
      "topic-method",
      "topic-threshold",
      "topic-bid_period",
    ]);
    for (const table of composed.tables!) expect(table.rows).toHaveLength(2);
    const methods = composed.tables![0]!;
    expect(methods.rows[0]![1]).toMatch(/^Open tendering is the preferred method/);
    expect(methods.rows[1]![1]).toMatch(/^Request for Bids \(RFB\)/);
    expect(composed.notices![0]).toContain(
      "Not found in the rule library, so not compared: Atlantis Procurement Code.",
    );
  });

  it("specific focus areas keep only the topics where the frameworks diverge or leave a gap", () => {
    const composed = composeComparativeNotes(
      context(
        {
          comparison_focus: "Policy Differences",
          comparison_frameworks: "ADB",
          analysis_depth: "Specific Focus Areas",
        },
        null,
      ),
    );
    // No framework set and ADB holds only an abnormally-low-bid rule among the policy topics.
    expect(composed.tables!.map((table) => table.id)).toEqual(["topic-abnormal"]);
    expect(composed.tables![0]!.rows[0]).toEqual(["Your framework (not set)", NO_RULE, "—", "—", "—", "gap"]);
    expect(draftHtml(composed.draft)).toContain(
      "left out of this focused note: Domestic preference, Complaints and review, Debriefing, Notification and publication of award, Standstill period",
    );
  });

  it("refuses a list naming no framework of the library, or only the org's own", () => {
    expect(() =>
      composeComparativeNotes(
        context({
          comparison_focus: "Framework Variations",
          comparison_frameworks: "Atlantis",
          analysis_depth: "Detailed Analysis",
        }),
      ),
    ).toThrow(DomainError);
    expect(() =>
      composeComparativeNotes(
        context({
          comparison_focus: "Framework Variations",
          comparison_frameworks: "Kenya",
          analysis_depth: "Detailed Analysis",
        }),
      ),
    ).toThrow(/other than your own/);
  });
});
