import { createRedFlagCalculator } from "./calculator";
import { RedFlagInputError } from "./errors";
import { SkippedItems, type FaultSink } from "./input-faults";
import { LineReader, type ReleaseSink } from "./input-lines";
import { PackageReader } from "./input-package";
import { ReleaseFeed } from "./merge/release-feed";
import type { RedFlagSettingsInput } from "./settings";
import type { RedFlagResult, RedFlagStats } from "./types";

export type RedFlagInput =
  | AsyncIterable<Uint8Array | string>
  | Iterable<Uint8Array | string>
  | NodeJS.ReadableStream
  | ReadableStream<Uint8Array>;

export type RedFlagInputLimits = {
  /** Refuse inputs larger than this many bytes (default 1 GiB). */
  maxBytes?: number;
  /** Refuse a line (JSON lines) or a package item larger than this many bytes (default 16 MiB). */
  maxLineBytes?: number;
  /**
   * Opens the same input again from its start. Used only when a process's compiled release comes back later in
   * the input (two snapshots of it, or a compiled release then its updates): its earlier form was already counted
   * while streaming, so the input is read a second time with that process held for merging. An array or a string
   * is read again without it; a one-shot stream without it then fails with an error.
   */
  reopen?: () => RedFlagInput | Promise<RedFlagInput>;
};

export const DEFAULT_MAX_BYTES = 1024 ** 3;
export const DEFAULT_MAX_LINE_BYTES = 16 * 1024 ** 2;

type Reader = { push(chunk: Uint8Array): void; end(): void };

async function* chunksOf(input: RedFlagInput): AsyncGenerator<Uint8Array> {
  if (typeof ReadableStream !== "undefined" && input instanceof ReadableStream) {
    const reader = input.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        yield value;
      }
    } finally {
      reader.releaseLock();
    }
  }
  for await (const chunk of input as AsyncIterable<Uint8Array | string>) {
    yield typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk;
  }
}

const isSpace = (b: number) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;

/** Index of the first byte that is not whitespace or a UTF-8 byte order mark, or -1. */
function firstSignificant(chunk: Uint8Array, atStart: boolean): number {
  let i = atStart && chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf ? 3 : 0;
  while (i < chunk.length && isSpace(chunk[i]!)) i++;
  return i < chunk.length ? i : -1;
}

/**
 * Detects the format from the first bytes, then streams: JSON lines of releases, a release package
 * (`{"releases": [...]}`), a record package (`{"records": [...]}`) or a JSON array of releases. An object is a
 * package if it has a top-level "releases" or "records" key; else the input is JSON lines. Text that cannot be one
 * JSON document (a line break inside a string, an object where a key belongs) is JSON lines too, so a first line
 * with a stray quote is reported on line 1. Until that is known (at most one object, within maxLineBytes) chunks
 * are buffered, then replayed.
 */
class Detector implements Reader {
  private pending: Uint8Array[] = [];
  private pendingBytes = 0;
  private reader: Reader | null = null;
  private sniffer: PackageReader | null = null;
  format: RedFlagStats["format"] = null;

  constructor(
    private readonly sink: ReleaseSink,
    private readonly onFault: FaultSink,
    private readonly maxLineBytes: number,
  ) {}

  push(chunk: Uint8Array) {
    if (this.reader) return this.reader.push(chunk);
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    if (!this.sniffer) {
      const start = firstSignificant(chunk, this.pending.length === 1);
      if (start === -1) return;
      const first = chunk[start]!;
      if (first === 0x5b) return this.choose("array");
      if (first !== 0x7b) {
        throw new RedFlagInputError(
          "unknown_format",
          "expected JSON lines of releases, a release package or a record package (JSON must start with '{')",
          this.pending.slice(0, -1).reduce((n, c) => n + c.filter((b) => b === 0x0a).length, 1) +
            chunk.subarray(0, start).filter((b) => b === 0x0a).length,
        );
      }
      this.sniffer = new PackageReader(() => undefined, this.maxLineBytes, true);
      for (const buffered of this.pending) this.sniffer.push(buffered);
    } else this.sniffer.push(chunk);
    this.decide();
  }

  private decide() {
    const sniffer = this.sniffer!;
    if (sniffer.kind) return this.choose(sniffer.kind === "records" ? "record_package" : "release_package");
    if (sniffer.decided) return this.choose("jsonl");
    // No package key within the limit: JSON lines, whose reader skips a first line over the limit with a warning.
    if (this.pendingBytes > this.maxLineBytes) this.choose("jsonl");
  }

