/**
 * What follows from the stages read, for the record reader (read-record.ts): the subject of the post-qualification
 * part (the one bidder it names, else the lowest evaluated bid), the pass mark applied where the report gives no
 * verdict of its own, and the later stages of a failed bid marked not evaluated.
 */
import { STAGES, type EvaluationRecord, type RecordBidder } from "../record/record";
import { failedBefore, namedIn, type StageSentence } from "./narrative";

const QUALIFIED =
  /\b(?:found|is|was|be)\s+(?:duly\s+)?qualified\b|\bmeets\s+all\s+the\s+qualification\b|\bqualified\s+to\s+perform\b|\bsatisfied\s+that\b/i;
const DISQUALIFIED =
  /\b(?:not|dis)qualified\b|\bfailed\s+(?:the\s+)?(?:due\s+diligence|post[-\s]?qualification)\b/i;

/**
 * Post-qualification is of one bidder, so its sentences say "the firm was found qualified" without the name: the
 * one bidder the part names is their subject.
 */
export function postQualificationSubject(
  sentences: readonly StageSentence[],
  bidders: readonly RecordBidder[],
): RecordBidder | null {
  const part = sentences.filter((each) => each.stage === "postQualification");
  if (!part.length) return null;
  const named = new Set(part.flatMap((each) => namedIn(each.text, bidders)));
  let subjects = [...named].filter((bidder) => bidder.stages.postQualification.outcome !== "not-evaluated");
  // A part naming nobody ("the firm was found qualified") is about the lowest evaluated bid.
  if (!named.size) subjects = bidders.filter((bidder) => bidder.rank === 1);
  const subject = subjects.length === 1 ? subjects[0]! : null;
  if (!subject || subject.stages.postQualification.outcome !== null) return subject;
  const verdict =
    part.find((each) => DISQUALIFIED.test(each.text)) ?? part.findLast((each) => QUALIFIED.test(each.text));
  if (verdict) {
    subject.stages.postQualification.outcome = DISQUALIFIED.test(verdict.text) ? "failed" : "passed";
    subject.stages.postQualification.reason = verdict.cited;
  }
  return subject;
}

/** What follows from the stages read: the pass mark applied where the report gives no verdict, later stages of a failed bid not evaluated. */
export function settle(
  bidder: RecordBidder,
  passMark: EvaluationRecord["passMark"],
  sentences: readonly StageSentence[],
  postQualified: RecordBidder | null,
) {
  const technical = bidder.stages.technical;
  if (technical.outcome === null && technical.score !== null && passMark) {
    technical.outcome = technical.score >= passMark.value ? "passed" : "failed";
    technical.reason ??= passMark.cited && {
      ...passMark.cited,
      text: `Technical score ${technical.score} against the pass mark of ${passMark.value}${passMark.percent ? "%" : " marks"}: ${passMark.cited.text}`,
    };
  }
  for (const stage of STAGES)
    if (bidder.stages[stage].outcome === null && failedBefore(bidder, stage))
      bidder.stages[stage].outcome = "not-evaluated";
  // Post-qualification of the lowest evaluated bid only: the others were not post-qualified.
  if (
    postQualified &&
    bidder !== postQualified &&
    bidder.stages.postQualification.outcome === null &&
    !sentences.some((each) => each.stage === "postQualification" && namedIn(each.text, [bidder]).length)
  )
    bidder.stages.postQualification.outcome = "not-evaluated";
}
