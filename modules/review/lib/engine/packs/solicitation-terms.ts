/**
 * Sentence-level term checks of a solicitation document, kept for the post-review of a procurement file (the
 * tender review judges the same terms over its facts sheet): bid security against the framework's verified
 * limit, bid validity, submission and opening arrangements; and the maker's product a brand match names.
 */
import { findMoneyFigures } from "@/lib/reading/amounts";
import { currencyInContext } from "@/lib/locale/currency-names";
import { describeConflict, findPeriods, periodDays, type StatedPeriod } from "@/lib/reading/number-words";
import type { FrameworkRule } from "@/lib/frameworks/rules";
import { plainMoney } from "@/lib/frameworks/library";
import {
  citeRule,
  documentNames,
  evidenceText,
  findAllInDocuments,
  findInDocuments,
  type DocumentMatch,
} from "@/lib/reading/evidence";
import { finding } from "@/modules/review/lib/engine/checks";
import type { ReviewCheck, ReviewContext } from "@/lib/results/review-types";
import { isStandardMark } from "./spec-quality-terms";

/**
 * A bid security figure read from the document: a percentage or an amount with its currency (null when the
 * document names none a reader can place, e.g. "shillings" with no country and no activity currency).
 */
export type SecurityFigure =
  { kind: "percent"; value: number } | { kind: "amount"; value: number; currency: string | null };

const SECURITY_PHRASE = /\b(?:bid|tender|proposal)[\s-]+security\b.{0,160}/gi;

/**
 * The first figure after a bid security phrase: "2%", "1.5 percent", "two per cent (2%)", "USD 20,000",
 * "20,000 USD", "Kshs. 200,000.00 (Two hundred thousand) only", "US$ 25,000", "UGX 50,000,000", "Two hundred
 * thousand shillings". A currency named without its country ("shillings") is read as `currency` when that is
 * one of its candidates.
 */
export function parseSecurityFigure(text: string, currency?: string | null): SecurityFigure | null {
  const figure = findMoneyFigures(text)[0];
  if (!figure) return null;
  if (figure.kind === "percent") return { kind: "percent", value: figure.value };
  const marker = { code: figure.currency, candidates: figure.candidates };
  return { kind: "amount", value: figure.value, currency: currencyInContext(marker, currency) };
}

/** The verified percentage ceiling on bid security, when the framework has one. */
export function bidSecurityLimit(rules: readonly FrameworkRule[]): FrameworkRule | undefined {
  return rules.find(
    (rule) =>
      rule.topic === "bid_security" &&
      typeof rule.value === "number" &&
      (rule.unit ?? "").startsWith("percent"),
  );
}

function firstSecurityFigure(
  context: ReviewContext,
): { match: DocumentMatch; figure: SecurityFigure } | null {
  for (const match of findAllInDocuments(context.subject, SECURITY_PHRASE)) {
    const figure = parseSecurityFigure(match.text, context.input.activity.currency);
    if (figure) return { match, figure };
  }
  return null;
}

