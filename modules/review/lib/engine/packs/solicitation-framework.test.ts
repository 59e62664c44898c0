/**
 * Framework terms and multi-rate pricing as Kenyan and World Bank tenders write them: a framework agreement with
 * no number of firms or call-off rule, and several per-tonne-kilometre rates with "the lowest price" as the award
 * rule, are reported; a framework that states both, a schedule with tonnages or weights, rates tendered as
 * separate lots, and a goods price schedule are not.
 */
import { describe, expect, it } from "vitest";
import { tenderPassages } from "../facts/sheet";
import { frameworkTermsCheck, rateWeightsCheck, ratesOf } from "./solicitation-framework";
import { runCheck, tender } from "@/tests/support/check-context";

const COVER =
  "TENDER NO. NCPB/ROAD TRANSPORT/23/2021-2022\nTENDER FOR PROVISION OF ROAD TRANSPORT SERVICES\n(FRAMEWORK AGREEMENT)\nNATIONAL CEREALS AND PRODUCE BOARD";
const INVITATION =
  "SECTION I - INVITATION TO TENDER\nThe National Cereals and Produce Board (NCPB) invites bids from eligible Tenderers for provision of\nroad transport services for various commodities within the Boards network.\n1.2.6 The service shall be for duration of two (2) years from the date of execution of the contract.";
/** Standard instructions: a framework may be mentioned, and call-offs deferred to the data sheet. */
const ITT =
  "SECTION II - INSTRUCTIONS TO TENDERERS\n35.1 The Procuring Entity shall determine the Tender that has the lowest evaluated cost.\n" +
  "35.6 Where the procurement is a framework agreement, call-off contracts shall be awarded as specified in the TDS.";
const AWARD_ONLY =
  "SECTION III - EVALUATION AND QUALIFICATION CRITERIA\n4. FINANCIAL EVALUATION\ni) Only tenderers that score 70 % and above under Technical Evaluation will be ranked and the bidder with the lowest price will be declared the Lowest Evaluated Tender.\n" +
  "iii) The procuring entity will award the contract to the successful tenderer(s) whose tender\nhas been determined to be substantially responsive and has been determined to be lowest\nevaluated tender.";
const criteria = (...lines: string[]) =>
  ["SECTION III - EVALUATION AND QUALIFICATION CRITERIA", "4. FINANCIAL EVALUATION", ...lines].join("\n");
const dataSheet = (...rows: string[]) =>
  [
    "SECTION II - TENDER DATA SHEET",
    "The following specific data shall complement, supplement, or amend the provisions in the Instructions to Tenderers.",
    ...rows,
  ].join("\n");

