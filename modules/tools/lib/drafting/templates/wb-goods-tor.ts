import type { DocumentTemplate } from "./types";

/**
 * Goods terms of reference / technical specification, in the structure of Section VII (Schedule of Requirements:
 * List of Goods, Delivery Schedule, Technical Specifications, Inspections and Tests) of a World Bank-style Request
 * for Bids for goods. Our own text.
 */
export const WB_GOODS_TOR: DocumentTemplate = {
  id: "wb-goods-tor",
  title: "Terms of Reference and Technical Specifications for the Supply of Goods",
  version: "1.2",
  issued: "2026-03-01",
  follows:
    "World Bank Standard Procurement Document, Request for Bids — Goods, Section VII Schedule of Requirements",
  note: "Replace every {placeholder}; specifications must be generic (no brand names without 'or equivalent') and measurable.",
  sections: [
    {
      id: "background",
      heading: "Background",
      clauses: [
        {
          id: "1.1",
          text: "{purchaser} intends to procure goods for {project_name} in the {sector} sector.",
        },
        {
          id: "1.2",
          text: "The procurement is carried out under {framework}. The estimated value is {estimated_value}.",
        },
      ],
    },
    {
      id: "objectives",
      heading: "Objectives",
      clauses: [
        { id: "2.1", text: "The goods shall serve the following objectives: {objectives}" },
        {
          id: "2.2",
          text: "The Supplier shall deliver goods fit for this purpose, new, unused and of the most recent model.",
        },
      ],
    },
    {
      id: "scope",
      heading: "Scope of Supply",
      clauses: [
        { id: "3.1", text: "The scope of supply comprises: {outputs}" },
        {
          id: "3.2",
          text: "Related services (installation, commissioning, training and warranty service) are part of the supply where the List of Goods and Related Services names them.",
        },
      ],
    },
    {
      id: "list-of-goods",
      heading: "List of Goods and Delivery Schedule",
      clauses: [
        {
          id: "4.1",
          text: "Each item, its quantity, unit and required delivery date are listed in the List of Goods; the final destination is {location}.",
        },
        {
          id: "4.2",
          text: "Delivery shall be completed within {duration} of contract signature, under the Incoterms named in the Special Conditions of Contract.",
        },
      ],
    },
    {
      id: "technical-specifications",
      heading: "Technical Specifications",
      clauses: [
        {
          id: "5.1",
          text: "The goods shall comply with the specifications below; any standard cited is a minimum, and equivalent standards that ensure substantially equal quality are accepted.",
        },
        {
          id: "5.2",
          text: "Where a brand name or catalogue number is unavoidable it is followed by 'or equivalent'.",
        },
        {
          id: "5.3",
          text: "Each requirement states its minimum value and unit so that compliance can be checked pass/fail.",
        },
      ],
      subsections: [
        {
          id: "general-requirements",
          heading: "General Requirements",
          clauses: [
            {
              id: "5.4",
              text: "Goods shall be rated for continuous operation at the ambient temperature, humidity and mains voltage and frequency of {location}.",
            },
            {
              id: "5.5",
              text: "Manuals, labels and software interfaces shall be in the language of the contract.",
            },
          ],
        },
        {
          id: "detailed-requirements",
          heading: "Detailed Requirements",
          clauses: [{ id: "5.6", text: "Item-by-item specifications: {outputs}" }],
        },
      ],
    },
    {
      id: "standards",
      heading: "Standards and Quality Assurance",
      clauses: [
        {
          id: "6.1",
          text: "The goods shall conform to the applicable ISO or IEC standards, or to national standards that ensure equal or higher quality.",
        },
        {
          id: "6.2",
          text: "Bidders shall state the standards their goods meet and give the certificates with their bid.",
        },
      ],
    },
    {
      id: "inspections",
      heading: "Inspections and Tests",
      clauses: [
        {
          id: "7.1",
          text: "{purchaser} may inspect and test the goods at the place of manufacture, at delivery or at the final destination.",
        },
        {
          id: "7.2",
          text: "Goods that fail an inspection or test shall be replaced or modified by the Supplier at no cost to {purchaser}.",
        },
      ],
    },
    {
      id: "warranty",
      heading: "Warranty and After-Sales Service",
      clauses: [
        {
          id: "8.1",
          text: "The goods shall be warranted for at least twelve (12) months after acceptance at the final destination.",
        },
        {
          id: "8.2",
          text: "The Supplier shall keep spare parts and service available for the period stated in the Special Conditions of Contract.",
        },
      ],
    },
    {
      id: "training",
      heading: "Training and Documentation",
      clauses: [
        {
          id: "9.1",
          text: "The Supplier shall train {purchaser}'s staff in the operation and routine maintenance of the goods.",
        },
        { id: "9.2", text: "Operation and maintenance manuals shall be delivered with the goods." },
      ],
    },
    {
      id: "reporting",
      heading: "Deliverables and Reporting",
      clauses: [
        {
          id: "10.1",
          text: "The Supplier shall deliver a delivery note, an inspection report and an acceptance certificate for each consignment.",
        },
      ],
    },
  ],
};
