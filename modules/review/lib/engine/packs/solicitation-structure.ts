/**
 * Each tender against its own standard document's requirements part (lib/frameworks/standard-structure.ts): a
 * works tender needs its Bills of Quantities, Specifications and Drawings (the verified Works STD); a goods tender
 * its Schedule of Requirements; non-consulting services their Description of Services; consultancy its Terms of
 * Reference. A goods tender is never asked for Bills of Quantities or Drawings (issue 35: goods tenders were read
 * against the works sections).
 *
 * A section is found by a heading that names it and opens a body of text: not by the table of contents, nor by the
 * instructions' own lists of the document's sections (ITT 6.1 "iv) Section IV - Tendering Forms / PART 2: Supply
 * Requirements / v) Section V - Schedule of Requirements") or of what a tender contains (ITT 11.1 "b) Schedules:
 * Schedules or Requirements and priced Activity Schedule completed"). Where the category's section is absent but the
 * tender states its requirements under another heading ("Technical Specifications" in an older goods template),
 * that is noted, not failed. The structures of the goods, services and RFP documents are not verified: a finding on
 * them says so.
 *
 * The category is the one the tender evidently is (its title: "SUPPLY AND DELIVERY OF …" is goods, see
 * evident-category.ts) where the form says otherwise or nothing: the disagreement is a finding naming both, and a
 * goods tender keyed as works is never asked for Bills of Quantities.
 */
import { UNVERIFIED_MARK } from "@/lib/frameworks/library";
import { sectionAliases } from "@/lib/frameworks/sections";
import {
  requirementsStructure,
  type RequirementsStructure,
  type StructureSection,
} from "@/lib/frameworks/standard-structure";
import { findSection, sectionIdOf, tocPagesNaming, type Block } from "@/lib/reading";
import { citeDocument, collapseWhitespace, documentNames } from "@/lib/reading/evidence";
import { documentModel } from "@/lib/reading/model";
import type { AttachedDocument } from "@/lib/reading/types";
import type { Finding } from "@/lib/results/types";
import type { ReviewCheck } from "@/lib/results/review-types";
import { finding } from "@/modules/review/lib/engine/checks";
import { categoryKey } from "./framework-facts";
import { categoryLabel, evidentCategory, type EvidentCategory } from "./evident-category";
import { forBiddingDocuments } from "./solicitation-notice";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/'/g, "['’]?");
const namePattern = (names: readonly string[]) =>
  new RegExp(`(?:^|[^A-Za-z])(?:${names.map(escape).join("|").replace(/ /g, "\\s+")})(?![A-Za-z])`, "i");

type Found = { document: AttachedDocument; page: string; title: string };

/** "b) Schedules: …", "iv) Section IV - Tendering Forms": an item of a lettered or roman-numbered list. */
const LIST_ITEM = /^\(?(?:[a-z]|[ivxIVX]{1,4})\)\s/;
/** "PART 2: Supply Requirements ........ 8": a contents line with its leaders and page. */
const CONTENTS_LINE = /(?:\.{4,}|…{2,})\s*\d+\s*$/;

/**
 * Whether a heading opens a section of this document: not an item of a list (nor next to one: "PART 2: Supply
 * Requirements" between "iv) Section IV" and "v) Section V" is part of ITT 6.1's list), not a contents line, and
 * followed by body text (past any sub-headings) before the page runs out of blocks.
 */
function opensSection(blocks: readonly Block[], at: number): boolean {
  const title = collapseWhitespace(blocks[at]!.text);
  if (LIST_ITEM.test(title) || CONTENTS_LINE.test(title)) return false;
  const isListHeading = (block: Block | undefined) =>
    block?.kind === "heading" && LIST_ITEM.test(collapseWhitespace(block.text));
  const neighbour = (step: number) => {
    for (let index = at + step; index >= 0 && index < blocks.length; index += step)
      if (blocks[index]!.kind !== "furniture") return blocks[index];
    return undefined;
  };
  if (isListHeading(neighbour(-1)) || isListHeading(neighbour(1))) return false;
  for (let index = at + 1; index < blocks.length; index++) {
    const block = blocks[index]!;
    if (block.kind === "furniture" || (block.kind === "heading" && !LIST_ITEM.test(block.text.trim())))
      continue;
    return block.kind === "body";
  }
  return false;
}

/** The first heading (of any level) that opens a section and passes `test`. */
function sectionHeading(
  documents: readonly AttachedDocument[],
  test: (title: string) => boolean,
): Found | null {
  for (const document of documents) {
    const { blocks } = documentModel(document);
    for (let at = 0; at < blocks.length; at++) {
      const block = blocks[at]!;
      if (block.kind !== "heading") continue;
      const title = collapseWhitespace(block.text);
      if (test(title) && opensSection(blocks, at)) return { document, page: block.page, title };
    }
  }
  return null;
}

/** The first heading naming the section. */
const headingFor = (documents: readonly AttachedDocument[], section: StructureSection) =>
  sectionHeading(documents, (title) => namePattern(section.names).test(title));

/**
 * Where the requirements sit when the category's own section is not there, best first: a SECTION or PART heading on
 * requirements or specifications ("SECTION V – NCPB Requirements", "SECTION IV – SPECIFICATIONS OF THE LAPTOPS"),
 * a scope ("SCOPE OF WORK"), another requirements heading (not an instructions clause such as "13 Form of Tender
 * and Activity Schedule"), else a numbered clause titled with a requirements name.
 */
