import { describe, expect, it, vi } from "vitest";
import { FRAMEWORK_RULES, ruleById, type FrameworkRule } from "@/lib/frameworks/rules";
import { engineFor } from "@/modules/tools/lib/engines";
import { navigatorEngine, readFocus } from "@/modules/tools/lib/navigator/engine";
import { mapEstimate, parseEstimate } from "@/lib/frameworks/estimate";
import { FOCUS_QUERIES } from "@/modules/tools/lib/navigator/guidelines";
import { libraryRules, UNVERIFIED_MARK, valueText } from "@/lib/frameworks/library";
import { rankByQuery, templateRules, tokenize } from "@/modules/tools/lib/navigator/select";
import type { GuidelinePassage, ToolFramework, ToolOutput, ToolRunContext } from "@/lib/results/types";
import { getTool } from "@/lib/catalogue";
import { defaultCurrency } from "@/lib/locale/currency";
import { toolInputsSchema } from "@/modules/tools/validation/inputs";
import { KENYA } from "@/tests/support/frameworks";

const FOCUS = {
  rules: "Rules / Methods",
  thresholds: "Thresholds & Limits",
  templates: "Templates & Forms",
  overview: "Quick Overview (at most 5 bullets)",
  custom: "Custom Query (Other)",
} as const;

function framework(
  rulesCode: string | undefined,
  label = "Test framework",
  countryCode?: string,
): ToolFramework {
  return {
    kind: "Country",
    source: "country",
    code: countryCode ?? "XX",
    label,
    countryCode,
    ...(rulesCode ? { rulesCode } : {}),
  };
}

const PASSAGE: GuidelinePassage = {
  title: "Org procurement manual",
  filename: "manual.pdf",
  location: "page 12",
  snippet: "Use the standard bidding document for goods.",
};

/** A searchGuidelines stub that records its queries and answers with `passages`. */
function searchStub(passages: readonly GuidelinePassage[] = [PASSAGE]) {
  return vi.fn(async (query: string, limit?: number) => {
    void query;
    void limit;
    return passages;
  });
}

async function run(
  fw: ToolFramework | null,
  values: Record<string, string>,
  search?: ToolRunContext["searchGuidelines"],
): Promise<ToolOutput> {
  return navigatorEngine.run({
    toolId: "framework_rules_navigator",
    values,
    framework: fw,
    documents: [],
    now: new Date("2026-02-01"),
    searchGuidelines: search,
  });
}

const rulesOf = (code: string, verified?: boolean): FrameworkRule[] =>
  FRAMEWORK_RULES.filter(
    (rule) => rule.framework_code === code && (verified === undefined || rule.verified === verified),
  );

function table(output: ToolOutput, id: string) {
  return output.tables?.find((candidate) => candidate.id === id);
}

const allRows = (output: ToolOutput) =>
  (output.tables ?? []).flatMap((candidate) => candidate.rows.map((row) => ({ table: candidate, row })));

/** Every place an unverified rule shows up carries the mark; it never appears in the overview. */
function expectNoUnverifiedAsRule(output: ToolOutput, codes: readonly string[]) {
  const unverified = FRAMEWORK_RULES.filter((rule) => codes.includes(rule.framework_code) && !rule.verified);
  for (const { table: where, row } of allRows(output)) {
    for (const rule of unverified) {
      if (row.some((cell) => cell.startsWith(`${rule.title}: `))) {
        expect(row, `${rule.title} in ${where.id}`).toContain(UNVERIFIED_MARK);
        expect(where.title).toContain(UNVERIFIED_MARK);
      }
    }
  }
  const overview = (output.data.overview as string[]).join("\n");
  for (const rule of unverified) expect(overview).not.toContain(rule.title);
  for (const notice of output.notices ?? [])
    for (const rule of unverified) expect(notice).not.toContain(`"${rule.title}"`);
  for (const entry of output.data.rules as { verified: boolean; id: string }[]) {
    if (!entry.verified) expect(allRows(output).some(({ row }) => row.includes(UNVERIFIED_MARK))).toBe(true);
  }
}

