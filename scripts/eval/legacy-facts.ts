// Scoring a review whose findings do not name their fact (the solicitation review before the facts sheet): the
// fact each check was about, by its id, and the values its passing findings quoted. Kept so the figures before
// the facts sheet can be measured again on the same harness.
import type { ReadFact, ScoredFinding } from "@/modules/review/lib/recall/match";
import { pagesOf } from "@/modules/review/lib/recall/match";

const BY_ID: Record<string, string> = {
  "section-data-sheet": "data_sheet",
  "bid-security": "tender_security_amount",
  "bid-validity": "tender_validity",
  "security-validity": "tender_security_validity",
  "submission-opening": "submission_deadline",
  "clarification-deadline": "clarification_deadline",
  "brand-names": "specifications",
  blanks: "data_sheet_blanks",
  "template-blanks": "data_sheet_blanks",
  "tender-number": "tender_number",
  "site-visit": "site_visit",
};

/** Older findings' titles that name their subject ("Different periods for the tender validity: ..."). */
const BY_TITLE: [RegExp, string][] = [
  [/security valid|security validity/i, "tender_security_validity"],
  [/tender validity|bid validity/i, "tender_validity"],
  [/clarification/i, "clarification_deadline"],
  [/tender security|bid security/i, "tender_security_amount"],
];

export function withLegacyFact(finding: ScoredFinding): ScoredFinding {
  if (finding.fact) return finding;
  const fact = BY_ID[finding.id] ?? BY_TITLE.find(([pattern]) => pattern.test(finding.title))?.[1];
  return fact ? { ...finding, fact } : finding;
}

/** A passing finding about a fact stood for reading it: its evidence is the value, its pages where. */
export function legacyFacts(findings: readonly ScoredFinding[]): ReadFact[] {
  return findings
    .filter((finding) => finding.status === "pass" || finding.status === "info")
    .filter((finding) => finding.fact)
    .map((finding) => ({
      key: finding.fact!,
      status: "stated" as const,
      value: finding.evidence.slice(0, 400),
      pages: pagesOf(finding),
    }));
}
