/**
 * Criteria that could needlessly restrict competition (qualification_evaluation_criteria), read in the user's
 * brief and in the attached draft bidding document or earlier criteria (pure). Each flag quotes the sentence, says
 * where it is and why it restricts competition: experience or turnover sized far above the contract, brand names
 * without "or equivalent", origin requirements, long years of experience.
 */
import { collapseWhitespace } from "@/lib/reading/evidence";
import { parseNumber } from "@/lib/locale/numbers";

export type CategoryKey = "goods" | "works" | "consulting" | "non_consulting";

export type RestrictionFlag = {
  kind: "experience" | "turnover" | "brand" | "origin" | "years";
  /** The sentence as read (whitespace collapsed, cut at 300 characters). */
  quote: string;
  /** 'Brief: desired outputs' or '{file}, {page}'. */
  where: string;
  reason: string;
};

/** A text to read and where it comes from. */
export type ReadText = { where: string; text: string };

/** Experience sized above this multiple of the estimate excludes firms able to do the job. */
export const EXPERIENCE_LIMIT = 2;
/** Highest average annual turnover multiple of the estimate that is still in proportion, per category. */
export const TURNOVER_NORM: Record<CategoryKey, number> = {
  works: 2.5,
  goods: 2,
  non_consulting: 2,
  consulting: 1.5,
};
/** Years of experience asked of a firm or expert beyond which the requirement is usually disproportionate. */
export const YEARS_LIMIT = 10;

const QUOTE_LIMIT = 300;

/** Brands often written into specifications; a name without "or equivalent" restricts competition. */
const BRANDS =
  /\b(HP|Hewlett[- ]Packard|Dell|Lenovo|Apple|Cisco|Microsoft|Samsung|Toyota|Caterpillar|Komatsu|Siemens|Philips|Intel|AMD|Oracle|SAP|Huawei|Canon|Epson|Xerox|Mercedes[- ]Benz|Land Cruiser|Volvo)\b/;
const EQUIVALENT = /\bor (an? )?(approved |similar )?equivalent\b|\bequivalent or better\b/i;
const BRAND_WORDING = /\b(brand|make|manufacturer)\s*(name)?\s*:|\bbrand[- ]new\b/i;
const ORIGIN =
  /\b(?:(?:manufactured|made|produced|assembled|originat\w*)\s+in|country of origin\s+(?:shall|must)|(?:of|from)\s+\w+\s+origin|firms?\s+(?:registered|based)\s+in\s+\w+\s+only|only\s+(?:local|domestic|national)\s+(?:firms|companies|suppliers|contractors))\b/i;
/** Lawful preferences the framework sets (margin of preference, reservations) are not origin restrictions. */
const LAWFUL_PREFERENCE = /\bmargin of preference\b|\bpreference\b|\bAGPO\b|\breserved\b/i;

const MONEY =
  /(?<![A-Za-z])([A-Z]{3}|Kshs?\.?|KSh|US\$|\$|€|£)\s?([\d][\d,]*(?:\.\d+)?)\s*(million|m|billion|bn)?\b/gi;
const CURRENCY_ALIASES: Record<string, string> = {
  KSH: "KES",
  KSHS: "KES",
  US$: "USD",
  $: "USD",
  "€": "EUR",
  "£": "GBP",
};

function currencyOf(symbol: string): string {
  const key = symbol.replace(/\.$/, "").toUpperCase();
  return CURRENCY_ALIASES[key] ?? key;
}

/** Amounts a sentence names in the estimate's currency (other currencies cannot be compared without a rate). */
export function amountsIn(sentence: string, currency: string): number[] {
  const found: number[] = [];
  for (const match of sentence.matchAll(MONEY)) {
    if (currencyOf(match[1] ?? "") !== currency.toUpperCase()) continue;
    const number = parseNumber(match[2] ?? "");
    if (number === null) continue;
    const scale = /^b/i.test(match[3] ?? "") ? 1e9 : match[3] ? 1e6 : 1;
    found.push(number * scale);
  }
  return found;
}

