import "server-only";
import { errors } from "@/lib/server/api/errors";
import { db } from "@/lib/server/db";
import type { Prisma } from "@/lib/server/generated/prisma/client";

export type RateLimit = { name: string; limit: number; windowMs: number };

const DAY_MS = 24 * 60 * 60_000;

/** Throttles against brute force and abuse. Fixed windows counted in the database, shared by every app instance. */
export const LIMITS = {
  // Sign-in failures are counted per address+account (low), per address, and per account from every
  // address (higher): an attacker elsewhere can use up their own buckets but cannot cheaply lock the
  // owner out, while a spread-out guessing run still hits the account ceiling.
  signInPerAccount: { name: "signin:account", limit: 10, windowMs: 15 * 60_000 },
  signInPerAccountAnyIp: { name: "signin:account-any", limit: 100, windowMs: 15 * 60_000 },
  signInPerIp: { name: "signin:ip", limit: 50, windowMs: 15 * 60_000 },
  // A stolen session must not become a password-guessing oracle through the change form.
  passwordChangePerUser: { name: "password:user", limit: 10, windowMs: 15 * 60_000 },
  signUpPerIp: { name: "signup:ip", limit: 10, windowMs: 60 * 60_000 },
  contactPerIp: { name: "contact:ip", limit: 10, windowMs: 10 * 60_000 },
  newsletterPerIp: { name: "newsletter:ip", limit: 20, windowMs: 60 * 60_000 },
  // The audit-trail public key needs no account: a verifier fetches it once per key (and may cache it), so 120
  // calls per 10 minutes from one address is plenty; a flood is refused before any key is looked up.
  auditPublicKeyPerIp: { name: "audit-public-key:ip", limit: 120, windowMs: 10 * 60_000 },
  // Uploads cost storage and extraction time: 60 per 10 minutes per user is plenty for a real batch.
  presignPerUser: { name: "presign:user", limit: 60, windowMs: 10 * 60_000 },
  // Tool runs extract every attached document: 60 per 10 minutes per user.
  toolRunPerUser: { name: "toolrun:user", limit: 60, windowMs: 10 * 60_000 },
  // Email goes to people: 30 sends per 10 minutes per user.
  emailPerUser: { name: "email:user", limit: 30, windowMs: 10 * 60_000 },
  reviewPerUser: { name: "review:user", limit: 60, windowMs: 10 * 60_000 },
  // Activity and activity-document edits: generous for setting up a week's procurements, a ceiling for a script.
  activityEditPerUser: { name: "activity-edit:user", limit: 120, windowMs: 10 * 60_000 },
  // Library edits (PATCH of a reference): generous for tidying a library, a ceiling for a script.
  guidelineEditPerUser: { name: "guideline-edit:user", limit: 120, windowMs: 10 * 60_000 },
  // Tagging a Word file "template" reads up to 10 MB of its XML in the extraction pool each time: a real
  // library gains a few templates at once, not one a second (S35 review: a tag toggle loop).
  templateCheckPerUser: { name: "template-check:user", limit: 20, windowMs: 10 * 60_000 },
  // The product is no email relay: recipients of user email per org and UTC day, counted n at a time.
  emailRecipientsPerOrgDay: { name: "email:org-recipients", limit: 100, windowMs: DAY_MS },
  // The verification link, resent on request: it goes to the user's own address, but not without end.
  verificationEmailPerUser: { name: "verify-email:user", limit: 5, windowMs: DAY_MS },
  // The contact form's confirmation: one per mailbox and UTC day, whoever names the address, so the form
  // cannot flood a mailbox.
  contactConfirmationPerAddress: { name: "contact-confirmation:address", limit: 1, windowMs: DAY_MS },
  // /api/v1 calls per token (integrity API): generous for scripts, a ceiling for a leaked token.
  apiPerToken: { name: "api:token", limit: 600, windowMs: 10 * 60_000 },
  // Integrity jobs submitted per org (API and tool pages): each reads a file or a list and runs a while.
  integrityJobsPerOrg: { name: "integrity-jobs:org", limit: 120, windowMs: 60 * 60_000 },
  // Every due-diligence list load (upload or refresh) is read in full by a screening worker, up to ~15 s for the
  // full OpenSanctions file: a list changes at most daily, so 10 replacements of one list an hour is plenty,
  // and 60 loads an org an hour still fills its 20 lists three times.
  screeningListReplacePerList: { name: "screening-list-replace:list", limit: 10, windowMs: 60 * 60_000 },
  screeningListLoadPerOrg: { name: "screening-list-load:org", limit: 60, windowMs: 60 * 60_000 },
} satisfies Record<string, RateLimit>;

