/**
 * intelligence / spec-quality (and the hub tool specification_requirements_quality): reads specifications
 * sentence by sentence for brand names without 'or equivalent', vague or unmeasurable terms, restrictive
 * requirements and quantities without units. Each finding quotes its sentence with document and page.
 * Reviewed: the "specifications" slot (or the hub tool's "subject" group); when neither has a file, every
 * attached document, supporting documents included.
 */
import type { AttachedDocument, Finding, FindingSeverity } from "@/lib/results/types";
import { documentNames } from "@/lib/reading/evidence";
import { finding, insufficientData } from "@/modules/review/lib/engine/checks";
import type { ReviewCheck, ReviewContext, RulePack } from "@/lib/results/review-types";
import { citeSentence, sentenceEvidence, sentencesOf, type Sentence } from "@/lib/reading/sentences";
import {
  BRAND_MARKERS,
  makerTrademarks,
  DIMENSION_WORDS,
  EXPERIENCE_YEARS,
  MAX_REASONABLE_EXPERIENCE_YEARS,
  OR_EQUIVALENT,
  RESTRICTIVE_RULES,
  givesMeasure,
  isPlatformCompatibility,
  NOT_VAGUE,
  SPEC_BRANDS,
  UNITS,
  UNMEASURABLE_TIME_TERMS,
  VAGUE_TERMS,
} from "./spec-quality-terms";

export const SPECIFICATION_GROUPS = ["specifications", "subject"] as const;
/** Sentences reported one by one per check; the rest are counted in one more finding. */
export const MAX_FINDINGS_PER_CHECK = 10;

export function specificationDocuments(context: ReviewContext): readonly AttachedDocument[] {
  const specifications = context.documentsIn(...SPECIFICATION_GROUPS);
  return specifications.length ? specifications : context.input.documents;
}

/** A sentence that breaks a rule: what matched (for the title) and where (for the quote). */
export type Hit = {
  sentence: Sentence;
  label: string;
  at: [number, number];
  recommendation: string;
  severity?: FindingSeverity;
};

type SentenceRule = {
  id: string;
  title: string;
  status: "fail" | "warning";
  severity: FindingSeverity;
  none: string;
  scan(sentence: Sentence): Hit | null;
};

