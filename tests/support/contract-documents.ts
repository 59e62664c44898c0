/**
 * Realistic draft contracts for the contract-completeness review, written the way Kenyan (PPRA standard forms
 * under the PPADA 2015) and World Bank contracts are: an agreement form with blanks filled in, GCC/SCC clauses
 * numbered "GCC 22", amounts in Kshs., and statements that a clause is missing or does not apply. Each page is one
 * string; "\n" is a line break as a PDF or a scan wraps it.
 */

/** A complete Kenyan goods contract (PPRA Form of Contract + SCC): every clause present. */
export const KENYA_GOODS_CONTRACT = [
  [
    "SECTION VIII - STANDARD FORMS",
    "FORM OF CONTRACT",
    'THIS AGREEMENT made the 14th day of March 2025 between the Kenya Medical Supplies Authority of P.O. Box 47715-00100, Nairobi (hereinafter called "the Procuring Entity") of the one part and Afya Diagnostics Limited of P.O. Box 1020-00200, Nairobi (hereinafter called "the Supplier") of the other part.',
    'WHEREAS the Procuring Entity invited tenders for certain goods, viz., the supply of forty (40) haematology analysers, and has accepted a tender by the Supplier for the supply of those goods in the sum of Kshs. 48,600,000.00 (Kenya Shillings Forty Eight Million Six Hundred Thousand only) (hereinafter called "the Contract Price").',
    "NOW THIS AGREEMENT WITNESSETH AS FOLLOWS:",
    "1. In this Agreement words and expressions shall have the same meanings as are respectively assigned to them in the Conditions of Contract referred to.",
    "2. The following documents shall be deemed to form and be read and construed as part of this Agreement: the Tender Form and the Price Schedule submitted by the Tenderer; the Schedule of Requirements; the Technical Specifications; the General Conditions of Contract; the Special Conditions of Contract; and the Notification of Award.",
    "3. The Procuring Entity hereby covenants to pay the Supplier in consideration of the provision of the goods and the remedying of defects therein, the Contract Price at the times and in the manner prescribed by the Contract.",
  ].join("\n"),
  [
    "SECTION VI - SPECIAL CONDITIONS OF CONTRACT",
    "GCC 7.1 Performance Security: The performance security shall be 10% of the Contract Price in the form of a bank guarantee from a bank licensed in Kenya.",
    "GCC 11.1 Delivery: The Supplier shall deliver the Goods to the KEMSA warehouse, Embakasi, within sixty (60) days of the date of the Contract.",
    "GCC 14.1 Warranty: The warranty period shall be twelve (12) months from the date of acceptance of the Goods.",
    "GCC 15.1 Payment: Payment shall be made in Kenya Shillings within thirty (30) days of acceptance and submission of an invoice.",
    "GCC 18 Contract Amendment: No variation in or modification of the terms of the Contract shall be made except by written amendment signed by the parties.",
  ].join("\n"),
  [
    "GCC 20 Termination for Default: The Procuring Entity may, without prejudice to any other remedy for breach of contract, by written notice of default sent to the Supplier, terminate this Contract in whole or in part.",
    "GCC 22 Liquidated Damages: If the Supplier fails to deliver any or all of the Goods within the period specified in the Contract, the Procuring Entity shall deduct from the Contract Price liquidated damages of 0.5% of the delivered price of the delayed Goods for each week of delay, up to a maximum of 10%.",
    "GCC 23 Settlement of Disputes: Any dispute arising out of the Contract which cannot be settled amicably shall be referred to arbitration under the Arbitration Act, 1995.",
    "GCC 24 Force Majeure: The Supplier shall not be liable for liquidated damages or termination for default if the delay in performance is the result of an event of Force Majeure.",
    "GCC 25 Applicable Law: The Contract shall be interpreted in accordance with the laws of Kenya.",
    "IN WITNESS whereof the parties hereto have caused this Agreement to be executed in accordance with their respective laws the day and year first above written.",
    "Signed, sealed and delivered by the Director General for and on behalf of the Procuring Entity in the presence of the Head of Supply Chain Management.",
  ].join("\n"),
];

