import { describe, expect, it } from "vitest";
import raw from "@/lib/frameworks/data/framework-rules.json";
import { FRAMEWORK_RULES, loadRules, ruleById, verifiedRules } from "@/lib/frameworks/rules";
import { citeRule } from "@/lib/reading/evidence";
import { runReview } from "@/modules/review/lib/engine/engine";
import { RULE_PACKS } from "@/modules/review/lib/engine/packs";
import { bidSecurityLimit } from "@/modules/review/lib/engine/packs/solicitation-terms";
import type { ReviewInput } from "@/lib/results/review-types";
import type { AttachedDocument, ToolFramework } from "@/lib/results/types";
import { navigatorEngine } from "@/modules/tools/lib/navigator/engine";
import { knowledgeHubEngine } from "@/modules/tools/lib/knowledge-hub/engine";
import { openApiDocument } from "@/modules/openapi/openapi";

type SourceRecord = { id: string; verified: boolean; source_kind: string; provenance: string };
const RECORDS = raw as SourceRecord[];
const record = (id: string) => structuredClone(RECORDS.find((each) => each.id === id)!);

/** What a rule may show: every public field of every record, as one text. */
const PUBLIC_TEXT = JSON.stringify(FRAMEWORK_RULES);

/**
 * Research notes that must never reach a user: each record's provenance cut into 40-character pieces (long
 * enough to be its own words, short enough to catch a quoted part of it), except the pieces that are also in
 * a public field (a provenance quotes the clause the rule states).
 */
const NOTE_PIECES = [
  ...new Set(
    RECORDS.flatMap((each) =>
      Array.from({ length: Math.floor(each.provenance.length / 40) }, (_, index) =>
        each.provenance.slice(index * 40, index * 40 + 40),
      ),
    ),
  ),
].filter((piece) => !PUBLIC_TEXT.includes(JSON.stringify(piece).slice(1, -1)));

function expectNoResearchNotes(output: unknown, where: string) {
  const text = JSON.stringify(output);
  expect(text, where).not.toMatch(/"(?:provenance|source_kind)"/);
  for (const piece of NOTE_PIECES) {
    if (text.includes(piece)) throw new Error(`${where} shows research notes: "${piece}"`);
  }
}

const FRAMEWORKS: ToolFramework[] = [...new Set(FRAMEWORK_RULES.map((rule) => rule.framework_code))].map(
  (rulesCode) => ({ kind: "Custom", source: "custom", code: rulesCode, label: rulesCode, rulesCode }),
);

describe("the rule library", () => {
  it("loads every record with a unique kebab-case id, and keeps no research notes", () => {
    expect(NOTE_PIECES.length).toBeGreaterThan(500);
    expect(FRAMEWORK_RULES).toHaveLength(RECORDS.length);
    const ids = FRAMEWORK_RULES.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of FRAMEWORK_RULES) {
      expect(rule.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(Object.keys(rule)).not.toContain("provenance");
      expect(Object.keys(rule)).not.toContain("source_kind");
    }
  });

  it("refuses a duplicate id, a verified rule read in a secondary source and a citation with notes", () => {
    const standstill = record("ke-standstill-period");
    expect(() => loadRules([standstill, standstill])).toThrow(
      /Duplicate framework rule id: ke-standstill-period/,
    );
    expect(() => loadRules([{ ...standstill, id: "Not Kebab" }])).toThrow();
    expect(() => loadRules([{ ...standstill, source_kind: "secondary" }])).toThrow(/verified rule/);
    expect(() => loadRules([{ ...standstill, source_kind: "blog" }])).toThrow();
    expect(() => loadRules([{ ...standstill, citation: "GitHub, find_string id 123" }])).toThrow();
    expect(() => loadRules([{ ...standstill, source_url: "https://www.scribd.com/document/1" }])).toThrow();
    expect(() => loadRules([{ ...standstill, source_url: "ftp://example.org" }])).toThrow();
    const { provenance, ...withoutNotes } = standstill;
    expect(provenance.length).toBeGreaterThan(0);
    expect(() => loadRules([withoutNotes])).toThrow();
    expect(loadRules([standstill])[0]).not.toHaveProperty("provenance");
  });

  it("has Kenya's verified tender security, validity, standstill, debriefing and STD structure rules", () => {
    const kenya = verifiedRules("KE_PPADA");
    for (const id of [
      "ke-tender-security-ceiling",
      "ke-tender-security-validity",
      "ke-tender-validity",
      "ke-tender-validity-extension",
      "ke-standstill-period",
      "ke-debriefing",
      "ke-std-works-structure",
    ])
      expect(kenya.map((rule) => rule.id)).toContain(id);
    expect(ruleById("ke-tender-security-ceiling")).toMatchObject({ value: 2, topic: "bid_security" });
    expect(ruleById("ke-tender-security-ceiling")!.citation).toContain("s. 61");
    expect(ruleById("ke-standstill-period")).toMatchObject({ value: 14, topic: "standstill" });
    expect(ruleById("ke-standstill-period")!.citation).toContain("s. 135(3)");
    // The bid security check takes the percentage ceiling, not the 30-day validity of the same topic.
    expect(bidSecurityLimit(kenya)?.id).toBe("ke-tender-security-ceiling");
  });

  it("cites a rule as authority only when it is verified", () => {
    for (const rule of FRAMEWORK_RULES) {
      const cited = citeRule(rule);
      if (rule.verified) expect(cited).toContain(rule.citation);
      else expect(cited).toBeNull();
    }
  });
});

