import { describe, expect, it } from "vitest";
import { FRAMEWORK_RULES, verifiedRules } from "@/lib/frameworks/rules";
import { excerptAround, matchAttachedPages } from "@/modules/tools/lib/knowledge-hub/attached";
import {
  ADD_GUIDELINES_NOTICE,
  knowledgeHubEngine,
  type KnowledgeHubData,
} from "@/modules/tools/lib/knowledge-hub/engine";
import { anyWordQuery, searchLibrary } from "@/modules/tools/lib/knowledge-hub/library";
import { formatRuleValue, rankRules } from "@/modules/tools/lib/knowledge-hub/rules";
import { keywords, stem, stems } from "@/lib/knowledge/words";
import type { AttachedDocument, GuidelinePassage, ToolFramework, ToolRunContext } from "@/lib/results/types";
import { KENYA } from "@/tests/support/frameworks";

const NO_RULES: ToolFramework = {
  kind: "Country",
  source: "country",
  code: "GH",
  label: "Ghana",
  countryCode: "GH",
};

const BID_RULES: GuidelinePassage = {
  title: "Bid Rules.pdf",
  filename: "Bid Rules.pdf",
  location: "page 3",
  snippet: "The tender security shall not exceed two percent of the estimated value.",
};
const MANUAL: GuidelinePassage = {
  title: "Procurement Manual 2024",
  filename: "manual.docx",
  location: "Tender security",
  snippet: "Tender security is returned after signature.",
};

type Call = { query: string; limit: number | undefined };

/** A library that answers each query from a table (unknown queries find nothing) and records the calls. */
function library(answers: Record<string, GuidelinePassage[]>) {
  const calls: Call[] = [];
  const search = async (query: string, limit?: number) => {
    calls.push({ query, limit });
    return answers[query] ?? [];
  };
  return { calls, search };
}

function context(
  overrides: Partial<ToolRunContext> & { question?: string; queryType?: string } = {},
): ToolRunContext {
  const {
    question = "What is the tender security ceiling?",
    queryType = "Rules Interpretation",
    ...rest
  } = overrides;
  return {
    toolId: "knowledge_hub_faq_assistant",
    values: { framework: "", query_type: queryType, specific_question: question },
    framework: KENYA,
    documents: [],
    now: new Date("2026-03-01T10:00:00Z"),
    ...rest,
  };
}

const dataOf = (output: { data: Record<string, unknown> }) => output.data as KnowledgeHubData;

describe("question words", () => {
  it("drops stop words and question phrasing, keeps order and numbers", () => {
    expect(keywords("Can a bid be accepted if the bid security is valid for fewer than 30 days?")).toEqual([
      "bid",
      "accepted",
      "security",
      "valid",
      "fewer",
      "30",
      "days",
    ]);
    expect(keywords("What is it, and how?")).toEqual([]);
  });

  it("stems plurals, -ing, -ed and -ity forms onto one root", () => {
    const pairs = [
      ["securities", "security"],
      ["tenders", "tendering"],
      ["bidding", "bid"],
      ["days", "day"],
      ["evaluation", "evaluated"],
      ["processes", "processing"],
      ["required", "requires"],
    ];
    for (const [a, b] of pairs) expect(stem(a!), `${a} / ${b}`).toBe(stem(b!));
    expect(stem("process")).toBe("process");
    expect(stem("2024")).toBe("2024");
  });
});

