/**
 * A realistic Kenyan procurement file (KeRRA road maintenance tender) as a post-review receives it: records
 * titled and dated the way procuring entities write them ("MINUTES OF THE TENDER OPENING COMMITTEE HELD ON …",
 * "NOTIFICATION OF AWARD", "REGRET LETTER", "this 18th day of March 2026"), either as separate files or as the
 * pages of one scanned PDF with hard line breaks. Dates are chosen so the expected results can be read off by
 * hand: notification on 12th March 2026; the contract signed 6 days later (inside the 14-day standstill of PPADA
 * s.135(3)) in FILE_INSIDE_STANDSTILL, 15 days later in the compliant variant.
 */

export const TENDER_DOCUMENT = [
  "KENYA RURAL ROADS AUTHORITY\nTENDER NO. KeRRA/08/NYR/2026/014\nTENDER DOCUMENT FOR ROUTINE MAINTENANCE OF KAGUMO - KIANDU ROAD (8.4 KM)\nSECTION I - INSTRUCTIONS TO TENDERERS\n1.1 The Procuring Entity invites sealed tenders from eligible tenderers for the works described in the Tender Data Sheet.",
  "SECTION III - EVALUATION AND QUALIFICATION CRITERIA\nTenderers shall demonstrate experience of at least two contracts of similar nature and an average annual turnover of Kshs. 20,000,000.00 over the last three years.\nThe tender validity period shall be 120 days from the date of tender opening. The tender security shall be Kshs. 250,000.00 in the form of a bank guarantee.\nThe deadline for submission of tenders is 2nd March, 2026 at 11.00 a.m. Tenders will be opened in public immediately thereafter.",
];

/** Scanned-style: every line broken where the scanner broke it. */
export const OPENING_MINUTES =
  "MINUTES OF THE TENDER OPENING COMMITTEE HELD ON 2ND MARCH 2026 AT\nKeRRA NYERI REGIONAL OFFICE BOARDROOM\nMEMBERS PRESENT\n1. Eng. J. Mwangi - Chairman\n2. Ms. A. Wanjiku - Secretary\n3. Mr. P. Otieno - Member\nMIN 1/03/2026: OPENING OF TENDERS\nThe Committee opened the tenders received by the deadline and read out the\nprices as follows: Kilimanjaro Builders Ltd Kshs. 12,450,000.00; Mlima\nContractors Limited Kshs. 13,100,000.00; Tana Works Ltd Kshs. 14,020,500.00.";

export const EVALUATION_REPORT = [
  "TENDER EVALUATION REPORT\nTENDER NO. KeRRA/08/NYR/2026/014\nThe Evaluation Committee appointed by the Director General met on 5th March 2026. Three tenders were received and evaluated.",
  "Kilimanjaro Builders Ltd: substantially responsive, evaluated tender price Kshs. 12,450,000.00, ranked 1.\nMlima Contractors Limited: substantially responsive, evaluated tender price Kshs. 13,100,000.00, ranked 2.\nTana Works Ltd: non-responsive, no tender security.\nThe Committee recommends award of the contract to Kilimanjaro Builders Ltd at Kshs. 12,450,000.00, being the lowest evaluated tender.",
];

export const PROFESSIONAL_OPINION =
  "PROFESSIONAL OPINION\nThe Head of Procurement Function has reviewed the evaluation report dated 5th March 2026 and concurs with the recommendation of award to Kilimanjaro Builders Ltd.";

export const NOTIFICATION_OF_AWARD =
  "Ref: KeRRA/NYR/PROC/014/26\nDate: 12th March, 2026\nM/S KILIMANJARO BUILDERS LTD\nP.O. BOX 2201-10100\nNYERI\nNOTIFICATION OF AWARD\nRE: TENDER NO. KeRRA/08/NYR/2026/014 - ROUTINE MAINTENANCE OF KAGUMO - KIANDU ROAD\nWe are pleased to notify you that your tender dated 2nd March, 2026 for the above works has been accepted at Kshs. 12,450,000.00. You are required to sign the contract within the tender validity period but not before fourteen (14) days have elapsed from the date of this notification.";

export const REGRET_LETTER =
  "Ref: KeRRA/NYR/PROC/014/26\n12/03/2026\nM/S MLIMA CONTRACTORS LIMITED\nREGRET LETTER\nRE: TENDER NO. KeRRA/08/NYR/2026/014\nWe regret to inform you that your tender was not successful. The successful tenderer is Kilimanjaro Builders Ltd at Kshs. 12,450,000.00.";

/** The contract agreement, made `day` March 2026 (written "the {day} day of March 2026"). */
export const contractAgreement = (day: string) =>
  `CONTRACT AGREEMENT\nTHIS AGREEMENT is made the ${day} day of March 2026 between Kenya Rural Roads Authority of P.O. Box 48151-00100 Nairobi (hereinafter "the Procuring Entity") and Kilimanjaro Builders Ltd of P.O. Box 2201-10100 Nyeri (hereinafter "the Contractor").\nWHEREAS the Procuring Entity notified the Contractor of the award on 12th March, 2026 and the Contractor has accepted.\nIN WITNESS WHEREOF the parties hereto have caused this Agreement to be executed the day and year first before written.\nSigned by Eng. P. Kamau, Regional Manager, for and on behalf of the Procuring Entity.`;

/** The procurement file as separate pages of one scanned PDF. */
export const scannedFile = (contractDay: string) => [
  ...TENDER_DOCUMENT,
  OPENING_MINUTES,
  ...EVALUATION_REPORT,
  PROFESSIONAL_OPINION,
  NOTIFICATION_OF_AWARD,
  REGRET_LETTER,
  contractAgreement(contractDay),
];
