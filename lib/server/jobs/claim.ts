import "server-only";
import { db } from "@/lib/server/db";
import { Prisma } from "@/lib/server/generated/prisma/client";

// Why a hand-written queue and not pg-boss or graphile-worker (both MIT): each keeps its jobs in a schema of its
// own (its own migrations beside Prisma's) and by default opens its own connection pool beside Prisma's;
// graphile-worker needs a `pg` pool (LISTEN/NOTIFY), and pg-boss could reach the embedded PGlite default (one
// in-process connection, no server) only through a hand-made adapter. What we need is small: this file and
// ./queue.ts over one table, written in the same transactions as the rows that cause the jobs.

export type Claimed = {
  id: string;
  kind: string;
  orgId: string | null;
  payload: Prisma.JsonValue;
  attempts: number;
};

export type ClaimOptions = {
  /** Only jobs of these kinds (the ones this process has handlers for). */
  kinds: string[];
  /** Only this org's jobs. */
  orgId?: string;
  leaseSeconds: number;
};

/**
 * Claims ONE due job (queued and due, or running with its lease over) and returns it, or null when none is due.
 * Fair across orgs: among due jobs each org's oldest is a candidate, and the candidate of the org whose jobs were
 * claimed least recently ("JobLane"; never served comes first, jobs of no org are a lane of their own) is taken,
 * so an org with a backlog of long jobs takes turns with the others instead of holding them back.
 *
 * One job per claim: its attempt is counted (S32) and its lease starts only when it is about to run, so a crash
 * costs that job alone an attempt, and a lease (renewed while it runs, ./queue.ts) never lapses while the job
 * waits behind others. The row is locked FOR UPDATE SKIP LOCKED, so instances never claim the same job.
 */
export async function claimNextJob(options: ClaimOptions): Promise<Claimed | null> {
  if (!options.kinds.length) return null;
  const byOrg = options.orgId ? Prisma.sql`AND "orgId" = ${options.orgId}` : Prisma.empty;
  const due = (alias: string) => {
    const t = Prisma.raw(alias);
    return Prisma.sql`((${t}."status" = 'queued'::"JobStatus" AND ${t}."runAfter" <= now())
      OR (${t}."status" = 'running'::"JobStatus" AND ${t}."lockedUntil" < now()))`;
  };
  const rows = await db().$queryRaw<Claimed[]>`
    WITH "oldest" AS (
      SELECT DISTINCT ON ("orgId") "id", "orgId", "runAfter", "createdAt"
      FROM "Job" AS "d"
      WHERE "kind" IN (${Prisma.join(options.kinds)}) ${byOrg} AND ${due('"d"')}
      ORDER BY "orgId", "runAfter", "createdAt"
    ), "next" AS (
      SELECT "j"."id" FROM "Job" AS "j"
      JOIN "oldest" AS "o" ON "o"."id" = "j"."id"
      LEFT JOIN "JobLane" AS "l" ON "l"."lane" = COALESCE("o"."orgId", '')
      WHERE ${due('"j"')}
      ORDER BY "l"."servedAt" ASC NULLS FIRST, "o"."runAfter", "o"."createdAt"
      LIMIT 1
      FOR UPDATE OF "j" SKIP LOCKED
    ), "claimed" AS (
      UPDATE "Job" SET "status" = 'running'::"JobStatus", "attempts" = "Job"."attempts" + 1,
        "lockedUntil" = now() + make_interval(secs => CAST(${options.leaseSeconds} AS double precision))
      FROM "next" WHERE "Job"."id" = "next"."id"
      RETURNING "Job"."id", "Job"."kind", "Job"."orgId", "Job"."payload", "Job"."attempts"
    ), "served" AS (
      INSERT INTO "JobLane" ("lane", "servedAt")
      SELECT COALESCE("orgId", ''), now() FROM "claimed"
      ON CONFLICT ("lane") DO UPDATE SET "servedAt" = EXCLUDED."servedAt"
    )
    SELECT "id", "kind", "orgId", "payload", "attempts" FROM "claimed"`;
  return rows[0] ?? null;
}

/** Pushes a running job's lease forward; only while this attempt still holds it (not after it ended or was taken over). */
export async function renewLease(job: Claimed, leaseSeconds: number): Promise<boolean> {
  const renewed = await db().$executeRaw`
    UPDATE "Job" SET "lockedUntil" = now() + make_interval(secs => CAST(${leaseSeconds} AS double precision))
    WHERE "id" = ${job.id} AND "status" = 'running'::"JobStatus" AND "attempts" = ${job.attempts}`;
  return renewed > 0;
}
