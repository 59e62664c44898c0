import { describe, expect, it } from "vitest";
import {
  buildScreeningIndex,
  parseCustomCsv,
  parseOpenSanctionsSimple,
  parseUnConsolidatedXml,
  parseWorldBankList,
  screen,
  screenMany,
  type ScreeningMatch,
  type ScreeningQuery,
} from "@/modules/integrity/lib/screening";
import {
  SAMPLE_CUSTOM_CSV,
  SAMPLE_OPENSANCTIONS_CSV,
  SAMPLE_UN_XML,
  SAMPLE_WORLD_BANK_CSV,
  SAMPLE_WORLD_BANK_JSON,
} from "@/modules/integrity/lib/screening/sample-lists";

const index = buildScreeningIndex([
  ...parseWorldBankList(SAMPLE_WORLD_BANK_JSON, "json").entries,
  ...parseWorldBankList(SAMPLE_WORLD_BANK_CSV, "csv").entries,
  ...parseOpenSanctionsSimple(SAMPLE_OPENSANCTIONS_CSV).entries,
  ...parseUnConsolidatedXml(SAMPLE_UN_XML).entries,
  ...parseCustomCsv(SAMPLE_CUSTOM_CSV).entries,
]);
const asOf = new Date("2026-02-01T00:00:00Z");

const run = (query: ScreeningQuery | string, when = asOf): ScreeningMatch[] =>
  screen(index, typeof query === "string" ? { name: query } : query, { asOf: when });
const top = (query: ScreeningQuery | string, when = asOf) => run(query, when)[0];

