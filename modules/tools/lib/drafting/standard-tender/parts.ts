/**
 * The parts of a standard tender after its data sheet: the evaluation and qualification criteria (the criteria
 * tool's engine, sized from the estimate), the tendering forms the instructions name, the requirements (schedule
 * of requirements, or bills of quantities, specifications and drawings for works) from the brief's items, the
 * general and special conditions (special conditions keyed by the general clause they complete) and the
 * contract forms. Pure: each returns draft sections.
 */
import {
  assumption,
  fromInput,
  fromTemplate,
  type DraftParagraph,
  type DraftSection,
} from "@/lib/results/draft";
import { plainMoney } from "@/lib/frameworks/library";
import { brandNeutral } from "../brand-neutral";
import { formOfTender, priceScheduleTable } from "./form-texts";
import { evaluationMethod, qualificationCriteria } from "../criteria";
import type { RequiredItem, TenderBrief } from "./brief";
import { citizensOnly, dayMonthYear, numberWords, type TenderFacts } from "./data-sheet";
import { worded, type Vocabulary } from "./vocabulary";

const clause = (number: string, text: string, words: Vocabulary): DraftParagraph =>
  fromTemplate(`${number} ${worded(text, words)}`);

/** Section III: preliminary examination, technical and financial evaluation, qualification, award basis. */
export function criteriaSection(
  brief: TenderBrief,
  words: Vocabulary,
  rulesCode: string | undefined,
): DraftSection {
  const briefText = `${brief.objectives}\n${brief.items.map((item) => item.description).join("\n")}`;
  const qualification = qualificationCriteria(
    brief.category,
    brief.documentType,
    brief.estimate,
    rulesCode,
    briefText,
  );
  const method = evaluationMethod(brief.category, brief.documentType, briefText, rulesCode);
  const kenya = brief.family === "kenya";
  const preliminary = [
    `Duly completed and signed ${words.letterOfBid}`,
    brief.category === "works" ? "Priced Bills of Quantities" : "Duly completed price schedules",
    words.security + ` or ${words.securingDeclaration}, as specified in the ${words.dataSheetShort}`,
    "Written power of attorney authorising the signatory of the " + words.bid.toLowerCase(),
    ...(kenya
      ? [
          "Copy of the certificate of incorporation or registration, and CR12 (for companies)",
          "Valid Tax Compliance Certificate issued by the Kenya Revenue Authority",
          "Duly completed Confidential Business Questionnaire",
          "Duly completed Self-Declaration Forms (not debarred; no conflict of interest)",
          "Duly completed Certificate of Independent Tender Determination",
        ]
      : ["Duly completed Bidder Information Form", "Duly completed eligibility declarations"]),
    ...(brief.category === "goods"
      ? ["Manufacturer's Authorization for each item that is not manufactured by the " + words.bidder]
      : []),
  ];
  return {
    id: "criteria",
    number: "Section III",
    heading: "Evaluation and Qualification Criteria",
    paragraphs: [
      fromTemplate(
        `This section contains all the criteria the ${words.buyer} shall use to evaluate ${words.bids.toLowerCase()} and qualify ${words.bidders.toLowerCase()}. No other factors, methods or criteria shall be used.`,
      ),
    ],
    subsections: [
      {
        id: "criteria-preliminary",
        number: "1",
        heading: "Preliminary Examination for Determination of Responsiveness",
        paragraphs: [
          clause(
            "1.1",
            `The ${words.buyer} shall examine each {bid} for the following; a {bid} that does not meet any of them is non-responsive and shall not be evaluated further:`,
            words,
          ),
          ...preliminary.map((item, index) => fromTemplate(`(${String.fromCharCode(97 + index)}) ${item}.`)),
        ],
      },
      {
        id: "criteria-technical",
        number: "2",
        heading: "Technical Evaluation",
        paragraphs: [
          clause(
            "2.1",
            brief.category === "works"
              ? "Each responsive {bid} shall be checked, on a pass/fail basis, for a work programme that completes the works within the period in the Special Conditions of Contract, a method statement for the main activities, and the key personnel and equipment of Section III, 4. A {bid} that does not meet one of them shall be rejected."
              : `Each responsive {bid} shall be checked, item by item, against the requirements in Section V on a pass/fail basis. A {bid} that does not meet a requirement, or that offers a delivery period longer than the one in Section V, shall be rejected.`,
            words,
          ),
        ],
      },
      {
        id: "criteria-financial",
        number: "3",
        heading: "Financial Evaluation",
        paragraphs: [
          clause(
            "3.1",
            method === "rated"
              ? "Bids are ranked on their combined technical and price scores as stated in the Bid Data Sheet."
              : `Technically responsive {bids} shall be compared on their evaluated price: the {bid} price read out at the opening, adjusted for any discount offered and for the non-material non-conformities quantified under {itt} 30.`,
            words,
          ),
          ...(kenya
            ? [
                clause(
                  "3.2",
                  "No correction of arithmetic errors shall be made to the {bid} sum read out (see {itt} 31).",
                  words,
                ),
              ]
            : []),
        ],
      },
      {
        id: "criteria-qualification",
        number: "4",
        heading: "Qualification Criteria",
        paragraphs: [
          clause(
            "4.1",
            `The {bidder} with the lowest evaluated {bid} shall be qualified against the criteria below, each assessed pass/fail on the documents submitted; the ${words.buyer} may verify them by due diligence.`,
            words,
          ),
        ],
        tables: [
          {
            caption: "Qualification criteria",
            columns: ["Criterion", "Requirement", "Documents required"],
            rows: qualification.map((criterion) => [
              criterion.criterion,
              criterion.requirement,
              criterion.documents,
            ]),
          },
        ],
      },
      {
        id: "criteria-award",
        number: "5",
        heading: "Award",
        paragraphs: [
          clause(
            "5.1",
            "The contract shall be awarded to the {bidder} whose {bid} is substantially responsive, is the lowest evaluated {bid} and who meets the qualification criteria.",
            words,
          ),
        ],
      },
    ],
  };
}

