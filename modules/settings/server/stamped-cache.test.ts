import { describe, expect, it } from "vitest";
import { StampedCache } from "@/modules/settings/server/stamped-cache";

describe("StampedCache", () => {
  it("serves a value only under the stamp it was stored with", () => {
    const cache = new StampedCache<string>(10);
    cache.set("org-a", "7", "Kenya");
    expect(cache.get("org-a", "7")).toBe("Kenya");
    expect(cache.get("org-a", "8")).toBeUndefined();
    expect(cache.get("org-b", "7")).toBeUndefined();
    cache.set("org-a", "8", "Uganda");
    expect(cache.get("org-a", "7")).toBeUndefined();
    expect(cache.get("org-a", "8")).toBe("Uganda");
  });

  it("drops the least recently used key past its bound", () => {
    const cache = new StampedCache<number>(2);
    cache.set("a", "1", 1);
    cache.set("b", "1", 2);
    expect(cache.get("a", "1")).toBe(1); // a is now the most recently used
    cache.set("c", "1", 3);
    expect(cache.size).toBe(2);
    expect(cache.get("b", "1")).toBeUndefined();
    expect(cache.get("a", "1")).toBe(1);
    expect(cache.get("c", "1")).toBe(3);
  });
});
