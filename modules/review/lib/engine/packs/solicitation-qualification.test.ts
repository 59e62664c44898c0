import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { extractDocument } from "@/lib/documents";
import { toAttachedDocument } from "@/lib/reading/attached-document";
import type { AttachedDocument, Finding } from "@/lib/results/types";
import { tenderUnits } from "@/modules/review/lib/engine/facts/sheet";
import {
  isCommodity,
  qualificationCheck,
  tenderSubject,
} from "@/modules/review/lib/engine/packs/solicitation-qualification";
import { makePdf } from "@/tests/support/documents";
import { runCheck, tender } from "@/tests/support/check-context";

const doc = tender;

function run(document: AttachedDocument, category = "Goods"): Finding[] {
  return runCheck(qualificationCheck, document, { category });
}
const byId = (findings: Finding[], id: string) => findings.find((finding) => finding.id === id);

const invitation = (subject: string) =>
  `SECTION I - INVITATION TO TENDER\nTENDER NO. NCPB/ICT/07/2023-2024 FOR ${subject.toUpperCase()}\n` +
  `The National Cereals and Produce Board (NCPB) invites bids from eligible Tenderers for ${subject}.`;
const ITT_4_12 =
  "SECTION II - INSTRUCTIONS TO TENDERERS\n4.12 The Procuring Entity may require tenderers to be registered with certain authorities in Kenya. " +
  "Registration shall not be a condition for tender, but where a selected tenderer is not so registered, the tenderer shall be given opportunity to register before signature of contract.";

describe("proportionate qualification says nothing", () => {
  it("leaves the Act's eligibility list, two references, one certificate per role, a scored licence and a bank-statement alternative", () => {
    const findings = run(
      doc(
        invitation("supply and delivery of laptops"),
        ITT_4_12,
        "SECTION II - TENDER DATA SHEET\nITT 4.12 The Procuring Entity may require tenderers to be registered with: N/A\n" +
          "ITT 3.13.3 (a) Manufacturer's Authorization is a requirement\n" +
          "ITT 3.13.3 (b) Two (2) years audited financial accounts. Firms registered within the last year shall submit certified bank statements covering at least six months.",
        "SECTION III - EVALUATION CRITERIA\n6.1 Preliminary Evaluation. These are mandatory requirements.\n" +
          "No. Mandatory Requirement Yes/No\n01 Valid Tax Compliance Certificate YES/NO\n02 Self-declaration that the tenderer is not debarred YES/NO\n" +
          "03 Names of at least two (2) previous customers with reference letters YES/NO\n" +
          "6.2 Technical Evaluation\nProject Manager: degree in Computer Science and PMP or PRINCE2, 5 years of experience (5 marks)\n" +
          "Valid ICT Authority accreditation: ICTA-1: 5 Marks; ICTA-2: 3 Marks",
      ),
    );
    expect(findings).toEqual([]);
  });

  it("tells equipment from a commodity by the invitation's title", () => {
    const subject = (title: string) => tenderSubject(tenderUnits(doc(invitation(title)))).text;
    expect(isCommodity(subject("supply and delivery of tarpaulins"))).toBe(true);
    expect(isCommodity(subject("supply of polypropylene bags and twine"))).toBe(true);
    expect(isCommodity(subject("supply and delivery of laptops"))).toBe(false);
    expect(isCommodity(subject("supply, installation and commissioning of CCTV systems"))).toBe(false);
    expect(isCommodity(subject("provision of cleaning services"), "Non-consulting Services")).toBe(false);
  });
});

