// Moi Teaching and Referral Hospital: supply and delivery of hospital linen and staff uniforms (Kenyan goods STD
// layout, 2022 revision). Written for the second blind held-out set; see make.ts for the reviewer's items.
export const pages: string[] = [
  // 1 cover
  `MOI TEACHING AND REFERRAL HOSPITAL

P.O. Box 3 - 30100, Nandi Road, ELDORET, KENYA
Tel: 053 203 3471/2/3 | Email: procurement@mtrh.go.ke | Website: www.mtrh.go.ke



TENDER DOCUMENT

FOR

SUPPLY AND DELIVERY OF HOSPITAL LINEN, THEATRE ATTIRE AND STAFF UNIFORMS


TENDER NO. MTRH/T/47/2024-2025


OPEN NATIONAL TENDER



Closing date: Tuesday, 20th May 2025



APRIL 2025




"Excellence in Healthcare, Training and Research"`,

  // 2 contents
  `TABLE OF CONTENTS

INVITATION TO TENDER ........................................................................................ 3

PART 1 - TENDERING PROCEDURES
SECTION I - INSTRUCTIONS TO TENDERERS ................................................................... 5
SECTION II - TENDER DATA SHEET (TDS) ...................................................................... 8
SECTION III - EVALUATION AND QUALIFICATION CRITERIA .................................................. 10
SECTION IV - TENDERING FORMS ................................................................................. 12
      Form of Tender ........................................................................................... 12
      Price Schedule of Goods .................................................................................. 13

PART 2 - PROCURING ENTITY'S REQUIREMENTS
SECTION V - SCHEDULE OF REQUIREMENTS AND TECHNICAL SPECIFICATIONS ...................................... 14

PART 3 - CONDITIONS OF CONTRACT AND CONTRACT FORMS
SECTION VI - GENERAL CONDITIONS OF CONTRACT ................................................................ 17
SECTION VII - SPECIAL CONDITIONS OF CONTRACT .............................................................. 17
SECTION VIII - CONTRACT FORMS ................................................................................ 18
      Form of Tender Security (Bank or Insurance Guarantee) .................................................. 18`,

  // 3 invitation
  `INVITATION TO TENDER

PROCURING ENTITY: Moi Teaching and Referral Hospital (MTRH), P.O. Box 3-30100, Eldoret
CONTRACT NAME AND DESCRIPTION: Supply and Delivery of Hospital Linen, Theatre Attire and Staff Uniforms
TENDER NO.: MTRH/T/47/2024-2025
DATE: 29th April 2025

1. Moi Teaching and Referral Hospital invites sealed tenders from eligible tenderers for the supply and
delivery of hospital linen, theatre attire and staff uniforms as itemised in Section V of this document.
Delivery shall be made to the Central Linen Store, MTRH main campus, Eldoret.

2. Tendering will be conducted under open national competitive method (National Open Tender) using a
standardized tender document. Tendering is open to all qualified and interested tenderers.

3. Qualified and interested tenderers may obtain further information and inspect the tender documents
during office hours 0800 to 1700 hours at the Supply Chain Management Office, Administration Block,
Ground Floor, Room 14.

4. A complete set of tender documents may be viewed and downloaded by interested tenderers free of
charge from the hospital website www.mtrh.go.ke or the Public Procurement Information Portal
www.tenders.go.ke. Tenderers who download the document must forward their particulars to
procurement@mtrh.go.ke to facilitate any further clarification or addendum.

5. Tender documents may be viewed and downloaded for free from the website www.mtrh.go.ke.

6. Tenders shall be quoted in Kenya Shillings and shall include all customs, excise and other duties and
taxes, and shall remain valid for one hundred and fifty (150) days from the tender closing date.

7. All tenders must be accompanied by a Tender Security of Kenya Shillings Two Hundred and Fifty
Thousand (Kshs. 250,000.00) in the form of a bank guarantee or a guarantee from an insurance company
approved by the Public Procurement Regulatory Authority.

8. The Tenderer shall chronologically serialize all pages of the tender documents submitted.

9. Completed tenders must be delivered to the address below on or before Tuesday, 20th May 2025 at
10.00 a.m. Electronic tenders will not be permitted.

10. Tenders will be opened immediately after the deadline date and time specified above or any
deadline date and time specified later. Tenders will be publicly opened in the presence of the
tenderers' designated representatives who choose to attend at the address below.

11. Late tenders will be rejected.`,

  // 4 invitation continued
  `12. The addresses referred to above are:

A. Address for obtaining further information on the tender
Head of Supply Chain Management, Moi Teaching and Referral Hospital, Administration Block,
Ground Floor, Room 14, Nandi Road, Eldoret. Email: procurement@mtrh.go.ke

B. Address for submission of tenders
The Chief Executive Officer, Moi Teaching and Referral Hospital, P.O. Box 3-30100, ELDORET.
Tenders shall be deposited in the Tender Box located at the entrance of the Administration Block.

C. Address for opening of tenders
Board Room, 2nd Floor, Administration Block, MTRH.

13. This tender is NOT reserved. Youth, women and persons with disabilities registered under the AGPO
programme are encouraged to participate.



Signed:


DR. PHILIP K. KIRWA
CHIEF EXECUTIVE OFFICER
MOI TEACHING AND REFERRAL HOSPITAL`,

  // 5 ITT
  `PART 1 - TENDERING PROCEDURES

SECTION I - INSTRUCTIONS TO TENDERERS

A. GENERAL PROVISIONS

1. Scope of Tender
1.1 The Procuring Entity, as indicated in the TDS, issues this tendering document for the supply of
Goods and, where applicable, any Related Services incidental thereto, as specified in Section V,
Supply Requirements. The name, identification and number of lots (contracts) of this Tender are
specified in the TDS.

2. Definitions
2.1 Unless the context otherwise requires, throughout this tendering document: a) the term "in writing"
means communicated in written form (e.g. by mail, e-mail, fax, including if specified in the TDS,
distributed or received through the electronic-procurement system used by the Procuring Entity) with
proof of receipt; b) if the context so requires, "singular" means "plural" and vice versa; and
c) "Day" means calendar day, unless otherwise specified as "Business Day".

3. Fraud and Corruption
3.1 The Procuring Entity requires compliance with the provisions of the Public Procurement and Asset
Disposal Act, 2015, Section 62 "Declaration not to engage in corruption". The tender submitted by a
person shall include a declaration that the person shall not engage in any corrupt or fraudulent
practice and a declaration that the person or his or her sub-contractors are not debarred from
participating in public procurement proceedings.
3.2 The Procuring Entity requires compliance with the provisions of the Competition Act, 2010,
regarding collusive practices in contracting.

4. Eligible Tenderers
4.1 A Tenderer may be a firm that is a private entity, a state-owned enterprise or institution subject
to ITT 4.6, or any combination of such entities in the form of a joint venture (JV) under an existing
agreement or with the intent to enter into such an agreement supported by a letter of intent.
4.2 Public Officers of the Procuring Entity, their spouses, children, parents, brothers or sisters, and
firms in which they have a substantial or controlling interest shall not be eligible to tender.
4.3 A Tenderer shall not have a conflict of interest. Any Tenderer found to have a conflict of interest
shall be disqualified.
4.12 Tenderers shall be registered with the relevant body where the law so requires, as specified in
the TDS. Registration shall not be a condition for tender.

5. Eligible Goods and Related Services
5.1 All goods supplied under this contract shall be of Kenyan origin or from eligible source countries.
5.2 To the extent possible, goods shall be sourced locally and shall comply with the local content
requirements of the Act.

6. Sections of Tendering Document
6.1 The tendering document consists of Parts 1, 2 and 3, which include all the sections specified
below, and which should be read in conjunction with any Addenda issued in accordance with ITT 8.
6.2 The Invitation to Tender is not part of the tendering document.`,

  // 6 ITT continued
  `7. Clarification of Tendering Document
7.1 A Tenderer requiring any clarification of the tendering document shall contact the Procuring Entity
in writing at the Procuring Entity's address specified in the TDS. The Procuring Entity will respond in
writing to any request for clarification, provided that such request is received no later than the
period specified in the TDS prior to the deadline for submission of tenders.

8. Amendment of Tendering Document
8.1 At any time prior to the deadline for submission of Tenders, the Procuring Entity may amend the
tendering document by issuing addenda. Where an addendum is issued when the time remaining is less
than one third of the time allowed for the preparation of tenders, the deadline shall be extended.

11. Documents Comprising the Tender
11.1 The Tender shall comprise the following: a) Form of Tender; b) Price Schedules; c) Tender Security
or Tender-Securing Declaration; d) alternative Tender, if permissible; e) authorization; f) qualification
documents; g) conformity documents; and h) any other document required in the TDS.

13. Alternative Tenders
13.1 Unless otherwise specified in the TDS, alternative Tenders shall not be considered.

14. Tender Prices and Discounts
14.1 The prices and discounts quoted by the Tenderer in the Form of Tender and in the Price Schedules
shall conform to the requirements specified below. All items in the Schedule of Requirements must be
listed and priced separately.

16. Documents Establishing Conformity of the Goods
16.1 Standards for workmanship, process, material, and equipment, as well as references to brand names
or catalogue numbers specified by the Procuring Entity in the Schedule of Requirements, are intended to
be descriptive only and not restrictive.
16.4 Where the TDS so requires, the Tenderer shall provide samples of the Goods.

18. Period of Validity of Tenders
18.1 Tenders shall remain valid for the Tender Validity period specified in the TDS. The Tender
Validity period starts from the date fixed for the Tender submission deadline.
18.2 In exceptional circumstances the Procuring Entity may request Tenderers to extend the period of
validity of their Tenders, for not more than thirty (30) days.

19. Tender Security
19.1 The Tenderer shall furnish as part of its Tender, either a Tender-Securing Declaration or a Tender
Security as specified in the TDS, in original form and, in the case of a Tender Security, in the
amount and currency specified in the TDS.
19.3 If a Tender Security is specified pursuant to ITT 19.1, the Tender Security shall be a demand
guarantee at the Tenderer's option in any of the following forms: i) cash; ii) a bank guarantee;
iii) a guarantee by an insurance company registered and licensed by the Insurance Regulatory Authority
listed by the Authority; iv) a letter of credit; or v) guarantee by a deposit taking microfinance
institution, Sacco society, the Youth Enterprise Development Fund or the Women Enterprise Fund.
19.4 The Tender Security shall be valid for thirty (30) days beyond the original date of expiry of the
Tender validity period, or beyond any period of extension if requested under ITT 18.2.`,

  // 7 ITT continued
  `D. SUBMISSION AND OPENING OF TENDERS

22. Deadline for Submission of Tenders
22.1 Tenders must be received by the Procuring Entity at the address and no later than the date and
time specified in the TDS.

25. Tender Opening
25.1 The Procuring Entity shall conduct the Tender opening in public, in the presence of Tenderers'
designated representatives who choose to attend, and at the address, date and time specified in the TDS.

E. EVALUATION AND COMPARISON OF TENDERS

29. Determination of Responsiveness
29.1 The Procuring Entity's determination of a Tender's responsiveness is to be based on the contents
of the Tender itself. A substantially responsive Tender is one that meets the requirements of the
tendering document without material deviation, reservation, or omission.

30. Non-conformities, Errors and Omissions
30.1 Provided that a Tender is substantially responsive, the Procuring Entity may waive any
nonconformity in the Tender that does not constitute a material deviation.
30.3 The tender sum as submitted and read out during the tender opening shall be absolute and final
and shall not be the subject of correction, adjustment or amendment in any way by any person or entity.

33. Margin of Preference
33.1 A margin of preference may be allowed only when the contract is open to international tendering
and the TDS so specifies.

34. Evaluation of Tenders
34.1 The Procuring Entity shall use the criteria and methodologies listed in this ITT and Section III,
Evaluation and Qualification Criteria. No other evaluation criteria or methodologies shall be permitted.

35. Comparison of Tenders
35.1 The Procuring Entity shall compare the evaluated costs of all substantially responsive Tenders to
determine the lowest evaluated tender.

F. AWARD OF CONTRACT

39. Award Criteria
39.1 The Procuring Entity shall award the Contract to the successful tenderer whose tender has been
determined to be the Lowest Evaluated Tender, provided that such Tenderer is determined to be
qualified to perform the Contract satisfactorily.

41. Notice of Intention to Enter into a Contract and Standstill Period
41.1 The Contract shall not be signed before the expiry of a standstill period of fourteen (14) days
from the date of the Notification of Intention to Enter into a Contract.

45. Performance Security
45.1 Within twenty-one (21) days of the receipt of the notification of award, the successful Tenderer
shall furnish the performance security in accordance with the General Conditions of Contract.`,

  // 8 TDS part 1
  `SECTION II - TENDER DATA SHEET (TDS)

The following specific data for the goods to be procured shall complement, supplement, or amend the
provisions in the Instructions to Tenderers (ITT). Whenever there is a conflict, the provisions herein
shall prevail over those in ITT.

PARTICULARS OF APPENDIX TO INSTRUCTIONS TO TENDERERS

ITT Reference | Particulars
--------------|--------------------------------------------------------------------------------------
A. General
ITT 1.1       | The reference number of the Tender is: MTRH/T/47/2024-2025
              | The name of the Tender is: Supply and Delivery of Hospital Linen, Theatre Attire and
              | Staff Uniforms. Number of lots: One (1). Award shall be on the whole tender.
ITT 4.12      | Registration: Tenderers shall be registered under the Registration of Business Names
              | Act or the Companies Act, 2015.
B. Contents of Tendering Document
ITT 7.1       | For clarification purposes only, the Procuring Entity's address is:
              | Attention: Head of Supply Chain Management, Administration Block, Room 14,
              | Email: procurement@mtrh.go.ke
              | Requests for clarification should be received by the Procuring Entity no later than
              | ______ days prior to the tender submission deadline.
ITT 7.4       | There shall be no pre-tender conference for this tender. A site visit is not required.
C. Preparation of Tenders
ITT 10.1      | The language of the Tender is English.
ITT 11.1(h)   | The Tenderer shall submit the following additional documents in its Tender:
              | [insert any additional documents required]
ITT 13.1      | Alternative Tenders [shall / shall not] be permitted.
ITT 14.5      | The prices quoted by the Tenderer shall be fixed for the duration of the contract.
ITT 15.1      | The Tenderer is required to quote in Kenya Shillings.
ITT 16.4      | Samples: Not required for this tender.
ITT 18.1      | The Tender validity period shall be [150] days.
ITT 19.1      | A Tender Security shall be required. A Tender-Securing Declaration shall not be required.
              | The amount and currency of the Tender Security shall be Kenya Shillings Two Hundred and
              | Fifty Thousand (KES 250,000.00) in the form of a bank guarantee or a guarantee issued by
              | an insurance company approved by PPRA. The Tender Security shall remain valid up to
              | 16th October 2025.`,

  // 9 TDS part 2
  `ITT Reference | Particulars
--------------|--------------------------------------------------------------------------------------
ITT 20.1      | In addition to the original of the Tender, the number of copies is: One (1) copy.
ITT 20.3      | The written confirmation of authorization to sign on behalf of the Tenderer shall
              | consist of: a Power of Attorney commissioned by a Commissioner for Oaths.
D. Submission and Opening of Tenders
ITT 21.1      | Tenderers shall not have the option of submitting their Tenders electronically.
ITT 22.1      | For Tender submission purposes only, the Procuring Entity's address is:
              | The Chief Executive Officer, Moi Teaching and Referral Hospital, P.O. Box 3-30100,
              | Eldoret. Tender Box at the entrance of the Administration Block.
              | The deadline for Tender submission is:
              | Date: Tuesday, 20th May 2025
              | Time: 11.00 a.m. (East African Time)
ITT 25.1      | The Tender opening shall take place at: Board Room, 2nd Floor, Administration Block,
              | MTRH, immediately after the deadline for submission of tenders.
E. Evaluation and Comparison of Tenders
ITT 33.1      | A margin of preference shall not apply. This is an open national tender.
ITT 34.1      | The evaluation shall be in the following stages: preliminary (mandatory) requirements,
              | technical evaluation, financial evaluation and due diligence, as set out in Section III.
ITT 34.5      | Award will be on the whole tender; partial tenders will not be considered.
F. Award of Contract
ITT 40.1      | The maximum percentage by which quantities may be increased is: 20%.
              | The maximum percentage by which quantities may be decreased is: 20%.
ITT 45.1      | Performance security: 10% of the contract price, in the form of a bank guarantee.
ITT 48.1      | The procedures for making a Procurement-related Complaint are detailed in the "Notice of
              | Intention to Award the Contract" herein and are also available from the PPRA website
              | www.ppra.go.ke. Complaints to: The Chief Executive Officer, MTRH, P.O. Box 3-30100 Eldoret.`,

  // 10 Section III preliminary
  `SECTION III - EVALUATION AND QUALIFICATION CRITERIA

1. General Provisions
The tenders will be evaluated in the following stages: Stage 1 Preliminary (mandatory) evaluation,
Stage 2 Technical evaluation, Stage 3 Financial evaluation, and Stage 4 Due diligence. Tenders that do
not meet any one of the mandatory requirements shall be declared non-responsive and shall not proceed
to the next stage.

2. Stage 1: Preliminary Evaluation (Mandatory Requirements)

No.  | Requirement                                                                     | YES | NO
-----|---------------------------------------------------------------------------------|-----|----
MR1  | Copy of Certificate of Incorporation or Registration                            |     |
MR2  | Valid Tax Compliance Certificate from KRA                                       |     |
MR3  | Copy of CR12 issued within the last twelve (12) months (limited companies)      |     |
MR4  | Duly filled, signed and stamped Form of Tender                                  |     |
MR5  | Tender Security of KES 250,000.00 from a bank or a PPRA-approved insurance      |     |
     | company, valid up to 16th October 2025, in the format provided                  |     |
MR6  | Duly filled and signed Confidential Business Questionnaire                      |     |
MR7  | Signed Self-Declaration that the tenderer is not debarred (Form SD1) and        |     |
     | will not engage in corrupt or fraudulent practice (Form SD2)                    |     |
MR8  | Evidence that the tenderer owns a textile manufacturing plant in Kenya (title   |     |
     | deed or lease of the factory premises, and factory registration certificate     |     |
     | from DOSHS) with at least five (5) years of continuous manufacturing            |     |
MR9  | Current membership certificate of the Kenya Association of Manufacturers (KAM)  |     |
MR10 | Valid ISO 13485:2016 (Medical Devices Quality Management System) certificate    |     |
     | in the name of the tenderer                                                     |     |
MR11 | The tender document shall be spiral bound. Every page of the tender shall be   |     |
     | serialized, stamped with the tenderer's official rubber stamp and initialled.  |     |
     | Tenders in box files or loose leaves shall be disqualified                     |     |
MR12 | Audited financial statements for the last three years (2021, 2022 and 2023)    |     |

Note: Tenderers who fail to meet any of the requirements MR1 - MR12 shall be disqualified at this stage.`,

  // 11 technical and financial
  `3. Stage 2: Technical Evaluation

3.1 Compliance with specifications. Each item offered shall be checked against the technical
specifications in Section V on a complies / does not comply basis. Tenders that do not comply with the
specification of any item shall not be considered further.

3.2 Samples. Tenderers shall submit one (1) sample of each item in the Price Schedule, labelled with the
tenderer's name and tender number, to the Linen Manager, Central Linen Store, on or before the tender
closing date. Failure to submit samples of all items shall lead to automatic disqualification.

3.3 Scored technical criteria

No. | Criterion                                                                            | Max marks
----|--------------------------------------------------------------------------------------|----------
T1  | Experience in supply of hospital linen and uniforms: copies of LPOs/contracts from     | 30
    | hospitals in the last three (3) years (10 marks per contract, maximum 3)              |
T2  | Evaluation of samples against the specification (workmanship, fabric weight, seams,    | 25
    | colour fastness and labelling)                                                         |
T3  | Financial capability: average annual turnover for the last 3 years                    | 20
    | Above KES 30 million - 20 marks; KES 15 million to 30 million - 12 marks;              |
    | below KES 15 million - 5 marks                                                         |
T4  | After-sales support: evidence of a service centre within 50 km of Eldoret and at       | 15
    | least two factory-trained technicians for installation, calibration and preventive    |
    | maintenance of the equipment                                                           |
T5  | Delivery schedule and production capacity (work plan showing delivery within 60 days) | 15
    | TOTAL                                                                                  | 100

Tenderers must attain a minimum technical score of seventy (70) marks to proceed to financial
evaluation.

4. Stage 3: Financial Evaluation
The technically responsive tender with the lowest evaluated total price for all items (quantities in
the Price Schedule multiplied by the unit prices) shall be recommended for award, subject to due
diligence. Prices shall be compared inclusive of VAT and delivery to the Central Linen Store.

5. Margin of Preference
If the TDS so specifies, a margin of preference shall be applied in accordance with the Act to goods
manufactured in Kenya. (See ITT 33.1 of the TDS.)

6. Stage 4: Due Diligence (Post-qualification)
The Procuring Entity may confirm the information provided by the lowest evaluated tenderer, including
by visiting its premises and contacting the referees. A negative finding on a material fact shall lead to
disqualification.`,

  // 12 form of tender
  `SECTION IV - TENDERING FORMS

FORM OF TENDER

INSTRUCTIONS TO TENDERERS: i) All italicized text is to help Tenderers in preparing this form.
ii) Tenderers must prepare this Form of Tender on stationery with its letterhead clearly showing the
Tenderer's complete name and business address.

Date of this Tender submission: [insert date (as day, month and year) of Tender submission]
Tender No.: MTRH/T/47/2024-2025
Request for Tender No.: [insert identification]
Alternative No.: [insert identification No if this is a Tender for an alternative]

To: Moi Teaching and Referral Hospital, P.O. Box 3-30100, Eldoret

a) No reservations: We have examined and have no reservations to the tendering document, including
Addenda issued in accordance with ITT 8;
b) Eligibility: We meet the eligibility requirements and have no conflict of interest in accordance
with ITT 4;
c) Tender-Securing Declaration: We have not been suspended nor declared ineligible by the Procuring
Entity based on execution of a Tender-Securing Declaration in Kenya;
d) Conformity: We offer to supply in conformity with the tendering document the following Goods:
[insert a brief description of the Goods and Related Services];
e) Tender Price: The total price of our Tender, excluding any discounts offered in item (f) below is:
Kenya Shillings [insert amount in words and figures];
f) Discounts: The discounts offered and the methodology for their application are: [specify];
g) Tender Validity Period: Our Tender shall be valid for the period of 150 days from the date fixed for
the Tender submission deadline in accordance with the TDS, and it shall remain binding upon us and may
be accepted at any time before the expiration of that period;
h) Performance Security: If our Tender is accepted, we commit to obtain a performance security in
accordance with the tendering document;
i) One Tender Per Tenderer: We are not submitting any other Tender(s) as an individual Tenderer;
j) Commissions, gratuities and fees: We have paid, or will pay the following commissions: [insert].

Name of the Tenderer: [insert complete name of Tenderer]
Name of the person duly authorized to sign the Tender: [insert complete name of person]
Title of the person signing the Tender: [insert complete title]
Signature: ______________________        Date: ____________________
Tenderer's official stamp:`,

  // 13 price schedule
  `PRICE SCHEDULE OF GOODS

Tender No. MTRH/T/47/2024-2025 - Supply and Delivery of Hospital Linen, Theatre Attire and Staff Uniforms
Currency: Kenya Shillings. Prices inclusive of VAT and delivery to the Central Linen Store, MTRH.

Item | Description                                   | Unit   | Qty   | Unit price (KES) | Total (KES)
-----|-----------------------------------------------|--------|-------|------------------|------------
1    | Bed sheet, single, white, polycotton           | Pc     | 6,000 |                  |
2    | Draw sheet, white                              | Pc     | 2,500 |                  |
3    | Pillow case, white                             | Pc     | 4,000 |                  |
4    | Cellular blanket, single                       | Pc     | 1,500 |                  |
5    | Patient gown, printed, back-tie                | Pc     | 3,000 |                  |
6    | Theatre scrub suit (top and trouser), green    | Set    | 1,200 |                  |
7    | Surgeon's gown, reusable, green                | Pc     | 800   |                  |
8    | Theatre drape, green, 150 cm x 200 cm          | Pc     | 600   |                  |
9    | Nurses' uniform dress, white                   | Pc     | 900   |                  |
10   | Clinical officers' coat, white, long sleeve    | Pc     | 400   |                  |
11   | Support staff overall, navy blue               | Pc     | 700   |                  |
12   | Bath towel, white, 70 cm x 140 cm              | Pc     | 1,000 |                  |
     | TOTAL (carried to Form of Tender)              |        |       |                  |

Name of Tenderer: ____________________   Signature: ____________________   Date: ______________

Note to tenderers: The quantities above are the estimated requirement for the financial year and are
the basis of comparison of tenders. Unit prices shall be quoted for every item; a tender that does not
price all items shall be considered non-responsive.`,

  // 14 schedule of requirements
  `PART 2 - PROCURING ENTITY'S REQUIREMENTS

SECTION V - SCHEDULE OF REQUIREMENTS AND TECHNICAL SPECIFICATIONS

1. List of Goods and Delivery Schedule

Line | Description of Goods                 | Qty   | Unit | Final destination        | Delivery period
-----|--------------------------------------|-------|------|--------------------------|-----------------
1-4  | Bed linen and blankets (items 1-4)   | as per Price Schedule | Central Linen Store | 60 days from LPO
5-8  | Patient gowns and theatre attire     | as per Price Schedule | Central Linen Store | 60 days from LPO
9-11 | Staff uniforms                       | as per Price Schedule | Central Linen Store | 60 days from LPO
12   | Bath towels                          | as per Price Schedule | Central Linen Store | 60 days from LPO

2. Inspection and Tests
2.1 All goods shall be inspected on delivery by the Inspection and Acceptance Committee of the hospital
against the approved samples and the specifications below.
2.2 Fabric weight shall be tested in accordance with KS ISO 3801, colour fastness to washing in
accordance with ISO 105-C06 and dimensional change (shrinkage) in accordance with ISO 5077 after five
(5) industrial wash cycles at 75 degrees C. The hospital may send samples to the Kenya Bureau of
Standards (KEBS) for testing at the supplier's cost where goods fail visual inspection.

3. Labelling and Packaging
3.1 Each item shall carry a woven label bearing "MTRH - PROPERTY OF THE HOSPITAL - NOT FOR SALE", the
size, the fibre content and the care instructions (symbols to ISO 3758).
3.2 Items shall be packed in bundles of ten (10) in clear polythene, in cartons marked with the tender
number, the item description and the quantity.`,

  // 15 specifications 1
  `3. Technical Specifications

Tenderers shall indicate in the column "Offered" the particulars of the goods offered and state
compliance. The "Offered" column is to be completed by the tenderer.

Item | Parameter            | Required specification                                                | Offered
-----|----------------------|-----------------------------------------------------------------------|--------
1    | Bed sheet, single    | Size 180 cm x 275 cm finished; 50/50 polyester/cotton percale,        |
     |                      | 144 threads per square inch minimum; weight 120-130 g/m2; hemmed      |
     |                      | 5 cm top and 2.5 cm bottom; lockstitch, 10-12 stitches per inch       |
2    | Draw sheet           | Size 100 cm x 180 cm; 100% cotton twill; weight 180 g/m2 minimum      |
3    | Pillow case          | Size 50 cm x 75 cm with 15 cm flap; fabric as item 1                  |
4    | Cellular blanket     | Size 180 cm x 230 cm; 100% cotton cellular weave; weight 450 g/m2;    |
     |                      | colour white with blue stripe; whipped edges                          |
5    | Patient gown         | Unisex, knee length, back opening with 3 pairs of ties; 65/35         |
     |                      | polyester/cotton, 150 g/m2; printed with MTRH logo in blue; sizes M,  |
     |                      | L, XL in the ratio 3:4:3                                              |
6    | Theatre scrub suit   | V-neck top with one breast pocket and two side pockets; trouser with  |
     |                      | drawstring waist; 65/35 polyester/cotton, 160-170 g/m2, colour        |
     |                      | surgical green; withstands 75 degrees C laundering; sizes S to XXL    |
7    | Surgeon's gown       | Reusable, wrap-around, knitted cuffs, tie at back; tightly woven      |
     |                      | 100% cotton 190 g/m2 or equivalent barrier fabric; to EN 13795        |
8    | Theatre drape        | 150 cm x 200 cm; green; 100% cotton 200 g/m2; hemmed on all sides     |
9    | Nurses' uniform      | White, short sleeve, button front, two hip pockets and one breast    |
     | dress                | pocket. Fabric: Rivatex "Duraprest" polycotton drill 65/35, shade     |
     |                      | RX-2210 White, 195 g/m2, supplied by Rivatex East Africa Ltd.         |
     |                      | Buttons: plastic, 4-hole, white. Zip (where applicable): YKK No. 5    |
     |                      | or equivalent                                                         |`,

  // 16 specifications 2
  `Item | Parameter            | Required specification                                                | Offered
-----|----------------------|-----------------------------------------------------------------------|--------
10   | Clinical officers'   | White, long sleeve, knee length, three pockets, notch lapel; fabric  |
     | coat                 | Rivatex "Duraprest" polycotton drill 65/35, shade RX-2210 White.     |
     |                      | Sewing thread: Coats Epic 120 polyester core-spun, white             |
11   | Support staff        | Navy blue, long sleeve, full-length front zip, two chest pockets,    |
     | overall              | two patch pockets; 100% cotton drill 240 g/m2; reflective tape 5 cm  |
     |                      | on arms and legs; sizes M to XXXL                                     |
12   | Bath towel           | 70 cm x 140 cm; 100% cotton terry, 450 g/m2 (GSM); white; double-    |
     |                      | stitched hems; woven border                                           |

4. General Requirements
4.1 All fabrics shall be new, free from defects and suitable for industrial laundering at 75 degrees C.
4.2 Colour fastness to washing (ISO 105-C06): grade 4 minimum. Shrinkage (ISO 5077): not more than 3%
in warp and weft.
4.3 Sizes shall be as per the size chart to be issued by the Linen Manager within seven (7) days of the
Local Purchase Order. The supplier shall produce a pre-production sample of each size for approval.
4.4 Goods not conforming to the specification or to the approved samples shall be rejected and replaced
at the supplier's cost within fourteen (14) days.`,

  // 17 GCC / SCC
  `PART 3 - CONDITIONS OF CONTRACT AND CONTRACT FORMS

SECTION VI - GENERAL CONDITIONS OF CONTRACT
The General Conditions of Contract of the Standard Tender Document for Procurement of Goods (PPRA,
2022) shall apply and are not reproduced here. Tenderers may obtain a copy from www.ppra.go.ke.

SECTION VII - SPECIAL CONDITIONS OF CONTRACT

The following Special Conditions of Contract (SCC) shall supplement and/or amend the General Conditions
of Contract (GCC). Whenever there is a conflict, the provisions herein shall prevail over those in the GCC.

GCC Clause | Special Conditions
-----------|------------------------------------------------------------------------------------------
GCC 1.1(i) | The Procuring Entity is: Moi Teaching and Referral Hospital
GCC 1.1(p) | The Project Site/Final Destination is: Central Linen Store, MTRH main campus, Eldoret
GCC 4.2(a) | The meaning of the trade terms shall be as prescribed by Incoterms 2020: DDP Eldoret.
GCC 13.1   | Details of Shipping and other Documents: delivery note, invoice, and the inspection and
           | acceptance certificate of the hospital.
GCC 16.1   | Terms of payment: 100% of the contract price of the goods delivered shall be paid within
           | thirty (30) days of delivery, acceptance and submission of an invoice.
GCC 16.5   | The payment-delay period after which the Procuring Entity shall pay interest is 60 days.
GCC 18.1   | The amount of the Performance Security shall be ten percent (10%) of the Contract Price.
GCC 26.1   | Delivery period: sixty (60) days from the date of the Local Purchase Order.
GCC 27.1   | Liquidated damages: 0.5% of the price of the delayed goods per week of delay; the maximum
           | amount of liquidated damages shall be 10% of the contract price.
GCC 28.3   | The period of validity of the Warranty shall be twelve (12) months from acceptance.
GCC 32.1   | Prices shall be fixed for the contract period and shall not be adjusted.
GCC 33.1   | Disputes shall be referred to arbitration under the Arbitration Act, 1995, in Nairobi.`,

  // 18 tender security form
  `SECTION VIII - CONTRACT FORMS AND SECURITY FORMS

FORM OF TENDER SECURITY (DEMAND BANK GUARANTEE OR INSURANCE GUARANTEE)

[The Bank or Insurer shall fill in this Bank Guarantee Form in accordance with the instructions
indicated.]

Beneficiary: Moi Teaching and Referral Hospital, P.O. Box 3-30100, Eldoret
Request for Tenders No: MTRH/T/47/2024-2025
Date: [Insert date of issue]
TENDER GUARANTEE No.: [Insert guarantee reference number]
Guarantor: [Insert name and address of place of issue, unless indicated in the letterhead]

1. We have been informed that [insert name of the Tenderer] (hereinafter called "the Applicant") has
submitted or will submit to the Beneficiary its Tender dated [insert date] for the supply of hospital
linen, theatre attire and staff uniforms under Tender No. MTRH/T/47/2024-2025.

2. At the request of the Applicant, we, as Guarantor, hereby irrevocably undertake to pay the
Beneficiary any sum or sums not exceeding in total an amount of [amount in figures] ([amount in words])
upon receipt by us of the Beneficiary's complying demand supported by the Beneficiary's statement that
the Applicant: (a) has withdrawn its Tender during the period of tender validity specified by the
Applicant in the Form of Tender; or (b) having been notified of the acceptance of its Tender by the
Beneficiary during the period of tender validity, (i) fails to sign the Contract or (ii) fails to
furnish the Performance Security.

3. This guarantee will expire: (a) if the Applicant is the successful Tenderer, upon our receipt of
copies of the Contract signed by the Applicant and the Performance Security; or (b) if the Applicant is
not the successful Tenderer, upon the earlier of (i) our receipt of a copy of the Beneficiary's
notification of the name of the successful Tenderer; or (ii) thirty days after the end of the Tender
Validity Period.

[signature(s)]
[Note: All italicized text is for use in preparing this form and shall be deleted from the final
product.]`,
];
