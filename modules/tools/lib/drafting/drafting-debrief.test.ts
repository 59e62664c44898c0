import { describe, expect, it } from "vitest";
import type { DraftSection } from "@/lib/results/draft";
import type { AttachedDocument, ToolFramework, ToolRunContext } from "@/lib/results/types";
import { composeDebrief } from "@/modules/tools/lib/drafting/debrief";
import { KENYA } from "@/tests/support/frameworks";
import {
  attachDocx,
  attachPdf,
  kenyaReportPages,
  kenyaScannedPages,
  worldBankReportPages,
} from "@/tests/support/evaluation-documents";

const WORLD_BANK: ToolFramework = {
  kind: "Multilateral_IFI",
  source: "multilateral",
  code: "WB",
  label: "World Bank",
  rulesCode: "WB_IPF",
};

function sectionText(section: DraftSection): string {
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

const context = (
  values: Record<string, string>,
  documents: AttachedDocument[],
  framework: ToolFramework | null = KENYA,
): ToolRunContext => ({
  toolId: "bidder_debrief_drafts",
  values,
  framework,
  documents,
  now: new Date("2025-04-10T08:00:00Z"),
});

describe("bidder debrief drafts", () => {
  it("drafts one debrief per unsuccessful and disqualified Kenyan bidder, with the rules cited", async () => {
    const report = await attachDocx("supporting", "Evaluation report.docx", kenyaReportPages());
    const composed = composeDebrief(context({ enquiry_focus: "Financial evaluation" }, [report]));
    expect(composed.draft.sections.map((section) => section.heading)).toEqual([
      "Debrief for Tsavo Civil Engineering Works Ltd",
      "Debrief for Rift Valley Contractors Limited",
      "Debrief for Lakeside General Contractors Ltd",
      "Debriefing, standstill and the right to complain",
      "What the debrief must not disclose",
    ]);
    const tsavo = sectionText(composed.draft.sections[0]!);
    expect(tsavo).toContain(
      "The contract was recommended for award to Kilimanjaro Builders Ltd at KES 12,450,300.00.",
    );
    expect(tsavo).toContain("Your price was corrected down by KES 80,000.00, to KES 13,100,000.00.");
    expect(tsavo).toContain("Your bid ranked 2 of 3 after evaluation.");
    expect(tsavo).toContain("KES 649,700.00 (5.2%) above the winning price");
    for (const other of ["Lakeside", "Rift Valley", "14,900,450", "11,020,000"])
      expect(tsavo).not.toContain(other);

    const rift = sectionText(composed.draft.sections[1]!);
    expect(rift).toContain("Your price read out at the opening was KES 11,020,000.00.");
    expect(rift).toContain("The reason was: failure to submit a tender security in the prescribed form.");
    expect(rift).toContain(
      '"M/s Rift Valley Contractors Limited was found non-responsive for failure to submit a tender security in the prescribed form and was not evaluated further." Evaluation report.docx, page 2',
    );
    for (const other of ["Tsavo", "Lakeside", "13,100,000"]) expect(rift).not.toContain(other);

    const rules = composed.draft.sections[3]!.paragraphs;
    expect(rules.every((paragraph) => paragraph.source === "rule")).toBe(true);
    const citations = rules.map((paragraph) => paragraph.citation ?? "");
    expect(citations.some((citation) => citation.includes("s. 87"))).toBe(true);
    expect(citations.some((citation) => citation.includes("ITT 45.1-45.2"))).toBe(true);
    expect(citations.some((citation) => citation.includes("s. 135(3)"))).toBe(true);
    expect(citations.some((citation) => citation.includes("s. 167(1)"))).toBe(true);
    expect(rules.find((paragraph) => paragraph.citation?.includes("s. 167(1)"))?.text).toMatch(
      /within 14 days/,
    );
    expect(composed.metrics).toContainEqual({ id: "rules", label: "Rules cited", value: "5" });
    expect(composed.metrics).toContainEqual({ id: "debriefs", label: "Debriefs drafted", value: "3" });
  });

  it("answers a custom question from the report's own sentences", async () => {
    const report = await attachDocx("supporting", "Evaluation report.docx", kenyaReportPages());
    const composed = composeDebrief(
      context({ enquiry_focus: "Custom Query", custom_query: "Why was our tender security not accepted?" }, [
        report,
      ]),
    );
    const answer = composed.draft.sections[1]!.subsections![0]!;
    expect(answer.heading).toBe("Your question");
    expect(answer.paragraphs[0]).toEqual({
      text: 'You asked: "Why was our tender security not accepted?"',
      source: "input",
    });
    expect(answer.paragraphs[1]).toMatchObject({
      source: "document",
      citation: "Evaluation report.docx, page 2",
    });
    expect(answer.paragraphs[1]!.text).toContain("failure to submit a tender security");
  });

  it("under the World Bank: the verified standstill rule is cited, unverified ones only flagged to confirm", async () => {
    const report = await attachPdf("supporting", "BER.pdf", worldBankReportPages());
    const composed = composeDebrief(context({ enquiry_focus: "Award rationale" }, [report], WORLD_BANK));
    expect(composed.draft.sections.map((section) => section.heading).slice(0, 2)).toEqual([
      "Debrief for Nile Construction Company Ltd",
      "Debrief for Savanna Works Ltd",
    ]);
    const nile = sectionText(composed.draft.sections[0]!);
    expect(nile).toContain("The committee's recommendation reads:");
    expect(nile).toContain("Your price was corrected up by USD 120,000.00, to USD 2,410,000.00.");
    // 2,410,000.00 - 2,315,400.00 = 94,600.00, 4.1% of the winning price.
    expect(nile).toContain("USD 94,600.00 (4.1%) above the winning price of USD 2,315,400.00.");
    expect(nile).not.toContain("Savanna");
    expect(nile).not.toContain("2,650,750");
    const rules = composed.draft.sections.find((section) => section.id === "rules")!.paragraphs;
    const cited = rules.filter((paragraph) => paragraph.source === "rule");
    expect(cited.map((paragraph) => paragraph.text.split(".")[0])).toEqual(["Standstill Period exists"]);
    const flagged = rules
      .filter((paragraph) => paragraph.source === "assumption")
      .map((paragraph) => paragraph.text);
    expect(flagged.some((text) => /^Debriefing after Notification.*not verified/.test(text))).toBe(true);
    expect(flagged.some((text) => /^Complaint deadlines.*not verified/.test(text))).toBe(true);
  });

  it("timelines quote the report's dates, leaving out a sentence that lists the other bidders", async () => {
    const scanned = await attachPdf("supporting", "scan.pdf", kenyaScannedPages());
    const composed = composeDebrief(context({ enquiry_focus: "Timelines" }, [scanned]));
    const rift = composed.draft.sections.find((section) => section.heading.includes("Rift Valley"))!;
    const text = sectionText(rift);
    // The only dated sentence ("… opened on 24th March 2025 from M/s Kilimanjaro …, M/s Tsavo …") names others.
    expect(text).not.toContain("24th March 2025");
    for (const other of ["Tsavo", "Lakeside"]) expect(text).not.toContain(other);
    const docx = await attachDocx("supporting", "Evaluation report.docx", kenyaReportPages());
    const dated = sectionText(
      composeDebrief(context({ enquiry_focus: "Timelines" }, [docx])).draft.sections[0]!,
    );
    expect(dated).toContain(
      '"The tender was advertised on 3rd March 2025 on the PPIP portal and in the Daily Nation." Evaluation report.docx, page 1',
    );
  });

  it("without a report: says what to attach, drafts no debrief, still states the rules", async () => {
    const composed = composeDebrief(context({ enquiry_focus: "Timelines" }, []));
    expect(composed.draft.sections.map((section) => section.id)).toEqual([
      "evaluation-report-needed",
      "rules",
      "not-disclosed",
    ]);
    expect(composed.notices).toEqual(["Attach the evaluation report: the debriefs are written from it."]);
    expect(composed.summary).toMatch(/No debrief drafted/);
    const noFramework = composeDebrief(context({ enquiry_focus: "Timelines" }, [], null));
    expect(noFramework.draft.sections[1]!.paragraphs).toEqual([
      expect.objectContaining({ source: "assumption", text: expect.stringMatching(/^No verified rule/) }),
    ]);
  });
});
