import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { numberedSections } from "@/lib/results/draft";
import { documentTemplate, templateClauses } from "@/modules/tools/lib/drafting/templates";
import { fillDocxTemplate } from "@/modules/tools/lib/drafting/templates/files";
import { extractDocument } from "@/lib/documents";
import type { AttachedDocument, ToolRunContext } from "@/lib/results/types";
import { DRAFTING_ENGINES } from "@/modules/tools/lib/drafting";
import {
  composeTemplateTracker,
  matchTemplate,
  sameClause,
  wordChanges,
} from "@/modules/tools/lib/drafting/template-tracker";

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