type Form = { id: string; title: string; text: string };

/** Section IV: every form the instructions and the criteria name, each under its own heading. */
export function formsSection(brief: TenderBrief, words: Vocabulary, facts: TenderFacts): DraftSection {
  const kenya = brief.family === "kenya";
  const forms: Form[] = [
    {
      id: "form-of-tender",
      title: words.letterOfBid,
      text: `We, the undersigned, offer to ${brief.category === "works" ? "execute the works" : "supply the goods and related services"} of ${facts.reference}, ${brief.subject}, in conformity with the ${words.document}, for the total price stated in the price schedules in words and figures. Our ${words.bid.toLowerCase()} shall be valid for the period specified in ${words.itt} 18.1 of the ${words.dataSheet} and shall remain binding upon us until that date.`,
    },
    {
      id: "price-schedule",
      title:
        brief.category === "works"
          ? "Priced Bills of Quantities"
          : "Price Schedule of Goods and Related Services",
      text:
        brief.category === "works"
          ? `A rate and an amount for each item of the Bills of Quantities (Section V), in ${brief.estimate?.currency ?? (kenya ? "KES" : "USD")}, inclusive of all taxes; the Bill totals carried to the summary and the tender sum to the ${words.letterOfBid}.`
          : `Unit and total prices for each item of Section V, in ${brief.estimate?.currency ?? (kenya ? "KES" : "USD")}, inclusive of all taxes and delivery to the place stated; totals carried to the ${words.letterOfBid}.`,
    },
    {
      id: "security-form",
      title: `${words.security} (Bank or Insurance Guarantee)`,
      text: `Unconditional guarantee of the amount and validity stated in ${words.itt} 19.1 of the ${words.dataSheet}.`,
    },
    {
      id: "securing-declaration",
      title: words.securingDeclaration,
      text: `Where the ${words.dataSheet} asks for it in place of a ${words.security.toLowerCase()}: the ${words.bidder} accepts suspension from tendering for the period the law sets if it withdraws its ${words.bid.toLowerCase()} during its validity or fails to sign the contract.`,
    },
    ...(kenya
      ? [
          {
            id: "questionnaire",
            title: "Confidential Business Questionnaire",
            text: "The Tenderer's particulars, ownership and directors, and any interest of an employee of the Procuring Entity.",
          },
          {
            id: "independent-determination",
            title: "Certificate of Independent Tender Determination",
            text: "The Tenderer certifies that its tender was arrived at independently, without consultation or agreement with any competitor.",
          },
          {
            id: "self-declaration",
            title: "Self-Declaration Forms",
            text: "Declaration that the Tenderer is not debarred from public procurement, will not engage in corrupt or fraudulent practice, and has no conflict of interest (sections 62 and 66 of the Act).",
          },
        ]
      : [
          {
            id: "bidder-information",
            title: "Bidder Information Form",
            text: "The Bidder's legal name, country of registration, year of registration, address and authorised representative.",
          },
        ]),
    {
      id: "qualification-forms",
      title: "Qualification Forms",
      text:
        "Experience of similar contracts, financial situation and turnover, financial resources, pending litigation" +
        (brief.category === "works" ? ", key personnel and equipment" : "") +
        ", as Section III requires.",
    },
    ...(brief.category === "goods"
      ? [
          {
            id: "manufacturer-authorization",
            title: "Manufacturer's Authorization",
            text: `Issued by the manufacturer of each item the ${words.bidder} does not manufacture itself, authorising the ${words.bidder} to supply it in the ${words.buyer}'s country and extending the manufacturer's warranty.`,
          },
        ]
      : []),
  ];
  return {
    id: "forms",
    number: "Section IV",
    heading: kenya ? "Tendering Forms" : "Bidding Forms",
    paragraphs: [
      fromTemplate(
        `The ${words.bidder} shall complete and submit the following forms without altering their text.`,
      ),
    ],
    subsections: forms.map((form, index) => ({
      id: form.id,
      number: `${index + 1}`,
      heading: form.title,
      // The two forms a tender is first judged on are written out; the others say what they hold.
      paragraphs:
        form.id === "form-of-tender" ? formOfTender(brief, words, facts) : [fromTemplate(form.text)],
      ...(form.id === "price-schedule" && brief.category !== "works" && brief.items.length
        ? { tables: [priceScheduleTable(brief)] }
        : {}),
    })),
  };
}

