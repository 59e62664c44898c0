/**
 * The requirement mapper (pure): every 'shall'/'must' sentence of the reference documents (the solicitation)
 * becomes a requirement with its ref (document, page, clause), and is mapped to the passage of the draft bid
 * that answers it, or reported missing.
 *
 * Matching is keyword overlap, documented so a reviewer can reproduce it:
 *  - key words: the words of at least 3 letters, lower-cased, light-stemmed ("submitted" -> "submit"), with
 *    STOP_WORDS removed (English function words and the words every bid repeats: bid, bidder, shall, form, …);
 *  - a passage of the bid is a sentence with its neighbours on the same page;
 *  - a requirement is met by the passage that shares the most of its key words, when that is at least
 *    MATCH_THRESHOLD (half) of them and at least MIN_SHARED_WORDS (2; all of them when it has fewer);
 *  - ties go to the earliest passage, so the result is deterministic.
 * Only requirements a bid can answer are mapped: obligations of the procuring entity ("The Employer shall…"),
 * prohibitions ("shall not") and definitions ("shall mean") are extracted but set aside, with the reason.
 */
import type { AttachedDocument } from "@/lib/results/types";
import { documentModel } from "@/lib/reading";
import { isDenied } from "./required-forms";
import { clauseOf, sentencesOf, type Sentence } from "@/lib/reading/sentences";

export const MATCH_THRESHOLD = 0.5;
export const MIN_SHARED_WORDS = 2;

export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "the and for are but not you all any can had her was one our out has have him his how its may new now see two who did " +
    "get let put say she too use with that this from they will would there their what about which when make like than then " +
    "them these those some could into other more also only such each been were being does done shall must should might upon " +
    "within without under over after before between during through per via its itself whose whom where while herein hereof " +
    "thereof therein hereby hereunder accordance including include includes included provide provided following follows " +
    "required require requirement requirements bid bids bidder bidders bidding tender tenders tenderer tenderers tendering " +
    "proposal proposals proposer consultant consultants offer offers applicant firm submit submitted submission document " +
    "documents form forms section clause itb itt itc bds tds gcc scc pcc employer purchaser procuring entity client " +
    "specified stated state set out referred described " +
    // Words of a list of mandatory documents that every item repeats ("Copy of valid …, duly filled and stamped").
    "copy copies certified valid duly filled stamped attach attached enclose mandatory furnish using part"
  )
    .split(/\s+/)
    .map(stemWord),
);

/** Stems already computed (a document's vocabulary is small; cleared when it grows past STEM_CACHE_SIZE). */
const stems = new Map<string, string>();
const STEM_CACHE_SIZE = 50_000;

/** A light stemmer: enough to match "submitted"/"submits"/"submitting", "copies"/"copy", "required"/"requires". */
export function stem(word: string): string {
  let cached = stems.get(word);
  if (cached === undefined) {
    if (stems.size >= STEM_CACHE_SIZE) stems.clear();
    cached = stemWord(word);
    stems.set(word, cached);
  }
  return cached;
}

