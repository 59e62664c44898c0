/**
 * Section I, Instructions to Tenderers / Bidders, clause by clause in the numbering the PPRA standard tender
 * documents (Rev. April 2022) and the World Bank's Request for Bids share (ITT/ITB 1–49), so the data sheet's
 * keys (7.1 clarification, 18.1 validity, 19.1 security, 22.1 deadline, 25.1 opening) point at the clause they
 * complete. The instructions stay standard: every figure and date is "as specified in the data sheet", never
 * here (a figure in the instructions is an edit a reviewer reports). Kenya's clauses carry the Act's own
 * regime where it differs: the tender sum read out is final (s. 82), review by the Review Board (s. 167).
 */
import type { TenderCategory, TenderFamily } from "./brief";

/** One ITT/ITB clause: its number, title and sub-clauses ("{bidder}" words filled by the vocabulary). */
export type Clause = { number: number; title: string; text: string[]; part: string };

type ClauseSpec = Omit<Clause, "part"> & { kenya?: string[]; bank?: string[]; generic?: string[] };

const GENERAL = "A. General";
const CONTENTS = "B. Contents of the {document}";
const PREPARATION = "C. Preparation of {bids}";
const SUBMISSION = "D. Submission and Opening of {bids}";
const EVALUATION = "E. Evaluation and Comparison of {bids}";
const AWARD = "F. Award of Contract";

