// Step "resilience" (issue 19, item 6), on production servers of the existing build, each on its own port and
// data directory: (1) 50 signed-in users mixing pages and API calls for BENCH_MIXED_SECONDS (default 120) with
// zero errors; (2) a 25 MB workbook and a 1,000-page PDF uploaded and run through a tool while 10 connections
// poll /api/health, whose p99 must stay under 200 ms; (3) kill -9 of the server during 100 concurrent saves,
// on the embedded PGlite and on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL): no acknowledged write lost,
// the database reopens.
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { performance } from "node:perf_hooks";
import ExcelJS from "exceljs";
import { makePdf } from "@/tests/support/documents";
import {
  withThrowawayPostgres,
  mixedLoad,
  savesUntilKilled,
  signedInSession,
  startLiveServer,
  type LiveServer,
} from "@/tests/support/live-server";
import { loadTest, type LoadResult } from "./load";

const PORT = 3220;
const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]! * 10) / 10
    : 0;

export type MixedLoad = {
  users: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  errors: number;
  errorSamples: string[];
  latencyMs: { p50: number; p95: number; p99: number };
};

async function benchMixedLoad(server: LiveServer, users: number, seconds: number): Promise<MixedLoad> {
  const cookies = [];
  for (let i = 0; i < users; i++) cookies.push(await signedInSession(server.url, `10.93.${i}.1`, `mix${i}`));
  const { requests, errors, latenciesMs } = await mixedLoad(server, cookies, seconds);
  const latencies = [...latenciesMs].sort((a, b) => a - b);
  return {
    users,
    seconds,
    requests,
    requestsPerSecond: Math.round(requests / seconds),
    errors: errors.length,
    errorSamples: errors.slice(0, 5),
    latencyMs: {
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      p99: percentile(latencies, 0.99),
    },
  };
}

/**
 * A workbook of about `megabytes` MB as stored (zipped): each row carries random text, which does not compress,
 * so the file is large without millions of rows (about 180 bytes per row once zipped).
 */
async function bigWorkbook(megabytes: number): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Bill of quantities");
  const rows = Math.round((megabytes * 1024 * 1024) / 180);
  for (let row = 1; row <= rows; row++)
    sheet.addRow([row, `Supply and fix ${randomBytes(150).toString("base64")}`, "m3", row % 97, row * 1.5]);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

async function upload(server: LiveServer, cookie: string, name: string, bytes: Uint8Array) {
  const headers = { cookie, origin: server.url, "content-type": "application/json" };
  const owner = { toolId: "specification_tor_draft" };
  const presign = await fetch(`${server.url}/api/attachments/presign`, {
    method: "POST",
    headers,
    body: JSON.stringify({ owner, groupId: "supporting", filename: name, size: bytes.byteLength }),
  });
  if (presign.status !== 200) return { status: `presign ${presign.status}` as const, fileId: null };
  const { url, fields, fileId } = (await presign.json()) as {
    url: string;
    fields: Record<string, string>;
    fileId: string;
  };
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append("file", new Blob([Buffer.from(bytes)]), name);
  const stored = await fetch(new URL(url, server.url), { method: "POST", body: form });
  if (stored.status >= 300) return { status: `upload ${stored.status}`, fileId: null };
  const complete = await fetch(`${server.url}/api/attachments/${fileId}/complete`, {
    method: "POST",
    headers,
    body: JSON.stringify({ owner, groupId: "supporting" }),
  });
  return { status: `complete ${complete.status}`, fileId: complete.status === 200 ? fileId : null };
}

export type UploadsUnderLoad = {
  files: { name: string; megabytes: number; upload: string; run: string; seconds: number }[];
  health: LoadResult;
  healthP99Under200: boolean;
};