describe("registrations as pass/fail", () => {
  const MANDATORY =
    "SECTION III - EVALUATION CRITERIA\n6.1 Part 1 - Preliminary Evaluation Criteria. These are mandatory requirements.\n" +
    "No. Mandatory Requirements Yes/No.\n01 Copy of certificate of incorporation 02 Copy of valid Tax compliance certificate\n" +
    "03 Must be licensed by Communications Authority of Kenya to offer these services. YES/NO\n" +
    "04 Must be registered by National Construction Authority (NCA 2 for structured cabling and security surveillance system (CCTV) - (Attach Valid Certificate) YES/NO\n" +
    "Only bidders who meet all the mandatory requirements will be evaluated to determine their technical strength.";

  it("quotes each registration against the document's own rule that registration is not a condition for tender", () => {
    const found = byId(
      run(doc(invitation("supply, installation and commissioning of CCTV systems"), ITT_4_12, MANDATORY)),
      "qualification-registration",
    );
    expect(found).toMatchObject({ status: "warning", severity: "medium", fact: "qualification" });
    expect(found!.title).toMatch(/NCA category 2/);
    expect(found!.title).toMatch(/Communications Authority licence/);
    expect(found!.evidence).toContain("page 3, evaluation criteria");
    expect(found!.evidence).toMatch(
      /"Registration shall not be a condition for tender.*" — Tender\.pdf, page 2, instructions, clause 4\.12/,
    );
    expect(found!.evidence).toMatch(/registers building and construction contractors/);
  });

  it("notes ICT Authority category 1 asked twice as one requirement on its page", () => {
    const found = byId(
      run(
        doc(
          invitation("provision of modular data center and upgrade of LAN"),
          "SECTION III: EVALUATION AND QUALIFICATION CRITERIA\nPRELIMINARY REQUIREMENTS (MANDATORY) Bids not meeting all the mandatory requirements will receive no further consideration.\n" +
            "25 Attach Certified copies of ICTA authorization for Data Centre. Must be ICTA 1 YES/NO\n26 Attach Certified copies of ICTA authorization for ICT Networks. Must be ICTA 1 YES/NO",
        ),
      ),
      "qualification-registration",
    );
    expect(found!.title).toBe("Registrations made pass/fail: ICT Authority category 1 (p.2)");
    expect(found!.evidence).toMatch(/the highest category/);
  });

  it("keeps a works contractor's NCA registration as a minor note", () => {
    const found = byId(
      run(
        doc(
          invitation("construction of a grain store at Eldoret depot"),
          "SECTION III - EVALUATION CRITERIA\nMandatory requirements\n05 Registration with National Construction Authority in category NCA 4 and above for building works YES/NO",
        ),
        "Works",
      ),
      "qualification-registration",
    );
    expect(found?.severity).toBe("low");
  });
});

describe("key staff out of proportion", () => {
  it("counts a project manager's stack across a page break, with its years", () => {
    const found = byId(
      run(
        doc(
          invitation("provision of modular data center and upgrade of LAN"),
          "SECTION III: EVALUATION AND QUALIFICATION CRITERIA\nTECHNICAL EVALUATION\n5 Technical Staff Bidder must provide CVs and certificates of technical personnel as below:\n" +
            "Project Manager -Must have below qualification 5 marks\n\u2022 Must be Prince 2 or PMP Certified\n\u2022 Must be ISO 27001 certified",
          "\u2022 Must have certificate in Technical Consultant for Data Centers\n\u2022 Must have certificate in Integrated Design Consultant for Data Centers\n" +
            "\u2022 Master's degree with at least 15 years of work experience\nBidders must have at least two certified cable installers - 2 marks",
        ),
      ),
      "qualification-personnel",
    );
    expect(found).toMatchObject({ status: "warning", severity: "medium", fact: "qualification" });
    expect(found!.evidence).toMatch(
      /Project manager: PRINCE2\/PMP, ISO 27001, 2 data-centre certificates, Master's degree and 15 years/i,
    );
    expect(found!.evidence).toContain("page 2");
    expect(found!.evidence).toContain("page 3");
  });

  it("leaves a team leader with a Master's, registration and 15 years (a consultancy's usual key expert)", () => {
    const findings = run(
      doc(
        invitation("consultancy services for the design of the Nakuru water supply"),
        "Section III. Evaluation Criteria\nKey Expert 1 - Team Leader: Master's degree in Civil Engineering, registered with the Engineers Board of Kenya, 15 years of experience, of which 8 in water supply design.",
      ),
      "Consulting Services",
    );
    expect(byId(findings, "qualification-personnel")).toBeUndefined();
  });
});

