/**
 * A second, held-out set of four tender evaluation reports, written blind (without the reader and without the
 * reports of evaluation-reports.ts beyond its types and builders), each with the evaluation record a careful
 * reader takes from it (HOLDOUT_*). They follow the conventions written at the top of evaluation-reports.ts.
 * Every figure below was worked out by hand.
 *
 * 1. holdoutWaterWorksReport() — DOCX, Upper Ewaso Water Works Development Agency (a state corporation), Tender
 *    No. UEWWDA/OT/W/017/2024-2025, Rumuruti Water Supply Phase II. Kshs; approved budget 50,000,000.00;
 *    Engineer's estimate 47,812,640.00. The opening register names the five tenderers once; every later table
 *    and paragraph says "Tenderer 1 … Tenderer 5" (until the recommendation names the winner again):
 *      Tenderer 1 Thomson Falls Engineering Works Limited  48,716,420.00  bank guarantee, NCBA Bank Kenya PLC
 *      Tenderer 2 Marmanet Civil & Water Contractors Ltd    46,289,115.60  insurance bid bond, Britam General
 *                                                                          Insurance (K) Ltd
 *      Tenderer 3 Riverbank Hydro-Civil (K) Limited         41,950,000.00  bank guarantee, I&M Bank Limited
 *      Tenderer 4 Kinamba General Contractors Co. Ltd       39,874,300.00  insurance bid bond, GA Insurance Limited
 *      Tenderer 5 Mutara Pipelines and Construction Ltd     47,305,880.00  bank guarantee, Kingdom Bank Limited
 *    (each security Kshs. 1,000,000.00). Preliminary: Tenderer 4 has no CR12 (only an eCitizen payment receipt
 *    for one) -> non-responsive. Technical (cut-off 70%; criteria add to 100 so marks are percentages):
 *      criterion (max)        T1  T2  T3  T5
 *      Similar works (25)     20  22  14  18
 *      Key personnel (25)     19  21  16  17
 *      Plant & equipment (20) 16  17  12  15
 *      Financial cap. (15)    12  13  10  11
 *      Work programme (15)    11  11  10  10
 *      Technical score (%)    78  84  62  71   -> Tenderer 3 fails (62% < 70%)
 *    Financial: no arithmetic errors (the table repeats the read-out sums under "Corrected"). Against the estimate:
 *    T2 46,289,115.60 - 47,812,640.00 = -1,523,524.40 (-3.19%), rank 1; T5 -506,760.00 (-1.06%), rank 2;
 *    T1 +903,780.00 (+1.89%), rank 3 (the table is in rank order, not tenderer order). Due diligence on Tenderer 2
 *    only (Nyahururu Water and Sanitation Company, Water Sector Trust Fund, Britam confirms the bond): passed.
 *    Recommendation: Marmanet at its tender sum as read out, Kshs. 46,289,115.60.
 *
 * 2. holdoutQcbsConsultancyReport() — PDF, Ministry of Agriculture, Animal Industry and Fisheries (Uganda), RFP
 *    MAAIF/CONS/2024-25/00037, feasibility study and design of two irrigation schemes, QCBS 80/20, US$, minimum
 *    technical score 75 points of 100; budget 1,500,000.00; cost estimate 1,450,000.00. Table 1 gives each firm
 *    the abbreviation every later table uses:
 *      1 Nile Basin Engineering Consultants Ltd (NBEC)                                St 81.3  read out 1,148,600.00
 *      2 Aquaterra Consulting Engineers (Pty) Ltd JV Kagera Design Associates Ltd (AQ-KDA JV)  86.2  1,392,750.00
 *      3 Rwenzori Water Consult Limited (RWC)                                          77.8   1,096,400.00
 *      4 Nordhavn Hydro Engineering A/S (NHE)                                          88.1   1,620,000.00
 *      5 Mbale Technical Services Ltd (MTS)                                            67.5   returned unopened
 *    Technical sums: NBEC 8.0+24.5+40.3+4.0+4.5 = 81.3; AQ 9.0+26.0+43.2+4.5+3.5 = 86.2; RWC 7.5+23.0+38.8+3.5+5.0
 *    = 77.8; NHE 9.5+27.5+44.6+4.5+2.0 = 88.1; MTS 6.0+19.5+34.0+3.0+5.0 = 67.5 (< 75: fails, financial proposal
 *    returned unopened, not ranked). NHE's un-notarised power of attorney was a minor deviation: all five pass the
 *    preliminary examination. RWC vehicle hire 24 x 1,950.00 = 46,800.00, written 39,000.00: +7,800.00 ->
 *    1,104,200.00 = Fm. Sf = 100 x Fm / F: NBEC 96.13, AQ 79.28, RWC 100.00, NHE 68.16. S = 0.8 St + 0.2 Sf:
 *    AQ 68.96 + 15.86 = 84.82 (1); NBEC 65.04 + 19.23 = 84.27 (2); NHE 70.48 + 13.63 = 84.11 (3); RWC 62.24 +
 *    20.00 = 82.24 (4). The recommended firm has neither the highest technical score (NHE) nor the lowest price
 *    (RWC). Evaluated prices are stated ("Evaluated price F"): 1,148,600.00 / 1,392,750.00 / 1,104,200.00 /
 *    1,620,000.00. Recommendation (the JV's name wrapped over two lines): AQ-KDA JV at US$ 1,392,750.00,
 *    exclusive of VAT 18% (US$ 250,695.00 = 18% x 1,392,750.00).
 *    The financial stage's score is not asserted (Sf or S could both be called its score).
 *
 * 3. holdoutMotorVehiclesWorkbook() — XLSX, Kerio Valley Development Authority, Tender No.
 *    KVDA/OT/GDS/09/2024-2025, 4 double cabin pick-ups and 2 station wagons, KES; approved budget 45,000,000.00;
 *    no estimate. Sheets Opening, Preliminary, Technical, Financial, Summary; amounts are numeric cells, totals
 *    are formulas with cached results.
 *      1 Rift Autoworld Limited            4 x 6,285,000 + 2 x 8,950,000 = 25,140,000 + 17,900,000 = 43,040,000
 *      2 Savanna Motors (K) Ltd            4 x 5,980,000 = 23,920,000; 2 x 9,120,000 = 18,240,000 but written
 *                                          18,040,000, so the form of tender and read-out say 41,960,000
 *      3 Eldoret Fleet Solutions Ltd       4 x 5,760,000 + 2 x 8,370,000 = 23,040,000 + 16,740,000 = 39,780,000
 *      4 Highland Vehicle Dealers Limited  4 x 6,400,000 + 2 x 9,500,000 = 25,600,000 + 19,000,000 = 44,600,000
 *      5 Kabarnet Motor Mart Ltd           4 x 6,120,000 + 2 x 9,195,000 = 24,480,000 + 18,390,000 = 42,870,000
 *    Highland: no Manufacturer's Authorization -> fails preliminary. Eldoret (the lowest): station wagon engine
 *    2,442cc against a 2,700cc minimum -> fails technical. Savanna's error of 200,000.00 is noted but NOT corrected:
 *    under Section 82 of the PPADA 2015 the read-out sum is absolute; it is evaluated at 41,960,000.00 (corrected
 *    stays null). Evaluated: Savanna 41,960,000 (1), Kabarnet 42,870,000 (2), Rift 43,040,000 (3). Due diligence
 *    on Savanna only (Kenya Power & Lighting Company PLC, Kenya Ports Authority): passed. Recommendation: Savanna
 *    Motors (K) Limited at KES 41,960,000.00.
 *
 * 4. holdoutSingleBidMinutes() — PDF, minutes of the evaluation committee of Ngariama Technical and Vocational
 *    College, Tender No. NTVC/OT/03/2024-2025, one 100 KVA standby generator, Kshs; budget 2,600,000.00; user
 *    department's estimate 2,450,000.00. One bid: Kirinyaga Power & Electrical Services Limited, "Kenya Shillings
 *    Two Million Four Hundred / Thousand Only (Kshs. 2,400,000/=)" (the words broken over a line), security
 *    Kshs. 48,000/= from Credit Bank PLC; responsive at every stage, no arithmetic errors, VAT 331,034.48 of the
 *    sum (2,068,965.52 x 16%), 50,000.00 (2.04%) below the estimate, "ranked first (1st)", due diligence passed.
 *    Tetu Electricals Ltd asked a clarification but did not bid. The committee considers and rejects termination
 *    under Section 63. Due diligence is reported when the meeting resumes two days later; the hospital is a
 *    reference client (its name hyphenated over a line). Recommendation (the bidder's name hyphenated over a line
 *    break, "and" for "&", "Ltd"): Kshs. 2,400,000.
 */
