import { describe, expect, it, vi } from "vitest";
import type { Draft } from "@/lib/results/draft";
import {
  LanguageModelError,
  modelParagraphs,
  openAiCompatibleModel,
  rewriteSection,
  type LanguageModel,
} from "@/modules/tools/lib/drafting/llm";
import { draftHtml } from "@/lib/results/draft-html";

const draft: Draft = {
  title: "Terms of Reference",
  basis: "Standard structure",
  sections: [
    {
      id: "background",
      heading: "Background",
      paragraphs: [{ text: "The county needs laptops.", source: "input" }],
    },
    {
      id: "scope",
      heading: "Scope",
      paragraphs: [
        { text: "The supplier shall deliver 200 laptops.", source: "input" },
        { text: "Bids are valid for 90 days.", source: "rule", citation: "PPADA 2015, s. 91" },
        { text: "Named brands are avoided.", source: "guideline", citation: "Manual, p. 4" },
      ],
      tables: [{ columns: ["Item", "Qty"], rows: [["Laptop", "200"]] }],
      subsections: [
        {
          id: "scope-delivery",
          heading: "Delivery",
          paragraphs: [{ text: "Within 60 days.", source: "template" }],
        },
      ],
    },
  ],
};

const fixedModel = (answer: string): LanguageModel & { calls: [string, string][] } => {
  const calls: [string, string][] = [];
  return {
    calls,
    async rewrite(text, instruction) {
      calls.push([text, instruction]);
      return answer;
    },
  };
};

describe("rewriteSection", () => {
  it("replaces only that section's paragraphs with the model's, marked, citations kept in a closing paragraph", async () => {
    const model = fixedModel("The supplier delivers 200 laptops.\n\nBids stay valid for 90 days.\n\n");
    const result = await rewriteSection(draft, "scope", "plain", model);
    expect(model.calls).toHaveLength(1);
    expect(model.calls[0]![1]).toBe("plain");
    expect(model.calls[0]![0]).toContain("The supplier shall deliver 200 laptops.");
    expect(model.calls[0]![0]).not.toContain("The county needs laptops.");
    const scope = result.sections[1]!;
    expect(scope.paragraphs).toEqual([
      { text: "The supplier delivers 200 laptops.", source: "model" },
      { text: "Bids stay valid for 90 days.", source: "model" },
      { text: "Sources kept from the original: PPADA 2015, s. 91; Manual, p. 4." },
    ]);
    expect(scope.tables).toBe(draft.sections[1]!.tables);
    expect(scope.subsections).toBe(draft.sections[1]!.subsections);
    expect(result.sections[0]).toBe(draft.sections[0]);
    expect(draft.sections[1]!.paragraphs).toHaveLength(3);
    const html = draftHtml(result);
    expect(html).toContain("[Drafted by the language model] The supplier delivers 200 laptops.");
    expect(html).not.toContain("[Drafted by the language model] The county needs laptops.");
  });

  it("rewrites a subsection without touching its parent, and adds no sources paragraph when none were cited", async () => {
    const result = await rewriteSection(
      draft,
      "scope-delivery",
      "expand",
      fixedModel("Delivery is due in 60 days."),
    );
    expect(result.sections[1]!.paragraphs).toBe(draft.sections[1]!.paragraphs);
    expect(result.sections[1]!.subsections![0]!.paragraphs).toEqual([
      { text: "Delivery is due in 60 days.", source: "model" },
    ]);
  });

  it("refuses an unknown section and an empty answer", async () => {
    await expect(rewriteSection(draft, "nope", "plain", fixedModel("x"))).rejects.toMatchObject({
      code: "not_found",
    });
    await expect(rewriteSection(draft, "scope", "plain", fixedModel(" \n\n "))).rejects.toBeInstanceOf(
      LanguageModelError,
    );
  });

  it("splits answers into paragraphs on blank lines", () => {
    expect(modelParagraphs("One\nline.\r\n\r\nTwo.\n\n\n")).toEqual(["One line.", "Two."]);
  });
});

const chat = (content: unknown) => ({ choices: [{ message: { role: "assistant", content } }] });

describe("openAiCompatibleModel", () => {
  it("POSTs an OpenAI chat completion with the model, key and text, and returns the content", async () => {
    const fetchStub = vi.fn<typeof fetch>(async () => Response.json(chat("Plain text.")));
    const model = openAiCompatibleModel({
      baseUrl: "https://llm.example.com/v1/",
      model: "tiny",
      apiKey: "secret",
      fetch: fetchStub,
    });
    await expect(model.rewrite("Hard text.", "plain")).resolves.toBe("Plain text.");
    const [url, init] = fetchStub.mock.calls[0]!;
    expect(url).toBe("https://llm.example.com/v1/chat/completions");
    expect(init?.method).toBe("POST");
    expect((init?.headers as Record<string, string>).authorization).toBe("Bearer secret");
    expect(init?.redirect).toBe("error");
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    const body = JSON.parse(String(init?.body));
    expect(body.model).toBe("tiny");
    expect(body.messages.at(-1).content).toContain("Hard text.");
    expect(body.messages.at(-1).content).toMatch(/plain language/);
  });

  it("gives clear errors for non-200, malformed, oversized, unreachable and slow answers", async () => {
    const withFetch = (fetchImpl: typeof fetch, extra = {}) =>
      openAiCompatibleModel({ baseUrl: "https://llm.example.com", model: "m", fetch: fetchImpl, ...extra });
    await expect(
      withFetch(async () => new Response("boom", { status: 500 })).rewrite("t", "plain"),
    ).rejects.toThrow("The language model answered with HTTP 500.");
    await expect(withFetch(async () => new Response("not json")).rewrite("t", "plain")).rejects.toThrow(
      /not in the OpenAI chat completions format/,
    );
    await expect(
      withFetch(async () => Response.json({ choices: [] })).rewrite("t", "expand"),
    ).rejects.toThrow(/not in the OpenAI chat completions format/);
    await expect(
      withFetch(async () => Response.json(chat("x".repeat(5000))), { maxResponseBytes: 1000 }).rewrite(
        "t",
        "plain",
      ),
    ).rejects.toThrow("The language model's answer was too large.");
    await expect(
      withFetch(async () => {
        throw new TypeError("fetch failed");
      }).rewrite("t", "plain"),
    ).rejects.toThrow("The language model could not be reached.");
    const slow: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
      );
    await expect(withFetch(slow, { timeoutMs: 50 }).rewrite("t", "plain")).rejects.toThrow(
      "The language model did not answer in time.",
    );
  });
});
