/**
 * Documents reviewed for what their type must contain (issue item 7): a World Bank Specific Procurement Notice
 * and a Request for Expressions of Interest are not failed for lacking instructions or a data sheet, and are
 * checked for what their reader needs; a Bid-Securing Declaration is a security decision, not a missing amount;
 * "[To confirm]" left in a Bid Data Sheet is reported.
 */
import { describe, expect, it } from "vitest";
import { runReview } from "@/modules/review/lib/engine/engine";
import { RULE_PACKS } from "@/modules/review/lib/engine/packs";
import type { ReviewInput } from "@/lib/results/review-types";
import type { AttachedDocument } from "@/lib/results/types";
import { KENYA, WORLD_BANK } from "@/tests/support/frameworks";

const document = (name: string, pages: string[]): AttachedDocument => ({
  fileId: name,
  groupId: "method-document",
  name,
  size: 1,
  units: pages.map((text, index) => ({ label: `page ${index + 1}`, text })),
});

function review(subject: AttachedDocument, category = "Goods", framework = WORLD_BANK) {
  const input: ReviewInput = {
    serviceId: "compliance-solicitation",
    activity: {
      id: "",
      entity: "",
      procurement_category: category,
      procurement_method: "Open Tender",
      currency: "USD",
      estimatedValue: null,
      issue_date: "",
      bidDueDate: "",
    },
    moduleInputs: {},
    documents: [subject],
    framework,
  };
  return runReview(input, RULE_PACKS);
}

const notPassed = (result: ReturnType<typeof review>) =>
  result.findings.filter((found) => found.status !== "pass" && found.status !== "info");

const SPN = (deadline: string) => `SPECIFIC PROCUREMENT NOTICE
Request for Bids
Goods (One-Envelope Bidding Process)
Country: Kenya
Name of Project: Kenya Digital Economy Acceleration Project
Loan/Credit No.: IDA-6860-KE
Contract Title: Supply and Delivery of ICT Equipment for Digital Hubs
RFB Reference No.: KE-ICTA-412345-GO-RFB
1. The Government of Kenya has received financing from the World Bank toward the cost of the Kenya Digital
Economy Acceleration Project, and intends to apply part of the proceeds toward payments under the contract.
2. The ICT Authority now invites sealed Bids from eligible Bidders for supply and delivery of laptops,
desktop computers and printers to 300 digital hubs.
3. Bidding will be conducted through international competitive procurement using a Request for Bids (RFB) as
specified in the World Bank's "Procurement Regulations for IPF Borrowers" July 2016, revised September 2023,
and is open to all eligible Bidders as defined in the Procurement Regulations.
4. Interested eligible Bidders may obtain further information from the ICT Authority, procurement@icta.go.ke
and inspect the bidding document during office hours 0900 to 1600 hours at the address given below.
5. ${deadline}
6. All Bids must be accompanied by a Bid-Securing Declaration.
7. The address referred to above is: ICT Authority, Telposta Towers, 12th Floor, Kenyatta Avenue, Nairobi.`;

const DEADLINE =
  "Bids must be delivered to the address below on or before 10:00 hours East African Time on 15th June 2026. Late Bids will be rejected. Bids will be publicly opened in the presence of the Bidders' designated representatives at the address below on 15th June 2026 at 10:30 hours.";

describe("a procurement notice", () => {
  it("is not failed for lacking a bidding document's sections, and its contents are confirmed", () => {
    const result = review(document("SPN.pdf", [SPN(DEADLINE)]));
    expect(result.facts?.[0]?.type).toBe("notice");
    expect(result.findings.some((found) => found.id.startsWith("section-"))).toBe(false);
    expect(notPassed(result)).toEqual([]);
    const security = result.facts![0]!.facts.find((fact) => fact.key === "tender_security_amount")!;
    expect(security).toMatchObject({ status: "stated", value: "a securing declaration (no amount)" });
  });

  it("fails a notice that gives no deadline and warns that no opening is stated", () => {
    const result = review(
      document("SPN.pdf", [SPN("Bids must be delivered to the address below. Late Bids will be rejected.")]),
    );
    const failed = notPassed(result).map((found) => [found.status, found.title]);
    expect(failed).toContainEqual(["fail", "Submission deadline not stated"]);
    expect(failed).toContainEqual(["warning", "Bid opening not stated"]);
  });

  it("reads a Kenyan invitation to tender's deadline written in capitals", () => {
    const result = review(
      document("ITT.pdf", [
        `INVITATION TO TENDER
TENDER NO. NCPB/ICT/LAPTOPS/14/2021-2022: SUPPLY AND DELIVERY OF LAPTOPS
The National Cereals and Produce Board invites sealed tenders from eligible candidates for the supply and delivery of laptops.
Tender documents may be viewed and downloaded free of charge from the website www.ncpb.co.ke.
Completed tender documents are to be enclosed in plain sealed envelopes and deposited in the Tender Box at NCPB Headquarters
so as to be received on or before 1200 HOURS ON THURSDAY 25TH NOVEMBER 2021.
Tenders will be opened immediately thereafter in the presence of the candidates who choose to attend.
Tenders must be accompanied by a Tender Security of Kshs. 200,000.00 (Two hundred thousand) only.`,
      ]),
      "Goods",
      KENYA,
    );
    expect(result.facts?.[0]?.type).toBe("notice");
    const deadline = result.facts![0]!.facts.find((fact) => fact.key === "submission_deadline")!;
    expect(deadline.value).toBe("25 November 2021, 12:00");
    expect(notPassed(result)).toEqual([]);
  });
});

