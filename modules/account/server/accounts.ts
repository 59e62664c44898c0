import "server-only";
import { toStorableText } from "@/lib/text/storable";
import { parseEmail } from "@/lib/text/email-address";
import { placeEmail, type OrgPlacement } from "@/modules/account/lib/org-id";
import { normaliseRole, type Role } from "@/lib/catalogue/role-profiles";
import type { SignUpInput } from "@/modules/account/validation";
import { db } from "@/lib/server/db";
import type { Prisma } from "@/lib/server/generated/prisma/client";
import { dummyPasswordHash, hashPassword, verifyPassword } from "@/lib/server/auth/password";
import { consume, enforce, isExhausted, LIMITS } from "@/lib/server/rate-limit";
import { AppError } from "@/lib/server/api/errors";
import { kickEmailDelivery } from "@/lib/server/email/outbox";
import { queueVerificationEmail } from "./verification";

type Tx = Prisma.TransactionClient;

/**
 * Creates the account, or does nothing when the email is taken: the caller answers both cases alike so
 * sign-up cannot be used to find out who has an account. Hashing happens either way for equal timing.
 */
export async function signUp(input: SignUpInput, ip: string): Promise<void> {
  await enforce(LIMITS.signUpPerIp, ip);
  const placement = placeEmail(input.email);
  if (!placement)
    throw new AppError("validation_error", 400, "Please fix the highlighted fields.", {
      email: ["validation.email"],
    });
  const passwordHash = await hashPassword(input.password);

  // Two first users of one domain may race for its org; the loser retries and joins as pending.
  for (let attempt = 0; ; attempt++) {
    try {
      await db().$transaction(async (tx) => {
        if (await tx.user.findUnique({ where: { email: input.email }, select: { id: true } })) return;
        const { orgId, isNewOrg } = await findOrCreateOrg(tx, placement, input.name);
        const user = await tx.user.create({
          data: { email: input.email, name: input.name, passwordHash, role: input.role, plan: input.plan },
          select: { id: true, email: true },
        });
        await tx.membership.create({
          data: {
            userId: user.id,
            orgId,
            role: isNewOrg ? "admin" : "member",
            status: isNewOrg ? "active" : "pending",
          },
        });
        await tx.auditEvent.create({
          data: { orgId, userId: user.id, action: isNewOrg ? "org.created" : "membership.requested" },
        });
        // Only a new account is mailed: a duplicate sign-up sends nothing, so it cannot flood or probe an address.
        await queueVerificationEmail(tx, user, orgId);
      });
      kickEmailDelivery();
      return;
    } catch (error) {
      if (attempt < 2 && (error as { code?: string }).code === "P2002") continue;
      throw error;
    }
  }
}

async function findOrCreateOrg(
  tx: Tx,
  placement: OrgPlacement,
  ownerName: string,
): Promise<{ orgId: string; isNewOrg: boolean }> {
  if (placement.kind === "personal") {
    await tx.org.create({ data: { id: placement.orgId, name: ownerName, personal: true } });
    return { orgId: placement.orgId, isNewOrg: true };
  }
  const existing = await tx.org.findUnique({ where: { domain: placement.domain }, select: { id: true } });
  if (existing) return { orgId: existing.id, isNewOrg: false };
  // The spec's 12-character id keeps only 9 bytes of the domain; another domain may already hold it.
  const taken = await tx.org.findUnique({ where: { id: placement.orgId }, select: { id: true } });
  const orgId = taken ? placement.fallbackOrgId : placement.orgId;
  await tx.org.create({ data: { id: orgId, name: placement.domain, domain: placement.domain } });
  return { orgId, isNewOrg: true };
}

export type SignInResult =
  | {
      kind: "ok";
      user: { id: string; email: string; name: string; orgId: string; role: Role; sessionVersion: number };
    }
  | { kind: "invalid" | "throttled" | "pending" | "rejected" };

/** Checks credentials with brute-force throttling per account+address and per address. */
export async function attemptSignIn(rawEmail: string, password: string, ip: string): Promise<SignInResult> {
  if ((await signInThrottle(rawEmail, ip)) !== null) return { kind: "throttled" };
  const email = signInEmail(rawEmail);
  const accountKey = `${ip}:${email}`;

  const user = await db().user.findUnique({
    where: { email },
    select: {
      id: true,
      email: true,
      name: true,
      role: true,
      passwordHash: true,
      sessionVersion: true,
      membership: { select: { orgId: true, status: true } },
    },
  });
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !valid || !user.membership) {
    await Promise.all([
      consume(LIMITS.signInPerAccount, accountKey),
      consume(LIMITS.signInPerIp, ip),
      consume(LIMITS.signInPerAccountAnyIp, email),
    ]);
    return { kind: "invalid" };
  }
  if (user.membership.status !== "active") return { kind: user.membership.status };
  const { id, name, sessionVersion } = user;
  // Sign-ins are part of the org's audit trail (the audit-trail export reads them).
  await db().auditEvent.create({
    data: { orgId: user.membership.orgId, userId: id, action: "auth.sign_in", detail: { ip } },
  });
  return {
    kind: "ok",
    user: {
      id,
      email: user.email,
      name,
      orgId: user.membership.orgId,
      role: normaliseRole(user.role),
      sessionVersion,
    },
  };
}

// Invalid addresses are still counted (and throttled), under their trimmed, lowercased text.
function signInEmail(raw: string): string {
  // Stored as a rate-limit key and looked up: a NUL or lone surrogate must not reach PostgreSQL.
  return parseEmail(raw)?.address ?? toStorableText(raw.trim().toLowerCase().slice(0, 254));
}

/**
 * Seconds to wait when this address+account or this address is throttled, else null. The next-auth route
 * also checks it before next-auth runs, so the answer can be a real 429.
 */
export async function signInThrottle(rawEmail: string, ip: string): Promise<number | null> {
  const email = signInEmail(rawEmail);
  const verdicts = await Promise.all([
    isExhausted(LIMITS.signInPerAccount, `${ip}:${email}`),
    isExhausted(LIMITS.signInPerIp, ip),
    isExhausted(LIMITS.signInPerAccountAnyIp, email),
  ]);
  return verdicts.every((verdict) => verdict.allowed)
    ? null
    : Math.max(...verdicts.map((verdict) => verdict.retryAfterSeconds));
}
