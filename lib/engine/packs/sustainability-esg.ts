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
 */
import { ESG_COMPLIANCE_FOCUS } from "@/lib/catalogue/planning-performance";
import type { Finding, FindingSeverity } from "@/lib/engine/types";
import { documentCheck, finding } from "@/lib/engine/checks";
import {
  citeDocument,
  documentNames,
  evidenceText,
  findInDocuments,
  type Pattern,
} from "@/lib/engine/evidence";
import type { ReviewCheck, ReviewContext, RulePack } from "@/lib/engine/review-types";

export type EsgPillar = "environmental" | "social" | "governance" | "sustainable";
export type EsgTopic = {
  id: string;
  pillar: EsgPillar;
  name: string;
  patterns: Pattern;
  severity: FindingSeverity;
  recommendation: string;
};

export const ESG_PILLAR_LABELS: Readonly<Record<EsgPillar, string>> = {
  environmental: "Environmental",
  social: "Social",
  governance: "Governance",
  sustainable: "Sustainable procurement",
};

export const ESG_TOPICS: readonly EsgTopic[] = [
  {
    id: "env-management",
    pillar: "environmental",
    name: "Environmental management and impact",
    severity: "high",
    patterns: [
      "environmental management plan",
      "environmental and social management plan",
      "ESMP",
      "environmental impact assessment",
      "environmental and social impact assessment",
      "ESIA",
      "EIA",
      "environmental protection",
      "environmental requirements",
      "environmental safeguards",
      "environmental management system",
      "ISO 14001",
    ],
    recommendation:
      "Require the contractor to prepare and implement an Environmental (and Social) Management Plan proportionate to the risks, approved before mobilization and reported on monthly.",
  },
  {
    id: "env-waste-pollution",
    pillar: "environmental",
    name: "Waste and pollution",
    severity: "medium",
    patterns: [
      "waste management",
      "disposal of waste",
      "waste disposal",
      "hazardous waste",
      "hazardous materials",
      "hazardous substances",
      "pollution",
      "spill",
      "spills",
      "emissions",
      "dust control",
      "noise and dust",
    ],
    recommendation:
      "Add requirements for the handling and lawful disposal of waste and hazardous materials, and for the control of pollution, dust and noise.",
  },
  {
    id: "soc-labour",
    pillar: "social",
    name: "Labour and working conditions",
    severity: "high",
    patterns: [
      "labour standards",
      "labor standards",
      "working conditions",
      "terms and conditions of employment",
      "minimum wage",
      "workers' rights",
      "freedom of association",
      "collective bargaining",
      "working hours",
      "grievance mechanism",
      "labour laws",
      "labor laws",
      "ILO core",
    ],
    recommendation:
      "Require compliance with labour law and ILO core standards: written terms of employment, at least the minimum wage, lawful working hours, freedom of association and a workers' grievance mechanism.",
  },
  {
    id: "soc-health-safety",
    pillar: "social",
    name: "Occupational health and safety",
    severity: "high",
    patterns: [
      "health and safety",
      "occupational health",
      "OHS",
      "OH&S",
      "personal protective equipment",
      "PPE",
      "safety plan",
      "accident prevention",
      "first aid",
    ],
    recommendation:
      "Require a health and safety plan, personal protective equipment, training, first aid and the reporting of accidents and incidents.",
  },
  {
    id: "soc-child-forced-labour",
    pillar: "social",
    name: "Child and forced labour",
    severity: "high",
    patterns: [
      "child labour",
      "child labor",
      "forced labour",
      "forced labor",
      "compulsory labour",
      "bonded labour",
      "human trafficking",
      "trafficking in persons",
      "modern slavery",
    ],
    recommendation:
      "Prohibit child labour (below the legal minimum age, and hazardous work under 18) and forced, bonded or trafficked labour, including in the supply chain, with a right to audit.",
  },
  {
    id: "soc-gender-sea-sh",
    pillar: "social",
    name: "Gender, sexual exploitation and abuse, sexual harassment (SEA/SH)",
    severity: "medium",
    patterns: [
      "sexual exploitation and abuse",
      "sexual harassment",
      "SEA/SH",
      "SEAH",
      "gender-based violence",
      "GBV",
      "gender equality",
      "gender equity",
    ],
    recommendation:
      "Require a code of conduct for workers prohibiting sexual exploitation, abuse and harassment, SEA/SH awareness training and a confidential reporting channel.",
  },
  {
    id: "gov-anti-corruption",
    pillar: "governance",
    name: "Anti-corruption",
    severity: "high",
    patterns: [
      "fraud and corruption",
      "anti-corruption",
      "anticorruption",
      "corrupt practice",
      "corrupt practices",
      "bribery",
      "sanctionable practice",
      "sanctionable practices",
      "integrity pact",
      "fraudulent practice",
    ],
    recommendation:
      "Include the fraud and corruption clause: definitions of corrupt, fraudulent, collusive, coercive and obstructive practices, the consequences, and the right to inspect and audit.",
  },
  {
    id: "gov-conflict-of-interest",
    pillar: "governance",
    name: "Conflict of interest",
    severity: "medium",
    patterns: [
      "conflict of interest",
      "conflicts of interest",
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
    patterns: [
      "life-cycle cost",
      "life cycle cost",
      "life-cycle costing",
      "life cycle costing",
      "lifecycle cost",
      "whole-life cost",
      "whole life cost",
      "total cost of ownership",
    ],
    recommendation:
      "Where running costs matter (vehicles, equipment, buildings), evaluate life-cycle cost: price plus operating, maintenance and disposal costs over the service life.",
  },
  {
    id: "sp-energy-efficiency",
    pillar: "sustainable",
    name: "Energy efficiency",
    severity: "low",
    patterns: [
      "energy efficiency",
      "energy-efficient",
      "energy efficient",
      "Energy Star",
      "energy consumption",
      "energy label",
      "energy rating",
      "power consumption",
    ],
    recommendation:
      "For energy-using items, set a minimum energy-efficiency rating or maximum consumption, or award points for better efficiency.",
  },
  {
    id: "sp-recycled-content",
    pillar: "sustainable",
    name: "Recycled content and circularity",
    severity: "low",
    patterns: [
      "recycled content",
      "recycled material",
      "recycled materials",
      "recyclable",
      "post-consumer",
      "take-back",
      "reusable packaging",
    ],
    recommendation:
      "Where the market can meet it, ask for a minimum recycled content, recyclable or reusable packaging, or a take-back scheme.",
  },
];

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

function topicFinding(topic: EsgTopic, context: ReviewContext): Finding {
  const check = { id: topic.id, title: `${ESG_PILLAR_LABELS[topic.pillar]}: ${topic.name}` };
  const match = findInDocuments(context.subject, topic.patterns);
  if (match)
    return finding(check, "pass", "info", {
      evidence: evidenceText(match),
      citation: citeDocument(match.document, match.page),
    });
  const required = findInDocuments(context.documentsIn("refs"), topic.patterns);
  const missing = `Not found in ${documentNames(context.subject)}.`;
  if (required) {
    return finding(check, "fail", "high", {
      evidence: `${missing} Your reference document requires it: ${evidenceText(required)}`,
      citation: citeDocument(required.document, required.page),
      recommendation: topic.recommendation,
    });
  }
  return finding(check, topic.pillar === "sustainable" ? "warning" : "fail", topic.severity, {
    evidence: missing,
    recommendation: topic.recommendation,
  });
}

const topicsCheck: ReviewCheck = {
  id: "esg-topics",
  title: "ESG requirements",
  run(context) {
    if (!context.subject.length) return null;
    return topicsFor(focusOf(context.input.moduleInputs.compliance_focus).focus).map((topic) =>
      topicFinding(topic, context),
    );
  },
};

export const sustainabilityEsgPack: RulePack = {
  serviceId: "sustainability_esg_checks",
  title: "Sustainability & ESG Checks",
  subjectGroups: ["subject"],
  checks: [documentCheck("esg-documents", "documents under review"), focusCheck, topicsCheck],
};
