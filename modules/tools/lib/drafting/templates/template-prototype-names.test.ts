import { Document, Packer, Paragraph, TextRun } from "docx";
import { describe, expect, it } from "vitest";
import { numberedSections } from "@/lib/results/draft";
import { fillDocxTemplate } from "@/modules/tools/lib/drafting/templates/files";
import { orgTemplateProblem, readTemplateText } from "@/lib/documents/template-check";
import { placeholderValue } from "@/modules/tools/lib/drafting/templates/placeholder-names";
import {
  decodeXmlEntities,
  isOrgTemplateFile,
  prototypePlaceholders,
  templatePartText,
  templateTextProblem,
} from "@/lib/files/org-template-rules";
import { makeZip } from "@/tests/support/zip";
import { fillText } from "@/modules/tools/lib/drafting/templates/types";
import type { AttachedDocument, OrgTemplate, ToolRunContext } from "@/lib/results/types";
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

/** The template text of a Word file, as the pool's check reads it. */
const textOf = async (bytes: Uint8Array) => {
  const read = await readTemplateText(bytes);
  return read?.ok ? read.text : null;
};

/** A Word file whose document.xml is the given raw XML body. */
const rawDocx = (body: string, extra: { name: string; data: string }[] = []) =>
  makeZip([
    { name: "[Content_Types].xml", data: "<Types/>" },
    {
      name: "word/document.xml",
      data: `<w:document><w:body>${body}</w:body></w:document>`,
      method: "deflate",
    },
    ...extra,
  ]);

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
    expect(await textOf(filled)).toContain("Roads [To confirm: __proto__] [To confirm: constructor]");
  });

  it("are found in a Word file even when Word split the tag across runs; only files tagged template are judged", async () => {
    const bytes = await docx([["Proto: {__pro", "to__}"], ["{project_name}"]]);
    expect(await textOf(bytes)).toContain("Proto: {__proto__}");
    expect(await orgTemplateProblem("spec.docx", bytes)).toBe(
      'The template spec.docx uses {__proto__} as placeholder: that name is reserved. Rename it (placeholders are written as {project_name}) and upload the file again, or leave out the "template" tag.',
    );
    expect(isOrgTemplateFile("spec.docx", ["template", "works"])).toBe(true);
    expect(isOrgTemplateFile("spec.docx", ["works"])).toBe(false);
    expect(isOrgTemplateFile("spec.pdf", ["template"])).toBe(false);
    expect(await orgTemplateProblem("spec.docx", await docx([["{project_name}"]]))).toBeNull();
    expect(await orgTemplateProblem("spec.docx", new Uint8Array([1, 2, 3]))).toBeNull();
  });
});

describe("the template scan cannot be bypassed (S35 review)", () => {
  it("decodes numeric and named character references once, as an XML reader does", () => {
    expect(
      decodeXmlEntities("{&#95;_proto__} &#123;constructor&#x7D; &#X7b;a&#125; &amp;&lt;&gt;&quot;&apos;"),
    ).toBe("{__proto__} {constructor} {a} &<>\"'");
    expect(decodeXmlEntities("&amp;#123; &nbsp; &#0; &#x110000; &#;")).toBe(
      "&#123; &nbsp; &#0; &#x110000; &#;",
    );
  });

  it("reads a part's text with references decoded, CDATA kept, runs joined and one paragraph a line", () => {
    expect(
      templatePartText(
        "<w:p><w:r><w:t>Proto: {&#95;_pro</w:t></w:r><w:r><w:t>to__}</w:t></w:r></w:p><w:p><w:r><w:t><![CDATA[<{constructor}>]]></w:t></w:r></w:p>",
      ),
    ).toBe("Proto: {__proto__}\n<{constructor}>\n");
  });

  it("refuses character references, a delimiter change and declared entities; ordinary templates pass", async () => {
    const t = (text: string) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`;
    expect(await orgTemplateProblem("a.docx", rawDocx(t("Proto: {&#95;_proto__}")))).toContain("{__proto__}");
    expect(await orgTemplateProblem("a.docx", rawDocx(t("Proto: &#123;__proto__}")))).toContain(
      "{__proto__}",
    );
    expect(await orgTemplateProblem("a.docx", rawDocx(t("&#x7B;constructor&#x7d;")))).toContain(
      "{constructor}",
    );
    expect(await orgTemplateProblem("a.docx", rawDocx(t("{=[[ ]]=}") + t("Proto: [[__proto__]]")))).toBe(
      'The template a.docx changes the placeholder delimiters ({=...=}): custom delimiters are not supported. Write placeholders as {project_name} and upload the file again, or leave out the "template" tag.',
    );
    // The change split across runs and written with a reference is the same change.
    expect(
      await orgTemplateProblem(
        "a.docx",
        rawDocx(t("{") + t("x") + "<w:p><w:r><w:t>{</w:t></w:r><w:r><w:t>&#61;[[ ]]=}</w:t></w:r></w:p>"),
      ),
    ).toContain("custom delimiters are not supported");
    const doctype = rawDocx(t("&lb;__proto__}"));
    const withDoctype = makeZip([
      { name: "[Content_Types].xml", data: "<Types/>" },
      {
        name: "word/document.xml",
        data: `<!DOCTYPE w:document [<!ENTITY lb "{">]><w:document><w:body>${t("&lb;__proto__}")}</w:body></w:document>`,
      },
    ]);
    expect(await orgTemplateProblem("a.docx", doctype)).toBeNull();
    expect(await orgTemplateProblem("a.docx", withDoctype)).toContain("declares its own XML entities");
    // Headers are templates too.
    expect(
      await orgTemplateProblem(
        "a.docx",
        rawDocx(t("{project_name}"), [{ name: "word/header1.xml", data: t("{&#95;_proto__}") }]),
      ),
    ).toContain("{__proto__}");
    expect(await orgTemplateProblem("a.docx", rawDocx(t("{project&#95;name} &amp; {purchaser}")))).toBeNull();
    expect(templateTextProblem("a.docx", "{project_name} = {purchaser}")).toBeNull();
  });

  it("refuses Word text over the cap from the directory's sizes, without inflating it", async () => {
    const body = `<w:p><w:r><w:t>${"x".repeat(2_000)}</w:t></w:r></w:p>`;
    expect(await readTemplateText(rawDocx(body), 1_000)).toEqual({
      ok: false,
      problem: "too_large",
      xmlBytes: body.length + "<w:document><w:body></w:body></w:document>".length,
    });
    // A part whose directory understates its size is stopped as it inflates (unreadable, not scanned).
    const lying = makeZip([
      {
        name: "word/document.xml",
        data: `<w:document>${body}{__proto__}</w:document>`,
        method: "deflate",
        declaredSize: 100,
      },
    ]);
    expect(await readTemplateText(lying)).toBeNull();
    const big = makeZip([
      { name: "word/document.xml", data: "x", method: "deflate", declaredSize: 11 * 1024 * 1024 },
    ]);
    expect(await orgTemplateProblem("big.docx", big)).toBe(
      'The template big.docx is too large to use as a template: its Word text is 11 MB, larger than 10 MB. Shorten it and upload the file again, or leave out the "template" tag.',
    );
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
