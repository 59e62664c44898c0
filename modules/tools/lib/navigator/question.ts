/**
 * The navigator's answer to the question typed in "Custom query", whatever the focus (issue 22: the question was
 * ignored unless the focus was "Custom Query (Other)"). Pure: matches the question against the framework's
 * verified rules with the knowledge search's word helpers (lib/knowledge/words.ts) and says which rules answer
 * it, each with its citation and source, or plainly that none does and what was searched. Unverified rules are
 * leads, never answers; provenance notes are never shown.
 */
import { keywords, stem } from "@/lib/knowledge/words";
import { TOPIC_LABELS, valueText, type NavigatorRule } from "@/lib/frameworks/library";

export const QUESTION_MATCH_LIMIT = 3;

/**
 * Words practitioners use for the same thing (stems, as lib/knowledge/words.ts cuts them): frameworks say
 * "tender" where others say "bid", "direct procurement" where others say "single source".
 */
const SAME_AS: Readonly<Record<string, string>> = {
  bid: "tender",
  bidder: "tender",
  tenderer: "tender",
  proposal: "tender",
  offer: "tender",
  single: "direct",
  sole: "direct",
  urgent: "emergenc",
  urgenc: "emergenc",
  guarante: "secur",
  bond: "secur",
  complaint: "review",
  complain: "review",
  appeal: "review",
  challeng: "review",
  debrief: "debrief",
  threshold: "threshold",
  limit: "threshold",
};

const canonical = (word: string) => {
  const root = stem(word);
  return SAME_AS[root] ?? root;
};

/**
 * Words in most questions and most rules ("bid", "procurement", "period"): they rank, but never make a rule an
 * answer on their own, or every tender rule would answer "What is the bid validity period?".
 */
const GENERIC = new Set(
  ["procurement", "procure", "rule", "law", "regulation", "framework", "apply", "required", "require"]
    .concat(["allowed", "allow", "long", "much", "many", "minimum", "maximum", "period", "day", "days"])
    .concat(["bid", "tender", "bidder", "contract"])
    .map(canonical),
);
const isGeneric = (word: string) => GENERIC.has(canonical(word));

function ruleStems(text: string): Set<string> {
  return new Set(keywords(text).map(canonical));
}

export type QuestionMatch = {
  id: string;
  title: string;
  topic: string;
  description: string;
  value: string;
  citation: string;
  source_url: string | null;
  /** The question's words this rule speaks to, as the user typed them. */
  matched: string[];
};

export type QuestionAnswer = {
  question: string;
  framework: string;
  /** What was searched: the verified rules of the framework and the question's words. */
  searched: { rules: number; keywords: string[] };
  /** Rules that answer the question, best first (empty when none does). */
  matches: QuestionMatch[];
  /** When nothing answers: the nearest rule sharing some words, shown as such, never as the answer. */
  closest: QuestionMatch | null;
  /** Words of the question that no matching rule speaks to (e.g. "emergency"). */
  uncovered: string[];
  /** One sentence for the summary and exports. */
  answer: string;
};

type Scored = { rule: NavigatorRule; order: number; score: number; content: number; matched: string[] };

function toMatch({ rule, matched }: Scored): QuestionMatch {
  return {
    id: rule.id,
    title: rule.title,
    topic: TOPIC_LABELS[rule.topic],
    description: rule.description,
    value: valueText(rule),
    citation: rule.citation,
    source_url: rule.source_url,
    matched,
  };
}

const quoted = (words: readonly string[]) => words.map((word) => `"${word}"`).join(", ");

/**
 * Matches a question against the framework's rules. A rule answers when it speaks to at least half of the
 * question's specific words (generic ones such as "procurement" or "period" only rank, at half weight); words
 * in its title count twice. Null when there is no question.
 */
export function answerQuestion(
  rules: readonly NavigatorRule[],
  question: string,
  framework: string,
  limit = QUESTION_MATCH_LIMIT,
): QuestionAnswer | null {
  const asked = question.trim();
  if (!asked) return null;
  const words = keywords(asked);
  const verified = rules.filter((rule) => rule.verified);
  const searched = { rules: verified.length, keywords: words };
  const specific = words.filter((word) => !isGeneric(word));
  const needed = Math.max(1, Math.ceil(specific.length / 2));

  const scored: Scored[] = verified.map((rule, order) => {
    const title = ruleStems(`${rule.title} ${TOPIC_LABELS[rule.topic]}`);
    const body = ruleStems(
      `${rule.title} ${TOPIC_LABELS[rule.topic]} ${rule.description} ${rule.value ?? ""}`,
    );
    const matched = words.filter((word) => body.has(canonical(word)));
    // A word in the title counts twice, a generic word half: "tenders" in a title says little about the subject.
    const score = matched.reduce(
      (sum, word) => sum + (title.has(canonical(word)) ? 2 : 1) * (isGeneric(word) ? 0.5 : 1),
      0,
    );
    const content = matched.filter((word) => !isGeneric(word)).length;
    return { rule, order, score, content, matched };
  });
  const byScore = (a: Scored, b: Scored) => b.score - a.score || a.order - b.order;
  const answering = scored.filter((entry) => specific.length > 0 && entry.content >= needed).sort(byScore);
  // Rules far behind the best are incidental (one shared word), not answers.
  const best = answering[0]?.score ?? 0;
  const matches = answering
    .filter((entry) => entry.score * 2 >= best)
    .slice(0, limit)
    .map(toMatch);
  const nearest = scored.filter((entry) => entry.content > 0).sort(byScore)[0];
  const closest = matches.length === 0 && nearest ? toMatch(nearest) : null;
  const spoken = new Set(matches.flatMap((match) => match.matched.map(canonical)));
  const uncovered = matches.length ? specific.filter((word) => !spoken.has(canonical(word))) : [];

  const answer = matches.length
    ? `${matches.length === 1 ? "1 verified rule" : `${matches.length} verified rules`} of ${framework} answer${matches.length === 1 ? "s" : ""} your question: ${matches.map((match) => `${match.title} (${match.citation})`).join("; ")}.${uncovered.length ? ` None of them speaks to ${quoted(uncovered)}.` : ""}`
    : `No verified rule of ${framework} answers your question: ${verified.length} verified rule${verified.length === 1 ? " was" : "s were"} searched for ${words.length ? quoted(words) : "its words"}.${closest ? ` The nearest, ${closest.title}, only shares ${quoted(closest.matched)}.` : ""}`;
  return { question: asked, framework, searched, matches, closest, uncovered, answer };
}
