/**
 * The memo's sections drawn from the record itself: background and budget, the tender opening (bidders and
 * read-out sums) and the evaluation summary table. Figures are the record's, cited to the report.
 */
import { STAGES, type EvaluationRecord, type StageResult } from "../record/record";
import { citeRecord, money, num, recommendedBidder, showPassMark } from "../checks/figures";
import { recordBasis, showDate } from "../letters/letter-parts";
import { assumption, fromInput, fromRecord, type DraftParagraph, type DraftSection } from "../letters/draft";
import { dateOf, type MemoOptions } from "./memo-options";

const figure = (record: EvaluationRecord, value: number | null) =>
  value === null ? "missing" : money(record, value);

export function backgroundSection(record: EvaluationRecord, options: MemoOptions): DraftSection {
  const paragraphs: DraftParagraph[] = [
    fromInput(
      `${options.entity} invited tenders for ${options.tenderTitle} (Tender No. ${options.tenderRef}).`,
    ),
  ];
  paragraphs.push(
    record.budget
      ? fromRecord(
          `The approved budget is ${money(record, record.budget.value)}.`,
          citeRecord(record.budget.cited),
        )
      : assumption("State the approved budget for the procurement: the record gives none."),
    record.estimate
      ? fromRecord(
          `The estimate is ${money(record, record.estimate.value)}.`,
          citeRecord(record.estimate.cited),
        )
      : assumption("State the estimate (engineer's or official estimate): the record gives none."),
    fromInput(`This memo is drafted from the ${recordBasis(options.recordVersion, options.readFrom)}.`),
  );
  return { id: "background", heading: "Background and budget", paragraphs };
}

export function openingSection(record: EvaluationRecord, options: MemoOptions): DraftSection {
  const opened = dateOf(options.openedOn);
  const count = record.bidders.length;
  return {
    id: "opening",
    heading: "Tender opening",
    paragraphs: [
      opened
        ? fromInput(
            `The tenders were opened on ${showDate(opened)}. ${count} tender${count === 1 ? " was" : "s were"} received.`,
          )
        : assumption(
            `State the date of the tender opening. ${count} tender${count === 1 ? " was" : "s were"} received.`,
          ),
    ],
    tables: [
      {
        caption: "Tenders received and sums read out at the opening",
        columns: ["Bidder", "Tender sum read out", "Source"],
        rows: record.bidders.map((bidder) => [
          bidder.name,
          figure(record, bidder.readOut),
          citeRecord(bidder.source) || "—",
        ]),
      },
    ],
  };
}

const OUTCOME: Record<NonNullable<StageResult["outcome"]>, string> = {
  passed: "Passed",
  failed: "Failed",
  "not-evaluated": "Not evaluated",
};
const outcome = (stage: StageResult) => (stage.outcome ? OUTCOME[stage.outcome] : "Missing");

export function evaluationSection(
  record: EvaluationRecord,
  options: Pick<MemoOptions, "recordVersion"> = {},
): DraftSection {
  const paragraphs: DraftParagraph[] = [];
  if (record.passMark)
    paragraphs.push(
      fromRecord(
        `The technical pass mark is ${showPassMark(record)}${record.maxTechnicalScore ? `, out of a maximum of ${num(record.maxTechnicalScore)} marks` : ""}.`,
        citeRecord(record.passMark.cited),
      ),
    );
  const winner = recommendedBidder(record);
  const recommendation = record.recommendation;
  if (recommendation)
    paragraphs.push(
      fromRecord(
        `The evaluation committee recommends award to ${winner?.name ?? recommendation.bidderName}${recommendation.price === null ? "" : ` at ${money(record, recommendation.price)}`}.`,
        citeRecord(recommendation.cited),
      ),
    );
  else if (record.noAward)
    paragraphs.push(
      fromRecord(
        `The evaluation committee recommends no award: "${record.noAward.text}"`,
        citeRecord(record.noAward),
      ),
    );
  else paragraphs.push(assumption("State the committee's recommendation: the record holds none."));
  return {
    id: "evaluation",
    heading: "Evaluation summary",
    paragraphs,
    tables: [
      {
        caption: `Evaluation results by bidder (from the ${options.recordVersion ? "confirmed " : ""}evaluation record)`,
        columns: [
          "Bidder",
          "Preliminary",
          "Technical score",
          "Financial",
          "Post-qualification",
          "Read out",
          "Corrected",
          "Rank",
        ],
        rows: record.bidders.map((bidder) => {
          const technical = bidder.stages.technical;
          const [preliminary, , financial, post] = STAGES.map((stage) => outcome(bidder.stages[stage]));
          return [
            bidder.name,
            preliminary ?? "",
            technical.score === null
              ? outcome(technical)
              : `${num(technical.score)} (${outcome(technical).toLowerCase()})`,
            financial ?? "",
            post ?? "",
            figure(record, bidder.readOut),
            bidder.corrected === null ? "—" : money(record, bidder.corrected),
            bidder.rank === null ? "—" : String(bidder.rank),
          ];
        }),
      },
    ],
  };
}
