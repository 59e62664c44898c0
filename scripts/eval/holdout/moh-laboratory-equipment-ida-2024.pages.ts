// Ministry of Health (Kenya), IDA-financed Request for Bids for laboratory equipment: a held-out goods tender in
// the World Bank SPD layout, one string per PDF page. Its seeded defects and traps are listed in
// tests/fixtures/holdout/items.json (document moh-laboratory-equipment-ida-2024.pdf).
export const pages: string[] = [
  // p.1 cover
  `
REQUEST FOR BIDS

GOODS
(One-Envelope Bidding Process)



Procurement of:

SUPPLY, DELIVERY, INSTALLATION AND COMMISSIONING OF LABORATORY EQUIPMENT
FOR TWELVE (12) COUNTY REFERRAL HOSPITALS



RFB No: KE-MOH-HSRP-0427-GO-RFB

Project: Health Systems Resilience Project (HSRP)

Financing: IDA Credit No. 7312-KE

Purchaser: Ministry of Health, State Department for Medical Services

Country: Republic of Kenya

Issued on: September 2, 2024



Standard Procurement Document - Request for Bids - Goods (One-Envelope), as adapted by the Purchaser
`,
  // p.2 contents
  `
TABLE OF CONTENTS

Specific Procurement Notice ..................................................................................................... 3

PART 1 - BIDDING PROCEDURES
Section I - Instructions to Bidders (ITB) .............................................................................................. 4
Section II - Bid Data Sheet (BDS) ........................................................................................................ 7
Section III - Evaluation and Qualification Criteria ............................................................................. 10
Section IV - Bidding Forms ................................................................................................................. 12
Section V - Eligible Countries (as published by the World Bank; see www.worldbank.org)
Section VI - Fraud and Corruption (as in the Procurement Regulations, Annex IV)

PART 2 - PURCHASER'S REQUIREMENTS
Section VII - Schedule of Requirements ............................................................................................. 14
 Technical Specifications ...................................................................................................................... 15

PART 3 - CONTRACT
Section VIII - General Conditions of Contract ..................................................................................... 17
Section IX - Special Conditions of Contract ......................................................................................... 18
Section X - Contract Forms (issued with the Letter of Acceptance)
`,
  // p.3 SPN
  `
SPECIFIC PROCUREMENT NOTICE

Request for Bids
Goods (One-Envelope Bidding Process)

Country: Republic of Kenya
Name of Project: Health Systems Resilience Project (HSRP)
Contract Title: Supply, Delivery, Installation and Commissioning of Laboratory Equipment for Twelve (12) County
Referral Hospitals
Credit No.: IDA-7312-KE
RFB Reference No.: KE-MOH-HSRP-0427-GO-RFB
Date: October 23, 2024

1. The Republic of Kenya has received financing from the World Bank toward the cost of the Health Systems
Resilience Project, and intends to apply part of the proceeds toward payments under the contract for the Supply,
Delivery, Installation and Commissioning of Laboratory Equipment for Twelve County Referral Hospitals.

2. The Ministry of Health, State Department for Medical Services, now invites sealed Bids from eligible Bidders
for the supply, delivery, installation, commissioning and user training of haematology, clinical chemistry and
electrolyte analysers, biosafety cabinets, centrifuges, microscopes, laboratory refrigerators and UPS units,
with a warranty and maintenance period of twenty-four (24) months, as described in Section VII.

3. Bidding will be conducted through international competitive procurement using a Request for Bids (RFB) as
specified in the World Bank's "Procurement Regulations for IPF Borrowers" (September 2023) ("Procurement
Regulations"), and is open to all eligible Bidders as defined in the Procurement Regulations.

4. Interested eligible Bidders may obtain further information from the Ministry of Health, Supply Chain
Management Services, and inspect the bidding document during office hours 0900 to 1600 hours East Africa Time
at the address given below.

5. The bidding document in English may be downloaded free of charge from www.health.go.ke.

6. Bids must be delivered to the address below on or before 10:00 a.m. East Africa Time on Thursday, October 17,
2024. Electronic Bidding will not be permitted. Late Bids will be rejected. Bids will be publicly opened in the
presence of the Bidders' designated representatives and anyone who chooses to attend at the address below at
10:30 a.m. on October 17, 2024.

7. All Bids must be accompanied by a Bid Security of USD 20,000 (twenty thousand United States Dollars) or an
equivalent amount in a freely convertible currency.

8. Attention is drawn to the Procurement Regulations requiring the Borrower to disclose information on the
successful bidder's beneficial ownership, as part of the Contract Award Notice, using the Beneficial Ownership
Disclosure Form as included in the bidding document.

9. The address referred to above is:
Head, Supply Chain Management Services, Ministry of Health, Afya House, Cathedral Road, 6th Floor, Room 601,
P.O. Box 30016 - 00100, Nairobi, Kenya. Tel: +254 20 2717077. Email: hsrp.procurement@health.go.ke
`,
  // p.4 ITB 1-11
  `
PART 1 - BIDDING PROCEDURES

SECTION I - INSTRUCTIONS TO BIDDERS

A. General

1. Scope of Bid
1.1 In connection with the Specific Procurement Notice - Request for Bids (RFB), specified in the Bid Data Sheet
(BDS), the Purchaser, as specified in the BDS, issues this bidding document for the supply of Goods and, if
applicable, any Related Services incidental thereto, as specified in Section VII, Purchaser's Requirements. The
name, identification and number of lots (contracts) of this RFB are specified in the BDS.

2. Source of Funds
2.1 The Borrower or Recipient (hereinafter called "Borrower") specified in the BDS has applied for or received
financing (hereinafter called "funds") from the International Bank for Reconstruction and Development or the
International Development Association (hereinafter called "the Bank") in an amount specified in the BDS, toward
the project named in the BDS. The Borrower intends to apply a portion of the funds to eligible payments under the
contract for which this bidding document is issued.

3. Fraud and Corruption
3.1 The Bank requires compliance with the Bank's Anti-Corruption Guidelines and its prevailing sanctions policies
and procedures as set forth in the WBG's Sanctions Framework, as set forth in Section VI.

4. Eligible Bidders
4.1 A Bidder may be a firm that is a private entity, a state-owned enterprise or institution subject to ITB 4.6,
or any combination of such entities in the form of a joint venture (JV) under an existing agreement or with the
intent to enter into such an agreement supported by a letter of intent. In the case of a JV, all members shall be
jointly and severally liable for the execution of the entire Contract in accordance with the Contract terms.
4.2 A Bidder shall not have a conflict of interest.
4.3 A Bidder may have the nationality of any country, subject to the restrictions pursuant to ITB 4.8. A Bidder
shall be deemed to have the nationality of a country if the Bidder is constituted, incorporated or registered in,
and operates in conformity with, the provisions of the laws of that country.
4.8 Firms and individuals may be ineligible if so indicated in Section V and (a) as a matter of law or official
regulations, the Borrower's country prohibits commercial relations with that country; or (b) by an act of
compliance with a decision of the United Nations Security Council.

5. Eligible Goods and Related Services
5.1 All the Goods and Related Services to be supplied under the Contract and financed by the Bank may have their
origin in any country in accordance with Section V, Eligible Countries.

B. Contents of Bidding Document

6. Sections of Bidding Document
6.1 The bidding document consists of Parts 1, 2 and 3, which include all the sections indicated below, and
should be read in conjunction with any Addenda issued in accordance with ITB 8. The Specific Procurement Notice
is not part of the bidding document.

7. Clarification of Bidding Document, Site Visit, Pre-Bid Meeting
7.1 A Bidder requiring any clarification of the bidding document shall contact the Purchaser in writing at the
Purchaser's address specified in the BDS. The Purchaser will respond in writing to any request for clarification,
provided that such request is received prior to the deadline for submission of Bids within a period specified in
the BDS.
7.4 The Bidder's designated representative is invited to attend a pre-Bid meeting if provided for in the BDS.

8. Amendment of Bidding Document
8.1 At any time prior to the deadline for submission of Bids, the Purchaser may amend the bidding document by
issuing addenda. The Purchaser may, at its discretion, extend the deadline for the submission of Bids.
`,
  // p.5 ITB 11-24
  `
C. Preparation of Bids

11. Documents Comprising the Bid
11.1 The Bid shall comprise the following: (a) Letter of Bid; (b) completed schedules, including price schedules;
(c) Bid Security or Bid-Securing Declaration, in accordance with ITB 19.1; (d) written confirmation authorizing
the signatory of the Bid to commit the Bidder; (e) documentary evidence establishing the Bidder's eligibility and
qualifications; (f) documentary evidence that the Goods conform to the bidding document; and (g) any other
document required in the BDS.

14. Bid Prices and Discounts
14.1 The prices and discounts quoted by the Bidder in the Letter of Bid and in the Price Schedules shall conform
to the requirements specified below. The terms EXW, CIP, and other similar terms shall be governed by the rules
prescribed in the current edition of Incoterms, published by the International Chamber of Commerce.
14.5 Prices quoted by the Bidder shall be fixed during the Bidder's performance of the Contract and not subject to
variation on any account, unless otherwise specified in the BDS.

15. Currencies of Bid and Payment
15.1 The currency(ies) of the Bid and the currency(ies) of payments shall be as specified in the BDS.

17. Documents Establishing the Eligibility and Qualifications of the Bidder
17.2 (a) A Bidder that does not manufacture or produce the Goods it offers to supply shall submit the
Manufacturer's Authorization using the form included in Section IV, when so required in the BDS.

18. Period of Validity of Bids
18.1 Bids shall remain valid for the Bid validity period specified in the BDS. The Bid validity period starts from
the date fixed for the Bid submission deadline (as amended, if applicable, in accordance with ITB 8). A Bid valid
for a shorter period shall be rejected by the Purchaser as nonresponsive.

19. Bid Security
19.1 The Bidder shall furnish as part of its Bid, either a Bid-Securing Declaration or a Bid Security as specified
in the BDS, in original form and, in the case of a Bid Security, in the amount and currency specified in the BDS.
19.3 If a Bid Security is specified pursuant to ITB 19.1, the Bid Security shall be a demand guarantee in any of
the following forms at the Bidder's option: (a) an unconditional guarantee issued by a bank or non-bank financial
institution (such as an insurance, bonding or surety company); (b) an irrevocable letter of credit; (c) a cashier's
or certified check; or (d) another security specified in the BDS. In either case, the Bid Security shall remain
valid for a period of twenty-eight (28) days beyond the original validity period of the Bid, or beyond any period
of extension if requested under ITB 18.2.
19.5 Any Bid not accompanied by a substantially responsive Bid Security or Bid-Securing Declaration shall be
rejected by the Purchaser as nonresponsive.

20. Format and Signing of Bid
20.1 The Bidder shall prepare one original of the documents comprising the Bid and clearly mark it "ORIGINAL".
In addition, the Bidder shall submit copies of the Bid, in the number specified in the BDS.

D. Submission and Opening of Bids

22. Deadline for Submission of Bids
22.1 Bids must be received by the Purchaser at the address and no later than the date and time specified in the
BDS. When so specified in the BDS, Bidders shall have the option of submitting their Bids electronically.

24. Late Bids
24.1 The Purchaser shall not consider any Bid that arrives after the deadline for submission of Bids.
`,
  // p.6 ITB 25-46
  `
E. Evaluation and Comparison of Bids

25. Bid Opening
25.1 The Purchaser shall, at the Bid opening, publicly open and read out all Bids received by the deadline at the
date, time and place specified in the BDS in the presence of Bidders' designated representatives and anyone who
chooses to attend.

29. Deviations, Reservations and Omissions
29.1 During the evaluation of Bids, the following definitions apply: (a) "Deviation" is a departure from the
requirements specified in the bidding document; (b) "Reservation" is the setting of limiting conditions or
withholding from complete acceptance of the requirements; and (c) "Omission" is the failure to submit part or all
of the information or documentation required in the bidding document.

31. Correction of Arithmetical Errors
31.1 Provided that the Bid is substantially responsive, the Purchaser shall correct arithmetical errors on the
following basis: (a) if there is a discrepancy between the unit price and the line item total that is obtained by
multiplying the unit price by the quantity, the unit price shall prevail and the line item total shall be
corrected, unless in the opinion of the Purchaser there is an obvious misplacement of the decimal point in the
unit price; (b) if there is an error in a total corresponding to the addition or subtraction of subtotals, the
subtotals shall prevail and the total shall be corrected; and (c) if there is a discrepancy between words and
figures, the amount in words shall prevail, unless the amount expressed in words is related to an arithmetic
error, in which case the amount in figures shall prevail subject to (a) and (b) above.
31.2 Bidders shall be requested to accept the correction of arithmetical errors. Failure to accept the correction
in accordance with ITB 31.1 shall result in the rejection of the Bid.

33. Margin of Preference
33.1 Unless otherwise specified in the BDS, a margin of domestic preference shall not apply.

34. Evaluation of Bids
34.1 The Purchaser shall use the criteria and methodologies listed in this ITB and Section III, Evaluation and
Qualification Criteria. No other evaluation criteria or methodologies shall be permitted.

37. Qualification of the Bidder
37.1 The Purchaser shall determine to its satisfaction whether the Bidder that is selected as having submitted the
lowest evaluated cost and substantially responsive Bid meets the qualifying criteria specified in Section III.

F. Award of Contract

40. Award Criteria
40.1 Subject to ITB 39, the Purchaser shall award the Contract to the successful Bidder. This is the Bidder whose
Bid has been determined to be the Most Advantageous Bid.

42. Notification of Intention to Award and Standstill Period
42.1 The Purchaser shall send to each Bidder the Notification of Intention to Award the Contract. The Standstill
Period shall be ten (10) Business Days unless otherwise specified in the BDS. The Contract shall not be awarded
earlier than the expiry of the Standstill Period.

44. Debriefing by the Purchaser
44.1 On receipt of the Notification of Intention to Award, an unsuccessful Bidder has three (3) Business Days to
make a written request to the Purchaser for a debriefing.

46. Performance Security
46.1 Within twenty-eight (28) days of the receipt of the Letter of Acceptance from the Purchaser, the successful
Bidder shall furnish the Performance Security in accordance with the GCC, using the form in Section X.

47. Procurement Related Complaint
47.1 The procedures for making a Procurement-related Complaint are as specified in the BDS.
`,
  // p.7 BDS A-B
  `
SECTION II - BID DATA SHEET

The following specific data for the goods to be procured shall complement, supplement, or amend the provisions in
the Instructions to Bidders (ITB). Whenever there is a conflict, the provisions herein shall prevail over those in
ITB.

ITB Reference | A. General
ITB 1.1 | The reference number of the Request for Bids (RFB) is: KE-MOH-HSRP-0427-GO-RFB
ITB 1.1 | The Purchaser is: Ministry of Health, State Department for Medical Services
ITB 1.1 | The name of the RFB is: Supply, Delivery, Installation and Commissioning of Laboratory Equipment for
Twelve (12) County Referral Hospitals
The number and identification of lots comprising this RFB is: one (1) lot
ITB 2.1 | The Borrower is: the Republic of Kenya
Financing Agreement amount: SDR 112.5 million (IDA Credit No. 7312-KE)
The name of the Project is: Health Systems Resilience Project (HSRP)
ITB 4.1 | Maximum number of members in the JV shall be: three (3)
ITB 4.3 | Eligibility of Bidders: This bidding is open only to firms incorporated in the Republic of Kenya and
holding a valid licence from the Pharmacy and Poisons Board as a dealer in medical devices. Bids from firms not
registered in Kenya shall not be considered.

B. Contents of Bidding Document
ITB 7.1 | For Clarification of Bid purposes only, the Purchaser's address is:
Attention: __________________________
Street Address: Afya House, Cathedral Road
Floor/Room number: 6th Floor, Room 601
City: Nairobi. Country: Kenya
Electronic mail address: hsrp.procurement@health.go.ke
Requests for clarification should be received by the Purchaser no later than: [insert number] days prior to the
Bid submission deadline.
Web page: www.health.go.ke
ITB 7.4 | A pre-Bid meeting shall not take place.
A site visit is not applicable to this procurement.

C. Preparation of Bids
ITB 10.1 | The language of the Bid is: English
ITB 11.1 (g) | The Bidder shall submit the following additional documents in its Bid: (i) Manufacturer's
Authorization for each item; (ii) a valid ISO 13485 certificate of the manufacturer of each item; (iii) evidence of
CE marking or US FDA clearance for items 1, 2, 3 and 7; (iv) product brochures for each item offered.
ITB 13.1 | Alternative Bids shall not be permitted.
`,
  // p.8 BDS C (cont.)
  `
ITB 14.5 | The prices quoted by the Bidder shall be: fixed.
ITB 14.6 (b)(i) | Place of destination: the twelve (12) County Referral Hospitals listed in Section VII.
ITB 14.6 (a)(iii); (b)(ii) | Final destination (Project Site): the laboratory of each County Referral Hospital
listed in Section VII.
ITB 14.7 | Bidders offering Goods manufactured outside Kenya shall quote CIP prices (named place of destination as
above) and shall appoint a local agent in Kenya for installation, training and after-sales service. The name and
address of the local agent shall be stated in the Bid.
ITB 15.1 | The Bidder may express the Bid price in United States Dollars (USD) or in Kenya Shillings (KES). Payment
shall be made in the currency of the Bid.
ITB 17.2 (a) | Manufacturer's Authorization is: required.
ITB 17.2 (b) | After sales service is: required, for a period of twenty-four (24) months from acceptance, through a
service centre in Kenya.
ITB 18.1 | The Bid validity period shall be one hundred and twenty (120) days.
ITB 19.1 | A Bid Security shall be required. A Bid-Securing Declaration shall not be required.
The amount and currency of the Bid Security shall be USD 20,000 (twenty thousand United States Dollars) or an
equivalent amount in a freely convertible currency.
ITB 19.3 (d) | Other types of acceptable securities: None.
ITB 19.3 | The Bid Security shall remain valid until one hundred and twenty (120) days after the deadline for
submission of Bids.
ITB 20.1 | In addition to the original of the Bid, the number of copies is: two (2)
ITB 20.3 | The written confirmation of authorization to sign on behalf of the Bidder shall consist of: a Power of
Attorney, notarized, with a Board resolution of the Bidder.

D. Submission and Opening of Bids
ITB 22.1 | For Bid submission purposes only, the Purchaser's address is: Head, Supply Chain Management Services,
Ministry of Health, Afya House, Cathedral Road, 6th Floor, Room 601, Nairobi, Kenya.
The deadline for Bid submission is: Date: October 17, 2024. Time: 10:00 a.m. East Africa Time.
Bidders shall not have the option of submitting their Bids electronically.
`,
  // p.9 BDS D-F
  `
ITB 25.1 | The Bid opening shall take place at: Afya House, 6th Floor Boardroom, Cathedral Road, Nairobi.
Date: October 17, 2024. Time: 10:30 a.m. East Africa Time.

E. Evaluation and Comparison of Bids
ITB 32.1 | The currency that shall be used for Bid evaluation and comparison purposes to convert all Bid prices
expressed in various currencies into a single currency is: United States Dollar (USD).
The source of exchange rate shall be: the Central Bank of Kenya mean selling rate.
The date for the exchange rate shall be: twenty-eight (28) days prior to the deadline for submission of Bids.
ITB 33.1 | A margin of domestic preference shall not apply.
ITB 34.2 | Bids shall be evaluated for the single lot as a whole. Partial bids shall not be accepted.
ITB 34.6 | The adjustments shall be determined using the following criteria, from amongst those set out in Section
III: (a) deviation in the delivery schedule: Yes; (b) deviation in payment schedule: No; (c) cost of major
replacement components, mandatory spare parts and service: No; (d) availability of spare parts and after-sales
service in Kenya: Yes.

F. Award of Contract
ITB 41.1 | The maximum percentage by which quantities may be increased is: fifteen percent (15%)
The maximum percentage by which quantities may be decreased is: fifteen percent (15%)
ITB 46.1 | The Performance Security shall be ten percent (10%) of the Contract Price.
ITB 47.1 | The procedures for making a Procurement-related Complaint are detailed in the "Procurement Regulations
for IPF Borrowers (Annex III)." If a Bidder wishes to make a Procurement-related Complaint, the Bidder should
submit its complaint in writing to:
For the attention: Principal Secretary, State Department for Medical Services
Purchaser: Ministry of Health, Afya House, Cathedral Road, P.O. Box 30016 - 00100, Nairobi
Email address: ps.medicalservices@health.go.ke
`,
  // p.10 Section III
  `
SECTION III - EVALUATION AND QUALIFICATION CRITERIA

This Section contains all the criteria that the Purchaser shall use to evaluate Bids and qualify Bidders. No other
factors, methods or criteria shall be used other than those specified in this bidding document.

1. Margin of Preference (ITB 33)
Not applicable.

2. Evaluation (ITB 34)
2.1 Preliminary examination: the Purchaser shall confirm that each Bid is signed, is accompanied by a Bid Security
complying with ITB 19, is valid for the period in ITB 18.1, and that the Bidder is eligible under ITB 4.
2.2 Arithmetic errors: Bids containing any arithmetical error in the Price Schedules shall be considered
nonresponsive and shall be rejected. The Purchaser shall not carry out any correction of the prices quoted.
2.3 Technical compliance: each item shall be evaluated on a compliant / non-compliant basis against the Technical
Specifications in Section VII. A Bid that is non-compliant on any item shall be rejected, as the lot is evaluated
as a whole.
2.4 Adjustment for delivery schedule: Bids offering delivery later than the latest date in Section VII shall be
adjusted by 0.5% of the Bid price per week of delay, up to a maximum of ten (10) weeks. Bids offering delivery
earlier than the earliest date shall receive no credit.
2.5 Most Advantageous Bid: the substantially responsive Bid with the lowest evaluated cost, from a qualified
Bidder.

3. Qualification (ITB 37)
For the purpose of this Section, the Purchaser's estimate for this contract is USD 1,400,000.

3.1 Financial Capability
(a) Minimum average annual turnover of USD 15,000,000, calculated as total certified payments received for
contracts in progress or completed, within the last five (5) years.
(b) Access to liquid assets and/or credit facilities of not less than USD 3,000,000, net of other contractual
commitments.
(c) Audited financial statements for the last three (3) years (2021, 2022 and 2023).

3.2 Experience
(a) The Bidder shall have successfully completed at least five (5) contracts, each of a value of not less than
USD 2,500,000, for the supply and installation of medical laboratory equipment within the last three (3) years,
of which at least two (2) shall have been performed in the Republic of Kenya.
(b) The Bidder shall have been in the business of supplying laboratory equipment for at least ten (10) years.
`,
  // p.11 Section III (cont.)
  `
3.3 Technical Capability and Key Equipment
The Bidder shall demonstrate that it has the following key equipment, owned or under long-term lease, available
for the execution of the Contract:
(a) one (1) motor grader of not less than 140 hp;
(b) one (1) vibratory roller of not less than 10 tonnes;
(c) one (1) water bowser of not less than 10,000 litres; and
(d) one (1) concrete mixer with a capacity of 0.5 m3.
Evidence of ownership (logbooks) or lease agreements shall be attached.

3.4 Manufacturer's Authorization and After-Sales Service
(a) A Manufacturer's Authorization in the form included in Section IV for each item offered, where the Bidder is
not the manufacturer.
(b) Evidence of a service centre in Kenya staffed by at least two (2) biomedical engineers or technicians trained
by the manufacturer of the equipment offered.
(c) A valid ISO 13485 certificate for the manufacturer of each item.

3.5 Joint Ventures
The figures for each of the partners of a JV shall be added together to determine the Bidder's compliance with the
minimum qualifying criteria of 3.1(a) and 3.2(a); however, for a JV to qualify, the partner in charge must meet at
least sixty percent (60%) of those minimum criteria.

3.6 Post-qualification
The Purchaser reserves the right to visit the premises and service centre of the lowest evaluated Bidder and to
contact the clients named in its experience records.
`,
  // p.12 Letter of Bid + price schedule
  `
SECTION IV - BIDDING FORMS

LETTER OF BID

Date of this Bid submission: [insert date (as day, month and year) of Bid submission]
RFB No.: KE-MOH-HSRP-0427-GO-RFB
Request for Bid No.: KE-MOH-HSRP-0427-GO-RFB
Alternative No.: [insert identification No if this is a Bid for an alternative]

To: Ministry of Health, State Department for Medical Services

(a) No reservations: We have examined and have no reservations to the bidding document, including Addenda issued
in accordance with ITB 8;
(b) Eligibility: We meet the eligibility requirements and have no conflict of interest in accordance with ITB 4;
(c) Bid-Securing Declaration: We have not been suspended nor declared ineligible by the Purchaser;
(d) Conformity: We offer to supply in conformity with the bidding document and in accordance with the Delivery
Schedules specified in the Schedule of Requirements the following Goods: [insert a brief description of the Goods
and Related Services];
(e) Bid Price: The total price of our Bid, excluding any discounts offered in item (f) below, is: [insert the
total Bid price in words and figures, indicating the various amounts and the respective currencies];
(f) Discounts: The discounts offered and the methodology for their application are: [specify in detail];
(g) Bid Validity Period: Our Bid shall be valid for the period specified in BDS ITB 18.1 (as amended if
applicable) from the date fixed for the Bid submission deadline, and it shall remain binding upon us and may be
accepted at any time before the expiration of that period;
(h) Performance Security: If our Bid is accepted, we commit to obtain a Performance Security in accordance with
the bidding document;
(i) Commissions, gratuities and fees: We have paid, or will pay the following commissions, gratuities, or fees
with respect to the bidding process or execution of the Contract: [insert complete name of each Recipient, its
full address, the reason for which each commission or gratuity was paid and the amount and currency];

Name of the Bidder: [insert complete name of the Bidder]
Name of the person duly authorized to sign the Bid on behalf of the Bidder: [insert complete name]
Title of the person signing the Bid: [insert complete title]
Signature of the person named above: [insert signature]
Date signed [insert date of signing] day of [insert month], [insert year]


PRICE SCHEDULE FORM - GOODS MANUFACTURED OUTSIDE THE PURCHASER'S COUNTRY, TO BE IMPORTED
Currencies in accordance with ITB 15. Date: [insert date]. RFB No: KE-MOH-HSRP-0427-GO-RFB

Line Item No. | Description of Goods | Country of Origin | Delivery Date (Incoterm CIP) | Quantity and unit |
Unit price CIP | CIP price per line item | Price per line item for inland transportation | Total price per line item
[The Bidder shall complete one line for each of the items 1 to 8 of the List of Goods in Section VII.]
Total price: ...................................
Name of Bidder [insert complete name of Bidder] Signature of Bidder [signature] Date [insert date]
`,
  // p.13 Bid security form
  `
BID SECURITY (BANK GUARANTEE)

[The bank shall fill in this Bank Guarantee Form in accordance with the instructions indicated.]

[Guarantor letterhead or SWIFT identifier code]

Beneficiary: Ministry of Health, State Department for Medical Services, Afya House, Nairobi, Kenya
RFB No.: KE-MOH-HSRP-0427-GO-RFB
Date: [Insert date of issue]
BID GUARANTEE No.: [Insert guarantee reference number]
Guarantor: [Insert name and address of place of issue, unless indicated in the letterhead]

We have been informed that [insert name of the Bidder, which in the case of a joint venture shall be the name of
the joint venture (whether legally constituted or prospective) or the names of all members thereof] (hereinafter
called "the Applicant") has submitted or will submit to the Beneficiary its bid (hereinafter called "the Bid")
for the execution of Supply, Delivery, Installation and Commissioning of Laboratory Equipment for Twelve County
Referral Hospitals under Request for Bids No. KE-MOH-HSRP-0427-GO-RFB ("the RFB").

Furthermore, we understand that, according to the Beneficiary's conditions, Bids must be supported by a Bid
guarantee.

At the request of the Applicant, we, as Guarantor, hereby irrevocably undertake to pay the Beneficiary any sum or
sums not exceeding in total an amount of [insert amount in figures] ([insert amount in words]) upon receipt by us
of the Beneficiary's complying demand, supported by the Beneficiary's statement, whether in the demand itself or a
separate signed document accompanying or identifying the demand, stating that either the Applicant: (a) has
withdrawn its Bid during the period of Bid validity set forth in the Applicant's Letter of Bid, or any extension
thereto provided by the Applicant; or (b) having been notified of the acceptance of its Bid by the Beneficiary
during the period of Bid validity, (i) fails to execute the Contract Agreement, or (ii) fails to furnish the
performance security, in accordance with the Instructions to Bidders ("ITB") of the Beneficiary's bidding
document.

This guarantee will expire: (a) if the Applicant is the successful Bidder, upon our receipt of copies of the
Contract Agreement signed by the Applicant and the performance security issued to the Beneficiary in relation to
such Contract Agreement; or (b) if the Applicant is not the successful Bidder, upon the earlier of (i) our receipt
of a copy of the Beneficiary's notification to the Applicant of the results of the Bidding process; or (ii)
twenty-eight days after the end of the Bid Validity Period.

This guarantee is subject to the Uniform Rules for Demand Guarantees (URDG) 2010 Revision, ICC Publication No. 758.

[signature(s)]
`,
  // p.14 Schedule of requirements
  `
PART 2 - PURCHASER'S REQUIREMENTS

SECTION VII - SCHEDULE OF REQUIREMENTS

1. List of Goods and Delivery Schedule

Line Item | Description of Goods | Quantity | Unit | Final (Project Site) Destination as specified in BDS |
Delivery Date: Earliest / Latest / Bidder's offered date
1 | Haematology analyser, 5-part differential | 12 | Unit | Each of the 12 hospitals (1 per site) | To be advised
by the Purchaser
2 | Clinical chemistry analyser, fully automated, with starter reagents | 12 | Unit | Each of the 12 hospitals (1
per site) | To be advised by the Purchaser
3 | Biological safety cabinet, Class II Type A2 | 12 | Unit | Each of the 12 hospitals (1 per site) | To be
advised by the Purchaser
4 | Benchtop laboratory centrifuge | 24 | Unit | Each of the 12 hospitals (2 per site) | To be advised by the
Purchaser
5 | Binocular microscope with LED illumination | 36 | Unit | Each of the 12 hospitals (3 per site) | To be
advised by the Purchaser
6 | Laboratory refrigerator, +2 to +8 C, 400 litres | 12 | Unit | Each of the 12 hospitals (1 per site) | To be
advised by the Purchaser
7 | Electrolyte analyser (Na+, K+, Cl-) | 12 | Unit | Each of the 12 hospitals (1 per site) | To be advised by
the Purchaser
8 | Online double-conversion UPS, 3 kVA | 24 | Unit | Each of the 12 hospitals (2 per site) | To be advised by
the Purchaser

Final destinations: the laboratories of the County Referral Hospitals of Kakamega, Kisii, Nyeri, Embu, Machakos,
Garissa, Lodwar, Kitui, Kericho, Kilifi, Bungoma and Meru.

2. List of Related Services and Completion Schedule

Service | Description | Quantity | Place where services shall be performed | Final completion date
1 | Installation and commissioning of items 1 to 8 | 12 sites | Each hospital | Within 14 days of delivery
2 | User training (minimum 6 laboratory staff per site, 2 days) | 12 sites | Each hospital | At commissioning
3 | Preventive maintenance visits (quarterly) during the 24-month warranty | 8 visits per site | Each hospital |
24 months from acceptance
`,
  // p.15 Technical specs 1
  `
3. Technical Specifications

3.1 General requirements (all items)
(a) All equipment shall be new, unused, of the current model in production, and shall be supplied with operator
and service manuals in English.
(b) Power supply: 220 - 240 V AC, 50 Hz, with a UK-type (BS 1363) plug.
(c) The manufacturer shall hold a valid ISO 13485 certificate. Items 1, 2, 3 and 7 shall carry CE marking or US
FDA clearance.
(d) Warranty: twenty-four (24) months from the date of acceptance, including parts, labour and quarterly
preventive maintenance.
(e) Operating environment: ambient temperature up to 35 C, relative humidity up to 85% non-condensing.

Item 1 - Haematology analyser, 5-part differential (Sysmex XN-350 or equivalent)
- Fully automated, 5-part WBC differential, at least 24 reportable parameters
- Throughput: not less than 60 samples per hour
- Sample volume: not more than 30 microlitres of whole blood (EDTA)
- Data storage: at least 100,000 results with histograms and scattergrams
- Interfaces: USB 2.0, Ethernet (RJ45); bidirectional LIS connection (HL7 or ASTM E1394)
- Electrical safety: IEC 61010-1; electromagnetic compatibility: IEC 61326-2-6

Item 2 - Clinical chemistry analyser, fully automated
- Make and model: Mindray BS-240 Pro
- Throughput: 200 photometric tests per hour
- Reagent system: closed; original Mindray reagents only; starter reagent kit for 3 months for 15 routine tests
- Reagent positions: at least 40, refrigerated at 2 - 12 C
- Interfaces: USB, Ethernet, bidirectional LIS (HL7)

Item 3 - Biological safety cabinet, Class II Type A2
- Certified to EN 12469 or NSF/ANSI 49
- HEPA filters H14 (EN 1822) for downflow and exhaust
- Working width: 1.2 m (4 ft); inflow velocity not less than 0.5 m/s
- Audible and visual airflow alarm; UV lamp with interlock

Item 4 - Benchtop laboratory centrifuge
- Maximum speed not less than 4,000 rpm; swing-out rotor for 24 x 15 ml tubes
- Lid lock, imbalance detection, digital timer 1 - 99 minutes
- Conforms to IEC 61010-2-020
`,
  // p.16 Technical specs 2
  `
Item 5 - Binocular microscope with LED illumination
- Binocular head, 30 degree inclined, 360 degree rotatable
- Objectives: 4x, 10x, 40x and 100x (oil), achromatic; eyepieces 10x wide field
- LED illumination with intensity control; mechanical stage with coaxial controls
- Supplied with dust cover and immersion oil

Item 6 - Laboratory refrigerator, +2 to +8 C, 400 litres
- Forced-air circulation, digital temperature display and high/low temperature alarm
- Glass door with lock; adjustable shelves
- CFC-free refrigerant (R600a or R290)

Item 7 - Electrolyte analyser (Na+, K+, Cl-)
- Ion-selective electrode method; sample types: serum, plasma, whole blood, urine
- Results within 60 seconds; built-in thermal printer
- Interfaces: RS-232 and USB

Item 8 - Online double-conversion UPS, 3 kVA
- Output 3 kVA / 2.7 kW, pure sine wave; input voltage window 110 - 300 V AC
- Backup time: not less than 30 minutes at full load with external battery pack
- Conforms to IEC 62040-1 and IEC 62040-3

4. Inspections and Tests
The following inspections and tests shall be performed at the final destination: (a) physical inspection against
the packing list; (b) installation qualification and operational qualification for items 1, 2, 3 and 7 using
the manufacturer's protocols; (c) inflow and downflow velocity test for item 3 by a certified technician.
`,
  // p.17 GCC
  `
PART 3 - CONTRACT

SECTION VIII - GENERAL CONDITIONS OF CONTRACT

1. Definitions
1.1 (a) "Contract" means the Contract Agreement entered into between the Purchaser and the Supplier, together
with the Contract Documents referred to therein. (b) "Goods" means all of the commodities, raw material,
machinery and equipment, and/or other materials that the Supplier is required to supply to the Purchaser under
the Contract. (c) "Related Services" means the services incidental to the supply of the goods, such as insurance,
installation, training and initial maintenance.

4. Interpretation
4.2 (b) The meaning of any trade term and the rights and obligations of parties thereunder shall be as prescribed
by Incoterms, unless inconsistent with any provision of the Contract. The edition of Incoterms shall be as
specified in the SCC.

10. Settlement of Disputes
10.2 Any dispute between the Parties arising under or related to this Contract that cannot be settled amicably
may be referred to by either Party to adjudication/arbitration in accordance with the provisions specified in the
SCC.

16. Terms of Payment
16.1 The Contract Price, including any Advance Payments, if applicable, shall be paid as specified in the SCC.
16.4 The Purchaser shall make payments to the Supplier promptly, but in no case later than sixty (60) days after
submission of an invoice or request for payment by the Supplier.

18. Performance Security
18.1 The Supplier shall, within twenty-eight (28) days of the notification of contract award, provide a
performance security for the performance of the Contract in the amount specified in the SCC.

26. Delays in the Supplier's Performance
26.2 Except as provided under GCC Clause 32, a delay by the Supplier in the performance of its Delivery and
Completion obligations shall render the Supplier liable to the imposition of liquidated damages pursuant to GCC
Clause 27.

27. Liquidated Damages
27.1 If the Supplier fails to deliver any or all of the Goods by the Date(s) of delivery or perform the Related
Services within the period specified in the Contract, the Purchaser may deduct from the Contract Price, as
liquidated damages, a sum equivalent to the percentage specified in the SCC of the delivered price of the delayed
Goods or unperformed Services for each week or part thereof of delay until actual delivery or performance, up to a
maximum deduction of the percentage specified in those SCC.

28. Warranty
28.3 Unless otherwise specified in the SCC, the warranty shall remain valid for twelve (12) months after the
Goods, or any portion thereof as the case may be, have been delivered to and accepted at the final destination.
`,
  // p.18 SCC
  `
SECTION IX - SPECIAL CONDITIONS OF CONTRACT

The following Special Conditions of Contract (SCC) shall supplement and/or amend the General Conditions of Contract
(GCC). Whenever there is a conflict, the provisions herein shall prevail over those in the GCC.

GCC 1.1 (j) | The Purchaser is: Ministry of Health, State Department for Medical Services
GCC 1.1 (n) | The Project Site(s)/Final Destination(s) are: the laboratories of the twelve County Referral
Hospitals listed in Section VII.
GCC 4.2 (b) | The version edition of Incoterms shall be: Incoterms 2020
GCC 8.1 | For notices, the Purchaser's address shall be: Principal Secretary, State Department for Medical
Services, Afya House, Cathedral Road, P.O. Box 30016 - 00100, Nairobi, Kenya.
GCC 10.2 | The rules of procedure for arbitration proceedings pursuant to GCC Clause 10.2 shall be as follows:
(a) Contract with foreign Supplier: UNCITRAL Arbitration Rules; (b) Contract with Supplier national of the
Purchaser's country: the Nairobi Centre for International Arbitration Rules, with seat in Nairobi.
GCC 16.1 | Payment for Goods supplied shall be made as follows: (i) Advance payment: ten percent (10%) of the
Contract Price within thirty (30) days of signing of the Contract, against an advance payment guarantee for the
same amount; (ii) On delivery: seventy percent (70%) of the Contract Price of the Goods delivered, upon receipt of
the Goods and of the shipping documents; (iii) On acceptance: the remaining twenty percent (20%) of the Contract
Price of the Goods delivered, upon installation, commissioning and issue of the acceptance certificate.
GCC 18.1 | The amount of the Performance Security shall be: ten percent (10%) of the Contract Price, in the form
of a bank guarantee, valid until twenty-eight (28) days after the end of the warranty period.
GCC 27.1 | The liquidated damages shall be: 0.5% of the delivered price of the delayed Goods per week or part
thereof. The maximum amount of liquidated damages shall be: ten percent (10%) of the Contract Price.
GCC 28.3 | The period of validity of the Warranty shall be: twenty-four (24) months from acceptance at the final
destination.
GCC 33.1 | The Supplier shall make spare parts available for a period of seven (7) years after acceptance.
`,
];
