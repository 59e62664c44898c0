/**
 * Bidder names as reports write them: "M/s Malava Builders Ltd", "MALAVA BUILDERS LIMITED", "Malava Builders"
 * (the suffix dropped in running text), "Bidder 2" / "Tenderer No. 2" for the second bid opened. One key per
 * bidder, so a table row, a column header and a sentence find the same bidder.
 */
import { bareName } from "./price-tables";

const SUFFIX =
  /[\s,]+(?:Ltd|Limited|LLC|LLP|Inc|PLC|Plc|Co|Company|Corporation|Corp|Enterprises?|JV|Joint\s+Venture|Consortium)\.?$/i;

/** "M/s Malava Builders Ltd." -> "malava builders ltd". */
export function nameKey(name: string): string {
  return bareName(name)
    .toLowerCase()
    .replace(/\blimited\b/g, "ltd")
    .replace(/[.,]+$/g, "")
    .replace(/[^\p{L}\p{N}&]+/gu, " ")
    .trim();
}

/** The name without its legal form: "malava builders" for "Malava Builders Ltd". */
export function coreKey(name: string): string {
  let core = bareName(name).replace(/\s*\([^)]{1,40}\)\s*/g, " ");
  for (let i = 0; i < 3 && SUFFIX.test(core); i++) core = core.replace(SUFFIX, "");
  return nameKey(core);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A pattern finding the name in running text, with or without its legal form, any spacing and case. */
export function mentionPattern(name: string): RegExp {
  const words = coreKey(name).split(" ").filter(Boolean).map(escape);
  return new RegExp(`(?<![\\p{L}\\p{N}])${words.join("[\\s,.&'’-]{1,4}")}(?![\\p{L}\\p{N}])`, "iu");
}

/** "Bidder 2", "Tenderer No. 2", "B2", "T2": the n-th bid opened (1-based), else null. */
export function bidderNumber(cell: string): number | null {
  const match =
    /^(?:bidder|tenderer|firm|consultant|supplier|bid|tender)\s*(?:no\.?\s*|#\s*)?(\d{1,2})$/i.exec(
      cell.trim(),
    ) ?? /^[BT](\d{1,2})$/.exec(cell.trim());
  return match ? Number(match[1]) : null;
}

/** First words many firms share, which say nothing about which firm. */
const GENERIC = new Set(
  "kenya east africa african general national international united global new modern royal first star the total".split(
    " ",
  ),
);

export type NamedBidder = { id: string; name: string };

/** The bidder a table cell or header names, by its name (with or without legal form) or its number. */
export function bidderOfCell<B extends NamedBidder>(cell: string, bidders: readonly B[]): B | null {
  const text = cell.trim();
  if (!text || text.length > 200) return null;
  const number = bidderNumber(text);
  if (number !== null) return bidders[number - 1] ?? null;
  const key = nameKey(text);
  const core = coreKey(text);
  if (!core) return null;
  return (
    bidders.find((bidder) => nameKey(bidder.name) === key) ??
    bidders.find((bidder) => coreKey(bidder.name) === core) ??
    // A header cell may shorten the name to its first words ("Malava Builders" for "Malava Builders & Civil Works Ltd").
    bidders.find((bidder) => core.length >= 6 && coreKey(bidder.name).startsWith(`${core} `)) ??
    byFirstWord(core, bidders)
  );
}

/** "Malava Roadworks & Gen. Supplies Ltd" is "Malava Roadworks & General Supplies Ltd": the one bidder whose first word it shares. */
function byFirstWord<B extends NamedBidder>(core: string, bidders: readonly B[]): B | null {
  const first = core.split(" ")[0] ?? "";
  if (first.length < 4 || GENERIC.has(first)) return null;
  const matches = bidders.filter((bidder) => coreKey(bidder.name).split(" ")[0] === first);
  return matches.length === 1 ? matches[0]! : null;
}

/** Two spellings of one firm ("M/s Malava Roadworks Ltd", "Malava Roadworks Limited"). */
export function isSameBidder(a: string, b: string): boolean {
  return !!coreKey(a) && bidderOfCell(a, [{ id: "x", name: b }]) !== null;
}

/** "Tenderer 3", "Tenderers 1, 2 and 5", "Bid No. 4": the bids a sentence names by their number at opening. */
const NUMBERED =
  /\b(?:tenderer|bidder|firm|bid|consultant)s?\s+(?:nos?\.?\s*)?(\d{1,2}(?:\s{0,3}(?:,|and|&)\s{0,3}\d{1,2}){0,9})\b/gi;

export function numberedIn<B>(text: string, bidders: readonly B[]): B[] {
  const found = new Set<B>();
  for (const match of text.matchAll(NUMBERED))
    for (const number of match[1]!.match(/\d{1,2}/g) ?? []) {
      const bidder = bidders[Number(number) - 1];
      if (bidder) found.add(bidder);
    }
  return [...found];
}
