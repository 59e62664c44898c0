/**
 * Tool search of the signed-in home. Pure: the catalogue and the role come in as arguments.
 *
 * How a tool scores against a query (text is lower-cased, accents and punctuation removed, so
 * "Post-Review" reads "post review"; a tool is searched by its title and by its id read as words,
 * "ipc_validation" -> "ipc validation"; the long guidance prose is not searched, since nearly every tool's
 * guidance mentions bids, contracts and procurement and would match everything):
 * - substring, 100: the whole query appears in the title or the id, starting at the beginning of a word
 *   ("bid" finds "Bidder Due Diligence" but "tor" does not find "Moni-tor-ing").
 * - synonym, 80: the query contains a term of SYNONYMS as whole words, or is the start (3+ characters) of
 *   one, and one of that term's phrases appears (from a word start) in the title or id ("rfp" -> "bid document").
 * - partial, up to 60: 60 x (query words matched / query words), rounded, where stop words ("the", "for",
 *   "tool"...) are not counted and a word matches when a tool word starts with it, when it starts with a tool
 *   word of 3+ letters and is itself 4+ letters ("bidding" -> "bid"), or when it is a one-word synonym term
 *   whose phrase the tool has.
 * A tool counts when its best score of the three is at least 20; tools the role prefers (lib/catalogue/roles)
 * then get +10, so the bonus reorders matches but never lets a non-match in. Ties keep catalogue order.
 */
import { preferredToolsForRole } from "@/lib/catalogue/roles";

export const SEARCH_SCORES = {
  substring: 100,
  synonym: 80,
  partialMax: 60,
  minimum: 20,
  rolePreferred: 10,
} as const;
export const TOP_RESULTS = 5;

/**
 * Procurement words people type that are not in tool titles, each with the title phrases it stands for.
 * Keys and phrases are written normalised (lower case, single spaces, no punctuation).
 */
export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  rfp: ["bid document", "solicitation"],
  rfq: ["bid document", "solicitation"],
  itb: ["bid document", "solicitation"],
  tender: ["bid document", "solicitation"],
  tor: ["specification"],
  "terms of reference": ["specification"],
  "scope of work": ["specification"],
  sow: ["specification"],
  memo: ["approval"],
  approve: ["approval"],
  "sign off": ["approval"],
  "no objection": ["approval"],
  debarment: ["due diligence"],
  debarred: ["due diligence"],
  sanctions: ["due diligence"],
  blacklist: ["due diligence"],
  kyc: ["due diligence"],
  "beneficial ownership": ["due diligence"],
  ipc: ["payment certificate"],
  payment: ["payment certificate"],
  invoice: ["payment certificate"],
  threshold: ["framework rules"],
  thresholds: ["framework rules"],
  method: ["framework rules"],
  regulation: ["framework rules"],
  law: ["framework rules"],
  price: ["market price"],
  cost: ["market price"],
  fraud: ["red flag"],
  corruption: ["red flag"],
  collusion: ["red flag"],
  rigging: ["red flag"],
  integrity: ["red flag", "due diligence"],
  records: ["audit trail"],
  logs: ["audit trail"],
  esg: ["sustainability"],
  green: ["sustainability"],
  environmental: ["sustainability"],
  climate: ["sustainability"],
  annual: ["procurement planning"],
  budget: ["procurement planning"],
  milestone: ["contract management"],
  milestones: ["contract management"],
  ram: ["contract management"],
  raci: ["contract management"],
  regret: ["debrief", "feedback"],
  unsuccessful: ["debrief", "feedback"],
  complaint: ["debrief", "feedback"],
  scoring: ["evaluation"],
  award: ["evaluation"],
  eligibility: ["qualification"],
  question: ["knowledge hub"],
  ask: ["knowledge hub"],
  sbd: ["template"],
  forms: ["template"],
  underpriced: ["abnormally low"],
  "front loading": ["unbalanced"],
  "front loaded": ["unbalanced"],
  responsiveness: ["bid compliance"],
  gcc: ["contract completeness"],
  clauses: ["contract completeness"],
  compare: ["comparative"],
  comparison: ["comparative"],
  supplier: ["bid proposal", "bid compliance"],
  vendor: ["bid proposal", "bid compliance"],
  mitigation: ["risk register"],
};

/** Words that carry no meaning for matching; they do not count in the partial score. */
const STOP_WORDS = new Set([
  "a",
  "an",
  "and",
  "or",
  "the",
  "of",
  "for",
  "to",
  "in",
  "on",
  "with",
  "my",
  "our",
  "i",
  "me",
  "how",
  "what",
  "do",
  "does",
  "is",
  "are",
  "can",
  "need",
  "want",
  "tool",
  "tools",
]);

/** Clearly not procurement: answered "This platform is focused on procurement tools". Singular forms. */
const OFF_TOPIC_WORDS = new Set([
  "weather",
  "forecast",
  "rain",
  "recipe",
  "cooking",
  "cook",
  "pizza",
  "pasta",
  "football",
  "soccer",
  "basketball",
  "cricket",
  "baseball",
  "sport",
  "movie",
  "film",
  "music",
  "song",
  "lyric",
  "joke",
  "horoscope",
  "celebrity",
  "holiday",
  "vacation",
  "hotel",
  "restaurant",
  "dating",
  "lottery",
  "poem",
  "game",
]);

