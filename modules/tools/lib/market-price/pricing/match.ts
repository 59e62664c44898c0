/**
 * Matching item descriptions the way quantity surveyors vary them ("Excavate in ordinary soil to 1.5m depth" is
 * "Excavation in ordinary soil n.e. 1.5 m deep"): descriptions become sets of word stems and size tokens, and two
 * descriptions match when their size tokens are the same and their words overlap enough (Jaccard). Pure.
 *
 * Sizes decide the price, so they are a hard condition, not a share of the score: "150mm concrete slab" and
 * "300mm concrete slab" share every word but one and must never match. A size token is any token holding a
 * digit once units are glued on ("150mm", "1.5m", "c25", "y12", "50kg").
 */

/** Descriptions are read up to this many characters: a pasted paragraph in a cell must not cost more. */
const MAX_DESCRIPTION_CHARS = 400;

/** Words that carry no price information: grammar, and the boilerplate of specifications. */
const DROPPED = new Set(
  (
    "a an the of to in on at by for from with and or as per be is are all any each into onto over under within " +
    "including incl inclusive include includes etc ditto do same similar other " +
    "supply supplying supplied deliver delivering delivered delivery provide providing provided provision " +
    "install installing installed installation fix fixing fixed lay laying laid place placing placed " +
    "approved specified specification specifications described complete completed engineer s instruction " +
    "instructions required necessary directed accordance according drawing drawings detail details " +
    "rate item items work works allow sum cost " +
    // "not exceeding 1.5 m" and "to 1.5 m": the size token says it; the words around it vary by writer.
    "not exceeding exceed ne nte max maximum up average avg approx approximately"
  ).split(" "),
);

/** Words written several ways for one thing. */
const SYNONYMS: Readonly<Record<string, string>> = {
  depth: "deep",
  deeper: "deep",
  thickness: "thick",
  width: "wide",
  height: "high",
  length: "long",
  diameter: "dia",
  diam: "dia",
  reinforcement: "reinforc",
  reinforced: "reinforc",
  reinforcing: "reinforc",
  metres: "m",
  meters: "m",
  metre: "m",
  meter: "m",
  millimetres: "mm",
  millimeters: "mm",
  millimetre: "mm",
  millimeter: "mm",
  mtr: "m",
  mtrs: "m",
  tonnes: "t",
  tonne: "t",
  kgs: "kg",
};

/** Units a number may carry in a description: glued on, so "150 mm" and "150mm" are one token. */
/** Not "in", "a" or "n": "class 25 in columns" must not read as 25 inches. */
const SIZE_UNITS = "mm|cm|m|km|m2|m3|kg|t|g|l|ltr|kv|kva|kw|w|v|hp|mpa|inch|inches|ft|gauge|swg|bar|mm2";

/**
 * A light stemmer: plurals first ("slabs" -> "slab", "boxes" -> "box"), then one ending of a long word:
 * "excavate", "excavation" and "excavated" all end as "excav". Short words keep their endings ("pipe").
 */
function stem(word: string): string {
  if (/\d/.test(word)) return word;
  let base = word;
  if (/ies$/.test(base) && base.length > 4) base = `${base.slice(0, -3)}y`;
  else if (/(?:x|ch|sh|ss)es$/.test(base)) base = base.slice(0, -2);
  else if (/[^su]s$/.test(base) && base.length > 3) base = base.slice(0, -1);
  if (base.length <= 4) return base;
  for (const suffix of ["ation", "ing", "ated", "ate", "ment", "ed", "e"]) {
    if (base.endsWith(suffix) && base.length - suffix.length >= 4) return base.slice(0, -suffix.length);
  }
  return base;
}

/** "1.50" -> "1.5", "012" -> "12": one size written with or without trailing zeros is one token. */
function tidyNumber(number: string): string {
  return number.includes(".") ? String(Number(number)) : number.replace(/^0+(?=\d)/, "");
}

