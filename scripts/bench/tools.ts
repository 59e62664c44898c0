// Benchmark step "tools" (see run.ts): the issue-5 tool features. In this process (benchTools): searchTools
// over the catalogue (µs per query), computeIpc (computations/s), the CMP engine's run() and its DOCX, XLSX
// and PDF exports (ms). Against the started production server, signed in (benchToolsHttp): POST
// /api/tools/ipc_validation/run, and GET /services and the IPC tool page under load.
//
// Tool runs are rate limited to 60 per 10 minutes per user (LIMITS.toolRunPerUser), so the run endpoint is
// not flooded with autocannon like /api/health (which has no limit): one user makes 1 + 55 sequential runs
// (latency of a run on an idle server), then 4 more users make 50 runs each in parallel (throughput and
// latency under contention). Each run extracts its one-page reference PDF, as a real run does.
import os from "node:os";
import { performance } from "node:perf_hooks";
import { TOOLS } from "@/lib/catalogue";
import { searchTools } from "@/modules/dashboard/lib/tool-search";
import { cmpEngine } from "@/modules/tools/lib/cmp/engine";
import { computeIpc } from "@/modules/tools/lib/ipc/compute";
import type { ToolFramework, ToolOutput, ToolRunContext } from "@/lib/results/types";
import { makePdf } from "@/tests/support/documents";
import { IPC_RUN_INPUTS as IPC_INPUTS } from "@/tests/support/ipc-values";
import { loadTest, type LoadResult } from "./load";
import { signedInCookie } from "./settings-load";
import { int, ms } from "./util";

type Percentiles = { p50: number; p95: number; max: number };
const EXPORTS = ["docx", "xlsx", "pdf"] as const;
type CmpFormat = (typeof EXPORTS)[number];

export type ToolsBench = {
  loadAvg: number[];
  search: { tools: number; queries: number; iterations: number; microseconds: Percentiles };
  ipcCompute: { computations: number; /** Median of the rounds. */ perSecond: number };
  cmp: {
    stakeholders: number;
    repeats: number;
    runMs: number;
    exportMs: Record<CmpFormat, number>;
    exportBytes: Record<CmpFormat, number>;
  };
};

export type ToolsHttpBench = {
  loadAvg: number[];
  ipcRun: {
    firstRunMs: number;
    sequential: { runs: number; runsPerSecond: number; latencyMs: Percentiles };
    parallel: { users: number; runs: number; runsPerSecond: number; latencyMs: Percentiles };
  };
  pages: Record<string, LoadResult & { responseBytes: number }>;
};

const loadAvg = () => os.loadavg().map((n) => Math.round(n * 100) / 100);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
function percentiles(values: number[], digits = 1): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: round(percentile(sorted, 50), digits),
    p95: round(percentile(sorted, 95), digits),
    max: round(sorted[sorted.length - 1]!, digits),
  };
}

/** What people type into the home page's tool search: titles, synonyms, partial words, a typo, an off-topic query. */
const SEARCH_QUERIES = [
  "bid evaluation",
  "rfp",
  "terms of reference",
  "payment certificate",
  "ipc",
  "due diligence",
  "red flag",
  "contract management plan",
  "market price",
  "abnormally low bid",
  "debarment check",
  "approval memo",
  "annual procurement plan",
  "post review",
  "specification",
  "esg",
  "complaint from unsuccessful bidder",
  "evalution",
  "weather forecast",
  "how do i check a supplier",
];
const SEARCH_ITERATIONS = 500;

