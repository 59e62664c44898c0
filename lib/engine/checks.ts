/**
 * Builders for the checks packs share, so a new check is a few lines of data:
 * - documentCheck: the pack's subject document is attached;
 * - sectionCheck: a required section/clause is present in the subject (pass with where it was found, else fail);
 * - finding: a Finding with the check's id and title filled in.
 */
import type { Finding, FindingSeverity, FindingStatus } from "./types";
import { citeDocument, documentNames, evidenceText, findInDocuments, type Pattern } from "./evidence";
import type { ReviewCheck } from "./review-types";

export function finding(
  check: Pick<ReviewCheck, "id" | "title">,
  status: FindingStatus,
  severity: FindingSeverity,
  parts: { evidence?: string; citation?: string; recommendation?: string; title?: string; id?: string } = {},
): Finding {
  return {
    id: parts.id ?? check.id,
    title: parts.title ?? check.title,
    status,
    severity: status === "pass" ? "info" : severity,
    evidence: parts.evidence ?? "",
    citation: parts.citation ?? "",
    recommendation: parts.recommendation ?? "",
  };
}

/** Fails when the pack has no subject document (then the section checks stay silent: nothing to read). */
export function documentCheck(id: string, documentLabel: string): ReviewCheck {
  const check: ReviewCheck = {
    id,
    title: `${documentLabel} attached`,
    run: ({ subject }) =>
      subject.length
        ? finding(check, "pass", "info", { evidence: `Reviewed: ${documentNames(subject)}.` })
        : finding(check, "fail", "high", {
            evidence: `No ${documentLabel} was attached.`,
            recommendation: `Attach the ${documentLabel} and run the review again.`,
          }),
  };
  return check;
}

export type SectionSpec = {
  id: string;
  /** What must be present, e.g. "Instructions to Bidders". */
  name: string;
  patterns: Pattern;
  severity?: FindingSeverity;
  /** What to do when it is missing (a default names the section). */
  recommendation?: string;
};

/** A required section: pass quoting where it was found, fail naming the documents searched. */
export function sectionCheck(spec: SectionSpec, noun = "Section"): ReviewCheck {
  const check: ReviewCheck = {
    id: spec.id,
    title: `${noun}: ${spec.name}`,
    run: ({ subject }) => {
      if (!subject.length) return null;
      const match = findInDocuments(subject, spec.patterns);
      if (match)
        return finding(check, "pass", "info", {
          evidence: evidenceText(match),
          citation: citeDocument(match.document, match.page),
        });
      return finding(check, "fail", spec.severity ?? "high", {
        evidence: `Not found in ${documentNames(subject)}.`,
        recommendation: spec.recommendation ?? `Add the ${spec.name} ${noun.toLowerCase()} to the document.`,
      });
    },
  };
  return check;
}
