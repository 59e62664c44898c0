/**
 * The organisation's own standard tender document as the base of the draft: chosen by its structure and its
 * framework's words, its prompts answered from the brief (a generic prompt by its line), the rest listed, and
 * the DOCX itself filled even where Word split a prompt over several runs.
 */
import { Document, Packer, Paragraph, TextRun } from "docx";
import mammoth from "mammoth";
import { describe, expect, it } from "vitest";
import { extractDocument } from "@/lib/documents";
import { toAttachedDocument } from "@/lib/reading/attached-document";
import type { OrgTemplate, ToolRunContext } from "@/lib/results/types";
import { makeDocx } from "@/tests/support/documents";
import { KENYA, WORLD_BANK } from "@/tests/support/frameworks";
import { tenderBrief } from "./brief";
import { composeStandardTender } from "./compose-run";
import { tenderFacts } from "./data-sheet";
import { fillDocxPrompts } from "./org-docx";
import { answerPrompt, fillLine, orgStandardDocument } from "./org-document";
import { vocabulary } from "./vocabulary";

const NOW = new Date("2026-11-27T08:00:00Z");
const BRIEF = {
  procurement_category: "Goods",
  procurement_document_type: "Tender/RFB",
  project_objectives: "Equip the sub-county health records offices.",
  desired_outputs: "40 No. desktop computers\n10 No. network laser printers",
  estimated_value: { amount: "3800000", currency: "KES" },
  procuring_entity: "County Government of Nakuru, P.O. Box 2870-20100, Nakuru",
  tender_reference: "CGN/HLTH/OT/012/2026-2027",
  tender_period: { from: "2026-12-01", to: "2026-12-29" },
  delivery_period: "90 days",
};

// A county's own copy of the PPRA goods document, its data sheet still blank, written as such copies are.
const COUNTY_STD = [
  "COUNTY GOVERNMENT OF NAKURU\nSTANDARD TENDER DOCUMENT FOR THE PROCUREMENT OF GOODS\nSECTION I - INSTRUCTIONS TO TENDERERS\n1.1 The Procuring Entity indicated in the TDS issues this tender document.\n18.1 Tenders shall remain valid for the period specified in the TDS.",
  "SECTION II - TENDER DATA SHEET\nITT 1.1 The name of the Procuring Entity is: [insert name of the Procuring Entity]\nITT 1.1 The reference number of the Tender is: [insert tender reference number]\nITT 18.1 The tender validity period shall be [insert number of days] days.\nITT 19.1 The amount of the Tender Security shall be [insert amount of tender security]\nITT 19.1 The Tender Security shall be valid for [insert number of days] days.\nITT 22.1 The deadline for tender submission is: [insert date and time of submission deadline]\nITT 25.1 The tender opening shall take place at [insert the venue of the opening]",
  "SECTION VI - GENERAL CONDITIONS OF CONTRACT\n1.1 Definitions apply.\nSECTION VII - SPECIAL CONDITIONS OF CONTRACT\nGCC 26.1 Liquidated damages: [insert percentage per day] of the contract price.\nGCC 16.1 Payments shall be made to the account held at [insert name of the bank].",
];

async function orgTemplate(name: string, pages: string[], category = "Goods"): Promise<OrgTemplate> {
  const document = toAttachedDocument(
    { fileId: name, groupId: "template", name, size: 1 },
    await extractDocument(await makeDocx(pages), "docx"),
  );
  return { id: name, name, category, framework: "", sector: "", docType: "Bidding Document", document };
}

const context = (
  values: ToolRunContext["values"],
  orgTemplates: OrgTemplate[],
  framework = KENYA,
): ToolRunContext => ({
  toolId: "bid_document_customization",
  values,
  framework,
  documents: [],
  now: NOW,
  orgTemplates,
});

