/**
 * Check builders the approval, evaluation and post-review packs share (next to
 * modules/review/lib/engine/checks.ts, which the packs do not own): a required document slot of the /review
 * form, and a check pointed at other documents.
 */
import type { AttachedDocument, Finding } from "@/lib/results/types";
import { finding, insufficientData } from "@/modules/review/lib/engine/checks";
import { documentNames } from "@/lib/reading/evidence";
import { EXTERNAL_DRAFT_SLOT, slotTitle } from "@/lib/catalogue/review-services";
import type { ReviewCheck, ReviewContext } from "@/lib/results/review-types";

/**
 * A required document slot of the form; '{method}' takes the method. Nothing attached to it is a key check without
 * data: the review shows no score and says what to attach.
 */
export function slotCheck(id: string, groupId: string, label: string): ReviewCheck {
  const check: ReviewCheck = {
    id,
    title: `${label} attached`,
    run(context) {
      const title = `${slotTitle({ title: label }, context.input.activity.procurement_method)} attached`;
      const documents = context.documentsIn(groupId);
      if (documents.length)
        return finding(check, "pass", "info", { title, evidence: `Reviewed: ${documentNames(documents)}.` });
      const name = slotTitle({ title: label }, context.input.activity.procurement_method);
      // Nothing to read: the review cannot be scored without it (see insufficientData).
      return insufficientData(check, {
        title,
        evidence: `No ${name} was attached.`,
        recommendation: `Attach the ${name} and run the review again.`,
        key: true,
      });
    },
  };
  return check;
}

/** A check run on other documents than the pack's subject (e.g. a solicitation check on the file's solicitation). */
export function within(
  check: ReviewCheck,
  select: (context: ReviewContext) => readonly AttachedDocument[],
): ReviewCheck {
  return {
    ...check,
    run: (context): Finding | readonly Finding[] | null =>
      check.run({ ...context, subject: select(context) }),
  };
}

/** Every attached document of the activity except the memo draft being revised (it is not evidence). */
export const activityDocuments = (context: ReviewContext) =>
  context.input.documents.filter((document) => document.groupId !== EXTERNAL_DRAFT_SLOT);
