/**
 * The contract terms the plan reads from the officer's words (the "Payment terms" and "Special requirements"
 * inputs): an advance payment, retention, the defects liability or warranty period and a defect response time,
 * each only when stated ("Advance payment of 10% against an advance payment guarantee", "Retention: 5%",
 * "Defects liability period of twelve (12) months", "respond to faults within 48 hours"). Nothing is assumed
 * when a term is absent. Pure.
 */
import { findPercentages } from "@/lib/reading/amounts";
import { findPeriods, type StatedPeriod } from "@/lib/reading/number-words";
import { statedAmount } from "./deliverables";

/** A share of the contract stated as a percentage, or an amount as a plain decimal in the contract currency. */
export type StatedShare = { percent: number; text: string } | { amount: string; text: string };

export type ContractTerms = {
  advance: StatedShare | null;
  retention: { percent: number; text: string } | null;
  /** The defects liability / warranty period as written, with its value. */
  defectsPeriod: StatedPeriod | null;
  /** The response time to a reported defect: "48 hours", "7 days". */
  responseTime: string | null;
};

/** Sentences and lines: terms are one to a clause. */
function clauses(text: string): string[] {
  return text
    .split(/\r\n|\r|\n|;|(?<=[a-z)%])\.\s+/i)
    .map((part) => part.trim())
    .filter(Boolean);
}

function shareIn(clause: string, currency: string): StatedShare | null {
  const percent = findPercentages(clause)[0];
  if (percent && percent.value > 0 && percent.value < 100) return { percent: percent.value, text: clause };
  const amount = statedAmount(clause, currency);
  return amount ? { amount, text: clause } : null;
}

const RESPONSE = /\b(respon\w*|attend\w*|rectif\w*|repair\w*|replac\w*|fix\w*)\b/i;
const HOURS = /(\d{1,3})\s*(?:\([a-z -]+\)\s*)?(hours?|hrs?|working days?|business days?|days?)\b/i;

/** The terms stated in the texts (payment terms first: a term written there wins over the same in another). */
export function readTerms(texts: readonly string[], currency: string): ContractTerms {
  const terms: ContractTerms = { advance: null, retention: null, defectsPeriod: null, responseTime: null };
  for (const clause of texts.flatMap(clauses)) {
    const lower = clause.toLowerCase();
    if (!terms.advance && /\badvance\b/.test(lower) && !/no advance|without (an )?advance/.test(lower))
      terms.advance = shareIn(clause, currency);
    if (!terms.retention && /\bretention\b/.test(lower)) {
      const percent = findPercentages(clause)[0];
      if (percent && percent.value > 0 && percent.value < 100)
        terms.retention = { percent: percent.value, text: clause };
    }
    if (
      !terms.defectsPeriod &&
      /defects? (liability|notification)|warranty|guarantee period|\bdlp\b/.test(lower)
    )
      terms.defectsPeriod = findPeriods(clause).find((p) => p.value > 0) ?? null;
    if (!terms.responseTime && RESPONSE.test(clause)) {
      const m = HOURS.exec(clause);
      if (m) terms.responseTime = `${m[1]} ${m[2]!.toLowerCase().replace(/^hrs?$/, "hours")}`;
    }
  }
  return terms;
}
