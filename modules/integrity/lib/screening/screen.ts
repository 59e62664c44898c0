import { foldRegistration, NAME_ARABIC, NAME_PERSON, NAME_SOMALI, type ScreeningIndex } from "./build-index";
import { countryCode } from "./countries";
import { bidderParts } from "./names/bidder-parts";
import { joinedKeys, joinedQueryKeys, queryKeys } from "./names/blocking";
import { joinedPairs } from "./names/joined-words";
import { analyseName, type NameAnalysis } from "./normalise";
import { compareNames, sideOf, wordScore, type NameComparison } from "./score";
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

// In a person's name a shortened form leaves words out at a quarter of their weight (names/pairing.ts).
const PERSON_LEFT_OUT_WEIGHT = 0.25;

/**
 * The highest word-pairing score a name of `e` words could reach with a query of `q`: `hits` of the query's words
 * share a key with it, so at most that many pairs. Between two people's names, every word of the shorter paired
 * makes the other words count a quarter; words run together (`joined`) may shrink both names by half.
 */
function pairingBound(hits: number, q: number, e: number, people: boolean, joined: boolean): number {
  if (!people) {
    const pairs = Math.min(hits, q, e);
    return (2 * pairs) / (q + e);
  }
  const qMin = joined ? Math.ceil(q / 2) : q;
  const eMin = joined ? Math.ceil(e / 2) : e;
  const pairs = joined ? Math.min(q, e) : Math.min(hits, q, e);
  const weight = joined || pairs >= Math.min(q, e) ? PERSON_LEFT_OUT_WEIGHT : 1;
  return (2 * pairs) / (2 * pairs + weight * Math.max(0, qMin + eMin - 2 * pairs));
}

/** Index names that could reach `threshold` by name: those sharing enough blocking keys with the query. */
export function candidateNames(index: ScreeningIndex, query: NameAnalysis, threshold: number): number[] {
  const { seen, wordStamp, hits, joined } = index.scratch;
  const queryStamp = ++index.scratch.clock;
  const touched: number[] = [];
  const reach = (keys: readonly string[], wordMark: number, byJoining: boolean) => {
    for (const key of keys) {
      const list = index.postings.get(key);
      if (!list) continue;
      for (let k = 0; k < list.length; k++) {
        const id = list[k]!;
        if (seen[id] !== queryStamp) {
          seen[id] = queryStamp;
          hits[id] = 0;
          joined[id] = 0;
          touched.push(id);
        }
        if (byJoining) joined[id] = 1;
        else if (wordStamp[id] !== wordMark) {
          wordStamp[id] = wordMark;
          hits[id] = hits[id]! + 1;
        }
      }
    }
  };
  for (const word of query.tokens) {
    const wordMark = ++index.scratch.clock;
    reach(queryKeys(word), wordMark, false);
    if (query.person) reach(joinedQueryKeys(word), wordMark, true);
  }
  if (query.person)
    for (const word of joinedPairs(query.kept)) {
      const wordMark = ++index.scratch.clock;
      reach(joinedKeys(word), wordMark, true);
      reach(joinedQueryKeys(word), wordMark, true);
    }
  // Scores are a weighted Dice coefficient over paired words, each pair worth at most 1 (names/pairing.ts):
  // names that cannot reach the bar with the words that share keys are not scored.
  const q = query.tokens.length;
  const side = sideOf(query);
  const out = new Set(
    touched.filter((id) => {
      const people = query.person && (index.nameKind[id]! & NAME_PERSON) !== 0;
      const bound = pairingBound(hits[id]!, q, index.nameWordCount[id]!, people, joined[id] === 1);
      return bound + 0.005 >= threshold;
    }),
  );
  // Rule out, on their stored words, candidates whose words do not pair well enough (no re-analysis needed).
  for (const id of out) {
    const kind = index.nameKind[id]!;
    const listed = {
      words: index.nameWords[id]!.split(" "),
      person: (kind & NAME_PERSON) !== 0,
      arabic: (kind & NAME_ARABIC) !== 0,
      somali: (kind & NAME_SOMALI) !== 0,
    };
    if (wordScore(side, listed) + 0.005 < threshold) out.delete(id);
  }
  // Names that are the query's letters with different spacing ("Alnoor" / "Al-Noor") may share no word.
  for (const id of index.postings.get(`j:${query.joined}`) ?? []) out.add(id);
  // Names whose consonants agree with the query's across scripts, word breaks aside ("حزب الله" / "Hizballah").
  if (query.skeleton.length >= 3)
    for (const id of index.postings.get(`c:${query.skeleton}`) ?? []) out.add(id);
  return [...out];
}