import { extractDocument } from "@/lib/documents";
import { toAttachedDocument } from "@/lib/reading/attached-document";
import type { AttachedDocument } from "@/lib/results/types";
import { makeXlsx, type SheetCell } from "./documents";
import { attachPdf } from "./evaluation-documents";
import { makeReportDocx, type ExpectedRecord, type ReportBlock, type ReportCell } from "./evaluation-reports";

const bold = (text: string, extra: { columnSpan?: number; rowSpan?: number } = {}): ReportCell => ({
  text,
  bold: true,
  ...extra,
});

/* ------------------------------------------------------------------------------------------------------------
 * 1. Kenya, water works state corporation, DOCX; "Tenderer N" labels after the opening register.
 * ---------------------------------------------------------------------------------------------------------- */

const UEWWDA_COMMITTEE: [string, string, string][] = [
  ["Eng. Francis Mwangi Gachanja", "Chief Engineer (Water Supply)", "Chairperson"],
  ["QS. Abdirahman Hussein Farah", "Principal Quantity Surveyor", "Member"],
  ["Mr. Julius Lekishon Sankale", "Senior Hydrogeologist", "Member"],
  ["CPA Beatrice Wanjiru Muthoni", "Senior Accountant", "Member"],
  ["Ms. Lydia Chepkemoi Kirui", "Supply Chain Management Officer I", "Secretary"],
];

