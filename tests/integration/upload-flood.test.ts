/**
 * A flood of 25 MB bodies to /api/uploads (issue 29 item 5, S31): a form whose policy is not ours, is missing,
 * or was already used, and a body larger than its own policy allows, are refused after the fields, without
 * reading the 25 MB that follow (the body streams below count what the server pulls). A real upload still goes
 * through.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POST as uploadRoute } from "@/app/api/uploads/route";
import { buildObjectKey } from "@/lib/files/storage-keys";
import { storage, type LocalStorage } from "@/lib/server/storage";
import { BASE } from "./helpers";

const MB = 1024 * 1024;
const CHUNK = 64 * 1024;
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const BOUNDARY = "----flood7MA4YWxkTrZu0gW";

const presign = (maxBytes = 25 * MB) =>
  (storage() as LocalStorage).presignPost({
    key: buildObjectKey({
      orgId: "orgflood01",
      source: "guidelines",
      fileId: randomUUID(),
      filename: "tender.pdf",
    }),
    contentType: "application/pdf",
    minBytes: 1,
    maxBytes,
    expiresInSeconds: 300,
  });

/**
 * A multipart body as a browser sends it (fields, then the file, then the closing delimiter), produced on
 * demand so the test sees how much of it the server pulled.
 */
function countedForm(fields: Record<string, string>, fileBytes: number | Uint8Array) {
  const encoder = new TextEncoder();
  const head = encoder.encode(
    Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join("") +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="tender.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = encoder.encode(`\r\n--${BOUNDARY}--\r\n`);
  const file = typeof fileBytes === "number" ? null : fileBytes;
  const fileSize = file ? file.byteLength : (fileBytes as number);
  const total = head.byteLength + fileSize + tail.byteLength;
  const counter = { pulled: 0 };
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      let chunk: Uint8Array;
      if (sent < head.byteLength) chunk = head;
      else if (sent < head.byteLength + fileSize) {
        const offset = sent - head.byteLength;
        const size = Math.min(CHUNK, fileSize - offset);
        chunk = file ? file.subarray(offset, offset + size) : new Uint8Array(size).fill(0x41);
      } else chunk = tail;
      sent += chunk.byteLength;
      counter.pulled += chunk.byteLength;
      controller.enqueue(chunk);
      if (sent >= total) controller.close();
    },
  });
  const request = new Request(`${BASE}/api/uploads`, {
    method: "POST",
    headers: {
      "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
      "content-length": String(total),
    },
    body,
    duplex: "half",
  } as RequestInit);
  return { request, counter, total };
}

async function post(form: ReturnType<typeof countedForm>) {
  const response = await uploadRoute(form.request);
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
}

describe("a flood of large bodies to /api/uploads", () => {
  it("refuses a forged policy after the fields, without reading the 25 MB file", async () => {
    const { fields } = await presign();
    const forged = countedForm({ ...fields, "X-Amz-Signature": "0".repeat(64) }, 25 * MB);
    const answer = await post(forged);
    expect(answer.status).toBe(403);
    expect(answer.body.error.message).toMatch(/signature/);
    expect(forged.total).toBeGreaterThan(25 * MB);
    expect(forged.counter.pulled).toBeLessThan(MB);
  });

  it("refuses a form without any policy, and a body of junk, after at most 64 KB", async () => {
    const unsigned = countedForm({ key: "org/x/y.pdf" }, 25 * MB);
    expect((await post(unsigned)).status).toBe(400);
    expect(unsigned.counter.pulled).toBeLessThan(MB);

    const junk = countedForm({}, 25 * MB);
    // No fields at all: the first part is the file, so there is no policy to admit it.
    expect((await post(junk)).status).toBe(400);
    expect(junk.counter.pulled).toBeLessThan(MB);
  });

  it("refuses a body over its own policy's size before reading the file, and a used form on replay", async () => {
    const small = await presign(MB);
    const oversized = countedForm(small.fields, 25 * MB);
    const answer = await post(oversized);
    expect(answer.status).toBe(413);
    expect(oversized.counter.pulled).toBeLessThan(MB);

    const post1 = await presign();
    const stored = countedForm(post1.fields, PDF);
    expect((await post(stored)).status).toBe(204);
    const replay = countedForm(post1.fields, 25 * MB);
    const replayed = await post(replay);
    expect(replayed.status).toBe(409);
    expect(replay.counter.pulled).toBeLessThan(MB);
  });

  it("still stores a genuine 5 MB upload, read in full", async () => {
    const { fields } = await presign();
    const bytes = new Uint8Array(5 * MB).fill(0x20);
    bytes.set(PDF.subarray(0, 9), 0);
    const form = countedForm(fields, bytes);
    expect((await post(form)).status).toBe(204);
    expect(form.counter.pulled).toBe(form.total);
    const stored = await storage().read(fields.key!);
    expect(stored.byteLength).toBe(5 * MB);
  });
});