describe("navigator engine: registration and inputs", () => {
  it("is registered for framework_rules_navigator", () => {
    expect(engineFor("framework_rules_navigator")).toBe(navigatorEngine);
  });

  it("reads the focus labels of the catalogue, an unknown one as the overview", () => {
    expect(readFocus(FOCUS.thresholds)).toBe("thresholds");
    expect(readFocus(FOCUS.custom)).toBe("custom");
    expect(readFocus("Something else")).toBe("overview");
  });

  it("parses the estimate with thousands commas; 0 and garbage are no estimate", () => {
    expect(parseEstimate("1,250,000.50")).toBe(1250000.5);
    expect(parseEstimate("250000")).toBe(250000);
    expect(parseEstimate("0")).toBeNull();
    expect(parseEstimate("")).toBeNull();
    expect(parseEstimate("1e6")).toBeNull();
    expect(parseEstimate(undefined)).toBeNull();
  });

  it("shows a rule's figure with its unit or currency", () => {
    expect(valueText({ value: 140000, unit: "EUR (excl. VAT)", currency: "EUR" })).toBe(
      "EUR 140,000 (excl. VAT)",
    );
    expect(valueText({ value: 35, unit: "calendar_days", currency: null })).toBe("35 calendar days");
    expect(valueText({ value: "3 / 5", unit: "business_days", currency: null })).toBe(
      "3 / 5 (business days)",
    );
    expect(valueText({ value: null, unit: "days", currency: null })).toBe("—");
  });
});

describe("navigator engine: Rules / Methods", () => {
  it("lists every verified KE_PPADA method-type rule with its citation, leads apart and marked", async () => {
    const output = await run(
      framework("KE_PPADA", "Kenya (KE)", "KE"),
      { enquiry_focus: FOCUS.rules },
      searchStub([]),
    );
    const topics = ["method", "bid_period", "bid_validity", "bid_security", "standstill", "other"];
    const expected = rulesOf("KE_PPADA", true).filter((rule) => topics.includes(rule.topic));
    const rows = table(output, "rules")!.rows;
    expect(rows).toHaveLength(expected.length);
    for (const rule of expected) {
      const row = rows.find((candidate) => candidate[1] === `${rule.title}: ${rule.rule}`);
      expect(row, rule.title).toBeDefined();
      expect(row![3]).toContain(rule.citation);
      expect(row).not.toContain(UNVERIFIED_MARK);
    }
    const leads = rulesOf("KE_PPADA", false).filter((rule) => topics.includes(rule.topic));
    expect(leads.length).toBeGreaterThan(0);
    expect(table(output, "rule-leads")!.rows).toHaveLength(leads.length);
    expect(output.notices?.some((notice) => notice.includes(UNVERIFIED_MARK))).toBe(true);
    const data = output.data.rules as { verified: boolean; citation: string; source_url: string | null }[];
    expect(data.filter((rule) => rule.verified)).toHaveLength(expected.length);
    for (const rule of data) expect(rule).toHaveProperty("source_url");
    expectNoUnverifiedAsRule(output, ["KE_PPADA"]);
  });

  it("keeps unverified World Bank figures (e.g. the 10 business-day standstill) out of the rules table", async () => {
    const output = await run(framework("WB_IPF", "World Bank (WB)"), { enquiry_focus: FOCUS.rules });
    const rulesTable = table(output, "rules")!;
    expect(rulesTable.rows.some((row) => (row[1] ?? "").startsWith("Standstill Period exists: "))).toBe(true);
    expect(rulesTable.rows.some((row) => (row[1] ?? "").startsWith("Standstill Period duration"))).toBe(
      false,
    );
    expect(
      table(output, "rule-leads")!.rows.some((row) =>
        (row[1] ?? "").startsWith("Standstill Period duration"),
      ),
    ).toBe(true);
    expectNoUnverifiedAsRule(output, ["WB_IPF"]);
  });
});

