/**
 * The abnormally low bid check on the Kenyan works report of the evaluation-record issue (Word, merged cells):
 * only bids that passed every stage are peers. Ikolomani (non-responsive at the preliminary stage for an expired
 * NEMA licence, said in a paragraph apart from the price tables) and Western Highway (68 marks against the pass
 * mark of 75) were counted as peers before the check used the evaluation record. The clarification letter to a
 * flagged bidder names no other bidder.
 */
import { describe, expect, it } from "vitest";
import type { AttachedDocument, ToolRunContext } from "@/lib/results/types";
import { abnormallyLowBidEngine } from "@/modules/tools/lib/abnormally-low/engine";
import { readDocumentBids } from "@/modules/tools/lib/abnormally-low/document-bids";
import { kenyaWorksReport } from "@/tests/support/evaluation-reports";
import { KENYA } from "@/tests/support/frameworks";

const context = (values: ToolRunContext["values"], documents: AttachedDocument[]): ToolRunContext => ({
  toolId: "abnormally_low_bid_check",
  values,
  framework: KENYA,
  documents,
  now: new Date("2025-04-20T00:00:00Z"),
});

describe("abnormally low bid check with the evaluation record", () => {
  it("leaves the bids that failed a stage out of the peers, with the stage and its reason", async () => {
    const report = await kenyaWorksReport("subject");
    const read = readDocumentBids(context({ methodology: "hybrid" }, [report]));
    expect(read.bids.map((bid) => bid.bidder)).toEqual([
      "Lurambi Contractors Limited",
      "Malava Roadworks & General Supplies Ltd",
    ]);
    const excluded = read.excluded.join("\n");
    expect(excluded).toMatch(/Ikolomani Engineering Company Ltd \(failed the preliminary .*NEMA/);
    expect(excluded).toMatch(/Western Highway Builders Limited \(failed the technical evaluation/);
  });

  it("writes a clarification letter that names only its addressee", async () => {
    const report = await kenyaWorksReport("subject");
    // An estimate far above the bids flags them against it: each letter goes to one bidder.
    const out = await abnormallyLowBidEngine.run(
      context({ methodology: "hybrid", estimated_value: { amount: "40000000", currency: "KES" } }, [report]),
    );
    const flagged = out.findings!.filter((finding) => finding.status !== "pass");
    expect(flagged.length).toBeGreaterThan(0);
    for (const finding of flagged) {
      const others = ["Lurambi", "Malava", "Ikolomani", "Western Highway"].filter(
        (name) => !finding.title.startsWith(name),
      );
      for (const other of others) expect(finding.recommendation).not.toContain(other);
    }
    // Under s.82 the tender sum is the one read out, not the committee's corrected 24,311,744.00.
    expect(flagged[0]!.recommendation).toContain("Your tender sum of KES 23,812,712.00");
  });
});
