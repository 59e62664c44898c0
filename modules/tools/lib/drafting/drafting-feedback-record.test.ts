/**
 * Simplified feedback for one chosen bidder, from the evaluation record of the Kenyan works report of the
 * evaluation-record issue: before the "Bidder" input, a note written about one bidder went into every letter.
 * The letter holds that bidder's own results (its 68 marks against the pass mark of 75) and the officer's points,
 * and nothing about the other bidders.
 */
import { describe, expect, it } from "vitest";
import type { ToolRunContext } from "@/lib/results/types";
import { composeFeedback } from "@/modules/tools/lib/drafting/feedback";
import { kenyaWorksReport } from "@/tests/support/evaluation-reports";
import { KENYA } from "@/tests/support/frameworks";

const context = async (values: ToolRunContext["values"]): Promise<ToolRunContext> => ({
  toolId: "simplified_feedback_hub",
  values,
  framework: KENYA,
  documents: [await kenyaWorksReport("supporting")],
  now: new Date("2025-04-22T00:00:00Z"),
});

const words = (section: {
  paragraphs: { text: string }[];
  subsections?: { paragraphs: { text: string }[] }[];
}): string =>
  [...section.paragraphs, ...(section.subsections ?? []).flatMap((sub) => sub.paragraphs)]
    .map((p) => p.text)
    .join(" ");

describe("simplified feedback for a chosen bidder", () => {
  it("writes one letter for the bidder named, with its own score and the officer's points only", async () => {
    const composed = composeFeedback(
      await context({
        feedback_type: "Overall Assessment",
        bidder_category: "Unsuccessful",
        bidder: "Western Highway Builders",
        improvement_areas:
          "- Propose a site agent with five years' experience\n- Attach the roller's log book",
      }),
    );
    expect(composed.draft.sections).toHaveLength(1);
    const letter = words(composed.draft.sections[0]!);
    expect(letter).toMatch(/68/);
    expect(letter).toMatch(/75/);
    expect(letter).toContain("Propose a site agent with five years' experience");
    expect(letter).not.toMatch(/Lurambi|Malava|Ikolomani|84 marks|87 marks|NEMA/);
  });

  it("says which bidders the record holds when the name matches none", async () => {
    const composed = composeFeedback(
      await context({
        feedback_type: "Overall Assessment",
        bidder_category: "Unsuccessful",
        bidder: "Nyali Builders",
      }),
    );
    expect(composed.draft.sections).toEqual([]);
    expect(composed.summary).toMatch(/No bidder called "Nyali Builders".*Western Highway Builders Limited/);
  });
});