describe("navigator engine: the estimate as practitioners write it", () => {
  /** The page's path: the text as typed, the tool's schema (the page's check and the server's), the engine. */
  async function typed(fw: ToolFramework, text: string) {
    const values = toolInputsSchema(getTool("framework_rules_navigator"), {
      hasFramework: true,
      defaultCurrency: defaultCurrency(fw),
    }).parse({ enquiry_focus: FOCUS.thresholds, project_estimate: text });
    return run(fw, values as Record<string, string>);
  }

  it('reads "Kshs. 25,600,000.00" as KES 25,600,000 (issue 31: the field made it 0.26)', async () => {
    const output = await typed(KENYA, "Kshs. 25,600,000.00");
    expect(output.data.estimate).toEqual({ amount: 25_600_000, currency: "KES" });
    expect(output.metrics?.find((metric) => metric.id === "estimate")?.value).toBe("KES 25,600,000");
  });

  it("reads shillings without a country in the framework's currency, and refuses what could be two numbers", async () => {
    expect((await typed(KENYA, "Shs 25.6M")).data.estimate).toEqual({ amount: 25_600_000, currency: "KES" });
    await expect(typed(KENYA, "1.500")).rejects.toThrow("validation.moneyAmbiguous");
  });

  it("compares an estimate written in a currency only with thresholds in that currency", async () => {
    const EU = framework("EU_2014_24", "Germany (DE)", "DE");
    const central = ruleById("eu-2014-24-threshold-social-services")!;
    const position = (output: ToolOutput) =>
      (output.data.thresholds as { title: string; position: string | null }[]).find(
        (entry) => entry.title === central.title,
      )?.position;
    const dollars = await run(EU, { enquiry_focus: FOCUS.thresholds, project_estimate: "USD 10,000,000" });
    expect(position(dollars)).toBeNull();
    expect(dollars.notices?.some((text) => text.includes("written in USD") && text.includes("EUR"))).toBe(
      true,
    );
    expect(dollars.data.estimate).toEqual({ amount: 10_000_000, currency: "USD" });
    const euros = await run(EU, { enquiry_focus: FOCUS.thresholds, project_estimate: "EUR 10,000,000" });
    expect(position(euros)).toBe("at_or_above");
    expect(euros.notices?.some((text) => text.includes("is in EUR, the currency of the thresholds"))).toBe(
      true,
    );
  });
});