describe("framework terms", () => {
  it("reports a framework with only 'the successful tenderer(s)': no number of firms, no call-off rule", () => {
    const findings = runCheck(frameworkTermsCheck, tender(COVER, INVITATION, ITT, AWARD_ONLY));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ status: "fail", severity: "high", fact: "framework_terms" });
    expect(findings[0]!.title).toBe(
      "Framework agreement without the number of firms or call-off rules (p.1, 4)",
    );
    expect(findings[0]!.evidence).toContain('"(FRAMEWORK AGREEMENT)" — Tender.pdf, page 1');
    expect(findings[0]!.evidence).toContain("successful tenderer(s)");
    expect(findings[0]!.evidence).toContain("page 4");
    expect(findings[0]!.recommendation).toContain("up to three (3) tenderers");
  });

  it("grades a framework that numbers its firms but not its call-offs as Major, and the reverse as Major too", () => {
    const numbered = tender(
      COVER,
      INVITATION,
      dataSheet(
        "ITT 35.6 The framework agreement will be concluded with up to three (3) transporters, being the lowest evaluated tenderers.",
      ),
      AWARD_ONLY,
    );
    const [onlyCount] = runCheck(frameworkTermsCheck, numbered);
    expect(onlyCount).toMatchObject({ status: "fail", severity: "high" });
    expect(onlyCount!.title).toContain("without call-off rules");

    const worldBank = tender(
      "REQUEST FOR BIDS\nFRAMEWORK AGREEMENT FOR THE SUPPLY OF SCHOOL FURNITURE\nRFB No: KE-MOE-123456-GO-RFB",
      "SECTION VII - SCHEDULE OF REQUIREMENTS\nCall-off Contracts under the Framework Agreement will be awarded through secondary procurement (mini-competition) among the Suppliers.",
    );
    const [onlyCallOff] = runCheck(frameworkTermsCheck, worldBank);
    expect(onlyCallOff).toMatchObject({ status: "warning", severity: "medium" });
    expect(onlyCallOff!.title).toContain("without the number of firms (p.1, 2)");
  });

  it("says nothing when the number of firms and the call-off rule are stated, Kenyan or World Bank", () => {
    const kenyan = tender(
      COVER,
      INVITATION,
      dataSheet(
        "ITT 35.6 Number of firms to be awarded: 3",
        "ITT 35.7 Transport orders will be allocated to the three transporters in order of their ranking, the lowest ranked first; where a transporter declines an order, it passes to the next ranked.",
      ),
      AWARD_ONLY,
    );
    expect(runCheck(frameworkTermsCheck, kenyan)).toEqual([]);
    const worldBank = tender(
      "SECTION I - INVITATION FOR BIDS\nThe Purchaser intends to conclude a Framework Agreement with up to five (5) Suppliers for the supply of laboratory reagents.",
      "SECTION VI - SPECIAL CONDITIONS OF CONTRACT\nCall-off Contracts will be awarded by direct award to the highest ranked Supplier, or by secondary procurement where the estimated value exceeds USD 50,000.",
    );
    expect(runCheck(frameworkTermsCheck, worldBank)).toEqual([]);
    const rotation = tender(
      "SECTION I - INVITATION TO TENDER\nFRAMEWORK CONTRACT FOR CLEANING SERVICES (2 YEARS)",
      dataSheet(
        "ITT 40.1 All tenderers who attain 70% and above in the technical evaluation shall be placed on the framework.",
        "ITT 40.2 Work orders shall be issued to the firms on a rotational basis.",
      ),
    );
    expect(runCheck(frameworkTermsCheck, rotation)).toEqual([]);
  });

  it("needs no call-off rule for a single-supplier framework", () => {
    const single = tender(
      COVER,
      dataSheet("ITT 35.6 The framework agreement shall be concluded with one (1) service provider."),
      AWARD_ONLY,
    );
    expect(runCheck(frameworkTermsCheck, single)).toEqual([]);
  });

  it("says nothing on a tender that is not a framework, or only mentions frameworks in standard text", () => {
    const laptops = tender(
      "SECTION I - INVITATION TO TENDER\nTENDER FOR SUPPLY AND DELIVERY OF LAPTOPS\nThe Board's legal framework for ICT requires ...",
      ITT,
      AWARD_ONLY,
    );
    expect(runCheck(frameworkTermsCheck, laptops)).toEqual([]);
    const declared = tender(
      "SECTION I - INVITATION TO TENDER\nTENDER FOR ROAD TRANSPORT SERVICES",
      dataSheet("ITT 1.3 Framework agreement: Not applicable"),
      AWARD_ONLY,
    );
    expect(runCheck(frameworkTermsCheck, declared)).toEqual([]);
    // "Framework Agreement No. 045/2022" is a reference number, not a "No".
    const numberedReference = tender(
      "SECTION I - INVITATION TO TENDER\nFRAMEWORK AGREEMENT NO. NCPB/045/2022 FOR TRANSPORT SERVICES",
      AWARD_ONLY,
    );
    expect(runCheck(frameworkTermsCheck, numberedReference)).toHaveLength(1);
  });
});

const FORM_OF_TENDER =
  "SECTION IV - TENDERING FORMS\nF1: FORM OF TENDER (FINANCIAL BID FORM)\nwe, the undersigned, offer to render the bidder services in conformity with the said tender documents for the rates under the below titlles;\n" +
  "a) Rate per ton per Kilometer for upstream cargo (from Mombasa)\n..............................................………… (Rate in words)\n" +
  "b) Rate per ton per Kilometer for downstream cargo\n..............................................………… (rate in words)\n" +
  "c) Rate per ton per Kilometer for Inter-depot/Silo cargo\n……………………………………………………(rate in words)";
const PRICE_SCHEDULE =
  "F 2: PRICE SCHEDULE FORM\n(A) Please indicate your Charges per ton per kilometre for NCPB’s upstream cargo inclusive of applicable\ntaxes & irrespective of job group in both words and figures\n(Amount In figures) KES______\n" +
  "(B) Please indicate your Charges per ton per kilometre for NCPB’s downstream cargo inclusive of\napplicable taxes\n(Amount In figures) KES______\n(D) OTHER APPLICABLE COSTS (IF ANY)\nPlease state\nDescription Amount (KES)";

