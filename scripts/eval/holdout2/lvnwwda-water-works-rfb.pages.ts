// Lake Victoria North Water Works Development Agency: rehabilitation and augmentation of water supply in two
// towns, IDA-financed works (World Bank SPD layout, single-stage RFB). Written for the second blind held-out set;
// see make.ts.
export const pages: string[] = [
  // 1 cover
  `STANDARD PROCUREMENT DOCUMENT

REQUEST FOR BIDS
WORKS
(Without Prequalification)

Procurement of: Rehabilitation and Augmentation of Water Supply Works in Malaba and Busia Towns

RFB Reference No.: KE-LVNWWDA-458812-CW-RFB

Project: Western Kenya Water and Sanitation Resilience Project (WKWSRP)
Project ID No.: P178412
Financing: IDA Credit No. 7318-KE

Employer: Lake Victoria North Water Works Development Agency (LVNWWDA)
Country: Republic of Kenya

Issued on: 24 March 2025



Lake Victoria North Water Works Development Agency
Kefinco House, Kakamega - Mumias Road
P.O. Box 673 - 50100, Kakamega, Kenya
Email: procurement@lvnwwda.go.ke`,

  // 2 specific procurement notice
  `SPECIFIC PROCUREMENT NOTICE

Request for Bids
Works (One-Envelope Bidding Process)

Country: Kenya
Name of Project: Western Kenya Water and Sanitation Resilience Project
Contract Title: Rehabilitation and Augmentation of Water Supply Works in Malaba and Busia Towns
Credit No.: IDA 7318-KE
RFB Reference No.: KE-LVNWWDA-458812-CW-RFB

1. The Republic of Kenya has received financing from the World Bank toward the cost of the Western Kenya
Water and Sanitation Resilience Project, and intends to apply part of the proceeds toward payments under
the contract for Rehabilitation and Augmentation of Water Supply Works in Malaba and Busia Towns.

2. The Lake Victoria North Water Works Development Agency now invites sealed Bids from eligible Bidders
for the rehabilitation of the Malaba intake and treatment works (2,500 m3/day), construction of a
1,000 m3 elevated steel tank at Busia, laying of approximately 38 km of transmission and distribution
mains (HDPE and uPVC, DN 63 to DN 315) and 2,400 domestic service connections with meters. The
intended completion period is eighteen (18) months.

3. Bidding will be conducted through national competitive procurement using a Request for Bids (RFB) as
specified in the World Bank's "Procurement Regulations for IPF Borrowers" (September 2023) ("Procurement
Regulations"), and is open to all eligible Bidders as defined in the Procurement Regulations.

4. Interested eligible Bidders may obtain further information from the Lake Victoria North Water Works
Development Agency, Attention: Manager, Supply Chain Management, procurement@lvnwwda.go.ke, and inspect
the bidding document during office hours 0800 to 1700 hours at the address given below.

5. The bidding document in English may be downloaded free of charge from www.lvnwwda.go.ke and
www.tenders.go.ke.

6. Bids must be delivered to the address below on or before Tuesday, 6 May 2025 at 11:00 hours East
African Time. Electronic Bidding will not be permitted. Late Bids will be rejected. Bids will be
publicly opened in the presence of the Bidders' designated representatives and anyone who chooses to
attend at the address below on 6 May 2025 at 11:30 hours.

7. All Bids must be accompanied by a Bid Security of Kenya Shillings Four Million Five Hundred Thousand
(KES 4,500,000).

8. Attention is drawn to the Procurement Regulations requiring the Borrower to disclose information on
the successful bidder's beneficial ownership, as part of the Contract Award Notice.`,

  // 3 SPN continued + contents
  `9. The address referred to above is:
Lake Victoria North Water Works Development Agency, Kefinco House, Ground Floor, Tender Box,
Kakamega - Mumias Road, P.O. Box 673-50100, Kakamega. Bid opening: 1st Floor Boardroom, same address.


ENG. BENJAMIN N. KWEYU
CHIEF EXECUTIVE OFFICER


TABLE OF CONTENTS

PART 1 - BIDDING PROCEDURES
Section I. Instructions to Bidders (ITB) ............................................................ 4
Section II. Bid Data Sheet (BDS) ..................................................................... 6
Section III. Evaluation and Qualification Criteria ................................................... 8
Section IV. Bidding Forms ............................................................................ 11
Section V. Eligible Countries (not reproduced; see the Bank's website)
Section VI. Fraud and Corruption (not reproduced; standard text applies)

PART 2 - WORKS REQUIREMENTS
Section VII. Works Requirements: Bill of Quantities and Specifications ................................. 13

PART 3 - CONDITIONS OF CONTRACT AND CONTRACT FORMS
Section VIII. General Conditions of Contract (FIDIC Conditions of Contract for Construction, 2017
Edition, as published by the Bank; not reproduced)
Section IX. Particular Conditions of Contract - Part A Contract Data ................................ 16
Section X. Contract Forms (not reproduced)`,

  // 4 ITB part 1
  `PART 1 - BIDDING PROCEDURES

SECTION I. INSTRUCTIONS TO BIDDERS

A. General

1. Scope of Bid
1.1 In connection with the Specific Procurement Notice - Request for Bids (RFB), specified in the Bid
Data Sheet (BDS), the Employer, as specified in the BDS, issues this bidding document for the
procurement of Works as specified in Section VII (Works Requirements).

4. Eligible Bidders
4.1 A Bidder may be a firm that is a private entity, a state-owned enterprise or institution subject to
ITB 4.6, or any combination of such entities in the form of a joint venture (JV).
4.2 A Bidder, and all parties constituting the Bidder, may have the nationality of any country, subject
to the restrictions pursuant to ITB 4.8. A Bidder shall be deemed to have the nationality of a country
if the Bidder is constituted, incorporated or registered in, and operates in conformity with, the
provisions of the laws of that country.
4.5 A firm that has been sanctioned by the Bank, pursuant to the Bank's Anti-Corruption Guidelines, shall
be ineligible to be prequalified for, bid for, or be awarded a Bank-financed contract.

7. Clarification of Bidding Document, Site Visit, Pre-Bid Meeting
7.1 A Bidder requiring any clarification of the bidding document shall contact the Employer in writing
at the Employer's address specified in the BDS. The Employer will respond in writing to any request for
clarification, provided that such request is received prior to the deadline for submission of Bids
within a period specified in the BDS.
7.2 The Bidder is advised to visit and examine the Site of Works and its surroundings and obtain for
itself on its own responsibility all information that may be necessary for preparing the Bid.
7.4 The Bidder's designated representative is invited to attend a pre-Bid meeting and/or a site visit,
if provided for in the BDS. Non-attendance at the pre-Bid meeting will not be a cause for
disqualification of a Bidder.

13. Alternative Bids
13.1 Unless otherwise specified in the BDS, alternative Bids shall not be permitted.

18. Period of Validity of Bids
18.1 Bids shall remain valid until the date specified in the BDS or any extended date if amended by the
Employer in accordance with ITB 8.`,

  // 5 ITB part 2
  `19. Bid Security
19.1 The Bidder shall furnish as part of its Bid, either a Bid-Securing Declaration or a Bid Security as
specified in the BDS, in original form and, in the case of a Bid Security, in the amount and currency
specified in the BDS.
19.3 If a Bid Security is specified pursuant to ITB 19.1, the Bid Security shall be a demand guarantee in
any of the following forms at the Bidder's option: (a) an unconditional guarantee issued by a bank or
non-bank financial institution (such as an insurance, bonding or surety company); (b) an irrevocable
letter of credit; (c) a cashier's or certified check; or (d) another security specified in the BDS,
from a reputable source from an eligible country. The Bid Security shall be valid for twenty-eight (28)
days beyond the original date of expiry of the Bid validity, or beyond any extended date.

D. Submission and Opening of Bids
22. Deadline for Submission of Bids
22.1 Bids must be received by the Employer at the address and no later than the date and time specified
in the BDS.
25. Public Opening of Bids
25.1 Except in the cases specified in ITB 23 and ITB 24.2, the Employer shall conduct the Bid opening in
public at the address, date and time specified in the BDS.

E. Evaluation and Comparison of Bids
31. Correction of Arithmetical Errors
31.1 Provided that the Bid is substantially responsive, the Employer shall correct arithmetical errors on
the following basis: (a) where there are errors between the total of the amounts given under the column
for the price breakdown and the amount given under the Total Price, the former shall prevail and the
latter will be corrected accordingly; (b) if there is a discrepancy between the unit price and the total
price that is obtained by multiplying the unit price and quantity, the unit price shall prevail and the
total price shall be corrected; (c) if there is a discrepancy between words and figures, the amount in
words shall prevail, unless the amount expressed in words is related to an arithmetic error.
31.2 Bidders shall be requested to accept the correction of arithmetical errors. Failure to accept the
correction in accordance with ITB 31.1 shall result in the rejection of the Bid.

33. Margin of Preference
33.1 Unless otherwise specified in the BDS, a margin of domestic preference shall not apply.

35. Comparison of Bids
35.1 The Employer shall compare the evaluated costs of all substantially responsive Bids established in
accordance with ITB 34.2 to determine the Bid that has the lowest evaluated cost.

F. Award of Contract
38. Award Criteria
38.1 The Employer shall award the Contract to the successful Bidder. This is the Bidder whose Bid has been
determined to be the Most Advantageous Bid, being the Bid of the Bidder that meets the qualification
criteria and whose Bid has been determined to be substantially responsive and the lowest evaluated cost.

40. Notification of Intention to Award and Standstill Period
40.1 The Standstill Period is ten (10) Business Days after the date the Employer transmits its
Notification of Intention to Award the Contract to all Bidders.`,

  // 6 BDS part 1
  `SECTION II. BID DATA SHEET (BDS)

The following specific data for the Works to be procured shall complement, supplement, or amend the
provisions in the Instructions to Bidders (ITB). Whenever there is a conflict, the provisions herein
shall prevail over those in ITB.

ITB Reference | A. General
--------------|--------------------------------------------------------------------------------------
ITB 1.1       | The reference number of the Request for Bids (RFB) is: KE-LVNWWDA-458812-CW-RFB
              | The Employer is: Lake Victoria North Water Works Development Agency (LVNWWDA)
              | The name of the RFB is: Rehabilitation and Augmentation of Water Supply Works in
              | Malaba and Busia Towns. The number and identification of lots: one (1) lot.
ITB 2.1       | The Borrower is: The Republic of Kenya, acting through the National Treasury and
              | Economic Planning. Financing Agreement amount: US$ 150 million. The name of the Project
              | is: Western Kenya Water and Sanitation Resilience Project.
ITB 4.1       | Maximum number of members in the JV shall be: three (3).
ITB 4.2       | Eligibility: Bidders shall be registered with the National Construction Authority (NCA)
              | in Category NCA 1 (Water Works) at the time of bid submission. Firms not registered in
              | Kenya are not eligible to bid.
ITB 4.9       | A list of debarred firms and individuals is available on the Bank's external website:
              | http://www.worldbank.org/debarr.
              |
              | B. Bidding Document
ITB 7.1       | For Clarification of Bid purposes only, the Employer's address is:
              | Attention: ____________________________
              | Street Address: Kefinco House, Kakamega - Mumias Road, Kakamega
              | Electronic mail address: procurement@lvnwwda.go.ke
              | Requests for clarification should be received by the Employer no later than: twenty-
              | one (21) days prior to the deadline for submission of Bids.
ITB 7.4       | A pre-Bid meeting shall not take place. A site visit conducted by the Employer shall
              | not be organized. Bidders are advised to visit the sites at their own cost.
ITB 8.2       | The estimated cost of the Works is KES 610,000,000 (Kenya Shillings Six Hundred and Ten
              | Million), inclusive of provisional sums and VAT. This is given for information only.`,

  // 7 BDS part 2
  `ITB Reference | C. Preparation of Bids
--------------|--------------------------------------------------------------------------------------
ITB 10.1      | The language of the Bid is: English.
ITB 11.1(j)   | The Bidder shall submit the following additional documents in its Bid: the Environmental,
              | Social, Health and Safety (ESHS) Management Strategies and Implementation Plans and the
              | Code of Conduct for Contractor's Personnel (ESHS).
ITB 13.1      | Alternative Bids [are / are not] permitted.
ITB 14.5      | The prices quoted by the Bidder shall be: fixed. Price adjustment shall not apply.
ITB 15.1      | The Bidder is required to quote in the currency of the Employer's country the portion of
              | the Bid price that corresponds to expenditures incurred in that currency. Currency: KES.
ITB 18.1      | The Bid validity period shall be one hundred and twenty (120) days.
ITB 19.1      | A Bid Security shall be required. A Bid-Securing Declaration shall not be required.
              | The amount and currency of the Bid Security shall be Kenya Shillings Five Million Four
              | Hundred Thousand (KES 5,400,000).
ITB 19.3(d)   | Other types of acceptable securities: None.
ITB 20.1      | In addition to the original of the Bid, the number of copies is: one (1).
ITB 20.3      | The written confirmation of authorization to sign on behalf of the Bidder shall consist
              | of: a power of attorney, and for a JV, the JV agreement.
              |
              | D. Submission and Opening of Bids
ITB 22.1      | For Bid submission purposes only, the Employer's address is: Tender Box, Kefinco House,
              | Ground Floor, Kakamega - Mumias Road, Kakamega.
              | The deadline for Bid submission is:
              | Date: Friday, 16 May 2025
              | Time: 11:00 hours, East African Time
              | Bidders shall not have the option of submitting their Bids electronically.
ITB 25.1      | The Bid opening shall take place at: 1st Floor Boardroom, Kefinco House, Kakamega.
              | Date: 6 May 2025  Time: 11:30 hours
              |
              | E. Evaluation and Comparison of Bids
ITB 33.1      | A margin of domestic preference shall not apply.
ITB 34.1      | Subcontracting: at the Bidder's option, not more than 30% of the total contract price.
              | Specialized subcontractors for the elevated steel tank may be proposed.`,

  // 8 Section III part 1
  `SECTION III. EVALUATION AND QUALIFICATION CRITERIA

1. Margin of Preference: Not applicable.

2. Evaluation (ITB 34)
2.1 Adequacy of Technical Proposal. Evaluation of the Bidder's Technical Proposal will include an
assessment of the Bidder's technical capacity to mobilize key equipment and personnel for the contract
consistent with its proposal regarding work methods, scheduling and material sourcing, in sufficient
detail and fully in accordance with the requirements stipulated in Section VII (Works Requirements).
2.2 Environmental, Social, Health and Safety (ESHS): the Bidder shall submit the ESHS Management
Strategies and Implementation Plans and the Code of Conduct; these are assessed for responsiveness.
2.3 The Bid with the lowest evaluated cost shall be determined by comparing the total Bid prices (sum
of the priced Bills in the Summary of Bills of Quantities) of all substantially responsive Bids,
after correction of arithmetical errors.

3. Qualification

Factor 3.1 Eligibility
Nationality: in accordance with ITB 4.2. Conflict of interest: no conflicts of interest in accordance
with ITB 4.3. Bank eligibility: not having been declared ineligible by the Bank, as described in ITB
4.4. Government-owned entity: meets conditions of ITB 4.6.

Factor 3.2 Historical Non-Performance
Non-performance of a contract did not occur as a result of contractor default since 1 January 2020.
Pending litigation: all pending litigation shall in total not represent more than 50% of the Bidder's
net worth.

Factor 3.3 Financial Situation and Performance
(a) Submission of audited balance sheets or, if not required by the laws of the Bidder's country, other
financial statements acceptable to the Employer, for the last three (3) years (2022, 2023, 2024), to
demonstrate the current soundness of the Bidder's financial position.
(b) The Bidder must demonstrate access to, or availability of, financial resources such as liquid assets,
unencumbered real assets, lines of credit, and other financial means, other than any contractual advance
payments, to meet the cash-flow requirement of KES 70,000,000.
(c) Average Annual Construction Turnover: minimum average annual construction turnover of Kenya
Shillings Two Billion Four Hundred Million (KES 2,400,000,000), calculated as total certified payments
received for contracts in progress and/or completed within the last five (5) years, divided by five (5).`,

  // 9 Section III part 2
  `Factor 3.4 Experience
(a) General construction experience: experience under construction contracts in the role of prime
contractor, JV member, sub-contractor, or management contractor for at least the last seven (7) years,
starting 1 January 2018.
(b) Specific construction and contract management experience: participation as a prime contractor,
management contractor, JV member or sub-contractor in at least three (3) contracts within the last five
(5) years, each with a value of at least Kenya Shillings Nine Hundred Million (KES 900,000,000), that
have been successfully and substantially completed and that are similar to the proposed Works. The
similarity shall be based on the physical size, complexity, methods/technology or other characteristics
described in Section VII, Works Requirements, and shall include water treatment works and transmission
pipelines of not less than DN 600.

Factor 3.5 Personnel
The Bidder must demonstrate that it will have the personnel for the key positions that meet the
following requirements:

No. | Position                          | Relevant academic qualifications      | Total work   | Experience in
    |                                   |                                       | experience   | similar work
----|-----------------------------------|---------------------------------------|--------------|--------------
1   | Contractor's Representative /     | BSc Civil Engineering; Registered     | 15 years     | 10 years
    | Site Agent                        | Engineer (EBK) or equivalent          |              |
2   | Water Treatment Engineer          | BSc Civil/Chemical/Water Engineering  | 10 years     | 5 years
3   | Pipeline Engineer                 | BSc Civil Engineering                 | 8 years      | 5 years
4   | Environmental Officer             | Degree in Environmental Science       | 5 years      | 3 years
5   | Health and Safety Officer         | Diploma in OSH, DOSHS-registered      | 5 years      | 3 years
6   | Social / Community Liaison Officer| Degree in Social Sciences             | 5 years      | 3 years

Factor 3.6 Equipment
The Bidder must demonstrate that it has access to the key equipment listed below:

No. | Equipment type and characteristics                          | Minimum number required
----|-------------------------------------------------------------|------------------------
1   | Hydraulic excavator, 20 t                                   | 2
2   | Backhoe loader                                              | 3
3   | Tipper truck, 10 t                                          | 4
4   | HDPE butt-fusion welding machine, DN 63 - DN 315            | 2
5   | Mobile crane, 25 t (for the elevated tank)                  | 1
6   | Concrete mixer, 0.5 m3, and poker vibrators                 | 2
7   | Pressure testing pump and water bowser, 10,000 l            | 2`,

  // 10 Section III part 3
  `Factor 3.7 Other Requirements (pass / fail)

(a) Certificate of Site Visit: each Bidder shall attach to its Bid a Certificate of Site Visit duly
signed and stamped by the Employer's Resident Engineer, confirming that the Bidder has visited the
Malaba intake and treatment works and the Busia tank site. Bids without the signed Certificate of Site
Visit shall be considered non-responsive and will not be evaluated further.

(b) Environmental, Social, Health and Safety (ESHS) past performance declaration (Form ESHS) duly signed.

(c) Sexual Exploitation and Abuse (SEA) and/or Sexual Harassment (SH) Performance Declaration duly
signed.

4. Subcontractors
Specialized subcontractors proposed for the elevated steel tank shall meet the following: completion of
at least one (1) elevated steel water tank of not less than 500 m3 in the last five (5) years.

5. Joint Ventures
For a JV, the turnover (3.3(c)) and experience (3.4(b)) requirements may be met by the members
combined; each member shall meet at least 25% and the lead member at least 40% of the requirement.



SECTION IV. BIDDING FORMS

Letter of Bid; Schedules of Price (Bill of Quantities); Form of Bid Security (Bank Guarantee);
Technical Proposal forms (Site Organization, Method Statement, Mobilization Schedule, Construction
Schedule, ESHS Management Strategies, Personnel and Equipment forms); Bidder Qualification forms
(ELI 1.1, ELI 1.2, CON-2, CON-3, FIN-3.1, FIN-3.2, FIN-3.3, EXP-4.1, EXP-4.2(a)); Form of Beneficial
Ownership Disclosure (at award).`,

  // 11 letter of bid
  `LETTER OF BID

Date of this Bid submission: [insert date (as day, month and year) of Bid submission]
RFB No.: KE-LVNWWDA-458812-CW-RFB
Alternative No.: [insert identification No if this is a Bid for an alternative]

To: Lake Victoria North Water Works Development Agency, P.O. Box 673-50100, Kakamega

We, the undersigned Bidder, hereby submit our Bid, in one part, namely the Technical Part and Price
Part.
(a) No reservations: We have examined and have no reservations to the bidding document, including
addenda issued in accordance with ITB 8: [insert the number and issuing date of each addendum];
(b) Eligibility: We meet the eligibility requirements and have no conflict of interest in accordance
with ITB 4;
(c) Bid/Proposal-Securing Declaration: We have not been suspended nor declared ineligible by the
Employer based on execution of a Bid-Securing Declaration or Proposal-Securing Declaration in the
Employer's country in accordance with ITB 4.7;
(d) Conformity: We offer to execute in conformity with the bidding document the following Works:
Rehabilitation and Augmentation of Water Supply Works in Malaba and Busia Towns;
(e) Bid Price: The total price of our Bid, excluding any discounts offered in item (f) below is:
[insert the total bid price in words and figures, indicating the various amounts and the respective
currencies];
(f) Discounts: The discounts offered and the methodology for their application are: [specify];
(g) Bid Validity Period: Our Bid shall be valid until [insert day, month and year in accordance with ITB
18.1], and it shall remain binding upon us and may be accepted at any time before the expiration of that
period;
(h) Performance Security: If our Bid is accepted, we commit to obtain a Performance Security in
accordance with the bidding document;
(i) One Bid Per Bidder: We are not submitting any other Bid(s) as an individual Bidder, or as a
participant in a Joint Venture;
(j) Suspension and Debarment: We, along with any of our subcontractors, suppliers, consultants,
manufacturers, or service providers for any part of the contract, are not subject to, and not
controlled by any entity or individual that is subject to, a temporary suspension or a debarment
imposed by the World Bank Group;
(k) Commissions, gratuities, fees: We have paid, or will pay the following commissions: [insert].

Name of the Bidder: [insert complete name of the Bidder]
Name of the person duly authorized to sign the Bid on behalf of the Bidder: [insert complete name]
Title of the person signing the Bid: [insert complete title]
Signature of the person named above: [insert signature]
Date signed [insert date of signing] day of [insert month], [insert year]`,

  // 12 bid security form
  `FORM OF BID SECURITY (BANK GUARANTEE)

[The bank shall fill in this Bank Guarantee Form in accordance with the instructions indicated.]

[Guarantor letterhead or SWIFT identifier code]
Beneficiary: Lake Victoria North Water Works Development Agency, P.O. Box 673-50100, Kakamega
RFB No.: KE-LVNWWDA-458812-CW-RFB
Date: [Insert date of issue]
BID GUARANTEE No.: [Insert guarantee reference number]
Guarantor: [Insert name and address of place of issue, unless indicated in the letterhead]

We have been informed that [insert name of the Bidder] (hereinafter called "the Applicant") has
submitted or will submit to the Beneficiary its Bid dated [insert date] for the execution of the
Rehabilitation and Augmentation of Water Supply Works in Malaba and Busia Towns under RFB No.
KE-LVNWWDA-458812-CW-RFB.

At the request of the Applicant, we, as Guarantor, hereby irrevocably undertake to pay the Beneficiary
any sum or sums not exceeding in total an amount of [insert amount in figures] ([insert amount in
words]) upon receipt by us of the Beneficiary's complying demand, supported by the Beneficiary's
statement, whether in the demand itself or a separate signed document accompanying or identifying the
demand, stating that either the Applicant: (a) has withdrawn its Bid prior to the Bid validity expiry
date set forth in the Applicant's Letter of Bid, or any extended date; or (b) having been notified of the
acceptance of its Bid by the Beneficiary prior to the expiry date of the Bid validity, (i) fails to
execute the Contract Agreement, or (ii) fails to furnish the Performance Security.

This guarantee will expire: (a) if the Applicant is the successful Bidder, upon our receipt of copies of
the Contract Agreement signed by the Applicant and the Performance Security; or (b) if the Applicant is
not the successful Bidder, upon the earlier of (i) our receipt of a copy of the Beneficiary's
notification to the Applicant of the results of the Bidding process; or (ii) twenty-eight days after the
expiry date of the Bid validity.

This guarantee is subject to the Uniform Rules for Demand Guarantees (URDG) 2010 Revision, ICC
Publication No. 758.

[signature(s)]`,

  // 13 BoQ part 1
  `PART 2 - WORKS REQUIREMENTS

SECTION VII. WORKS REQUIREMENTS - BILL OF QUANTITIES

Preamble
1. The Bill of Quantities shall be read in conjunction with the Instructions to Bidders, the Conditions
of Contract, the Specifications and the Drawings.
2. The quantities given in the Bill of Quantities are estimated and provisional, and are given to
provide a common basis for bidding. Payment will be made for the actual quantities of work ordered and
carried out, as measured by the Contractor and verified by the Engineer, at the rates and prices
tendered in the priced Bill of Quantities.
3. A rate or price shall be entered against each item in the priced Bill of Quantities, whether
quantities are stated or not. Items for which no rate or price is entered will not be paid for.

BILL No. 1: PRELIMINARIES AND GENERAL
Item | Description                                              | Unit | Qty | Rate (KES) | Amount (KES)
-----|----------------------------------------------------------|------|-----|------------|-------------
1.01 | Mobilization and demobilization                          | LS   | 1   |            |
1.02 | Engineer's site office and maintenance for 18 months     | LS   | 1   |            |
1.03 | ESHS management, including HIV/AIDS awareness and GBV     | LS   | 1   |            |
1.04 | Provisional sum: Engineer's laboratory testing            | PS   | 1   | 5,000,000  | 5,000,000
1.05 | Provisional sum: compensation for crops (RAP)             | PS   | 1   | 12,000,000 | 12,000,000
     | Total Bill No. 1 carried to Summary                      |      |     |            |

BILL No. 2: TRANSMISSION AND DISTRIBUTION PIPELINES
2.01 | Trench excavation in all soils, 0 - 1.5 m depth           | m3   | 41,000 |         |
2.02 | Extra over for excavation in rock                        | m3   | 3,500  |         |
2.03 | Supply, lay and test HDPE PE100 PN16 pipe DN 315         | m    | 6,200  |         |
2.04 | Supply, lay and test HDPE PE100 PN16 pipe DN 200         | m    | 9,800  |         |
2.05 | Supply, lay and test uPVC PN10 pipe DN 110               | m    | 12,400 |         |
2.06 | Supply, lay and test uPVC PN10 pipe DN 63                | m    | 9,600  |         |
2.07 | Supply and install resilient-seated gate valve DN 200    | No   | 24     |         |
2.08 | Supply and install fire hydrants with chambers           | No   | 30     |         |
2.09 | Backfill, compaction and reinstatement of road crossings  | m2   | 4,200  |         |
     | Total Bill No. 2 carried to Summary                      |      |        |         |`,

  // 14 BoQ part 2
  `BILL No. 3: INTAKE, TREATMENT WORKS AND STORAGE
3.01 | Rehabilitation of Malaba intake weir and screens          | LS   | 1      |         |
3.02 | Flocculation and sedimentation tanks, repairs              | LS   | 1      |         |
3.03 | Rapid gravity filters, replacement of media and nozzles    | No   | 4      |         |
3.04 | Chlorination house and dosing equipment                    | LS   | 1      |         |
3.05 | Elevated steel tank 1,000 m3, 15 m staging, complete       | No   | 1      |         |
     | Total Bill No. 3 carried to Summary                      |      |        |         |

BILL No. 4: SERVICE CONNECTIONS AND METERING (RATES ONLY)
Note: Quantities for this Bill will be instructed by the Engineer during execution according to
customer applications. Bidders shall quote rates only. No quantities are given.
4.01 | Domestic connection, 15 mm, up to 10 m of PE pipe         | No   | -      |         |
4.02 | Domestic connection, 15 mm, 10 - 25 m of PE pipe          | No   | -      |         |
4.03 | Institutional connection, 25 mm                           | No   | -      |         |
4.04 | Supply and install 15 mm water meter with chamber         | No   | -      |         |
4.05 | Replacement of existing meters, 15 mm                     | No   | -      |         |

BILL No. 5: DAYWORKS (PROVISIONAL)
5.01 | Labourer                                                  | hour | 2,000  |         |
5.02 | Backhoe loader with operator                              | hour | 150    |         |
5.03 | Tipper truck 10 t with driver                             | hour | 150    |         |
     | Total Bill No. 5 carried to Summary                      |      |        |         |

SUMMARY OF BILLS OF QUANTITIES
Bill No. 1 Preliminaries and General ............................................ KES ____________
Bill No. 2 Transmission and Distribution Pipelines ............................... KES ____________
Bill No. 3 Intake, Treatment Works and Storage ................................... KES ____________
Bill No. 5 Dayworks ............................................................. KES ____________
Sub-total ........................................................................ KES ____________
Contingencies (10% of sub-total) ................................................. KES ____________
VAT 16% .......................................................................... KES ____________
TOTAL BID PRICE (carried to the Letter of Bid) ................................... KES ____________`,

  // 15 specifications
  `SECTION VII. WORKS REQUIREMENTS - SPECIFICATIONS (EXTRACT)

S1. Pipes and fittings
S1.1 HDPE pipes shall be PE100, SDR 11, PN16, manufactured to KS ISO 4427-2 and certified by KEBS.
Fittings shall be electrofusion or butt-fusion, compatible with the pipe class.
S1.2 uPVC pipes shall be PN10 to KS ISO 1452-2, with integral rubber-ring joints.

S2. Valves
S2.1 Gate valves DN 50 - DN 300 shall be AVK Series 06/30 resilient-seated gate valves, ductile iron
body GJS-500-7, epoxy coated to 250 microns, PN16, flanged to EN 1092-2. Valves from other
manufacturers shall not be accepted, to ensure uniformity with the existing network.
S2.2 Air valves shall be double-orifice, PN16, to EN 1074-4.

S3. Water meters
S3.1 Domestic water meters shall be Elster Kent V200 volumetric (rotary piston) meters, 15 mm, Class C
(R160) to ISO 4064, with dry-dial register. Meters shall be supplied with a tamper-proof seal and a
manufacturer's calibration certificate.

S4. Concrete works
S4.1 Concrete classes shall be C25/30 for structures and C15 for blinding, to KS EAS 18-1 cement and
BS EN 206. Reinforcement shall be high-yield steel to BS 4449.

S5. Elevated steel tank
S5.1 The tank shall be a pressed steel sectional tank, hot-dip galvanized to ISO 1461, on a steel
staging of 15 m height designed to Eurocode 3, with internal and external access ladders, a level
indicator, and a lightning protection system.

S6. Testing and disinfection
S6.1 Pipelines shall be pressure tested at 1.5 times the working pressure for 2 hours, and disinfected
with chlorine at 50 mg/l for 24 hours before commissioning, in accordance with AWWA C651.

S7. Environmental and social requirements
S7.1 The Contractor shall implement the ESMP and the ESHS requirements, including the Code of Conduct,
grievance mechanism, and reinstatement of all disturbed land.`,

  // 16 contract data
  `PART 3 - CONDITIONS OF CONTRACT AND CONTRACT FORMS

SECTION IX. PARTICULAR CONDITIONS OF CONTRACT - PART A: CONTRACT DATA

Conditions                                   | Sub-Clause | Data
---------------------------------------------|------------|---------------------------------------------
Employer's name and address                  | 1.1.31     | Lake Victoria North Water Works Development
                                             |            | Agency, P.O. Box 673-50100, Kakamega
Engineer's name and address                  | 1.1.35     | The Chief Manager, Infrastructure, LVNWWDA
Name of the Project                          | 1.1.64     | Rehabilitation and Augmentation of Water Supply
                                             |            | Works in Kitale and Bungoma Towns
Time for Completion                          | 1.1.84     | 540 days (eighteen months)
Defects Notification Period                  | 1.1.27     | 365 days
Sections                                     | 1.1.73     | Section 1: Malaba; Section 2: Busia
Ruling law                                   | 1.4        | The laws of the Republic of Kenya
Ruling language                              | 1.4        | English
Time for access to the Site                  | 2.1        | 28 days after the Commencement Date
Performance Security                         | 4.2        | 10% of the Accepted Contract Amount, in the form
                                             |            | of a demand guarantee
Delay Damages                                | 8.8        | ______ % of the final Contract Price per day
Maximum amount of Delay Damages              | 8.8        | 10% of the final Contract Price
Percentage of retention                      | 14.3(c)    | 5% of each interim payment
Limit of Retention Money                     | 14.3(c)    | 5% of the Accepted Contract Amount
Advance Payment                              | 14.2       | 10% of the Accepted Contract Amount, against an
                                             |            | advance payment guarantee; repaid at 25% of each
                                             |            | IPC starting when certified amounts exceed 10%
Period for payment                           | 14.7       | 56 days after the Engineer receives the Statement
Currencies of payment                        | 14.15      | Kenya Shillings
Minimum amount of insurance                  | 19.2       | Contractor's All Risks: the Contract Price plus 15%
Number of members of the DAAB                | 21.1       | One sole member
Appointing official for DAAB                 | 21.2       | The President of the Institution of Engineers of
                                             |            | Kenya`,
];
