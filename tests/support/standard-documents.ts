/**
 * Tenders written the way Kenyan and World Bank practitioners write them, one string per page, for the Template
 * Version Tracker's standard-document recogniser: running headers and page footers, a table of contents, section
 * headings broken over two lines as a scan's text layer breaks them, data-sheet rows keyed by clause, filled
 * blanks. ASCII only, so each can also be written to a PDF with a standard font.
 */
import type { AttachedDocument } from "@/lib/results/types";

export const attached = (name: string, pages: readonly string[]): AttachedDocument => ({
  fileId: name,
  groupId: "supporting",
  name,
  size: 1,
  units: pages.map((text, index) => ({ label: `page ${index + 1}`, text })),
});

/** Running header and footer on every page after the cover, as a scanned tender has them. */
const withFurniture = (header: string, pages: readonly string[]) =>
  pages.map((page, index) => (index === 0 ? page : `${header}\n${page}\nPage ${index + 1}`));

const NCPB_HEADER = "NCPB/HQ/OT/07/2021-2022 - Supply and Delivery of Polypropylene Bags";

/**
 * A National Cereals and Produce Board goods tender of October 2021 on the PPRA documents of April 2021: the
 * cover, contents, invitation, Sections I-VIII, the data sheet's heading broken over two lines, no Beneficial
 * Ownership form (the April 2022 revision added it). `beneficialOwnership` adds that form to Section IV.
 */
export function ncpbGoodsTender2021(options: { beneficialOwnership?: boolean } = {}): string[] {
  return withFurniture(NCPB_HEADER, [
    "NATIONAL CEREALS AND PRODUCE BOARD\nP.O. BOX 30586-00100, NAIROBI\nTENDER DOCUMENT FOR SUPPLY AND DELIVERY OF POLYPROPYLENE BAGS\nTENDER NO. NCPB/HQ/OT/07/2021-2022\nCLOSING DATE: 14TH OCTOBER 2021 AT 10.00 AM",
    "TABLE OF CONTENTS\nINVITATION TO TENDER .................................. 3\nSECTION I - INSTRUCTIONS TO TENDERERS ................ 4\nSECTION II - TENDER DATA SHEET (TDS) ................. 5\nSECTION III - EVALUATION AND QUALIFICATION CRITERIA .. 6\nSECTION IV - TENDERING FORMS ......................... 7\nSECTION V - SCHEDULE OF REQUIREMENTS ................. 8\nSECTION VI - GENERAL CONDITIONS OF CONTRACT .......... 9\nSECTION VII - SPECIAL CONDITIONS OF CONTRACT ......... 10\nSECTION VIII - CONTRACT FORMS ........................ 11",
    "INVITATION TO TENDER\n1. The National Cereals and Produce Board (NCPB) invites sealed tenders from eligible Tenderers for the supply and delivery of 500,000 polypropylene bags.\n2. Tendering will be conducted under the open competitive method (National) using a standardized tender document. Tendering is open to all qualified and interested Tenderers.\n3. Tenders shall be delivered to the NCPB Headquarters tender box on or before 14th October 2021 at 10.00 am.",
    "SECTION I - INSTRUCTIONS TO TENDERERS\nA. General Provisions\n1.1 The Procuring Entity, as indicated in the TDS, issues this tender document for the supply of Goods as specified in Section V, Schedule of Requirements.\n3.1 A Tenderer may be a firm that is a private entity. The Procuring Entity requires compliance with the Public Procurement and Asset Disposal Act, 2015.\n6.1 The tender document consists of Parts 1, 2 and 3, which include the following sections:\ni) Section I - Instructions to Tenderers\nii) Section II - Tender Data Sheet\niii) Section III - Evaluation and Qualification Criteria\n18.1 Tenders shall remain valid for the period specified in the TDS.\n19.1 The Tenderer shall furnish as part of its Tender a Tender-Securing Declaration or a Tender Security as specified in the TDS.",
    "SECTION II - TENDER DATA\nSHEET (TDS)\nReference to ITT Clause Particulars\nITT 7.1 For clarification purposes the Procuring Entity's address is: Head of Supply Chain, NCPB, Nairobi. Requests for clarification shall be received by 7th October 2021.\nITT 18.1 The tender validity period shall be 120 days.\nITT 19.1 A Tender Security of KES 200,000 in the form of a bank guarantee shall be required.\nITT 22.1 The deadline for tender submission is 14th October 2021 at 10.00 am.\nITT 25.1 The tender opening shall take place at NCPB Headquarters Boardroom immediately after the deadline.",
    "SECTION III - EVALUATION AND QUALIFICATION CRITERIA\n1. General provisions\nThe Procuring Entity shall use the criteria and methodologies listed in this Section to evaluate tenders.\n2. Preliminary examination for determination of responsiveness: the Tenderer shall submit a certificate of incorporation and a valid tax compliance certificate.",
    `SECTION IV - TENDERING FORMS\nFORM OF TENDER\nWe, the undersigned Tenderer, offer to supply the Goods in conformity with the tender documents.\nTENDERER'S ELIGIBILITY - CONFIDENTIAL BUSINESS QUESTIONNAIRE\nTENDER-SECURING DECLARATION FORM${
      options.beneficialOwnership
        ? "\nBENEFICIAL OWNERSHIP DISCLOSURE FORM\nThe successful Tenderer shall provide the information on its beneficial owners."
        : ""
    }\nPRICE SCHEDULE OF GOODS`,
    "PART 2 - PROCUREMENT ENTITY'S REQUIREMENTS\nSECTION V - SCHEDULE OF REQUIREMENTS\n1. List of Goods and Delivery Schedule\nItem 1 Polypropylene bags 90 kg, 500,000 pieces, delivery within 30 days to NCPB depots.",
    "SECTION VI - GENERAL CONDITIONS OF CONTRACT\n1. Definitions\n1.1 The Supplier means the natural person or entity whose tender to perform the Contract has been accepted by the Procuring Entity. The Goods means all of the commodities which the Supplier is required to supply.",
    "SECTION VII - SPECIAL CONDITIONS OF CONTRACT\nGCC 1.1(i) The Procuring Entity is the National Cereals and Produce Board.\nGCC 14.1 The price of the Goods supplied shall be fixed.",
    "SECTION VIII - CONTRACT FORMS\nNOTIFICATION OF INTENTION TO AWARD\nLETTER OF AWARD\nFORM OF CONTRACT\nPERFORMANCE SECURITY (Demand Bank Guarantee)",
  ]);
}

