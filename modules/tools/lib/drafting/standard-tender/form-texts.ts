/**
 * The text of the two forms every tender is judged on first: the Form of Tender (Letter of Bid) with the
 * declarations the PPRA and Bank forms carry, and the price schedule as a table the tenderer prices. The
 * tenderer's entries are lines to complete ("________"), not the procuring entity's blanks: the data sheet
 * and the conditions leave nothing of the procuring entity's to fill here.
 */
import { fromTemplate, type DraftParagraph, type DraftTable } from "@/lib/results/draft";
import { brandNeutral } from "../brand-neutral";
import type { TenderBrief } from "./brief";
import type { TenderFacts } from "./data-sheet";
import { worded, type Vocabulary } from "./vocabulary";

const LINE = "________";

const DECLARATIONS: readonly [string, string][] = [
  [
    "No reservations",
    "We have examined and have no reservations to the {document}, including the addenda issued in accordance with {itt} 8: " +
      LINE +
      ".",
  ],
  [
    "Eligibility",
    "We meet the eligibility requirements and have no conflict of interest, in accordance with {itt} 4.",
  ],
  [
    "Securing",
    "We provide the {security} or the {securingDeclaration} that the {dataSheet} requires under {itt} 19.1.",
  ],
  [
    "Conformity",
    "We offer to {deliver} in conformity with the {document} and the delivery or completion schedule in it.",
  ],
  [
    "Price",
    "The total price of our {bid}, excluding any discounts offered below, is: in figures " +
      LINE +
      "; in words " +
      LINE +
      ".",
  ],
  ["Discounts", "The discounts offered and the methodology for their application are: " + LINE + "."],
  [
    "Validity",
    "Our {bid} shall be valid for the period specified in {itt} 18.1 of the {dataSheet}, from the date fixed for the submission deadline, and it shall remain binding upon us and may be accepted at any time before the expiration of that period.",
  ],
  [
    "Performance security",
    "If our {bid} is accepted, we commit to obtain a performance security in accordance with the {document}.",
  ],
  [
    "One {bid} per {bidder}",
    "We are not submitting any other {bid} as an individual {bidder} or as a partner of a joint venture.",
  ],
  [
    "Not debarred",
    "We, and our subcontractors and suppliers for any part of the contract, are not debarred or suspended from public procurement.",
  ],
  [
    "Commissions",
    "We have paid, or will pay, the following commissions, gratuities or fees with respect to this procurement: " +
      LINE +
      ' (state "none" if none).',
  ],
  [
    "Binding contract",
    "We understand that this {bid}, together with your written acceptance of it in your notification of award, shall constitute a binding contract between us until a formal contract is prepared and executed.",
  ],
  [
    "Fraud and corruption",
    "We undertake not to engage in corrupt, fraudulent, collusive, coercive or obstructive practices in competing for or executing the contract.",
  ],
];

/** Kenya: the contract is formed by the written contract signed after the standstill period (s. 135). */
const KENYA_CONTRACT =
  "We understand that a contract is formed only when the written contract is signed by both parties after the standstill period, in accordance with section 135 of the Public Procurement and Asset Disposal Act, 2015.";

/** The Form of Tender: to whom, for what, the declarations and the signature block. */
export function formOfTender(brief: TenderBrief, words: Vocabulary, facts: TenderFacts): DraftParagraph[] {
  const deliver =
    brief.category === "works"
      ? "execute the works"
      : brief.category === "goods"
        ? "supply the goods and related services"
        : "perform the services";
  const phrase = (text: string) => worded(text.replace("{deliver}", deliver), words);
  return [
    fromTemplate(`Date of this ${words.bid} submission: ${LINE}`),
    fromTemplate(`${words.bid} reference and name: ${facts.reference}, ${brief.subject}`),
    fromTemplate(`To: ${facts.entity}`),
    fromTemplate("We, the undersigned, declare that:"),
    ...DECLARATIONS.map(([title, text], index) =>
      fromTemplate(
        `(${String.fromCharCode(97 + index)}) ${phrase(title)}: ${title === "Binding contract" && brief.family === "kenya" ? KENYA_CONTRACT : phrase(text)}`,
      ),
    ),
    fromTemplate(
      `Name of the ${words.bidder}: ${LINE}. Name of the person duly authorised to sign the ${words.bid} on behalf of the ${words.bidder}: ${LINE}. Title: ${LINE}. Signature: ${LINE}. Date: ${LINE}.`,
    ),
  ];
}

/** The goods price schedule: one row per item of Section V, priced by the tenderer, and the total. */
export function priceScheduleTable(brief: TenderBrief): DraftTable {
  const currency = brief.estimate?.currency ?? "KES";
  return {
    caption: "Price schedule",
    columns: [
      "Item",
      "Description",
      "Country of origin",
      "Quantity and unit",
      `Unit price (${currency})`,
      `Total price (${currency})`,
    ],
    rows: [
      ...brief.items.map((item, index) => [
        String(index + 1),
        brandNeutral(item.description),
        "",
        `${item.quantity === null ? "1" : item.quantity.toLocaleString("en-GB")} ${item.unit}`,
        "",
        "",
      ]),
      ["", "Total (carried to the Form of Tender)", "", "", "", ""],
    ],
  };
}
