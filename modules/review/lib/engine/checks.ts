/**
 * Builders for the checks packs share, so a new check is a few lines of data:
 * - documentCheck: the pack's subject document is attached;
 * - sectionCheck: a required section/clause is present in the subject (pass with where it was found, else fail);
 * - finding: a Finding with the check's id and title filled in.
 */
import { sectionAliases, sectionNameIn } from "@/lib/frameworks/sections";
import type { Finding, FindingSeverity, FindingStatus } from "@/lib/results/types";
import { findSection, tocPagesNaming } from "@/lib/reading";
import {
  citeDocument,
  documentNames,
  evidenceText,
  findInDocuments,
  type Pattern,
} from "@/lib/reading/evidence";
import type { ReviewCheck, ReviewContext } from "@/lib/results/review-types";

export function finding(
  check: Pick<ReviewCheck, "id" | "title">,
  status: FindingStatus,
  severity: FindingSeverity,
  parts: {
    evidence?: string;
    citation?: string;
    recommendation?: string;
    title?: string;
    id?: string;
    fact?: string;
  } = {},
): Finding {
  const result: Finding = {
    id: parts.id ?? check.id,
    title: parts.title ?? check.title,
    status,
    severity: status === "pass" ? "info" : severity,
    evidence: parts.evidence ?? "",
    citation: parts.citation ?? "",
    recommendation: parts.recommendation ?? "",
  };
  if (parts.fact) result.fact = parts.fact;
  return result;
}

/**
 * A check that could not run: nothing to screen, no table read, no list attached. It is never a pass. A key check
 * (the review means nothing without it) withholds the review's score; the recommendation says what to attach.
 */
export function insufficientData(
  check: Pick<ReviewCheck, "id" | "title">,
  parts: {
    evidence: string;
    recommendation: string;
    key?: boolean;
    title?: string;
    id?: string;
    fact?: string;
  },
): Finding {
  const { key, ...rest } = parts;
  return finding(check, "insufficient", key ? "high" : "low", rest);
}

/**
 * The pack's subject document is attached. Without it the section checks stay silent (nothing to read) and this
 * is a key check without data: the review shows no score and says what to attach.
 */
export function documentCheck(id: string, documentLabel: string): ReviewCheck {
  const check: ReviewCheck = {
    id,
    title: `${documentLabel} attached`,
    run: ({ subject }) =>
      subject.length
        ? finding(check, "pass", "info", { evidence: `Reviewed: ${documentNames(subject)}.` })
        : insufficientData(check, {
            evidence: `No ${documentLabel} was attached.`,
            recommendation: `Attach the ${documentLabel} and run the review again.`,
            key: true,
          }),
  };
  return check;
}

export type SectionSpec = {
  id: string;
  /** What must be present, e.g. "Instructions to Bidders". */
  name: string;
  /** Phrases that mark it in the text (for a spec without `section`: a mention in the body is enough). */
  patterns?: Pattern;
  /**
   * The section's id in lib/frameworks/sections: it is found by its heading, under any of its names (the
   * framework family's first), or by a numbered clause titled with one; never by a line of the table of contents
   * or a mention in passing.
   */
  section?: string;
  severity?: FindingSeverity;
  /** What to do when it is missing (a default names the section). */
  recommendation?: string;
};

/** "Appendix to Instructions to Tenderers (Bid Data Sheet)" under Kenya's framework; the spec's name otherwise. */
function displayName(spec: SectionSpec, rulesCode: string | undefined): string {
  const own = spec.section ? sectionNameIn(spec.section, rulesCode) : null;
  return own && own.toLowerCase() !== spec.name.toLowerCase() ? `${own} (${spec.name})` : spec.name;
}

function structuralFinding(check: ReviewCheck, spec: SectionSpec, noun: string, context: ReviewContext) {
  const { subject } = context;
  const rulesCode = context.input.framework?.rulesCode;
  const names = sectionAliases(spec.section ?? "", rulesCode);
  const found = findSection(subject, spec.section ?? "", names);
  if (found) {
    const { document, block } = found;
    const clause = found.by === "clause" ? block.clause : undefined;
    return finding(check, "pass", "info", {
      evidence: evidenceText({ quote: found.title, document: document.name, page: block.page, clause }),
      citation: citeDocument(document.name, block.page, clause),
    });
  }
  const listed = subject.flatMap((document) =>
    tocPagesNaming(document, names).map((page) => `${document.name}, ${page}`),
  );
  const name = displayName(spec, rulesCode);
  return finding(check, "fail", spec.severity ?? "high", {
    evidence: `Not found in ${documentNames(subject)}${
      listed.length ? `: only listed in the table of contents (${listed.join("; ")})` : ""
    }.`,
    recommendation: spec.recommendation ?? `Add the ${name} ${noun.toLowerCase()} to the document.`,
  });
}

/** A required section: pass quoting where it was found, fail naming the documents searched. */
export function sectionCheck(spec: SectionSpec, noun = "Section"): ReviewCheck {
  const check: ReviewCheck = {
    id: spec.id,
    title: `${noun}: ${spec.name}`,
    run: (context) => {
      const { subject } = context;
      if (!subject.length) return null;
      if (spec.section) return structuralFinding(check, spec, noun, context);
      const match = spec.patterns ? findInDocuments(subject, spec.patterns) : null;
      if (match)
        return finding(check, "pass", "info", {
          evidence: evidenceText(match),
          citation: citeDocument(match.document, match.page, match.clause),
        });
      return finding(check, "fail", spec.severity ?? "high", {
        evidence: `Not found in ${documentNames(subject)}.`,
        recommendation: spec.recommendation ?? `Add the ${spec.name} ${noun.toLowerCase()} to the document.`,
      });
    },
  };
  return check;
}