const KERRA_HEADER = "KeRRA/08/NYR/2026/014 Rehabilitation of Kiganjo - Gakindu Road";

/** A Kenya Rural Roads Authority works tender of 2026 on the PPRA works document, Rev. April 2022 (stated). */
export function ppraWorksTender2022(options: { dropDrawings?: boolean } = {}): string[] {
  return withFurniture(KERRA_HEADER, [
    "KENYA RURAL ROADS AUTHORITY\nSTANDARD TENDER DOCUMENT FOR PROCUREMENT OF WORKS\n(BUILDING AND ASSOCIATED CIVIL ENGINEERING WORKS)\nRev. April 2022\nTENDER NO. KeRRA/08/NYR/2026/014\nREHABILITATION OF KIGANJO - GAKINDU ROAD (8.2 KM)",
    "INVITATION TO TENDER\nThe Kenya Rural Roads Authority invites sealed tenders from eligible Tenderers registered with the National Construction Authority for the rehabilitation of Kiganjo - Gakindu Road. Tendering will be conducted under open national tendering using the standardized tender document issued by the Public Procurement Regulatory Authority.",
    "SECTION I - INSTRUCTIONS TO TENDERERS\n1.1 The Procuring Entity, as indicated in the TDS, issues this tender document for the procurement of Works as specified in the TDS.\n3.1 A Tenderer may be a firm that is a private entity or a joint venture.\n18.1 Tenders shall remain valid for the Tender Validity period specified in the TDS.\n19.1 The Tenderer shall furnish as part of its Tender either a Tender-Securing Declaration or a Tender Security, as specified in the TDS.",
    "SECTION II - TENDER DATA SHEET\nITT 1.1 The reference number of the Contract is KeRRA/08/NYR/2026/014.\nITT 7.1 Requests for clarification shall be received by the Procuring Entity not later than 7 days before the deadline.\nITT 18.1 The Tender validity period shall be 126 days.\nITT 19.1 A Tender Security of KES 260,000 shall be required.\nITT 22.1 The deadline for Tender submission is 12th May 2026 at 11.00 am.",
    "SECTION III - EVALUATION AND QUALIFICATION CRITERIA\n1. General Provisions\nThe Contractor's past performance and financial capability shall be evaluated as set out below.",
    "SECTION IV - TENDERING FORMS\nFORM OF TENDER\nTENDERER INFORMATION FORM\nBENEFICIAL OWNERSHIP DISCLOSURE FORM\nThe successful Tenderer shall disclose its beneficial owners.",
    "PART 2 - WORKS REQUIREMENTS\nSECTION V - BILLS OF QUANTITIES\nBill No. 1 Preliminaries and General\nBill No. 2 Site Clearance\nBill No. 3 Earthworks",
    "SECTION VI - SPECIFICATIONS\nThe Works shall be executed in accordance with the Standard Specification for Road and Bridge Construction.",
    ...(options.dropDrawings
      ? ["SECTION VII - SITE INFORMATION\nThe Contractor shall visit the site before tendering."]
      : [
          "SECTION VII - DRAWINGS\nDrawing No. KeRRA/NYR/014/01 General Layout\nDrawing No. KeRRA/NYR/014/02 Typical Cross Sections",
        ]),
    "PART 3 - CONDITIONS OF CONTRACT AND CONTRACT FORMS\nSECTION VIII - GENERAL CONDITIONS OF CONTRACT\n1.1 The Contractor means the person whose Tender to carry out the Works has been accepted by the Procuring Entity.",
    "SECTION IX - SPECIAL CONDITIONS OF CONTRACT\nGCC 1.1 The Procuring Entity is the Kenya Rural Roads Authority.\nGCC 44.1 The Intended Completion Date is 12 months after the Start Date.",
    "SECTION X - CONTRACT FORMS\nNOTIFICATION OF INTENTION TO AWARD\nCONTRACT AGREEMENT\nPERFORMANCE SECURITY",
  ]);
}

