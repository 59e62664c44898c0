/**
 * The standard tender documents the Template Version Tracker recognises, as data: each one's section structure,
 * the wording typical of it, and its known editions. Only what could be read in a public source is recorded:
 * - Kenya PPRA: standard tender documents effective 21 April 2021 (PPRA Circular No. 2 of 2021, which
 *   discontinued the earlier PPOA documents), revised April 2022 with an amended Form of Tender and a Beneficial
 *   Ownership Information Disclosure Form (ppra.go.ke/standard-tender-documents; the Works document "Rev. April
 *   2022": Sections I-X as listed below, TDS rows keyed "ITT 7.1", "ITT 18.1" ...). The goods and non-consulting
 *   services documents follow the same Part 1 and Part 3, with a Schedule of Requirements or a Description of
 *   Services as Part 2 (read in issued Kenyan tenders of 2021-2024).
 * - Kenya PPOA: the earlier documents (Public Procurement Oversight Authority, under the Public Procurement and
 *   Disposal Act, 2005): Invitation to Tender, Instructions to Tenderers with an Appendix, GCC, SCC,
 *   specifications, schedules and "Standard Forms" (read in issued tenders of 2011-2021).
 * - World Bank: Standard Procurement Documents under the Procurement Regulations for IPF Borrowers, first issued
 *   July 2016 (their revision pages); the later revision dates could not be read, so no revision is recorded as
 *   current and any other cover date is "not recognised". Before July 2016, Standard Bidding Documents (editions
 *   from the Bank's archive page and the SPDs' revision lists).
 */
import { MONTHS } from "@/lib/text/months";

/** A section of a standard document: its number there and the names it is written under. */
export type StandardSection = {
  id: string;
  number: string;
  names: readonly string[];
  /** Names an earlier edition gave the same section (a difference is then "renamed", not "missing"). */
  formerly?: readonly string[];
  /** Not counted as missing when absent (an invitation is often issued separately). */
  optional?: boolean;
};

/** Wording typical of a document: found (at least `min` times) adds `weight` to its wording score. */
export type Marker = { pattern: RegExp; weight: number; label: string; min?: number };

export type Edition = {
  id: string;
  label: string;
  /** Year and month (for ordering against a stated date); absent when unknown. */
  date?: string;
  /** Wording that states this edition (read on the cover, in footers or anywhere in the text). */
  stated?: RegExp;
  current?: boolean;
};

export type Category = "Goods" | "Works" | "Non-consulting Services" | "Consulting Services";

export type StandardDocument = {
  id: string;
  family: "Kenya PPRA" | "Kenya PPOA" | "World Bank SPD" | "World Bank SBD";
  publisher: string;
  title: string;
  category: Category;
  sections: readonly StandardSection[];
  markers: readonly Marker[];
  editions: readonly Edition[];
  /** The document that replaced this one (same category), when this one is superseded as a whole. */
  supersededBy?: string;
  /** Why this document's currency cannot be settled from the recorded editions. */
  currencyNote?: string;
};

const phrase = (text: string) => new RegExp(`\\b${text.replace(/ /g, "\\s{1,3}")}\\b`, "i");
const word = (text: string, min: number, weight = 1): Marker => ({
  pattern: new RegExp(`\\b${text}\\b`, "g"),
  weight,
  label: `uses "${text.replace(/s\?$/, "")}"`,
  min,
});

const section = (
  id: string,
  number: string,
  names: readonly string[],
  extra: Partial<StandardSection> = {},
): StandardSection => ({ id, number, names, ...extra });

// Kenya PPRA (April 2021, revised April 2022) -----------------------------------------------------------------

const PPRA_EDITIONS: readonly Edition[] = [
  {
    id: "ppra-2022",
    label: "Rev. April 2022",
    date: "2022-04",
    stated:
      /\bRev(?:ised|\.)?\s{0,3}April,?\s{0,3}2022\b|\bCircular\s{1,3}No\.?\s{0,3}0?2\s{0,3}\/\s{0,3}2022\b/i,
    current: true,
  },
  {
    id: "ppra-2021",
    label: "April 2021 issue (PPRA Circular No. 2 of 2021)",
    date: "2021-04",
    stated:
      /\bRev(?:ised|\.)?\s{0,3}April,?\s{0,3}2021\b|\bCircular\s{1,3}No\.?\s{0,3}0?2\s{1,3}of\s{1,3}2021\b/i,
  },
];

