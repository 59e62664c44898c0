import "server-only";
import { randomUUID } from "node:crypto";
import { mkdir, open, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { isValidObjectKey } from "@/lib/domain/storage-keys";
import { assertPresignable, signPostPolicy, verifyPostPolicy, type PolicyVerdict } from "./policy";
import type { PresignedPost, PresignRequest, StorageDriver, StoredObjectInfo } from "./types";

export type LocalStorageConfig = {
  /** Absolute or relative directory; objects live at `<root>/<key>`. */
  root: string;
  /** The policy-signing key (see `derivePolicyKey`), never the app secret itself. */
  secret: Uint8Array;
  /**
   * Where browsers POST the form. Relative by default: the form is posted from our own pages, and APP_URL may
   * name another host than the one the browser reached (proxies, e2e on a random port).
   */
  uploadUrl?: string;
  now?: () => Date;
};

export type LocalStorage = StorageDriver & {
  readonly name: "local";
  readonly root: string;
  /** Verifies the signed form fields against the real file, then stores it; nothing is written on refusal. */
  receiveUpload(fields: Record<string, string>, bytes: Uint8Array): Promise<PolicyVerdict>;
};

export const LOCAL_UPLOAD_PATH = "/api/uploads";

// Object bytes sit at <root>/<key>; keys always start with "org/", so these two siblings can never collide
// with an object: content types at <root>/.meta/<key>.json, half-written files at <root>/.tmp/.
const META_DIR = ".meta";
const TMP_DIR = ".tmp";

export function createLocalStorage(config: LocalStorageConfig): LocalStorage {
  const root = path.resolve(config.root);
  const now = config.now ?? (() => new Date());

  /** The object's path, after checking the key's shape and that the result stays inside the root. */
  function objectPath(key: string, base = root, suffix = ""): string {
    if (!isValidObjectKey(key)) throw new Error("Invalid object key.");
    const resolved = path.resolve(base, key + suffix);
    if (!resolved.startsWith(base + path.sep)) throw new Error("Object key escapes the storage root.");
    return resolved;
  }
  const metaPath = (key: string) => objectPath(key, path.join(root, META_DIR), ".json");

  async function write(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const target = objectPath(key);
    await writeAtomically(metaPath(key), Buffer.from(JSON.stringify({ contentType })));
    await writeAtomically(target, bytes);
  }

  async function writeAtomically(target: string, bytes: Uint8Array): Promise<void> {
    const tmpDir = path.join(root, TMP_DIR);
    await Promise.all([mkdir(tmpDir, { recursive: true }), mkdir(path.dirname(target), { recursive: true })]);
    const tmp = path.join(tmpDir, randomUUID());
    const handle = await open(tmp, "wx", 0o600);
    try {
      await handle.writeFile(bytes);
      await handle.sync(); // a 204 means the bytes are on disk, not in a cache a crash would lose (S22)
    } finally {
      await handle.close();
    }
    try {
      await rename(tmp, target); // readers see the old object or the whole new one, never a partial file
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
  }

  return {
    name: "local",
    root,

    async presignPost(request: PresignRequest): Promise<PresignedPost> {
      assertPresignable(request);
      const expiresAt = new Date(now().getTime() + request.expiresInSeconds * 1000);
      const fields = signPostPolicy({ ...request, expiresAt }, config.secret, now());
      return { url: config.uploadUrl ?? LOCAL_UPLOAD_PATH, fields, expiresAt };
    },

    async receiveUpload(fields, bytes) {
      const verdict = verifyPostPolicy(fields, { fileSize: bytes.byteLength, now: now() }, config.secret);
      // A signed key that is not a valid object key cannot come from presignPost; refuse rather than throw.
      if (verdict.ok && !isValidObjectKey(verdict.key)) return { ok: false, reason: "condition_failed" };
      if (verdict.ok) await write(verdict.key, bytes, verdict.contentType);
      return verdict;
    },

    async head(key: string): Promise<StoredObjectInfo | null> {
      const info = await stat(objectPath(key)).catch(missingAsNull);
      if (!info?.isFile()) return null;
      const meta = await readFile(metaPath(key), "utf8").then(parseMeta, missingAsNull);
      return { size: info.size, ...(meta?.contentType ? { contentType: meta.contentType } : {}) };
    },

    async read(key: string): Promise<Uint8Array> {
      return new Uint8Array(await readFile(objectPath(key)));
    },

    async readPrefix(key: string, length: number): Promise<Uint8Array> {
      const handle = await open(objectPath(key), "r");
      try {
        const buffer = Buffer.alloc(Math.max(0, Math.floor(length)));
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
        return new Uint8Array(buffer.subarray(0, bytesRead));
      } finally {
        await handle.close();
      }
    },

    async delete(key: string): Promise<void> {
      await rm(objectPath(key), { force: true });
      await rm(metaPath(key), { force: true });
    },
  };
}

function missingAsNull(error: unknown): null {
  const code = (error as NodeJS.ErrnoException)?.code;
  if (code === "ENOENT" || code === "ENOTDIR") return null;
  throw error;
}

function parseMeta(text: string): { contentType?: string } | null {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === "object" && "contentType" in value && typeof value.contentType === "string") {
      return { contentType: value.contentType };
    }
    return null;
  } catch {
    return null;
  }
}
