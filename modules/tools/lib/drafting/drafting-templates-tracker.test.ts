import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { numberedSections } from "@/lib/results/draft";
import { documentTemplate, templateClauses } from "@/modules/tools/lib/drafting/templates";
import { fillDocxTemplate } from "@/modules/tools/lib/drafting/templates/files";
import { extractDocument } from "@/lib/documents";
import type { AttachedDocument, OrgTemplate, ToolRunContext } from "@/lib/results/types";
import { DRAFTING_ENGINES } from "@/modules/tools/lib/drafting";
import {
  composeTemplateTracker,
  matchTemplate,
  sameClause,
  wordChanges,
} from "@/modules/tools/lib/drafting/template-tracker";
import {
  attached,
  ncpbGoodsTender2021,
  notificationLetter,
  ppraWorksTender2022,
  worldBankConsultingRfp,
} from "@/tests/support/standard-documents";

const context = (documents: AttachedDocument[]): ToolRunContext => ({
  toolId: "template_version_tracker",
  values: {
    template_category: "Solicitation Documents",
    entity_scope: "Single Entity",
    version_check: "Compliance Check",
  },
  framework: null,
  documents,
  now: new Date("2026-03-01T00:00:00Z"),
});

const doc = (name: string, pages: string[]): AttachedDocument => ({
  fileId: name,
  groupId: "supporting",
  name,
  size: 1,
  units: pages.map((text, index) => ({ label: `page ${index + 1}`, text })),
});

/** The goods ToR as an officer edited it from an older version 1.0: one clause altered, one removed, one added. */
function editedGoodsTor(): AttachedDocument {
  const template = documentTemplate("wb-goods-tor")!;
  const lines = ["Terms of Reference", "Template version 1.0, issued 2025-06-01"];
  template.sections.forEach((section, index) => {
    const write = (s: typeof section, number?: string) => {
      lines.push(number ? `${number}. ${s.heading}` : s.heading.toUpperCase());
      for (const clause of s.clauses) {
        if (clause.id === "9.2") continue;
        const text =
          clause.id === "8.1"
            ? clause.text.replace("twelve (12) months", "six (6) months")
            : clause.text
                .replace("{purchaser}", "Ministry of Health")
                .replace("{outputs}", "200 laptops")
                .replace("{location}", "Nairobi");
        lines.push(`${clause.id} ${text}`);
      }
      for (const sub of s.subsections ?? []) write(sub);
    };
    write(section, String(index + 1));
  });
  lines.push("10.2 The Supplier shall report monthly on deliveries.");
  return doc("ToR laptops (edited).docx", [lines.join("\n")]);
}

