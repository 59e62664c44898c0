import "server-only";
import { AppError, errors } from "@/lib/server/api/errors";
import type { StorageDriver } from "./types";

export type SealedUpload =
  | { status: "missing" }
  | { status: "taken" }
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
  if (!key) return { status: "taken" }; // another confirm of the same upload sealed it first
  // The upload key may have been posted again between head and seal: the sealed copy is what counts.
  const sealed = await driver.head(key);
  if (!sealed || sealed.size > maxBytes) {
    await driver.delete(key);
    return sealed ? { status: "too_large", size: sealed.size } : { status: "missing" };
  }
  return { status: "sealed", key, bytes: await driver.read(key) };
}

export const ALREADY_CONFIRMED = "This upload has already been confirmed.";

/**
 * The row a confirm works on, looked up whatever its status: two confirms of one form may run at once, and the
 * one that reads the row after the other filed it must hear 409 (already confirmed), not 404 (no such upload).
 */
export function pendingUpload<T extends { uploadStatus: string }>(file: T | null): T {
  if (!file) throw errors.notFound("No pending upload with this id in your organisation.");
  if (file.uploadStatus !== "pending") throw errors.conflict(ALREADY_CONFIRMED);
  return file;
}

/** The confirm's answer when sealing found no object to file: not posted yet, or another confirm sealed it first. */
export function unsealedConflict(sealed: { status: "missing" | "taken" }): AppError {
  return errors.conflict(
    sealed.status === "taken" ? ALREADY_CONFIRMED : "The file has not been uploaded yet.",
  );
}
