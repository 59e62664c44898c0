/**
 * The certificate against the contract's payment terms (contract-terms.ts): retention within its limit and at
 * its rate, advance recovery started when it must, complete by the end point, and never more than the advance.
 *
 * Kenya's Standard Tender Document for Works sets what the contract leaves blank or unsaid: retention is the SCC
 * percentage of each certificate until the SCC limit (GCC 14.3.2(c), no default rate: ke-retention); advance
 * repayment starts in the certificate after certified interim payments exceed 30% of the Accepted Contract
 * Amount less provisional sums and must be complete by 90% (GCC 14.2.5, ke-advance-payment-repayment), at the
 * SCC amortisation rate. Where a term the check needs is missing, the finding says which one ("insufficient"),
 * never a pass. Amounts are compared with a tolerance of one currency unit per certificate (rounding).
 */
import { formatMoney } from "@/lib/locale/currency";
import type { Finding, ToolFramework } from "@/lib/results/types";
import type { IpcResult } from "./compute";
import type { ContractTerms } from "./contract-terms";

import { advanceFindings } from "./contract-advance";
import { cite, maker, percent, from, TOLERANCE } from "./contract-finding-parts";

export function contractTermFindings(
  result: IpcResult,
  terms: ContractTerms,
  framework: ToolFramework | null,
): Finding[] {
  const money = (value: number) => formatMoney(value, result.currency);
  const kenya = framework?.rulesCode === "KE_PPADA";
  const findings: Finding[] = [];
  const contractSum = result.contractSum;
  const retentionCumulative = result.previous.deductions_retention + result.period.deductions_retention;
  const grossCumulative = result.previousGross + result.subtotalThis;

  // Retention within its limit.
  const limit = maker("retention-limit", "Retention within its limit", kenya ? cite("ke-retention") : "");
  if (!terms.retentionLimit || contractSum <= 0) {
    const missing = [
      !terms.retentionLimit && "the limit of retention money (% of the contract sum)",
      contractSum <= 0 && "the contract sum",
    ]
      .filter(Boolean)
      .join(" and ");
    findings.push(
      limit(
        "insufficient",
        "medium",
        `Not checked: ${missing} not given in the inputs or the attached contract. Cumulative retention is ${money(retentionCumulative)}.`,
        "Attach the contract's Special Conditions (Contract Data) or state the limit of retention money.",
      ),
    );
  } else {
    const cap = (terms.retentionLimit.value / 100) * contractSum;
    const over = retentionCumulative - cap;
    findings.push(
      over > TOLERANCE
        ? limit(
            "fail",
            "high",
            `Cumulative retention ${money(retentionCumulative)} exceeds its limit of ${percent(terms.retentionLimit.value)} of the contract sum ${money(contractSum)} = ${money(cap)} by ${money(over)}${from(terms.retentionLimit)}.`,
            `Deduct no more retention once ${money(cap)} is held; release ${money(over)} in this certificate.`,
          )
        : limit(
            "pass",
            "info",
            `Cumulative retention ${money(retentionCumulative)} is within its limit of ${money(cap)} (${percent(terms.retentionLimit.value)} of ${money(contractSum)})${from(terms.retentionLimit)}.`,
          ),
    );
  }

  // Retention at the stated rate (until the limit is reached).
  const rate = maker(
    "retention-rate",
    "Retention deducted at the contract rate",
    kenya ? cite("ke-retention") : "",
  );
  if (!terms.retentionRate) {
    findings.push(
      rate(
        "insufficient",
        "medium",
        `Not checked: the percentage of retention is not given in the inputs or the attached contract (${kenya ? "the Kenya standard conditions set no default rate" : "no default applies"}).`,
        "Attach the contract's Special Conditions (Contract Data) that state the percentage of retention.",
      ),
    );
  } else {
    const room =
      terms.retentionLimit && contractSum > 0
        ? Math.max(0, (terms.retentionLimit.value / 100) * contractSum - result.previous.deductions_retention)
        : Infinity;
    const expected = Math.min((terms.retentionRate.value / 100) * result.subtotalThis, room);
    const taken = result.period.deductions_retention;
    findings.push(
      Math.abs(taken - expected) > TOLERANCE
        ? rate(
            "fail",
            "medium",
            `Retention this period is ${money(taken)}; at ${percent(terms.retentionRate.value)} of the gross this period ${money(result.subtotalThis)}${Number.isFinite(room) ? `, up to the ${money(room)} left under the limit` : ""} it should be ${money(expected)}${from(terms.retentionRate)}.`,
            `Deduct ${money(expected)} retention in this certificate.`,
          )
        : rate(
            "pass",
            "info",
            `Retention this period ${money(taken)} = ${percent(terms.retentionRate.value)} of ${money(result.subtotalThis)}${expected < (terms.retentionRate.value / 100) * result.subtotalThis ? " up to the limit" : ""}${from(terms.retentionRate)}.`,
          ),
    );
  }

  findings.push(...advanceFindings(result, terms, kenya, money, grossCumulative));
  return findings;
}
