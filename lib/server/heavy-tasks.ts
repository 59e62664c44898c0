import "server-only";
import { randomUUID } from "node:crypto";
import { AppError } from "@/lib/server/api/errors";
import { db } from "@/lib/server/db";

/**
 * Concurrency caps on heavy tasks (reviews, tool runs that read documents): one account's heavy work queues
 * behind its own earlier work, and one org cannot fill every worker, so nobody else waits. Over a cap the
 * request is answered at once with 429 and Retry-After, never parked on the server.
 *
 * Across instances, not per process: each running task holds a row in HeavyTaskLease, counted under a
 * transaction-scoped advisory lock per org, so two instances (or two requests on one) cannot both take the
 * last slot. The holder renews its lease while it runs and deletes it in `finally`; a process killed mid-task
 * cannot delete its row, so the row lapses LEASE_SECONDS after its last renewal and the slot comes back.
 */

export type HeavyTaskKind = "review" | "tool";
export type HeavyTaskCaps = { perUser: number; perOrg: number };

/** One running heavy task per user; three per org (a team of reviewers, not one account's batch). */
export const HEAVY_TASK_CAPS: HeavyTaskCaps = { perUser: 1, perOrg: 3 };
/** A lease lapses this long after its last renewal; renewed every third of it while the task runs. */
export const LEASE_SECONDS = 90;
/** A review of a large tender takes seconds to tens of seconds: the client is told to try again after this. */
export const RETRY_AFTER_SECONDS = 15;

export type SlotVerdict = { ok: true } | { ok: false; scope: "user" | "org" };

/** Whether one more task may start, given the live tasks of the user and of the user's org. Pure. */
export function slotVerdict(running: { user: number; org: number }, caps: HeavyTaskCaps): SlotVerdict {
  if (running.user >= caps.perUser) return { ok: false, scope: "user" };
  if (running.org >= caps.perOrg) return { ok: false, scope: "org" };
  return { ok: true };
}

/** The 429 a refused task answers: which cap, what to do, and when to try again. */
export function busyError(scope: "user" | "org"): AppError {
  const message =
    scope === "user"
      ? "Your previous review or document run is still running. Wait for it to finish, then try again."
      : "Your organisation already has the most reviews and document runs that can run at once. Try again in a moment.";
  return new AppError("rate_limited", 429, message, undefined, {
    "Retry-After": String(RETRY_AFTER_SECONDS),
  });
}

type Holder = { id: string; orgId: string };

/** Takes a slot for the user's task or throws busyError; returns the lease id. */
async function acquire(user: Holder, kind: HeavyTaskKind, caps: HeavyTaskCaps): Promise<string> {
  const id = randomUUID();
  const verdict = await db().$transaction(async (tx) => {
    // Serialises slot-taking per org on every instance; released with the transaction.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`procuros:heavy-task:${user.orgId}`}, 0))`;
    const [counts] = await tx.$queryRaw<{ user: number; org: number }[]>`
      SELECT count(*) FILTER (WHERE "userId" = ${user.id})::int AS "user", count(*)::int AS "org"
      FROM "HeavyTaskLease"
      WHERE "orgId" = ${user.orgId} AND "expiresAt" > (now() AT TIME ZONE 'UTC')`;
    const verdict = slotVerdict({ user: counts?.user ?? 0, org: counts?.org ?? 0 }, caps);
    if (!verdict.ok) return verdict;
    await tx.$executeRaw`
      DELETE FROM "HeavyTaskLease" WHERE "orgId" = ${user.orgId} AND "expiresAt" <= (now() AT TIME ZONE 'UTC')`;
    await tx.$executeRaw`
      INSERT INTO "HeavyTaskLease" ("id", "orgId", "userId", "kind", "expiresAt")
      VALUES (${id}, ${user.orgId}, ${user.id}, ${kind},
              (now() AT TIME ZONE 'UTC') + make_interval(secs => ${LEASE_SECONDS}::double precision))`;
    return verdict;
  });
  if (!verdict.ok) throw busyError(verdict.scope);
  return id;
}

function logLeaseError(action: string, error: unknown): void {
  console.error(
    JSON.stringify({
      level: "error",
      context: "heavy-tasks",
      message: `Could not ${action} a heavy-task lease (it lapses on its own).`,
      error: error instanceof Error ? error.message : String(error),
    }),
  );
}

/**
 * Runs `task` in one of the user's heavy-task slots: 429 (busyError) at once when the user or the org is at
 * its cap. The slot is held while `task` runs, renewed on a timer, and given back however `task` ends.
 */
export async function withHeavyTaskSlot<T>(
  user: Holder,
  kind: HeavyTaskKind,
  task: () => Promise<T>,
  caps: HeavyTaskCaps = HEAVY_TASK_CAPS,
): Promise<T> {
  const id = await acquire(user, kind, caps);
  const renew = setInterval(
    () => {
      void db()
        .$executeRaw`UPDATE "HeavyTaskLease" SET "expiresAt" = (now() AT TIME ZONE 'UTC') + make_interval(secs => ${LEASE_SECONDS}::double precision) WHERE "id" = ${id}`.catch(
        (error: unknown) => logLeaseError("renew", error),
      );
    },
    (LEASE_SECONDS * 1000) / 3,
  );
  renew.unref(); // a lease never keeps the process alive
  try {
    return await task();
  } finally {
    clearInterval(renew);
    await db()
      .heavyTaskLease.deleteMany({ where: { id } })
      .catch((error: unknown) => logLeaseError("release", error));
  }
}