  private choose(format: NonNullable<RedFlagStats["format"]>) {
    this.format = format;
    this.reader =
      format === "jsonl"
        ? new LineReader(this.sink, this.onFault, this.maxLineBytes)
        : new PackageReader(this.sink, this.maxLineBytes, false, this.onFault);
    const pending = this.pending;
    this.pending = [];
    for (const chunk of pending) this.reader.push(chunk);
  }

  end() {
    if (!this.reader && this.sniffer) {
      // A lone object that never closed: let the line reader report it as invalid JSON.
      this.choose("jsonl");
    }
    if (!this.reader) throw new RedFlagInputError("empty_input", "the input is empty");
    this.reader.end();
  }
}

/**
 * Streams OCDS data from `input` into the red-flag calculator and returns Cardinal's result shape. Releases are
 * merged into one compiled release per ocid first, as ocdskit's `compile` does (merge/release-feed.ts). A line or
 * package item that cannot be read is skipped with a warning (stats.skippedLines, stats.lineWarnings);
 * RedFlagInputError (line number included where known) is thrown for a package whose structure is broken, an
 * oversized input, or an input with no readable line at all (then the first fault is the error). An input where a
 * process comes back after its compiled release is read twice (see RedFlagInputLimits.reopen).
 */
export async function computeRedFlags(
  input: RedFlagInput,
  settings: RedFlagSettingsInput = {},
  opts: RedFlagInputLimits = {},
): Promise<RedFlagResult> {
  const first = await readOnce(input, settings, opts, new Set());
  if ("result" in first) return first.result;
  const second = await readOnce(await readAgain(input, opts), settings, opts, first.cameBack);
  // The second reading holds every ocid the first found coming back, from its first appearance; no later one can.
  if (!("result" in second)) throw new Error("red flags: a process came back on the second reading");
  return second.result;
}

function readAgain(input: RedFlagInput, opts: RedFlagInputLimits): RedFlagInput | Promise<RedFlagInput> {
  if (opts.reopen) return opts.reopen();
  if (Array.isArray(input) || typeof input === "string") return input;
  throw new Error(
    "red flags: a process's compiled release comes back later in the input, which must then be read again: pass opts.reopen",
  );
}

/** One reading of the input; without a result when ocids came back after being sent (read again, holding them). */
async function readOnce(
  input: RedFlagInput,
  settings: RedFlagSettingsInput,
  opts: RedFlagInputLimits,
  repeated: ReadonlySet<string>,
): Promise<{ result: RedFlagResult } | { cameBack: ReadonlySet<string> }> {
  const maxBytes = opts.maxBytes ?? DEFAULT_MAX_BYTES;
  const calculator = createRedFlagCalculator(settings);
  const skipped = new SkippedItems();
  const feed = new ReleaseFeed({
    emit: (release, line) => calculator.add(release, line),
    onFault: skipped.add,
    onNoCompiledRelease: () => calculator.stats.skipped.noCompiledRelease++,
    repeated,
  });
  const sink: ReleaseSink = (value, line, bytes) => {
    if (detector.format === "record_package") feed.record(value, line);
    else feed.release(value, line, bytes);
  };
  const detector = new Detector(sink, skipped.add, opts.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES);
  let total = 0;
  for await (const chunk of chunksOf(input)) {
    total += chunk.length;
    if (total > maxBytes) {
      throw new RedFlagInputError(
        "input_too_large",
        `the input is larger than the limit of ${maxBytes} bytes`,
      );
    }
    // The format is set before the first item reaches the sink (the sniffer stops at the array's key).
    detector.push(chunk);
  }
  detector.end();
  // Every line was unreadable: there is nothing to compute on, so the job fails with the first fault.
  if (skipped.count > 0 && feed.usable === 0) throw skipped.firstError();
  if (feed.cameBack.size > 0) return { cameBack: feed.cameBack };
  feed.end();
  const result = calculator.finish();
  result.stats.format = detector.format;
  const merge = feed.summary();
  if (merge) result.stats.merge = merge;
  result.stats.skippedLines = skipped.count;
  result.stats.lineWarnings = skipped.warnings;
  return { result };
}
