/**
 * The memo's sections on the process before opening: the procurement method and its justification (the rules
 * on the method cited where verified; Kenya's threshold schedule is not verified, so the memo says so), and the
 * advertisement and tender period (the minimum period is confirmed against the official text).
 */
import { FRAMEWORK_RULES } from "@/lib/frameworks/rules";
import { unverifiedMention, unverifiedRule, verifiedRule, type Framework } from "../checks/framework";
import { showDate } from "../letters/letter-parts";
import { assumption, fromInput, fromRule, type DraftParagraph, type DraftSection } from "../letters/draft";
import { dateOf, type MemoOptions } from "./memo-options";

/** Rules on when a method may be used, by the words that name it. */
const METHOD_RULES: readonly [RegExp, string][] = [
  [/\bopen\b/i, "ke-open-tendering-preferred"],
  [/\bdirect\b/i, "ke-direct-procurement-conditions"],
  [/\brestricted\b/i, "ke-restricted-tender-conditions"],
  [/quotation|\brfq\b/i, "ke-rfq-low-value-conditions"],
  [/request for bids|\brfb\b/i, "wb-ipf-method-rfb"],
  [/request for proposals|\brfp\b/i, "wb-ipf-method-rfp"],
  [/request for quotations|\brfq\b/i, "wb-ipf-method-rfq"],
];

/** The framework's rules on method thresholds: Kenya's Second Schedule figures are unverified. */
const THRESHOLD_RULES = ["ke-method-thresholds"] as const;

function thresholdParagraphs(framework: Framework): DraftParagraph[] {
  for (const id of THRESHOLD_RULES) {
    const verified = verifiedRule(framework, id);
    if (verified) return [fromRule(`${verified.rule.title}: ${verified.rule.rule}`, verified.citation)];
    const lead = unverifiedRule(framework, id);
    if (lead)
      return [
        assumption(
          `The threshold schedule is not verified in the rule library: ${unverifiedMention(lead)}. Confirm that the value of the procurement is within the threshold for the method against the official text.`,
        ),
      ];
  }
  return [
    assumption(
      "Confirm that the value of the procurement is within the threshold for the method under the applicable rules.",
    ),
  ];
}

export function methodSection(options: MemoOptions): DraftSection {
  const method = options.method?.trim();
  const paragraphs: DraftParagraph[] = [
    method
      ? fromInput(`The procurement method is ${method}.`)
      : assumption("State the procurement method used."),
    options.methodJustification?.trim()
      ? fromInput(`Justification: ${options.methodJustification.trim()}`)
      : assumption("State why this method was used (its justification in the procurement plan)."),
  ];
  if (method)
    for (const [pattern, id] of METHOD_RULES) {
      const rule = pattern.test(method) ? verifiedRule(options.framework, id) : null;
      if (rule) paragraphs.push(fromRule(rule.rule.rule, rule.citation));
    }
  paragraphs.push(...thresholdParagraphs(options.framework));
  return { id: "method", heading: "Procurement method and its justification", paragraphs };
}

const DAY = 86_400_000;

export function advertisementSection(options: MemoOptions): DraftSection {
  const advertised = dateOf(options.advertisedOn);
  const closing = dateOf(options.closingOn);
  const paragraphs: DraftParagraph[] = [];
  if (advertised && closing) {
    // Counted exclusive of the day of the notice (s. 97 in Kenya): 1 to 15 March is 14 days.
    const days = Math.round((closing.getTime() - advertised.getTime()) / DAY);
    paragraphs.push(
      fromInput(
        `The tender was advertised on ${showDate(advertised)} and closed on ${showDate(closing)}: a tender period of ${days} days, not counting the day of the notice.`,
      ),
    );
  } else
    paragraphs.push(
      assumption(
        "State the dates of the advertisement and of the tender closing, and the tender period they give.",
      ),
    );
  const basis = verifiedRule(options.framework, "ke-tender-preparation-time-basis");
  if (basis) paragraphs.push(fromRule(basis.rule.rule, basis.citation));
  const minimum = FRAMEWORK_RULES.find(
    (rule) =>
      rule.framework_code === options.framework?.rulesCode &&
      rule.topic === "bid_period" &&
      /minimum/i.test(rule.title) &&
      !rule.verified,
  );
  paragraphs.push(
    assumption(
      minimum
        ? `Confirm that the period meets the prescribed minimum: ${unverifiedMention(minimum)}.`
        : "Confirm that the period meets the minimum under the applicable rules.",
    ),
  );
  return { id: "advertisement", heading: "Advertisement and tender period", paragraphs };
}
