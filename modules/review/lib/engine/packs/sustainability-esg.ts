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
 * A topic is read, not just found (esg-topic-finding.ts, esg-provisions.ts): only a provision that requires it
 * passes ("shall", "must", "is required to", a declaration the bidder signs); a heading or narrative that only
 * names it, "shall not be required", "Not applicable" or "No ESMP has been prepared" are flagged, quoting the
 * sentence. Hazardous works in the scope (asbestos, lead paint, demolition…) need a safety plan or method
 * statement required of the contractor (esg-hazards.ts). Nothing readable to screen (no document,
 * or a scan without text) is insufficient data and withholds the score.
 */
import { ESG_COMPLIANCE_FOCUS } from "@/lib/catalogue/planning-performance";
import type { AttachedDocument } from "@/lib/results/types";
import { finding, insufficientData } from "@/modules/review/lib/engine/checks";
import { documentModel } from "@/lib/reading";
import { documentNames } from "@/lib/reading/evidence";
import type { ReviewCheck, RulePack } from "@/lib/results/review-types";
import { ESG_PILLAR_LABELS, ESG_TOPICS, type EsgPillar, type EsgTopic } from "./esg-topics";
import { hazardCheck } from "./esg-hazards";
import { topicFinding } from "./esg-topic-finding";

export { ESG_PILLAR_LABELS, ESG_TOPICS, topicPatterns } from "./esg-topics";
export type { EsgPillar, EsgTopic } from "./esg-topics";

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
  checks: [documentsCheck, focusCheck, topicsCheck, hazardCheck],
};
