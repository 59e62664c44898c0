import "server-only";
import { verificationEmail } from "@/modules/account/lib/verification-email";
import { authSecret } from "@/lib/server/auth/secret";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import type { Prisma } from "@/lib/server/generated/prisma/client";
import { enforce, LIMITS } from "@/lib/server/rate-limit";
import { enqueueEmails, kickEmailDelivery } from "@/lib/server/email/outbox";
import {
  deriveVerificationKey,
  emailHash,
  readVerificationToken,
  signVerificationToken,
} from "./verification-token";

/** Where the link lands: app/(auth)/verify-email/page.tsx. */
export const VERIFY_PATH = "/verify-email";

let cachedKey: { secret: string; key: Buffer } | undefined;
function verificationKey(): Buffer {
  const secret = authSecret();
  if (cachedKey?.secret !== secret) cachedKey = { secret, key: deriveVerificationKey(secret) };
  return cachedKey.key;
}

/** The link for one user and address, valid 48 hours. */
export function verificationLink(user: { id: string; email: string }, now = new Date()): string {
  const token = signVerificationToken({ userId: user.id, email: user.email }, verificationKey(), now);
  return `${env.APP_URL.replace(/\/+$/, "")}${VERIFY_PATH}?token=${token}`;
}

/** Queues the verification email inside the caller's transaction (sign-up: the email exists exactly when the account does). */
export async function queueVerificationEmail(
  tx: Prisma.TransactionClient,
  user: { id: string; email: string },
  orgId: string,
): Promise<void> {
  await enqueueEmails(tx, [verificationEmail(user.email, verificationLink(user))], orgId);
}

export async function isEmailVerified(userId: string): Promise<boolean> {
  const user = await db().user.findUnique({ where: { id: userId }, select: { emailVerifiedAt: true } });
  return !!user?.emailVerifiedAt;
}

/**
 * 'Resend verification email' (POST /api/me/verify-email): only to the signed-in user's own address, 5 a day.
 * An already verified address gets nothing and costs nothing.
 */
export async function resendVerificationEmail(user: SessionUser): Promise<"sent" | "already_verified"> {
  const account = await db().user.findUnique({
    where: { id: user.id },
    select: { id: true, email: true, emailVerifiedAt: true },
  });
  if (!account || account.emailVerifiedAt) return "already_verified";
  await enforce(LIMITS.verificationEmailPerUser, user.id);
  await db().$transaction((tx) => queueVerificationEmail(tx, account, user.orgId));
  kickEmailDelivery();
  return "sent";
}

export type VerificationOutcome = "verified" | "already_verified" | "invalid" | "expired";

/**
 * Opens a verification link: a token that is ours, unexpired, for verification, for a user who still has the
 * address it was sent to, sets emailVerifiedAt (once; later clicks say so). Anything else is refused alike.
 */
export async function confirmEmailVerification(
  token: unknown,
  now = new Date(),
): Promise<VerificationOutcome> {
  const verdict = readVerificationToken(token, verificationKey(), now);
  if (!verdict.ok) return verdict.reason === "expired" ? "expired" : "invalid";
  const user = await db().user.findUnique({
    where: { id: verdict.userId },
    select: { email: true, emailVerifiedAt: true },
  });
  if (!user || emailHash(user.email) !== verdict.emailHash) return "invalid";
  if (user.emailVerifiedAt) return "already_verified";
  const updated = await db().user.updateMany({
    where: { id: verdict.userId, email: user.email, emailVerifiedAt: null },
    data: { emailVerifiedAt: now },
  });
  return updated.count > 0 ? "verified" : "already_verified";
}
