// A generated standard bidding document for the review benchmark (scripts/bench/review.ts): 160 pages of
// ~2,500 characters, laid out as a real Request for Bids is: invitation, Instructions to Bidders, Bid Data
// Sheet, evaluation and qualification criteria, bidding forms, eligibility, fraud and corruption, schedule
// of requirements and technical specifications, general and special conditions, contract forms. The terms a
// solicitation review checks appear once, where a real document has them; the rest of each section repeats
// its own kind of clause. Deterministic (no randomness): the same bytes on every run.

type Section = { title: string; prefix: string; pages: number; once: string[]; clauses: string[] };

const SECTIONS: Section[] = [
  {
    title: "Invitation for Bids",
    prefix: "IFB",
    pages: 2,
    once: [
      "The Ministry of Health has received financing towards the cost of the Health Information Systems Project and intends to apply part of the proceeds to payments under the contract for the Supply and Installation of ICT Equipment.",
      "Bidding will be conducted through national open tendering procedures and is open to all eligible bidders as defined in the Public Procurement and Asset Disposal Act.",
    ],
    clauses: [
      "Interested eligible bidders may obtain further information from the Head of Procurement and inspect the bidding document during office hours from 09:00 to 16:00, Monday to Friday, excluding public holidays.",
      "A complete set of bidding documents in English may be downloaded free of charge from the procurement portal; bidders who download the document shall register their contact details so that addenda reach them.",
    ],
  },
  {
    title: "Instructions to Bidders",
    prefix: "ITB",
    pages: 28,
    once: [
      "Eligible bidders: a Bidder may be a firm that is a private entity, a state-owned enterprise subject to ITB 4.6, or any combination of such entities in the form of a joint venture under an existing agreement.",
      "Requests for clarification of the bidding document shall be submitted in writing to the Procuring Entity's address in the BDS and must be received no later than 14 days before the deadline for submission of bids.",
      "The Bidder shall furnish as part of its Bid a bid security in original form and in the amount and currency specified in the BDS; a bid not accompanied by an acceptable bid security shall be rejected as non-responsive.",
      "Bids shall remain valid for the Bid Validity period specified in the BDS; a Bid valid for a shorter period shall be rejected by the Procuring Entity as non-responsive.",
    ],
    clauses: [
      "The Bidder shall bear all costs associated with the preparation and submission of its Bid, and the Procuring Entity shall not be responsible or liable for those costs, regardless of the conduct or outcome of the bidding process.",
      "The Bidder is expected to examine all instructions, forms, terms and specifications in the bidding document. Failure to furnish all information or documentation required may result in the rejection of the Bid.",
      "At any time prior to the deadline for submission of Bids, the Procuring Entity may amend the bidding document by issuing addenda. Any addendum issued shall be part of the bidding document and shall be communicated in writing to all who obtained it.",
      "The Bid, as well as all correspondence and documents relating to the Bid exchanged by the Bidder and the Procuring Entity, shall be written in the language specified in the BDS. Supporting documents in another language shall be accompanied by an accurate translation.",
      "Unless otherwise specified in the BDS, the Bidder shall quote its prices for the entire Goods on a single-responsibility basis, such that the total Bid price covers all the Supplier's obligations mentioned in or to be reasonably inferred from the bidding document.",
      "Prices quoted by the Bidder shall be fixed during the Bidder's performance of the Contract and not subject to variation on any account, unless otherwise specified in the BDS. A Bid submitted with an adjustable price quotation shall be treated as non-responsive.",
      "To establish the conformity of the Goods and Related Services to the bidding document, the Bidder shall furnish as part of its Bid documentary evidence that the Goods conform to the technical specifications and standards specified in Section VII, Schedule of Requirements.",
      "The Procuring Entity may waive any nonconformity in the Bid that does not constitute a material deviation, reservation or omission, and may request the Bidder to submit the necessary information or documentation within a reasonable period of time.",
      "Information relating to the evaluation of Bids and recommendation of contract award shall not be disclosed to Bidders or any other persons not officially concerned with the bidding process until the Notification of Intention to Award is transmitted to all Bidders.",
      "The Procuring Entity reserves the right to accept or reject any Bid, and to annul the bidding process and reject all Bids at any time prior to contract award, without thereby incurring any liability to Bidders.",
    ],
  },
  {
    title: "Bid Data Sheet",
    prefix: "BDS",
    pages: 6,
    once: [
      "ITB 18.1: Bids shall remain valid for 120 days after the deadline for submission of bids.",
      "ITB 19.1: The bid security shall be KES 200,000 in the form of an unconditional bank guarantee issued by a reputable bank.",
      "ITB 22.1: The deadline for submission of bids is 14 April 2026 at 10:00 East Africa Time. Address for bid submission: Ministry of Health, Afya House, Cathedral Road, Tender Box on the Ground Floor, Nairobi.",
      "ITB 25.1: Bids will be publicly opened in the presence of bidders' designated representatives who choose to attend, at Afya House, Conference Room 3, immediately after the deadline.",
    ],
    clauses: [
      "ITB 11.1: In addition to the documents listed in ITB 11.1, the following documents must be included with the Bid: a valid tax compliance certificate, the certificate of incorporation and the manufacturer's authorization for each major item.",
      "ITB 14.5: The prices quoted by the Bidder shall be fixed. The Incoterms edition is Incoterms 2020; the place of final destination is the Ministry of Health central store, Nairobi.",
      "ITB 15.1: The Bidder is required to quote in the currency of the Procuring Entity's country the portion of the Bid price that corresponds to expenditures incurred in that currency.",
      "ITB 17.2: The period of time the Goods are expected to be functioning, for the purpose of spare parts, is five years. Spare parts and tools shall be available in the country during that period.",
      "ITB 21.1: In addition to the original of the Bid, the number of copies is two. The written confirmation of authorization to sign on behalf of the Bidder shall consist of a power of attorney.",
    ],
  },
  {
    title: "Evaluation and Qualification Criteria",
    prefix: "EQC",
    pages: 12,
    once: [
      "This Section contains all the criteria that the Procuring Entity shall use to evaluate Bids and qualify Bidders. No other factors, methods or criteria shall be used. The Bidder shall provide all the information requested in the forms included in Section IV, Bidding Forms.",
    ],
    clauses: [
      "Evaluation of the technical aspects of the Bid shall be made on a pass or fail basis against each requirement of Section VII. A Bid that fails any mandatory requirement shall be considered non-responsive and shall not be evaluated further.",
      "Financial capability: the Bidder shall demonstrate average annual turnover of not less than KES 50,000,000 calculated as total certified payments received for contracts in progress or completed within the last three years.",
      "Experience: the Bidder shall demonstrate that it has successfully completed at least two contracts within the last five years, each with a value of at least KES 20,000,000, that are similar to the proposed Goods and Related Services.",
      "The Procuring Entity shall compare the evaluated costs of all substantially responsive Bids to determine the lowest evaluated Bid, applying the adjustments for deviations and the margin of preference stated in the BDS.",
      "Historical contract non-performance: non-performance of a contract shall not have occurred as a result of contractor default since 1 January 2021. Pending litigation shall not in total represent more than 50 percent of the Bidder's net worth.",
    ],
  },
  {
    title: "Bidding Forms",
    prefix: "Form",
    pages: 14,
    once: [
      "Letter of Bid. We, the undersigned Bidder, make the following declarations: we have examined and have no reservations to the bidding document, including addenda issued in accordance with ITB 8; we offer to supply the Goods in conformity with the bidding document.",
    ],
    clauses: [
      "Bidder Information Form. Bidder's legal name: ____________. In case of a joint venture, legal name of each member: ____________. Bidder's country of registration: ____________. Year of registration: ____________.",
      "Price Schedule. Item No. ____ Description of Goods ____ Country of Origin ____ Delivery Date as defined by Incoterms ____ Quantity and physical unit ____ Unit price ____ Total price per line item ____.",
      "Manufacturer's Authorization. We, ____________, who are official manufacturers of ____________, having factories at ____________, do hereby authorize ____________ to submit a bid for the purpose of supplying the Goods manufactured by us.",
      "Form of Bid Security (Bank Guarantee). Beneficiary: ____________. Guarantee No.: ____________. At the request of the Bidder, we, ____________, hereby irrevocably undertake to pay the Beneficiary any sum or sums not exceeding in total an amount of ____________.",
      "Declaration of Beneficial Ownership. The Bidder declares the natural persons who ultimately own or control it, directly or indirectly, holding 25 percent or more of the shares or voting rights, or the right to appoint a majority of the board of directors.",
    ],
  },
  {
    title: "Eligible Countries",
    prefix: "EC",
    pages: 2,
    once: [
      "Eligibility for the provision of Goods, Works and Non-consulting Services: firms and goods from all countries are eligible except those subject to a prohibition of commercial relations by a decision of the Security Council of the United Nations.",
    ],
    clauses: [
      "A firm or individual that is sanctioned or debarred by the Public Procurement Regulatory Authority shall be ineligible to be awarded a contract during the period of debarment, and shall not be a subcontractor or supplier of a Bidder.",
    ],
  },
  {
    title: "Fraud and Corruption",
    prefix: "FC",
    pages: 2,
    once: [
      "Fraud and Corruption: it is the policy of the Procuring Entity to require that bidders, suppliers and contractors observe the highest standard of ethics during the procurement and execution of contracts, and refrain from corrupt, fraudulent, collusive, coercive and obstructive practices.",
    ],
    clauses: [
      "The Procuring Entity will reject a proposal for award if it determines that the Bidder recommended for award has, directly or through an agent, engaged in corrupt, fraudulent, collusive, coercive or obstructive practices in competing for the contract in question.",
    ],
  },
  {
    title: "Schedule of Requirements and Technical Specifications",
    prefix: "TS",
    pages: 42,
    once: [
      "List of Goods and Delivery Schedule: Lot 1, 400 desktop computers; Lot 2, 150 laptop computers; Lot 3, 60 network printers; Lot 4, 25 network switches, delivered to the central store within 90 days of contract signature.",
      "Laptop computers: processor Intel Core i7 or equivalent, 13th generation or newer; memory 16 GB DDR5; storage 512 GB NVMe solid state drive; display 14 inch full HD anti-glare; battery life not less than 8 hours.",
      "Printer consumables: toner cartridges shall be original HP toner for the existing fleet of printers at the regional hospitals.",
    ],
    clauses: [
      "Desktop computers: processor with at least 8 cores and a PassMark score of not less than 20,000; memory 16 GB expandable to 64 GB; storage 512 GB solid state drive; 23.8 inch monitor with adjustable stand; keyboard and optical mouse.",
      "Network switches: 48 ports 10/100/1000 Mbps with Power over Ethernet on all ports, 4 uplink ports 10 Gbps SFP+, layer 3 static routing, VLAN support to IEEE 802.1Q, managed through web interface and command line.",
      "Operating environment: all equipment shall operate at an ambient temperature from 10 to 35 degrees Celsius and relative humidity from 20 to 80 percent, on a power supply of 220 to 240 volts, 50 Hz.",
      "Standards: equipment shall comply with IEC 62368-1 for safety and with ENERGY STAR 8.0 or an equivalent energy efficiency standard; the Supplier shall provide certificates from an accredited laboratory.",
      "Inspections and tests: the Procuring Entity shall inspect the Goods on delivery against the specifications and the packing lists; any Goods that fail to conform shall be replaced by the Supplier at no cost to the Procuring Entity.",
      "Training: the Supplier shall train 20 technical staff of the Procuring Entity for five days in the installation, configuration and first-line maintenance of the Goods, and provide training materials in English.",
    ],
  },
  {
    title: "General Conditions of Contract",
    prefix: "GCC",
    pages: 34,
    once: [
      "General Conditions of Contract. Definitions: the following words and expressions shall have the meanings hereby assigned to them. Contract means the Contract Agreement entered into between the Purchaser and the Supplier, together with the Contract Documents referred to therein.",
    ],
    clauses: [
      "Performance Security: within twenty-eight days of the notification of contract award, the Supplier shall provide a performance security for the performance of the Contract in the amount specified in the SCC.",
      "Delivery of the Goods and completion of the Related Services shall be made by the Supplier in accordance with the Delivery and Completion Schedule specified in the Schedule of Requirements.",
      "Liquidated Damages: if the Supplier fails to deliver any or all of the Goods within the period specified in the Contract, the Purchaser may deduct from the Contract Price, as liquidated damages, a sum equivalent to the percentage specified in the SCC of the delivered price of the delayed Goods for each week of delay.",
      "Warranty: the Supplier warrants that all the Goods are new, unused and of the most recent or current models, and that they incorporate all recent improvements in design and materials, unless provided otherwise in the Contract.",
      "Termination for Default: the Purchaser, without prejudice to any other remedy for breach of Contract, by written notice of default sent to the Supplier, may terminate the Contract in whole or in part if the Supplier fails to deliver any or all of the Goods within the period specified in the Contract.",
      "Settlement of Disputes: the Purchaser and the Supplier shall make every effort to resolve amicably by direct informal negotiation any disagreement or dispute arising between them under or in connection with the Contract.",
      "Force Majeure: the Supplier shall not be liable for forfeiture of its performance security, liquidated damages or termination for default if and to the extent that its delay in performance is the result of an event of Force Majeure.",
      "Change Orders and Contract Amendments: the Purchaser may at any time order the Supplier through notice to make changes within the general scope of the Contract in drawings, designs or specifications, the method of shipment or packing, or the place of delivery.",
    ],
  },
  {
    title: "Special Conditions of Contract",
    prefix: "SCC",
    pages: 10,
    once: [
      "Special Conditions of Contract. The following Special Conditions of Contract shall supplement and, where in conflict, prevail over the General Conditions of Contract.",
    ],
    clauses: [
      "GCC 18.1: The amount of the performance security shall be ten percent of the Contract Price, in the form of a bank guarantee or an irrevocable letter of credit issued by a reputable bank located in the Purchaser's country.",
      "GCC 16.1: Payment of the Contract Price shall be made in Kenya Shillings as follows: eighty percent of the Contract Price on delivery and acceptance of the Goods, and twenty percent on completion of installation and training.",
      "GCC 26.1: The liquidated damages shall be 0.5 percent of the delivered price of the delayed Goods per week, up to a maximum of ten percent of the Contract Price. GCC 28.3: The warranty period shall be 36 months from acceptance.",
    ],
  },
  {
    title: "Contract Forms",
    prefix: "CF",
    pages: 8,
    once: [
      "Contract Agreement. This Contract Agreement is made on the ____ day of ____ 2026 between the Ministry of Health of the Republic of Kenya (the Purchaser) and ____________ (the Supplier).",
    ],
    clauses: [
      "Performance Security Form (Bank Guarantee). We have been informed that ____________ (the Supplier) has entered into Contract No. ____ dated ____ with the Beneficiary for the supply of ICT equipment, and that a performance guarantee is required under the conditions of the Contract.",
      "Advance Payment Security. At the request of the Supplier, we hereby irrevocably undertake to pay the Beneficiary any sum or sums not exceeding in total an amount of ____ upon receipt of the Beneficiary's complying demand supported by a statement that the Supplier has used the advance payment for purposes other than the costs of supplying the Goods.",
    ],
  },
];

const ROMAN = ["", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"];
const HEADER =
  "Request for Bids No. MOH/ICT/2026/004 - Supply and Installation of ICT Equipment - Ministry of Health";
const PAGE_CHARS = 2_500;

/** The pages of the document (their count is the sum of the sections' pages: 160). */
export function solicitationPages(): string[] {
  const pages: string[] = [];
  SECTIONS.forEach((section, index) => {
    const queue = [...section.once];
    let clause = 0;
    for (let page = 0; page < section.pages; page++) {
      let text = `${HEADER}\n\nSection ${ROMAN[index + 1]}. ${section.title}${page ? " (continued)" : ""}\n\n`;
      while (text.length < PAGE_CHARS - 200) {
        const body = queue.shift() ?? section.clauses[clause % section.clauses.length]!;
        clause += 1;
        text += `${section.prefix} ${index + 1}.${clause} ${body}\n\n`;
      }
      pages.push(`${text}Page ${pages.length + 1}`);
    }
  });
  return pages;
}

export const SOLICITATION_PAGE_COUNT = SECTIONS.reduce((sum, section) => sum + section.pages, 0);