export function holdoutWaterWorksPages(): ReportBlock[][] {
  return [
    [
      `UPPER EWASO WATER WORKS DEVELOPMENT AGENCY
(A State Corporation under the Ministry of Water, Sanitation and Irrigation)
P.O. Box 1420 - 20300, Nyahururu
REPORT OF THE TENDER EVALUATION COMMITTEE
TENDER NO. UEWWDA/OT/W/017/2024-2025
PROPOSED CONSTRUCTION OF RUMURUTI WATER SUPPLY PHASE II (RISING MAIN, 500 CUBIC METRE MASONRY TANK AND DISTRIBUTION NETWORK)
Date: 14th March 2025
1.0 INTRODUCTION
1.1 The Agency advertised the above tender on 4th February 2025 in the Daily Nation newspaper, the Public Procurement Information Portal (tenders.go.ke) and the Agency's website. The tender was open to contractors registered with the National Construction Authority in Category NCA 5 and above (Water Works). Eleven (11) firms downloaded the tender document.
1.2 The works are funded under the Development Vote for the Financial Year 2024/2025, with an approved budget of Kshs. 50,000,000.00.
1.3 The Engineer's estimate for the works is Kshs. 47,812,640.00 inclusive of VAT, a contingency sum of Kshs. 2,000,000.00 and provisional sums of Kshs. 1,500,000.00.
2.0 APPOINTMENT OF THE TENDER EVALUATION COMMITTEE
The Chief Executive Officer appointed the following officers to evaluate the tender vide internal memo Ref. UEWWDA/ADM/14/VOL.III/118 dated 24th February 2025:`,
      [
        [bold("S/No."), bold("Name"), bold("Designation"), bold("Role in the Committee")],
        ...UEWWDA_COMMITTEE.map(([name, designation, role], i) => [`${i + 1}.`, name, designation, role]),
      ],
      `All members signed the declaration of impartiality and confidentiality (Form SD2) before commencing the evaluation.
3.0 TENDER OPENING
The tender closed and was opened on 25th February 2025 at 11.00 a.m. in the Agency's boardroom in the presence of the tenderers' representatives who chose to attend. Five (5) tenders were received and opened as recorded in the register below. In this report the tenderers are referred to by their tender numbers.`,
      [
        [
          bold("Tenderer No.", { rowSpan: 2 }),
          bold("Name of Tenderer", { rowSpan: 2 }),
          bold("Tender Sum as Read Out (Kshs.)", { rowSpan: 2 }),
          bold("Tender Security", { columnSpan: 3 }),
        ],
        [bold("Form"), bold("Issued by"), bold("Amount (Kshs.)")],
        [
          "1",
          "M/s Thomson Falls Engineering Works Limited",
          "48,716,420.00",
          "Bank Guarantee",
          "NCBA Bank Kenya PLC",
          "1,000,000.00",
        ],
        [
          "2",
          "M/s Marmanet Civil & Water Contractors Ltd",
          "46,289,115.60",
          "Insurance Bid Bond",
          "Britam General Insurance (K) Ltd",
          "1,000,000.00",
        ],
        [
          "3",
          "M/s Riverbank Hydro-Civil (K) Limited",
          "41,950,000.00",
          "Bank Guarantee",
          "I&M Bank Limited",
          "1,000,000.00",
        ],
        [
          "4",
          "M/s Kinamba General Contractors Co. Ltd",
          "39,874,300.00",
          "Insurance Bid Bond",
          "GA Insurance Limited",
          "1,000,000.00",
        ],
        [
          "5",
          "M/s Mutara Pipelines and Construction Ltd",
          "47,305,880.00",
          "Bank Guarantee",
          "Kingdom Bank Limited",
          "1,000,000.00",
        ],
      ],
    ],
    [
      `4.0 EVALUATION METHODOLOGY
The evaluation was carried out in accordance with Section 80 of the Public Procurement and Asset Disposal Act, 2015 and the criteria in Section III of the tender document, in three stages:
a) Preliminary evaluation: compliance with the mandatory requirements. A tenderer failing any one requirement is non-responsive and is not evaluated further.
b) Technical evaluation: tenderers are scored out of 100%. The cut-off is 70%; only tenderers attaining a technical score of 70% and above proceed to the financial evaluation. A tenderer scoring less than 50% of the marks allocated to key personnel is disqualified irrespective of the total score.
c) Financial evaluation: arithmetic check, comparison with the Engineer's estimate and ranking by tender sum, followed by due diligence on the lowest evaluated tenderer.
5.0 PRELIMINARY EVALUATION
The results of the preliminary evaluation are summarised below (Yes = complied, No = not complied).`,
      [
        [
          bold("S/No."),
          bold("Mandatory Requirement"),
          bold("Tenderer 1"),
          bold("Tenderer 2"),
          bold("Tenderer 3"),
          bold("Tenderer 4"),
          bold("Tenderer 5"),
        ],
        ["MR 1", "Copy of Certificate of Incorporation", "Yes", "Yes", "Yes", "Yes", "Yes"],
        ["MR 2", "Valid Tax Compliance Certificate", "Yes", "Yes", "Yes", "Yes", "Yes"],
        ["MR 3", "Copy of CR12 issued within the last twelve months", "Yes", "Yes", "Yes", "No", "Yes"],
        [
          "MR 4",
          "Tender Security of Kshs. 1,000,000.00 valid for 150 days",
          "Yes",
          "Yes",
          "Yes",
          "Yes",
          "Yes",
        ],
        ["MR 5", "NCA Registration, NCA 5 or above (Water Works)", "Yes", "Yes", "Yes", "Yes", "Yes"],
        ["MR 6", "Form of Tender duly filled, signed and stamped", "Yes", "Yes", "Yes", "Yes", "Yes"],
        ["MR 7", "Confidential Business Questionnaire", "Yes", "Yes", "Yes", "Yes", "Yes"],
        ["MR 8", "Tender document serialised (paginated)", "Yes", "Yes", "Yes", "Yes", "Yes"],
        ["", bold("Overall"), "Responsive", "Responsive", "Responsive", "Non-Responsive", "Responsive"],
      ],
      `5.1 Tenderer 4 did not submit a copy of its CR12. In its place the tenderer attached an eCitizen payment receipt dated 19th February 2025 for a CR12 search, which is not the certificate required under MR 3. Tenderer 4 was therefore found non-responsive at the preliminary stage and was not evaluated further.
5.2 Tenderers 1, 2, 3 and 5 were found responsive and proceeded to the technical evaluation.
6.0 TECHNICAL EVALUATION
The responsive tenders were scored against the technical criteria as follows.`,
      [
        [
          bold("No.", { rowSpan: 2 }),
          bold("Criteria", { rowSpan: 2 }),
          bold("Max. Score (%)", { rowSpan: 2 }),
          bold("Score Attained (%)", { columnSpan: 4 }),
        ],
        [bold("Tenderer 1"), bold("Tenderer 2"), bold("Tenderer 3"), bold("Tenderer 5")],
        [
          "1",
          "Similar works executed in the last five years (at least two water supply projects of Kshs. 30 million each)",
          "25",
          "20",
          "22",
          "14",
          "18",
        ],
        [
          "2",
          "Key personnel (Contracts Manager, Site Agent, Foreman, Plumber)",
          "25",
          "19",
          "21",
          "16",
          "17",
        ],
        ["3", "Plant and equipment (owned or leased)", "20", "16", "17", "12", "15"],
        [
          "4",
          "Financial capability (audited accounts 2021-2023, line of credit)",
          "15",
          "12",
          "13",
          "10",
          "11",
        ],
        ["5", "Work programme and method statement", "15", "11", "11", "10", "10"],
        ["", bold("Technical score (%)"), bold("100"), bold("78"), bold("84"), bold("62"), bold("71")],
        ["", bold("Remarks"), "", "Qualified", "Qualified", "Not qualified", "Qualified"],
      ],
      `6.1 Tenderer 3 attained a technical score of 62%, which is below the cut-off of 70%. The tenderer's similar works were mainly borehole drilling contracts below Kshs. 10 million and only one excavator (hired) was listed. Tenderer 3 was therefore not considered for financial evaluation.
6.2 Tenderers 1, 2 and 5 attained the cut-off of 70% and above and proceeded to the financial evaluation.`,
    ],
    [
      `7.0 FINANCIAL EVALUATION
7.1 The priced Bills of Quantities of Tenderers 1, 2 and 5 were checked for arithmetic errors. No arithmetic errors were noted in any of the three tenders.
7.2 The tender sums were compared with the Engineer's estimate of Kshs. 47,812,640.00 and ranked as follows:`,
      [
        [
          bold("Tenderer"),
          bold("Read-out Tender Sum (Kshs.)"),
          bold("Corrected Tender Sum (Kshs.)"),
          bold("Variance from Engineer's Estimate (Kshs.)"),
          bold("Variance (%)"),
          bold("Ranking"),
        ],
        ["Tenderer 2", "46,289,115.60", "46,289,115.60", "-1,523,524.40", "-3.19", "1"],
        ["Tenderer 5", "47,305,880.00", "47,305,880.00", "-506,760.00", "-1.06", "2"],
        ["Tenderer 1", "48,716,420.00", "48,716,420.00", "+903,780.00", "+1.89", "3"],
      ],
      `7.3 Tenderer 2 is the lowest evaluated tenderer. Its tender sum is 3.19% below the Engineer's estimate and within the approved budget of Kshs. 50,000,000.00.
8.0 DUE DILIGENCE
8.1 Due diligence was conducted on Tenderer 2 only, being the lowest evaluated tenderer, between 5th and 7th March 2025.
8.2 The Committee visited the Ol Kalou Town Water Supply Augmentation works, which the tenderer completed in 2023 for the Nyahururu Water and Sanitation Company (NYAHUWASCO), and confirmed the works were completed satisfactorily. The Water Sector Trust Fund confirmed in writing that the tenderer completed the Ol Moran Water Project (Kshs. 38.6 million) on time.
8.3 Britam General Insurance (K) Ltd confirmed the authenticity of the insurance bid bond vide letter dated 6th March 2025. The NCA registration was confirmed on the NCA online register.
8.4 Tenderer 2 was found to be qualified to perform the contract.
9.0 RECOMMENDATION
The Tender Evaluation Committee recommends that Tender No. UEWWDA/OT/W/017/2024-2025 for the Proposed Construction of Rumuruti Water Supply Phase II be awarded to M/s Marmanet Civil & Water Contractors Limited (Tenderer 2) at its tender sum of Kshs. 46,289,115.60 (Kenya Shillings Forty-Six Million, Two Hundred and Eighty-Nine Thousand, One Hundred and Fifteen and Sixty Cents), being the lowest evaluated tenderer.
10.0 SIGNATURES OF THE TENDER EVALUATION COMMITTEE`,
      [
        [bold("Name"), bold("Designation"), bold("Signature"), bold("Date")],
        ...UEWWDA_COMMITTEE.map(([name, designation]) => [name, designation, "", "14/03/2025"]),
      ],
    ],
  ];
}

export async function holdoutWaterWorksReport(groupId = "holdout-uewwda"): Promise<AttachedDocument> {
  const name = "UEWWDA-OT-W-017-Tender-Evaluation-Report.docx";
  const extracted = await extractDocument(await makeReportDocx(holdoutWaterWorksPages()), "docx");
  return toAttachedDocument({ fileId: `${groupId}-${name}`, groupId, name, size: 1 }, extracted);
}

