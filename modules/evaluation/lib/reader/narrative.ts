/**
 * Stage results written as sentences, the way committees write them when they do not tabulate:
 *   "M/s Tyremart Ltd was found non-responsive for failure to attach a tender-securing declaration."
 *   "The other three tenderers were found substantially responsive and proceeded to technical evaluation."
 *   "M/s Western Highway Contractors scored 68 marks, below the pass mark of 75, and was not evaluated further."
 *   "Both tenders were non-responsive."
 * A sentence belongs to the stage of the part it is in (stages.ts). Its outcome applies to the bidders it names
 * or, for "the other/remaining/all … tenderers", to every bidder the stage has not decided yet.
 */
import { splitSentences } from "@/lib/reading/sentences";
import type { Cited, RecordBidder, Stage } from "../record/record";
import { mentionPattern, numberedIn } from "./names";
import type { Slice } from "./stages";

export const FAIL_CUE =
  /\bnon[-\s]?responsive\b|\bnot\s+(?:substantially\s+)?responsive\b|\bdisqualified\b|\bfail(?:ed|s|ure)?\b|\b(?:did|does|could)\s+not\s+(?:meet|attain|achieve|satisfy|submit|provide|comply|qualify|reach|offer|attach|pass|conform)\b|\bnot\s+qualified\b|\brejected\b|\bnot\s+(?:evaluated|considered|carried)\s+(?:further|forward)\b|\bbelow\s+the\s+(?:pass|cut|minimum|required)\b|\bineligible\b/i;
const PASS_CUE =
  /\b(?:substantially\s+)?responsive\b|\bpassed\b|\bqualified\b|\bcomplied\b|\bmet\s+(?:all|the)\b|\bproceeded\s+to\b|\bqualif(?:ies|y)\s+for\b|\battained\b|\bsatisf(?:ied|actory)\b|\bconfirmed\b|\bcompliant\b|\bmeets\b/i;
/** "the other three tenderers", "the remaining bids", "all (the) tenders", "both bidders". */
const GROUP =
  /\b(?:the\s+)?(?:other|remaining|rest\s+of\s+the|all(?:\s+the)?|both(?:\s+the)?)\s+(?:\w+\s+){0,2}?(?:tenderers|bidders|bids|tenders|firms|proposals|consultants|suppliers)\b|\ball\s+(?:the\s+)?(?:two|three|four|five|six|seven|eight|nine|ten|\(?\d{1,2}\)?)\b|\bboth\s+(?:of\s+them|passed|failed|were)\b/i;
const SCORE =
  /\b(?:scored|score\s+of|attained|obtained|achieved|garnered|got)\s+(?:a\s+(?:total\s+|combined\s+|technical\s+){0,2}(?:score|mark)s?\s+of\s+)?(\d{1,3}(?:\.\d{1,2})?)\s*(%|percent|marks|points|out\s+of)?/i;

const NOT_DONE =
  /\b(?:was|were)\s+not\s+(?:carried\s+out|conducted|done|undertaken|subjected|post[-\s]?qualified|evaluated)\s+(?:on|for|in\s+respect\s+of|to)\b|\bno\s+(?:due\s+diligence|post[-\s]?qualification)\s+(?:was\s+)?(?:carried\s+out\s+)?(?:on|for)\b/i;

const DEFECT =
  /\bexpired\b|\blapsed\b|\binvalid\b|\b(?:did|could)\s+not\s+\w+|\bfail(?:ed|ure)\s+to\b|\bnot\s+(?:signed|attached|submitted|provided|valid|stamped|certified)\b|\bwithout\b|\bmissing\b|\binstead\s+of\b|\bless\s+than\b|\bbelow\s+the\b|\bno\s+evidence\b/i;

const THE_BID = /\b(?:the|its)\s+(?:bid|bidder|tender|tenderer|firm|offer|proposal)\b/i;

/** A sentence about the bid the sentence before named: "The tender was …", "Its bid …", "The firm …". */
const REFERS_BACK =
  /^(?:the|its|this|their|such)\s+(?:\w+\s+)?(?:tender|bid|firm|tenderer|bidder|proposal|company|offer)\b|^(?:it|they)\s+(?:was|were|is|did|had|has|failed|therefore)\b/i;

const withoutTableLines = (text: string) =>
  text
    .split("\n")
    .filter((line) => !line.includes("\t") && !line.includes(" | "))
    .join("\n");

export type StageSentence = { stage: Stage; text: string; cited: Cited };

/** The sentences of the report's stage parts, table rows left out. */
export function stageSentences(slices: readonly Slice[]): StageSentence[] {
  return slices.flatMap((slice) =>
    slice.part === "opening" || slice.part === "recommendation" || slice.part === "general"
      ? []
      : splitSentences(withoutTableLines(slice.text)).map((text) => ({
          stage: slice.part as Stage,
          text,
          cited: { text, document: slice.document, page: slice.page },
        })),
  );
}