describe("rule ranking", () => {
  it("puts the rule named after the question first, then rules sharing fewer words", () => {
    const ranked = rankRules("KE_PPADA", "What is the tender security ceiling?");
    expect(ranked.map((rule) => [rule.title, rule.score])).toEqual([
      ["Tender security ceiling: 2% of the estimated value", 6],
      ["Tender security validity", 4],
      ["Extension of tender validity: once, up to 30 days", 3],
      ["Unbalanced / front-loaded tenders", 3],
      ["Tender validity period", 2],
    ]);
    expect(ranked[0]).toMatchObject({ value: "2 percent of estimated value" });
    expect(ranked[0]!.citation).toBe(
      verifiedRules("KE_PPADA").find((rule) => rule.title.startsWith("Tender security ceiling"))!.citation,
    );
  });

  it("never returns an unverified rule, even when it matches best", () => {
    const question = "Bid/proposal security: form and validity percent";
    const unverified = FRAMEWORK_RULES.filter(
      (rule) => rule.framework_code === "WB_IPF" && !rule.verified,
    ).map((rule) => rule.title);
    expect(unverified).toContain("Bid/proposal security: form and validity");
    const titles = rankRules("WB_IPF", question).map((rule) => rule.title);
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(unverified).not.toContain(title);
    const verifiedTitles = new Set(verifiedRules("WB_IPF").map((rule) => rule.title));
    for (const title of titles) expect(verifiedTitles.has(title)).toBe(true);
  });

  it("finds nothing for a question without content words, an unknown framework or no shared word", () => {
    expect(rankRules("KE_PPADA", "What is it?")).toEqual([]);
    expect(rankRules("NO_SUCH_CODE", "tender security")).toEqual([]);
    expect(rankRules("KE_PPADA", "zanzibar xylophone")).toEqual([]);
  });

  it("keeps at most five rules", () => {
    expect(rankRules("KE_PPADA", "tender security validity period days percent contract").length).toBe(5);
    expect(rankRules("KE_PPADA", "tender security validity period days percent contract", 2).length).toBe(2);
  });

  it("formats values with their unit and currency", () => {
    expect(formatRuleValue({ value: 5000000, unit: "UGX", currency: "UGX" })).toBe("UGX 5,000,000");
    expect(formatRuleValue({ value: 140000, unit: "EUR (excl. VAT)", currency: "EUR" })).toBe(
      "EUR 140,000 (excl. VAT)",
    );
    expect(formatRuleValue({ value: 14, unit: "calendar_days", currency: null })).toBe("14 calendar days");
    expect(formatRuleValue({ value: "Open tendering", unit: null, currency: null })).toBe("Open tendering");
    expect(formatRuleValue({ value: null, unit: "days", currency: null })).toBe("—");
  });
});

describe("guideline library search", () => {
  it("searches the whole question first and stops when it finds passages", async () => {
    const question = "tender security two percent";
    const { calls, search } = library({ [question]: [BID_RULES] });
    expect(await searchLibrary(search, question)).toEqual({ mode: "all", passages: [BID_RULES] });
    expect(calls).toEqual([{ query: question, limit: 8 }]);
  });

  it("falls back to any of the content words when no passage holds them all", async () => {
    const question = "What is the tender security ceiling?";
    expect(anyWordQuery(question)).toBe("tender or security or ceiling");
    const { calls, search } = library({ "tender or security or ceiling": [BID_RULES, MANUAL] });
    expect(await searchLibrary(search, question)).toEqual({ mode: "any", passages: [BID_RULES, MANUAL] });
    expect(calls.map((call) => call.query)).toEqual([question, "tender or security or ceiling"]);
  });

  it("does not search twice for a one-word question, nor at all without a search or a question", async () => {
    const { calls, search } = library({});
    expect(await searchLibrary(search, "retention?")).toEqual({ mode: "all", passages: [] });
    expect(calls).toHaveLength(1);
    expect(await searchLibrary(undefined, "retention")).toEqual({ mode: "none", passages: [] });
    expect(await searchLibrary(search, "")).toEqual({ mode: "none", passages: [] });
    expect(calls).toHaveLength(1);
  });
});