export const HOLDOUT_WATER_WORKS: ExpectedRecord = {
  currency: "KES",
  passMark: { value: 70, percent: true },
  bidders: [
    {
      name: "Thomson Falls Engineering Works Limited",
      readOut: 48_716_420.0,
      corrected: null,
      stages: {
        preliminary: { outcome: "passed" },
        technical: { outcome: "passed", score: 78 },
        financial: { outcome: "passed" },
        postQualification: { outcome: "not-evaluated" },
      },
      rank: 3,
    },
    {
      name: "Marmanet Civil & Water Contractors Ltd",
      readOut: 46_289_115.6,
      corrected: null,
      stages: {
        preliminary: { outcome: "passed" },
        technical: { outcome: "passed", score: 84 },
        financial: { outcome: "passed" },
        postQualification: { outcome: "passed" },
      },
      rank: 1,
    },
    {
      name: "Riverbank Hydro-Civil (K) Limited",
      readOut: 41_950_000.0,
      corrected: null,
      stages: {
        preliminary: { outcome: "passed" },
        technical: { outcome: "failed", score: 62 },
        financial: { outcome: "not-evaluated" },
        postQualification: { outcome: "not-evaluated" },
      },
      rank: null,
    },
    {
      name: "Kinamba General Contractors Co. Ltd",
      readOut: 39_874_300.0,
      corrected: null,
      stages: {
        preliminary: { outcome: "failed", reasonIncludes: "CR12" },
        technical: { outcome: "not-evaluated" },
        financial: { outcome: "not-evaluated" },
        postQualification: { outcome: "not-evaluated" },
      },
      rank: null,
    },
    {
      name: "Mutara Pipelines and Construction Ltd",
      readOut: 47_305_880.0,
      corrected: null,
      stages: {
        preliminary: { outcome: "passed" },
        technical: { outcome: "passed", score: 71 },
        financial: { outcome: "passed" },
        postQualification: { outcome: "not-evaluated" },
      },
      rank: 2,
    },
  ],
  recommendation: { bidderName: "Marmanet Civil & Water Contractors Ltd", price: 46_289_115.6 },
  noAward: false,
  budget: 50_000_000.0,
  estimate: 47_812_640.0,
  notBidders: [
    "NCBA Bank",
    "Britam General Insurance",
    "I&M Bank",
    "GA Insurance",
    "Kingdom Bank",
    "Nyahururu Water and Sanitation Company",
    "Water Sector Trust Fund",
    "Francis Mwangi Gachanja",
    "Abdirahman Hussein Farah",
    "Julius Lekishon Sankale",
    "Beatrice Wanjiru Muthoni",
    "Lydia Chepkemoi Kirui",
  ],
};

/* ------------------------------------------------------------------------------------------------------------
 * 2. Uganda, consultancy, QCBS, PDF; firms abbreviated after Table 1.
 * ---------------------------------------------------------------------------------------------------------- */

