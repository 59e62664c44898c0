import { describe, expect, it } from "vitest";
import {
  buildScreeningIndex,
  detectAndParseList,
  detectListFormat,
  parseOpenSanctions,
  parseUnConsolidatedXml,
  parseWorldBankList,
  screen,
} from "@/modules/integrity/lib/screening";
import { SAMPLE_UN_XML } from "@/modules/integrity/lib/screening/sample-lists";

const asOf = new Date("2026-02-01T00:00:00Z");

describe("World Bank list as its page exports it", () => {
  // The page's table: a title line, "Ineligibility Period" merged over "From Date" and "To Date", US dates,
  // "Ongoing" and "Permanent" in the end column.
  const csv = [
    '"World Bank Listing of Ineligible Firms and Individuals",,,,,,',
    'Firm Name,Additional Firm Info,Address,Country,"Ineligibility Period",,Grounds',
    ",,,,From Date,To Date,",
    '"ZHONGSHAN ROAD & BRIDGE ENGINEERING CO., LTD.",,"No. 8 Xingzhong Road",China,01/12/2022,01/11/2027,Fraudulent Practice',
    '"BLUE SKY CONSULTING GROUP","Also known as: Blue Sky Consultants","Plot 14, Kampala Road",Uganda,06/01/2019,05/31/2022,Collusive Practice',
    '"HORIZON SUPPLIES LTD",,"Mombasa Road",Kenya,03/15/2021,Ongoing,Corrupt Practice',
  ].join("\n");

  it("reads the merged header, the dates month first and Ongoing as no end", () => {
    expect(detectListFormat("Debarred Firms.csv", csv)).toEqual({ source: "worldbank", format: "csv" });
    const { entries } = parseWorldBankList(csv, "csv");
    expect(entries.map((e) => [e.name, e.country, e.from, e.to])).toEqual([
      ["ZHONGSHAN ROAD & BRIDGE ENGINEERING CO., LTD.", "CN", "2022-01-12", "2027-01-11"],
      ["BLUE SKY CONSULTING GROUP", "UG", "2019-06-01", "2022-05-31"],
      ["HORIZON SUPPLIES LTD", "KE", "2021-03-15", null],
    ]);
    expect(entries[1]!.aliases).toEqual(["Blue Sky Consultants"]);
  });

  it("screens the ended listing as past and the ongoing one as active", () => {
    const index = buildScreeningIndex(parseWorldBankList(csv, "csv").entries);
    expect(screen(index, { name: "Blue Sky Consulting Group" }, { asOf })[0]!.status).toBe("past");
    expect(screen(index, { name: "Horizon Supplies Limited" }, { asOf })[0]!.status).toBe("active");
  });
});

describe("UN Security Council consolidated list", () => {
  it("keeps a listing in force whatever its listed-on date: sanctions have no end", () => {
    const { entries } = parseUnConsolidatedXml(SAMPLE_UN_XML);
    expect(entries.map((e) => [e.entryId, e.from, e.to])).toEqual([
      ["QDi.999", "2011-06-07", undefined],
      ["KPe.999", "2017-08-05", undefined],
    ]);
    const index = buildScreeningIndex(entries);
    expect(screen(index, { name: "Eastern Star Trading Co Ltd" }, { asOf })[0]).toMatchObject({
      status: "sanctioned",
      period: "Listed since 2017-08-05",
    });
  });
});

describe("OpenSanctions FollowTheMoney JSON lines", () => {
  // entities.ftm.json: the targets, a relative who is not a target, a vessel, and Sanction entities that name
  // their target (one lifted, with an end date).
  const ftm = [
    {
      id: "NK-acme",
      schema: "Company",
      target: true,
      datasets: ["un_sc_sanctions"],
      first_seen: "2019-01-01T00:00:00",
      properties: {
        name: ["Acme Shipping Company"],
        alias: ["Acme Shipping Co.", "شركة أكمي للشحن"],
        country: ["kp"],
        registrationNumber: ["KP-55501"],
      },
    },
    {
      id: "NK-lifted",
      schema: "Person",
      target: true,
      datasets: ["eu_fsf"],
      properties: { name: ["Viktor Petrov"], nationality: ["ru"] },
    },
    { id: "NK-rel", schema: "Person", target: false, properties: { name: ["Olga Petrova"] } },
    { id: "NK-ship", schema: "Vessel", target: true, properties: { name: ["Ocean Star"] } },
    {
      id: "NK-s1",
      schema: "Sanction",
      properties: { entity: ["NK-acme"], program: ["UN 1718"], startDate: ["2017-08-05"] },
    },
    {
      id: "NK-s2",
      schema: "Sanction",
      properties: {
        entity: ["NK-lifted"],
        reason: ["Asset freeze"],
        startDate: ["2014-07-30"],
        endDate: ["2023-03-14"],
      },
    },
  ]
    .map((line) => JSON.stringify(line))
    .join("\n");

  it("is recognised and read: names, aliases, countries, numbers and the sanctions' dates", () => {
    expect(detectListFormat("entities.ftm.json", ftm)).toEqual({ source: "opensanctions", format: "ftm" });
    const parsed = detectAndParseList("entities.ftm.json", ftm);
    expect(parsed.skippedRows).toBe(1);
    expect(parsed.entries).toEqual([
      {
        entryId: "NK-acme",
        name: "Acme Shipping Company",
        aliases: ["Acme Shipping Co.", "شركة أكمي للشحن"],
        country: "KP",
        countries: ["KP"],
        registrationNumbers: ["KP-55501"],
        from: "2017-08-05",
        reason: "UN 1718",
        program: "un_sc_sanctions",
        source: "opensanctions",
      },
      {
        entryId: "NK-lifted",
        name: "Viktor Petrov",
        aliases: [],
        country: "RU",
        countries: ["RU"],
        from: "2014-07-30",
        to: "2023-03-14",
        reason: "Asset freeze",
        program: "eu_fsf",
        source: "opensanctions",
      },
    ]);
    const index = buildScreeningIndex(parsed.entries);
    expect(screen(index, { name: "Viktor Petrov" }, { asOf })[0]!.status).toBe("past");
    expect(screen(index, { name: "Acme Shipping Co" }, { asOf })[0]!.status).toBe("sanctioned");
  });

  it("reads targets.nested.json, whose sanctions sit inside the target", () => {
    const nested = JSON.stringify({
      id: "NK-x",
      schema: "Organization",
      target: true,
      properties: {
        name: ["Eastern Star Trading"],
        sanctions: [{ schema: "Sanction", properties: { startDate: ["2020-02-02"], program: ["OFAC SDN"] } }],
      },
    });
    expect(parseOpenSanctions(nested).entries[0]).toMatchObject({ from: "2020-02-02", reason: "OFAC SDN" });
    expect(() => parseOpenSanctions(`${nested}\n{"broken`)).toThrow("Line 2 of the OpenSanctions file");
  });
});
