/**
 * What a letter to one bidder may quote. A letter never discloses another bidder's details: the only other
 * bidder it may name is the successful one, with the contract price (published with the award). A passage of
 * the report that names another bidder or states one of its sums is left out, and the officer told to write
 * the reason in their own words.
 */
import type { Cited, EvaluationRecord, RecordBidder } from "../record/record";
import { sameAmount } from "../checks/figures";

/** Company suffixes a report may leave out ("Kilimanjaro Builders" for "Kilimanjaro Builders Ltd"). */
const SUFFIX = /[\s,]+(?:ltd\.?|limited|plc|inc\.?|llc|co\.?|company|\(k\)|kenya)+$/i;

const fold = (text: string) => text.toLowerCase().replace(/\s+/g, " ");

function namesBidder(text: string, bidder: RecordBidder): boolean {
  const folded = fold(text);
  const full = fold(bidder.name);
  let short = full;
  while (SUFFIX.test(short)) short = short.replace(SUFFIX, "");
  return folded.includes(full) || (short.length >= 4 && folded.includes(short));
}

/** Amounts written in a text: "24,311,744.00", "24311744", "KES 24.3m" is not read (no guessing). */
function amountsIn(text: string): number[] {
  return [...text.matchAll(/\d[\d,]*(?:\.\d+)?/g)]
    .map((match) => Number(match[0].replace(/,/g, "")))
    .filter((value) => Number.isFinite(value) && value >= 1000);
}

const sumsOf = (bidder: RecordBidder): number[] =>
  [bidder.readOut, bidder.corrected, bidder.evaluated].filter((value): value is number => value !== null);

/**
 * Whether a passage is safe in a letter to `reader`: it names no bidder but the reader (and `allowed`, the
 * successful bidder whose name and contract price are published) and states no other bidder's sum.
 */
export function safeFor(
  text: string,
  record: EvaluationRecord,
  reader: RecordBidder,
  allowed: { bidderId: string | null; price: number | null } = { bidderId: null, price: null },
): boolean {
  const amounts = amountsIn(text);
  return record.bidders.every((other) => {
    if (other.id === reader.id) return true;
    if (other.id !== allowed.bidderId && namesBidder(text, other)) return false;
    return !sumsOf(other).some(
      (sum) =>
        !(allowed.price !== null && sameAmount(sum, allowed.price) && other.id === allowed.bidderId) &&
        amounts.some((amount) => sameAmount(amount, sum)),
    );
  });
}

/** The passage when it is safe for the reader, else null. */
export const safeQuote = (
  cited: Cited | null,
  record: EvaluationRecord,
  reader: RecordBidder,
  allowed?: { bidderId: string | null; price: number | null },
): Cited | null => (cited && safeFor(cited.text, record, reader, allowed) ? cited : null);
