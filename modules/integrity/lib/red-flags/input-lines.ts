import { RedFlagInputError } from "./errors";

export type ReleaseSink = (value: unknown, line: number) => void;

const decoder = new TextDecoder("utf-8", { fatal: true });

/** Decodes and parses one JSON text, turning failures into errors that name the line. */
export function parseJson(bytes: Uint8Array, line: number, what: string): unknown {
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    throw new RedFlagInputError("invalid_utf8", `${what} is not valid UTF-8`, line);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new RedFlagInputError("invalid_json", `${what} is not valid JSON (${detail})`, line);
  }
}

function isBlank(bytes: Uint8Array): boolean {
  for (const byte of bytes)
    if (byte !== 0x20 && byte !== 0x09 && byte !== 0x0d && byte !== 0x0a) return false;
  return true;
}

function concat(parts: Uint8Array[], length: number): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** JSON lines: one compiled release per line; blank lines are skipped, as Cardinal does. */
export class LineReader {
  private parts: Uint8Array[] = [];
  private length = 0;
  private line = 0;

  constructor(
    private readonly sink: ReleaseSink,
    private readonly maxLineBytes: number,
  ) {}

  push(chunk: Uint8Array) {
    let start = 0;
    for (;;) {
      const newline = chunk.indexOf(0x0a, start);
      const end = newline === -1 ? chunk.length : newline;
      if (this.length + end - start > this.maxLineBytes) {
        throw new RedFlagInputError(
          "line_too_long",
          `the line is longer than the limit of ${this.maxLineBytes} bytes`,
          this.line + 1,
        );
      }
      if (newline === -1) {
        if (end > start) {
          // Copied: the caller may reuse its chunk's memory.
          this.parts.push(chunk.slice(start));
          this.length += end - start;
        }
        return;
      }
      this.parts.push(chunk.subarray(start, end));
      this.length += end - start;
      this.flush();
      start = newline + 1;
    }
  }

  end() {
    if (this.length > 0) this.flush();
  }

  private flush() {
    let bytes = concat(this.parts, this.length);
    this.parts = [];
    this.length = 0;
    this.line++;
    if (this.line === 1 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
      bytes = bytes.subarray(3);
    if (isBlank(bytes)) return;
    this.sink(parseJson(bytes, this.line, "the line"), this.line);
  }
}
