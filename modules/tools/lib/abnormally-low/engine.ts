/**
 * The Abnormally Low Bid Check: the bid prices (typed in the box, else read from the attached evaluation report
 * or price schedules), screened by the chosen method (analysis.ts), with a finding and a clarification request
 * per flagged bid and the letters as DOCX or PDF. The result never says "reject": it says what to ask.
 */
import { EXPORT_CONTENT_TYPES, type ToolEngine, type ToolRunContext } from "@/lib/results/types";
import { DomainError } from "@/lib/errors";
import { EXPECTED_PRICE_COLUMNS } from "@/modules/evaluation";
import { screenBids, type Bid } from "./analysis";
import { parseBidLines } from "./bid-lines";
import { albRules, citationsOf, hearingNotice, requestPoints } from "./clarification";
import { readDocumentBids, scheduleFor, scheduleTotal, type DocumentBids } from "./document-bids";
import { LETTERS_DOCUMENT_ID, LETTERS_TITLE } from "./letters";
import { albOutput } from "./output";
import { methodOf, thresholdsOf } from "./thresholds";

const BID_PRICES = "bid_prices";

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

function invalid(message: string, field: string, messages: string[] = [message]): DomainError {
  return new DomainError("invalid_input", message, { [field]: messages });
}

/** The estimate of the form, its currency, else none. */
function formEstimate(context: ToolRunContext): { amount: number | null; currency: string | null } {
  const value = context.values.estimated_value;
  if (typeof value !== "object" || value === null || !("amount" in value))
    return { amount: null, currency: null };
  const amount = Number(value.amount);
  return {
    amount: value.amount.trim() !== "" && Number.isFinite(amount) && amount > 0 ? amount : null,
    currency: value.currency || null,
  };
}

/** The bids to screen and the notices on where they came from; throws a field error when there are none. */
function bidsOf(context: ToolRunContext, read: DocumentBids): { bids: Bid[]; notices: string[] } {
  const typed = text(context.values[BID_PRICES]);
  if (typed) {
    // The estimate's currency says which "shillings" a price written "Shs. 12,450,000" is in.
    const parsed = parseBidLines(typed, formEstimate(context).currency);
    if (parsed.errors.length)
      throw invalid(
        `The bid prices box has ${parsed.errors.length} line${parsed.errors.length === 1 ? "" : "s"} to fix. ${parsed.errors[0]}`,
        `inputs.${BID_PRICES}`,
        parsed.errors,
      );
    const notices = read.bids.length
      ? [
          `The prices typed in the Bid prices box were used; the ${read.bids.length} price${read.bids.length === 1 ? "" : "s"} read from the attachments were not.`,
        ]
      : [];
    return { bids: parsed.bids, notices };
  }
  if (!context.documents.length)
    throw invalid(
      "Fill the Bid prices box (one bid per line: name, then price) or attach the evaluation report or the bidders' price schedules.",
      `inputs.${BID_PRICES}`,
    );
  if (!read.bids.length) {
    const names = context.documents.map((document) => document.name).join(", ");
    throw invalid(
      `No bid prices could be read from ${names}. Attach ${EXPECTED_PRICE_COLUMNS}, or priced schedules with a description and a rate or amount column (one sheet or file per bidder); or type the prices in the Bid prices box.`,
      "attachments.subject",
    );
  }
  const notices = [
    read.origin === "report"
      ? `${read.bids.length} bid price${read.bids.length === 1 ? "" : "s"} read from the evaluation report (evaluated or corrected price where the report gives one, else the read-out price).`
      : `${read.bids.length} bid price${read.bids.length === 1 ? "" : "s"} read as the totals of the priced schedules (items' quantity x rate, after arithmetic correction).`,
  ];
  if (read.excluded.length)
    notices.push(
      `Left out as the report excludes them (the test compares substantially responsive bids): ${read.excluded.join("; ")}.`,
    );
  return { bids: read.bids, notices };
}

