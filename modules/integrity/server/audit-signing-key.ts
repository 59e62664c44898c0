import "server-only";
import { createPrivateKey, generateKeyPairSync, type KeyObject } from "node:crypto";
import { openSecret, sealSecret } from "@/lib/server/auth/sealed-secret";
import { db } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { keyIdOf, parseSigningKey, publicKeyPem } from "@/modules/integrity/lib/audit-export";

/**
 * The key that signs audit-trail manifests: AUDIT_SIGNING_KEY when set, otherwise one generated on first use
 * and kept in the database with its private half sealed under AUTH_SECRET, so it survives restarts and every
 * instance sharing the database signs with the same key. Every key that signs is recorded (public half only for
 * the configured one): an archive signed before the key changed (a new AUDIT_SIGNING_KEY, or a new AUTH_SECRET
 * that can no longer open the generated one) is still checked against its own key, found by the id in its
 * manifest.
 */
export type SigningKey = { keyId: string; privateKey: KeyObject; publicKeyPem: string };

export type PublishedKey = {
  keyId: string;
  algorithm: "Ed25519";
  publicKeyPem: string;
  /** When this server first signed with it. */
  createdAt: string;
};

// Serialises first use across instances: two exports at once on a fresh database make one key, not two.
const LOCK = "procuros:audit-signing-key";

async function recordConfiguredKey(key: KeyObject): Promise<SigningKey> {
  const keyId = keyIdOf(key);
  const pem = publicKeyPem(key);
  // Read first: the public-key route asks on every call, and a write each time would be wasted.
  if (!(await db().auditSigningKey.findUnique({ where: { id: keyId }, select: { id: true } })))
    await db().auditSigningKey.upsert({
      where: { id: keyId },
      create: { id: keyId, publicKeyPem: pem, source: "env", privateKey: null },
      update: {},
    });
  return { keyId, privateKey: key, publicKeyPem: pem };
}

type Reader = Pick<ReturnType<typeof db>, "auditSigningKey">;

/** The newest generated key this server can open; null when there is none (or AUTH_SECRET changed since). */
async function usableGeneratedKey(reader: Reader): Promise<SigningKey | null> {
  const stored = await reader.auditSigningKey.findMany({
    where: { source: "generated", privateKey: { not: null } },
    orderBy: { createdAt: "desc" },
    select: { id: true, publicKeyPem: true, privateKey: true },
  });
  for (const row of stored) {
    // Null when AUTH_SECRET changed since: that key can no longer sign, but stays published.
    const pem = openSecret(row.privateKey!);
    if (pem) return { keyId: row.id, privateKey: createPrivateKey(pem), publicKeyPem: row.publicKeyPem };
  }
  return null;
}

async function generatedKey(): Promise<SigningKey> {
  const existing = await usableGeneratedKey(db());
  if (existing) return existing;
  return db().$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${LOCK}, 0))`;
    // Another instance may have made it while this one waited for the lock.
    const made = await usableGeneratedKey(tx);
    if (made) return made;
    const { privateKey } = generateKeyPairSync("ed25519");
    const key = { keyId: keyIdOf(privateKey), privateKey, publicKeyPem: publicKeyPem(privateKey) };
    await tx.auditSigningKey.create({
      data: {
        id: key.keyId,
        publicKeyPem: key.publicKeyPem,
        source: "generated",
        privateKey: sealSecret(privateKey.export({ type: "pkcs8", format: "pem" }).toString()),
      },
    });
    return key;
  });
}

/** The key that signs now. `configured` is AUDIT_SIGNING_KEY (a parameter so tests can pass their own). */
export async function auditSigningKey(configured = env.AUDIT_SIGNING_KEY): Promise<SigningKey> {
  return configured ? recordConfiguredKey(parseSigningKey(configured)) : generatedKey();
}

/** The public half of the key that signs now, or of an earlier key by its id (null: no such key). */
export async function publishedSigningKey(
  keyId?: string,
  configured = env.AUDIT_SIGNING_KEY,
): Promise<PublishedKey | null> {
  const id = keyId ?? (await auditSigningKey(configured)).keyId;
  const row = await db().auditSigningKey.findUnique({
    where: { id },
    select: { id: true, publicKeyPem: true, createdAt: true },
  });
  if (!row) return null;
  return {
    keyId: row.id,
    algorithm: "Ed25519",
    publicKeyPem: row.publicKeyPem,
    createdAt: row.createdAt.toISOString(),
  };
}
