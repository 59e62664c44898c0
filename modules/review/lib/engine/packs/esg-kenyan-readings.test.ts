// ESG readings that fooled the check on five National Cereals and Produce Board tenders (judge 35): each case is
// the sentence as the tender prints it, then a paraphrase in the same Kenyan wording, and a case the check must
// still flag. Documents are made in code as page units, the way the PDF reader hands them to the review.
import { describe, expect, it } from "vitest";
import type { AttachedDocument } from "@/lib/results/types";
import { runReview } from "@/modules/review/lib/engine/engine";
import { sustainabilityEsgPack } from "@/modules/review/lib/engine/packs/sustainability-esg";
import { byId } from "@/tests/support/review-findings";

const tender = (...pages: string[]): AttachedDocument => ({
  fileId: "ncpb",
  groupId: "subject",
  name: "Tender.pdf",
  size: 1,
  units: pages.map((text, index) => ({ label: `page ${index + 1}`, text })),
});

const review = (...pages: string[]) =>
  runReview(
    {
      serviceId: "sustainability_esg_checks",
      activity: {
        id: "NCPB/IP/CCTV/21/2021-2022",
        entity: "National Cereals and Produce Board",
        procurement_category: "Goods",
        procurement_method: "Open Tender",
        currency: "KES",
        estimatedValue: null,
        issue_date: "",
        bidDueDate: "",
      },
      moduleInputs: { compliance_focus: "Full ESG Screening" },
      documents: [tender(...pages)],
      framework: null,
    },
    [sustainabilityEsgPack],
  );

const hazards = (result: ReturnType<typeof review>) =>
  result.findings.filter((finding) => finding.id.startsWith("esg-hazard-")).map((finding) => finding.id);

describe("conflict of interest: the Form of Tender line is the bidder's declaration", () => {
  const formLine =
    "FORM OF TENDER\nb) Eligibility: We meet the eligibility requirements and have no conflict of interest in accordance with INSTRUCTIONS TO TENDERERS 4;";

  it("passes the Form of Tender line alone, and with ITT 4.3 it passes instead of warning", () => {
    expect(byId(review(formLine), "gov-conflict-of-interest").status).toBe("pass");
    const both = byId(
      review("4.3 A Tenderer shall not have a conflict of interest.", formLine),
      "gov-conflict-of-interest",
    );
    expect(both.status).toBe("pass");
    expect(both.evidence).not.toMatch(/said to be missing/);
  });

  it("passes the same declaration worded otherwise", () => {
    const paraphrase =
      "c) Eligibility: We satisfy the eligibility requirements and have no conflict of interest as set out in ITT 4.3;";
    expect(byId(review(paraphrase), "gov-conflict-of-interest").status).toBe("pass");
  });

  it("still fails a sentence that only names conflict of interest", () => {
    const named = byId(
      review("We have read the clause on conflict of interest in ITT 4."),
      "gov-conflict-of-interest",
    );
    expect(named.status).toBe("fail");
  });
});

describe("labour: office hours for the tender document are not workers' hours", () => {
  it("does not read the invitation's office hours as a labour provision", () => {
    const invitation =
      "1.2.1 The tender document with further detailed information may be obtained from the office of the Head of Procurement Services during normal working hours, between 9.00 am and 3.00 pm, upon payment of non-refundable fees of Kshs. 1,000.00.";
    const paraphrase =
      "Tender documents may be inspected at the Supply Chain Management office during normal working hours (8.00 a.m. to 5.00 p.m.), Monday to Friday.";
    for (const text of [invitation, paraphrase]) {
      const labour = byId(review(text), "soc-labour");
      expect(labour.status).toBe("fail");
      expect(labour.evidence).toBe("Not found in Tender.pdf.");
    }
  });

  it("passes working hours set for the contractor's workers", () => {
    for (const text of [
      "The Contractor shall not require workers to work beyond the working hours set by the Employment Act, 2007, and overtime shall be paid.",
      "Working hours of the contractor's staff on site shall not exceed 52 hours per week.",
    ])
      expect(byId(review(text), "soc-labour").status).toBe("pass");
  });
});

