// Input formats and malformed input: every format gives the same result; bad input is a RedFlagInputError.
import { readFileSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { computeRedFlags, RedFlagInputError } from "@/modules/integrity/lib/red-flags";

const DIR = path.resolve("tests/fixtures/cardinal");
// Cardinal's cases reuse short ocids ("open", "A"): prefixed so that each release is its own process here.
const releases = ["R024", "R028", "R035", "R038"].flatMap((code) =>
  readFileSync(path.join(DIR, `${code}.jsonl`), "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as { ocid: string })
    .map((release) => ({ ...release, ocid: `${code}-${release.ocid}` })),
);
const jsonl = releases.map((r) => JSON.stringify(r)).join("\n") + "\n";

/** Splits text into small byte chunks so that items and lines straddle chunk boundaries. */
function* chunked(text: string, size = 7): Generator<Uint8Array> {
  const bytes = Buffer.from(text, "utf8");
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

const stripStats = (result: Awaited<ReturnType<typeof computeRedFlags>>) =>
  Object.fromEntries(Object.entries(result).filter(([key]) => key !== "stats"));

async function rejection(input: string | Iterable<Uint8Array>, opts = {}): Promise<RedFlagInputError> {
  const error = await computeRedFlags(typeof input === "string" ? [input] : input, {}, opts).catch((e) => e);
  expect(error).toBeInstanceOf(RedFlagInputError);
  return error as RedFlagInputError;
}

describe("input formats", () => {
  it("JSON lines, a release package, a record package and an array give the same result", async () => {
    const expected = await computeRedFlags([jsonl]);
    expect(expected.stats.format).toBe("jsonl");
    expect(Object.keys(expected.OCID ?? {}).length).toBeGreaterThan(0);
    const releasePackage = JSON.stringify(
      { uri: "https://example.com", publisher: { name: "P [x] {y}" }, releases, version: "1.1" },
      null,
      2,
    );
    const recordPackage = JSON.stringify({
      version: "1.1",
      records: releases.map((r) => ({ ocid: r.ocid, releases: [{ url: "u" }], compiledRelease: r })),
    });
    for (const [text, format] of [
      [jsonl, "jsonl"],
      [releasePackage, "release_package"],
      [recordPackage, "record_package"],
      [JSON.stringify(releases), "array"],
    ] as const) {
      const result = await computeRedFlags(chunked(text));
      expect(result.stats.format).toBe(format);
      expect(result.stats.releases).toBe(releases.length);
      expect(stripStats(result)).toEqual(stripStats(expected));
    }
  });

  it("reads Node streams, web streams and string chunks; skips blank lines and a byte order mark", async () => {
    const expected = stripStats(await computeRedFlags([jsonl]));
    expect(stripStats(await computeRedFlags(Readable.from(chunked(jsonl, 100))))).toEqual(expected);
    expect(stripStats(await computeRedFlags(Readable.toWeb(Readable.from(chunked(jsonl, 100)))))).toEqual(
      expected,
    );
    const messy = "\ufeff\n" + jsonl.replaceAll("\n", "\r\n\n  \n");
    expect(stripStats(await computeRedFlags(chunked(messy, 5)))).toEqual(expected);
  });

  it("counts releases it cannot use instead of failing", async () => {
    const result = await computeRedFlags([
      '{"id":"no ocid"}\n{"ocid":"x","tender":{"status":"cancelled"}}\n{"ocid":"y"}\n',
    ]);
    expect(result.stats).toMatchObject({
      releases: 3,
      processes: 1,
      skipped: { missingOcid: 1, cancelled: 1, excludedMethodDetails: 0 },
    });
  });
});

/** Runs an input that must finish; returns its stats. */
async function finished(input: string | Iterable<Uint8Array>, opts = {}) {
  return (await computeRedFlags(typeof input === "string" ? [input] : input, {}, opts)).stats;
}

describe("a bad line is skipped with a warning; the job goes on", () => {
  it("a line that is not JSON: its line number and fault, the others read", async () => {
    const stats = await finished('{"ocid":"a"}\n\n{"ocid":\n{"ocid":"b"}\n');
    expect(stats.processes).toBe(2);
    expect(stats.skippedLines).toBe(1);
    expect(stats.lineWarnings).toHaveLength(1);
    expect(stats.lineWarnings![0]!.line).toBe(3);
    expect(stats.lineWarnings![0]!.message).toMatch(/^the line is not valid JSON \(/);
  });

  it("a good input has no warnings", async () => {
    expect(await finished(jsonl)).toMatchObject({ skippedLines: 0, lineWarnings: [] });
  });

  it("lines that are not objects, invalid UTF-8 and lines over the limit", async () => {
    const bytes = Buffer.concat([
      Buffer.from('{"ocid":"a"}\n[1,2]\n"text"\n{"ocid":"caf'),
      Buffer.from([0xe9]), // Latin-1 é: not UTF-8
      Buffer.from(`"}\n{"ocid":"${"x".repeat(500)}"}\n{"ocid":"b"}`),
    ]);
    const pieces = Array.from({ length: Math.ceil(bytes.length / 16) }, (_, i) =>
      bytes.subarray(i * 16, i * 16 + 16),
    );
    const exact = await finished(pieces, { maxLineBytes: 100 });
    expect(exact.processes).toBe(2);
    expect(exact.lineWarnings).toEqual([
      { line: 2, message: "expected a release (a JSON object), found an array" },
      { line: 3, message: "expected a release (a JSON object), found a string" },
      { line: 4, message: "the line is not valid UTF-8" },
      { line: 5, message: "the line is longer than the limit of 100 bytes" },
    ]);
  });

  it("a line over the limit is skipped without being kept whole, across chunks", async () => {
    const text = `{"ocid":"a"}\n{"ocid":"${"x".repeat(500)}"}\n{"ocid":"b"}\n`;
    const stats = await finished(chunked(text, 16), { maxLineBytes: 100 });
    expect(stats.processes).toBe(2);
    expect(stats.lineWarnings).toEqual([
      { line: 2, message: "the line is longer than the limit of 100 bytes" },
    ]);
  });

  it("a stray quote on line 1 is reported on line 1, in any chunking", async () => {
    const second = '{"ocid":"ocds-2","tender":{"status":"active"}}';
    for (const first of [
      '{"ocid":"ocds-1}',
      '{"ocid": "ocds-1", "tender": {"status": "active}}',
      '{"ocid": "ocds-1", "buyer": {"name": "Kenya Rural Roads Authority}, "tag": ["compiled"]}',
      '{"ocid": "ocds-1"',
      '{ocid": "ocds-1"}',
    ]) {
      for (const size of [1, 7, 4096]) {
        const stats = await finished(chunked(`${first}\n${second}\n`, size));
        expect(stats.format).toBe("jsonl");
        expect(stats.processes).toBe(1);
        expect(stats.lineWarnings?.map((w) => w.line)).toEqual([1]);
      }
    }
  });

  it("keeps the first 100 warnings and counts them all", async () => {
    const lines = Array.from({ length: 150 }, (_, i) => `{"ocid": "bad-${i}"`);
    const stats = await finished([...lines, '{"ocid":"good"}'].join("\n"));
    expect(stats.processes).toBe(1);
    expect(stats.skippedLines).toBe(150);
    expect(stats.lineWarnings).toHaveLength(100);
    expect(stats.lineWarnings!.at(-1)!.line).toBe(100);
  });

  it("packages: an unreadable item, a non-object item and an oversized item are skipped", async () => {
    const stats = await finished(
      '{"releases": [\n{"ocid":"a"},\n{"ocid": nope},\n5, "x", null,\n{"ocid":"b"}\n]}',
    );
    expect(stats.processes).toBe(2);
    expect(stats.lineWarnings?.map((w) => [w.line, w.message.replace(/ \(.*/, "")])).toEqual([
      [3, 'item 2 of "releases" is not valid JSON'],
      [4, 'item 3 of "releases" is not a JSON object'],
      [4, 'item 4 of "releases" is not a JSON object'],
      [4, 'item 5 of "releases" is not a JSON object'],
    ]);
    const big = await finished(chunked(`{"releases": [{"ocid":"${"x".repeat(200)}"},\n {"ocid":"a"}]}`, 8), {
      maxLineBytes: 100,
    });
    expect([big.processes, big.lineWarnings]).toEqual([
      1,
      [{ line: 1, message: 'item 1 of "releases" is larger than the limit of 100 bytes' }],
    ]);
    const records = await finished(
      '{"records": [{"ocid":"a","compiledRelease": 3}, {"ocid":"b","compiledRelease":{"ocid":"b"}}]}',
    );
    expect(records.processes).toBe(1);
    expect(records.lineWarnings![0]!.message).toBe(
      "expected the record's compiled release (a JSON object), found a number",
    );
  });
});

describe("input that cannot be read at all fails the job", () => {
  it("every line bad: the first fault, with the count of the others", async () => {
    const error = await rejection('{"ocid": "a}\n[1]\n{"ocid":\n');
    expect([error.reason, error.line]).toEqual(["invalid_json", 1]);
    expect(error.message).toMatch(
      /^Line 1: the line is not valid JSON .*\(and 2 more lines could not be read\)$/,
    );
    const items = await rejection('{"releases": [1, 2]}');
    expect([items.reason, items.message]).toEqual([
      "not_an_object",
      'Line 1: item 1 of "releases" is not a JSON object (and 1 more lines could not be read)',
    ]);
  });

  it("an input over the caller's size limit is refused", async () => {
    const error = await rejection(chunked(jsonl, 64), { maxBytes: 1000 });
    expect(error.reason).toBe("input_too_large");
  });

  it("packages whose structure is broken: truncated, data after the end", async () => {
    const truncated = await rejection('{"releases": [{"ocid":"a"},\n{"ocid":"b"}');
    expect([truncated.reason, truncated.line]).toEqual(["invalid_package", 2]);
    expect(truncated.message).toContain("ends early");
    expect((await rejection('[{"ocid":"a"}, {"ocid":"b"')).message).toContain("ends early");
    // A stray quote breaks a package's structure: named on the line where the text began, not at the end.
    const pretty =
      '{\n  "releases": [\n    {"ocid": "a", "buyer": {"name": "Kenya Power}},\n    {"ocid": "b"}\n  ]\n}\n';
    const quote = await rejection(pretty);
    expect([quote.reason, quote.line]).toEqual(["invalid_package", 3]);
    expect(quote.message).toBe(
      "Line 3: a quoted text is not closed on its line (a quote is missing or extra)",
    );
    expect((await rejection('{"releases": [{"ocid": "a}]}\n{"releases": []}\n')).line).toBe(1);
    expect((await rejection('{"releases": [{"ocid":"a"}]} [{"ocid":"b"}]')).message).toContain(
      "unexpected data after the end",
    );
  });

  it("empty input and unknown formats", async () => {
    expect((await rejection("  \n ")).reason).toBe("empty_input");
    const csv = await rejection("\nocid,buyer\n");
    expect([csv.reason, csv.line]).toEqual(["unknown_format", 2]);
  });
});
