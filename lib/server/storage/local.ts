import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { once } from "node:events";
import { Readable } from "node:stream";
import { mkdir, open, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { isValidObjectKey } from "@/lib/files/storage-keys";
import {
  assertPresignable,
  MAX_POLICY_SECONDS,
  signPostPolicy,
  verifyPolicyFields,
  verifyPostPolicy,
  type FieldsVerdict,
  type PolicyVerdict,
} from "./policy";
import { isSealedKey, newSealedKey } from "./sealed-keys";
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

/** The hold an admitted upload has on its policy's key: `release` frees it for a retry when nothing was stored. */
export type UploadClaim = { readonly key: string; release(): Promise<void> };

export type UploadAdmission =
  { ok: true; key: string; maxBytes: number; claim: UploadClaim } | Extract<FieldsVerdict, { ok: false }>;

export type LocalStorage = StorageDriver & {
  readonly name: "local";
  readonly root: string;
  /**
   * Verifies the signed form fields against the real file, then stores it; nothing is written on refusal. A
   * policy is single-use: the first form to pass claims its key, any later or concurrent one is refused
   * with `already_used`, also after the object was sealed or deleted. With the `claim` `admitUpload` took for
   * this form, the key is already held; on a refusal or a failed write the caller releases it.
   */
  receiveUpload(
    fields: Record<string, string>,
    bytes: Uint8Array,
    claim?: UploadClaim,
  ): Promise<PolicyVerdict>;
  /**
   * Judges the fields that come before the file (signature, expiry, conditions) and claims the policy's key,
   * so the endpoint refuses a form before reading its file, and reads at most `maxBytes` of file otherwise.
   * The claim is the single-use mark itself, taken here and not after the file was read: of many concurrent
   * POSTs of one form exactly one is admitted (the others hear `already_used` after their fields), so one
   * policy cannot make the server buffer its 25 MB many times over. The caller must `release` the claim when
   * the upload is not stored (a refusal, a broken body), so the form may be sent again.
   * `receiveUpload` still decides.
   */
  admitUpload(fields: Record<string, string>): Promise<UploadAdmission>;
  /** Removes the single-use marks of policies that have expired (so could not be used again anyway). */
  sweepUsedMarks(): Promise<number>;
};

export const LOCAL_UPLOAD_PATH = "/api/uploads";

// Object bytes sit at <root>/<key>; keys always start with "org/", so these siblings can never collide with
// an object: content types at <root>/.meta/<key>.json, half-written files at <root>/.tmp/, and one mark per
// upload key whose policy was used at <root>/.used/<sha256 of the key> (holding when the mark may go).
const META_DIR = ".meta";
const TMP_DIR = ".tmp";
const USED_DIR = ".used";
/** A mark outlives any policy that could still be valid when it was made (policies last an hour at most). */
const USED_MARK_MS = (MAX_POLICY_SECONDS + 5 * 60) * 1000;
const SWEEP_INTERVAL_MS = 10 * 60_000;

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
  const usedDir = path.join(root, USED_DIR);
  const usedPath = (key: string) =>
    path.join(usedDir, createHash("sha256").update(key, "utf8").digest("hex"));
  let lastSweep = 0;

  /**
   * Marks the key's policy as used; false when it already was. `wx` makes the claim atomic: of two concurrent
   * uploads with one form, exactly one creates the mark. Keys are per upload (a fresh file id each), so a mark
   * stands for the policy.
   */
  async function claimKey(key: string): Promise<boolean> {
    await mkdir(usedDir, { recursive: true });
    try {
      const handle = await open(usedPath(key), "wx", 0o600);
      try {
        await handle.writeFile(JSON.stringify({ key, until: now().getTime() + USED_MARK_MS }));
      } finally {
        await handle.close();
      }
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException)?.code === "EEXIST") return false;
      throw error;
    }
  }

  async function sweepUsedMarks(): Promise<number> {
    lastSweep = now().getTime();
    const names = await readdir(usedDir).catch(missingAsNull);
    let removed = 0;
    for (const name of names ?? []) {
      if (!/^[0-9a-f]{64}$/.test(name)) continue;
      const file = path.join(usedDir, name);
      // A mark left unreadable (a crash between create and write) expires by its age instead.
      const until = await readFile(file, "utf8")
        .then(parseUntil, missingAsNull)
        .then(
          async (value) =>
            value ?? ((await stat(file).catch(missingAsNull))?.mtimeMs ?? Infinity) + USED_MARK_MS,
        );
      if (until < now().getTime()) {
        await rm(file, { force: true });
        removed++;
      }
    }
    return removed;
  }

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
      await handle.sync(); // a 204 means the bytes are on disk, not in a cache a crash would lose
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

    async admitUpload(fields) {
      const verdict = verifyPolicyFields(fields, now(), config.secret);
      if (!verdict.ok) return verdict;
      if (!isValidObjectKey(verdict.key) || isSealedKey(verdict.key))
        return { ok: false, reason: "condition_failed" };
      if (now().getTime() - lastSweep > SWEEP_INTERVAL_MS) void sweepUsedMarks().catch(() => undefined);
      if (!(await claimKey(verdict.key))) return { ok: false, reason: "already_used" };
      let held = true;
      const key = verdict.key;
      const claim: UploadClaim = {
        key,
        // Once only: after a release another request may claim the key, and its mark is not ours to remove.
        async release() {
          if (!held) return;
          held = false;
          await rm(usedPath(key), { force: true });
        },
      };
      return { ...verdict, claim };
    },

    async receiveUpload(fields, bytes, claim) {
      const verdict = verifyPostPolicy(fields, { fileSize: bytes.byteLength, now: now() }, config.secret);
      if (!verdict.ok) return verdict;
      // A signed key that is not a valid upload key cannot come from presignPost; refuse rather than throw.
      if (!isValidObjectKey(verdict.key) || isSealedKey(verdict.key))
        return { ok: false, reason: "condition_failed" };
      if (now().getTime() - lastSweep > SWEEP_INTERVAL_MS) void sweepUsedMarks().catch(() => undefined);
      const own = claim?.key === verdict.key ? claim : null;
      if (!own && !(await claimKey(verdict.key))) return { ok: false, reason: "already_used" };
      try {
        await write(verdict.key, bytes, verdict.contentType);
      } catch (error) {
        // Nothing was stored: the form may be sent again (the client retries after a disk error).
        await (own ? own.release() : rm(usedPath(verdict.key), { force: true }));
        throw error;
      }
      return verdict;
    },

    sweepUsedMarks,

    async head(key: string): Promise<StoredObjectInfo | null> {
      const info = await stat(objectPath(key)).catch(missingAsNull);
      if (!info?.isFile()) return null;
      const meta = await readFile(metaPath(key), "utf8").then(parseMeta, missingAsNull);
      return { size: info.size, ...(meta?.contentType ? { contentType: meta.contentType } : {}) };
    },

    async read(key: string): Promise<Uint8Array> {
      return new Uint8Array(await readFile(objectPath(key)));
    },

    write,

    async readStream(key: string): Promise<ReadableStream<Uint8Array>> {
      // A Node stream closes its file at the end or on error, unlike FileHandle.readableWebStream.
      const stream = createReadStream(objectPath(key), { highWaterMark: 256 * 1024 });
      await once(stream, "open");
      return Readable.toWeb(stream) as ReadableStream<Uint8Array>;
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

    // A rename: atomic, and the upload key is empty afterwards (its policy's mark refuses any replay anyway).
    async seal(key: string): Promise<string | null> {
      const sealed = newSealedKey(key);
      const target = objectPath(sealed);
      await Promise.all([
        mkdir(path.dirname(target), { recursive: true }),
        mkdir(path.dirname(metaPath(sealed)), { recursive: true }),
      ]);
      try {
        await rename(objectPath(key), target);
      } catch (error) {
        return missingAsNull(error); // not uploaded, or another confirm sealed it first
      }
      await rename(metaPath(key), metaPath(sealed)).catch(missingAsNull);
      return sealed;
    },
  };
}

function missingAsNull(error: unknown): null {
  const code = (error as NodeJS.ErrnoException)?.code;
  if (code === "ENOENT" || code === "ENOTDIR") return null;
  throw error;
}

function parseUntil(text: string): number | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && "until" in value && typeof value.until === "number"
      ? value.until
      : null;
  } catch {
    return null;
  }
}

function parseMeta(text: string): { contentType?: string } | null {
  try {
    const value: unknown = JSON.parse(text);
    if (
      value &&
      typeof value === "object" &&
      "contentType" in value &&
      typeof value.contentType === "string"
    ) {
      return { contentType: value.contentType };
    }
    return null;
  } catch {
    return null;
  }
}