export function holdoutQcbsConsultancyPages(): string[] {
  return [
    [
      "THE REPUBLIC OF UGANDA",
      "MINISTRY OF AGRICULTURE, ANIMAL INDUSTRY AND FISHERIES",
      "P.O. Box 102, Entebbe",
      "",
      "EVALUATION REPORT: COMBINED TECHNICAL AND FINANCIAL EVALUATION",
      "Procurement Reference Number: MAAIF/CONS/2024-25/00037",
      "Subject: Consultancy Services for the Feasibility Study and Detailed Engineering Design of the",
      "Kagwara and Lwoba Irrigation Schemes (approximately 3,200 ha)",
      "Method: Request for Proposals to a shortlist of consultants",
      "Selection method: Quality and Cost Based Selection (QCBS), weights 0.80 technical / 0.20 financial",
      "Date of report: 17 April 2025",
      "",
      "1. INTRODUCTION",
      "1.1 The Ministry invited expressions of interest on 6 November 2024. Following evaluation of the",
      "expressions of interest, six (6) consultants were shortlisted and issued with the Request for Proposals",
      "(RFP) on 20 January 2025.",
      "1.2 The approved budget for the assignment is US$ 1,500,000.00 and the Ministry's cost estimate is",
      "US$ 1,450,000.00, both exclusive of local indirect taxes.",
      "1.3 Five (5) proposals were received by the deadline of 14 March 2025 at 11:00 hours East African",
      "Time. Rheinwasser Ingenieurgesellschaft mbH, the sixth shortlisted firm, informed the Ministry by letter",
      "of 3 March 2025 that it would not submit a proposal.",
      "",
      "2. EVALUATION COMMITTEE",
      "The Accounting Officer appointed the following Evaluation Committee on 10 March 2025:",
      "Eng. Harriet Nakato Ssempijja, Commissioner Irrigation - Chairperson",
      "Mr. Ronald Okot Ojara, Principal Agricultural Engineer - Member",
      "Ms. Christine Auma Adong, Senior Economist - Member",
      "Mr. Isaac Mugisha Tumwine, Senior Procurement Officer - Secretary",
      "",
      "3. OPENING OF TECHNICAL PROPOSALS",
      "The technical proposals were opened on 14 March 2025 at 11:30 hours. The abbreviations in Table 1",
      "are used in the rest of this report.",
      "Table 1: Technical proposals received",
      "No. Name of consultant Abbreviation Time received",
      "1 Nile Basin Engineering Consultants Ltd NBEC 09:12",
      "2 Aquaterra Consulting Engineers (Pty) Ltd JV Kagera Design Associates Ltd AQ-KDA JV 10:05",
      "3 Rwenzori Water Consult Limited RWC 10:31",
      "4 Nordhavn Hydro Engineering A/S NHE 10:48",
      "5 Mbale Technical Services Ltd MTS 10:56",
      "",
      "4. PRELIMINARY EXAMINATION",
      "Table 2: Preliminary examination (Y = complied)",
      "Requirement NBEC AQ-KDA JV RWC NHE MTS",
      "Technical and financial proposals in separate sealed envelopes Y Y Y Y Y",
      "Technical proposal submission form (TECH-1) signed Y Y Y Y Y",
      "Written power of attorney of the signatory Y Y Y Y* Y",
      "Joint venture agreement or letter of intent n/a Y n/a n/a n/a",
      "Proposal validity of 120 days Y Y Y Y Y",
      "No financial information in the technical proposal Y Y Y Y Y",
      "Result Pass Pass Pass Pass Pass",
      "* NHE's power of attorney was not notarised. The Committee treated this as a minor deviation and",
      "sought clarification; a notarised copy was received on 21 March 2025.",
      "All five proposals were found substantially responsive and were evaluated technically.",
    ].join("\n"),
    [
      "5. TECHNICAL EVALUATION",
      "5.1 The proposals were scored against the criteria in the Data Sheet. The minimum technical score",
      "required to qualify is 75 points out of 100. The Team Leader is required to obtain at least 70% of",
      "the marks for that position; all Team Leaders proposed met this requirement.",
      "5.2 The experience of the firms was verified with the clients of their similar assignments:",
      "Table 3: Similar assignments and referees contacted",
      "Firm Similar assignment (year) / client / referee",
      "NBEC Olweny irrigation scheme rehabilitation design (2021)",
      "   Client: Ministry of Water and Environment; referee: Eng. Sarah Nabukenya",
      "AQ-KDA JV Lower Moshi irrigation feasibility study (2020)",
      "   Client: National Irrigation Commission, Tanzania; referee: Eng. Faraji Mwakalinga",
      "RWC Mubuku II irrigation scheme detailed design (2022)",
      "   Client: Kasese District Local Government; referee: Mr. Patrick Baluku",
      "NHE Eastern Province irrigation master plan (2019)",
      "   Client: Rwanda Agriculture and Animal Resources Development Board; referee: Dr. Jean-Claude Habimana",
      "MTS Supervision of Sironko valley tanks (2023)",
      "   Client: Sironko District Local Government; referee: Mr. Moses Wandera",
      "",
      "Table 4: Technical scores (average of the evaluators' scores)",
      "Criterion Max NBEC AQ-KDA JV RWC NHE MTS",
      "(i) Specific experience of the consultant 10 8.0 9.0 7.5 9.5 6.0",
      "(ii) Methodology and work plan 30 24.5 26.0 23.0 27.5 19.5",
      "(iii) Key experts 50 40.3 43.2 38.8 44.6 34.0",
      "(iv) Transfer of knowledge 5 4.0 4.5 3.5 4.5 3.0",
      "(v) Participation of nationals 5 4.5 3.5 5.0 2.0 5.0",
      "Total technical score (St) 100 81.3 86.2 77.8 88.1 67.5",
      "Technical rank 3 2 4 1 5",
      "Result Qualified Qualified Qualified Qualified Not qualified",
      "",
      "5.3 MTS obtained 67.5 points, below the minimum qualifying score of 75 points. MTS was notified",
      "on 2 April 2025 and its financial proposal was returned unopened at the public opening of the",
      "financial proposals.",
      "5.4 NBEC, AQ-KDA JV, RWC and NHE qualified for the opening of their financial proposals.",
      "",
      "6. PUBLIC OPENING OF FINANCIAL PROPOSALS",
      "The financial proposals were opened in public on 8 April 2025 at 10:00 hours. The technical scores",
      "were read out before the prices.",
      "Table 5: Financial proposals as read out (exclusive of local indirect taxes)",
      "No. Consultant St Price read out (US$)",
      "1 NBEC 81.3 1,148,600.00",
      "2 AQ-KDA JV 86.2 1,392,750.00",
      "3 RWC 77.8 1,096,400.00",
      "4 NHE 88.1 1,620,000.00",
      "5 MTS 67.5 Returned unopened",
    ].join("\n"),
    [
      "7. FINANCIAL EVALUATION",
      "7.1 Arithmetic correction. In RWC's form FIN-4, reimbursable item R-4 (vehicle hire) is priced at",
      "24 vehicle-months x US$ 1,950.00 = US$ 46,800.00 but was entered as US$ 39,000.00. The total was",
      "corrected upward by US$ 7,800.00, from US$ 1,096,400.00 to US$ 1,104,200.00. No arithmetic errors",
      "were found in the proposals of NBEC, AQ-KDA JV and NHE.",
      "7.2 Local indirect taxes are excluded from the evaluation. The financial score of each proposal is",
      "Sf = 100 x Fm / F, where Fm is the lowest evaluated price (RWC, US$ 1,104,200.00).",
      "Table 6: Evaluated prices and financial scores",
      "Consultant Read out (US$) Correction (US$) Evaluated price F (US$) Sf",
      "NBEC 1,148,600.00 0.00 1,148,600.00 96.13",
      "AQ-KDA JV 1,392,750.00 0.00 1,392,750.00 79.28",
      "RWC 1,096,400.00 +7,800.00 1,104,200.00 100.00",
      "NHE 1,620,000.00 0.00 1,620,000.00 68.16",
      "",
      "8. COMBINED EVALUATION",
      "The combined score is S = St x 0.80 + Sf x 0.20.",
      "Table 7: Combined scores and final ranking",
      "Consultant St St x 0.80 Sf Sf x 0.20 Combined score S Rank",
      "AQ-KDA JV 86.2 68.96 79.28 15.86 84.82 1",
      "NBEC 81.3 65.04 96.13 19.23 84.27 2",
      "NHE 88.1 70.48 68.16 13.63 84.11 3",
      "RWC 77.8 62.24 100.00 20.00 82.24 4",
      "MTS: not ranked (below the minimum technical score; financial proposal returned unopened).",
      "",
      "9. RECOMMENDATION",
      "9.1 The Evaluation Committee recommends that Aquaterra Consulting Engineers (Pty) Ltd JV Kagera",
      "Design Associates Ltd, having obtained the highest combined score of 84.82 points, be invited for",
      "negotiations and that the contract be awarded at its evaluated price of US$ 1,392,750.00 (United",
      "States Dollars One Million Three Hundred Ninety-Two Thousand Seven Hundred Fifty only), exclusive",
      "of local indirect taxes (VAT at 18%, estimated at US$ 250,695.00), which are payable in addition.",
      "9.2 Should negotiations fail, NBEC, ranked second, shall be invited for negotiations.",
      "",
      "Signed:",
      "Eng. Harriet Nakato Ssempijja (Chairperson) ....................",
      "Mr. Ronald Okot Ojara ....................",
      "Ms. Christine Auma Adong ....................",
      "Mr. Isaac Mugisha Tumwine (Secretary) ....................",
    ].join("\n"),
  ];
}

export const holdoutQcbsConsultancyReport = (groupId = "holdout-maaif-qcbs"): Promise<AttachedDocument> =>
  attachPdf(groupId, "MAAIF-CONS-00037-Combined-Evaluation-Report.pdf", holdoutQcbsConsultancyPages());

export const HOLDOUT_QCBS_CONSULTANCY: ExpectedRecord = {
  currency: "USD",
  passMark: { value: 75, percent: false },
  bidders: [
    {
      name: "Nile Basin Engineering Consultants Ltd",
      readOut: 1_148_600.0,
      corrected: null,
      evaluated: 1_148_600.0,
      stages: {
        preliminary: { outcome: "passed" },
        technical: { outcome: "passed", score: 81.3 },
        financial: { outcome: "passed" },
      },
      rank: 2,
    },
    {
      name: "Aquaterra Consulting Engineers (Pty) Ltd JV Kagera Design Associates Ltd",
      readOut: 1_392_750.0,
      corrected: null,
      evaluated: 1_392_750.0,
      stages: {
        preliminary: { outcome: "passed" },
        technical: { outcome: "passed", score: 86.2 },
        financial: { outcome: "passed" },
      },
      rank: 1,
    },
    {
      name: "Rwenzori Water Consult Limited",
      readOut: 1_096_400.0,
      corrected: 1_104_200.0,
      evaluated: 1_104_200.0,
      stages: {
        preliminary: { outcome: "passed" },
        technical: { outcome: "passed", score: 77.8 },
        financial: { outcome: "passed" },
      },
      rank: 4,
    },
    {
      name: "Nordhavn Hydro Engineering A/S",
      readOut: 1_620_000.0,
      corrected: null,
      evaluated: 1_620_000.0,
      stages: {
        preliminary: { outcome: "passed" },
        technical: { outcome: "passed", score: 88.1 },
        financial: { outcome: "passed" },
      },
      rank: 3,
    },
    {
      name: "Mbale Technical Services Ltd",
      readOut: null,
      corrected: null,
      evaluated: null,
      stages: {
        preliminary: { outcome: "passed" },
        technical: { outcome: "failed", score: 67.5 },
        financial: { outcome: "not-evaluated" },
      },
      rank: null,
    },
  ],
  recommendation: {
    bidderName: "Aquaterra Consulting Engineers (Pty) Ltd JV Kagera Design Associates Ltd",
    price: 1_392_750.0,
  },
  noAward: false,
  budget: 1_500_000.0,
  estimate: 1_450_000.0,
  notBidders: [
    "Rheinwasser Ingenieurgesellschaft",
    "Sarah Nabukenya",
    "Faraji Mwakalinga",
    "Patrick Baluku",
    "Jean-Claude Habimana",
    "Moses Wandera",
    "National Irrigation Commission",
    "Kasese District Local Government",
    "Harriet Nakato Ssempijja",
    "Ronald Okot Ojara",
    "Christine Auma Adong",
    "Isaac Mugisha Tumwine",
  ],
};