describe("environmental management: an authority's name is not a requirement", () => {
  it("does not pass the topic on the eligibility rule naming the environmental protection agency", () => {
    const itt =
      "4.14 A Tenderer may be considered ineligible if he/she offers goods, works and production processes with characteristics that have been declared by the relevant national environmental protection agency or by other competent authority as harmful to human beings and to the environment.";
    const paraphrase =
      "Goods declared harmful by the national environmental protection authority shall not be offered.";
    for (const text of [itt, paraphrase])
      expect(byId(review(text), "env-management").evidence).toBe("Not found in Tender.pdf.");
  });

  it("passes a requirement to comply with Kenya's environmental regulations", () => {
    const finding = byId(
      review("2 The clean agent shall also comply with all Environmental Regulations in Kenya."),
      "env-management",
    );
    expect(finding.status).toBe("pass");
    expect(finding.evidence).toContain("comply with all Environmental Regulations in Kenya");
    expect(
      byId(
        review("The supplier shall comply with the environmental legislation in force in Kenya."),
        "env-management",
      ).status,
    ).toBe("pass");
  });

  it("does not take a UPS data sheet's operating conditions for environmental requirements", () => {
    const row =
      "Battery Type 12V, 9 Ah valve-regulated Environmental Requirements Operating temperature 0-40 °C";
    expect(byId(review(row), "env-management").evidence).toBe("Not found in Tender.pdf.");
  });
});

describe("energy efficiency: a limit in a specification table is a requirement", () => {
  it("passes the camera's maximum power consumption, quoting the row", () => {
    const finding = byId(
      review(
        "TECHNICAL SPECIFICATIONS\nPower Supply DC12V/AC24V/PoE(802.3af)\nPower Consumption Max. 12 W -H (Smart Heater): 17W",
      ),
      "sp-energy-efficiency",
    );
    expect(finding.status).toBe("pass");
    expect(finding.evidence).toMatch(/^"Power Consumption Max\. 12 W" — Tender\.pdf, page 1/);
    expect(
      byId(review("Power consumption: not more than 30 W per camera"), "sp-energy-efficiency").status,
    ).toBe("pass");
  });

  it("still warns when the row gives no limit", () => {
    expect(
      byId(review("Power consumption: see manufacturer's brochure"), "sp-energy-efficiency").status,
    ).toBe("warning");
  });
});

describe("hazards the scope describes in its own words", () => {
  const poles =
    "CAMERA POLES\nThe camera poles for any outdoor cameras shall be supplied & installed by the contractor. The minimum thresholds for installing this poles & cameras are as follows:\n A stable solution for achieving desired camera height, required height may be up to 3.5-8 meters.";

  it("reads camera poles up to 8 m as work at height, and passes it with a safety plan", () => {
    for (const text of [
      poles,
      "The contractor shall erect galvanised camera poles up to 8 m high at each gate.",
    ]) {
      const finding = byId(review(text), "esg-hazard-work-at-height");
      expect([finding.status, finding.severity]).toEqual(["fail", "high"]);
    }
    const planned = byId(
      review(
        poles,
        "The Contractor shall submit a health and safety plan to the Board for approval before erecting any pole.",
      ),
      "esg-hazard-work-at-height",
    );
    expect(planned.status).toBe("pass");
  });

  it("does not take a drafter's bracketed note for a safety requirement", () => {
    const note =
      "1. Method Statement\n[National Cereals & Produce Board shall provide main features of the expected method of carrying out the contract, including indicating the material, personnel and equipment inputs].";
    expect(byId(review(poles, note), "esg-hazard-work-at-height").status).toBe("fail");
  });

  it("reads a 1.5 m cable trench as deep excavation", () => {
    for (const text of [
      "6 Cables traversing between building blocks shall be through the trench that shall be 1.5meters deep and must be installed in ducts.",
      "Excavate a cable trench to a depth of 1.5 m between the stores and the weighbridge.",
    ])
      expect(hazards(review(text))).toEqual(["esg-hazard-deep-excavation"]);
  });

  it("reads gas fire suppression as a hazardous chemical", () => {
    for (const text of [
      "4. Gas based Fire Suppression System for Data Centre\nClean agent-based fire suppression system shall be installed in the server farm to suppress any outbreak of fire.",
      "Supply and install an FM-200 fire suppression system in the server room.",
    ])
      expect(hazards(review(text))).toEqual(["esg-hazard-hazardous-chemicals"]);
  });

  it("says nothing of a tower server, a shallow mention of poles or a supply of tarpaulins", () => {
    expect(
      hazards(
        review(
          "Server form factor: Tower, height 43 cm.",
          "Supply and delivery of tarpaulins with eyelets for tying to poles.",
        ),
      ),
    ).toEqual([]);
  });
});
