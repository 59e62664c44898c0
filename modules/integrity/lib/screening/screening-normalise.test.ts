import { describe, expect, it } from "vitest";
import {
  analyseName,
  compareNames,
  countryCode,
  jaroWinkler,
  normaliseName,
} from "@/modules/integrity/lib/screening";
import { parseEndDate, parseListDate } from "@/modules/integrity/lib/screening/dates";

const score = (a: string, b: string) => compareNames(analyseName(a), analyseName(b)).score;

describe("normaliseName", () => {
  it("lowercases, strips punctuation and drops legal forms in any spelling", () => {
    expect(normaliseName("ACME CONSTRUCTION LTD.")).toEqual(["acme", "construction"]);
    expect(normaliseName("Acme Construction L.L.C.")).toEqual(["acme", "construction"]);
    expect(normaliseName("Acme Construction (Pty) Limited")).toEqual(["acme", "construction"]);
    expect(normaliseName("Acme Construction Limited Liability Company")).toEqual(["acme", "construction"]);
    expect(normaliseName("Müller Bau GmbH & Co. KG")).toEqual(["bau", "muller"]);
    expect(normaliseName("Banco Andino S.A. de C.V.")).toEqual(["andino", "banco"]);
  });

  it("transliterates Cyrillic, Greek and accents, and drops Cyrillic and Arabic legal forms", () => {
    expect(normaliseName("ООО «Ромашка»")).toEqual(["romashka"]);
    expect(normaliseName("ПАО Газпром")).toEqual(["gazprom"]);
    expect(normaliseName("Société Générale de Construction SARL")).toEqual([
      "construction",
      "generale",
      "societe",
    ]);
    // any-ascii renders Greek "υ" as "y" (ELOT writes "v" after "ε"): close spelling bridges the gap.
    expect(normaliseName("Ελληνική Κατασκευαστική ΑΕ")).toEqual(["elliniki", "kataskeyastiki"]);
    // Arabic script leaves short vowels out: words not in the given-name list are kept as consonant skeletons.
    expect(normaliseName("شركة النور للتجارة")).toEqual(["_LTJR", "_NR"]);
  });

  it("sorts words so word order does not matter, and keeps a name made only of legal words", () => {
    expect(normaliseName("Construction Generale Societe")).toEqual(
      normaliseName("Societe Generale de Construction"),
    );
    expect(normaliseName("The Company Ltd")).toEqual(["company", "ltd"]);
  });

  it("records what it removed and which scripts it transliterated", () => {
    const name = analyseName("ПАО «Газпром»");
    expect(name.legalForms).toEqual(["pao"]);
    expect(name.scripts).toEqual(["Cyrillic"]);
    expect(analyseName("Société Générale").scripts).toEqual(["accented Latin"]);
  });
});

describe("jaroWinkler", () => {
  it("gives the textbook values", () => {
    expect(jaroWinkler("martha", "marhta")).toBeCloseTo(0.961, 3);
    expect(jaroWinkler("dwayne", "duane")).toBeCloseTo(0.84, 2);
    expect(jaroWinkler("dixon", "dicksonx")).toBeCloseTo(0.813, 3);
    expect(jaroWinkler("same", "same")).toBe(1);
    expect(jaroWinkler("abc", "")).toBe(0);
  });
});

describe("compareNames", () => {
  it("scores the same name 1, normalised equals 0.97 and near spellings at most 0.95", () => {
    expect(score("Acme Construction Ltd", "ACME construction ltd")).toBe(1);
    expect(score("Acme Construction Ltd", "Acme Construction Limited")).toBe(0.97);
    expect(score("Acme Constructon Ltd", "Acme Construction Ltd")).toBeGreaterThan(0.9);
    expect(score("Acme Constructon Ltd", "Acme Construction Ltd")).toBeLessThanOrEqual(0.95);
  });

  it("keeps unrelated names that share a word or a prefix well under 0.70", () => {
    expect(score("Nairobi Fresh Produce Ltd", "Nairobi Water Works Ltd")).toBeLessThan(0.5);
    expect(score("General Electric", "Société Générale de Construction SARL")).toBeLessThan(0.5);
    expect(score("Acme Trading Ltd", "Acme Construction Ltd")).toBeLessThan(0.7);
    expect(score("Kenya Roads Ltd", "Uganda Roads Ltd")).toBeLessThan(0.7);
    // Short words and numbers must be equal, not merely close.
    expect(score("ABC 2000 Ltd", "ABD 2001 Ltd")).toBe(0);
  });
});

describe("list dates and countries", () => {
  it("reads the date styles lists use, and open-ended end dates", () => {
    expect(parseListDate("2021-03-15T00:00:00")).toBe("2021-03-15");
    expect(parseListDate("12-MAR-2018")).toBe("2018-03-12");
    expect(parseListDate("Mar 3, 2022")).toBe("2022-03-03");
    expect(parseListDate("05/01/2020")).toBe("2020-05-01");
    expect(parseListDate("25/01/2020")).toBe("2020-01-25");
    expect(parseListDate("2021-02-30")).toBeUndefined();
    expect(parseListDate("soon")).toBeUndefined();
    expect(parseEndDate("2999-12-31")).toBeNull();
    expect(parseEndDate("Ongoing")).toBeNull();
    expect(parseEndDate("Permanent")).toBeNull();
    expect(parseEndDate("")).toBeUndefined();
  });

  it("reads country names, alpha-2 and alpha-3 codes to alpha-2", () => {
    expect(countryCode("Kenya")).toBe("KE");
    expect(countryCode("ke")).toBe("KE");
    expect(countryCode("UGA")).toBe("UG");
    expect(countryCode("Cote d'Ivoire")).toBe("CI");
    expect(countryCode("Congo, Democratic Republic of the")).toBe("CD");
    expect(countryCode("Iran (Islamic Republic of)")).toBe("IR");
    expect(countryCode("Syrian Arab Republic")).toBe("SY");
    expect(countryCode("Atlantis")).toBeUndefined();
  });
});
