/**
 * The estimate question's part of a navigator run (pure): which estimate to read (the field, else the amount
 * written in the question), which kind of procurement the question names, and, under Kenya's rules, the method
 * and minimum tender period answer with its table and the question's answer. What cannot be answered is said in
 * a notice: no category named, or an amount in another currency than the thresholds'.
 */
import { kenyaMethodAnswer, type MethodAnswer } from "@/lib/frameworks/method-answer";
import { plainMoney, rulesTitle } from "@/lib/frameworks/library";
import type { ToolOutput } from "@/lib/results/types";
import { askedCategory, namesKenya, readAskedEstimate } from "./estimate-question";
import { methodQuestionAnswer, methodTable } from "./method-question";
import type { QuestionAnswer } from "./question";

type Table = NonNullable<ToolOutput["tables"]>[number];
type Estimate = { amount: number; written: string | null };

export type MethodParts = {
  /** The estimate the run maps (the field's, else the question's). */
  estimate: Estimate | null;
  answer: MethodAnswer | null;
  /** Replaces the keyword answer to the question when the question is an estimate question. */
  question: QuestionAnswer | null;
  tables: Table[];
  notices: string[];
};

const KENYA = "KE_PPADA";
const KENYA_CURRENCY = "KES";

export function methodParts(input: {
  rulesCode: string;
  question: string;
  field: Estimate | null;
  currency: string;
  verifiedCount: number;
}): MethodParts {
  const { question, field, verifiedCount } = input;
  const asked = question ? readAskedEstimate(question, input.currency) : null;
  const estimate = field ?? (asked ? { amount: asked.amount, written: asked.written } : null);
  const none: MethodParts = { estimate, answer: null, question: null, tables: [], notices: [] };
  // A question naming Kenya is answered under Kenya's rules whatever the org's framework.
  const rulesCode = namesKenya(question) ? KENYA : input.rulesCode;
  if (rulesCode !== KENYA || !estimate) return none;
  if (estimate.written && estimate.written !== KENYA_CURRENCY)
    return {
      ...none,
      notices: [
        `The estimate is written in ${estimate.written}; Kenya's method thresholds are in KES. Convert it to KES to find the method.`,
      ],
    };
  const category = askedCategory(question);
  if (!category)
    return {
      ...none,
      notices: [
        `Say what is being procured to find the method for ${plainMoney(estimate.amount, KENYA_CURRENCY)}: write "goods", "works", "services" or "consultancy" in Custom query (e.g. "KES 25,600,000 goods").`,
      ],
    };
  const answer = kenyaMethodAnswer(KENYA, estimate.amount, category);
  if (!answer) return none;
  const shown = plainMoney(estimate.amount, KENYA_CURRENCY);
  const notices =
    rulesCode !== input.rulesCode
      ? [
          `Your question names Kenya: it is answered under ${rulesTitle(KENYA)}, not your organisation's framework.`,
        ]
      : [];
  return {
    estimate,
    answer,
    question: methodQuestionAnswer(answer, question, rulesTitle(KENYA), verifiedCount),
    tables: [methodTable(answer, shown)],
    notices,
  };
}
