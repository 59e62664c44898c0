/**
 * The labelled name sets' common measure, for their tests (screening-names, -held-out, -fresh): one list entry per
 * pair, a pair found when screening its query at the product's threshold returns its own entry; precision and
 * recall over all pairs, each miss and false match with its direct score; and the blocking guarantee (a pair the
 * scorer would accept is always among the candidates).
 */
import { buildScreeningIndex } from "./build-index";
import { analyseName } from "./normalise";
import { compareNames } from "./score";
import { DEFAULT_THRESHOLD, candidateNames, screen } from "./screen";
import type { ListEntry } from "./types";

export type LabelledPair = { query: string; listed: string; match: boolean; group: string };
type NameSet = { groups: { id: string; pairs: (string | number)[][] }[] };

const asOf = new Date("2026-02-01T00:00:00Z");

export const directScore = (a: string, b: string) => compareNames(analyseName(a), analyseName(b)).score;

export function pairsOf(set: NameSet): LabelledPair[] {
  return set.groups.flatMap((group) =>
    group.pairs.map(([query, listed, match]) => ({
      query: String(query),
      listed: String(listed),
      match: match === 1,
      group: group.id,
    })),
  );
}

export function indexOf(pairs: readonly LabelledPair[]) {
  const entries: ListEntry[] = pairs.map((p, i) => ({
    entryId: String(i),
    name: p.listed,
    aliases: [],
    source: "custom",
  }));
  return buildScreeningIndex(entries);
}

/** Precision and recall of screening every pair, with each miss and false match and its direct score. */
export function measurePairs(pairs: readonly LabelledPair[]) {
  const index = indexOf(pairs);
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const falseMatches: string[] = [];
  const misses: string[] = [];
  pairs.forEach((pair, i) => {
    const found = screen(index, { name: pair.query }, { asOf, limit: 1000 }).some(
      (m) => m.entry.entryId === String(i),
    );
    const line = `[${pair.group}] ${pair.query} / ${pair.listed} (score ${directScore(pair.query, pair.listed).toFixed(2)})`;
    if (found && pair.match) tp++;
    else if (found) {
      fp++;
      falseMatches.push(line);
    } else if (pair.match) {
      fn++;
      misses.push(line);
    }
  });
  return { precision: tp / (tp + fp), recall: tp / (tp + fn), falseMatches, misses };
}

/** The printed line of a set's figures, then its false matches and misses. */
export function describeFigures(
  label: string,
  pairs: readonly LabelledPair[],
  m: ReturnType<typeof measurePairs>,
) {
  const f1 = (2 * m.precision * m.recall) / (m.precision + m.recall);
  return (
    `${label}: ${pairs.length} pairs at threshold ${DEFAULT_THRESHOLD}: precision ${m.precision.toFixed(3)}, ` +
    `recall ${m.recall.toFixed(3)}, F1 ${f1.toFixed(3)}\n` +
    `False matches (${m.falseMatches.length}):\n  ${m.falseMatches.join("\n  ")}\n` +
    `Missed (${m.misses.length}):\n  ${m.misses.join("\n  ")}`
  );
}

/** Pairs the scorer accepts at some threshold that the candidate selection leaves out (must be none). */
export function droppedCandidates(pairs: readonly LabelledPair[]) {
  const index = indexOf(pairs);
  const dropped: string[] = [];
  let accepted = 0;
  pairs.forEach((pair, i) => {
    const query = analyseName(pair.query);
    const direct = compareNames(query, analyseName(pair.listed)).score;
    for (const threshold of [0.01, 0.5, DEFAULT_THRESHOLD, 0.9]) {
      if (direct < threshold) continue;
      accepted++;
      if (!candidateNames(index, query, threshold).includes(i))
        dropped.push(`${pair.query} / ${pair.listed} at ${threshold}`);
    }
  });
  return { dropped, accepted };
}
