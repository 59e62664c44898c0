/**
 * Checks a reviewer makes by reading clauses against each other, not one at a time: one period must have one
 * figure (in words and figures, and in every clause that states it), one amount one figure, and the data sheet
 * must agree with the instructions. The tender security's validity, the tender number and the site visit are
 * judged over the facts sheet (solicitation-facts.ts).
 */
import { finding } from "@/modules/review/lib/engine/checks";
import { sectionIdOf } from "@/lib/reading";
import type { ReviewCheck } from "@/lib/results/review-types";
import { findAmounts } from "@/lib/reading/amounts";
import { describeConflict, findPeriods, periodDays, type StatedPeriod } from "@/lib/reading/number-words";
import { validityStatements } from "./bid-terms";
import { sentenceEvidence, sentencesOf, type Sentence } from "@/lib/reading/sentences";

/** A period as a sentence states it, with the sentence for evidence. */
type SentencePeriod = { sentence: Sentence; period: StatedPeriod; days: number };

function periodsIn(sentences: readonly Sentence[], wanted: (text: string) => boolean): SentencePeriod[] {
  const found: SentencePeriod[] = [];
  for (const sentence of sentences) {
    if (!wanted(sentence.text)) continue;
    for (const period of findPeriods(sentence.text)) {
      const days = periodDays(period);
      if (days !== null) found.push({ sentence, period, days });
    }
  }
  return found;
}

const evidenceOf = ({ sentence, period }: SentencePeriod) =>
  sentenceEvidence(sentence, period.start, period.end);
const pages = (items: readonly SentencePeriod[]) => [...new Set(items.map((item) => item.sentence.page))];

const SECURITY = /\b(?:tender|bid)\s+(?:security|guarantee|bond)\b|\bsecurity\b/i;
const PERFORMANCE = /\bperformance\s+(?:security|guarantee|bond)\b/i;

/** "five (3) days": words and figure disagree, so the period cannot be relied on. */
export const periodConflictCheck: ReviewCheck = {
  id: "period-words-figures",
  title: "Periods in words and figures agree",
  run(context) {
    const conflicts = periodsIn(sentencesOf(context.subject), () => true).filter(
      (item) => item.period.conflict,
    );
    if (!conflicts.length) return null;
    return finding(this, "warning", "medium", {
      title: `Period stated with words and figures that disagree (${pages(conflicts).join(", ")})`,
      evidence: conflicts.map((item) => `${describeConflict(item.period)}: ${evidenceOf(item)}`).join(" "),
      recommendation: "Correct the words or the figure so both state the same period.",
    });
  },
};

/** "within 14 days", "not later than four (4) days": a deadline, not another period in the same sentence. */
const DEADLINE_LEAD = /\b(?:within|not\s+later\s+than|no\s+later\s+than|at\s+least)\s+$/i;

/** "Kshs. 250,000 (Two hundred thousand)": the words and the figure of an amount disagree. */
export const amountConflictCheck: ReviewCheck = {
  id: "amount-words-figures",
  title: "Amounts in words and figures agree",
  run(context) {
    const conflicts = sentencesOf(context.subject).flatMap((sentence) =>
      findAmounts(sentence.text)
        .filter((amount) => amount.conflict)
        .map((amount) => ({ sentence, amount })),
    );
    if (!conflicts.length) return null;
    return finding(this, "warning", "high", {
      title: `Amount stated with words and figures that disagree (${[...new Set(conflicts.map((item) => item.sentence.page))].join(", ")})`,
      evidence: conflicts
        .map(
          ({ sentence, amount }) =>
            `"${amount.text}": the words say ${amount.words?.toLocaleString("en")} and the figures say ${amount.figures?.toLocaleString("en")}: ${sentenceEvidence(sentence, amount.start, amount.end)}`,
        )
        .join(" "),
      recommendation:
        "Correct the words or the figures so both state the same amount; bidders may rely on either.",
    });
  },
};

/** Subjects a tender states a period for, where two different figures leave bidders unsure which applies. */
const PERIOD_SUBJECTS: readonly { id: string; name: string; pattern: RegExp; deadlinesOnly?: boolean }[] = [
  {
    id: "performance-security",
    name: "furnishing the performance security",
    pattern: PERFORMANCE,
    deadlinesOnly: true,
  },
  // Debriefing and standstill are not compared here: a tender states several different periods for them (the
  // entity debriefs within 5 days, a tenderer asks within 3 business days, the standstill is 14 days and is
  // extended by the debriefing's delay), which this figure-by-figure comparison reported as conflicts. The
  // clarification deadline is a fact of the facts sheet (solicitation-facts.ts).
];