const REOI = (extra: string) => `REQUEST FOR EXPRESSIONS OF INTEREST
(CONSULTING SERVICES – FIRMS SELECTION)
KENYA
Kenya Water Security and Climate Resilience Project
Credit No.: IDA-5268-KE
Assignment Title: Consultancy Services for Feasibility Study and Detailed Design of Thwake Irrigation Scheme
Reference No.: KE-MOWSI-398765-CS-QCBS
The Government of Kenya has received financing from the World Bank toward the cost of the project, and
intends to apply part of the proceeds for consulting services.
The consulting services ("the Services") include feasibility study, detailed design and preparation of tender
documents. The assignment is expected to take 12 months.
The Ministry of Water, Sanitation and Irrigation now invites eligible consulting firms ("Consultants") to
indicate their interest in providing the Services.
${extra}
Expressions of interest must be delivered in a written form to the address below (in person, or by mail, or by
e-mail) by 12.00noon Tuesday 5th May 2026.
Ministry of Water, Sanitation and Irrigation, Maji House, Ngong Road, Nairobi. E-mail: ps@water.go.ke`;

const REOI_TERMS = `The shortlisting criteria are: core business and years in business; relevant experience; technical and
managerial capability of the firm. Key Experts will not be evaluated at the shortlisting stage.
The attention of interested Consultants is drawn to paragraphs 3.14, 3.16 and 3.17 of the World Bank's
"Procurement Regulations for IPF Borrowers" setting forth the World Bank's policy on conflict of interest.
A Consultant will be selected in accordance with the Quality and Cost Based Selection (QCBS) method.`;

describe("a request for expressions of interest", () => {
  it("reads its deadline as written and is judged as a consulting notice, not a goods bidding document", () => {
    const result = review(document("REOI.pdf", [REOI(REOI_TERMS)]), "Consultancy");
    expect(result.facts?.[0]?.type).toBe("expression-of-interest");
    const deadline = result.facts![0]!.facts.find((fact) => fact.key === "submission_deadline")!;
    expect(deadline.value).toBe("5 May 2026, 12:00");
    expect(notPassed(result)).toEqual([]);
    // No bid security is asked of a consultant expressing interest.
    expect(result.findings.some((found) => /security/i.test(found.title))).toBe(false);
  });

  it("warns when the shortlisting criteria, the selection method and the conflict-of-interest policy are absent", () => {
    const titles = notPassed(review(document("REOI.pdf", [REOI("")]), "Consultancy")).map(
      (found) => found.title,
    );
    expect(titles).toEqual([
      "Shortlisting criteria not stated",
      "Selection method not stated",
      "Conflict of interest policy not stated",
    ]);
  });
});

const RFB = (security: string) => [
  "Section I. Instructions to Bidders\n3. Fraud and Corruption\n4. Eligible Bidders\n19.1 The Bidder shall furnish as part of its Bid, either a Bid-Securing Declaration or a bid security as specified in the BDS.",
  `Section II. Bid Data Sheet\nITB 7.1 Requests for clarification should be received by the Purchaser no later than: 14 days before the deadline.\nITB 18.1 The bid validity period shall be 120 days.\n${security}\nITB 22.1 The deadline for bid submission is: Date: 15 June 2026 Time: 10:00 hours\nITB 25.1 The bid opening shall take place at: ICT Authority, Telposta Towers, 15 June 2026 at 10:30 hours`,
  "Section III. Evaluation and Qualification Criteria\nThe Purchaser shall use the criteria and methodologies listed in this Section to evaluate Bids.\nSection IV. Bidding Forms\nLetter of Bid. Bid-Securing Declaration form.",
  "Section VII. Schedule of Requirements\n1 Laptop computers, 300 units, delivery to 300 digital hubs within 60 days.",
  "Section VIII. General Conditions of Contract\n1. Definitions\nSection IX. Special Conditions of Contract\nGCC 16.1 Payment terms: 80% on delivery.\nSection X. Contract Forms\nContract Agreement. Performance Security.",
];

describe("a Request for Bids with a Bid-Securing Declaration", () => {
  it("reads the declaration as the security decision: no missing amount", () => {
    const result = review(
      document(
        "RFB.pdf",
        RFB("ITB 19.1 A Bid-Securing Declaration shall be required. A Bid Security shall not be required."),
      ),
    );
    expect(result.findings.find((found) => found.id === "missing-tender-security-amount")).toBeUndefined();
    expect(result.findings.find((found) => found.id === "bid-security")).toMatchObject({ status: "pass" });
  });

  it("reports a data sheet entry left '[To confirm]'", () => {
    const result = review(
      document("RFB.pdf", RFB("ITB 19.1 The amount and currency of the bid security shall be [To confirm].")),
    );
    const blank = result.findings.find(
      (found) => found.fact === "tender_security_amount" && found.status !== "pass",
    );
    expect(blank?.title).toMatch(/left blank/);
  });
});
