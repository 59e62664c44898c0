import "server-only";
import { errors } from "@/lib/server/api/errors";
import { db } from "@/lib/server/db";

export type RateLimit = { name: string; limit: number; windowMs: number };

/** Throttles (SECURITY S7). Fixed windows counted in the database, shared by every app instance. */
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
  // Uploads cost storage and extraction time: 60 per 10 minutes per user is plenty for a real batch.
  presignPerUser: { name: "presign:user", limit: 60, windowMs: 10 * 60_000 },
  // Tool runs extract every attached document: 60 per 10 minutes per user.
  toolRunPerUser: { name: "toolrun:user", limit: 60, windowMs: 10 * 60_000 },
  // Email goes to people: 30 sends per 10 minutes per user.
  emailPerUser: { name: "email:user", limit: 30, windowMs: 10 * 60_000 },
  reviewPerUser: { name: "review:user", limit: 60, windowMs: 10 * 60_000 },
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
  await db().rateLimitBucket.deleteMany({ where: { windowStart: { lt: new Date(now.getTime() - 24 * 60 * 60_000) } } }).catch(() => undefined);
}