describe("the organisation's standard document as the base", () => {
  it("answers a generic prompt by its line: tender validity and security validity are different days", () => {
    const brief = tenderBrief(context(BRIEF, []));
    const facts = tenderFacts(brief, vocabulary("kenya", "goods"), NOW);
    const line = (text: string) => fillLine(text, brief, facts, []);
    expect(line("ITT 18.1 The tender validity period shall be [insert number of days] days.")).toBe(
      "ITT 18.1 The tender validity period shall be 126 days.",
    );
    expect(line("ITT 19.1 The Tender Security shall be valid for [insert number of days] days.")).toBe(
      "ITT 19.1 The Tender Security shall be valid for 156 days.",
    );
    expect(answerPrompt("[insert amount of tender security]", "", brief, facts)).toBe("KES 38,000");
    // Nothing in the brief says where the opening takes place (a venue, not a date): left for the officer.
    expect(answerPrompt("[insert the name of the bank]", "", brief, facts)).toBeNull();
  });

  it("fills the county's own document and lists what the brief does not answer", async () => {
    const own = await orgTemplate("Nakuru STD Goods.docx", COUNTY_STD);
    const { draft, templateFill, notices } = await composeStandardTender(context(BRIEF, [own]));
    expect(draft.basis).toContain('Your organisation\'s standard document "Nakuru STD Goods.docx"');
    const text = JSON.stringify(draft.sections);
    expect(text).toContain("The name of the Procuring Entity is: County Government of Nakuru");
    expect(text).toContain("The amount of the Tender Security shall be KES 38,000");
    expect(text).toContain("Tuesday, 29 December 2026 at 10:00 a.m. East Africa Time");
    expect(text).toContain("Liquidated damages: 0.1% per day, up to a maximum of 10% of the contract price.");
    // No physical place in the brief: the venue of the opening stays for the officer, as does the bank.
    expect(draft.toFill!.map((blank) => blank.placeholder)).toEqual([
      "[insert physical address: building, floor and room, and the tender box]",
      "[insert the venue of the opening]",
      "[insert name of the bank]",
    ]);
    expect(notices!.join(" ")).toContain(
      "Not filled (no answer in your brief): [insert the venue of the opening]; [insert name of the bank]",
    );
    expect(templateFill).toMatchObject({ source: "org", id: "Nakuru STD Goods.docx" });
  });

  it("a Kenyan brief never takes a World Bank document, and a category of its own stays with it", async () => {
    const bank = await orgTemplate("WB SPD Goods.docx", [
      "SECTION I - INSTRUCTIONS TO BIDDERS\nThe Purchaser issues this bidding document. World Bank financing.",
      "SECTION II - BID DATA SHEET\nITB 18.1 The bid validity period shall be [insert number of days] days.",
    ]);
    const works = await orgTemplate("County STD Works.docx", COUNTY_STD, "Works");
    const kenya = tenderBrief(context(BRIEF, []));
    expect(orgStandardDocument(kenya, [bank, works])).toBeNull();
    const bankBrief = tenderBrief(context(BRIEF, [], WORLD_BANK));
    expect(orgStandardDocument(bankBrief, [bank])?.name).toBe("WB SPD Goods.docx");
    // Without a document that fits, the built-in PPRA structure.
    const { draft } = await composeStandardTender(context(BRIEF, [bank, works]));
    expect(draft.sections[1]!.heading).toBe("Instructions to Tenderers");
  });

  it("fills the DOCX itself, a prompt split over three runs included, and leaves other paragraphs alone", async () => {
    const bytes = new Uint8Array(
      await Packer.toBuffer(
        new Document({
          sections: [
            {
              children: [
                new Paragraph({
                  children: [
                    new TextRun({ text: "ITT 19.1 The amount of the Tender Security shall be ", bold: true }),
                    new TextRun("[insert amount"),
                    new TextRun(" of tender security]"),
                  ],
                }),
                new Paragraph({
                  children: [new TextRun("GCC 26.1 Liquidated damages: [insert percentage per day].")],
                }),
                new Paragraph({ children: [new TextRun("Bidders & partners <read this>.")] }),
              ],
            },
          ],
        }),
      ),
    );
    const brief = tenderBrief(context(BRIEF, []));
    const facts = tenderFacts(brief, vocabulary("kenya", "goods"), NOW);
    const filled = fillDocxPrompts(bytes, (text) => fillLine(text, brief, facts, []));
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(filled) });
    expect(value).toContain("ITT 19.1 The amount of the Tender Security shall be KES 38,000");
    expect(value).toContain("Liquidated damages: 0.1% per day, up to a maximum of 10%.");
    expect(value).toContain("Bidders & partners <read this>.");
  });
});