/* ------------------------------------------------------------------------------------------------------------
 * 3. Kenya, motor vehicles, XLSX workbook; Section 82 (the read-out sum is absolute) instead of a correction.
 * ---------------------------------------------------------------------------------------------------------- */

const KVDA_TITLE = "TENDER NO. KVDA/OT/GDS/09/2024-2025: SUPPLY AND DELIVERY OF MOTOR VEHICLES";

export function holdoutMotorVehiclesSheets(): Record<string, SheetCell[][]> {
  return {
    Opening: [
      ["KERIO VALLEY DEVELOPMENT AUTHORITY"],
      [`${KVDA_TITLE} (4 No. DOUBLE CABIN PICK-UPS AND 2 No. STATION WAGONS)`],
      ["TENDER OPENING REGISTER - 12th March 2025 at 10.30 a.m., Boardroom, KVDA Plaza, Eldoret"],
      [],
      [
        "Bid No.",
        "Name of Bidder",
        "Tender Sum (KES)",
        "Bid Security (KES)",
        "Bank",
        "Validity (days)",
        "No. of Pages",
        "Remarks",
      ],
      [1, "M/s Rift Autoworld Limited", 43040000, 800000, "Prime Bank Limited", 182, 214, "Serialised"],
      [
        2,
        "M/s Savanna Motors (K) Ltd",
        41960000,
        800000,
        "Guaranty Trust Bank (Kenya) Ltd",
        182,
        188,
        "Serialised",
      ],
      [
        3,
        "M/s Eldoret Fleet Solutions Ltd",
        39780000,
        800000,
        "Bank of Africa Kenya Limited",
        182,
        156,
        "Serialised",
      ],
      [
        4,
        "M/s Highland Vehicle Dealers Limited",
        44600000,
        800000,
        "Standard Chartered Bank Kenya Ltd",
        182,
        171,
        "Pages 40-44 not serialised",
      ],
      [
        5,
        "M/s Kabarnet Motor Mart Ltd",
        42870000,
        800000,
        "Consolidated Bank of Kenya Ltd",
        182,
        203,
        "Serialised",
      ],
      [],
      ["Tender sums as read out from the Form of Tender, inclusive of 16% VAT."],
    ],
    Preliminary: [
      ["PRELIMINARY EVALUATION - MANDATORY REQUIREMENTS"],
      [
        "Bid No.",
        "Bidder",
        "Certificate of Incorporation",
        "Valid Tax Compliance Certificate",
        "Bid Security KES 800,000",
        "Signed Form of Tender",
        "Manufacturer's Authorization",
        "CR12",
        "Outcome",
        "Remarks",
      ],
      [1, "Rift Autoworld", "Yes", "Yes", "Yes", "Yes", "Yes", "Yes", "Responsive", "All requirements met"],
      [2, "Savanna Motors", "Yes", "Yes", "Yes", "Yes", "Yes", "Yes", "Responsive", "All requirements met"],
      [3, "Eldoret Fleet", "Yes", "Yes", "Yes", "Yes", "Yes", "Yes", "Responsive", "All requirements met"],
      [
        4,
        "Highland Vehicle Dealers",
        "Yes",
        "Yes",
        "Yes",
        "Yes",
        "No",
        "Yes",
        "Non-responsive",
        "No Manufacturer's Authorization for Item 2 (station wagons); a letter from a franchised dealer was attached instead. Not evaluated further.",
      ],
      [
        5,
        "Kabarnet Motor Mart",
        "Yes",
        "Yes",
        "Yes",
        "Yes",
        "Yes",
        "Yes",
        "Responsive",
        "All requirements met",
      ],
    ],
    Technical: [
      ["TECHNICAL EVALUATION - COMPLIANCE WITH SPECIFICATIONS"],
      [
        "Bid No.",
        "Bidder",
        "Item 1 Make/Model",
        "Item 1 Complied",
        "Item 2 Make/Model",
        "Item 2 Engine (cc)",
        "Item 2 Complied (min. 2,700cc)",
        "Warranty",
        "Delivery (weeks)",
        "Result",
        "Remarks",
      ],
      [
        1,
        "Rift Autoworld Limited",
        "Toyota Hilux 2.8 GD-6 D/C 4x4",
        "Yes",
        "Toyota Land Cruiser Prado TX",
        2755,
        "Yes",
        "3 yrs / 100,000 km",
        8,
        "Responsive",
        "Complied with all specifications",
      ],
      [
        2,
        "Savanna Motors (K) Ltd",
        "Isuzu D-Max 3.0 D/C 4x4",
        "Yes",
        "Toyota Fortuner 2.8 GD-6",
        2755,
        "Yes",
        "3 yrs / 100,000 km",
        6,
        "Responsive",
        "Complied with all specifications",
      ],
      [
        3,
        "Eldoret Fleet Solutions Ltd",
        "Mitsubishi L200 2.4 D/C 4x4",
        "Yes",
        "Mitsubishi Pajero Sport 2.4",
        2442,
        "No",
        "3 yrs / 100,000 km",
        10,
        "Non-responsive",
        "Item 2 engine capacity of 2,442cc offered against the minimum of 2,700cc specified",
      ],
      [
        4,
        "Highland Vehicle Dealers Limited",
        "-",
        "-",
        "-",
        "-",
        "-",
        "-",
        "-",
        "Not evaluated",
        "Non-responsive at the preliminary stage",
      ],
      [
        5,
        "Kabarnet Motor Mart Ltd",
        "Ford Ranger 3.0 V6 D/C 4x4",
        "Yes",
        "Ford Everest 3.0 V6",
        2993,
        "Yes",
        "5 yrs / 150,000 km",
        12,
        "Responsive",
        "Complied with all specifications",
      ],
    ],
    Financial: [
      ["FINANCIAL EVALUATION (KES)"],
      [
        "Bid No.",
        "Bidder",
        "Item 1 Unit Price",
        "Item 1 Total (4 No.)",
        "Item 2 Unit Price",
        "Item 2 Total (2 No.)",
        "Schedule Total",
        "Tender Sum (Form of Tender)",
        "Arithmetic Check",
        "Evaluated Tender Sum (KES)",
        "Rank",
        "Remarks",
      ],
      [
        1,
        "Rift Autoworld Limited",
        6285000,
        { formula: "C3*4", result: 25140000 },
        8950000,
        { formula: "E3*2", result: 17900000 },
        { formula: "D3+F3", result: 43040000 },
        43040000,
        "No error",
        43040000,
        3,
        "",
      ],
      [
        2,
        "Savanna Motors (K) Ltd",
        5980000,
        { formula: "C4*4", result: 23920000 },
        9120000,
        18040000,
        { formula: "D4+F4", result: 41960000 },
        41960000,
        "Error in Item 2: 2 x 9,120,000 = 18,240,000, priced as 18,040,000 (difference 200,000)",
        41960000,
        1,
        "Tender sum as read out is absolute and final (Section 82, PPADA 2015); not corrected. Item 2 unit price to be taken as KES 9,020,000 in the contract.",
      ],
      [
        5,
        "Kabarnet Motor Mart Ltd",
        6120000,
        { formula: "C5*4", result: 24480000 },
        9195000,
        { formula: "E5*2", result: 18390000 },
        { formula: "D5+F5", result: 42870000 },
        42870000,
        "No error",
        42870000,
        2,
        "",
      ],
      [],
      ["Bids No. 3 and 4 were non-responsive and were not evaluated financially."],
    ],
    Summary: [
      ["EVALUATION SUMMARY AND RECOMMENDATION"],
      [KVDA_TITLE],
      [],
      [
        "Bid No.",
        "Bidder",
        "Preliminary",
        "Technical",
        "Financial",
        "Evaluated Tender Sum (KES)",
        "Rank",
        "Remarks",
      ],
      [1, "Rift Autoworld Limited", "Responsive", "Responsive", "Evaluated", 43040000, 3, ""],
      [
        2,
        "Savanna Motors (K) Ltd",
        "Responsive",
        "Responsive",
        "Evaluated",
        41960000,
        1,
        "Lowest evaluated tender",
      ],
      [
        3,
        "Eldoret Fleet Solutions Ltd",
        "Responsive",
        "Non-responsive",
        "Not evaluated",
        "",
        "",
        "Station wagon engine capacity below the specified 2,700cc",
      ],
      [
        4,
        "Highland Vehicle Dealers Limited",
        "Non-responsive",
        "Not evaluated",
        "Not evaluated",
        "",
        "",
        "No Manufacturer's Authorization",
      ],
      [5, "Kabarnet Motor Mart Ltd", "Responsive", "Responsive", "Evaluated", 42870000, 2, ""],
      [],
      ["Approved budget (KES)", 45000000],
      [],
      ["DUE DILIGENCE"],
      [
        "Due diligence was carried out on the lowest evaluated bidder only. Kenya Power & Lighting Company PLC (6 No. double cabin pick-ups, 2023) and Kenya Ports Authority (3 No. station wagons, 2024) confirmed satisfactory supply; Guaranty Trust Bank (Kenya) Ltd confirmed the bid security. Savanna Motors (K) Ltd was found qualified.",
      ],
      [],
      ["RECOMMENDATION"],
      [
        "The Committee recommends award of Tender No. KVDA/OT/GDS/09/2024-2025 to M/s Savanna Motors (K) Limited, the lowest evaluated responsive bidder, at its tender sum of KES 41,960,000.00 inclusive of VAT, which is within the approved budget.",
      ],
      [],
      ["Evaluation Committee", "Designation", "Signature"],
      ["Mr. Wilson Kiplagat Cheruiyot", "Chief Mechanical Engineer (Chairperson)", ""],
      ["Ms. Esther Jeptoo Kosgei", "Senior Supply Chain Management Officer (Secretary)", ""],
      ["Mr. Samuel Lokwang Ekal", "Transport Officer", ""],
      ["CPA Dorcas Chebet Limo", "Accountant I", ""],
    ],
  };
}

