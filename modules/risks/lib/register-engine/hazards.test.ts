/**
 * Hazards of the works the reviewer found missed on the NCPB tenders (judge 35): camera poles and masts the
 * contractor puts up (work at height), a gas fire-suppression system (asphyxiation in a flooded room), and the
 * trench depths already caught; and guidance, which is never evidence of a hazard.
 */
import { describe, expect, it } from "vitest";
import { findProvisions } from "./detect";
import { INVITATION, kenyanTender, type TenderSections } from "./test-support";

const provisionsOf = (sections: TenderSections) => [
  ...new Set(
    findProvisions([kenyanTender("tender.pdf", { invitation: INVITATION, ...sections })]).map(
      (hit) => hit.provision.id,
    ),
  ),
];

describe("hazards of the works", () => {
  it("reads poles, masts and roofs the contractor works on as work at height", () => {
    expect(
      provisionsOf({
        specifications: [
          "CAMERA POLES",
          "The camera poles for any outdoor cameras shall be supplied & installed by the contractor. The minimum thresholds for installing this poles & cameras are as follows: A stable solution for achieving desired camera height, required height may be up to 3.5-8 meters.",
        ],
      }),
    ).toEqual(["height"]);
    expect(
      provisionsOf({
        specifications: [
          "The contractor shall erect a 15 m lattice mast for the radio link antenna at each depot.",
        ],
      }),
    ).toEqual(["height"]);
    expect(
      provisionsOf({ specifications: ["Install 40 solar panels on the roof of the administration block."] }),
    ).toEqual(["height"]);
  });

  it("does not read a switch's poles or a tower computer as work at height", () => {
    expect(
      provisionsOf({
        specifications: [
          "Supply and install 20 A double pole switches in the server room.",
          "Tower server with two 1 TB disks, installed and configured by the supplier.",
          // NCPB data centre, bill of quantities (p.52).
          "28 Outdoor Wireless Access Points No 15 29 Rack Mountable /Tower UPS 6.0 KVA No 2 30 Rack Mountable UPS 3.0 KVA No 8 31 Free standing UPS 40KVA No 1",
        ],
      }),
    ).toEqual([]);
  });

  it("reads a gas fire-suppression system (NCPB data centre p.39) and the same written another way", () => {
    expect(
      provisionsOf({
        specifications: [
          "4. Gas based Fire Suppression System for Data Centre",
          "Clean agent-based fire suppression system shall be installed in the server farm to suppress any outbreak of fire.",
        ],
      }),
    ).toEqual(["gas-suppression"]);
    expect(
      provisionsOf({
        specifications: [
          "Supply, install and commission an FM-200 (HFC-227ea) total flooding system for the records archive, with two 80 litre cylinders.",
        ],
      }),
    ).toEqual(["gas-suppression"]);
    expect(
      provisionsOf({
        specifications: ["Portable CO2 fire extinguishers, 5 kg, shall be provided at each exit."],
      }),
    ).toEqual([]);
  });

  it("reads trench and pit depths (NCPB data centre p.52)", () => {
    expect(
      provisionsOf({
        specifications: [
          "Cables traversing between building blocks shall be through the trench that shall be 1.5meters deep.",
        ],
      }),
    ).toEqual(["excavation"]);
    expect(provisionsOf({ specifications: ["Dig a soak pit 3 m deep and line it with hardcore."] })).toEqual([
      "excavation",
    ]);
  });

  it("never reads a hazard from guidance: conditions of the standard text, forms to fill, notes for the entity", () => {
    expect(
      provisionsOf({
        instructions: [
          "12.4 If the Works involve excavation deeper than 1.5 m, the Contractor shall provide shoring as stated in the SCC.",
          "12.5 The Procuring Entity may require a method statement for work at height.",
        ],
        forms: ["Method statement for work at height and scaffolding: ______________________"],
        specifications: [
          "Note to the Procuring Entity: where the works include asbestos removal, insert the NEMA licence requirement here.",
        ],
      }),
    ).toEqual([]);
    expect(
      provisionsOf({
        conditions: ["Where the Contractor uses scaffolding, it shall be inspected weekly."],
        forms: ["Depth of excavation [insert depth in metres]"],
      }),
    ).toEqual([]);
  });

  it("reads haulage by road from a transport contract's trucks (NCPB road transport p.24), not from buying a truck", () => {
    expect(
      provisionsOf({
        specifications: [
          "b) Provide a fleet of well-maintained trucks with a capacity to haul up to a minimum of 28 tons per truck and enough trucks to carry the quantities availed by the Board.",
        ],
      }),
    ).toEqual(["haulage"]);
    expect(
      provisionsOf({
        specifications: [
          "The transporter shall avail lorries of not less than 20 tonnes to carry fertilizer from the Nakuru depot to the farmers' stores.",
        ],
      }),
    ).toEqual(["haulage"]);
    expect(
      provisionsOf({
        specifications: [
          "Supply and delivery of one (1) 7-tonne tipper truck, road-worthy and registered with NTSA, with a two-year warranty.",
          // The tenderer's questionnaire in the requirements (NCPB road transport p.65) is a field to fill.
          "(a) Please indicate in the space provided below the No. of trucks/trailers owned by your firm with a capacity to haul minimum 28 metric tons. ..............................................",
        ],
      }),
    ).toEqual([]);
  });
});
