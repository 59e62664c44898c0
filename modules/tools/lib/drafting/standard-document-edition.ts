/**
 * The edition of a standard document a tender states, or what its content implies: the wording an edition is
 * known by ("Rev. April 2022", "PPRA Circular No. 02/2022", "Public Procurement Oversight Authority"), a
 * "Revised <month> <year>" or a known cover date on its first pages, and for PPRA documents the Beneficial
 * Ownership Information Disclosure Form that only the April 2022 revision has.
 */
import type { AttachedDocument } from "@/lib/results/types";
import { BENEFICIAL_OWNERSHIP_FORM, monthDate, type StandardDocument } from "./standard-documents-data";
import { clipLine, coverText, type Occurrence } from "./standard-document-text";

export type Evidence = { text: string; page: string; why: string };

export type EditionReading = {
  /** "Rev. April 2022", "revised September 2023", "edition not stated". */
  label: string;
  basis: "stated" | "inferred" | "none";
  /** Whether the edition is one recorded in the data (its currency can then be judged). */
  known: boolean;
  current: boolean;
  /** "2022-04" or "2020" when a date was read. */
  date?: string;
  evidence?: Evidence;
};

const MONTH =
  "(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)";
const REVISED = new RegExp(
  `\\bRev(?:ised|\\.)?:?\\s{0,3}(?:on\\s{1,3})?(?:(${MONTH})\\.?,?\\s{1,3})?((?:19|20)\\d{2})\\b`,
  "gi",
);
/** A cover line about the procurement rules ("Procurement Regulations for IPF Borrowers, July 2016"), not the document. */
const RULES_LINE = /\b(?:Regulations|Guidelines)\b/i;

type Find = (pattern: RegExp) => Occurrence | null;

function pageOf(document: AttachedDocument, index: number): string {
  let offset = 0;
  for (const unit of document.units.slice(0, 3)) {
    offset += unit.text.length + 1;
    if (index < offset) return unit.label;
  }
  return document.units[0]?.label ?? "page 1";
}

function lineAt(text: string, index: number): string {
  const start = text.lastIndexOf("\n", index) + 1;
  const end = text.indexOf("\n", index);
  return text.slice(start, end === -1 ? undefined : end);
}

/** The last "Revised <month> <year>" on the first pages that is not about the procurement rules. */
function coverRevision(
  document: AttachedDocument,
): { text: string; date: string; line: string; index: number } | null {
  const cover = coverText(document);
  let last: { text: string; date: string; line: string; index: number } | null = null;
  for (const match of cover.matchAll(REVISED)) {
    const line = lineAt(cover, match.index);
    if (RULES_LINE.test(line)) continue;
    const [, month, year = ""] = match;
    const date = month ? (monthDate(`${month} ${year}`) ?? year) : year;
    last = { text: match[0], date, line, index: match.index };
  }
  return last;
}

/** A known edition's cover date ("April 2015") on the first pages, on a line not about the procurement rules. */
function coverDate(document: AttachedDocument, standard: StandardDocument) {
  const cover = coverText(document);
  for (const edition of standard.editions) {
    if (!edition.date || edition.stated) continue;
    const [month = "", year = ""] = edition.label.split(/[\s(]+/);
    const pattern = new RegExp(`\\b${month}\\.?,?\\s{1,3}${year}\\b`, "gi");
    for (const match of cover.matchAll(pattern)) {
      const line = lineAt(cover, match.index);
      if (!RULES_LINE.test(line)) return { edition, line, index: match.index };
    }
  }
  return null;
}

export function readEdition(
  document: AttachedDocument,
  standard: StandardDocument,
  find: Find,
): EditionReading {
  for (const edition of standard.editions) {
    const found = edition.stated ? find(edition.stated) : null;
    if (found)
      return {
        label: edition.label,
        basis: "stated",
        known: true,
        current: Boolean(edition.current),
        ...(edition.date ? { date: edition.date } : {}),
        evidence: { text: found.line, page: found.page, why: "states the edition" },
      };
  }
  const revision = coverRevision(document);
  if (revision) {
    const edition = standard.editions.find((candidate) => candidate.date === revision.date);
    return {
      label: edition?.label ?? revision.text.replace(/^Rev(?:ised|\.)?:?\s{0,3}/i, "revised "),
      basis: "stated",
      known: Boolean(edition),
      current: Boolean(edition?.current),
      date: revision.date,
      evidence: {
        text: clipLine(revision.line.trim()),
        page: pageOf(document, revision.index),
        why: "states the revision on the cover",
      },
    };
  }
  const dated = coverDate(document, standard);
  if (dated)
    return {
      label: dated.edition.label,
      basis: "stated",
      known: true,
      current: Boolean(dated.edition.current),
      ...(dated.edition.date ? { date: dated.edition.date } : {}),
      evidence: {
        text: clipLine(dated.line.trim()),
        page: pageOf(document, dated.index),
        why: "the cover date",
      },
    };
  if (standard.family === "Kenya PPRA") {
    const form = find(BENEFICIAL_OWNERSHIP_FORM);
    const edition = standard.editions.find((candidate) => (form ? candidate.current : !candidate.current));
    if (edition)
      return {
        label: edition.label,
        basis: "inferred",
        known: true,
        current: Boolean(edition.current),
        ...(edition.date ? { date: edition.date } : {}),
        ...(form
          ? {
              evidence: {
                text: form.line,
                page: form.page,
                why: "has the Beneficial Ownership Information Disclosure Form, added by the April 2022 revision",
              },
            }
          : {}),
      };
  }
  return { label: "edition not stated", basis: "none", known: false, current: false };
}
