/**
 * Which standard tender document an attached document follows, read from its structure and wording: Kenya's PPRA
 * documents (April 2021, revised April 2022) and the PPOA documents before them, the World Bank's Standard
 * Procurement Documents (July 2016 on) and the Standard Bidding Documents before them (data in
 * ./standard-documents-data.ts). It says which edition the document states (or what its content implies),
 * whether that is the current one, and how its sections differ from the current edition's, quoting the lines that
 * led to each conclusion with their page. Pure.
 */
import type { AttachedDocument } from "@/lib/results/types";
import {
  BENEFICIAL_OWNERSHIP_FORM,
  STANDARD_DOCUMENTS,
  standardDocument,
  type Edition,
  type StandardDocument,
} from "./standard-documents-data";
import { readEdition, type EditionReading, type Evidence } from "./standard-document-edition";
import {
  headingNamed,
  occurrences,
  sectionHeadings,
  titleIs,
  nameKey,
  type Occurrence,
  type SectionHeading,
} from "./standard-document-text";

export type { EditionReading, Evidence };

export type SectionDifference = {
  kind: "missing" | "extra" | "renamed" | "renumbered" | "moved";
  /** The section as the current edition names it (missing, renamed, renumbered, moved) or as the document does. */
  section: string;
  detail: string;
  page?: string;
};

export type Recognition = {
  /** The standard document whose structure the document follows. */
  standard: StandardDocument;
  /** The current document of that family and category (the same one unless it was replaced). */
  current: StandardDocument;
  confidence: "high" | "medium" | "low";
  score: number;
  /** Sections found by their own heading; `sectionsListed` more only named in a list of sections. */
  sectionsFound: number;
  sectionsListed: number;
  sectionsExpected: number;
  edition: EditionReading;
  followsCurrent: "yes" | "no" | "unknown";
  /** Why it does (not) follow the current edition, in a sentence. */
  currency: string;
  differences: SectionDifference[];
  evidence: Evidence[];
};

type Candidate = {
  standard: StandardDocument;
  found: { name: string; number: string; heading: SectionHeading }[];
  /** Sections with their own heading, plus half of those only named in a list of sections. */
  counted: number;
  own: number;
  listed: number;
  expected: number;
  markers: { label: string; occurrence: Occurrence }[];
  structure: number;
  wording: number;
  score: number;
};

const occurrenceCache = new WeakMap<AttachedDocument, Map<RegExp, Occurrence | null>>();

function occurrenceOf(document: AttachedDocument, pattern: RegExp): Occurrence | null {
  let cache = occurrenceCache.get(document);
  if (!cache) occurrenceCache.set(document, (cache = new Map()));
  if (!cache.has(pattern)) cache.set(pattern, occurrences(document, pattern));
  return cache.get(pattern) ?? null;
}

function candidate(
  document: AttachedDocument,
  headings: readonly SectionHeading[],
  standard: StandardDocument,
): Candidate {
  const found: Candidate["found"] = [];
  let own = 0;
  let listed = 0;
  for (const section of standard.sections) {
    const heading = headingNamed(headings, section.names, true);
    if (!heading) continue;
    found.push({ name: section.names[0]!, number: section.number, heading });
    if (section.optional) continue;
    if (heading.listed) listed += 1;
    else own += 1;
  }
  const counted = own + listed / 2;
  const expected = standard.sections.filter((section) => !section.optional).length;
  let weight = 0;
  let total = 0;
  const markers: Candidate["markers"] = [];
  for (const marker of standard.markers) {
    total += marker.weight;
    const occurrence = occurrenceOf(document, marker.pattern);
    if (occurrence && occurrence.count >= (marker.min ?? 1)) {
      weight += marker.weight;
      markers.push({ label: marker.label, occurrence });
    }
  }
  const structure = counted / expected;
  const wording = total ? weight / total : 0;
  return {
    standard,
    found,
    counted,
    own,
    listed,
    expected,
    markers,
    structure,
    wording,
    score: 0.6 * structure + 0.4 * wording,
  };
}