/** The same period given two figures in one document (e.g. performance security within 21 and within 30 days). */
export const periodAgreementCheck: ReviewCheck = {
  id: "period-agreement",
  title: "Each period has one figure",
  run(context) {
    const sentences = sentencesOf(context.subject);
    const differing = PERIOD_SUBJECTS.flatMap((subject) => {
      const stated = periodsIn(sentences, (text) => subject.pattern.test(text)).filter(
        (item) =>
          !subject.deadlinesOnly ||
          DEADLINE_LEAD.test(
            item.sentence.text.slice(Math.max(0, item.period.start - 25), item.period.start),
          ),
      );
      const values = [...new Set(stated.map((item) => item.days))];
      return values.length > 1 ? [{ subject, stated, values }] : [];
    });
    if (!differing.length) return null;
    return differing.map(({ subject, stated, values }) =>
      finding(this, "warning", "medium", {
        id: `period-agreement-${subject.id}`,
        title: `Different periods for ${subject.name}: ${values.map((value) => `${value} days`).join(" and ")}`,
        evidence: stated.map(evidenceOf).join(" "),
        recommendation: `State one period for ${subject.name} and use it in every clause that mentions it.`,
      }),
    );
  },
};

/** The section a sentence sits in, as a solicitation section id ("section-data-sheet", "section-itb"). */
const sectionOf = (sentence: Sentence) => (sentence.section ? sectionIdOf(sentence.section) : undefined);

/**
 * The data sheet sets the figures the instructions leave open. A tender validity in the data sheet that differs
 * from the one in the instructions leaves bidders two rules for one term.
 */
/** A term as the data sheet and the instructions state it: its value as text, and the sentence for evidence. */
type TermStatement = { value: string; sentence: Sentence; start: number; end: number };

function termDisagreement(name: string, statements: readonly TermStatement[]) {
  const inDataSheet = statements.filter((item) => sectionOf(item.sentence) === "section-data-sheet");
  const sheetValues = new Set(inDataSheet.map((item) => item.value));
  const differing = statements.filter(
    (item) => sectionOf(item.sentence) === "section-itb" && !sheetValues.has(item.value),
  );
  if (!inDataSheet.length || !differing.length) return null;
  return {
    title: `${name}: ${[...sheetValues].join(" and ")} in the data sheet, ${[...new Set(differing.map((item) => item.value))].join(" and ")} in the instructions`,
    evidence: [...inDataSheet, ...differing]
      .map((item) => sentenceEvidence(item.sentence, item.start, item.end))
      .join(" "),
  };
}

/**
 * The data sheet sets the figures the instructions leave open. A tender validity or a tender security amount in
 * the data sheet that differs from the one in the instructions leaves bidders two rules for one term.
 */
export const dataSheetAgreementCheck: ReviewCheck = {
  id: "data-sheet-agreement",
  title: "Data sheet agrees with the instructions",
  run(context) {
    const sentences = sentencesOf(context.subject);
    const validity = validityStatements(sentences).map((item) => ({
      value: `${item.value} days`,
      sentence: item.sentence,
      start: item.period.start,
      end: item.period.end,
    }));
    const security = sentences
      .filter((sentence) => SECURITY.test(sentence.text) && !PERFORMANCE.test(sentence.text))
      .flatMap((sentence) =>
        findAmounts(sentence.text).map((amount) => ({
          value: `${amount.currency ?? ""} ${amount.value.toLocaleString("en")}`.trim(),
          sentence,
          start: amount.start,
          end: amount.end,
        })),
      );
    const differing = [
      termDisagreement("Tender validity", validity),
      termDisagreement("Tender security", security),
    ];
    const findings = differing.flatMap((term, index) =>
      term
        ? [
            finding(this, "warning", "high", {
              id: index === 0 ? "data-sheet-agreement" : "data-sheet-agreement-security",
              title: term.title,
              evidence: term.evidence,
              recommendation:
                "Keep the figure in the data sheet only and have the instructions refer to it, or correct one of them by addendum.",
            }),
          ]
        : [],
    );
    return findings.length ? findings : null;
  },
};

/**
 * The checks that still read sentences. The tender number, the security's validity and the site visit are read
 * into the facts sheet and judged there (solicitation-facts.ts); their sentence checks stay exported for the
 * reviews that use them on other documents.
 */
export const CONSISTENCY_CHECKS: readonly ReviewCheck[] = [
  dataSheetAgreementCheck,
  periodConflictCheck,
  amountConflictCheck,
  periodAgreementCheck,
];
