/**
 * What a report without tables says in sentences about prices and the lowest bid:
 *   "At the opening M/s Tyremart Kenya Limited quoted Kshs. 1,742,500.00 (…), M/s Nakuru Wheel Centre Ltd quoted
 *    Kshs. 1,518,000.00 (…) and …" — each amount belongs to the bidder named last before it;
 *   "The bid price was corrected from US$ 1,197,340.00 to US$ 1,207,340.00" — a correction of the bidder named;
 *   "M/s Malava … was ranked first" — a rank.
 * A value a table already gave is kept.
 */
import { findAmounts } from "@/lib/reading/amounts";
import { splitSentences } from "@/lib/reading/sentences";
import type { RecordBidder } from "../record/record";
import { mentionPattern } from "./names";
import type { Slice } from "./stages";

const PRICE_CUE =
  /\b(?:quot(?:ed|ing)|tender\s+sum|bid\s+(?:price|amount|sum)|read\s+out|offer(?:ed)?|price\s+of|amount\s+of|tendered)\b/i;
const CORRECTED = /\bcorrected\s+(?:\w+\s+){0,2}?from\b|\bcorrected\s+(?:\w+\s+){0,2}?to\b/i;
const ORDINALS: Readonly<Record<string, number>> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
};
const RANKED =
  /\branked\s+(?:as\s+)?(?:(?:no\.?|number)\s*)?(\d{1,2}|first|second|third|fourth|fifth|sixth)\b/i;

/** Where each bidder is named in a sentence, in order. */
function mentions(text: string, bidders: readonly RecordBidder[]): { bidder: RecordBidder; at: number }[] {
  return bidders
    .flatMap((bidder) => {
      const pattern = new RegExp(mentionPattern(bidder.name).source, "giu");
      return [...text.matchAll(pattern)].map((match) => ({ bidder, at: match.index }));
    })
    .sort((a, b) => a.at - b.at);
}

export function readNarrativePrices(slices: readonly Slice[], bidders: readonly RecordBidder[]): void {
  for (const slice of slices) {
    if (slice.part === "general" || slice.part === "recommendation") continue;
    for (const text of splitSentences(
      slice.text
        .split("\n")
        .filter((line) => !line.includes("\t"))
        .join("\n"),
    )) {
      const named = mentions(text, bidders);
      if (!named.length) continue;
      const amounts = findAmounts(text);
      const ownerOf = (at: number) => named.filter((each) => each.at < at).at(-1)?.bidder ?? null;
      if (slice.part === "financial" && CORRECTED.test(text) && amounts.length >= 1) {
        const owner = ownerOf(amounts[0]!.start) ?? (named.length === 1 ? named[0]!.bidder : null);
        if (owner && amounts.length >= 2 && /\bfrom\b/i.test(text)) {
          owner.readOut ??= amounts[0]!.value;
          if (owner.corrected === null && amounts[1]!.value !== owner.readOut)
            owner.corrected = amounts[1]!.value;
        } else if (
          owner &&
          owner.corrected === null &&
          amounts.length === 1 &&
          owner.readOut !== amounts[0]!.value
        )
          owner.corrected = amounts[0]!.value;
      } else if ((slice.part === "opening" || slice.part === "financial") && PRICE_CUE.test(text)) {
        for (const amount of amounts) {
          const owner = ownerOf(amount.start);
          if (owner && owner.readOut === null && amount.value > 0) owner.readOut = amount.value;
        }
      }
      const rank = RANKED.exec(text);
      if (rank && named.length) {
        const owner = ownerOf(rank.index) ?? named[0]!.bidder;
        owner.rank ??= ORDINALS[rank[1]!.toLowerCase()] ?? Number(rank[1]);
      }
    }
  }
}
