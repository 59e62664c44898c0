/**
 * Notification letters, one per bidder, from the confirmed record: the successful bidder is told of the
 * intention to award at its contract price; each unsuccessful bidder is told its own outcome and its own
 * reasons (quoted with document and page), the successful bidder's name and contract price (s. 87 in Kenya),
 * the standstill period and its expiry, and how to request a debriefing or complain. Nothing else about any
 * other bidder: no score, price, rank or reason.
 */
import type { RecordVersionRef, EvaluationRecord, RecordBidder } from "../record/record";
import { inferBasis } from "../checks/award-checks";
import { bidderById, citeRecord, money, sameAmount } from "../checks/figures";
import { verifiedRule } from "../checks/framework";
import {
  assumption,
  fromRecord,
  fromRule,
  fromTemplate,
  type Draft,
  type DraftParagraph,
  type DraftSection,
} from "./draft";
import {
  award,
  header,
  noticeName,
  recordBasis,
  remedyParagraphs,
  signature,
  standstillParagraphs,
  tenderName,
  type LetterOptions,
} from "./letter-parts";
import { outcomeParagraphs } from "./outcome";

export type { LetterOptions } from "./letter-parts";

/** Where the committee's price is not the lawful contract price, the letters wait for the award decision. */
function holdBack(
  record: EvaluationRecord,
  winner: RecordBidder,
  price: number | null,
  own: boolean,
): DraftParagraph[] {
  const recommended = record.recommendation?.price ?? null;
  if (recommended === null || price === null || sameAmount(recommended, price)) return [];
  return [
    assumption(
      own
        ? `Before sending: the committee recommended ${money(record, recommended)}, not the contract price stated here (${money(record, price)}). Send only after the accounting officer's award decision confirms the price (see the professional opinion).`
        : "Before sending: the committee's recommended price is not the contract price stated here. Send only after the accounting officer's award decision confirms it (see the professional opinion).",
    ),
  ];
}

function successfulBody(
  record: EvaluationRecord,
  winner: RecordBidder,
  options: LetterOptions,
  price: number | null,
) {
  const rule = verifiedRule(options.framework, "ke-notification-of-award");
  const tender = tenderName(options) ?? "the above tender";
  const paragraphs: DraftParagraph[] = [
    price === null
      ? assumption(`State the contract price: the record gives none for ${winner.name}.`)
      : fromRule(
          `We are pleased to notify you that your tender for ${tender} has been evaluated as the successful tender, and that we intend to enter into a contract with you at the contract price of ${money(record, price)}.`,
          rule?.citation,
        ),
    fromRule("This notification does not form a contract.", rule?.citation),
    assumption("State the time within which you must accept this notification in writing."),
    ...standstillParagraphs(record, options.framework, options),
    ...holdBack(record, winner, price, true),
  ];
  return paragraphs;
}

function unsuccessfulBody(
  record: EvaluationRecord,
  bidder: RecordBidder,
  options: LetterOptions,
  winner: RecordBidder,
  price: number | null,
) {
  const rule = verifiedRule(options.framework, "ke-notification-of-award");
  const tender = tenderName(options) ?? "the above tender";
  const allowed = { bidderId: winner.id, price };
  return [
    fromTemplate(`We regret to inform you that your tender for ${tender} was not successful.`),
    ...outcomeParagraphs(record, bidder, options.framework, allowed, inferBasis(record)),
    price === null
      ? assumption(
          `State the successful tenderer (${winner.name}) and the contract price: the record gives no price.`,
        )
      : (rule ? fromRule : fromRecord)(
          `The successful tenderer is ${winner.name}, at a contract price of ${money(record, price)}.`,
          rule?.citation ?? citeRecord(record.recommendation?.cited),
        ),
    ...(rule ? [assumption("Add the successful tenderer's address, which the notice must state.")] : []),
    ...standstillParagraphs(record, options.framework, options),
    ...remedyParagraphs(options.framework, options),
    ...holdBack(record, winner, price, false),
    fromTemplate("Thank you for your interest and participation in this tender."),
  ];
}

/** One letter (a draft section) to one bidder of the record. */
export function notificationLetter(
  record: EvaluationRecord,
  bidderId: string,
  options: LetterOptions,
): DraftSection {
  const bidder = bidderById(record, bidderId);
  if (!bidder) throw new Error(`No bidder ${bidderId} in the evaluation record`);
  const { winner, price } = award(record, options.framework);
  const subject = noticeName(options.framework);
  const id = `letter-${bidder.id}`;
  if (!winner)
    return {
      id,
      heading: `${bidder.name}: notification`,
      paragraphs: [
        ...header(bidder, subject, options),
        record.noAward
          ? fromRecord(
              `The committee recommends no award: "${record.noAward.text}"`,
              citeRecord(record.noAward),
            )
          : fromTemplate("The record holds no recommendation."),
        assumption(
          "No notification of award can be drafted until the award decision names the successful tenderer.",
        ),
      ],
    };
  const successful = winner.id === bidder.id;
  return {
    id,
    heading: `${bidder.name}: ${successful ? subject : "notification of the outcome"}`,
    paragraphs: [
      ...header(bidder, successful ? subject : `${subject}: outcome of your tender`, options),
      ...(successful
        ? successfulBody(record, winner, options, price)
        : unsuccessfulBody(record, bidder, options, winner, price)),
      ...signature(options),
    ],
  };
}

/** Every bidder's letter, one section each, in the record's order. */
export function allLetters(
  record: EvaluationRecord,
  options: LetterOptions & { recordVersion?: RecordVersionRef },
): Draft {
  const framework = options.framework
    ? `${options.framework.label}: verified rules cited, other periods to confirm`
    : "no framework selected: periods to confirm";
  const tender = tenderName(options);
  return {
    title: `${noticeName(options.framework)}: letters to bidders`,
    ...(tender ? { subtitle: tender } : {}),
    basis: `Drafted from the ${recordBasis(options.recordVersion)}; ${framework}.`,
    sections: record.bidders.map((bidder) => notificationLetter(record, bidder.id, options)),
  };
}
