/**
 * MS-03 as Kenyan and World Bank tenders write their requirements: a rate with nothing to multiply it by, and a
 * measured material property with no test method, are reported; estimated quantities, a filled Quantity column, a
 * services tender that counts its sites, ICT specifications and a specification that cites its standards are not.
 */
import { describe, expect, it } from "vitest";
import {
  citesStandard,
  measuredParameters,
  requirementQuantitiesCheck,
  specificationStandardCheck,
  statesQuantity,
} from "./solicitation-measurable";
import { runCheck, tender } from "@/tests/support/check-context";

const INVITATION =
  "SECTION I - INVITATION TO TENDER\nTENDER NO. NCPB/ROAD TRANSPORT/23/2021-2022\n" +
  "The National Cereals and Produce Board invites sealed tenders from eligible candidates for the provision of road transport services.";
const ITT =
  "SECTION II - INSTRUCTIONS TO TENDERERS\n" +
  "11.1 The Tenderer shall indicate on the appropriate Price Schedule the unit prices and total tender price of the goods it proposes to supply.";

const TRANSPORT_TOR =
  "SECTION V - TERMS OF REFERENCE\n" +
  "1. SCOPE OF SERVICES\n" +
  "The Transporter shall collect maize and fertilizer from the Board's depots and deliver them to destinations as may be advised by the Board.\n" +
  "a) Provide a fleet of well-maintained trucks with a capacity to haul up to a minimum of 28 tons per truck and enough trucks to carry the quantities availed by the Board.\n" +
  "b) Provide real time tracking of all trucks in transit.\n" +
  "2. TRUCK DETAILS\nNo Registration No. Type of Truck Truck capacity Body Type\n1.\n2.\n3.\n";
const TRANSPORT_PRICES =
  "F 2: PRICE SCHEDULE FORM\n" +
  "(A) Please indicate your Charges per ton per kilometre for upstream cargo inclusive of applicable taxes\n" +
  "(Amount In figures) KES______________\n" +
  "(B) Please indicate your Charges per ton per kilometre for downstream cargo inclusive of applicable taxes\n" +
  "(Amount In figures) KES______________\n" +
  "(C) OTHER APPLICABLE COSTS (IF ANY)";

