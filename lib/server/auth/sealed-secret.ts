import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { authSecret } from "./secret";

/**
 * Secrets an org gives us to call a service on its behalf (a language model's API key) are stored sealed:
 * AES-256-GCM under a key derived from AUTH_SECRET for this purpose only, so a database dump alone reveals
 * nothing and a tampered value fails to open. Format: v1.{iv}.{tag}.{ciphertext}, base64url.
 */
const PURPOSE = "procuros/sealed-secret/v1";

function key(): Buffer {
  return Buffer.from(hkdfSync("sha256", authSecret(), "", PURPOSE, 32));
}

export function sealSecret(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/** The plain secret, or null when the value was not sealed with this server's secret (or was altered). */
export function openSecret(value: string): string | null {
  const [version, iv, tag, sealed] = value.split(".");
  if (version !== "v1" || !iv || !tag || sealed === undefined) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    return null;
  }
}
