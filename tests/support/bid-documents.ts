/**
 * Solicitations and bids written the way Kenyan (PPRA standard tender document) and World Bank (Standard
 * Procurement Document, Request for Bids) users write them, for the bid packs' realistic tests. The solicitation
 * pages keep scanned-style line breaks (a PDF line wraps mid-sentence; a list of mandatory documents is numbered
 * without "shall").
 */

/** KeRRA's tender: forms in ITT 11.1 and a numbered list of mandatory documents with no "shall" in the items. */
export const KENYA_TENDER = [
  "SECTION I - INSTRUCTIONS TO TENDERERS\nITT 11.1 The Tender shall comprise the following: (a) Form of Tender; (b) Tender-Securing\nDeclaration; (c) Confidential Business Questionnaire; (d) Priced Bills of Quantities; (e) Power of Attorney.\nITT 19.1 The tender validity period shall be one hundred and twenty (120) days from the tender\nsubmission deadline. ITT 20.1 A Tender-Securing Declaration shall be submitted in the form provided in Section IV.",
  "SECTION III - EVALUATION AND QUALIFICATION CRITERIA\nMANDATORY REQUIREMENTS\nThe tenderer shall submit the following mandatory documents:\n1. Copy of Certificate of Incorporation or Business Registration Certificate\n2. Valid Tax Compliance Certificate from KRA\n3. Copy of AGPO certificate for youth, women and persons with disability\n4. Copy of CR12 issued within the last six months\nThe Procuring Entity shall verify the documents with the issuing authorities.",
];

/** Kilimanjaro Builders' tender: every form titled on its own page, signed, valid 120 days. */
export const KENYA_BID = [
  "FORM OF TENDER\nTo: Kenya Rural Roads Authority\nWe offer to execute the routine maintenance of Kagumo - Kiandu Road in accordance with the tender documents. Our tender shall be valid for a period of 120 days from the date fixed for the tender submission deadline.\nSigned: Mary Wambui, Director, duly authorized to sign the tender for and on behalf of Kilimanjaro Builders Ltd.",
  "TENDER-SECURING DECLARATION FORM\nWe, the undersigned, declare that we will be suspended from being eligible for tendering for a period of two years if we withdraw our tender during the period of tender validity.",
  "CONFIDENTIAL BUSINESS QUESTIONNAIRE\nBusiness name: Kilimanjaro Builders Ltd. Directors: Mary Wambui and John Kamau.",
  "PRICED BILLS OF QUANTITIES\nBill No. 1 Routine maintenance: Kshs. 12,450,000.00",
  "POWER OF ATTORNEY\nKilimanjaro Builders Ltd authorizes Mary Wambui, Director, to sign the tender.",
  "CERTIFICATE OF INCORPORATION\nNo. CPR/2011/45678. Kilimanjaro Builders Ltd was incorporated under the Companies Act.",
  "TAX COMPLIANCE CERTIFICATE\nKenya Revenue Authority certifies that Kilimanjaro Builders Ltd has filed all returns. Valid until 14/11/2026.",
  "AGPO CERTIFICATE\nAccess to Government Procurement Opportunities registration for youth-owned enterprises, No. AGPO/2025/8812.",
  "CR12\nOfficial search of the Registrar of Companies listing the directors and shareholders of Kilimanjaro Builders Ltd, issued on 3rd February 2026.",
];

/**
 * The same tender with the tax compliance certificate denied ("did not submit … pending with KRA") and the
 * tender-securing declaration marked "N/A" in the tenderer's own checklist.
 */
export const KENYA_BID_DEFICIENT = [
  KENYA_BID[0]!,
  "CHECKLIST OF DOCUMENTS SUBMITTED\nTender-Securing Declaration: N/A.",
  KENYA_BID[2]!,
  KENYA_BID[3]!,
  KENYA_BID[4]!,
  KENYA_BID[5]!,
  "NOTE ON TAX STATUS\nThe tenderer did not submit a Tax Compliance Certificate; the application is pending with KRA.",
  KENYA_BID[7]!,
  KENYA_BID[8]!,
];

/** A World Bank Request for Bids (goods): Letter of Bid, Bid-Securing Declaration, Form ELI-1.1. */
export const WORLD_BANK_RFB = [
  "Section I - Instructions to Bidders\nITB 11.1 The Bid shall comprise the following: (a) Letter of Bid; (b) Bid-Securing Declaration, in accordance with ITB 19.1; (c) Form ELI-1.1 Bidder Information Form; (d) Price Schedules.\nITB 18.1 Bids shall remain valid for 90 days after the bid submission deadline.",
  "ITB 19.1 The Bidder shall furnish as part of its Bid a Bid-Securing Declaration using the form in Section IV. The Bidder shall provide evidence of ISO 9001 quality management certification.",
];

export const WORLD_BANK_BID = [
  "Letter of Bid\nDate of this Bid submission: 2 February 2026. We offer to supply the goods in conformity with the bidding document. Our Bid shall be valid for 90 days from the bid submission deadline. Signed: Peter Otieno, Managing Director, duly authorized to sign the Bid for and on behalf of Tana Supplies Ltd.",
  "Bid-Securing Declaration\nWe accept that we will automatically be suspended from being eligible for bidding for 24 months if we withdraw our Bid during the period of bid validity.",
  "Form ELI-1.1 Bidder Information Form\nBidder's legal name: Tana Supplies Ltd. Country of registration: Kenya. ISO 9001 quality management certificate No. KEBS-QMS-2231 attached.",
  "Price Schedules\nItem 1: desktop computers, 40 units, USD 36,000.",
];

/** An RFQ that asks for nothing a bid could be checked against (no "shall", no list, no form). */
export const BARE_RFQ = ["Please quote for 10 office chairs and deliver them to our stores at Nyeri."];