function benchSearchTools(): ToolsBench["search"] {
  let sink = 0;
  for (let i = 0; i < 50; i++)
    for (const query of SEARCH_QUERIES) sink += searchTools(query, "practitioner", TOOLS).total; // warm-up
  const times: number[] = [];
  for (let i = 0; i < SEARCH_ITERATIONS; i++) {
    for (const query of SEARCH_QUERIES) {
      const started = performance.now();
      sink += searchTools(query, "practitioner", TOOLS).total;
      times.push((performance.now() - started) * 1000);
    }
  }
  if (sink === 0) throw new Error("searchTools matched nothing for every query");
  return {
    tools: TOOLS.length,
    queries: SEARCH_QUERIES.length,
    iterations: SEARCH_ITERATIONS,
    microseconds: percentiles(times, 2),
  };
}

const IPC_ROUNDS = 5;
const IPC_PER_ROUND = 20_000;

/** The median of 5 rounds' rates: on a busy machine one long loop swings with whatever else runs. */
function benchIpcCompute(): ToolsBench["ipcCompute"] {
  let sink = 0;
  for (let i = 0; i < 10_000; i++) sink += computeIpc(IPC_INPUTS).recommendedThis; // warm-up
  const rates: number[] = [];
  for (let pass = 0; pass < IPC_ROUNDS; pass++) {
    const started = performance.now();
    for (let i = 0; i < IPC_PER_ROUND; i++) sink += computeIpc(IPC_INPUTS).recommendedThis;
    rates.push((IPC_PER_ROUND / (performance.now() - started)) * 1000);
  }
  if (!(sink > 0)) throw new Error("computeIpc returned no payable amount");
  return { computations: IPC_ROUNDS * IPC_PER_ROUND, perSecond: Math.round(percentiles(rates).p50) };
}

const CMP_STAKEHOLDERS = [
  "Ministry of Works (Procuring Entity)",
  "RoadBuild Contractors Ltd",
  "World Bank (Donor)",
  "Community Liaison Office",
  "Supervising Engineer",
  "Ministry of Finance Funding Unit",
  "District Local Government",
  "Materials Supplier Ltd",
];
const CMP_REPEATS = 10;
const WORLD_BANK: ToolFramework = {
  kind: "Multilateral_IFI",
  source: "multilateral",
  code: "WB",
  label: "World Bank (WB)",
};
const MAGIC: Record<CmpFormat, string> = { docx: "PK", xlsx: "PK", pdf: "%PDF" };

async function medianMs(once: () => unknown): Promise<number> {
  await once(); // warm-up: loads the writer (docx, exceljs, pdf-lib) and JIT-compiles
  const times: number[] = [];
  for (let i = 0; i < CMP_REPEATS; i++) {
    const started = performance.now();
    await once();
    times.push(performance.now() - started);
  }
  return percentiles(times).p50;
}

async function benchCmp(): Promise<ToolsBench["cmp"]> {
  const context: ToolRunContext = {
    toolId: "contract_management_plan",
    framework: WORLD_BANK,
    documents: [],
    now: new Date(),
    values: {
      contract_type: "Works/Construction",
      contract_value: { amount: "2500000.50", currency: "USD" },
      contract_duration: "18 months",
      project_objectives: "Rehabilitate 40 km of feeder roads.\nImprove year-round access to markets.",
      key_deliverables: "- Detailed design\n- Completed road works\n- As-built drawings",
      stakeholder_organizations: CMP_STAKEHOLDERS.join("\n"),
      special_requirements: "Environmental and social safeguards apply.",
    },
  };
  const runMs = await medianMs(() => cmpEngine.run(context));
  // The endpoint stores the output as JSON and exports from what it reads back.
  const stored = JSON.parse(JSON.stringify(await cmpEngine.run(context))) as ToolOutput;
  const exportMs = {} as Record<CmpFormat, number>;
  const exportBytes = {} as Record<CmpFormat, number>;
  for (const format of EXPORTS) {
    const file = await cmpEngine.exportDocument!(stored, "contract-management-plan", format);
    if (Buffer.from(file.bytes.subarray(0, MAGIC[format].length)).toString("latin1") !== MAGIC[format])
      throw new Error(`CMP ${format} export is not a ${format} file`);
    exportBytes[format] = file.bytes.byteLength;
    exportMs[format] = await medianMs(() =>
      cmpEngine.exportDocument!(stored, "contract-management-plan", format),
    );
  }
  return { stakeholders: CMP_STAKEHOLDERS.length, repeats: CMP_REPEATS, runMs, exportMs, exportBytes };
}

