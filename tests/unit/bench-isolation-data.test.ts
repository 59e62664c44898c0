import { describe, expect, it } from "vitest";
import {
  bidderNames,
  multipartFrame,
  OPENSANCTIONS_HEADER,
  sanctionsCsv,
  summarize,
} from "@/scripts/bench/isolation-data";

describe("the isolation bench's data", () => {
  it("writes an OpenSanctions targets.simple.csv of the asked rows, the same for the same seed", () => {
    const { csv, names } = sanctionsCsv(1_000, 1);
    const lines = csv.trimEnd().split("\n");
    expect(lines[0]).toBe(OPENSANCTIONS_HEADER);
    expect(lines).toHaveLength(1_001);
    expect(names).toHaveLength(1_000);
    expect(lines[1]!.split(",")[2]).toBe(names[0]);
    expect(sanctionsCsv(1_000, 1).csv).toBe(csv);
    expect(sanctionsCsv(1_000, 2).csv).not.toBe(csv);
    // ~95 bytes a row: 400,000 rows come to about 37 MB, the size of the attack's lists.
    expect(Buffer.byteLength(csv) / 1_000).toBeGreaterThan(85);
    expect(Buffer.byteLength(csv) / 1_000).toBeLessThan(105);
  });

  it("mixes listed names and strangers among the bidders", () => {
    const listed = sanctionsCsv(100, 3).names;
    const bidders = bidderNames(listed, 1_000, 7);
    expect(bidders).toHaveLength(1_000);
    const known = bidders.filter((bidder) => listed.includes(bidder.name)).length;
    expect(known).toBeGreaterThanOrEqual(500);
    expect(known).toBeLessThan(1_000);
  });

  it("frames a multipart form with the fields before the file", () => {
    const { head, tail } = multipartFrame("b", { key: "k" });
    expect(head.toString()).toBe(
      '--b\r\nContent-Disposition: form-data; name="key"\r\n\r\nk\r\n--b\r\nContent-Disposition: form-data; name="file"; filename="flood.pdf"\r\nContent-Type: application/pdf\r\n\r\n',
    );
    expect(tail.toString()).toBe("\r\n--b--\r\n");
  });

  it("meets the goal only with p99 under 200 ms, max under 1 s and no failed probe", () => {
    const fast = Array.from({ length: 1_000 }, (_, i) => (i < 995 ? 5 : 150));
    expect(summarize(fast, 0)).toEqual({
      samples: 1_000,
      p50Ms: 5,
      p99Ms: 5,
      maxMs: 150,
      errors: 0,
      meetsGoal: true,
    });
    expect(summarize([...fast.slice(1), 1_200], 0)).toMatchObject({ maxMs: 1_200, meetsGoal: false });
    const slowTail = Array.from({ length: 100 }, (_, i) => (i < 97 ? 5 : 400));
    expect(summarize(slowTail, 0)).toMatchObject({ p99Ms: 400, meetsGoal: false });
    expect(summarize(fast, 1).meetsGoal).toBe(false);
    expect(summarize([], 0).meetsGoal).toBe(false);
  });
});
