/**
 * The payment terms of a works contract, read from the attached contract (Special Conditions / Contract Data /
 * Particular Conditions) as Kenyan contracts write them:
 *   "GCC 14.3(c)  Percentage of retention: 10% of each Interim Payment Certificate"
 *   "Limit of Retention Money: 5% of the Accepted Contract Amount"
 *   "Retention money shall be 10% of the value of work done up to a limit of 5% of the Contract Sum"
 *   "Advance payment: 10% of the Accepted Contract Amount" / "Advance payment of Kshs. 2,954,000.00"
 *   "Repayment amortisation rate: 25%", "Provisional Sums: Kshs. 1,500,000"
 *   "Deductions shall commence when certified payments exceed 30% … fully repaid before 90% …"
 * Pure. A term found keeps the sentence it came from (quoted in the findings); a term not found is null, and the
 * checks say which one is missing instead of passing.
 */
import { findAmounts, findPercentages } from "@/lib/reading/amounts";
import { sentencesOf, type Sentence } from "@/lib/reading/sentences";
import { citeDocument } from "@/lib/reading/evidence";
import type { AttachedDocument } from "@/lib/results/types";

export type Term = { value: number; source: string };

export type ContractTerms = {
  /** Percentage of retention applied to each certificate. */
  retentionRate: Term | null;
  /** Limit of retention money, % of the contract sum. */
  retentionLimit: Term | null;
  /** Advance payment as an amount, or as % of the contract sum (one of the two). */
  advanceAmount: Term | null;
  advancePercent: Term | null;
  /** Advance declared not applicable ("Advance payment: Not applicable"). */
  noAdvance: Term | null;
  /** Amortisation (repayment) rate, % of each certificate. */
  amortisationRate: Term | null;
  /** Certified % of (contract sum less provisional sums) at which repayment starts / must be complete. */
  repaymentStart: Term | null;
  repaymentEnd: Term | null;
  provisionalSums: Term | null;
};

const where = (sentence: Sentence) =>
  `"${sentence.text.length > 220 ? `${sentence.text.slice(0, 217)}…` : sentence.text}" — ${citeDocument(sentence.document, sentence.page, sentence.clause)}`;

const LIMIT_WORDS = /(?:limit|up to|maximum|max\.?|not (?:to )?exceed(?:ing)?|ceiling|capped)\b[^%]{0,60}$/i;
const SECURITY_WORDS = /(?:guarantee|security|bond)\b[^%]{0,40}$/i;
const NOT_APPLICABLE = /\b(?:not applicable|n\/a|nil|none|no advance)\b/i;

/** The percentages of a sentence with the 70 characters before each. */
function percents(text: string): { value: number; before: string; at: number }[] {
  return findPercentages(text).map((found) => ({
    value: found.value,
    before: text.slice(Math.max(0, found.start - 70), found.start),
    at: found.start,
  }));
}

function term(value: number, sentence: Sentence): Term {
  return { value, source: where(sentence) };
}

/** Terms from the documents' sentences; later contract documents do not override a term already found. */
export function readContractTerms(documents: readonly AttachedDocument[]): ContractTerms {
  const terms: ContractTerms = {
    retentionRate: null,
    retentionLimit: null,
    advanceAmount: null,
    advancePercent: null,
    noAdvance: null,
    amortisationRate: null,
    repaymentStart: null,
    repaymentEnd: null,
    provisionalSums: null,
  };
  const set = (key: keyof ContractTerms, value: number, sentence: Sentence) => {
    if (!terms[key]) terms[key] = term(value, sentence);
  };
  for (const sentence of sentencesOf(documents)) {
    const text = sentence.text;
    if (/\bretention\b/i.test(text)) {
      for (const found of percents(text)) {
        if (
          /\blimit of retention|retention money limit/i.test(found.before) ||
          LIMIT_WORDS.test(found.before)
        )
          set("retentionLimit", found.value, sentence);
        else if (!SECURITY_WORDS.test(found.before)) set("retentionRate", found.value, sentence);
      }
    }
    if (
      /\b(?:amorti[sz]ation|rate of (?:repayment|deduction|recovery)|repayment rate|recovery rate)\b/i.test(
        text,
      )
    ) {
      const found = percents(text).find((each) => /amorti[sz]ation|rate/i.test(each.before));
      if (found) set("amortisationRate", found.value, sentence);
    }
    if (/\badvance\b/i.test(text)) {
      const list = percents(text);
      const start = list.find((each) => /\b(?:commence|start|begin|exceed)\w*\b/i.test(each.before));
      const end = list.find(
        (each) =>
          /\b(?:fully|completely|entirely)\s+(?:re)?paid|\bbefore\b|\bby\b|\bprior to\b/i.test(each.before) &&
          each !== start,
      );
      if (start) set("repaymentStart", start.value, sentence);
      if (end) set("repaymentEnd", end.value, sentence);
      const advance = /\badvance payment\b(?! (?:guarantee|security|bond))/i.exec(text);
      if (advance) {
        const after = text.slice(advance.index, advance.index + 80);
        if (NOT_APPLICABLE.test(after)) set("noAdvance", 0, sentence);
        const share = list.find(
          (each) =>
            each.at > advance.index &&
            each !== start &&
            each !== end &&
            !SECURITY_WORDS.test(each.before) &&
            !/amorti[sz]ation|rate/i.test(each.before),
        );
        if (share) set("advancePercent", share.value, sentence);
        const amount = findAmounts(text).find((found) => found.start > advance.index);
        if (amount && !share) set("advanceAmount", amount.value, sentence);
      }
    }
    if (/\bprovisional sums?\b/i.test(text)) {
      const amount = findAmounts(text)[0];
      if (amount) set("provisionalSums", amount.value, sentence);
    }
  }
  return terms;
}
