// Benchmark step "screening" (see run.ts): bidder due-diligence screening at the size of a real sanctions
// collection. 300,000 synthetic parties are written as an OpenSanctions targets.simple.csv, parsed, indexed,
// then 100 bidder names (exact, misspelt, reordered, transliterated and unrelated) are screened one by one.
// Reports parse and index-build time, heap held by the index, and per-name latency (p50/p95/max).
// Run alone with `npx tsx scripts/bench/screening.ts`.
import os from "node:os";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import {
  buildScreeningIndex,
  parseOpenSanctionsSimple,
  screen,
  type ScreeningQuery,
} from "@/modules/integrity/lib/screening";

const ENTRIES = 300_000;
const QUERIES = 100;
const GOAL_P95_MS = 50;

export type ScreeningBench = {
  loadAvg: number[];
  entries: number;
  csvMB: number;
  parseMs: number;
  buildMs: number;
  indexHeapMB: number;
  queries: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  goalP95Ms: number;
  matchedQueries: number;
};

/** Deterministic pseudo-random numbers, so every run measures the same data. */
function random(seed: number) {
  return () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

const SYLLABLES =
  "ka ri mo na te lu sa vo de pi zu ro ga ne bi to ma ku le sho ar ben dor el fan gor hal in jor kel".split(
    " ",
  );
const SECTOR =
  "Construction Trading Engineering Supplies Logistics Medical Roads Water Works Consulting Energy Foods Holdings Services Builders Contractors Pharma Textiles Minerals Agro Security Systems Technologies Transport Cement Steel Printing Investments".split(
    " ",
  );
const PLACE =
  "Nairobi Kampala Dakar Lagos Accra Abidjan Lusaka Harare Kigali Dodoma Cairo Tunis Rabat Karachi Dhaka Hanoi Lima Quito Manila Almaty Tbilisi Baku Yerevan Kyiv Minsk".split(
    " ",
  );
const FORM = ["Ltd", "Limited", "LLC", "SA", "SARL", "GmbH", "PLC", "JSC", "Pvt Ltd", "Inc", ""];
const CYRILLIC: Record<string, string> = {
  a: "а",
  b: "б",
  d: "д",
  e: "е",
  f: "ф",
  g: "г",
  h: "х",
  i: "и",
  j: "дж",
  k: "к",
  l: "л",
  m: "м",
  n: "н",
  o: "о",
  p: "п",
  r: "р",
  s: "с",
  t: "т",
  u: "у",
  v: "в",
  z: "з",
};

function partyName(next: () => number): string {
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  const word = () => {
    const w = Array.from({ length: 2 + Math.floor(next() * 2) }, () => pick(SYLLABLES)).join("");
    return w[0]!.toUpperCase() + w.slice(1);
  };
  const parts = [word()];
  if (next() < 0.4) parts.push(word());
  parts.push(pick(SECTOR));
  if (next() < 0.3) parts.push(pick(PLACE));
  const form = pick(FORM);
  return form ? `${parts.join(" ")} ${form}` : parts.join(" ");
}

const toCyrillic = (name: string) => [...name.toLowerCase()].map((c) => CYRILLIC[c] ?? c).join("");
const csvCell = (s: string) => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

function syntheticCsv(next: () => number): { csv: string; names: string[] } {
  const lines = [
    "id,schema,name,aliases,birth_date,countries,addresses,identifiers,sanctions,phones,emails,dataset,first_seen,last_seen,last_change",
  ];
  const names: string[] = [];
  for (let i = 0; i < ENTRIES; i++) {
    const name = partyName(next);
    names.push(name);
    const aliases = next() < 0.3 ? [partyName(next), ...(next() < 0.2 ? [toCyrillic(name)] : [])] : [];
    lines.push(
      [
        `bench-${i}`,
        "Company",
        name,
        aliases.join(";"),
        "",
        "ke",
        "",
        next() < 0.5 ? `REG-${i}` : "",
        "Bench list",
        "",
        "",
        "bench",
        "2024-01-01T00:00:00",
        "2026-01-01T00:00:00",
        "2026-01-01T00:00:00",
      ]
        .map(csvCell)
        .join(","),
    );
  }
  return { csv: lines.join("\n"), names };
}

/** 100 bidder names: listed names re-typed (legal form changed, a typo, words swapped, Cyrillic) and strangers. */
function queries(names: string[], next: () => number): ScreeningQuery[] {
  const pick = () => names[Math.floor(next() * names.length)]!;
  const typo = (s: string) => {
    const at = 2 + Math.floor(next() * Math.max(1, s.length - 4));
    return s.slice(0, at) + s.slice(at + 1);
  };
  const out: ScreeningQuery[] = [];
  for (let i = 0; i < QUERIES; i++) {
    const kind = i % 5;
    const listed = pick();
    if (kind === 0)
      out.push({ name: listed.replace(/ (Ltd|Limited|LLC|SA|SARL|GmbH|PLC|JSC|Inc)$/, " Company") });
    else if (kind === 1) out.push({ name: typo(listed), country: "KE" });
    else if (kind === 2) out.push({ name: listed.split(" ").reverse().join(" ") });
    else if (kind === 3) out.push({ name: toCyrillic(listed) });
    else out.push({ name: partyName(next), country: "UG" });
  }
  return out;
}

const percentile = (sorted: number[], p: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! * 100) / 100;

export async function benchScreening(): Promise<ScreeningBench> {
  const next = random(20_260_201);
  const { csv, names } = syntheticCsv(next);
  let started = performance.now();
  const { entries } = parseOpenSanctionsSimple(csv);
  const parseMs = Math.round(performance.now() - started);
  global.gc?.();
  const memory = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
  const heapBefore = memory();
  started = performance.now();
  const index = buildScreeningIndex(entries);
  const buildMs = Math.round(performance.now() - started);
  global.gc?.();
  const indexHeapMB = Math.round((memory() - heapBefore) / 1048576);
  const asOf = new Date("2026-02-01T00:00:00Z");
  const batch = queries(names, next);
  screen(index, batch[0]!, { asOf }); // warm-up
  const times: number[] = [];
  let matchedQueries = 0;
  for (const query of batch) {
    const t = performance.now();
    const matches = screen(index, query, { asOf });
    times.push(performance.now() - t);
    if (matches.length > 0) matchedQueries++;
    if (process.env.SCREENING_BENCH_TRACE)
      console.error(Math.round(performance.now() - t), query.name, matches.length);
  }
  times.sort((a, b) => a - b);
  const result: ScreeningBench = {
    loadAvg: os.loadavg().map((n) => Math.round(n * 100) / 100),
    entries: entries.length,
    csvMB: Math.round(csv.length / 104857.6) / 10,
    parseMs,
    buildMs,
    indexHeapMB,
    queries: batch.length,
    p50Ms: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
    maxMs: Math.round(times[times.length - 1]! * 100) / 100,
    goalP95Ms: GOAL_P95_MS,
    matchedQueries,
  };
  console.error(
    screeningRows(result)
      .map(([label, value]) => `${label.padEnd(27)}${value}`)
      .join("\n"),
  );
  return result;
}

export function screeningRows(bench: ScreeningBench): [string, string][] {
  return [
    [
      "screening: load + index",
      `${bench.entries.toLocaleString("en")} entries (${bench.csvMB} MB CSV): parse ${bench.parseMs} ms, index ${bench.buildMs} ms, ~${bench.indexHeapMB} MB heap`,
    ],
    [
      "screening: per name",
      `p50 ${bench.p50Ms} ms, p95 ${bench.p95Ms} ms [goal < ${bench.goalP95Ms} ms: ${bench.p95Ms < bench.goalP95Ms ? "ok" : "OVER"}], max ${bench.maxMs} ms (${bench.matchedQueries}/${bench.queries} names matched)`,
    ],
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchScreening().then(
    (result) => console.log(JSON.stringify(result, null, 2)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