describe("navigator engine: Thresholds & Limits", () => {
  const EU = framework("EU_2014_24", "Germany (DE)", "DE");
  // The one current EU threshold read in the official text (the 2026 figures are leads until confirmed).
  const central = ruleById("eu-2014-24-threshold-social-services")!;
  const centralValue = central.value as number;
  const formatted = (amount: number) => amount.toLocaleString("en-US");

  it("maps an estimate above a real threshold as at or above, citing the rule", async () => {
    const output = await run(EU, {
      enquiry_focus: FOCUS.thresholds,
      project_estimate: formatted(centralValue + 1),
    });
    const thresholds = output.data.thresholds as {
      title: string;
      position: string | null;
      superseded: boolean;
    }[];
    expect(thresholds.find((threshold) => threshold.title === central.title)?.position).toBe("at_or_above");
    const notice = output.notices?.find((text) => text.includes(`"${central.title}"`));
    expect(notice).toContain("is at or above");
    expect(notice).toContain(central.citation);
    expect(output.metrics?.find((metric) => metric.id === "estimate")?.value).toBe(
      `EUR ${formatted(centralValue + 1)}`,
    );
    expect(
      output.notices?.some((text) => text.includes("no currency of its own") && text.includes("EUR")),
    ).toBe(true);
    // Superseded figures are listed but never compared.
    for (const threshold of thresholds.filter((entry) => entry.superseded))
      expect(threshold.position).toBeNull();
    expect(table(output, "thresholds")!.columns).toContain("Estimate");
    expectNoUnverifiedAsRule(output, ["EU_2014_24", "EU_REMEDIES", "EU_2014_25"]);
  });

  it("maps an estimate below the same threshold as below, and equal as at or above", async () => {
    const below = await run(EU, {
      enquiry_focus: FOCUS.thresholds,
      project_estimate: formatted(centralValue - 1),
    });
    const position = (output: ToolOutput) =>
      (output.data.thresholds as { title: string; position: string | null }[]).find(
        (entry) => entry.title === central.title,
      )?.position;
    expect(position(below)).toBe("below");
    expect(below.notices?.find((text) => text.includes(`"${central.title}"`))).toContain("is below");
    const equal = await run(EU, { enquiry_focus: FOCUS.thresholds, project_estimate: String(centralValue) });
    expect(position(equal)).toBe("at_or_above");
  });

  it("names the method a threshold points to when its text names one (ADB ICB)", async () => {
    const icb = rulesOf("ADB_2017", true).find((rule) => rule.topic === "threshold")!;
    const output = await run(framework("ADB_2017", "Asian Development Bank (ADB)"), {
      enquiry_focus: FOCUS.thresholds,
      project_estimate: formatted((icb.value as number) * 2),
    });
    const notice = output.notices?.find((text) => text.includes(`"${icb.title}"`));
    expect(notice).toContain("international competitive bidding (ICB)");
    expect(notice).toContain(icb.citation);
  });

  it("never compares an unverified figure (UG micro procurement ceiling) and marks it", async () => {
    const micro = rulesOf("UG_PPDA", false).find((rule) => typeof rule.value === "number")!;
    const output = await run(framework("UG_PPDA", "Uganda (UG)", "UG"), {
      enquiry_focus: FOCUS.thresholds,
      project_estimate: formatted((micro.value as number) * 3),
    });
    const entry = (
      output.data.thresholds as { title: string; position: string | null; verified: boolean }[]
    ).find((threshold) => threshold.title === micro.title);
    expect(entry).toMatchObject({ verified: false, position: null });
    expect(
      table(output, "threshold-leads")!.rows.find((row) => (row[3] ?? "").startsWith(micro.title)),
    ).toContain(UNVERIFIED_MARK);
    expect(output.metrics?.find((metric) => metric.id === "estimate")?.hint).toBe(
      "No verified threshold figure to compare",
    );
    expect(output.notices?.some((text) => text.includes("is not mapped to a method"))).toBe(true);
    expectNoUnverifiedAsRule(output, ["UG_PPDA"]);
  });

  it("lists thresholds without an estimate and without an Estimate column", async () => {
    const output = await run(EU, { enquiry_focus: FOCUS.thresholds });
    expect(output.metrics?.some((metric) => metric.id === "estimate")).toBe(false);
    expect(table(output, "thresholds")!.columns).toEqual([
      "Category",
      "Threshold",
      "Currency",
      "Rule",
      "Citation",
    ]);
    const verifiedThresholds = libraryRules("EU_2014_24").filter(
      (rule) => rule.verified && rule.topic === "threshold",
    );
    expect(table(output, "thresholds")!.rows).toHaveLength(verifiedThresholds.length);
  });

  it("mapEstimate counts only verified current figures", () => {
    const rules = libraryRules("EU_2014_24").filter((rule) => rule.topic === "threshold");
    const mapping = mapEstimate(1, rules, "EU_2014_24", "EUR");
    const current = rules.filter(
      (rule) => rule.verified && rule.threshold !== null && !/superseded/i.test(rule.title),
    );
    const plural = current.length === 1 ? "" : "s";
    expect(mapping.metric.hint).toBe(
      `At or above 0 of ${current.length} verified current threshold${plural}`,
    );
  });
});

