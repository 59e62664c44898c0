import { describe, expect, it } from "vitest";
import {
  compareDrafts,
  compareLines,
  findSection,
  replaceSection,
} from "@/modules/tools/lib/drafting/compare";
import type { Draft } from "@/lib/results/draft";

const before: Draft = {
  title: "Terms of Reference",
  basis: "Standard structure",
  sections: [
    { id: "background", heading: "Background", paragraphs: [{ text: "The Ministry needs 100 laptops." }] },
    {
      id: "scope",
      heading: "Scope of Supply",
      paragraphs: [{ text: "Deliver laptops to the county offices." }, { text: "Warranty of one year." }],
      subsections: [{ id: "scope-delivery", heading: "Delivery", paragraphs: [{ text: "Within 60 days." }] }],
    },
    { id: "old", heading: "Annex", paragraphs: [{ text: "Old annex." }] },
    { id: "payment", heading: "Payment", paragraphs: [{ text: "On delivery." }] },
  ],
};

const after: Draft = {
  title: "Terms of Reference",
  basis: "Standard structure",
  sections: [
    { id: "background", heading: "Background", paragraphs: [{ text: "The Ministry needs 200 laptops." }] },
    {
      id: "scope",
      heading: "Scope of Supply",
      paragraphs: [{ text: "Deliver laptops to the county offices." }, { text: "Warranty of one year." }],
      subsections: [{ id: "scope-delivery", heading: "Delivery", paragraphs: [{ text: "Within 60 days." }] }],
    },
    // Matched by heading: the id changed.
    { id: "payment-terms", heading: "payment", paragraphs: [{ text: "On delivery." }, { text: "Net 30." }] },
    { id: "training", heading: "Training", paragraphs: [{ text: "Train 10 staff." }] },
  ],
};

describe("compareDrafts", () => {
  const comparison = compareDrafts(before, after);
  const byId = Object.fromEntries(comparison.sections.map((section) => [section.id, section]));

  it("marks each section added, removed, changed or same, in the newer draft's order", () => {
    expect(comparison.sections.map((section) => [section.number, section.id, section.status])).toEqual([
      ["1", "background", "changed"],
      ["2", "scope", "same"],
      ["2.1", "scope-delivery", "same"],
      ["3", "old", "removed"],
      ["3", "payment-terms", "changed"],
      ["4", "training", "added"],
    ]);
    expect(comparison.counts).toEqual({ added: 1, removed: 1, changed: 2, same: 2 });
  });

  it("gives word-level changes for a changed paragraph", () => {
    expect(byId.background!.paragraphs).toEqual([
      {
        status: "changed",
        before: "The Ministry needs 100 laptops.",
        after: "The Ministry needs 200 laptops.",
        words: [
          { kind: "same", text: "The Ministry needs " },
          { kind: "removed", text: "100" },
          { kind: "added", text: "200" },
          { kind: "same", text: " laptops." },
        ],
      },
    ]);
  });

  it("matches by heading when the id differs and shows an added paragraph", () => {
    expect(byId["payment-terms"]!.previousHeading).toBe("Payment");
    expect(byId["payment-terms"]!.paragraphs.map((p) => p.status)).toEqual(["same", "added"]);
    expect(byId.old!.paragraphs).toEqual([{ status: "removed", before: "Old annex." }]);
    expect(byId.training!.paragraphs).toEqual([{ status: "added", after: "Train 10 staff." }]);
  });

  it("says a draft compared with itself is the same throughout", () => {
    const same = compareDrafts(before, before);
    expect(same.sections.every((section) => section.status === "same")).toBe(true);
  });

  it("compares table rows as lines", () => {
    const withTable = (row: string[]): Draft => ({
      ...before,
      sections: [
        { id: "t", heading: "Items", paragraphs: [], tables: [{ columns: ["Item", "Qty"], rows: [row] }] },
      ],
    });
    const result = compareDrafts(withTable(["Laptop", "100"]), withTable(["Laptop", "200"]));
    expect(result.sections[0]!.paragraphs.map((p) => p.status)).toEqual(["same", "changed"]);
  });
});

describe("compareLines", () => {
  it("pairs removed and added lines as changed, leftovers as removed or added", () => {
    expect(compareLines(["a", "b c", "d"], ["a", "b x", "e", "f"]).map((p) => p.status)).toEqual([
      "same",
      "changed",
      "changed",
      "added",
    ]);
  });
});

describe("replaceSection", () => {
  it("replaces one section by id and keeps the others (and the input) as they were", () => {
    const replaced = replaceSection(before, {
      id: "background",
      heading: "Background",
      paragraphs: [{ text: "Regenerated." }],
    });
    expect(replaced!.sections[0]!.paragraphs).toEqual([{ text: "Regenerated." }]);
    expect(replaced!.sections.slice(1)).toEqual(before.sections.slice(1));
    expect(before.sections[0]!.paragraphs[0]!.text).toBe("The Ministry needs 100 laptops.");
  });

  it("replaces a subsection, and keeps a section's subsections when the new one has none", () => {
    const sub = replaceSection(before, {
      id: "scope-delivery",
      heading: "Delivery",
      paragraphs: [{ text: "30 days." }],
    });
    expect(findSection(sub!, "scope-delivery")!.paragraphs).toEqual([{ text: "30 days." }]);
    expect(findSection(sub!, "scope")!.paragraphs).toEqual(before.sections[1]!.paragraphs);
    const top = replaceSection(before, { id: "scope", heading: "Scope", paragraphs: [] });
    expect(findSection(top!, "scope")!.subsections).toEqual(before.sections[1]!.subsections);
  });

  it("answers null for an unknown section", () => {
    expect(replaceSection(before, { id: "nope", heading: "x", paragraphs: [] })).toBeNull();
  });
});