/** A form of the bidder's name screened: the name itself, or a joint venture's member or a trading name. */
type QueryForm = { analysis: NameAnalysis; role?: string; text?: string };

/** The entry's name or alias closest to the query (the primary name wins ties, as it comes first). */
function bestName(forms: readonly QueryForm[], names: readonly string[]): Best | undefined {
  let best: Best | undefined;
  for (const text of names) {
    const listed = analyseName(text);
    for (const form of forms) {
      const comparison = compareNames(form.analysis, listed);
      if (best && comparison.score <= best.comparison.score) continue;
      if (form.role) comparison.reasons.unshift(`Compared as the ${form.role}: '${form.text}'`);
      best = { comparison, matchedName: text };
    }
  }
  return best;
}

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

/**
 * Screen one bidder against the indexed lists: every entry whose name or alias scores at least the threshold
 * (0.70 by default, "worth a human review"), best first, with reasons and whether the debarment is still on.
 */
export function screen(
  index: ScreeningIndex,
  query: ScreeningQuery,
  options: ScreeningOptions,
): ScreeningMatch[] {
  const threshold = options.threshold ?? DEFAULT_THRESHOLD;
  const limit = options.limit ?? DEFAULT_LIMIT;
  const forms: QueryForm[] = [
    { analysis: analyseName(query.name ?? "") },
    ...bidderParts(query.name ?? "").map((part) => ({
      analysis: analyseName(part.name),
      role: part.role,
      text: part.name,
    })),
  ].filter((form) => form.analysis.tokens.length > 0);
  const byEntry = new Map<number, Set<string>>();
  for (const form of forms)
    for (const id of candidateNames(index, form.analysis, threshold)) {
      const entryIndex = index.nameEntry[id]!;
      const names = byEntry.get(entryIndex);
      if (names) names.add(index.nameText[id]!);
      else byEntry.set(entryIndex, new Set([index.nameText[id]!]));
    }
  if (query.registrationNumber)
    for (const entryIndex of index.registrations.get(foldRegistration(query.registrationNumber)) ?? [])
      if (!byEntry.has(entryIndex)) {
        const entry = index.entries[entryIndex]!;
        byEntry.set(entryIndex, new Set([entry.name, ...entry.aliases]));
      }

  const matches: ScreeningMatch[] = [];
  for (const [entryIndex, names] of byEntry) {
    const entry = index.entries[entryIndex]!;
    // With no usable name in the query, an entry is here by registration number alone.
    const best = (forms.length > 0 ? bestName(forms, [...names]) : undefined) ?? {
      comparison: { score: 0, reasons: [] },
      matchedName: entry.name,
    };
    const judged = judge(entry, best, query, options.asOf);
    if (judged.score >= threshold) matches.push({ entry, ...judged });
  }
  matches.sort((a, b) => b.score - a.score || a.entry.name.localeCompare(b.entry.name));
  return matches.slice(0, limit);
}

/** Screen a batch of bidders (one tender's bid list) against the same index. */
export function screenMany(
  index: ScreeningIndex,
  queries: readonly ScreeningQuery[],
  options: ScreeningOptions,
): { query: ScreeningQuery; matches: ScreeningMatch[] }[] {
  return queries.map((query) => ({ query, matches: screen(index, query, options) }));
}
