import type { DocumentTemplate } from "./types";

/**
 * Works technical specification, in the structure of Section VII (Works' Requirements: Scope of Works,
 * Specifications, Drawings, Supplementary Information) of a World Bank-style Request for Bids for works. Our own
 * text.
 */
export const WB_WORKS_SPECIFICATION: DocumentTemplate = {
  id: "wb-works-specification",
  title: "Works' Requirements and Technical Specification",
  version: "1.1",
  issued: "2026-02-01",
  follows:
    "World Bank Standard Procurement Document, Request for Bids — Works, Section VII Works' Requirements",
  note: "Replace every {placeholder}; attach the drawings and the bill of quantities the specification refers to.",
  sections: [
    {
      id: "scope-of-works",
      heading: "Scope of Works",
      clauses: [
        {
          id: "1.1",
          text: "{purchaser} (the Employer) intends to carry out {project_name} in the {sector} sector at {location}.",
        },
        { id: "1.2", text: "The Works comprise: {outputs}" },
        { id: "1.3", text: "The Works shall achieve the following objectives: {objectives}" },
        { id: "1.4", text: "The Intended Completion Date is {duration} after the Start Date." },
      ],
    },
    {
      id: "site",
      heading: "Site Information",
      clauses: [
        {
          id: "2.1",
          text: "The Site is at {location}; site data (surveys, ground investigation, utilities) are given in the Supplementary Information.",
        },
        {
          id: "2.2",
          text: "The Contractor shall visit the Site before bidding and shall be deemed to have satisfied itself of the conditions there.",
        },
      ],
    },
    {
      id: "general-specifications",
      heading: "General Specifications",
      clauses: [
        {
          id: "3.1",
          text: "Materials and workmanship shall comply with the standards named in this specification or with equivalent standards that ensure substantially equal quality.",
        },
        {
          id: "3.2",
          text: "The Contractor shall submit samples and shop drawings for approval before incorporating materials into the Works.",
        },
      ],
      subsections: [
        {
          id: "setting-out",
          heading: "Setting Out and Temporary Works",
          clauses: [
            {
              id: "3.3",
              text: "The Contractor is responsible for setting out the Works and for the design of all Temporary Works.",
            },
          ],
        },
        {
          id: "materials",
          heading: "Materials and Workmanship",
          clauses: [
            {
              id: "3.4",
              text: "Materials shall be new and of the grades specified; rejected materials shall be removed from the Site.",
            },
          ],
        },
      ],
    },
    {
      id: "particular-specifications",
      heading: "Particular Specifications",
      clauses: [
        {
          id: "4.1",
          text: "Particular requirements for each element of the Works, with the measurement and payment clause for each bill item: {outputs}",
        },
      ],
    },
    {
      id: "drawings",
      heading: "Drawings",
      clauses: [
        {
          id: "5.1",
          text: "The list of drawings issued with the bidding document is given here; drawings take precedence over scaled dimensions.",
        },
      ],
    },
    {
      id: "esHS",
      heading: "Environmental, Social, Health and Safety Requirements",
      clauses: [
        {
          id: "6.1",
          text: "The Contractor shall comply with the Environmental and Social Management Plan and submit its Contractor's ES Management Plan before starting work.",
        },
        {
          id: "6.2",
          text: "The Contractor shall keep a Code of Conduct for its personnel, covering sexual exploitation, abuse and harassment.",
        },
        {
          id: "6.3",
          text: "Health and safety: the Contractor shall appoint a qualified health and safety officer and report every incident within 48 hours.",
        },
      ],
    },
    {
      id: "testing",
      heading: "Testing, Quality Control and Acceptance",
      clauses: [
        {
          id: "7.1",
          text: "The Contractor shall carry out the tests named in this specification and give the Project Manager the results.",
        },
        {
          id: "7.2",
          text: "Completion is certified when the Works pass the tests on completion and the as-built drawings are delivered.",
        },
      ],
    },
    {
      id: "supplementary",
      heading: "Supplementary Information",
      clauses: [
        {
          id: "8.1",
          text: "Reports, surveys and data available to the Employer about {location} are listed here for information.",
        },
      ],
    },
  ],
};
