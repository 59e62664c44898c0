import { randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { POST as uploadRoute } from "@/app/api/uploads/route";
import { buildObjectKey } from "@/lib/files/storage-keys";
import { authSecret } from "@/lib/server/auth/secret";
import { createLocalStorage, createS3Storage, storage, type LocalStorage } from "@/lib/server/storage";
import { derivePolicyKey } from "@/lib/server/storage/policy";
import { isSealedKey, uploadKeyOf } from "@/lib/server/storage/sealed-keys";
import { handleLocalUpload } from "@/lib/server/storage/upload-endpoint";
import { BASE } from "./helpers";

const MB = 1024 * 1024;
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const driver = () => storage() as LocalStorage;

const newKey = (orgId = "orga1b2c3d4e", filename = "Tender Notice.pdf") =>
  buildObjectKey({ orgId, source: "guidelines", fileId: randomUUID(), filename });

async function presign(key = newKey(), overrides: { maxBytes?: number; contentType?: string } = {}) {
  return driver().presignPost({
    key,
    contentType: overrides.contentType ?? "application/pdf",
    minBytes: 1,
    maxBytes: overrides.maxBytes ?? 25 * MB,
    expiresInSeconds: 300,
  });
}

/** The browser's form: the presigned fields in order, then the file last (as S3 requires). */
function uploadRequest(
  url: string,
  fields: Record<string, string>,
  file?: Uint8Array,
  fileName = "Tender Notice.pdf",
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append("file", new File([Buffer.from(file)], fileName, { type: fields["Content-Type"] }));
  return new Request(new URL(url, BASE), { method: "POST", body: form });
}

async function upload(fields: Record<string, string>, file?: Uint8Array) {
  const response = await uploadRoute(uploadRequest("/api/uploads", fields, file));
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
}

/** Every file under the uploads root, temp and metadata folders included: a refusal must leave it unchanged. */
function filesOnDisk(): string[] {
  const root = driver().root;
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

let before: string[];
beforeEach(() => {
  before = filesOnDisk();
});
// DATA_DIR=memory:// puts uploads in a temp dir removed at a normal exit; Vitest ends workers without one.
afterAll(() => rmSync(driver().root, { recursive: true, force: true }));

describe("local storage: presign, upload, read back", () => {
  it("points the browser at the same-origin upload path with S3's field names", async () => {
    const key = newKey();
    const post = await presign(key);
    expect(post.url).toBe("/api/uploads");
    expect(Object.keys(post.fields)).toEqual([
      "key",
      "Content-Type",
      "X-Amz-Algorithm",
      "X-Amz-Date",
      "Policy",
      "X-Amz-Signature",
    ]);
    expect(post.fields.key).toBe(key);
    expect(post.expiresAt.getTime() - Date.now()).toBeGreaterThan(290_000);
  });

  it("stores a valid upload on disk, where head, read and readPrefix see it, and delete removes it", async () => {
    const key = newKey();
    const post = await presign(key);
    expect(await upload(post.fields, PDF)).toEqual({ status: 204, body: null });

    expect(readFileSync(path.join(driver().root, key))).toEqual(Buffer.from(PDF));
    expect(await driver().head(key)).toEqual({ size: PDF.byteLength, contentType: "application/pdf" });
    expect(await driver().read(key)).toEqual(PDF);
    expect(new TextDecoder().decode(await driver().readPrefix(key, 5))).toBe("%PDF-");
    expect(await driver().readPrefix(key, 10_000)).toEqual(PDF);
    expect(filesOnDisk().filter((file) => file.startsWith(".tmp"))).toEqual([]);

    await driver().delete(key);
    expect(await driver().head(key)).toBeNull();
    await expect(driver().delete(key)).resolves.toBeUndefined(); // idempotent
    // Only the policy's single-use mark stays, until the policy could no longer be valid.
    expect(filesOnDisk().filter((file) => !file.startsWith(".used/"))).toEqual(
      before.filter((file) => !file.startsWith(".used/")),
    );
    expect(filesOnDisk().filter((file) => file.startsWith(".used/"))).toHaveLength(
      before.filter((file) => file.startsWith(".used/")).length + 1,
    );
  });

  it("accepts exactly 25 MB", async () => {
    const key = newKey();
    expect((await upload((await presign(key)).fields, new Uint8Array(25 * MB))).status).toBe(204);
    expect((await driver().head(key))?.size).toBe(25 * MB);
    await driver().delete(key);
  });

  it("answers null from head for a missing object and refuses keys outside the org layout", async () => {
    expect(await driver().head(newKey())).toBeNull();
    for (const key of ["org/abc/../../../etc/passwd", "../x", "org/abc/guidelines/../../x", "/etc/passwd"]) {
      await expect(driver().head(key), key).rejects.toThrow();
      await expect(driver().read(key), key).rejects.toThrow();
    }
    await expect(presign("org/abc/../../escape.pdf")).rejects.toThrow();
  });
});

describe("local upload endpoint refuses, writing nothing", () => {
  async function expectRefused(
    result: { status: number; body: unknown },
    status: number,
    code: string,
    message: RegExp = /./,
  ) {
    expect(result.status).toBe(status);
    expect(result.body).toMatchObject({
      ok: false,
      error: { code, message: expect.stringMatching(message) },
    });
    expect(filesOnDisk()).toEqual(before);
  }

  it("an expired policy", async () => {
    const past = new Date(Date.now() - 10 * 60_000);
    const signedEarlier = createLocalStorage({
      root: driver().root,
      secret: derivePolicyKey(authSecret()),
      now: () => past,
    });
    const post = await signedEarlier.presignPost({
      key: newKey(),
      contentType: "application/pdf",
      minBytes: 1,
      maxBytes: MB,
      expiresInSeconds: 300,
    });
    await expectRefused(await upload(post.fields, PDF), 403, "forbidden", /expired/);
  });

  it("a key changed to another org's prefix, or to a sibling key", async () => {
    const post = await presign(newKey("orga1b2c3d4e"));
    await expectRefused(
      await upload({ ...post.fields, key: newKey("otherorg") }, PDF),
      403,
      "forbidden",
      /does not match the upload policy/,
    );
    await expectRefused(
      await upload({ ...post.fields, key: `${post.fields.key}.html` }, PDF),
      403,
      "forbidden",
    );
    await expectRefused(
      await upload({ ...post.fields, key: "org/orga1b2c3d4e/../otherorg/guidelines/x.pdf" }, PDF),
      403,
      "forbidden",
    );
  });

  it("a Content-Type field other than the signed one", async () => {
    const post = await presign();
    await expectRefused(
      await upload({ ...post.fields, "Content-Type": "text/html" }, PDF),
      403,
      "forbidden",
      /does not match the upload policy/,
    );
  });

  it("a policy or signature that is not ours", async () => {
    const post = await presign();
    const other = createLocalStorage({
      root: driver().root,
      secret: derivePolicyKey("some-other-secret-0123456789abcdef0123"),
    });
    // A different size range, so this policy differs from post's even when both are signed in the same millisecond.
    const foreign = await other.presignPost({
      key: post.fields.key!,
      contentType: "application/pdf",
      minBytes: 1,
      maxBytes: 20 * MB,
      expiresInSeconds: 300,
    });
    await expectRefused(await upload(foreign.fields, PDF), 403, "forbidden", /signature/);
    await expectRefused(
      await upload({ ...post.fields, Policy: foreign.fields.Policy! }, PDF),
      403,
      "forbidden",
      /signature/,
    );
  });

  it("a file of 25 MB + 1 byte", async () => {
    const post = await presign();
    await expectRefused(await upload(post.fields, new Uint8Array(25 * MB + 1)), 413, "payload_too_large");
  });

  it("a file over the policy's own, smaller range", async () => {
    const post = await presign(newKey(), { maxBytes: 10 });
    await expectRefused(await upload(post.fields, PDF), 413, "payload_too_large");
  });

  it("an empty file", async () => {
    await expectRefused(await upload((await presign()).fields, new Uint8Array(0)), 400, "validation_error");
  });

  it("a form without the policy, without the signature, or without the file", async () => {
    const noPolicy = (await presign()).fields;
    delete noPolicy.Policy;
    await expectRefused(await upload(noPolicy, PDF), 400, "invalid_form");
    const unsigned = (await presign()).fields;
    delete unsigned["X-Amz-Signature"];
    await expectRefused(await upload(unsigned, PDF), 400, "invalid_form");
    await expectRefused(await upload((await presign()).fields), 400, "invalid_form");
  });

  it("repeated fields, extra fields and a second file", async () => {
    const post = await presign();
    const twice = uploadRequest("/api/uploads", post.fields, PDF);
    const form = await twice.formData();
    form.append("file", new File([Buffer.from(PDF)], "second.pdf"));
    const twoFiles = await uploadRoute(new Request(`${BASE}/api/uploads`, { method: "POST", body: form }));
    await expectRefused({ status: twoFiles.status, body: await twoFiles.json() }, 400, "invalid_form");
    await expectRefused(
      await upload({ ...post.fields, "x-amz-meta-owner": "mallory" }, PDF),
      403,
      "forbidden",
      /does not allow/,
    );
    await expectRefused(await upload({ ...post.fields, KEY: newKey("otherorg") }, PDF), 400, "invalid_form");
  });

  it("a body over the cap, before reading it all (declared or streamed without a length)", async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += MB;
        controller.enqueue(new Uint8Array(MB));
        if (pulled > 200 * MB) controller.close();
      },
    });
    const streamed = new Request(`${BASE}/api/uploads`, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x" },
      body: endless,
      duplex: "half",
    } as RequestInit);
    const response = await uploadRoute(streamed);
    await expectRefused({ status: response.status, body: await response.json() }, 413, "payload_too_large");
    expect(pulled).toBeLessThan(30 * MB); // stopped at the cap, not after 200 MB

    const declared = new Request(`${BASE}/api/uploads`, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(26 * MB) },
      body: "x",
    });
    const early = await uploadRoute(declared);
    await expectRefused({ status: early.status, body: await early.json() }, 413, "payload_too_large");
  });

  it("a body that is not multipart, or not a valid form", async () => {
    const json = await uploadRoute(
      new Request(`${BASE}/api/uploads`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      }),
    );
    await expectRefused({ status: json.status, body: await json.json() }, 415, "unsupported_media_type");
    const broken = await uploadRoute(
      new Request(`${BASE}/api/uploads`, {
        method: "POST",
        headers: { "content-type": "multipart/form-data; boundary=zzz" },
        body: "--nope",
      }),
    );
    await expectRefused({ status: broken.status, body: await broken.json() }, 400, "invalid_form");
  });

  it("any upload when the configured driver is S3 (404)", async () => {
    const s3 = createS3Storage({
      bucket: "unused",
      region: "us-east-1",
      endpoint: "http://127.0.0.1:9",
      forcePathStyle: true,
      credentials: { accessKeyId: "x", secretAccessKey: "y" },
    });
    const response = await handleLocalUpload(
      uploadRequest("/api/uploads", (await presign()).fields, PDF),
      s3,
    );
    await expectRefused({ status: response.status, body: await response.json() }, 404, "not_found");
  });
});

