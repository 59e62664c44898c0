import { createHash, generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { listEntries, openZip, readEntry } from "@/lib/documents/zip-read";
import {
  buildAuditArchive,
  keyIdOf,
  parseSigningKey,
  publicKeyPem,
  signerFor,
  SigningKeyError,
  verifyManifest,
  type AuditArchiveInput,
} from "@/modules/integrity/lib/audit-export";
import {
  pkcs8Der,
  RFC8032_EMPTY_SIGNATURE,
  RFC8032_PUBLIC,
  RFC8032_SECRET,
  TEST_KEY,
  TEST_SIGNING,
} from "./test-support";

const INPUT: AuditArchiveInput = {
  orgName: "Kenya Rural Roads Authority",
  from: "2026-10-01",
  to: "2026-10-31",
  activityId: null,
  generatedAt: new Date("2026-11-01T08:00:00Z"),
  generatedBy: "auditor@kerra.go.ke",
  events: [],
  runs: [],
  reviews: [],
};

async function filesOf(zipBytes: Uint8Array): Promise<Map<string, Buffer>> {
  const zip = await openZip(zipBytes);
  try {
    const files = new Map<string, Buffer>();
    for (const entry of await listEntries(zip)) files.set(entry.fileName, await readEntry(zip, entry, 5e7));
    return files;
  } finally {
    zip.close();
  }
}

const pemOf = (der: Buffer) =>
  `-----BEGIN PRIVATE KEY-----\n${der.toString("base64")}\n-----END PRIVATE KEY-----\n`;

describe("Ed25519 signing of the manifest", () => {
  it("signs as RFC 8032 says: test vector 1's signature of the empty message", () => {
    const signature = signerFor(TEST_KEY).sign(new Uint8Array(0));
    expect(Buffer.from(signature).toString("hex")).toBe(RFC8032_EMPTY_SIGNATURE);
  });

  it("names a key by the SHA-256 of its public key's DER, which anyone can recompute", () => {
    // SubjectPublicKeyInfo of Ed25519 (RFC 8410): 12 bytes of header, then the 32-byte public key.
    const spki = Buffer.from(`302a300506032b6570032100${RFC8032_PUBLIC}`, "hex");
    const expected = createHash("sha256").update(spki).digest("hex");
    expect(keyIdOf(TEST_KEY)).toBe(expected);
    expect(keyIdOf(publicKeyPem(TEST_KEY))).toBe(expected);
    expect(keyIdOf(generateKeyPairSync("ed25519").privateKey)).not.toBe(expected);
  });

  it("reads AUDIT_SIGNING_KEY as PEM, PEM with \\n escapes (.env style) or base64 DER", () => {
    const der = pkcs8Der(RFC8032_SECRET);
    for (const text of [pemOf(der), pemOf(der).replace(/\n/g, "\\n"), der.toString("base64")])
      expect(keyIdOf(parseSigningKey(text))).toBe(keyIdOf(TEST_KEY));
  });

  it("refuses a key that is not Ed25519, or not a key, saying what to give", () => {
    const rsa = generateKeyPairSync("rsa", { modulusLength: 1024 })
      .privateKey.export({ type: "pkcs8", format: "pem" })
      .toString();
    expect(() => parseSigningKey(rsa)).toThrow(/rsa key; the audit archive is signed with Ed25519/);
    expect(() => parseSigningKey("not a key")).toThrow(SigningKeyError);
    expect(() => parseSigningKey("not a key")).toThrow(/openssl genpkey -algorithm ed25519/);
  });

  it("puts a signature of manifest.json's exact bytes in manifest.json.sig, and one changed byte fails it", async () => {
    const archive = await buildAuditArchive(INPUT, TEST_SIGNING);
    const files = await filesOf(archive.zip);
    const manifest = files.get("manifest.json")!;
    const signature = files.get("manifest.json.sig")!.toString("utf8");
    expect(signature).toMatch(/^[A-Za-z0-9+/]{86}==\n$/);
    const publicKey = publicKeyPem(TEST_KEY);
    expect(verifyManifest(manifest, signature, publicKey)).toBe(true);

    for (const at of [0, Math.floor(manifest.length / 2), manifest.length - 1]) {
      const tampered = Buffer.from(manifest);
      tampered[at] = tampered[at]! ^ 0x01;
      expect(verifyManifest(tampered, signature, publicKey), `byte ${at}`).toBe(false);
    }
    const otherKey = publicKeyPem(generateKeyPairSync("ed25519").publicKey);
    expect(verifyManifest(manifest, signature, otherKey)).toBe(false);
    expect(verifyManifest(manifest, "", publicKey)).toBe(false);
  });

  it("returns the ZIP's own SHA-256 and file count, which no file inside can hold", async () => {
    const archive = await buildAuditArchive(INPUT, TEST_SIGNING);
    expect(archive.sha256).toBe(createHash("sha256").update(archive.zip).digest("hex"));
    expect(archive.fileCount).toBe((await filesOf(archive.zip)).size);
    expect(archive.fileCount).toBe(9);
    // Deterministic signatures: the same input and key give the same archive, hash and all.
    expect((await buildAuditArchive(INPUT, TEST_SIGNING)).sha256).toBe(archive.sha256);
  });
});
