/**
 * Words of a question, for matching it against rules, attached pages and answer sentences in memory (the guideline library is
 * searched by PostgreSQL, which has its own English parser). Deliberately crude: lowercase words, English and
 * question stop words dropped, a few suffixes cut so "securities"/"security" and "bids"/"bid" meet. Pure.
 */

/** Function words and question phrasing that say nothing about the subject of a question. */
const STOP_WORDS = new Set(
  (
    "a about above after again against all also am an and any are as at be because been before being below between both but by " +
    "can cannot could did do does doing done down during each either else ever few for from further get gets given got had has have " +
    "having he her here hers him his how i if in into is it its itself just let may me might more most must my neither no nor not " +
    "now of off on once one only or other our ours out over own per please same shall she should so some such than that the their " +
    "theirs them then there these they this those through to too under until up upon us use used very via was we were what when " +
    "where whether which while who whom whose why will with within without would yes yet you your yours " +
    "e.g i.e etc regarding explain tell know need needs want"
  ).split(/\s+/),
);

/** Suffixes cut from a word (the first that fits, longest first), keeping at least 3 letters of root. */
const SUFFIXES = [
  "ations",
  "ation",
  "ities",
  "ity",
  "ies",
  "ing",
  "ated",
  "ates",
  "ate",
  "ed",
  "es",
  "s",
  "y",
  "e",
] as const;

/** A word reduced to a rough root: "tenders"/"tendering" -> "tender", "security"/"securities" -> "secur", "days" -> "day". */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  for (const suffix of SUFFIXES) {
    if (
      word.endsWith(suffix) &&
      word.length - suffix.length >= 3 &&
      !(suffix === "s" && word.endsWith("ss"))
    ) {
      const root = word.slice(0, word.length - suffix.length);
      // "bidding" -> "bid", "submitted" -> "submit" (but "installed" -> "install", "processing" -> "process").
      const doubled = (suffix === "ing" || suffix === "ed") && /([^aeiouylsz])\1$/.test(root);
      return doubled ? root.slice(0, -1) : root;
    }
  }
  return word;
}

/** Lowercase words and numbers of a text, in order, with repeats ("2%" -> "2", "e-procurement" -> "e", "procurement"). */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .match(/[a-z0-9]+/g) ?? []
  );
}

/** The distinct content words of a question, in order of appearance (stop words and single letters dropped). */
export function keywords(text: string): string[] {
  return [...new Set(words(text).filter((word) => word.length > 1 && !STOP_WORDS.has(word)))];
}

/** Distinct stems of the content words of a text. */
export function stems(text: string): Set<string> {
  return new Set(keywords(text).map(stem));
}

/** How many of `wanted` occur in `present`. */
export function overlap(wanted: ReadonlySet<string>, present: ReadonlySet<string>): number {
  let count = 0;
  for (const item of wanted) if (present.has(item)) count += 1;
  return count;
}