describe("research notes never reach an output", () => {
  it("the navigator, for every framework and focus", async () => {
    const focuses = [
      "Rules / Methods",
      "Thresholds & Limits",
      "Templates & Forms",
      "Quick Overview (at most 5 bullets)",
      "Custom Query (Other)",
    ];
    for (const framework of FRAMEWORKS) {
      for (const focus of focuses) {
        const output = await navigatorEngine.run({
          toolId: "framework_rules_navigator",
          values: { enquiry_focus: focus, project_estimate: "1,000,000", custom_query: "tender security" },
          framework,
          documents: [],
          now: new Date("2026-02-01"),
        });
        expectNoResearchNotes(output, `navigator ${framework.rulesCode} ${focus}`);
      }
    }
  });

  it("the knowledge hub, for every framework", async () => {
    for (const framework of FRAMEWORKS) {
      const output = await knowledgeHubEngine.run({
        toolId: "knowledge_hub_faq_assistant",
        values: {
          framework: "",
          query_type: "Rules Interpretation",
          specific_question: "What are the tender security, validity, standstill and threshold rules?",
        },
        framework,
        documents: [],
        now: new Date("2026-03-01T10:00:00Z"),
      });
      expectNoResearchNotes(output, `knowledge hub ${framework.rulesCode}`);
    }
  });

  const SAMPLE =
    "Invitation to Tender. Open tender. Tender security of 2% of the estimated value, valid for 150 days. " +
    "Tenders shall remain valid for 120 days. The standstill period is 14 days after the notification of " +
    "intention to award. Debriefing within 5 days. Abnormally low tenders will be rejected. Advance payment " +
    "and retention of 10 percent. Performance security of 10% within 21 days. Brand: Dell Latitude 5450.";
  const GROUPS = [
    "method-document",
    "redacted-evaluation-report",
    "solicitation-document",
    "planning-docs",
    "bid-documents",
    "contract-documents",
    "technical-specifications",
    "reference-documents",
  ];
  const documents: AttachedDocument[] = GROUPS.map((groupId, index) => ({
    fileId: `f${index}`,
    groupId,
    name: `${groupId}.pdf`,
    size: 1,
    units: [{ label: "page 1", text: SAMPLE }],
  }));

  it.each(RULE_PACKS.map((pack) => [pack.serviceId, pack.subserviceId, pack] as const))(
    "the findings and memo of %s %s",
    (serviceId, subserviceId, pack) => {
      for (const framework of FRAMEWORKS) {
        const input: ReviewInput = {
          serviceId,
          ...(subserviceId ? { subserviceId } : {}),
          activity: {
            id: "T-1",
            entity: "Entity",
            procurement_category: "Works",
            procurement_method: "Open tender",
            currency: "KES",
            estimatedValue: 1_000_000,
            issue_date: "2025-01-01",
            bidDueDate: "2025-02-15",
          },
          moduleInputs: {},
          documents,
          framework,
        };
        expectNoResearchNotes(runReview(input, [pack]), `${serviceId} ${framework.rulesCode}`);
      }
    },
  );

  it("the API document", () => {
    expectNoResearchNotes(openApiDocument("https://procuros.test"), "OpenAPI document");
  });
});
