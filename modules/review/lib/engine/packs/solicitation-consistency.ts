/**
 * Checks a reviewer makes by reading clauses against each other, not one at a time: the tender security must
 * outlive the tenders it secures, one period must have one figure, a tender has one number, and a site visit
 * may be encouraged but must not decide responsiveness.
 */
import { finding } from "@/modules/review/lib/engine/checks";
import { sectionIdOf } from "@/lib/reading";
import { citeRule } from "@/lib/reading/evidence";
import type { ReviewCheck, ReviewContext } from "@/lib/results/review-types";
import type { FrameworkRule } from "@/lib/frameworks/rules";
import { findAmounts } from "@/lib/reading/amounts";
import { describeConflict, findPeriods, periodDays, type StatedPeriod } from "@/lib/reading/number-words";
import { validityStatements, type ValidityStatement } from "./bid-terms";
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
const VALID = /\bvalid(?:ity)?\b/i;
const PERFORMANCE = /\bperformance\s+(?:security|guarantee|bond)\b/i;
/** "beyond the validity of the tender", "after the expiry of the tender validity period", "beyond the tender validity". */
const BEYOND_VALIDITY =
  /\b(?:beyond|after)\s+(?:the\s+)?(?:expiry\s+of\s+the\s+|end\s+of\s+the\s+)?(?:original\s+)?(?:validity\b|(?:tender|bid)\s+validity\b|period\s+of\s+(?:tender|bid)\s+validity\b)/i;
/** A tender validity statement as a period of a sentence, for the checks below. */
const asSentencePeriod = (statement: ValidityStatement): SentencePeriod => ({
  sentence: statement.sentence,
  period: statement.period,
  days: statement.value,
});

/** The tenders' own validity in days: the figure most often stated for it. */
function tenderValidity(sentences: readonly Sentence[]): SentencePeriod | null {
  const stated = validityStatements(sentences).map(asSentencePeriod);
  if (!stated.length) return null;
  const counts = new Map<number, number>();
  for (const item of stated) counts.set(item.days, (counts.get(item.days) ?? 0) + 1);
  const best = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]![0];
  return stated.find((item) => item.days === best)!;
}

/** How long after the closing date a security statement keeps the security valid, given the tenders' validity. */
type SecurityTerm = SentencePeriod & { beyondValidity: boolean; fromClosing: number | null };

function securityTerms(sentences: readonly Sentence[], validity: number | null): SecurityTerm[] {
  const terms: SecurityTerm[] = [];
  const stated = periodsIn(
    sentences,
    (text) => SECURITY.test(text) && VALID.test(text) && !PERFORMANCE.test(text),
  );
  for (const item of stated) {
    const after = item.sentence.text.slice(item.period.end, item.period.end + 80);
    const beyondValidity = BEYOND_VALIDITY.test(after);
    terms.push({
      ...item,
      beyondValidity,
      fromClosing: beyondValidity ? (validity === null ? null : validity + item.days) : item.days,
    });
  }
  return terms;
}

function securityMarginRule(rules: readonly FrameworkRule[]): FrameworkRule | undefined {
  return rules.find(
    (rule) => rule.topic === "bid_security" && rule.unit === "days" && typeof rule.value === "number",
  );
}

const describeTerm = (term: SecurityTerm) =>
  term.beyondValidity ? `${term.days} days beyond the tender validity` : `${term.days} days`;

/**
 * The tender security must stay valid at least as long as the tenders, plus the framework's margin (Kenya:
 * 30 days beyond the tender validity); every statement of that period in the document must agree.
 */
