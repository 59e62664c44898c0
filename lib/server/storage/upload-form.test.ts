import { describe, expect, it } from "vitest";
import { derivePolicyKey, signPostPolicy, verifyPolicyFields } from "@/lib/server/storage/policy";
import { boundaryOf, dispositionOf, readUploadForm } from "@/lib/server/storage/upload-form";

const SECRET = derivePolicyKey("unit-test-app-secret-0123456789abcdef");
const NOW = new Date("2026-03-01T12:00:00.000Z");
const fields = () =>
  signPostPolicy(
    {
      key: "org/abc123/guidelines/f1-manual.pdf",
      contentType: "application/pdf",
      minBytes: 1,
      maxBytes: 2048,
      expiresAt: new Date(NOW.getTime() + 5 * 60_000),
    },
    SECRET,
    NOW,
  );

const stream = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });
const part = (name: string, value: string, filename?: string) =>
  `--b\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ""}\r\n\r\n${value}\r\n`;
const read = (text: string, maxBytes = 100) =>
  readUploadForm(stream(text), "multipart/form-data; boundary=b", {
    admit: async () => maxBytes,
    fileTooLarge: () => new Error("too large"),
  });

describe("the policy judged before the file", () => {
  it("admits our own unexpired form with its maximum size, and refuses a forged or expired one", () => {
    expect(verifyPolicyFields(fields(), NOW, SECRET)).toEqual({
      ok: true,
      key: "org/abc123/guidelines/f1-manual.pdf",
      maxBytes: 2048,
    });
    expect(verifyPolicyFields({ ...fields(), "X-Amz-Signature": "0".repeat(64) }, NOW, SECRET)).toEqual({
      ok: false,
      reason: "bad_signature",
    });
    expect(verifyPolicyFields(fields(), new Date(NOW.getTime() + 10 * 60_000), SECRET)).toEqual({
      ok: false,
      reason: "expired",
    });
  });
});

describe("the streamed upload form", () => {
  it("reads the boundary and each part's name, quoted or not", () => {
    expect(boundaryOf("multipart/form-data; boundary=abc")).toBe("abc");
    expect(boundaryOf('multipart/form-data; boundary="a b"')).toBe("a b");
    expect(boundaryOf("multipart/form-data")).toBeNull();
    expect(dispositionOf('Content-Disposition: form-data; name="file"; filename="x.pdf"')).toEqual({
      name: "file",
      isFile: true,
    });
    expect(dispositionOf("content-disposition: form-data; name=key")).toEqual({ name: "key", isFile: false });
    expect(dispositionOf("Content-Type: text/plain")).toBeNull();
  });

  it("returns the fields and the file, the file last", async () => {
    const form = await read(
      part("key", "k") + part("Policy", "p") + part("file", "%PDF-1.4", "x.pdf") + "--b--\r\n",
    );
    expect(form.fields).toEqual({ key: "k", Policy: "p" });
    expect(new TextDecoder().decode(form.file)).toBe("%PDF-1.4");
  });

  it("refuses a repeated field, a second file, no file, a file over the admitted size", async () => {
    await expect(
      read(part("key", "k") + part("key", "k") + part("file", "x", "x.pdf") + "--b--"),
    ).rejects.toThrow("A form field is repeated.");
    await expect(read(part("file", "x", "x.pdf") + part("file", "y", "y.pdf") + "--b--")).rejects.toThrow(
      /Only one file/,
    );
    await expect(read(part("key", "k") + "--b--\r\n")).rejects.toThrow("The form has no file field.");
    await expect(read(part("file", "x".repeat(2000), "x.pdf") + "--b--", 100)).rejects.toThrow("too large");
  });

  // A production server hands the body over in chunks of 64 KB and more: the last field and a large part of the
  // file arrive together. That head is not "fields over 64 KB" (a 270 KB PDF was refused so before).
  it("reads a form whose fields and much of its file arrive in one chunk", async () => {
    const file = "%PDF-1.4 " + "x".repeat(200_000);
    const form = await read(part("key", "k") + part("file", file, "x.pdf") + "--b--\r\n", 300_000);
    expect(form.file.byteLength).toBe(file.length);
  });

  // A head of almost 64 KB sent a byte per chunk: joining each chunk to the whole head and searching it from
  // the start again was quadratic (some 2 GB copied and as much scanned for one request); now about linear.
  it("reads a head sent in 1-byte chunks, copying and scanning it about once", async () => {
    const value = "v".repeat(60_000);
    const bytes = new TextEncoder().encode(
      part("key", "k") + part("note", value) + part("file", "%PDF-1.4", "x.pdf") + "--b--\r\n",
    );
    let sent = 0;
    const trickle = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(bytes.subarray(sent, sent + 1));
        if (++sent === bytes.length) controller.close();
      },
    });
    const work = { copied: 0, scanned: 0 };
    const concat = Buffer.concat;
    const indexOf = Buffer.prototype.indexOf;
    Buffer.concat = (list: readonly Uint8Array[], totalLength?: number) => {
      work.copied += totalLength ?? list.reduce((sum, item) => sum + item.byteLength, 0);
      return concat(list, totalLength);
    };
    Buffer.prototype.indexOf = function (this: Buffer, ...args: Parameters<Buffer["indexOf"]>) {
      work.scanned += this.length - (typeof args[1] === "number" ? Math.max(0, args[1]) : 0);
      return indexOf.apply(this, args);
    };
    try {
      const form = await readUploadForm(trickle, "multipart/form-data; boundary=b", {
        admit: async () => 100,
        fileTooLarge: () => new Error("too large"),
      });
      expect(form.fields).toEqual({ key: "k", note: value });
      expect(new TextDecoder().decode(form.file)).toBe("%PDF-1.4");
    } finally {
      Buffer.concat = concat;
      Buffer.prototype.indexOf = indexOf;
    }
    expect(work.copied).toBeLessThan(4 * bytes.length);
    expect(work.scanned).toBeLessThan(8 * bytes.length);
  });

  it("refuses fields that run on past 64 KB without reaching the file", async () => {
    await expect(
      read(part("key", "k".repeat(70_000)) + part("file", "x", "x.pdf") + "--b--"),
    ).rejects.toThrow(/fields before the file are larger than 64 KB/);
  });
});
