"use client";

import { useTranslations } from "next-intl";
import type { ToolOutput } from "@/lib/results/types";
import type { QuestionAnswer, QuestionMatch } from "@/modules/tools/lib/navigator/question";

/** The navigator's answer to the typed question, from a stored output; an older run (or no question) has none. */
export function questionAnswer(output: ToolOutput): QuestionAnswer | null {
  const question = output.data.question as Partial<QuestionAnswer> | null | undefined;
  if (!question || typeof question.question !== "string" || !Array.isArray(question.matches)) return null;
  if (!question.searched || !Array.isArray(question.searched.keywords)) return null;
  return question as QuestionAnswer;
}

function RuleItem({ match, nearest = false }: { match: QuestionMatch; nearest?: boolean }) {
  const t = useTranslations("services.tool.navigatorQuestion");
  return (
    <li
      className="space-y-1 rounded-md border bg-background p-3 text-sm"
      data-testid="navigator-question-rule"
    >
      <p className="font-medium">
        {match.title}
        {match.value !== "—" ? (
          <span className="font-normal text-muted-foreground"> — {match.value}</span>
        ) : null}
      </p>
      <p>{match.description}</p>
      <p className="text-muted-foreground">
        {t("citation")}: {match.citation}
        {match.source_url ? (
          <>
            {" · "}
            <a
              href={match.source_url}
              target="_blank"
              rel="noopener noreferrer"
              className="text-primary underline underline-offset-4"
            >
              {t("source")}
            </a>
          </>
        ) : null}
      </p>
      {match.matched.length ? (
        <p className="text-xs text-muted-foreground">
          {t(nearest ? "sharedOnly" : "matched", { words: match.matched.join(", ") })}
        </p>
      ) : null}
    </li>
  );
}

/**
 * The question typed in Custom query, answered on top of the navigator's result whatever the focus: the verified
 * rules that answer it, each cited with its source, or a plain statement that none does and what was searched.
 */
export function NavigatorQuestion({ answer }: { answer: QuestionAnswer | null }) {
  const t = useTranslations("services.tool.navigatorQuestion");
  if (!answer) return null;
  const words = answer.searched.keywords.join(", ");
  return (
    <section
      className="space-y-3 rounded-md border-l-4 border-primary bg-muted/40 p-4"
      aria-labelledby="navigator-question-title"
      data-testid="navigator-question"
    >
      <h3 id="navigator-question-title" className="font-medium">
        {t("title")}
      </h3>
      <p className="text-sm italic">“{answer.question}”</p>
      {answer.matches.length ? (
        <>
          <p className="text-sm">
            {t("answered", { count: answer.matches.length, framework: answer.framework })}
          </p>
          <ol className="space-y-2">
            {answer.matches.map((match) => (
              <RuleItem key={match.id} match={match} />
            ))}
          </ol>
          {answer.uncovered.length ? (
            <p className="text-sm text-muted-foreground" data-testid="navigator-question-uncovered">
              {t("uncovered", { words: answer.uncovered.join(", ") })}
            </p>
          ) : null}
        </>
      ) : (
        <>
          <p className="text-sm" data-testid="navigator-question-none">
            {t("none", { framework: answer.framework })}{" "}
            {t("searched", { count: answer.searched.rules, words: words || "—" })}
          </p>
          {answer.closest ? (
            <div className="space-y-1">
              <p className="text-sm text-muted-foreground">{t("nearest")}</p>
              <ul>
                <RuleItem match={answer.closest} nearest />
              </ul>
            </div>
          ) : null}
          <p className="text-sm text-muted-foreground">{t("nextStep")}</p>
        </>
      )}
    </section>
  );
}
