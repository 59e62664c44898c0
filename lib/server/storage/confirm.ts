import "server-only";
import type { StorageDriver } from "./types";

export type SealedUpload =
  | { status: "missing" }
  | { status: "too_large"; size: number }
  | { status: "sealed"; key: string; bytes: Uint8Array };

/**
 * The first step of every upload confirm, so what is served is what was checked: moves the object at its
 * upload key to a sealed
 * key that no policy grants (`StorageDriver.seal`), and reads the sealed object back. Those bytes are the ones
 * the caller must check, and the sealed key the one it must store: readers then serve exactly what was checked,
 * whatever is posted to the upload key afterwards. An object over `maxBytes` (a bucket that did not enforce the
 * policy) is deleted without being copied or read. On "too_large" nothing is left in storage; on "sealed" the
 * caller owns `key` and deletes it if the bytes are refused or the confirm loses a race.
 */
export async function sealUpload(
  driver: StorageDriver,
  uploadKey: string,
  maxBytes: number,
): Promise<SealedUpload> {
  const info = await driver.head(uploadKey);
  if (!info) return { status: "missing" };
  if (info.size > maxBytes) {
    await driver.delete(uploadKey);
    return { status: "too_large", size: info.size };
  }
  const key = await driver.seal(uploadKey);
  if (!key) return { status: "missing" }; // another confirm of the same upload sealed it first
  // The upload key may have been posted again between head and seal: the sealed copy is what counts.
  const sealed = await driver.head(key);
  if (!sealed || sealed.size > maxBytes) {
    await driver.delete(key);
    return sealed ? { status: "too_large", size: sealed.size } : { status: "missing" };
  }
  return { status: "sealed", key, bytes: await driver.read(key) };
}
