/**
 * A Request for Proposals for consulting services in the World Bank's standard structure (Section 1 Letter of
 * Invitation … Section 8 Conditions of Contract and Contract Forms), which Kenya's PPRA RFP for consultancy
 * services follows too. The Data Sheet is keyed by ITC clause (ITC 1.1 … 28.1); the technical evaluation criteria,
 * sub-criteria and points, the minimum technical score and the weights come from the criteria tool's engine;
 * Section 7, the Terms of Reference, is the specification tool's ToR for the same brief.
 */
import { fromInput, fromTemplate, type Draft, type DraftSection, type DraftTable } from "@/lib/results/draft";
import type { ToolRunContext } from "@/lib/results/types";
import { evaluationMethod, technicalGrid, qualificationCriteria } from "../criteria";
import { composeSpecification } from "../specification-tor";
import type { TenderBrief } from "./brief";
import { dayMonthYear, numberWords, tenderFacts } from "./data-sheet";
import { vocabulary } from "./vocabulary";

type Itc = [number, string, string[]];

const ITC: readonly Itc[] = [
  [
    1,
    "Definitions",
    [
      'The terms used in this RFP have the meaning given in the Procurement Regulations and the General Conditions of Contract; "Client" is the agency named in the Data Sheet and "Consultant" the firm that submits a Proposal.',
    ],
  ],
  [
    2,
    "Introduction",
    [
      "The Client named in the Data Sheet intends to select a Consultant by the method named in the Data Sheet. Consultants are invited to submit a Technical Proposal and a Financial Proposal for the services described in the Terms of Reference (Section 7).",
      "A pre-proposal conference is held only where the Data Sheet provides for one; its minutes are sent to all shortlisted Consultants.",
    ],
  ],
  [
    3,
    "Conflict of Interest",
    [
      "The Consultant shall provide professional, objective and impartial advice, at all times hold the Client's interests paramount, and avoid conflicts with other assignments or its own corporate interests. A Consultant that fails to disclose a conflict of interest may be disqualified.",
    ],
  ],
  [
    4,
    "Unfair Competitive Advantage",
    [
      "The Client shall make available to all shortlisted Consultants all information that would give a Consultant a competitive advantage.",
    ],
  ],
  [
    5,
    "Corrupt and Fraudulent Practices",
    [
      "The Bank requires compliance with its policy on corrupt and fraudulent practices as set forth in Section 6.",
    ],
  ],
  [
    6,
    "Eligibility",
    [
      "Consultants and their experts may be of any nationality, subject to the restrictions in Section 5. Firms and individuals sanctioned by the Bank are not eligible.",
    ],
  ],
  [
    10,
    "Clarification and Amendment of RFP",
    [
      "A Consultant may request a clarification of the RFP in writing to the Client's address in the Data Sheet by the clarification deadline in the Data Sheet; the Client shall respond in writing to all shortlisted Consultants, without identifying the source. The Client may amend the RFP by an addendum before the submission deadline.",
    ],
  ],
  [
    12,
    "Proposal Validity",
    [
      "Proposals shall remain valid for the period specified in the Data Sheet after the proposal submission deadline. The Consultant shall make available the Key Experts named in its Proposal during that period.",
      "A Proposal Security is required only where the Data Sheet says so, in the amount and form it states.",
    ],
  ],
  [
    13,
    "Preparation of Proposals",
    [
      "Proposals and all related correspondence shall be written in the language specified in the Data Sheet. The Technical Proposal shall use the forms of Section 3 and shall contain no financial information; the Financial Proposal shall use the forms of Section 4.",
    ],
  ],
  [
    16,
    "Taxes and Currency",
    [
      "The Consultant is responsible for meeting its tax liabilities under the applicable law; the Financial Proposal states its prices in the currencies permitted in the Data Sheet.",
    ],
  ],
  [
    17,
    "Submission, Sealing and Marking of Proposals",
    [
      'The Technical and the Financial Proposals shall be submitted in separate sealed envelopes, or electronically where the Data Sheet permits, marked with the RFP reference and the name of the assignment. The Financial Proposal envelope shall carry the warning "Do not open with the Technical Proposal".',
    ],
  ],
  [
    18,
    "Deadline and Opening of Technical Proposals",
    [
      "Proposals must be received at the address and by the deadline in the Data Sheet; a late Proposal shall be rejected and returned unopened. The Technical Proposals are opened immediately after the deadline; the Financial Proposals stay sealed.",
      "The Technical Proposals are opened at the place, date and time in the Data Sheet, in the presence of the Consultants' representatives who choose to attend; the record of the opening is sent to all Consultants.",
    ],
  ],
  [
    19,
    "Confidentiality",
    [
      "From the opening of the Technical Proposals to the publication of the award, no Consultant shall contact the Client on any matter related to its Proposal; information on the evaluation shall not be disclosed.",
    ],
  ],
  [
    21,
    "Evaluation of Technical Proposals",
    [
      "The evaluation committee shall evaluate the Technical Proposals on the basis of their responsiveness to the Terms of Reference, applying the evaluation criteria, sub-criteria and point system specified in the Data Sheet. A Proposal that does not reach the minimum technical score in the Data Sheet shall be rejected.",
    ],
  ],
  [
    23,
    "Public Opening of Financial Proposals",
    [
      "After the technical evaluation, the Client shall notify the Consultants whose Proposals reached the minimum technical score of the date, time and place of the public opening of the Financial Proposals, and the others that their Financial Proposals will be returned unopened.",
    ],
  ],
  [
    24,
    "Correction of Errors",
    [
      "Activities and items described in the Technical Proposal but not priced in the Financial Proposal are assumed included in the prices of other activities. For a time-based contract, the evaluation committee corrects arithmetical errors and discrepancies between the Technical and Financial Proposals; for a lump-sum contract, the Financial Proposal is deemed to include all prices and is not corrected.",
    ],
  ],
  [
    26,
    "Combined Quality and Cost Evaluation",
    [
      "The lowest evaluated Financial Proposal receives the maximum financial score of 100; the others are scored in inverse proportion to their prices. Proposals are ranked by their combined technical and financial scores, using the weights in the Data Sheet.",
    ],
  ],
  [
    27,
    "Negotiations",
    [
      "The highest-ranked Consultant is invited to negotiate the work plan, the methodology and the contract's terms; the availability of its Key Experts is confirmed. Negotiations shall not change the unit rates of remuneration except where the Data Sheet allows.",
    ],
  ],
  [
    28,
    "Award of Contract and Standstill",
    [
      "After the standstill period in the Data Sheet, and any complaint is resolved, the Client signs the contract with the selected Consultant and publishes the award.",
    ],
  ],
];

