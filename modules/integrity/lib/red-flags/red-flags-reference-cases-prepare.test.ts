// QA cases the authors' tests leave out, for Cardinal's preparation and settings, each checked against
// open-contracting/cardinal-rs: Prepare::run and the stringify!/prepare_id_* macros in src/lib.rs, and the Settings
// structs (serde deny_unknown_fields) in src/indicators/mod.rs. Differences from Cardinal are listed in
// /work/notes/redflag-qa-report.md.
import { describe, expect, it } from "vitest";
import type { Obj } from "./ocds";
import { createPreparation } from "./prepare";
import {
  parseRedFlagSettings,
  redFlagSettingsSchema,
  unknownSettings,
  type RedFlagSettingsInput,
} from "./settings";

/** Prepares one release with the settings, returning the counts. */
function prepare(target: Obj, settings: RedFlagSettingsInput) {
  const preparation = createPreparation(parseRedFlagSettings(settings));
  if (!preparation) throw new Error("no preparation");
  preparation.apply(target);
  return preparation.counts;
}

describe("preparation, against Cardinal's Prepare::run", () => {
  it("defaults fill only what is missing: an empty status, a set currency and a bid without value stay", () => {
    const data = {
      bids: { details: [{ status: "", value: { amount: 5, currency: "KES" } }, { status: "valid" }] },
      awards: [{ status: "" }],
    };
    const counts = prepare(data, {
      defaults: { currency: "USD", bidStatus: "valid", awardStatus: "active" },
    });
    expect(data).toEqual({
      bids: { details: [{ status: "", value: { amount: 5, currency: "KES" } }, { status: "valid" }] },
      awards: [{ status: "" }],
    });
    expect(counts.defaults).toBe(0);
  });

  it("codelists match the code exactly: 'QUALIFIED' is not mapped by 'qualified' (a HashMap lookup)", () => {
    const data = { bids: { details: [{ status: "QUALIFIED" }, { status: "qualified" }] } };
    prepare(data, { codelists: { bidStatus: { qualified: "valid" } } });
    expect(data.bids.details).toEqual([{ status: "QUALIFIED" }, { status: "valid" }]);
  });

  it("the award correction runs after the codelist and overrides it when every contract is cancelled", () => {
    const data = {
      awards: [
        { id: 1, status: "Adjudicada" },
        { id: 2, status: "Adjudicada" },
      ],
      contracts: [
        { awardID: "1", status: "cancelled" },
        { awardID: 2, status: "cancelled" },
        { awardID: 2, status: "active" },
      ],
    };
    const counts = prepare(data, {
      codelists: { awardStatus: { Adjudicada: "active" } },
      corrections: { awardStatusByContractStatus: true },
    });
    expect(data.awards).toEqual([
      { id: "1", status: "cancelled" },
      { id: "2", status: "active" },
    ]);
    expect(counts).toMatchObject({ codelists: 2, awardStatusByContractStatus: 1 });
  });

  it("prefixes a number id once, after making it text, and never doubles a prefix", () => {
    const data = {
      buyer: { id: "DO-UC-0101" },
      bids: { details: [{ status: "valid", tenderers: [{ id: 101 }, { id: "DO-RPE-202" }] }] },
    };
    prepare(data, {
      modifications: { prefixBuyerOrProcuringEntityId: "DO-UC-", prefixTendererOrSupplierId: "DO-RPE-" },
    });
    expect(data.buyer).toEqual({ id: "DO-UC-0101" });
    expect(data.bids.details[0]!.tenderers).toEqual([{ id: "DO-RPE-101" }, { id: "DO-RPE-202" }]);
  });

  it("redacts amounts equal to a placeholder given as text, numbers only (an amount written as text stays)", () => {
    const data = {
      bids: {
        details: [{ value: { amount: 0.0 } }, { value: { amount: 99999999 } }, { value: { amount: "0" } }],
      },
    };
    const counts = prepare(data, { redactions: { amount: ["0", "99999999.00"] } });
    expect(data.bids.details).toEqual([{ value: {} }, { value: {} }, { value: { amount: "0" } }]);
    expect(counts.redactAmounts).toBe(2);
  });

  it("redacts an organisation id given as a number once it is text", () => {
    const data = { bids: { details: [{ status: "valid", tenderers: [{ id: 0, name: "Sin RPE" }] }] } };
    prepare(data, { redactions: { organizationId: ["0"] } });
    expect(data.bids.details[0]!.tenderers).toEqual([{ name: "Sin RPE" }]);
  });

  it("cuts method details at the separator and trims the end even without a separator (Rust trim_end)", () => {
    const data = { tender: { procurementMethodDetails: "Compra Menor " } };
    prepare(data, { modifications: { splitProcurementMethodDetails: " - " } });
    expect(data.tender.procurementMethodDetails).toBe("Compra Menor");
    const leading = { tender: { procurementMethodDetails: "-Lote 1" } };
    prepare(leading, { modifications: { splitProcurementMethodDetails: "-" } });
    expect(leading.tender.procurementMethodDetails).toBe("");
  });

  it("does not move auctions when the release has a bids key, even null", () => {
    const data = { auctions: [{ stages: [{ bids: [{ id: "1" }] }] }], bids: null };
    prepare(data, { modifications: { moveAuctions: true } });
    expect(data).toEqual({ auctions: [{ stages: [{ bids: [{ id: "1" }] }] }], bids: null });
  });
});

const unknownIn = (input: unknown) => {
  const parsed = redFlagSettingsSchema.safeParse(input);
  return parsed.success ? [] : unknownSettings(parsed.error.issues);
};

describe("settings, against Cardinal's Settings (deny_unknown_fields)", () => {
  it("accepts Cardinal's prepare and indicator settings spelled our way", () => {
    expect(
      unknownIn({
        currency: "DOP",
        noPriceComparisonProcurementMethods: ["Sorteo de Obras"],
        defaults: {
          currency: "DOP",
          itemClassificationScheme: "UNSPSC",
          bidStatus: "valid",
          awardStatus: "active",
        },
        redactions: { amount: ["0"], organizationId: ["placeholder"] },
        modifications: { moveAuctions: true, splitProcurementMethodDetails: "-" },
        codelists: { bidStatus: { Calificada: "valid" }, awardStatus: { Adjudicada: "active" } },
        R003: { threshold: 15, procurementMethods: ["open"], procurementMethodDetails: { Urgencia: 5 } },
        R025: { percentile: 75, threshold: 0.05 },
        R038: { threshold: 0.5, minimumSubmittedBids: 2, minimumContractingProcesses: 2 },
        R048: { digits: 2, threshold: 10, minimumContractingProcesses: 20 },
      }),
    ).toEqual([]);
  });

  it("refuses near misspellings with a suggestion: British spelling, singular, snake_case in a section", () => {
    const found = unknownIn({
      redactions: { organisationId: ["0"] },
      modifications: { moveAuction: true },
      R003: { procurement_method_details: { Urgencia: 5 } },
    });
    expect(found.map(({ path, suggestion }) => [path, suggestion])).toEqual(
      expect.arrayContaining([
        ["redactions.organisationId", "organizationId"],
        ["modifications.moveAuction", "moveAuctions"],
        ["R003.procurement_method_details", "procurementMethodDetails"],
      ]),
    );
    for (const unknown of found)
      expect(unknown.message).toMatch(/^Unknown setting ".+" \(did you mean ".+"\?\)\./);
  });
});
