/**
 * A drafted document (drafting suite): a title, what it is based on, and numbered sections of paragraphs and
 * tables. Every paragraph says where its text comes from, so an officer sees what to confirm: the user's brief,
 * a verified framework rule (cited), a passage of the org's guidelines (cited), an attached document (cited), the
 * template, or an assumption the draft had to make. Stored in a tool run's output (data.draft) and exported to
 * DOCX and PDF from it; pure (no I/O).
 */
import { z } from "zod";

export const DRAFT_SOURCES = [
  "input",
  "rule",
  "guideline",
  "document",
  "template",
  "assumption",
  "model",
] as const;

const paragraphSchema = z.object({
  text: z.string(),
  source: z.enum(DRAFT_SOURCES).optional(),
  /** Where it comes from: '{framework} — {citation}', '{guideline}, {location}', '{file}, {page}'. */
  citation: z.string().optional(),
});

const tableSchema = z.object({
  caption: z.string().optional(),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
});

export type DraftParagraph = z.infer<typeof paragraphSchema>;
export type DraftTable = z.infer<typeof tableSchema>;
export type DraftSource = (typeof DRAFT_SOURCES)[number];

export type DraftSection = {
  id: string;
  /**
   * The number the document gives the section ("Section II", "7" for ITT 7) where the standard document numbers
   * it; otherwise it is numbered by position ("1", "1.2").
   */
  number?: string;
  heading: string;
  paragraphs: DraftParagraph[];
  tables?: DraftTable[];
  subsections?: DraftSection[];
};

const sectionSchema: z.ZodType<DraftSection> = z.lazy(() =>
  z.object({
    id: z.string(),
    number: z.string().max(40).optional(),
    heading: z.string(),
    paragraphs: z.array(paragraphSchema),
    tables: z.array(tableSchema).optional(),
    subsections: z.array(sectionSchema).optional(),
  }),
);

export const draftSchema = z.object({
  title: z.string(),
  subtitle: z.string().optional(),
  /** What the draft is based on: the template used (or the standard structure), the framework, the documents. */
  basis: z.string(),
  sections: z.array(sectionSchema),
  /**
   * The blanks the draft leaves for the officer on purpose (the Purchaser's address, a date only they know): each
   * placeholder as the text prints it. The quality gate counts a blank finding on one of these as "to fill".
   */
  toFill: z.array(z.object({ item: z.string(), placeholder: z.string() })).optional(),
});

export type Draft = z.infer<typeof draftSchema>;

/** The id of a draft's closing notes for the officer: guidance, never issued and never reviewed by the gate. */
export const DRAFTING_NOTES_ID = "drafting-notes";
/**
 * Sections written for the officer rather than the bidders: the notes, the rules the draft relies on (quoted
 * law, not requirements) and the org's guideline passages. The quality gate does not review them as requirements.
 */
export const OFFICER_SECTION_IDS: readonly string[] = [DRAFTING_NOTES_ID, "framework", "guidelines"];

/** Builders that keep the engines short. */
export const fromInput = (text: string): DraftParagraph => ({ text, source: "input" });
export const fromTemplate = (text: string): DraftParagraph => ({ text, source: "template" });
export const assumption = (text: string): DraftParagraph => ({ text, source: "assumption" });
export const cited = (text: string, source: DraftSource, citation: string): DraftParagraph => ({
  text,
  source,
  citation,
});

/** Sections numbered as the document shows them: "1", "1.1", "1.2", "2". */
export function numberedSections(
  sections: readonly DraftSection[],
  prefix = "",
): { number: string; depth: number; section: DraftSection }[] {
  return numberedFrom(sections, prefix, 0);
}

function numberedFrom(
  sections: readonly DraftSection[],
  prefix: string,
  depth: number,
): { number: string; depth: number; section: DraftSection }[] {
  return sections.flatMap((section, index) => {
    const number = section.number ?? `${prefix}${index + 1}`;
    return [{ number, depth, section }, ...numberedFrom(section.subsections ?? [], `${number}.`, depth + 1)];
  });
}

/** Every assumption the draft makes, in order, for the "confirm these" list. */
export function draftAssumptions(draft: Draft): string[] {
  return numberedSections(draft.sections).flatMap(({ number, section }) =>
    section.paragraphs
      .filter((p) => p.source === "assumption")
      .map((p) => `${number} ${section.heading}: ${p.text}`),
  );
}