const REQUIREMENTS_HEADINGS: readonly ((title: string) => boolean)[] = [
  (title) => /^(?:SECTION|PART)\b.*\b(?:requirements|specifications?)\b/i.test(title),
  (title) => /\bscope\s+of\s+(?:the\s+)?(?:works?|services|supply)\b/i.test(title),
  (title) => !/^\d+(?:\.\d+)*\.?\s/.test(title) && sectionIdOf(title) === "section-requirements",
];

function requirementsElsewhere(
  documents: readonly AttachedDocument[],
  rulesCode: string | undefined,
): Found | null {
  for (const test of REQUIREMENTS_HEADINGS) {
    const heading = sectionHeading(documents, test);
    if (heading) return heading;
  }
  const clause = findSection(
    documents,
    "section-requirements",
    sectionAliases("section-requirements", rulesCode),
  );
  return clause?.by === "clause"
    ? { document: clause.document, page: clause.block.page, title: clause.title }
    : null;
}

function sourceText(structure: RequirementsStructure): string {
  return structure.verified
    ? `${structure.document}: ${structure.citation}`
    : `${structure.document} (section names not verified against the official document: ${UNVERIFIED_MARK})`;
}

const sectionLabel = (section: StructureSection) =>
  `${section.number ? `Section ${section.number} ` : ""}${section.name}`;

function judge(
  check: ReviewCheck,
  documents: readonly AttachedDocument[],
  structure: RequirementsStructure,
  section: StructureSection,
  rulesCode: string | undefined,
): Finding {
  const id = `${check.id}-${section.id}`;
  const title = `${structure.document}: ${sectionLabel(section)}`;
  const citation = structure.verified ? structure.citation : "";
  const found = headingFor(documents, section);
  if (found)
    return finding(check, "pass", "info", {
      id,
      title,
      evidence: `"${found.title}" — ${found.document.name}, ${found.page}. ${sourceText(structure)}.`,
      citation: structure.verified ? `${citation}; ${citeDocument(found.document.name, found.page)}` : "",
    });
  // The main requirements section of goods, services and consultancy may sit under an older or generic heading.
  const other = structure.category === "works" ? null : requirementsElsewhere(documents, rulesCode);
  if (other)
    return finding(check, "info", "info", {
      id,
      title,
      evidence: `No "${section.name}" heading; the requirements are under "${other.title}" — ${other.document.name}, ${other.page}. ${sourceText(structure)}.`,
      recommendation: `Check that the requirements give what the ${section.name} of the ${structure.document} holds: the items with their quantities, the delivery or completion schedule and the specifications.`,
    });
  const listed = documents.flatMap((document) =>
    tocPagesNaming(document, section.names).map((page) => `${document.name}, ${page}`),
  );
  const severity = section.missing === "fail" ? "high" : "medium";
  // An unverified structure never fails a tender on its own: its missing section is a warning.
  const status = section.missing === "fail" && structure.verified ? "fail" : "warning";
  return finding(check, status, severity, {
    id,
    title: `${title} — not found`,
    evidence: `No heading for the ${section.name} in ${documentNames(documents)}${listed.length ? ` (only listed in the table of contents: ${listed.join("; ")})` : ""}. ${sourceText(structure)}.`,
    citation,
    recommendation: `Add the ${sectionLabel(section)} to the tender${section.id === "drawings" ? ', or state "No drawings" where the works need none' : ""}.`,
  });
}

/** The form's category against the title's: a finding naming both where they differ, or where the form has none. */
function categoryFinding(
  check: ReviewCheck,
  entered: string,
  evident: EvidentCategory,
  structure: RequirementsStructure,
): Finding {
  const where = `"${evident.title}" — ${evident.document.name}, ${evident.page}`;
  const judged = `The requirements part is checked against the ${structure.document}.`;
  const base = { id: `${check.id}-category`, citation: citeDocument(evident.document.name, evident.page) };
  if (!categoryKey(entered))
    return finding(check, "info", "info", {
      ...base,
      title: `Category read from the tender's title: ${categoryLabel(evident.category)}`,
      evidence: `${entered.trim() ? `The activity's category "${entered.trim()}" has no standard document` : "No procurement category was entered on the activity"}; the tender's title says ${categoryLabel(evident.category)}: ${where}. ${judged}`,
      recommendation: "Set the procurement category on the activity so every check uses it.",
    });
  return finding(check, "warning", "medium", {
    ...base,
    title: `Category entered as ${entered.trim()}, but the tender is for ${categoryLabel(evident.category)}`,
    evidence: `The activity says "${entered.trim()}"; the tender's title says ${categoryLabel(evident.category)}: ${where}. ${judged}`,
    recommendation: `Correct the procurement category on the activity, or, if the tender really is for ${entered.trim().toLowerCase()}, issue it on the standard document for that category.`,
  });
}

/** The requirements part of the tender's own standard document, by the category the tender evidently is. */
export const standardStructureCheck: ReviewCheck = forBiddingDocuments({
  id: "standard-structure",
  title: "Requirements part of the standard tender document for this category",
  run(context) {
    if (!context.subject.length) return null;
    const rulesCode = context.input.framework?.rulesCode;
    const entered = context.input.activity.procurement_category ?? "";
    const evident = evidentCategory(context.subject);
    const form = categoryKey(entered);
    const structure = requirementsStructure(rulesCode, evident?.category ?? form);
    if (!structure) return null;
    const sections = structure.sections.map((section) =>
      judge(this, context.subject, structure, section, rulesCode),
    );
    return evident && evident.category !== form
      ? [categoryFinding(this, entered, evident, structure), ...sections]
      : sections;
  },
});
