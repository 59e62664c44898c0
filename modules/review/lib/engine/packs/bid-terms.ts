/**
 * Terms of a draft bid against what its solicitation asks: the bid security (amount or declaration) and the bid
 * validity period. Each check reads the solicitation's sentence (quoted and cited by clause) and the bid's.
 * `BidSlots` says which attachment groups hold the solicitation and the bid, so the /review services and the
 * hub tools share the checks.
 */
import { plainMoney } from "@/lib/frameworks/library";
import { formatAmount } from "@/lib/locale/currency";
import { currencyOfMarker } from "@/lib/locale/currency-names";
import { describeConflict, findPeriods, periodDays, type StatedPeriod } from "@/lib/reading/number-words";
import { finding } from "@/modules/review/lib/engine/checks";
import type { ReviewCheck, ReviewContext } from "@/lib/results/review-types";
import { BID_SECURITY_NOT_REQUIRED, isDenied } from "./required-forms";
import { parseSecurityFigure, type SecurityFigure } from "./solicitation-terms";
import { citeSentence, sentenceEvidence, sentencesOf, type Sentence } from "@/lib/reading/sentences";

export type BidSlots = { references: readonly string[]; bid: readonly string[] };

export const bidDocuments = (context: ReviewContext, slots: BidSlots) => ({
  references: context.documentsIn(...slots.references),
  bid: context.documentsIn(...slots.bid),
});

type Located<T> = { sentence: Sentence; value: T; at: [number, number] };

function firstIn<T>(
  sentences: readonly Sentence[],
  read: (text: string) => { value: T; at: [number, number] } | null,
): Located<T> | null {
  for (const sentence of sentences) {
    const found = read(sentence.text);
    if (found) return { sentence, ...found };
  }
  return null;
}

const quote = <T>(located: Located<T>) => sentenceEvidence(located.sentence, ...located.at);

/** What a document says about bid security: a figure, a declaration, a bare mention or that none is required. */
export type SecurityTerm =
  | { kind: "figure"; figure: SecurityFigure }
  | { kind: "declaration" }
  | { kind: "mention" }
  | { kind: "not-required" };

const SECURITY = /\b(?:(?:bid|tender|proposal)[\s-]+(?:security|guarantee|bond)|bank\s+guarantee)\b/i;
const DECLARATION = /\b(?:bid|tender|proposal)[\s-]+securing\s+declaration\b/i;

/** A sentence that ends on a currency marker ("… shall be Kshs.") was cut before its amount. */
const CUT_AFTER_MARKER = /(?:^|\s)(\S{1,12})\.$/;

/**
 * The sentences, each joined to the next one of the same page when it ends on a currency marker: a sentence
 * splitter reads "Kshs. 200,000.00" as a sentence end.
 */
function joinCutAmounts(sentences: readonly Sentence[]): Sentence[] {
  const joined: Sentence[] = [];
  for (let index = 0; index < sentences.length; index++) {
    const sentence = sentences[index]!;
    const next = sentences[index + 1];
    const marker = CUT_AFTER_MARKER.exec(sentence.text)?.[1];
    if (
      next &&
      marker &&
      next.unit === sentence.unit &&
      next.document === sentence.document &&
      currencyOfMarker(marker)
    ) {
      joined.push({ ...sentence, text: `${sentence.text} ${next.text}` });
      index++;
    } else joined.push(sentence);
  }
  return joined;
}

/**
 * The most specific security term of the sentences: a figure first, then a declaration, a not-required, a
 * mention. `currency` places an amount whose currency has no country ("shillings").
 */
export function securityTerm(
  sentences: readonly Sentence[],
  currency?: string | null,
  { offered = false }: { offered?: boolean } = {},
): Located<SecurityTerm> | null {
  // What a bid offers is read with its denials: "Tender-Securing Declaration: N/A." or "the bank guarantee was not
  // attached" offer nothing.
  const deniedIn = (text: string, match: RegExpExecArray) =>
    offered && isDenied(text, match.index, match.index + match[0].length);
  const notRequired = firstIn(sentences, (text) => {
    const m = BID_SECURITY_NOT_REQUIRED.exec(text);
    return m
      ? { value: { kind: "not-required" } as SecurityTerm, at: [m.index, m.index + m[0].length] }
      : null;
  });
  if (notRequired) return notRequired;
  const figure = firstIn(joinCutAmounts(sentences), (text) => {
    const m = SECURITY.exec(text);
    if (m && deniedIn(text, m)) return null;
    const parsed = m ? parseSecurityFigure(text.slice(m.index, m.index + 200), currency) : null;
    return m && parsed
      ? { value: { kind: "figure", figure: parsed } as SecurityTerm, at: [m.index, m.index + m[0].length] }
      : null;
  });
  if (figure) return figure;
  const declaration = firstIn(sentences, (text) => {
    const m = DECLARATION.exec(text);
    return m && !deniedIn(text, m)
      ? { value: { kind: "declaration" } as SecurityTerm, at: [m.index, m.index + m[0].length] }
      : null;
  });
  if (declaration) return declaration;
  return firstIn(sentences, (text) => {
    const m = SECURITY.exec(text);
    return m && !deniedIn(text, m)
      ? { value: { kind: "mention" } as SecurityTerm, at: [m.index, m.index + m[0].length] }
      : null;
  });
}

