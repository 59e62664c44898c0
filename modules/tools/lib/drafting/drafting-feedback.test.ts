import { describe, expect, it } from "vitest";
import type { DraftSection } from "@/lib/results/draft";
import type { AttachedDocument, ToolRunContext } from "@/lib/results/types";
import { readEvaluation } from "@/modules/tools/lib/drafting/bidder-results";
import { composeFeedback } from "@/modules/tools/lib/drafting/feedback";
import { KENYA } from "@/tests/support/frameworks";
import {
  attachDocx,
  attachPdf,
  kenyaReportPages,
  kenyaScannedPages,
  worldBankReportPages,
  type DocxBlock,
} from "@/tests/support/evaluation-documents";

/**
 * The Kenyan report with a technical score table (one row per criterion, a column per bidder) and a pass mark.
 * Totals by hand: Kilimanjaro 26+25+18+17 = 86; Tsavo 24+27+15+16 = 82; Lakeside 20+22+16+14 = 72.
 */
export const SCORE_TABLE: string[][] = [
  [
    "Criterion",
    "Maximum Score",
    "M/s Kilimanjaro Builders Ltd",
    "M/s Tsavo Civil Engineering Works Ltd",
    "M/s Lakeside General Contractors Ltd",
  ],
  ["Specific experience", "30", "26", "24", "20"],
  ["Key personnel", "30", "25", "27", "22"],
  ["Key equipment", "20", "18", "15", "16"],
  ["Average annual turnover", "20", "17", "16", "14"],
  ["Total", "100", "86", "82", "72"],
];

export function kenyaWithScores(): DocxBlock[][] {
  const pages = kenyaReportPages();
  pages[1] = [
    ...pages[1]!,
    "The pass mark for the technical evaluation was 70 marks.",
    "Table 3: Technical scores",
    SCORE_TABLE,
  ];
  return pages;
}

/** Every text of a section (paragraphs, tables, subsections), for confidentiality checks. */
export function sectionText(section: DraftSection): string {
  return [
    section.heading,
    ...section.paragraphs.map((paragraph) => `${paragraph.text} ${paragraph.citation ?? ""}`),
    ...(section.tables ?? []).flatMap((table) => [
      table.caption ?? "",
      ...table.columns,
      ...table.rows.flat(),
    ]),
    ...(section.subsections ?? []).map(sectionText),
  ].join("\n");
}

const context = (values: Record<string, string>, documents: AttachedDocument[]): ToolRunContext => ({
  toolId: "simplified_feedback_hub",
  values,
  framework: KENYA,
  documents,
  now: new Date("2025-04-10T08:00:00Z"),
});

/** Flesch-Kincaid grade of plain text (syllables counted by vowel groups). */
function grade(text: string): number {
  const sentences = text.split(/[.!?]+\s/).filter((part) => /[a-z]/i.test(part)).length || 1;
  const words = text.match(/[A-Za-z]+/g) ?? [];
  const syllables = words.reduce(
    (acc, word) =>
      acc +
      Math.max(
        1,
        (
          word
            .toLowerCase()
            .replace(/e$/, "")
            .match(/[aeiouy]+/g) ?? []
        ).length,
      ),
    0,
  );
  return 0.39 * (words.length / sentences) + 11.8 * (syllables / words.length) - 15.59;
}