/** Enough structure to say so: three of its sections, or two with most of its wording. */
const recognisable = (found: Candidate) =>
  (found.counted >= 3 && found.score >= 0.45) || (found.counted >= 2 && found.wording >= 0.6);

function confidenceOf(best: Candidate, runnerUp: Candidate | undefined): Recognition["confidence"] {
  const level = best.score >= 0.7 ? 2 : best.score >= 0.5 ? 1 : 0;
  const close =
    runnerUp && runnerUp.standard.family !== best.standard.family && best.score - runnerUp.score < 0.05;
  return (["low", "medium", "high"] as const)[Math.max(0, level - (close ? 1 : 0))]!;
}

const currentEdition = (standard: StandardDocument): Edition | undefined =>
  standard.editions.find((edition) => edition.current);

const FORM_LIKE =
  /\b(?:forms?|questionnaire|declaration|authori[sz]ation|warranty|security|guarantee|checklist|experience|subcontractors?)\b/i;
const CONTRACT_LIKE =
  /\b(?:contract agreement|performance security|notification of (?:award|regret)|letter of (?:award|acceptance))\b/i;

/** How the document's sections differ from the current edition's: missing, renamed, renumbered, moved, extra. */
export function sectionDifferences(
  document: AttachedDocument,
  current: StandardDocument,
): SectionDifference[] {
  const headings = sectionHeadings(document);
  const differences: SectionDifference[] = [];
  const directly = new Set<string>();
  const label = (section: StandardDocument["sections"][number]) =>
    `${section.number ? `Section ${section.number} ` : ""}${section.names[0]}`;
  for (const section of current.sections) {
    const heading = headingNamed(headings, section.names);
    if (heading) {
      directly.add(section.id);
      if (heading.number && section.number && heading.number !== section.number)
        differences.push({
          kind: "renumbered",
          section: label(section),
          detail: `numbered ${heading.number} here ("${heading.text}")`,
          page: heading.page,
        });
      continue;
    }
    const former = headingNamed(headings, section.formerly ?? []);
    if (former)
      differences.push({
        kind: "renamed",
        section: label(section),
        detail: `written as "${former.text}", the name of an earlier edition`,
        page: former.page,
      });
    else if (!section.optional) {
      const listed = headingNamed(headings, section.names, true);
      differences.push({
        kind: "missing",
        section: label(section),
        detail: listed
          ? `listed as "${listed.text}" but no heading for it was found`
          : "no heading for it was found",
        ...(listed ? { page: listed.page } : {}),
      });
    }
  }
  const seen = new Set<string>();
  const forms = current.sections.find((section) => section.id === "forms");
  const contractForms = current.sections.find((section) => section.id === "contract-forms");
  const isCurrent = (title: string) =>
    current.sections.some((section) => section.names.some((name) => titleIs(title, name)));
  for (const heading of headings) {
    if (!heading.number || !heading.title || heading.joined || heading.listed) continue;
    if (seen.has(nameKey(heading.title))) continue;
    seen.add(nameKey(heading.title));
    if (isCurrent(heading.title)) continue;
    // "SECTION II - TENDER DATA" whose name runs on to the next line ("SHEET (TDS)").
    const runsOn = headings.some(
      (other) =>
        other.joined &&
        other.page === heading.page &&
        other.text.startsWith(heading.text) &&
        isCurrent(other.title),
    );
    if (runsOn) continue;
    const formerOf = current.sections.find((section) =>
      (section.formerly ?? []).some((name) => titleIs(heading.title, name)),
    );
    if (formerOf && !directly.has(formerOf.id)) continue; // already reported as renamed
    const into =
      formerOf ??
      (CONTRACT_LIKE.test(heading.title) ? contractForms : FORM_LIKE.test(heading.title) ? forms : undefined);
    differences.push(
      into
        ? {
            kind: "moved",
            section: heading.text,
            detail: `a section of its own here; part of ${label(into)} in the current edition`,
            page: heading.page,
          }
        : {
            kind: "extra",
            section: heading.text,
            detail: "not a section of the current edition",
            page: heading.page,
          },
    );
  }
  if (current.family === "Kenya PPRA" && !occurrenceOf(document, BENEFICIAL_OWNERSHIP_FORM))
    differences.push({
      kind: "missing",
      section: "Beneficial Ownership Information Disclosure Form",
      detail: `added to the Tendering Forms in ${currentEdition(current)?.label ?? "the current edition"}; not found`,
    });
  return differences;
}