export async function holdoutMotorVehiclesWorkbook(
  groupId = "holdout-kvda-vehicles",
): Promise<AttachedDocument> {
  const name = "KVDA-OT-GDS-09-Evaluation-Workbook.xlsx";
  const extracted = await extractDocument(await makeXlsx(holdoutMotorVehiclesSheets()), "xlsx");
  return toAttachedDocument({ fileId: `${groupId}-${name}`, groupId, name, size: 1 }, extracted);
}

export const HOLDOUT_MOTOR_VEHICLES: ExpectedRecord = {
  currency: "KES",
  passMark: null,
  bidders: [
    {
      name: "Rift Autoworld Limited",
      readOut: 43_040_000,
      corrected: null,
      evaluated: 43_040_000,
      stages: {
        preliminary: { outcome: "passed" },
        technical: { outcome: "passed" },
        financial: { outcome: "passed" },
        postQualification: { outcome: "not-evaluated" },
      },
      rank: 3,
    },
    {
      name: "Savanna Motors (K) Ltd",
      readOut: 41_960_000,
      corrected: null,
      evaluated: 41_960_000,
      stages: {
        preliminary: { outcome: "passed" },
        technical: { outcome: "passed" },
        financial: { outcome: "passed" },
        postQualification: { outcome: "passed" },
      },
      rank: 1,
    },
    {
      name: "Eldoret Fleet Solutions Ltd",
      readOut: 39_780_000,
      corrected: null,
      evaluated: null,
      stages: {
        preliminary: { outcome: "passed" },
        technical: { outcome: "failed", reasonIncludes: "2,700cc" },
        financial: { outcome: "not-evaluated" },
        postQualification: { outcome: "not-evaluated" },
      },
      rank: null,
    },
    {
      name: "Highland Vehicle Dealers Limited",
      readOut: 44_600_000,
      corrected: null,
      evaluated: null,
      stages: {
        preliminary: { outcome: "failed", reasonIncludes: "Manufacturer's Authorization" },
        technical: { outcome: "not-evaluated" },
        financial: { outcome: "not-evaluated" },
        postQualification: { outcome: "not-evaluated" },
      },
      rank: null,
    },
    {
      name: "Kabarnet Motor Mart Ltd",
      readOut: 42_870_000,
      corrected: null,
      evaluated: 42_870_000,
      stages: {
        preliminary: { outcome: "passed" },
        technical: { outcome: "passed" },
        financial: { outcome: "passed" },
        postQualification: { outcome: "not-evaluated" },
      },
      rank: 2,
    },
  ],
  recommendation: { bidderName: "Savanna Motors (K) Ltd", price: 41_960_000 },
  noAward: false,
  budget: 45_000_000,
  estimate: null,
  notBidders: [
    "Prime Bank",
    "Guaranty Trust Bank",
    "Bank of Africa",
    "Standard Chartered Bank",
    "Consolidated Bank of Kenya",
    "Kenya Power & Lighting Company",
    "Kenya Ports Authority",
    "Wilson Kiplagat Cheruiyot",
    "Esther Jeptoo Kosgei",
    "Samuel Lokwang Ekal",
    "Dorcas Chebet Limo",
  ],
};

/* ------------------------------------------------------------------------------------------------------------
 * 4. Kenya, single bid, committee minutes, PDF with a scan's line breaks.
 * ---------------------------------------------------------------------------------------------------------- */

