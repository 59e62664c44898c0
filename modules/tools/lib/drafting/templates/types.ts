/**
 * The built-in drafting templates as data: the text we wrote for each template, in the section structure of the
 * standard document it follows, with `{placeholders}` the drafting tools fill. The DOCX/XLSX files under
 * public/templates/ are generated from this data (npm run templates:build), so file and data never drift apart.
 */
import { placeholderValue } from "./placeholder-names";

/** One clause: a stable number inside its section ("2.3") and its text, `{name}` marking a placeholder. */
export type TemplateClause = { id: string; text: string };

export type TemplateSection = {
  id: string;
  heading: string;
  clauses: TemplateClause[];
  subsections?: TemplateSection[];
};

/** Placeholder names the templates use, with what each one stands for. */
export const PLACEHOLDERS = {
  project_name: "The project or contract name",
  purchaser: "The Purchaser / Employer / Client (the procuring entity)",
  sector: "The sector or industry",
  objectives: "The project objectives",
  outputs: "The goods, works or services to be delivered",
  estimated_value: "The estimated contract value with its currency",
  framework: "The procurement framework the contract is procured under",
  location: "The place of delivery or the site",
  duration: "The delivery period, construction period or assignment duration",
  issued_on: "The date the document is issued",
} as const;

export type PlaceholderName = keyof typeof PLACEHOLDERS;

export type DocumentTemplate = {
  /** The id of its entry in modules/tools/lib/templates.ts TEMPLATES. */
  id: string;
  title: string;
  /** The template's own version ("2.1") and the date it was issued (ISO): the tracker compares both. */
  version: string;
  issued: string;
  /** The standard document whose structure it follows (named, never copied). */
  follows: string;
  /** A short note on the cover page: how to use the template. */
  note: string;
  sections: TemplateSection[];
};

export type BoqItem = { item: string; description: string; unit: string; quantity: number; rate: number };

export type BoqTemplate = {
  id: string;
  title: string;
  version: string;
  issued: string;
  follows: string;
  note: string;
  columns: readonly ["Item", "Description", "Unit", "Qty", "Rate", "Amount"];
  /** Bills (sheets) of items; each bill ends with its subtotal row, the summary sheet sums the subtotals. */
  bills: { id: string; title: string; items: BoqItem[] }[];
};

/** The library tag that makes an organisation's Word file one of its drafting templates. */
export { ORG_TEMPLATE_TAG } from "@/lib/files/org-template-rules";

/** Every placeholder a text holds, in order of first appearance. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(/\{([a-z_]+)\}/g)].map((match) => match[1]!))];
}

/** A text with its placeholders filled from `values`; a placeholder without a value is left as written. */
export function fillText(text: string, values: Partial<Record<string, string>>): string {
  return text.replace(/\{([a-z_]+)\}/g, (whole, name: string) => placeholderValue(values, name) ?? whole);
}

/** Every clause of a template, depth first, with the heading path it sits under. */
export function templateClauses(
  sections: readonly TemplateSection[],
  path: readonly string[] = [],
): { section: string; clause: TemplateClause }[] {
  return sections.flatMap((section) => [
    ...section.clauses.map((clause) => ({ section: [...path, section.heading].join(" / "), clause })),
    ...templateClauses(section.subsections ?? [], [...path, section.heading]),
  ]);
}