const quantityText = (item: RequiredItem) =>
  item.quantity === null ? "1" : item.quantity.toLocaleString("en-GB");

/** Part 2, the requirements: goods and services as a schedule of requirements; works as BoQ, specifications, drawings. */
export function requirementSections(
  brief: TenderBrief,
  words: Vocabulary,
  facts: TenderFacts,
): DraftSection[] {
  const delivery = brief.delivery
    ? `within ${brief.delivery.text} of ${brief.category === "works" ? "the Commencement Date" : "the date the contract is signed"}`
    : null;
  const deliveryText =
    delivery ??
    facts.placeholders[
      facts.placeholders.push({ item: "Delivery period", placeholder: "[insert delivery period]" }) - 1
    ]!.placeholder;
  const lines = brief.items.length
    ? brief.items
    : [{ description: brief.subject, quantity: null, unit: "Lot" }];
  const standards =
    brief.family === "kenya"
      ? "relevant Kenya Bureau of Standards (KEBS) standards or equivalent international standards (ISO, IEC, EN)"
      : "relevant international standards (ISO, IEC, EN) or equivalent national standards";
  const specification = (item: RequiredItem, index: number): DraftParagraph =>
    fromInput(
      brief.category === "works"
        ? `${index + 1}. ${brandNeutral(item.description)}: ${quantityText(item)} ${item.unit}, measured as executed; materials and workmanship to ${standards}, tested as the Engineer directs.`
        : `${index + 1}. ${brandNeutral(item.description)}: quantity ${quantityText(item)} ${item.unit}; new, unused and of current manufacture, conforming to ${standards}. Any brand or model named is for description only and shall be read as "or equivalent".`,
    );
  if (brief.category === "works")
    return [
      {
        id: "boq",
        number: "Section V",
        heading: "Bills of Quantities",
        paragraphs: [
          fromTemplate(
            "The Bills of Quantities shall be read with the Instructions, the Conditions of Contract, the Specifications and the Drawings. Quantities are estimated and are not the quantities of work to be executed; payment is made for the quantities actually executed, measured by the Engineer, at the rates and prices of the priced Bills.",
          ),
          fromTemplate(
            "A rate or price shall be entered against each item; an item left unpriced is deemed covered by the other rates and prices.",
          ),
        ],
        tables: [
          {
            caption: "Bill No. 1",
            columns: ["Item", "Description", "Unit", "Quantity", "Rate", "Amount"],
            rows: lines.map((item, index) => [
              String(index + 1),
              brandNeutral(item.description),
              item.unit,
              quantityText(item),
              "",
              "",
            ]),
          },
        ],
      },
      {
        id: "specifications",
        number: "Section VI",
        heading: "Specifications",
        paragraphs: [
          fromTemplate(
            `The works shall be executed to the ${standards}, with materials and workmanship of the quality described for each item of the Bills of Quantities. Samples of materials shall be submitted to the Engineer for approval before use.`,
          ),
          fromInput(`Scope of works: ${brief.objectives}`),
          ...lines.map(specification),
          fromInput(`Completion: the works shall be completed ${deliveryText}.`),
        ],
      },
      {
        id: "drawings",
        number: "Section VII",
        heading: "Drawings",
        paragraphs: [
          fromTemplate("The drawings listed below form part of this Tender Document and are issued with it."),
        ],
        tables: [
          {
            caption: "List of drawings",
            columns: ["Drawing No.", "Title"],
            rows: [["1", drawingsBlank(facts)]],
          },
        ],
      },
    ];
  // Goods go to where they are used, not to the tender box: the brief's place, else the sites are for the officer.
  const place =
    brief.place ??
    facts.placeholders[
      facts.placeholders.push({
        item: "Delivery sites",
        placeholder: "[insert the delivery site(s) and the quantity for each]",
      }) - 1
    ]!.placeholder;
  return [
    {
      id: "requirements",
      number: "Section V",
      heading: brief.category === "goods" ? "Schedule of Requirements" : "Description of Services",
      paragraphs: [fromInput(`Objectives: ${brief.objectives}`)],
      subsections: [
        {
          id: "delivery-schedule",
          number: "1",
          heading:
            brief.category === "goods"
              ? "List of Goods and Delivery Schedule"
              : "List of Services and Completion Schedule",
          paragraphs: [fromInput(`All items shall be delivered to ${place} ${deliveryText}.`)],
          tables: [
            {
              caption: brief.category === "goods" ? "List of goods" : "List of services",
              columns: ["Item", "Description", "Quantity", "Unit", "Delivery"],
              rows: lines.map((item, index) => [
                String(index + 1),
                brandNeutral(item.description),
                quantityText(item),
                item.unit,
                delivery ?? "As stated above",
              ]),
            },
          ],
        },
        {
          id: "technical-specifications",
          number: "2",
          heading: "Technical Specifications",
          paragraphs: lines.map(specification),
        },
        {
          id: "inspections",
          number: "3",
          heading: "Inspections and Tests",
          paragraphs: [
            fromTemplate(
              `The goods shall be inspected on delivery by the ${words.buyer}'s Inspection and Acceptance Committee against Section V; items that do not conform shall be rejected and replaced at the Supplier's cost.`,
            ),
          ],
        },
      ],
    },
  ];
}