describe("knowledgeHubEngine", () => {
  it("answers with passages of the library and the verified rules of the framework", async () => {
    const { search } = library({
      "tender or security or ceiling": [
        BID_RULES,
        MANUAL,
        { ...BID_RULES, location: "page 4", snippet: "Security ceilings apply." },
      ],
    });
    const output = await knowledgeHubEngine.run(
      context({ queryType: "Process Guidance", searchGuidelines: search }),
    );
    expect(output.summary).toMatch(
      /^Process Guidance: Found 3 passages in 2 documents of your guidelines library\. 5 verified rules of Kenya /,
    );
    const passages = output.tables!.find((table) => table.id === "passages")!;
    expect(passages.title).toBe("Passages from your guidelines");
    expect(passages.columns).toEqual(["Source", "Where", "Passage"]);
    expect(passages.rows).toEqual([
      ["Bid Rules.pdf", "page 3", BID_RULES.snippet],
      ["Procurement Manual 2024 (manual.docx)", "Tender security", MANUAL.snippet],
      ["Bid Rules.pdf", "page 4", "Security ceilings apply."],
    ]);
    const rules = output.tables!.find((table) => table.id === "rules")!;
    expect(rules.columns).toEqual(["Rule", "Value", "Citation"]);
    expect(rules.rows[0]![0]).toMatch(/^Tender security ceiling: 2% of the estimated value: /);
    expect(rules.rows[0]![1]).toBe("2 percent of estimated value");
    expect(output.metrics?.map((metric) => metric.value)).toEqual(["3", "2", "5"]);
    expect(output.notices?.some((notice) => notice.startsWith("No passage contains every word"))).toBe(true);
    const data = dataOf(output);
    expect(data).toMatchObject({
      question: "What is the tender security ceiling?",
      queryType: "Process Guidance",
      searchMode: "any",
    });
    expect(data.passages).toHaveLength(3);
    expect(data.rules).toHaveLength(5);
    expect(JSON.parse(JSON.stringify(output.data))).toEqual(output.data);
  });

  it("says plainly when the library has nothing and how to add documents", async () => {
    const { search } = library({});
    const output = await knowledgeHubEngine.run(
      context({ question: "  zanzibar xylophone  ", searchGuidelines: search }),
    );
    expect(output.summary).toBe(
      `Rules Interpretation: No passage of your guidelines library matches "zanzibar xylophone". No verified rule of ${verifiedRules("KE_PPADA")[0]!.framework} shares words with the question.`,
    );
    expect(output.tables).toEqual([]);
    expect(output.notices).toContain(ADD_GUIDELINES_NOTICE);
    expect(dataOf(output)).toMatchObject({ passages: [], rules: [], searchMode: "any" });
  });

  it("works with the rule library alone when no search is provided", async () => {
    const output = await knowledgeHubEngine.run(context());
    expect(output.summary).toMatch(
      /^Rules Interpretation: The guidelines library was not searched\. 5 verified rules of /,
    );
    expect(output.tables!.map((table) => table.id)).toEqual(["rules"]);
    expect(output.notices).not.toContain(ADD_GUIDELINES_NOTICE);
  });

  it("names a framework without verified rules and a missing framework", async () => {
    const { search } = library({ "tender security": [BID_RULES] });
    const ghana = await knowledgeHubEngine.run(
      context({ question: "tender security", framework: NO_RULES, searchGuidelines: search }),
    );
    expect(ghana.summary).toBe(
      "Rules Interpretation: Found 1 passage in 1 document of your guidelines library.",
    );
    expect(ghana.notices).toContain(
      "The rule library has no verified rules for Ghana: the answer comes from your guidelines library only.",
    );
    const none = await knowledgeHubEngine.run(context({ framework: null }));
    expect(none.notices).toContain(
      "No procurement framework is set in Settings, so no rules of the rule library were searched.",
    );
    expect(dataOf(none).rules).toEqual([]);
  });

  it("tells that case references come only from the library", async () => {
    const output = await knowledgeHubEngine.run(context({ queryType: "Case References" }));
    expect(
      output.notices?.some((notice) => notice.startsWith("The rule library holds rules, not decisions")),
    ).toBe(true);
    const faq = await knowledgeHubEngine.run(context({ queryType: "General FAQ" }));
    expect(
      faq.notices?.some((notice) => notice.startsWith("The rule library holds rules, not decisions")),
    ).toBe(false);
  });

  it("quotes the pages of an attached document that share the question's words", async () => {
    const documents: AttachedDocument[] = [
      {
        fileId: "f1",
        groupId: "documents",
        name: "Tender notice.pdf",
        size: 10,
        units: [
          { label: "page 1", text: "Invitation to tender for road works." },
          {
            label: "page 2",
            text: `${"Background text. ".repeat(30)}The tender security is set at 1.5% of the bid price.${" More text.".repeat(30)}`,
          },
        ],
      },
      { fileId: "f2", groupId: "documents", name: "scan.pdf", size: 10, units: [] },
    ];
    const output = await knowledgeHubEngine.run(context({ documents }));
    const attached = output.tables!.find((table) => table.id === "attached")!;
    expect(attached.rows.map((row) => row.slice(0, 2))).toEqual([
      ["Tender notice.pdf", "page 2"],
      ["Tender notice.pdf", "page 1"],
    ]);
    expect(attached.rows[0]![2]).toMatch(/^… .*The tender security is set at 1\.5% of the bid price\..* …$/);
    expect(output.notices).toContain("No text could be read from scan.pdf.");
  });
});

describe("attached page excerpts", () => {
  it("centres the excerpt on the first matching word and cuts at word boundaries", () => {
    const text = `${"alpha ".repeat(100)}retention money ${"omega ".repeat(100)}`;
    const excerpt = excerptAround(text, stems("retention"), 40);
    expect(excerpt).toMatch(/^… (alpha )+retention money( omega)+ …$/);
    expect(excerpt.length).toBeLessThan(100);
    expect(excerptAround("Short text about retention.", stems("retention"))).toBe(
      "Short text about retention.",
    );
  });

  it("finds nothing without shared words", () => {
    expect(
      matchAttachedPages(
        [
          {
            fileId: "f",
            groupId: "g",
            name: "a.pdf",
            size: 1,
            units: [{ label: "page 1", text: "Nothing relevant." }],
          },
        ],
        "tender security",
      ),
    ).toEqual([]);
  });
});
