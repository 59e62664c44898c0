/**
 * Risks read from the provisions of an activity's documents (pure): each statement of the tender, bill or contract
 * (statements.ts: sentences and data-sheet rows with the part of the document they are in) is checked against the
 * provision table (provisions.ts); a provision that is there raises its risks with the sentence quoted, its file
 * and page. Provisions with a reader decide across the whole document set (a tender security waived with nothing
 * requiring one, brand names, a foreign currency not overridden). One suggestion per risk, however many sentences
 * say it: the first is quoted and the count of the others given.
 *
 * Guidance is never evidence (checklist 1.3): fields left to fill, drafting notes, and the standard instructions'
 * and conditions' conditional, discretionary or procedural sentences, which are true of every tender.
 */
import type { AttachedDocument } from "@/lib/results/types";
import { readPolarity } from "@/lib/reading/negation";
import { citeSentence, sentenceQuote } from "@/lib/reading/sentences";
import type { RiskSuggestion } from "@/modules/risks/lib/suggestions";
import { dueDateOf, type ActivityDates } from "./due-dates";
import { RISK_PROVISIONS, type RiskProvision } from "./provisions";
import { isGuidance, isStandardHedge, statementsOf, type Statement } from "./statements";

type Compiled = {
  provision: RiskProvision;
  terms: RegExp;
  context: RegExp | null;
  unless: RegExp | null;
};

const anyOf = (sources: readonly string[] | undefined): RegExp | null =>
  sources?.length ? new RegExp(`(?:${sources.join("|")})`, "i") : null;

const COMPILED: readonly Compiled[] = RISK_PROVISIONS.map((provision) => ({
  provision,
  terms: new RegExp(`(?:${(provision.terms ?? []).join("|") || "(?!)"})`, "gi"),
  context: anyOf(provision.context),
  unless: anyOf(provision.unless),
}));

/**
 * A hazard ruled out right before or after its name: "No asbestos-containing materials", "free of asbestos",
 * "non-asbestos", "asbestos-free". Unlike a provision's absence ("No variation shall be made without…"), a
 * prohibition of the material still rules it out: "No asbestos-containing materials shall be used". Not when the
 * sentence makes it a condition of a licence ("No asbestos shall be removed without a NEMA licence").
 */
const RULED_OUT_BEFORE = /\b(?:no|non|free\s+(?:of|from)|without|nil|zero)[\s-]*(?:\w+[\s-]+)?$/i;
const RULED_OUT_AFTER = /^[\s-]*(?:free\b|(?:is|are)\s+not\s+(?:present|found|used|expected)\b)/i;
const CONDITION =
  /\b(?:without|unless|except)\b[^.;]{0,60}\b(?:licen[cs]e|permit|approval|consent|supervision|authori[sz]ation)/i;

function ruledOut(text: string, start: number, end: number): boolean {
  if (CONDITION.test(text)) return false;
  return (
    RULED_OUT_BEFORE.test(text.slice(Math.max(0, start - 40), start)) || RULED_OUT_AFTER.test(text.slice(end))
  );
}

/** The match of the provision in the sentence that raises its risks, or null. */
function provisionIn(sentence: string, compiled: Compiled): { start: number; end: number } | null {
  if (compiled.context && !compiled.context.test(sentence)) return null;
  if (compiled.unless?.test(sentence)) return null;
  for (const match of sentence.matchAll(compiled.terms)) {
    const start = match.index;
    const end = start + match[0].length;
    const polarity = readPolarity(sentence, start, end).polarity;
    if (polarity === "present" && !ruledOut(sentence, start, end)) return { start, end };
  }
  return null;
}

export type ProvisionHit = { provision: RiskProvision; sentence: Statement; start: number; end: number };

/** Every statement that raises a provision's risks, in document order (a reader's findings in its own order). */
export function findProvisions(documents: readonly AttachedDocument[]): ProvisionHit[] {
  const statements = statementsOf(documents);
  const evidence = statements.filter((statement) => !isGuidance(statement) && !isStandardHedge(statement));
  const hits: ProvisionHit[] = [];
  for (const statement of evidence)
    for (const compiled of COMPILED) {
      if (compiled.provision.reader) continue;
      const found = provisionIn(statement.text, compiled);
      if (found) hits.push({ provision: compiled.provision, sentence: statement, ...found });
    }
  for (const provision of RISK_PROVISIONS)
    for (const found of provision.reader?.(documents, statements) ?? [])
      hits.push({ provision, sentence: found.statement, start: found.start, end: found.end });
  return hits;
}

/** The quote and where it is: '"…remove asbestos roofing sheets…" (tender.pdf, page 12, clause 3.2)'. */
export const evidenceOf = (hit: ProvisionHit) =>
  `"${sentenceQuote(hit.sentence.text, hit.start, hit.end)}" (${citeSentence(hit.sentence)})`;

/**
 * The risks the documents' provisions raise, one per provision risk, each with the first sentence that raises it
 * as evidence and a due date set from the activity's dates.
 */
export function documentRiskSuggestions(
  documents: readonly AttachedDocument[],
  dates: ActivityDates,
): RiskSuggestion[] {
  const byProvision = new Map<string, ProvisionHit[]>();
  for (const hit of findProvisions(documents))
    byProvision.set(hit.provision.id, [...(byProvision.get(hit.provision.id) ?? []), hit]);
  return [...byProvision.values()].flatMap((hits) => {
    const first = hits[0]!;
    const others = hits.length - 1;
    const evidence = evidenceOf(first);
    const more = others ? ` The documents say so in ${others} more place${others === 1 ? "" : "s"}.` : "";
    return first.provision.risks.map((risk) => ({
      stage: risk.stage,
      category: risk.category,
      title: risk.title,
      description: risk.description,
      probability: risk.probability,
      impact: risk.impact,
      mitigation: risk.mitigation,
      owner: risk.owner,
      dueDate: dueDateOf(risk.due, dates),
      evidence,
      source: `document:${first.provision.id}:${risk.key}`,
      basis: `The documents provide for ${first.provision.topic}: ${evidence}.${more} ${risk.reasoning}`,
    }));
  });
}