function drawingsBlank(facts: TenderFacts): string {
  const placeholder = "[insert the list of drawings]";
  facts.placeholders.push({ item: "List of drawings", placeholder });
  return placeholder;
}

/** Part 3: the general conditions (standard, unchanged), the special conditions keyed by GCC clause, contract forms. */
export function conditionSections(brief: TenderBrief, words: Vocabulary, facts: TenderFacts): DraftSection[] {
  const kenya = brief.family === "kenya";
  const works = brief.category === "works";
  const performance = works ? 10 : 5;
  const completion = brief.delivery ? brief.delivery.text : "the period in Section V";
  const warranty = brief.warranty?.text;
  const numbers = {
    gcc: works ? "Section VIII" : "Section VI",
    scc: works ? "Section IX" : "Section VII",
    forms: works ? "Section X" : "Section VIII",
  };
  const standard = kenya
    ? `the Public Procurement Regulatory Authority's Standard Tender Document for the Procurement of ${works ? "Works" : brief.category === "goods" ? "Goods" : "Non-Consulting Services"} (Rev. April 2022)`
    : brief.family === "world-bank"
      ? `the World Bank's Standard Procurement Document, Request for Bids — ${works ? "Works" : "Goods"}`
      : "the standard contract of the procuring organisation";
  const sccRows: string[][] = [
    [
      works ? "The Employer and the Engineer" : `The ${words.buyer}`,
      works
        ? `The Employer is ${facts.entity}. The Engineer is the ${kenya ? "Procuring Entity's" : "Employer's"} appointed project engineer named in the Letter of Award.`
        : `The ${words.buyer} is ${facts.entity}.`,
    ],
    [
      works ? "Intended Completion Date" : "Delivery period",
      works
        ? `The works shall be completed within ${completion} of the Commencement Date.`
        : `Delivery shall be completed within ${completion} of the date the contract is signed.`,
    ],
    ...(works
      ? [
          [
            "Commencement Date",
            "The Engineer gives possession of the site and notice of the Commencement Date once the contract is signed and the performance security received.",
          ],
        ]
      : []),
    [
      "Governing law",
      kenya
        ? "The law governing the contract is the law of Kenya."
        : `The law of the ${words.buyer}'s country.`,
    ],
    [
      "Settlement of disputes",
      kenya
        ? "Disputes not settled amicably within thirty (30) days shall be referred to arbitration under the Arbitration Act, 1995 (Kenya), seated in Nairobi."
        : "Disputes not settled amicably shall be referred to arbitration under the UNCITRAL Arbitration Rules.",
    ],
    [
      works && kenya ? "GCC 4.2 (Performance security)" : "Performance security",
      `The performance security shall be ${performance}% of the contract price, in the form of an unconditional bank guarantee or a guarantee from an insurance company approved by the ${kenya ? "Public Procurement Regulatory Authority" : words.buyer}.`,
    ],
    [
      works && kenya ? "GCC 14.3, 14.7 and 14.9 (Payment and retention)" : "Payment",
      works
        ? `Interim payments are certified monthly by the Engineer and paid within ${kenya ? "sixty (60) days of the Interim Payment Certificate" : "the period in the General Conditions"}; retention of ten percent (10%) of each certified amount up to a limit of five percent (5%) of the Accepted Contract Amount, half released on taking over and half at the end of the defects liability period. No advance payment is made.`
        : `Payment of one hundred percent (100%) of the contract price within thirty (30) days of delivery and acceptance by the ${words.buyer}'s Inspection and Acceptance Committee, against the supplier's invoice.`,
    ],
    [
      works ? "Delay damages" : "Liquidated damages",
      works
        ? "Delay damages: zero point one percent (0.1%) of the Accepted Contract Amount per day of delay beyond the Intended Completion Date, up to a maximum of ten percent (10%) of the Accepted Contract Amount."
        : "Liquidated damages for late delivery: zero point one percent (0.1%) of the price of the delayed goods per day of delay, up to a maximum of ten percent (10%) of the contract price.",
    ],
    works
      ? [
          "Defects liability period",
          `The defects liability period is ${warranty ?? "twelve (12) months"} from the date of completion.`,
        ]
      : [
          "Warranty",
          `The warranty shall remain valid for ${warranty ?? "twelve (12) months"} after the goods have been delivered and accepted.`,
        ],
  ];
  if (!warranty)
    sccRows[sccRows.length - 1]![1] +=
      " (The brief gives no warranty period: twelve months is the standard default; change it if your needs differ.)";
  return [
    {
      id: "gcc",
      number: numbers.gcc,
      heading: "General Conditions of Contract",
      paragraphs: [
        fromTemplate(
          `The General Conditions of Contract are those of ${standard}, which apply without change; anything specific to this contract is set in the Special Conditions of Contract, which prevail.`,
        ),
        fromTemplate(
          "They cover: definitions and interpretation; contract documents and their order of precedence; fraud and corruption; the scope of supply or works; delivery, inspection and tests; prices, payment and taxes; performance security; warranty or defects liability; liquidated damages; variations and extensions of time; force majeure; termination; and settlement of disputes.",
        ),
      ],
    },
    {
      id: "scc",
      number: numbers.scc,
      heading: "Special Conditions of Contract",
      paragraphs: [
        fromTemplate(
          "The following Special Conditions of Contract supplement or amend the General Conditions of Contract; where there is a conflict, they prevail.",
        ),
      ],
      tables: [
        {
          caption: "Special Conditions of Contract",
          columns: ["GCC clause or subject", "Special Condition"],
          rows: sccRows,
        },
      ],
    },
    {
      id: "contract-forms",
      number: numbers.forms,
      heading: "Contract Forms",
      paragraphs: [
        fromTemplate(
          "The following forms are completed by the parties at award; they are not completed by the " +
            words.bidders.toLowerCase() +
            ".",
        ),
      ],
      subsections: [
        "Notification of Intention to Award",
        kenya ? "Letter of Award" : "Letter of Acceptance",
        "Contract Agreement",
        "Performance Security (Demand Guarantee)",
        "Advance Payment Security",
        "Beneficial Ownership Disclosure Form",
      ].map((title, index) => ({
        id: `contract-form-${index + 1}`,
        number: `${index + 1}`,
        heading: title,
        paragraphs: [],
      })),
    },
  ];
}

