/**
 * The words each standard document uses for the same things: Kenya's PPRA documents say Tenderer, Procuring
 * Entity, Instructions to Tenderers (ITT) and Tender Data Sheet (TDS); the World Bank's say Bidder, Purchaser
 * (goods) or Employer (works), ITB and BDS. A draft mixing them reads as copied from the wrong template.
 */
import type { TenderCategory, TenderFamily } from "./brief";

export type Vocabulary = {
  bidder: string;
  bidders: string;
  bid: string;
  bids: string;
  bidding: string;
  buyer: string;
  instructions: string;
  /** "ITT" or "ITB": how the data sheet keys its rows. */
  itt: string;
  dataSheet: string;
  dataSheetShort: string;
  letterOfBid: string;
  security: string;
  securingDeclaration: string;
  document: string;
};

export function vocabulary(family: TenderFamily, category: TenderCategory): Vocabulary {
  if (family === "kenya")
    return {
      bidder: "Tenderer",
      bidders: "Tenderers",
      bid: "Tender",
      bids: "Tenders",
      bidding: "Tendering",
      buyer: "Procuring Entity",
      instructions: "Instructions to Tenderers",
      itt: "ITT",
      dataSheet: "Tender Data Sheet",
      dataSheetShort: "TDS",
      letterOfBid: "Form of Tender",
      security: "Tender Security",
      securingDeclaration: "Tender-Securing Declaration",
      document: "Tender Document",
    };
  return {
    bidder: "Bidder",
    bidders: "Bidders",
    bid: "Bid",
    bids: "Bids",
    bidding: "Bidding",
    buyer: category === "works" ? "Employer" : "Purchaser",
    instructions: "Instructions to Bidders",
    itt: "ITB",
    dataSheet: "Bid Data Sheet",
    dataSheetShort: "BDS",
    letterOfBid: "Letter of Bid",
    security: "Bid Security",
    securingDeclaration: "Bid-Securing Declaration",
    document: "Bidding Document",
  };
}

/** Fills "{bidder}", "{buyer}", "{itt}"… in a clause (the documents capitalise these defined terms). */
export function worded(text: string, words: Vocabulary): string {
  return text.replace(
    /\{(\w{1,24})\}/g,
    (whole, key: string) => (words as Record<string, string>)[key] ?? whole,
  );
}
