/**
 * sustainability_esg_checks (hub tool): are environmental, social, governance and sustainable-procurement
 * requirements present in the documents under review ("subject")? Each topic is data: the phrases that mark it,
 * how much its absence weighs and what to add.
 *
 * compliance_focus narrows and orders the topics: Environmental → environmental then sustainable-procurement
 * criteria; Social → social; Governance → governance; Full ESG Screening (or no/unknown focus, with a note) →
 * all four pillars. Topics outside the focus are not checked (one 'info' finding names them).
 * A missing topic fails with its severity; sustainable-procurement criteria are proportionate suggestions and
 * only warn. When a reference document (your policy, safeguards or funder requirements, group "refs") names the
 * topic and the subject does not, the gap fails (high) and the reference is quoted.
 *
 * A topic is read, not just found: "No environmental and social management plan has been prepared" or "Disposal
 * of waste: to be agreed later" name the topic only to say it is missing (a fail quoting that sentence), and "not
 * applicable" is a note only where a purchase may do without the topic. Nothing readable to screen (no document,
 * or a scan without text) is insufficient data and withholds the score.
 */
import { ESG_COMPLIANCE_FOCUS } from "@/lib/catalogue/planning-performance";
import type { AttachedDocument, Finding, FindingSeverity } from "@/lib/results/types";
import { finding, insufficientData } from "@/modules/review/lib/engine/checks";
import { documentModel } from "@/lib/reading";
import { readPolarity, type PolarityReading } from "@/lib/reading/negation";
import {
  citeDocument,
  documentNames,
  evidenceText,
  findAllInDocuments,
  findInDocuments,
  type DocumentMatch,
} from "@/lib/reading/evidence";
import type { ReviewCheck, ReviewContext, RulePack } from "@/lib/results/review-types";

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
      "environmental protection",
      "environmental requirements",
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
      "working hours",
      "hours of work",
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

/** Pillars per compliance focus, in the order they are checked. */
export const ESG_FOCUS_PILLARS: Readonly<
  Record<(typeof ESG_COMPLIANCE_FOCUS)[number], readonly EsgPillar[]>
> = {
  Environmental: ["environmental", "sustainable"],
  Social: ["social"],
  Governance: ["governance"],
  "Full ESG Screening": ["environmental", "social", "governance", "sustainable"],
};

export function focusOf(value: string | readonly string[] | undefined): {
  focus: (typeof ESG_COMPLIANCE_FOCUS)[number];
  known: boolean;
} {
  const text = (typeof value === "string" ? value : (value?.[0] ?? "")).trim().toLowerCase();
  const focus = ESG_COMPLIANCE_FOCUS.find((option) => option.toLowerCase() === text);
  return focus ? { focus, known: true } : { focus: "Full ESG Screening", known: false };
}

/** The topics of a focus, in its pillar order. */
export function topicsFor(focus: (typeof ESG_COMPLIANCE_FOCUS)[number]): EsgTopic[] {
  return ESG_FOCUS_PILLARS[focus].flatMap((pillar) => ESG_TOPICS.filter((topic) => topic.pillar === pillar));
}

const focusCheck: ReviewCheck = {
  id: "esg-focus",
  title: "Compliance focus",
  run({ input, subject }) {
    if (!subject.length) return null;
    const { focus, known } = focusOf(input.moduleInputs.compliance_focus);
    const skipped = (Object.keys(ESG_PILLAR_LABELS) as EsgPillar[]).filter(
      (pillar) => !ESG_FOCUS_PILLARS[focus].includes(pillar),
    );
    if (known && !skipped.length) return null;
    const parts = [
      known ? `Focus: ${focus}.` : `No known compliance focus was given; ${focus} was applied.`,
      skipped.length
        ? `Not checked (outside the focus): ${skipped.map((pillar) => ESG_PILLAR_LABELS[pillar]).join(", ")}.`
        : "",
    ];
    return finding(focusCheck, "info", "info", {
      evidence: parts.filter(Boolean).join(" "),
      recommendation: skipped.length ? "Run a Full ESG Screening to check every pillar." : "",
    });
  },
};

/** A passage naming the topic and what it says of it (see lib/reading/negation.ts). */
type Mention = { match: DocumentMatch; reading: PolarityReading };

/** Every mention of the topic in the documents, in document order, each read for presence or absence. */
function mentionsOf(documents: readonly AttachedDocument[], topic: EsgTopic): Mention[] {
  return topicPatterns(topic)
    .flatMap((pattern) => findAllInDocuments(documents, pattern, 100))
    .map((match) => {
      const at = match.quote.indexOf(match.text);
      const reading =
        at === -1 ? readPolarity(match.quote) : readPolarity(match.quote, at, at + match.text.length);
      return { match, reading };
    });
}

