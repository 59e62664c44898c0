/**
 * The payment schedule: the advance (only when stated), one payment per deliverable on its delivery and
 * acceptance, less a pro-rata recovery of the advance and the retention (only when stated), and the release of
 * the retention. Worked in whole minor units (cents) with BigInt, the shares split by largest remainder, so the
 * amounts payable add up to the contract value exactly. A deliverable's stated share ("30%", "KES 3.8M") is
 * kept; the rest of the value is shared equally among the others, and the plan says which is which. Pure.
 */
import { currencyDigits } from "@/lib/locale/currency";
import { formatMoneyInput } from "@/lib/reading/money-input";
import type { Deliverable } from "./deliverables";
import { applicableRule, dueLabel } from "./kpis";
import { offsetLabel, type Duration } from "./schedule";
import type { ContractTerms } from "./terms";

export type Payment = {
  payment: string;
  when: string;
  /** Where the share comes from: "stated", "equal share of the balance", ... */
  basis: string;
  /** Plain decimals in the contract currency. */
  gross: string;
  advanceRecovery: string;
  retention: string;
  payable: string;
};

export type PaymentSchedule = { currency: string; total: string; payments: Payment[]; notes: string[] };

/** "25600000.00" -> 2560000000n at 2 digits; null when not a plain decimal. */
export function toMinor(amount: string, digits: number): bigint | null {
  const m = /^(\d+)(?:\.(\d*))?$/.exec(amount.trim());
  if (!m) return null;
  const decimals = (m[2] ?? "").padEnd(digits, "0");
  // Extra decimals beyond the currency's are rounded half up.
  const kept = BigInt(m[1]! + decimals.slice(0, digits));
  return decimals.length > digits && Number(decimals[digits]) >= 5 ? kept + 1n : kept;
}

export function fromMinor(minor: bigint, digits: number): string {
  const text = minor.toString().padStart(digits + 1, "0");
  return digits ? `${text.slice(0, -digits)}.${text.slice(-digits)}` : text;
}

/** A percentage of an amount, rounded half up: 12.5% is worked as 12500/100000. */
function percentOf(minor: bigint, percent: number): bigint {
  const scaled = BigInt(Math.round(percent * 1000));
  return (minor * scaled + 50_000n) / 100_000n;
}

/** `total` split in proportion to `weights`, largest remainder first: the parts add up to `total` exactly. */
export function allocate(total: bigint, weights: readonly bigint[]): bigint[] {
  const sum = weights.reduce((a, b) => a + b, 0n);
  if (sum === 0n) return weights.map(() => 0n);
  const parts = weights.map((w) => (total * w) / sum);
  let left = total - parts.reduce((a, b) => a + b, 0n);
  const order = weights
    .map((w, index) => ({ index, rest: (total * w) % sum }))
    .sort((a, b) => (b.rest > a.rest ? 1 : b.rest < a.rest ? -1 : a.index - b.index));
  for (const { index } of order) {
    if (left === 0n) break;
    parts[index]! += 1n;
    left -= 1n;
  }
  return parts;
}

export type PaymentContext = {
  amount: string;
  currency: string;
  deliverables: readonly Deliverable[];
  terms: ContractTerms;
  duration: Duration | null;
  start: Date | null;
  category: string | null;
  rulesCode: string | null;
};

/** The gross share of each deliverable (and a balance line when the stated shares leave one). */
function grossShares(
  value: bigint,
  context: PaymentContext,
  digits: number,
  notes: string[],
): { label: string; when: string; basis: string; gross: bigint }[] {
  const stated = context.deliverables.map((d) =>
    !d.share
      ? null
      : "percent" in d.share
        ? percentOf(value, d.share.percent)
        : toMinor(d.share.amount, digits),
  );
  let statedSum = stated.reduce<bigint>((a, b) => a + (b ?? 0n), 0n);
  if (statedSum > value) {
    notes.push(
      "The deliverables' stated amounts add up to more than the contract value: they are not used; the value is shared equally.",
    );
    stated.fill(null);
    statedSum = 0n;
  }
  const open = stated.map((s, index) => (s === null ? index : -1)).filter((index) => index >= 0);
  const equal = allocate(
    value - statedSum,
    open.map(() => 1n),
  );
  const rows = context.deliverables.map((d, index) => {
    const share = stated[index];
    return {
      label: `On delivery and acceptance: ${d.text}`,
      when: dueLabel(d, context.duration, context.start),
      basis:
        share !== null && share !== undefined
          ? "Stated in the deliverable"
          : "Equal share of the balance (proposed: replace with the contract's schedule)",
      gross: share ?? equal[open.indexOf(index)]!,
    };
  });
  if (open.length === 0 && statedSum < value)
    rows.push({
      label: "Balance on completion and final acceptance",
      when: context.duration ? offsetLabel(context.duration, context.start) : "At completion",
      basis: "Contract value less the deliverables' stated amounts",
      gross: value - statedSum,
    });
  return rows;
}

