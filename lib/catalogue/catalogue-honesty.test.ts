import { describe, expect, it } from "vitest";
import { TOOLS } from "@/lib/catalogue";
import { isRunnable } from "@/modules/tools/lib/engines";

// Issue 22, item 1: the landing page, the hub's picks, role toolboxes, search and pricing promote catalogue
// tools. Every one of them must run, so none is promoted and then found to be unbuilt after an upload.
describe("the catalogue promotes only tools that run", () => {
  it("has an engine (or the integrity job services) for every catalogue tool", () => {
    expect(TOOLS.length).toBeGreaterThanOrEqual(29);
    expect(TOOLS.filter((tool) => !isRunnable(tool.id)).map((tool) => tool.id)).toEqual([]);
  });
});
