/**
 * The ESG topics the sustainability review screens for, as data: the phrases that mark each, how much its
 * absence weighs, what to add, and whether a purchase may do without it. Read by sustainability-esg.ts.
 */
import type { FindingSeverity } from "@/lib/results/types";

export type EsgPillar = "environmental" | "social" | "governance" | "sustainable";
export type EsgTopic = {
  id: string;
  pillar: EsgPillar;
  name: string;
  /** Phrases that mean the topic, case-insensitive and word-bounded; any run of whitespace matches a space. */
  terms: readonly string[];
  /** Acronyms, matched case-sensitively ("SEA" is not "sea freight"; "ESS2" is the World Bank's standard). */
  acronyms?: readonly string[];
  /** Wording the phrases cannot express ("dust … suppressed", "spoil … disposed of"). */
  wording?: RegExp;
  /**
   * A limit written after the topic's phrase in a specification table ("Power Consumption Max. 12 W"): a row
   * bidders must meet, so a requirement although it has no "shall".
   */
  specificationLimit?: RegExp;
  severity: FindingSeverity;
  recommendation: string;
  /**
   * Why a document may declare the topic not applicable (a low-risk supply needs no ESMP); without it the
   * declaration is a gap: child labour or fraud and corruption concern every contract.
   */
  mayNotApply?: string;
};

export const ESG_PILLAR_LABELS: Readonly<Record<EsgPillar, string>> = {
  environmental: "Environmental",
  social: "Social",
  governance: "Governance",
  sustainable: "Sustainable procurement",
};

/** Whose hours "working hours" must be about to be a labour topic. */
const LABOUR_CONTEXT =
  "\\b(?:workers?|workmen|employees?|labour(?:ers)?|labor(?:ers)?|personnel|staff|overtime|rest\\s+days?|shifts?|per\\s+week|Employment\\s+Act)\\b";

/** Proportionate: the sustainable-procurement criteria suit some purchases and not others. */
const SUSTAINABLE_MAY_NOT_APPLY = "Sustainable-procurement criteria are proportionate to what is bought";

