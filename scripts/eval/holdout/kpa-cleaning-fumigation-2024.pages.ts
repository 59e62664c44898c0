// Kenya Ports Authority: cleaning, fumigation and pest control services for two years, reserved for AGPO firms. A
// held-out non-consulting services tender in the PPRA layout, one string per PDF page. Its seeded defects and traps
// are listed in tests/fixtures/holdout/items.json (document kpa-cleaning-fumigation-2024.pdf).
export const pages: string[] = [
  // p.1 cover
  `
KENYA PORTS AUTHORITY



TENDER DOCUMENT FOR THE PROCUREMENT OF NON-CONSULTING SERVICES



TENDER NO. KPA/085/2024-25/ADM



PROVISION OF CLEANING, FUMIGATION AND PEST CONTROL SERVICES AT THE PORT OF MOMBASA,
EMBAKASI INLAND CONTAINER DEPOT (NAIROBI) AND NAIVASHA INLAND CONTAINER DEPOT
FOR A PERIOD OF TWO (2) YEARS



RESERVED FOR YOUTH, WOMEN AND PERSONS WITH DISABILITIES (AGPO)



OCTOBER, 2024



Kenya Ports Authority
Kilindini Road, P.O. Box 95009 - 80104, MOMBASA
Telephone: +254 41 211 2999
Email: procurement@kpa.co.ke
Website: www.kpa.co.ke
`,
  // p.2 invitation
  `
INVITATION TO TENDER

DATE: 14th October, 2024
TENDER NO. KPA/085/2024-25/ADM
TENDER NAME: PROVISION OF CLEANING, FUMIGATION AND PEST CONTROL SERVICES AT THE PORT OF MOMBASA, EMBAKASI ICD
AND NAIVASHA ICD FOR A PERIOD OF TWO (2) YEARS

1. The Kenya Ports Authority (KPA) invites sealed tenders from eligible candidates for the provision of cleaning,
fumigation and pest control services at the Port of Mombasa, Embakasi Inland Container Depot and Naivasha Inland
Container Depot for a period of two (2) years.

2. This tender is RESERVED for enterprises owned by Youth, Women and Persons with Disabilities that are registered
with the National Treasury under the Access to Government Procurement Opportunities (AGPO) programme.

3. Tendering will be conducted under open national tendering (reserved) using a standardized tender document for
the procurement of non-consulting services.

4. The tender document may be viewed and downloaded free of charge from www.kpa.co.ke or www.tenders.go.ke.
Tenderers who download the document must register their details with procurement@kpa.co.ke to receive addenda.

5. Tender documents shall be accompanied by a Tender Security of Kenya Shillings Two Hundred Thousand (Kshs.
200,000.00) in the form of a bank guarantee from a bank licensed by the Central Bank of Kenya, valid for one
hundred and fifty (150) days from the tender closing date.

6. Tender prices shall include all taxes and shall remain valid for one hundred and twenty (120) days from the
tender closing date.

7. A site visit and pre-tender conference will be held on Thursday, 24th October, 2024 at 10.00 a.m., starting at
the KPA Procurement Office, Ground Floor, Kipevu House, Kilindini Road, Mombasa. Attendance is optional.

8. Completed tenders must be delivered to the Tender Box at the Ground Floor, Kipevu House, Kilindini Road,
Mombasa, on or before Tuesday, 5th November, 2024 at 10.00 a.m. Electronic tenders will not be permitted.

9. Tenders will be opened immediately thereafter in the presence of the tenderers or their representatives who
choose to attend at the KPA Procurement Conference Room, Ground Floor, Kipevu House.

10. Late tenders will be rejected.

GENERAL MANAGER, SUPPLY CHAIN MANAGEMENT
FOR: MANAGING DIRECTOR
`,
  // p.3 contents
  `
TABLE OF CONTENTS

INVITATION TO TENDER ................................................................................................................ 2
PART 1 - TENDERING PROCEDURES
SECTION I - INSTRUCTIONS TO TENDERERS ........................................................................................ 4
SECTION II - TENDER DATA SHEET ..................................................................................................... 7
SECTION III - EVALUATION AND QUALIFICATION CRITERIA ............................................................... 9
SECTION IV - TENDERING FORMS .................................................................................................... 12
PART 2 - PROCURING ENTITY'S REQUIREMENTS
SECTION V - DESCRIPTION OF SERVICES .......................................................................................... 14
PART 3 - CONDITIONS OF CONTRACT AND CONTRACT FORMS
SECTION VI - GENERAL CONDITIONS OF CONTRACT ......................................................................... 16
SECTION VII - SPECIAL CONDITIONS OF CONTRACT ........................................................................ 17
SECTION VIII - CONTRACT FORMS (issued on award)


Abbreviations
AGPO - Access to Government Procurement Opportunities
ICD - Inland Container Depot
KPA - Kenya Ports Authority
NEMA - National Environment Management Authority
PCPB - Pest Control Products Board
PPE - Personal Protective Equipment
PPRA - Public Procurement Regulatory Authority
TDS - Tender Data Sheet
`,
  // p.4 ITT 1-9
  `
PART 1 - TENDERING PROCEDURES

SECTION I - INSTRUCTIONS TO TENDERERS

A. GENERAL PROVISIONS

1. Scope of Tender
1.1 The Procuring Entity, as indicated in the TDS, issues this tender document for the provision of Services as
specified in Section V, Description of Services. The name, identification and number of lots are specified in
the TDS.

2. Fraud and Corruption
2.1 The Procuring Entity requires compliance with the provisions of the Public Procurement and Asset Disposal Act,
2015, Section 62 "Declaration not to engage in corruption".

3. Eligible Tenderers
3.1 A Tenderer may be a firm that is a private entity, an individual or any combination of them in the form of a
joint venture (JV) under an existing agreement or with the intent to enter into such an agreement.
3.2 Public officers of the Procuring Entity, their spouses, children and business associates shall not
participate in the tender.
3.3 Where the TDS reserves the tender for a specified group, only tenderers registered by the National Treasury
in that group (AGPO) shall be eligible, and the tenderer shall submit a valid AGPO certificate.

4. Sections of Tender Document
4.1 The tender document consists of Parts 1, 2 and 3. The Invitation to Tender issued by the Procuring Entity is
not part of the tender document.

5. Site Visit
5.1 The Tenderer, at its own responsibility and risk, is encouraged to visit and examine the sites where the
Services are to be provided and obtain all information that may be necessary for preparing the tender. Where the
TDS provides for a site visit organised by the Procuring Entity, attendance shall not be mandatory and
non-attendance shall not be a cause for disqualification.

6. Pre-Tender Conference
6.1 A pre-tender conference shall be held if so specified in the TDS. Minutes of the conference, including the
text of the questions asked and the responses given, shall be published on the Procuring Entity's website.

7. Clarification of Tender Document
7.1 A Tenderer requiring any clarification of the tender document shall contact the Procuring Entity in writing at
the address specified in the TDS. The Procuring Entity will respond to any request for clarification received no
later than the period specified in the TDS, and shall publish its response on its website.

8. Amendment of Tender Document
8.1 At any time prior to the deadline for submission of tenders, the Procuring Entity may amend the tender
document by issuing addenda. Where an addendum is issued when less than one third of the time allowed for the
preparation of tenders remains, the deadline shall be extended.

9. Cost of Tendering
9.1 The Tenderer shall bear all costs associated with the preparation and submission of its tender.
`,
  // p.5 ITT 10-20
  `
B. PREPARATION OF TENDERS

10. Language of Tender
10.1 The tender and all correspondence shall be written in English.

11. Documents Comprising the Tender
11.1 The tender shall comprise: (a) the Form of Tender; (b) the Price Schedule; (c) the Tender Security or
Tender-Securing Declaration, as specified in the TDS; (d) the documents establishing eligibility and
qualifications listed in Section III; (e) the technical proposal (work methodology, staffing plan, equipment
list); and (f) any other document required in the TDS.

12. Prices and Discounts
12.1 The Tenderer shall quote all the prices in the Price Schedule. A price that is not quoted shall be deemed to
be included in the other prices. Prices quoted shall be fixed for the first year of the contract unless otherwise
specified in the SCC.

13. Currencies of Tender and Payment
13.1 The currency of the tender and of payment shall be Kenya Shillings.

14. Period of Validity of Tenders
14.1 Tenders shall remain valid for the period specified in the TDS. A tender valid for a shorter period shall be
rejected as non-responsive.
14.2 In exceptional circumstances the Procuring Entity may, before the validity expires, request tenderers to
extend the validity once by not more than thirty (30) days.

15. Tender Security and Tender-Securing Declaration
15.1 The Tenderer shall furnish as part of its tender, either a Tender-Securing Declaration or a Tender Security,
as specified in the TDS, in original form and, in the case of a Tender Security, in the amount and currency
specified in the TDS.
15.2 Where the tender is reserved for enterprises owned by youth, women or persons with disabilities, the
Tenderer shall furnish a Tender-Securing Declaration in the form provided in Section IV in place of a Tender
Security.
15.3 A Tender Security shall remain valid for at least thirty (30) days beyond the original period of validity of
the tender.
15.4 Any tender not accompanied by a substantially responsive Tender Security or Tender-Securing Declaration
shall be rejected as non-responsive.

16. Format and Signing of Tender
16.1 The Tenderer shall prepare one original of the tender, signed by a person duly authorized to sign on its
behalf, and the number of copies specified in the TDS.

C. SUBMISSION AND OPENING OF TENDERS

17. Deadline for Submission of Tenders
17.1 Tenders shall be received by the Procuring Entity at the address and no later than the date and time
specified in the TDS.

18. Tender Opening
18.1 The Procuring Entity shall open all tenders in public, in the presence of tenderers' designated
representatives, at the address, date and time specified in the TDS.
18.2 The total tender price read out at the tender opening shall be absolute and final and shall not be the
subject of correction, adjustment or amendment in any way by any person or entity.
`,
  // p.6 ITT 21-30
  `
D. EVALUATION AND COMPARISON OF TENDERS

19. Confidentiality
19.1 Information relating to the evaluation of tenders and recommendation of contract award shall not be disclosed
to tenderers or any other persons not officially concerned with the tendering process until the notification of
intention to award is transmitted to all tenderers.

20. Clarification of Tenders
20.1 To assist in the examination and evaluation of tenders, the Procuring Entity may ask any tenderer for a
clarification of its tender. No change in the prices or substance of the tender shall be sought, offered or
permitted.

21. Responsiveness of Tenders
21.1 A substantially responsive tender is one that meets the requirements of the tender document without material
deviation, reservation or omission. A material deviation is one that affects in any substantial way the scope,
quality or performance of the Services, or limits the Procuring Entity's rights or the Tenderer's obligations, or
whose rectification would unfairly affect the competitive position of other tenderers.

22. Evaluation of Tenders
22.1 The Procuring Entity shall evaluate tenders in the stages set out in Section III: preliminary examination,
technical evaluation and financial evaluation. Only tenderers that attain the minimum technical score specified
in the TDS shall proceed to financial evaluation.

23. Abnormally Low Tenders
23.1 Where the tender price appears abnormally low, the Procuring Entity may seek written clarification, including
a detailed price analysis demonstrating that the prices comply with the Regulation of Wages (General) Order.

E. AWARD OF CONTRACT

24. Award Criteria
24.1 The Procuring Entity shall award the contract to the successful tenderer whose tender has been determined to
be the lowest evaluated tender, provided that the tenderer passes the post-qualification.

25. Notification of Intention to Award and Standstill Period
25.1 The Procuring Entity shall notify all tenderers of its intention to award and shall not sign the contract
before the expiry of a standstill period of fourteen (14) days.

26. Performance Security
26.1 Within twenty-one (21) days of the notification of award, the successful tenderer shall furnish the
Performance Security specified in the TDS.

27. Procurement Related Complaints and Review
27.1 The procedures for making a procurement-related complaint are as specified in the TDS. A request for review
may be lodged with the Public Procurement Administrative Review Board within fourteen (14) days of notification.
`,
  // p.7 TDS A-C
  `
SECTION II - TENDER DATA SHEET

The following specific data shall complement, supplement or amend the provisions in the Instructions to Tenderers.
Whenever there is a conflict, the provisions herein shall prevail over those in the Instructions to Tenderers.

ITT Reference | Particulars

A. General
ITT 1.1 | The Procuring Entity is: Kenya Ports Authority (KPA)
ITT 1.1 | The reference number of the tender is: KPA/085/2024-25/ADM
ITT 1.1 | The name of the tender is: Provision of Cleaning, Fumigation and Pest Control Services at the Port of
Mombasa, Embakasi ICD and Naivasha ICD for a Period of Two (2) Years
ITT 1.1 | Number of lots: One (1) lot covering all three stations
ITT 3.1 | Maximum number of JV members: Two (2), both of whom shall be AGPO-registered
ITT 3.3 | Reservation: This tender is reserved for enterprises owned by Youth, Women and Persons with
Disabilities registered under AGPO.

B. Contents of Tender Document
ITT 5.1 | Site visit: A site visit will be held on Thursday, 24th October, 2024 at 10.00 a.m., assembling at the
KPA Procurement Office, Ground Floor, Kipevu House, Kilindini Road, Mombasa. Tenderers may visit Embakasi ICD
and Naivasha ICD on their own by prior arrangement with the respective Station Managers. Attendance is optional.
ITT 6.1 | Pre-tender conference: shall be held together with the site visit on 24th October, 2024.
ITT 7.1 | For clarification purposes, the Procuring Entity's address is: General Manager, Supply Chain
Management, Kenya Ports Authority, Kipevu House, P.O. Box 95009 - 80104, Mombasa. Email: procurement@kpa.co.ke
Requests for clarification shall be received by the Procuring Entity not later than Friday, 8th November, 2024
at 4.00 p.m.
ITT 8.1 | Addenda shall be published on www.kpa.co.ke and www.tenders.go.ke.

C. Preparation of Tenders
ITT 11.1 (f) | Additional documents: (i) the mandatory documents listed in Section III; (ii) a detailed work
methodology and staffing plan for each station; (iii) the list of equipment with proof of ownership or lease.
ITT 12.1 | Prices shall be fixed for the first twelve (12) months; adjustment in the second year shall be as
specified in the SCC.
`,
  // p.8 TDS C-F
  `
ITT 14.1 | The tender validity period shall be one hundred and twenty (120) days from the tender closing date.
ITT 15.1 | A Tender Security shall be required. The amount of the Tender Security shall be Kenya Shillings Two
Hundred Thousand (Kshs. 200,000.00) in the form of a bank guarantee from a bank licensed by the Central Bank of
Kenya. A Tender-Securing Declaration shall not be accepted.
ITT 15.3 | The Tender Security shall be valid for one hundred and fifty (150) days from the tender closing date.
ITT 16.1 | Number of copies of the tender in addition to the original: One (1)

D. Submission and Opening of Tenders
ITT 17.1 | For submission purposes only, the address is: Tender Box, Ground Floor, Kipevu House, Kilindini Road,
Mombasa. The deadline for submission of tenders is: Tuesday, 5th November, 2024 at 10.00 a.m.
Electronic submission: shall not be permitted.
ITT 18.1 | Tender opening: KPA Procurement Conference Room, Ground Floor, Kipevu House, 5th November, 2024 at
10.00 a.m., immediately after the deadline.

E. Evaluation and Comparison of Tenders
ITT 22.1 | Only tenderers who attain a minimum technical score of seventy percent (70%) shall proceed to financial
evaluation.
ITT 22.2 | Margin of preference: not applicable (reserved tender).

F. Award of Contract
ITT 24.1 | Award shall be made to the tenderer with the lowest evaluated tender price, as determined in Section
III, Part 3.
ITT 26.1 | Performance Security: five percent (5%) of the annual contract price, in the form of a bank guarantee
or an insurance guarantee from an insurance company approved by the PPRA.
ITT 27.1 | Complaints shall be addressed to: The Managing Director, Kenya Ports Authority, P.O. Box 95009 - 80104,
Mombasa. Email: md@kpa.co.ke
`,
  // p.9 Section III mandatory
  `
SECTION III - EVALUATION AND QUALIFICATION CRITERIA

PART 1 - PRELIMINARY EVALUATION (MANDATORY REQUIREMENTS)

Tenderers shall submit the following. Failure to comply with ANY of the requirements shall lead to automatic
disqualification.

No. | Mandatory Requirement | Yes/No
MR 1 | Copy of Certificate of Incorporation or Certificate of Registration | Yes / No
MR 2 | Copy of valid AGPO certificate (Youth, Women or Persons with Disabilities) issued by the National Treasury
| Yes / No
MR 3 | Copy of valid Tax Compliance Certificate | Yes / No
MR 4 | Tender Security of Kshs. 200,000.00 in the form of a bank guarantee, valid for 150 days from the tender
closing date | Yes / No
MR 5 | Copy of valid licence issued by the Pest Control Products Board (PCPB) to operate as a pest control
operator | Yes / No
MR 6 | Copy of valid NEMA licence for the transportation of waste | Yes / No
MR 7 | Valid ISO 9001:2015 (Quality), ISO 14001:2015 (Environment) and ISO 45001:2018 (Occupational Health and
Safety) certificates issued to the tenderer | Yes / No
MR 8 | Evidence of at least three (3) current or completed cleaning contracts with State Corporations, each of
an annual value of not less than Kshs. 50,000,000.00, in the last three (3) years (copies of contracts and
completion or recommendation letters) | Yes / No
MR 9 | Audited financial statements for the last three (3) years (2021, 2022 and 2023) | Yes / No
MR 10 | Duly filled, signed and stamped Form of Tender and Price Schedule | Yes / No
MR 11 | Duly filled Confidential Business Questionnaire and CR12 (for limited companies) | Yes / No
MR 12 | Copy of NSSF and SHIF compliance certificates | Yes / No
MR 13 | The tender must be spiral-bound with a table of contents, and every page must be serialized, initialled
and stamped. Tenders submitted in box files, ring binders or with loose pages shall be disqualified. | Yes / No
MR 14 | Signed declaration that the tenderer will pay its workers not less than the minimum wage under the
Regulation of Wages (General) (Amendment) Order in force | Yes / No

Tenderers who do not meet all the above mandatory requirements shall not proceed to the technical evaluation.
`,
  // p.10 Section III technical
  `
PART 2 - TECHNICAL EVALUATION

No. | Criterion | Scoring | Maximum Marks
A | Experience in provision of cleaning services (from the date of registration) | 1 - 3 years: 5 marks;
3 - 5 years: 10 marks; 5 years and above: 15 marks | 15
B | Similar assignments: reference letters from four (4) clients for whom the tenderer has provided cleaning
or fumigation services in the last three (3) years (5 marks per reference letter) | 4 x 5 marks | 20
C | Key personnel (CVs and certified certificates attached) | | 20
 | - Site Supervisor: Diploma in Environmental Health or Facilities Management, 3 years' experience | 10 |
 | - Pest Control Technician: Certificate in Pest Management, registered with the PCPB | 10 |
D | Equipment (proof of ownership or lease) | | 20
 | - Two (2) ride-on or walk-behind floor scrubbers | 5 |
 | - Four (4) industrial wet and dry vacuum cleaners | 5 |
 | - Two (2) motorised knapsack sprayers or ULV fogging machines | 5 |
 | - PPE for all staff (overalls, gloves, masks, safety boots, respirators for fumigation) | 5 |
E | Work methodology and staffing plan for each station (cleaning schedule, supervision, quality control, safety
and waste handling) | | 15
F | Number of permanent staff on the tenderer's payroll (NSSF returns for the last 3 months) | Below 50: 2
marks; 50 - 100: 5 marks; 100 - 200: 10 marks | 10
 | TOTAL | | 100

Tenderers who score seventy-five (75) marks and above shall proceed to the financial evaluation. Tenderers who
score below 75 marks shall not be considered further.
`,
  // p.11 Section III financial + post-qualification
  `
PART 3 - FINANCIAL EVALUATION

3.1 The financial evaluation shall be carried out on the Price Schedule in Section IV.
3.2 The evaluated tender price shall be the sum of: (a) the total of the monthly lump sums quoted in Part A of
the Price Schedule for the three stations, multiplied by twenty-four (24) months; and (b) the unit rates quoted
in Part B of the Price Schedule for fumigation and pest control.
3.3 The tender sum read out at the tender opening shall be absolute and final (ITT 18.2).
3.4 The Procuring Entity shall reject a tender whose price is below the cost of the minimum wage for the number of
staff proposed in the staffing plan, plus statutory deductions (ITT 23.1).
3.5 The tender with the lowest evaluated tender price shall be recommended for award, subject to
post-qualification.

PART 4 - POST-QUALIFICATION (DUE DILIGENCE)

4.1 The Procuring Entity may visit the premises of the lowest evaluated tenderer to confirm the equipment listed,
and contact the referees named in the reference letters.
4.2 The Procuring Entity shall confirm the validity of the AGPO, PCPB and NEMA licences with the issuing bodies.
4.3 A tenderer who is found to have given false information shall be disqualified and reported to the PPRA for
debarment.

PART 5 - AWARD

The contract shall be awarded to the tenderer with the lowest evaluated tender price that has attained the
minimum technical score and has passed the post-qualification. The Procuring Entity reserves the right to
terminate the procurement proceedings in accordance with section 63 of the Public Procurement and Asset Disposal
Act, 2015.
`,
  // p.12 Form of Tender + TSD
  `
SECTION IV - TENDERING FORMS

FORM OF TENDER

Date: ......................................
Tender No.: KPA/085/2024-25/ADM
To: The Managing Director, Kenya Ports Authority, P.O. Box 95009 - 80104, Mombasa

1. Having examined the tender document, including Addenda Nos. ............. [insert numbers], the receipt of
which is hereby acknowledged, we, the undersigned, offer to provide Cleaning, Fumigation and Pest Control Services
at the Port of Mombasa, Embakasi ICD and Naivasha ICD for a period of two (2) years, in conformity with the tender
document, for the sum shown in the Price Schedule attached herewith and made part of this tender.
2. We undertake, if our tender is accepted, to commence the Services within fourteen (14) days of signing the
contract.
3. Our tender shall be valid for the period specified in TDS ITT 14.1 from the date fixed for the tender closing
and shall remain binding upon us and may be accepted at any time before the expiration of that period.
4. We understand that you are not bound to accept the lowest or any tender you may receive.

Name of Tenderer: ................................................... Signature: ................................
In the capacity of: ................................. Duly authorized to sign for and on behalf of: ..................


TENDER-SECURING DECLARATION FORM
[The Tenderer shall complete this form in accordance with the instructions indicated]

Date: [insert date]   Tender No.: KPA/085/2024-25/ADM
To: Kenya Ports Authority

We, the undersigned, declare that:
1. We understand that, according to your conditions, tenders must be supported by a Tender-Securing Declaration.
2. We accept that we will automatically be suspended from being eligible for tendering in any contract with the
Procuring Entity for the period of time of [number of months or years] starting on [date], if we are in breach of
our obligation(s) under the tender conditions, because we (a) have withdrawn our tender during the tender validity
period; or (b) having been notified of the acceptance of our tender, fail or refuse to sign the contract or to
furnish the performance security.

Signed: [insert signature of person whose name and capacity are shown]
Name: [insert complete name of person signing]  In the capacity of: [insert legal capacity]
`,
  // p.13 Price schedule
  `
PRICE SCHEDULE

TENDER NO. KPA/058/2024-25/ADM
PROVISION OF CLEANING, FUMIGATION AND PEST CONTROL SERVICES FOR A PERIOD OF TWO (2) YEARS

PART A - CLEANING SERVICES (monthly lump sum)

Item | Station and area to be cleaned (see Section V) | Monthly charge (Kshs.) incl. VAT | Amount for 24 months
(Kshs.)
A1 | Port of Mombasa: offices, amenity blocks and yards (approx. 46,500 m2 internal, 120,000 m2 external) | |
A2 | Embakasi Inland Container Depot (approx. 9,800 m2 internal, 38,000 m2 external) | |
A3 | Naivasha Inland Container Depot (approx. 4,200 m2 internal, 25,000 m2 external) | |
 | TOTAL PART A (carried to summary) | |

PART B - FUMIGATION AND PEST CONTROL (unit rates)

Item | Description | Unit | Rate (Kshs.) incl. VAT
B1 | Fumigation of warehouses and sheds (phosphine, 72 hours exposure) | per m3 |
B2 | Fumigation of 20 ft containers on request of cargo owners or KEPHIS | per container (TEU) |
B3 | Fumigation of 40 ft containers | per container (FEU) |
B4 | Rodent control (baiting and trapping) in offices and warehouses | per call-out |
B5 | Control of crawling and flying insects (spraying or fogging) | per call-out |
B6 | Bird control at the grain terminal and sheds | per call-out |
 | TOTAL PART B (sum of rates B1 - B6, carried to summary) |

SUMMARY
Total Part A (24 months): Kshs. ................................
Total Part B (sum of rates): Kshs. ................................
TOTAL TENDER SUM: Kshs. ................................ (carried to the Form of Tender)

Note: The rates in Part B shall apply to all fumigation and pest control works ordered by the Procuring Entity
during the contract period. The Procuring Entity does not guarantee any minimum quantity of such works.

Name of Tenderer: ........................................ Signature and stamp: ..................................
`,
  // p.14 Description of services 1
  `
PART 2 - PROCURING ENTITY'S REQUIREMENTS

SECTION V - DESCRIPTION OF SERVICES

1. Background
Kenya Ports Authority requires a service provider to carry out cleaning, fumigation and pest control at the Port of
Mombasa, Embakasi Inland Container Depot (Nairobi) and Naivasha Inland Container Depot for two (2) years.

2. Scope of Cleaning Services
2.1 Daily cleaning (Monday to Sunday, 0600 - 1800 hours) of offices, corridors, staircases, washrooms, kitchens,
canteens, clinics, gatehouses and amenity blocks, including emptying of bins and removal of waste to designated
collection points.
2.2 Weekly: scrubbing of floors, cleaning of windows (internal) and of glass partitions, wiping of light fittings
within reach, and disinfection of washrooms.
2.3 Monthly: cleaning of external windows up to the second floor, high-level dusting and washing of the paved yards
around the office blocks.
2.4 Removal of weeds and litter from external areas and drains around office blocks and gates.

3. Minimum Staffing
Station | Cleaners | Supervisors
Port of Mombasa | 110 | 6
Embakasi ICD | 28 | 2
Naivasha ICD | 12 | 1
Staff shall be in clean uniform with identification badges and shall be paid not less than the statutory minimum
wage. The service provider shall provide KPA with monthly evidence of payment of salaries and statutory
deductions.

4. Scope of Fumigation and Pest Control
4.1 Fumigation of warehouses, sheds and containers on request, using phosphine or another fumigant registered by
the PCPB for the purpose, and in accordance with the KEPHIS requirements for phytosanitary treatment.
4.2 Quarterly control of rodents, cockroaches, bedbugs, mosquitoes and flies in all offices and amenity blocks,
and additional call-outs within 24 hours of a request.
4.3 All fumigation shall be supervised by a fumigator licensed by the PCPB. Fumigated areas shall be marked with
warning signs and gas-free certificates shall be issued before re-entry.
4.4 All pesticides shall be registered by the PCPB and used according to their label. Empty containers shall be
disposed of through a NEMA-licensed handler.
`,
  // p.15 Description of services 2 (materials)
  `
5. Materials and Consumables
The service provider shall supply all cleaning materials and consumables, of at least the following
specifications:

Item | Material | Specification
1 | Toilet tissue | 2-ply, 100% virgin pulp, 300 sheets per roll, KEBS Standardization Mark
2 | Hand wash | Dettol liquid hand wash, original, in 500 ml pump dispensers refilled from 5-litre containers
3 | Disinfectant | Dettol Antiseptic Liquid, diluted according to the manufacturer's instructions
4 | Floor cleaner | Neutral pH floor detergent, biodegradable, KEBS Standardization Mark
5 | Air freshener | Glade automatic spray units with refills, one per washroom
6 | Bin liners | Heavy-duty, 90 x 110 cm, black for general waste, yellow for clinical waste (clinics only)
7 | Fumigant | Aluminium phosphide 56% tablets (Phostoxin or equivalent), PCPB-registered
8 | Rodenticide | Bromadiolone 0.005% wax blocks, PCPB-registered, in tamper-resistant bait stations

6. Equipment
The service provider shall maintain at each station the equipment listed in its tender (floor scrubbers,
vacuum cleaners, pressure washers, ladders, sprayers and foggers) in good working condition, and replace any
defective equipment within forty-eight (48) hours.

7. Health, Safety and Environment
7.1 The service provider shall comply with the Occupational Safety and Health Act, 2007, and the KPA safety
rules applicable inside the port, including the wearing of high-visibility vests in operational areas.
7.2 Waste shall be segregated at source and handed over to the KPA-appointed waste handler at the designated
collection points.

8. Reporting and Performance Monitoring
8.1 The station supervisor shall submit a daily checklist signed by the KPA user department.
8.2 KPA shall carry out a monthly performance evaluation. Where the score is below 70%, KPA shall deduct the
amounts set out in the SCC from the monthly invoice.
`,
  // p.16 GCC
  `
PART 3 - CONDITIONS OF CONTRACT

SECTION VI - GENERAL CONDITIONS OF CONTRACT

1. Definitions
1.1 "Contract" means the agreement entered into between the Procuring Entity and the Service Provider, including
all attached documents. "Services" means the work to be performed by the Service Provider under the Contract.
"Service Provider" means the person or firm whose tender has been accepted by the Procuring Entity.

2. Commencement, Completion and Duration
2.1 The Service Provider shall commence the Services on the date stated in the SCC and shall carry them out for
the period stated in the SCC.

3. Standard of Performance
3.1 The Service Provider shall perform the Services with due diligence, efficiency and economy, in accordance with
generally accepted professional standards and practices.

4. Personnel
4.1 The Service Provider shall employ qualified and experienced personnel, and shall comply with all labour laws
in force in Kenya, including the payment of the statutory minimum wage and statutory deductions.

5. Payment
5.1 Payment shall be made monthly in arrears, within the period stated in the SCC, on the basis of the invoice
and the performance evaluation report for the month.

6. Price Adjustment
6.1 Prices shall be fixed unless the SCC provides for adjustment.

7. Performance Security
7.1 The Service Provider shall provide a performance security in the amount stated in the TDS, valid until thirty
(30) days after the end of the contract period.

8. Termination
8.1 The Procuring Entity may terminate the Contract by not less than thirty (30) days' written notice if the
Service Provider fails to remedy a failure in the performance of its obligations, or becomes insolvent.

9. Settlement of Disputes
9.1 The parties shall use their best efforts to settle amicably any dispute. Any dispute not so settled shall be
referred to arbitration under the Arbitration Act, 1995, in Mombasa.
`,
  // p.17 SCC
  `
SECTION VII - SPECIAL CONDITIONS OF CONTRACT

GCC Reference | Special Condition
GCC 2.1 | Commencement: within fourteen (14) days of signing the Contract. Duration: two (2) years from the
commencement date, subject to satisfactory annual performance evaluation.
GCC 5.1 | Payment shall be made monthly in arrears within thirty (30) days of receipt of a correct invoice
supported by the signed daily checklists, the monthly performance evaluation report and evidence of payment of
salaries and statutory deductions for the month.
GCC 6.1 | Price adjustment: prices shall be fixed for the first twelve (12) months. In the second year, the
Part A monthly charges may be adjusted once, by the percentage change in the statutory minimum wage, upon
written request supported by the relevant gazette notice.
GCC 7.1 | Performance security: five percent (5%) of the annual contract price (see TDS ITT 26.1).
GCC 8.2 | Deductions for non-performance: where the monthly performance score of a station is below 70%, one
percent (1%) of that station's monthly charge shall be deducted for each percentage point below 70%, up to a
maximum of ten percent (10%) of the monthly charge.
GCC 9.1 | Arbitrator: to be appointed by agreement of the parties, failing which by the Chairman of the Chartered
Institute of Arbitrators (Kenya Branch).
`,
];
