/**
 * Bidder Debrief Drafts (bidder_debrief_drafts): a written debrief and talking points for every unsuccessful
 * and disqualified bidder the evaluation report names (bidder-results.ts), answering the enquiry focus (or the
 * officer's own question): why the bid lost, quoted from the report with file and page, its scores and prices,
 * the winner's name and contract price; then the framework's rules on notification, debriefing, standstill and
 * the right to complain (verified rules cited; an unverified one only flagged to confirm), and what the
 * debrief must not disclose.
 */
import {
  assumption,
  cited,
  fromInput,
  fromTemplate,
  type Draft,
  type DraftParagraph,
  type DraftSection,
} from "@/lib/results/draft";
import type { ToolRunContext } from "@/lib/results/types";
import { citeRule, documentNames } from "@/lib/reading/evidence";
import { FRAMEWORK_RULES, verifiedRules, type FrameworkRule } from "@/lib/frameworks/rules";
import { sentencesOf } from "@/lib/reading/sentences";
import {
  awardParagraphs,
  bidderId,
  compliancePart,
  nothingReadSection,
  pricePart,
  quoted,
  technicalPart,
  type Part,
} from "./bidder-letters";
import {
  citedSentence,
  namesOthers,
  readEvaluation,
  type BidderResult,
  type EvaluationReading,
} from "./bidder-results";
import { draftingEngine, type Composed } from "./engine";
import { lettersFromRecord } from "./record-letters";

const CUSTOM = "Custom Query";
const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** The rules a debrief states, in the order a bidder meets them. */
const RULE_KINDS: readonly { kind: string; matches: (rule: FrameworkRule) => boolean }[] = [
  { kind: "notification", matches: (rule) => /notification/i.test(`${rule.id} ${rule.title}`) },
  { kind: "debriefing", matches: (rule) => /debrief/i.test(`${rule.id} ${rule.title}`) },
  { kind: "standstill", matches: (rule) => rule.topic === "standstill" },
  {
    kind: "complaint",
    matches: (rule) => /complain|request-for-review|review-window|remed/i.test(`${rule.id} ${rule.title}`),
  },
];

/** The framework's rules on notification, debriefing, standstill and complaints: verified ones cited. */
export function rulesSection(rulesCode: string | undefined): { section: DraftSection; cited: number } {
  const paragraphs: DraftParagraph[] = [];
  let count = 0;
  if (rulesCode) {
    const verified = verifiedRules(rulesCode);
    const unverified = FRAMEWORK_RULES.filter((rule) => rule.framework_code === rulesCode && !rule.verified);
    for (const { kind, matches } of RULE_KINDS) {
      const rules = verified.filter(matches);
      for (const rule of rules) {
        const citation = citeRule(rule);
        if (!citation) continue;
        paragraphs.push(cited(`${rule.title}. ${rule.rule}`, "rule", citation));
        count++;
      }
      if (!rules.length)
        for (const rule of unverified.filter(matches))
          paragraphs.push(
            assumption(
              `${rule.title}: this rule is not verified in the rule library. Confirm the ${kind} period against the official text before stating it.`,
            ),
          );
    }
  }
  if (!count)
    paragraphs.push(
      assumption(
        "No verified rule on notification, debriefing, standstill or complaints was found for the selected framework: state the periods from the applicable law or the tender document.",
      ),
    );
  return {
    section: { id: "rules", heading: "Debriefing, standstill and the right to complain", paragraphs },
    cited: count,
  };
}

const NOT_DISCLOSED: readonly string[] = [
  "Other bidders' prices, scores, rankings and technical proposals, except the successful bidder's name and contract price, which are published with the award.",
  "Any information a bidder marked as confidential, trade secrets and commercial information of other bidders.",
  "The evaluation committee's internal deliberations and the individual scores of its members.",
  "Anything that would harm fair competition in this or a future procurement, or is not yet public while the standstill runs.",
];

function nonDisclosureSection(): DraftSection {
  return {
    id: "not-disclosed",
    heading: "What the debrief must not disclose",
    paragraphs: NOT_DISCLOSED.map((line) => fromTemplate(line)),
  };
}

/** Words of a question worth looking for in the report (4+ letters, not the common ones). */
const COMMON = new Set(
  "what which when where why how does did were was have has with from that this your our their about bid bids tender tenders bidder price".split(
    " ",
  ),
);
const keywords = (question: string) =>
  [...new Set(question.toLowerCase().match(/[a-z]{4,}/g) ?? [])].filter((word) => !COMMON.has(word));

/** Sentences of the report on the question (most keywords first), naming no bidder but this one or the winner. */
function relevantPassages(
  words: readonly string[],
  bidder: BidderResult,
  reading: EvaluationReading,
  limit = 3,
): DraftParagraph[] {
  if (!words.length) return [];
  return sentencesOf(reading.documents)
    .map((sentence) => ({
      sentence,
      hits: words.filter((word) => new RegExp(`\\b${word}`, "i").test(sentence.text)).length,
    }))
    .filter((entry) => entry.hits > 0 && !namesOthers(entry.sentence.text, bidder.name, reading))
    .sort((a, b) => b.hits - a.hits)
    .slice(0, limit)
    .flatMap((entry) => quoted(citedSentence(entry.sentence), bidder, reading, "The report says:"));
}