function dataSheet(
  brief: TenderBrief,
  facts: ReturnType<typeof tenderFacts>,
  method: string,
  weights: string,
  passMark: number,
) {
  const currency = brief.estimate?.currency ?? "USD";
  const place = facts.place;
  return [
    ["ITC 1.1", `Name of the Client: ${facts.entity}.`],
    [
      "ITC 2.1",
      `Method of selection: ${method}, in accordance with the World Bank Procurement Regulations for IPF Borrowers.`,
    ],
    ["ITC 2.1", `Name of the assignment: ${brief.subject}. Reference: ${facts.reference}.`],
    ["ITC 2.2", "A pre-proposal conference shall not be held."],
    ["ITC 10.1", `Clarifications may be requested no later than ${facts.clarification}, at ${place}.`],
    [
      "ITC 12.1",
      `Proposals must remain valid for ${numberWords(facts.validityDays)} (${facts.validityDays}) days after the proposal submission deadline.`,
    ],
    ["ITC 12.2", "A Proposal Security is not required."],
    ["ITC 13.1", "Proposals shall be submitted in English."],
    ["ITC 16.1", `The Financial Proposal shall be stated in ${currency}.`],
    [
      "ITC 17.1",
      "Consultants shall submit one original of the Technical Proposal and one of the Financial Proposal, in separate sealed envelopes.",
    ],
    ["ITC 18.1", `The Proposals must be submitted no later than ${facts.deadline}, at ${place}.`],
    ["ITC 18.2", `The opening of the Technical Proposals shall take place at ${place} on ${facts.opening}.`],
    [
      "ITC 21.1",
      `The Technical Proposals are evaluated on the criteria, sub-criteria and points in the table below. The minimum technical score required to pass is ${passMark} points.`,
    ],
    ["ITC 26.1", `The weights given to the technical and financial proposals are: ${weights}.`],
    [
      "ITC 28.1",
      "The standstill period is ten (10) Business Days from the date of the Notification of Intention to Award.",
    ],
  ];
}

