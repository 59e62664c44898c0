/**
 * The requirements part (Part 2) of Kenya's PPRA standard tender documents, one per kind of procurement, so a
 * tender is checked against its own standard document: works against the Works STD (Bills of Quantities,
 * Specifications, Drawings), goods against the Goods STD (Schedule of Requirements), non-consulting services
 * against their STD (Description of Services), consulting services against the Request for Proposals (Terms of
 * Reference). A goods tender is never asked for Bills of Quantities or Drawings.
 *
 * Only the Works STD's structure is verified (`ke-std-works-structure`, read in the STD itself): its Part 2 is read
 * out of that record's text. The Goods, Non-Consulting Services and RFP documents could not be read in an
 * official copy: their Part 2 names are those seen in issued Kenyan tenders and in transcriptions of the Goods STD
 * ("Section V - Schedule of Requirements"), so they are marked not verified and never decide a failure alone.
 */
import type { RuleCategory } from "./library";
import { ruleById } from "./rules";

export type StructureSection = {
  id: string;
  /** Its number in the standard document ("V"); null when not confirmed. */
  number: string | null;
  name: string;
  /** Every name a heading may give it, the standard's own first. */
  names: readonly string[];
  /** What a missing section is: a failure (the document cannot be priced or understood without it) or a warning. */
  missing: "fail" | "warning";
};

export type RequirementsStructure = {
  category: RuleCategory;
  document: string;
  citation: string;
  source_url: string | null;
  verified: boolean;
  sections: readonly StructureSection[];
};

const KENYA = "KE_PPADA";
const PPRA_STD_URL = "https://ppra.go.ke/standard-tender-documents/";
export const WORKS_STRUCTURE_RULE_ID = "ke-std-works-structure";

/** Names a works Part 2 section goes by besides the STD's own. */
const WORKS_NAMES: Readonly<Record<string, { id: string; names: string[]; missing: "fail" | "warning" }>> = {
  "bills of quantities": {
    id: "boq",
    names: ["Bills of Quantities", "Bill of Quantities", "Priced Bill of Quantities"],
    missing: "fail",
  },
  specifications: {
    id: "specifications",
    names: ["Specifications", "Technical Specifications", "Specification"],
    missing: "fail",
  },
  // Some works need none ("Drawings: not applicable"); a missing section is a question, not a failure.
  drawings: { id: "drawings", names: ["Drawings", "List of Drawings"], missing: "warning" },
};

/** "Part 2 Works' Requirements: Section V Bills of Quantities; Section VI Specifications; Section VII Drawings." */
function worksPart2(text: string): StructureSection[] | null {
  const part = /Part 2\b[^:]*:\s*([^.]*)\./.exec(text)?.[1];
  if (!part) return null;
  const sections = [...part.matchAll(/Section\s+([IVX]+)\s+([^;]+)/g)].map(([, number, name]) => {
    const known = WORKS_NAMES[name!.trim().toLowerCase()];
    return known
      ? { id: known.id, number: number!, name: name!.trim(), names: known.names, missing: known.missing }
      : null;
  });
  return sections.length && sections.every(Boolean) ? (sections as StructureSection[]) : null;
}

function works(): RequirementsStructure | null {
  const rule = ruleById(WORKS_STRUCTURE_RULE_ID);
  const sections = rule ? worksPart2(rule.rule) : null;
  if (!rule || !sections) return null;
  return {
    category: "works",
    document: "PPRA Standard Tender Document for Works",
    citation: rule.citation,
    source_url: rule.source_url,
    verified: rule.verified,
    sections,
  };
}

const UNVERIFIED: Readonly<Partial<Record<RuleCategory, Omit<RequirementsStructure, "category">>>> = {
  goods: {
    document: "PPRA Standard Tender Document for Goods",
    citation: "PPRA Standard Tender Document for the Procurement of Goods, Rev. April 2022, Part 2",
    source_url: PPRA_STD_URL,
    verified: false,
    sections: [
      {
        id: "schedule-of-requirements",
        number: "V",
        name: "Schedule of Requirements",
        names: ["Schedule of Requirements", "Schedules of Requirements", "Supply Requirements"],
        missing: "fail",
      },
    ],
  },
  non_consulting: {
    document: "PPRA Standard Tender Document for Non-Consulting Services",
    citation:
      "PPRA Standard Tender Document for the Procurement of Non-Consulting Services, Rev. April 2022, Part 2",
    source_url: PPRA_STD_URL,
    verified: false,
    sections: [
      {
        id: "description-of-services",
        number: "V",
        name: "Description of Services",
        names: [
          "Description of Services",
          "Description of the Services",
          "Services Requirements",
          "Services' Requirements",
          "Scope of Services",
        ],
        missing: "fail",
      },
    ],
  },
  consulting: {
    document: "PPRA standard Request for Proposals for consulting services",
    citation:
      "PPRA Standard Request for Proposals for the Selection of Consultants, Terms of Reference section",
    source_url: PPRA_STD_URL,
    verified: false,
    sections: [
      {
        id: "terms-of-reference",
        number: null,
        name: "Terms of Reference",
        names: ["Terms of Reference"],
        missing: "fail",
      },
    ],
  },
};

/** The requirements part of the category's standard document under a rule set; null when none is recorded. */
export function requirementsStructure(
  rulesCode: string | null | undefined,
  category: RuleCategory | null,
): RequirementsStructure | null {
  if (rulesCode !== KENYA || !category) return null;
  if (category === "works") return works();
  const recorded = UNVERIFIED[category];
  return recorded ? { category, ...recorded } : null;
}
