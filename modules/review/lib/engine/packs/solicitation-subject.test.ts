/**
 * Subject drift as it reads in real tenders: a scored criterion or a specification copied from another tender
 * (website systems in a tarpaulins tender, a security regulator's licence in a cleaning tender, road surfacing in
 * a medical equipment tender) is reported with its page; the words every tender uses, a subject's own
 * neighbours (network and software in a CCTV tender, trucks in road transport) and the standard instructions are
 * not.
 */
import { describe, expect, it } from "vitest";
import { domainsAbout, subjectDriftCheck, subjectOf } from "./solicitation-subject";
import { runCheck, tender } from "@/tests/support/check-context";

/** An NCPB-style cover: the tender number, the subject, the date and the letterhead. */
const cover = (subject: string) =>
  [
    `TENDER NO. NCPB/TEST/16/2021-2022 FOR`,
    subject,
    "FEBRUARY, 2022",
    "ALL TENDERERS ARE ADVISED TO READ CAREFULLY THIS TENDER",
    "DOCUMENT IN ITS ENTIRETY BEFORE MAKING ANY BID",
    "NATIONAL CEREALS AND PRODUCE BOARD",
    "MACHAKOS/ENTERPRISE ROADS",
    "P.O. BOX 30586",
    "Website:www.ncpb.co.ke",
  ].join("\n");

/** A technical evaluation table as PDF extraction flattens it. */
const scored = (...rows: string[]) =>
  [
    "SECTION III - EVALUATION AND QUALIFICATION CRITERIA",
    "6.2 TECHNICAL EVALUATION CRITERIA",
    "The guiding criteria are as depicted below:",
    "No. Item of Evaluation Score",
    ...rows,
    "Total Score 100%",
    "Note: For purposes of evaluation, the exchange rate shall be the selling rate of the Central Bank of Kenya.",
    "(Visit the Central Bank of Kenya website).",
  ].join("\n");

const specifications = (...lines: string[]) =>
  ["SECTION V - SCHEDULE OF REQUIREMENTS AND TECHNICAL SPECIFICATIONS", ...lines].join("\n");

const WEBSITE_CRITERION = [
  "1.",
  "Track record and references",
  "List of at least four (4) reputable corporate clients with copies of LSOs",
  "or contracts where installation and implementation of website",
  "Systems. Completion certificate signed and stamped, delivery notes",
  "by the client have been handled in the past (Each reference – 7.5",
  "marks)",
  "30%",
].join("\n");

const YEARS_CRITERION = [
  "2.",
  "Years in business",
  "i. More than 10 years (20 marks)",
  "ii. 5 years or more but less than 10 years (15 marks)",
  "20%",
].join("\n");