describe("requirement quantities", () => {
  it("reports transport rates with no tonnage, trips or routes, naming what is absent and the pages", () => {
    const findings = runCheck(
      requirementQuantitiesCheck,
      tender(INVITATION, ITT, TRANSPORT_TOR, TRANSPORT_PRICES),
    );
    expect(findings).toHaveLength(1);
    // A major: that the three rates cannot be combined into one price is the unweighted-rates check's blocker.
    expect(findings[0]).toMatchObject({ status: "warning", severity: "medium", fact: "requirements" });
    expect(findings[0]!.title).toContain("(p.3–4)");
    expect(findings[0]!.evidence).toContain("no quantity, volume or tonnage");
    expect(findings[0]!.evidence).toContain("no routes or distances");
    expect(findings[0]!.evidence).toContain("Charges per ton per kilometre for upstream cargo");
    expect(findings[0]!.evidence).toContain("page 4");
    // The sentence that defers the quantity is quoted whole, not the truck capacity.
    expect(findings[0]!.evidence).toContain("enough trucks to carry the quantities availed by the Board");
    expect(findings[0]!.recommendation).toMatch(/estimated quantit/i);
  });

  it("reports a goods schedule with units but no quantities as a major finding when one price is asked", () => {
    const schedule =
      "SECTION V - SCHEDULE OF REQUIREMENTS\n" +
      "Item Description Unit of measure Delivery point\n" +
      "1 Tarpaulins, dark green, 100% cotton, 15 m x 6 m Piece NCPB Head Office\n" +
      "The specific required quantities shall be stated by the Board in the contract signed with the successful tenderer.\n" +
      "Unit price (KES inclusive of VAT) ______";
    const findings = runCheck(requirementQuantitiesCheck, tender(INVITATION, ITT, schedule));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ status: "warning", severity: "medium" });
    expect(findings[0]!.evidence).toContain("quantities shall be stated by the Board in the contract");
  });

  it("passes estimated quantities flagged as non-binding, and a route table", () => {
    const estimated =
      "SECTION V - SCHEDULE OF REQUIREMENTS (ESTIMATED QUANTITIES)\n" +
      "The quantities below are estimates for evaluation purposes only and are not binding on the Procuring Entity.\n" +
      "No. Route Distance Estimated Quantity\n" +
      "1 Mombasa - Nakuru depot 600 km Tonnes 20,000\n" +
      "Rate per tonne per kilometre ______";
    expect(runCheck(requirementQuantitiesCheck, tender(INVITATION, ITT, estimated))).toEqual([]);
    const volume =
      "TERMS OF REFERENCE\nThe estimated annual volume of 120,000 metric tonnes will be called off as required.\nRate per ton per kilometre ______";
    expect(runCheck(requirementQuantitiesCheck, tender(INVITATION, ITT, volume))).toEqual([]);
  });

  it("passes a World Bank list of goods and a Kenyan price schedule with a filled Quantity column", () => {
    const worldBank =
      "Section VII - Schedule of Requirements\n1. List of Goods and Delivery Schedule\n" +
      "Line Item N° Description of Goods Quantity Physical unit Final Destination\n" +
      "1 Desktop computers 50 Units Ministry of Health, Nairobi\n2 Laser printers 10 Units Ministry of Health, Nairobi\n" +
      "Unit price ______";
    expect(runCheck(requirementQuantitiesCheck, tender(INVITATION, ITT, worldBank))).toEqual([]);
    const priceSchedule =
      "SECTION V - PRICE SCHEDULE FOR GOODS\nItem No. Description Quantity Unit price (KES) Total\n" +
      "1 Office desks 20\n2 Office chairs 40\n";
    expect(runCheck(requirementQuantitiesCheck, tender(INVITATION, ITT, priceSchedule))).toEqual([]);
    expect(
      statesQuantity(
        "BILL OF QUANTITIES\nItem Description Unit Qty Rate Amount\n1.01 Excavation in soft material m3 250 ____ ____",
      ),
    ).toBe(true);
  });

  it("reads the quantities of a price schedule bound among the forms, and not the tenderer's fleet in the criteria", () => {
    const specification =
      "SECTION IV - SPECIFICATIONS OF THE LAPTOPS\nProcessor Intel Core i7, 16 GB RAM\n" +
      "The actual time for delivery and specific required quantities of the laptops shall be stated by NCPB in the contract.\nUnit price ______";
    const forms =
      "SECTION IX - TENDERING FORMS\nFORM OF TENDER\nWe offer to supply the goods in conformity with the tender documents.";
    const priceSchedule =
      "SECTION V - PRICE SCHEDULE FOR GOODS\nLOT ITEM DESCRIPTION QTY UNIT OF MEASURE COST PER UNIT\n01 Supply and delivery of new laptops (See Type 1 specification above)\n18 Pieces";
    expect(
      runCheck(requirementQuantitiesCheck, tender(INVITATION, ITT, specification, forms, priceSchedule)),
    ).toEqual([]);
    expect(runCheck(requirementQuantitiesCheck, tender(INVITATION, ITT, specification, forms))).toHaveLength(
      1,
    );
    const criteria =
      "SECTION III - EVALUATION CRITERIA\nProvide proof of ownership of trucks\ni. Five (5) trucks and above (10 marks)\nii. Three (3) trucks (5 marks)";
    expect(
      runCheck(
        requirementQuantitiesCheck,
        tender(INVITATION, ITT, criteria, TRANSPORT_TOR, TRANSPORT_PRICES),
      ),
    ).toHaveLength(1);
  });

  it("passes a services tender that counts its sites, guards or trips", () => {
    const guarding =
      "SECTION V - DESCRIPTION OF SERVICES\n" +
      "The service provider shall provide 24-hour guarding at the following 12 sites: Nairobi, Nakuru, Eldoret and Kisumu depots.\n" +
      "Charges per guard per month ______";
    expect(runCheck(requirementQuantitiesCheck, tender(INVITATION, ITT, guarding))).toEqual([]);
    expect(statesQuantity("Number of guards per site: 2 (day) and 2 (night)")).toBe(true);
    expect(statesQuantity("Supply and delivery of 150 tarpaulins")).toBe(true);
  });

  it("reads a truck capacity, a bag size or a header's row number as no quantity", () => {
    expect(statesQuantity("trucks with a capacity to haul minimum 28 metric tons")).toBe(false);
    expect(statesQuantity("Supply of 50 kg bags")).toBe(false);
    expect(statesQuantity("Item Description Quantity Unit price\n1 Transport of maize")).toBe(false);
  });

  it("says nothing when no requirements are found, or nothing is priced per unit", () => {
    expect(runCheck(requirementQuantitiesCheck, tender(INVITATION, ITT))).toEqual([]);
    const lumpSum =
      "SECTION V - TERMS OF REFERENCE\nThe consultant shall review the Board's strategic plan and deliver an inception report, " +
      "a draft report and a final report within twelve weeks of signing the contract. The consultant shall present the findings to the Board.";
    expect(runCheck(requirementQuantitiesCheck, tender(INVITATION, ITT, lumpSum))).toEqual([]);
    // The quantities are in a file the review does not see.
    const attached = TRANSPORT_TOR + "Tenderers shall price the attached Bill of Quantities (Excel).";
    expect(runCheck(requirementQuantitiesCheck, tender(INVITATION, ITT, attached, TRANSPORT_PRICES))).toEqual(
      [],
    );
  });
});

