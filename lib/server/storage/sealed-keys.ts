import { randomBytes } from "node:crypto";
import { isValidObjectKey } from "@/lib/files/storage-keys";

/**
 * Keys of confirmed uploads. A presigned POST grants exactly one key, and S3 lets that form be
 * posted again until it expires, replacing the object. So confirming an upload moves the object to a *sealed*
 * key, which no policy can grant, and checks the bytes there:
 *
 *   upload key  org/{orgId}/{source}/{fileId}-{name}                   (4 segments: what buildObjectKey makes)
 *   sealed key  org/{orgId}/{source}/sealed/{16 hex}-{fileId}-{name}   (5 segments: never presigned)
 *
 * The random part makes every confirm attempt write its own object, so two confirms of one upload never share
 * a copy. The upload key is derivable from the sealed key, so a replay that lands there later can be swept.
 */
const SEALED_DIR = "sealed";
const SEALED_NAME = /^[0-9a-f]{16}-(.+)$/;

/** A fresh sealed key for an upload key. Throws on a key that is not an upload key. */
export function newSealedKey(uploadKey: string): string {
  const segments = uploadKey.split("/");
  if (!isValidObjectKey(uploadKey) || segments.length !== 4)
    throw new Error("Only an upload key can be sealed.");
  const sealed = [
    ...segments.slice(0, 3),
    SEALED_DIR,
    `${randomBytes(8).toString("hex")}-${segments[3]}`,
  ].join("/");
  if (!isValidObjectKey(sealed)) throw new Error("Sealed key out of bounds.");
  return sealed;
}

export function isSealedKey(key: string): boolean {
  return uploadKeyOf(key) !== null;
}

/** The upload key a sealed key was made from, or null for any other key. */
export function uploadKeyOf(key: string): string | null {
  const segments = key.split("/");
  if (!isValidObjectKey(key) || segments.length !== 5 || segments[3] !== SEALED_DIR) return null;
  const name = SEALED_NAME.exec(segments[4]!)?.[1];
  if (!name) return null;
  const original = [...segments.slice(0, 3), name].join("/");
  return isValidObjectKey(original) ? original : null;
}