describe("template_version_tracker", () => {
  it("finds the template a document came from, its older version, and the clauses added, removed and altered", () => {
    const { draft, summary, tables, metrics } = composeTemplateTracker(context([editedGoodsTor()]));
    expect(summary).toBe(
      "1 document checked: 1 on an older template version, 0 with no matching template, 3 clause changes in all.",
    );
    expect(tables![0]!.rows).toEqual([
      [
        "ToR laptops (edited).docx",
        "World Bank Goods Terms of Reference v1.2",
        "Newer version exists",
        "1",
        "1",
        "1",
      ],
    ]);
    expect(metrics!.find((m) => m.id === "outdated")!.value).toBe("1");
    const section = draft.sections[1]!;
    expect(section.heading).toBe("ToR laptops (edited).docx");
    expect(section.paragraphs[1]!.text).toBe(
      "A newer template version exists: the document uses version 1.0, issued 2025-06-01; the current template is version 1.2, issued 2026-03-01.",
    );
    expect(section.tables![0]!.rows).toEqual([
      ["8.1", "Altered", 'removed "twelve (12)"; added "six (6)"', "ToR laptops (edited).docx, page 1"],
      [
        "9.2",
        "Removed",
        "Training and Documentation: Operation and maintenance manuals shall be delivered with the goods.",
        "—",
      ],
      [
        "10.2",
        "Added",
        "The Supplier shall report monthly on deliveries.",
        "ToR laptops (edited).docx, page 1",
      ],
    ]);
  });

  it("a filled copy of the current template DOCX is current and unchanged (placeholders filled count as the same)", async () => {
    const bytes = await readFile(path.join(process.cwd(), "public/templates/wb-works-specification.docx"));
    const filled = fillDocxTemplate(new Uint8Array(bytes), {
      project_name: "Rehabilitation of Kisumu market",
      purchaser: "County Government of Kisumu",
      outputs: "Rehabilitation of 2,400 m2 of market sheds",
      objectives: "Safe trading space",
      location: "Kisumu",
      duration: "9 months",
      sector: "Trade",
      framework: "Kenya PPADA",
      estimated_value: "KES 40,000,000",
    });
    const extracted = await extractDocument(filled, "docx");
    const document = doc("Kisumu market spec.docx", []);
    const attached: AttachedDocument = {
      ...document,
      units: extracted.units.map((unit, index) => ({
        label: unit.label ?? `page ${index + 1}`,
        text: unit.text,
      })),
    };
    expect(matchTemplate(attached)?.template.id).toBe("wb-works-specification");
    const { draft, tables } = composeTemplateTracker(context([attached]));
    expect(tables![0]!.rows[0]).toEqual([
      "Kisumu market spec.docx",
      "World Bank Works Technical Specification v1.1",
      "Current",
      "0",
      "0",
      "0",
    ]);
    const total = templateClauses(documentTemplate("wb-works-specification")!.sections).length;
    expect(draft.sections[1]!.paragraphs[2]!.text).toBe(
      `${total} numbered clauses read: 0 added, 0 removed, 0 altered against the template (clauses whose placeholders were only filled in count as unchanged).`,
    );
  });

  it("says so when no template matches, and lists the current versions when nothing is attached", () => {
    const other = composeTemplateTracker(
      context([
        doc("Minutes.pdf", ["MINUTES OF THE MEETING\nThe committee met.\nATTENDANCE\nFive members."]),
      ]),
    );
    expect(other.tables![0]!.rows[0]![1]).toBe("No matching template");
    expect(other.draft.sections[1]!.paragraphs[0]!.source).toBe("assumption");
    const none = composeTemplateTracker(context([]));
    expect(none.notices![0]).toMatch(/^No templates were attached/);
    expect(none.draft.sections[0]!.tables![0]!.rows).toContainEqual([
      "Generic Goods Bill of Quantities",
      "Bill of Quantities",
      "1.0",
      "2025-09-01",
    ]);
    expect(numberedSections(none.draft.sections)).toHaveLength(1);
  });

  it("compares clauses with placeholders as wildcards and reports word changes", () => {
    expect(sameClause("{purchaser} may inspect the goods.", "The Ministry may inspect the goods.")).toBe(
      true,
    );
    expect(sameClause("{purchaser} may inspect the goods.", "The Ministry shall inspect the goods.")).toBe(
      false,
    );
    expect(wordChanges("within 28 days of the date", "within 14 days of the date")).toBe(
      'removed "28"; added "14"',
    );
    expect(DRAFTING_ENGINES.template_version_tracker).toBeDefined();
  });
});

const orgTemplate = (id: string, name: string, pages: readonly string[]): OrgTemplate => ({
  id,
  name,
  category: "",
  framework: "Kenya PPADA",
  sector: "",
  docType: "Bidding Document",
  document: attached(`${name}.docx`, pages),
});

/** An in-house goods tender format that follows no standard document (the org's own numbering and names). */
const inHouse = (reference: string) => [
  `KENYA SEED COMPANY LIMITED\nIN-HOUSE TENDER FORMAT\nTENDER NO. ${reference}`,
  "SECTION 1 - BACKGROUND AND SCOPE\nThe Company requires the supply of seed packaging materials.",
  "SECTION 2 - SUPPLY CONDITIONS\nDelivery shall be made to the Kitale stores.",
  "SECTION 3 - PRICING AND PAYMENT\nPrices shall be firm for the contract period.",
  "SECTION 4 - SUPPLIER OBLIGATIONS\nThe supplier shall replace defective materials.",
  "SECTION 5 - SUBMISSION CHECKLIST\nCertificate of incorporation; tax compliance certificate.",
];