const PARTS: [string, ClauseSpec[]][] = [
  [
    GENERAL,
    [
      {
        number: 1,
        title: "Scope of {bid}",
        text: [
          "The {buyer} named in the {dataSheetShort} issues this {document} for the supply of the goods and related services described in Section V. The name, identification and number of lots of this procurement are specified in the {dataSheetShort}.",
          'Throughout this {document}, "in writing" means communicated in written form, including by e-mail or through the electronic procurement system, with proof of receipt; "day" means calendar day unless stated otherwise.',
        ],
      },
      {
        number: 2,
        title: "Source of Funds",
        text: [
          "The {buyer} intends to pay for the contract from the funds specified in the {dataSheetShort}.",
        ],
      },
      {
        number: 3,
        title: "Fraud and Corruption",
        kenya: [
          "The {buyer} requires {bidders} to observe the highest standard of ethics. A {bidder} that engages in corrupt, fraudulent, collusive or coercive practice within the meaning of sections 62 and 66 of the Public Procurement and Asset Disposal Act, 2015 shall be disqualified, and may be debarred by the Public Procurement Regulatory Authority.",
          "{bidders} shall permit the {buyer} and the Authority to inspect their accounts, records and documents relating to this procurement.",
        ],
        bank: [
          "The Bank requires compliance with its Anti-Corruption Guidelines and its prevailing sanctions policies and procedures as set forth in Section VI, Fraud and Corruption.",
          "{bidders} shall permit and cause their agents, subcontractors and suppliers to permit the Bank to inspect all accounts, records and other documents relating to the procurement process and contract execution, and to have them audited by auditors appointed by the Bank.",
        ],
        generic: [
          "The {buyer} requires {bidders} to observe the highest standard of ethics. A {bidder} found to have engaged in corrupt, fraudulent, collusive, coercive or obstructive practices in competing for the contract shall have its {bid} rejected and may be sanctioned under the applicable law.",
          "{bidders} shall permit the {buyer} to inspect their accounts, records and documents relating to this procurement.",
        ],
        text: [],
      },
      {
        number: 4,
        title: "Eligible {bidders}",
        kenya: [
          "A {bidder} may be a firm or a natural person, or a joint venture of them. A {bidder} shall not have a conflict of interest, shall not be debarred by the Public Procurement Regulatory Authority and shall not be insolvent or in receivership.",
          "Where the {dataSheetShort} reserves this tender for youth, women or persons with disabilities, only {bidders} registered under the Access to Government Procurement Opportunities (AGPO) programme for that group are eligible.",
          "A {bidder} shall provide such evidence of eligibility satisfactory to the {buyer} as the {buyer} reasonably requests.",
        ],
        bank: [
          "A {bidder} may have the nationality of any country, subject to the restrictions in Section V, Eligible Countries. A {bidder} shall not have a conflict of interest, and shall not be debarred or suspended by the Bank.",
          "A {bidder} shall provide such evidence of eligibility satisfactory to the {buyer} as the {buyer} reasonably requests.",
        ],
        generic: [
          "A {bidder} may be a firm or a natural person, or a joint venture of them. A {bidder} shall not have a conflict of interest, and shall not be debarred or suspended from public procurement under the applicable law.",
          "A {bidder} shall provide such evidence of eligibility satisfactory to the {buyer} as the {buyer} reasonably requests.",
        ],
        text: [],
      },
      {
        number: 5,
        title: "Eligible Goods and Related Services",
        text: [
          "The goods, materials, equipment and services to be supplied under the contract may have their origin in any eligible source country, subject to the restrictions stated in the {dataSheetShort}.",
        ],
      },
    ],
  ],
  [
    CONTENTS,
    [
      {
        number: 6,
        title: "Sections of the {document}",
        text: [
          "This {document} consists of Parts 1, 2 and 3, which include all the sections listed in its table of contents, and should be read together with any addenda issued under {itt} 8. The invitation is not part of the {document}.",
          "{bidders} are expected to examine all instructions, forms, terms and specifications in the {document}; failure to furnish all information or documentation it requires may result in the rejection of the {bid}.",
        ],
      },
      {
        number: 7,
        title: "Clarification of the {document}, Site Visit and Pre-{bid} Meeting",
        text: [
          "A {bidder} requiring any clarification of the {document} shall contact the {buyer} in writing at the address specified in the {dataSheetShort} before the clarification deadline specified in the {dataSheetShort}. The {buyer} shall respond in writing to every request received by that deadline and send its response, including a description of the inquiry but without identifying its source, to all {bidders} who obtained the {document}.",
          "A site visit or pre-{bid} meeting, where the {dataSheetShort} provides for one, is at the {bidder}'s own cost; minutes are sent to all {bidders}.",
        ],
      },
      {
        number: 8,
        title: "Amendment of the {document}",
        text: [
          "At any time before the deadline for submission, the {buyer} may amend the {document} by issuing an addendum, which becomes part of the {document} and is communicated in writing to all who obtained it. The {buyer} may extend the deadline to give {bidders} reasonable time to take an addendum into account.",
        ],
      },
    ],
  ],
  [
    PREPARATION,
    [
      {
        number: 9,
        title: "Cost of {bidding}",
        text: [
          "The {bidder} shall bear all costs of preparing and submitting its {bid}; the {buyer} is not responsible for them, whatever the outcome.",
        ],
      },
      {
        number: 10,
        title: "Language of {bid}",
        text: [
          "The {bid} and all correspondence and documents relating to it shall be written in the language specified in the {dataSheetShort}.",
        ],
      },
      {
        number: 11,
        title: "Documents Comprising the {bid}",
        text: [
          "The {bid} shall comprise the {letterOfBid} and the price schedules; the {security} or {securingDeclaration} as required by {itt} 19; written confirmation authorising the signatory to commit the {bidder}; documentary evidence of eligibility and qualification; documentary evidence of the conformity of the goods, works or services; and any other document required in the {dataSheetShort}.",
        ],
      },
      {
        number: 12,
        title: "{letterOfBid} and Price Schedules",
        text: [
          "The {letterOfBid} and the price schedules shall be prepared using the forms in Section IV, completed without alteration to their text; all blank spaces shall be filled in.",
        ],
      },
      {
        number: 13,
        title: "Alternative {bids}",
        text: ["Alternative {bids} shall not be considered unless the {dataSheetShort} permits them."],
      },
      {
        number: 14,
        title: "{bid} Prices and Discounts",
        text: [
          "The prices and discounts quoted in the {letterOfBid} and the price schedules shall conform to the requirements below. All lots and items shall be listed and priced separately; an item not priced is deemed covered by the prices of other items.",
          "Prices quoted shall be inclusive of all duties, taxes and other levies payable by the {bidder}, and fixed for the duration of the contract unless the {dataSheetShort} provides for price adjustment.",
        ],
      },
      {
        number: 15,
        title: "Currencies of {bid} and Payment",
        text: [
          "The currency or currencies of the {bid} and of payment shall be as specified in the {dataSheetShort}.",
        ],
      },
      {
        number: 16,
        title: "Documents Establishing the Conformity of the Goods and Related Services",
        text: [
          "The {bidder} shall furnish documentary evidence that the goods, works or services conform to the technical specifications and standards in Section V: literature, drawings, data and, where required, samples. Standards and brand names in Section V are descriptive, not restrictive; the {bidder} may offer other standards or brands of equivalent quality that substantially meet the requirements.",
        ],
      },
      {
        number: 17,
        title: "Documents Establishing the Eligibility and Qualifications of the {bidder}",
        text: [
          "The {bidder} shall furnish the documents that establish its eligibility and its qualification against the criteria in Section III, using the forms in Section IV.",
        ],
      },
      {
        number: 18,
        title: "Period of Validity of {bids}",
        text: [
          "{bids} shall remain valid for the period specified in the {dataSheetShort} after the deadline for submission. A {bid} valid for a shorter period shall be rejected as non-responsive.",
          "In exceptional circumstances, before the validity period expires, the {buyer} may request {bidders} in writing to extend it. A {bidder} may refuse the request without forfeiting its {security}; a {bidder} granting it shall not modify its {bid}.",
        ],
      },
      {
        number: 19,
        title: "{security}",
        text: [
          "The {bidder} shall furnish as part of its {bid} either a {securingDeclaration} or a {security}, as specified in the {dataSheetShort}, in original form and, for a {security}, in the amount and currency specified in the {dataSheetShort}.",
          "A {security} shall be an unconditional guarantee issued by a bank or an insurance company acceptable to the {buyer}, using the form in Section IV, and shall remain valid for the period specified in the {dataSheetShort}.",
          "The {security} of unsuccessful {bidders} shall be returned promptly after the successful {bidder} furnishes its performance security and signs the contract. The {security} may be forfeited, or the {securingDeclaration} executed, if a {bidder} withdraws its {bid} during its validity, or the successful {bidder} fails to sign the contract or to furnish the performance security.",
        ],
      },
      {
        number: 20,
        title: "Format and Signing of {bid}",
        text: [
          "The {bidder} shall prepare the {bid} as specified in the {dataSheetShort}. The {bid} shall be typed or written in indelible ink and signed by a person duly authorised to sign on behalf of the {bidder}.",
        ],
      },
    ],
  ],
  [
    SUBMISSION,
    [
      {
        number: 21,
        title: "Sealing and Marking of {bids}",
        text: [
          "{bids} submitted in hard copy shall be sealed and marked with the name and address of the {bidder}, the name of the {buyer}, the reference and title of the procurement, and a warning not to open before the time of opening; electronic submission follows the procedure specified in the {dataSheetShort}.",
        ],
      },
      {
        number: 22,
        title: "Deadline for Submission of {bids}",
        text: [
          "{bids} must be received by the {buyer} at the address and no later than the date and time specified in the {dataSheetShort}.",
          "The {buyer} may extend the deadline by amending the {document}; all rights and obligations of the {buyer} and the {bidders} then apply to the extended deadline.",
        ],
      },
      {
        number: 23,
        title: "Late {bids}",
        text: [
          "The {buyer} shall not consider any {bid} that arrives after the deadline for submission; a late {bid} shall be declared late, rejected and returned unopened.",
        ],
      },
      {
        number: 24,
        title: "Withdrawal, Substitution and Modification of {bids}",
        text: [
          "A {bidder} may withdraw, substitute or modify its {bid} after submission by a written notice received before the deadline for submission.",
        ],
      },
      {
        number: 25,
        title: "{bid} Opening",
        text: [
          "The {buyer} shall publicly open all {bids} received by the deadline at the date, time and place specified in the {dataSheetShort}, in the presence of the {bidders}' designated representatives who choose to attend.",
          "At the opening, the name of each {bidder}, the total {bid} price, any discounts and the presence or absence of the {security} or {securingDeclaration} shall be read aloud and recorded. The record shall be signed by those present and a copy distributed to all {bidders} who submitted {bids}.",
        ],
      },
    ],
  ],
  [
    EVALUATION,
    [
      {
        number: 26,
        title: "Confidentiality",
        text: [
          "Information relating to the evaluation of {bids} and the recommendation of award shall not be disclosed to {bidders} or any other person not officially concerned until the notification of intention to award is sent to all {bidders}. Any attempt by a {bidder} to influence the evaluation may result in the rejection of its {bid}.",
        ],
      },
      {
        number: 27,
        title: "Clarification of {bids}",
        kenya: [
          "To assist in the evaluation, the {buyer} may ask any {bidder} in writing for a clarification of its {bid}. No change in the prices or substance of the {bid} shall be sought, offered or permitted.",
        ],
        text: [
          "To assist in the evaluation, the {buyer} may ask any {bidder} in writing for a clarification of its {bid}. No change in the prices or substance of the {bid} shall be sought, offered or permitted, except to confirm the correction of arithmetic errors where {itt} 31 allows it.",
        ],
      },
      {
        number: 28,
        title: "Deviations, Reservations and Omissions",
        text: [
          "A deviation is a departure from the requirements; a reservation sets limiting conditions; an omission is a failure to submit part or all of the information or documentation required by the {document}.",
        ],
      },
      {
        number: 29,
        title: "Determination of Responsiveness",
        text: [
          "The {buyer} shall determine the responsiveness of a {bid} from its own contents. A substantially responsive {bid} meets the requirements of the {document} without material deviation, reservation or omission; a {bid} that is not substantially responsive shall be rejected and may not be made responsive afterwards by correction.",
        ],
      },
      {
        number: 30,
        title: "Non-material Non-conformities",
        text: [
          "Provided a {bid} is substantially responsive, the {buyer} may waive non-conformities that do not constitute a material deviation, and may request the {bidder} to submit, within a reasonable period, information to rectify non-material non-conformities related to documentation; such an omission shall not be related to any aspect of the price.",
        ],
      },
      {
        number: 31,
        title: "Arithmetical Errors",
        kenya: [
          "The {bid} sum as submitted and read out during the {bid} opening shall be absolute and final and shall not be the subject of correction, adjustment or amendment in any way by any person or entity (section 82 of the Public Procurement and Asset Disposal Act, 2015).",
          "Where the price schedules show an error, the {buyer} shall not change the {bid} sum: a {bidder} whose {bid} is found to contain errors shall be asked to confirm that it will perform the contract at the {bid} sum read out; a {bidder} who does not confirm shall have its {bid} rejected.",
        ],
        bank: [
          "Provided the {bid} is substantially responsive, the {buyer} shall correct arithmetical errors: if there is a discrepancy between the unit price and the total price obtained by multiplying the unit price and quantity, the unit price shall prevail and the total price shall be corrected, unless the unit price is obviously misplaced; if there is an error in a total corresponding to the addition or subtraction of subtotals, the subtotals shall prevail; if there is a discrepancy between words and figures, the amount in words shall prevail.",
          "A {bidder} that does not accept the correction of errors shall have its {bid} declared non-responsive.",
        ],
        text: [],
      },
      {
        number: 32,
        title: "Conversion to Single Currency",
        text: [
          "For evaluation and comparison, the currency of the {bid} shall be converted into the single currency specified in the {dataSheetShort}.",
        ],
      },
      {
        number: 33,
        title: "Margin of Preference and Reservations",
        text: [
          "A margin of preference, or a reservation for a group of {bidders}, applies only where the {dataSheetShort} says so and as it specifies.",
        ],
      },
      {
        number: 34,
        title: "Evaluation of {bids}",
        text: [
          "The {buyer} shall use the criteria and methodologies listed in this clause and in Section III, Evaluation and Qualification Criteria; no other criteria or methodology shall be permitted.",
          "To evaluate a {bid}, the {buyer} shall consider the {bid} price and the adjustments for non-material non-conformities, discounts and the other factors specified in Section III.",
        ],
      },
      {
        number: 35,
        title: "Comparison of {bids}",
        text: [
          "The {buyer} shall compare the evaluated costs of all substantially responsive {bids} to determine the lowest evaluated {bid}.",
        ],
      },
      {
        number: 36,
        title: "Abnormally Low {bids}",
        text: [
          "Where the {bid} price appears abnormally low in relation to the estimate and the other {bids}, the {buyer} shall seek written clarification from the {bidder}, including a detailed price analysis. If the {bidder} fails to demonstrate its capability to perform the contract for the offered price, the {buyer} shall reject the {bid}.",
        ],
      },
      {
        number: 37,
        title: "Unbalanced or Front-Loaded {bids}",
        text: [
          "Where a {bid} appears seriously unbalanced or front-loaded, the {buyer} may require the {bidder} to provide written clarification and may require a higher performance security, at the {bidder}'s expense, to protect the {buyer} against financial loss.",
        ],
      },
      {
        number: 38,
        title: "Qualification of the {bidder}",
        text: [
          "The {buyer} shall determine whether the {bidder} with the lowest evaluated, substantially responsive {bid} meets the qualifying criteria in Section III, on the basis of the documentary evidence it submitted. An affirmative determination is a prerequisite for award; a negative one results in disqualification and the next-ranked {bid} is examined in the same way.",
        ],
      },
      {
        number: 39,
        title: "Lowest Evaluated {bid}",
        text: [
          "Having compared the evaluated prices, the {buyer} shall determine the lowest evaluated {bid}: the {bid} of the {bidder} that meets the qualification criteria and whose {bid} has been determined to be substantially responsive and the lowest evaluated price.",
        ],
      },
      {
        number: 40,
        title: "{buyer}'s Right to Accept Any {bid}, and to Reject Any or All {bids}",
        text: [
          "The {buyer} reserves the right to accept or reject any {bid}, and to terminate the procurement proceedings and reject all {bids} at any time before the award of contract, without incurring any liability to {bidders}; the grounds shall be communicated in writing to all {bidders}.",
        ],
      },
    ],
  ],
  [
    AWARD,
    [
      {
        number: 41,
        title: "Award Criteria",
        text: [
          "The {buyer} shall award the contract to the successful {bidder}: the {bidder} whose {bid} has been determined to be the lowest evaluated {bid} and who is qualified to perform the contract satisfactorily.",
        ],
      },
      {
        number: 42,
        title: "Notification of Intention to Award",
        text: [
          "Before the expiry of the {bid} validity period, the {buyer} shall notify each {bidder} in writing of its intention to award, stating the name and address of the successful {bidder}, the contract price, and for each unsuccessful {bidder} the reasons why its {bid} was unsuccessful, and the expiry date of the standstill period.",
        ],
      },
      {
        number: 43,
        title: "Standstill Period",
        text: [
          "The contract shall not be awarded before the expiry of the standstill period specified in the {dataSheetShort}, to allow {bidders} to challenge the intended award. Where only one {bid} was submitted, the standstill period does not apply.",
        ],
      },
      {
        number: 44,
        title: "Debriefing by the {buyer}",
        text: [
          "On receipt of the notification of intention to award, an unsuccessful {bidder} may make a written request for a debriefing; the {buyer} shall provide it in writing, explaining the relative strengths and weaknesses of that {bidder}'s own {bid} without disclosing confidential information of other {bidders}.",
        ],
      },
      {
        number: 45,
        title: "Letter of Award",
        text: [
          "Before the expiry of the {bid} validity period and after the standstill period (or any review), the {buyer} shall send the successful {bidder} the Letter of Award.",
        ],
      },
      {
        number: 46,
        title: "Signing of Contract",
        text: [
          "The successful {bidder} shall sign, date and return the Contract Agreement within the period specified in the {dataSheetShort}.",
        ],
      },
      {
        number: 47,
        title: "Performance Security",
        text: [
          "Within the period specified in the {dataSheetShort} after receipt of the Letter of Award, the successful {bidder} shall furnish the performance security in the amount specified in the Special Conditions of Contract, using the form in the contract forms. Failure to do so constitutes sufficient grounds for the annulment of the award and the forfeiture of the {security} or execution of the {securingDeclaration}.",
        ],
      },
      {
        number: 48,
        title: "Publication of the Contract",
        text: ["The {buyer} shall publish the awarded contract as specified in the {dataSheetShort}."],
      },
      {
        number: 49,
        title: "Procurement-Related Complaints and Review",
        kenya: [
          "A {bidder} who claims to have suffered, or to risk suffering, loss or damage due to a breach of a duty imposed on the {buyer} by the Public Procurement and Asset Disposal Act, 2015 or the Regulations may seek administrative review by the Public Procurement Administrative Review Board within the period specified in the {dataSheetShort}, in the manner prescribed (section 167 of the Act).",
        ],
        bank: [
          "The procedures for making a procurement-related complaint are as specified in the {dataSheetShort} and in the Bank's Procurement Regulations for IPF Borrowers, Annex III.",
        ],
        generic: [
          "A {bidder} may submit a procurement-related complaint to the body and within the period specified in the {dataSheetShort}.",
        ],
        text: [],
      },
    ],
  ],
];

