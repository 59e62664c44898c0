/**
 * Comparing two versions of a draft (drafting suite, versions per task) and replacing one section of a draft.
 * Sections are matched by id, else by heading; within a matched section the paragraphs (and table rows, as text)
 * are aligned, and a paragraph that changed shows its word-level changes. Pure (no I/O).
 */
import { diffArrays, diffWords } from "diff";
import { numberedSections, type Draft, type DraftSection } from "@/lib/results/draft";

export type ChangeStatus = "added" | "removed" | "changed" | "same";
export type WordChange = { kind: "added" | "removed" | "same"; text: string };

export type ParagraphComparison = {
  status: ChangeStatus;
  /** The text in the first (older) draft; absent when added. */
  before?: string;
  /** The text in the second (newer) draft; absent when removed. */
  after?: string;
  /** Word-level changes, for a changed paragraph only. */
  words?: WordChange[];
};

export type SectionComparison = {
  id: string;
  /** The section's number in the draft it is shown from (the second draft, or the first for a removed one). */
  number: string;
  heading: string;
  /** The first draft's heading when it differs. */
  previousHeading?: string;
  status: ChangeStatus;
  paragraphs: ParagraphComparison[];
};

export type DraftComparison = {
  sections: SectionComparison[];
  counts: Record<ChangeStatus, number>;
};

type Flat = { number: string; section: DraftSection };

const normalized = (heading: string) => heading.trim().replace(/\s+/g, " ").toLowerCase();

/** A section's own text lines (its paragraphs, then its tables' captions and rows), without subsections. */
export function sectionLines(section: DraftSection): string[] {
  return [
    ...section.paragraphs.map((paragraph) => paragraph.text),
    ...(section.tables ?? []).flatMap((table) => [
      ...(table.caption ? [table.caption] : []),
      table.columns.join(" | "),
      ...table.rows.map((row) => row.join(" | ")),
    ]),
  ];
}

function wordChanges(before: string, after: string): WordChange[] {
  return diffWords(before, after).map((change) => ({
    kind: change.added ? "added" : change.removed ? "removed" : "same",
    text: change.value,
  }));
}

/** Aligns two lists of lines; a removed run followed by an added run pairs up as changed lines. */
export function compareLines(before: readonly string[], after: readonly string[]): ParagraphComparison[] {
  const chunks = diffArrays([...before], [...after]);
  const out: ParagraphComparison[] = [];
  for (let index = 0; index < chunks.length; index++) {
    const chunk = chunks[index]!;
    if (!chunk.added && !chunk.removed) {
      out.push(...chunk.value.map((text) => ({ status: "same" as const, before: text, after: text })));
      continue;
    }
    if (chunk.added) {
      out.push(...chunk.value.map((text) => ({ status: "added" as const, after: text })));
      continue;
    }
    const next = chunks[index + 1];
    const added = next?.added ? next.value : [];
    if (next?.added) index++;
    const paired = Math.min(chunk.value.length, added.length);
    for (let i = 0; i < paired; i++) {
      const [was, now] = [chunk.value[i]!, added[i]!];
      out.push({ status: "changed", before: was, after: now, words: wordChanges(was, now) });
    }
    out.push(...chunk.value.slice(paired).map((text) => ({ status: "removed" as const, before: text })));
    out.push(...added.slice(paired).map((text) => ({ status: "added" as const, after: text })));
  }
  return out;
}

function compareSection(before: Flat | undefined, after: Flat | undefined): SectionComparison {
  const shown = (after ?? before)!;
  const paragraphs = compareLines(
    before ? sectionLines(before.section) : [],
    after ? sectionLines(after.section) : [],
  );
  const headingChanged = !!before && !!after && before.section.heading !== after.section.heading;
  const status: ChangeStatus = !before
    ? "added"
    : !after
      ? "removed"
      : headingChanged || paragraphs.some((paragraph) => paragraph.status !== "same")
        ? "changed"
        : "same";
  return {
    id: shown.section.id,
    number: shown.number,
    heading: shown.section.heading,
    ...(headingChanged ? { previousHeading: before.section.heading } : {}),
    status,
    paragraphs,
  };
}

/**
 * Every section of both drafts in the second draft's order (a section only the first has is shown where it stood
 * there), matched by id, else by heading.
 */
export function compareDrafts(before: Draft, after: Draft): DraftComparison {
  const older = numberedSections(before.sections);
  const newer = numberedSections(after.sections);
  const matchOf = new Map<number, number>();
  const used = new Set<number>();
  newer.forEach((flat, index) => {
    const byId = older.findIndex((old, i) => !used.has(i) && old.section.id === flat.section.id);
    const match =
      byId >= 0
        ? byId
        : older.findIndex(
            (old, i) => !used.has(i) && normalized(old.section.heading) === normalized(flat.section.heading),
          );
    if (match >= 0) {
      matchOf.set(index, match);
      used.add(match);
    }
  });
  const sections: SectionComparison[] = [];
  let nextOld = 0;
  const flushRemovedBefore = (limit: number) => {
    for (; nextOld < limit; nextOld++)
      if (!used.has(nextOld)) sections.push(compareSection(older[nextOld], undefined));
  };
  newer.forEach((flat, index) => {
    const match = matchOf.get(index);
    if (match !== undefined) {
      flushRemovedBefore(match);
      nextOld = Math.max(nextOld, match + 1);
    }
    sections.push(compareSection(match === undefined ? undefined : older[match], flat));
  });
  flushRemovedBefore(older.length);
  const counts: Record<ChangeStatus, number> = { added: 0, removed: 0, changed: 0, same: 0 };
  for (const section of sections) counts[section.status]++;
  return { sections, counts };
}

/** The section with this id anywhere in the draft (subsections included). */
export function findSection(draft: Draft, sectionId: string): DraftSection | undefined {
  return numberedSections(draft.sections).find(({ section }) => section.id === sectionId)?.section;
}

/**
 * A copy of the draft with the section of the same id replaced (wherever it stands); every other section is
 * kept as it was. The replaced section keeps its subsections unless the new one brings its own. Null when the
 * draft has no section with that id.
 */
export function replaceSection(draft: Draft, replacement: DraftSection): Draft | null {
  const copy = structuredClone(draft);
  let replaced = false;
  const walk = (sections: DraftSection[]): DraftSection[] =>
    sections.map((section) => {
      if (replaced || section.id !== replacement.id)
        return section.subsections ? { ...section, subsections: walk(section.subsections) } : section;
      replaced = true;
      const next = structuredClone(replacement);
      const subsections = replacement.subsections ?? section.subsections;
      if (subsections) next.subsections = subsections;
      return next;
    });
  copy.sections = walk(copy.sections);
  return replaced ? copy : null;
}