export const ESG_TOPICS: readonly EsgTopic[] = [
  {
    id: "env-management",
    pillar: "environmental",
    name: "Environmental management and impact",
    severity: "high",
    terms: [
      "environmental management plan",
      "environmental and social management plan",
      "E&S management plan",
      "environmental and social commitment plan",
      "environmental impact assessment",
      "environmental and social impact assessment",
      "environmental and social assessment",
      "environmental regulations",
      "environmental laws",
      "environmental legislation",
      "environmental and social requirements",
      "environmental safeguards",
      "environmental and social safeguards",
      "environmental management system",
      "environmental and social framework",
      "environmental audit",
      // Kenya: the EIA licence NEMA issues under the Environmental Management and Co-ordination Act (EMCA), 1999.
      "EIA licence",
      "EIA license",
      "Environmental Management and Co-ordination Act",
      "Environmental Management and Coordination Act",
      "ISO 14001",
    ],
    acronyms: ["ESMP", "C-ESMP", "CESMP", "ESIA", "EIA", "ESCP", "ESF", "ESS1", "EMCA", "NEMA"],
    // "Environmental protection" is a requirement's topic, but not inside an authority's name: ITT 4.14's "declared
    // by the relevant national environmental protection agency … as harmful" is an eligibility rule on goods. Nor
    // are a data sheet's "Environmental Requirements: Operating temperature 0-40 °C" a management requirement.
    wording:
      /\benvironmental\s+requirements\b(?!\s*[:–-]?\s*(?:operating|temperature|humidity|storage)\b)|\benvironmental\s+protection\b(?!\s+(?:agency|agencies|authority|authorities|body|bodies|council|commission|department|office)\b)/i,
    recommendation:
      "Require the contractor to prepare and implement an Environmental (and Social) Management Plan proportionate to the risks, approved before mobilization and reported on monthly.",
    mayNotApply:
      "A low-risk purchase (e.g. off-the-shelf goods, no site works) may need no environmental assessment or plan",
  },
  {
    id: "env-waste-pollution",
    pillar: "environmental",
    name: "Waste and pollution",
    severity: "medium",
    terms: [
      "waste management",
      "disposal of waste",
      "waste disposal",
      "hazardous waste",
      "hazardous materials",
      "hazardous substances",
      "solid waste",
      "liquid waste",
      "construction waste",
      "e-waste",
      "electronic waste",
      "spoil disposal",
      "disposal of spoil",
      "spoil sites",
      "spoil site",
      "debris",
      "effluent",
      "wastewater",
      "waste water",
      "sewage",
      "pollution",
      "pollutants",
      "spill",
      "spills",
      "emissions",
      "air quality",
      "water quality",
      "dust control",
      "dust suppression",
      "dust emissions",
      "noise and dust",
      "dust and noise",
      "noise control",
      "noise levels",
      "noise pollution",
      "resource efficiency and pollution prevention",
    ],
    acronyms: ["ESS3", "WEEE"],
    // "Spoil … shall be disposed of at approved sites", "dust shall be suppressed/controlled by watering".
    wording:
      /\bspoil\b[^.;]{0,60}?\bdispos|\bdust\b[^.;]{0,30}?\b(?:suppress|control|minimi[sz]|mitigat)\w*|\b(?:suppress|control|minimi[sz]|mitigat)\w*\s+(?:the\s+)?dust\b/i,
    recommendation:
      "Add requirements for the handling and lawful disposal of waste and hazardous materials, and for the control of pollution, dust and noise.",
    mayNotApply:
      "A purchase without site works, hazardous materials or end-of-life equipment may produce no waste to manage",
  },
  {
    id: "soc-labour",
    pillar: "social",
    name: "Labour and working conditions",
    severity: "high",
    terms: [
      "labour standards",
      "labor standards",
      "labour and working conditions",
      "labor and working conditions",
      "working conditions",
      "terms and conditions of employment",
      "terms of employment",
      "minimum wage",
      "minimum wages",
      "workers' rights",
      "freedom of association",
      "collective bargaining",
      "grievance mechanism",
      "grievance redress mechanism",
      "workers' grievance",
      "labour management procedures",
      "labor management procedures",
      "workers' camps",
      "workers camps",
      "workers' camp",
      "labour camps",
      "labour camp",
      "worker accommodation",
      "workers' accommodation",
      "labour laws",
      "labor laws",
      "labour law",
      "Employment Act",
      "Labour Relations Act",
      "ILO core",
    ],
    acronyms: ["ESS2", "LMP", "GRM"],
    // Working hours are a labour topic only where workers' hours are meant: "during normal working hours, between
    // 9.00 am and 3.00 pm" in the invitation is when the office issues the tender document.
    wording: new RegExp(
      `\\b(?:working\\s+hours|hours\\s+of\\s+work)\\b(?=[^.;]{0,100}${LABOUR_CONTEXT})|${LABOUR_CONTEXT}[^.;]{0,100}\\b(?:working\\s+hours|hours\\s+of\\s+work)\\b`,
      "i",
    ),
    recommendation:
      "Require compliance with labour law and ILO core standards: written terms of employment, at least the minimum wage, lawful working hours, freedom of association and a workers' grievance mechanism.",
  },
  {
    id: "soc-health-safety",
    pillar: "social",
    name: "Occupational health and safety",
    severity: "high",
    terms: [
      "health and safety",
      "occupational health",
      "occupational safety",
      "Occupational Safety and Health Act",
      "personal protective equipment",
      "protective clothing",
      "safety plan",
      "safety officer",
      "accident prevention",
      "first aid",
      "community health and safety",
      "Work Injury Benefits Act",
    ],
    acronyms: ["OHS", "OH&S", "OSH", "OSHA", "HSE", "PPE", "ESS4", "WIBA", "DOSHS"],
    recommendation:
      "Require a health and safety plan, personal protective equipment, training, first aid and the reporting of accidents and incidents.",
  },
  {
    id: "soc-child-forced-labour",
    pillar: "social",
    name: "Child and forced labour",
    severity: "high",
    terms: [
      "child labour",
      "child labor",
      "forced labour",
      "forced labor",
      "compulsory labour",
      "bonded labour",
      "human trafficking",
      "trafficking in persons",
      "modern slavery",
      "minimum age of employment",
    ],
    recommendation:
      "Prohibit child labour (below the legal minimum age, and hazardous work under 18) and forced, bonded or trafficked labour, including in the supply chain, with a right to audit.",
  },
  {
    id: "soc-gender-sea-sh",
    pillar: "social",
    name: "Gender, sexual exploitation and abuse, sexual harassment (SEA/SH)",
    severity: "medium",
    terms: [
      "sexual exploitation and abuse",
      "sexual exploitation",
      "sexual abuse",
      "sexual harassment",
      "gender-based violence",
      "gender based violence",
      "gender equality",
      "gender equity",
      "Sexual Offences Act",
    ],
    acronyms: ["SEA/SH", "SEAH", "SEA", "GBV", "GBV/SEA/SH"],
    recommendation:
      "Require a code of conduct for workers prohibiting sexual exploitation, abuse and harassment, SEA/SH awareness training and a confidential reporting channel.",
  },
  {
    id: "gov-anti-corruption",
    pillar: "governance",
    name: "Anti-corruption",
    severity: "high",
    terms: [
      "fraud and corruption",
      "anti-corruption",
      "anticorruption",
      "corrupt practice",
      "corrupt practices",
      "bribery",
      "sanctionable practice",
      "sanctionable practices",
      "prohibited practices",
      "integrity pact",
      "fraudulent practice",
      "fraudulent practices",
      "Anti-Corruption and Economic Crimes Act",
      "Ethics and Anti-Corruption Commission",
    ],
    acronyms: ["EACC", "ACECA"],
    recommendation:
      "Include the fraud and corruption clause: definitions of corrupt, fraudulent, collusive, coercive and obstructive practices, the consequences, and the right to inspect and audit.",
  },
  {
    id: "gov-conflict-of-interest",
    pillar: "governance",
    name: "Conflict of interest",
    severity: "medium",
    terms: [
      "conflict of interest",
      "conflicts of interest",
      "conflicting interest",
      "declaration of interest",
      "declarations of interest",
    ],
    recommendation:
      "Require bidders and the contractor to declare any conflict of interest and state when a conflict disqualifies a bidder.",
  },
  {
    id: "sp-life-cycle-cost",
    pillar: "sustainable",
    name: "Life-cycle cost",
    severity: "low",
    terms: [
      "life-cycle cost",
      "life cycle cost",
      "life-cycle costing",
      "life cycle costing",
      "lifecycle cost",
      "lifecycle costing",
      "whole-life cost",
      "whole life cost",
      "total cost of ownership",
    ],
    acronyms: ["LCC", "TCO"],
    recommendation:
      "Where running costs matter (vehicles, equipment, buildings), evaluate life-cycle cost: price plus operating, maintenance and disposal costs over the service life.",
    mayNotApply: SUSTAINABLE_MAY_NOT_APPLY,
  },
  {
    id: "sp-energy-efficiency",
    pillar: "sustainable",
    name: "Energy efficiency",
    severity: "low",
    terms: [
      "energy efficiency",
      "energy-efficient",
      "energy efficient",
      "Energy Star",
      "energy consumption",
      "energy label",
      "energy rating",
      "power consumption",
      "energy saving",
      "energy-saving",
    ],
    // "Power Consumption Max. 12 W", "Energy consumption: ≤ 0.5 kWh/day", "power consumption not more than 30 W".
    specificationLimit:
      /^[\s:–-]*(?:max(?:imum)?\.?|≤|<=?|not\s+(?:more|greater)\s+than|not\s+exceeding|less\s+than|up\s+to|below)\s*[\d.,]+\s*(?:W|kW|kWh|Wh|watts?|VA|kVA)\b/i,
    recommendation:
      "For energy-using items, set a minimum energy-efficiency rating or maximum consumption, or award points for better efficiency.",
    mayNotApply: SUSTAINABLE_MAY_NOT_APPLY,
  },
  {
    id: "sp-recycled-content",
    pillar: "sustainable",
    name: "Recycled content and circularity",
    severity: "low",
    terms: [
      "recycled content",
      "recycled material",
      "recycled materials",
      "recyclable",
      "post-consumer",
      "take-back",
      "reusable packaging",
      "reclaimed asphalt",
    ],
    recommendation:
      "Where the market can meet it, ask for a minimum recycled content, recyclable or reusable packaging, or a take-back scheme.",
    mayNotApply: SUSTAINABLE_MAY_NOT_APPLY,
  },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const alternation = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map((word) => escapeRegExp(word).replace(/ /g, "\\s+"))
    .join("|");

/**
 * The patterns of a topic: its phrases (case-insensitive), its acronyms (case-sensitive) and its wording. Word
 * bounds that also hold around "&", "/" and "-" ("OH&S", "SEA/SH", "C-ESMP").
 */
export function topicPatterns(topic: EsgTopic): RegExp[] {
  const patterns = [new RegExp(`(?<![\\w/-])(?:${alternation(topic.terms)})(?![\\w/-])`, "i")];
  if (topic.acronyms?.length)
    patterns.push(new RegExp(`(?<![\\w/&-])(?:${alternation(topic.acronyms)})(?![\\w/&-])`));
  if (topic.wording) patterns.push(topic.wording);
  return patterns;
}