function currencyOf(
  standard: StandardDocument,
  current: StandardDocument,
  edition: EditionReading,
): { followsCurrent: Recognition["followsCurrent"]; currency: string } {
  const latest = currentEdition(current);
  const latestText = `${current.title}${latest ? `, ${latest.label}` : ""}`;
  if (standard.id !== current.id)
    return {
      followsCurrent: "no",
      currency: `It follows the structure of the ${standard.family} ${standard.title}, since replaced by the ${current.family} ${latestText}.`,
    };
  if (!latest)
    return {
      followsCurrent: "unknown",
      currency: standard.currencyNote ?? "The current edition is not known.",
    };
  if (edition.current)
    return {
      followsCurrent: "yes",
      currency: `It follows the current edition, ${latest.label}${edition.basis === "inferred" ? " (inferred from its content, the edition is not stated)" : ""}.`,
    };
  if (edition.date && latest.date && edition.date > latest.date)
    return {
      followsCurrent: "unknown",
      currency: `It states ${edition.label}, later than ${latest.label}, the latest edition this tool knows: check the PPRA's list of standard documents.`,
    };
  if (edition.basis === "none")
    return {
      followsCurrent: "unknown",
      currency: `Its edition is not stated; the current edition is ${latest.label}.`,
    };
  return {
    followsCurrent: "no",
    currency:
      edition.basis === "inferred"
        ? `Its edition is not stated and its content points to the ${edition.label}; the current edition is ${latest.label}.`
        : `It states the ${edition.label}; the current edition is ${latest.label}.`,
  };
}

/** The standard document the document follows, with its edition and differences, or null when none fits. */
export function recogniseStandardDocument(document: AttachedDocument): Recognition | null {
  const headings = sectionHeadings(document);
  if (!headings.length) return null;
  const ranked = STANDARD_DOCUMENTS.map((standard) => candidate(document, headings, standard))
    .filter(recognisable)
    .sort((a, b) => b.score - a.score || b.counted - a.counted);
  const best = ranked[0];
  if (!best) return null;
  const { standard } = best;
  const current = (standard.supersededBy && standardDocument(standard.supersededBy)) || standard;
  const edition = readEdition(document, standard, (pattern) => occurrenceOf(document, pattern));
  const evidence: Evidence[] = [
    ...(edition.evidence ? [edition.evidence] : []),
    ...best.found
      .filter(({ heading }) => !heading.listed)
      .slice(0, 6)
      .map(({ name, number, heading }) => ({
        text: heading.text,
        page: heading.page,
        why: `the heading of ${number ? `Section ${number} ` : "the "}${name}`,
      })),
    ...best.markers.slice(0, 4).map(({ label, occurrence }) => ({
      text: occurrence.line,
      page: occurrence.page,
      why: `${label}${occurrence.count > 1 ? ` (${occurrence.count} times)` : ""}`,
    })),
  ];
  return {
    standard,
    current,
    confidence: confidenceOf(best, ranked[1]),
    score: Math.round(best.score * 100) / 100,
    sectionsFound: best.own,
    sectionsListed: best.listed,
    sectionsExpected: best.expected,
    edition,
    ...currencyOf(standard, current, edition),
    differences: sectionDifferences(document, current),
    evidence,
  };
}
