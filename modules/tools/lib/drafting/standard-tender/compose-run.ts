/**
 * The bid document tool's run for a tender (Tender/RFB for goods, works and non-consulting services): the
 * complete tender of standard-tender/compose.ts. An attached standard document lends its own text for the
 * parts that stay word for word (the instructions and the general conditions), cited to the file; the data
 * sheet, criteria, requirements and special conditions are always drafted from the brief.
 */
import { cited, type DraftSection } from "@/lib/results/draft";
import type { ToolRunContext } from "@/lib/results/types";
import { headingKey, type OutlineSection } from "@/modules/tools/lib/drafting/templates/outline";
import type { Composed } from "../engine";
import { structuredDocument } from "../specification-tor";
import { tenderBrief } from "./brief";
import { standardTender } from "./compose";
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

export async function composeStandardTender(context: ToolRunContext): Promise<Composed> {
  const brief = tenderBrief(context);
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
