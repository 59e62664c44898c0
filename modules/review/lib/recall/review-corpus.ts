/**
 * Runs the solicitation review on one tender of a labelled corpus as `npm run eval:tenders` and the corpus test
 * do: the PDF read as an upload is, the review run with the corpus's category and method, its findings tagged
 * with the kinds of defect their checks report and its facts put in the form the scorer reads (match.ts).
 */
import { extractDocument } from "@/lib/documents";
import { toAttachedDocument } from "@/lib/reading/attached-document";
import type { ReviewInput, ReviewResult } from "@/lib/results/review-types";
import type { ToolFramework } from "@/lib/results/types";
import { runReview } from "@/modules/review/lib/engine/engine";
import { RULE_PACKS } from "@/modules/review/lib/engine/packs";
import type { ReadFact, ScoredFinding } from "./match";

/** The facts sheet as the scorer reads it: each fact's status, value and the pages it is stated on. */
export function readFacts(sheets: NonNullable<ReviewResult["facts"]>): ReadFact[] {
  return sheets.flatMap((sheet) =>
    sheet.facts.map((fact) => {
      const read: ReadFact = {
        key: fact.key,
        status: fact.status,
        pages: [...new Set(fact.statements.map((statement) => statement.page))],
      };
      if (fact.value !== undefined) read.value = fact.value;
      return read;
    }),
  );
}

/**
 * The kinds of defect each check reports (items.json's kinds), so a finding meets only items of its kind. Checks
 * not listed here meet any item about their fact and pages.
 */
const KINDS: readonly [RegExp, readonly string[]][] = [
  [
    /^conflict-|^security-validity-margin$|^bid-security$|^eligibility-local-foreign$|^reserved-tender-security$/,
    ["inconsistency"],
  ],
  [/^data-sheet-blanks$|^template-blanks$/, ["blank"]],
  [/^missing-/, ["missing"]],
  [/^site-visit$/, ["missing", "inconsistency"]],
  [/^invitation-date$|^clarification-interval$/, ["dates"]],
  [/^data-sheet-subject$/, ["copied-text"]],
  [/^brand-lock-in$/, ["brand"]],
  [/^qualification/, ["restrictive", "unclear"]],
  [/^formalities/, ["restrictive"]],
  [/^scoring-bands$|^scoring-sums$|^criteria-vague$|^scoring-direction$/, ["unclear"]],
  [/^framework-terms$|^requirement-quantities$|^requirements-undecided$/, ["missing"]],
  [/^rate-weights$|^specification-standard$/, ["unclear"]],
  [/^subject-drift$/, ["copied-text"]],
];

export function withKinds(finding: ScoredFinding): ScoredFinding {
  const kinds = KINDS.find(([pattern]) => pattern.test(finding.id))?.[1];
  return kinds ? { ...finding, kinds } : finding;
}

/** Reviews one corpus tender (framework, category and method as the corpus gives them). */
export async function reviewTender(
  file: string,
  bytes: Uint8Array,
  entry: { category: string; method: string },
  framework: ToolFramework,
) {
  const extracted = await extractDocument(bytes, "pdf");
  const document = toAttachedDocument(
    { fileId: file, groupId: "method-document", name: file, size: bytes.length },
    extracted,
  );
  const input: ReviewInput = {
    serviceId: "compliance-solicitation",
    activity: {
      id: "",
      type: "procurement",
      entity: "",
      procurement_category: entry.category,
      procurement_method: entry.method,
      currency: "KES",
      estimatedValue: "",
      advertDate: "",
      issue_date: "",
      bidDueDate: "",
    } as unknown as ReviewInput["activity"],
    moduleInputs: {},
    documents: [document],
    framework,
  };
  const started = performance.now();
  const result = runReview(input, RULE_PACKS);
  return { result, ms: performance.now() - started, pages: document.units.length };
}