describe("subject drift", () => {
  it("reads the subject from the cover, not from the letterhead", () => {
    const subject = subjectOf(
      [{ text: cover("SUPPLY AND DELIVERY OF TARPAULINS"), page: 1, part: "invitation" }],
      "Goods",
    );
    expect(subject?.title).toBe("SUPPLY AND DELIVERY OF TARPAULINS");
    expect([...subject!.named]).toEqual(["textiles"]);
    expect(domainsAbout("Visit the Central Bank of Kenya website")).toEqual(new Map());
    expect(
      domainsAbout("contracts where installation and implementation of website Systems").get("software"),
    ).toBe("website Systems");
  });

  it("fails a scored criterion about another product, with the phrase and the page", () => {
    const findings = runCheck(
      subjectDriftCheck,
      tender(cover("SUPPLY AND DELIVERY OF TARPAULINS"), scored(WEBSITE_CRITERION, YEARS_CRITERION)),
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ status: "fail", severity: "high", fact: "evaluation_criteria" });
    expect(findings[0]!.title).toContain("(p.2)");
    expect(findings[0]!.evidence).toContain("installation and implementation of website Systems");
    expect(findings[0]!.evidence).toContain("Tender.pdf, page 2");
    expect(findings[0]!.recommendation).toContain("SUPPLY AND DELIVERY OF TARPAULINS");
    expect(findings[0]!.evidence).toContain("websites and software systems");
  });

  it("fails a pass/fail licence from another sector's regulator in a services tender", () => {
    const findings = runCheck(
      subjectDriftCheck,
      tender(
        cover("PROVISION OF CLEANING SERVICES AT HEAD OFFICE"),
        [
          "SECTION III - EVALUATION CRITERIA",
          "MANDATORY REQUIREMENTS",
          "i. Copy of Certificate of Incorporation",
          "ii. Valid licence from the Private Security Regulatory Authority (PSRA)",
          "iii. Proof of supply of cleaning materials and detergents",
        ].join("\n"),
      ),
      { category: "Non-consulting Services" },
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ status: "fail", fact: "evaluation_criteria" });
    expect(findings[0]!.evidence).toContain("PSRA");
  });

  it("fails World Bank requirements written for works in a goods tender", () => {
    const findings = runCheck(
      subjectDriftCheck,
      tender(
        [
          "REQUEST FOR BIDS",
          "GOODS",
          "Procurement of: Supply and Delivery of Medical Equipment for County Hospitals",
          "RFB Reference No.: KE-MOH-123456-GO-RFB",
          "Purchaser: Ministry of Health",
        ].join("\n"),
        [
          "Section VII - Schedule of Requirements",
          "3. Technical Specifications",
          "3.1 The Supplier shall lay a 50mm asphalt concrete wearing course on the approach to the stores.",
          "3.2 Patient monitors shall display ECG, SpO2 and NIBP.",
        ].join("\n"),
      ),
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ status: "fail", severity: "high", fact: "specifications" });
    expect(findings[0]!.evidence).toContain("asphalt");
    expect(findings[0]!.evidence).not.toContain("Patient monitors");
  });

  it("warns on a general requirement that applies only where it is relevant", () => {
    const findings = runCheck(
      subjectDriftCheck,
      tender(
        cover("SUPPLY AND DELIVERY OF TARPAULINS"),
        specifications(
          "PART A - GENERAL REQUIREMENTS",
          "7. In all cases where the level of galvanizing and painting is not specifically stated in",
          "the detailed Technical Specifications, the general requirement shall be for a",
          "uniform coating of thickness not less than 80 microns.",
          "PART B - DETAILED TECHNICAL SPECIFICATIONS",
          "Material - 100% cotton canvas, well starched; Eyelets at least 2 metres interval",
        ),
      ),
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ status: "warning", severity: "medium", fact: "specifications" });
    expect(findings[0]!.evidence).toContain("galvanizing");
  });

  it("passes a CCTV tender's network, software, poles and civil works", () => {
    const findings = runCheck(
      subjectDriftCheck,
      tender(
        cover("SUPPLY, INSTALLATION, TESTING AND COMMISSIONING OF IP BASED CCTV SURVEILLANCE SYSTEMS"),
        scored(
          "1. Bidders must provide at least 5 clients where they have carried out similar works of CCTV installation (10 marks)",
          "2. At least 2 engineers certified on the proposed network switches and video management software (5 marks)",
        ),
        specifications(
          "The NVR shall support 64 channels and RAID 5.",
          "Servers: 2 No. storage servers with Windows Server operating system.",
          "Poles shall be 6 m hot-dip galvanised steel; trenching and civil works for cable routes.",
          "Installation of the software on the workstation and network configuration.",
        ),
      ),
    );
    expect(findings).toEqual([]);
  });

  it("passes a data centre's cabling and servers, laptops' software and road transport's trucks", () => {
    const dataCentre = tender(
      cover("PROVISION OF MODULAR DATA CENTER AND UPGRADE OF LOCAL AREA NETWORK (LAN)"),
      specifications(
        "Supply and installation of structured cabling, CAT6A, and galvanised trunking.",
        "Server cabinets, UPS 40KVA, fire suppression and access control for the server room.",
      ),
    );
    const laptops = tender(
      cover("SUPPLY AND DELIVERY OF NEW LAPTOPS"),
      specifications(
        "Operating system Windows 11 Pro; antivirus software with 3 years licence.",
        "Carry bag: original manufacturer's backpack.",
      ),
    );
    const transport = tender(
      cover("FRAMEWORK AGREEMENT FOR PROVISION OF ROAD TRANSPORT SERVICES FOR VARIOUS COMMODITIES"),
      scored(
        "A. At least three (3) corporate clients where transport services have been provided (30 marks)",
        "B. Attach log books of trucks with a capacity of 28 tonnes; provide cargo tracking software (10 marks)",
      ),
    );
    expect(runCheck(subjectDriftCheck, dataCentre)).toEqual([]);
    expect(runCheck(subjectDriftCheck, laptops)).toEqual([]);
    expect(runCheck(subjectDriftCheck, transport, { category: "Non-consulting Services" })).toEqual([]);
  });

  it("passes the standard instructions' generic words, delivery trucks, site names and letterhead stationery", () => {
    const findings = runCheck(
      subjectDriftCheck,
      tender(
        cover("SUPPLY AND DELIVERY OF TARPAULINS"),
        [
          "SECTION I - INSTRUCTIONS TO TENDERERS",
          "1.1 The Procuring Entity issues this tender document for the supply of Goods, Works or Services,",
          "including installation of software and information systems where the Contract so provides.",
        ].join("\n"),
        scored(
          "1. Evidence of ownership or lease of at least one delivery truck (attach log book) (10 marks)",
          "2. Prepare the Form of Tender on stationery with the letterhead of the tenderer (pass/fail)",
        ),
        specifications(
          "Delivery to NCPB depots at Eldoret, Nakuru, Kitale silos and Moi's Bridge.",
          "Sheets shall be gas-proof and suitable for fumigation with phosphine.",
        ),
      ),
    );
    expect(findings).toEqual([]);
  });

  it("does not judge a tender whose title names no known subject, nor a consultancy", () => {
    const spares = tender(cover("SUPPLY AND DELIVERY OF ASSORTED SPARE PARTS"), scored(WEBSITE_CRITERION));
    const consultancy = tender(
      cover("CONSULTANCY SERVICES FOR PREPARATION OF A STRATEGIC PLAN"),
      scored(WEBSITE_CRITERION),
    );
    expect(runCheck(subjectDriftCheck, spares)).toEqual([]);
    expect(runCheck(subjectDriftCheck, consultancy, { category: "Consultancy Services" })).toEqual([]);
  });
});