export const bidSecurityCheck: ReviewCheck = {
  id: "bid-security",
  title: "Bid security within the framework's limit",
  run(context) {
    if (!context.subject.length) return null;
    const found = firstSecurityFigure(context);
    const rule = bidSecurityLimit(context.rules);
    const citation = rule ? (citeRule(rule) ?? "") : "";
    const evidence = found
      ? evidenceText(found.match)
      : `No bid security amount found in ${documentNames(context.subject)}.`;
    if (!rule) {
      const label = context.input.framework?.label ?? "the organization's framework";
      return finding(bidSecurityCheck, "info", "info", {
        evidence: `${evidence} No verified bid security limit is available for ${label}.`,
        recommendation: "Confirm the bid security amount against the official text of the applicable rules.",
      });
    }
    const limit = Number(rule.value);
    if (!found) {
      return finding(bidSecurityCheck, "warning", "medium", {
        evidence,
        citation,
        recommendation: `State the bid security as a fixed amount of not more than ${limit}% of the estimated value, or a bid-securing declaration.`,
      });
    }
    const { figure } = found;
    const estimated = context.input.activity.estimatedValue;
    let percent: number | null = figure.kind === "percent" ? figure.value : null;
    if (figure.kind === "amount") {
      if (!estimated || figure.currency !== context.input.activity.currency) {
        return finding(bidSecurityCheck, "info", "info", {
          evidence: `${evidence} The amount cannot be compared with the ${limit}% limit without an estimated value in ${figure.currency ?? "the document's currency"}.`,
          citation,
          recommendation: "Enter the estimated value in the document's currency to check the bid security.",
        });
      }
      percent = (figure.value / estimated) * 100;
    }
    const share = `${Number(percent!.toFixed(2))}% of the estimated value`;
    if (percent! > limit) {
      const ceiling = estimated
        ? ` (${plainMoney((estimated * limit) / 100, context.input.activity.currency)})`
        : "";
      return finding(bidSecurityCheck, "fail", "high", {
        evidence: `${evidence} This is ${share}, above the ${limit}% limit${ceiling}.`,
        citation,
        recommendation: `Reduce the bid security to not more than ${limit}% of the estimated value${ceiling}.`,
      });
    }
    return finding(bidSecurityCheck, "pass", "info", {
      evidence: `${evidence} This is ${share}, within the ${limit}% limit.`,
      citation,
    });
  },
};

/**
 * A bid validity statement ("Tenders shall remain valid for", "Tender validity:", "validity period of") and the
 * rest of its sentence (up to a point that is not a decimal point), where the period is read in words or
 * figures: "120 days", "One hundred and twenty (120) days".
 */
const VALIDITY =
  /\b(?:bids?|tenders?|proposals?|offers?|quotations?|prices?)\b(?:[^.]|\.(?=\d)){0,120}?\bvalid(?:ity)?\b(?:[^.]|\.(?=\d)){0,140}|\bvalidity\s+period\b(?:[^.]|\.(?=\d)){0,120}/gi;
/** "The Tender Security shall be valid for …" states the security's validity, not the tenders'. */
const SECURITY_VALIDITY = /\b(?:security|guarantee|securing|bond)\b[^.]{0,40}?\bvalid/i;

/** The first bid validity period (in days or weeks) the documents state, with the match that states it. */
export function statedValidity(
  documents: ReviewContext["subject"],
): { match: DocumentMatch; period: StatedPeriod; days: number } | null {
  for (const match of findAllInDocuments(documents, VALIDITY, 200)) {
    if (SECURITY_VALIDITY.test(match.text)) continue;
    for (const period of findPeriods(match.text)) {
      const days = periodDays(period);
      if (days !== null) return { match, period, days };
    }
  }
  return null;
}

export const bidValidityCheck: ReviewCheck = {
  id: "bid-validity",
  title: "Bid validity period stated",
  run(context) {
    if (!context.subject.length) return null;
    const rule = context.rules.find((candidate) => candidate.topic === "bid_validity");
    const citation = rule ? (citeRule(rule) ?? "") : "";
    const stated = statedValidity(context.subject);
    if (stated?.period.conflict)
      return finding(bidValidityCheck, "warning", "medium", {
        evidence: `${evidenceText(stated.match)} ${describeConflict(stated.period)}.`,
        citation,
        recommendation: "State the bid validity period with words and a figure that agree.",
      });
    if (stated)
      return finding(bidValidityCheck, "pass", "info", { evidence: evidenceText(stated.match), citation });
    return finding(bidValidityCheck, "fail", "medium", {
      evidence: `No bid validity period (in days) found in ${documentNames(context.subject)}.`,
      citation,
      recommendation: "State how many days bids must remain valid after the submission deadline.",
    });
  },
};

