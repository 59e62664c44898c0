/**
 * Bid prices read from the attachments with the readers the review packs use, not a reader of its own:
 * - an evaluation report's price tables and text (evaluation-bidders.ts): one price per bidder, the evaluated or
 *   corrected price before the read-out one; bidders the report excludes (non-responsive, rejected) are left out,
 *   because the test compares substantially responsive bids (ADB's guidance note; Kenya's STD ITT 37);
 * - else priced schedules (unbalanced-analysis.ts): one bidder per sheet, per file or per rate column of a
 *   comparison sheet, its price the arithmetic total of its items.
 * The schedules are kept either way: the clarification request lists their items far below the estimate.
 * Reference documents (Part 2A) are where the estimate is looked for; a table titled as an estimate counts as one
 * wherever it is.
 */
import {
  buildContext,
  priceCurrencyOf,
  reportBidders,
  correctedAmount,
  type BoqSchedule,
  analyse,
  type ScheduleBidder,
} from "@/modules/review";
import { bareName, contractPrice, failedStage, STAGE_LABELS } from "@/modules/evaluation";
import { runRecord, type RunRecord } from "@/modules/tools/lib/evaluation-record";
import type { ReviewContext } from "@/lib/results/review-types";
import type { ToolRunContext } from "@/lib/results/types";
import { activityOf } from "@/modules/tools/lib/review-tools";
import type { Bid } from "./analysis";

export type DocumentBids = {
  /** Where the prices came from: the report, the schedules, or nothing read. */
  origin: "report" | "schedules" | "none";
  bids: Bid[];
  /** "M/s Rift Valley Contractors Limited (non-responsive: "…")": priced in the report but excluded by it. */
  excluded: string[];
  schedules: ScheduleBidder[];
  estimate: BoqSchedule | null;
  /** The prices' currency read from the documents, when one was written. */
  currency: string | null;
  context: ReviewContext;
};

/** Part 2A (refs) holds the estimate, Part 2B (subject) the bids: the unbalanced-bid pack's slots. */
const SLOTS: Readonly<Record<string, string>> = { refs: "project-estimates", subject: "bidder-schedule" };

export function reviewContextOf(context: ToolRunContext): ReviewContext {
  const input = {
    serviceId: "abnormally-low-bid-check",
    activity: activityOf(context.toolId, context.values),
    moduleInputs: {},
    documents: context.documents.map((document) => ({
      ...document,
      groupId: SLOTS[document.groupId] ?? document.groupId,
    })),
    framework: context.framework,
  };
  return buildContext(input, {});
}

const quoteText = (quote: { quote: string; document: string; page: string }) =>
  `${quote.document}, ${quote.page}: "${quote.quote.length > 160 ? `${quote.quote.slice(0, 157)}...` : quote.quote}"`;

/** The total of a schedule: its items' amounts after arithmetic correction (quantity x rate where both are given). */
export function scheduleTotal(schedule: BoqSchedule): number {
  return schedule.items.reduce((sum, item) => sum + correctedAmount(item), 0);
}

function scheduleSource(bidder: ScheduleBidder): string {
  const places = [...new Set(bidder.schedule.tables.map((table) => `${table.document}, ${table.page}`))];
  const stated = bidder.schedule.statedTotal;
  const total = scheduleTotal(bidder.schedule);
  const statedNote =
    stated && Math.abs(stated.value - total) > Math.max(1, total * 0.005)
      ? `; its stated total ${stated.value.toLocaleString("en-US")} differs from the items' sum`
      : "";
  return `${places.join("; ")}: sum of ${bidder.schedule.items.length} priced items${statedNote}`;
}

export function readDocumentBids(context: ToolRunContext): DocumentBids {
  const review = reviewContextOf(context);
  const documents = review.input.documents;
  const schedules = documents.length ? analyse(review) : null;
  const found: DocumentBids = {
    origin: "none",
    bids: [],
    excluded: [],
    schedules: schedules?.bidders ?? [],
    estimate: schedules?.estimate ?? null,
    currency: null,
    context: review,
  };
  if (!documents.length) return found;
  const sources = { report: () => documents, solicitation: () => [], opening: () => [] };
  // The evaluation record (confirmed, else read now) gives every bidder's price and whether it passed every stage.
  const fromRecord = recordBids(runRecord(context, documents), context.framework);
  if (fromRecord) return { ...found, ...fromRecord, origin: "report" };
  for (const bidder of reportBidders(review, sources)) {
    const price = bidder.evaluatedPrice ?? bidder.readOutPrice;
    if (!price || price.value <= 0) continue;
    const name = bareName(bidder.name);
    if (bidder.excluded) {
      found.excluded.push(`${name} (${quoteText(bidder.excluded)})`);
      continue;
    }
    const currency = priceCurrencyOf(bidder)?.code ?? null;
    found.currency ??= currency;
    found.bids.push({ bidder: name, price: price.value, currency, source: quoteText(price.quote) });
  }
  if (found.bids.length) return { ...found, origin: "report" };
  const priced = found.schedules.filter((bidder) => scheduleTotal(bidder.schedule) > 0);
  if (!priced.length) return found;
  return {
    ...found,
    origin: "schedules",
    currency: schedules?.currency ?? null,
    bids: priced.map((bidder) => ({
      bidder: bidder.name,
      price: scheduleTotal(bidder.schedule),
      currency: schedules?.currency ?? null,
      source: scheduleSource(bidder),
    })),
  };
}

/**
 * The bids of the record: the responsive ones (passed every stage they reached) at the price bids are compared
 * at under the framework; the others left out with the stage they failed and its reason.
 */
function recordBids(
  read: RunRecord | null,
  framework: ToolRunContext["framework"],
): Pick<DocumentBids, "bids" | "excluded" | "currency"> | null {
  if (!read) return null;
  const { record, version } = read;
  const basis = version ? `evaluation record v${version.version}` : "evaluation record read from the report";
  const bids: Bid[] = [];
  const excluded: string[] = [];
  for (const bidder of record.bidders) {
    // Where the read-out sum is final (Kenya, s.82) bids are compared at it, else at the evaluated price.
    const price = contractPrice(bidder, framework);
    const stage = failedStage(bidder);
    if (stage) {
      const reason = bidder.stages[stage].reason;
      excluded.push(
        `${bidder.name} (failed the ${STAGE_LABELS[stage].toLowerCase()}${reason ? `: ${quoteText({ quote: reason.text, document: reason.document, page: reason.page })}` : ""})`,
      );
    } else if (price !== null && price > 0)
      bids.push({
        bidder: bidder.name,
        price,
        currency: record.currency,
        source: bidder.source
          ? `${basis}; ${quoteText({ quote: bidder.source.text, document: bidder.source.document, page: bidder.source.page })}`
          : basis,
      });
  }
  return bids.length ? { bids, excluded, currency: record.currency } : null;
}

const key = (name: string) =>
  bareName(name)
    .toLowerCase()
    .replace(/\b(?:limited|ltd|plc|co|company)\b\.?/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** The priced schedule of a bidder, matched by name ("Kilimanjaro" sheet for "M/s Kilimanjaro Builders Ltd"). */
export function scheduleFor(bidder: string, schedules: readonly ScheduleBidder[]): ScheduleBidder | null {
  const wanted = key(bidder);
  if (!wanted) return null;
  return (
    schedules.find((schedule) => key(schedule.name) === wanted) ??
    schedules.find((schedule) => {
      const other = key(schedule.name);
      return other.length >= 4 && (wanted.startsWith(`${other} `) || other.startsWith(`${wanted} `));
    }) ??
    null
  );
}