const PPRA_MARKERS: readonly Marker[] = [
  { pattern: phrase("Public Procurement Regulatory Authority"), weight: 2, label: "names the PPRA" },
  { pattern: /\bPPRA\b/, weight: 1, label: 'names the "PPRA"' },
  { pattern: phrase("Public Procurement and Asset Disposal Act"), weight: 1, label: "cites the PPADA 2015" },
  { pattern: phrase("Tender Data Sheet"), weight: 2, label: 'has a "Tender Data Sheet"' },
  { pattern: /\b(?:ITT|TDS)\s{0,2}\d{1,2}\.\d{1,2}\b/, weight: 2, label: 'keys clauses as "ITT n.n"' },
  { pattern: phrase("Tendering Forms"), weight: 1, label: 'has "Tendering Forms"' },
  { pattern: phrase("Evaluation and Qualification Criteria"), weight: 1, label: "has a criteria section" },
  word("Tenderers?", 5),
  word("Procuring Entity", 3),
];

const PPRA_PART_1 = [
  section("invitation", "", ["Invitation to Tender"], { optional: true }),
  section("itt", "I", ["Instructions to Tenderers"]),
  section("tds", "II", ["Tender Data Sheet"], {
    formerly: ["Appendix to Instructions to Tenderers", "Appendix to Instruction to Tenderers"],
  }),
  section("eqc", "III", ["Evaluation and Qualification Criteria"], {
    formerly: ["Evaluation Criteria", "Qualification Criteria"],
  }),
  section("forms", "IV", ["Tendering Forms"], {
    formerly: ["Standard Forms", "Tender Forms", "Tender Form", "Form of Tender"],
  }),
];

const ppraPart3 = (first: number): StandardSection[] => [
  section("gcc", ROMAN[first]!, ["General Conditions of Contract"], { formerly: ["Conditions of Contract"] }),
  section("scc", ROMAN[first + 1]!, ["Special Conditions of Contract"], {
    formerly: ["Appendix to Conditions of Contract"],
  }),
  section("contract-forms", ROMAN[first + 2]!, ["Contract Forms"], {
    // The PPOA documents' "Standard Forms" held the contract and performance security forms too.
    formerly: ["Contract Agreement Form", "Form of Contract", "Standard Forms"],
  }),
];

