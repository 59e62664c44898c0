/**
 * The bid document tool's run for a tender (Tender/RFB for goods, works and non-consulting services): the
 * organisation's own standard document filled from the brief when its library holds one that fits, else the
 * complete tender of standard-tender/compose.ts. An attached standard document lends its own text for the
 * parts that stay word for word (the instructions and the general conditions), cited to the file; the data
 * sheet, criteria, requirements and special conditions are always drafted from the brief.
 */
import { cited, type Draft, type DraftSection } from "@/lib/results/draft";
import type { OrgTemplate, ToolRunContext } from "@/lib/results/types";
import { headingKey, type OutlineSection } from "@/modules/tools/lib/drafting/templates/outline";
import type { Composed } from "../engine";
import { structuredDocument } from "../specification-tor";
import { tenderBrief, type TenderBrief } from "./brief";
import { standardTender } from "./compose";
import { tenderFacts } from "./data-sheet";
import { orgDocumentDraft, orgStandardDocument } from "./org-document";
import { vocabulary } from "./vocabulary";
import { consultingRfp } from "./rfp";

/** The parts an attached standard document may give word for word, by the names its headings use. */
const VERBATIM: readonly { id: string; heading: RegExp }[] = [
  { id: "instructions", heading: /instructions to (tenderers|bidders)/ },
  { id: "gcc", heading: /general conditions of contract/ },
];
/** Enough for a standard document's ITT or GCC; a longer section is cut and says so. */
const MAX_LINES = 600;

/** The lines of a level-1 section and of its sub-headings, up to the next level-1 heading. */
function sectionLines(outline: readonly OutlineSection[], heading: RegExp): { text: string; page: string }[] {
  const start = outline.findIndex((part) => part.level === 1 && heading.test(headingKey(part.heading)));
  if (start < 0) return [];
  const lines: { text: string; page: string }[] = [];
  for (const [index, part] of outline.slice(start).entries()) {
    if (index > 0 && part.level === 1) break;
    if (index > 0)
      lines.push({ text: part.number ? `${part.number} ${part.heading}` : part.heading, page: part.page });
    lines.push(...part.lines.map((text) => ({ text, page: part.page })));
  }
  return lines;
}

/** A tender for goods, works or non-consulting services, or a consulting RFP: drafted whole. */
export function isStandardTender(documentType: string, category: string): boolean {
  return category === "Consulting Services"
    ? /^RFP/i.test(documentType)
    : /^(tender|rfb)/i.test(documentType);
}

/**
 * The org's own standard document, filled: the draft is its text with the prompts the brief answers filled, the
 * filled DOCX is offered for download, and the prompts left are listed for the officer.
 */
function composeFromOrgDocument(
  brief: TenderBrief,
  template: OrgTemplate,
  context: ToolRunContext,
): Composed {
  const words = vocabulary(brief.family, brief.category);
  const facts = tenderFacts(brief, words, context.now);
  const { sections, prompts } = orgDocumentDraft(template, brief, facts);
  const left = prompts.filter((prompt) => prompt.value === null);
  const toFill = [...new Map(left.map((prompt) => [prompt.prompt, prompt])).values()].map((prompt) => ({
    item: prompt.line.replace(prompt.prompt, "…").slice(0, 120),
    placeholder: prompt.prompt,
  }));
  const filled = prompts.length - left.length;
  const draft: Draft = {
    title: `${words.document}: ${brief.subject}`.slice(0, 160),
    subtitle: `${facts.reference} — ${facts.entity}`,
    basis: `Your organisation's standard document "${template.name}", its blanks filled from your brief.`,
    sections,
    toFill: [...facts.placeholders, ...toFill],
  };
  return {
    draft,
    summary: `"${template.name}" filled from your brief: ${filled} of ${prompts.length} blanks filled, ${left.length} left for you.`,
    metrics: [
      { id: "filled", label: "Blanks filled", value: `${filled} of ${prompts.length}` },
      { id: "to-fill", label: "Left for you to fill", value: String(left.length) },
    ],
    notices: [
      `Based on your organisation's standard document "${template.name}" (the built-in structure is used when none fits).`,
      ...(left.length
        ? [
            `Not filled (no answer in your brief): ${[...new Set(left.map((prompt) => prompt.prompt))].slice(0, 20).join("; ")}.`,
          ]
        : []),
    ],
    templateFill: {
      source: "org",
      id: template.id,
      name: template.name,
      values: {},
      prompts: { brief, facts },
    },
  };
}

export async function composeStandardTender(context: ToolRunContext): Promise<Composed> {
  const brief = tenderBrief(context);
  const own = brief.category === "consulting" ? null : orgStandardDocument(brief, context.orgTemplates);
  if (own) return composeFromOrgDocument(brief, own, context);
  const draft =
    brief.category === "consulting"
      ? await consultingRfp(brief, context)
      : standardTender(brief, context.framework?.rulesCode, context.now);
  const attached = structuredDocument(context.documents);
  const reused: string[] = [];
  if (attached)
    draft.sections = draft.sections.map((section): DraftSection => {
      const verbatim = VERBATIM.find((part) => part.id === section.id);
      const lines = verbatim ? sectionLines(attached.outline, verbatim.heading) : [];
      if (lines.length <= 3) return section;
      reused.push(section.heading);
      return {
        ...section,
        subsections: undefined,
        paragraphs: lines
          .slice(0, MAX_LINES)
          .map((line) => cited(line.text, "document", `${attached.document.name}, ${line.page}`)),
      };
    });
  const notices = [
    draft.basis,
    ...(attached
      ? [
          reused.length
            ? `Taken word for word from ${attached.document.name}: ${reused.join(", ")}.`
            : `${attached.document.name} has no instructions or general conditions the draft could reuse; the standard text is used.`,
        ]
      : []),
    ...(draft.toFill?.length
      ? [`Left for you to fill: ${draft.toFill.map((blank) => blank.item).join(", ")}.`]
      : ["Nothing is left blank: check every entry of the data sheet against your plan."]),
  ];
  return {
    draft,
    summary: `${draft.title}: ${draft.sections.length} parts in the standard structure, ${draft.toFill?.length ?? 0} blank${draft.toFill?.length === 1 ? "" : "s"} for you to fill.`,
    metrics: [
      { id: "sections", label: "Parts", value: String(draft.sections.length) },
      { id: "to-fill", label: "Left for you to fill", value: String(draft.toFill?.length ?? 0) },
      { id: "items", label: "Items in the requirements", value: String(brief.items.length) },
    ],
    notices,
  };
}