describe("navigator engine: Templates & Forms", () => {
  it("lists rules naming standard documents, the documents the rules cite, and guideline passages", async () => {
    const search = searchStub();
    const output = await run(
      framework("KE_PPADA", "Kenya (KE)", "KE"),
      { enquiry_focus: FOCUS.templates },
      search,
    );
    expect(search).toHaveBeenCalledWith(FOCUS_QUERIES.templates, expect.any(Number));
    expect(table(output, "template-rules")!.rows.some((row) => (row[1] ?? "").includes("STD"))).toBe(true);
    const documents = table(output, "standard-documents")!.rows;
    expect(documents[0]![0]).toMatch(/^PPRA Standard Tender Document for Works .*Rev\. April 2022/);
    expect(table(output, "guidelines")!.rows).toEqual([[PASSAGE.title, PASSAGE.location, PASSAGE.snippet]]);
    const templates = output.data.templates as { source: string; verified: boolean | null }[];
    expect(templates.some((entry) => entry.source === "guideline" && entry.verified === null)).toBe(true);
    expect(templates.some((entry) => entry.source === "standard_document")).toBe(true);
    expectNoUnverifiedAsRule(output, ["KE_PPADA"]);
  });

  it("marks World Bank template leads that are not verified", async () => {
    const output = await run(
      framework("WB_IPF", "World Bank (WB)"),
      { enquiry_focus: FOCUS.templates },
      searchStub([]),
    );
    const verifiedTemplates = templateRules(libraryRules("WB_IPF").filter((rule) => rule.verified));
    expect(table(output, "template-rules")?.rows.length ?? 0).toBe(verifiedTemplates.length);
    const marketApproach = table(output, "template-leads")!.rows.find((row) =>
      (row[1] ?? "").startsWith("Market approach options: "),
    );
    expect(marketApproach).toContain(UNVERIFIED_MARK);
    expect(
      output.notices?.some((notice) => notice.startsWith("No passage of your guidelines library matches")),
    ).toBe(true);
    expectNoUnverifiedAsRule(output, ["WB_IPF"]);
  });
});

describe("navigator engine: Quick Overview", () => {
  it.each(["KE_PPADA", "WB_IPF", "EU_2014_24", "UG_PPDA"])(
    "gives at most 5 verified bullets, one per topic (%s)",
    async (code) => {
      const search = searchStub();
      const output = await run(framework(code), { enquiry_focus: FOCUS.overview }, search);
      const overview = output.data.overview as string[];
      expect(overview.length).toBeGreaterThan(0);
      expect(overview.length).toBeLessThanOrEqual(5);
      expect(table(output, "overview")!.rows).toEqual(overview.map((bullet) => [bullet]));
      const rules = output.data.rules as { topic: string; verified: boolean; citation: string }[];
      expect(new Set(rules.map((rule) => rule.topic)).size).toBe(rules.length);
      expect(rules.every((rule) => rule.verified)).toBe(true);
      rules.forEach((rule, index) => expect(overview[index]).toContain(rule.citation));
      expect(search).not.toHaveBeenCalled();
      expectNoUnverifiedAsRule(output, [code]);
    },
  );
});

describe("navigator engine: Custom Query", () => {
  it("tokenizes without stop words and folds plurals", () => {
    expect(tokenize("What are the thresholds for the Bodies?")).toEqual(["threshold", "body"]);
  });

  it("ranks by word overlap, best first, verified only", () => {
    const verified = libraryRules("KE_PPADA").filter((rule) => rule.verified);
    const ranked = rankByQuery(verified, "tender security validity");
    expect(ranked[0]!.rule.title).toBe("Tender security validity");
    expect(ranked.length).toBeLessThanOrEqual(8);
    for (let index = 1; index < ranked.length; index += 1)
      expect(ranked[index - 1]!.score).toBeGreaterThanOrEqual(ranked[index]!.score);
    expect(rankByQuery(verified, "the of and")).toEqual([]);
  });

  it("answers with matching verified rules and searches the guidelines with the question", async () => {
    const search = searchStub();
    const question = "How long is the standstill period?";
    const output = await run(
      framework("KE_PPADA"),
      { enquiry_focus: FOCUS.custom, custom_query: question },
      search,
    );
    expect(search).toHaveBeenCalledWith(question, expect.any(Number));
    const rows = table(output, "matches")!.rows;
    expect(rows[0]![1]).toMatch(/^Standstill period: 14 days/);
    expect(table(output, "guidelines")!.rows).toHaveLength(1);
    expect((output.data.rules as { verified: boolean }[]).every((rule) => rule.verified)).toBe(true);
    expectNoUnverifiedAsRule(output, ["KE_PPADA"]);
  });

  it("retries the guideline search with the keywords joined by 'or' when the question finds nothing", async () => {
    const search = vi.fn(async (query: string) => (query.includes(" or ") ? [PASSAGE] : []));
    const output = await run(
      framework("KE_PPADA"),
      { enquiry_focus: FOCUS.custom, custom_query: "retention money release" },
      search,
    );
    expect(search.mock.calls.map((call) => call[0])).toEqual([
      "retention money release",
      "retention or money or release",
    ]);
    expect(table(output, "guidelines")!.rows).toHaveLength(1);
  });
});