/** A PPOA-era goods tender (a county of 2019): Invitation as Section I, Appendix to Instructions, Standard Forms. */
export function ppoaGoodsTender2019(): string[] {
  return [
    "COUNTY GOVERNMENT OF NYERI\nSTANDARD TENDER DOCUMENT FOR PROCUREMENT OF GOODS\nTENDER NO. CGN/HEALTH/014/2019-2020\nSUPPLY AND DELIVERY OF HOSPITAL LINEN",
    "SECTION I - INVITATION TO TENDER\nThe County Government of Nyeri invites sealed bids from eligible candidates for the supply and delivery of hospital linen. Prices quoted should be net inclusive of all taxes.",
    "SECTION II - INSTRUCTIONS TO TENDERERS\n2.1 Eligible Tenderers\n2.1.1 This Invitation for Tenders is open to all tenderers eligible as described in the instructions to tenderers.\n2.12 Tender Security: the tenderer shall furnish, as part of its tender, a tender security in the amount specified in the Appendix to Instructions to Tenderers.",
    "APPENDIX TO INSTRUCTIONS TO TENDERERS\nThe following information regarding the particulars of the tender shall complement, supplement or amend the provisions of the instructions to tenderers.\nInstructions to tenderers reference Particulars of appendix to instructions to tenderers\n2.1.1 Open to all eligible tenderers.\n2.12.1 Tender security of KES 50,000.",
    "SECTION III - GENERAL CONDITIONS OF CONTRACT\n3.1 Definitions: The Supplier means the individual or firm supplying the Goods under this Contract.",
    "SECTION IV - SPECIAL CONDITIONS OF CONTRACT\n4.1 Special conditions of contract shall supplement the general conditions of contract.",
    "SECTION V - TECHNICAL SPECIFICATIONS\nBed sheets, 100% cotton, 2.5 m x 1.5 m, white.",
    "SECTION VI - SCHEDULE OF REQUIREMENTS\nItem 1 Bed sheets 2,000 pieces, delivery within 30 days.",
    "SECTION VII - PRICE SCHEDULE FOR GOODS\nItem Description Quantity Unit price Total price",
    "SECTION VIII - STANDARD FORMS\nFORM OF TENDER\nCONFIDENTIAL BUSINESS QUESTIONNAIRE FORM\nTENDER SECURITY FORM\nCONTRACT FORM\nPERFORMANCE SECURITY FORM\nMANUFACTURER'S AUTHORIZATION FORM",
  ];
}