/** The bidders a sentence names (an "except"/"other than" clause names those left out of a group). */
export function namedIn(text: string, bidders: readonly RecordBidder[]): RecordBidder[] {
  const byName = bidders.filter((bidder) => mentionPattern(bidder.name).test(text));
  const byNumber = numberedIn(text, bidders).filter((bidder) => !byName.includes(bidder));
  return [...byName, ...byNumber];
}

function scoreAfter(text: string, bidder: RecordBidder): number | null {
  const at = mentionPattern(bidder.name).exec(text);
  const match = SCORE.exec(at ? text.slice(at.index) : text);
  return match ? Number(match[1]) : null;
}

/** Reads the stage sentences into the bidders' stages (a result already read from a table is kept). */
export function readNarrative(sentences: readonly StageSentence[], bidders: readonly RecordBidder[]): void {
  type Previous = { named: RecordBidder[]; stage: Stage; cited: Cited };
  /** A sentence naming one bidder and what was wrong with its bid ("… licence which expired on …"). */
  const defects = new Map<string, Cited>();
  let previous = null as Previous | null;
  for (const sentence of sentences) {
    const { stage, text } = sentence;
    let { cited } = sentence;
    let named = namedIn(text, bidders);
    // "M/s Ikolomani … attached a NEMA licence which expired on … . The tender was therefore determined
    // non-responsive …": the second sentence is about the bidder the first one named, and both are the reason.
    const last = previous;
    if (!named.length && last?.named.length === 1 && last.stage === stage && REFERS_BACK.test(text)) {
      named = last.named;
      cited = { ...cited, text: `${last.cited.text} ${text}` };
    } else if (!named.length && bidders.length === 1 && THE_BID.test(text)) {
      // A single bid: "the bidder", "the bid" is that one bid.
      named = [bidders[0]!];
    }
    previous = { named, stage, cited: sentence.cited };
    if (named.length === 1 && DEFECT.test(text) && !PASS_CUE.test(text.replace(FAIL_CUE, "")))
      defects.set(`${named[0]!.id}:${stage}`, cited);
    if (named.length && NOT_DONE.test(text)) {
      // "Due diligence was not carried out on M/s Lurambi …, whose tender was ranked second."
      for (const bidder of named)
        if (bidder.stages[stage].outcome === null) bidder.stages[stage].outcome = "not-evaluated";
      continue;
    }
    const fails = FAIL_CUE.test(text);
    const passes = PASS_CUE.test(text.replace(FAIL_CUE, ""));
    const except = /\b(?:except|save\s+for|other\s+than|apart\s+from)\b/i.exec(text);
    if (named.length && !(except && GROUP.test(text))) {
      for (const bidder of named) {
        const result = bidder.stages[stage];
        const score = named.length === 1 ? scoreAfter(text, bidder) : null;
        if (score !== null && result.score === null) result.score = score;
        if (fails && failedBefore(bidder, stage)) {
          // "Bids No. 3 and 4 were non-responsive and were not evaluated financially": rejected at an earlier stage.
          if (result.outcome === null) result.outcome = "not-evaluated";
        } else if (fails) {
          // The sentence that fails a bid is its reason, even where a table already marked it "X".
          if (result.outcome !== "passed" || named.length === 1) result.outcome = "failed";
          result.reason = cited;
        } else if (passes && result.outcome === null) {
          result.outcome = "passed";
          result.reason ??= cited;
        }
      }
      continue;
    }
    if (!GROUP.test(text) || (!fails && !passes)) continue;
    const excluded = except ? namedIn(text.slice(except.index), bidders) : [];
    for (const bidder of bidders) {
      const result = bidder.stages[stage];
      if (excluded.includes(bidder) || result.outcome !== null || failedBefore(bidder, stage)) continue;
      // "All bids except X were responsive": the group passes; X's own sentence gives its failure.
      result.outcome = fails && !except ? "failed" : "passed";
      result.reason = cited;
    }
  }
  // What was wrong with a failed bid, in the committee's words, is its reason rather than a "Non-responsive" cell.
  for (const bidder of bidders)
    for (const stage of ORDER) {
      const defect = defects.get(`${bidder.id}:${stage}`);
      const result = bidder.stages[stage];
      if (defect && result.outcome === "failed" && !result.reason?.text.includes(defect.text))
        result.reason = defect;
    }
}

const ORDER: readonly Stage[] = ["preliminary", "technical", "financial", "postQualification"];

export function failedBefore(bidder: RecordBidder, stage: Stage): boolean {
  return ORDER.slice(0, ORDER.indexOf(stage)).some((earlier) => bidder.stages[earlier].outcome === "failed");
}
