import type { DocumentTemplate } from "./types";

/**
 * Infrastructure works specification, in the structure of the Works' Requirements of an African Development
 * Bank-style standard bidding document for works (general and particular specifications, with environmental and
 * social safeguards). Our own text.
 */
export const AFDB_INFRASTRUCTURE_SPECIFICATION: DocumentTemplate = {
  id: "afdb-infrastructure-specification",
  title: "Technical Specification for Infrastructure Works",
  version: "1.0",
  issued: "2025-11-01",
  follows:
    "African Development Bank Standard Bidding Document — Procurement of Works, Part 2 Works' Requirements",
  note: "Replace every {placeholder}; align the particular specifications with the bill of quantities item by item.",
  sections: [
    {
      id: "description",
      heading: "Description of the Works",
      clauses: [
        {
          id: "1.1",
          text: "{purchaser} (the Employer) intends to construct {project_name} at {location}, financed under {framework}.",
        },
        { id: "1.2", text: "The Works include: {outputs}" },
        { id: "1.3", text: "Objectives of the Works: {objectives}" },
      ],
    },
    {
      id: "design-criteria",
      heading: "Design Criteria and Standards",
      clauses: [
        {
          id: "2.1",
          text: "The Works shall be built to the design standards named here (road, water, energy or building codes) or equivalent standards giving equal performance.",
        },
        {
          id: "2.2",
          text: "Climate resilience: the design return periods and materials shall account for the climate risks identified at {location}.",
        },
      ],
    },
    {
      id: "general-specifications",
      heading: "General Specifications",
      clauses: [
        {
          id: "3.1",
          text: "Site establishment, access roads, temporary works and the Engineer's facilities are provided by the Contractor.",
        },
        {
          id: "3.2",
          text: "The programme of works is submitted within twenty-eight (28) days of the Commencement Date and covers {duration}.",
        },
      ],
    },
    {
      id: "particular-specifications",
      heading: "Particular Specifications",
      clauses: [
        {
          id: "4.1",
          text: "Particular specifications for each work element, with its method of measurement: {outputs}",
        },
      ],
    },
    {
      id: "materials-testing",
      heading: "Materials, Testing and Quality Assurance",
      clauses: [
        {
          id: "5.1",
          text: "The Contractor shall operate a site laboratory, or an accredited laboratory approved by the Engineer, for the tests specified.",
        },
        {
          id: "5.2",
          text: "A quality assurance plan is submitted for approval before any permanent work starts.",
        },
      ],
    },
    {
      id: "safeguards",
      heading: "Environmental and Social Safeguards",
      clauses: [
        {
          id: "6.1",
          text: "The Contractor shall implement the Environmental and Social Management Plan and the Bank's Integrated Safeguards System requirements that apply.",
        },
        { id: "6.2", text: "Local labour, gender and community health measures are reported monthly." },
      ],
    },
    {
      id: "operation-maintenance",
      heading: "Operation and Maintenance",
      clauses: [
        {
          id: "7.1",
          text: "The Contractor delivers operation and maintenance manuals and trains the Employer's staff before taking over.",
        },
      ],
    },
    {
      id: "measurement",
      heading: "Measurement and Payment",
      clauses: [
        {
          id: "8.1",
          text: "Work is measured net as built, in the units of the bill of quantities; the rates include all costs of the item.",
        },
      ],
    },
  ],
};
