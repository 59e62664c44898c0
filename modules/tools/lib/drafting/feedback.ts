/**
 * Simplified Bidder Feedback (simplified_feedback_hub): one plain-language letter per bidder of the chosen
 * category, read from the attached evaluation report (bidder-results.ts): the successful bidder is the one
 * recommended for award, the unsuccessful ones the others evaluated, the disqualified ones those the report
 * found non-responsive. The feedback type chooses what the letter explains (technical scores, price, compliance
 * or all three); the improvement areas the officer gives are added to every letter. Short sentences, and no
 * other bidder's details beyond the winner's name and contract price.
 */
import type { Draft, DraftParagraph, DraftSection } from "@/lib/results/draft";
import { fromInput, fromTemplate } from "@/lib/results/draft";
import type { ToolRunContext } from "@/lib/results/types";
import { documentNames } from "@/lib/reading/evidence";
import {
  awardParagraphs,
  bidderId,
  compliancePart,
  improvementPoints,
  nothingReadSection,
  pricePart,
  technicalPart,
  type Part,
} from "./bidder-letters";
import {
  biddersIn,
  CATEGORY_OF_INPUT,
  readEvaluation,
  type BidderCategory,
  type BidderResult,
  type EvaluationReading,
} from "./bidder-results";
import { draftingEngine, type Composed } from "./engine";
import { feedbackForChosenBidder } from "./record-feedback";

const CATEGORY_WORDS: Record<BidderCategory, string> = {
  successful: "successful",
  unsuccessful: "unsuccessful",
  disqualified: "disqualified",
};

const OPENING: Record<BidderCategory, string> = {
  successful: "Thank you for your bid. We are pleased to give you feedback on its evaluation.",
  unsuccessful: "Thank you for your bid. We are sorry that it was not successful this time.",
  disqualified: "Thank you for your bid. We are sorry that it could not be considered for award.",
};

const CLOSING =
  "We hope this feedback helps you with future bids. If you have questions, you may ask for a debriefing in writing.";

type FeedbackType = "Technical Evaluation" | "Price Analysis" | "Compliance Review" | "Overall Assessment";

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

function subsection(id: string, heading: string, part: Part): DraftSection {
  return { id, heading, paragraphs: part.paragraphs, ...(part.tables ? { tables: part.tables } : {}) };
}

function letter(
  bidder: BidderResult,
  reading: EvaluationReading,
  type: FeedbackType,
  improvements: readonly string[],
): DraftSection {
  const id = bidderId("feedback", bidder.name);
  const parts: DraftSection[] = [];
  const compliance = () =>
    subsection(`${id}-compliance`, "Meeting the tender requirements", compliancePart(bidder, reading));
  const technical = () =>
    subsection(`${id}-technical`, "Technical evaluation", technicalPart(bidder, reading));
  const price = () => subsection(`${id}-price`, "Your price", pricePart(bidder, reading));
  if (type === "Technical Evaluation") parts.push(technical());
  else if (type === "Price Analysis") parts.push(price());
  else if (type === "Compliance Review") parts.push(compliance());
  else parts.push(compliance(), technical(), price());
  const advice: DraftParagraph[] = improvements.map((point) => fromInput(point));
  parts.push({
    id: `${id}-improve`,
    heading: "How to improve next time",
    paragraphs: advice.length
      ? advice
      : [fromTemplate("[Add the points this bidder could improve, from the evaluation.]")],
  });
  return {
    id,
    heading: `Feedback to ${bidder.name}`,
    paragraphs: [
      fromTemplate(`Dear ${bidder.name},`),
      fromTemplate(OPENING[bidder.category]),
      ...awardParagraphs(bidder, reading),
    ],
    subsections: [...parts, { id: `${id}-close`, heading: "Closing", paragraphs: [fromTemplate(CLOSING)] }],
  };
}