const TARPAULIN_SPEC =
  "SECTION IV - SCHEDULE OF REQUIREMENTS\nPart A - Brief Schedule of Details On Goods Required\n" +
  "Item description Technical specifications Line commentary on the\nboard's specifications\n(bidders' offer)\n" +
  "Quantity 150 pieces\nMaterial - 100% cotton and well starched\nDimensions, metres Minimum, 15 metres x 6 metres\n" +
  "Colour Dark green\nWeight\nMinimum, 550±50g/m2\nLength between joints Minimum, 1.5 metres";
const GENERAL_PART =
  "SECTION XIX - THE TECHNICAL SPECIFICATIONS\nPART A - GENERAL REQUIREMENTS\n" +
  "1. Deviations from the tender specifications, if any, shall be explained in detail in writing, with certified test reports.\n" +
  "2. A Copy of the manufacturer's valid quality management system certification i.e. ISO\n9001 shall be submitted for evaluation. " +
  "For locally manufactured goods, valid KEBS Mark of Quality Certificate or KEBS Standardization Mark Certificate will also be accepted.\n" +
  "3. In all cases where the level of galvanizing and painting is not specifically stated in the detailed Technical Specifications, " +
  "the general requirement shall be for a uniform coating of thickness not less than 80 microns.";

describe("specification standards", () => {
  it("reports the tarpaulin weight with no test standard, with its row and both pages", () => {
    const findings = runCheck(
      specificationStandardCheck,
      tender(INVITATION, TARPAULIN_SPEC, GENERAL_PART, TARPAULIN_SPEC),
    );
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ status: "warning", severity: "medium", fact: "specifications" });
    expect(findings[0]!.evidence).toContain('"Weight Minimum, 550±50g/m2" — Tender.pdf, page 2, page 4');
    expect(findings[0]!.title).toBe("Measured specifications name no test standard (p.2, 4)");
    // The bidders' offer column is meant to be empty; the template's galvanizing default is not these goods.
    expect(findings[0]!.evidence).not.toMatch(/bidders' offer|80 microns|100% cotton|15 metres/);
    expect(findings[0]!.recommendation).toContain("ISO 3801");
  });

  it("reports material properties of a flattened Parameter | Required | Offered table", () => {
    const spec =
      "TECHNICAL SPECIFICATIONS\nParameter Required Offered\n" +
      "Polythene sheet thickness not less than 80 microns\nTensile strength (warp) 1500 N minimum\n" +
      "UV stabilisation not less than 1000 hours\nMoisture content of maize max 13.5%\nYarn 1000 denier";
    const parameters = measuredParameters(spec).map((parameter) => parameter.kind);
    expect(parameters.sort()).toEqual([
      "UV resistance",
      "content or composition",
      "strength",
      "thickness",
      "yarn or fibre property",
    ]);
    const findings = runCheck(specificationStandardCheck, tender(INVITATION, ITT, spec));
    expect(findings[0]!.evidence).toContain('"Tensile strength (warp) 1500 N minimum"');
  });

  it("finds a specification the reader puts in the criteria or the data sheet, by its heading", () => {
    const criteria =
      "SECTION III - EVALUATION CRITERIA\nCompliance with the technical specifications YES/NO\n" +
      "TECHNICAL SPECIFICATION - GUNNY BAGS\nWoven jute, 680 gsm, 112 cm x 69 cm\nQuantity 10,000 bags";
    const inCriteria = runCheck(specificationStandardCheck, tender(INVITATION, ITT, criteria));
    expect(inCriteria).toHaveLength(1);
    expect(inCriteria[0]!.evidence).toContain('"Woven jute, 680 gsm, 112 cm x 69 cm"');
    const dataSheet =
      "SECTION III - TENDER DATA SHEET\nITT 1.1 The subject is gunny bags.\n(1) SCOPE OF SUPPLY\n" +
      "TECHNICAL SPECIFICATION - GUNNY BAGS\nWoven jute, 680 gsm";
    expect(runCheck(specificationStandardCheck, tender(INVITATION, dataSheet))).toHaveLength(1);
    // A criterion that only mentions the specifications opens nothing.
    const mention =
      "SECTION III - EVALUATION CRITERIA\nCompliance with the technical specifications: woven jute, 680 gsm";
    expect(runCheck(specificationStandardCheck, tender(INVITATION, ITT, mention))).toEqual([]);
  });

  it("passes a specification that cites a standard or a test method for its properties", () => {
    const cited = TARPAULIN_SPEC.replace(
      "550±50g/m2",
      "550±50g/m2 when tested in accordance with KS ISO 3801",
    );
    expect(runCheck(specificationStandardCheck, tender(INVITATION, cited))).toEqual([]);
    expect(citesStandard("Fabric shall comply with KS EAS 95:2017")).toBe(true);
    expect(citesStandard("Tear strength to ASTM D2261")).toBe(true);
    expect(citesStandard("Bags shall bear the KEBS Standardization Mark")).toBe(true);
    // A firm's quality certificate says nothing about how a property is measured.
    expect(citesStandard("A copy of the manufacturer's ISO 9001:2015 certificate shall be attached")).toBe(
      false,
    );
    expect(citesStandard("Test reports from a laboratory accredited to ISO/IEC 17025")).toBe(false);
  });

  it("passes electrical and ICT specifications read from a datasheet", () => {
    const laptops =
      "SECTION IV - SPECIFICATIONS OF THE LAPTOPS\nProcessor Intel Core i7 up to 4.7 GHz, 12 MB cache\n" +
      "Memory 16 GB DDR4\nDisplay 13.3 inch FHD, 250 nits, 45% NTSC\nPower 65 W adapter, 220-240 V\n" +
      "Camera 5 MP\nMultimode fiber optic cable (62.5/125 micron)\nGalvanized steel door 46mm thick";
    expect(measuredParameters(laptops)).toEqual([]);
    expect(runCheck(specificationStandardCheck, tender(INVITATION, laptops))).toEqual([]);
  });
});
