// Input formats and malformed input: every format gives the same result; bad input is a RedFlagInputError.
import { readFileSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { computeRedFlags, RedFlagInputError } from "@/modules/integrity/lib/red-flags";

const DIR = path.resolve("tests/fixtures/cardinal");
const releases = ["R024", "R028", "R035", "R038"].flatMap((code) =>
  readFileSync(path.join(DIR, `${code}.jsonl`), "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as { ocid: string }),
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

describe("malformed input", () => {
  it("a line that is not JSON names its line number", async () => {
    const error = await rejection('{"ocid":"a"}\n\n{"ocid":\n');
    expect(error.reason).toBe("invalid_json");
    expect(error.line).toBe(3);
    expect(error.message).toMatch(/^Line 3: the line is not valid JSON/);
    expect(error.code).toBe("invalid_input");
  });

  it("a line that is not an object names its line number", async () => {
    const error = await rejection('{"ocid":"a"}\n[1,2]\n');
    expect(error.reason).toBe("not_an_object");
    expect(error.line).toBe(2);
    expect(error.message).toContain("found an array");
    expect((await rejection('{"ocid":"a"}\n"text"\n')).message).toContain("found a string");
  });

  it("a line over the caller's limit is refused, without reading it whole", async () => {
    const error = await rejection(chunked(`{"ocid":"a"}\n{"ocid":"${"x".repeat(500)}"}\n`, 16), {
      maxLineBytes: 100,
    });
    expect(error.reason).toBe("line_too_long");
    expect(error.line).toBe(2);
  });

  it("an input over the caller's size limit is refused", async () => {
    const error = await rejection(chunked(jsonl, 64), { maxBytes: 1000 });
    expect(error.reason).toBe("input_too_large");
  });

  it("packages: a bad item, a non-object item, an oversized item, truncation and no releases", async () => {
    const bad = await rejection('{"releases": [\n{"ocid":"a"},\n{"ocid": nope}\n]}');
    expect([bad.reason, bad.line]).toEqual(["invalid_json", 3]);
    const scalar = await rejection('{"releases": [{"ocid":"a"}, 5]}');
    expect(scalar.reason).toBe("invalid_package");
    expect(scalar.message).toContain('item 2 of "releases" is not a JSON object');
    const big = await rejection(`{"releases": [{"ocid":"${"x".repeat(200)}"}]}`, { maxLineBytes: 100 });
    expect(big.reason).toBe("line_too_long");
    expect((await rejection('{"releases": [{"ocid":"a"}')).message).toContain("ends early");
    expect((await rejection('{"uri": "x",\n "version": "1.1"}\n{"ocid":"a"}')).reason).toBe("invalid_json");
    const record = await rejection('{"records": [{"ocid":"a","compiledRelease": 3}]}');
    expect(record.reason).toBe("not_an_object");
  });

  it("empty input and unknown formats", async () => {
    expect((await rejection("  \n ")).reason).toBe("empty_input");
    const csv = await rejection("\nocid,buyer\n");
    expect([csv.reason, csv.line]).toEqual(["unknown_format", 2]);
  });
});
