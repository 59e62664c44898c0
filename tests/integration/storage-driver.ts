import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { jobsIdle } from "@/lib/server/jobs";
import { createS3Storage, type StorageDriver } from "@/lib/server/storage";

type S3rverInstance = { run(): Promise<AddressInfo>; close(): Promise<void> };
const S3rver = createRequire(import.meta.url)("@20minutes/s3rver") as new (options: object) => S3rverInstance;
const slot = globalThis as typeof globalThis & { __procurosStorage?: StorageDriver };

/**
 * Runs the enclosing describe on one storage driver: the local default, or an S3-compatible server (s3rver)
 * started on loopback with `bucket`. Returns the s3rver folder (objects sit at <folder>/<bucket>/<key>), empty
 * for local. Call before the describe's own hooks: background jobs are drained before the driver goes away.
 */
export function useStorageDriver(driverName: "local" | "s3", bucket: string): { directory: () => string } {
  let server: S3rverInstance | undefined;
  let directory = "";
  let previous: StorageDriver | undefined;

  beforeAll(async () => {
    previous = slot.__procurosStorage;
    if (driverName === "s3") {
      directory = mkdtempSync(path.join(os.tmpdir(), `procuros-s3-${bucket}-`));
      server = new S3rver({
        address: "127.0.0.1",
        port: 0,
        directory,
        silent: true,
        configureBuckets: [{ name: bucket }],
      });
      const { port } = await server.run();
      slot.__procurosStorage = createS3Storage({
        bucket,
        region: "us-east-1",
        endpoint: `http://127.0.0.1:${port}`,
        forcePathStyle: true,
        credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
      });
    } else {
      slot.__procurosStorage = undefined;
    }
  });

  afterAll(async () => {
    await jobsIdle();
    slot.__procurosStorage = previous;
    await server?.close();
    if (directory) rmSync(directory, { recursive: true, force: true });
  });

  return { directory: () => directory };
}
