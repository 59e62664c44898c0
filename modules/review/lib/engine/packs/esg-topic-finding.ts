/**
 * One ESG topic's finding, from the provisions of the documents under review (esg-provisions.ts):
 * - a provision that requires it -> pass, quoting it (file, page, clause);
 * - a provision and a statement that it is missing -> warning: reconcile;
 * - declared not applicable ("Environmental and social safeguards: Not applicable") -> flagged: a warning where a
 *   purchase may do without the topic (confirm the screening supports it), a fail where it concerns every
 *   contract;
 * - said to be absent ("shall not be required", "No ESMP has been prepared") -> fail, quoting it;
 * - only named (a heading, a title, narrative without a requirement) -> fail, quoting what was found;
 * - not found -> fail. Sustainable-procurement criteria are proportionate suggestions and only warn.
 * A reference document (group "refs") that names the topic makes a gap a high fail, quoting the reference.
 */
import type { AttachedDocument, Finding } from "@/lib/results/types";
import { finding } from "@/modules/review/lib/engine/checks";
import {
  citeDocument,
  documentNames,
  evidenceText,
  findAllInDocuments,
  findInDocuments,
  type DocumentMatch,
} from "@/lib/reading/evidence";
import type { ReviewContext } from "@/lib/results/review-types";
import { readProvision, type ProvisionReading } from "./esg-provisions";
import { ESG_PILLAR_LABELS, topicPatterns, type EsgTopic } from "./esg-topics";

type Mention = { match: DocumentMatch; reading: ProvisionReading };

/** What follows the match in its quote: where a specification table writes the limit ("Max. 12 W"). */
const after = (match: DocumentMatch) => {
  const at = match.quote.indexOf(match.text);
  return at === -1 ? "" : match.quote.slice(at + match.text.length, at + match.text.length + 60);
};

/** How a match reads for this topic: a specification-table limit is a requirement although it has no "shall". */
function readingFor(match: DocumentMatch, topic: EsgTopic): ProvisionReading {
  const reading = readProvision(match);
  const limit = reading.kind === "mention" ? topic.specificationLimit?.exec(after(match)) : null;
  // The row itself is the quote ("Power Consumption Max. 12 W"): the sentence would stop at "Max.".
  return limit ? { kind: "provision", sentence: `${match.text}${limit[0]}`.replace(/\s+/g, " ") } : reading;
}

/** Every mention of the topic in the documents, in document order, each read as provision, absence or mention. */
export function mentionsOf(documents: readonly AttachedDocument[], topic: EsgTopic): Mention[] {
  return topicPatterns(topic)
    .flatMap((pattern) => findAllInDocuments(documents, pattern, 100))
    .map((match) => ({ match, reading: readingFor(match, topic) }));
}

const cite = (match: DocumentMatch) => citeDocument(match.document, match.page, match.clause);
/** '"sentence" — file, page, clause'. */
export const quoted = ({ match, reading }: Mention) => `"${reading.sentence}" — ${cite(match)}`;
const cueOf = (reading: ProvisionReading) => (reading.cue ? ` ("${reading.cue}")` : "");

export function topicFinding(topic: EsgTopic, context: ReviewContext): Finding {
  const check = { id: topic.id, title: `${ESG_PILLAR_LABELS[topic.pillar]}: ${topic.name}` };
  const mentions = mentionsOf(context.subject, topic);
  const of = (kind: ProvisionReading["kind"]) => mentions.find((mention) => mention.reading.kind === kind);
  const provision = of("provision");
  const absent = of("absent");
  const excluded = of("not-applicable");
  const named = of("mention");
  if (provision && (absent || excluded)) {
    const other = (absent ?? excluded)!;
    return finding(check, "warning", "medium", {
      evidence: `Required: ${quoted(provision)}. But also said to be ${absent ? "missing" : "not applicable"}${cueOf(other.reading)}: ${quoted(other)}.`,
      citation: cite(other.match),
      recommendation: `Reconcile the documents: state what is required on ${topic.name.toLowerCase()} and remove the statement that contradicts it.`,
    });
  }
  if (provision)
    return finding(check, "pass", "info", { evidence: quoted(provision), citation: cite(provision.match) });
  if (excluded && topic.mayNotApply && !absent)
    return finding(check, "warning", "low", {
      evidence: `Declared not applicable${cueOf(excluded.reading)}, so nothing is required: ${quoted(excluded)}.`,
      citation: cite(excluded.match),
      recommendation: `${topic.mayNotApply}: confirm that the environmental and social screening of this procurement supports it, or state the requirement.`,
    });
  const said = absent ?? excluded ?? named;
  const missing = !said
    ? `Not found in ${documentNames(context.subject)}.`
    : said === absent
      ? `The document says it is missing${cueOf(said.reading)}: ${quoted(said)}.`
      : said === excluded
        ? `Declared not applicable${cueOf(said.reading)}, but it concerns every contract: ${quoted(said)}.`
        : `Mentioned, but no provision requires it (no "shall", "must" or "is required"): ${quoted(said)}.`;
  const required = topicPatterns(topic)
    .map((pattern) => findInDocuments(context.documentsIn("refs"), pattern))
    .find(Boolean);
  if (required)
    return finding(check, "fail", "high", {
      evidence: `${missing} Your reference document requires it: ${evidenceText(required)}`,
      citation: citeDocument(required.document, required.page),
      recommendation: topic.recommendation,
    });
  return finding(check, topic.pillar === "sustainable" ? "warning" : "fail", topic.severity, {
    evidence: missing,
    citation: said ? cite(said.match) : "",
    recommendation: topic.recommendation,
  });
}
