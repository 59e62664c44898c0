/**
 * Brand names and ties to one maker in the entity's own parts (pure), read by the review engine's brand finder
 * (brandHits, the solicitation review's brand lock-in check) so the risk register and the review agree: makers and
 * model numbers ("Intel® Core™ i7-1165G7", "HP Smart 65 W", "Hikvision", "iVMS-4200"), staff "Certified on the
 * proposed brand", "All LAN active equipment must be from same manufacturer", OEM-only services. Beside it, a brand
 * given under its label ("Brand: Lenovo ThinkPad", "Make – Crown Paints") for makers the finder does not list. A
 * name followed by "or equivalent" is cleared; the standard clause calling brand references "descriptive only and
 * not restrictive" names no brand, so it raises nothing. Footnote marks of a copied data sheet and a maker kept to
 * match existing equipment are left to the review: they need the officer's judgement, not a register entry.
 */
import type { AttachedDocument } from "@/lib/results/types";
import { brandHits, tenderUnits } from "@/modules/review";
import { ENTITY_PARTS, isGuidance, statementOf, type Found, type Statement } from "./statements";

/** "Brand: Lenovo", "Make – Crown Paints", "Brand name: Bic"; not a field for the tenderer ("Brand: Specify"). */
const LABELLED =
  /\b(?:brand|make)\s*(?:name)?\s*[:–-]\s*(?!(?:Specify|State|Indicate|Any|Bidder|Tenderer|Supplier|To|Not|N\/A|Offered|Proposed|Quoted|Please)\b)[A-Z][\w&-]+/g;
const EQUIVALENT = /\bor\s+(?:equivalent|similar|approved\s+equal)\b|\bequivalent\s+or\s+better\b/i;

function labelled(statement: Statement): Found[] {
  if (!ENTITY_PARTS.has(statement.part) || isGuidance(statement) || EQUIVALENT.test(statement.text))
    return [];
  return [...statement.text.matchAll(LABELLED)].map((match) => ({
    statement,
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** Every brand or maker tie the documents name, in document order (the finder's, then labelled ones). */
export function brandsNamed(
  documents: readonly AttachedDocument[],
  statements: readonly Statement[],
): Found[] {
  const order = new Map(statements.map((statement, index) => [statement.source, index]));
  const found = documents.flatMap((document) =>
    brandHits(tenderUnits(document))
      .filter((hit) => hit.kind === "product" || hit.kind === "tied")
      .map((hit) => {
        const index = order.get(hit.unit);
        const statement = index === undefined ? statementOf(document, hit.unit) : statements[index]!;
        return { statement, start: hit.at, end: hit.end };
      })
      .filter((hit) => !isGuidance(hit.statement)),
  );
  const at = (hit: Found) => order.get(hit.statement.source) ?? -1;
  const inOrder = (a: Found, b: Found) => at(a) - at(b) || a.start - b.start;
  // One hit per statement, its first name: a specification row naming Intel, Iris and vPro is one place.
  const seen = new Set<unknown>();
  const first = found
    .sort(inOrder)
    .filter((hit) => !seen.has(hit.statement.source) && seen.add(hit.statement.source));
  const extra = statements.filter((statement) => !seen.has(statement.source)).flatMap(labelled);
  return [...first, ...extra].sort(inOrder);
}