const describeFigure = (figure: SecurityFigure) =>
  figure.kind === "percent"
    ? `${figure.value}%`
    : figure.currency
      ? plainMoney(figure.value, figure.currency)
      : `${formatAmount(figure.value, "").replace(/\.0+$/, "")} (currency not named)`;

type Verdict = {
  status: "pass" | "fail" | "warning" | "info";
  severity: "high" | "medium" | "low" | "info";
  note: string;
};

/** Compares the security the bid offers with the one the solicitation asks for. */
export function compareSecurity(
  asked: SecurityTerm,
  offered: SecurityTerm | null,
  estimate: { value: number | null; currency: string },
): Verdict {
  if (asked.kind === "not-required")
    return { status: "info", severity: "info", note: "The solicitation does not require a bid security." };
  if (!offered || offered.kind === "not-required")
    return {
      status: "fail",
      severity: "high",
      note: "The bid contains no bid security or bid-securing declaration.",
    };
  if (offered.kind === "mention")
    return {
      status: "warning",
      severity: "medium",
      note: "The bid mentions a bid security but no amount or declaration was found.",
    };
  if (asked.kind === "declaration") {
    return offered.kind === "declaration"
      ? { status: "pass", severity: "info", note: "The bid-securing declaration asked for is provided." }
      : {
          status: "warning",
          severity: "low",
          note: "The solicitation asks for a bid-securing declaration; the bid offers a security instead.",
        };
  }
  if (offered.kind === "declaration") {
    return asked.kind === "figure"
      ? {
          status: "fail",
          severity: "high",
          note: `The solicitation asks for a bid security of ${describeFigure(asked.figure)}, not a declaration.`,
        }
      : { status: "pass", severity: "info", note: "The bid provides a bid-securing declaration." };
  }
  if (asked.kind === "mention")
    return {
      status: "pass",
      severity: "info",
      note: `The bid offers a bid security of ${describeFigure(offered.figure)}.`,
    };
  const want = asked.figure;
  const have = offered.figure;
  if (want.kind === "amount") {
    if (have.kind !== "amount" || have.currency !== want.currency) {
      return {
        status: "warning",
        severity: "medium",
        note: `The solicitation asks for ${describeFigure(want)}; the bid offers ${describeFigure(have)}. Confirm it is equivalent.`,
      };
    }
    return have.value >= want.value
      ? {
          status: "pass",
          severity: "info",
          note: `The bid offers ${describeFigure(have)}, at least the ${describeFigure(want)} asked for.`,
        }
      : {
          status: "fail",
          severity: "high",
          note: `The bid offers ${describeFigure(have)}, less than the ${describeFigure(want)} asked for.`,
        };
  }
  if (have.kind === "percent") {
    return have.value >= want.value
      ? {
          status: "pass",
          severity: "info",
          note: `The bid offers ${have.value}%, at least the ${want.value}% asked for.`,
        }
      : {
          status: "fail",
          severity: "high",
          note: `The bid offers ${have.value}%, less than the ${want.value}% asked for.`,
        };
  }
  if (!estimate.value || estimate.currency !== have.currency) {
    return {
      status: "info",
      severity: "info",
      note: `The solicitation asks for ${want.value}% of the bid price; confirm that ${describeFigure(have)} is at least that.`,
    };
  }
  const needed = (estimate.value * want.value) / 100;
  return have.value >= needed
    ? {
        status: "pass",
        severity: "info",
        note: `${describeFigure(have)} is at least ${want.value}% of the ${plainMoney(estimate.value, estimate.currency)} entered (${plainMoney(needed, have.currency)}).`,
      }
    : {
        status: "fail",
        severity: "high",
        note: `${describeFigure(have)} is less than ${want.value}% of the ${plainMoney(estimate.value, estimate.currency)} entered (${plainMoney(needed, have.currency)}).`,
      };
}

