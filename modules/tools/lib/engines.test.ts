import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { TOOLS } from "@/lib/catalogue";
import { DRAFTING_ENGINES } from "@/modules/tools/lib/drafting";
import { engineFor, isDraftingTool, TOOL_ENGINES } from "@/modules/tools/lib/engines";

const needing = (need: "orgTemplates" | "priceHistory" | "drafts" | "harvestPrices") =>
  Object.entries(TOOL_ENGINES)
    .filter(([, engine]) => engine?.needs?.[need])
    .map(([id]) => id)
    .sort();

describe("what each engine needs from the runner (ToolEngine.needs)", () => {
  it("the drafting suite's runs are drafts; no other tool's are", () => {
    expect(needing("drafts")).toEqual(Object.keys(DRAFTING_ENGINES).sort());
    for (const tool of TOOLS) expect(isDraftingTool(tool.id)).toBe(tool.id in DRAFTING_ENGINES);
  });

  it("the org's templates go to the bid document, the ToR draft and the template tracker, the price history to market prices", () => {
    expect(needing("orgTemplates")).toEqual([
      "bid_document_customization",
      "specification_tor_draft",
      "template_version_tracker",
    ]);
    expect(needing("priceHistory")).toEqual(["market_price_intelligence"]);
  });

  it("priced schedules join the price history from the three tools that take them", () => {
    expect(needing("harvestPrices")).toEqual([
      "abnormally_low_bid_check",
      "market_price_intelligence",
      "unbalanced_bid_check",
    ]);
    expect(engineFor("unbalanced_bid_check")?.needs?.harvestPrices).toBe(true);
  });

  it("the generic runner names no tool", () => {
    const runner = readFileSync("modules/tools/server/run.ts", "utf8");
    for (const tool of TOOLS) expect(runner, tool.id).not.toContain(`"${tool.id}"`);
  });
});