/**
 * A county short-form contract (DOCX) whose draft says what it leaves out: liquidated damages "not provided",
 * variations "to be agreed later", "no provision for termination", disputes "N/A", performance security "Not
 * applicable" (below the threshold), and no force majeure clause at all.
 */
export const COUNTY_FURNITURE_CONTRACT = [
  [
    "CONTRACT FOR THE SUPPLY AND DELIVERY OF OFFICE FURNITURE",
    'This Contract is made on 2nd June 2025 between the County Government of Nakuru (the "Procuring Entity") and Jenga Furniture Limited (the "Supplier").',
    "1. Scope: The Supplier shall supply and deliver 120 office chairs and 40 desks as listed in the Schedule of Requirements.",
    "2. Contract Price: Kshs. 3,450,000.00 inclusive of VAT, payable within 30 days of delivery and acceptance.",
    "3. Delivery period: The goods shall be delivered within 45 days of signing this Contract.",
    "4. Liquidated damages: not provided.",
    "5. Variations - to be agreed later.",
  ].join("\n\n"),
  [
    "6. This draft contains no provision for termination.",
    "7. Settlement of disputes: N/A.",
    "8. Performance security: Not applicable (contract below the threshold).",
    "9. Warranty: 24 months from delivery against defects in materials and workmanship.",
    "10. Governing law: the laws of Kenya.",
    "Signed for and on behalf of the Procuring Entity by the County Chief Officer, Finance.",
  ].join("\n\n"),
];

/**
 * A World Bank works contract (PDF) as scanned and OCR'd: the Contract Agreement wraps mid-sentence with the
 * Employer's name in capitals on its own line; the Particular Conditions declare the performance security not
 * applicable, leave the disputes clause "Not applicable." under its heading, and beside the termination clause
 * say termination for convenience is "to be agreed later".
 */
export const WORLD_BANK_WORKS_CONTRACT = [
  [
    "CONTRACT AGREEMENT",
    "THIS AGREEMENT made the 3rd day of",
    "March, 2025 between",
    "KENYA RURAL ROADS AUTHORITY",
    'of Barabara Plaza, Nairobi (hereinafter "the',
    'Employer"), of the one part, and Tujenge',
    "Contractors Limited of Mombasa (hereinafter",
    '"the Contractor"), of the other part:',
    "WHEREAS the Employer desires that the Works known as",
    "Upgrading of Kiambu-Ndumberi Road to Bitumen Standard",
    "should be executed by the Contractor, and has accepted a",
    "Bid by the Contractor for the execution and completion of",
    "these Works and the remedying of any defects therein.",
    "The Employer hereby covenants to pay the Contractor the",
    "Accepted Contract Amount of Kshs. 812,400,000 at the times",
    "and in the manner prescribed by the Contract.",
  ].join("\n"),
  [
    "PARTICULAR CONDITIONS OF CONTRACT",
    "Sub-Clause 4.2 Performance Security: Not applicable.",
    "Sub-Clause 8.2 Time for Completion: 18 months from the Commencement Date.",
    "Sub-Clause 8.8 Delay Damages: 0.05% of the final Contract Price per day, up to a maximum of 10% of the final Contract Price.",
    "Sub-Clause 11 Defects Notification Period: 365 days.",
    "Sub-Clause 13 Variations: The Engineer may initiate a Variation at any time before the Taking-Over Certificate is issued.",
    "Sub-Clause 15.2 Termination by Employer: The Employer shall be entitled to terminate the Contract if the Contractor abandons the Works.",
    "Termination for convenience: to be agreed later.",
    "Sub-Clause 18 Exceptional Events: a Party prevented from performing by an Exceptional Event shall give notice within 14 days.",
    "SETTLEMENT OF DISPUTES",
    "Not applicable.",
    "Sub-Clause 1.4 Law and Language: The Contract shall be governed by the laws of the Republic of Kenya.",
    "Signed by the Director General for and on behalf of the Employer in the presence of the Legal Officer.",
  ].join("\n"),
];