/** The instructions' clauses for a family, grouped by their part (A. General … F. Award of Contract). */
export function instructionClauses(family: TenderFamily, category: TenderCategory = "goods"): Clause[] {
  return PARTS.flatMap(([part, clauses]) =>
    clauses.flatMap(({ kenya, bank, generic, ...clause }) => {
      const own = family === "kenya" ? kenya : family === "world-bank" ? bank : (generic ?? bank);
      const works = category === "works" ? WORKS_CLAUSES[clause.number] : undefined;
      const number = clauseNumber(family, clause.number);
      const drafted = {
        ...clause,
        number,
        part,
        title: works?.title ?? clause.title,
        text: works?.text ?? own ?? clause.text,
      };
      return family === "kenya" && clause.number === 35 ? [drafted, { ...SUBCONTRACTING, part }] : [drafted];
    }),
  );
}

/**
 * The PPRA documents have a clause on subcontracting after the comparison of tenders (ITT 36), so from there on
 * their numbers run one ahead of the Bank's: abnormally low tenders ITT 37, standstill ITT 44, signing ITT 47,
 * performance security ITT 48, publication ITT 49 (the verified rules cite the Works STD so).
 */
export function clauseNumber(family: TenderFamily, bankNumber: number): number {
  return family === "kenya" && bankNumber >= 36 ? bankNumber + 1 : bankNumber;
}