/** " The assignment is financed by IDA under …." from the objectives, when they say who finances it. */
function financing(objectives: string): string {
  const found = /\b(?:financed|funded)\s{1,3}by\s{1,3}([^;.\n]{3,160})/i.exec(objectives);
  return found ? ` The assignment is financed by ${found[1]!.trim()}.` : "";
}

/**
 * The key experts the technical score rates: a Team Leader and a specialist for each of the main tasks of the
 * brief (up to three, reports left out), with the criterion's points shared out (the Team Leader 40%).
 */
function keyExpertsTable(brief: TenderBrief, points: number): DraftTable {
  const tasks = brief.items
    .map((item) => item.description)
    .filter((task) => !/\breport\b|\binception\b/i.test(task))
    .slice(0, 3);
  const leader = Math.round(points * 0.4);
  const each = tasks.length ? Math.floor((points - leader) / tasks.length) : 0;
  const rows = [
    [
      "K-1 Team Leader",
      "Degree in the main discipline of the assignment (a master's degree preferred); at least 15 years of professional experience, 5 of them leading assignments of similar nature and size.",
      String(points - each * tasks.length),
    ],
    ...tasks.map((task, index) => [
      `K-${index + 2} Specialist: ${task}`,
      "Degree in the relevant discipline; at least 10 years of professional experience, 3 assignments of similar nature.",
      String(each),
    ]),
  ];
  return {
    caption:
      "Key experts rated under the key experts criterion (sub-criteria: general qualifications 20%, adequacy for the assignment 70%, experience in the region and language 10%)",
    columns: ["Key expert", "Minimum qualifications and experience", "Points"],
    rows,
  };
}

