"use client";

import { useTranslations } from "next-intl";
import type { ToolOutput } from "@/lib/results/types";
import type { AnswerSentence } from "@/lib/knowledge/extractive-answer";

/** The answer's sentences from a stored knowledge hub output; anything else (an older run) has none. */
export function answerSentences(output: ToolOutput): AnswerSentence[] {
  const answer = output.data.answer as { status?: unknown; sentences?: unknown } | undefined;
  if (!answer || answer.status !== "answered" || !Array.isArray(answer.sentences)) return [];
  return answer.sentences.filter(
    (sentence): sentence is AnswerSentence =>
      typeof sentence?.text === "string" &&
      typeof sentence?.citation === "string" &&
      Number.isInteger(sentence?.passage),
  );
}

/** Id of a passage's row in the result's "passages" table (tool-result.tsx gives each row `{table}-row-{n}`). */
export const passageAnchor = (index: number) => `passages-row-${index + 1}`;

/**
 * The knowledge hub's short answer, on top of its result: sentences quoted word for word from the passages
 * below, each followed by its citation, which jumps to that passage.
 */
export function KnowledgeAnswer({ sentences }: { sentences: readonly AnswerSentence[] }) {
  const t = useTranslations("services.tool");
  if (!sentences.length) return null;
  return (
    <section
      className="space-y-2 rounded-md border-l-4 border-primary bg-muted/40 p-4"
      aria-labelledby="knowledge-answer-title"
      data-testid="knowledge-answer"
    >
      <h3 id="knowledge-answer-title" className="font-medium">
        {t("answerTitle")}
      </h3>
      <p className="text-sm leading-relaxed">
        {sentences.map((sentence, index) => (
          <span key={index} data-testid="knowledge-answer-sentence">
            {index > 0 ? " " : null}
            {sentence.text}{" "}
            <a
              href={`#${passageAnchor(sentence.passage)}`}
              className="whitespace-nowrap text-xs text-primary underline underline-offset-2"
              aria-label={t("answerCiteLabel", { number: sentence.passage + 1, citation: sentence.citation })}
            >
              [{sentence.citation}]
            </a>
          </span>
        ))}
      </p>
      <p className="text-xs text-muted-foreground">{t("answerNote")}</p>
    </section>
  );
}
