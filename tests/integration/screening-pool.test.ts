/**
 * Due-diligence list parsing and screening off the web process (issue 29 High 1; SECURITY S31, S32): in the
 * screening pool (modules/integrity/server/screening-pool.ts) they give the result the code gives in this thread,
 * a large list loads and screens while this thread keeps answering, a read or screening over its time or
 * memory limit is a clear refusal or job failure, and a job left running by a stopped server is failed with a
 * reason after its last attempt instead of being run again.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import runScreeningTask, { forgetIndexes } from "@/modules/integrity/lib/screening/worker/screening-task";
import {
  SAMPLE_OPENSANCTIONS_CSV,
  SAMPLE_WORLD_BANK_JSON,
} from "@/modules/integrity/lib/screening/sample-lists";
import { DomainError } from "@/lib/errors";
import { db } from "@/lib/server/db";
import { jobHandlers, runDueJobs, JOB_LEASE_SECONDS } from "@/lib/server/jobs";
import {
  configureScreeningPool,
  ScreeningPool,
  screeningPoolSettingsFromEnv,
} from "@/modules/integrity/server/screening-pool";
import {
  ddAccount,
  firmsCsv,
  jobResults,
  jobStatus,
  longestStall,
  submit,
  upload,
  work,
  type DdAccount,
} from "./due-diligence-support";

const settings = () => ({ ...screeningPoolSettingsFromEnv(), workers: 1 });
const bytesOf = (text: string) => new TextEncoder().encode(text);
const BIDDERS = [
  { name: "Acme Constructon Limited", country: "Kenya" },
  { name: "Societe Generale de Construction" },
  { name: "Nairobi Fresh Produce Ltd" },
];

describe("the screening pool", () => {
  const pools: ScreeningPool[] = [];
  const pool = (extra: Partial<ReturnType<typeof settings>> = {}) => {
    const made = new ScreeningPool({ ...settings(), ...extra });
    pools.push(made);
    return made;
  };
  afterAll(async () => {
    await Promise.all(pools.map((each) => each.close()));
  });

  it("reads a list and screens as this thread does, and asks for the lists it has not indexed", async () => {
    const workers = pool();
    for (const [text, fileName] of [
      [SAMPLE_WORLD_BANK_JSON, "wb.json"],
      [SAMPLE_OPENSANCTIONS_CSV, "targets.simple.csv"],
    ] as const) {
      const task = { op: "parse" as const, bytes: bytesOf(text), format: null, fileName, maxEntries: 1000 };
      expect(await workers.run(task)).toEqual(runScreeningTask(task));
    }
    const lists = [
      { key: "wb:1", listId: "wb", format: { source: "worldbank", format: "json" } as const },
      { key: "os:1", listId: "os", format: { source: "opensanctions", format: "csv" } as const },
    ];
    const screen = {
      op: "screen" as const,
      bidders: BIDDERS,
      threshold: 0.7,
      asOf: "2026-11-25",
      cacheEntries: 1000,
    };
    expect(await workers.run({ ...screen, lists })).toEqual({
      ok: false,
      code: "missing_lists",
      keys: ["wb:1", "os:1"],
    });
    const withFiles = [
      { ...lists[0]!, bytes: bytesOf(SAMPLE_WORLD_BANK_JSON) },
      { ...lists[1]!, bytes: bytesOf(SAMPLE_OPENSANCTIONS_CSV) },
    ];
    forgetIndexes();
    const here = runScreeningTask({ ...screen, lists: withFiles });
    expect(here).toMatchObject({ ok: true, op: "screen" });
    const sent = withFiles.map((list) => ({ ...list, bytes: list.bytes.slice() }));
    expect(
      await workers.run(
        { ...screen, lists: sent },
        sent.map((list) => list.bytes.buffer),
      ),
    ).toEqual(here);
    // The worker kept both indexes: the files need not be sent again.
    expect(await workers.run({ ...screen, lists })).toEqual(here);
  });

  it("stops a task that never ends at its time limit while this thread keeps answering, then serves the next", async () => {
    const limited = pool({ screenTimeoutMs: 1_000 });
    const { value: error, stallMs } = await longestStall(() =>
      limited.run({ op: "test-spin" }).catch((caught: unknown) => caught),
    );
    expect(stallMs).toBeLessThan(500);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      code: "over_limit",
      message:
        "The screening took longer than 1 second and was stopped. Screen fewer names per job, or against fewer lists (listIds).",
    });
    const task = {
      op: "parse" as const,
      bytes: bytesOf(SAMPLE_WORLD_BANK_JSON),
      format: null,
      fileName: "wb.json",
      maxEntries: 10,
    };
    expect(await limited.run(task)).toMatchObject({ ok: true, op: "parse" });
  });

  it("stops a task that needs more memory than a worker has", async () => {
    const small = pool({ memoryMb: 64 });
    const error = await small.run({ op: "test-allocate" }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      code: "over_limit",
      message:
        "The screening needs more memory than the server allows. Screen against fewer or smaller lists (listIds).",
    });
  });

  it("is what the server uses under the tests (NODE_ENV=test), not this thread", () => {
    expect(screeningPoolSettingsFromEnv().workers).toBeGreaterThan(0);
  });
});

describe("due diligence through the API, off this thread", () => {
  const ROWS = 120_000;
  let account: DdAccount;
  let big: string;
  // Names of the list, re-typed (a letter dropped), and strangers.
  const bidders = Array.from({ length: 200 }, (_, i) => ({ name: i % 2 ? `Stranger ${i} Holdings` : "" }));

  beforeAll(async () => {
    account = await ddAccount("dd-pool");
    big = firmsCsv(ROWS);
    const names = big
      .split("\n")
      .slice(1, 101)
      .map((line) => line.split(",")[0]!);
    bidders.forEach((bidder, i) => {
      if (!bidder.name) bidder.name = names[i / 2]!.replace(/^(\w{3})\w/, "$1");
    });
  });

  afterAll(async () => {
    await configureScreeningPool({});
  });

  it("a 120,000-row list loads and 200 names are screened while this thread keeps answering; same result as in this thread", async () => {
    await configureScreeningPool({ workers: 1 });
    const loaded = await longestStall(() =>
      upload(account, "name=Firms&format=custom&fileName=firms.csv", big),
    );
    const { list } = await loaded.value.json();
    expect(loaded.value.status).toBe(201);
    expect(list.entryCount).toBe(ROWS);
    expect(loaded.stallMs).toBeLessThan(500);

    const body = { bidders, threshold: 0.5, asOf: "2026-11-25" };
    const { jobId } = await (await submit(account, body)).json();
    const screened = await longestStall(() => work(account.orgId));
    expect(await jobStatus(account, jobId)).toMatchObject({ status: "done", error: null });
    expect(screened.stallMs).toBeLessThan(500);
    const inPool = (await jobResults(account, jobId)).body.result;
    expect(inPool.summary.withMatches).toBeGreaterThanOrEqual(100);

    await configureScreeningPool(null);
    const again = await (await submit(account, body)).json();
    await work(account.orgId);
    expect((await jobResults(account, again.jobId)).body.result).toEqual(inPool);
  }, 120_000);

  it("a list read over its time limit is 422 over_limit and nothing is stored", async () => {
    await configureScreeningPool({ workers: 1, parseTimeoutMs: 100 });
    const before = await db().screeningList.count({ where: { orgId: account.orgId } });
    const response = await upload(account, "name=Again&format=custom&fileName=firms.csv", big);
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(422);
    expect(body.error).toEqual({
      code: "over_limit",
      message:
        "Reading the list took longer than 1 second and was stopped; nothing was stored. Load a smaller list or an extract of it.",
    });
    expect(await db().screeningList.count({ where: { orgId: account.orgId } })).toBe(before);
  }, 60_000);

  it("a screening over its time limit fails at once with what to reduce, and its results say so", async () => {
    // A fresh pool has no index: building the 120,000-entry one takes far longer than 100 ms.
    await configureScreeningPool({ workers: 1, screenTimeoutMs: 100 });
    const { jobId } = await (await submit(account, { bidders })).json();
    await work(account.orgId);
    const reason =
      "The screening took longer than 1 second and was stopped. Screen fewer names per job, or against fewer lists (listIds).";
    expect(await jobStatus(account, jobId)).toMatchObject({ status: "failed", error: reason });
    expect(await db().job.findUniqueOrThrow({ where: { id: jobId } })).toMatchObject({ attempts: 1 });
    const results = await jobResults(account, jobId);
    expect(results.status).toBe(409);
    expect(results.body.error.message).toBe(`The job failed: ${reason}`);
  }, 60_000);
});

describe("a due-diligence job left running by a stopped server (S32)", () => {
  let account: DdAccount;
  let listId: string;

  beforeAll(async () => {
    await configureScreeningPool({ workers: 1 });
    account = await ddAccount("dd-restart");
    listId = (
      await (await upload(account, "name=Firms&format=custom&fileName=f.csv", firmsCsv(60_000))).json()
    ).list.id;
  });

  afterAll(async () => {
    await configureScreeningPool({});
  });

  /** A job as a killed server leaves it: running, its lease over, `attempts` claims made. */
  async function leftRunning(attempts: number) {
    return db().job.create({
      data: {
        kind: "due_diligence",
        orgId: account.orgId,
        status: "running",
        attempts,
        lockedUntil: new Date(Date.now() - 1000),
        createdAt: new Date(Date.now() - JOB_LEASE_SECONDS * 1000),
        payload: {
          bidders: [{ name: "Stranger Holdings" }],
          threshold: 0.7,
          asOf: "2026-11-25",
          listIds: [listId],
          callbackUrl: null,
        },
      },
      select: { id: true },
    });
  }

  it("at its last attempt it is failed on the next pass with a reason the org reads, and never run", async () => {
    const job = await leftRunning(2);
    const handler = jobHandlers().due_diligence!;
    const run = vi.fn(handler.run);
    const summary = await runDueJobs({
      orgId: account.orgId,
      handlers: { due_diligence: { ...handler, run } },
    });
    expect(summary).toMatchObject({ claimed: 1, failed: 1 });
    expect(run).not.toHaveBeenCalled();
    expect(await jobStatus(account, job.id)).toMatchObject({
      status: "failed",
      error:
        "The job was given up: it was started twice and each time the server stopped before it finished (a restart, or more time or memory than allowed). Submit it again, smaller if it fails again.",
    });
    const audit = await db().auditEvent.findFirst({
      where: { orgId: account.orgId, action: "integrity.due_diligence.failed" },
    });
    expect(audit?.detail).toMatchObject({ jobId: job.id });
  });

  it("before its last attempt it runs again, in the pool, while this thread keeps answering", async () => {
    const job = await leftRunning(1);
    const { stallMs } = await longestStall(() => runDueJobs({ orgId: account.orgId }));
    expect(await jobStatus(account, job.id)).toMatchObject({ status: "done", error: null });
    expect(await db().job.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({ attempts: 2 });
    expect(stallMs).toBeLessThan(500);
  }, 60_000);
});
