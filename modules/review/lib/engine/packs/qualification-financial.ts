/**
 * Checklist QU-03 (financial and experience thresholds against the contract's size): a minimum annual turnover
 * many times the estimate, or "similar contracts" each worth more than the whole contract, shuts out firms that
 * could deliver it. The estimate is the one the officer entered or the one the document states ("the
 * Purchaser's estimate for this contract is USD 1,400,000"); without one nothing is judged. The World Bank's
 * guidance sizes the turnover at about twice the annual contract value; over three times is reported here.
 */
import type { ReviewInput } from "@/lib/results/review-types";
import { moneyIn, type Money } from "../facts/values";
import type { Unit } from "../facts/units";
import type { Item } from "./qualification-items";

const TURNOVER_TIMES = 3;
const CONTRACT_TIMES = 1.5;

/** "the Purchaser's estimate for this contract is USD 1,400,000", "estimated cost of Kshs. 25,600,000". */
const ESTIMATE =
  /\b(?:estimate\s+for\s+(?:this|the)\s+contract|estimated\s+(?:cost|value|budget|contract\s+(?:price|value|amount)))\b/i;
const TURNOVER = /\b(?:average\s+)?annual\s+(?:\w+\s+)?turnover\b|\bturnover\s+of\b/i;
const SINGLE_CONTRACT =
  /\b(?:each|every|single|one)\b[^.]{0,80}?\b(?:value|worth|amount)\b[^.]{0,20}?\b(?:not\s+less\s+than|at\s+least|minimum\s+of|of\s+at\s+least|above|exceeding)\b/i;

type Amount = Extract<Money, { kind: "amount" }>;
const amountIn = (text: string, currency: string): Amount | null => {
  const money = moneyIn(text, currency);
  return money?.kind === "amount" ? money : null;
};

/** The estimate in the document's currency: the officer's, else the document's own statement. */
export function estimateOf(units: readonly Unit[], input: Pick<ReviewInput, "activity">): Amount | null {
  const currency = input.activity.currency || "KES";
  const typed = Number(input.activity.estimatedValue);
  if (Number.isFinite(typed) && typed > 0)
    return {
      kind: "amount",
      value: typed,
      currency,
      display: `${currency} ${typed.toLocaleString("en-US")}`,
      at: 0,
    };
  for (const unit of units) {
    const phrase = ESTIMATE.exec(unit.text);
    if (!phrase) continue;
    const money = amountIn(unit.text.slice(phrase.index, phrase.index + 120), currency);
    if (money) return money;
  }
  return null;
}

/** Turnover and single-contract thresholds out of proportion to the estimate, in the criteria and data sheet. */
export function financialItems(units: readonly Unit[], estimate: Amount | null): Item[] {
  if (!estimate) return [];
  const currency = estimate.currency ?? "KES";
  return units.flatMap((unit): Item[] => {
    if (unit.part !== "criteria" && unit.part !== "data-sheet") return [];
    for (const [pattern, times, what] of [
      [TURNOVER, TURNOVER_TIMES, "turnover"],
      [SINGLE_CONTRACT, CONTRACT_TIMES, "each similar contract"],
    ] as const) {
      const phrase = pattern.exec(unit.text);
      if (!phrase) continue;
      const money = amountIn(unit.text.slice(phrase.index, phrase.index + 160), currency);
      if (!money || money.currency !== estimate.currency || money.value <= estimate.value * times) continue;
      const ratio = Math.round((money.value / estimate.value) * 10) / 10;
      return [
        {
          unit,
          at: phrase.index,
          label: `${what} of ${money.display}`,
          severity: "medium",
          note: `${ratio} times the estimate of ${estimate.display}`,
        },
      ];
    }
    return [];
  });
}