/** A Ministry of Health request for bids for laboratory equipment on the World Bank goods SPD (IDA credit). */
export function worldBankGoodsRfb(cover = "July 2016"): string[] {
  return [
    `STANDARD PROCUREMENT DOCUMENT\nRequest for Bids\nGoods\n(One-Envelope Bidding Process)\n${cover}`,
    "REQUEST FOR BIDS\nGOODS\nProcurement of: Laboratory Equipment for County Referral Hospitals\nRFB No: KE-MOH-398120-GO-RFB\nProject: Kenya Health Systems Strengthening Project\nPurchaser: Ministry of Health\nCountry: Kenya\nIssued on: 4 March 2024\nThe Republic of Kenya has received financing from the World Bank (IDA) toward the cost of the project. Bidding will be conducted through international competitive procurement using a Request for Bids (RFB) as specified in the World Bank's Procurement Regulations for IPF Borrowers.",
    "Section I. Instructions to Bidders\nITB 1.1 In connection with the Specific Procurement Notice, the Purchaser issues this bidding document for the supply of Goods.\nITB 4.1 A Bidder may be a firm that is a private entity.\nITB 18.1 Bids shall remain valid for the period specified in the BDS.\nITB 19.1 The Bidder shall furnish as part of its Bid a Bid-Securing Declaration or a Bid Security.",
    "Section II. Bid Data Sheet\nITB 1.1 The number of the Request for Bids is KE-MOH-398120-GO-RFB.\nITB 7.1 For clarification purposes only, the Purchaser's address is Afya House, Nairobi.\nITB 18.1 The bid validity period shall be 120 days.\nITB 19.1 A Bid Security shall be required in the amount of USD 20,000.\nITB 22.1 The deadline for bid submission is 18 April 2024.",
    "Section III. Evaluation and Qualification Criteria\n1. Margin of Preference: A margin of domestic preference shall not apply.\nThe Purchaser shall evaluate Bids by the lowest evaluated cost method.",
    "Section IV. Bidding Forms\nLetter of Bid\nBidder Information Form\nBid-Securing Declaration\nManufacturer's Authorization",
    "Section V. Eligible Countries\nEligibility for the Provision of Goods, Works and Non-Consulting Services in Bank-Financed Procurement",
    "Section VI. Fraud and Corruption\n1. Purpose: The Bank's Anti-Corruption Guidelines apply to procurement under Bank Investment Project Financing operations.",
    "Section VII. Schedule of Requirements\nList of Goods and Delivery Schedule\nLine item 1 Biosafety cabinet class II, 12 units, delivery 90 days.",
    "Section VIII. General Conditions of Contract\n1. Definitions: The Supplier means the natural person, private or government entity whose bid to perform the Contract has been accepted by the Purchaser.",
    "Section IX. Special Conditions of Contract\nGCC 1.1(j) The Purchaser's country is Kenya.\nGCC 16.1 Payment shall be made by letter of credit.",
    "Section X. Contract Forms\nNotification of Intention to Award\nLetter of Acceptance\nContract Agreement\nPerformance Security",
  ];
}

/** A Kenya Urban Roads Authority request for proposals for design and supervision consultancy (World Bank SPD). */
export function worldBankConsultingRfp(): string[] {
  return [
    "REQUEST FOR PROPOSALS\nRFP No.: KE-KURA-402211-CS-QCBS\nSelection of Consultants\nConsulting Services for Design Review and Construction Supervision of Urban Roads in Kisumu\nClient: Kenya Urban Roads Authority\nCountry: Kenya\nProject: Kenya Urban Support Program\nIssued on: 20 February 2025",
    "Section 1. Letter of Invitation\nThe Republic of Kenya has received financing from the World Bank toward the cost of the Kenya Urban Support Program. The Client now invites proposals to provide the consulting services described in this Request for Proposals (RFP).",
    "Section 2. Instructions to Consultants and Data Sheet\nA. General Provisions\nITC 1.1 Consultant means a legally established professional consulting firm that may provide the Services to the Client.\nITC 11.1 The Consultants shall submit their Proposals in English.\nITC 12.1 Proposals must remain valid for 90 days.",
    "Section 3. Technical Proposal - Standard Forms\nFORM TECH-1 Technical Proposal Submission Form\nFORM TECH-2 Consultant's Organization and Experience\nFORM TECH-6 Team Composition, Key Experts Inputs",
    "Section 4. Financial Proposal - Standard Forms\nFORM FIN-1 Financial Proposal Submission Form\nFORM FIN-2 Summary of Costs",
    "Section 5. Eligible Countries\nIn reference to ITC 6.3.2, for the information of shortlisted Consultants, at the present time firms of no country are excluded.",
    "Section 6. Fraud and Corruption\nIt is the Bank's policy to require that Borrowers, Consultants and their agents observe the highest standard of ethics.",
    "Section 7. Terms of Reference\n1. Background: The Client intends to upgrade 14 km of urban roads in Kisumu.\n2. Objectives of the Assignment: design review and supervision of construction.",
    "Section 8. Conditions of Contract and Contract Forms\nStandard Form of Contract, Consultant's Services, Time-Based\nGeneral Conditions of Contract\nSpecial Conditions of Contract",
  ];
}

/** A letter notifying a bidder of the intention to award: tender wording, no tender structure. */
export function notificationLetter(): string[] {
  return [
    "KENYA PORTS AUTHORITY\nP.O. Box 95009-80104, Mombasa\nRef: KPA/PROC/112/2023-24\n12th March 2024\nThe Managing Director\nAcme Supplies Ltd\nP.O. Box 4410-00100\nNairobi\nDear Sir,\nRE: NOTIFICATION OF INTENTION TO AWARD - TENDER NO. KPA/112/2023-24/PM\nWe refer to your tender submitted in response to the above tender. In accordance with the Instructions to Tenderers and the Tender Data Sheet, we notify you of our intention to award the contract to M/s Bandari Traders Ltd at KES 14,250,000.\nAny Tenderer dissatisfied may seek a debriefing within five days. The Procuring Entity thanks you for your participation.\nYours faithfully,\nGeneral Manager, Supply Chain Management",
  ];
}