/** The invitation that precedes the document (not part of it): every fact as the data sheet states it. */
export function invitationSection(brief: TenderBrief, words: Vocabulary, facts: TenderFacts): DraftSection {
  const kenya = brief.family === "kenya";
  const portal = kenya
    ? "the Public Procurement Information Portal (tenders.go.ke) and the Procuring Entity's website"
    : "the Purchaser's website";
  return {
    id: "invitation",
    number: "",
    heading: kenya ? "Invitation to Tender" : "Specific Procurement Notice",
    paragraphs: [
      fromTemplate(`Date: ${dayMonthYear(facts.issued)}`),
      fromInput(
        `${facts.entity} invites sealed ${words.bids.toLowerCase()} from eligible ${words.bidders.toLowerCase()} for ${facts.reference}: ${brief.subject}.`,
      ),
      fromTemplate(
        brief.reserved
          ? `This ${words.bid.toLowerCase()} is reserved for ${words.bidders.toLowerCase()} registered under the Access to Government Procurement Opportunities (AGPO) programme, as the ${words.dataSheet} states.`
          : citizensOnly(brief)
            ? `The ${words.bid.toLowerCase()} is open to citizen contractors only (exclusive preference, section 157(8)(a) of the Public Procurement and Asset Disposal Act, 2015), as the ${words.dataSheet} states.`
            : `The ${words.bid.toLowerCase()} is open to all eligible ${words.bidders.toLowerCase()}.`,
      ),
      fromTemplate(`The ${words.document} may be viewed and downloaded free of charge from ${portal}.`),
      fromTemplate(
        facts.security
          ? `${words.bids} must be accompanied by a ${words.security} of ${facts.security}, valid for ${numberWords(facts.securityValidityDays)} (${facts.securityValidityDays}) days from the deadline for submission.`
          : `${words.bids} must be accompanied by a ${words.securingDeclaration} in the form provided.`,
      ),
      fromTemplate(
        `${words.bids} must be delivered to ${facts.place} on or before ${facts.deadline}. Late ${words.bids.toLowerCase()} will be rejected. ${words.bids} will be opened immediately after the deadline in the presence of the ${words.bidders.toLowerCase()}' representatives who choose to attend.`,
      ),
      ...(brief.estimate
        ? []
        : [assumption("The brief gives no estimate: the security is replaced by a securing declaration.")]),
      ...(brief.estimate && kenya ? [] : []),
    ].filter(Boolean),
  };
}

export const estimateText = (brief: TenderBrief) =>
  brief.estimate ? plainMoney(brief.estimate.amount, brief.estimate.currency) : null;