export function bidSecurityProvidedCheck(slots: BidSlots): ReviewCheck {
  const check: ReviewCheck = {
    id: "bid-security-provided",
    title: "Bid security provided as asked",
    run(context) {
      const { references, bid } = bidDocuments(context, slots);
      if (!references.length || !bid.length) return null;
      const asked = securityTerm(sentencesOf(references), context.input.activity.currency);
      if (!asked)
        return finding(check, "info", "info", {
          evidence: "The solicitation does not mention a bid security.",
        });
      const offered = securityTerm(sentencesOf(bid), context.input.activity.currency, { offered: true });
      const { estimatedValue, currency } = context.input.activity;
      const verdict = compareSecurity(asked.value, offered?.value ?? null, {
        value: estimatedValue,
        currency,
      });
      const evidence = [`Asked: ${quote(asked)}.`, offered ? `Offered: ${quote(offered)}.` : "", verdict.note]
        .filter(Boolean)
        .join(" ");
      return finding(check, verdict.status, verdict.severity, {
        evidence,
        citation: citeSentence(asked.sentence),
        recommendation:
          verdict.status === "pass" || verdict.status === "info"
            ? ""
            : "Provide the bid security in the form and amount the solicitation asks for.",
      });
    },
  };
  return check;
}

/** Where a sentence states the bids' validity; the period is read after it, in words or figures. */
const VALIDITY =
  /\b(?:bids?|tenders?|proposals?|offers?|quotations?|prices?)\b(?:[^.]|\.(?=\d)){0,120}?\bvalid(?:ity)?\b|\bvalidity\s+period\b/i;
const ABOUT_SECURITY = /\b(?:security|guarantee|securing|bond)\b/i;
const ABOUT_EXTENSION = /\b(?:extend|extension)\b/i;
/** How far after the validity wording its period may be ("valid for a period of … 120 days"). */
const VALIDITY_REACH = 160;

/** A statement of how long the tenders stay valid, in days (weeks count as seven). */
export type ValidityStatement = Located<number> & { period: StatedPeriod };

/** The validity a sentence states for the tenders; the security's own validity and extensions are not it. */
function validityIn(sentence: Sentence): ValidityStatement | null {
  const { text } = sentence;
  if (ABOUT_SECURITY.test(text) || ABOUT_EXTENSION.test(text)) return null;
  const m = VALIDITY.exec(text);
  if (!m) return null;
  const from = m.index + m[0].length;
  for (const candidate of findPeriods(text.slice(from, from + VALIDITY_REACH))) {
    const days = periodDays(candidate);
    if (days === null) continue;
    const period = { ...candidate, start: from + candidate.start, end: from + candidate.end };
    return { sentence, value: days, at: [m.index, period.end], period };
  }
  return null;
}

/** Every tender validity the sentences state: "valid for 90 days", "one hundred and twenty (120) days". */
export function validityStatements(sentences: readonly Sentence[]): ValidityStatement[] {
  return sentences.flatMap((sentence) => validityIn(sentence) ?? []);
}

/** The first tender validity the sentences state. */
export function validityDays(sentences: readonly Sentence[]): ValidityStatement | null {
  for (const sentence of sentences) {
    const statement = validityIn(sentence);
    if (statement) return statement;
  }
  return null;
}

export function bidValidityOfferedCheck(slots: BidSlots): ReviewCheck {
  const check: ReviewCheck = {
    id: "bid-validity-offered",
    title: "Bid validity at least the period required",
    run(context) {
      const { references, bid } = bidDocuments(context, slots);
      if (!references.length || !bid.length) return null;
      const asked = validityDays(sentencesOf(references));
      const offered = validityDays(sentencesOf(bid));
      const citation = asked ? citeSentence(asked.sentence) : "";
      const parts = [
        asked ? `Required: ${quote(asked)}.` : "The solicitation states no validity period in days.",
        offered ? `Offered: ${quote(offered)}.` : "The bid states no validity period in days.",
      ];
      const evidence = parts.join(" ");
      if (!offered) {
        return finding(check, asked ? "fail" : "warning", asked ? "high" : "medium", {
          evidence,
          citation,
          recommendation: `State in the Letter of Bid that the bid remains valid for ${asked ? `${asked.value} days` : "the period the solicitation requires"} after the submission deadline.`,
        });
      }
      if (!asked)
        return finding(check, "info", "info", {
          evidence,
          recommendation: "Confirm the required validity period in the data sheet.",
        });
      const conflict = [asked, offered].find((located) => located.period.conflict);
      if (conflict)
        return finding(check, "warning", "medium", {
          evidence: `${evidence} ${describeConflict(conflict.period)}.`,
          citation,
          recommendation: "State the validity period with words and a figure that agree.",
        });
      if (offered.value >= asked.value)
        return finding(check, "pass", "info", {
          evidence: `${evidence} ${offered.value} days ≥ ${asked.value} days.`,
          citation,
        });
      return finding(check, "fail", "high", {
        evidence: `${evidence} ${offered.value} days is shorter than the ${asked.value} days required.`,
        citation,
        recommendation: `Extend the bid validity to at least ${asked.value} days.`,
      });
    },
  };
  return check;
}