async function uploadsUnderLoad(server: LiveServer): Promise<UploadsUnderLoad> {
  const cookie = await signedInSession(server.url, "10.94.0.1", "uploads");
  const workbook = await bigWorkbook(24);
  const pdf = await makePdf(
    Array.from({ length: 1000 }, (_, page) =>
      `Page ${page + 1}. The contractor shall execute the works as specified in clause ${page + 1}. `.repeat(
        8,
      ),
    ),
  );
  const files: UploadsUnderLoad["files"] = [];
  const healthRun = loadTest(`${server.url}/api/health`, 40, 10);
  for (const [name, bytes] of [
    ["bill-of-quantities.xlsx", workbook],
    ["solicitation-1000-pages.pdf", pdf],
  ] as const) {
    const started = performance.now();
    const uploaded = await upload(server, cookie, name, bytes);
    let run = "not run";
    if (uploaded.fileId) {
      const response = await fetch(`${server.url}/api/tools/specification_tor_draft/run`, {
        method: "POST",
        headers: { cookie, origin: server.url, "content-type": "application/json" },
        body: JSON.stringify({
          inputs: {
            sector_industry: "Roads",
            project_objectives: "Rehabilitate county roads.",
            desired_outputs: "Gravelling of 12 km",
            estimated_value: { amount: "45000000", currency: "USD" },
          },
          attachments: { supporting: [uploaded.fileId] },
        }),
      });
      run = `${response.status}`;
      await response.arrayBuffer();
    }
    files.push({
      name,
      megabytes: Math.round((bytes.byteLength / 1024 / 1024) * 10) / 10,
      upload: uploaded.status,
      run,
      seconds: Math.round((performance.now() - started) / 100) / 10,
    });
  }
  const health = await healthRun;
  return { files, health, healthP99Under200: health.latencyMs.p99 < 200 };
}

export type CrashResult = {
  database: "pglite" | "postgresql";
  acknowledged: number;
  inFlightAtKill: number;
  lost: number;
  reopenSeconds: number;
};

async function crashDuringSaves(
  database: CrashResult["database"],
  port: number,
  databaseUrl?: string,
): Promise<CrashResult> {
  const dataDir = `.data-bench-crash-${database}`;
  rmSync(dataDir, { recursive: true, force: true });
  let server = await startLiveServer({ port, dataDir, databaseUrl });
  try {
    const cookie = await signedInSession(server.url, "10.95.0.1", "crash");
    const outcome = await savesUntilKilled(server, cookie, 100, 40);
    const started = performance.now();
    server = await startLiveServer({ port, dataDir, databaseUrl });
    const reopenSeconds = Math.round((performance.now() - started) / 100) / 10;
    const { risks } = (await (await fetch(`${server.url}/api/risks`, { headers: { cookie } })).json()) as {
      risks: { id: string }[];
    };
    const stored = new Set(risks.map((risk) => risk.id));
    return {
      database,
      acknowledged: outcome.acknowledged.length,
      inFlightAtKill: outcome.inFlightAtKill,
      lost: outcome.acknowledged.filter((id) => !stored.has(id)).length,
      reopenSeconds,
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export type ResilienceBench = { mixed: MixedLoad; uploads: UploadsUnderLoad; crashes: CrashResult[] };

export async function benchResilience(): Promise<ResilienceBench> {
  const seconds = Number(process.env.BENCH_MIXED_SECONDS ?? 120);
  const dataDir = ".data-bench-resilience";
  rmSync(dataDir, { recursive: true, force: true });
  const server = await startLiveServer({ port: PORT, dataDir, trustProxy: true });
  let mixed: MixedLoad;
  let uploads: UploadsUnderLoad;
  try {
    mixed = await benchMixedLoad(server, 50, seconds);
    uploads = await uploadsUnderLoad(server);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const crashes = [await crashDuringSaves("pglite", PORT + 1)];
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (adminUrl)
    crashes.push(
      await withThrowawayPostgres(adminUrl, "bench_crash", (url) =>
        crashDuringSaves("postgresql", PORT + 2, url),
      ),
    );
  return { mixed, uploads, crashes };
}

export function resilienceRows(bench: ResilienceBench): [string, string][] {
  const { mixed, uploads } = bench;
  return [
    [
      `mixed load: ${mixed.users} signed-in users x ${mixed.seconds} s (pages + API, 1 in 7 a write)`,
      `${mixed.requests} requests, ${mixed.requestsPerSecond}/s, ${mixed.errors} errors, p50 ${mixed.latencyMs.p50} / p95 ${mixed.latencyMs.p95} / p99 ${mixed.latencyMs.p99} ms`,
    ],
    ...uploads.files.map((file): [string, string] => [
      `upload + run under load: ${file.name} (${file.megabytes} MB)`,
      `${file.upload}, run ${file.run}, ${file.seconds} s`,
    ]),
    [
      "GET /api/health, 10 connections, during those uploads",
      `p50 ${uploads.health.latencyMs.p50} / p99 ${uploads.health.latencyMs.p99} ms (${uploads.healthP99Under200 ? "under" : "NOT under"} 200 ms), ${uploads.health.non2xx + uploads.health.errors} errors`,
    ],
    ...bench.crashes.map((crash): [string, string] => [
      `kill -9 during 100 concurrent saves (${crash.database})`,
      `${crash.acknowledged} acknowledged, ${crash.inFlightAtKill} in flight, ${crash.lost} lost; reopened in ${crash.reopenSeconds} s`,
    ]),
  ];
}