describe("local upload policies are single-use: a replayed form cannot replace a stored file", () => {
  const EXE = new Uint8Array([
    0x4d,
    0x5a,
    0x90,
    0x00,
    ...new TextEncoder().encode("This program cannot be run in DOS mode"),
  ]);
  const HTML = new TextEncoder().encode(
    "<!doctype html><html><script>alert(document.cookie)</script></html>",
  );
  const onDisk = (key: string) => readFileSync(path.join(driver().root, key));

  it("refuses a second POST of a used form, with EXE or HTML bytes, and keeps the first file (409)", async () => {
    const key = newKey();
    const post = await presign(key);
    expect(await upload(post.fields, PDF)).toEqual({ status: 204, body: null });
    for (const bytes of [EXE, HTML, PDF]) {
      const replay = await upload(post.fields, bytes);
      expect(replay.status).toBe(409);
      expect(replay.body).toMatchObject({
        ok: false,
        error: { code: "conflict", message: expect.stringMatching(/already been used/) },
      });
      expect(onDisk(key)).toEqual(Buffer.from(PDF));
    }
    await driver().delete(key);
  });

  it("still refuses it after the object was sealed (confirmed) or deleted: the upload key stays empty", async () => {
    const key = newKey();
    const post = await presign(key);
    expect((await upload(post.fields, PDF)).status).toBe(204);
    const sealed = await driver().seal(key);
    expect(sealed).not.toBeNull();
    expect(isSealedKey(sealed!)).toBe(true);
    expect(uploadKeyOf(sealed!)).toBe(key);
    expect(await driver().head(key)).toBeNull();
    expect(await driver().head(sealed!)).toEqual({ size: PDF.byteLength, contentType: "application/pdf" });
    expect((await upload(post.fields, HTML)).status).toBe(409);
    expect(await driver().head(key)).toBeNull();
    expect(await driver().read(sealed!)).toEqual(PDF);
    expect(await driver().seal(key)).toBeNull(); // nothing left to seal: a second confirm finds nothing

    await driver().delete(sealed!);
    expect((await upload(post.fields, EXE)).status).toBe(409);
    expect(await driver().head(key)).toBeNull();
  });

  it("of two concurrent POSTs of one form, exactly one is stored, whole; the other gets 409", async () => {
    for (const size of [64, 8 * MB]) {
      const key = newKey();
      const post = await presign(key);
      const first = new Uint8Array(size).fill(0x41);
      const second = new Uint8Array(size).fill(0x42);
      const results = await Promise.all([upload(post.fields, first), upload(post.fields, second)]);
      expect(results.map((result) => result.status).sort()).toEqual([204, 409]);
      const winner = results[0]!.status === 204 ? first : second;
      expect(onDisk(key)).toEqual(Buffer.from(winner));
      expect(filesOnDisk().filter((file) => file.startsWith(".tmp"))).toEqual([]);
      await driver().delete(key);
    }
  });

  it("never presigns a sealed key, and refuses an upload to one even if a policy for it were signed", async () => {
    const sealedLike = `${newKey().replace(/\/([^/]+)$/, "/sealed/0123456789abcdef-$1")}`;
    expect(isSealedKey(sealedLike)).toBe(true);
    await expect(presign(sealedLike)).rejects.toThrow(/sealed/);
  });

  it("drops the marks of expired policies only, and an expired policy is refused anyway", async () => {
    const key = newKey();
    const post = await presign(key);
    expect((await upload(post.fields, PDF)).status).toBe(204);
    const later = createLocalStorage({
      root: driver().root,
      secret: derivePolicyKey(authSecret()),
      now: () => new Date(Date.now() + 2 * 60 * 60_000),
    });
    expect(await driver().sweepUsedMarks()).toBe(0); // now: every mark is still needed
    expect(await later.sweepUsedMarks()).toBeGreaterThanOrEqual(1);
    await driver().delete(key);
    const replay = await later.receiveUpload(post.fields, EXE);
    expect(replay).toEqual({ ok: false, reason: "expired" });
    expect(await driver().head(key)).toBeNull();
  });
});
