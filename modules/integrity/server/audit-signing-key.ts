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
  if (!(await db().auditSigningKey.findUnique({ where: { id: keyId }, select: { id: true } }))) {
    await db().auditSigningKey.upsert({
      where: { id: keyId },
      create: { id: keyId, publicKeyPem: pem, source: "env", privateKey: null },
      update: {},
    });
    forgetCurrentKey();
  }
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
  const signing = await db().$transaction(async (tx) => {
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
  // Made here, or found made by another instance while waiting: either way the published one may be new.
  forgetCurrentKey();
  return signing;
}

/** The key that signs now. `configured` is AUDIT_SIGNING_KEY (a parameter so tests can pass their own). */
export async function auditSigningKey(configured = env.AUDIT_SIGNING_KEY): Promise<SigningKey> {
  return configured ? recordConfiguredKey(parseSigningKey(configured)) : generatedKey();
}

/**
 * The published keys, kept in this process (H9): the public route is open to anyone, and each answer read the
 * database twice and opened the sealed key. A key of a given id never changes, so it is kept once read; "the key
 * that signs now" is kept for as long as the route lets clients cache it (max-age=300), and forgotten at once
 * when this process makes or records a key. Another instance's new key (after AUTH_SECRET changed there) is
 * published here within that time; archives name their key by id, which is always looked up.
 */
export const CURRENT_KEY_TTL_MS = 5 * 60_000;
/** Ids kept: a server has a handful of keys in its life; unknown ids are never kept. */
const KEYS_KEPT = 64;
const keysById = new Map<string, PublishedKey>();
let current: { configured: string | undefined; until: number; key: Promise<PublishedKey | null> } | null =
  null;

function forgetCurrentKey(): void {
  current = null;
}

async function keyById(id: string): Promise<PublishedKey | null> {
  const kept = keysById.get(id);
  if (kept) return kept;
  const row = await db().auditSigningKey.findUnique({
    where: { id },
    select: { id: true, publicKeyPem: true, createdAt: true },
  });
  if (!row) return null;
  const key: PublishedKey = {
    keyId: row.id,
    algorithm: "Ed25519",
    publicKeyPem: row.publicKeyPem,
    createdAt: row.createdAt.toISOString(),
  };
  if (keysById.size >= KEYS_KEPT) keysById.delete(keysById.keys().next().value!);
  keysById.set(id, key);
  return key;
}

/** The public half of the key that signs now, or of an earlier key by its id (null: no such key). */
export async function publishedSigningKey(
  keyId?: string,
  configured = env.AUDIT_SIGNING_KEY,
): Promise<PublishedKey | null> {
  if (keyId) return keyById(keyId);
  const now = Date.now();
  if (!current || current.configured !== configured || current.until <= now) {
    // One read for every caller meanwhile; a failed read is not kept.
    const key = auditSigningKey(configured).then((signing) => keyById(signing.keyId));
    const entry = { configured, until: now + CURRENT_KEY_TTL_MS, key };
    current = entry;
    key.catch(() => {
      if (current === entry) current = null;
    });
  }
  return current.key;
}

/** Test hook: forgets the kept keys (a fresh process). */
export function forgetPublishedKeys(): void {
  keysById.clear();
  current = null;
}
