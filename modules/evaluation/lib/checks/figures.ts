/**
 * Figures of the record as the checks, letters and memo state them: money in the record's currency, scores
 * against the pass mark, the price an award is made at under the framework, and passages cited to the report.
 */
import { formatMoney, formatAmount } from "@/lib/locale/currency";
import { citeDocument } from "@/lib/reading/evidence";
import {
  isResponsive,
  priceOf,
  type Cited,
  type EvaluationRecord,
  type RecordBidder,
} from "../record/record";
import { noCorrectionRule, type Framework } from "./framework";

/** "KES 24,311,744.00"; the bare amount when the record names no currency. */
export const money = (record: EvaluationRecord, amount: number): string =>
  record.currency ? formatMoney(amount, record.currency) : formatAmount(amount, "");

/** "68", "72.5": scores as the report writes them (no trailing zeros). */
export const num = (value: number): string =>
  value.toLocaleString("en-US", { maximumFractionDigits: 2, useGrouping: false });

/** "+12.3%" / "-4.0%": how far `value` is from `base`. */
export function percentFrom(value: number, base: number): number {
  return base === 0 ? 0 : ((value - base) / base) * 100;
}
export const showPercent = (percent: number): string => `${Math.abs(percent).toFixed(1)}%`;

/** Two amounts are the same when they differ by less than a cent (rounding of figures read from tables). */
export const sameAmount = (a: number, b: number): boolean => Math.abs(a - b) < 0.005;

/** '{document}, {page}' of a passage, "" when the record has no place for it. */
export const citeRecord = (cited: Cited | null | undefined): string =>
  cited ? citeDocument(cited.document, cited.page) : "";

/** '"{text}" ({document}, {page})': a passage of the report quoted with where it is. */
export const quote = (cited: Cited): string => `"${cited.text}" (${citeRecord(cited)})`;

export const bidderById = (record: EvaluationRecord, id: string | null | undefined): RecordBidder | null =>
  record.bidders.find((bidder) => bidder.id === id) ?? null;

export const recommendedBidder = (record: EvaluationRecord): RecordBidder | null =>
  bidderById(record, record.recommendation?.bidderId);

/**
 * The price an award to this bidder is lawfully made at, and bids are compared at: the read-out sum where a
 * verified rule makes it final (Kenya, s.82), else the evaluated (or corrected) price.
 */
export function contractPrice(bidder: RecordBidder, framework: Framework): number | null {
  return noCorrectionRule(framework) ? bidder.readOut : priceOf(bidder);
}

/** The prices a recommendation may state for this bidder under the framework (evaluated or corrected otherwise). */
export function acceptedPrices(bidder: RecordBidder, framework: Framework): number[] {
  if (noCorrectionRule(framework)) return bidder.readOut === null ? [] : [bidder.readOut];
  const after = [bidder.evaluated, bidder.corrected].filter((value): value is number => value !== null);
  if (after.length) return after;
  return bidder.readOut === null ? [] : [bidder.readOut];
}

/** The sum was changed by arithmetic correction (a corrected sum that differs from the one read out). */
export const wasCorrected = (bidder: RecordBidder): boolean =>
  bidder.corrected !== null && bidder.readOut !== null && !sameAmount(bidder.corrected, bidder.readOut);

export const responsiveBidders = (record: EvaluationRecord): RecordBidder[] =>
  record.bidders.filter(isResponsive);

/** The pass mark in marks (a percentage converted with the maximum score, 100 when the record gives none). */
export function passMarkInMarks(record: EvaluationRecord): number | null {
  const pass = record.passMark;
  if (!pass) return null;
  return pass.percent ? (pass.value / 100) * (record.maxTechnicalScore ?? 100) : pass.value;
}

/** "75 marks" or "75%": the pass mark as published. */
export function showPassMark(record: EvaluationRecord): string {
  const pass = record.passMark;
  if (!pass) return "no pass mark";
  return pass.percent ? `${num(pass.value)}%` : `${num(pass.value)} marks`;
}

/** "68 marks", or "68 of 100 marks (68%)" when the pass mark is a percentage (so the two compare). */
export function showScore(record: EvaluationRecord, score: number): string {
  if (!record.passMark?.percent) return `${num(score)} marks`;
  const of = record.maxTechnicalScore ?? 100;
  return `${num(score)} of ${num(of)} marks (${num((score / of) * 100)}%)`;
}
