/**
 * The navigator's answer to an estimate question ("KES 25,600,000 goods, Kenya"): the method the thresholds call
 * for and the minimum tender period (lib/frameworks/method-answer.ts), as the page and the exports show answers:
 * a table whose every row carries its citation, its source and a plain verified / unverified mark, and the
 * question's answer (the page's "Your question" section) listing the verified rules it rests on. Unverified
 * figures appear only in the table, marked; rule ids stay in the data, never in what is shown.
 */
import { ruleById } from "@/lib/frameworks/rules";
import { TOPIC_LABELS, UNVERIFIED_MARK, valueText, type NavigatorRule } from "@/lib/frameworks/library";
import type { MethodAnswer, RuleStatement } from "@/lib/frameworks/method-answer";
import type { ToolOutput } from "@/lib/results/types";
import { keywords } from "@/lib/knowledge/words";
import type { QuestionAnswer, QuestionMatch } from "./question";

type Table = NonNullable<ToolOutput["tables"]>[number];

export const VERIFIED_MARK = "Verified";

const CATEGORY_TEXT: Record<MethodAnswer["category"], string> = {
  all: "all categories",
  goods: "goods",
  works: "works",
  non_consulting: "non-consulting services",
  consulting: "consulting services",
};

export const METHOD_TABLE_COLUMNS = ["Question", "Answer", "Figure", "Status", "Citation", "Source"] as const;

function row(statement: RuleStatement): string[] {
  return [
    statement.subject,
    statement.text,
    statement.figure ?? "—",
    statement.verified ? VERIFIED_MARK : UNVERIFIED_MARK,
    statement.citation,
    statement.sources.length ? statement.sources.join(" ") : "—",
  ];
}

/** The method and period statements as one table, method first, then the period, then the rest. */
export function methodTable(answer: MethodAnswer, shownAmount: string): Table {
  return {
    id: "method-period",
    title: `Method and minimum tender period for ${shownAmount} (${CATEGORY_TEXT[answer.category]})`,
    columns: [...METHOD_TABLE_COLUMNS],
    rows: answer.statements.map(row),
  };
}

function ruleMatch(id: string): QuestionMatch | null {
  const rule = ruleById(id);
  if (!rule?.verified) return null;
  const shown: Pick<NavigatorRule, "value" | "unit" | "currency"> = rule;
  return {
    id: rule.id,
    title: rule.title,
    topic: TOPIC_LABELS[rule.topic],
    description: rule.rule,
    value: valueText(shown),
    citation: rule.citation,
    source_url: rule.source_url,
    matched: [],
  };
}

/**
 * The typed question answered by the method answer: its sentence is the answer's summary, its matches the
 * verified rules the statements rest on (each once, in the order used). Unverified leads are never matches.
 */
export function methodQuestionAnswer(
  answer: MethodAnswer,
  question: string,
  framework: string,
  verifiedCount: number,
): QuestionAnswer {
  const ids = [...new Set(answer.statements.flatMap((statement) => statement.ruleIds))];
  const matches = ids.map(ruleMatch).filter((match): match is QuestionMatch => match !== null);
  const leads = answer.statements.filter((statement) => !statement.verified).length;
  const marked = leads
    ? ` ${leads} statement${leads === 1 ? " rests" : "s rest"} on figures not verified: they are marked "${UNVERIFIED_MARK}" in the table below.`
    : "";
  return {
    question: question.trim(),
    framework,
    searched: { rules: verifiedCount, keywords: keywords(question) },
    matches,
    closest: null,
    uncovered: [],
    answer: `${answer.summary}${marked}`,
  };
}