export function composeFeedback(context: ToolRunContext): Composed {
  const forOneBidder = feedbackForChosenBidder(context);
  if (forOneBidder) return forOneBidder;
  const type = (text(context.values.feedback_type) || "Overall Assessment") as FeedbackType;
  const categoryInput = text(context.values.bidder_category) || "Unsuccessful";
  const category = CATEGORY_OF_INPUT[categoryInput] ?? "unsuccessful";
  const improvements = improvementPoints(text(context.values.improvement_areas));
  const report = context.documents;
  const title = `Bidder feedback — ${type} (${CATEGORY_WORDS[category]} bidders)`;
  const basis = report.length
    ? `Based on ${documentNames(report)}: every bidder and its results are read from the report; each letter shows only that bidder's own results and the published award.`
    : "No evaluation report was attached: no letter can be drafted.";

  if (!report.length) {
    return {
      draft: {
        title,
        basis,
        sections: [
          nothingReadSection("No evaluation report was attached, so no bidder or result could be read."),
        ],
      },
      summary: "No evaluation report attached: attach it to draft feedback letters.",
      notices: ["Attach the evaluation report (Evaluation Documents): the letters are written from it."],
    };
  }
  const reading = readEvaluation(report);
  if (!reading.read) {
    const reason = `No bidder could be read from ${documentNames(report)}.`;
    return {
      draft: { title, basis, sections: [nothingReadSection(reason)] },
      summary: `${reason} No letter drafted.`,
      notices: [`${reason} Check that the report is a text document (not a scan) and names the bidders.`],
    };
  }
  const chosen = biddersIn(reading, category);
  const table = {
    id: "bidders",
    title: "Bidders read from the report",
    columns: ["Bidder", "Category", "Rank", "Letter drafted"],
    rows: reading.bidders.map((bidder) => [
      bidder.name,
      CATEGORY_WORDS[bidder.category],
      bidder.rank === null ? "—" : String(bidder.rank),
      bidder.category === category ? "Yes" : "No",
    ]),
  };
  const metrics = [
    { id: "bidders", label: "Bidders read", value: String(reading.bidders.length) },
    { id: "letters", label: "Letters drafted", value: String(chosen.length) },
  ];
  const notices: string[] = [];
  if (!chosen.length) {
    const reason = `The report names no ${CATEGORY_WORDS[category]} bidder (bidders read: ${reading.bidders
      .map((bidder) => `${bidder.name}, ${CATEGORY_WORDS[bidder.category]}`)
      .join("; ")}).`;
    return {
      draft: {
        title,
        basis,
        sections: [
          {
            id: "no-bidder",
            heading: `No ${CATEGORY_WORDS[category]} bidder`,
            paragraphs: [
              fromTemplate(reason),
              fromTemplate("Choose another bidder category, or attach the full report."),
            ],
          },
        ],
      },
      summary: `${reason} No letter drafted.`,
      metrics,
      tables: [table],
      notices: [reason],
    };
  }
  if (reading.winner === null && category !== "successful")
    notices.push(
      "The report's recommendation for award could not be read: the letters do not name the winner.",
    );
  if (
    type !== "Price Analysis" &&
    type !== "Compliance Review" &&
    chosen.some((bidder) => !bidder.scores && bidder.category !== "disqualified")
  )
    notices.push(
      "The report has no technical score table for some bidders: their letters quote the report's technical findings instead.",
    );
  const draft: Draft = {
    title,
    subtitle: "One letter per bidder: send each bidder only its own letter.",
    basis,
    sections: chosen.map((bidder) => letter(bidder, reading, type, improvements)),
  };
  return {
    draft,
    summary: `Drafted ${chosen.length} ${type.toLowerCase()} feedback letter${chosen.length === 1 ? "" : "s"} for the ${CATEGORY_WORDS[category]} bidder${chosen.length === 1 ? "" : "s"}: ${chosen.map((bidder) => bidder.name).join(", ")}.`,
    metrics,
    tables: [table],
    notices,
  };
}

export const feedbackEngine = draftingEngine(composeFeedback, { evaluationRecord: true });
