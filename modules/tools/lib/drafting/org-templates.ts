/**
 * An organisation's own drafting templates: Word files in its guideline library tagged "template". Their tags
 * say the category ("works", "goods", "consulting", "non-consulting") and sector; the title says the document
 * type. The drafting engines pick the closest one with the catalogue's scoring, keep its headings and text, and
 * fill its `{placeholders}` from the brief. Pure: the server loads the files (modules/tools/server/org-templates.ts).
 */
import type { OrgTemplate } from "@/lib/results/types";
import { ORG_TEMPLATE_TAG } from "@/lib/files/org-template-rules";
import { documentOutline, type OutlineSection } from "@/modules/tools/lib/drafting/templates/outline";
import { scoreTemplate, type Template, type TemplateCriteria } from "@/modules/tools/lib/templates";

/** The library tag that makes a Word file a drafting template. */
export const TEMPLATE_TAG = ORG_TEMPLATE_TAG;

const CATEGORY_TAGS: readonly [RegExp, string][] = [
  [/^non[- ]?consulting( services)?$/, "Non-consulting Services"],
  [/^consult(ing|ancy)( services)?$/, "Consulting Services"],
  [/^works?$/, "Works"],
  [/^goods$/, "Goods"],
];

const DOC_TYPES: readonly [RegExp, string][] = [
  [/\b(bill of quantities|boq)\b/i, "Bill of Quantities"],
  [/\b(terms of reference|tor)\b/i, "Terms of Reference"],
  [/\bspecifications?\b/i, "Technical Specification"],
  [
    /\b(request for (bids|proposals|quotations)|bidding document|tender document|rfb|rfp|rfq)\b/i,
    "Bidding Document",
  ],
];

/** The template attributes a library item's tags and title give; the framework is the org's own. */
export function orgTemplateAttributes(
  item: { title: string; tags: readonly string[] },
  frameworkFamily: string | null,
): Pick<OrgTemplate, "category" | "docType" | "sector" | "framework"> {
  let category = "";
  const others: string[] = [];
  for (const tag of item.tags) {
    const known = CATEGORY_TAGS.find(([pattern]) => pattern.test(tag));
    if (known) category ||= known[1];
    else if (tag !== TEMPLATE_TAG) others.push(tag);
  }
  const docType = DOC_TYPES.find(([pattern]) => pattern.test(item.title))?.[1] ?? "";
  const sector = others[0] ? others[0].charAt(0).toUpperCase() + others[0].slice(1) : "";
  return { category, docType, sector, framework: frameworkFamily ?? "" };
}

/** At least this many top-level headings make a file usable as a structure. */
const MIN_SECTIONS = 3;

export type ChosenOrgTemplate = { template: OrgTemplate; outline: OutlineSection[]; score: number };

/**
 * The org's template that fits the brief best: its category must match (or be unset), its text must have a
 * readable structure, and it must score above 0. The organisation's own template wins over the built-in ones
 * whenever one qualifies: that is why it was uploaded.
 */
export function closestOrgTemplate(
  criteria: TemplateCriteria & { category: string },
  templates: readonly OrgTemplate[] | undefined,
): ChosenOrgTemplate | null {
  let best: ChosenOrgTemplate | null = null;
  for (const template of templates ?? []) {
    if (template.category && template.category !== criteria.category) continue;
    const outline = documentOutline(template.document);
    if (outline.filter((section) => section.level === 1).length < MIN_SECTIONS) continue;
    const asCatalogue: Template = { ...template, path: "" };
    // An uncategorised template still qualifies on the other attributes; +1 so it is never scored 0.
    const score = scoreTemplate(asCatalogue, criteria) + 1;
    if (!best || score > best.score) best = { template, outline, score };
  }
  return best;
}