describe("navigator engine: no framework, no rules, failing search", () => {
  it("says no framework is set and still quotes the guidelines", async () => {
    const search = searchStub();
    const output = await run(null, { enquiry_focus: FOCUS.custom, custom_query: "bid security" }, search);
    expect(output.summary).toMatch(/^No framework is set/);
    expect(search).toHaveBeenCalledWith("bid security", expect.any(Number));
    expect(table(output, "guidelines")!.rows).toHaveLength(1);
    expect(output.data.rules).toEqual([]);
    expect(output.data.framework).toBeNull();
  });

  it.each([undefined, "XX_UNKNOWN"])(
    "says plainly that the library has no rules (rulesCode %s) and invents none",
    async (rulesCode) => {
      const search = searchStub();
      const output = await run(
        framework(rulesCode, "Ghana (GH)", "GH"),
        { enquiry_focus: FOCUS.thresholds, project_estimate: "1,000,000" },
        search,
      );
      expect(output.summary).toContain("No verified rules for Ghana (GH) are in the rule library yet");
      expect(output.notices).toContain(
        "No verified rules for Ghana (GH) are in the rule library yet: add its law and regulations under Settings → Guidelines & References.",
      );
      expect(search).toHaveBeenCalledWith(FOCUS_QUERIES.thresholds, expect.any(Number));
      expect(output.data).toMatchObject({ rules: [], thresholds: [], overview: [], estimate: null });
      expect(output.tables?.map((candidate) => candidate.id)).toEqual(["guidelines"]);
    },
  );

  it("answers from the rule library when the guideline search fails or is not provided", async () => {
    const failing = vi.fn(async () => {
      throw new Error("database down");
    });
    const output = await run(framework("KE_PPADA"), { enquiry_focus: FOCUS.rules }, failing);
    expect(table(output, "rules")!.rows.length).toBeGreaterThan(0);
    expect(output.notices?.some((notice) => notice.includes("could not be searched"))).toBe(true);
    const withoutSearch = await run(framework("KE_PPADA"), { enquiry_focus: FOCUS.templates });
    expect(withoutSearch.notices).toContain("The guidelines library is not available to this run.");
  });

  it("returns JSON-serialisable data with the spec's field names and a narrative", async () => {
    const output = await run(
      framework("EU_2014_24"),
      { enquiry_focus: FOCUS.thresholds, project_estimate: "500,000" },
      searchStub(),
    );
    expect(JSON.parse(JSON.stringify(output.data))).toEqual(output.data);
    expect(Object.keys(output.data)).toEqual(
      expect.arrayContaining(["framework", "rules", "thresholds", "templates", "overview", "narrative"]),
    );
    const threshold = (output.data.thresholds as Record<string, unknown>[])[0]!;
    expect(Object.keys(threshold)).toEqual(
      expect.arrayContaining([
        "category",
        "method",
        "threshold",
        "currency",
        "description",
        "citation",
        "source_url",
        "verified",
      ]),
    );
    expect(output.data.narrative).toMatch(/verified rules for EU Public Procurement Directive 2014\/24\/EU/);
  });
});