function windowOf(rule: RateLimit, now: Date): Date {
  return new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
}

function retryAfter(rule: RateLimit, now: Date): number {
  return Math.max(1, Math.ceil((windowOf(rule, now).getTime() + rule.windowMs - now.getTime()) / 1000));
}

export type Verdict = { allowed: boolean; retryAfterSeconds: number };

/** Counts one event and says whether it stays within the limit. */
export async function consume(rule: RateLimit, subject: string, now = new Date()): Promise<Verdict> {
  const key = `${rule.name}:${subject}`;
  const rows = await db().$queryRaw<{ count: number }[]>`
    INSERT INTO "RateLimitBucket" ("key", "windowStart", "count") VALUES (${key}, ${windowOf(rule, now)}, 1)
    ON CONFLICT ("key", "windowStart") DO UPDATE SET "count" = "RateLimitBucket"."count" + 1
    RETURNING "count"`;
  if (Math.random() < 0.01) void pruneOldBuckets(now);
  return { allowed: Number(rows[0]?.count ?? 0) <= rule.limit, retryAfterSeconds: retryAfter(rule, now) };
}

/** A transaction or the client itself: a budget spent inside a transaction is refunded if it rolls back. */
type RawQueryClient = Pick<Prisma.TransactionClient, "$queryRaw">;

/**
 * Counts n events at once, and only when all n fit in the window: a refused batch uses up nothing, so a send
 * to 9 recipients refused at 95 of 100 still leaves 5 for a smaller one. Atomic under concurrency (the
 * conditional upsert locks the bucket's row), so two batches racing for the last places cannot both pass.
 */
export async function consumeBatch(
  rule: RateLimit,
  subject: string,
  n: number,
  options: { now?: Date; client?: RawQueryClient } = {},
): Promise<Verdict> {
  const now = options.now ?? new Date();
  const verdict = (allowed: boolean): Verdict => ({ allowed, retryAfterSeconds: retryAfter(rule, now) });
  if (!Number.isSafeInteger(n) || n < 0)
    throw new Error("A batch counts a whole, non-negative number of events.");
  if (n === 0) return verdict(true);
  if (n > rule.limit) return verdict(false);
  const key = `${rule.name}:${subject}`;
  const rows = await (options.client ?? db()).$queryRaw<{ count: number }[]>`
    INSERT INTO "RateLimitBucket" ("key", "windowStart", "count") VALUES (${key}, ${windowOf(rule, now)}, ${n}::int)
    ON CONFLICT ("key", "windowStart") DO UPDATE SET "count" = "RateLimitBucket"."count" + EXCLUDED."count"
      WHERE "RateLimitBucket"."count" + EXCLUDED."count" <= ${rule.limit}::int
    RETURNING "count"`;
  if (Math.random() < 0.01) void pruneOldBuckets(now);
  return verdict(rows.length > 0);
}

/** Counts one event and answers 429 (with Retry-After) when it goes over the limit. */
export async function enforce(rule: RateLimit, subject: string): Promise<void> {
  const verdict = await consume(rule, subject);
  if (!verdict.allowed) throw errors.rateLimited(verdict.retryAfterSeconds);
}

/** Whether the limit is already reached, without counting. */
export async function isExhausted(rule: RateLimit, subject: string, now = new Date()): Promise<Verdict> {
  const bucket = await db().rateLimitBucket.findUnique({
    where: { key_windowStart: { key: `${rule.name}:${subject}`, windowStart: windowOf(rule, now) } },
    select: { count: true },
  });
  return { allowed: (bucket?.count ?? 0) < rule.limit, retryAfterSeconds: retryAfter(rule, now) };
}

async function pruneOldBuckets(now: Date) {
  await db()
    .rateLimitBucket.deleteMany({
      where: { windowStart: { lt: new Date(now.getTime() - 24 * 60 * 60_000) } },
    })
    .catch(() => undefined);
}
