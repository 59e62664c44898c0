// County Government of Machakos: rehabilitation (gravelling) of the Kithimani - Masinga road. A held-out works
// tender in the PPRA works STD layout, one string per PDF page. Its seeded defects and traps are listed in
// tests/fixtures/holdout/items.json (document machakos-kithimani-masinga-road-2024.pdf).
export const pages: string[] = [
  // p.1 cover
  `
REPUBLIC OF KENYA

COUNTY GOVERNMENT OF MACHAKOS

DEPARTMENT OF ROADS, PUBLIC WORKS, TRANSPORT AND ENERGY



STANDARD TENDER DOCUMENT FOR PROCUREMENT OF WORKS

(OPEN NATIONAL TENDER)



TENDER NO. CGM/DRPWT/OT/014/2023-2024



TENDER FOR REHABILITATION OF KITHIMANI - MASINGA ROAD (GRAVELLING), 12.4 KM

MASINGA SUB-COUNTY



Issued on: 26th February, 2024



Procuring Entity:
County Government of Machakos
County Headquarters, Machakos Town
P.O. Box 1996 - 90100, MACHAKOS
Email: procurement@machakos.go.ke
Website: www.machakos.go.ke



Tender closing date: Thursday, 14th March, 2024 at 11.00 a.m.
`,
  // p.2 contents
  `
TABLE OF CONTENTS

INVITATION TO TENDER ........................................................................................................... 3
PART 1 - TENDERING PROCEDURES
SECTION I - INSTRUCTIONS TO TENDERERS (ITT) ............................................................................ 5
SECTION II - TENDER DATA SHEET (TDS) ........................................................................................ 8
SECTION III - EVALUATION AND QUALIFICATION CRITERIA ......................................................... 10
SECTION IV - TENDERING FORMS ................................................................................................. 12
PART 2 - WORK REQUIREMENTS
SECTION V - BILLS OF QUANTITIES ................................................................................................ 14
SECTION VI - SPECIFICATIONS ...................................................................................................... 16
SECTION VII - DRAWINGS (issued separately as Drawing Nos. MKS/RD/014/01 - 06)
PART 3 - CONDITIONS OF CONTRACT AND CONTRACT FORMS
SECTION VIII - GENERAL CONDITIONS OF CONTRACT (GCC) .......................................................... 17
SECTION IX - SPECIAL CONDITIONS OF CONTRACT (SCC) ............................................................... 18
SECTION X - CONTRACT FORMS (Notification of Intention to Award, Letter of Award, Contract Agreement,
Performance Security, Beneficial Ownership Disclosure) - available from the Procuring Entity on award



The Tenderer shall chronologically serialize all pages of the tender documents submitted.
`,
  // p.3 invitation
  `
INVITATION TO TENDER

PROCURING ENTITY: County Government of Machakos, Department of Roads, Public Works, Transport and Energy
CONTRACT NAME AND DESCRIPTION: Rehabilitation of Kithimani - Masinga Road (Gravelling), 12.4 km
TENDER NO. CGM/DRPWT/OT/014/2023-2024
DATE: 26th February, 2024

1. The County Government of Machakos invites sealed tenders from eligible and qualified contractors for the
rehabilitation of the Kithimani - Masinga Road (approximately 12.4 km) in Masinga Sub-County. The works comprise
bush clearing, reshaping of the carriageway, construction of culverts and mitre drains, and gravelling to a
compacted thickness of 150 mm.

2. Tendering will be conducted under the open competitive method (National Open Tender) using a standardized
tender document for procurement of works and is open to all qualified and interested tenderers.

3. Qualified and interested tenderers may obtain further information and inspect the tender document during
office hours, 0800 to 1700 hours, Monday to Friday (except public holidays), at the office of the Head of Supply
Chain Management, 1st Floor, County Headquarters, Machakos.

4. A complete set of tender documents may be viewed and downloaded electronically free of charge from the County
website www.machakos.go.ke or from the Public Procurement Information Portal www.tenders.go.ke. Tenderers who
download the tender document must forward their particulars immediately to procurement@machakos.go.ke to
facilitate any further clarification or addendum.

5. Tender prices shall be quoted in Kenya Shillings and shall include all taxes. Tenders shall remain valid for
one hundred and twenty-six (126) days from the date of the tender submission deadline.

6. All tenders must be accompanied by a Tender Security of Kenya Shillings Two Hundred and Fifty Thousand
(Kshs. 250,000.00) in the form of a bank guarantee or an insurance guarantee from an insurance company
approved by the Public Procurement Regulatory Authority (PPRA).

7. The Tenderer shall chronologically serialize all pages of the tender documents submitted.

8. Completed tenders must be delivered to the address below on or before Thursday, 14th March, 2024 at 11.00
a.m. Electronic tenders will not be permitted.

9. Tenders will be opened immediately after the deadline date and time specified above, or any dates and times
specified later, and will be publicly opened in the presence of the tenderers' designated representatives who
choose to attend, at the Tender Opening Hall, Ground Floor, County Headquarters, Machakos.

10. Late tenders will be rejected.
`,
  // p.4 invitation (cont.)
  `
11. The addresses referred to above are:

(A) Address for obtaining further information and for obtaining tender documents:
Head of Supply Chain Management, County Government of Machakos, 1st Floor, County Headquarters,
P.O. Box 1996 - 90100, Machakos. Tel: 044 2021 000. Email: procurement@machakos.go.ke

(B) Address for submission of tenders:
The County Secretary, County Government of Machakos, P.O. Box 1996 - 90100, Machakos. Tenders shall be
deposited in the Tender Box at the Ground Floor, County Headquarters, Machakos, in plain sealed envelopes
marked "TENDER NO. CGM/DRPWT/OT/014/2023-2024: REHABILITATION OF KITHIMANI - MASINGA ROAD (GRAVELLING)
- DO NOT OPEN BEFORE 14TH MARCH, 2024 AT 11.00 A.M."

(C) Address for opening of tenders:
Tender Opening Hall, Ground Floor, County Headquarters, Machakos.

12. Any canvassing or giving of false information will lead to automatic disqualification.

13. The County Government of Machakos reserves the right to accept or reject any tender in accordance with
section 63 of the Public Procurement and Asset Disposal Act, 2015.



Eng. Peter M. Mutua
Chief Officer - Roads, Public Works, Transport and Energy
For: County Secretary, County Government of Machakos
`,
  // p.5 ITT 1-9
  `
PART 1 - TENDERING PROCEDURES

SECTION I - INSTRUCTIONS TO TENDERERS

A. GENERAL

1. Scope of Tender
1.1 The Procuring Entity, as indicated in the TDS, issues this tender document for the procurement of Works as
specified in the TDS and Section V - Bills of Quantities. The name, identification and number of lots (contracts)
of this tender are specified in the TDS.
1.2 Throughout this tender document: (a) the term "in writing" means communicated in written form and delivered
against receipt; (b) except where the context requires otherwise, words indicating the singular also include the
plural and vice versa; and (c) "day" means calendar day, unless otherwise specified as "Business Day".

2. Fraud and Corruption
2.1 The Procuring Entity requires compliance with the provisions of the Public Procurement and Asset Disposal Act,
2015, Section 62 "Declaration not to engage in corruption". The tender submission shall include a declaration that
the Tenderer shall not engage in any corrupt or fraudulent practice.

3. Eligible Tenderers
3.1 A Tenderer may be a firm that is a private entity, a state-owned enterprise, an individual or any combination
of such entities in the form of a joint venture (JV). In the case of a JV, all members shall be jointly and
severally liable. The maximum number of JV members shall be specified in the TDS.
3.2 A Tenderer shall not have a conflict of interest. A Tenderer that has been debarred by the PPRA shall be
ineligible to be awarded a contract.
3.3 Foreign tenderers shall, where the TDS so specifies, source at least forty percent (40%) of their supplies and
labour from citizen contractors in accordance with section 157 of the Act.

4. Sections of Tender Document
4.1 The tender document consists of Parts 1, 2 and 3, which include all the Sections specified below, and which
should be read in conjunction with any Addenda issued in accordance with ITT 9. The Invitation to Tender issued by
the Procuring Entity is not part of this tender document.

5. Site Visit
5.1 The Tenderer, at the Tenderer's own responsibility and risk, is encouraged to visit and examine the Site of
the Required Works and its surroundings and obtain all information that may be necessary for preparing the tender
and entering into a contract for construction of the Works. The costs of visiting the Site shall be at the
Tenderer's own expense.
5.2 The Procuring Entity may organise a site visit on the date, time and place specified in the TDS.
Non-attendance at the site visit will not be a cause for disqualification of a Tenderer.

6. Pre-Tender Meeting
6.1 The Procuring Entity may, if so stated in the TDS, hold a pre-tender meeting. Minutes of the meeting shall be
published on the Procuring Entity's website and sent to all who obtained the tender document.

7. Clarification of Tender Document
7.1 A Tenderer requiring any clarification of the tender document shall contact the Procuring Entity in writing at
the Procuring Entity's address specified in the TDS. The Procuring Entity will respond in writing to any request
for clarification, provided that such request is received no later than the period specified in the TDS prior to
the deadline for submission of tenders.

8. Amendment of Tender Document
8.1 At any time prior to the deadline for submission of tenders, the Procuring Entity may amend the tender
document by issuing addenda. Where an addendum is issued when less than one third of the time allowed for the
preparation of tenders remains, the Procuring Entity shall extend the deadline for submission of tenders.
`,
  // p.6 ITT 9-22
  `
B. PREPARATION OF TENDERS

9. Cost of Tendering
9.1 The Tenderer shall bear all costs associated with the preparation and submission of its tender.

10. Language of Tender
10.1 The tender and all correspondence shall be written in English.

11. Documents Comprising the Tender
11.1 The tender shall comprise the Form of Tender, the priced Bills of Quantities, the Tender Security, the
documents establishing the Tenderer's eligibility and qualifications required in Section III, and any other
document required in the TDS.

12. Alternative Tenders
12.1 Unless otherwise specified in the TDS, alternative tenders shall not be considered.

13. Tender Prices and Discounts
13.1 The Tenderer shall fill in rates and prices for all items of the Works described in the Bills of Quantities.
Items against which no rate or price is entered by the Tenderer will not be paid for when executed and shall be
deemed covered by the rates for other items and prices in the Bills of Quantities.
13.2 The price to be quoted in the Form of Tender shall be the total price of the tender, including any discounts
offered.
13.3 Unless otherwise provided in the TDS and the Conditions of Contract, the prices quoted by the Tenderer shall
be fixed.

14. Currencies of Tender and Payment
14.1 The currency of the tender and of payment shall be as specified in the TDS.

15. Period of Validity of Tenders
15.1 Tenders shall remain valid for the Tender Validity period specified in the TDS. The Tender Validity period
starts from the date fixed for the tender submission deadline. A tender valid for a shorter period shall be
rejected by the Procuring Entity as non-responsive.
15.2 In exceptional circumstances, prior to the expiry of the tender validity period, the Procuring Entity may
request Tenderers to extend the period of validity of their tenders, once, by not more than thirty (30) days.

16. Tender Security
16.1 The Tenderer shall furnish as part of its tender, either a Tender-Securing Declaration or a Tender Security,
as specified in the TDS, in original form and, in the case of a Tender Security, in the amount and currency
specified in the TDS.
16.2 The Tender Security shall be, at the Tenderer's option, in any of the following forms: (a) cash; (b) a bank
guarantee; (c) a guarantee by an insurance company registered and licensed by the Insurance Regulatory Authority
and listed by the PPRA; or (d) a guarantee issued by a financial institution approved and licensed by the Central
Bank of Kenya, as specified in the TDS.
16.3 The Tender Security shall remain valid for the period specified in the TDS, which shall be at least thirty
(30) days beyond the original period of validity of the tender.

17. Format and Signing of Tender
17.1 The Tenderer shall prepare one original of the documents comprising the tender and clearly mark it
"ORIGINAL", together with the number of copies specified in the TDS, each marked "COPY". In the event of any
discrepancy between the original and the copies, the original shall prevail.
17.2 The original and all copies of the tender shall be typed or written in indelible ink and shall be signed by a
person duly authorized to sign on behalf of the Tenderer.
`,
  // p.7 ITT 18-end
  `
C. SUBMISSION AND OPENING OF TENDERS

18. Sealing, Marking and Deadline for Submission of Tenders
18.1 Tenders shall be received by the Procuring Entity at the address and no later than the date and time
specified in the TDS. When so specified in the TDS, Tenderers shall have the option of submitting their tenders
electronically.
18.2 Any tender received by the Procuring Entity after the deadline for submission of tenders shall be declared
late, rejected and returned unopened to the Tenderer.

19. Tender Opening
19.1 The Procuring Entity shall conduct the tender opening in public, in the presence of Tenderers' designated
representatives and anyone who chooses to attend, at the address, date and time specified in the TDS.
19.2 The total tender price read out at the tender opening shall be absolute and final and shall not be the
subject of correction, adjustment or amendment in any way by any person or entity.

D. EVALUATION AND COMPARISON OF TENDERS

20. Confidentiality
20.1 Information relating to the evaluation of tenders and recommendation of contract award shall not be disclosed
to Tenderers or any other persons not officially concerned with the tendering process until the Notification of
Intention to Award the Contract is transmitted to all Tenderers.

21. Responsiveness of Tenders
21.1 The Procuring Entity's determination of a tender's responsiveness is to be based on the contents of the tender
itself. A substantially responsive tender is one that meets the requirements of the tender document without
material deviation, reservation or omission.

22. Evaluation of Tenders
22.1 The Procuring Entity shall use the criteria and methodologies listed in this ITT and Section III, Evaluation
and Qualification Criteria. No other evaluation criteria or methodologies shall be permitted.

23. Margin of Preference and Reservations
23.1 A margin of preference on local contractors may be allowed only when the contract is open to international
competitive tendering and only if so specified in the TDS.

E. AWARD OF CONTRACT

24. Award Criteria
24.1 The Procuring Entity shall award the Contract to the successful tenderer whose tender has been determined to
be the Lowest Evaluated Tender, provided that the Tenderer is determined to be qualified to perform the contract
satisfactorily.

25. Notification of Intention to Award and Standstill Period
25.1 The Procuring Entity shall notify all Tenderers of its intention to award. The Contract shall not be signed
earlier than the expiry of a Standstill Period of fourteen (14) days to allow any dissatisfied Tenderer to lodge
a complaint.

26. Performance Security
26.1 Within twenty-one (21) days of the receipt of the Letter of Award, the successful Tenderer shall furnish the
Performance Security in the amount and form specified in the TDS.

27. Procurement Related Complaints
27.1 The procedures for making procurement-related complaints are as specified in the TDS. A request for review
may be made to the Public Procurement Administrative Review Board within fourteen (14) days of the occurrence of
the breach complained of, or of notification of the outcome.
`,
  // p.8 TDS A-C
  `
SECTION II - TENDER DATA SHEET (TDS)

The following specific data shall complement, supplement or amend the provisions in the Instructions to Tenderers
(ITT). Whenever there is a conflict, the provisions herein shall prevail over those in the ITT.

ITT Reference | PARTICULARS OF APPENDIX TO INSTRUCTIONS TO TENDERERS

A. General
ITT 1.1 | The reference number of the Invitation to Tender is: CGM/DRPWT/OT/014/2023-2024
ITT 1.1 | The Procuring Entity is: County Government of Machakos, Department of Roads, Public Works, Transport
and Energy
ITT 1.1 | The name of the Contract is: Rehabilitation of Kithimani - Masinga Road (Gravelling), 12.4 km,
Masinga Sub-County
ITT 1.1 | The number and identification of lots comprising this tender is: One (1) lot
ITT 1.1 | Source of funds: County Government of Machakos, Road Maintenance Levy Fund allocation, Financial Year
2023/2024
ITT 3.1 | Maximum number of members in a Joint Venture (JV) shall be: Three (3)
ITT 3.3 | Local sourcing by foreign tenderers: Not applicable (Open National Tender)

B. Contents of Tender Document
ITT 5.2 | Site visit: No site visit will be organised by the Procuring Entity. Tenderers may visit the site on
their own at their own cost.
ITT 6.1 | Pre-tender meeting: There shall be no pre-tender meeting for this tender.
ITT 7.1 | For clarification of tender purposes only, the Procuring Entity's address is:
Attention: ______________________ , Head of Supply Chain Management
Address: 1st Floor, County Headquarters, P.O. Box 1996 - 90100, Machakos
Electronic mail address: procurement@machakos.go.ke
Requests for clarification should be received by the Procuring Entity not later than [insert number] days
before the tender submission deadline.
ITT 8.1 | Addenda will be published on www.machakos.go.ke and www.tenders.go.ke and sent to all tenderers who
registered their particulars.

C. Preparation of Tenders
ITT 11.1 | The Tenderer shall submit the following additional documents with its tender: (a) the documents
listed in Section III, Part 1 (Preliminary Evaluation); (b) a work programme and method statement; (c) the
Schedule of Key Personnel and Schedule of Equipment in Section IV.
ITT 12.1 | Alternative tenders: shall not be permitted.
ITT 13.3 | The prices quoted by the Tenderer shall be: fixed. Price adjustment shall not apply.
ITT 14.1 | The currency of the tender and of payment shall be: Kenya Shillings (Kshs.)
`,
  // p.9 TDS 15-27
  `
ITT 15.1 | The Tender validity period shall be one hundred and twenty-six (126) days from the tender submission
deadline.
ITT 16.1 | A Tender-Securing Declaration shall not be required.
A Tender Security shall be required. The amount and currency of the Tender Security shall be Kenya Shillings
Three Hundred Thousand (Kshs. 300,000.00).
ITT 16.2 | The Tender Security shall be in the form of a bank guarantee from a bank licensed by the Central Bank of
Kenya or a guarantee from an insurance company approved by the PPRA, in the format provided in Section IV.
ITT 16.3 | The Tender Security shall be valid for one hundred and forty (140) days from the date of the tender
submission deadline.
ITT 17.1 | In addition to the original of the tender, the number of copies is: One (1)
ITT 17.2 | The written confirmation of authorization to sign on behalf of the Tenderer shall consist of: a Power of
Attorney or Board resolution.

D. Submission and Opening of Tenders
ITT 18.1 | For tender submission purposes only, the Procuring Entity's address is: The County Secretary,
County Government of Machakos, Tender Box, Ground Floor, County Headquarters, Machakos.
The deadline for tender submission is: Date: Thursday, 14th March, 2024. Time: 11.00 a.m.
Tenderers shall not have the option of submitting their tenders electronically.
ITT 19.1 | The tender opening shall take place at: Tender Opening Hall, Ground Floor, County Headquarters,
Machakos. Date: 14th March, 2024. Time: 11.00 a.m., immediately after the deadline.

E. Evaluation and Comparison of Tenders
ITT 22.1 | Evaluation shall be carried out in three stages: preliminary (mandatory) evaluation, technical
evaluation (scored) and financial evaluation, as set out in Section III. Tenderers who attain a minimum
technical score of seventy (70) marks shall proceed to financial evaluation.
ITT 23.1 | A margin of preference shall not apply. Reservation: not applicable.

F. Award of Contract
ITT 24.1 | The contract shall be awarded to the tenderer with the lowest evaluated tender price among the tenderers
that pass the technical evaluation, subject to post-qualification.
ITT 26.1 | The Performance Security shall be five percent (5%) of the Contract Price in the form of a bank guarantee
or an insurance guarantee from a PPRA-approved insurance company.
ITT 27.1 | The procedures for making a procurement-related complaint are detailed in the Notice of Intention to
Award the Contract. Complaints shall be addressed to: The County Secretary, County Government of Machakos, P.O.
Box 1996 - 90100, Machakos. Email: countysecretary@machakos.go.ke
`,
  // p.10 Section III preliminary
  `
SECTION III - EVALUATION AND QUALIFICATION CRITERIA

1. General Provisions
Tenders shall be evaluated in three stages. A tender that fails any mandatory requirement in Stage 1 shall be
declared non-responsive and shall not be evaluated further.

STAGE 1 - PRELIMINARY EVALUATION (MANDATORY REQUIREMENTS)

No. | Requirement | Complied (Yes/No)
MR 1 | Copy of Certificate of Incorporation or Certificate of Registration of business name | Yes / No
MR 2 | Copy of valid Tax Compliance Certificate from the Kenya Revenue Authority | Yes / No
MR 3 | Valid registration with the National Construction Authority (NCA) in Category NCA 3 (Roads and Other
Civil Works) or higher, together with a valid Annual Practising Licence | Yes / No
MR 4 | Tender Security of Kenya Shillings Three Hundred Thousand (Kshs. 300,000.00) from a bank or a
PPRA-approved insurance company, valid for 140 days from the tender closing date | Yes / No
MR 5 | Duly filled, signed and stamped Form of Tender | Yes / No
MR 6 | Duly filled and signed Confidential Business Questionnaire | Yes / No
MR 7 | Copy of CR12 issued within the last six (6) months (for limited companies) | Yes / No
MR 8 | Duly signed Certificate of Site Visit (Form SV) countersigned by the Sub-County Roads Engineer,
Masinga. Tenderers without the certificate shall be disqualified. | Yes / No
MR 9 | Signed self-declaration forms (not debarred; not engaged in corruption; no conflict of interest) | Yes / No
MR 10 | Copy of valid Single Business Permit | Yes / No
MR 11 | Average annual construction turnover of at least Kenya Shillings Four Hundred Million
(Kshs. 400,000,000.00) in the last five (5) years, supported by audited accounts | Yes / No

Only tenderers that comply with ALL the mandatory requirements above shall proceed to Stage 2.

STAGE 2 - QUALIFICATION: KEY PERSONNEL (minimum requirements)

The Tenderer shall propose the following key personnel, with certified copies of academic and professional
certificates and detailed curriculum vitae signed by the person proposed:

Position | Minimum qualification and experience
Site Agent / Contract Manager | Master's degree in Civil or Highway Engineering; registered Professional
Engineer with the Engineers Board of Kenya (EBK); at least fifteen (15) years' post-registration experience in
road construction
Road Foreman | Diploma in Civil Engineering; at least five (5) years' experience in gravel road works
Surveyor | Diploma in Land Surveying or Civil Engineering; at least three (3) years' experience

A tenderer who does not propose a Site Agent meeting ALL the minimum requirements above shall not be considered
further.
`,
  // p.11 Section III technical scoring + financial
  `
STAGE 3 - TECHNICAL EVALUATION (SCORED)

No. | Criterion | Maximum Marks
A | KEY PERSONNEL | 30
 | Site Agent (qualifications and relevant experience, as above) | 15
 | Road Foreman | 10
 | Surveyor | 5
B | KEY EQUIPMENT (owned, with logbooks, or leased, with lease agreement) | 25
 | Motor grader, 140 hp minimum (CAT 140H or equivalent) | 5
 | Vibratory roller, 10 tonnes minimum | 5
 | Water bowser, 10,000 litres minimum | 5
 | Four (4) tipper trucks, 10 m3 minimum | 5
 | Wheel loader or excavator | 5
C | EXPERIENCE IN SIMILAR WORKS | 20
 | Two (2) completed contracts of gravel or earth road construction or rehabilitation, each of value not less
than Kshs. 30,000,000.00, in the last five (5) years, with completion certificates (10 marks each) | 20
D | WORK PROGRAMME AND METHOD STATEMENT | 20
 | Work programme (bar chart) consistent with the Intended Completion Date | 10
 | Method statement covering gravel sourcing, haulage, compaction and quality control | 10
E | FINANCIAL CAPACITY | 10
 | Audited financial statements for the last three (3) years (2021, 2022 and 2023) | 5
 | Evidence of access to a line of credit of at least Kshs. 10,000,000.00 from a bank | 5
 | TOTAL | 100

The minimum technical score for a tender to proceed to financial evaluation is seventy (70) marks.

STAGE 4 - FINANCIAL EVALUATION
(a) The tender sum read out at the tender opening shall be absolute and final and shall not be subject to
correction (ITT 19.2). A tender whose priced Bills of Quantities contain arithmetic errors shall be evaluated
on the tender sum read out.
(b) Tenders shall be ranked on the tender sum. The Procuring Entity may reject a tender that it determines to be
abnormally low.

STAGE 5 - POST-QUALIFICATION
The Procuring Entity shall verify the information provided by the lowest evaluated tenderer, including physical
inspection of the listed equipment and confirmation of the completion certificates with the issuing entities.

AWARD: The contract shall be awarded to the tenderer with the lowest evaluated tender price that has passed the
technical evaluation and the post-qualification.
`,
  // p.12 Form of Tender
  `
SECTION IV - TENDERING FORMS

FORM OF TENDER

Date of this Tender submission: ........................................ [insert date]
Tender No.: CGM/DRPWT/OT/014/2023-2024
Invitation to Tender: Rehabilitation of Kithimani - Masinga Road (Gravelling), 12.4 km

To: The County Secretary, County Government of Machakos

We, the undersigned Tenderer, hereby submit our Tender, in one part, and make the following declarations:

(a) No reservations: We have examined and have no reservations to the tender document, including Addenda issued
in accordance with ITT 8.
(b) Eligibility: We meet the eligibility requirements and have no conflict of interest in accordance with ITT 3.
(c) Tender-Securing Declaration / Tender Security: We have not been suspended nor declared ineligible by the
Procuring Entity.
(d) Conformity: We offer to execute in conformity with the tender document the following Works:
Rehabilitation of Kithimani - Masinga Road (Gravelling), 12.4 km.
(e) Tender Price: The total price of our Tender, excluding any discounts offered in item (f) below, is:
Kenya Shillings ................................................................ [insert amount in words and figures]
(f) Discounts: The discounts offered and the methodology for their application are: ..........................
(g) Tender Validity Period: Our Tender shall be valid for the period specified in TDS ITT 15.1 (as amended, if
applicable) from the date fixed for the tender submission deadline, and it shall remain binding upon us and may
be accepted at any time before the expiration of that period.
(h) Performance Security: If our Tender is accepted, we commit to obtain a Performance Security in accordance
with the tender document.
(i) Completion: We undertake, if our Tender is accepted, to commence the Works on the Start Date and to complete
the whole of the Works by the Intended Completion Date stated in the Special Conditions of Contract.
(j) Binding Contract: We understand that this Tender, together with your written acceptance thereof included in
your Letter of Award, shall constitute a binding contract between us, until a formal contract is prepared and
executed.
(k) Not Bound to Accept: We understand that you are not bound to accept the lowest evaluated cost tender or any
other tender that you may receive.
(l) Fraud and Corruption: We hereby certify that we have taken steps to ensure that no person acting for us or on
our behalf engages in any type of fraud and corruption.

Name of the Tenderer: ............................................................
Name of the person duly authorized to sign the Tender on behalf of the Tenderer: ......................................
Title of the person signing the Tender: ..................................
Signature of the person named above: ...................................
Date signed: ........................... day of ..........................., ...........
`,
  // p.13 security form + site visit certificate
  `
TENDER SECURITY FORM (BANK OR INSURANCE GUARANTEE)

[The bank or insurance company shall fill in this form on its letterhead in accordance with the instructions
indicated.]

Beneficiary: County Government of Machakos, P.O. Box 1996 - 90100, Machakos
Tender No.: CGM/DRPWT/OT/014/2023-2024
Date: [insert date of issue]
TENDER GUARANTEE No.: [insert guarantee reference number]
Guarantor: [insert name and address of place of issue]

We have been informed that [insert name of the Tenderer] (hereinafter called "the Applicant") has submitted or
will submit to the Beneficiary its Tender (hereinafter called "the Tender") for the execution of Rehabilitation of
Kithimani - Masinga Road (Gravelling) under Invitation to Tender No. CGM/DRPWT/OT/014/2023-2024.

At the request of the Applicant, we, as Guarantor, hereby irrevocably undertake to pay the Beneficiary any sum or
sums not exceeding in total an amount of [insert amount in figures and words] upon receipt by us of the
Beneficiary's complying demand, supported by the Beneficiary's statement, stating that the Applicant is in breach
of its obligation(s) under the tender conditions, because the Applicant: (a) has withdrawn its Tender during the
period of tender validity; or (b) having been notified of the acceptance of its Tender by the Beneficiary during
the period of tender validity, fails or refuses to execute the Contract or to furnish the Performance Security.

This guarantee will expire: (a) if the Applicant is the successful Tenderer, upon our receipt of copies of the
contract agreement signed by the Applicant and the Performance Security; or (b) if the Applicant is not the
successful Tenderer, upon the earlier of (i) our receipt of a copy of the Beneficiary's notification of the
result of the tendering process; or (ii) [insert expiry date].

[signature(s)]


FORM SV - CERTIFICATE OF SITE VISIT

This is to certify that Mr./Ms. ................................................ representing
M/s ........................................................................................... visited the site of the
Rehabilitation of Kithimani - Masinga Road (Gravelling) on ........................ (date) and acquainted
himself/herself with the site conditions, gravel sources and access.

Signed (Tenderer's representative): ........................................ Date: ......................

Countersigned (Sub-County Roads Engineer, Masinga): ................................ Date: ..................
Official stamp:
`,
  // p.14 BoQ bills 1-2
  `
PART 2 - WORK REQUIREMENTS

SECTION V - BILLS OF QUANTITIES

Preamble
1. The Bills of Quantities shall be read in conjunction with the Instructions to Tenderers, the Conditions of
Contract, the Specifications and the Drawings.
2. The quantities given in the Bills of Quantities are estimated and provisional, and are given to provide a
common basis for tendering. Payment will be made for the actual quantities of work ordered and carried out, as
measured by the Contractor and verified by the Project Manager, and valued at the rates and prices tendered.
3. The rates and prices tendered shall, except insofar as it is otherwise provided under the Contract, include all
constructional plant, labour, supervision, materials, erection, maintenance, insurance, profit, taxes and duties,
together with all general risks, liabilities and obligations set out or implied in the Contract.
4. A rate or price shall be entered against each item in the priced Bills of Quantities, whether quantities are
stated or not.
5. Clause numbers refer to the Standard Specification for Road and Bridge Construction (Ministry of Roads, 1986).

BILL NO. 1 - PRELIMINARIES AND GENERAL

Item | Description | Unit | Qty | Rate (Kshs.) | Amount (Kshs.)
01-50-001 | Contractor's All Risks insurance and third-party insurance | Sum | 1 | |
01-50-002 | Provide, maintain and remove on completion the Engineer's site office (as Spec. Clause 105) | Month |
6 | |
01-50-003 | Provide survey equipment and setting out of the works | Sum | 1 | |
01-50-004 | Traffic control and diversions during construction | Sum | 1 | |
01-60-001 | Materials testing at the Materials Testing and Research Division (MTRD) - Provisional Sum | PS | 1 |
| 500,000.00
Total carried to Grand Summary

BILL NO. 2 - SITE CLEARANCE AND EARTHWORKS

Item | Description | Unit | Qty | Rate (Kshs.) | Amount (Kshs.)
02-50-001 | Clear site of bush and grass, road reserve width 10 m | Ha | 12.4 | |
02-50-002 | Remove trees and stumps of girth 0.5 m to 1.0 m | No. | 40 | |
02-70-001 | Reshape existing carriageway to camber, including grading and compaction | Km | 12.4 | |
02-70-002 | Excavate in soft material and cut to spoil | m3 | 3,500 | |
02-70-003 | Fill from borrow, compacted to 95% MDD (AASHTO T180) | m3 | 2,800 | |
02-70-004 | Excavate and replace soft spots, with non-woven geotextile | m2 | 600 | |
Total carried to Grand Summary
`,
  // p.15 BoQ bills 3-4, summary
  `
BILL NO. 3 - CULVERTS AND DRAINAGE WORKS

Item | Description | Unit | Qty | Rate (Kshs.) | Amount (Kshs.)
03-50-001 | Excavation for culverts in soft material to 1.5 m depth | m3 | | |
03-50-002 | Supply and lay 600 mm diameter precast concrete culvert pipes, including bedding | m | | |
03-50-003 | Supply and lay 900 mm diameter precast concrete culvert pipes, including bedding | m | | |
03-60-001 | Construct masonry headwalls and wingwalls, class 20/20 concrete foundation | No. | | |
03-70-001 | Excavate mitre drains, including turnouts | m | | |
03-70-002 | Construct stone-pitched scour checks | No. | | |
Total carried to Grand Summary (quantities to be determined on site by the Project Manager)

BILL NO. 4 - GRAVELLING

Item | Description | Unit | Qty | Rate (Kshs.) | Amount (Kshs.)
04-50-001 | Provide, haul, place and compact natural gravel wearing course to 150 mm compacted thickness, 95% MDD
(AASHTO T180), including free haul of 1 km | m3 | 11,160 | |
04-50-002 | Overhaul of gravel beyond the free-haul distance of 1 km | m3-km | 55,800 | |
04-50-003 | Open up and rehabilitate gravel borrow pits on completion | m2 | 8,000 | |
Total carried to Grand Summary

GRAND SUMMARY

Bill No. | Description | Amount (Kshs.)
1 | Preliminaries and General |
2 | Site Clearance and Earthworks |
3 | Culverts and Drainage Works |
4 | Gravelling |
 | Sub-total |
 | Add 10% contingencies |
 | Sub-total |
 | Add 16% VAT |
 | TOTAL TENDER SUM CARRIED TO FORM OF TENDER |

Name of Tenderer: ........................................ Signature and stamp: ....................................
`,
  // p.16 Specifications
  `
SECTION VI - SPECIFICATIONS

6.1 General
The works shall be executed in accordance with the Standard Specification for Road and Bridge Construction,
1986 Edition, of the Ministry of Roads, as supplemented by these Special Specifications. Where the two conflict,
these Special Specifications shall prevail.

6.2 Site Clearance
Site clearance shall be carried out over the full width of the road reserve as shown on the drawings. All
cleared material shall be disposed of at locations approved by the Project Manager.

6.3 Gravel Wearing Course
(a) Gravel shall be natural gravel from approved borrow pits with a plasticity index between 5 and 20, a maximum
particle size of 37.5 mm and a soaked CBR of not less than 20% at 95% MDD (AASHTO T180).
(b) The gravel shall be placed and compacted in one layer to a compacted thickness of 150 mm and a width of 6.0 m,
with a crossfall of 4% to each side.
(c) Compaction shall be tested at intervals not exceeding 100 m, alternately on each side of the centre line.

6.4 Culverts and Drainage
(a) Culvert pipes shall be precast concrete pipes complying with BS 5911 or KS equivalent, laid on a bed of class
15/20 concrete.
(b) Headwalls shall be of approved natural stone masonry in cement mortar 1:3.

6.5 Geotextile
Soft spots shall be excavated to a depth instructed by the Project Manager and backfilled with selected material
over a non-woven needle-punched geotextile of minimum mass 200 g/m2 (Bidim A24 or equivalent approved).

6.6 Roofing and Ceilings
(a) Roofing shall be pre-painted galvanised iron sheets of 28 gauge, box profile, fixed to treated cypress
purlins at 900 mm centres with roofing screws and neoprene washers.
(b) Ceilings shall be 9 mm gypsum board on galvanised steel brandering, finished with PVC cornices and two coats
of emulsion paint.
(c) Rainwater goods shall be PVC gutters and downpipes of 100 mm diameter.

6.7 Materials Testing
All materials testing shall be carried out at the Materials Testing and Research Division (MTRD) or a laboratory
approved by the Project Manager, and the cost shall be met from the Provisional Sum in Bill No. 1.

6.8 Environmental and Social Safeguards
The Contractor shall restore borrow pits, control dust by watering, and give priority to local labour for
unskilled work.
`,
  // p.17 GCC
  `
PART 3 - CONDITIONS OF CONTRACT AND CONTRACT FORMS

SECTION VIII - GENERAL CONDITIONS OF CONTRACT (GCC)

1. Definitions
1.1 "Contract" means the Contract Agreement entered into between the Procuring Entity and the Contractor together
with the documents referred to therein. "Intended Completion Date" is the date on which it is intended that the
Contractor shall complete the Works, as specified in the SCC. "Start Date" is given in the SCC. "Project Manager"
is the person named in the SCC who is responsible for supervising the execution of the Works.

2. Interpretation
2.1 The documents forming the Contract shall be interpreted in the following order of priority: (a) Agreement;
(b) Letter of Acceptance; (c) Contractor's Tender; (d) Special Conditions of Contract; (e) General Conditions of
Contract; (f) Specifications; (g) Drawings; (h) Bills of Quantities; and (i) any other document listed in the SCC.

3. Possession of the Site and Commencement
3.1 The Procuring Entity shall give possession of all parts of the Site to the Contractor. The Contractor may
commence execution of the Works on the Start Date and shall carry out the Works in accordance with the Program
submitted by the Contractor, and complete them by the Intended Completion Date.

4. Program
4.1 Within the time stated in the SCC, the Contractor shall submit to the Project Manager for approval a Program
showing the general methods, arrangements, order and timing for all the activities in the Works.

5. Defects Liability
5.1 The Project Manager shall give notice to the Contractor of any Defects before the end of the Defects
Liability Period, which begins at Completion and is defined in the SCC.

6. Payment
6.1 The Contractor shall submit to the Project Manager monthly statements of the estimated value of the work
executed. The Project Manager shall certify the amount within fourteen (14) days, and the Procuring Entity shall
pay the amount certified within the period stated in the SCC.
6.2 The Procuring Entity shall retain from each payment due to the Contractor the proportion stated in the SCC
until Completion of the whole of the Works.

7. Liquidated Damages
7.1 The Contractor shall pay liquidated damages to the Procuring Entity at the rate per day stated in the SCC for
each day that the Completion Date is later than the Intended Completion Date, subject to the maximum stated in the
SCC.

8. Performance Security
8.1 The Performance Security shall be provided to the Procuring Entity no later than the date specified in the
Letter of Acceptance and shall be issued in an amount specified in the SCC.

9. Termination
9.1 The Procuring Entity or the Contractor may terminate the Contract if the other party causes a fundamental
breach of the Contract, including where the Contractor stops work for 28 days when no stoppage of work is shown
on the current Program and the stoppage has not been authorised by the Project Manager.
`,
  // p.18 SCC
  `
SECTION IX - SPECIAL CONDITIONS OF CONTRACT (SCC)

The following Special Conditions of Contract shall supplement the General Conditions of Contract. Whenever there is
a conflict, the provisions herein shall prevail over those in the GCC.

GCC Reference | Special Condition
GCC 1.1 | The Procuring Entity is: County Government of Machakos, represented by the Chief Officer, Roads, Public
Works, Transport and Energy.
GCC 1.1 | The Project Manager is: the County Director of Roads, County Government of Machakos.
GCC 1.1 | The Site is located at: Kithimani - Masinga Road, Masinga Sub-County, Machakos County, as shown on
Drawing No. MKS/RD/014/01.
GCC 1.1 | The Start Date shall be: the date of handing over of the Site, which shall be within fourteen (14) days
of signing the Contract.
GCC 1.1 | The Intended Completion Date for the whole of the Works shall be ________ months from the Start Date.
GCC 2.1 | The following documents also form part of the Contract: the Addenda; the minutes of any pre-contract
meeting.
GCC 4.1 | The Contractor shall submit a Program for the Works within fourteen (14) days of the Letter of
Acceptance.
GCC 5.1 | The Defects Liability Period is: three hundred and sixty-five (365) days from the date of Completion.
GCC 6.1 | The Procuring Entity shall pay certified amounts within sixty (60) days of certification.
GCC 6.2 | The proportion of payments retained is: ten percent (10%) of each certified amount, up to a limit of
five percent (5%) of the Contract Price. Half of the retention shall be released on Completion and the balance at
the end of the Defects Liability Period.
GCC 7.1 | The liquidated damages for the whole of the Works are 0.05% of the final Contract Price per day. The
maximum amount of liquidated damages for the whole of the Works is ten percent (10%) of the final Contract Price.
GCC 8.1 | The Performance Security shall be five percent (5%) of the Contract Price, in the form of a bank
guarantee or an insurance guarantee from a PPRA-approved insurance company, valid until twenty-eight (28) days
after the date of Completion.
GCC 9.1 | Advance payment: No advance payment shall be made under this Contract.
GCC 9.2 | Price adjustment: The Contract Price shall not be subject to adjustment for changes in the cost of inputs.
GCC 9.3 | Dispute resolution: Disputes shall be referred to an Adjudicator agreed by the parties, failing which
appointed by the Chairman of the Institution of Engineers of Kenya, and thereafter to arbitration under the
Arbitration Act, 1995.
`,
];
