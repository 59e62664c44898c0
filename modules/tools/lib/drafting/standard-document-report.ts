/**
 * The Template Version Tracker's section for a document that follows a standard tender document (see
 * ./standard-documents.ts): which one and which edition, whether that is the current edition, how its sections
 * differ from the current edition's, the lines that led to it, and the organisation's own template when one fits
 * the document better (or is the current edition of the same standard document). Pure.
 */
import { assumption, cited, fromInput, type DraftParagraph, type DraftSection } from "@/lib/results/draft";
import type { AttachedDocument, OrgTemplate } from "@/lib/results/types";
import { STANDARD_DOCUMENTS } from "./standard-documents-data";
import { nameKey, sectionHeadings } from "./standard-document-text";
import { recogniseStandardDocument, type Recognition, type SectionDifference } from "./standard-documents";

export type OrgTemplateMatch = {
  template: OrgTemplate;
  shared: number;
  /** Shared sections over the larger section count of the two. */
  score: number;
  recognition: Recognition | null;
};

/** The numbered sections' names, without an abbreviation in brackets ("tender data sheet" for "… (TDS)"). */
function skeleton(document: AttachedDocument): Set<string> {
  return new Set(
    sectionHeadings(document)
      .filter((heading) => heading.number && heading.title && !heading.joined && !heading.listed)
      .map((heading) => nameKey(heading.title.replace(/\s{0,3}\([^)]{1,12}\)\s{0,3}$/, "")))
      .filter(Boolean),
  );
}

/** At least this many shared sections, and this share, make an org template a match. */
const MIN_SHARED = 3;
const MIN_SHARE = 0.5;

/**
 * The org's template closest to the document by its numbered sections, or the org's template that is the
 * current edition of the standard document the document follows; null when neither.
 */
export function closestOrgTemplate(
  document: AttachedDocument,
  recognition: Recognition | null,
  templates: readonly OrgTemplate[] | undefined,
): OrgTemplateMatch | null {
  const own = skeleton(document);
  let best: OrgTemplateMatch | null = null;
  for (const template of templates ?? []) {
    const theirs = skeleton(template.document);
    const shared = [...own].filter((name) => theirs.has(name)).length;
    const score = shared / Math.max(own.size, theirs.size, 1);
    const identity = recogniseStandardDocument(template.document);
    const sameStandard =
      recognition !== null &&
      identity !== null &&
      identity.current.id === recognition.current.id &&
      identity.edition.current;
    const fits = shared >= MIN_SHARED && score >= MIN_SHARE;
    if (!fits && !sameStandard) continue;
    const rank = score + (sameStandard ? 1 : 0);
    const bestRank = best ? best.score + (best.recognition?.edition.current ? 1 : 0) : -1;
    if (rank > bestRank) best = { template, shared, score, recognition: sameStandard ? identity : null };
  }
  return best;
}

const KIND_LABEL: Record<SectionDifference["kind"], string> = {
  missing: "Missing",
  extra: "Extra",
  renamed: "Renamed",
  renumbered: "Renumbered",
  moved: "Moved",
};

export const differenceCounts = (differences: readonly SectionDifference[]) => ({
  extra: differences.filter((difference) => difference.kind === "extra").length,
  missing: differences.filter((difference) => difference.kind === "missing").length,
  altered: differences.filter((difference) => ["renamed", "renumbered", "moved"].includes(difference.kind))
    .length,
});

function editionParagraph(recognition: Recognition, name: string): DraftParagraph {
  const { edition } = recognition;
  const quoted = edition.evidence ? ` ("${edition.evidence.text}", ${edition.evidence.page})` : "";
  if (edition.basis === "stated" && edition.known)
    return cited(`Edition: ${edition.label}, as the document states${quoted}.`, "document", name);
  if (edition.basis === "stated")
    return assumption(`Edition not recognised: the document states "${edition.label}"${quoted}.`);
  if (edition.basis === "inferred")
    return assumption(
      `Edition not stated; inferred from its content: ${
        edition.evidence
          ? `it ${edition.evidence.why}${quoted}`
          : "it has no Beneficial Ownership Information Disclosure Form, which the April 2022 revision added"
      }.`,
    );
  return assumption("Edition not stated.");
}

