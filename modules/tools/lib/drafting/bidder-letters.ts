/**
 * The paragraphs the feedback letters and the debriefs share, written in short plain sentences from what the
 * report says about one bidder (bidder-results.ts): its compliance result, its technical scores, its price.
 * A letter to a bidder never shows another bidder's details: the only other bidder it may name is the winner,
 * with the contract price (both published on award); any quoted passage naming another bidder is left out.
 */
import {
  cited,
  fromTemplate,
  type DraftParagraph,
  type DraftSection,
  type DraftTable,
} from "@/lib/results/draft";
import { showNumber } from "@/lib/reading/table-rows";
import {
  money,
  namesOthers,
  REPORT_EXPECTED,
  type BidderResult,
  type Cited,
  type EvaluationReading,
} from "./bidder-results";

export type Part = { paragraphs: DraftParagraph[]; tables?: DraftTable[] };

const score = (value: number) => showNumber(Math.round(value * 100) / 100);

/** A quoted passage of the report, unless it names another bidder than this one or the winner. */
export function quoted(
  passage: Cited | null | undefined,
  bidder: BidderResult,
  reading: EvaluationReading,
  intro = "The report says:",
): DraftParagraph[] {
  if (!passage || namesOthers(passage.text, bidder.name, reading)) return [];
  return [cited(`${intro} "${passage.text}"`, "document", passage.citation)];
}

/** A sentence written from the report's facts, cited to where they are (no place known: plain text). */
export const fromReport = (text: string, citation: string): DraftParagraph =>
  citation ? cited(text, "document", citation) : fromTemplate(text);

/** "Kshs. 12,450,300.00" as the letters show it. */
const priceOf = (value: number, reading: EvaluationReading) => money(value, reading.currency);

/** The award as published: the winner's name and the contract price. */
export function awardParagraphs(bidder: BidderResult, reading: EvaluationReading): DraftParagraph[] {
  const winner = reading.winner;
  if (!winner) {
    if (reading.noAward)
      return quoted(
        reading.noAward,
        bidder,
        reading,
        "The committee did not recommend an award. The report says:",
      );
    return [];
  }
  if (winner.name === bidder.name) {
    const price = winner.amount !== null ? ` The contract price is ${priceOf(winner.amount, reading)}.` : "";
    return [fromReport(`Your bid was recommended for award.${price}`, winner.recommendation.citation)];
  }
  const price = winner.amount !== null ? ` at ${priceOf(winner.amount, reading)}` : "";
  return [
    fromReport(
      `The contract was recommended for award to ${winner.name}${price}.`,
      winner.recommendation.citation,
    ),
  ];
}

/** Whether the bid met the tender's requirements, and if not, which one it failed (quoted with file and page). */
export function compliancePart(bidder: BidderResult, reading: EvaluationReading): Part {
  if (bidder.category === "disqualified") {
    const paragraphs: DraftParagraph[] = [];
    const where = bidder.exclusion?.citation ?? "";
    paragraphs.push(
      fromReport(
        `Your bid was found non-responsive${bidder.stage ? ` at the ${bidder.stage}` : ""}. This means it did not meet a requirement of the tender, so it was not evaluated further.`,
        where,
      ),
    );
    if (bidder.reason) paragraphs.push(fromReport(`The reason was: ${bidder.reason}.`, where));
    paragraphs.push(...quoted(bidder.exclusion, bidder, reading, "The evaluation report says:"));
    paragraphs.push(
      fromTemplate(
        "Next time, check each requirement of the tender before you submit. Use the checklist in the tender document.",
      ),
    );
    return { paragraphs };
  }
  if (bidder.responsive)
    return {
      paragraphs: [
        fromReport(
          "Your bid met the requirements of the tender at the first check.",
          bidder.responsive.citation,
        ),
        ...quoted(bidder.responsive, bidder, reading),
      ],
    };
  return {
    paragraphs: [
      fromTemplate(
        "The report does not say in one place whether your bid met each requirement. Ask us if you need this detail.",
      ),
    ],
  };
}