export type DescriptionTokens = {
  /** Word stems, without grammar and boilerplate. */
  words: readonly string[];
  /** Size tokens, sorted: "1.5m", "150mm", "c25", "y12". */
  sizes: readonly string[];
};

/**
 * The tokens of a description: lower case, item numbering and punctuation gone, sizes glued to their unit
 * ("1.5 m" -> "1.5m"), "Class 25" read as "c25" (both are written for one concrete grade), bar marks "Y 12" as
 * "y12", stop words and vague words dropped, the rest stemmed.
 */
export function descriptionTokens(description: string): DescriptionTokens {
  let text = description
    .slice(0, MAX_DESCRIPTION_CHARS)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/²/g, "2")
    .replace(/³/g, "3");
  text = text
    .replace(/\bn\s*\.\s*e\s*\.?/g, " ne ")
    .replace(/\b(?:class|grade|cl)\s*\.?\s*(\d+(?:\/\d+)?)/g, " c$1 ")
    .replace(/\b([yrtd])\s+(\d{1,2})\b/g, " $1$2 ")
    .replace(
      /(\d)\s*(metres?|meters?|millimet(?:re|er)s?|mtrs?)\b/g,
      (_, digit: string, unit: string) => `${digit}${/^mil/.test(unit) ? "mm" : "m"}`,
    )
    .replace(new RegExp(`(\\d)\\s+(${SIZE_UNITS})\\b`, "g"), "$1$2")
    // Leading numbering ("2.01", "1.", "(a)", "iv)"), once sizes are glued: "1.5 m deep" is a size, not a number.
    .replace(/^\s*(?:\d+(?:\.\d+)+\.?|\d+[.)]|\(?[a-z]{1,2}[.)]|\(?[ivx]+\))\s+/, "");
  const words: string[] = [];
  const sizes = new Set<string>();
  for (const raw of text.split(/[^a-z0-9./]+/)) {
    const token = raw.replace(/^[./]+|[./]+$/g, "");
    if (!token) continue;
    if (/\d/.test(token)) {
      if (/[a-z]/.test(token) || token.includes("/") || token.includes("."))
        sizes.add(token.replace(/\d+(?:\.\d+)?/g, tidyNumber));
      else sizes.add(tidyNumber(token));
      continue;
    }
    for (const part of token.split(/[./]/)) {
      if (!part || DROPPED.has(part)) continue;
      const word = SYNONYMS[part] ?? stem(part);
      if (!DROPPED.has(word)) words.push(word);
    }
  }
  return { words: [...new Set(words)], sizes: [...sizes].sort() };
}

/** Jaccard similarity of two word sets: shared words over all words (1 = same set, 0 = nothing shared). */
export function jaccard(a: readonly string[], b: readonly string[]): number {
  if (!a.length && !b.length) return 1;
  const left = new Set(a);
  const right = new Set(b);
  let shared = 0;
  for (const word of left) if (right.has(word)) shared++;
  return shared / (left.size + right.size - shared);
}

/**
 * Two descriptions match at this word overlap, sizes equal. 0.6 lets a writer add or drop one word of four or
 * five ("strip" in "strip foundations"); it keeps "concrete in columns" apart from "concrete in beams" (2 of 4).
 */
export const MATCH_THRESHOLD = 0.6;

/** The key sizes are compared by: the same sizes, in any order. */
export const sizeKey = (tokens: DescriptionTokens): string => tokens.sizes.join(" ");

/** Word overlap of two descriptions, or 0 when their sizes differ (see the file comment). */
export function descriptionSimilarity(a: DescriptionTokens, b: DescriptionTokens): number {
  if (sizeKey(a) !== sizeKey(b)) return 0;
  // Descriptions that are only sizes ("Y12") match on the sizes alone.
  if (!a.words.length && !b.words.length) return a.sizes.length ? 1 : 0;
  return jaccard(a.words, b.words);
}

export function descriptionsMatch(a: string, b: string): boolean {
  return descriptionSimilarity(descriptionTokens(a), descriptionTokens(b)) >= MATCH_THRESHOLD;
}
