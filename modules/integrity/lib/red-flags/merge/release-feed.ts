import { describeJson, type FaultSink } from "../input-faults";
import { arr, isObj, str, type Obj } from "../ocds";
import type { RedFlagMergeStats } from "../types";
import { compileReleases } from "./ocds-merge";

const MAX_DUPLICATE_SAMPLES = 20;
/** Ocids are quoted in the result (stored, returned, shown) at most this long: a line may hold megabytes of one. */
export const MAX_QUOTED_OCID = 120;
const decoder = new TextDecoder();

export type ReleaseFeedOptions = {
  /** Receives one compiled release per contracting process, in the order its ocid first appeared. */
  emit(release: Obj, line: number): void;
  onFault: FaultSink;
  /** A record with neither a compiled release nor full releases (only linked ones) was left out. */
  onNoCompiledRelease(): void;
  /**
   * Ocids that an earlier reading of the same input found coming back after their compiled release was sent to
   * the calculator: this time they are held and merged instead (see `cameBack`).
   */
  repeated?: ReadonlySet<string>;
  /** Merges one process's releases (compileReleases; replaceable to test a failing merge). */
  compile?: (releases: Obj[]) => Obj;
};

/** `text` cut to `max` characters, the last being "…", without splitting a character written as two units. */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max - 1);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/**
 * An ocid's releases (compiled or not) waiting for the end of the input, kept as their bytes (about the size of
 * the upload), in input order; `compiled` and `releases` count the two kinds.
 */
type Pending = { line: number; items: Uint8Array[]; compiled: number; releases: number };

const encoder = new TextEncoder();

const isCompiled = (release: Obj) => {
  const tag = release.tag;
  return tag === "compiled" || (arr(tag)?.includes("compiled") ?? false);
};

/** A linked release (url, date, tag) points to a release published elsewhere: it cannot be merged here. */
const isFullRelease = (value: unknown): value is Obj =>
  isObj(value) && Object.keys(value).some((key) => key !== "url" && key !== "date" && key !== "tag");

/**
 * Turns what the reader finds into compiled releases for the indicators, one per contracting process (ocid), as
 * ocdskit's `compile` does: all of an ocid's releases, compiled or not, are merged by OCDS 1.1's rules in order of
 * `date` (merge/ocds-merge.ts drops their tags), so the latest snapshot wins and later updates are merged on top
 * of a compiled release. An ocid published in one release only is used as published, so data Cardinal reads as
 * compiled (JSON lines without a tag) gives Cardinal's results. A record's compiled release counts as a compiled
 * release; a record without one is compiled from its full releases, and one with linked releases only is counted
 * as having no compiled release. An ocid given more than once with a compiled release among its releases is
 * reported (stats.duplicateOcids), since a file usually holds one of each.
 *
 * Memory: compiled releases (and records) stream to the calculator until the first release to merge; from then on
 * the input is held until its end, so that processes still reach the calculator in order of first appearance (the
 * first currency seen is the one compared). The calculator cannot take a process back, so an ocid that comes back
 * after its compiled release was sent is only noted (`cameBack`): the caller reads the input again, passing those
 * ocids as `repeated`, and they are held from their first appearance that time.
 */
export class ReleaseFeed {
  readonly stats: RedFlagMergeStats = {
    releasesMerged: 0,
    compiledReleases: 0,
    duplicateOcids: 0,
    duplicateOcidSamples: [],
  };
  /** Lines or items that were objects (something to compute on). */
  usable = 0;
  /** Ocids that came back after their compiled release was sent: this reading's result is not to be used. */
  readonly cameBack = new Set<string>();
  private readonly sent = new Set<string>();
  private readonly duplicates = new Set<string>();
  private readonly pending = new Map<string, Pending>();
  private readonly repeated: ReadonlySet<string>;
  private readonly compile: (releases: Obj[]) => Obj;
  private holding = false;

  constructor(private readonly options: ReleaseFeedOptions) {
    this.repeated = options.repeated ?? new Set();
    this.compile = options.compile ?? ((releases) => compileReleases(releases));
  }

  /** An item of a release package or JSON array, or a JSON line. */
  release(value: unknown, line: number, bytes: Uint8Array) {
    if (!isObj(value)) return this.notAnObject("a release", value, line);
    this.usable++;
    const ocid = str(value.ocid);
    // Without an ocid there is nothing to merge by: the calculator counts it as missing its ocid.
    if (ocid === undefined) return this.options.emit(value, line);
    this.take(ocid, value, line, () => bytes.slice(), isCompiled(value));
  }

