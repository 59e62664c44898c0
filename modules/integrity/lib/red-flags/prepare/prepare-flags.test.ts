// Each preparation step changes a red flag: the same releases give one result without the step and another with
// it, through the whole calculator (settings parsed, releases prepared before the indicators).
import { describe, expect, it } from "vitest";
import { computeRedFlags, type RedFlagResult, type RedFlagSettingsInput } from "..";

type Release = Record<string, unknown>;

const run = (releases: Release[], settings: RedFlagSettingsInput) =>
  computeRedFlags([releases.map((release) => JSON.stringify(release)).join("\n")], settings);

const flags = (result: RedFlagResult) =>
  Object.fromEntries(Object.entries(result).filter(([key]) => key !== "Meta" && key !== "stats"));

const OCID = "ocds-6550wx-DGCP-CCC-2023-0101";
const dop = (amount: number) => ({ amount, currency: "DOP" });
const bid = (id: string, status: string | undefined, tenderer: unknown, value?: object) => ({
  id,
  ...(status === undefined ? {} : { status }),
  ...(value ? { value } : {}),
  tenderers: [{ id: tenderer, name: `Constructora ${id}` }],
});

/** One winner (valid bid, active award) and two disqualified bidders: what R035 flags. */
const lonelyWinner = (
  statuses: [string, string],
  award: Release,
  tenderers = ["DO-RPE-101", "DO-RPE-202", "DO-RPE-303"],
) => ({
  ocid: OCID,
  tender: { procurementMethod: "open", procurementMethodDetails: "Licitación Pública Nacional" },
  bids: {
    details: [
      bid("1", statuses[0], tenderers[0], dop(900_000)),
      bid("2", statuses[1], tenderers[1], dop(850_000)),
      bid("3", statuses[1], tenderers[2], dop(870_000)),
    ],
  },
  awards: [{ id: "A-1", suppliers: [{ id: "DO-RPE-101" }], ...award }],
});

const R035_FLAGS = { OCID: { [OCID]: { R035: 2 } }, Tenderer: { "DO-RPE-101": { R035: 0 } } };

