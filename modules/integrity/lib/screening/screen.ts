import { foldRegistration, type ScreeningIndex } from "./build-index";
import { ROUNDING_SLACK, storedWordScore } from "./candidates";
export { candidateNames } from "./candidates";
import { countryCode } from "./countries";
import { bidderParts } from "./names/bidder-parts";
import type { WordSide } from "./names/pairing";
import { analyseName, type NameAnalysis } from "./normalise";
import { reachEntries } from "./reach-entries";
import { compareNames, sideOf, type NameComparison } from "./score";
import { statusOf } from "./status";
import type { ListEntry, ScreeningMatch, ScreeningOptions, ScreeningQuery } from "./types";

export const DEFAULT_THRESHOLD = 0.7;
export const DEFAULT_LIMIT = 20;
// A differing country lowers a name match by a tenth: an exact name abroad (0.90) is still shown, a near miss
// abroad drops out. Firms trade across borders, and lists often record only the country of registration.
const COUNTRY_DIFFERS_FACTOR = 0.9;
// A registration number is an identifier, not a name: when it matches, the entry is shown however the name
// reads (a renamed firm keeps its number).
const REGISTRATION_FLOOR = 0.9;
const REGISTRATION_BONUS = 0.1;

type Best = { comparison: NameComparison; matchedName: string };

/** A form of the bidder's name screened: the name itself, or a joint venture's member or a trading name. */
type QueryForm = { analysis: NameAnalysis; side: WordSide; role?: string; text?: string };

function entryCountries(entry: ListEntry): string[] {
  const all = [...(entry.countries ?? []), ...(entry.country ? [entry.country] : [])];
  return [...new Set(all.map((c) => countryCode(c) ?? c.toUpperCase()))];
}

const round = (n: number) => Math.round(n * 100) / 100;

function judge(
  entry: ListEntry,
  best: Best,
  query: ScreeningQuery,
  asOf: Date,
): Omit<ScreeningMatch, "entry"> {
  let score = best.comparison.score;
  const reasons = [...best.comparison.reasons];
  const folded = query.registrationNumber ? foldRegistration(query.registrationNumber) : "";
  const registered = (entry.registrationNumbers ?? []).map(foldRegistration).filter(Boolean);
  const registrationMatches = folded.length >= 3 && registered.includes(folded);
  if (registrationMatches) {
    if (score < 0.7) reasons.push(`Name similarity only ${round(score).toFixed(2)}`);
    score = Math.max(REGISTRATION_FLOOR, Math.min(1, score + REGISTRATION_BONUS));
    reasons.unshift(`Registration number matches (${query.registrationNumber!.trim()})`);
  } else if (folded && registered.length > 0) reasons.push("Registration numbers differ");
  const wanted = countryCode(query.country) ?? query.country?.trim().toUpperCase();
  const listed = entryCountries(entry);
  if (wanted && listed.length > 0) {
    if (listed.includes(wanted)) reasons.push(`Same country: ${wanted}`);
    else {
      if (!registrationMatches) score *= COUNTRY_DIFFERS_FACTOR;
      reasons.push(`Country differs: ${wanted} vs ${listed.join(", ")}`);
    }
  }
  return { score: round(score), matchedName: best.matchedName, reasons, ...statusOf(entry, asOf) };
}

/** What one bidder's screening found, and, when the list held too many names like it to compare them all,
 * a plain note saying so. */
export type Screened = { matches: ScreeningMatch[]; notice?: string };

// Distinct list names one bidder is compared with in full, at most. A name a list repeats is compared once, and
// entries that cannot reach the best matches already found are ruled out by their shared words alone, so only
// a list with thousands of different names all close to the bidder's reaches this (then the names sharing its
// rarest words are compared, and the result says so). Measured: 0.1-0.2 s a bidder against 50,000 such names.
export const MAX_NAMES_COMPARED = 2_000;

const collator = new Intl.Collator();
/** The order matches are shown in: best score first, then by the listed name, then as listed. */
const shownBefore = (a: Ranked, b: Ranked) =>
  b.match.score - a.match.score ||
  collator.compare(a.match.entry.name, b.match.entry.name) ||
  a.entryIndex - b.entryIndex;
type Ranked = { match: ScreeningMatch; entryIndex: number };

/** The best matches, at most `limit`, kept in the order they are shown. */
class TopMatches {
  readonly kept: Ranked[] = [];
  constructor(private readonly limit: number) {}
  get full() {
    return this.kept.length >= this.limit;
  }
  /** Whether a match scoring at most `score` could still be shown (ties go to the name first in order). */
  couldTake(score: number, name: string, entryIndex: number): boolean {
    if (!this.full) return this.limit > 0;
    const worst = this.kept[this.kept.length - 1]!;
    if (score !== worst.match.score) return score > worst.match.score;
    return (collator.compare(name, worst.match.entry.name) || entryIndex - worst.entryIndex) < 0;
  }
  /** Whether an entry whose names score at most `bound` could be shown. */
  couldReach(bound: number): boolean {
    return !this.full || bound + ROUNDING_SLACK >= this.kept[this.kept.length - 1]!.match.score;
  }
  add(ranked: Ranked) {
    let low = 0;
    let high = this.kept.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (shownBefore(this.kept[mid]!, ranked) <= 0) low = mid + 1;
      else high = mid;
    }
    this.kept.splice(low, 0, ranked);
    if (this.kept.length > this.limit) this.kept.pop();
  }
}