/** One currency for all the bids, or a field error: prices in two currencies are not compared without a rate. */
function bidCurrency(bids: readonly Bid[], field: string): string | null {
  const currencies = [...new Set(bids.map((bid) => bid.currency).filter((code): code is string => !!code))];
  if (currencies.length > 1)
    throw invalid(
      `The bids are in ${currencies.join(" and ")}: convert them to one currency (at the rate the tender document sets for evaluation) before screening.`,
      field,
    );
  return currencies[0] ?? null;
}

export const abnormallyLowBidEngine: ToolEngine = {
  // The bids' priced schedules join the org's price history (market price intelligence).
  needs: { harvestPrices: true, evaluationRecord: true },
  run(context) {
    const method = methodOf(context.values);
    const thresholds = thresholdsOf(context.values);
    const read = readDocumentBids(context);
    const { bids, notices } = bidsOf(context, read);
    const typed = text(context.values[BID_PRICES]) !== "";
    const currency = bidCurrency(bids, typed ? `inputs.${BID_PRICES}` : "attachments.subject");
    const form = formEstimate(context);
    let estimate = form.amount;
    const priceCurrency = currency ?? form.currency;
    if (estimate !== null && currency && form.currency && currency !== form.currency) {
      notices.push(
        `The bids are in ${currency} and the estimate in ${form.currency}: the bids were not compared with the estimate (no exchange rate is assumed).`,
      );
      estimate = null;
    }
    if (estimate === null && form.amount === null && read.estimate) {
      estimate = scheduleTotal(read.estimate);
      notices.push(
        `No estimated value was entered: the total of the attached estimate (${[...new Set(read.estimate.tables.map((table) => `${table.document}, ${table.page}`))].join("; ")}) was used.`,
      );
    }
    const field = screenBids(bids, { method, thresholds, estimate });
    const { rules, own } = albRules(context.framework);
    const cited = citationsOf(rules);
    // The committee's own concerns ("labour rates below minimum wage") become a point of every request.
    const riskFactors = text(context.values.risk_factors).replace(/\s+/g, " ");
    const extra = riskFactors ? [`Your explanation of the following points: ${riskFactors}.`] : [];
    const points = new Map(
      field.bids
        .filter((result) => result.flags.length)
        .map((result) => {
          const schedule = scheduleFor(result.bid.bidder, read.schedules);
          return [result, [...requestPoints(schedule, read.estimate, thresholds.belowEstimate), ...extra]];
        }),
    );
    return albOutput(
      {
        currency: priceCurrency,
        field,
        points,
        basis: own ? `In accordance with ${cited},` : "In accordance with the tender document,",
        citation: own ? cited : "",
        hearing: hearingNotice(context.framework),
      },
      notices,
    );
  },

  async exportDocument(output, documentId, format) {
    if (documentId !== LETTERS_DOCUMENT_ID)
      throw new DomainError("not_found", `Unknown document: ${documentId}.`);
    if (format !== "docx" && format !== "pdf")
      throw new DomainError("format_not_offered", `The letters are not offered as ${format}.`);
    const html = output.data.lettersHtml;
    if (typeof html !== "string" || !html)
      throw new DomainError("unreadable_result", "This result has no clarification letters.");
    // Loaded on first export only, so a run does not pay for docx and pdf-lib.
    const { memoToDocx, memoToPdf } = await import("@/lib/results/memo-export");
    const note =
      "Decision support: check each figure against the bids before sending. A bid is rejected only after the bidder's explanation has been assessed.";
    const bytes =
      format === "docx"
        ? await memoToDocx(LETTERS_TITLE, html, "Letters", note)
        : await memoToPdf(LETTERS_TITLE, html, "Letters", note);
    return {
      bytes,
      filename: `abnormally-low-clarification-letters.${format}`,
      contentType: EXPORT_CONTENT_TYPES[format],
    };
  },
};
