/**
 * Whether the tender goes out without a tender security, decided across the whole document set (pure). One
 * statement that requires a security or a tender-securing declaration anywhere (an amount, the form it takes, "shall
 * be accompanied by", "The Tender Security shall be required") settles it: there is one, and no risk. The risk is
 * raised only on an explicit waiver in the entity's own parts ("Tender security: Not required", "N/A", "A Tender
 * Security shall not be required") when nothing requires one.
 *
 * Standard instructions mention the security in every tender without requiring it: the opening procedure ("the
 * presence or absence of requisite Tender Security … will be announced"), its release ("may refuse the request
 * without forfeiting its Tender Security"), and conditions ("If a Tender Security is not required in the TDS…").
 * None of them is a waiver, and a sentence that only defers to the data sheet ("as specified in the TDS") is no
 * requirement either (checklist 1.4).
 */
import { readPolarity } from "@/lib/reading/negation";
import {
  ENTITY_PARTS,
  isConditional,
  isGuidance,
  isProcedure,
  type Found,
  type Statement,
} from "./statements";

const SECURITY =
  /\b(?:tender|bid)[\s-]{1,3}(?:security|bond|guarantee)\b|\b(?:tender|bid)[\s-]+securing\s+declaration\b/gi;
/** How far after its name the security's amount, form or obligation may be written. */
const REACH = 220;

/** "Kshs. 200,000.00", "KES 50,000", "2% of the tender price", "One hundred thousand shillings". */
const AMOUNT =
  /\b(?:K(?:e)?\s?shs?\.?|KES|Kenya\s+Shillings?|USD|US\s?\$)\s*\d[\d,]*(?:\.\d+)?|\b\d+(?:\.\d+)?\s?(?:%|per\s?cent)|\b\d{1,3}(?:,\d{3})+(?:\.\d{2})?\b|\b(?:thousand|million)\s+(?:Kenya\s+)?shillings\b/i;
const CEILING = /\b(?:not\s+(?:to\s+)?exceed\w*|not\s+(?:be\s+)?more\s+than|maximum|up\s+to|ceiling)\b/i;
/** The form it takes or the obligation to give it. */
const OBLIGATION =
  /\b(?:shall|must|will)\s+(?:be\s+)?(?:accompanied\s+by|furnish\w*|submit\w*|provide\w*|attach\w*|enclose\w*)\b|\b(?:shall|must|will)\s+be\s+required\b|\b(?:is|are)\s+(?:required|mandatory)\b|\boriginal\s+(?:tender|bid)\s+security\b|\bin\s+the\s+form\s+of\b|\b(?:bank|insurance)\s+guarantee\b/i;
/** A data-sheet entry that switches it on: "Tender Security: Required", "– Yes". */
const SWITCHED_ON = /^[\s:–—-]*(?:yes|required|mandatory|applicable)\b/i;
/** A sentence that hands the decision to the data sheet ("…as specified in the TDS") decides nothing. */
const DEFERS =
  /\b(?:as|where|if)\s+(?:specified|stated|required|provided)\s+in\s+the\s+(?:TDS|BDS|data\s+sheet|tender\s+document|appendix)\b/i;
/** The explicit waiver right after the name: "Tender security: Not required", "– N/A", "shall not be required". */
const WAIVED_AFTER =
  /^[\s:–—(-]*(?:(?:is|shall|will)\s+)?(?:not\s+(?:be\s+)?(?:required|applicable|necessary|needed)|N\s?\/\s?A\b|nil\b|none\b|waived\b)/i;
/** …or before it: "No tender security is required", "Not applicable – tender security". */
const NONE_BEFORE = /\b(?:no|not\s+applicable\s*[:–-]?)\s*$/i;

/**
 * How the statement requires a security: "amount" (a figure near its name), "terms" (its form or the obligation
 * to give it), or null (no requirement, a condition, the opening procedure, a field to fill).
 */
function requirement(statement: Statement): "amount" | "terms" | null {
  const text = statement.text;
  if (isGuidance(statement) || isConditional(text) || isProcedure(text)) return null;
  let found: "terms" | null = null;
  for (const match of text.matchAll(SECURITY)) {
    const start = match.index;
    const end = start + match[0].length;
    if (readPolarity(text, start, end).polarity !== "present") continue;
    const after = text.slice(end, end + REACH);
    const amount = AMOUNT.exec(after);
    // "…shall not exceed two per cent (2%) of the estimated value" is the legal ceiling, stated in every tender.
    if (amount && !CEILING.test(after.slice(0, amount.index))) return "amount";
    const near = text.slice(Math.max(0, start - 80), end + REACH);
    if (SWITCHED_ON.test(after) || (OBLIGATION.test(near) && !DEFERS.test(near))) found = "terms";
  }
  return found;
}

/** The explicit waiver in the entity's own parts, or null. */
function waiver(statement: Statement): Found | null {
  const text = statement.text;
  if (!ENTITY_PARTS.has(statement.part) || isGuidance(statement) || isConditional(text) || isProcedure(text))
    return null;
  for (const match of text.matchAll(SECURITY)) {
    const start = match.index;
    const end = start + match[0].length;
    if (WAIVED_AFTER.test(text.slice(end)) || NONE_BEFORE.test(text.slice(Math.max(0, start - 20), start)))
      return { statement, start, end };
  }
  return null;
}

/** Parts whose entries prevail over the standard instructions and conditions (checklist 1.4). */
const PREVAILING = new Set(["data-sheet", "special-conditions"]);

/**
 * The waivers of a tender security, or none when the documents require one: an amount anywhere, or its terms in
 * the entity's own parts. The standard instructions' description of the security's form ("…in the form of a bank
 * guarantee") yields to a waiver in the data sheet, which prevails over them.
 */
export function tenderSecurityWaived(statements: readonly Statement[]): Found[] {
  const mentions = statements.filter((statement) => /\bsecur/i.test(statement.text));
  const required = mentions.flatMap((statement) => {
    const kind = requirement(statement);
    return kind ? [{ kind, entity: ENTITY_PARTS.has(statement.part) }] : [];
  });
  if (required.some((found) => found.kind === "amount" || found.entity)) return [];
  const waivers = mentions.flatMap((statement) => waiver(statement) ?? []);
  if (required.length && !waivers.some((found) => PREVAILING.has(found.statement.part))) return [];
  return waivers;
}
