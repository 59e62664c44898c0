/**
 * The archive's signature: manifest.json signed with Ed25519, so whoever holds the archive can tell the manifest
 * (and through its SHA-256 lines every other file) is what this server wrote. Ed25519 because openssl verifies
 * it with one command and the key is small enough to publish anywhere. Pure apart from node:crypto.
 */
import { createHash, createPrivateKey, createPublicKey, sign, verify, type KeyObject } from "node:crypto";

export const SIGNATURE_ALGORITHM = "Ed25519";
/** The signature's file in the ZIP: the 64-byte signature in base64 on one line. */
export const SIGNATURE_FILE = "manifest.json.sig";

export type ManifestSigner = {
  /** The public key's fingerprint (./keyIdOf), written into the manifest before it is signed. */
  keyId: string;
  sign(data: Uint8Array): Uint8Array;
};

export class SigningKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SigningKeyError";
  }
}

const PEM = /-----BEGIN [A-Z ]*PRIVATE KEY-----/;

/**
 * The private key of AUDIT_SIGNING_KEY: a PKCS#8 PEM (`openssl genpkey -algorithm ed25519`), with real line
 * breaks or "\n" as a .env file writes them, or the same key's DER in base64 on one line.
 */
export function parseSigningKey(text: string): KeyObject {
  const trimmed = text.trim().replace(/\\n/g, "\n");
  let key: KeyObject;
  try {
    key = PEM.test(trimmed)
      ? createPrivateKey({ key: trimmed, format: "pem" })
      : createPrivateKey({ key: Buffer.from(trimmed, "base64"), format: "der", type: "pkcs8" });
  } catch {
    throw new SigningKeyError(
      "AUDIT_SIGNING_KEY is not a readable private key: give a PKCS#8 PEM (openssl genpkey -algorithm ed25519) or its DER in base64.",
    );
  }
  if (key.asymmetricKeyType !== "ed25519")
    throw new SigningKeyError(
      `AUDIT_SIGNING_KEY is a ${key.asymmetricKeyType ?? "unknown"} key; the audit archive is signed with Ed25519 (openssl genpkey -algorithm ed25519).`,
    );
  return key;
}

/** The public key as SPKI PEM, the form `openssl pkeyutl -pubin` reads. */
export function publicKeyPem(key: KeyObject): string {
  const publicKey = key.type === "private" ? createPublicKey(key) : key;
  return publicKey.export({ type: "spki", format: "pem" }).toString();
}

/**
 * The key's id: the hex SHA-256 of the public key's DER, so anyone can recompute it from the published key
 * (`openssl pkey -pubin -in key.pem -outform DER | sha256sum`) instead of trusting a label.
 */
export function keyIdOf(key: KeyObject | string): string {
  const object = typeof key === "string" ? createPublicKey(key) : key;
  const publicKey = object.type === "private" ? createPublicKey(object) : object;
  return createHash("sha256")
    .update(publicKey.export({ type: "spki", format: "der" }))
    .digest("hex");
}

export function signerFor(privateKey: KeyObject): ManifestSigner {
  return { keyId: keyIdOf(privateKey), sign: (data) => new Uint8Array(sign(null, data, privateKey)) };
}

/** The signature file's text for a signature: base64 on one line (`openssl base64 -d -A` reads it). */
export const signatureFileText = (signature: Uint8Array) => `${Buffer.from(signature).toString("base64")}\n`;

/** Whether `signatureText` (the .sig file's content) is the key's signature of exactly these manifest bytes. */
export function verifyManifest(manifest: Uint8Array, signatureText: string, publicKey: string): boolean {
  const signature = Buffer.from(signatureText.trim(), "base64");
  if (signature.byteLength !== 64) return false;
  try {
    return verify(null, manifest, createPublicKey(publicKey), signature);
  } catch {
    return false;
  }
}
