import { describe, expect, it } from "vitest";
import {
  detectAndParseList,
  detectListFormat,
  parseCustomCsv,
  parseOpenSanctionsSimple,
  parseUnConsolidatedXml,
  parseWorldBankList,
} from "@/modules/integrity/lib/screening";
import {
  SAMPLE_CUSTOM_CSV,
  SAMPLE_OPENSANCTIONS_CSV,
  SAMPLE_UN_XML,
  SAMPLE_WORLD_BANK_CSV,
  SAMPLE_WORLD_BANK_JSON,
} from "@/modules/integrity/lib/screening/sample-lists";
import { listError } from "./list-error-test-support";

describe("World Bank debarred firms list", () => {
  it("reads the JSON service's wrapped rows, open-ended sentinels and aliases in the additional info", () => {
    const { entries, source } = parseWorldBankList(SAMPLE_WORLD_BANK_JSON, "json");
    expect(source).toBe("worldbank");
    expect(entries).toHaveLength(4);
    expect(entries[0]).toMatchObject({
      entryId: "1001",
      name: "ACME CONSTRUCTION LTD.",
      country: "KE",
      from: "2021-03-15",
      to: null,
      reason: "Fraudulent Practice",
      source: "worldbank",
    });
    expect(entries[1]).toMatchObject({ country: "CI", from: "2018-03-12", to: "2021-03-11" });
    expect(entries[3]).toMatchObject({ aliases: ["Alnoor General Trading"], to: null });
  });

  it("reads a bare JSON array with loosely written keys", () => {
    const rows = [{ supp_name: "Omega Works", "Country Name": "Ghana", debar_to_date: "2030-01-01" }];
    const { entries } = parseWorldBankList(JSON.stringify(rows), "json");
    expect(entries).toEqual([
      {
        entryId: "wb-1",
        name: "Omega Works",
        aliases: [],
        country: "GH",
        countries: ["GH"],
        to: "2030-01-01",
        source: "worldbank",
      },
    ]);
  });

  it("reads the CSV export below a title line, with Ongoing/Permanent end dates, skipping nameless rows", () => {
    const parsed = parseWorldBankList(SAMPLE_WORLD_BANK_CSV, "csv");
    expect(parsed.entries.map((e) => [e.name, e.country, e.from, e.to])).toEqual([
      ["Beta Engineering Services Pvt Ltd", "UG", "2020-05-01", null],
      ["Gamma Roads & Bridges (U) Limited", "UG", "2015-06-01", "2019-05-31"],
      ["Delta Medical Supplies SA", "SN", "2022-03-03", null],
    ]);
    expect(parsed.skippedRows).toBe(1);
  });

  it("matches headers whatever their case and spacing", () => {
    const csv = "FIRM_NAME;country;FROM DATE;to-date\nOmega Works;GH;2020-01-01;2021-01-01\n";
    expect(parseWorldBankList(csv, "csv").entries[0]).toMatchObject({
      name: "Omega Works",
      to: "2021-01-01",
    });
  });

  it("refuses JSON that is not the list, and a CSV without a name column", () => {
    expect(listError(() => parseWorldBankList('{"data":1}', "json")).kind).toBe("wrong_format");
    expect(listError(() => parseWorldBankList("{oops", "json")).kind).toBe("malformed");
    const noName = listError(() => parseWorldBankList("Address,Country\nNairobi,Kenya\n", "csv"));
    expect(noName.kind).toBe("no_name_column");
    expect(noName.message).toBe(
      "This list has no column for the firm's name (looked for: Firm Name, SUPP_NAME, Name, Firm, Company Name, Entity Name). Columns found: Address, Country.",
    );
    expect(noName.code).toBe("invalid_input");
  });
});

describe("OpenSanctions targets.simple.csv", () => {
  it("reads ';'-separated aliases, countries and identifiers, and skips vessels", () => {
    const parsed = parseOpenSanctionsSimple(SAMPLE_OPENSANCTIONS_CSV);
    expect(parsed.entries.map((e) => e.entryId)).toEqual(["NK-gazprom", "NK-alnoor", "NK-petrov"]);
    expect(parsed.skippedRows).toBe(1);
    expect(parsed.entries[0]).toMatchObject({
      name: "Gazprom PJSC",
      aliases: ["ПАО «Газпром»", "Gazprom", "Публичное акционерное общество «Газпром»"],
      countries: ["RU"],
      registrationNumbers: ["1027700070518", "7736050003"],
      from: "2022-02-28",
      program: "Ukraine NSDC;EU FSF",
      source: "opensanctions",
    });
    expect(parsed.entries[0]!.to).toBeUndefined();
  });
});

