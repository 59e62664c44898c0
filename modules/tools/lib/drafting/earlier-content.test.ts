import { describe, expect, it } from "vitest";
import type { AttachedDocument } from "@/lib/results/types";
import {
  BORROW_LIMITS,
  borrowFromEarlier,
  earlierSections,
  headingRole,
  isLetterheadLine,
  passagesOf,
} from "@/modules/tools/lib/drafting/earlier-content";
import { EARLIER_TENDER, KENHA_LETTERHEAD } from "@/tests/support/tor-documents";

const NOISE =
  /Nairobi|Industrial Area|P\.O\. Box|Tel:|Email:|TENDER NO|Barabara|Highways Authority|Page 3 of 88/i;

describe("earlier document: sections by meaning, never the letterhead", () => {
  it("reads Scope of Works, Technical Specifications and Warranty; no address line is a heading or text", () => {
    const sections = earlierSections(EARLIER_TENDER);
    expect(sections.map((section) => [section.role, section.heading, section.page])).toEqual([
      ["scope", "SCOPE OF WORKS", "page 2"],
      ["specifications", "TECHNICAL SPECIFICATIONS", "page 3"],
      ["warranty", "WARRANTY", "page 3"],
    ]);
    const text = sections.flatMap((section) => [section.heading, ...section.lines.map((line) => line.text)]);
    expect(text.filter((line) => NOISE.test(line))).toEqual([]);
    // The scope goes on across the page break, after page 3's letterhead.
    expect(sections[0]!.lines.at(-1)).toEqual({ text: "user manuals in English.", page: "page 3" });
  });

  it("headings mean what their words say; place names and contact lines mean nothing", () => {
    expect(headingRole("Scope of Works")).toBe("scope");
    expect(headingRole("Scope of Services, Tasks and Expected Deliverables")).toBe("scope");
    expect(headingRole("Technical Specifications")).toBe("specifications");
    expect(headingRole("Reporting Requirements and Time Schedule for Deliverables")).toBe("reporting");
    expect(headingRole("Nairobi")).toBeNull();
    expect(headingRole("Industrial Area")).toBeNull();
    expect(isLetterheadLine("P.O. Box 30123-00100")).toBe(true);
    expect(isLetterheadLine("Tel: 020 2730000")).toBe(true);
    expect(isLetterheadLine("Email: info@ppra.go.ke")).toBe(true);
    expect(isLetterheadLine("Tender No. MOH/ICT/001/2025")).toBe(true);
    expect(isLetterheadLine("Page 12 of 88")).toBe(true);
    expect(isLetterheadLine("The Supplier shall deliver the computers within 90 days.")).toBe(false);
  });

  it("joins lines broken by the scan into paragraphs, rejoining hyphenated words, and cites each page", () => {
    const passages = passagesOf([
      { text: "The successful tenderer shall deliver the comput-", page: "page 2" },
      { text: "ers to headquarters.", page: "page 2" },
      { text: "All computers shall come with licences and", page: "page 2" },
      { text: "user manuals in English.", page: "page 3" },
      { text: "Processor: Intel Core i5 or equivalent", page: "page 3" },
      { text: "Memory: 16 GB RAM", page: "page 3" },
    ]);
    expect(passages).toEqual([
      { text: "The successful tenderer shall deliver the computers to headquarters.", pages: ["page 2"] },
      {
        text: "All computers shall come with licences and user manuals in English.",
        pages: ["page 2", "page 3"],
      },
      { text: "Processor: Intel Core i5 or equivalent", pages: ["page 3"] },
      { text: "Memory: 16 GB RAM", pages: ["page 3"] },
    ]);
  });

  it("borrows by role with file-and-page citations, within the bounds", () => {
    const borrowed = borrowFromEarlier([EARLIER_TENDER], "Supply and delivery of 40 No. desktop computers");
    expect([...borrowed.byRole.keys()]).toEqual(["scope", "specifications", "warranty"]);
    expect(borrowed.byRole.get("specifications")![0]).toEqual({
      text: "Processor: Intel Core i5 (12th generation) or equivalent",
      citation: "KeNHA ICT tender 2024.pdf, page 3",
      heading: "TECHNICAL SPECIFICATIONS",
    });
    expect(borrowed.byRole.get("scope")!.at(-1)!.citation).toBe(
      "KeNHA ICT tender 2024.pdf, page 2 to page 3",
    );

    // An 88-page tender: never more than the bounds, and the rest counted.
    const long: AttachedDocument = {
      ...EARLIER_TENDER,
      units: Array.from({ length: 88 }, (_, index) => ({
        label: `page ${index + 1}`,
        text: `${KENHA_LETTERHEAD}\n${index % 2 ? "TECHNICAL SPECIFICATIONS" : "SCOPE OF WORKS"}\n${Array.from(
          { length: 10 },
          (__, line) => `Desktop computers requirement ${index}.${line} shall be met in full.`,
        ).join("\n")}`,
      })),
    };
    const bounded = borrowFromEarlier([long], "40 No. desktop computers");
    const count = [...bounded.byRole.values()].reduce((sum, list) => sum + list.length, 0);
    expect(count).toBe(BORROW_LIMITS.total);
    expect(bounded.leftOut).toBe(88 * 10 - BORROW_LIMITS.total);
    expect(Math.max(...[...bounded.byRole.values()].flat().map((p) => p.text.length))).toBeLessThanOrEqual(
      BORROW_LIMITS.characters + 1,
    );
  });

  it("a document about another subject contributes nothing", () => {
    const roads: AttachedDocument = {
      ...EARLIER_TENDER,
      name: "Road tender.pdf",
      units: [
        {
          label: "page 1",
          text: "1. SCOPE OF WORKS\nGrading and gravelling of 12 km of rural access roads.",
        },
      ],
    };
    const borrowed = borrowFromEarlier([roads], "Supply and delivery of 40 No. desktop computers");
    expect(borrowed.byRole.size).toBe(0);
    expect(borrowed.offSubject).toEqual(["Road tender.pdf"]);
  });

  it("reads hostile text in linear time", () => {
    const started = Date.now();
    const hostile: AttachedDocument = {
      ...EARLIER_TENDER,
      units: [
        { label: "p1", text: `SCOPE OF WORKS\n${"a-\n".repeat(30_000)}` },
        {
          label: "p2",
          text: `${"P.O. Box ".repeat(20_000)}\n${"Tel".repeat(30_000)}\n${" ".repeat(100_000)}`,
        },
      ],
    };
    borrowFromEarlier([hostile], "computers");
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
