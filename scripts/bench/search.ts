// Child process of the "search" bench step (run with `tsx --conditions=react-server`): indexes ~10,000 chunks
// of generated procurement text through the real indexer (TXT files in an in-memory storage driver), then
// times 200 queries through searchKnowledge. Database: DATABASE_URL (migrated first) or in-memory PGlite.
// Prints one JSON line (SearchBench) last.
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { PrismaPg } from "@prisma/adapter-pg";
import { db } from "@/lib/server/db";
import { applyPendingMigrations } from "@/lib/server/db/migrations";
import { indexStoredFile, searchKnowledge } from "@/lib/server/knowledge";
import { createMemoryStorage } from "@/tests/support/documents";
import { benchQueries, procurementText, random } from "./corpus";
import type { SearchBench } from "./extraction";

const FILES = 20;
const CHARS_PER_FILE = 394_000; // ~500 chunks of the generated corpus each: 10,000 in all
const QUERIES = 200;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round = (n: number) => Math.round(n * 10) / 10;

async function main(): Promise<SearchBench> {
  const url = process.env.DATABASE_URL;
  if (url) await applyPendingMigrations(new PrismaPg({ connectionString: url }));
  const orgId = `bench-${randomUUID().slice(0, 8)}`;
  const driver = createMemoryStorage();
  const next = random(7);
  try {
    const started = performance.now();
    for (let i = 0; i < FILES; i++) {
      const id = randomUUID();
      const key = `org/${orgId}/other/${id}-guide-${i}.txt`;
      const text = procurementText(next, CHARS_PER_FILE);
      driver.put(key, new TextEncoder().encode(text));
      await db().storedFile.create({
        data: {
          id,
          orgId,
          key,
          filename: `guide-${i}.txt`,
          contentType: "text/plain",
          size: text.length,
          uploadStatus: "uploaded",
          uploadedAt: new Date(),
        },
      });
      const outcome = await indexStoredFile(id, driver);
      if (outcome.status !== "indexed") throw new Error(`indexing failed: ${JSON.stringify(outcome)}`);
    }
    const indexSeconds = round((performance.now() - started) / 1000);
    const chunks = await db().knowledgeChunk.count({ where: { orgId } });

    // Steady state, as autovacuum leaves a table a minute after a bulk insert: planner statistics that know
    // the new rows (a fresh database has none yet, and its first minute's plans are not the ones users get).
    await db().$executeRawUnsafe(`ANALYZE "KnowledgeChunk"`);
    const queries = benchQueries(random(11), QUERIES);
    for (const query of queries.slice(0, 10)) await searchKnowledge(orgId, query); // warm-up
    const times: number[] = [];
    const hits: number[] = [];
    for (const query of queries) {
      const t = performance.now();
      hits.push((await searchKnowledge(orgId, query)).length);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    hits.sort((a, b) => a - b);
    return {
      database: url ? "postgresql" : "pglite (memory)",
      files: FILES,
      chunks,
      indexSeconds,
      queries: QUERIES,
      medianHits: percentile(hits, 50),
      latencyMs: {
        p50: round(percentile(times, 50)),
        p95: round(percentile(times, 95)),
        max: round(times[times.length - 1]!),
      },
    };
  } finally {
    // Leaves nothing behind in a shared database (chunks cascade with their files).
    await db().storedFile.deleteMany({ where: { orgId } });
  }
}

main().then(
  (result) => {
    console.log(JSON.stringify(result));
    process.exit(0); // PGlite and the schema engine leave timers behind
  },
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
