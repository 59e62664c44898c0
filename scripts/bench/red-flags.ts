// Benchmark step "redflags" (see run.ts): the red-flag engine on 10,000 synthetic compiled releases streamed as
// JSON lines and as a release package. Goal (red-flag monitoring issue): under 2 s with flat memory. Memory is
// sampled between chunks, so the peak reflects what the engine holds while streaming, not the input text.
import { performance } from "node:perf_hooks";
import { Readable } from "node:stream";
import { computeRedFlags } from "@/modules/integrity/lib/red-flags";

const RELEASES = 10_000;
const CHUNK_BYTES = 64 * 1024;
const GOAL_MS = 2000;

export type RedFlagsBench = {
  releases: number;
  goalMs: number;
  runs: {
    format: string;
    inputMB: number;
    ms: number;
    releasesPerSecond: number;
    peakHeapDeltaMB: number;
    peakRssDeltaMB: number;
    flags: number;
  }[];
};

/** Deterministic pseudo-random numbers, so every run measures the same data. */
function random(seed: number) {
  return () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

/** A realistic compiled release: buyer, procuring entity, tender period, 2-6 bids, an award with items. */
function release(i: number, next: () => number) {
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  const methods = ["open", "open", "open", "selective", "limited", "direct"];
  const bidders = Array.from({ length: 2 + Math.floor(next() * 5) }, () => `TEN-${Math.floor(next() * 400)}`);
  const base = 10_000 + Math.floor(next() * 990_000);
  const bids = bidders.map((id, k) => ({
    id: `bid-${i}-${k}`,
    status: next() < 0.1 ? "disqualified" : "valid",
    date: `2024-03-${String(1 + Math.floor(next() * 20)).padStart(2, "0")}T10:00:00Z`,
    tenderers: [{ id, name: `Tenderer ${id}` }],
    value: { amount: Math.round(base * (1 + next() * 0.3)), currency: "USD" },
  }));
  const winner = bids.filter((b) => b.status === "valid").sort((a, b) => a.value.amount - b.value.amount)[0];
  const start = 1 + Math.floor(next() * 10);
  return {
    ocid: `ocds-bench-${i}`,
    id: `release-${i}`,
    date: "2024-04-01T00:00:00Z",
    tag: ["compiled"],
    initiationType: "tender",
    buyer: { id: `BUY-${Math.floor(next() * 60)}`, name: "Ministry" },
    tender: {
      id: `tender-${i}`,
      title: `Supply of goods and services, lot ${i}`,
      status: next() < 0.02 ? "cancelled" : "complete",
      procurementMethod: pick(methods),
      procurementMethodDetails: pick(["Open tender", "Restricted", "NPC", "Framework"]),
      procuringEntity: { id: `PE-${Math.floor(next() * 80)}`, name: "Procuring entity" },
      numberOfTenderers: bidders.length,
      tenderPeriod: {
        startDate: `2024-02-${String(start).padStart(2, "0")}T09:00:00Z`,
        endDate: `2024-03-${String(start + Math.floor(next() * 18)).padStart(2, "0")}T17:00:00Z`,
      },
      value: { amount: base, currency: "USD" },
    },
    bids: { details: bids },
    awards: winner
      ? [
          {
            id: `award-${i}`,
            status: "active",
            suppliers: [winner.tenderers[0]],
            value: winner.value,
            items: Array.from({ length: 1 + Math.floor(next() * 3) }, (_, k) => ({
              id: String(k),
              classification: {
                scheme: "UNSPSC",
                id: String(10_000_000 + Math.floor(next() * 80) * 1_000_000),
              },
              quantity: 1,
            })),
          },
        ]
      : [],
  };
}

function* chunks(text: Buffer) {
  for (let i = 0; i < text.length; i += CHUNK_BYTES) yield text.subarray(i, i + CHUNK_BYTES);
}

async function measure(format: string, text: Buffer) {
  global.gc?.();
  const before = process.memoryUsage();
  let peakHeap = before.heapUsed;
  let peakRss = before.rss;
  let n = 0;
  const sampled = (async function* () {
    for (const chunk of chunks(text)) {
      if (++n % 16 === 0) {
        const now = process.memoryUsage();
        peakHeap = Math.max(peakHeap, now.heapUsed);
        peakRss = Math.max(peakRss, now.rss);
      }
      yield chunk;
    }
  })();
  const started = performance.now();
  const result = await computeRedFlags(Readable.from(sampled));
  const ms = performance.now() - started;
  const flags = ["OCID", "Buyer", "ProcuringEntity", "Tenderer"].reduce(
    (sum, group) => sum + Object.keys(result[group as "OCID"] ?? {}).length,
    0,
  );
  const mb = (bytes: number) => Math.round((bytes / 1024 ** 2) * 10) / 10;
  return {
    format,
    inputMB: mb(text.length),
    ms: Math.round(ms),
    releasesPerSecond: Math.round((result.stats.releases / ms) * 1000),
    peakHeapDeltaMB: mb(peakHeap - before.heapUsed),
    peakRssDeltaMB: mb(peakRss - before.rss),
    flags,
  };
}

export async function benchRedFlags(): Promise<RedFlagsBench> {
  const next = random(42);
  const releases = Array.from({ length: RELEASES }, (_, i) => release(i, next));
  const jsonl = Buffer.from(releases.map((r) => JSON.stringify(r)).join("\n") + "\n");
  const pkg = Buffer.from(JSON.stringify({ uri: "https://example.com/bench", version: "1.1", releases }));
  releases.length = 0;
  await measure("warm-up", jsonl.subarray(0, jsonl.lastIndexOf(10, 200_000) + 1));
  const runs = [await measure("jsonl", jsonl), await measure("release package", pkg)];
  return { releases: RELEASES, goalMs: GOAL_MS, runs };
}

export function redFlagsRows(bench: RedFlagsBench): [string, string][] {
  return bench.runs.map((run) => [
    `red flags: ${run.format}`.slice(0, 26),
    `${bench.releases} releases (${run.inputMB} MB) in ${run.ms} ms [goal < ${bench.goalMs} ms: ${run.ms < bench.goalMs ? "ok" : "OVER"}], ${run.releasesPerSecond}/s, peak heap +${run.peakHeapDeltaMB} MB, RSS +${run.peakRssDeltaMB} MB, ${run.flags} flagged ids`,
  ]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const bench = await benchRedFlags();
  for (const [label, text] of redFlagsRows(bench)) console.log(`${label.padEnd(27)} ${text}`);
}
