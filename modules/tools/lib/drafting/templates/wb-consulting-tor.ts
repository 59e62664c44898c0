import type { DocumentTemplate } from "./types";

/**
 * Consulting terms of reference, in the structure of Section 7 (Terms of Reference) of a World Bank-style Request
 * for Proposals for consulting services. Our own text.
 */
export const WB_CONSULTING_TOR: DocumentTemplate = {
  id: "wb-consulting-tor",
  title: "Terms of Reference for Consulting Services",
  version: "2.0",
  issued: "2026-01-15",
  follows:
    "World Bank Standard Procurement Document, Request for Proposals — Consulting Services, Section 7 Terms of Reference",
  note: "Replace every {placeholder}; the ToR must state the outputs and the inputs expected so that proposals can be compared.",
  sections: [
    {
      id: "background",
      heading: "Background",
      clauses: [
        {
          id: "1.1",
          text: "{purchaser} (the Client) is implementing {project_name} in the {sector} sector under {framework}.",
        },
        {
          id: "1.2",
          text: "This assignment supports the project as described below; the estimated budget is {estimated_value}.",
        },
      ],
    },
    {
      id: "objectives",
      heading: "Objectives of the Assignment",
      clauses: [{ id: "2.1", text: "The objectives of the assignment are: {objectives}" }],
    },
    {
      id: "scope",
      heading: "Scope of Services, Tasks and Expected Deliverables",
      clauses: [
        { id: "3.1", text: "The Consultant shall carry out the following tasks and deliver: {outputs}" },
        {
          id: "3.2",
          text: "The Consultant shall propose its methodology and work plan in its Technical Proposal; the Client may refine the tasks at negotiations.",
        },
      ],
    },
    {
      id: "deliverables",
      heading: "Reporting Requirements and Time Schedule for Deliverables",
      clauses: [
        {
          id: "4.1",
          text: "The assignment runs for {duration}. The Consultant shall submit an inception report, progress reports and a final report.",
        },
        {
          id: "4.2",
          text: "Each deliverable is submitted in electronic form; the Client comments within ten (10) business days.",
        },
      ],
    },
    {
      id: "team",
      heading: "Team Composition and Qualification Requirements for the Key Experts",
      clauses: [
        {
          id: "5.1",
          text: "The Key Experts, their qualifications, years of experience and the input expected of each are listed here.",
        },
        { id: "5.2", text: "Non-key experts are proposed by the Consultant as its methodology requires." },
      ],
    },
    {
      id: "client-inputs",
      heading: "Client's Input and Counterpart Personnel",
      clauses: [
        {
          id: "6.1",
          text: "The Client provides the data, reports and office space listed here, and names a counterpart for the assignment.",
        },
      ],
    },
    {
      id: "location",
      heading: "Location and Duration",
      clauses: [
        { id: "7.1", text: "The services are performed at {location} and remotely, over {duration}." },
      ],
    },
    {
      id: "administration",
      heading: "Administrative and Reporting Arrangements",
      clauses: [
        {
          id: "8.1",
          text: "The Consultant reports to the Client's project coordinator, who approves each deliverable.",
        },
        { id: "8.2", text: "All data and reports prepared under the assignment belong to the Client." },
      ],
    },
  ],
};
