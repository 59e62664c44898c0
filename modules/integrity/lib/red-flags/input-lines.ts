import type { FaultSink, ItemFault } from "./input-faults";

/** Receives each parsed line or package item, with its line number and its bytes (valid UTF-8 JSON). */
export type ReleaseSink = (value: unknown, line: number, bytes: Uint8Array) => void;

const decoder = new TextDecoder("utf-8", { fatal: true });

/**
 * The deepest nesting of objects and arrays read in a line or package item (the item's own braces are level 1).
 * OCDS releases are under 10 levels deep, records 2 more; much deeper data is no release, and walking it (the
 * merge, the indicators) costs stack and time for nothing, so it is skipped with a warning.
 */
export const MAX_NESTING_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `is nested deeper than ${MAX_NESTING_DEPTH} levels`;

/** Whether the JSON text nests objects and arrays deeper than `max` (brackets in strings do not count). */
export function nestedDeeperThan(bytes: Uint8Array, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (inString) {
      if (b === 0x5c)
        i++; // the escaped byte is never a quote that ends the string
      else if (b === 0x22) inString = false;
    } else if (b === 0x22) inString = true;
    else if (b === 0x7b || b === 0x5b) {
      if (++depth > max) return true;
    } else if (b === 0x7d || b === 0x5d) depth--;
  }
  return false;
}

/**
 * Decodes and parses one JSON text; a failure is a fault naming the line, never a throw. Numbers become doubles:
 * an integer id above 2^53 loses its last digits here (Cardinal's serde_json keeps it), which we accept, as ids
 * that long are rare; see merge/ocds-merge.ts `identify`.
 */
export function parseItem(
  bytes: Uint8Array,
  line: number,
  what: string,
): { value: unknown } | { fault: ItemFault } {
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    return { fault: { reason: "invalid_utf8", line, message: `${what} is not valid UTF-8` } };
  }
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { fault: { reason: "invalid_json", line, message: `${what} is not valid JSON (${detail})` } };
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

/**
 * JSON lines: one release per line; blank lines are skipped, as Cardinal does. A line that cannot be read (not
 * UTF-8, not JSON, longer than the limit, nested deeper than MAX_NESTING_DEPTH) is reported to `onFault` with its number and the reader goes on.
 */
export class LineReader {
  private parts: Uint8Array[] = [];
  private length = 0;
  private line = 0;
  /** The current line passed the limit: its bytes are dropped until its end. */
  private tooLong = false;

  constructor(
    private readonly sink: ReleaseSink,
    private readonly onFault: FaultSink,
    private readonly maxLineBytes: number,
  ) {}

  push(chunk: Uint8Array) {
    let start = 0;
    for (;;) {
      const newline = chunk.indexOf(0x0a, start);
      const end = newline === -1 ? chunk.length : newline;
      if (!this.tooLong && this.length + end - start > this.maxLineBytes) {
        this.tooLong = true;
        this.parts = [];
        this.length = 0;
      }
      if (newline === -1) {
        if (end > start && !this.tooLong) {
          // Copied: the caller may reuse its chunk's memory.
          this.parts.push(chunk.slice(start));
          this.length += end - start;
        }
        return;
      }
      if (!this.tooLong) {
        this.parts.push(chunk.subarray(start, end));
        this.length += end - start;
      }
      this.flush();
      start = newline + 1;
    }
  }

  end() {
    if (this.length > 0 || this.tooLong) this.flush();
  }

  private flush() {
    let bytes = concat(this.parts, this.length);
    this.parts = [];
    this.length = 0;
    this.line++;
    if (this.tooLong) {
      this.tooLong = false;
      this.onFault({
        reason: "line_too_long",
        line: this.line,
        message: `the line is longer than the limit of ${this.maxLineBytes} bytes`,
      });
      return;
    }
    if (this.line === 1 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
      bytes = bytes.subarray(3);
    if (isBlank(bytes)) return;
    if (nestedDeeperThan(bytes, MAX_NESTING_DEPTH)) {
      this.onFault({ reason: "too_deep", line: this.line, message: `the line ${TOO_DEEP_MESSAGE}` });
      return;
    }
    const parsed = parseItem(bytes, this.line, "the line");
    if ("fault" in parsed) this.onFault(parsed.fault);
    else this.sink(parsed.value, this.line, bytes);
  }
}
