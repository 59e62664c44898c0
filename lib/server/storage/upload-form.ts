import "server-only";
import { AppError } from "@/lib/server/api/errors";

/**
 * Reads an S3-style browser POST form from the body stream as it arrives: the signed text fields first, then
 * the one file, in the field `file`, last (S3's order). The fields are handed to `admit` before a byte of the
 * file is read, so a form that is not ours (no policy, a forged or expired one, an upload already made) is
 * refused after at most FIELDS_LIMIT_BYTES, whatever it claims to carry; an admitted form's file is read up to
 * the policy's own maximum. Nothing here parses more than a byte search (Buffer.indexOf) per chunk, each
 * resuming where the last stopped, so a flood of large bodies, or a head sent a byte at a time, costs the event
 * loop about one pass over what it reads.
 */

/** The fields before the file: the policy and its signature are well under 2 KB. */
export const FIELDS_LIMIT_BYTES = 64 * 1024;
/** What may follow the file: the closing delimiter, a line break and a short epilogue. */
const TRAILER_BYTES = 1024;

export type UploadForm = { fields: Record<string, string>; file: Uint8Array };

type Options = {
  /** Judges the fields; throws the refusal, or returns how many bytes of file to accept at most. */
  admit: (fields: Record<string, string>) => Promise<number>;
  /** The error for a file (or body) over what `admit` allowed. */
  fileTooLarge: () => Error;
  /** The body's declared Content-Length, checked against the admitted size before the file is read. */
  declaredLength?: number;
};

const invalid = (message = "The request body is not valid multipart/form-data.") =>
  new AppError("invalid_form", 400, message);
const fieldsTooLarge = () =>
  new AppError(
    "payload_too_large",
    413,
    `The form's fields before the file are larger than ${FIELDS_LIMIT_BYTES / 1024} KB.`,
  );

/** The boundary of a multipart/form-data Content-Type (RFC 2046: 1 to 70 characters), or null. */
export function boundaryOf(contentType: string): string | null {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType);
  return match ? (match[1] ?? match[2]!) : null;
}

/** A part's field name and whether it carries a file, from its Content-Disposition header. */
export function dispositionOf(headers: string): { name: string; isFile: boolean } | null {
  const line = headers.split("\r\n").find((header) => /^content-disposition\s*:/i.test(header));
  if (!line || !/:\s*form-data\s*(;|$)/i.test(line)) return null;
  const name = /;\s*name="([^"]*)"/i.exec(line) ?? /;\s*name=([^\s;"]+)/i.exec(line);
  if (!name) return null;
  return { name: name[1]!, isFile: /;\s*filename\*?=/i.test(line) };
}

export async function readUploadForm(
  body: ReadableStream<Uint8Array> | null,
  contentType: string,
  options: Options,
): Promise<UploadForm> {
  const boundary = boundaryOf(contentType);
  if (!boundary || !body) throw invalid();
  const dashBoundary = Buffer.from(`--${boundary}`, "latin1");
  const delimiter = Buffer.from(`\r\n--${boundary}`, "latin1");
  const reader = body.getReader();
  // The head so far: `buffer` is a view of the first bytes of `store`, which grows by doubling, so a head sent in
  // tiny chunks costs linear copying (joining every chunk to all before it would be quadratic).
  let store = Buffer.alloc(0);
  let buffer = store;
  let ended = false;

  /**
   * One more chunk into `buffer`; false at the end of the body. Refused once the head already holds
   * FIELDS_LIMIT_BYTES without what is looked for. The check is on what was buffered before the read, not
   * after: a chunk may carry the last field and much of the file together (a real server's chunks are often
   * 64 KB or more), and that is a normal form, not an oversized head.
   */
  const pull = async (): Promise<boolean> => {
    if (ended) return false;
    if (buffer.length >= FIELDS_LIMIT_BYTES) throw fieldsTooLarge();
    const { done, value } = await reader.read();
    if (done) {
      ended = true;
      return false;
    }
    const length = buffer.length + value.byteLength;
    if (length > store.length) store = Buffer.concat([buffer], Math.max(length, 2 * store.length, 1024));
    store.set(value, buffer.length);
    buffer = store.subarray(0, length);
    return true;
  };
  /**
   * Pulls until `needle` is found at or after `from` in the head; its index. Each search after a pull resumes
   * where the last one stopped (less the needle's length, for a needle split across chunks), so the head is
   * scanned about once, however small its chunks.
   */
  const find = async (needle: Buffer, from: number): Promise<number> => {
    for (let start = from; ;) {
      const at = buffer.indexOf(needle, start);
      if (at >= 0) return at;
      start = Math.max(start, buffer.length - needle.length + 1);
      if (!(await pull())) throw invalid();
    }
  };
  const need = async (length: number) => {
    while (buffer.length < length) if (!(await pull())) throw invalid();
  };

  try {
    const fields = new Map<string, string>(); // a Map: field names like __proto__ stay plain data
    let at = (await find(dashBoundary, 0)) + dashBoundary.length;
    for (;;) {
      await need(at + 2);
      if (buffer.toString("latin1", at, at + 2) === "--") throw invalid("The form has no file field.");
      if (buffer.toString("latin1", at, at + 2) !== "\r\n") throw invalid();
      const headersEnd = await find(Buffer.from("\r\n\r\n"), at + 2);
      const part = dispositionOf(buffer.toString("utf8", at + 2, headersEnd));
      if (!part) throw invalid();
      at = headersEnd + 4;
      // However the chunks fell, the head (fields and the file's part headers) is held to its limit.
      if (at > FIELDS_LIMIT_BYTES) throw fieldsTooLarge();
      if (fields.has(part.name)) throw invalid("A form field is repeated.");
      if (part.name === "file") {
        if (!part.isFile) throw invalid("The file field must be a file.");
        break;
      }
      if (part.isFile) throw invalid("Only one file, in the field named file, is accepted.");
      const end = await find(delimiter, at);
      fields.set(part.name, buffer.toString("utf8", at, end));
      at = end + delimiter.length;
    }

    const maxFileBytes = await options.admit(Object.fromEntries(fields));
    const limit = maxFileBytes + delimiter.length + TRAILER_BYTES;
    if ((options.declaredLength ?? 0) > at + limit) throw options.fileTooLarge();
    // The file's chunks are kept as they come and joined once (joining per chunk would copy 25 MB hundreds of times).
    const chunks: Uint8Array[] = [buffer.subarray(at)];
    let size = chunks[0]!.byteLength;
    if (size > limit) throw options.fileTooLarge();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) throw options.fileTooLarge();
      chunks.push(value);
    }
    ended = true;
    const rest = Buffer.concat(chunks, size);
    const end = rest.indexOf(delimiter);
    if (end < 0) throw invalid();
    // Only the closing delimiter ("--") may follow: S3 ignores fields after the file, we refuse them.
    if (rest.toString("latin1", end + delimiter.length, end + delimiter.length + 2) !== "--")
      throw invalid("Only one file, in the field named file, is accepted, after the other fields.");
    return { fields: Object.fromEntries(fields), file: rest.subarray(0, end) };
  } finally {
    if (!ended) await reader.cancel().catch(() => undefined);
  }
}
