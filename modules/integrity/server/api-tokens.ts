import "server-only";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { errors } from "@/lib/server/api/errors";
import type { SessionUser } from "@/lib/server/auth/session";
import { db } from "@/lib/server/db";
import { TOKEN_PATTERN, type ApiScope } from "@/modules/integrity/lib/scopes";

/**
 * API tokens of an org (Settings, Integrations). A token is shown once at creation; only its secret's SHA-256
 * is kept. A random 256-bit secret needs no slow hash: nobody can guess it, and the hash only keeps a database
 * reader from using it. Verification finds the row by its id and compares hashes in constant time.
 */

export const MAX_TOKENS_PER_ORG = 20;

export type ApiTokenView = {
  id: string;
  name: string;
  scopes: string[];
  hint: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
};

const hashOf = (secret: string) => createHash("sha256").update(secret).digest();

const view = (row: {
  id: string;
  name: string;
  scopes: string[];
  hint: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}): ApiTokenView => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes,
  hint: row.hint,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

const select = {
  id: true,
  name: true,
  scopes: true,
  hint: true,
  createdAt: true,
  lastUsedAt: true,
  revokedAt: true,
} as const;

const adminOnly = (user: SessionUser) => {
  if (user.orgRole !== "admin") throw errors.forbidden("Only an organisation admin can manage API tokens.");
};

/** Admins only: a token's name, scopes and hint tell a member what the org's systems can reach. */
export async function listApiTokens(user: SessionUser): Promise<ApiTokenView[]> {
  adminOnly(user);
  const rows = await db().apiToken.findMany({
    where: { orgId: user.orgId },
    orderBy: { createdAt: "desc" },
    select,
  });
  return rows.map(view);
}

/** Creates a token; the answer holds the token itself, which is never shown again. */
export async function createApiToken(
  user: SessionUser,
  input: { name: string; scopes: ApiScope[] },
): Promise<{ token: string; apiToken: ApiTokenView }> {
  adminOnly(user);
  const id = randomBytes(9).toString("base64url");
  const secret = randomBytes(32).toString("base64url");
  const token = `pcr_${id}_${secret}`;
  const row = await db().$transaction(async (tx) => {
    // The org's row is locked while counting, so concurrent creations cannot pass the limit together.
    await tx.$queryRaw`SELECT 1 FROM "Org" WHERE "id" = ${user.orgId} FOR UPDATE`;
    const active = await tx.apiToken.count({ where: { orgId: user.orgId, revokedAt: null } });
    if (active >= MAX_TOKENS_PER_ORG)
      throw errors.conflict(`Up to ${MAX_TOKENS_PER_ORG} active tokens per organisation: revoke one first.`);
    const created = await tx.apiToken.create({
      data: {
        id,
        orgId: user.orgId,
        name: input.name,
        scopes: [...new Set(input.scopes)],
        secretHash: hashOf(secret).toString("hex"),
        hint: token.slice(-4),
        createdBy: user.id,
      },
      select,
    });
    await tx.auditEvent.create({
      data: {
        orgId: user.orgId,
        userId: user.id,
        action: "token.create",
        detail: { tokenId: id, name: input.name, scopes: created.scopes },
      },
    });
    return created;
  });
  return { token, apiToken: view(row) };
}

/** Revokes a token of the org (404 for another org's); revoking twice is harmless. */
export async function revokeApiToken(user: SessionUser, tokenId: string): Promise<ApiTokenView> {
  adminOnly(user);
  const row = await db().apiToken.findFirst({ where: { id: tokenId, orgId: user.orgId }, select });
  if (!row) throw errors.notFound("No API token with this id in your organisation.");
  if (row.revokedAt) return view(row);
  const revoked = await db().apiToken.update({
    where: { id: tokenId },
    data: { revokedAt: new Date() },
    select,
  });
  await db().auditEvent.create({
    data: { orgId: user.orgId, userId: user.id, action: "token.revoke", detail: { tokenId } },
  });
  return view(revoked);
}

export type TokenPrincipal = { tokenId: string; orgId: string; userId: string | null; scopes: string[] };

/** Last-used times are written at most this often per token, not on every call. */
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * The token's org and scopes, or null for a malformed, unknown, revoked or wrong token (all alike: 401). A token
 * acts with its creator's authority, so it holds only while the creator is still an active admin of the token's
 * org: a demoted or departed admin's tokens stop working at once (read on every call, no cache).
 */
export async function verifyApiToken(token: string, now = new Date()): Promise<TokenPrincipal | null> {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const [, id, secret] = match;
  const row = await db().apiToken.findUnique({
    where: { id: id! },
    select: {
      id: true,
      orgId: true,
      createdBy: true,
      scopes: true,
      secretHash: true,
      revokedAt: true,
      lastUsedAt: true,
    },
  });
  // An unknown id still costs one hash and compare, so timing does not tell ids apart.
  const expected = row ? Buffer.from(row.secretHash, "hex") : Buffer.alloc(32);
  const same = timingSafeEqual(hashOf(secret!), expected.length === 32 ? expected : Buffer.alloc(32));
  if (!row || !same || row.revokedAt || !row.createdBy) return null;
  const creatorIsAdmin = await db().membership.count({
    where: { userId: row.createdBy, orgId: row.orgId, role: "admin", status: "active" },
  });
  if (creatorIsAdmin === 0) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS)
    await db().apiToken.update({ where: { id: row.id }, data: { lastUsedAt: now } });
  return { tokenId: row.id, orgId: row.orgId, userId: row.createdBy, scopes: row.scopes };
}
