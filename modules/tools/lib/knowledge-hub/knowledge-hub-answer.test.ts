import { describe, expect, it } from "vitest";
import {
  knowledgeHubEngine,
  NO_ANSWER_NOTICE,
  type KnowledgeHubData,
} from "@/modules/tools/lib/knowledge-hub/engine";
import type { GuidelinePassage, GuidelineSearchOptions, ToolRunContext } from "@/lib/results/types";

const VALIDITY_TEXT =
  "18.1 Bids shall remain valid for a period of one hundred and twenty (120) days after the bid submission deadline. " +
  "A bid valid for a shorter period shall be rejected as non-responsive.";
const CONTENTS: GuidelinePassage = {
  title: "Standard Tender Document",
  filename: "std.pdf",
  location: "page 2",
  snippet: "Bid Validity ........ 23",
  text: "Table of Contents\nBid Validity ........ 23\nBid Security ........ 24",
};
const VALIDITY: GuidelinePassage = {
  title: "Standard Tender Document",
  filename: "std.pdf",
  location: "page 23",
  // What ts_headline returns: cut around the matches. The answer must not quote it.
  snippet: "Bids shall remain valid for a period of one hundred",
  text: VALIDITY_TEXT,
};

function context(question: string, passages: GuidelinePassage[]) {
  const options: (GuidelineSearchOptions | undefined)[] = [];
  const ctx: ToolRunContext = {
    toolId: "knowledge_hub_faq_assistant",
    values: { framework: "", query_type: "Process Guidance", specific_question: question },
    framework: null,
    documents: [],
    now: new Date("2026-03-01T10:00:00Z"),
    searchGuidelines: async (_query, _limit, searchOptions) => {
      options.push(searchOptions);
      return passages;
    },
  };
  return { ctx, options };
}

describe("knowledge hub answer", () => {
  it("puts a cited answer quoted from whole passages on top, and stores passages without their text", async () => {
    const { ctx, options } = context("How long must bids remain valid?", [CONTENTS, VALIDITY]);
    const output = await knowledgeHubEngine.run(ctx);
    expect(options).toEqual([{ withText: true }]);
    expect(output.tables!.map((table) => table.id)).toEqual(["answer", "passages"]);
    const answer = output.tables![0]!;
    expect(answer.columns).toEqual(["Answer", "Source"]);
    expect(answer.rows[0]).toEqual([
      "18.1 Bids shall remain valid for a period of one hundred and twenty (120) days after the bid submission deadline.",
      "Standard Tender Document, page 23",
    ]);
    expect(answer.rows.every((row) => row[1] && !row[0]!.includes("...."))).toBe(true);
    const data = output.data as KnowledgeHubData;
    expect(data.answer.status).toBe("answered");
    // Sentence 1 cites passage 2 of the table below (index 1).
    expect(data.answer.sentences[0]!.passage).toBe(1);
    expect(data.passages.every((passage) => !("text" in passage))).toBe(true);
    expect(output.notices).not.toContain(NO_ANSWER_NOTICE);
  });

  it("says plainly that nothing answers, and still shows the passages", async () => {
    const { ctx } = context("What is the standstill period before contract award?", [CONTENTS, VALIDITY]);
    const output = await knowledgeHubEngine.run(ctx);
    expect((output.data as KnowledgeHubData).answer).toEqual({ status: "none", sentences: [] });
    expect(output.notices).toContain(NO_ANSWER_NOTICE);
    expect(output.tables!.map((table) => table.id)).toEqual(["passages"]);
  });
});