/** The bidder's technical scores against each criterion's maximum and the pass mark, and where it lost points. */
export function technicalPart(bidder: BidderResult, reading: EvaluationReading): Part {
  const scores = bidder.scores;
  if (!scores) {
    if (bidder.category === "disqualified")
      return {
        paragraphs: [fromTemplate("Your bid was not scored, because it was rejected at an earlier step.")],
      };
    const said = bidder.technical.flatMap((passage) => quoted(passage, bidder, reading)).slice(0, 2);
    return {
      paragraphs: said.length
        ? [
            fromTemplate("The report gives no score for each criterion for your bid."),
            ...said.map((paragraph) => ({
              ...paragraph,
              text: paragraph.text.replace("The report says:", "It says:"),
            })),
          ]
        : [fromTemplate("The report gives no technical scores for your bid.")],
    };
  }
  const paragraphs: DraftParagraph[] = [];
  const outOf = scores.maximum !== null ? ` out of ${score(scores.maximum)}` : "";
  paragraphs.push(
    fromReport(`Your total technical score was ${score(scores.total)}${outOf}.`, scores.citation),
  );
  const pass = reading.passMark;
  if (pass) {
    const mark = `${score(pass.value)}${pass.percent ? "%" : ""}`;
    const total = pass.percent && scores.maximum ? (scores.total / scores.maximum) * 100 : scores.total;
    paragraphs.push(
      fromReport(
        `The pass mark was ${mark}. ${total >= pass.value ? "Your bid passed." : "Your bid did not reach it."}`,
        pass.cited.citation,
      ),
    );
  }
  const lost = scores.criteria
    .filter((entry) => entry.maximum !== null && entry.maximum - entry.score > 0)
    .sort((a, b) => b.maximum! - b.score - (a.maximum! - a.score));
  if (lost.length) {
    const top = lost.slice(0, 2);
    paragraphs.push(
      fromReport(
        `You lost the most points on ${top
          .map((entry) => `${entry.criterion} (${score(entry.score)} of ${score(entry.maximum!)})`)
          .join(" and ")}.`,
        scores.citation,
      ),
    );
  } else if (scores.criteria.every((entry) => entry.maximum !== null))
    paragraphs.push(fromReport("You scored full marks on every criterion.", scores.citation));
  return {
    paragraphs,
    tables: [
      {
        caption: `Your technical scores (${scores.citation})`,
        columns: ["Criterion", "Maximum", "Your score", "Points lost"],
        rows: scores.criteria.map((entry) => [
          entry.criterion,
          entry.maximum === null ? "—" : score(entry.maximum),
          score(entry.score),
          entry.maximum === null ? "—" : score(Math.max(0, entry.maximum - entry.score)),
        ]),
      },
    ],
  };
}

/** The bidder's own prices, the corrections, its rank and the gap to the winning price (published on award). */
export function pricePart(bidder: BidderResult, reading: EvaluationReading): Part {
  const paragraphs: DraftParagraph[] = [];
  const row = bidder.priceRow?.citation ?? "";
  if (bidder.readOut !== null)
    paragraphs.push(
      fromReport(`Your price read out at the opening was ${priceOf(bidder.readOut, reading)}.`, row),
    );
  if (bidder.category === "disqualified") {
    paragraphs.push(
      fromTemplate("Your price was not compared with other bids, because your bid was rejected."),
    );
    return { paragraphs };
  }
  const after = bidder.corrected ?? bidder.evaluated;
  if (bidder.correction !== null && after !== null) {
    const direction = bidder.correction < 0 ? "down" : "up";
    paragraphs.push(
      fromReport(
        `We found arithmetic errors in your bid. Your price was corrected ${direction} by ${priceOf(Math.abs(bidder.correction), reading)}, to ${priceOf(after, reading)}.`,
        row,
      ),
    );
    paragraphs.push(...bidder.corrections.flatMap((passage) => quoted(passage, bidder, reading)).slice(0, 1));
  } else if (bidder.readOut !== null && after !== null)
    paragraphs.push(fromReport("We found no arithmetic errors in your price.", row));
  if (bidder.evaluated !== null && bidder.corrected !== null && bidder.evaluated !== bidder.corrected)
    paragraphs.push(fromReport(`Your evaluated price was ${priceOf(bidder.evaluated, reading)}.`, row));
  const ranked = reading.bidders.filter((other) => other.rank !== null).length;
  if (bidder.rank !== null)
    paragraphs.push(
      fromReport(
        `Your bid ranked ${bidder.rank}${ranked >= bidder.rank ? ` of ${ranked}` : ""} after evaluation.`,
        row,
      ),
    );
  const own = bidder.evaluated ?? bidder.corrected;
  const winner = reading.winner;
  const lowest = reading.lowestEvaluated;
  if (own !== null && lowest) {
    if (lowest.bidder === bidder.name)
      paragraphs.push(fromReport("Your bid was the lowest evaluated bid.", row));
    else if (winner && lowest.bidder === winner.name && own > lowest.value) {
      const gap = own - lowest.value;
      paragraphs.push(
        fromReport(
          `Your evaluated price was ${priceOf(gap, reading)} (${((gap / lowest.value) * 100).toFixed(1)}%) above the winning price of ${priceOf(lowest.value, reading)}.`,
          row,
        ),
      );
    }
  }
  if (!paragraphs.length) paragraphs.push(fromTemplate("The report gives no price figures for your bid."));
  return { paragraphs };
}

/** The section a draft has when no report was attached or nothing could be read from it. */
export function nothingReadSection(reason: string): DraftSection {
  return {
    id: "evaluation-report-needed",
    heading: "Evaluation report needed",
    paragraphs: [
      fromTemplate(reason),
      fromTemplate(`Attach ${REPORT_EXPECTED}, then run the tool again. No letter is drafted without it.`),
    ],
  };
}

/** A section id from a bidder's name. */
export const bidderId = (prefix: string, name: string) =>
  `${prefix}-${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}`;

/** The user's improvement areas, one point a line (bullets and numbering taken off). */
export function improvementPoints(text: string): string[] {
  return text
    .split(/\n|;\s*|(?:^|\s)[•▪●]\s*/)
    .map((line) => line.replace(/^\s*(?:[-*–]|\(?\d{1,2}[.)]|\(?[a-z][.)])\s+/, "").trim())
    .filter((line) => line.length > 2);
}
