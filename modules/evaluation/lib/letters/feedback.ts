/**
 * Simplified feedback to one chosen bidder: its strengths and the areas to improve, from its own stage results
 * and scores only (no price comparison, nothing about another bidder).
 */
import { STAGES, STAGE_LABELS, type EvaluationRecord, type RecordBidder } from "../record/record";
import { bidderById, citeRecord, num, passMarkInMarks, showPassMark } from "../checks/figures";
import { fromRecord, fromTemplate, type DraftParagraph, type DraftSection } from "./draft";
import { header, signature, type LetterOptions } from "./letter-parts";
import { safeQuote } from "./privacy";
import { scoreSentence } from "./outcome";

const stageName = (stage: keyof typeof STAGE_LABELS) => STAGE_LABELS[stage].toLowerCase();

/** The score against the pass mark with the margin in marks ("7 marks short of it"). */
function scoreParagraphs(
  record: EvaluationRecord,
  bidder: RecordBidder,
  threshold: number | null,
): DraftParagraph[] {
  const score = bidder.stages.technical.score;
  const sentence = scoreSentence(record, bidder);
  if (!sentence || score === null || threshold === null || record.passMark?.percent)
    return sentence ? [sentence] : [];
  const margin = `${num(Math.abs(score - threshold))} marks ${score >= threshold ? "above" : "short of"} it`;
  return [{ ...sentence, text: sentence.text.replace(/\.$/, ` (${margin}).`) }];
}

export function feedbackNote(
  record: EvaluationRecord,
  bidderId: string,
  options: LetterOptions,
): DraftSection {
  const bidder = bidderById(record, bidderId);
  if (!bidder) throw new Error(`No bidder ${bidderId} in the evaluation record`);
  const strengths: DraftParagraph[] = [];
  const improve: DraftParagraph[] = [];
  const quoted = (stage: (typeof STAGES)[number]) => {
    const reason = safeQuote(bidder.stages[stage].reason, record, bidder);
    return reason ? [fromRecord(`The evaluation report records: "${reason.text}"`, citeRecord(reason))] : [];
  };
  const threshold = passMarkInMarks(record);
  let failed = false;
  for (const stage of STAGES) {
    const result = bidder.stages[stage];
    const where = citeRecord(result.reason);
    if (result.outcome === "passed")
      strengths.push(fromRecord(`Your tender met the requirements of the ${stageName(stage)} stage.`, where));
    else if (result.outcome === "failed") {
      failed = true;
      improve.push(
        fromRecord(`Your tender did not meet the requirements of the ${stageName(stage)} stage.`, where),
      );
    } else if (failed && result.outcome !== null)
      improve.push(
        fromTemplate(
          `Your tender was not evaluated at the ${stageName(stage)} stage, because it did not pass an earlier one.`,
        ),
      );
    const list = result.outcome === "failed" ? improve : strengths;
    if (result.outcome === "passed" || result.outcome === "failed") list.push(...quoted(stage));
  }
  // The technical score goes on the side of the pass mark it falls, whatever outcome the report gave.
  const score = bidder.stages.technical.score;
  if (score !== null) {
    const below = threshold !== null && score < threshold;
    (below || (threshold === null && failed) ? improve : strengths).push(
      ...scoreParagraphs(record, bidder, threshold),
    );
  }
  if (!strengths.length) strengths.push(fromTemplate("The record notes no stage your tender passed."));
  if (!improve.length)
    improve.push(
      fromTemplate(
        `The record notes no stage your tender failed${threshold !== null ? ` and no score below the pass mark of ${showPassMark(record)}` : ""}.`,
      ),
    );
  return {
    id: `feedback-${bidder.id}`,
    heading: `${bidder.name}: feedback on your tender`,
    paragraphs: [
      ...header(bidder, "Feedback on the evaluation of your tender", options),
      fromTemplate("This note gives feedback on your own tender only, from the results of its evaluation."),
    ],
    subsections: [
      { id: `feedback-${bidder.id}-strengths`, heading: "Strengths", paragraphs: strengths },
      { id: `feedback-${bidder.id}-improve`, heading: "Areas to improve", paragraphs: improve },
      { id: `feedback-${bidder.id}-close`, heading: "Closing", paragraphs: signature(options) },
    ],
  };
}