const DATE =
  /\b\d{1,2}(?:st|nd|rd|th)?\s+(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{4}\b/i;

/** What answers the enquiry focus for one bidder. */
function focusPart(focus: string, question: string, bidder: BidderResult, reading: EvaluationReading): Part {
  switch (focus) {
    case "Eligibility":
      return compliancePart(bidder, reading);
    case "Technical responsiveness":
      return technicalPart(bidder, reading);
    case "Financial evaluation":
      return pricePart(bidder, reading);
    case "Clarifications":
    case "Negotiations": {
      const word = focus === "Clarifications" ? "clarif" : "negotiat";
      const found = relevantPassages([word], bidder, reading);
      return {
        paragraphs: found.length
          ? found
          : [fromTemplate(`The evaluation report records no ${focus.toLowerCase()} with your firm.`)],
      };
    }
    case "Award rationale": {
      const recommendation = reading.winner
        ? quoted(reading.winner.recommendation, bidder, reading, "The committee's recommendation reads:")
        : [];
      return {
        paragraphs: [...recommendation, ...pricePart(bidder, reading).paragraphs],
      };
    }
    case "Timelines": {
      const dated = sentencesOf(reading.documents)
        .filter((sentence) => DATE.test(sentence.text) && !namesOthers(sentence.text, bidder.name, reading))
        .slice(0, 3)
        .flatMap((sentence) => quoted(citedSentence(sentence), bidder, reading));
      return {
        paragraphs: [
          ...dated,
          fromTemplate("The periods for debriefing, the standstill and a complaint are set out below."),
        ],
      };
    }
    default: {
      const found = relevantPassages(keywords(question), bidder, reading);
      return {
        paragraphs: found.length
          ? found
          : [
              fromTemplate(
                "The evaluation report says nothing more on this question than the reasons below.",
              ),
            ],
      };
    }
  }
}

/** Why the bid did not win, as short points (the reasons quoted where the report gives them). */
function reasonsPart(bidder: BidderResult, reading: EvaluationReading): Part {
  if (bidder.category === "disqualified") return compliancePart(bidder, reading);
  const paragraphs: DraftParagraph[] = [];
  const technical = technicalPart(bidder, reading);
  if (bidder.scores) paragraphs.push(...technical.paragraphs);
  const price = pricePart(bidder, reading).paragraphs.filter((paragraph) =>
    /ranked|above the winning|corrected/.test(paragraph.text),
  );
  paragraphs.push(...price);
  if (!paragraphs.length)
    paragraphs.push(
      fromTemplate("The report gives no rank, score or price for your bid that explains the result."),
    );
  return { paragraphs, ...(bidder.scores ? { tables: technical.tables } : {}) };
}

function talkingPoints(bidder: BidderResult, reading: EvaluationReading, focus: string): DraftParagraph[] {
  const points: string[] = [];
  points.push(`Thank ${bidder.name} for bidding and for asking for a debrief.`);
  if (bidder.category === "disqualified")
    points.push(
      bidder.reason
        ? `Its bid was found non-responsive: ${bidder.reason}. Show the page of the report that says so.`
        : "Its bid was found non-responsive. Show the page of the report that says so.",
    );
  else {
    if (bidder.rank !== null) points.push(`Its bid ranked ${bidder.rank} after evaluation.`);
    if (bidder.correction !== null)
      points.push("Explain the arithmetic correction of its price, line by line.");
    if (bidder.scores) {
      const weakest = [...bidder.scores.criteria]
        .filter((entry) => entry.maximum !== null)
        .sort((a, b) => b.maximum! - b.score - (a.maximum! - a.score))[0];
      if (weakest)
        points.push(`Its weakest criterion was ${weakest.criterion}: explain what a full score needed.`);
    }
  }
  if (reading.winner)
    points.push(`Name the successful bidder (${reading.winner.name}) and the contract price only.`);
  points.push(
    `Answer the question asked (${focus === CUSTOM ? "its own question" : focus.toLowerCase()}); do not compare it with other named bidders.`,
  );
  points.push("Remind it of the standstill and of its right to complain, with the deadlines below.");
  points.push("Record the debrief: who attended, what was asked and what was answered.");
  return points.map((point) => fromTemplate(point));
}

function debriefSection(
  bidder: BidderResult,
  reading: EvaluationReading,
  focus: string,
  question: string,
): DraftSection {
  const id = bidderId("debrief", bidder.name);
  const asked =
    focus === CUSTOM && question
      ? fromInput(`You asked: "${question}"`)
      : fromTemplate(`You asked about the ${focus.toLowerCase()} of your bid.`);
  const answer = focusPart(focus, question, bidder, reading);
  const reasons = reasonsPart(bidder, reading);
  const subsections: DraftSection[] = [
    {
      id: `${id}-answer`,
      heading: focus === CUSTOM ? "Your question" : focus,
      paragraphs: [asked, ...answer.paragraphs],
      ...(answer.tables ? { tables: answer.tables } : {}),
    },
  ];
  // The reasons are shown once: not again when the focus already gave them.
  const repeats =
    (bidder.category === "disqualified" && focus === "Eligibility") ||
    (bidder.category !== "disqualified" && ["Financial evaluation", "Award rationale"].includes(focus));
  if (!repeats)
    subsections.push({
      id: `${id}-reasons`,
      heading: "Why your bid was not successful",
      paragraphs: reasons.paragraphs,
      ...(reasons.tables && focus !== "Technical responsiveness" ? { tables: reasons.tables } : {}),
    });
  subsections.push({
    id: `${id}-points`,
    heading: "Talking points",
    paragraphs: talkingPoints(bidder, reading, focus),
  });
  return {
    id,
    heading: `Debrief for ${bidder.name}`,
    paragraphs: [
      fromTemplate(`Dear ${bidder.name},`),
      fromTemplate(
        "Thank you for your request for a debriefing. This letter explains the evaluation of your bid.",
      ),
      ...awardParagraphs(bidder, reading),
    ],
    subsections,
  };
}

export function composeDebrief(context: ToolRunContext): Composed {
  const fromRecord = lettersFromRecord(context);
  if (fromRecord) return fromRecord;
  const focus = text(context.values.enquiry_focus) || "Award rationale";
  const question = text(context.values.custom_query);
  const report = context.documents;
  const rules = rulesSection(context.framework?.rulesCode);
  const title = `Bidder debrief — ${focus === CUSTOM ? "custom question" : focus}`;
  const framework = context.framework?.label ?? "no framework selected";
  const basis = report.length
    ? `Based on ${documentNames(report)} and the rules of ${framework}: each debrief shows only that bidder's own results and the published award.`
    : `No evaluation report was attached; rules of ${framework}.`;
  const closing = [rules.section, nonDisclosureSection()];
  const metricsBase = [{ id: "rules", label: "Rules cited", value: String(rules.cited) }];

  const empty = (reason: string, notice: string): Composed => ({
    draft: { title, basis, sections: [nothingReadSection(reason), ...closing] },
    summary: `${reason} No debrief drafted.`,
    metrics: metricsBase,
    notices: [notice],
  });
  if (!report.length)
    return empty(
      "No evaluation report was attached, so no bidder or result could be read.",
      "Attach the evaluation report: the debriefs are written from it.",
    );
  const reading = readEvaluation(report);
  if (!reading.read)
    return empty(
      `No bidder could be read from ${documentNames(report)}.`,
      `No bidder could be read from ${documentNames(report)}: check that it is a text document naming the bidders.`,
    );
  const chosen = reading.bidders.filter((bidder) => bidder.category !== "successful");
  const table = {
    id: "bidders",
    title: "Bidders read from the report",
    columns: ["Bidder", "Category", "Rank", "Debrief drafted"],
    rows: reading.bidders.map((bidder) => [
      bidder.name,
      bidder.category,
      bidder.rank === null ? "—" : String(bidder.rank),
      bidder.category === "successful" ? "No" : "Yes",
    ]),
  };
  const metrics = [
    { id: "bidders", label: "Bidders read", value: String(reading.bidders.length) },
    { id: "debriefs", label: "Debriefs drafted", value: String(chosen.length) },
    ...metricsBase,
  ];
  const notices: string[] = [];
  if (!reading.winner)
    notices.push(
      "The report's recommendation for award could not be read: the debriefs do not name the winner.",
    );
  if (!rules.cited)
    notices.push(
      "No verified rule on debriefing, standstill or complaints for this framework: state the periods to confirm.",
    );
  if (!chosen.length) {
    const reason = "The report names no unsuccessful or disqualified bidder.";
    return {
      draft: {
        title,
        basis,
        sections: [
          { id: "no-bidder", heading: "No bidder to debrief", paragraphs: [fromTemplate(reason)] },
          ...closing,
        ],
      },
      summary: `${reason} No debrief drafted.`,
      metrics,
      tables: [table],
      notices: [reason, ...notices],
    };
  }
  const draft: Draft = {
    title,
    subtitle: "One debrief per bidder: give each bidder only its own debrief.",
    basis,
    sections: [...chosen.map((bidder) => debriefSection(bidder, reading, focus, question)), ...closing],
  };
  return {
    draft,
    summary: `Drafted ${chosen.length} debrief${chosen.length === 1 ? "" : "s"} (${focus}) for ${chosen.map((bidder) => `${bidder.name} (${bidder.category})`).join(", ")}, with ${rules.cited} cited rule${rules.cited === 1 ? "" : "s"}.`,
    metrics,
    tables: [table],
    notices,
  };
}

export const debriefEngine = draftingEngine(composeDebrief, { evaluationRecord: true });