describe("rate weights", () => {
  it("reads the rates of a form of tender and a price schedule, each once whatever the spelling", () => {
    const rates = ratesOf(tenderPassages(tender(FORM_OF_TENDER, PRICE_SCHEDULE)));
    expect([...new Set(rates.map((rate) => rate.key))]).toEqual(["upstream", "downstream", "interdepot"]);
  });

  it("reports several per-tonne-kilometre rates with 'the lowest price' as the award rule", () => {
    const findings = runCheck(rateWeightsCheck, tender(COVER, AWARD_ONLY, FORM_OF_TENDER, PRICE_SCHEDULE));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ status: "fail", severity: "high", fact: "evaluation_method" });
    expect(findings[0]!.title).toBe(
      "3 rates (upstream, downstream, inter-depot) with no weights for the lowest price (p.2, 3, 4)",
    );
    const evidence = findings[0]!.evidence;
    expect(evidence).toContain(
      '"a) Rate per ton per Kilometer for upstream cargo (from Mombasa)" — Tender.pdf, page 3',
    );
    expect(evidence).toContain("the bidder with the lowest price");
    expect(evidence).toContain('Open line: "OTHER APPLICABLE COSTS (IF ANY)" — Tender.pdf, page 4');
  });

  it("reads a scanned table that names the rate once and the routes or zones in its rows", () => {
    const table = tender(
      criteria("The tender with the lowest evaluated price shall be awarded the contract."),
      "SECTION IV - PRICE SCHEDULE\nROUTE RATE PER TONNE PER KM (KES)\nUPSTREAM ________\nDOWNSTREAM ________\nINTER-DEPOT ________",
    );
    expect(runCheck(rateWeightsCheck, table)).toHaveLength(1);
    const zones = tender(
      criteria("Award shall be to the bidder with the lowest price."),
      "SECTION V - SCHEDULE OF REQUIREMENTS\nZone A\nTransport rate per tonne per km KES ____\nZone B\nTransport rate per tonne per km KES ____",
    );
    expect(runCheck(rateWeightsCheck, zones)[0]!.title).toContain("2 rates (zone a, zone b)");
    const shifts = tender(
      criteria("The lowest evaluated tender shall be recommended for award."),
      "SECTION IV - TENDERING FORMS\nPRICE SCHEDULE\n1. Rate per guard per month (day shift) ______\n2. Rate per guard per month (night shift) ______",
    );
    expect(runCheck(rateWeightsCheck, shifts)).toHaveLength(1);
    const oneLine = tender(
      AWARD_ONLY,
      "SECTION IV - TENDERING FORMS\nFORM OF TENDER\nUpstream: KES ______ per tonne per km; Downstream: KES ______ per tonne per km",
    );
    expect(runCheck(rateWeightsCheck, oneLine)[0]!.title).toContain("2 rates (upstream, downstream)");
    const broken = tender(
      AWARD_ONLY,
      "SECTION IV - PRICE SCHEDULE\n(a) Rate per tonne per\nkilometre for upstream cargo ____\n(b) Rate per tonne per\nkilometre for downstream cargo ____",
    );
    expect(runCheck(rateWeightsCheck, broken)).toHaveLength(1);
  });

  it("says nothing when tonnages, quantities or weights combine the rates", () => {
    const tonnages = tender(
      AWARD_ONLY,
      "SECTION IV - PRICE SCHEDULE\nRoute Estimated tonnage Distance Rate per tonne per km Total\nUpstream 40,000 tonnes 480 km ____ ____\nDownstream 25,000 tonnes 300 km ____ ____",
    );
    expect(runCheck(rateWeightsCheck, tonnages)).toEqual([]);
    const boq = tender(
      AWARD_ONLY,
      "SECTION V - BILL OF QUANTITIES\nItem Description Unit Qty Rate Amount\n1 Labour rate per hour, normal hours hr 400 ____ ____\n2 Labour rate per hour, overtime hr 50 ____ ____",
    );
    expect(runCheck(rateWeightsCheck, boq)).toEqual([]);
    // The rates are read: it is the quantities that settle them.
    expect(ratesOf(tenderPassages(tonnages)).map((rate) => rate.key)).toEqual(["upstream", "downstream"]);
    expect(ratesOf(tenderPassages(boq)).map((rate) => rate.key)).toEqual(["normalhours", "overtime"]);
    const weighted = tender(
      criteria(
        "The evaluated price shall be the weighted average of the quoted rates: upstream 50%, downstream 30%, inter-depot 20%.",
        "The bidder with the lowest evaluated price will be awarded.",
      ),
      FORM_OF_TENDER,
    );
    expect(runCheck(rateWeightsCheck, weighted)).toEqual([]);
  });

  it("says nothing when each rate is its own lot, or on a goods price schedule", () => {
    const lots = tender(
      criteria("Award will be made lot by lot to the tenderer with the lowest evaluated price in each lot."),
      "SECTION IV - PRICE SCHEDULE\nLOT 1: UPSTREAM CARGO\nRate per tonne per km for upstream cargo ____\nLOT 2: DOWNSTREAM CARGO\nRate per tonne per km for downstream cargo ____",
    );
    expect(runCheck(rateWeightsCheck, lots)).toEqual([]);
    const routes = tender(
      criteria("Each route will be evaluated and awarded separately to the lowest evaluated tenderer."),
      FORM_OF_TENDER,
    );
    expect(runCheck(rateWeightsCheck, routes)).toEqual([]);
    const lotsWithoutClause = tender(
      AWARD_ONLY,
      "SECTION IV - PRICE SCHEDULE\nLOT 1\nRate per tonne per km for upstream cargo ____\nLOT 2\nRate per tonne per km for downstream cargo ____",
    );
    expect(runCheck(rateWeightsCheck, lotsWithoutClause)).toEqual([]);
    expect(ratesOf(tenderPassages(lotsWithoutClause)).map((rate) => rate.lot)).toEqual(["1", "2"]);
    const goods = tender(
      criteria("Award shall be on item-by-item basis to the lowest evaluated tenderer."),
      "SECTION IV - PRICE SCHEDULE OF GOODS\nItem Description Quantity Unit price (KES) Total price (KES)\n1 Laptop, Core i7, 16GB RAM 50 ____ ____\n2 Tarpaulin 6m x 8m (per piece) 200 ____ ____",
    );
    expect(runCheck(rateWeightsCheck, goods)).toEqual([]);
    // "Not bound to accept the lowest or any tender" is not an award rule.
    const notBound = tender(
      FORM_OF_TENDER +
        "\n5. We understand that you are not bound to accept the lowest or any tender you may receive.",
    );
    expect(runCheck(rateWeightsCheck, notBound)).toEqual([]);
    const single = tender(AWARD_ONLY, "SECTION IV - PRICE SCHEDULE\nRate per tonne per km (KES) ____");
    expect(runCheck(rateWeightsCheck, single)).toEqual([]);
  });

  it("reads a unit-rate table whose rows say only 'per m3', 'per container', 'per call-out', summed with no quantities", () => {
    const schedule = (note: string) =>
      [
        "SECTION IV - PRICE SCHEDULE",
        "PART B - FUMIGATION AND PEST CONTROL (unit rates)",
        "Item | Description | Unit | Rate (Kshs.) incl. VAT",
        "B1 | Fumigation of warehouses and sheds (phosphine, 72 hours exposure) | per m3 |",
        "B2 | Fumigation of 20 ft containers on request of cargo owners | per container (TEU) |",
        "B4 | Rodent control (baiting and trapping) in offices and warehouses | per call-out |",
        "| TOTAL PART B (sum of rates B1 - B4, carried to summary) |",
        note,
        "Name of Tenderer: ........ for the period of [number of months or years]",
      ].join("\n");
    const award = criteria(
      "The contract shall be awarded to the tenderer with the lowest evaluated tender price.",
    );
    const [found] = runCheck(
      rateWeightsCheck,
      tender(
        award,
        schedule("Note: The Procuring Entity does not guarantee any minimum quantity of such works."),
      ),
    );
    expect(found).toMatchObject({ status: "fail", fact: "evaluation_method" });
    expect(found!.title).toMatch(/^3 rates/);
    // Estimated quantities against each rate combine them.
    expect(
      runCheck(
        rateWeightsCheck,
        tender(
          award,
          schedule("Estimated quantities (not binding): B1 12,000 m3; B2 300 containers; B4 40 call-outs."),
        ),
      ),
    ).toEqual([]);
  });
});
