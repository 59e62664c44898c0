/**
 * Scores a review against a reviewer's items (corpus.ts). Pure: the harness (scripts/eval/tenders.ts) reads the
 * documents and runs the review; this decides, per item, whether the review met it, and which findings match no
 * item (to be judged for precision).
 *
 * - flag: a failure or warning about the item's fact that cites one of its pages;
 * - read: the facts sheet states the fact (with the item's value when it gives one) and no finding calls it
 *   missing or failed;
 * - no-pass: a finding about the fact that is not a pass, and none that passes it.
 * A pass about the fact of a `flag` or `no-pass` item is a false pass, whatever page it quotes.
 */
import type { Finding } from "@/lib/results/types";
import type { CorpusItem, Judgement } from "./corpus";

/** What the harness needs of a fact read from the document (see the facts sheet). */
export type ReadFact = {
  key: string;
  status: "stated" | "blank" | "conflicting" | "missing";
  /** The value as shown to the user: "KES 200,000", "120 days", "14 March 2022, 12:00". */
  value?: string;
  pages: readonly number[];
};

/**
 * A finding as scored: its fact (set by the check) and, when the harness knows its check, the kinds of defect it
 * reports: a finding about overlapping scoring bands on a page does not meet a "copied text" item about the same
 * criteria on that page.
 */
export type ScoredFinding = Finding & { fact?: string; kinds?: readonly string[] };

const ofKind = (finding: ScoredFinding, item: CorpusItem) =>
  !finding.kinds || finding.kinds.includes(item.kind);

export type ItemOutcome = {
  item: CorpusItem;
  met: boolean;
  falsePass: boolean;
  /** Why: the finding or fact that met it, or what was missing. */
  reason: string;
};

export type DocumentScore = {
  document: string;
  outcomes: ItemOutcome[];
  /** Failures and warnings that match no item, by key, for judging. */
  unmatched: { key: string; finding: ScoredFinding }[];
  /** Failures and warnings that match an item. */
  matched: number;
};

const PAGE = /\bp(?:ages?|p?\.)\s*(\d{1,4})(?:\s*(?:[-–]|to)\s*(\d{1,4}))?/gi;

/** The PDF pages a finding cites in its evidence or citation ("page 13", "pages 25-27", "p.29"). */
export function pagesOf(finding: Pick<Finding, "evidence" | "citation">): number[] {
  const pages = new Set<number>();
  for (const text of [finding.evidence, finding.citation]) {
    for (const match of text.matchAll(PAGE)) {
      const from = Number(match[1]);
      const to = match[2] ? Number(match[2]) : from;
      for (let page = from; page <= Math.min(to, from + 20); page += 1) pages.add(page);
    }
  }
  return [...pages].sort((a, b) => a - b);
}

/** A finding's key for judgements: its id and the first page it cites. */
export function findingKey(finding: ScoredFinding): string {
  const first = pagesOf(finding)[0];
  return `${finding.id}@${first === undefined ? "-" : `p${first}`}`;
}

const MONTHS = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/gi;

function numbersIn(text: string): number[] {
  return [...text.replace(/(\d),(?=\d{3}\b)/g, "$1").matchAll(/\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));
}

/**
 * The expected value is in the read one: every number of the expected text (thousands separators ignored, so
 * "200,000" is 200000) and every month it names appear in the value read; text without numbers is compared
 * case-insensitively as a phrase.
 */
export function valueMatches(expected: string, actual: string | undefined): boolean {
  if (actual === undefined) return false;
  const wanted = numbersIn(expected);
  if (!wanted.length) return actual.toLowerCase().includes(expected.toLowerCase());
  const read = numbersIn(actual);
  const months = (text: string) => [...text.matchAll(MONTHS)].map((m) => m[1]!.toLowerCase());
  const readMonths = months(actual);
  return wanted.every((n) => read.includes(n)) && months(expected).every((m) => readMonths.includes(m));
}

const isDefect = (finding: ScoredFinding) => finding.status === "fail" || finding.status === "warning";
const cites = (finding: ScoredFinding, pages: readonly number[]) =>
  pagesOf(finding).some((page) => pages.includes(page));

