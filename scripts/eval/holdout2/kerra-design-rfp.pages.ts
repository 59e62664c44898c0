// Kenya Rural Roads Authority: request for proposals for the feasibility study, ESIA and detailed engineering
// design of a rural road (consultancy, QCBS). Written for the second blind held-out set; see make.ts.
export const pages: string[] = [
  // 1 cover
  `REPUBLIC OF KENYA

KENYA RURAL ROADS AUTHORITY (KeRRA)
Barabara Plaza, Block C, JKIA, off Airport South Road
P.O. Box 48151 - 00100, NAIROBI
Tel: +254 20 2712476 | Email: procurement@kerra.go.ke | www.kerra.go.ke


REQUEST FOR PROPOSALS (RFP)

CONSULTANCY SERVICES FOR FEASIBILITY STUDY, ENVIRONMENTAL AND SOCIAL IMPACT
ASSESSMENT AND DETAILED ENGINEERING DESIGN OF KAPSABET - KIPSIGAK - SEREM ROAD
(D328, APPROX. 42 KM), NANDI AND VIHIGA COUNTIES

RFP NO. KeRRA/08/CS/112/2024-2025

Selection method: Quality and Cost Based Selection (QCBS)


Issued on: 2nd May 2025



Funded by the Government of Kenya through the Roads Maintenance Levy Fund and the Development Budget
FY 2024/2025`,

  // 2 letter of invitation
  `SECTION 1 - LETTER OF INVITATION

RFP No. KeRRA/08/CS/112/2024-2025                                             Date: 2nd May 2025

To: All Eligible Consulting Firms

Dear Sirs/Madams,

RE: CONSULTANCY SERVICES FOR FEASIBILITY STUDY, ESIA AND DETAILED ENGINEERING DESIGN OF KAPSABET -
KIPSIGAK - SEREM ROAD (D328)

1. The Kenya Rural Roads Authority (hereinafter called "the Client") intends to apply part of the funds
allocated in its development budget for the financial year 2024/2025 to eligible payments under the
contract for which this Request for Proposals is issued.

2. The Client now invites proposals to provide the following consulting services: Feasibility study,
Environmental and Social Impact Assessment (ESIA), Resettlement Action Plan (where required) and
Detailed Engineering Design of the Kapsabet - Kipsigak - Serem Road (D328), approximately 42 km. More
details on the services are provided in the Terms of Reference (Section 5).

3. This RFP has been addressed to all eligible consulting firms through open competitive tendering
advertised in the MyGov publication and on the Public Procurement Information Portal.

4. A firm will be selected under Quality and Cost Based Selection (QCBS) and procedures described in
this RFP, in accordance with the Public Procurement and Asset Disposal Act, 2015 and the Public
Procurement and Asset Disposal Regulations, 2020. The technical proposal shall carry a weight of
eighty percent (80%) and the financial proposal twenty percent (20%). Only firms attaining a minimum
technical score of seventy-five (75) points will have their financial proposals opened.

5. The RFP includes the following documents: Section 1 - Letter of Invitation; Section 2 - Instructions
to Consultants and Data Sheet; Section 3 - Technical Proposal - Standard Forms; Section 4 - Financial
Proposal - Standard Forms; Section 5 - Terms of Reference; Section 6 - Standard Forms of Contract.

6. Proposals must be delivered in sealed envelopes to the address indicated in the Data Sheet on or
before Tuesday, 3rd June 2025 at 10.00 a.m. East African Time. Proposals will be opened immediately
thereafter at KeRRA Headquarters, Barabara Plaza, Block C, 3rd Floor Boardroom.

7. Please inform us in writing at procurement@kerra.go.ke upon receipt of this letter whether you intend
to submit a proposal.

Yours sincerely,


ENG. PHILEMON KANDIE, OGW
DIRECTOR GENERAL
KENYA RURAL ROADS AUTHORITY`,

  // 3 ITC part 1
  `SECTION 2 - INSTRUCTIONS TO CONSULTANTS (ITC)

A. GENERAL PROVISIONS

1. Definitions
(a) "Client" means the Procuring Entity with which the selected Consultant signs the Contract for the
Services. (b) "Consultant" means a legally-established professional consulting firm or entity selected
by the Client to provide the Services under the signed Contract. (c) "Data Sheet" means an integral part
of the Instructions to Consultants (ITC) Section 2 that is used to reflect specific country and
assignment conditions to supplement, but not to over-write, the provisions of the ITC.
(d) "Key Experts" means individual professionals whose skills, qualifications, knowledge and experience
are critical to the performance of the Services under the Contract and whose CVs are taken into account
in the technical evaluation of the Consultant's proposal.

2. Introduction
2.1 The Client named in the Data Sheet intends to select a Consultant from those listed in the Letter of
Invitation, in accordance with the method of selection specified in the Data Sheet.
2.2 The Consultants are invited to submit a Technical Proposal and a Financial Proposal, or a Technical
Proposal only, as specified in the Data Sheet, for consulting services required for the assignment
named in the Data Sheet.
2.3 The Consultants should familiarize themselves with the local conditions and take them into account
in preparing their Proposals, including attending a pre-proposal conference if one is specified in the
Data Sheet. Attending any such pre-proposal conference is optional and is at the Consultants' expense.

3. Conflict of Interest
3.1 The Consultant is required to provide professional, objective, and impartial advice, at all times
holding the Client's interests paramount, strictly avoiding conflicts with other assignments or its own
corporate interests.
3.2 Without limitation on the generality of the foregoing, the Consultant shall not be hired under the
circumstances set forth below: (a) a firm that has been engaged by the Client to provide goods, works or
non-consulting services for a project, or any of its affiliates, shall be disqualified from providing
consulting services resulting from or directly related to those goods, works or services.

4. Unfair Competitive Advantage
4.1 Fairness and transparency in the selection process require that the Consultants or their affiliates
competing for a specific assignment do not derive a competitive advantage from having provided
consulting services related to the assignment in question.

6. Eligibility
6.1 The Client permits consultants (individuals and firms, including Joint Ventures and their individual
members) from all countries to offer consulting services, subject to the provisions of the Data Sheet.
6.2 A Consultant that has been debarred by the Public Procurement Regulatory Authority shall be
ineligible to be awarded a contract during the period of debarment.`,

  // 4 ITC part 2
  `B. PREPARATION OF PROPOSALS

10. Clarification and Amendment of RFP
10.1 The Consultant may request a clarification of any part of the RFP during the period indicated in
the Data Sheet before the Proposals' submission deadline. Any request for clarification must be sent in
writing to the Client's address indicated in the Data Sheet. The Client will respond in writing and will
send written copies of the response to all Consultants.

12. Proposal Validity
12.1 The Data Sheet indicates the period during which the Consultant's Proposal must remain valid after
the Proposal submission deadline.
12.2 During this period, the Consultant shall maintain its original Proposal without any change,
including the availability of the Key Experts, the proposed rates and the total price.

13. Proposal Security
13.1 The Consultant shall furnish as part of its Proposal a Proposal Security or a Proposal-Securing
Declaration where so indicated in the Data Sheet.

14. Technical Proposal Format and Content
14.1 The Technical Proposal shall not include any financial information. A Technical Proposal containing
material financial information shall be declared non-responsive.

16. Financial Proposal
16.1 The Financial Proposal shall be prepared using the Standard Forms provided in Section 4 of the RFP.
It shall list all costs associated with the assignment, including (a) remuneration for Key Experts and
Non-Key Experts, (b) reimbursable expenses indicated in the Data Sheet.

C. SUBMISSION, OPENING AND EVALUATION

17. Submission, Sealing, and Marking of Proposals
17.1 The Consultant shall submit a signed and complete Proposal comprising the documents and forms in
accordance with ITC 10. The original and all the copies of the Technical Proposal shall be placed inside
a sealed envelope clearly marked "TECHNICAL PROPOSAL" and the Financial Proposal inside a separate
sealed envelope marked "FINANCIAL PROPOSAL" with a warning "DO NOT OPEN WITH THE TECHNICAL PROPOSAL".

18. Confidentiality
18.1 From the time the Proposals are opened to the time the Contract is awarded, the Consultant should
not contact the Client on any matter related to its Technical and/or Financial Proposal.

19. Opening of Technical Proposals
19.1 The Client's evaluation committee shall conduct the opening of the Technical Proposals in the
presence of the Consultants' authorized representatives who choose to attend.

21. Evaluation of Technical Proposals
21.1 The Client's evaluation committee shall evaluate the Technical Proposals on the basis of their
responsiveness to the Terms of Reference and the RFP, applying the evaluation criteria, sub-criteria,
and point system specified in the Data Sheet.

24. Combined Quality and Cost Evaluation
24.1 In the case of QCBS, the total score is calculated by weighting the technical and financial scores
and adding them as per the formula and instructions in the Data Sheet. The Consultant achieving the
highest combined technical and financial score will be invited for negotiations.`,

  // 5 data sheet part 1
  `SECTION 2 (continued) - DATA SHEET

ITC Clause | Data
-----------|------------------------------------------------------------------------------------------
A. General
ITC 1(a)   | Name of the Client: Kenya Rural Roads Authority (KeRRA)
           | Method of selection: Quality and Cost Based Selection (QCBS)
ITC 2.1    | Name of the assignment: Consultancy Services for Feasibility Study, Environmental and
           | Social Impact Assessment and Detailed Engineering Design of Kapsabet - Kipsigak - Serem
           | Road (D328), approximately 42 km. RFP No. KeRRA/08/CS/112/2024-2025
ITC 2.2    | Financial Proposal to be submitted together with the Technical Proposal: Yes
ITC 2.3    | A pre-proposal conference and joint site visit will be held: Yes
           | Date: Thursday, 5th June 2025. Time: 9.00 a.m.
           | Venue: KeRRA Nandi Region Office, Kapsabet, followed by a drive along the road.
           | Contact person: Regional Manager, KeRRA Nandi. Tel: 0722 514 600
ITC 2.4    | The Client will provide the following inputs: existing road inventory and condition
           | data, traffic counts (2022), the 2019 preliminary alignment study and topographic maps.
ITC 2.5    | Expected duration of the assignment: twelve (12) months from commencement.
ITC 1.4    | Name of the Client's Contract Representative: __________________________
B. Eligibility
ITC 6.1    | This assignment is open to consulting firms registered and incorporated in Kenya only.
           | Firms shall be registered with the Engineers Board of Kenya (EBK) as Consulting Engineering
           | Firms.
ITC 6.3    | Foreign consulting firms are eligible to participate provided they associate with a Kenyan
           | firm in a joint venture, in which the foreign firm may be the lead member. Foreign firms
           | shall register with EBK before contract signature.
C. Preparation of Proposals
ITC 10.1   | Clarifications may be requested not later than fourteen (14) days before the submission
           | date. Contact: procurement@kerra.go.ke. Responses will be posted on www.kerra.go.ke.
ITC 11.1   | Proposals shall be submitted in the English language.
ITC 12.1   | Proposals must remain valid for ninety (90) days after the proposal submission deadline.
ITC 13.1   | A Proposal Security is not required. A Proposal-Securing Declaration (Form TECH-1A) shall
           | be submitted.
ITC 14.1   | Joint ventures: maximum number of members: three (3). Sub-consultants: permitted.
ITC 14.2   | Estimated number of professional person-months required: 68 person-months of Key Experts.`,

  // 6 data sheet part 2
  `ITC Clause | Data
-----------|------------------------------------------------------------------------------------------
ITC 16.1   | Reimbursable expenses: per diem for field work, local transportation, laboratory testing of
           | materials, topographical survey crews, printing and reproduction of reports.
ITC 16.2   | A provisional sum for geotechnical investigations shall be included in the Financial
           | Proposal in the amount of: KES [insert amount]
ITC 16.3   | Price adjustment: Not applicable. The contract is a lump-sum contract.
ITC 16.4   | The Financial Proposal shall be stated in Kenya Shillings, inclusive of all taxes.
D. Submission, Opening and Evaluation
ITC 17.1   | The Consultant shall submit one (1) original and [number] copies of the Technical Proposal
           | and one (1) original of the Financial Proposal.
ITC 17.2   | The Proposals must be submitted no later than:
           | Date: Tuesday, 3rd June 2025
           | Time: 10.00 a.m. East African Time
           | Address: Tender Box, KeRRA Headquarters, Barabara Plaza, Block C, Ground Floor, JKIA,
           | off Airport South Road, Nairobi.
ITC 17.3   | Electronic submission: Not permitted.
ITC 19.1   | The opening of the Technical Proposals shall take place at KeRRA Headquarters, 3rd Floor
           | Boardroom, on Tuesday, 3rd June 2025 immediately after the submission deadline.
ITC 21.1   | Criteria, sub-criteria, and point system for the evaluation of the Technical Proposals:
           | see the following pages of this Data Sheet.`,

  // 7 evaluation part 1
  `ITC 21.1 (continued) - TECHNICAL EVALUATION

Stage 1 - Mandatory requirements (pass / fail)
M1  Certificate of Incorporation / Registration
M2  Valid Tax Compliance Certificate
M3  Certificate of registration of the firm with the Engineers Board of Kenya as a Consulting
    Engineering Firm, and current annual practising licence
M4  Proposal-Securing Declaration (Form TECH-1A), duly signed
M5  Evidence of completion of at least ten (10) assignments of feasibility study and detailed design
    of roads within Kenya in the last five (5) years, each supported by a completion certificate
M6  Duly filled Technical Proposal Submission Form (TECH-1) and power of attorney
Proposals that fail any mandatory requirement shall not be evaluated further.

Stage 2 - Technical scoring                                                        Points
(i) Specific experience of the Consultant relevant to the assignment                  10
    (a) Feasibility studies and detailed design of roads to bitumen standard:
        2 points per assignment in the last 10 years, maximum 6 points                  6
    (b) Feasibility studies and detailed design of urban water supply and sewerage
        schemes, including hydraulic modelling of distribution networks:
        1 point per assignment, maximum 4 points                                        4
(ii) Adequacy and quality of the proposed methodology and work plan                  30
    (a) Technical approach and methodology                                             15
    (b) Work plan and consistency with the Terms of Reference                          10
    (c) Organization and staffing                                                      10
    (d) Quality assurance plan and approach to environmental and social safeguards     5
(iii) Key Experts' qualifications and competence for the assignment                  50
    (see the next page)
(iv) Transfer of knowledge (training) programme                                       5
(v) Participation by Kenyan nationals among proposed Key Experts                      5
    Total points for the five criteria                                               100

The number of points to be assigned to each Key Expert shall be determined considering the following
three sub-criteria and relevant percentage weights:
    1) General qualifications (education, training and experience)                   30%
    2) Adequacy for the assignment (relevant experience in the sector)                60%
    3) Experience in the region (working level fluency, knowledge of local conditions) 10%
    Total weight                                                                     100%`,

  // 8 evaluation part 2 key experts
  `(iii) Key Experts                                                                   Points

K-1 Team Leader / Senior Highway Engineer                                             15
    Minimum requirements: PhD in Highway or Transportation Engineering; registered with the Engineers
    Board of Kenya as a Professional Engineer; corporate member of the Institution of Engineers of
    Kenya; at least twenty-five (25) years of post-registration experience; served as Team Leader in
    at least five (5) feasibility and detailed design assignments of roads each exceeding 100 km in
    length and financed by the African Development Bank. A Team Leader who does not meet all the
    minimum requirements shall be scored zero and the proposal shall be rejected.
K-2 Highway / Pavement Design Engineer                                                10
    BSc Civil Engineering; registered Professional Engineer (EBK); 10 years in road design.
K-3 Geotechnical and Materials Engineer                                                8
    BSc Civil Engineering, MSc Geotechnical Engineering an added advantage; 10 years' experience.
K-4 Environmental and Social Safeguards Expert                                         7
    Degree in Environmental Science or Sociology; registered ESIA Lead Expert with NEMA; 8 years.
K-5 Quantity Surveyor / Cost Estimator                                                 5
    BSc Quantity Surveying; registered with the Board of Registration of Architects and Quantity
    Surveyors (BORAQS); 8 years' experience in road works.
K-6 Land Surveyor                                                                       5
    BSc Land Surveying / Geomatics; licensed surveyor; 8 years' experience.
    Total                                                                               50

Experience bands for K-2 to K-6 (adequacy for the assignment):
    15 years or more - full marks; 10 years or more but less than 15 years - 80%;
    less than 10 years - 50%.

Minimum technical score: The minimum technical score St required to pass is seventy-five (75) points.

ITC 24.1 - Financial evaluation and combined score
The lowest evaluated Financial Proposal (Fm) is given the maximum financial score (Sf) of 100.
The formula for determining the financial scores of all other Proposals is: Sf = 100 x Fm / F, in which
Sf is the financial score, Fm is the lowest price, and F the price of the proposal under consideration.
The weights given to the Technical (T) and Financial (P) Proposals are: T = 0.70, and P = 0.30.
Proposals are ranked according to their combined technical (St) and financial (Sf) scores using the
weights: S = St x T% + Sf x P%. The firm with the highest combined score will be invited to negotiate.`,

  // 9 technical forms
  `SECTION 3 - TECHNICAL PROPOSAL - STANDARD FORMS

Checklist of required forms: TECH-1 Technical Proposal Submission Form; TECH-1A Proposal-Securing
Declaration; TECH-2 Consultant's Organization and Experience; TECH-3 Comments and Suggestions on the
Terms of Reference; TECH-4 Description of the Approach, Methodology and Work Plan; TECH-5 Work Schedule
and Planning for Deliverables; TECH-6 Team Composition, Key Experts Inputs, and attached Curriculum
Vitae (CV).

FORM TECH-1  TECHNICAL PROPOSAL SUBMISSION FORM

[Location, Date]
To: The Director General, Kenya Rural Roads Authority, P.O. Box 48151-00100, Nairobi

Dear Sirs:
We, the undersigned, offer to provide the consulting services for Feasibility Study, ESIA and Detailed
Engineering Design of Kapsabet - Kipsigak - Serem Road (D328) in accordance with your Request for
Proposals dated 2nd May 2025 and our Proposal. We are hereby submitting our Proposal, which includes
this Technical Proposal and a Financial Proposal sealed in a separate envelope.
{If the Consultant is a joint venture, insert the following: We are submitting our Proposal as a joint
venture with: [Insert a list with full name and the legal address of each member, and indicate the lead
member].}
We hereby declare that: (a) All the information and statements made in this Proposal are true;
(b) Our Proposal shall be valid and remain binding upon us for the period of time specified in the Data
Sheet, ITC 12.1; (c) We have no conflict of interest in accordance with ITC 3; (d) We meet the
eligibility requirements as stated in ITC 6.

Authorized Signature [In full and initials]: ______________________
Name and Title of Signatory: [insert]
Name of Consultant (company's name or JV's name): [insert]
In the capacity of: [insert]
Address: [insert]    Contact information (phone and e-mail): [insert]

FORM TECH-1A  PROPOSAL-SECURING DECLARATION
We, the undersigned, declare that we understand that, according to your conditions, Proposals must be
supported by a Proposal-Securing Declaration. We accept that we will automatically be suspended from
being eligible for tendering in any contract with the Client for the period of two (2) years if we
withdraw our Proposal during the period of validity, or fail to sign the Contract if awarded.
Signed: [insert signature]   Name: [insert]   Duly authorized to sign for and on behalf of: [insert]`,

  // 10 CV form
  `FORM TECH-6  TEAM COMPOSITION, KEY EXPERTS INPUTS AND CURRICULUM VITAE

N | Full name | Position        | Expert's contribution | Time input in person-months (home / field) | Total
--|-----------|-----------------|-----------------------|--------------------------------------------|------
K-1 | [name]  | Team Leader     | [tasks]               | [months]                                   | [ ]
K-2 | [name]  | Highway Engineer| [tasks]               | [months]                                   | [ ]
... | ...     | ...             | ...                   | ...                                        | ...

CURRICULUM VITAE (CV)
Position Title and No.: [e.g., K-1, TEAM LEADER]
Name of Expert: [Insert full name]
Date of Birth: [day/month/year]
Country of Citizenship/Residence: [insert]
Education: [List college/university or other specialized education, giving names of educational
institutions, dates attended, degree(s)/diploma(s) obtained]
Employment record relevant to the assignment: [Starting with present position, list in reverse order.]

Period | Employing organization and title/position. Contact info for references | Country | Summary of
       |                                                                         |         | activities
-------|-------------------------------------------------------------------------|---------|-----------
[e.g., May 2015-present] | [e.g., Ministry of ..., advisor/consultant to...]     |         |

Membership in Professional Associations and Publications: [insert]
Language Skills (indicate only languages in which you can work): [insert]
Adequacy for the Assignment:
Detailed Tasks Assigned on Consultant's Team of Experts | Reference to Prior Work/Assignments that Best
                                                        | Illustrates Capability to Handle the Tasks
[List all deliverables/tasks as in TECH-5 in which the Expert will be involved]

Expert's contact information: (e-mail ............ phone ............)

Certification: I, the undersigned, certify that to the best of my knowledge and belief, this CV
correctly describes myself, my qualifications, and my experience, and I am available, as and when
necessary, to undertake the assignment in case of an award.

__________________________________________     Date: ___________________
Signature of Expert or authorized representative of the Consultant         {day/month/year}`,

  // 11 financial forms
  `SECTION 4 - FINANCIAL PROPOSAL - STANDARD FORMS

FORM FIN-1  FINANCIAL PROPOSAL SUBMISSION FORM
[Location, Date]
To: The Director General, Kenya Rural Roads Authority, P.O. Box 48151-00100, Nairobi
Dear Sirs:
We, the undersigned, offer to provide the consulting services for Feasibility Study, ESIA and Detailed
Engineering Design of Kapsabet - Kipsigak - Serem Road (D328) in accordance with your Request for
Proposals dated 2nd May 2025 and our Technical Proposal.
Our attached Financial Proposal is for the sum of [Insert amount(s) in words and figures], inclusive of
all indirect local taxes in accordance with Data Sheet ITC 16.4.
Our Financial Proposal shall be binding upon us subject to the modifications resulting from Contract
negotiations, for the period of time specified in the Data Sheet ITC 12.1.

FORM FIN-2  SUMMARY OF COSTS
Item                                                   | Cost (Kenya Shillings)
-------------------------------------------------------|-----------------------
Remuneration (FIN-3)                                   | [insert]
Reimbursable expenses (FIN-4)                          | [insert]
Provisional sum for geotechnical investigations       | [as ITC 16.2]
Total Cost of the Financial Proposal (before taxes)    | [insert]
Indirect local taxes (VAT 16%)                         | [insert]
Total Cost of the Financial Proposal (including taxes) | [insert]

FORM FIN-3  BREAKDOWN OF REMUNERATION
No. | Name | Position | Person-month remuneration rate (KES) | Time input (person-months) | Total
----|------|----------|--------------------------------------|----------------------------|------
K-1 |      | Team Leader                  |                  |                            |
K-2 |      | Highway Engineer             |                  |                            |
K-3 |      | Geotechnical/Materials Eng.  |                  |                            |
K-4 |      | Environmental/Social Expert  |                  |                            |
K-5 |      | Quantity Surveyor            |                  |                            |
K-6 |      | Land Surveyor                |                  |                            |
N-1 |      | Non-Key Experts (technicians, CAD, survey assistants) |          |                            |

FORM FIN-4  BREAKDOWN OF REIMBURSABLE EXPENSES
Type of reimbursable expense | Unit | Unit cost | Quantity | Total cost
Per diem allowances          | Day  |           |          |
Vehicle hire (4WD)           | Month|           |          |
Laboratory testing           | Lump sum |       |          |
Reports (printing/binding)   | Set  |           |          |`,

  // 12 ToR 1
  `SECTION 5 - TERMS OF REFERENCE

1. BACKGROUND
1.1 The Kenya Rural Roads Authority (KeRRA) is a State Corporation established under the Kenya Roads Act,
2007 with the responsibility for the management, development, rehabilitation and maintenance of rural
roads. The Kapsabet - Kipsigak - Serem Road (D328) is a Class D road of approximately 42 km linking
Kapsabet town in Nandi County to Serem market in Vihiga County. The road is currently a gravel road in
fair to poor condition, with sections impassable during the long rains. It serves a tea and dairy
growing area with an estimated population of 180,000 people.
1.2 The Government intends to upgrade the road to bitumen standard. KeRRA therefore wishes to engage a
qualified consultant to carry out a feasibility study, an ESIA and the detailed engineering design.

2. OBJECTIVES OF THE ASSIGNMENT
2.1 To establish the technical, economic, environmental and social viability of upgrading the road to
bitumen standard;
2.2 To prepare detailed engineering designs, a Bill of Quantities, an engineer's estimate and tender
documents for the construction works; and
2.3 To prepare an ESIA report approved by NEMA and, where required, a Resettlement Action Plan (RAP).

3. SCOPE OF SERVICES
Phase I - Inception and feasibility
(a) Review the existing data and the 2019 preliminary alignment study; carry out a reconnaissance survey.
(b) Classified traffic counts (7 days, 12 hours, with two 24-hour counts) at not less than three
stations; origin-destination and axle load surveys.
(c) Economic analysis using HDM-4 or an equivalent road investment appraisal model, for a 20-year
analysis period; determine the EIRR, NPV and sensitivity.
(d) Preliminary engineering of at least two alignment options and recommendation of the preferred option.
Phase II - Environmental and social impact assessment
(e) Carry out the ESIA in accordance with the Environmental Management and Co-ordination Act, 1999 and the
Environmental (Impact Assessment and Audit) Regulations, 2003; public consultations in each ward.
(f) Prepare a Resettlement Action Plan where land acquisition or displacement is necessary.`,

  // 13 ToR 2
  `Phase III - Detailed engineering design
(g) Topographic survey of the preferred alignment (corridor of 40 m), with cross-sections at 25 m
intervals and at all drainage structures; establishment of permanent benchmarks at 500 m intervals.
(h) Geotechnical and materials investigations: test pits at 500 m intervals, DCP tests at 250 m,
materials sources for gravel, aggregates and water, in accordance with the Road Design Manual Part III.
(i) Geometric design in accordance with the Kenya Road Design Manual (2023), design speed 60-80 km/h.
(j) Pavement design for a 15-year design period; drainage and hydraulic design of culverts and bridges
for a 50-year return period; road safety audit at design stage.
(k) Detailed drawings, technical specifications (Standard Specifications for Road and Bridge
Construction, 1986, with special specifications), Bill of Quantities and the engineer's cost estimate.
Phase IV - Tender documents
(l) Prepare tender documents for the construction works using the PPRA Standard Tender Document for
Procurement of Works (Building and Associated Civil Engineering Works) and assist the Client during the
tendering process up to contract award.

4. KEY EXPERTS REQUIRED (indicative inputs)
K-1 Team Leader / Senior Highway Engineer - 12 person-months
K-2 Highway / Pavement Design Engineer - 14 person-months
K-3 Geotechnical and Materials Engineer - 10 person-months
K-4 Environmental and Social Safeguards Expert - 12 person-months
K-5 Quantity Surveyor / Cost Estimator - 8 person-months
K-6 Land Surveyor - 12 person-months
Minimum qualifications are given in Data Sheet ITC 21.1 (iii).

5. CLIENT'S INPUTS AND COUNTERPART PERSONNEL
The Client will provide available data listed in ITC 2.4, a liaison engineer from the Nandi Region, and
letters of introduction to County Governments and other agencies. The Consultant shall provide its own
office, transport, equipment and laboratory facilities.`,

  // 14 ToR 3 deliverables
  `6. REPORTING REQUIREMENTS AND SCHEDULE FOR DELIVERABLES

No. | Deliverable                                   | Copies (hard / soft)  | Timing
----|-----------------------------------------------|-----------------------|---------------------------------
D1  | Inception Report with work plan               | 5 / 1                 | To be agreed at commencement
D2  | Traffic and Economic Feasibility Report       | 5 / 1                 | To be agreed during inception
D3  | Draft ESIA Report and RAP (if required)       | 5 / 1                 | To be agreed during inception
D4  | Final ESIA Report (NEMA licence)              | 5 / 1                 | As per the approved work plan
D5  | Preliminary Design Report                     | 5 / 1                 | As per the approved work plan
D6  | Draft Detailed Engineering Design Report,     | 5 / 1                 | As per the approved work plan
    | drawings, BoQ and cost estimate               |                       |
D7  | Final Detailed Design Report, drawings,       | 8 / 2                 | As per the approved work plan
    | BoQ, engineer's estimate and tender documents |                       |

7. DURATION OF THE ASSIGNMENT
The assignment shall be completed within a period of nine (9) months from the date of commencement, which
shall be fourteen (14) days after signature of the Contract. The Consultant shall allow two (2) weeks for
the Client's review of each draft report.

8. PAYMENT SCHEDULE
Payments shall be made against approved deliverables as follows: D1 - 10%; D2 - 15%; D4 - 15%;
D5 - 15%; D6 - 20%; D7 - 25%. Payment shall be made within thirty (30) days of approval of the
deliverable and receipt of a valid invoice.

8A. PERFORMANCE SECURITY
No performance security is required for this consultancy. Advance payment is not provided.

9. LOCATION AND REPORTING
The Consultant shall report to the Director (Planning, Design and Environment), KeRRA, through the
Regional Manager, Nandi Region. Meetings shall be held monthly at the Regional Office, Kapsabet.`,

  // 15 special conditions
  `SECTION 6 - STANDARD FORMS OF CONTRACT

CONTRACT FOR CONSULTANT'S SERVICES - LUMP-SUM

The General Conditions of Contract (GCC) of the PPRA Standard Request for Proposals for Selection of
Consultants (2022) apply and are not reproduced. The Special Conditions of Contract (SCC) are:

SCC Clause | Special Conditions
-----------|------------------------------------------------------------------------------------------
GCC 1.1(a) | The Contract shall be construed in accordance with the law of Kenya.
GCC 4.1    | The language is English.
GCC 6.1    | Addresses - Client: The Director General, KeRRA, P.O. Box 48151-00100, Nairobi.
           | Consultant: [to be inserted at contract signature]
GCC 8.1    | Authorized representatives: for the Client - the Director (Planning, Design and
           | Environment); for the Consultant - [name, at contract signature]
GCC 11     | Expiration of Contract: the Contract shall expire twelve (12) months after the Effective
           | Date or upon approval of the final deliverable, whichever is later.
GCC 14.1   | Professional liability insurance: not less than the Contract price.
GCC 24.1   | Limitation of the Consultant's liability: as per GCC 24.
GCC 31.1   | The Contract price is: [Contract amount in KES, at contract signature]
GCC 36.1   | Payment shall be made according to the schedule in Section 5, clause 8 (Payment Schedule).
GCC 36.4   | Interest on delayed payments: Central Bank of Kenya rate.
GCC 46     | Disputes shall be settled by arbitration in accordance with the Arbitration Act, 1995.

[Date of Contract]: ____________________
Signed for and on behalf of the Client: __________________________
Signed for and on behalf of the Consultant: ______________________`,
];