const SUBCONTRACTING: Omit<Clause, "part"> = {
  number: 36,
  title: "Subcontracting",
  text: [
    "A {bidder} that intends to subcontract part of the contract shall name the subcontractors and the parts in its {bid}; the {bidder} remains fully responsible for the whole contract, and subcontractors shall meet the eligibility requirements of {itt} 4.",
  ],
};

/** Where the works instructions differ from the goods ones (PPRA works STD; the Bank's RFB for works). */
const WORKS_CLAUSES: Readonly<Record<number, { title?: string; text?: string[] }>> = {
  1: {
    text: [
      "The {buyer} named in the {dataSheetShort} issues this {document} for the works described in Section VI, Specifications, and Section VII, Drawings, measured in Section V, Bills of Quantities. The name, identification and number of lots of this procurement are specified in the {dataSheetShort}.",
      'Throughout this {document}, "in writing" means communicated in written form with proof of receipt; "day" means calendar day unless stated otherwise.',
    ],
  },
  5: {
    title: "Eligible Materials, Equipment and Services",
    text: [
      "The materials, equipment and services to be supplied under the contract may have their origin in any eligible source country, subject to the restrictions stated in the {dataSheetShort}.",
    ],
  },
  34: {
    text: [
      "The {buyer} shall use the criteria and methodologies listed in this clause and in Section III, Evaluation and Qualification Criteria; no other criteria or methodology shall be permitted.",
      "To evaluate a {bid}, the {buyer} shall consider the {bid} price, excluding provisional sums and the provision for contingencies in the Bills of Quantities, and the adjustments for non-material non-conformities and discounts specified in Section III.",
    ],
  },
  16: {
    title: "Documents Comprising the Technical Proposal",
    text: [
      "The {bidder} shall furnish a technical proposal: a work programme showing the sequence and duration of the main activities within the completion period, a method statement, the key personnel and equipment it proposes, and any other information required in Section IV.",
    ],
  },
};