function flagOutcome(item: CorpusItem, about: readonly ScoredFinding[]): Pick<ItemOutcome, "met" | "reason"> {
  const hit = about.find(
    (finding) => isDefect(finding) && cites(finding, item.pages) && ofKind(finding, item),
  );
  if (hit) return { met: true, reason: `${hit.status}: ${hit.title}` };
  const elsewhere = about.find(isDefect);
  return {
    met: false,
    reason: elsewhere
      ? `${elsewhere.status} on other pages (${pagesOf(elsewhere).join(", ") || "none"}): ${elsewhere.title}`
      : "not reported",
  };
}

function readOutcome(
  item: CorpusItem,
  about: readonly ScoredFinding[],
  fact: ReadFact | undefined,
): Pick<ItemOutcome, "met" | "reason"> {
  const refused = about.find((finding) => finding.status === "fail" || finding.status === "insufficient");
  if (refused) return { met: false, reason: `reported ${refused.status}: ${refused.title}` };
  if (!fact) return { met: false, reason: "not in the facts sheet" };
  if (fact.status !== "stated") return { met: false, reason: `read as ${fact.status}` };
  if (item.value && !valueMatches(item.value, fact.value))
    return { met: false, reason: `read "${fact.value ?? ""}", expected "${item.value}"` };
  return { met: true, reason: `read "${fact.value ?? ""}" (p.${fact.pages.join(", ")})` };
}

function noPassOutcome(
  item: CorpusItem,
  about: readonly ScoredFinding[],
): Pick<ItemOutcome, "met" | "reason"> {
  const raised = about.find((finding) => finding.status !== "pass" && ofKind(finding, item));
  return raised
    ? { met: true, reason: `${raised.status}: ${raised.title}` }
    : { met: false, reason: "not raised" };
}

/** Scores one document's findings and facts against its items. */
export function scoreDocument(
  document: string,
  items: readonly CorpusItem[],
  findings: readonly ScoredFinding[],
  facts: readonly ReadFact[],
): DocumentScore {
  const outcomes = items.map((item): ItemOutcome => {
    const about = findings.filter((finding) => finding.fact === item.fact);
    const falsePass = item.expect !== "read" && about.some((finding) => finding.status === "pass");
    const decided =
      item.expect === "flag"
        ? flagOutcome(item, about)
        : item.expect === "read"
          ? readOutcome(
              item,
              about,
              facts.find((fact) => fact.key === item.fact),
            )
          : noPassOutcome(item, about);
    return { item, falsePass, ...decided, met: decided.met && !falsePass };
  });
  const matchesItem = (finding: ScoredFinding) =>
    items.some(
      (item) =>
        item.fact === finding.fact &&
        item.expect !== "read" &&
        cites(finding, item.pages) &&
        ofKind(finding, item),
    );
  const defects = findings.filter(isDefect);
  return {
    document,
    outcomes,
    matched: defects.filter(matchesItem).length,
    unmatched: defects
      .filter((finding) => !matchesItem(finding))
      .map((finding) => ({ key: findingKey(finding), finding })),
  };
}

export type Tally = { met: number; total: number };

export type CorpusScore = {
  recall: Tally;
  byKind: Record<string, Tally>;
  falsePasses: number;
  /** Matched findings plus those judged correct, over those plus the ones judged wrong. */
  precision: { correct: number; wrong: number; unjudged: number };
};

/** Recall per kind, false passes and precision over every document, with the stored judgements. */
export function scoreCorpus(
  documents: readonly DocumentScore[],
  judgements: readonly Judgement[],
): CorpusScore {
  const recall: Tally = { met: 0, total: 0 };
  const byKind: Record<string, Tally> = {};
  let falsePasses = 0;
  const precision = { correct: 0, wrong: 0, unjudged: 0 };
  for (const score of documents) {
    for (const outcome of score.outcomes) {
      const kind = (byKind[outcome.item.kind] ??= { met: 0, total: 0 });
      kind.total += 1;
      recall.total += 1;
      if (outcome.met) {
        kind.met += 1;
        recall.met += 1;
      }
      if (outcome.falsePass) falsePasses += 1;
    }
    precision.correct += score.matched;
    for (const { key } of score.unmatched) {
      const verdict = judgements.find((j) => j.document === score.document && j.key === key)?.verdict;
      if (verdict === "correct") precision.correct += 1;
      else if (verdict === "wrong") precision.wrong += 1;
      else precision.unjudged += 1;
    }
  }
  return { recall, byKind, falsePasses, precision };
}
