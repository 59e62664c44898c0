import { RedFlagInputError } from "./errors";
import type { FaultSink } from "./input-faults";
import { MAX_NESTING_DEPTH, parseItem, TOO_DEEP_MESSAGE, type ReleaseSink } from "./input-lines";

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const NEWLINE = 0x0a;

const isSpace = (b: number) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;

export type PackageKind = "releases" | "records";

/**
 * A streaming reader of a release or record package: it walks the bytes once, keeping only string and nesting
 * state, skips the package metadata, and hands each element of the top-level `releases` (or `records`) array
 * to JSON.parse on its own. Memory is bounded by the largest element (`maxItemBytes`), not by the file.
 * A top-level JSON array is read as an array of releases. Packages may follow one another (one per line, as
 * ocdskit and Kingfisher write them, or just concatenated): each is read in turn, all of one kind; their items keep
 * the line numbers of the whole input.
 *
 * An item that cannot be read (invalid JSON or UTF-8, larger than the limit, nested deeper than MAX_NESTING_DEPTH,
 * a number or string instead of an object) is reported to `onFault` and skipped: the brackets and strings around it still delimit it. A package
 * whose structure is broken (truncated, no "releases" or "records", data after its end that is not another
 * package) is refused; a later package with no "releases" or "records" array is skipped with a warning.
 */
export class PackageReader {
  kind: PackageKind | null = null;
  private depth = 0;
  private inString = false;
  private stringLine = 1;
  private escaped = false;
  private line = 1;
  /** Depth of the array being read (the `[` counted), or 0 outside it. */
  private arrayDepth = 0;
  /** At depth 1: reading a key (0), after the key's colon (1), or inside a value (2). */
  private keyPhase: 0 | 1 | 2 = 0;
  private key: number[] | null = null;
  private lastKey = "";
  private item: Uint8Array[] | null = null;
  private itemLength = 0;
  private itemStart = -1;
  private itemLine = 0;
  private items = 0;
  private done = false;
  /** The current package has its "releases" or "records" array (kind tells which one the first package had). */
  private packageHasItems = false;
  private packageLine = 1;
  private packages = 0;
  /** The item is over the size limit: its bytes are dropped until its end. */
  private itemTooLong = false;
  /** The item nests deeper than MAX_NESTING_DEPTH: its bytes are dropped until its end. */
  private itemTooDeep = false;
  /** Inside an item that is a number, string, boolean or null (skipped up to the next comma or bracket). */
  private scalarItem = false;
  /** Sniffing: the text cannot be one JSON document (a raw newline in a string, an object where a key belongs). */
  private notOneDocument = false;

  constructor(
    private readonly sink: ReleaseSink,
    private readonly maxItemBytes: number,
    /** Only find out whether this is a package: stop at the "releases"/"records" key or the first object's end. */
    private readonly sniff = false,
    private readonly onFault: FaultSink = () => undefined,
  ) {}

  /**
   * In sniff mode: true once the answer is known (`kind` set for a package; null for a lone object, or for text
   * that cannot be a single JSON document, such as a JSON line with a stray quote).
   */
  get decided(): boolean {
    return this.kind !== null || this.done || this.notOneDocument;
  }

