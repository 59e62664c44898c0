import { describeJson, type FaultSink } from "../input-faults";
import { arr, isObj, str, type Obj } from "../ocds";
import type { RedFlagMergeStats } from "../types";
import { compileReleases } from "./ocds-merge";

const MAX_DUPLICATE_SAMPLES = 20;
const decoder = new TextDecoder();

export type ReleaseFeedOptions = {
  /** Receives one compiled release per contracting process, in the order its ocid first appeared. */
  emit(release: Obj, line: number): void;
  onFault: FaultSink;
  /** A record with neither a compiled release nor full releases (only linked ones) was left out. */
  onNoCompiledRelease(): void;
};

/** The ocid's releases waiting for the end of the input, kept as their bytes (about the size of the upload). */
type Pending = { line: number; compiled?: Uint8Array; releases: Uint8Array[] };

const isCompiled = (release: Obj) => {
  const tag = release.tag;
  return tag === "compiled" || (arr(tag)?.includes("compiled") ?? false);
};

/** A linked release (url, date, tag) points to a release published elsewhere: it cannot be merged here. */
const isFullRelease = (value: unknown): value is Obj =>
  isObj(value) && Object.keys(value).some((key) => key !== "url" && key !== "date" && key !== "tag");

/**
 * Turns what the reader finds into compiled releases for the indicators, one per contracting process (ocid):
 * - a compiled release (tagged "compiled", or a record's compiledRelease) is used as is; a later one with the
 *   same ocid is left out and reported;
 * - releases are grouped by ocid and merged by OCDS 1.1's rules at the end of the input. An ocid published in one
 *   release only is used as published, so data Cardinal reads as compiled (JSON lines without a tag) gives
 *   Cardinal's results;
 * - a record without a compiled release is compiled from its full releases; one with linked releases only is
 *   counted as having no compiled release.
 * Compiled releases stream to the calculator until the first release to merge; from then on the input is held
 * until its end, so that processes still reach the calculator in order of first appearance (the first currency
 * seen is the one compared).
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
  private readonly seen = new Set<string>();
  private readonly duplicates = new Set<string>();
  private readonly pending = new Map<string, Pending>();
  private holding = false;

  constructor(private readonly options: ReleaseFeedOptions) {}

  /** An item of a release package or JSON array, or a JSON line. */
  release(value: unknown, line: number, bytes: Uint8Array) {
    if (!isObj(value)) return this.notAnObject("a release", value, line);
    this.usable++;
    const ocid = str(value.ocid);
    // Without an ocid there is nothing to merge by: the calculator counts it as missing its ocid.
    if (ocid === undefined) return this.options.emit(value, line);
    if (isCompiled(value)) return this.compiled(ocid, value, line, bytes);
    this.holding = true;
    // The process already has a compiled release: this release is not merged into it.
    if (this.seen.has(ocid)) return this.duplicate(ocid);
    let entry = this.pending.get(ocid);
    if (!entry) this.pending.set(ocid, (entry = { line, releases: [] }));
    this.stats.releasesMerged++;
    entry.releases.push(bytes.slice());
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
      if (this.seen.has(ocid)) return this.duplicate(ocid);
      this.seen.add(ocid);
      return this.options.emit(compiled, line);
    }
    this.usable++;
    const releases = (arr(value.releases) ?? []).filter(isFullRelease);
    if (releases.length === 0) return this.options.onNoCompiledRelease();
    this.stats.releasesMerged += releases.length;
    const compiled = releases.length === 1 ? releases[0]! : compileReleases(releases);
    const ocid = str(compiled.ocid) ?? str(value.ocid);
    if (ocid !== undefined && this.seen.has(ocid)) return this.duplicate(ocid);
    if (ocid !== undefined) this.seen.add(ocid);
    this.stats.compiledReleases++;
    this.options.emit(compiled.ocid === undefined && ocid ? { ...compiled, ocid } : compiled, line);
  }

  /** Merges the held releases and sends every held process to the calculator. */
  end() {
    for (const [, entry] of this.pending) {
      if (entry.compiled) {
        this.options.emit(JSON.parse(decoder.decode(entry.compiled)) as Obj, entry.line);
        continue;
      }
      const releases = entry.releases.map((bytes) => JSON.parse(decoder.decode(bytes)) as Obj);
      this.stats.compiledReleases++;
      this.options.emit(releases.length === 1 ? releases[0]! : compileReleases(releases), entry.line);
    }
    this.pending.clear();
  }

  /** The merge's figures, when the input had releases to merge or repeated ocids; otherwise undefined. */
  summary(): RedFlagMergeStats | undefined {
    return this.stats.releasesMerged > 0 || this.stats.duplicateOcids > 0 ? this.stats : undefined;
  }

  private compiled(ocid: string, release: Obj, line: number, bytes: Uint8Array) {
    if (this.seen.has(ocid)) return this.duplicate(ocid);
    this.seen.add(ocid);
    if (!this.holding) return this.options.emit(release, line);
    // A compiled release stands for the whole process: releases of its ocid are dropped, not merged into it.
    const entry = this.pending.get(ocid);
    if (entry) {
      entry.compiled = bytes.slice();
      this.stats.releasesMerged -= entry.releases.length;
      entry.releases = [];
      this.duplicate(ocid);
    } else this.pending.set(ocid, { line, compiled: bytes.slice(), releases: [] });
  }

  private duplicate(ocid: string) {
    if (this.duplicates.has(ocid)) return;
    this.duplicates.add(ocid);
    this.stats.duplicateOcids++;
    if (this.stats.duplicateOcidSamples.length < MAX_DUPLICATE_SAMPLES)
      this.stats.duplicateOcidSamples.push(ocid);
  }

  private notAnObject(what: string, value: unknown, line: number) {
    this.options.onFault({
      reason: "not_an_object",
      line,
      message: `expected ${what} (a JSON object), found ${describeJson(value)}`,
    });
  }
}
