/**
 * The price reference: observations grouped into reference items (one thing at one size in one currency), each
 * with the statistics of its rates per base unit and the sources they come from. Pure.
 *
 * Observations group when their currency, base unit (after conversion: "tonnes" with "kg") and sizes are equal
 * and their words match the group's first description (see match.ts). Comparing with the first description
 * only, never with the last one added, keeps a group from drifting word by word into another item.
 * Currencies never mix: no exchange rate is assumed.
 */
import {
  descriptionSimilarity,
  descriptionTokens,
  MATCH_THRESHOLD,
  sizeKey,
  type DescriptionTokens,
} from "./match";
import type { PriceObservation } from "./observations";
import { rateStatistics, type RateStatistics } from "./statistics";
import { ratePerBase, unitBasis, type BaseUnit } from "./units";

export type SourceSummary = {
  count: number;
  files: { file: string; count: number }[];
  runs: string[];
  /** Where the rates were read, in words: "activity KE/RD/2024/07 of 2024-11-02", "this run's reference files". */
  origins: { origin: string; count: number }[];
  /** Earliest and latest observedAt (ISO dates as given). */
  from: string;
  to: string;
};

export type ReferenceItem = {
  id: string;
  /** The description written most often in the group (the first of equals). */
  description: string;
  base: BaseUnit;
  currency: string;
  observations: { observation: PriceObservation; rate: number }[];
  /** Of the rates per base unit. */
  statistics: RateStatistics;
  sources: SourceSummary;
  /** Every distinct description of the group, tokenised (what a subject line is compared with). */
  variants: DescriptionTokens[];
};

export type PriceReference = {
  items: ReferenceItem[];
  /** Observations that cannot be compared: lump sums, rates that are not positive numbers, blank descriptions. */
  unusable: number;
};

const wordKey = (tokens: DescriptionTokens) => tokens.words.join(" ");
const bucketOf = (currency: string, base: BaseUnit, tokens: DescriptionTokens) =>
  `${currency}|${base}|${sizeKey(tokens)}`;

type Group = {
  seed: DescriptionTokens;
  base: BaseUnit;
  currency: string;
  variants: Map<string, DescriptionTokens>;
  members: { observation: PriceObservation; rate: number }[];
};

/** Where an observation was read, in words (no ids): its activity and date, a past run's date, or this run. */
export function originOf(source: PriceObservation["source"]): string {
  const date = source.observedAt.slice(0, 10);
  if (source.activity) return `activity ${source.activity} of ${date}`;
  return source.runId ? `a past run of ${date}` : "this run's reference files";
}

export function summariseSources(observations: readonly PriceObservation[]): SourceSummary {
  const files = new Map<string, number>();
  const origins = new Map<string, number>();
  const runs = new Set<string>();
  let from = "";
  let to = "";
  for (const { source } of observations) {
    files.set(source.file, (files.get(source.file) ?? 0) + 1);
    const origin = originOf(source);
    origins.set(origin, (origins.get(origin) ?? 0) + 1);
    if (source.runId) runs.add(source.runId);
    if (!from || source.observedAt < from) from = source.observedAt;
    if (!to || source.observedAt > to) to = source.observedAt;
  }
  return {
    count: observations.length,
    files: [...files].map(([file, count]) => ({ file, count })),
    runs: [...runs],
    origins: [...origins].map(([origin, count]) => ({ origin, count })),
    from,
    to,
  };
}

function mostWritten(observations: readonly { observation: PriceObservation }[]): string {
  const counts = new Map<string, number>();
  for (const { observation } of observations)
    counts.set(observation.description.trim(), (counts.get(observation.description.trim()) ?? 0) + 1);
  let best = "";
  let most = 0;
  for (const [description, count] of counts)
    if (count > most) {
      best = description;
      most = count;
    }
  return best;
}

/** Groups observations into reference items with their statistics, in order of first appearance. */
export function buildReference(observations: readonly PriceObservation[]): PriceReference {
  const buckets = new Map<string, Group[]>();
  const groups: Group[] = [];
  let unusable = 0;
  for (const observation of observations) {
    const basis = unitBasis(observation.unit);
    const tokens = descriptionTokens(observation.description);
    const usable =
      basis && Number.isFinite(observation.unitRate) && observation.unitRate > 0 && observation.currency;
    if (!usable || (!tokens.words.length && !tokens.sizes.length)) {
      unusable++;
      continue;
    }
    const key = bucketOf(observation.currency, basis.base, tokens);
    const bucket = buckets.get(key) ?? [];
    buckets.set(key, bucket);
    const words = wordKey(tokens);
    let group = bucket.find((candidate) => candidate.variants.has(words));
    if (!group) {
      let best = -1;
      for (const candidate of bucket) {
        const similarity = descriptionSimilarity(candidate.seed, tokens);
        if (similarity >= MATCH_THRESHOLD && similarity > best) {
          group = candidate;
          best = similarity;
        }
      }
    }
    if (!group) {
      group = {
        seed: tokens,
        base: basis.base,
        currency: observation.currency,
        variants: new Map(),
        members: [],
      };
      bucket.push(group);
      groups.push(group);
    }
    group.variants.set(words, tokens);
    group.members.push({ observation, rate: ratePerBase(observation.unitRate, basis) });
  }
  const items = groups.map((group, index) => ({
    id: `ref-${index + 1}`,
    description: mostWritten(group.members),
    base: group.base,
    currency: group.currency,
    observations: group.members,
    statistics: rateStatistics(group.members.map((member) => member.rate)),
    sources: summariseSources(group.members.map((member) => member.observation)),
    variants: [...group.variants.values()],
  }));
  return { items, unusable };
}

export type ReferenceIndex = {
  /** Items by currency, base unit and sizes. */
  exact: Map<string, ReferenceItem[]>;
  /** Items by base unit and sizes, any currency (to tell "no data" from "another currency"). */
  anyCurrency: Map<string, ReferenceItem[]>;
};

export function indexReference(reference: PriceReference): ReferenceIndex {
  const exact = new Map<string, ReferenceItem[]>();
  const anyCurrency = new Map<string, ReferenceItem[]>();
  const add = (map: Map<string, ReferenceItem[]>, key: string, item: ReferenceItem) =>
    map.set(key, [...(map.get(key) ?? []), item]);
  for (const item of reference.items) {
    const sizes = sizeKey(item.variants[0]!);
    add(exact, `${item.currency}|${item.base}|${sizes}`, item);
    add(anyCurrency, `${item.base}|${sizes}`, item);
  }
  return { exact, anyCurrency };
}

/** The best matching item among candidates, most observations first among equals; null below the threshold. */
export function bestMatch(
  tokens: DescriptionTokens,
  candidates: readonly ReferenceItem[],
): { item: ReferenceItem; similarity: number } | null {
  let found: { item: ReferenceItem; similarity: number } | null = null;
  for (const item of candidates) {
    const similarity = Math.max(...item.variants.map((variant) => descriptionSimilarity(variant, tokens)));
    if (similarity < MATCH_THRESHOLD) continue;
    const better =
      !found ||
      similarity > found.similarity ||
      (similarity === found.similarity && item.statistics.count > found.item.statistics.count);
    if (better) found = { item, similarity };
  }
  return found;
}
