/**
 * Parts every letter to a bidder shares: the header, the framework's periods (standstill, debriefing, review)
 * stated from verified rules with their citations and dates, and the signature. A period no verified rule
 * gives is left for the officer to confirm, never stated as if it were the law.
 */
import type { FrameworkRule } from "@/lib/frameworks/rules";
import type { EvaluationRecord, RecordBidder, RecordVersionRef } from "../record/record";
import {
  isKenyan,
  unverifiedMention,
  unverifiedRule,
  verifiedRule,
  type Framework,
  type VerifiedRule,
} from "../checks/framework";
import { contractPrice, recommendedBidder } from "../checks/figures";
import { assumption, fromInput, fromRule, fromTemplate, type DraftParagraph } from "./draft";

export type LetterOptions = {
  framework: Framework;
  entity?: string;
  tenderRef?: string;
  tenderTitle?: string;
  /** The date the letter is sent: the standstill and the review window run from it. */
  date?: Date;
  officer?: string;
};

const MONTHS = "January February March April May June July August September October November December".split(
  " ",
);

/** "2 June 2025" (UTC: a date, not a moment). */
export const showDate = (date: Date): string =>
  `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;

export const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * 86_400_000);

/** The tender as the letter names it: "Tender No. X: Title", what is known of it. */
export function tenderName(options: LetterOptions): string | null {
  const parts = [
    options.tenderRef?.trim() ? `Tender No. ${options.tenderRef.trim()}` : "",
    options.tenderTitle?.trim() ?? "",
  ];
  const name = parts.filter(Boolean).join(": ");
  return name || null;
}

/** Date, addressee, tender and subject lines. */
export function header(bidder: RecordBidder, subject: string, options: LetterOptions): DraftParagraph[] {
  const tender = tenderName(options);
  return [
    options.date
      ? fromInput(`Date: ${showDate(options.date)}`)
      : assumption("Date: [the date this letter is sent; the periods below run from it]"),
    fromTemplate(`To: ${bidder.name}`),
    tender ? fromInput(`Tender: ${tender}`) : assumption("Tender: [tender number and title]"),
    fromTemplate(`Subject: ${subject}`),
  ];
}

export function signature(options: LetterOptions): DraftParagraph[] {
  const entity = options.entity?.trim();
  return [
    fromTemplate("Yours faithfully,"),
    options.officer?.trim() ? fromInput(options.officer.trim()) : assumption("[Name and signature]"),
    entity ? fromInput(`Accounting Officer, ${entity}`) : assumption("[Title], [procuring entity]"),
  ];
}

/** Kenya's notice is a Notification of Intention to Enter into a Contract (s. 87); elsewhere, to award. */
export const noticeName = (framework: Framework): string =>
  isKenyan(framework)
    ? "Notification of Intention to Enter into a Contract"
    : "Notification of Intention to Award";

/** The successful bidder and the price a notice states: the lawful contract price under the framework. */
export function award(record: EvaluationRecord, framework: Framework) {
  const winner = recommendedBidder(record);
  const price = winner ? (contractPrice(winner, framework) ?? record.recommendation?.price ?? null) : null;
  return { winner, price };
}

/** A numeric period of a verified rule counted in (calendar) days, else null. */
function daysOf(found: VerifiedRule | null): number | null {
  const value = found?.rule.value;
  const unit = found?.rule.unit;
  return typeof value === "number" && (unit === "days" || unit === "calendar_days") ? value : null;
}

const until = (options: LetterOptions, days: number) =>
  options.date ? `, that is until ${showDate(addDays(options.date, days))}` : "";

/** The first verified rule among ids, else the first unverified one as a lead. */
function ruleOf(framework: Framework, ids: readonly string[]) {
  for (const id of ids) {
    const found = verifiedRule(framework, id);
    if (found) return { verified: found, lead: null };
  }
  const lead = ids.map((id) => unverifiedRule(framework, id)).find((rule) => rule) ?? null;
  return { verified: null, lead };
}

const toConfirm = (what: string, lead: FrameworkRule | null, framework: Framework) =>
  assumption(
    framework?.rulesCode
      ? `State ${what}: no verified rule of ${framework.label} gives it, so it must be confirmed.${lead ? ` The rule library records: ${unverifiedMention(lead)}.` : ""}`
      : `State ${what} from the applicable rules: no framework is selected.`,
  );

/** The standstill period and its expiry date (every bidder is told it). */
export function standstillParagraphs(
  record: EvaluationRecord,
  framework: Framework,
  options: LetterOptions,
): DraftParagraph[] {
  const { verified, lead } = ruleOf(framework, ["ke-standstill-period", "wb-ipf-standstill-duration"]);
  const days = daysOf(verified);
  // Kenya's standstill does not apply where only one tender was submitted (s. 135(3), as the rule records).
  if (verified && record.bidders.length === 1 && verified.rule.id === "ke-standstill-period")
    return [
      fromRule("No standstill period applies, since only one tender was submitted.", verified.citation),
    ];
  if (verified && days !== null) {
    const expiry = options.date
      ? ` The standstill period expires on ${showDate(addDays(options.date, days))}.`
      : "";
    const paragraphs = [
      fromRule(
        `The contract will not be signed before the standstill period of ${days} days from the date of this notification has ended.${expiry}`,
        verified.citation,
      ),
    ];
    if (!options.date)
      paragraphs.push(
        assumption(
          "State the expiry date of the standstill period (the date of this letter plus the period).",
        ),
      );
    return paragraphs;
  }
  const exists = verifiedRule(framework, "wb-ipf-standstill-exists");
  return [
    ...(exists
      ? [
          fromRule(
            "A standstill period applies before the contract is awarded, so that bidders can raise concerns.",
            exists.citation,
          ),
        ]
      : []),
    toConfirm("the standstill period and its expiry date", lead, framework),
  ];
}

/** How to request a debriefing and to complain, within the verified periods (unsuccessful bidders). */
export function remedyParagraphs(framework: Framework, options: LetterOptions): DraftParagraph[] {
  const paragraphs: DraftParagraph[] = [];
  const debrief = ruleOf(framework, ["ke-debriefing", "wb-ipf-debriefing"]);
  const debriefDays = daysOf(debrief.verified);
  if (debrief.verified && debriefDays !== null)
    paragraphs.push(
      fromRule(
        `You may request a debriefing on the evaluation of your tender, in writing. We will provide it within ${debriefDays} days of receiving your request.`,
        debrief.verified.citation,
      ),
    );
  else paragraphs.push(toConfirm("how and by when a debriefing may be requested", debrief.lead, framework));
  const review = ruleOf(framework, ["ke-request-for-review-window", "wb-ipf-complaint-deadlines"]);
  const reviewDays = daysOf(review.verified);
  if (review.verified && reviewDays !== null) {
    const board = isKenyan(framework) ? " to the Public Procurement Administrative Review Board" : "";
    paragraphs.push(
      fromRule(
        `If you consider that this decision breaches the Act or the Regulations, you may apply for administrative review${board} within ${reviewDays} days of this notification${until(options, reviewDays)}.`,
        review.verified.citation,
      ),
    );
  } else paragraphs.push(toConfirm("how and by when a complaint may be made", review.lead, framework));
  return paragraphs;
}

/** "Evaluation record v3, confirmed by … on …" (what the drafts say they used). */
export function recordBasis(version: RecordVersionRef | undefined, readFrom?: string): string {
  // A record read from the report for this draft, which no member has confirmed yet.
  if (!version && readFrom) return `evaluation record read from ${readFrom} (not yet confirmed)`;
  if (!version) return "confirmed evaluation record (version not stated)";
  const by = version.confirmedBy ? ` by ${version.confirmedBy}` : "";
  return `evaluation record v${version.version}, confirmed${by} on ${version.confirmedAt.slice(0, 10)}`;
}
