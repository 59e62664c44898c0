import "server-only";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { authSecret } from "@/lib/server/auth/secret";
import { env } from "@/lib/server/env";
import { createLocalStorage } from "./local";
import { derivePolicyKey } from "./policy";
import { createS3Storage } from "./s3";
import type { StorageDriver } from "./types";

export type { PresignedPost, PresignRequest, StorageDriver, StoredObjectInfo } from "./types";
export { createLocalStorage, type LocalStorage, type LocalStorageConfig } from "./local";
export { createS3Storage, type S3Storage, type S3StorageConfig } from "./s3";
export { ALREADY_CONFIRMED, pendingUpload, sealUpload, unsealedConflict, type SealedUpload } from "./confirm";
export { isSealedKey, uploadKeyOf } from "./sealed-keys";

// Kept on globalThis so the upload route and the code that presigns share one driver (and one temp dir
// for DATA_DIR=memory://) even if the bundler instantiates this module more than once.
const slot = globalThis as typeof globalThis & { __procurosStorage?: StorageDriver };

/** The configured driver (STORAGE_DRIVER), created on first use. */
export function storage(): StorageDriver {
  return (slot.__procurosStorage ??= createConfiguredStorage());
}

function createConfiguredStorage(): StorageDriver {
  if (env.STORAGE_DRIVER === "s3") {
    return createS3Storage({
      bucket: env.S3_BUCKET!, // env-schema requires it when STORAGE_DRIVER=s3
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      credentials:
        env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
          : undefined, // fall back to the SDK's default chain (instance role, AWS_* variables)
    });
  }
  return createLocalStorage({ root: localUploadsRoot(), secret: derivePolicyKey(authSecret()) });
}

/** `{DATA_DIR}/uploads`, or a per-process temp dir (removed at exit) when the data lives in memory. */
function localUploadsRoot(): string {
  if (!env.DATA_DIR.startsWith("memory://")) return path.resolve(env.DATA_DIR, "uploads");
  const dir = mkdtempSync(path.join(os.tmpdir(), "procuros-uploads-"));
  process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