export function buildPaymentSchedule(context: PaymentContext): PaymentSchedule | null {
  const digits = currencyDigits(context.currency);
  const value = toMinor(context.amount, digits);
  if (value === null || value <= 0n) return null;
  const notes: string[] = [];
  const show = (minor: bigint) => fromMinor(minor, digits);
  const gross = grossShares(value, context, digits, notes);

  const { advance: stated, retention } = context.terms;
  let advance = stated
    ? "percent" in stated
      ? percentOf(value, stated.percent)
      : toMinor(stated.amount, digits)
    : null;
  if (advance !== null && advance >= value) {
    notes.push("The stated advance is not less than the contract value: it is left out.");
    advance = null;
  }
  const recoveries = allocate(
    advance ?? 0n,
    gross.map((g) => g.gross),
  );
  const retentions = gross.map((g) => (retention ? percentOf(g.gross, retention.percent) : 0n));

  const payments: Payment[] = [];
  if (advance)
    payments.push({
      payment: stated && "percent" in stated ? `Advance payment (${stated.percent}%)` : "Advance payment",
      when: `${context.duration?.unit === "day" ? "Day 0" : "Month 0"}: after signing, against the advance payment guarantee`,
      basis: "Stated in the payment terms",
      gross: show(advance),
      advanceRecovery: show(0n),
      retention: show(0n),
      payable: show(advance),
    });
  gross.forEach((row, index) =>
    payments.push({
      payment: row.label,
      when: row.when,
      basis: row.basis,
      gross: show(row.gross),
      advanceRecovery: show(recoveries[index]!),
      retention: show(retentions[index]!),
      payable: show(row.gross - recoveries[index]! - retentions[index]!),
    }),
  );
  const held = retentions.reduce((a, b) => a + b, 0n);
  if (held > 0n) payments.push(...retentionRelease(held, context, show));
  if (advance)
    notes.push(
      "The advance is recovered from each payment in proportion to its share of the contract value; adjust to the contract's recovery terms.",
    );
  if (!retention) notes.push("No retention stated in the inputs: none is deducted.");
  return { currency: context.currency, total: show(value), payments, notes };
}

function retentionRelease(held: bigint, context: PaymentContext, show: (minor: bigint) => string): Payment[] {
  const completion = context.duration ? offsetLabel(context.duration, context.start) : "completion";
  const end = releaseWhen(context, completion);
  const line = (payment: string, when: string, basis: string, amount: bigint): Payment => ({
    payment,
    when,
    basis,
    gross: show(amount),
    advanceRecovery: show(0n),
    retention: show(0n),
    payable: show(amount),
  });
  const rule = applicableRule("ke-retention", context.rulesCode, context.category);
  if (!rule) return [line("Release of retention", end, "Retention held", held)];
  const half = held / 2n;
  return [
    line(
      "Release of half the retention",
      `${completion}: on the taking-over certificate`,
      rule.citation,
      half,
    ),
    line("Release of the balance of retention", end, rule.citation, held - half),
  ];
}

/** When the retention (its balance) is released: completion plus the defects period, counted when it can be. */
function releaseWhen(context: PaymentContext, completion: string): string {
  const period = context.terms.defectsPeriod;
  if (!period) return "After the defects liability / warranty period (not stated in the inputs)";
  const months = period.unit === "years" ? period.value * 12 : period.unit === "months" ? period.value : null;
  const days = period.unit === "days" ? period.value : period.unit === "weeks" ? period.value * 7 : null;
  const duration = context.duration;
  const after = `after the ${period.text} defects liability period`;
  if (duration?.unit === "month" && months !== null)
    return `${offsetLabel({ value: duration.value + months, unit: "month" }, context.start)}: ${after}`;
  if (duration?.unit === "day" && days !== null)
    return `${offsetLabel({ value: duration.value + days, unit: "day" }, context.start)}: ${after}`;
  return `${completion} plus ${period.text}: ${after}`;
}

/** "KES 25,600,000.00". */
export function showMoney(amount: string, currency: string): string {
  return formatMoneyInput({ amount, currency });
}