describe("reading bidders from an evaluation report", () => {
  it("puts every Kenyan bidder in its category, with its prices, rank, scores and the rejection quoted", async () => {
    const report = await attachDocx("supporting", "Evaluation report.docx", kenyaWithScores());
    const reading = readEvaluation([report]);
    expect(reading.bidders.map((bidder) => [bidder.name, bidder.category, bidder.rank])).toEqual([
      ["Kilimanjaro Builders Ltd", "successful", 1],
      ["Tsavo Civil Engineering Works Ltd", "unsuccessful", 2],
      ["Rift Valley Contractors Limited", "disqualified", null],
      ["Lakeside General Contractors Ltd", "unsuccessful", 3],
    ]);
    expect(reading.winner).toMatchObject({ name: "Kilimanjaro Builders Ltd", amount: 12_450_300 });
    expect(reading.currency).toBe("KES");
    const tsavo = reading.bidders[1]!;
    expect([tsavo.readOut, tsavo.correction, tsavo.corrected]).toEqual([13_180_000, -80_000, 13_100_000]);
    expect(tsavo.scores?.total).toBe(82);
    expect(tsavo.scores?.maximum).toBe(100);
    expect(tsavo.scores?.criteria.map((entry) => [entry.criterion, entry.maximum, entry.score])).toEqual([
      ["Specific experience", 30, 24],
      ["Key personnel", 30, 27],
      ["Key equipment", 20, 15],
      ["Average annual turnover", 20, 16],
    ]);
    expect(reading.passMark).toMatchObject({ value: 70, percent: false });
    const rift = reading.bidders[2]!;
    expect(rift.reason).toBe("failure to submit a tender security in the prescribed form");
    expect(rift.exclusion?.citation).toBe("Evaluation report.docx, page 2");
    expect(rift.stage).toBe("preliminary evaluation");
  });

  it("reads the World Bank PDF: Nile's correction up from its read-out price, ranks from the table", async () => {
    const reading = readEvaluation([await attachPdf("supporting", "BER.pdf", worldBankReportPages())]);
    expect(reading.bidders.map((bidder) => [bidder.name, bidder.category, bidder.rank])).toEqual([
      ["Sahel Engineering Ltd", "successful", 1],
      ["Nile Construction Company Ltd", "unsuccessful", 2],
      ["Savanna Works Ltd", "unsuccessful", 3],
    ]);
    const nile = reading.bidders[1]!;
    expect([nile.readOut, nile.correction, nile.evaluated]).toEqual([2_290_000, 120_000, 2_410_000]);
    expect(reading.currency).toBe("USD");
    expect(reading.lowestEvaluated).toEqual({ value: 2_315_400, bidder: "Sahel Engineering Ltd" });
  });

  it("a scanned report's negated recommendation of the rejected bidder does not make it the winner", async () => {
    const reading = readEvaluation([await attachPdf("supporting", "scan.pdf", kenyaScannedPages())]);
    expect(reading.winner?.name).toBe("Kilimanjaro Builders Ltd");
    const rift = reading.bidders.find((bidder) => bidder.name.startsWith("Rift"))!;
    expect(rift.category).toBe("disqualified");
    expect(rift.exclusion?.citation).toBe("scan.pdf, page 1");
  });
});

