/**
 * Advance payment recovery against the contract (Kenya STD GCC 14.2.5 by default under Kenya: start after 30% of
 * the contract sum less provisional sums is certified, complete by 90%): never more than the advance, started when
 * it must be, complete by the end point; a missing term is named, never passed.
 */
import type { Finding } from "@/lib/results/types";
import type { IpcResult } from "./compute";
import type { ContractTerms } from "./contract-terms";
import { cite, from, KENYA_END, KENYA_START, maker, percent, TOLERANCE } from "./contract-finding-parts";

export function advanceFindings(
  result: IpcResult,
  terms: ContractTerms,
  kenya: boolean,
  money: (value: number) => string,
  grossCumulative: number,
): Finding[] {
  const check = maker(
    "advance-recovery",
    "Advance payment recovery",
    kenya ? cite("ke-advance-payment-repayment") : "",
  );
  const recovered = result.previous.deductions_advance + result.period.deductions_advance;
  const contractSum = result.contractSum;
  const advance =
    terms.advanceAmount?.value ??
    (terms.advancePercent && contractSum > 0 ? (terms.advancePercent.value / 100) * contractSum : null);
  const advanceTerm = terms.advanceAmount ?? terms.advancePercent;
  if (terms.noAdvance && advance === null)
    return [
      recovered > TOLERANCE
        ? check(
            "fail",
            "high",
            `${money(recovered)} is recovered as advance although the contract gives no advance payment${from(terms.noAdvance)}.`,
            "Remove the advance recovery from the certificate.",
          )
        : check(
            "pass",
            "info",
            `No advance payment under the contract and none recovered${from(terms.noAdvance)}.`,
          ),
    ];
  if (advance === null) {
    const what = advanceTerm
      ? "the contract sum (to turn the advance percentage into an amount)"
      : "the advance payment (amount or % of the contract sum)";
    return [
      check(
        "insufficient",
        "medium",
        `Not checked: ${what} not given in the inputs or the attached contract. Advance recovered so far: ${money(recovered)}.`,
        "Attach the contract's Special Conditions (Contract Data) stating the advance payment and its repayment.",
      ),
    ];
  }
  const findings: Finding[] = [];
  if (recovered - advance > TOLERANCE)
    findings.push(
      check(
        "fail",
        "high",
        `Advance recovered so far ${money(recovered)} exceeds the advance of ${money(advance)} by ${money(recovered - advance)}${from(advanceTerm!)}.`,
        `Recover no more than ${money(advance)} in all.`,
      ),
    );
  const startAt = terms.repaymentStart?.value ?? (kenya ? KENYA_START : null);
  const endAt = terms.repaymentEnd?.value ?? (kenya ? KENYA_END : null);
  if (startAt === null || endAt === null || contractSum <= 0) {
    const missing = [
      startAt === null && "when repayment starts",
      endAt === null && "when it must be complete",
      contractSum <= 0 && "the contract sum",
    ]
      .filter(Boolean)
      .join(", ");
    findings.push(
      check(
        "insufficient",
        "medium",
        `Timing of recovery not checked: ${missing} not given in the inputs or the attached contract.`,
        "State the repayment start and end points (% of the contract sum certified) or attach the Special Conditions.",
      ),
    );
    return findings;
  }
  const base = Math.max(0, contractSum - (terms.provisionalSums?.value ?? 0));
  const baseNote = terms.provisionalSums
    ? `the contract sum less provisional sums, ${money(base)}`
    : `the contract sum ${money(base)} (provisional sums not stated)`;
  const basis = `${terms.repaymentStart ? `start at ${percent(startAt)}${from(terms.repaymentStart)}` : `start after ${percent(startAt)} under the standard conditions`}, complete by ${percent(endAt)}`;
  const before = base > 0 ? (result.previousGross / base) * 100 : 0;
  const now = base > 0 ? (grossCumulative / base) * 100 : 0;
  if (now >= endAt && advance - recovered > TOLERANCE)
    findings.push(
      check(
        "fail",
        "high",
        `${percent(now)} of ${baseNote} is certified, past the ${percent(endAt)} by which the advance of ${money(advance)} must be repaid, but only ${money(recovered)} is recovered: ${money(advance - recovered)} outstanding (${basis}).`,
        `Recover the outstanding ${money(advance - recovered)} in this certificate.`,
      ),
    );
  else if (
    before > startAt &&
    result.period.deductions_advance <= TOLERANCE &&
    advance - recovered > TOLERANCE
  )
    findings.push(
      check(
        "fail",
        "high",
        `Certified interim payments passed ${percent(startAt)} of ${baseNote} in an earlier certificate (${percent(before)}), but nothing is recovered this period; ${money(advance - recovered)} of the advance is outstanding (${basis}).`,
        terms.amortisationRate
          ? `Deduct ${percent(terms.amortisationRate.value)} of this certificate, ${money(Math.min((terms.amortisationRate.value / 100) * result.subtotalThis, advance - recovered))}, as advance repayment.`
          : "Deduct the advance repayment at the amortisation rate of the Special Conditions.",
      ),
    );
  else if (
    !findings.length &&
    terms.amortisationRate &&
    before > startAt &&
    Math.abs(result.period.deductions_advance - dueAtRate(result, terms.amortisationRate.value, advance)) >
      TOLERANCE
  )
    findings.push(
      check(
        "warning",
        "medium",
        `Advance recovered this period ${money(result.period.deductions_advance)}; at the amortisation rate of ${percent(terms.amortisationRate.value)} of the gross this period ${money(result.subtotalThis)} it should be ${money(dueAtRate(result, terms.amortisationRate.value, advance))}${from(terms.amortisationRate)}.`,
        `Deduct ${money(dueAtRate(result, terms.amortisationRate.value, advance))} as advance repayment, or record why the rate differs.`,
      ),
    );
  else if (!findings.length)
    findings.push(
      check(
        "pass",
        "info",
        `Advance ${money(advance)}${from(advanceTerm!)}: ${money(recovered)} recovered with ${percent(now)} of ${baseNote} certified (${basis}).`,
      ),
    );
  return findings;
}

/** The repayment this period at the amortisation rate, never more than the advance still outstanding. */
function dueAtRate(result: IpcResult, rate: number, advance: number): number {
  const outstanding = Math.max(0, advance - result.previous.deductions_advance);
  return Math.min((rate / 100) * result.subtotalThis, outstanding);
}