  /** An item of a record package. */
  record(value: unknown, line: number) {
    if (!isObj(value)) return this.notAnObject("a record", value, line);
    if (Object.hasOwn(value, "compiledRelease")) {
      const compiled = value.compiledRelease;
      if (!isObj(compiled)) return this.notAnObject("the record's compiled release", compiled, line);
      this.usable++;
      const ocid = str(compiled.ocid);
      if (ocid === undefined) return this.options.emit(compiled, line);
      return this.take(ocid, compiled, line, () => encoder.encode(JSON.stringify(compiled)), true);
    }
    this.usable++;
    const releases = (arr(value.releases) ?? []).filter(isFullRelease);
    if (releases.length === 0) return this.options.onNoCompiledRelease();
    const merged = releases.length === 1 ? releases[0]! : this.merge(releases, str(value.ocid), line);
    if (!merged) return;
    this.stats.releasesMerged += releases.length;
    this.stats.compiledReleases++;
    const ocid = str(merged.ocid) ?? str(value.ocid);
    const compiled = merged.ocid === undefined && ocid ? { ...merged, ocid } : merged;
    if (ocid === undefined) return this.options.emit(compiled, line);
    this.take(ocid, compiled, line, () => encoder.encode(JSON.stringify(compiled)), true);
  }

  /**
   * Merges the held releases and sends every held process to the calculator. A process whose merge fails is left
   * out with a warning on its first line: the others are still computed.
   */
  end() {
    for (const [ocid, entry] of this.pending) {
      const releases = entry.items.map((bytes) => JSON.parse(decoder.decode(bytes)) as Obj);
      const compiled = releases.length === 1 ? releases[0]! : this.merge(releases, ocid, entry.line);
      if (!compiled) continue;
      if (entry.releases > 0) this.stats.compiledReleases++;
      this.options.emit(compiled, entry.line);
    }
    this.pending.clear();
  }

  /** One process's releases merged, or undefined (with a warning) when merging them fails. */
  private merge(releases: Obj[], ocid: string | undefined, line: number): Obj | undefined {
    try {
      return this.compile(releases);
    } catch (error) {
      // Not expected of data the readers let through (see MAX_NESTING_DEPTH); one process is lost, not the job.
      const name = ocid === undefined ? "" : ` "${shorten(ocid, MAX_QUOTED_OCID)}"`;
      const why = error instanceof RangeError ? ": its data is too deeply nested or too large" : "";
      this.options.onFault({
        reason: "merge_failed",
        line,
        message: `the releases of the contracting process${name} could not be merged${why}; it was left out`,
      });
      return undefined;
    }
  }

  /** The merge's figures, when the input had releases to merge or repeated ocids; otherwise undefined. */
  summary(): RedFlagMergeStats | undefined {
    return this.stats.releasesMerged > 0 || this.stats.duplicateOcids > 0 ? this.stats : undefined;
  }

  private take(ocid: string, release: Obj, line: number, bytes: () => Uint8Array, compiled: boolean) {
    if (this.sent.has(ocid)) {
      // Already folded into the calculator, which cannot take it back: noted for a second reading.
      this.cameBack.add(ocid);
      return this.duplicate(ocid);
    }
    const entry = this.pending.get(ocid);
    if (!entry && compiled && !this.holding && !this.repeated.has(ocid)) {
      this.sent.add(ocid);
      return this.options.emit(release, line);
    }
    this.holding = true;
    if (!compiled) this.stats.releasesMerged++;
    if (!entry) {
      this.pending.set(ocid, { line, items: [bytes()], compiled: +compiled, releases: +!compiled });
      return;
    }
    if (compiled || entry.compiled > 0) this.duplicate(ocid);
    entry.items.push(bytes());
    if (compiled) entry.compiled++;
    else entry.releases++;
  }

  private duplicate(ocid: string) {
    if (this.duplicates.has(ocid)) return;
    this.duplicates.add(ocid);
    this.stats.duplicateOcids++;
    if (this.stats.duplicateOcidSamples.length < MAX_DUPLICATE_SAMPLES)
      this.stats.duplicateOcidSamples.push(shorten(ocid, MAX_QUOTED_OCID));
  }

  private notAnObject(what: string, value: unknown, line: number) {
    this.options.onFault({
      reason: "not_an_object",
      line,
      message: `expected ${what} (a JSON object), found ${describeJson(value)}`,
    });
  }
}
