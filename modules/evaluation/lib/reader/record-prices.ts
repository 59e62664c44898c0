/**
 * Prices from the report's price tables into the record: the opening record's table gives the sums read out;
 * a financial table gives corrected and evaluated prices, the rank and a status ("Non-responsive" fails the
 * financial stage). A "corrected" figure equal to the read-out sum is no correction. The currency is the one the
 * tables write ("Tender Sum (Kshs.)", "US$").
 */
import type { RecordBidder } from "../record/record";
import { bidderOfCell } from "./names";
import type { PriceTable } from "./price-tables";
import type { Part } from "./stages";

const FAIL_STATUS = /\bnon[-\s]?responsive\b|\bnot\s+responsive\b|\bfail|\bdisqualified\b|\brejected\b/i;
const CENT = 0.005;

export function readPrices(
  placed: readonly { table: PriceTable; part: Part }[],
  bidders: readonly RecordBidder[],
): string | null {
  let currency: string | null = null;
  // Opening tables first: the sum read out is the opening record's, even where a later table restates it.
  const ordered = [...placed].sort((a, b) => Number(b.part === "opening") - Number(a.part === "opening"));
  for (const { table, part } of ordered) {
    currency ??= table.currency?.code ?? null;
    for (const row of table.rows) {
      const bidder = bidderOfCell(row.bidder, bidders);
      if (!bidder) continue;
      if (row.readOut && bidder.readOut === null) bidder.readOut = Math.abs(row.readOut.value);
      const corrected =
        row.corrected?.value ??
        (row.correction && row.readOut ? row.readOut.value + row.correction.value : null);
      if (
        corrected !== null &&
        bidder.corrected === null &&
        bidder.readOut !== null &&
        Math.abs(corrected - bidder.readOut) > CENT
      )
        bidder.corrected = Math.abs(corrected);
      if (row.evaluated && bidder.evaluated === null) bidder.evaluated = Math.abs(row.evaluated.value);
      if (row.rank && bidder.rank === null) bidder.rank = row.rank;
      if (part === "financial" && bidder.stages.financial.outcome === null) {
        const failed = row.status !== null && FAIL_STATUS.test(row.status);
        bidder.stages.financial.outcome = failed ? "failed" : "passed";
        if (failed)
          bidder.stages.financial.reason = {
            text: row.quote.quote,
            document: row.quote.document,
            page: row.quote.page,
          };
      }
    }
  }
  return currency;
}