const cueOf = (reading: PolarityReading) => (reading.cue ? ` ("${reading.cue}")` : "");
const cite = (match: DocumentMatch) => citeDocument(match.document, match.page, match.clause);

function topicFinding(topic: EsgTopic, context: ReviewContext): Finding {
  const check = { id: topic.id, title: `${ESG_PILLAR_LABELS[topic.pillar]}: ${topic.name}` };
  const mentions = mentionsOf(context.subject, topic);
  const provided = mentions.filter((mention) => mention.reading.polarity === "present");
  // A requirement is quoted before a heading that only names the topic ("SECTION 23 - ENVIRONMENTAL AND SOCIAL …").
  const present = provided.find((mention) => mention.match.quote !== mention.match.section) ?? provided[0];
  const absent = mentions.find((mention) => mention.reading.polarity === "absent");
  const excluded = mentions.find((mention) => mention.reading.polarity === "not-applicable");
  if (present && absent)
    return finding(check, "warning", "medium", {
      evidence: `Provided: ${evidenceText(present.match)}. But also said to be missing${cueOf(absent.reading)}: ${evidenceText(absent.match)}.`,
      citation: cite(absent.match),
      recommendation: `Reconcile the documents: state what is required on ${topic.name.toLowerCase()} and remove the statement that it is missing.`,
    });
  if (present)
    return finding(check, "pass", "info", {
      evidence: evidenceText(present.match),
      citation: cite(present.match),
    });
  if (excluded && topic.mayNotApply && !absent)
    return finding(check, "info", "info", {
      evidence: `Declared not applicable${cueOf(excluded.reading)}: ${evidenceText(excluded.match)}.`,
      citation: cite(excluded.match),
      recommendation: `${topic.mayNotApply}: confirm that the environmental and social screening of this procurement supports it.`,
    });
  const references = context.documentsIn("refs");
  const required = topicPatterns(topic)
    .map((pattern) => findInDocuments(references, pattern))
    .find(Boolean);
  const said = absent ?? excluded;
  const missing = said
    ? absent
      ? `The document says it is missing${cueOf(said.reading)}: ${evidenceText(said.match)}.`
      : `Declared not applicable${cueOf(said.reading)}, but it concerns every contract: ${evidenceText(said.match)}.`
    : `Not found in ${documentNames(context.subject)}.`;
  if (required) {
    return finding(check, "fail", "high", {
      evidence: `${missing} Your reference document requires it: ${evidenceText(required)}`,
      citation: citeDocument(required.document, required.page),
      recommendation: topic.recommendation,
    });
  }
  return finding(check, topic.pillar === "sustainable" ? "warning" : "fail", topic.severity, {
    evidence: missing,
    citation: said ? cite(said.match) : "",
    recommendation: topic.recommendation,
  });
}

/** Whether any document under review has text to screen (a scan without a text layer has none). */
const hasText = (documents: readonly AttachedDocument[]) =>
  documents.some((document) => documentModel(document).pages.some((page) => page.searchText.trim()));

/**
 * Nothing to screen: no document under review, or none with readable text. The documents check says so and
 * withholds the score; each topic is "insufficient data", never a pass (nothing read) nor a fail (nothing missing).
 */
const documentsCheck: ReviewCheck = {
  id: "esg-documents",
  title: "Documents under review attached",
  run({ subject }) {
    if (!subject.length)
      return insufficientData(documentsCheck, {
        key: true,
        evidence: "No documents under review were attached.",
        recommendation:
          "Attach the documents under review (specifications, terms of reference, ESMP, draft contract) and run the review again.",
      });
    if (!hasText(subject))
      return insufficientData(documentsCheck, {
        key: true,
        evidence: `No readable text in ${documentNames(subject)}: nothing could be screened.`,
        recommendation:
          "Attach the documents as DOCX or as searchable PDFs (run OCR on a scan) and run the review again.",
      });
    return finding(documentsCheck, "pass", "info", { evidence: `Reviewed: ${documentNames(subject)}.` });
  },
};

const topicsCheck: ReviewCheck = {
  id: "esg-topics",
  title: "ESG requirements",
  run(context) {
    const topics = topicsFor(focusOf(context.input.moduleInputs.compliance_focus).focus);
    if (!hasText(context.subject))
      return topics.map((topic) =>
        insufficientData(
          { id: topic.id, title: `${ESG_PILLAR_LABELS[topic.pillar]}: ${topic.name}` },
          {
            evidence: "Not screened: no readable document under review.",
            recommendation: "Attach the documents under review to screen this topic.",
          },
        ),
      );
    return topics.map((topic) => topicFinding(topic, context));
  },
};

export const sustainabilityEsgPack: RulePack = {
  serviceId: "sustainability_esg_checks",
  title: "Sustainability & ESG Checks",
  subjectGroups: ["subject"],
  checks: [documentsCheck, focusCheck, topicsCheck],
};