function sentenceCheck(rule: SentenceRule): ReviewCheck {
  const check: ReviewCheck = {
    id: rule.id,
    title: rule.title,
    run(context) {
      const documents = specificationDocuments(context);
      if (!documents.length) return null;
      const sentences = sentencesOf(documents);
      // Nothing read is not "nothing wrong": a scan without text says nothing about its brands or terms.
      if (!sentences.length)
        return insufficientData(check, {
          evidence: `Not screened: no readable text in ${documentNames(documents)}.`,
          recommendation: "Attach the specifications as DOCX or as a searchable PDF.",
        });
      const hits = sentences.flatMap((sentence) => rule.scan(sentence) ?? []);
      if (!hits.length)
        return finding(check, "pass", "info", { evidence: `${rule.none} in ${documentNames(documents)}.` });
      const listed = hits.slice(0, MAX_FINDINGS_PER_CHECK);
      const findings: Finding[] = listed.map((hit, i) =>
        finding(check, rule.status, hit.severity ?? rule.severity, {
          id: `${check.id}-${i + 1}`,
          title: `${rule.title}: ${hit.label}`,
          evidence: sentenceEvidence(hit.sentence, ...hit.at),
          citation: citeSentence(hit.sentence),
          recommendation: hit.recommendation,
        }),
      );
      const more = hits.length - listed.length;
      if (more) {
        findings.push(
          finding(check, "info", "info", {
            id: `${check.id}-more`,
            evidence: `${more} more sentence${more === 1 ? "" : "s"} of the same kind (not listed), first: ${sentenceEvidence(hits[listed.length]!.sentence)}.`,
          }),
        );
      }
      return findings;
    },
  };
  return check;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const phrase = (text: string) => escape(text).replace(/ /g, "[\\s-]+");
const BRANDS = new RegExp(
  `(?<![\\w-])(?:${[...SPEC_BRANDS]
    .sort((a, b) => b.length - a.length)
    .map(phrase)
    .join("|")})(?![\\w-])`,
  "g",
);
/** Trailing spaces, colons and brackets dropped ("Brand name: (" -> "Brand name"), without /[\s:(]+$/. */
function withoutTrailingMarks(text: string): string {
  let end = text.length;
  while (end > 0 && /[\s:(]/.test(text[end - 1]!)) end--;
  return text.slice(0, end);
}
/** "State the brand and model offered": asking the bidder to name its brand is not a brand requirement. */
const ASKS_BIDDER =
  /\b(?:state|specify|indicate|provide|quote|offered|bidders?|tenderers?|suppliers?|to\s+be\s+(?:stated|specified|indicated|provided))\b/i;

export const brandNamesRule: SentenceRule = {
  id: "spec-brand-names",
  title: "Brand name without 'or equivalent'",
  status: "fail",
  severity: "medium",
  none: "No brand name, trademark or model number without 'or equivalent'",
  scan(sentence) {
    if (OR_EQUIVALENT.test(sentence.text)) return null;
    const marker = ASKS_BIDDER.test(sentence.text)
      ? null
      : (BRAND_MARKERS.map((pattern) => pattern.exec(sentence.text)).find(Boolean) ?? null);
    // A standard's mark (Wi-Fi®, Bluetooth®, PCIe®) names no maker: only a maker's trademark counts. A platform
    // the item must work with ("PC/SC 2.0 for Windows", "drivers for Microsoft Windows and Linux") is no brand.
    const named = [...sentence.text.matchAll(BRANDS), ...makerTrademarks(sentence.text)].filter(
      (candidate) => !isPlatformCompatibility(sentence.text, candidate.index),
    );
    const match = named.sort((a, b) => a.index - b.index)[0] ?? marker;
    if (!match) return null;
    return {
      sentence,
      label: withoutTrailingMarks(match[0].trim()),
      at: [match.index, match.index + match[0].length],
      recommendation: "Describe the requirement by performance and function, or add 'or equivalent'.",
    };
  },
};

const termPattern = (term: string) => (term === "etc" ? "etc\\b\\.?" : `${phrase(term)}\\b`);
const TIME_TERMS: ReadonlySet<string> = new Set(UNMEASURABLE_TIME_TERMS.map((term) => term.toLowerCase()));
/** Longest first, so "in good time" is one time term and not the vague "good". */
const VAGUE = new RegExp(
  `\\b(?:${[...UNMEASURABLE_TIME_TERMS, ...VAGUE_TERMS]
    .sort((a, b) => b.length - a.length)
    .map(termPattern)
    .join("|")})`,
  "gi",
);

const quoted = (terms: readonly string[]) => terms.map((term) => `'${term}'`).join(", ");

/** What to write instead: a measurable value for a quality word, a period for a time word. */
function vagueRecommendation(terms: readonly string[]): string {
  const time = terms.filter((term) => TIME_TERMS.has(term.toLowerCase()));
  const quality = terms.filter((term) => !TIME_TERMS.has(term.toLowerCase()));
  return [
    quality.length
      ? `Replace ${quoted(quality)} with a measurable value, a tolerance or a standard the goods can be tested against.`
      : "",
    time.length
      ? `Replace ${quoted(time)} with a period that can be enforced (e.g. within 14 days of the purchase order).`
      : "",
  ]
    .filter(Boolean)
    .join(" ");
}

export const vagueTermsRule: SentenceRule = {
  id: "spec-vague-terms",
  title: "Vague or unmeasurable term",
  status: "warning",
  severity: "low",
  none: "No vague or unmeasurable term",
  scan(sentence) {
    const matches = [...sentence.text.matchAll(VAGUE)].filter(
      (match) => !NOT_VAGUE.test(sentence.text.slice(match.index, match.index + 30)),
    );
    // "Good battery life of at least 8 hours": the sentence itself says what good means.
    if (!matches.length || givesMeasure(sentence.text)) return null;
    const first = matches[0]!;
    const terms = [
      ...new Set(
        matches.map((match) => {
          const term = match[0].toLowerCase().replace(/[\s-]+/g, " ");
          return term === "asap" ? "ASAP" : term;
        }),
      ),
    ];
    return {
      sentence,
      label: quoted(terms),
      at: [first.index, first.index + first[0].length],
      recommendation: vagueRecommendation(terms),
    };
  },
};

export const restrictiveRule: SentenceRule = {
  id: "spec-restrictive",
  title: "Restrictive requirement",
  status: "fail",
  severity: "medium",
  none: "No restrictive requirement (single origin, proprietary standard, named prior client, unusual experience)",
  scan(sentence) {
    for (const rule of RESTRICTIVE_RULES) {
      const match = rule.pattern.exec(sentence.text);
      if (!match || (rule.id === "national-standard" && OR_EQUIVALENT.test(sentence.text))) continue;
      return {
        sentence,
        label: rule.name,
        at: [match.index, match.index + match[0].length],
        recommendation: rule.recommendation,
        severity: rule.severity,
      };
    }
    const experience = EXPERIENCE_YEARS.exec(sentence.text);
    const years = experience ? Number(experience[1] ?? experience[2]) : 0;
    if (!experience || years <= MAX_REASONABLE_EXPERIENCE_YEARS) return null;
    return {
      sentence,
      label: `${years} years of experience`,
      at: [experience.index, experience.index + experience[0].length],
      recommendation: `Ask for no more than the experience the work needs (rarely over ${MAX_REASONABLE_EXPERIENCE_YEARS} years), or justify it.`,
      severity: "low",
    };
  },
};

const DIMENSION = new RegExp(
  `\\b(?:${[...DIMENSION_WORDS]
    .sort((a, b) => b.length - a.length)
    .map(phrase)
    .join("|")})\\b`,
  "gi",
);
const UNIT_ALTERNATIVES = UNITS.join("|");
const UNIT_AFTER = new RegExp(`^\\s*(?:${UNIT_ALTERNATIVES})(?![a-z])`, "i");
const UNIT_IN_GAP = new RegExp(`(?:\\(\\s*|\\bin\\s+)(?:${UNIT_ALTERNATIVES})(?![a-z])`, "i");
/** A number after one of these is not a quantity: "power class 2", "capacity building for 20", "size (see item 4)". */
const NOT_A_QUANTITY =
  /[.;]|\b(?:clause|section|item|table|annex|appendix|schedule|lot|figure|page|no|number|ref|version|edition|class|category|grade|type|level|phase|stage|ip|iso|en|model|building|attorney|shedding|year)\b/i;
const NUMBER_RUN = /^\d+(?:[.,]\d+)*(?:\s*(?:-|–|to|x|×|\/|and)\s*\d+(?:[.,]\d+)*)*/;

export const missingUnitsRule: SentenceRule = {
  id: "spec-missing-units",
  title: "Quantity without a unit",
  status: "warning",
  severity: "low",
  none: "No quantity without a unit",
  scan(sentence) {
    const text = sentence.text;
    for (const dimension of text.matchAll(DIMENSION)) {
      const end = dimension.index + dimension[0].length;
      const rest = text.slice(end, end + 80);
      const digit = /\d/.exec(rest);
      if (!digit || digit.index > 30) continue;
      const gap = rest.slice(0, digit.index);
      if (NOT_A_QUANTITY.test(gap) || UNIT_IN_GAP.test(gap)) continue;
      const number = NUMBER_RUN.exec(rest.slice(digit.index))![0];
      if (/^(?:19|20)\d\d$/.test(number)) continue; // a year
      if (UNIT_AFTER.test(rest.slice(digit.index + number.length))) continue;
      return {
        sentence,
        label: `${dimension[0].toLowerCase()} ${number}`,
        at: [dimension.index, end + digit.index + number.length],
        recommendation: `State the unit of the ${dimension[0].toLowerCase()} (e.g. kg, mm, V, kW) and a tolerance or minimum.`,
      };
    }
    return null;
  },
};

export const specificationsAttachedCheck: ReviewCheck = {
  id: "specifications-document",
  title: "Specifications attached",
  run(context) {
    const specifications = context.documentsIn(...SPECIFICATION_GROUPS);
    if (specifications.length)
      return finding(specificationsAttachedCheck, "pass", "info", {
        evidence: `Reviewed: ${documentNames(specifications)}.`,
      });
    if (context.input.documents.length) {
      return finding(specificationsAttachedCheck, "info", "info", {
        evidence: `No Specifications file was attached; reviewed every attached document: ${documentNames(context.input.documents)}.`,
      });
    }
    return insufficientData(specificationsAttachedCheck, {
      key: true,
      evidence: "No document was attached: nothing could be screened.",
      recommendation: "Attach the specifications and run the review again.",
    });
  },
};

export const SPEC_QUALITY_RULES: readonly SentenceRule[] = [
  brandNamesRule,
  vagueTermsRule,
  restrictiveRule,
  missingUnitsRule,
];

export const specQualityPack: RulePack = {
  serviceId: "intelligence",
  subserviceId: "spec-quality",
  title: "Specification Quality",
  checks: [specificationsAttachedCheck, ...SPEC_QUALITY_RULES.map(sentenceCheck)],
};
