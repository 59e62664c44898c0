// Cases Cardinal's fixtures do not cover, each checked against what Cardinal's code (Prepare::run) does.
import { describe, expect, it } from "vitest";
import type { Obj } from "../ocds";
import { parseRedFlagSettings, type RedFlagSettingsInput } from "../settings";
import { createPreparation, PREPARATION_STEP_IDS, PREPARATION_STEP_LABELS } from ".";

function prepare(release: Obj, settings: RedFlagSettingsInput) {
  const preparation = createPreparation(parseRedFlagSettings(settings));
  if (!preparation) throw new Error("no preparation");
  preparation.apply(release);
  return preparation.counts;
}

describe("preparation steps, beyond Cardinal's fixtures", () => {
  it("leaves auctions where they are when the release already has bids", () => {
    const release = { auctions: [{ stages: [{ bids: [{ id: 1 }] }] }], bids: { details: [] } };
    const before = structuredClone(release);
    expect(prepare(release, { modifications: { moveAuctions: true } }).moveAuctions).toBe(0);
    expect(release).toEqual(before);
  });

  it("drops a stage's bids that are not a list, as Cardinal's remove() does, and moves the rest", () => {
    const release: Obj = { auctions: [{ stages: [{ bids: { id: 1 } }, { bids: [{ id: 2 }] }] }] };
    expect(prepare(release, { modifications: { moveAuctions: true } }).moveAuctions).toBe(1);
    expect(release).toEqual({ auctions: [{ stages: [{}, {}] }], bids: { details: [{ id: 2 }] } });
  });

  it("fills a missing status, keeps a null one, and maps a filled default through the codelist", () => {
    const release = { bids: { details: [{}, { status: null }] }, awards: [{}] };
    const counts = prepare(release, {
      defaults: { bidStatus: "Qualified", awardStatus: "active" },
      codelists: { bidStatus: { Qualified: "valid" }, awardStatus: { active: "active" } },
    });
    expect(release).toEqual({
      bids: { details: [{ status: "valid" }, { status: null }] },
      awards: [{ status: "active" }],
    });
    // A mapping to the same code changes nothing, so it is not counted.
    expect(counts).toMatchObject({ defaults: 2, codelists: 1 });
  });

  it("reads codes from the mapping only, never from an object's prototype", () => {
    const release = { bids: { details: [{ status: "constructor" }, { status: "toString" }] } };
    prepare(release, { codelists: { bidStatus: { qualified: "valid" } } });
    expect(release.bids.details).toEqual([{ status: "constructor" }, { status: "toString" }]);
  });

  it("redacts party ids too, never prefixes them, and gives roles only to parties referenced", () => {
    const release = {
      parties: { id: 7, roles: ["buyer"] },
      buyer: { id: "7" },
      bids: { details: [{ status: "valid", tenderers: [{ id: "N/A" }] }] },
    };
    const counts = prepare(release, {
      redactions: { organizationId: ["N/A"] },
      modifications: { prefixBuyerOrProcuringEntityId: "DO-UC-" },
      defaults: { partyRoles: true },
    });
    // The buyer is prefixed, so it no longer names party "7", which keeps its own role only.
    expect(release).toEqual({
      parties: [{ id: "7", roles: ["buyer"] }],
      buyer: { id: "DO-UC-7" },
      bids: { details: [{ status: "valid", tenderers: [{}] }] },
    });
    expect(counts).toEqual({
      integerIds: 1,
      singleObjectsToLists: 1,
      redactOrganizationIds: 1,
      prefixOrganizationIds: 1,
      defaults: 0,
    });
  });

  it("keeps the whole value when the separator is absent, trimming only what precedes a separator", () => {
    const kept = { tender: { procurementMethodDetails: "Compra Menor" } };
    expect(prepare(kept, { modifications: { splitProcurementMethodDetails: " - " } })).toMatchObject({
      splitProcurementMethodDetails: 0,
    });
    const cut = { tender: { procurementMethodDetails: "Compra Menor  /Lote 2" } };
    prepare(cut, { modifications: { splitProcurementMethodDetails: "/" } });
    expect(cut.tender.procurementMethodDetails).toBe("Compra Menor");
  });

  it("runs nothing without a preparation section, and labels every step in plain words", () => {
    expect(createPreparation(parseRedFlagSettings({ indicators: ["R018"] }))).toBeNull();
    for (const step of PREPARATION_STEP_IDS) expect(PREPARATION_STEP_LABELS[step]).toMatch(/^[A-Z][a-z]/);
  });
});