export async function benchTools(): Promise<ToolsBench> {
  const startLoad = loadAvg();
  return {
    loadAvg: startLoad,
    search: benchSearchTools(),
    ipcCompute: benchIpcCompute(),
    cmp: await benchCmp(),
  };
}

// --- against the server ---

/** Runs per user: under LIMITS.toolRunPerUser (60 per 10 minutes), which lib/server cannot be imported here to read. */
const SEQUENTIAL_RUNS = 55;
const PARALLEL_USERS = 4;
const PARALLEL_RUNS_PER_USER = 50;

type Client = { baseUrl: string; cookie: string };

async function postJson(client: Client, path: string, body: unknown): Promise<Response> {
  return fetch(`${client.baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: client.baseUrl, cookie: client.cookie },
    body: JSON.stringify(body),
  });
}

async function expectOk(response: Response, what: string): Promise<unknown> {
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${what} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** Presign, upload to the returned url, complete: the browser's flow for one reference PDF of the IPC tool. */
async function uploadReference(client: Client, pdf: Uint8Array): Promise<string> {
  const target = { owner: { toolId: "ipc_validation" }, groupId: "refs" };
  const presign = await postJson(client, "/api/attachments/presign", {
    ...target,
    filename: "contract.pdf",
    size: pdf.byteLength,
  });
  const { url, fields, fileId } = (await expectOk(presign, "presign")) as {
    url: string;
    fields: Record<string, string>;
    fileId: string;
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("file", new Blob([Buffer.from(pdf)], { type: "application/pdf" }), "contract.pdf");
  const upload = await fetch(new URL(url, client.baseUrl), {
    method: "POST",
    headers: { origin: client.baseUrl },
    body: form,
  });
  if (upload.status >= 300) throw new Error(`upload answered ${upload.status}`);
  await expectOk(await postJson(client, `/api/attachments/${fileId}/complete`, target), "complete");
  return fileId;
}

/** `runs` IPC runs one after the other; the time of each in ms. */
async function ipcRuns(client: Client, fileId: string, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const response = await postJson(client, "/api/tools/ipc_validation/run", {
      inputs: IPC_INPUTS,
      attachments: { refs: [fileId] },
    });
    const body = (await expectOk(response, `run ${i + 1}`)) as {
      output?: { data?: { recommendedThis?: number } };
    };
    times.push(performance.now() - started);
    if (body.output?.data?.recommendedThis !== 112_500)
      throw new Error(`run ${i + 1}: unexpected result ${JSON.stringify(body).slice(0, 200)}`);
  }
  return times;
}

async function signedInClient(baseUrl: string, pdf: Uint8Array): Promise<Client & { fileId: string }> {
  const client = { baseUrl, cookie: await signedInCookie(baseUrl) };
  return { ...client, fileId: await uploadReference(client, pdf) };
}

async function benchPage(
  client: Client,
  path: string,
  seconds: number,
): Promise<LoadResult & { responseBytes: number }> {
  const url = `${client.baseUrl}${path}`;
  const sample = await fetch(url, { headers: { cookie: client.cookie }, redirect: "manual" });
  if (sample.status !== 200) throw new Error(`GET ${path} answered ${sample.status}`);
  const responseBytes = (await sample.arrayBuffer()).byteLength;
  const result = await loadTest(url, seconds, 10, { cookie: client.cookie });
  if (result.count2xx === 0)
    throw new Error(`GET ${path}: no 2xx responses (status codes: ${JSON.stringify(result.statusCodes)})`);
  return { ...result, responseBytes };
}

export async function benchToolsHttp(baseUrl: string, durationSeconds: number): Promise<ToolsHttpBench> {
  const startLoad = loadAvg();
  const pdf = await makePdf([
    "Contract MoW/WRK/2026/014 between the Ministry of Works and RoadBuild Contractors Ltd.",
  ]);
  const first = await signedInClient(baseUrl, pdf);
  const [firstRunMs] = await ipcRuns(first, first.fileId, 1);
  let started = performance.now();
  const sequentialTimes = await ipcRuns(first, first.fileId, SEQUENTIAL_RUNS);
  const sequentialSeconds = (performance.now() - started) / 1000;

  const others = await Promise.all(
    Array.from({ length: PARALLEL_USERS }, () => signedInClient(baseUrl, pdf)),
  );
  started = performance.now();
  const parallelTimes = (
    await Promise.all(others.map((client) => ipcRuns(client, client.fileId, PARALLEL_RUNS_PER_USER)))
  ).flat();
  const parallelSeconds = (performance.now() - started) / 1000;

  const pageSeconds = Math.min(durationSeconds, 5);
  const pages: ToolsHttpBench["pages"] = {};
  for (const path of ["/services", "/services/ipc_validation"])
    pages[path] = await benchPage(first, path, pageSeconds);
  return {
    loadAvg: startLoad,
    ipcRun: {
      firstRunMs: round(firstRunMs!),
      sequential: {
        runs: SEQUENTIAL_RUNS,
        runsPerSecond: round(SEQUENTIAL_RUNS / sequentialSeconds),
        latencyMs: percentiles(sequentialTimes),
      },
      parallel: {
        users: PARALLEL_USERS,
        runs: parallelTimes.length,
        runsPerSecond: round(parallelTimes.length / parallelSeconds),
        latencyMs: percentiles(parallelTimes),
      },
    },
    pages,
  };
}

// --- table rows (run.ts) ---

export function toolsRows(result: ToolsBench): [string, string][] {
  const { search, ipcCompute, cmp } = result;
  const exports = EXPORTS.map((format) => `${format.toUpperCase()} ${ms(cmp.exportMs[format])}`).join(", ");
  return [
    [
      `tool search (${search.tools} tools)`,
      `p50 ${search.microseconds.p50} µs, p95 ${search.microseconds.p95} µs per query (${search.queries} queries x ${search.iterations})`,
    ],
    ["IPC compute", `${int(ipcCompute.perSecond)} computations/s (median of ${IPC_ROUNDS} rounds)`],
    [
      `CMP (${cmp.stakeholders} stakeholders)`,
      `run ${ms(cmp.runMs)}; export ${exports} (median of ${cmp.repeats})`,
    ],
  ];
}

export function toolsHttpRows(result: ToolsHttpBench): [string, string][] {
  const { firstRunMs, sequential, parallel } = result.ipcRun;
  const page = (path: string) => {
    const p = result.pages[path];
    return p
      ? `${int(p.requestsPerSecondAvg)} req/s at ${p.connections} connections (p50 ${ms(p.latencyMs.p50)}, p99 ${ms(p.latencyMs.p99)}, ${p.non2xx} non-2xx, ${p.responseBytes} B)`
      : "missing";
  };
  return [
    [
      "POST ipc_validation/run",
      `sequential: p50 ${ms(sequential.latencyMs.p50)}, p95 ${ms(sequential.latencyMs.p95)} over ${sequential.runs} runs (first run ${ms(firstRunMs)})`,
    ],
    [
      "",
      `${parallel.users} users in parallel: ${parallel.runsPerSecond} runs/s, p50 ${ms(parallel.latencyMs.p50)}, p95 ${ms(parallel.latencyMs.p95)} over ${parallel.runs} runs`,
    ],
    ["GET /services", page("/services")],
    ["GET IPC tool page", `${page("/services/ipc_validation")}`],
  ];
}