/** Sentences of a text (ends at . ! ? followed by a space and a capital, or at a line break). */
export function sentences(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+(?=[A-Z(])/)
    .map((sentence) => collapseWhitespace(sentence))
    .filter((sentence) => sentence.length > 0);
}

const quoteOf = (sentence: string) =>
  sentence.length > QUOTE_LIMIT ? `${sentence.slice(0, QUOTE_LIMIT - 1)}…` : sentence;

const ratio = (value: number) => `${Math.round(value * 10) / 10}`;

/** Flags of one sentence (at most one per kind). */
function sentenceFlags(
  sentence: string,
  estimate: { amount: number; currency: string } | null,
  category: CategoryKey,
): Omit<RestrictionFlag, "where" | "quote">[] {
  const flags: Omit<RestrictionFlag, "where" | "quote">[] = [];
  const lower = sentence.toLowerCase();
  const isTurnover = /\bturnover\b/.test(lower);
  const isExperience = !isTurnover && /\b(similar|experience|completed|contracts? of)\b/.test(lower);

  if (estimate && (isTurnover || isExperience)) {
    const largest = Math.max(0, ...amountsIn(sentence, estimate.currency));
    const multiple = /(\d+(?:\.\d+)?)\s*(?:x|times)\b/i.exec(sentence);
    const timesEstimate = largest > 0 ? largest / estimate.amount : multiple ? Number(multiple[1]) : 0;
    if (isTurnover && timesEstimate > TURNOVER_NORM[category])
      flags.push({
        kind: "turnover",
        reason: `Average annual turnover asked is ${ratio(timesEstimate)} times the estimate, above the usual ${TURNOVER_NORM[category]} times for ${category.replace("_", "-")} contracts: it excludes firms able to carry the contract.`,
      });
    if (isExperience && timesEstimate > EXPERIENCE_LIMIT)
      flags.push({
        kind: "experience",
        reason: `Similar experience asked is ${ratio(timesEstimate)} times the estimate (more than ${EXPERIENCE_LIMIT} times): a firm that has done contracts of this size would be excluded.`,
      });
  }

  const years = /\b(\d{1,2})\s*(?:\+\s*)?years?\b/i.exec(sentence);
  if (years && Number(years[1]) > YEARS_LIMIT && /\bexperience\b/i.test(sentence))
    flags.push({
      kind: "years",
      reason: `${years[1]} years of experience is more than the ${YEARS_LIMIT} years usually needed to show capacity; ask for experience of similar contracts instead.`,
    });

  const brand = BRANDS.exec(sentence);
  if (
    (brand || BRAND_WORDING.test(sentence)) &&
    !EQUIVALENT.test(sentence) &&
    !/\bbrand[- ]new\b/i.test(sentence)
  )
    flags.push({
      kind: "brand",
      reason: `${brand ? `Names the brand "${brand[1]}"` : "Asks for a brand or make"} without "or equivalent": specifications must describe performance, not a manufacturer.`,
    });

  if (ORIGIN.test(sentence) && !LAWFUL_PREFERENCE.test(sentence))
    flags.push({
      kind: "origin",
      reason:
        "Requires a place of origin or establishment: eligibility cannot depend on origin except through a preference or reservation the framework provides.",
    });
  return flags;
}

/** Every flag of the texts read, in reading order. */
export function restrictiveCriteria(
  texts: readonly ReadText[],
  estimate: { amount: number; currency: string } | null,
  category: CategoryKey,
): RestrictionFlag[] {
  return texts.flatMap(({ where, text }) =>
    sentences(text).flatMap((sentence) =>
      sentenceFlags(sentence, estimate, category).map((flag) => ({
        ...flag,
        quote: quoteOf(sentence),
        where,
      })),
    ),
  );
}
