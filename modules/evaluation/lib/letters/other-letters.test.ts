import { describe, expect, it } from "vitest";
import { KENYA, WORLD_BANK } from "@/tests/support/frameworks";
import { kenyanRecord, worldBankRecord } from "../checks/test-records";
import type { EvaluationRecord } from "../record/record";
import { clarificationLetter } from "./clarification";
import { feedbackNote } from "./feedback";
import { sectionText } from "./test-text";

const OPTIONS = {
  framework: KENYA,
  entity: "Kenya Rural Roads Authority",
  date: new Date("2025-06-02T00:00:00Z"),
};

const otherNames = (record: EvaluationRecord, id: string) =>
  record.bidders.filter((bidder) => bidder.id !== id).map((bidder) => bidder.name);

describe("feedback note to one bidder", () => {
  it("tells the bidder below the pass mark its strengths and its shortfall, from its own results only", () => {
    const record = kenyanRecord();
    const note = feedbackNote(record, "b2", OPTIONS);
    const [strengths, improve] = note.subsections!.map(sectionText);
    expect(strengths).toContain("met the requirements of the preliminary (mandatory requirements) stage");
    expect(improve).toContain(
      "Your technical score of 68 marks is below the pass mark of 75 marks (7 marks short of it).",
    );
    expect(improve).toContain("not evaluated at the financial evaluation stage");
    const text = sectionText(note);
    for (const name of otherNames(record, "b2")) expect(text).not.toContain(name);
    expect(text).not.toMatch(/\b(84|79)\b|KES/);
  });

  it("puts a score above the pass mark among the strengths", () => {
    const note = feedbackNote(kenyanRecord(), "b4", OPTIONS);
    expect(sectionText(note.subsections![0]!)).toContain(
      "79 marks met the pass mark of 75 marks (4 marks above it)",
    );
    expect(sectionText(note.subsections![1]!)).toContain("The record notes no stage your tender failed");
  });

  it("quotes the preliminary failure among the areas to improve", () => {
    const note = feedbackNote(kenyanRecord(), "b3", OPTIONS);
    expect(sectionText(note.subsections![1]!)).toContain('"NEMA licence expired on 14 March 2025"');
    expect(sectionText(note.subsections![0]!)).toContain("The record notes no stage your tender passed");
  });
});

describe("clarification of a possibly abnormally low price", () => {
  it("states the bidder's own price against the estimate and cites Kenya's rule, naming no other bidder", () => {
    const record = kenyanRecord();
    record.estimate!.value = 35_000_000;
    const letter = clarificationLetter(record, "b1", { ...OPTIONS, respondWithinDays: 7 });
    const text = sectionText(letter);
    expect(text).toContain(
      "Your tender price of KES 23,812,712.00 is 32.0% below our estimate of KES 35,000,000.00.",
    );
    expect(text).toContain("ITT 37.1-37.6");
    expect(text).toContain("within 7 days");
    for (const name of otherNames(record, "b1")) expect(text).not.toContain(name);
    for (const figure of ["25,104,330", "22,950,500", "21,480,000", "24,311,744"])
      expect(text).not.toContain(figure);
  });

  it("does not average two tenders (the other could be worked out) but averages three or more", () => {
    const record = kenyanRecord();
    record.estimate = null;
    const two = sectionText(clarificationLetter(record, "b1", OPTIONS));
    expect(two).toContain("State the benchmark");
    expect(two).not.toContain("25,104,330");
    for (const [index, id] of ["b2", "b3"].entries()) {
      const bidder = record.bidders.find((item) => item.id === id)!;
      bidder.stages = { ...record.bidders[3]!.stages };
      bidder.readOut = 30_000_000 + index * 1_000_000;
    }
    const three = sectionText(clarificationLetter(record, "b1", OPTIONS));
    expect(three).toContain("the average of the other responsive tenders, KES 28,701,443.33");
    for (const name of otherNames(record, "b1")) expect(three).not.toContain(name);
  });

  it("flags the World Bank's abnormally-low rule as unverified and compares the evaluated price", () => {
    const record = worldBankRecord();
    record.estimate!.value = 3_000_000;
    const letter = clarificationLetter(record, "b1", { framework: WORLD_BANK });
    const text = sectionText(letter);
    expect(text).toContain("USD 1,831,744.00 is 38.9% below");
    expect(text).toContain("unverified – confirm against the official text");
    expect(letter.paragraphs.some((p) => p.source === "rule")).toBe(false);
  });
});