function stemWord(word: string): string {
  let w = word.toLowerCase().replace(/['’]s$/, "");
  if (w.length > 4 && w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
  else if (w.length > 5 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith("ed")) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("es") && /(?:ss|sh|ch|x|z)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss")) w = w.slice(0, -1);
  if (w.length > 3 && /([b-df-hj-np-tv-z])\1$/.test(w)) w = w.slice(0, -1); // "submitt" -> "submit"
  if (w.length > 4 && w.endsWith("e")) w = w.slice(0, -1); // "require" and "requir(ed)" meet
  return w;
}

/** The key words of a text: stem -> the word as first written (for display), in order of first appearance. */
export function keywordMap(text: string): Map<string, string> {
  const words = text.toLowerCase().match(/[a-z][a-z'’-]{2,}/g) ?? [];
  const seen = new Map<string, string>();
  for (const word of words) {
    for (const part of word.split("-")) {
      if (part.length < 3) continue;
      const stemmed = stem(part);
      if (stemmed.length >= 3 && !STOP_WORDS.has(stemmed) && !seen.has(stemmed))
        seen.set(stemmed, part.replace(/['’]s$/, ""));
    }
  }
  return seen;
}

/** The key words (stems) of a text, deduplicated, in order of first appearance. */
export function keywords(text: string): string[] {
  return [...keywordMap(text).keys()];
}

export type SetAside = "procuring-entity" | "prohibition" | "definition" | "no-key-words";

export type Requirement = {
  /** "req-1", "req-2", … in document order. */
  id: string;
  sentence: Sentence;
  clause?: string;
  keywords: string[];
  /** The key words as written in the sentence, parallel to `keywords` (for evidence). */
  words: string[];
  /** Why the requirement is not mapped to the bid; absent for requirements the bid must answer. */
  setAside?: SetAside;
  /** The item, when the requirement is one item of a list ("Valid Tax Compliance Certificate from KRA"). */
  item?: string;
};

/** An obligation: "shall", "must", "is required to", "are required to submit". */
const MODAL = /\b(?:shall|must|(?:is|are)\s+required\s+to)\b/i;
/**
 * What introduces a list of documents the bidder must submit: a sentence ending with a colon that obliges or
 * requires ("The tenderer shall submit the following mandatory documents:"), or a heading such as "MANDATORY
 * REQUIREMENTS". Each item of the list is a requirement of its own, though it has no "shall" ("2. Valid Tax
 * Compliance Certificate from KRA"), as Kenyan tender documents list them.
 */
const LIST_HEADING =
  /^\s*(?:mandatory|preliminary)\s+(?:requirements|documents|evaluation\s+criteria)\b|^\s*documents?\s+(?:to\s+be\s+submitted|required)\b/i;
const LIST_KEYWORD = /\b(?:shall|must|required|mandatory|following)\b/i;

/**
 * A list heading, or a line ending in a colon whose last sentence has an obligation word. Found from the colon
 * back rather than with /\bshall\b[^.]*:\s*$/, which rescans the rest of the line from every "shall" on it
 * (quadratic on a long line of them).
 */
function isListIntro(line: string): boolean {
  if (LIST_HEADING.test(line)) return true;
  const colon = /:\s*$/.exec(line);
  if (!colon) return false;
  return LIST_KEYWORD.test(line.slice(line.lastIndexOf(".", colon.index) + 1, colon.index));
}
/** A list item: "(a)", "a)", "(iv)", "1.", "2)", or a bullet. */
const LIST_ITEM = /^(?:\(?[a-z]\)|\(?[ivx]{1,4}\)|\(?\d{1,2}[.)]|[•▪◦●*–-])\s+/i;
/** "shall not" is a prohibition, except a limit the bid must meet ("shall not be less than 120 days"). */
const PROHIBITION =
  /\b(?:shall|must)\s+not\b(?!\s+(?:be\s+)?(?:less|more|later|earlier|lower|higher|fewer|exceed))|\bshall\s+in\s+no\s+(?:case|event)\b/i;
const DEFINITION =
  /\bshall\s+(?:mean|be\s+deemed|be\s+construed|be\s+interpreted|have\s+the\s+meaning|prevail|govern)\b/i;
/** Who an obligation binds, read from the words before the modal (after the last comma, first party named wins). */
const PROCURING_PARTY =
  /\b(?:employer|purchaser|procuring\s+(?:entity|agency)|client|buyer|contracting\s+authority|(?:evaluation|tender|bid\s+opening)\s+committee|engineer|project\s+manager|accounting\s+officer)\b/i;
const BIDDING_PARTY =
  /\b(?:bid|bids|bidders?|tenders?|tenderers?|proposals?|proposers?|consultants?|suppliers?|contractors?|applicants?|offers?|you|your)\b/i;

function setAsideReason(text: string, words: readonly string[]): SetAside | undefined {
  const modal = MODAL.exec(text);
  if (!modal) return undefined;
  if (DEFINITION.test(text)) return "definition";
  if (PROHIBITION.test(text)) return "prohibition";
  const head = text.slice(0, modal.index);
  const clause = head.slice(head.lastIndexOf(",") + 1);
  const entity = PROCURING_PARTY.exec(clause);
  const bidder = BIDDING_PARTY.exec(clause);
  if (entity && (!bidder || entity.index < bidder.index)) return "procuring-entity";
  if (!words.length) return "no-key-words";
  return undefined;
}

/** Every 'shall'/'must' sentence of the documents, deduplicated by text, in document order. */
/** An inline enumeration after a colon: "comprise the following: (a) Letter of Bid; (b) Bid Security; …". */
const INLINE_ITEM = /(?:^|[:;,]\s*(?:and\s+|or\s+)?)\(([a-z]|[ivx]{1,4})\)\s+/gi;

/** The items of an inline enumeration ("(a) Form of Tender; (b) …"), or [] when the sentence has fewer than two. */
export function inlineItems(text: string): string[] {
  const colon = text.indexOf(":");
  if (colon === -1) return [];
  const rest = text.slice(colon);
  const starts = [...rest.matchAll(INLINE_ITEM)].map((match) => ({
    from: match.index,
    text: match.index + match[0].length,
  }));
  if (starts.length < 2) return [];
  return starts
    .map((start, index) => rest.slice(start.text, starts[index + 1]?.from ?? rest.length))
    .map((item) => item.replace(/[;,.]\s*(?:and|or)?\s*$/i, "").trim())
    .filter(Boolean);
}

/**
 * The items listed on their own lines under an intro line of the document ("The tenderer shall submit the
 * following mandatory documents:" or "MANDATORY REQUIREMENTS"), by the intro's text: read from the extracted lines
 * because a numbered item without a full stop runs into the next sentence once lines are joined. A line that
 * does not start an item continues the item before it when it starts in lower case (a PDF line wrap).
 */
function listedItems(document: AttachedDocument): Map<string, string[]> {
  const lists = new Map<string, string[]>();
  let current: string[] | null = null;
  for (const block of documentModel(document).blocks) {
    if (block.kind !== "body" && block.kind !== "heading") continue;
    for (const raw of block.text.split("\n")) {
      const line = raw.replace(/\s+/g, " ").trim();
      if (!line) continue;
      if (isListIntro(line)) {
        current = [];
        lists.set(line.toLowerCase(), current);
      } else if (current && LIST_ITEM.test(line)) current.push(line.replace(LIST_ITEM, ""));
      else if (current?.length && /^[a-z]/.test(line)) current[current.length - 1] += ` ${line}`;
      else current = null;
    }
  }
  return lists;
}

/**
 * Every requirement of the documents, deduplicated by text, in document order: each 'shall'/'must'/'is required
 * to' sentence, and each item of a list of what the bidder must submit (inline "(a) …; (b) …" after a colon, or
 * numbered lines under an intro), the item a requirement of its own.
 */
export function extractRequirements(documents: readonly AttachedDocument[]): Requirement[] {
  const seen = new Set<string>();
  const requirements: Requirement[] = [];
  const add = (sentence: Sentence, text: string, clause: string | undefined, item?: string) => {
    const key = text.toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    // The clause label itself ("ITB 12.3") is not a key word the bid is expected to repeat.
    const map = keywordMap(clause ? text.replace(clause, " ") : text);
    const stems = [...map.keys()];
    const setAside = item ? (stems.length ? undefined : "no-key-words") : setAsideReason(text, stems);
    requirements.push({
      id: `req-${requirements.length + 1}`,
      sentence,
      clause,
      keywords: stems,
      words: [...map.values()],
      ...(item ? { item } : {}),
      ...(setAside ? { setAside } : {}),
    });
  };
  for (const document of documents) {
    const lists = listedItems(document);
    for (const sentence of sentencesOf([document])) {
      const clause = clauseOf(sentence.text) ?? sentence.clause;
      const listed = isListIntro(sentence.text) ? (lists.get(sentence.text.toLowerCase()) ?? []) : [];
      const inline =
        MODAL.test(sentence.text) || isListIntro(sentence.text) ? inlineItems(sentence.text) : [];
      if (MODAL.test(sentence.text) && !inline.length) add(sentence, sentence.text, clauseOf(sentence.text));
      for (const item of inline) add(sentence, item, clause, item);
      for (const item of listed) {
        // A listed item is quoted on its own, with the clause of its list.
        const own: Sentence = { ...sentence, text: item };
        add(own, item, clause, item);
      }
    }
  }
  return requirements;
}

export type RequirementMapping = {
  requirement: Requirement;
  /** The centre sentence of the best passage, when the requirement is met. */
  answer?: Sentence;
  /** Key words of the requirement found in the best passage, as written in the requirement (empty when none). */
  shared: string[];
  /** shared / key words, 0..1. */
  overlap: number;
  met: boolean;
  /** The bid's sentence that answers it only to say it is not met ("The bidder did not submit …"). */
  denied?: Sentence;
};

/** Where the first key word of the requirement stands in the sentence, or null. */
function firstKeyword(text: string, keywords: ReadonlySet<string>): [number, number] | null {
  for (const match of text.matchAll(/[A-Za-z][A-Za-z'’-]{2,}/g)) {
    if (keywords.has(stem(match[0]))) return [match.index, match.index + match[0].length];
  }
  return null;
}

/** True when the sentence names the requirement's key words to say they are missing or do not apply. */
function deniedIn(sentence: Sentence, keywords: readonly string[]): boolean {
  const at = firstKeyword(sentence.text, new Set(keywords));
  return at !== null && isDenied(sentence.text, at[0], at[1]);
}

type Passage = { sentence: Sentence; words: Set<string> };

/** Each sentence of the bid with the key words of its neighbours on the same page. */
function passagesOf(sentences: readonly Sentence[]): Passage[] {
  const words = sentences.map((sentence) => keywords(sentence.text));
  return sentences.map((sentence, i) => {
    const set = new Set(words[i]);
    for (const j of [i - 1, i + 1]) {
      const neighbour = sentences[j];
      if (neighbour && neighbour.fileId === sentence.fileId && neighbour.unit === sentence.unit)
        for (const word of words[j]!) set.add(word);
    }
    return { sentence, words: set };
  });
}

/**
 * The sentence of a passage (its centre or a neighbour on the same page) that holds the most of the key words:
 * the one to quote and to read for a denial ("NOTE ON TAX STATUS" is the centre, the next sentence says "did not
 * submit a Tax Compliance Certificate").
 */
function answerSentence(passages: readonly Passage[], centre: number, wanted: readonly string[]): Sentence {
  const own = passages[centre]!.sentence;
  let best = { sentence: own, count: -1 };
  for (const index of [centre, centre - 1, centre + 1]) {
    const sentence = passages[index]?.sentence;
    if (!sentence || sentence.fileId !== own.fileId || sentence.unit !== own.unit) continue;
    const words = new Set(keywords(sentence.text));
    const count = wanted.filter((word) => words.has(word)).length;
    if (count > best.count) best = { sentence, count };
  }
  return best.sentence;
}

/** The number of shared key words a requirement with `count` key words needs to be met. */
export function sharedWordsNeeded(count: number): number {
  return Math.min(count, Math.max(MIN_SHARED_WORDS, Math.ceil(count * MATCH_THRESHOLD)));
}

/** Maps each answerable requirement to the bid (set-aside requirements are not returned). */
export function mapRequirements(
  requirements: readonly Requirement[],
  bid: readonly AttachedDocument[],
): RequirementMapping[] {
  const passages = passagesOf(sentencesOf(bid));
  // Inverted index: key word -> passages containing it, in order (so counting stays linear in the hits).
  const index = new Map<string, number[]>();
  passages.forEach((passage, i) => {
    for (const word of passage.words) {
      const list = index.get(word);
      if (list) list.push(i);
      else index.set(word, [i]);
    }
  });
  // One counter per passage, reset after each requirement through the list of passages it touched.
  const counts = new Int32Array(passages.length);
  const touched: number[] = [];
  return requirements
    .filter((requirement) => !requirement.setAside)
    .map((requirement) => {
      let best = -1;
      let bestCount = 0;
      for (const word of requirement.keywords) {
        const postings = index.get(word);
        if (!postings) continue;
        for (let p = 0; p < postings.length; p++) {
          const i = postings[p]!;
          if (counts[i] === 0) touched.push(i);
          const count = ++counts[i]!;
          if (count > bestCount || (count === bestCount && i < best)) {
            best = i;
            bestCount = count;
          }
        }
      }
      for (const i of touched) counts[i] = 0;
      touched.length = 0;
      const passage = passages[best];
      const answer = passage ? answerSentence(passages, best, requirement.keywords) : undefined;
      const shared = passage
        ? requirement.words.filter((_, i) => passage.words.has(requirement.keywords[i]!))
        : [];
      const overlap = requirement.keywords.length ? shared.length / requirement.keywords.length : 0;
      const matched = !!passage && shared.length >= sharedWordsNeeded(requirement.keywords.length);
      // "The tenderer did not submit a Tax Compliance Certificate" shares every key word and answers nothing.
      const denied = matched && answer && deniedIn(answer, requirement.keywords) ? answer : undefined;
      const met = matched && !denied;
      return {
        requirement,
        shared,
        overlap,
        met,
        ...(met && answer ? { answer } : {}),
        ...(denied ? { denied } : {}),
      };
    });
}

export type Coverage = { total: number; met: number; percent: number };

/** Share of answerable requirements met, as a whole percentage (100 when there is none to answer). */
export function coverageOf(mappings: readonly RequirementMapping[]): Coverage {
  const met = mappings.filter((mapping) => mapping.met).length;
  return {
    total: mappings.length,
    met,
    percent: mappings.length ? Math.floor((met / mappings.length) * 100) : 100,
  };
}