export const DEADLINE =
  /\b(?:deadline\s+for\s+(?:the\s+)?(?:submission|receipt)|submission\s+deadline|(?:received|submitted|deposited|delivered)\s+on\s+or\s+before\b|closing\s+date|(?:bids|tenders|proposals)\s+(?:must|shall)\s+be\s+(?:submitted|received|delivered)\b[^.]{0,80}?\b(?:by|before|no\s+later\s+than|not\s+later\s+than))/i;
const PLACE =
  /\b(?:address\s+for\s+(?:bid\s+|tender\s+)?submission|(?:deposited|dropped|placed)\s+in\s+the\s+tender\s+box|tender\s+box\s+(?:situated|located)|(?:submitted|delivered)\s+(?:to|at)\s+the\s+(?:following\s+)?address|place\s+of\s+(?:submission|(?:bid|tender)\s+opening)|electronic\s+submission|submitted\s+(?:online|electronically)\s+(?:through|via|on))/i;
const PUBLIC_OPENING =
  /\b(?:public(?:ly)?\s+open(?:ed|ing)|opened\b[^.]{0,100}?\bin\s+the\s+presence\s+of\s+(?:the\s+)?(?:bidders?|tenderer(?:s|['’]s)?|their\s+representatives)|open(?:ed)?\s+(?:in\s+)?public|(?:bid|tender)\s+opening\b[^.]{0,120}?\bpublic)/i;

export const submissionCheck: ReviewCheck = {
  id: "submission-opening",
  title: "Submission and opening arrangements",
  run(context) {
    if (!context.subject.length) return null;
    const parts = [
      { name: "submission deadline", match: findInDocuments(context.subject, DEADLINE) },
      { name: "place of submission", match: findInDocuments(context.subject, PLACE) },
      { name: "public bid opening", match: findInDocuments(context.subject, PUBLIC_OPENING) },
    ];
    const found = parts
      .filter((part) => part.match)
      .map((part) => `${part.name}: ${evidenceText(part.match!)}`);
    const missing = parts.filter((part) => !part.match).map((part) => part.name);
    const evidence = [...found, ...(missing.length ? [`Not found: ${missing.join(", ")}.`] : [])].join(" ");
    if (!missing.length) return finding(submissionCheck, "pass", "info", { evidence });
    const deadlineMissing = !parts[0]!.match;
    return finding(
      submissionCheck,
      deadlineMissing ? "fail" : "warning",
      deadlineMissing ? "high" : "medium",
      {
        evidence,
        recommendation: `State the ${missing.join(", ")} in the instructions or data sheet.`,
      },
    );
  },
};

/** Brand-like names that restrict competition unless followed by 'or equivalent'; extend the list as needed. */
export const BRAND_NAMES = [
  "Caterpillar",
  "Komatsu",
  "Toyota",
  "Nissan",
  "Mercedes-Benz",
  "Land Cruiser",
  "Microsoft",
  "Windows",
  "Cisco",
  "Dell",
  "Hewlett-Packard",
  "HP",
  "Lenovo",
  "Apple",
  "iPhone",
  "MacBook",
  "Samsung",
  "Intel",
  "Oracle",
  "Siemens",
  "Philips",
  "Canon",
  "Epson",
  "Xerox",
  "Schneider Electric",
  "Volvo",
  "Honda",
  "Yamaha",
  "Motorola",
  "Huawei",
];
/**
 * The maker's product a match names, cut before the first standard's mark ("Intel® Dual Band Wi-Fi® 6" ->
 * "Intel® Dual Band"); null when it starts with one (Wi-Fi®, Bluetooth®, PCIe®, DisplayPort™, USB Type-C®):
 * a standard any maker meets is not a brand.
 */
export function brandedProduct(text: string): string | null {
  const words = text.split(/\s+(?![®™])/);
  const standard = words.findIndex(
    (word, index) => isStandardMark(word) || isStandardMark(`${word} ${words[index + 1] ?? ""}`),
  );
  const kept = standard === -1 ? words : words.slice(0, standard);
  return kept.length ? kept.join(" ") : null;
}
