/**
 * A flood of 25 MB bodies to /api/uploads (issue 29 item 5, S31): a form whose policy is not ours, is missing,
 * or was already used, and a body larger than its own policy allows, are refused after the fields, without
 * reading the 25 MB that follow (the body streams below count what the server pulls). A real upload still goes
 * through.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { POST as uploadRoute } from "@/app/api/uploads/route";
import { buildObjectKey } from "@/lib/files/storage-keys";
import { storage, type LocalStorage } from "@/lib/server/storage";
import { UPLOAD_BYTES_IN_FLIGHT_LIMIT } from "@/lib/server/storage/upload-endpoint";
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
function formHead(fields: Record<string, string>) {
  const encoder = new TextEncoder();
  return encoder.encode(
    Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join("") +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="tender.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
}

function countedForm(fields: Record<string, string>, fileBytes: number | Uint8Array) {
  const encoder = new TextEncoder();
  const head = formHead(fields);
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

async function post(form: { request: Request }) {
  const response = await uploadRoute(form.request);
  return {
    status: response.status,
    body: response.status === 204 ? null : await response.json(),
    retryAfter: response.headers.get("retry-after"),
  };
}

/**
 * A form that sends its fields, declares a 25 MB file, and then holds the connection until `cut` (the client
 * stalls, or goes away): the body then ends without its file. `pulls` counts the server's reads; with no
 * read-ahead (highWaterMark 0), a second read means the fields were admitted and the file is awaited.
 */
function heldForm(fields: Record<string, string>) {
  const head = formHead(fields);
  let cut!: () => void;
  const gate = new Promise<void>((resolve) => (cut = resolve));
  const state = { pulls: 0 };
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        state.pulls++;
        if (state.pulls === 1) return controller.enqueue(head);
        await gate;
        controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  const request = new Request(`${BASE}/api/uploads`, {
    method: "POST",
    headers: {
      "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
      "content-length": String(head.byteLength + 25 * MB + 64),
    },
    body,
    duplex: "half",
  } as RequestInit);
  return { request, state, cut };
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

  it("admits one valid form once at a time: of 6 concurrent POSTs of it, 5 are refused before their file", async () => {
    const { fields } = await presign();
    const forms = Array.from({ length: 6 }, () => countedForm(fields, 25 * MB));
    const answers = await Promise.all(forms.map(post));
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 409, 409, 409, 409, 409]);
    const refused = forms.filter((_, index) => answers[index]!.status === 409);
    // Before, each was admitted and read its whole 25 MB (150 MB buffered for one policy), then refused.
    for (const form of refused) expect(form.counter.pulled).toBeLessThan(MB);
    expect((await storage().head(fields.key!))?.size).toBe(25 * MB);
  });

  it("a form whose upload failed after admission may be sent again", async () => {
    const { fields } = await presign();
    const cutOff = heldForm(fields);
    cutOff.cut();
    expect((await post(cutOff)).status).toBe(400); // the body ended without its file
    expect((await post(countedForm(fields, PDF))).status).toBe(204);
  });

  it("caps the upload bytes in flight across the process: over it, 503 with Retry-After before the file", async () => {
    const slots = Math.floor(UPLOAD_BYTES_IN_FLIGHT_LIMIT / (25 * MB));
    const policies = await Promise.all(Array.from({ length: slots }, () => presign()));
    const held = policies.map((policy) => heldForm(policy.fields));
    const pending = held.map(post);
    // Every held upload was admitted and is waiting for its file.
    await vi.waitFor(() => expect(held.every((form) => form.state.pulls >= 2)).toBe(true), {
      timeout: 10_000,
    });
    const extra = await presign();
    const over = countedForm(extra.fields, 25 * MB);
    const refused = await post(over);
    expect(refused.status).toBe(503);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(over.counter.pulled).toBeLessThan(MB);

    for (const form of held) form.cut();
    expect((await Promise.all(pending)).map((answer) => answer.status)).toEqual(held.map(() => 400));
    // The bytes and the claims were given back: the refused form and a cut-off one both go through now.
    expect((await post(countedForm(extra.fields, PDF))).status).toBe(204);
    expect((await post(countedForm(policies[0]!.fields, PDF))).status).toBe(204);
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
