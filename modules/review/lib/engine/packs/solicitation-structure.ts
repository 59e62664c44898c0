/**
 * Each tender against its own standard document's requirements part (lib/frameworks/standard-structure.ts): a
 * works tender needs its Bills of Quantities, Specifications and Drawings (the verified Works STD); a goods tender
 * its Schedule of Requirements; non-consulting services their Description of Services; consultancy its Terms of
 * Reference. A goods tender is never asked for Bills of Quantities or Drawings (issue 35: goods tenders were read
 * against the works sections).
 *
 * A section is found by a heading that names it (not by the table of contents). Where the category's section is
 * absent but the tender states its requirements under another heading ("Technical Specifications" in an older
 * goods template), that is noted, not failed. The structures of the goods, services and RFP documents are not
 * verified: a finding on them says so.
 */
import { UNVERIFIED_MARK } from "@/lib/frameworks/library";
import { sectionAliases } from "@/lib/frameworks/sections";
import {
  requirementsStructure,
  type RequirementsStructure,
  type StructureSection,
} from "@/lib/frameworks/standard-structure";
import { findSection, tocPagesNaming } from "@/lib/reading";
import { citeDocument, collapseWhitespace, documentNames } from "@/lib/reading/evidence";
import { documentModel } from "@/lib/reading/model";
import type { AttachedDocument } from "@/lib/reading/types";
import type { Finding } from "@/lib/results/types";
import type { ReviewCheck } from "@/lib/results/review-types";
import { finding } from "@/modules/review/lib/engine/checks";
import { categoryKey } from "./framework-facts";
import { forBiddingDocuments } from "./solicitation-notice";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/'/g, "['’]?");
const namePattern = (names: readonly string[]) =>
  new RegExp(`(?:^|[^A-Za-z])(?:${names.map(escape).join("|").replace(/ /g, "\\s+")})(?![A-Za-z])`, "i");

type Found = { document: AttachedDocument; page: string; title: string };

/** The first heading (of any level) naming the section. */
function headingFor(documents: readonly AttachedDocument[], section: StructureSection): Found | null {
  const pattern = namePattern(section.names);
  for (const document of documents)
    for (const block of documentModel(document).headings) {
      const title = collapseWhitespace(block.text);
      if (pattern.test(title)) return { document, page: block.page, title };
    }
  return null;
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
  const other =
    structure.category === "works"
      ? null
      : findSection(documents, "section-requirements", sectionAliases("section-requirements", rulesCode));
  if (other)
    return finding(check, "info", "info", {
      id,
      title,
      evidence: `No "${section.name}" heading; the requirements are under "${other.title}" — ${other.document.name}, ${other.block.page}. ${sourceText(structure)}.`,
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

/** The requirements part of the tender's own standard document, by the activity's procurement category. */
export const standardStructureCheck: ReviewCheck = forBiddingDocuments({
  id: "standard-structure",
  title: "Requirements part of the standard tender document for this category",
  run(context) {
    if (!context.subject.length) return null;
    const rulesCode = context.input.framework?.rulesCode;
    const structure = requirementsStructure(
      rulesCode,
      categoryKey(context.input.activity.procurement_category ?? ""),
    );
    if (!structure) return null;
    return structure.sections.map((section) => judge(this, context.subject, structure, section, rulesCode));
  },
});