function orgParagraph(match: OrgTemplateMatch | null, recognition: Recognition | null): DraftParagraph[] {
  if (!match) return [];
  const name = `"${match.template.name}"`;
  if (match.recognition)
    return [
      cited(
        `Your organisation's template ${name} is the current edition of the same standard document (${match.recognition.current.title}, ${match.recognition.edition.label}): compare the document with it.`,
        "template",
        match.template.name,
      ),
    ];
  const better = !recognition || match.score > recognition.sectionsFound / recognition.sectionsExpected;
  return better
    ? [
        cited(
          `Your organisation's template ${name} fits its structure ${recognition ? "better than the standard document" : "best"}: ${match.shared} sections shared (${Math.round(match.score * 100)}%).`,
          "template",
          match.template.name,
        ),
      ]
    : [];
}

export type StandardDocumentReport = {
  section: DraftSection;
  row: string[];
  status: "current" | "outdated" | "unstated";
  differences: number;
};

export function reportStandardDocument(
  document: AttachedDocument,
  id: string,
  recognition: Recognition,
  orgMatch: OrgTemplateMatch | null,
): StandardDocumentReport {
  const { standard, current, edition, differences } = recognition;
  const counts = differenceCounts(differences);
  const listed = recognition.sectionsListed ? `, ${recognition.sectionsListed} more only listed` : "";
  const words = recognition.evidence.filter((item) => !item.why.startsWith("the heading")).length;
  const latest = current.editions.find((candidate) => candidate.current)?.label;
  const paragraphs: DraftParagraph[] = [
    cited(
      `Recognised as the ${standard.family} ${standard.title} (${standard.category}; ${recognition.confidence} confidence): ${recognition.sectionsFound} of its ${recognition.sectionsExpected} sections found by their headings${listed}${words ? `, and ${words} signs in its wording` : ""}.`,
      "document",
      document.name,
    ),
    editionParagraph(recognition, document.name),
    recognition.followsCurrent === "yes" ? fromInput(recognition.currency) : assumption(recognition.currency),
    fromInput(
      differences.length
        ? `Against the current ${current.title}${latest ? ` (${latest})` : ""}: ${counts.missing} missing, ${counts.extra} extra and ${counts.altered} renamed, renumbered or moved.`
        : `Its sections are those of the current ${current.title}${latest ? ` (${latest})` : ""}.`,
    ),
    ...orgParagraph(orgMatch, recognition),
  ];
  const where = (page?: string) => (page ? `${document.name}, ${page}` : "—");
  const section: DraftSection = {
    id,
    heading: document.name,
    paragraphs,
    tables: [
      ...(differences.length
        ? [
            {
              caption: `Differences from the current ${current.title}`,
              columns: ["Section", "Difference", "Detail", "Where"],
              rows: differences.map((difference) => [
                difference.section,
                KIND_LABEL[difference.kind],
                difference.detail,
                where(difference.page),
              ]),
            },
          ]
        : []),
      {
        caption: "What the recognition rests on",
        columns: ["Line", "Where", "What it shows"],
        rows: recognition.evidence.map((item) => [`"${item.text}"`, where(item.page), item.why]),
      },
    ],
  };
  const version =
    recognition.followsCurrent === "yes"
      ? "Current"
      : recognition.followsCurrent === "no"
        ? "Newer version exists"
        : edition.basis === "none"
          ? "Not stated"
          : "Not confirmed";
  return {
    section,
    row: [
      document.name,
      `${standard.family} ${standard.category}, ${edition.basis === "none" ? "edition not stated" : edition.label}`,
      version,
      String(counts.extra),
      String(counts.missing),
      String(counts.altered),
    ],
    status:
      recognition.followsCurrent === "yes"
        ? "current"
        : recognition.followsCurrent === "no"
          ? "outdated"
          : "unstated",
    differences: differences.length,
  };
}

/** The section for a document no standard document fits but one of the org's templates does. */
export function reportOrgTemplate(document: AttachedDocument, id: string, match: OrgTemplateMatch) {
  return {
    section: { id, heading: document.name, paragraphs: orgParagraph(match, null) } satisfies DraftSection,
    row: [document.name, `Your template: ${match.template.name}`, "—", "—", "—", "—"],
  };
}

/** The standard documents the tracker recognises, with their current edition where it is known. */
export const STANDARD_DOCUMENT_ROWS: string[][] = STANDARD_DOCUMENTS.filter(
  (standard) => !standard.supersededBy,
).map((standard) => [
  `${standard.title}`,
  standard.family,
  standard.category,
  standard.editions.find((edition) => edition.current)?.label ?? "Not confirmed (see the publisher's list)",
]);