describe("references", () => {
  it("reports five clients plus five recommendation letters, both quoted", () => {
    const found = byId(
      run(
        doc(
          invitation("supply, installation and commissioning of CCTV systems"),
          "SECTION III - EVALUATION CRITERIA\nB CAPACITY OF THE ORGANIZATION 25%\n" +
            "Bidders must provide names of at least 5 clients/sites where they have carried out Similar works of CCTV and installation within the last 5 years i.e. not older than 2017. " +
            "The list should detail the name of client, Project date, contract amount (10 marks) Bidders must further submit at least 5 recommendation letters from the firms provided with the service under reference.",
        ),
      ),
      "qualification-references",
    );
    expect(found!.evidence).toMatch(/at least 5 clients plus 5 recommendation letters/);
    expect(found!.evidence).toContain("at least 5 recommendation letters");
  });

  it("reports letters demanded from the manufacturer instead of the tenderer's clients", () => {
    const found = byId(
      run(
        doc(
          invitation("supply and delivery of tarpaulins"),
          "APPENDIX TO INSTRUCTIONS TO TENDERERS\nThe following information shall complement and or amend the provisions of the Instructions to Tenderers.\n" +
            "3. 3.9 (e) List of Previous Customers The Tenderer shall submit at least five (5) names with full contact as well as physical addresses of previous customers of similar Goods " +
            "together with a letter from each of them confirming completion of the contracts on schedule (This should be from the manufacturer of the goods and not from the tenderer.)",
        ),
      ),
      "qualification-references",
    );
    expect(found!.evidence).toMatch(/at least 5 clients plus a letter from each/);
    expect(found!.evidence).toMatch(/demanded from the manufacturer/);
    expect(found!.evidence).toContain("page 2, data sheet");
  });

  it("leaves three clients with contracts or letters", () => {
    const findings = run(
      doc(
        "SECTION III - EVALUATION CRITERIA\nA. Track record: at least three (3) reputable corporate clients supported with LPO/LSO/contracts or recommendation letters where transport services have been provided in the last two (2) years (one evidence = 10 marks)",
      ),
      "Non-consulting Services",
    );
    expect(findings).toEqual([]);
  });
});

/** The rest of a page as tenders fill it, so a page is as long as a real one. */
const REST_OF_PAGE =
  "\nTenderers are advised to read this section carefully. The Procuring Entity shall not be responsible for any costs incurred in preparing the tender. " +
  "Tenders shall be prepared in English, typed or written in indelible ink, and signed by the person authorised to bind the tenderer. " +
  "All prices shall be quoted in Kenya Shillings inclusive of all taxes, duties, levies and delivery costs to the Procuring Entity's premises. " +
  "Any alteration, interlineation or erasure shall be initialled by the person signing the tender. ".repeat(
    3,
  );

