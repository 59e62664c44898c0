/**
 * The optional language model of the drafting suite: one interface (LanguageModel) that rewrites a section's text
 * in plain language or expands it, a client for any OpenAI-compatible endpoint (POST {baseUrl}/chat/completions),
 * and rewriteSection, which swaps one section's paragraphs for the model's, each marked source "model" (rendered
 * "[Drafted by the language model]"). Off by default: the server builds a model only when the org enabled it and
 * the env configures one (modules/tools/server/llm.ts). No I/O here except through the fetch it is given.
 */
import { z } from "zod";
import { DomainError } from "@/lib/errors";
import { readStreamCapped } from "@/lib/net/read-capped";
import type { Draft, DraftParagraph, DraftSection } from "@/lib/results/draft";

export const REWRITE_INSTRUCTIONS = ["plain", "expand"] as const;
export type RewriteInstruction = (typeof REWRITE_INSTRUCTIONS)[number];

/** The body of POST /api/tools/runs/{runId}/sections/{sectionId}/rewrite. */
export const rewriteRequestSchema = z.strictObject({
  instruction: z.enum(REWRITE_INSTRUCTIONS, "validation.choice"),
});

export type LanguageModel = {
  rewrite(text: string, instruction: RewriteInstruction): Promise<string>;
};

/** The model could not be reached or gave no usable answer; the API answers 502 with this message. */
export class LanguageModelError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "LanguageModelError";
  }
}

export type OpenAiCompatibleOptions = {
  /** e.g. https://api.openai.com/v1 (a trailing slash is ignored). */
  baseUrl: string;
  model: string;
  apiKey?: string;
  fetch?: typeof fetch;
  /** Whole request, answer included. Default 60 s. */
  timeoutMs?: number;
  /** Largest answer read; a longer one is refused. Default 1 MB. */
  maxResponseBytes?: number;
};

const SYSTEM_PROMPT =
  "You edit sections of public procurement documents. Keep every fact, figure, date, name and obligation of the text; never add requirements, amounts or legal references that are not in it. Answer with the section's new text only: plain paragraphs separated by a blank line, no heading, no markdown, no commentary.";

const INSTRUCTION_PROMPTS: Record<RewriteInstruction, string> = {
  plain:
    "Rewrite this section in plain language a bidder can read easily: short sentences, active voice, everyday words.",
  expand:
    "Expand this section into fuller paragraphs: explain what each point means in practice for the procuring entity and the bidders, without adding new requirements.",
};

/** Reads at most `limit` bytes of a body; more is an error (a misbehaving server cannot fill memory). */
async function readCapped(response: Response, limit: number): Promise<string> {
  const declared = Number(response.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  return new TextDecoder().decode(await readStreamCapped(response.body, limit, tooLarge));
}

const tooLarge = () => new LanguageModelError("The language model's answer was too large.");
const malformed = () =>
  new LanguageModelError("The language model's answer was not in the OpenAI chat completions format.");

/** The text of choices[0].message.content, or a clear error. */
function answerText(raw: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw malformed();
  }
  const choices = (parsed as { choices?: unknown } | null)?.choices;
  const first = Array.isArray(choices)
    ? (choices[0] as { message?: { content?: unknown } } | undefined)
    : undefined;
  const content = first?.message?.content;
  if (typeof content !== "string") throw malformed();
  if (!content.trim()) throw new LanguageModelError("The language model answered with no text.");
  return content;
}

/** A LanguageModel on an OpenAI-compatible chat completions endpoint. */
export function openAiCompatibleModel(options: OpenAiCompatibleOptions): LanguageModel {
  const endpoint = `${options.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  const doFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const maxBytes = options.maxResponseBytes ?? 1024 * 1024;
  return {
    async rewrite(text, instruction) {
      const signal = AbortSignal.timeout(timeoutMs);
      const timedOut = () => new LanguageModelError("The language model did not answer in time.");
      let response: Response;
      try {
        response = await doFetch(endpoint, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            accept: "application/json",
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: options.model,
            temperature: 0.2,
            messages: [
              { role: "system", content: SYSTEM_PROMPT },
              { role: "user", content: `${INSTRUCTION_PROMPTS[instruction]}\n\n${text}` },
            ],
          }),
          // A redirect could point anywhere; the configured endpoint answers itself.
          redirect: "error",
          signal,
        });
      } catch {
        if (signal.aborted) throw timedOut();
        throw new LanguageModelError("The language model could not be reached.");
      }
      if (response.status !== 200) {
        await response.body?.cancel().catch(() => undefined);
        throw new LanguageModelError(`The language model answered with HTTP ${response.status}.`);
      }
      let raw: string;
      try {
        raw = await readCapped(response, maxBytes);
      } catch (error) {
        if (error instanceof LanguageModelError) throw error;
        if (signal.aborted) throw timedOut();
        throw new LanguageModelError("The language model's answer could not be read.");
      }
      return answerText(raw);
    },
  };
}

/** The model's answer as paragraphs: split on blank lines, each trimmed, empty ones dropped. */
export function modelParagraphs(answer: string): string[] {
  return answer
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((part) => part.replace(/\s*\n\s*/g, " ").trim())
    .filter(Boolean);
}

function findSection(sections: readonly DraftSection[], id: string): DraftSection | null {
  for (const section of sections) {
    if (section.id === id) return section;
    const inner = findSection(section.subsections ?? [], id);
    if (inner) return inner;
  }
  return null;
}

function replaceSection(
  sections: readonly DraftSection[],
  id: string,
  paragraphs: DraftParagraph[],
): DraftSection[] {
  return sections.map((section) =>
    section.id === id
      ? { ...section, paragraphs }
      : section.subsections
        ? { ...section, subsections: replaceSection(section.subsections, id, paragraphs) }
        : section,
  );
}

/**
 * A new draft in which one section's paragraphs (tables and subsections stay) are the model's rewrite, each
 * marked source "model"; the citations of the paragraphs replaced are kept in a closing paragraph. Every other
 * section is the same object as before. Throws DomainError not_found / invalid_input for a missing or empty
 * section, LanguageModelError when the model fails.
 */
export async function rewriteSection(
  draft: Draft,
  sectionId: string,
  instruction: RewriteInstruction,
  model: LanguageModel,
): Promise<Draft> {
  const section = findSection(draft.sections, sectionId);
  if (!section) throw new DomainError("not_found", "This draft has no section with this id.");
  const original = section.paragraphs.map((paragraph) => paragraph.text.trim()).filter(Boolean);
  if (original.length === 0)
    throw new DomainError("invalid_input", "This section has no text to rewrite.", {
      sectionId: ["validation.choice"],
    });
  const answer = await model.rewrite(`${section.heading}\n\n${original.join("\n\n")}`, instruction);
  const rewritten = modelParagraphs(answer);
  if (rewritten.length === 0) throw new LanguageModelError("The language model answered with no text.");
  const citations = [
    ...new Set(section.paragraphs.flatMap((paragraph) => (paragraph.citation ? [paragraph.citation] : []))),
  ];
  const paragraphs: DraftParagraph[] = [
    ...rewritten.map((text): DraftParagraph => ({ text, source: "model" })),
    ...(citations.length ? [{ text: `Sources kept from the original: ${citations.join("; ")}.` }] : []),
  ];
  return { ...draft, sections: replaceSection(draft.sections, sectionId, paragraphs) };
}