describe("template_version_tracker on standard tender documents", () => {
  it("recognises the NCPB 2021 goods tender as the PPRA goods document on an older edition (it matched no template before)", () => {
    const { draft, summary, tables, metrics } = composeTemplateTracker(
      context([attached("NCPB bags.pdf", ncpbGoodsTender2021())]),
    );
    expect(summary).toBe(
      "1 document checked: 1 on an older template version, 0 with no matching template, 0 clause changes in all. 1 follows a standard tender document: 1 section difference from the current edition.",
    );
    expect(tables![0]!.rows).toEqual([
      [
        "NCPB bags.pdf",
        "Kenya PPRA Goods, April 2021 issue (PPRA Circular No. 2 of 2021)",
        "Newer version exists",
        "0",
        "1",
        "0",
      ],
    ]);
    expect(metrics!.find((m) => m.id === "standard")!.value).toBe("1");
    expect(metrics!.find((m) => m.id === "unmatched")!.value).toBe("0");
    const section = draft.sections[1]!;
    expect(section.paragraphs.map((p) => p.text)).toEqual([
      "Recognised as the Kenya PPRA Standard Tender Document for the Procurement of Goods (Goods; high confidence): 8 of its 8 sections found by their headings, and 4 signs in its wording.",
      "Edition not stated; inferred from its content: it has no Beneficial Ownership Information Disclosure Form, which the April 2022 revision added.",
      "Its edition is not stated and its content points to the April 2021 issue (PPRA Circular No. 2 of 2021); the current edition is Rev. April 2022.",
      "Against the current Standard Tender Document for the Procurement of Goods (Rev. April 2022): 1 missing, 0 extra and 0 renamed, renumbered or moved.",
    ]);
    expect(section.tables![0]!.rows).toEqual([
      [
        "Beneficial Ownership Information Disclosure Form",
        "Missing",
        "added to the Tendering Forms in Rev. April 2022; not found",
        "—",
      ],
    ]);
    expect(section.tables![1]!.rows).toContainEqual([
      '"SECTION II - TENDER DATA SHEET (TDS)"',
      "NCPB bags.pdf, page 5",
      "the heading of Section II Tender Data Sheet",
    ]);
  });

  it("says a works tender on Rev. April 2022 is current and differs in nothing; the letter still matches nothing", () => {
    const { draft, tables } = composeTemplateTracker(
      context([
        attached("KeRRA works.pdf", ppraWorksTender2022()),
        attached("Notification.pdf", notificationLetter()),
      ]),
    );
    expect(tables![0]!.rows).toEqual([
      ["KeRRA works.pdf", "Kenya PPRA Works, Rev. April 2022", "Current", "0", "0", "0"],
      ["Notification.pdf", "No matching template", "—", "—", "—", "—"],
    ]);
    expect(draft.sections[1]!.paragraphs[1]).toEqual({
      text: 'Edition: Rev. April 2022, as the document states ("Rev. April 2022", page 1).',
      source: "document",
      citation: "KeRRA works.pdf",
    });
    expect(draft.sections[1]!.paragraphs[3]!.text).toBe(
      "Its sections are those of the current Standard Tender Document for the Procurement of Works (Rev. April 2022).",
    );
    expect(draft.sections[2]!.paragraphs[0]!.source).toBe("assumption");
  });

  it("points to the org's copy of the current edition when its library holds one, and not to an unrelated template", () => {
    const library = orgTemplate(
      "lib-ppra",
      "PPRA Goods STD Rev April 2022",
      ncpbGoodsTender2021({ beneficialOwnership: true }),
    );
    const unrelated = orgTemplate("lib-rfp", "Consultancy RFP", worldBankConsultingRfp());
    const withCopy = composeTemplateTracker({
      ...context([attached("NCPB bags.pdf", ncpbGoodsTender2021())]),
      orgTemplates: [unrelated, library],
    });
    expect(withCopy.draft.sections[1]!.paragraphs.at(-1)).toEqual({
      text: 'Your organisation\'s template "PPRA Goods STD Rev April 2022" is the current edition of the same standard document (Standard Tender Document for the Procurement of Goods, Rev. April 2022): compare the document with it.',
      source: "template",
      citation: "PPRA Goods STD Rev April 2022",
    });
    const without = composeTemplateTracker({
      ...context([attached("NCPB bags.pdf", ncpbGoodsTender2021())]),
      orgTemplates: [unrelated],
    });
    expect(without.draft.sections[1]!.paragraphs.map((p) => p.text).join(" ")).not.toMatch(
      /Your organisation's template/,
    );
  });

  it("names the org's own template for an in-house format no standard document fits", () => {
    const ownFormat = orgTemplate("lib-own", "KSC goods tender format", inHouse("KSC/T/000/2025"));
    const document = attached("KSC packaging tender.pdf", inHouse("KSC/T/014/2025-2026"));
    const matched = composeTemplateTracker({ ...context([document]), orgTemplates: [ownFormat] });
    expect(matched.tables![0]!.rows[0]).toEqual([
      "KSC packaging tender.pdf",
      "Your template: KSC goods tender format",
      "—",
      "—",
      "—",
      "—",
    ]);
    expect(matched.draft.sections[1]!.paragraphs[0]!.text).toBe(
      'Your organisation\'s template "KSC goods tender format" fits its structure best: 5 sections shared (100%).',
    );
    const alone = composeTemplateTracker(context([document]));
    expect(alone.tables![0]!.rows[0]![1]).toBe("No matching template");
  });

  it("lists the standard documents it recognises with their current edition", () => {
    const { draft } = composeTemplateTracker(context([]));
    const standards = draft.sections[0]!.tables![1]!;
    expect(standards.rows).toContainEqual([
      "Standard Tender Document for the Procurement of Works",
      "Kenya PPRA",
      "Works",
      "Rev. April 2022",
    ]);
    expect(standards.rows).toContainEqual([
      "Standard Procurement Document, Request for Bids: Goods",
      "World Bank SPD",
      "Goods",
      "Not confirmed (see the publisher's list)",
    ]);
    expect(DRAFTING_ENGINES.template_version_tracker?.needs?.orgTemplates).toBe(true);
  });
});
