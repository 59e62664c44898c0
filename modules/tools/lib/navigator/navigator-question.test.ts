import { describe, expect, it, vi } from "vitest";
import { libraryRules } from "@/lib/frameworks/library";
import { navigatorEngine } from "@/modules/tools/lib/navigator/engine";
import { answerQuestion, type QuestionAnswer } from "@/modules/tools/lib/navigator/question";
import type { ToolOutput } from "@/lib/results/types";

const KENYA = libraryRules("KE_PPADA");
const ask = (question: string, rules = KENYA) => answerQuestion(rules, question, "Kenya PPADA")!;
const titles = (answer: QuestionAnswer) => answer.matches.map((match) => match.title);

describe("navigator: answering the typed question (pure)", () => {
  it("finds the bid validity rule when the framework says 'tender'", () => {
    const answer = ask("What is the minimum bid validity period?");
    expect(titles(answer)[0]).toBe("Tender validity period");
    expect(titles(answer).every((title) => /validity/i.test(title))).toBe(true);
    expect(answer.answer).toMatch(
      /^3 verified rules of Kenya PPADA answer your question: Tender validity period \(/,
    );
  });

  it("cites every match with its citation and source, and never shows a provenance note or a lead", () => {
    const answer = ask("How much bid security is required?");
    expect(titles(answer)[0]).toBe("Tender security ceiling: 2% of the estimated value");
    for (const match of answer.matches) {
      const rule = KENYA.find((candidate) => candidate.id === match.id)!;
      expect(rule.verified).toBe(true);
      expect(match.citation).toBe(rule.citation);
      expect(match.source_url).toBe(rule.source_url);
      expect(match).not.toHaveProperty("provenance");
    }
    // A question only an unverified lead speaks to gets no rule as its answer.
    const leadsOnly = KENYA.filter((rule) => !rule.verified);
    expect(
      answerQuestion(leadsOnly, "minimum tender preparation period open national", "Kenya")!.matches,
    ).toEqual([]);
  });

  it("answers 'direct procurement for emergency works' from the rule on direct procurement, saying what it does not cover", () => {
    // Before the rules data of 2026-11 there was no verified rule on direct procurement: the answer was "no rule",
    // naming the nearest. Now s. 103-104 is verified and answers it.
    const answer = ask("Can we use direct procurement for emergency works?");
    expect(titles(answer)).toEqual(["When direct procurement may be used"]);
    expect(answer.answer).toBe(
      '1 verified rule of Kenya PPADA answers your question: When direct procurement may be used (Public Procurement and Asset Disposal Act, 2015 (Kenya), s. 103 and s. 104). None of them speaks to "works".',
    );
  });

  it("reads practitioners' words: 'complain' finds the administrative review, 'urgent' is 'emergency'", () => {
    expect(titles(ask("How long do bidders have to complain?"))[0]).toBe(
      "Request for administrative review: 14 days",
    );
    expect(titles(ask("When must the performance security be submitted?"))).toEqual([
      "Performance security timing",
      "Performance security: up to 10% of the contract amount, before signing",
    ]);
  });

  it("says no rule matches an unrelated question, and what was searched", () => {
    const answer = ask("Can I hire a consultant for catering in outer space?");
    expect(answer.matches).toEqual([]);
    expect(answer.closest).toBeNull();
    expect(answer.searched).toEqual({
      rules: 39,
      keywords: ["hire", "consultant", "catering", "outer", "space"],
    });
    expect(answer.answer).toMatch(
      /^No verified rule of Kenya PPADA answers your question: 39 verified rules/,
    );
  });

  it("has nothing to answer without a question", () => {
    expect(answerQuestion(KENYA, "   ", "Kenya")).toBeNull();
  });
});

const search = vi.fn(async () => []);
function run(values: Record<string, string>, rulesCode = "KE_PPADA"): Promise<ToolOutput> {
  return Promise.resolve(
    navigatorEngine.run({
      toolId: "framework_rules_navigator",
      values,
      framework: {
        kind: "Country",
        source: "country",
        code: "KE",
        label: "Kenya",
        countryCode: "KE",
        rulesCode,
      },
      documents: [],
      now: new Date("2026-02-01"),
      searchGuidelines: search,
    } as never),
  );
}

describe("navigator engine: the typed question is answered whatever the focus", () => {
  it("puts the answer first under the Rules / Methods focus (it used to be ignored)", async () => {
    const output = await run({
      enquiry_focus: "Rules / Methods",
      custom_query: "What is the minimum bid validity period?",
    });
    expect(output.tables?.[0]?.id).toBe("question");
    expect(output.tables?.[0]?.columns).toEqual(["Rule", "Value", "Citation", "Source"]);
    expect(output.tables?.[0]?.rows[0]?.[0]).toBe("Tender validity period");
    expect(output.summary).toMatch(/^3 verified rules of .* answer your question: Tender validity period/);
    expect((output.data.question as QuestionAnswer).matches.length).toBe(3);
    // The focus's own answer is still there below it.
    expect(output.tables?.some((table) => table.id === "rules")).toBe(true);
  });

  it("says so when nothing matches, with no question table, and leaves runs without a question unchanged", async () => {
    const none = await run({ enquiry_focus: "Rules / Methods", custom_query: "catering in outer space" });
    expect(none.tables?.some((table) => table.id === "question")).toBe(false);
    expect(none.summary).toMatch(/^No verified rule of .* answers your question/);
    const plain = await run({ enquiry_focus: "Rules / Methods" });
    expect(plain.data.question).toBeNull();
    expect(plain.summary).not.toMatch(/your question/);
  });
});
