/**
 * A short answer to a question made only of sentences quoted from the passages found for it (extractive: no
 * word is written or changed, so the answer can say nothing the documents do not). Each sentence keeps the
 * passage it came from, for its citation. Sentences are chosen by how many of the question's content words
 * (stemmed, stop words dropped: lib/knowledge/words.ts) they contain; below a relevance bar nothing is chosen
 * and the caller says so. Fragments are never quoted: a sentence must start like one and end with its full
 * stop, so "Bid security shall not be required." is quoted whole or not at all. Pure.
 */
import { splitSentences } from "@/lib/reading/sentences";
import { keywords, stem, stems } from "./words";

export type AnswerPassage = { title: string; location: string; text: string };

export type AnswerSentence = {
  text: string;
  /** Index into the passages given, so the citation can link to the passage shown below the answer. */
  passage: number;
  /** "Tender Manual, page 3". */
  citation: string;
};

export type ExtractiveAnswer =
  | { status: "answered"; sentences: AnswerSentence[] }
  /** No sentence reached the relevance bar (or there were no passages, or the question had no content words). */
  | { status: "none"; sentences: [] };

export const MAX_ANSWER_SENTENCES = 4;
/** Share of the question's content words a sentence must hold to be an answer... */
const MIN_COVERAGE = 0.5;
/** ...and a further sentence must come this close to the best one, so weak matches do not pad the answer. */
const RELATIVE_TO_BEST = 0.6;
/** Shorter is a heading or a label; longer is an enumeration nobody reads as an answer. */
const MIN_CHARS = 20;
const MAX_CHARS = 600;
const MIN_WORDS = 4;

/**
 * "How long", "how much", "how many", "how often", "how soon": the second word only says that a figure is
 * asked for ("How long must bids remain valid?" is about bids, remain and valid, not length).
 */
const HOW_PHRASE = /\bhow\s+(long|much|many|often|soon|far|late|early)\b/gi;

/** Content stems of a question, with question phrasing removed. */
export function questionStems(question: string): Set<string> {
  return stems(question.replace(HOW_PHRASE, "how"));
}

/** Dot leaders of a table of contents ("Bid Validity ........ 23", "Bid Validity . . . . 23", "Bid Validity …… 23"). */
const LEADERS = /\.{4,}|(?:\.\s){3,}|…{2,}|_{4,}/;

/**
 * Whether a sentence can be quoted as an answer: it starts like a sentence (a capital, a digit or an opening
 * quote or bracket, so the tail of a sentence cut at a chunk edge is not), ends with its terminal mark, is not
 * a question, a table-of-contents line, a heading in capitals or a row of figures.
 */
export function isQuotableSentence(sentence: string): boolean {
  if (sentence.length < MIN_CHARS || sentence.length > MAX_CHARS) return false;
  if (!/^["'“‘(\[]?[A-Z0-9]/.test(sentence)) return false;
  if (!/[.!;]["'”’)\]]?$/.test(sentence)) return false;
  if (LEADERS.test(sentence)) return false;
  const tokens = sentence.split(/\s+/);
  const words = tokens.filter((token) => /[A-Za-z]{2,}/.test(token));
  if (words.length < MIN_WORDS) return false;
  const figures = tokens.filter((token) => /^[\d.,:%()/-]+$/.test(token)).length;
  if (figures > tokens.length * 0.3) return false;
  const letters = sentence.replace(/[^A-Za-z]/g, "");
  return letters !== letters.toUpperCase();
}

type Candidate = {
  text: string;
  passage: number;
  order: number;
  matched: Set<string>;
  coverage: number;
  density: number;
};

const normalized = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

function citationOf(passage: AnswerPassage): string {
  return passage.location ? `${passage.title}, ${passage.location}` : passage.title;
}

function candidates(wanted: ReadonlySet<string>, passages: readonly AnswerPassage[]): Candidate[] {
  const list: Candidate[] = [];
  const seen = new Set<string>();
  passages.forEach((passage, index) => {
    splitSentences(passage.text).forEach((sentence, order) => {
      if (!isQuotableSentence(sentence)) return;
      // Neighbouring chunks overlap, and a document may repeat a clause: quote each sentence once.
      const key = normalized(sentence);
      if (seen.has(key)) return;
      seen.add(key);
      const own = keywords(sentence).map(stem);
      const matched = new Set(own.filter((word) => wanted.has(word)));
      if (matched.size === 0) return;
      list.push({
        text: sentence,
        passage: index,
        order,
        matched,
        coverage: matched.size / wanted.size,
        density: matched.size / Math.max(own.length, 1),
      });
    });
  });
  return list;
}

/**
 * The answer: the best sentence (most question words; then the denser sentence; then the better-ranked passage
 * and the earlier sentence), then up to three more that reach the bar and come near the best, in the same order.
 */
export function composeExtractiveAnswer(
  question: string,
  passages: readonly AnswerPassage[],
  maxSentences = MAX_ANSWER_SENTENCES,
): ExtractiveAnswer {
  const wanted = questionStems(question);
  if (wanted.size === 0 || passages.length === 0) return { status: "none", sentences: [] };
  const needed = Math.min(2, wanted.size);
  const ranked = candidates(wanted, passages)
    .filter((entry) => entry.coverage >= MIN_COVERAGE && entry.matched.size >= needed)
    .sort(
      (a, b) =>
        b.coverage - a.coverage || b.density - a.density || a.passage - b.passage || a.order - b.order,
    );
  const best = ranked[0];
  if (!best) return { status: "none", sentences: [] };
  const chosen: Candidate[] = [best];
  for (const entry of ranked.slice(1)) {
    if (chosen.length >= maxSentences) break;
    if (entry.coverage < best.coverage * RELATIVE_TO_BEST) break;
    chosen.push(entry);
  }
  return {
    status: "answered",
    sentences: chosen.map((entry) => ({
      text: entry.text,
      passage: entry.passage,
      citation: citationOf(passages[entry.passage]!),
    })),
  };
}