  push(chunk: Uint8Array) {
    this.itemStart = this.item ? 0 : -1;
    for (let i = 0; i < chunk.length; i++) {
      if (this.sniff && this.decided) return;
      const b = chunk[i]!;
      if (b === NEWLINE) {
        this.line++;
        // JSON strings cannot hold a raw line break: a quote is missing or extra on the line the text began.
        // Sniffing, that means JSON lines; in a package, its structure is lost from there on.
        if (this.inString && this.sniff) this.notOneDocument = true;
        else if (this.inString) {
          throw new RedFlagInputError(
            "invalid_package",
            "a quoted text is not closed on its line (a quote is missing or extra)",
            this.stringLine,
          );
        }
      }
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (b === BACKSLASH) this.escaped = true;
        else if (b === QUOTE) {
          this.inString = false;
          if (this.key) {
            this.lastKey = String.fromCharCode(...this.key);
            this.key = null;
          }
        } else if (this.key && this.key.length < 16) this.key.push(b);
        continue;
      }
      if (isSpace(b)) continue;
      if (this.done) {
        // Another package may follow an object package; anything else after one is an error.
        if (b !== 0x7b || this.arrayDepth !== 0)
          throw this.error("unexpected data after the end of the package");
        this.startPackage();
      }
      if (this.depth === this.arrayDepth && this.arrayDepth > 0) {
        if (b === 0x5d || b === 0x2c) this.scalarItem = false;
        else if (b === 0x7b || b === 0x5b) {
          this.item = [];
          this.itemLength = 0;
          this.itemTooLong = false;
          this.itemTooDeep = false;
          this.itemStart = i;
          this.itemLine = this.line;
        } else if (!this.scalarItem) {
          this.scalarItem = true;
          this.items++;
          this.onFault({
            reason: "not_an_object",
            line: this.line,
            message: `item ${this.items} of "${this.kind}" is not a JSON object`,
          });
        }
      }
      this.structural(b, i, chunk);
    }
    if (this.item && this.itemStart >= 0) this.keep(chunk.slice(this.itemStart));
  }

  private structural(b: number, i: number, chunk: Uint8Array) {
    if (this.depth === 0) {
      if (b === 0xef || b === 0xbb || b === 0xbf) return; // a UTF-8 byte order mark
      this.packages++;
      this.packageLine = this.line;
      if (b === 0x5b) {
        this.kind = "releases";
        this.arrayDepth = 1;
      } else if (b !== 0x7b) throw this.error("expected a release or record package (a JSON object)");
      this.depth = 1;
      return;
    }
    if (this.depth === 1 && this.arrayDepth !== 1) {
      // A value may only follow a key's colon: an object here means lines of objects, not one package.
      if ((b === 0x7b || b === 0x5b) && this.keyPhase !== 1) this.notOneDocument = true;
      if (b === QUOTE && this.keyPhase === 0) {
        this.inString = true;
        this.stringLine = this.line;
        this.key = [];
        return;
      }
      if (b === 0x3a) this.keyPhase = 1;
      else if (b === 0x2c) this.keyPhase = 0;
      else if (b === 0x7d) {
        this.depth = 0;
        this.done = true;
        this.endPackage();
        return;
      } else if (this.keyPhase === 1) {
        this.keyPhase = 2;
        if (b === 0x5b && (this.lastKey === "releases" || this.lastKey === "records")) {
          if (this.packageHasItems) throw this.error('the package has both "releases" and "records"');
          if (this.kind && this.kind !== this.lastKey) {
            const [given, first] = this.kind === "releases" ? ["record", "release"] : ["release", "record"];
            throw this.error(`a ${given} package follows ${first} packages: give packages of one kind`);
          }
          this.kind = this.lastKey;
          this.packageHasItems = true;
          this.arrayDepth = 2;
        }
      }
    }
    if (b === QUOTE) {
      this.inString = true;
      this.stringLine = this.line;
    } else if (b === 0x7b || b === 0x5b) {
      this.depth++;
      // The item's own brackets are its level 1 (the depth tracked here is the whole package's).
      if (this.item && this.depth - this.arrayDepth > MAX_NESTING_DEPTH) {
        this.itemTooDeep = true;
        this.item = [];
      }
    } else if (b === 0x7d || b === 0x5d) {
      this.depth--;
      if (this.item && this.depth === this.arrayDepth) this.finishItem(chunk, i + 1);
      if (this.depth < this.arrayDepth) this.arrayDepth = this.arrayDepth === 1 ? -1 : 0;
      if (this.depth === 0) this.done = true;
    }
  }

  private startPackage() {
    this.done = false;
    this.keyPhase = 0;
    this.lastKey = "";
    this.packageHasItems = false;
  }

  /** The first package without items is refused at the end (not a package); a later one is skipped. */
  private endPackage() {
    if (this.packageHasItems || this.packages === 1 || this.sniff) return;
    this.onFault({
      reason: "invalid_package",
      line: this.packageLine,
      message: `the package has no "${this.kind}" array: it was left out`,
    });
  }

  private keep(part: Uint8Array) {
    this.itemLength += part.length;
    if (this.itemLength > this.maxItemBytes) {
      this.itemTooLong = true;
      this.item = [];
    }
    if (!this.itemTooLong && !this.itemTooDeep) this.item!.push(part);
  }

  private finishItem(chunk: Uint8Array, end: number) {
    this.keep(chunk.subarray(this.itemStart, end));
    const parts = this.item!;
    this.item = null;
    this.itemStart = -1;
    this.items++;
    const what = `item ${this.items} of "${this.kind}"`;
    if (this.itemTooLong) {
      this.onFault({
        reason: "line_too_long",
        line: this.itemLine,
        message: `${what} is larger than the limit of ${this.maxItemBytes} bytes`,
      });
      return;
    }
    if (this.itemTooDeep) {
      this.onFault({ reason: "too_deep", line: this.itemLine, message: `${what} ${TOO_DEEP_MESSAGE}` });
      return;
    }
    const bytes = parts.length === 1 ? parts[0]! : Buffer.concat(parts, this.itemLength);
    const parsed = parseItem(bytes, this.itemLine, what);
    if ("fault" in parsed) this.onFault(parsed.fault);
    else this.sink(parsed.value, this.itemLine, bytes);
  }

  end() {
    if (this.inString || this.depth > 0) throw this.error("the package ends early (truncated JSON)");
    if (!this.kind) throw this.error('not a release or record package: no "releases" or "records" array');
  }

  private error(message: string) {
    return new RedFlagInputError("invalid_package", message, this.line);
  }
}