describe("simplified feedback letters", () => {
  it("price feedback to each unsuccessful bidder: own prices, correction, rank, gap to the winning price", async () => {
    const report = await attachDocx("supporting", "Evaluation report.docx", kenyaReportPages());
    const composed = composeFeedback(
      context(
        {
          feedback_type: "Price Analysis",
          bidder_category: "Unsuccessful",
          improvement_areas: "- Check your bills for arithmetic errors\n- Price each item",
        },
        [report],
      ),
    );
    const [tsavo, lakeside] = composed.draft.sections;
    expect(composed.draft.sections).toHaveLength(2);
    expect(tsavo!.heading).toBe("Feedback to Tsavo Civil Engineering Works Ltd");
    const text = sectionText(tsavo!);
    expect(text).toContain("Your price read out at the opening was KES 13,180,000.00.");
    expect(text).toContain("Your price was corrected down by KES 80,000.00, to KES 13,100,000.00.");
    expect(text).toContain("Your bid ranked 2 of 3 after evaluation.");
    // 13,100,000.00 - 12,450,300.00 = 649,700.00, 5.2% of the winning price.
    expect(text).toContain(
      "Your evaluated price was KES 649,700.00 (5.2%) above the winning price of KES 12,450,300.00.",
    );
    expect(text).toContain(
      "The contract was recommended for award to Kilimanjaro Builders Ltd at KES 12,450,300.00.",
    );
    expect(text).toContain('"In the tender of M/s Tsavo Civil Engineering Works Ltd the total of Bill No. 3');
    expect(text).toContain("Check your bills for arithmetic errors");
    // Nothing about the other bidders.
    for (const other of ["Lakeside", "Rift Valley", "14,900,450", "11,020,000"])
      expect(text).not.toContain(other);
    const lake = sectionText(lakeside!);
    // 14,900,450.00 - 12,450,300.00 = 2,450,150.00, 19.7%.
    expect(lake).toContain("KES 2,450,150.00 (19.7%) above the winning price");
    expect(lake).toContain("We found no arithmetic errors in your price.");
    for (const other of ["Tsavo", "Rift Valley", "13,180,000", "13,100,000"])
      expect(lake).not.toContain(other);
    expect(composed.metrics).toContainEqual({ id: "letters", label: "Letters drafted", value: "2" });
  });

  it("technical feedback: scores per criterion against the maximum and the pass mark, where points were lost", async () => {
    const report = await attachDocx("supporting", "Evaluation report.docx", kenyaWithScores());
    const composed = composeFeedback(
      context({ feedback_type: "Technical Evaluation", bidder_category: "Unsuccessful" }, [report]),
    );
    const tsavo = composed.draft.sections[0]!;
    const text = sectionText(tsavo);
    expect(text).toContain("Your total technical score was 82 out of 100.");
    expect(text).toContain("The pass mark was 70. Your bid passed.");
    // Lost: experience 6, equipment 5, turnover 4, personnel 3.
    expect(text).toContain(
      "You lost the most points on Specific experience (24 of 30) and Key equipment (15 of 20).",
    );
    const table = tsavo.subsections![0]!.tables![0]!;
    expect(table.columns).toEqual(["Criterion", "Maximum", "Your score", "Points lost"]);
    expect(table.rows).toEqual([
      ["Specific experience", "30", "24", "6"],
      ["Key personnel", "30", "27", "3"],
      ["Key equipment", "20", "15", "5"],
      ["Average annual turnover", "20", "16", "4"],
    ]);
    for (const other of ["Kilimanjaro Builders Ltd 86", "86", "72", "Lakeside"])
      expect(text).not.toContain(other);
    expect(sectionText(composed.draft.sections[1]!)).toContain(
      "You lost the most points on Specific experience (20 of 30) and Key personnel (22 of 30).",
    );
  });

  it("compliance feedback to the disqualified bidder quotes the requirement it failed with file and page", async () => {
    const report = await attachDocx("supporting", "Evaluation report.docx", kenyaReportPages());
    const composed = composeFeedback(
      context({ feedback_type: "Compliance Review", bidder_category: "Disqualified Bidder" }, [report]),
    );
    expect(composed.draft.sections.map((section) => section.heading)).toEqual([
      "Feedback to Rift Valley Contractors Limited",
    ]);
    const paragraphs = composed.draft.sections[0]!.subsections![0]!.paragraphs;
    expect(paragraphs).toContainEqual({
      text: "The reason was: failure to submit a tender security in the prescribed form.",
      source: "document",
      citation: "Evaluation report.docx, page 2",
    });
    expect(paragraphs).toContainEqual({
      text: 'The evaluation report says: "M/s Rift Valley Contractors Limited was found non-responsive for failure to submit a tender security in the prescribed form and was not evaluated further."',
      source: "document",
      citation: "Evaluation report.docx, page 2",
    });
    const text = sectionText(composed.draft.sections[0]!);
    for (const other of ["Tsavo", "Lakeside", "13,180,000"]) expect(text).not.toContain(other);
  });

  it("overall feedback to the successful bidder, in short plain sentences", async () => {
    const report = await attachPdf("supporting", "BER.pdf", worldBankReportPages());
    const composed = composeFeedback(
      context({ feedback_type: "Overall Assessment", bidder_category: "Successful" }, [report]),
    );
    const sahel = composed.draft.sections[0]!;
    expect(sahel.heading).toBe("Feedback to Sahel Engineering Ltd");
    const text = sectionText(sahel);
    expect(text).toContain("Your bid was recommended for award. The contract price is USD 2,315,400.00.");
    expect(text).toContain("Your bid was the lowest evaluated bid.");
    expect(text).not.toContain("Nile");
    expect(text).not.toContain("2,650,750");
    // The letter's own sentences (not the report's quotes) read at about grade 8.
    const plain = [sahel, ...sahel.subsections!]
      .flatMap((section) => section.paragraphs)
      .filter((paragraph) => !paragraph.text.includes('"'))
      .map((paragraph) => paragraph.text)
      .join(" ");
    expect(grade(plain)).toBeLessThan(9);
  });

  it("without a report, or with one naming no bidder, says what to attach and drafts no letter", async () => {
    const none = composeFeedback(
      context({ feedback_type: "Price Analysis", bidder_category: "Unsuccessful" }, []),
    );
    expect(none.draft.sections.map((section) => section.heading)).toEqual(["Evaluation report needed"]);
    expect(none.notices?.[0]).toMatch(/Attach the evaluation report/);
    const blank = await attachDocx("supporting", "Minutes.docx", [["The committee met and adjourned."]]);
    const unread = composeFeedback(
      context({ feedback_type: "Price Analysis", bidder_category: "Unsuccessful" }, [blank]),
    );
    expect(unread.summary).toBe("No bidder could be read from Minutes.docx. No letter drafted.");
    expect(unread.draft.sections[0]!.paragraphs[1]!.text).toMatch(/^Attach the evaluation report/);
  });
});