describe("UN consolidated list XML", () => {
  it("reads individuals (joined name parts, original script, nationality) and entities", () => {
    const parsed = parseUnConsolidatedXml(SAMPLE_UN_XML);
    expect(parsed.listDate).toBe("2026-01-12");
    expect(parsed.entries).toHaveLength(2);
    expect(parsed.entries[0]).toMatchObject({
      entryId: "QDi.999",
      name: "ABDUL RAHMAN HASSAN",
      aliases: ["Abu Hassan", "عبد الرحمن حسن"],
      country: "AF",
      from: "2011-06-07",
      program: "Al-Qaida",
      source: "un",
    });
    expect(parsed.entries[1]).toMatchObject({
      entryId: "KPe.999",
      name: "EASTERN STAR TRADING CO. LTD",
      aliases: ["Восточная Звезда"],
      countries: ["SY"],
      reason: "Example & test entity.",
    });
  });

  it("refuses broken XML, other XML, entity declarations and non-XML", () => {
    expect(listError(() => parseUnConsolidatedXml("<CONSOLIDATED_LIST><INDIVIDUALS>")).kind).toBe(
      "malformed",
    );
    expect(listError(() => parseUnConsolidatedXml("<rss><channel/></rss>")).kind).toBe("wrong_format");
    const bomb = '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><CONSOLIDATED_LIST/>';
    expect(listError(() => parseUnConsolidatedXml(bomb)).kind).toBe("wrong_format");
    expect(listError(() => parseUnConsolidatedXml("name\nAcme")).message).toMatch(/Expected a XML file/);
  });
});

describe("the org's own CSV", () => {
  it("reads a ';'-separated sheet with aliases, registration numbers and an empty end date as no end", () => {
    const { entries } = parseCustomCsv(SAMPLE_CUSTOM_CSV);
    expect(entries[0]).toMatchObject({
      name: "Kilimanjaro Builders Ltd",
      aliases: ["KB Ltd", "Kilimanjaro Builders Tanzania"],
      country: "TZ",
      registrationNumbers: ["CPR/2010/1234"],
      from: "2022-01-01",
      to: null,
      reason: "Abandoned works",
      source: "custom",
    });
    expect(entries[1]).toMatchObject({ country: "GR", to: "2022-12-31" });
  });

  it("accepts any of the usual name headers, in any case", () => {
    for (const header of ["NAME", "Firm", "company", "Entity Name", "Supplier"])
      expect(parseCustomCsv(`${header}\nAcme\n`).entries[0]!.name).toBe("Acme");
  });
});

describe("bad files", () => {
  it("names the missing column, the wrong format, and refuses oversize files", () => {
    const noName = listError(() => parseCustomCsv("vendor id,country\n12,KE\n"));
    expect(noName.kind).toBe("no_name_column");
    expect(noName.message).toContain("(looked for: Name of Firm, Firm Name, Name, Company Name");
    expect(noName.message).toContain("Columns found: vendor id, country.");
    expect(listError(() => parseCustomCsv('{"name":"x"}')).kind).toBe("wrong_format");
    expect(listError(() => parseCustomCsv("PK\u0003\u0004binary")).message).toMatch(/Excel workbook/);
    expect(listError(() => parseCustomCsv("   \n")).kind).toBe("empty");
    expect(listError(() => parseCustomCsv("name\nA\nB\nC\n", { maxEntries: 2 })).kind).toBe(
      "too_many_entries",
    );
    expect(listError(() => parseCustomCsv("name\nAcme\n", { maxChars: 5 })).kind).toBe("too_large");
    expect(listError(() => parseOpenSanctionsSimple('name\n"unterminated\n')).kind).toBe("malformed");
    const big =
      "<CONSOLIDATED_LIST><ENTITIES>" +
      "<ENTITY><FIRST_NAME>X</FIRST_NAME></ENTITY>".repeat(3) +
      "</ENTITIES></CONSOLIDATED_LIST>";
    expect(listError(() => parseUnConsolidatedXml(big, { maxEntries: 2 })).kind).toBe("too_many_entries");
  });
});

describe("detectListFormat", () => {
  it("tells each list from its first bytes", () => {
    expect(detectListFormat("debarred.json", SAMPLE_WORLD_BANK_JSON)).toEqual({
      source: "worldbank",
      format: "json",
    });
    expect(detectListFormat("export.csv", SAMPLE_WORLD_BANK_CSV.split("\n").slice(1).join("\n"))).toEqual({
      source: "worldbank",
      format: "csv",
    });
    expect(detectListFormat("targets.simple.csv", SAMPLE_OPENSANCTIONS_CSV)).toEqual({
      source: "opensanctions",
      format: "csv",
    });
    expect(detectListFormat("consolidated.xml", new TextEncoder().encode(SAMPLE_UN_XML))).toEqual({
      source: "un",
      format: "xml",
    });
    expect(detectListFormat("ours.csv", SAMPLE_CUSTOM_CSV)).toEqual({ source: "custom", format: "csv" });
    expect(detectListFormat("book.xlsx", "PK\u0003\u0004...")).toBeNull();
    expect(detectListFormat("feed.xml", "<rss/>")).toBeNull();
  });

  it("parses a detected file in one step, and refuses an unknown one", () => {
    expect(detectAndParseList("consolidated.xml", SAMPLE_UN_XML).entries).toHaveLength(2);
    expect(listError(() => detectAndParseList("feed.xml", "<rss/>")).kind).toBe("wrong_format");
  });
});
