/**
 * The five built-in drafting templates and how the closest one is chosen when the user
 * attached none. Pure data and functions; the files live under /templates/.
 */

export type Template = {
  id: string;
  name: string;
  /** A procurement category (Goods, Works, Consulting Services, Non-consulting Services). */
  category: string;
  /** The framework the template comes from; 'Generic' for one that belongs to none. */
  framework: string;
  sector: string;
  docType: string;
  /** Under /templates/, .docx or .xlsx. */
  path: string;
};

/** Three from a multilateral development bank, one from a regional development bank, one generic. */
export const TEMPLATES: readonly Template[] = [
  {
    id: "wb-goods-tor",
    name: "World Bank Goods Terms of Reference",
    category: "Goods",
    framework: "World Bank",
    sector: "General",
    docType: "Terms of Reference",
    path: "/templates/wb-goods-tor.docx",
  },
  {
    id: "wb-works-specification",
    name: "World Bank Works Technical Specification",
    category: "Works",
    framework: "World Bank",
    sector: "Construction",
    docType: "Technical Specification",
    path: "/templates/wb-works-specification.docx",
  },
  {
    id: "wb-consulting-tor",
    name: "World Bank Consulting Services Terms of Reference",
    category: "Consulting Services",
    framework: "World Bank",
    sector: "Advisory",
    docType: "Terms of Reference",
    path: "/templates/wb-consulting-tor.docx",
  },
  {
    id: "afdb-infrastructure-specification",
    name: "African Development Bank Infrastructure Specification",
    category: "Works",
    framework: "African Development Bank",
    sector: "Infrastructure",
    docType: "Technical Specification",
    path: "/templates/afdb-infrastructure-specification.docx",
  },
  {
    id: "generic-goods-boq",
    name: "Generic Goods Bill of Quantities",
    category: "Goods",
    framework: "Generic",
    sector: "General",
    docType: "Bill of Quantities",
    path: "/templates/generic-goods-boq.xlsx",
  },
];

/** What a draft is about; every part is optional (a missing part scores nothing). */
export type TemplateCriteria = {
  framework?: string | null;
  category?: string | null;
  docType?: string | null;
  sector?: string | null;
};

/** Points per matching attribute; the highest total wins. */
export const TEMPLATE_SCORES = {
  frameworkExact: 4,
  category: 3,
  docType: 2,
  sector: 1,
  frameworkPartial: 2,
} as const;

const norm = (value: string | null | undefined) => (value ?? "").trim().toLowerCase();

/**
 * Framework exact match +4, category +3, docType +2, sector +1, and framework partial containment
 * +2 in either direction (the template's framework inside the user's, as 'World Bank' in 'World Bank (WB)', or
 * the user's inside the template's). Comparisons ignore case and surrounding spaces; an exact match is not also
 * counted as containment.
 */
export function scoreTemplate(template: Template, criteria: TemplateCriteria): number {
  let score = 0;
  const wanted = norm(criteria.framework);
  const own = norm(template.framework);
  if (wanted && own) {
    if (wanted === own) score += TEMPLATE_SCORES.frameworkExact;
    else {
      if (wanted.includes(own)) score += TEMPLATE_SCORES.frameworkPartial;
      if (own.includes(wanted)) score += TEMPLATE_SCORES.frameworkPartial;
    }
  }
  const same = (a: string | null | undefined, b: string) => norm(a) !== "" && norm(a) === norm(b);
  if (same(criteria.category, template.category)) score += TEMPLATE_SCORES.category;
  if (same(criteria.docType, template.docType)) score += TEMPLATE_SCORES.docType;
  if (same(criteria.sector, template.sector)) score += TEMPLATE_SCORES.sector;
  return score;
}

/** The highest-scoring template; ties go to the first in TEMPLATES order; null when none scores above 0. */
export function closestTemplate(
  criteria: TemplateCriteria,
  templates: readonly Template[] = TEMPLATES,
): Template | null {
  let best: Template | null = null;
  let bestScore = 0;
  for (const template of templates) {
    const score = scoreTemplate(template, criteria);
    if (score > bestScore) {
      best = template;
      bestScore = score;
    }
  }
  return best;
}

export const UPLOADED_TEMPLATES_MESSAGE = "Using your uploaded templates as basis for zero-draft generation.";
export const GENERIC_TEMPLATE_MESSAGE =
  "No templates uploaded. No close template match was found; using the standard structure.";

/** The notice of what a generated draft is based on. */
export function templateBasisMessage(hasUploads: boolean, template: Template | null): string {
  if (hasUploads) return UPLOADED_TEMPLATES_MESSAGE;
  if (template) return `No templates uploaded. Using closest-fit template: ${template.name}.`;
  return GENERIC_TEMPLATE_MESSAGE;
}

/**
 * The template category of a Contract Management Plan contract type (lib/catalogue/lists.ts CONTRACT_TYPES).
 * Mixed contracts, framework agreements and Other have no single category.
 */
export function categoryOfContractType(contractType: string): string | null {
  switch (contractType) {
    case "Goods Supply":
      return "Goods";
    case "Works/Construction":
      return "Works";
    case "Consulting Services":
      return "Consulting Services";
    case "Non-consulting Services":
      return "Non-consulting Services";
    default:
      return null;
  }
}
