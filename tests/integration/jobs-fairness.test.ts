/**
 * The job queue serves orgs in turn and holds each job alone (issue 29 review; SECURITY S31, S32): a claim takes
 * one job, the oldest of the org served least recently, so one org's backlog cannot hold back another org's
 * jobs; a claim counts one attempt, of that job only; a running job's lease is renewed while its handler runs,
 * so a job longer than its lease is not claimed again while alive. An org may have at most 10 integrity jobs
 * queued or running (429 with Retry-After). A due-diligence result stored before lists were built field by
 * field reads without their storage keys and hashes (S36).
 */
import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { jobsIdle, runDueJobs, type JobHandler } from "@/lib/server/jobs";
import { MAX_OPEN_INTEGRITY_JOBS_PER_ORG } from "@/modules/integrity/server/jobs";
import { ddAccount, firmsCsv, jobResults, submit, upload } from "./due-diligence-support";

/** A job kind of this test only, so the queue's other jobs never mix in. */
const testKind = () => `test_${randomUUID().slice(0, 8)}`;

/** `count` due jobs of `orgId`, created one millisecond apart from `from`. */
async function queue(kind: string, orgId: string, count: number, from: Date) {
  for (let i = 0; i < count; i++) {
    const at = new Date(from.getTime() + i);
    await db().job.create({ data: { kind, orgId, payload: { i }, createdAt: at, runAfter: at } });
  }
}

const handlerOf = (run: JobHandler["run"]): JobHandler => ({ maxAttempts: 3, run });

afterAll(async () => {
  await jobsIdle();
});

describe("claims", () => {
  it("serve orgs in turn: an org's one job runs within the first two claims, behind another org's 10 older ones", async () => {
    const kind = testKind();
    const [orgA, orgB] = [`org-a-${randomUUID()}`, `org-b-${randomUUID()}`];
    const early = new Date(Date.now() - 60_000);
    await queue(kind, orgA, 10, early);
    await queue(kind, orgB, 1, new Date(early.getTime() + 1_000));
    const order: (string | null)[] = [];
    const handlers = { [kind]: handlerOf(async (_payload, context) => (order.push(context.orgId), null)) };

    expect(await runDueJobs({ handlers, limit: 2 })).toEqual({ claimed: 2, done: 2, retried: 0, failed: 0 });
    expect(order).toEqual([orgA, orgB]);
    expect(await runDueJobs({ handlers, limit: 20 })).toMatchObject({ claimed: 9, done: 9 });
    expect(order.slice(2)).toEqual(Array(9).fill(orgA));
  });

  it("take one job: only it is running and only it has an attempt counted", async () => {
    const kind = testKind();
    const orgId = `org-${randomUUID()}`;
    await queue(kind, orgId, 3, new Date(Date.now() - 60_000));
    const seen: { running: number; attempts: number }[] = [];
    const handlers = {
      [kind]: handlerOf(async () => {
        const rows = await db().job.findMany({ where: { kind }, select: { status: true, attempts: true } });
        seen.push({
          running: rows.filter((row) => row.status === "running").length,
          attempts: rows.reduce((sum, row) => sum + row.attempts, 0),
        });
        return null;
      }),
    };
    expect(await runDueJobs({ handlers, limit: 3 })).toMatchObject({ claimed: 3, done: 3 });
    // While the 1st job ran, the other two were still queued with no attempt; and so on.
    expect(seen).toEqual([
      { running: 1, attempts: 1 },
      { running: 1, attempts: 2 },
      { running: 1, attempts: 3 },
    ]);
  });

  it("renew the lease of a running job while its handler runs longer than the lease, so no one claims it again", async () => {
    const kind = testKind();
    const orgId = `org-${randomUUID()}`;
    await queue(kind, orgId, 1, new Date(Date.now() - 60_000));
    const lease = async () =>
      (
        await db().job.findFirstOrThrow({ where: { kind }, select: { lockedUntil: true } })
      ).lockedUntil!.getTime();
    const leases: number[] = [];
    let runs = 0;
    const handlers = {
      [kind]: handlerOf(async () => {
        runs++;
        leases.push(await lease());
        await sleep(2_600); // the lease is 1 s
        leases.push(await lease());
        return null;
      }),
    };
    const first = runDueJobs({ handlers, leaseSeconds: 1 });
    await sleep(1_500);
    // Another instance, after the first lease would have run out.
    expect(await runDueJobs({ handlers, leaseSeconds: 1 })).toMatchObject({ claimed: 0 });
    expect(await first).toEqual({ claimed: 1, done: 1, retried: 0, failed: 0 });
    expect(runs).toBe(1);
    expect(leases[1]! - leases[0]!).toBeGreaterThan(1_500);
    expect(await db().job.findFirstOrThrow({ where: { kind } })).toMatchObject({
      status: "done",
      attempts: 1,
      lockedUntil: null,
    });
  });
});

describe("integrity jobs", () => {
  it("an org's 11th open integrity job is 429 with Retry-After; with one finished, it is accepted", async () => {
    const account = await ddAccount("jobs-cap");
    const uploaded = await upload(account, "name=Firms&format=custom&fileName=f.csv", firmsCsv(20));
    expect(uploaded.status).toBe(201);
    const later = new Date(Date.now() + 60 * 60_000); // queued, not due: no pass runs them
    await db().job.createMany({
      data: Array.from({ length: MAX_OPEN_INTEGRITY_JOBS_PER_ORG }, () => ({
        kind: "due_diligence",
        orgId: account.orgId,
        payload: { callbackUrl: null },
        runAfter: later,
      })),
    });
    const body = { bidders: [{ name: "Stranger Holdings" }] };
    const refused = await submit(account, body);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("60");
    expect((await refused.json()).error).toEqual({
      code: "rate_limited",
      message:
        "Your organisation already has 10 integrity jobs queued or running. Wait until one has finished (its status endpoint), then submit again.",
    });
    const one = await db().job.findFirstOrThrow({ where: { orgId: account.orgId, status: "queued" } });
    await db().job.update({ where: { id: one.id }, data: { status: "done", finishedAt: new Date() } });
    expect((await submit(account, body)).status).toBe(202);
    await jobsIdle();
  }, 60_000);

  it("a due-diligence result stored with the lists' fileKey and sha256 reads without them", async () => {
    const account = await ddAccount("jobs-old-result");
    const list = {
      id: "list-1",
      name: "Firms",
      format: "custom",
      sourceUrl: null,
      fileName: "f.csv",
      bytes: 100,
      entryCount: 3,
      listDate: "2026-11-01",
      loadedAt: "2026-11-01T00:00:00.000Z",
    };
    const job = await db().job.create({
      data: {
        kind: "due_diligence",
        orgId: account.orgId,
        status: "done",
        attempts: 1,
        finishedAt: new Date(),
        payload: { callbackUrl: null },
        result: {
          asOf: "2026-11-25",
          threshold: 0.7,
          lists: [
            { ...list, fileKey: `orgs/${account.orgId}/screening/list-1/f.csv`, sha256: "ab".repeat(32) },
          ],
          bidders: [],
          summary: { screened: 0, withMatches: 0, activeMatches: 0 },
        },
      },
    });
    const { status, body } = await jobResults(account, job.id);
    expect(status).toBe(200);
    expect(body.result.lists).toEqual([list]);
    expect(JSON.stringify(body)).not.toMatch(/fileKey|sha256|orgs\//);
  });
});
