/**
 * What a letter tells one bidder about its own evaluation: the stage that rejected its bid and why (quoted from
 * the report with document and page), its own technical score against the pass mark, its own price and rank.
 * Nothing here reads another bidder, so nothing of another bidder can reach the letter.
 */
import {
  isResponsive,
  failedStage,
  STAGE_LABELS,
  type EvaluationRecord,
  type RecordBidder,
} from "../record/record";
import {
  citeRecord,
  contractPrice,
  money,
  passMarkInMarks,
  showPassMark,
  showScore,
} from "../checks/figures";
import { noCorrectionRule, type Framework } from "../checks/framework";
import { assumption, fromRecord, type DraftParagraph } from "./draft";
import { safeQuote } from "./privacy";

type Allowed = { bidderId: string | null; price: number | null };

const stageName = (stage: keyof typeof STAGE_LABELS) => STAGE_LABELS[stage].toLowerCase();

/** "Your technical score of 68 marks is below the pass mark of 75 marks." (null without score or pass mark). */
export function scoreSentence(record: EvaluationRecord, bidder: RecordBidder): DraftParagraph | null {
  const score = bidder.stages.technical.score;
  const threshold = passMarkInMarks(record);
  if (score === null) return null;
  const own = `Your technical score of ${showScore(record, score)}`;
  const where = citeRecord(bidder.stages.technical.reason ?? record.passMark?.cited);
  if (threshold === null) return fromRecord(`${own} was recorded.`, where);
  const mark = showPassMark(record);
  if (score < threshold) return fromRecord(`${own} is below the pass mark of ${mark}.`, where);
  return fromRecord(`${own} met the pass mark of ${mark}.`, where);
}

/** The report's own words for this bidder, unless they disclose another bidder. */
function reasonParagraphs(
  record: EvaluationRecord,
  bidder: RecordBidder,
  stage: keyof typeof STAGE_LABELS,
  allowed: Allowed,
): DraftParagraph[] {
  const reason = bidder.stages[stage].reason;
  if (!reason)
    return [
      assumption(
        `The record gives no reason for the result at the ${stageName(stage)} stage: state it before sending (the notice must give reasons).`,
      ),
    ];
  const safe = safeQuote(reason, record, bidder, allowed);
  if (!safe)
    return [
      assumption(
        `The report's reason at the ${stageName(stage)} stage names another bidder or its price: state the reason for this tender in your own words.`,
      ),
    ];
  return [fromRecord(`The evaluation report records: "${safe.text}"`, citeRecord(safe))];
}

/** Why an unsuccessful bid lost, from its own results only. */
export function outcomeParagraphs(
  record: EvaluationRecord,
  bidder: RecordBidder,
  framework: Framework,
  allowed: Allowed,
  basis: "lowest-price" | "highest-score",
): DraftParagraph[] {
  const stage = failedStage(bidder);
  if (stage) {
    const paragraphs: DraftParagraph[] = [];
    const score = stage === "technical" ? scoreSentence(record, bidder) : null;
    const below = score?.text.includes("below the pass mark");
    paragraphs.push(
      fromRecord(
        stage === "technical" && below
          ? "Your tender did not pass the technical evaluation and was not evaluated further."
          : `Your tender was found non-responsive at the ${stageName(stage)} stage and was not evaluated further.`,
        citeRecord(bidder.stages[stage].reason),
      ),
    );
    if (score && below) paragraphs.push(score);
    paragraphs.push(...reasonParagraphs(record, bidder, stage, allowed));
    return paragraphs;
  }
  if (!isResponsive(bidder)) return [];
  const paragraphs: DraftParagraph[] = [
    fromRecord(
      `Your tender was responsive, but it was not the ${basis === "highest-score" ? "tender with the highest combined score" : "lowest evaluated tender"}.`,
      citeRecord(bidder.source),
    ),
  ];
  const score = scoreSentence(record, bidder);
  if (score) paragraphs.push(score);
  paragraphs.push(...ownPrice(record, bidder, framework));
  if (bidder.rank !== null)
    paragraphs.push(
      fromRecord(`Your tender was ranked ${bidder.rank} after evaluation.`, citeRecord(bidder.source)),
    );
  return paragraphs;
}

/** The bidder's own price: the sum read out, and its evaluated price where the framework compares that. */
export function ownPrice(
  record: EvaluationRecord,
  bidder: RecordBidder,
  framework: Framework,
): DraftParagraph[] {
  const paragraphs: DraftParagraph[] = [];
  const where = citeRecord(bidder.source);
  if (bidder.readOut !== null)
    paragraphs.push(
      fromRecord(`Your tender sum read out at the opening was ${money(record, bidder.readOut)}.`, where),
    );
  const compared = contractPrice(bidder, framework);
  if (!noCorrectionRule(framework) && compared !== null && compared !== bidder.readOut)
    paragraphs.push(fromRecord(`Your evaluated price was ${money(record, compared)}.`, where));
  return paragraphs;
}
