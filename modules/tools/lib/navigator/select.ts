/**
 * Which rules answer which enquiry focus (pure). Every function takes the framework's rules and returns them
 * in library order unless it ranks; callers decide how verified rules and unverified leads are shown.
 */
import { isSuperseded, TOPIC_LABELS, type NavigatorRule, type RuleTopic } from "@/lib/frameworks/library";

/** Topics the 'Rules / Methods' focus covers, in the order they are listed. */
export const METHOD_TOPICS: readonly RuleTopic[] = [
  "method",
  "bid_period",
  "bid_validity",
  "bid_security",
  "standstill",
  "other",
];
/** One overview bullet per topic, in this order (at most 5 bullets). */
const OVERVIEW_TOPICS: readonly RuleTopic[] = [
  "method",
  "threshold",
  "bid_period",
  "bid_validity",
  "bid_security",
  "standstill",
  "other",
];
export const OVERVIEW_LIMIT = 5;
export const CUSTOM_QUERY_LIMIT = 8;

/** Rules of the given topics, grouped by topic in the order given (library order within a topic). */
export function byTopics(rules: readonly NavigatorRule[], topics: readonly RuleTopic[]): NavigatorRule[] {
  return topics.flatMap((topic) => rules.filter((rule) => rule.topic === topic));
}

// Standard documents, forms and templates as rule texts name them (SPD: World Bank Standard Procurement
// Documents; STD: Kenya Standard Tender Documents; SBD: standard bidding documents). Word bounds keep
// "performance" and "information" out.
const TEMPLATE_PATTERN =
  /\bstandard (bidding|tender|procurement) documents?\b|\b(SPD|STD|SBD)s?\b|\bforms?\b|\btemplates?\b/i;

/** Rules whose own title or text mentions standard documents, forms or templates. */
export function templateRules(rules: readonly NavigatorRule[]): NavigatorRule[] {
  return rules.filter((rule) => TEMPLATE_PATTERN.test(`${rule.title} ${rule.description}`));
}

const CITED_DOCUMENT =
  /\b(?:[A-Z][\w.&-]*\s+)*Standard (?:Tender|Bidding|Procurement) Documents?\b[^,]*(?:,\s*Rev\.[^,(]*(?:\([^)]*\))?)?/;

export type CitedDocument = { title: string; source_url: string | null; rules: number };

/** The standard documents the verified rules are cited from (e.g. Kenya's PPRA STD for Works), with a count. */
export function citedDocuments(rules: readonly NavigatorRule[]): CitedDocument[] {
  const documents = new Map<string, CitedDocument>();
  for (const rule of rules) {
    if (!rule.verified) continue;
    const title = CITED_DOCUMENT.exec(rule.citation)?.[0].trim();
    if (!title) continue;
    const known = documents.get(title);
    if (known) known.rules += 1;
    else documents.set(title, { title, source_url: rule.source_url, rules: 1 });
  }
  return [...documents.values()];
}

/** At most 5 verified rules, one per topic; superseded figures are never the headline of a topic. */
export function overviewRules(rules: readonly NavigatorRule[]): NavigatorRule[] {
  const picked: NavigatorRule[] = [];
  for (const topic of OVERVIEW_TOPICS) {
    const rule = rules.find(
      (candidate) => candidate.verified && candidate.topic === topic && !isSuperseded(candidate),
    );
    if (rule) picked.push(rule);
    if (picked.length === OVERVIEW_LIMIT) break;
  }
  return picked;
}

const STOP_WORDS = new Set(
  (
    "a about above after all also an and any are as at be been before being below between but by can could do does " +
    "for from had has have how i if in into is it its may me might must my no not of on or our over shall should so " +
    "than that the their them then there these they this those to under up us was we were what when where which " +
    "who whom why will with would you your procurement rule rules apply applies applicable"
  ).split(" "),
);

/** Lower-case keywords without stop words, with plurals folded ('thresholds' -> 'threshold', 'bodies' -> 'body'). */
export function tokenize(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word))
    .map((word) => {
      if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
      if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
      return word;
    });
}

export type RankedRule = { rule: NavigatorRule; score: number };

/**
 * Rules ranked by word overlap with a query: each distinct query word found in the title (or topic) scores 2,
 * one found only in the text or value scores 1. Ties keep library order; rules scoring 0, or under half the
 * best score, are dropped.
 */
export function rankByQuery(
  rules: readonly NavigatorRule[],
  query: string,
  limit = CUSTOM_QUERY_LIMIT,
): RankedRule[] {
  const words = [...new Set(tokenize(query))];
  if (words.length === 0) return [];
  const ranked = rules.map((rule, index) => {
    const heading = new Set(tokenize(`${rule.title} ${TOPIC_LABELS[rule.topic]} ${rule.topic}`));
    // Citations are left out: they repeat source names ('Standard Tender Document') that would match everything.
    const body = new Set(tokenize(`${rule.description} ${rule.value ?? ""} ${rule.category}`));
    const score = words.reduce((total, word) => total + (heading.has(word) ? 2 : body.has(word) ? 1 : 0), 0);
    return { rule, score, index };
  });
  // Rules scoring under half the best are incidental matches (one shared word), not answers.
  const best = Math.max(0, ...ranked.map((entry) => entry.score));
  return ranked
    .filter((entry) => entry.score > 0 && entry.score * 2 >= best)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map(({ rule, score }) => ({ rule, score }));
}