/** Each listed name compared once with every form of the query: the best form wins, the first on ties. */
class NameComparisons {
  private readonly best = new Map<string, Best>();
  readonly wordScores: Map<string, number>[];
  constructor(private readonly forms: readonly QueryForm[]) {
    this.wordScores = forms.map(() => new Map());
  }
  /** Distinct names paired or compared so far: the work this query has done. */
  get work() {
    return this.best.size + this.wordScores.reduce((sum, memo) => sum + memo.size, 0);
  }
  of(text: string): Best {
    let best = this.best.get(text);
    if (best) return best;
    const listed = analyseName(text);
    for (const form of this.forms) {
      const comparison = compareNames(form.analysis, listed);
      if (best && comparison.score <= best.comparison.score) continue;
      if (form.role) comparison.reasons.unshift(`Compared as the ${form.role}: '${form.text}'`);
      best = { comparison, matchedName: text };
    }
    this.best.set(text, best!);
    return best!;
  }
}

const count = (n: number) => n.toLocaleString("en");

/**
 * Screen one bidder against the indexed lists: every entry whose name or alias scores at least the threshold
 * (0.70 by default, "worth a human review"), best first, with reasons and whether the debarment is still on.
 */
export function screenWithNotice(
  index: ScreeningIndex,
  query: ScreeningQuery,
  options: ScreeningOptions,
): Screened {
  const threshold = options.threshold ?? DEFAULT_THRESHOLD;
  const top = new TopMatches(options.limit ?? DEFAULT_LIMIT);
  const forms: QueryForm[] = [
    { analysis: analyseName(query.name ?? "") },
    ...bidderParts(query.name ?? "").map((part) => ({
      analysis: analyseName(part.name),
      role: part.role,
      text: part.name,
    })),
  ]
    .filter((form) => form.analysis.tokens.length > 0)
    .map((form) => ({ ...form, side: sideOf(form.analysis) }));
  const registered = query.registrationNumber
    ? (index.registrations.get(foldRegistration(query.registrationNumber)) ?? [])
    : [];
  const reached = reachEntries(
    index,
    forms.map((form) => form.analysis),
    threshold,
    registered,
  );
  const compared = new NameComparisons(forms);
  // A name is compared when its words pair well enough with a form of the query that reaches it by its words.
  const pairsWell = (id: number, f: number) =>
    storedWordScore(index, forms[f]!.side, id, compared.wordScores[f]!) + ROUNDING_SLACK >= threshold;
  let left = 0;
  for (const [i, entryIndex] of reached.order.entries()) {
    // Screened best bound first: once one cannot reach the matches kept, none after it can.
    if (!top.couldReach(reached.bound(entryIndex))) break;
    if (compared.work >= MAX_NAMES_COMPARED) {
      left = reached.order.slice(i).filter((rest) => top.couldReach(reached.bound(rest))).length;
      break;
    }
    const entry = index.entries[entryIndex]!;
    const byNumber = reached.registered(entryIndex);
    let names = forms.length > 0 ? reached.names(entryIndex, pairsWell).map((id) => index.nameText[id]!) : [];
    if (names.length === 0) {
      if (!byNumber) continue;
      // Reached by its registration number alone: every name it is listed under.
      names = forms.length > 0 ? [...new Set([entry.name, ...entry.aliases])] : [];
    }
    let best: Best | undefined;
    for (const text of names) {
      const candidate = compared.of(text);
      if (!best || candidate.comparison.score > best.comparison.score) best = candidate;
    }
    // With no usable name in the query, an entry is here by registration number alone.
    best ??= { comparison: { score: 0, reasons: [] }, matchedName: entry.name };
    // Only a registration number raises a name's score: without one, a name that cannot be shown is not judged.
    if (!byNumber && !top.couldTake(round(best.comparison.score), entry.name, entryIndex)) continue;
    const judged = judge(entry, best, query, options.asOf);
    if (judged.score >= threshold) top.add({ match: { entry, ...judged }, entryIndex });
  }
  const matches = top.kept.map((ranked) => ranked.match);
  if (left === 0) return { matches };
  const notice =
    `More than ${count(MAX_NAMES_COMPARED)} names on the list resemble this name: the ` +
    `${count(MAX_NAMES_COMPARED)} sharing its least common words were compared and the best are shown; ` +
    `${count(left)} more list entries were not compared.`;
  for (const match of matches) match.reasons = [...match.reasons, notice];
  return { matches, notice };
}

/** The matches of screenWithNotice: every entry scoring at least the threshold, best first. */
export function screen(
  index: ScreeningIndex,
  query: ScreeningQuery,
  options: ScreeningOptions,
): ScreeningMatch[] {
  return screenWithNotice(index, query, options).matches;
}

/** Screen a batch of bidders (one tender's bid list) against the same index. */
export function screenMany(
  index: ScreeningIndex,
  queries: readonly ScreeningQuery[],
  options: ScreeningOptions,
): ({ query: ScreeningQuery } & Screened)[] {
  return queries.map((query) => ({ query, ...screenWithNotice(index, query, options) }));
}