export function holdoutSingleBidPages(): string[] {
  return [
    [
      "NGARIAMA TECHNICAL AND VOCATIONAL COLLEGE",
      "P.O. Box 118 - 10300, KERUGOYA",
      "",
      "MINUTES OF THE TENDER EVALUATION COMMITTEE MEETING HELD ON 18TH MARCH",
      "2025 IN THE PRINCIPAL'S BOARDROOM AT 2.30 P.M.",
      "TENDER NO. NTVC/OT/03/2024-2025: SUPPLY, DELIVERY, INSTALLATION AND",
      "COMMISSIONING OF ONE (1) No. 100 KVA STANDBY DIESEL GENERATOR",
      "",
      "PRESENT",
      "1. Mr. Peter Njagi Kinyua - Deputy Principal (Administration) - Chairperson",
      "2. Mrs. Ann Wambui Gichuki - Head of Department, Electrical - Member",
      "3. Mr. Dennis Mutugi Kariuki - Finance Officer - Member",
      "4. Ms. Faith Wanjiku Muriithi - Supply Chain Management Officer - Secretary",
      "ABSENT WITH APOLOGY",
      "5. Mr. Josphat Kamau Mwai - Estates Officer",
      "",
      "MIN. 01/TEC/03/2025: PRELIMINARIES",
      "The meeting was called to order at 2.40 p.m. by the Chairperson. Members signed the",
      "declaration of confidentiality and of no conflict of interest. The Secretary confirmed that",
      "the tender was advertised on 20th February 2025 on the PPIP portal and the College",
      "website, and closed on 13th March 2025 at 10.00 a.m.",
      "",
      "MIN. 02/TEC/03/2025: BIDS RECEIVED",
      "The Secretary informed members that only one (1) bid was received by the closing time,",
      "from M/s Kirinyaga Power & Electrical Services Limited of P.O. Box 741 - 10300 Kerugoya,",
      "at a tender sum of Kenya Shillings Two Million Four Hundred",
      "Thousand Only (Kshs. 2,400,000/=) inclusive of VAT, with a bid security of Kshs. 48,000/=",
      "issued by Credit Bank PLC valid up to 11th July 2025. M/s Tetu Electricals Ltd had sought",
      "a clarification on the fuel tank capacity on 3rd March 2025 but did not submit a bid.",
      "The user department's estimate for the generator was Kshs. 2,450,000.00 and the approved",
      "budget under the FY 2024/2025 development vote is Kshs. 2,600,000.00.",
      "",
      "MIN. 03/TEC/03/2025: PRELIMINARY EVALUATION",
      "The bid was checked against the mandatory requirements in Section III of the tender docu-",
      "ment, namely certificate of incorporation, valid tax compliance certificate, CR12, bid",
      "security of Kshs. 48,000/=, signed form of tender, EPRA electrical contractor's licence",
      "(Class A2) and serialised pages. The bidder met all the requirements and was found respon-",
      "sive at the preliminary stage.",
      "",
      "MIN. 04/TEC/03/2025: TECHNICAL EVALUATION",
      "The bidder offered a 100 KVA silent canopy generator set model PL-100S with a 200 litre",
      "base fuel tank, an automatic transfer switch and 24 months' warranty, and attached a",
      "manufacturer's authorisation from Powerline Generators (EA) Ltd. The bidder had supplied",
      "and installed a similar 150 KVA generator at Kerugoya County Referral Hospital in 2023.",
      "All the technical specifications were met and the bid was found technically responsive.",
    ].join("\n"),
    [
      "MIN. 05/TEC/03/2025: FINANCIAL EVALUATION",
      "The price schedule was checked and no arithmetic errors were found. The tender sum of",
      "Kshs. 2,400,000/= (of which VAT is Kshs. 331,034.48) is within the approved budget and",
      "about 2% below the user department's estimate. Being the only responsive bid, it was",
      "ranked first (1st) and is the lowest evaluated tender.",
      "",
      "MIN. 06/TEC/03/2025: RESPONSE TO THE TENDER",
      "Members deliberated on whether the tender ought to be terminated under Section 63 of the",
      "Public Procurement and Asset Disposal Act, 2015 since only one bid was received. It was",
      "noted that the Act does not require termination where a single responsive bid is received",
      "at a price within the budget and the prevailing market rates. Members agreed to proceed.",
      "",
      "MIN. 07/TEC/03/2025: DUE DILIGENCE",
      "The meeting adjourned at 4.10 p.m. and resumed on 20th March 2025 at 9.00 a.m. The Chair-",
      "person and the HOD Electrical reported that they visited the bidder's premises in Kerugoya on",
      "19th March 2025 and confirmed the existence of a workshop and qualified technicians. Keru-",
      "goya County Referral Hospital confirmed in writing that the generator supplied to it in 2023",
      "is working satisfactorily. The bidder was found qualified.",
      "",
      "MIN. 08/TEC/03/2025: RECOMMENDATION",
      "The Committee recommends that Tender No. NTVC/OT/03/2024-2025 be awarded to M/s Kiri-",
      "nyaga Power and Electrical Services Ltd at its tender sum of Kenya Shillings Two Million",
      "Four Hundred Thousand Only (Kshs. 2,400,000/=) inclusive of all taxes.",
      "",
      "MIN. 09/TEC/03/2025: ADJOURNMENT",
      "There being no other business the meeting ended at 11.20 a.m. on 20th March 2025.",
      "",
      "Chairperson: Peter Njagi Kinyua Sign ............ Date ............",
      "Secretary: Faith Wanjiku Muriithi Sign ............ Date ............",
    ].join("\n"),
  ];
}

export const holdoutSingleBidMinutes = (groupId = "holdout-ntvc-generator"): Promise<AttachedDocument> =>
  attachPdf(groupId, "NTVC-OT-03-TEC-Minutes.pdf", holdoutSingleBidPages());

export const HOLDOUT_SINGLE_BID: ExpectedRecord = {
  currency: "KES",
  passMark: null,
  bidders: [
    {
      name: "Kirinyaga Power & Electrical Services Limited",
      readOut: 2_400_000,
      corrected: null,
      stages: {
        preliminary: { outcome: "passed" },
        technical: { outcome: "passed" },
        financial: { outcome: "passed" },
        postQualification: { outcome: "passed" },
      },
      rank: 1,
    },
  ],
  recommendation: { bidderName: "Kirinyaga Power & Electrical Services Limited", price: 2_400_000 },
  noAward: false,
  budget: 2_600_000,
  estimate: 2_450_000,
  notBidders: [
    "Credit Bank",
    "Tetu Electricals",
    "Powerline Generators",
    "Kerugoya County Referral Hospital",
    "Peter Njagi Kinyua",
    "Ann Wambui Gichuki",
    "Dennis Mutugi Kariuki",
    "Faith Wanjiku Muriithi",
    "Josphat Kamau Mwai",
  ],
};

/* ------------------------------------------------------------------------------------------------------------ */

export const HOLDOUT_REPORTS: {
  name: string;
  build: () => Promise<AttachedDocument>;
  expected: ExpectedRecord;
}[] = [
  {
    name: "water works (DOCX, Tenderer N)",
    build: () => holdoutWaterWorksReport(),
    expected: HOLDOUT_WATER_WORKS,
  },
  {
    name: "QCBS consultancy (PDF)",
    build: () => holdoutQcbsConsultancyReport(),
    expected: HOLDOUT_QCBS_CONSULTANCY,
  },
  {
    name: "motor vehicles workbook (XLSX)",
    build: () => holdoutMotorVehiclesWorkbook(),
    expected: HOLDOUT_MOTOR_VEHICLES,
  },
  { name: "single bid minutes (PDF)", build: () => holdoutSingleBidMinutes(), expected: HOLDOUT_SINGLE_BID },
];