export const securityValidityCheck: ReviewCheck = {
  id: "security-validity",
  title: "Tender security valid beyond the tender validity",
  run(context: ReviewContext) {
    const sentences = sentencesOf(context.subject);
    const validity = tenderValidity(sentences);
    const terms = securityTerms(sentences, validity?.days ?? null);
    if (!terms.length) return null;
    const rule = securityMarginRule(context.rules);
    const margin = typeof rule?.value === "number" ? rule.value : 0;
    const required = validity ? validity.days + margin : null;
    const distinct = new Set(terms.map((term) => `${term.beyondValidity}:${term.days}`));
    const short =
      required === null
        ? []
        : terms.filter((term) => term.fromClosing !== null && term.fromClosing < required);
    const evidence = terms.map((term) => `${describeTerm(term)}: ${evidenceOf(term)}`).join(" ");
    const validityText = validity
      ? `Tender validity: ${validity.days} days (${validity.sentence.page}).`
      : "";
    const citation = rule ? (citeRule(rule) ?? "") : "";
    if (distinct.size > 1) {
      return finding(this, short.length ? "fail" : "warning", "high", {
        title: `Tender security validity stated ${distinct.size} different ways (${pages(terms).join(", ")})`,
        evidence: `${validityText} ${evidence}`.trim(),
        citation,
        recommendation:
          `State one tender security validity in one place (the data sheet) and refer to it elsewhere` +
          (required !== null
            ? `: at least ${required} days from the closing date (${validity!.days} days of tender validity` +
              (margin ? ` plus ${margin}` : "") +
              ")."
            : "."),
      });
    }
    if (short.length) {
      return finding(this, "fail", "high", {
        title: "Tender security expires before the tenders it secures",
        evidence: `${validityText} ${evidence}`.trim(),
        citation,
        recommendation: `Make the tender security valid for at least ${required} days from the closing date.`,
      });
    }
    return finding(this, "pass", "info", { evidence: `${validityText} ${evidence}`.trim(), citation });
  },
};

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

/** "TENDER NO. NCPB/ICT/LAPTOPS/14/2021-2022": the reference, normalised for comparison. */
const TENDER_NUMBER =
  /\b(?:tender|bid|rfb|rfq|rfp|ifb)\s*(?:no|number|ref(?:erence)?)\b\.?\s*:?\s*([A-Z0-9][A-Z0-9/._-]{3,60}(?:\s?[/-]\s?[A-Z0-9._-]{1,20}){0,4})/gi;

function tenderNumbers(
  sentences: readonly Sentence[],
): { value: string; sentence: Sentence; start: number; end: number }[] {
  const found = [];
  for (const sentence of sentences) {
    TENDER_NUMBER.lastIndex = 0;
    for (let m = TENDER_NUMBER.exec(sentence.text); m; m = TENDER_NUMBER.exec(sentence.text)) {
      const value = m[1]!
        .replace(/\s+/g, "")
        .replace(/[.:_-]+$/, "")
        .toUpperCase();
      // A reference has a digit and a separator; words ("TENDER NO. OF …") and blanks are not one.
      if (!/\d/.test(value) || !/[/-]/.test(value)) continue;
      found.push({ value, sentence, start: m.index, end: m.index + m[0].length });
    }
  }
  return found;
}

/** One tender, one number: the cover, the invitation and the forms must name the same reference. */
export const tenderNumberCheck: ReviewCheck = {
  id: "tender-number",
  title: "One tender number throughout",
  run(context) {
    const numbers = tenderNumbers(sentencesOf(context.subject));
    const values = [...new Set(numbers.map((number) => number.value))];
    if (values.length < 2) return null;
    const firstOf = values.map((value) => numbers.find((number) => number.value === value)!);
    return finding(this, "warning", "medium", {
      title: `The tender is numbered ${values.length} different ways`,
      evidence: firstOf
        .map((number) => sentenceEvidence(number.sentence, number.start, number.end))
        .join(" "),
      recommendation: "Use one tender number on the cover, in the invitation and in every form.",
    });
  },
};

const SITE_VISIT = /\b(?:site\s+visit|pre-?(?:bid|tender)\s+(?:site\s+)?visit|site\s+inspection)\b/i;
const DISQUALIFYING =
  /\b(?:mandatory|compulsory|disqualif\w*|(?:shall|will)\s+(?:be\s+)?(?:rejected|considered\s+non-?responsive)|non-?responsive|failure\s+to\s+attend)\b/i;

/**
 * A site visit helps bidders price the works, but making attendance a condition of responsiveness shuts out
 * bidders for a formality and is a known red flag of a steered tender.
 */
export const siteVisitCheck: ReviewCheck = {
  id: "site-visit",
  title: "Site visit not a condition of responsiveness",
  run(context) {
    const sentence = sentencesOf(context.subject).find(
      (candidate) => SITE_VISIT.test(candidate.text) && DISQUALIFYING.test(candidate.text),
    );
    if (!sentence) return null;
    return finding(this, "warning", "high", {
      title: "A site visit is made a condition of responsiveness",
      evidence: sentenceEvidence(sentence),
      recommendation:
        "Encourage the site visit but do not reject tenders for not attending; answer site questions by addendum to all bidders.",
    });
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