export interface SearchableTool {
  id: string;
  title: string;
}
export interface ToolMatch<T extends SearchableTool> {
  tool: T;
  score: number;
}
export interface ToolSearchResult<T extends SearchableTool> {
  /** The best TOP_RESULTS matches, best first. */
  results: ToolMatch<T>[];
  /** How many tools matched in all (the UI notes 'Showing top 5 results' when this is larger). */
  total: number;
}

export function normaliseSearchText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

function words(text: string): string[] {
  return text ? text.split(" ") : [];
}

/** `phrase` occurs in `text` beginning at a word start (both normalised). */
function startsAWord(text: string, phrase: string): boolean {
  return phrase !== "" && ` ${text}`.includes(` ${phrase}`);
}

/** `phrase` occurs in `text` as whole words. */
function hasWords(text: string, phrase: string): boolean {
  return ` ${text} `.includes(` ${phrase} `);
}

function fieldsOf(tool: SearchableTool): string[] {
  return [normaliseSearchText(tool.title), normaliseSearchText(tool.id)];
}

function synonymHits(term: string, fields: readonly string[]): boolean {
  return (SYNONYMS[term] ?? []).some((phrase) => fields.some((field) => startsAWord(field, phrase)));
}

function wordMatches(word: string, toolWords: readonly string[], fields: readonly string[]): boolean {
  if (
    toolWords.some(
      (toolWord) =>
        toolWord.startsWith(word) || (word.length >= 4 && toolWord.length >= 3 && word.startsWith(toolWord)),
    )
  )
    return true;
  return synonymHits(word, fields);
}

/** The tool's score before the role bonus, 0 when below the minimum. `query` is normalised. */
function baseScore(query: string, tool: SearchableTool): number {
  const fields = fieldsOf(tool);
  if (fields.some((field) => startsAWord(field, query))) return SEARCH_SCORES.substring;
  const synonym = Object.keys(SYNONYMS).some(
    (term) =>
      (hasWords(query, term) || (query.length >= 3 && term.startsWith(query))) && synonymHits(term, fields),
  );
  if (synonym) return SEARCH_SCORES.synonym;
  const meaningful = words(query).filter((word) => !STOP_WORDS.has(word));
  if (meaningful.length === 0) return 0;
  const toolWords = fields.flatMap(words);
  const matched = meaningful.filter((word) => wordMatches(word, toolWords, fields)).length;
  const partial = Math.round((SEARCH_SCORES.partialMax * matched) / meaningful.length);
  return partial >= SEARCH_SCORES.minimum ? partial : 0;
}

/**
 * Scores every tool for `query` and returns the best five. `role` is one of the five roles or a legacy
 * role name (Procurement Officer, Reviewer, ...); its preferred tools get the +10 bonus.
 */
export function searchTools<T extends SearchableTool>(
  query: string,
  role: string,
  tools: readonly T[],
): ToolSearchResult<T> {
  const normalised = normaliseSearchText(query);
  if (!normalised) return { results: [], total: 0 };
  const preferred = new Set<string>(preferredToolsForRole(role));
  const matches = tools
    .map((tool, index) => {
      const base = baseScore(normalised, tool);
      return {
        tool,
        index,
        score: base && (preferred.has(tool.id) ? base + SEARCH_SCORES.rolePreferred : base),
      };
    })
    .filter((match) => match.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index);
  return {
    results: matches.slice(0, TOP_RESULTS).map(({ tool, score }) => ({ tool, score })),
    total: matches.length,
  };
}

/** Levenshtein distance (insertions, deletions, substitutions). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** Tool title and id words of 3+ letters and one-word synonym terms, in catalogue order, without repeats. */
function vocabulary(tools: readonly SearchableTool[]): string[] {
  const all = [
    ...tools.flatMap((tool) => fieldsOf(tool).flatMap(words)),
    ...Object.keys(SYNONYMS).filter((term) => !term.includes(" ")),
  ];
  return [...new Set(all.filter((word) => word.length >= 3 && !/^\d+$/.test(word)))];
}

/**
 * A corrected query for a search that found nothing ("evalution" -> "evaluation"): each unknown word of 3+
 * letters is replaced by the closest known word within a quarter of its length (at least 1 edit; ties go to
 * the earlier word in catalogue order). Null when nothing was corrected or the correction finds no tool either.
 */
export function didYouMean<T extends SearchableTool>(query: string, tools: readonly T[]): string | null {
  const known = vocabulary(tools);
  let changed = false;
  const corrected = words(normaliseSearchText(query)).map((word) => {
    if (word.length < 3 || STOP_WORDS.has(word) || known.some((candidate) => candidate.startsWith(word)))
      return word;
    const limit = Math.max(1, Math.floor(word.length / 4));
    let best: { word: string; distance: number } | null = null;
    for (const candidate of known) {
      const distance = editDistance(word, candidate);
      if (distance <= limit && (!best || distance < best.distance)) best = { word: candidate, distance };
    }
    if (!best) return word;
    changed = true;
    return best.word;
  });
  if (!changed) return null;
  const suggestion = corrected.join(" ");
  return searchTools(suggestion, "", tools).total > 0 ? suggestion : null;
}

/**
 * The query names something outside procurement (weather, recipes, sport...). The page asks this only when
 * nothing matched, so "football stadium tender" still lists its tools.
 */
export function isOffTopic(query: string): boolean {
  return words(normaliseSearchText(query)).some(
    (word) => OFF_TOPIC_WORDS.has(word) || (word.endsWith("s") && OFF_TOPIC_WORDS.has(word.slice(0, -1))),
  );
}
