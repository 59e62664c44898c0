/**
 * Whether the tender lets prices or payments be in a foreign currency (pure), decided across the document set.
 * Evidence is a statement that allows it ("…foreign bidders may quote in either Kenya Shilling or in another freely
 * convertible currency", "Bids may be priced in US dollars", "Payment shall be made in USD"). Not evidence:
 * - a negation: "No price will be payable in foreign currency", "Foreign currency: N/A";
 * - a condition of the standard conditions: "Price may be payable in foreign currency, if so allowed in this
 *   document"; "Where other currencies are used, the entity will convert…";
 * - how bids are compared ("The exchange rate to be used for currency conversion for evaluation purposes…"): every
 *   Kenyan tender says it, whatever currency it allows;
 * - a field of a tenderer's form ("[insert amount and indicate currency]", "Amount ____ (currency)");
 * - the currency of a security ("denominated in Kenya Shillings or in another freely convertible currency").
 * A clause fixing the currency of tender and payment to Kenya Shillings ("The currency of the Tender and the
 * currency of payments shall be Kenya Shillings") overrides what the standard text allows; the data sheet's or
 * special conditions' own permission still stands against the instructions (they prevail, checklist 1.4).
 */
import { readPolarity } from "@/lib/reading/negation";
import { isConditional, isGuidance, isStandardHedge, type Found, type Statement } from "./statements";

const FOREIGN =
  /\bforeign\s+currenc(?:y|ies)\b|\b(?:freely\s+)?convertible\s+currenc(?:y|ies)\b|\bother\s+currenc(?:y|ies)\b|\bcurrenc(?:y|ies)\s+other\s+than\s+(?:the\s+)?Kenya(?:n)?\s+shillings?\b|\bUS\s?\$|\bUSD\b|\b(?:US|United\s+States)\s+dollars?\b|\bEUR\b|\beuros?\b|\bGBP\b|\bpounds?\s+sterling\b/gi;
/** The price, the quote or the payment is what is in that currency. */
const PRICE = /\b(?:quot\w*|pric\w*|pa(?:y|id|yable|yments?)\b|invoic\w*|bids?\s+in|tenders?\s+in)/i;
/** A security's or guarantee's currency is not the price's. */
const SECURITY = /\b(?:security|guarantee|bond)\b/i;
/** How bids are compared, not what they may be priced in. */
const COMPARISON =
  /\b(?:for\s+(?:the\s+)?(?:purposes?\s+of\s+)?(?:evaluation|comparison)|evaluation\s+purposes|convert\w*|conversion)\b/i;
/** Words that allow or fix a foreign-currency price or payment, as against describing a conversion. */
const ALLOWS = /\b(?:may|can|shall|will|must|allowed|permitted|accept\w*)\b/i;
/** "No price will be payable in foreign currency", "shall not be paid in…", "only in Kenya Shillings". */
const NEGATED =
  /\bno\s+(?:price|payment|amount|part)\w*\b[^.;]{0,40}\b(?:payable|paid|quoted|priced)\b|\b(?:shall|will|may|must)\s+not\s+be\s+(?:paid|payable|quoted|priced|made|accepted)\b|\bnot\s+(?:be\s+)?(?:paid|payable|quoted|priced)\s+in\b/i;

/** The clause that fixes the currency of tender and payment to Kenya Shillings. */
const SHILLINGS_ONLY =
  /\bcurrenc(?:y|ies)\s+of\s+(?:the\s+)?(?:tender|bid|offer|quotation|contract|payments?)\b[^.;]{0,80}\b(?:shall|will|is|must)\s+be\s+(?:in\s+)?(?:the\s+)?Kenya(?:n)?\s+shillings?\b|\b(?:all\s+)?(?:prices?|tenders?|bids?|quotations?|payments?|rates)\s+(?:shall|must|will)\s+be\s+(?:quoted|priced|expressed|made|paid|submitted|stated)\s+(?:only\s+)?in\s+Kenya(?:n)?\s+shillings?\b|\bno\s+price\s+(?:will|shall)\s+be\s+payable\s+in\s+(?:a\s+)?foreign\s+currenc/i;

/** Parts whose entries prevail over the standard instructions and conditions. */
const PREVAILING = new Set(["data-sheet", "special-conditions"]);
const rank = (statement: Statement) => (PREVAILING.has(statement.part) ? 2 : 1);

/** The words in the statement that allow a foreign-currency price or payment, or null. */
function allowance(statement: Statement): Found | null {
  const text = statement.text;
  if (isGuidance(statement) || isStandardHedge(statement) || isConditional(text)) return null;
  if (SECURITY.test(text) || NEGATED.test(text) || !PRICE.test(text)) return null;
  if (COMPARISON.test(text) && !/\b(?:quot|pric|pa(?:y|id))\w*\s+in\b/i.test(text)) return null;
  if (!ALLOWS.test(text)) return null;
  for (const match of text.matchAll(FOREIGN)) {
    const start = match.index;
    const end = start + match[0].length;
    if (readPolarity(text, start, end).polarity === "present") return { statement, start, end };
  }
  return null;
}

const FOREIGN_NAMED = new RegExp(FOREIGN.source, "i");

/** Statements fixing the currency to Kenya Shillings (not "…in Kenya Shillings, but foreign bidders may…"). */
const fixesShillings = (statement: Statement) =>
  !isGuidance(statement) &&
  !isConditional(statement.text) &&
  SHILLINGS_ONLY.test(statement.text) &&
  (NEGATED.test(statement.text) || !FOREIGN_NAMED.test(statement.text));

/** The statements that allow prices or payments in a foreign currency, after the Kenya Shillings clause. */
export function foreignCurrencyAllowed(statements: readonly Statement[]): Found[] {
  const mentions = statements.filter((statement) =>
    /currenc|US\s?\$|USD|dollar|euro|EUR|GBP|sterling/i.test(statement.text),
  );
  const fixed = Math.max(0, ...mentions.filter(fixesShillings).map(rank));
  return mentions.flatMap((statement) => {
    const found = allowance(statement);
    return found && rank(statement) > fixed ? [found] : [];
  });
}
