import mammoth from "mammoth";
import { describe, expect, it } from "vitest";
import { extractDocument } from "@/lib/documents";
import {
  assumption,
  cited,
  draftAssumptions,
  fromInput,
  numberedSections,
  type Draft,
} from "@/lib/results/draft";
import { draftHtml } from "@/lib/results/draft-html";
import { draftingEngine, draftOf } from "@/modules/tools/lib/drafting/engine";
import type { ToolRunContext } from "@/lib/results/types";

const DRAFT: Draft = {
  title: "Supply of <Laptops>",
  basis: "Based on the World Bank Goods Terms of Reference template.",
  sections: [
    {
      id: "background",
      heading: "Background",
      paragraphs: [
        fromInput("The Ministry needs 200 laptops for county offices."),
        assumption("Delivery within 8 weeks."),
      ],
      subsections: [
        { id: "objectives", heading: "Objectives", paragraphs: [fromInput("Equip 47 county offices.")] },
      ],
    },
    {
      id: "security",
      heading: "Bid security",
      paragraphs: [
        cited("The bid security shall not exceed 2% of the estimate.", "rule", "Kenya — PPADR 2020 r.44"),
      ],
      tables: [{ columns: ["Item", "Qty"], rows: [["Laptop", "200"]] }],
    },
  ],
};

describe("drafts", () => {
  it("numbers sections and subsections and lists the assumptions to confirm", () => {
    expect(
      numberedSections(DRAFT.sections).map(({ number, section }) => `${number} ${section.heading}`),
    ).toEqual(["1 Background", "1.1 Objectives", "2 Bid security"]);
    expect(draftAssumptions(DRAFT)).toEqual(["1 Background: Delivery within 8 weeks."]);
  });

  it("renders escaped HTML with contents, numbered headings, markers and sources", () => {
    const html = draftHtml(DRAFT);
    expect(html).toContain("<h1>Supply of &lt;Laptops&gt;</h1>");
    expect(html).toContain("<h2>Contents</h2>");
    expect(html).toContain("<h2>2 Bid security</h2>");
    expect(html).toContain("<h3>1.1 Objectives</h3>");
    expect(html).toContain("[To confirm] Delivery within 8 weeks.");
    expect(html).toContain("(Source: Kenya — PPADR 2020 r.44)");
  });

  it("a drafting engine stores the draft and exports it as DOCX and PDF", async () => {
    const engine = draftingEngine(() => ({ draft: DRAFT, summary: "Drafted." }));
    const output = await engine.run({} as ToolRunContext);
    expect(output.documents).toEqual([{ id: "draft", title: DRAFT.title, formats: ["docx", "pdf"] }]);
    expect(draftOf(output)).toEqual(DRAFT);
    const docx = await engine.exportDocument!(output, "draft", "docx");
    expect(docx.filename).toBe("supply-of-laptops.docx");
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(docx.bytes) });
    expect(value).toContain("2 Bid security");
    expect(value).toContain("[To confirm] Delivery within 8 weeks.");
    const pdf = await engine.exportDocument!(output, "draft", "pdf");
    const text = (await extractDocument(pdf.bytes, "pdf")).units.map((unit) => unit.text).join(" ");
    expect(text.replace(/\s+/g, " ")).toContain("1.1 Objectives");
    await expect(engine.exportDocument!(output, "draft", "xlsx")).rejects.toThrow(/not available as XLSX/);
  });
});