describe("proofs meant for equipment, asked for a commodity", () => {
  const PROOFS_PAGES = [
    `NCPB IS ISO 9001:2015 CERTIFIED\n${invitation("supply and delivery of tarpaulins")}${REST_OF_PAGE}`,
    "SECTION II - TENDER SUBMISSION CHECKLIST\n9 Type Test Certificates and their Reports 10 Valid and current ISO 9001 Certificates or for locally manufactured goods, valid Mark of Quality Certificate from KEBS." +
      REST_OF_PAGE,
    "SECTION III - INSTRUCTIONS TO TENDERERS\n3.15.4 For all goods offered, the Tenderer shall demonstrate conformity by a Type Test Certificate issued by a laboratory accredited to ISO/IEC 17025.\n" +
      `3.13.3 If so required in the Appendix, the Tenderer shall furnish a Manufacturer's Authorization.${REST_OF_PAGE}`,
    "APPENDIX TO INSTRUCTIONS TO TENDERERS\nThe following information shall complement and or amend the provisions of the Instructions to Tenderers.\n5. 3.13.3 (a) Manufacturer's Authorization Manufacturer's Authorization is a requirement",
  ];

  it("reports manufacturer's authorisation, type tests and ISO 9001 for tarpaulins, not the entity's own certificate", () => {
    const found = byId(run(doc(...PROOFS_PAGES)), "qualification-commodity-proof");
    expect(found).toMatchObject({ status: "warning", severity: "medium", fact: "qualification" });
    expect(found!.title).toMatch(/required for supply and delivery of tarpaulins/);
    expect(found!.title).toMatch(/manufacturer's authorisation/);
    expect(found!.evidence).toContain("page 2");
    expect(found!.evidence).toContain("page 3, instructions");
    expect(found!.evidence).toContain("page 4, data sheet");
    expect(found!.evidence).not.toContain("page 1");
    // The conditional standard clause ("If so required") is not quoted as a requirement.
    expect(found!.evidence).not.toMatch(/If so required in the Appendix/);
  });

  it("leaves the same proofs for laptops", () => {
    const pages = [
      `${invitation("supply and delivery of laptops")}${REST_OF_PAGE}`,
      ...PROOFS_PAGES.slice(1),
    ];
    expect(byId(run(doc(...pages)), "qualification-commodity-proof")).toBeUndefined();
  });

  it("sums up several kinds of restrictive qualification in one finding", () => {
    const pages = [
      ...PROOFS_PAGES,
      "SECTION VI - EVALUATION CRITERIA\nReference letters from at least five (5) previous customers, and names of at least five (5) customers of similar goods.",
    ];
    const findings = run(doc(...pages));
    const summary = byId(findings, "qualification-summary");
    expect(summary).toMatchObject({ status: "info", severity: "info", fact: "qualification" });
    expect(summary!.title).toMatch(/^2 kinds of restrictive qualification/);
    expect(summary!.evidence).toContain("page 5");
  });
});

describe("experience only from public entities", () => {
  it("reports Kenyan and World Bank wording", () => {
    for (const sentence of [
      "The bidder must have executed at least three similar contracts, which must be with public entities, in the last five years.",
      "Experience acquired only in government institutions shall be considered.",
      "MR 8 | Evidence of at least three (3) current or completed cleaning contracts with State Corporations, each of an annual value of not less than Kshs. 50,000,000.00 | Yes / No",
    ]) {
      const found = byId(
        run(doc(`SECTION III - EVALUATION CRITERIA\n${sentence}`)),
        "qualification-public-only",
      );
      expect(found?.evidence).toContain("page 1, evaluation criteria");
    }
  });
});

describe("documents as extracted", () => {
  it("reads a generated PDF with a table-like mandatory list", async () => {
    const bytes = await makePdf([
      invitation("supply, installation and commissioning of CCTV systems"),
      "SECTION III - EVALUATION CRITERIA\n6.1.11 Mandatory requirement shall include the following-\nNo. Mandatory Requirements Yes/No.\n" +
        "03 Must be licensed by Communications Authority of Kenya to offer these services. YES/NO\n" +
        "04 Must be registered by National Construction Authority (NCA 2 for structured cabling) YES/NO",
    ]);
    const document = toAttachedDocument(
      { fileId: "f", groupId: "method-document", name: "T.pdf", size: 1 },
      await extractDocument(bytes, "pdf"),
    );
    const found = byId(run(document), "qualification-registration");
    expect(found!.evidence).toContain("T.pdf, page 2");
  });

  it("finds the commodity proofs and the references in the NCPB tarpaulins tender", async () => {
    const bytes = readFileSync("tests/fixtures/tenders/ncpb-tarpaulins-2022.pdf");
    const document = toAttachedDocument(
      { fileId: "p", groupId: "method-document", name: "tarpaulins.pdf", size: 1 },
      await extractDocument(bytes, "pdf"),
    );
    const findings = run(document);
    expect(byId(findings, "qualification-commodity-proof")!.evidence).toMatch(/page 26, data sheet/);
    expect(byId(findings, "qualification-references")!.evidence).toMatch(/page 26/);
    expect(byId(findings, "qualification-registration")).toBeUndefined();
  });
});

describe("financial thresholds against the estimate", () => {
  const criteria = (turnover: string) =>
    doc(
      invitation("supply and installation of laboratory equipment"),
      `Section III - Evaluation and Qualification Criteria\nFor the purpose of this Section, the Purchaser's estimate for this contract is USD 1,400,000.\n3.1 Financial Capability\n(a) Minimum average annual turnover of ${turnover}, calculated as total certified payments received for contracts in progress or completed, within the last five (5) years.`,
    );

  it("reports a turnover more than three times the estimate the document states", () => {
    const found = byId(run(criteria("USD 15,000,000")), "qualification-financial");
    expect(found?.title).toContain("turnover of USD 15,000,000");
    expect(found?.evidence).toContain("10.7 times the estimate of USD 1,400,000");
  });

  it("passes a turnover of about twice the estimate, and judges nothing without an estimate", () => {
    expect(byId(run(criteria("USD 2,800,000")), "qualification-financial")).toBeUndefined();
    const noEstimate = doc(
      invitation("supply of laboratory equipment"),
      "Section III - Evaluation and Qualification Criteria\n(a) Minimum average annual turnover of USD 15,000,000 in the last five (5) years.",
    );
    expect(byId(run(noEstimate), "qualification-financial")).toBeUndefined();
  });
});