describe("each preparation step changes a red flag", () => {
  it("redacting placeholder amounts: a disqualified bid of 0 is no longer the lowest (R036)", async () => {
    const releases = [
      {
        ocid: OCID,
        tender: { procurementMethod: "open" },
        bids: {
          details: [
            bid("1", "disqualified", "DO-RPE-101", dop(0)),
            bid("2", "valid", "DO-RPE-202", dop(1_250_000)),
          ],
        },
        awards: [{ id: "A-1", status: "active", suppliers: [{ id: "DO-RPE-202" }] }],
      },
    ];
    expect(flags(await run(releases, { indicators: ["R036"] }))).toEqual({ OCID: { [OCID]: { R036: 1 } } });
    const prepared = await run(releases, { indicators: ["R036"], redactions: { amount: ["0"] } });
    expect(flags(prepared)).toEqual({});
    expect(prepared.stats.preparation).toEqual({ integerIds: 0, singleObjectsToLists: 0, redactAmounts: 1 });
  });

  it("award status from contract status: the winner whose only contract was cancelled is no winner (R035)", async () => {
    const releases = [
      {
        ...lonelyWinner(["valid", "disqualified"], { status: "active" }),
        contracts: [{ id: "C-1", awardID: "A-1", status: "cancelled" }],
      },
    ];
    expect(flags(await run(releases, { indicators: ["R035"] }))).toEqual(R035_FLAGS);
    const prepared = await run(releases, {
      indicators: ["R035"],
      corrections: { awardStatusByContractStatus: true },
    });
    expect(flags(prepared)).toEqual({});
    expect(prepared.stats.preparation?.awardStatusByContractStatus).toBe(1);
  });

  it("codelists: the publisher's own status words read as the standard's codes (R035)", async () => {
    const releases = [lonelyWinner(["Calificada", "Descalificada"], { status: "Adjudicada" })];
    expect(flags(await run(releases, { indicators: ["R035"] }))).toEqual({});
    const prepared = await run(releases, {
      indicators: ["R035"],
      codelists: {
        bidStatus: { Calificada: "valid", Descalificada: "disqualified" },
        awardStatus: { Adjudicada: "active" },
      },
    });
    expect(flags(prepared)).toEqual(R035_FLAGS);
    expect(prepared.stats.preparation?.codelists).toBe(4);
  });

  it("defaults: bids without a status or currency are read as valid, in pesos (R028)", async () => {
    const releases = [
      {
        ocid: OCID,
        bids: {
          details: [
            bid("1", undefined, "DO-RPE-101", { amount: 500_000 }),
            bid("2", undefined, "DO-RPE-202", { amount: 500_000 }),
          ],
        },
      },
    ];
    expect(flags(await run(releases, { indicators: ["R028"] }))).toEqual({});
    const prepared = await run(releases, {
      indicators: ["R028"],
      defaults: { currency: "DOP", bidStatus: "valid" },
    });
    expect(flags(prepared)).toEqual({
      OCID: { [OCID]: { R028: 1 } },
      Tenderer: { "DO-RPE-101": { R028: 1 }, "DO-RPE-202": { R028: 1 } },
    });
    expect(prepared.stats.preparation?.defaults).toBe(4);
  });

  it("integer ids: tenderers identified by numbers are compared (R028), whenever preparation runs", async () => {
    const releases = [
      {
        ocid: OCID,
        bids: { details: [bid("1", "valid", 101, dop(500_000)), bid("2", "valid", 202, dop(500_000))] },
      },
    ];
    expect(flags(await run(releases, { indicators: ["R028"] }))).toEqual({});
    const prepared = await run(releases, { indicators: ["R028"], defaults: {} });
    expect(flags(prepared)).toEqual({
      OCID: { [OCID]: { R028: 1 } },
      Tenderer: { "101": { R028: 1 }, "202": { R028: 1 } },
    });
    expect(prepared.stats.preparation).toEqual({ integerIds: 2, singleObjectsToLists: 0 });
  });

  it("moving auctions: bids kept under /auctions are read as bids (R028)", async () => {
    const releases = [
      {
        ocid: OCID,
        auctions: [
          {
            id: "SUB-1",
            stages: [
              { id: 1, bids: [bid("1", "valid", "DO-RPE-101", dop(740_000))] },
              { id: 2, bids: [bid("2", "valid", "DO-RPE-202", dop(740_000))] },
            ],
          },
        ],
      },
    ];
    expect(flags(await run(releases, { indicators: ["R028"] }))).toEqual({});
    const prepared = await run(releases, { indicators: ["R028"], modifications: { moveAuctions: true } });
    expect(flags(prepared).OCID).toEqual({ [OCID]: { R028: 1 } });
    expect(prepared.stats.preparation?.moveAuctions).toBe(2);
  });

  it("organisation id prefixes: tenderers written without the register's prefix match the supplier (R035)", async () => {
    const releases = [lonelyWinner(["valid", "disqualified"], { status: "active" }, ["101", "202", "303"])];
    expect(flags(await run(releases, { indicators: ["R035"] }))).toEqual({});
    const prepared = await run(releases, {
      indicators: ["R035"],
      modifications: { prefixTendererOrSupplierId: "DO-RPE-" },
    });
    expect(flags(prepared)).toEqual(R035_FLAGS);
    // Three tenderers prefixed; the supplier already had the prefix.
    expect(prepared.stats.preparation?.prefixOrganizationIds).toBe(3);
  });

  it("splitting procurement method details: a lot's details fall under a method not price-compared (R036)", async () => {
    const releases = [
      {
        ocid: OCID,
        tender: { procurementMethodDetails: "Sorteo de Obras - Lote 3" },
        bids: {
          details: [
            bid("1", "disqualified", "DO-RPE-101", dop(1_000_000)),
            bid("2", "valid", "DO-RPE-202", dop(1_100_000)),
          ],
        },
        awards: [{ id: "A-1", status: "active", suppliers: [{ id: "DO-RPE-202" }] }],
      },
    ];
    const settings = {
      indicators: ["R036" as const],
      noPriceComparisonProcurementMethods: ["Sorteo de Obras"],
    };
    expect(flags(await run(releases, settings))).toEqual({ OCID: { [OCID]: { R036: 1 } } });
    const prepared = await run(releases, {
      ...settings,
      modifications: { splitProcurementMethodDetails: "-" },
    });
    expect(flags(prepared)).toEqual({});
    expect(prepared.stats.preparation?.splitProcurementMethodDetails).toBe(1);
  });

  it("organisation id redaction: a placeholder id no longer ties a late bid to the winner (R030)", async () => {
    const placeholder = "00000000000";
    const releases = [
      {
        ocid: OCID,
        tender: { tenderPeriod: { endDate: "2023-03-01T12:00:00Z" } },
        bids: {
          details: [{ ...bid("1", "valid", placeholder, dop(640_000)), date: "2023-03-02T09:30:00Z" }],
        },
        awards: [{ id: "A-1", status: "active", suppliers: [{ id: placeholder }] }],
      },
    ];
    expect(flags(await run(releases, { indicators: ["R030"] }))).toEqual({
      OCID: { [OCID]: { R030: 1 } },
      Tenderer: { [placeholder]: { R030: 1 } },
    });
    const prepared = await run(releases, {
      indicators: ["R030"],
      redactions: { organizationId: [placeholder] },
    });
    expect(flags(prepared)).toEqual({});
    expect(prepared.stats.preparation?.redactOrganizationIds).toBe(2);
  });

  it("reports no preparation when no section is given, and only the steps that ran otherwise", async () => {
    const releases = [lonelyWinner(["valid", "disqualified"], { status: "active" })];
    expect((await run(releases, { indicators: ["R035"] })).stats.preparation).toBeUndefined();
    const stats = (
      await run(releases, {
        indicators: ["R035"],
        modifications: { moveAuctions: false, prefixBuyerOrProcuringEntityId: "DO-UC-" },
      })
    ).stats;
    expect(stats.preparation).toEqual({ integerIds: 0, singleObjectsToLists: 0, prefixOrganizationIds: 0 });
  });
});