/** The RFP for a consulting brief (World Bank structure; Kenya's PPRA RFP has the same sections). */
export async function consultingRfp(brief: TenderBrief, context: ToolRunContext): Promise<Draft> {
  const words = vocabulary(brief.family, "consulting");
  const facts = tenderFacts(brief, words, context.now);
  // Supervising works runs as long as the works do: a time-based contract; otherwise payments follow deliverables.
  const timeBased = /\bsupervisi/i.test(brief.objectives);
  const briefText = `${brief.objectives}\n${brief.items.map((item) => item.description).join("\n")}`;
  const method = evaluationMethod("consulting", "RFP", briefText, context.framework?.rulesCode);
  const grid = technicalGrid(method, "consulting", briefText)!;
  const methodName =
    {
      qcbs: "Quality- and Cost-Based Selection (QCBS)",
      qbs: "Quality-Based Selection (QBS)",
      fbs: "Fixed-Budget Selection (FBS)",
      lcs: "Least-Cost Selection (LCS)",
      cqs: "Consultant's Qualifications Selection (CQS)",
    }[method as "qcbs"] ?? "Quality- and Cost-Based Selection (QCBS)";
  const weights =
    grid.technicalWeight !== null
      ? `technical ${grid.technicalWeight}% and financial ${grid.financialWeight}%`
      : "technical 100% (the financial proposal of the highest-ranked Consultant is negotiated)";
  const tor = await composeSpecification({
    ...context,
    values: {
      ...context.values,
      sector_industry:
        typeof context.values.sector_industry === "string" ? context.values.sector_industry : brief.subject,
    },
  });
  const experience = qualificationCriteria(
    "consulting",
    "RFP",
    brief.estimate,
    context.framework?.rulesCode,
    briefText,
  );
  const sections: DraftSection[] = [
    {
      id: "letter-of-invitation",
      number: "Section 1",
      heading: "Letter of Invitation",
      paragraphs: [
        fromTemplate(`Date: ${dayMonthYear(facts.issued)}`),
        fromInput(
          `${facts.entity} (the Client) invites proposals to provide the following consulting services: ${brief.subject} (${facts.reference}).${financing(brief.objectives)} More details on the services are provided in the Terms of Reference (Section 7).`,
        ),
        fromTemplate(
          `A firm will be selected under ${methodName} and procedures described in this RFP, in accordance with the policies of the World Bank detailed in the Procurement Regulations.`,
        ),
        fromTemplate(`Proposals must be delivered to ${facts.place} no later than ${facts.deadline}.`),
      ],
    },
    {
      id: "instructions",
      number: "Section 2",
      heading: "Instructions to Consultants and Data Sheet",
      paragraphs: [],
      subsections: [
        ...ITC.map(([number, title, text]) => ({
          id: `itc-${number}`,
          number: String(number),
          heading: title,
          paragraphs: text.map((line, index) => fromTemplate(`${number}.${index + 1} ${line}`)),
        })),
        {
          id: "data-sheet",
          number: "",
          heading: "Data Sheet",
          paragraphs: [
            fromTemplate(
              "The Data Sheet completes the Instructions to Consultants; where there is a conflict, the Data Sheet prevails.",
            ),
          ],
          tables: [
            {
              caption: "Data Sheet",
              columns: ["ITC Reference", "Particulars"],
              rows: dataSheet(brief, facts, methodName, weights, grid.passMark),
            },
          ],
        },
        {
          id: "evaluation-criteria",
          number: "",
          heading: "Evaluation Criteria",
          paragraphs: [
            fromTemplate(
              `ITC 21.1: criteria, sub-criteria and point system for the evaluation of the Technical Proposals; minimum technical score ${grid.passMark} points. ${grid.technicalWeight !== null ? `Combined score = technical score × ${grid.technicalWeight}% + financial score × ${grid.financialWeight}%.` : ""}`.trim(),
            ),
          ],
          tables: [
            {
              caption: "Technical evaluation criteria, sub-criteria and points",
              columns: ["Criterion", "Sub-criteria", "Points"],
              rows: [
                ...grid.items.map((item) => [item.criterion, item.subcriteria ?? "—", String(item.points)]),
                ["Total", "", String(grid.total)],
              ],
            },
            keyExpertsTable(
              brief,
              grid.items.find((item) => /key experts/i.test(item.criterion))?.points ?? 0,
            ),
          ],
        },
      ],
    },
    {
      id: "technical-forms",
      number: "Section 3",
      heading: "Technical Proposal — Standard Forms",
      paragraphs: [
        fromTemplate(
          `The Consultant's experience is assessed against: ${experience.map((criterion) => `${criterion.criterion} — ${criterion.requirement}`).join(" ")}`,
        ),
      ],
      subsections: [
        "FORM TECH-1 Technical Proposal Submission Form",
        "FORM TECH-2 Consultant's Organization and Experience",
        "FORM TECH-3 Comments and Suggestions on the Terms of Reference",
        "FORM TECH-4 Description of Approach, Methodology and Work Plan",
        "FORM TECH-5 Work Schedule and Planning for Deliverables",
        "FORM TECH-6 Team Composition, Key Experts' Inputs and Curriculum Vitae",
      ].map((title, index) => ({
        id: `tech-${index + 1}`,
        number: `${index + 1}`,
        heading: title,
        paragraphs: [],
      })),
    },
    {
      id: "financial-forms",
      number: "Section 4",
      heading: "Financial Proposal — Standard Forms",
      paragraphs: [],
      subsections: [
        "FORM FIN-1 Financial Proposal Submission Form",
        "FORM FIN-2 Summary of Costs",
        "FORM FIN-3 Breakdown of Remuneration",
        "FORM FIN-4 Reimbursable Expenses",
      ].map((title, index) => ({
        id: `fin-${index + 1}`,
        number: `${index + 1}`,
        heading: title,
        paragraphs: [],
      })),
    },
    {
      id: "eligible-countries",
      number: "Section 5",
      heading: "Eligible Countries",
      paragraphs: [
        fromTemplate(
          "Firms and individuals from all countries are eligible, except those excluded under the Bank's Procurement Regulations (a law or official regulation of the Borrower's country, or a decision of the United Nations Security Council, prohibiting commercial relations with that country).",
        ),
      ],
    },
    {
      id: "fraud",
      number: "Section 6",
      heading: "Fraud and Corruption",
      paragraphs: [
        fromTemplate(
          "The Bank requires that Borrowers, bidders, consultants and their agents observe the highest standard of ethics during the procurement and execution of Bank-financed contracts, and refrain from corrupt, fraudulent, collusive, coercive and obstructive practices. The Bank will sanction any firm or individual found to have engaged in them, and may require that Consultants permit the Bank to inspect and audit their accounts and records.",
        ),
      ],
    },
    {
      id: "tor",
      number: "Section 7",
      heading: "Terms of Reference",
      paragraphs: [],
      subsections: tor.draft.sections.map((section) => ({
        ...section,
        id: `tor-${section.id}`,
        number: undefined,
      })),
    },
    {
      id: "contract",
      number: "Section 8",
      heading: "Conditions of Contract and Contract Forms",
      paragraphs: [
        fromTemplate(
          timeBased
            ? "The contract is the Bank's Standard Form of Contract for Consultant's Services (time-based: the supervision of works lasts as long as the works, so the Consultant is paid for the experts' time actually spent, at the agreed rates), with its General Conditions of Contract unchanged and the Special Conditions of Contract below."
            : "The contract is the Bank's Standard Form of Contract for Consultant's Services (lump-sum: payments are linked to the deliverables of the Terms of Reference), with its General Conditions of Contract unchanged and the Special Conditions of Contract below.",
        ),
      ],
      subsections: [
        {
          id: "contract-forms",
          number: "8.1",
          heading: "Contract Forms",
          paragraphs: [
            fromTemplate(
              "Form of Contract; Notification of Intention to Award; Beneficial Ownership Disclosure Form; Advance Payment Guarantee (where an advance is paid).",
            ),
          ],
        },
      ],
      tables: [
        {
          caption: "Special Conditions of Contract",
          columns: ["GCC Reference", "Special Condition"],
          rows: [
            ["GCC 1.1", `The Client is ${facts.entity}.`],
            [
              "GCC 11",
              `The contract shall be completed within ${brief.delivery?.text ?? "the period of the Terms of Reference"} of its effective date.`,
            ],
            [
              "GCC 41",
              timeBased
                ? "Payments are made monthly for the experts' time and the reimbursable expenses of the month, against the monthly progress report and the Consultant's invoice, within sixty (60) days of the invoice."
                : "Payments are made against the deliverables of the Terms of Reference, within sixty (60) days of the Client's acceptance of each deliverable and the Consultant's invoice.",
            ],
            ["GCC 49", "Disputes shall be settled by arbitration under the UNCITRAL Arbitration Rules."],
          ],
        },
      ],
    },
  ];
  return {
    title: `Request for Proposals: ${brief.subject}`.slice(0, 160),
    subtitle: `${facts.reference} — ${facts.entity}`,
    basis: `Drafted in the World Bank Standard Procurement Document structure (Request for Proposals, Consulting Services), with the Data Sheet filled from your brief and the criteria tool's technical grid (${methodName}).`,
    sections,
    toFill: facts.placeholders,
  };
}
