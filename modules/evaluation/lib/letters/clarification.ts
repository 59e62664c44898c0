/**
 * A request for clarification of a possibly abnormally low tender, to one bidder: its own price against a
 * benchmark that names no other bidder (the entity's estimate, else the average of enough other responsive
 * tenders that no single one can be worked out), and the framework's treatment (Kenya: ITT 37, verified;
 * the World Bank's is unverified, so only flagged).
 */
import type { EvaluationRecord } from "../record/record";
import {
  bidderById,
  citeRecord,
  contractPrice,
  money,
  percentFrom,
  responsiveBidders,
  showPercent,
} from "../checks/figures";
import { unverifiedMention, unverifiedRule, verifiedRule } from "../checks/framework";
import {
  assumption,
  fromInput,
  fromRecord,
  fromRule,
  fromTemplate,
  type DraftParagraph,
  type DraftSection,
} from "./draft";
import { header, signature, type LetterOptions } from "./letter-parts";

/** An average of fewer other tenders could give one of them away (two bids: the other is the average twice less own). */
const MIN_OTHERS_FOR_AVERAGE = 3;

export type ClarificationOptions = LetterOptions & { respondWithinDays?: number };

function benchmark(record: EvaluationRecord, bidderId: string, options: ClarificationOptions) {
  if (record.estimate)
    return {
      text: `our estimate of ${money(record, record.estimate.value)}`,
      value: record.estimate.value,
      where: citeRecord(record.estimate.cited),
    };
  const others = responsiveBidders(record)
    .filter((other) => other.id !== bidderId)
    .map((other) => contractPrice(other, options.framework))
    .filter((price): price is number => price !== null);
  if (others.length < MIN_OTHERS_FOR_AVERAGE) return null;
  const value = others.reduce((sum, price) => sum + price, 0) / others.length;
  return { text: `the average of the other responsive tenders, ${money(record, value)}`, value, where: "" };
}

export function clarificationLetter(
  record: EvaluationRecord,
  bidderId: string,
  options: ClarificationOptions,
): DraftSection {
  const bidder = bidderById(record, bidderId);
  if (!bidder) throw new Error(`No bidder ${bidderId} in the evaluation record`);
  const framework = options.framework;
  const price = contractPrice(bidder, framework);
  const bench = benchmark(record, bidder.id, options);
  const rule = verifiedRule(framework, "ke-abnormally-low-high-tenders");
  const lead = rule ? null : unverifiedRule(framework, "wb-ipf-abnormally-low-bid");
  const paragraphs: DraftParagraph[] = [
    ...header(bidder, "Request for clarification of your tender price", options),
  ];
  if (price === null)
    paragraphs.push(assumption("State the tender price: the record gives none for this tender."));
  else if (bench) {
    const gap = percentFrom(price, bench.value);
    paragraphs.push(
      fromRecord(
        `Your tender price of ${money(record, price)} is ${showPercent(gap)} ${gap < 0 ? "below" : "above"} ${bench.text}.`,
        bench.where || citeRecord(bidder.source),
      ),
    );
  } else {
    paragraphs.push(fromRecord(`Your tender price is ${money(record, price)}.`, citeRecord(bidder.source)));
    paragraphs.push(
      assumption(
        "State the benchmark the price appears low against: the record gives no estimate, and too few other tenders to give an average without disclosing one.",
      ),
    );
  }
  paragraphs.push(
    fromRule(
      "The price appears so low that it raises concerns about your ability to perform the contract at that price. Please provide a written clarification with a detailed price analysis: the build-up of your main rates (labour, materials, equipment, overheads and profit) and how you will deliver the contract at the tendered price.",
      rule?.citation,
    ),
    fromRule(
      "If the clarification does not show that you can perform the contract at the tendered price, the tender may be rejected.",
      rule?.citation,
    ),
  );
  if (lead)
    paragraphs.push(assumption(`Confirm the treatment of abnormally low bids: ${unverifiedMention(lead)}.`));
  else if (!rule)
    paragraphs.push(
      assumption(
        "Confirm the treatment of abnormally low tenders in the applicable rules and the tender document.",
      ),
    );
  paragraphs.push(
    options.respondWithinDays
      ? fromInput(`Please reply in writing within ${options.respondWithinDays} days of this letter.`)
      : assumption("Please reply in writing within [number] days of this letter."),
    fromTemplate("This request does not change your tender price or any other part of your tender."),
    ...signature(options),
  );
  return {
    id: `clarification-${bidder.id}`,
    heading: `${bidder.name}: request for clarification of price`,
    paragraphs,
  };
}
