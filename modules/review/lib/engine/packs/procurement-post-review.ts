/**
 * procurement_post_review (hub tool 'Procurement Post-Review / Audit'): a completed procurement file ("subject")
 * reviewed the way a post-review or audit would, with the procurement plan and rules as references ("refs").
 * The file's documents are told apart by what they contain (or their names): the solicitation's checks run on
 * the solicitation, the evaluation checks on the evaluation report with the minutes of opening, and the
 * method, timeline and record-keeping checks on the whole file. Records are found by their titles (see
 * post-review-records.ts); the standstill is checked twice: the period the file states (timeline-checks.ts) and
 * the dates it shows, notification against contract signing (standstill-dates.ts).
 */
import type { AttachedDocument } from "@/lib/results/types";
import { documentCheck, sectionCheck } from "@/modules/review/lib/engine/checks";
import type { ReviewContext, RulePack } from "@/lib/results/review-types";
import { SOLICITATION_SECTIONS } from "./compliance-solicitation";
import { arithmeticCheck } from "./evaluation-arithmetic";
import { biddersAccountedCheck, recommendedBidderCheck, type EvaluationSources } from "./evaluation-bidders";
import { criteriaCheck } from "./evaluation-criteria";
import { COVERED_BY_EVALUATION_CHECKS, evaluationRecordCheck } from "./evaluation-record";
import { abnormallyLowCheck } from "./evaluation-prices";
import { methodRulesCheck, methodThresholdCheck } from "./method-checks";
import { within } from "./pack-helpers";
import {
  EVALUATION_MARKERS,
  OPENING_MARKERS,
  recordChecks,
  SOLICITATION_MARKERS,
} from "./post-review-records";
import { bidSecurityCheck, bidValidityCheck, submissionCheck } from "./solicitation-terms";
import { standstillDatesCheck } from "./standstill-dates";
import { bidPeriodCheck, standstillCheck } from "./timeline-checks";

export const POST_REVIEW_SUBJECT_GROUP = "subject";
export const POST_REVIEW_REFERENCE_GROUP = "refs";

export type FileRole = "solicitation" | "evaluation" | "opening";

/** What a document's name says it is (checked before its text, which may quote the others). */
const NAME_ROLES: Readonly<Record<FileRole, RegExp>> = {
  solicitation:
    /\b(?:rfb|rfq|rfp|itb|itt|solicitation|tender[\s_-]*document|bidding[\s_-]*document|bid[\s_-]*document)\b/i,
  evaluation: /evaluation|\bber\b/i,
  opening: /opening/i,
};
const TEXT_ROLES: Readonly<Record<FileRole, RegExp>> = {
  solicitation: SOLICITATION_MARKERS,
  evaluation: EVALUATION_MARKERS,
  opening: OPENING_MARKERS,
};

/**
 * The roles of a document: by its name when the name says; else by its text (a combined file can have several).
 */
export function rolesOf(document: AttachedDocument): FileRole[] {
  const roles = Object.keys(NAME_ROLES) as FileRole[];
  const byName = roles.filter((role) => NAME_ROLES[role].test(document.name.replace(/[_-]+/g, " ")));
  if (byName.length) return byName;
  const text = document.units.map((unit) => unit.text).join("\n");
  return roles.filter((role) => TEXT_ROLES[role].test(text));
}

const inRole = (role: FileRole, documents: readonly AttachedDocument[]) =>
  documents.filter((document) => rolesOf(document).includes(role));
const file = (context: ReviewContext) => context.documentsIn(POST_REVIEW_SUBJECT_GROUP);

export const POST_REVIEW_SOURCES: EvaluationSources = {
  report: (context) => inRole("evaluation", file(context)),
  solicitation: (context) =>
    inRole("solicitation", [...file(context), ...context.documentsIn(POST_REVIEW_REFERENCE_GROUP)]),
  opening: (context) => inRole("opening", file(context)),
};

const onSolicitation = (context: ReviewContext) => POST_REVIEW_SOURCES.solicitation(context);
const evaluationSection = SOLICITATION_SECTIONS.find((section) => section.id === "section-evaluation")!;

export const procurementPostReviewPack: RulePack = {
  serviceId: "procurement_post_review",
  title: "Procurement Post-Review / Audit",
  subjectGroups: [POST_REVIEW_SUBJECT_GROUP],
  checks: [
    documentCheck("procurement-file", "procurement file"),
    ...recordChecks,
    methodRulesCheck,
    methodThresholdCheck,
    // The hub's form has no date fields: without dates the bid period is reported as not checked.
    bidPeriodCheck("info"),
    within(sectionCheck(evaluationSection), onSolicitation),
    within(bidValidityCheck, onSolicitation),
    within(submissionCheck, onSolicitation),
    within(bidSecurityCheck, onSolicitation),
    biddersAccountedCheck(POST_REVIEW_SOURCES),
    criteriaCheck(POST_REVIEW_SOURCES),
    arithmeticCheck(POST_REVIEW_SOURCES),
    recommendedBidderCheck(POST_REVIEW_SOURCES),
    abnormallyLowCheck(POST_REVIEW_SOURCES),
    evaluationRecordCheck(
      (context) => [...POST_REVIEW_SOURCES.report(context), ...POST_REVIEW_SOURCES.opening(context)],
      COVERED_BY_EVALUATION_CHECKS,
    ),
    standstillCheck,
    standstillDatesCheck,
  ],
};
