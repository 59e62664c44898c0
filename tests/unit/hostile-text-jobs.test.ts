import { describe, expect, it } from "vitest";
import { jobNames } from "@/tests/support/hostile-jobs";
import { hostileShard } from "@/tests/support/hostile-run";

describe("the hostile-text jobs split over three files", () => {
  it("puts every job in exactly one of them, and each file gets some", () => {
    const shards = jobNames().map((job, index) => hostileShard(job, index));
    expect(shards).toHaveLength(jobNames().length);
    for (const shard of ["parsers", "review-a", "review-b"]) expect(shards).toContain(shard);
  });
});
