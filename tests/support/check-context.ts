/**
 * Runs one review check on a document, as the engine would inside a solicitation review (no framework rules,
 * no estimate): for tests of a single check. `tender` builds an attached document from page texts.
 */
import type { ReviewCheck, ReviewContext } from "@/lib/results/review-types";
import type { AttachedDocument, Finding } from "@/lib/results/types";
import type { FrameworkRule } from "@/lib/frameworks/rules";

export const tender = (...pages: string[]): AttachedDocument => ({
  fileId: "t",
  groupId: "method-document",
  name: "Tender.pdf",
  size: 1,
  units: pages.map((text, index) => ({ label: `page ${index + 1}`, text })),
});

export function runCheck(
  check: ReviewCheck,
  document: AttachedDocument,
  activity: { category?: string; entity?: string } = {},
  rules: readonly FrameworkRule[] = [],
): Finding[] {
  const context = {
    input: {
      serviceId: "compliance-solicitation",
      activity: {
        id: "",
        entity: activity.entity ?? "",
        procurement_category: activity.category ?? "Goods",
        procurement_method: "Open Tender",
        currency: "KES",
        estimatedValue: null,
        issue_date: "",
        bidDueDate: "",
      },
      moduleInputs: {},
      documents: [document],
      framework: null,
    },
    subject: [document],
    documentsIn: () => [document],
    rules,
  } satisfies ReviewContext;
  const result = check.run(context);
  return result === null ? [] : Array.isArray(result) ? [...result] : [result as Finding];
}