describe("screen: one entity found from names in several scripts", () => {
  it("finds Gazprom from Cyrillic, Latin, and either with a legal form", () => {
    for (const name of [
      "Газпром",
      "Gazprom PJSC",
      "ПАО Газпром",
      "GAZPROM",
      "Публичное акционерное общество Газпром",
    ]) {
      const match = top(name);
      expect(match?.entry.entryId, name).toBe("NK-gazprom");
      expect(match!.score, name).toBeGreaterThanOrEqual(0.97);
    }
    expect(top("Газпром")!.reasons).toContain("Transliterated from Cyrillic");
    expect(top("Gazprom PJSC")!.status).toBe("sanctioned");
  });

  it("finds an Arabic-script name through the list's Arabic alias, with or without 'شركة' (company)", () => {
    expect(top("شركة النور للتجارة")).toMatchObject({ score: 1, entry: { entryId: "NK-alnoor" } });
    const withoutCompany = top("النور للتجارة")!;
    expect(withoutCompany.entry.entryId).toBe("NK-alnoor");
    expect(withoutCompany.reasons[0]).toMatch(/^Same name after removing legal form 'شركة/);
  });

  it("finds the same firm from its Latin spellings on both lists that carry it", () => {
    for (const name of ["Al Noor Trading Co.", "Al-Noor Trading Company", "Alnoor Trading"]) {
      const ids = run(name).map((m) => m.entry.entryId);
      expect(ids, name).toEqual(expect.arrayContaining(["NK-alnoor", "1004"]));
    }
    expect(top("Alnoor Trading")!.reasons).toContain("Same letters with different spacing");
  });

  it("does not pretend Arabic script reaches a Latin-only entry it only translates", () => {
    // "النور" meets "Al Noor" by its consonants, but "للتجارة" means "trading": a translation, not a spelling.
    expect(run("شركة النور للتجارة").map((m) => m.entry.entryId)).not.toContain("1004");
  });

  it("finds a UN individual from the original Arabic script, another word order, and run-together names", () => {
    for (const name of ["عبد الرحمن حسن", "Hassan Abdul Rahman", "Abdulrahman Hassan", "abdul-rahman hassan"])
      expect(top(name)?.entry.entryId, name).toBe("QDi.999");
  });

  it("finds a UN entity from its Cyrillic alias written in Latin, and Greek names from either script", () => {
    expect(top("Vostochnaya Zvezda")).toMatchObject({ score: 1, entry: { entryId: "KPe.999" } });
    const greekQuery = top("Ελληνική Κατασκευαστική Α.Ε.")!;
    expect(greekQuery.entry.name).toBe("Ελληνική Κατασκευαστική ΑΕ");
    expect(top("Elliniki Kataskevastiki SA")!.entry.name).toBe("Ελληνική Κατασκευαστική ΑΕ");
  });
});

describe("screen: spelling, order and legal forms", () => {
  it("matches accents, word order and legal forms, and says so", () => {
    const plain = top("Societe Generale de Construction")!;
    expect(plain.entry.entryId).toBe("1002");
    expect(plain.score).toBe(0.97);
    expect(plain.reasons).toEqual(["Same name after removing legal form 'SARL'", "Accents removed"]);
    const reordered = top("Construction Generale Societe")!;
    expect(reordered.entry.entryId).toBe("1002");
    expect(reordered.reasons).toContain("Same words in a different order");
    const legal = top("Acme Construction Limited")!;
    expect(legal.entry.entryId).toBe("1001");
    expect(legal.reasons[0]).toBe("Same name after removing legal forms 'Limited', 'Ltd' and punctuation");
  });

  it("matches a close spelling with its Jaro-Winkler similarity", () => {
    const match = top("Acme Constructon Ltd")!;
    expect(match.entry.entryId).toBe("1001");
    expect(match.score).toBeGreaterThanOrEqual(0.9);
    expect(match.reasons[0]).toMatch(
      /^Close spelling \(Jaro-Winkler 0\.9\d\): 'constructon' \/ 'construction'$/,
    );
  });

  it("does not match unrelated names, even sharing a word or a prefix", () => {
    for (const name of [
      "Nairobi Fresh Produce Ltd",
      "General Electric",
      "Acme Trading Ltd",
      "Kampala Roads and Bridges",
      "Eastern Cement Company",
      "Omega Holdings SA",
    ])
      expect(run(name), name).toEqual([]);
    // Looking lower than the threshold, the nearest unrelated names score well under 0.70.
    const low = screen(index, { name: "Nairobi Fresh Produce Ltd" }, { asOf, threshold: 0.05 });
    expect(low.find((m) => m.entry.entryId === "1003")!.score).toBeLessThan(0.5);
  });
});

describe("screen: dates, registration numbers and countries", () => {
  it("reports an expired debarment as past and a running one as active, by asOf", () => {
    expect(top("Societe Generale de Construction", new Date("2020-06-01"))).toMatchObject({
      status: "active",
      period: "Debarred 2018-03-12 to 2021-03-11",
    });
    expect(top("Societe Generale de Construction")).toMatchObject({
      status: "past",
      period: "Debarred 2018-03-12 to 2021-03-11 (ended)",
    });
    expect(top("Acme Construction")).toMatchObject({
      status: "active",
      period: "Debarred since 2021-03-15, with no end date (ongoing or permanent)",
    });
    expect(top("Gamma Roads & Bridges (U) Ltd")!.status).toBe("past");
  });

  it("gives a strong match on a registration number even when the name differs", () => {
    const match = top({ name: "Kilimanjaro Holdings", registrationNumber: "cpr 2010 1234" })!;
    expect(match.entry.name).toBe("Kilimanjaro Builders Ltd");
    expect(match.score).toBeGreaterThanOrEqual(0.9);
    expect(match.reasons[0]).toBe("Registration number matches (cpr 2010 1234)");
    const byNumberOnly = top({ name: "", registrationNumber: "1027700070518" })!;
    expect(byNumberOnly.entry.entryId).toBe("NK-gazprom");
  });

  it("lowers but keeps an exact name registered in another country", () => {
    const abroad = top({ name: "Acme Construction Ltd", country: "UG" })!;
    expect(abroad.score).toBe(0.9);
    expect(abroad.reasons).toContain("Country differs: UG vs KE");
    const home = top({ name: "Acme Construction Ltd", country: "Kenya" })!;
    expect(home.score).toBe(1);
    expect(home.reasons).toContain("Same country: KE");
    // A near miss (3 of 4 words, the fourth distinctive: 0.67) is shown at home and drops below a bar of 0.65
    // abroad.
    const nearMiss = "Gamma Roads and Bridges Works";
    const loose = { asOf, threshold: 0.65 };
    expect(screen(index, { name: nearMiss, country: "UG" }, loose)[0]!.score).toBe(0.67);
    expect(screen(index, { name: nearMiss, country: "KE" }, loose)).toEqual([]);
    // The Kenyan firm of the same name is a sibling of the listed Ugandan one "(U)", not the same firm.
    expect(run({ name: "Gamma Roads and Bridges Kenya" })).toEqual([]);
  });
});

describe("screen options and batches", () => {
  it("applies threshold and limit, best first", () => {
    // At 0.1, "Société Générale de Construction" shares the one (common, half-weighted) word "construction"; its
    // distinctive words the query lacks count double (names/pairing.ts).
    const loose = screen(index, { name: "Acme Construction" }, { asOf, threshold: 0.1, limit: 50 });
    expect(loose.length).toBeGreaterThan(1);
    expect(loose.map((m) => m.score)).toEqual([...loose.map((m) => m.score)].sort((a, b) => b - a));
    expect(screen(index, { name: "Acme Construction" }, { asOf, threshold: 0.3, limit: 1 })).toHaveLength(1);
    expect(run("   ")).toEqual([]);
  });

  it("screens a batch of bidders", () => {
    const results = screenMany(index, [{ name: "Газпром" }, { name: "Harbour Logistics" }], { asOf });
    expect(results.map((r) => r.matches.length)).toEqual([1, 0]);
    expect(results[0]!.query.name).toBe("Газпром");
  });
});
