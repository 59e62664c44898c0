import { Document, Packer, Paragraph, TextRun } from "docx";
import { describe, expect, it } from "vitest";
import { numberedSections } from "@/lib/drafting/draft";
import { fillDocxTemplate } from "@/lib/drafting/templates/files";
import { docxTemplateText, orgTemplateFileProblem } from "@/lib/drafting/templates/org-template-file";
import { placeholderValue, prototypePlaceholders } from "@/lib/drafting/templates/placeholder-names";
import { fillText } from "@/lib/drafting/templates/types";
import type { AttachedDocument, OrgTemplate, ToolRunContext } from "@/lib/engine/types";
import { composeSpecification, fillClause } from "@/modules/tools/lib/drafting/specification-tor";

const docx = async (runs: string[][]) =>
  new Uint8Array(
    await Packer.toBuffer(
      new Document({
        sections: [
          {
            children: runs.map(
              (parts) => new Paragraph({ children: parts.map((text) => new TextRun(text)) }),
            ),
          },
        ],
      }),
    ),
  );

describe("placeholders that name prototype properties (S35)", () => {
  it("are found in any spelling docxtemplater reads as a name; ordinary ones are not", () => {
    expect(
      prototypePlaceholders(
        "Proto: {__proto__} {constructor} {#constructor}{/constructor} { toString } {a.__proto__} {hasOwnProperty}",
      ),
    ).toEqual([
      "{__proto__}",
      "{constructor}",
      "{#constructor}",
      "{/constructor}",
      "{toString}",
      "{a.__proto__}",
      "{hasOwnProperty}",
    ]);
    expect(prototypePlaceholders("{project_name} {proto} {Constructor} {prototypes} {valueOfGoods}")).toEqual(
      [],
    );
    expect(prototypePlaceholders("{prototype}")).toEqual(["{prototype}"]);
  });

  it("are inert when filled: own properties only, the placeholder left as written", () => {
    const fills = { project_name: "Roads" };
    expect(placeholderValue(fills, "__proto__")).toBeUndefined();
    expect(placeholderValue(fills, "constructor")).toBeUndefined();
    expect(placeholderValue(fills, "project_name")).toBe("Roads");
    expect(fillText("{project_name}: {__proto__} by {constructor}", fills)).toBe(
      "Roads: {__proto__} by {constructor}",
    );
    const fill = { project_name: { text: "roads", kind: "input" as const } };
    expect(fillClause("Proto: {__proto__}", fill, "t")).toMatchObject({
      text: "Proto: {__proto__}",
      source: "assumption",
    });
    expect(fillClause("{constructor} and {project_name}", fill, "t").text).toBe("{constructor} and roads");
  });

  it("docxtemplater fills a template with them without reaching a prototype", async () => {
    const filled = fillDocxTemplate(await docx([["{project_name} {__proto__} {constructor}"]]), {
      project_name: "Roads",
    });
    expect(docxTemplateText(filled)).toContain("Roads [To confirm: __proto__] [To confirm: constructor]");
  });

  it("are found in a Word file even when Word split the tag across runs; only files tagged template are judged", async () => {
    const bytes = await docx([["Proto: {__pro", "to__}"], ["{project_name}"]]);
    expect(docxTemplateText(bytes)).toContain("Proto: {__proto__}");
    expect(orgTemplateFileProblem("spec.docx", ["template", "works"], bytes)).toBe(
      'The template spec.docx uses {__proto__} as placeholder: that name is reserved. Rename it (placeholders are written as {project_name}) and upload the file again, or leave out the "template" tag.',
    );
    expect(orgTemplateFileProblem("spec.docx", ["works"], bytes)).toBeNull();
    expect(orgTemplateFileProblem("spec.docx", ["template"], await docx([["{project_name}"]]))).toBeNull();
    expect(orgTemplateFileProblem("spec.docx", ["template"], new Uint8Array([1, 2, 3]))).toBeNull();
  });
});

describe("an org template that cannot render is skipped with a notice", () => {
  const document = (name: string): AttachedDocument => ({
    fileId: name,
    groupId: "template",
    name,
    size: 1,
    units: [
      {
        label: "Page 1",
        text: "1. Introduction\n\nThe works are {outputs}.\n\n2. Scope of Works\n\nScope text.\n\n3. Site Conditions\n\nSite text.\n\n4. Completion\n\nWithin {duration}.",
      },
    ],
  });
  const template = (name: string, doc: AttachedDocument): OrgTemplate => ({
    id: name,
    name,
    category: "Works",
    framework: "",
    sector: "Roads",
    docType: "Technical Specification",
    document: doc,
  });
  // A document whose name cannot be read: the outline is read (chosen first), its sections cannot be made.
  const broken = Object.defineProperty({ ...document("broken.docx") }, "name", {
    get() {
      throw new TypeError("Cannot read properties of undefined (reading 'charAt')");
    },
  });

  it("the next closest template is used and the draft says which one was skipped", async () => {
    const context: ToolRunContext = {
      toolId: "specification_tor_draft",
      values: {
        sector_industry: "Roads",
        project_objectives: "Improve access.",
        desired_outputs: "Gravelling of 12 km of feeder roads\nConstruction of 4 box culverts",
      },
      framework: null,
      documents: [],
      now: new Date("2026-03-01T09:00:00Z"),
      orgTemplates: [
        template("Broken Works Spec", broken),
        template("County Works Spec", document("county.docx")),
      ],
    };
    const { draft, notices } = await composeSpecification(context);
    expect(notices?.[0]).toBe(
      'Your template "Broken Works Spec" could not be used and was skipped: check its placeholders (written as {project_name}) and upload it again.',
    );
    expect(draft.basis).toContain('template "County Works Spec"');
    expect(numberedSections(draft.sections)[0]!.section.heading).toBe("Introduction");
  });
});