const ROMAN = ["", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"] as const;

const PPRA_PUBLISHER = "Public Procurement Regulatory Authority (Kenya)";

const PPRA_GOODS: StandardDocument = {
  id: "ppra-goods",
  family: "Kenya PPRA",
  publisher: PPRA_PUBLISHER,
  title: "Standard Tender Document for the Procurement of Goods",
  category: "Goods",
  sections: [
    ...PPRA_PART_1,
    section("schedule", "V", ["Schedule of Requirements"], {
      formerly: ["Technical Specifications", "Specifications", "Price Schedule for Goods"],
    }),
    ...ppraPart3(6),
  ],
  markers: [...PPRA_MARKERS, word("Supplier", 3), word("Goods", 3)],
  editions: PPRA_EDITIONS,
};

const PPRA_WORKS: StandardDocument = {
  id: "ppra-works",
  family: "Kenya PPRA",
  publisher: PPRA_PUBLISHER,
  title: "Standard Tender Document for the Procurement of Works",
  category: "Works",
  sections: [
    ...PPRA_PART_1,
    section("boq", "V", ["Bills of Quantities", "Bill of Quantities"]),
    section("specifications", "VI", ["Specifications", "Technical Specifications"]),
    section("drawings", "VII", ["Drawings"]),
    ...ppraPart3(8),
  ],
  markers: [...PPRA_MARKERS, word("Contractor", 3), word("Works", 3)],
  editions: PPRA_EDITIONS,
};

const PPRA_SERVICES: StandardDocument = {
  id: "ppra-non-consulting",
  family: "Kenya PPRA",
  publisher: PPRA_PUBLISHER,
  title: "Standard Tender Document for the Procurement of Non-Consulting Services",
  category: "Non-consulting Services",
  sections: [
    ...PPRA_PART_1,
    section("services", "V", ["Description of Services", "Services' Requirements", "Services Requirements"], {
      formerly: [
        "Terms of Reference",
        "Schedule of Requirements",
        "Scope of Services",
        "Price Schedule for Services",
      ],
    }),
    ...ppraPart3(6),
  ],
  markers: [...PPRA_MARKERS, word("Service Provider", 2), word("Services", 3)],
  editions: PPRA_EDITIONS,
};

// Kenya PPOA (before April 2021) -----------------------------------------------------------------------------

const PPOA_EDITIONS: readonly Edition[] = [
  {
    id: "ppoa",
    label: "PPOA issue (Public Procurement and Disposal Act, 2005)",
    stated: /\bPublic\s{1,3}Procurement\s{1,3}Oversight\s{1,3}Authority\b|\bPPOA\b/i,
  },
];

const PPOA_MARKERS: readonly Marker[] = [
  { pattern: phrase("Public Procurement Oversight Authority"), weight: 2, label: "names the PPOA" },
  { pattern: phrase("Public Procurement and Disposal Act"), weight: 2, label: "cites the 2005 Act" },
  {
    pattern: /\bAppendix\s{1,3}to\s{1,3}(?:the\s{1,3})?Instructions?\s{1,3}to\s{1,3}Tenderers\b/i,
    weight: 2,
    label: 'has an "Appendix to Instructions to Tenderers"',
  },
  {
    pattern:
      /\bClause\s{1,3}in\s{1,3}ITT\b|\bITT\s{1,3}Reference\b|\bInstructions\s{1,3}to\s{1,3}Tenderers\s{1,3}Reference\b/i,
    weight: 1,
    label: "keys its appendix by the clause of the instructions",
  },
  { pattern: phrase("Standard Forms"), weight: 1, label: 'has "Standard Forms"' },
  word("Tenderers?", 5),
  word("Procuring Entity", 3),
];

const PPOA_PUBLISHER = "Public Procurement Oversight Authority (Kenya)";
const PPOA_HEAD = [
  section("invitation", "I", ["Invitation to Tender", "Invitation for Tenders"]),
  section("itt", "II", ["Instructions to Tenderers"]),
  section("appendix", "", ["Appendix to Instructions to Tenderers", "Appendix to Instruction to Tenderers"]),
];

const PPOA_GOODS: StandardDocument = {
  id: "ppoa-goods",
  family: "Kenya PPOA",
  publisher: PPOA_PUBLISHER,
  title: "Standard Tender Document for Procurement of Goods",
  category: "Goods",
  sections: [
    ...PPOA_HEAD,
    section("gcc", "III", ["General Conditions of Contract"]),
    section("scc", "IV", ["Special Conditions of Contract"]),
    section("specifications", "V", ["Technical Specifications", "Specifications"]),
    section("schedule", "VI", ["Schedule of Requirements"]),
    section("price", "VII", ["Price Schedule for Goods", "Price Schedule"]),
    section("forms", "VIII", ["Standard Forms"]),
  ],
  markers: [...PPOA_MARKERS, word("Supplier", 3), word("Goods", 3), phraseMarker("Price Schedule for Goods")],
  editions: PPOA_EDITIONS,
  supersededBy: "ppra-goods",
};

const PPOA_WORKS: StandardDocument = {
  id: "ppoa-works",
  family: "Kenya PPOA",
  publisher: PPOA_PUBLISHER,
  title: "Standard Tender Document for Procurement of Works",
  category: "Works",
  sections: [
    ...PPOA_HEAD,
    section("conditions", "III", ["Conditions of Contract", "General Conditions of Contract"]),
    section("specifications", "V", ["Specifications", "Technical Specifications"]),
    section("drawings", "VI", ["Drawings"]),
    section("boq", "VII", ["Bills of Quantities", "Bill of Quantities"]),
    section("forms", "VIII", ["Standard Forms"]),
  ],
  markers: [...PPOA_MARKERS, word("Contractor", 3), word("Works", 3)],
  editions: PPOA_EDITIONS,
  supersededBy: "ppra-works",
};

const PPOA_SERVICES: StandardDocument = {
  id: "ppoa-services",
  family: "Kenya PPOA",
  publisher: PPOA_PUBLISHER,
  title: "Standard Tender Document for Procurement of Services",
  category: "Non-consulting Services",
  sections: [
    ...PPOA_HEAD,
    section("gcc", "III", ["General Conditions of Contract"]),
    section("scc", "IV", ["Special Conditions of Contract"]),
    section("services", "V", ["Terms of Reference", "Schedule of Requirements", "Description of Services"]),
    section("price", "VI", ["Price Schedule for Services"]),
    section("forms", "VII", ["Standard Forms"]),
  ],
  markers: [...PPOA_MARKERS, word("Services", 3), phraseMarker("Price Schedule for Services")],
  editions: PPOA_EDITIONS,
  supersededBy: "ppra-non-consulting",
};

function phraseMarker(text: string): Marker {
  return { pattern: phrase(text), weight: 1, label: `has a "${text}"` };
}

// World Bank -------------------------------------------------------------------------------------------------

const WB_SPD_CURRENCY =
  "The World Bank has revised its Standard Procurement Documents since July 2016, and the revision dates could not be confirmed from the sources available: check the cover date against the Bank's current SPD.";

const SPD_EDITIONS: readonly Edition[] = [
  { id: "spd-2016-07", label: "July 2016 (first issue under the Procurement Regulations)", date: "2016-07" },
];

const WB_MARKERS: readonly Marker[] = [
  { pattern: /\bWorld\s{1,3}Bank\b|\bIBRD\b|\bIDA\b/, weight: 1, label: "names the World Bank" },
  { pattern: /\bITB\s{0,2}\d{1,2}\.\d{1,2}\b|\bBDS\b/, weight: 2, label: 'keys clauses as "ITB n.n"' },
  { pattern: phrase("Bid Data Sheet"), weight: 2, label: 'has a "Bid Data Sheet"' },
  { pattern: phrase("Bidding Forms"), weight: 1, label: 'has "Bidding Forms"' },
  word("Bidders?", 5),
];

const SPD_MARKERS: readonly Marker[] = [
  {
    pattern: phrase("Standard Procurement Document"),
    weight: 2,
    label: 'says "Standard Procurement Document"',
  },
  { pattern: phrase("Procurement Regulations for IPF Borrowers"), weight: 2, label: "cites the Regulations" },
  { pattern: phrase("Specific Procurement Notice"), weight: 1, label: 'has a "Specific Procurement Notice"' },
];

const SBD_MARKERS: readonly Marker[] = [
  { pattern: phrase("Standard Bidding Documents?"), weight: 2, label: 'says "Standard Bidding Document"' },
  { pattern: phrase("Invitation for Bids"), weight: 1, label: 'has an "Invitation for Bids"' },
  {
    pattern: /\bGuidelines:?\s{0,3}(?:for\s{1,3})?Procurement\s{1,3}(?:of\s{1,3}Goods|under\s{1,3}IBRD)/i,
    weight: 2,
    label: "cites the Procurement Guidelines",
  },
];

const RFB_HEAD = [
  section("invitation", "", ["Specific Procurement Notice", "Invitation for Bids"], {
    optional: true,
  }),
  section("itb", "I", ["Instructions to Bidders"]),
  section("bds", "II", ["Bid Data Sheet"]),
  section("eqc", "III", ["Evaluation and Qualification Criteria"]),
  section("forms", "IV", ["Bidding Forms"]),
  section("eligible", "V", ["Eligible Countries"]),
];
const FRAUD = section("fraud", "VI", ["Fraud and Corruption"]);

const WB_GOODS_TAIL = (first: number) => [
  section("schedule", ROMAN[first]!, ["Schedule of Requirements"]),
  section("gcc", ROMAN[first + 1]!, ["General Conditions of Contract"]),
  section("scc", ROMAN[first + 2]!, ["Special Conditions of Contract"]),
  section("contract-forms", ROMAN[first + 3]!, ["Contract Forms"]),
];
const WB_WORKS_TAIL = (first: number) => [
  section("requirements", ROMAN[first]!, [
    "Works' Requirements",
    "Works Requirements",
    "Employer's Requirements",
  ]),
  section("gcc", ROMAN[first + 1]!, ["General Conditions of Contract", "General Conditions"]),
  section("pcc", ROMAN[first + 2]!, ["Particular Conditions of Contract", "Particular Conditions"]),
  section("contract-forms", ROMAN[first + 3]!, ["Contract Forms"]),
];

const WB_PUBLISHER = "World Bank";
const goodsWords = [word("Purchaser", 3), word("Supplier", 3), word("Goods", 3)];
const worksWords = [word("Employer", 3), word("Contractor", 3), word("Works", 3)];
const RFB = {
  pattern: /\bRequest\s{1,3}for\s{1,3}Bids\b|\bRFB\b/i,
  weight: 2,
  label: 'says "Request for Bids"',
};

const WB_RFB_GOODS: StandardDocument = {
  id: "wb-rfb-goods",
  family: "World Bank SPD",
  publisher: WB_PUBLISHER,
  title: "Standard Procurement Document, Request for Bids: Goods",
  category: "Goods",
  sections: [...RFB_HEAD, FRAUD, ...WB_GOODS_TAIL(7)],
  markers: [...WB_MARKERS, ...SPD_MARKERS, RFB, ...goodsWords],
  editions: SPD_EDITIONS,
  currencyNote: WB_SPD_CURRENCY,
};

const WB_RFB_WORKS: StandardDocument = {
  id: "wb-rfb-works",
  family: "World Bank SPD",
  publisher: WB_PUBLISHER,
  title: "Standard Procurement Document, Request for Bids: Works",
  category: "Works",
  sections: [...RFB_HEAD, FRAUD, ...WB_WORKS_TAIL(7)],
  markers: [...WB_MARKERS, ...SPD_MARKERS, RFB, ...worksWords],
  editions: SPD_EDITIONS,
  currencyNote: WB_SPD_CURRENCY,
};

const CONSULTING_MARKERS: readonly Marker[] = [
  { pattern: phrase("World Bank"), weight: 1, label: "names the World Bank" },
  { pattern: phrase("Instructions to Consultants"), weight: 2, label: 'has "Instructions to Consultants"' },
  { pattern: /\bITC\s{0,2}\d{1,2}\.\d{1,2}\b/, weight: 2, label: 'keys clauses as "ITC n.n"' },
  {
    pattern: /\bRequest\s{1,3}for\s{1,3}Proposals?\b|\bRFP\b/i,
    weight: 2,
    label: 'says "Request for Proposals"',
  },
  word("Consultants?", 5),
  word("Client", 3),
];

const RFP_SECTIONS = (fraud: readonly string[], contract: readonly string[]) => [
  section("loi", "1", ["Letter of Invitation"]),
  section("itc", "2", ["Instructions to Consultants and Data Sheet", "Instructions to Consultants"]),
  section("technical", "3", ["Technical Proposal - Standard Forms", "Technical Proposal"]),
  section("financial", "4", ["Financial Proposal - Standard Forms", "Financial Proposal"]),
  section("eligible", "5", ["Eligible Countries"]),
  section("fraud", "6", fraud),
  section("tor", "7", ["Terms of Reference"]),
  section("contract", "8", contract),
];

const WB_RFP: StandardDocument = {
  id: "wb-rfp-consulting",
  family: "World Bank SPD",
  publisher: WB_PUBLISHER,
  title: "Standard Procurement Document, Request for Proposals: Consulting Services",
  category: "Consulting Services",
  sections: RFP_SECTIONS(
    ["Fraud and Corruption"],
    ["Conditions of Contract and Contract Forms", "Standard Forms of Contract", "Contract Forms"],
  ),
  markers: [...CONSULTING_MARKERS, ...SPD_MARKERS],
  editions: SPD_EDITIONS,
  currencyNote: WB_SPD_CURRENCY,
};

const SBD_GOODS_EDITIONS = [
  "April 2015",
  "March 2013",
  "May 2010",
  "May 2007",
  "September 2006",
  "May 2005",
  "May 2004",
  "March 2003",
];
const SBD_WORKS_EDITIONS = ["April 2015", "March 2012", "August 2010", "May 2010"];

/** "March 2013" -> "2013-03". */
export function monthDate(text: string): string | undefined {
  const [month = "", year = ""] = text.toLowerCase().split(/\s+/);
  const index = MONTHS.findIndex((name) => name.startsWith(month.slice(0, 3)));
  return index >= 0 && /^\d{4}$/.test(year) ? `${year}-${String(index + 1).padStart(2, "0")}` : undefined;
}

const sbdEditions = (labels: readonly string[]): Edition[] =>
  labels.map((label) => ({ id: `sbd-${label}`, label, date: monthDate(label) }));

const WB_SBD_GOODS: StandardDocument = {
  id: "wb-sbd-goods",
  family: "World Bank SBD",
  publisher: WB_PUBLISHER,
  title: "Standard Bidding Documents: Procurement of Goods",
  category: "Goods",
  sections: [...RFB_HEAD, ...WB_GOODS_TAIL(6)],
  markers: [...WB_MARKERS, ...SBD_MARKERS, ...goodsWords],
  editions: sbdEditions(SBD_GOODS_EDITIONS),
  supersededBy: "wb-rfb-goods",
};

const WB_SBD_WORKS: StandardDocument = {
  id: "wb-sbd-works",
  family: "World Bank SBD",
  publisher: WB_PUBLISHER,
  title: "Standard Bidding Documents: Procurement of Works",
  category: "Works",
  sections: [...RFB_HEAD, ...WB_WORKS_TAIL(6)],
  markers: [...WB_MARKERS, ...SBD_MARKERS, ...worksWords],
  editions: sbdEditions(SBD_WORKS_EDITIONS),
  supersededBy: "wb-rfb-works",
};

const WB_SRFP: StandardDocument = {
  id: "wb-srfp-consultants",
  family: "World Bank SBD",
  publisher: WB_PUBLISHER,
  title: "Standard Request for Proposals: Selection of Consultants",
  category: "Consulting Services",
  sections: RFP_SECTIONS(
    ["Bank Policy - Corrupt and Fraudulent Practices", "Corrupt and Fraudulent Practices"],
    ["Standard Forms of Contract", "Conditions of Contract and Contract Forms"],
  ),
  markers: [
    ...CONSULTING_MARKERS,
    {
      pattern: phrase("Standard Request for Proposals"),
      weight: 2,
      label: 'says "Standard Request for Proposals"',
    },
    {
      pattern:
        /\bConsultant\s{1,3}Guidelines\b|\bSelection\s{1,3}and\s{1,3}Employment\s{1,3}of\s{1,3}Consultants\b/i,
      weight: 2,
      label: "cites the Consultant Guidelines",
    },
  ],
  editions: [],
  supersededBy: "wb-rfp-consulting",
};

export const STANDARD_DOCUMENTS: readonly StandardDocument[] = [
  PPRA_GOODS,
  PPRA_WORKS,
  PPRA_SERVICES,
  PPOA_GOODS,
  PPOA_WORKS,
  PPOA_SERVICES,
  WB_RFB_GOODS,
  WB_RFB_WORKS,
  WB_RFP,
  WB_SBD_GOODS,
  WB_SBD_WORKS,
  WB_SRFP,
];

export const standardDocument = (id: string) => STANDARD_DOCUMENTS.find((entry) => entry.id === id);

/** The form the April 2022 revision added to every PPRA tender document. */
export const BENEFICIAL_OWNERSHIP_FORM =
  /\bBeneficial\s{1,3}Ownership\s{1,3}(?:Information\s{1,3})?Disclosure\s{1,3}Form\b/i;
