import { describe, expect, it } from "vitest";
import {
  buildScreeningIndex,
  debarmentDates,
  detectAndParseList,
  detectListFormat,
  parseCustomCsv,
  parseListDate,
  periodEnd,
  readPeriod,
  screen,
  statusOf,
  type ListEntry,
} from "@/modules/integrity/lib/screening";
import { durationIn } from "@/modules/integrity/lib/screening/period";
import { SAMPLE_PPRA_CSV } from "@/modules/integrity/lib/screening/sample-lists";
import { listError } from "./list-error-test-support";

describe("Kenyan dates and debarment periods", () => {
  it("reads dates as Kenyan lists write them, day first", () => {
    const dayFirst = { order: "day-first" } as const;
    expect(parseListDate("12/05/2020", dayFirst)).toBe("2020-05-12");
    expect(parseListDate("12.05.2020", dayFirst)).toBe("2020-05-12");
    expect(parseListDate("12-05-2020", dayFirst)).toBe("2020-05-12");
    expect(parseListDate("12th May, 2020")).toBe("2020-05-12");
    expect(parseListDate("1st of June 2021")).toBe("2021-06-01");
    expect(parseListDate("May 12th, 2020")).toBe("2020-05-12");
    expect(parseListDate("12/05/20", dayFirst)).toBe("2020-05-12");
    // The World Bank's order stays the default; a part over 12 is a day whatever the order.
    expect(parseListDate("12/05/2020")).toBe("2020-12-05");
    expect(parseListDate("25/12/2020")).toBe("2020-12-25");
    expect(parseListDate("31/02/2020", dayFirst)).toBeUndefined();
  });

  it("computes the end from the start and the period: 3 years from 12/05/2020 is until 2023-05-11", () => {
    expect(debarmentDates({ debarredOn: "12/05/2020", period: "3 years" }, { order: "day-first" })).toEqual({
      from: "2020-05-12",
      to: "2023-05-11",
    });
    expect(periodEnd("2021-08-15", { years: 10, months: 0, days: 0 })).toBe("2031-08-14");
    expect(periodEnd("2020-08-31", { years: 0, months: 6, days: 0 })).toBe("2021-02-27");
    expect(periodEnd("2024-01-01", { years: 0, months: 0, days: 90 })).toBe("2024-03-30");
  });

  it("reads a period cell in words, figures, dates or as permanent", () => {
    expect(readPeriod("Five (5) years").duration).toEqual({ years: 5, months: 0, days: 0 });
    expect(readPeriod("for a period of eighteen months").duration).toEqual({ years: 0, months: 18, days: 0 });
    expect(readPeriod("1 year and 6 months").duration).toEqual({ years: 1, months: 6, days: 0 });
    expect(readPeriod("Permanently")).toEqual({ openEnded: true });
    expect(readPeriod("Debarred for life").openEnded).toBe(true);
    expect(readPeriod("Debarment Period: 12/05/2020 – 11/05/2023", { order: "day-first" })).toMatchObject({
      from: "2020-05-12",
      to: "2023-05-11",
    });
    expect(debarmentDates({ period: "3 years from 20/06/2024" }, { order: "day-first" })).toEqual({
      from: "2024-06-20",
      to: "2027-06-19",
    });
    expect(
      debarmentDates({ period: "Indefinitely", debarredOn: "01.02.2023" }, { order: "day-first" }),
    ).toEqual({
      from: "2023-02-01",
      to: null,
    });
    // Explicit columns win over the period; a period that says nothing readable leaves the end unknown.
    expect(debarmentDates({ from: "2020-01-01", to: "2020-12-31", period: "3 years" })).toEqual({
      from: "2020-01-01",
      to: "2020-12-31",
    });
    expect(debarmentDates({ debarredOn: "2020-01-01", period: "as the Board decides" })).toEqual({
      from: "2020-01-01",
    });
  });
});

describe("a period as a printed row gives it", () => {
  it("reads a period whose words a PDF spread over spaces and lines", () => {
    // The review's printed rows pass text as extracted; the period reader's patterns allow only short gaps.
    expect(durationIn("Five      (5)\n      years")).toEqual({ years: 5, months: 0, days: 0 });
    expect(durationIn("Permanently")).toBeUndefined();
  });
});

describe("status on the screening day", () => {
  const entry = (from: string | undefined, to: string | null | undefined): ListEntry => ({
    entryId: "1",
    name: "Mlima Contractors",
    aliases: [],
    ...(from ? { from } : {}),
    ...(to !== undefined ? { to } : {}),
    source: "custom",
  });
  const on = (day: string) => new Date(`${day}T00:00:00Z`);

  it("is expired after the last day, active on it, upcoming before the start, and active when permanent", () => {
    expect(statusOf(entry("2020-05-12", "2023-05-11"), on("2024-07-01")).status).toBe("past");
    expect(statusOf(entry("2020-05-12", "2023-05-11"), on("2023-05-11")).status).toBe("active");
    expect(statusOf(entry("2020-05-12", "2023-05-11"), on("2023-05-12")).status).toBe("past");
    expect(statusOf(entry("2025-01-01", "2027-12-31"), on("2024-07-01"))).toEqual({
      status: "upcoming",
      period: "Debarment starts 2025-01-01 to 2027-12-31",
    });
    expect(statusOf(entry("2023-02-01", null), on("2099-01-01")).status).toBe("active");
    expect(statusOf({ ...entry("2011-06-07", undefined), source: "un" }, on("2099-01-01")).status).toBe(
      "sanctioned",
    );
  });
});

describe("PPRA's debarred firms list as published", () => {
  it("finds the header under the title lines and reads periods, Kenyan dates and wrapped rows", () => {
    const parsed = parseCustomCsv(SAMPLE_PPRA_CSV);
    expect(parsed.entries.map((e) => [e.name, e.from, e.to])).toEqual([
      ["Mlima Contractors Limited", "2020-05-12", "2023-05-11"],
      ["Tana Hardware & General Supplies Ltd", "2021-08-15", "2031-08-14"],
      ["Kilimanjaro Builders and Civil Works Ltd", "2023-02-01", null],
      ["Pwani Medical Supplies Co. Ltd", "2019-06-03", "2024-06-02"],
    ]);
    expect(parsed.entries[2]!.reason).toBe("Fraudulent bid security and false information on experience");
    expect(parsed.skippedRows).toBe(0);
  });

  it("is recognised as a debarment sheet even when the file is called debarred-firms.csv", () => {
    expect(detectListFormat("debarred-firms.csv", SAMPLE_PPRA_CSV)).toEqual({
      source: "custom",
      format: "csv",
    });
    expect(detectAndParseList("debarred-firms.csv", SAMPLE_PPRA_CSV).entries).toHaveLength(4);
  });

  it("screens an expired debarment as past and a running one as active on the screening day", () => {
    const index = buildScreeningIndex(parseCustomCsv(SAMPLE_PPRA_CSV).entries);
    const asOf = new Date("2024-07-01T00:00:00Z");
    const [mlima] = screen(index, { name: "Mlima Contractors Ltd" }, { asOf });
    expect(mlima).toMatchObject({ status: "past", period: "Debarred 2020-05-12 to 2023-05-11 (ended)" });
    const [tana] = screen(index, { name: "Tana Hardware and General Supplies Limited" }, { asOf });
    expect(tana).toMatchObject({ status: "active", period: "Debarred 2021-08-15 to 2031-08-14" });
  });

  it("reads a merged header (Debarment Period over From and To) and month-first dates the list shows", () => {
    const csv = [
      "Name of the Firm;Reason(s) for Debarment;Debarment Period;",
      ";;From;To",
      "Omega Works Ltd;Fraud;05/13/2019;05/12/2022",
      "Alpha Traders;Fraud;01/02/2021;Ongoing",
    ].join("\n");
    expect(parseCustomCsv(csv).entries.map((e) => [e.name, e.from, e.to])).toEqual([
      ["Omega Works Ltd", "2019-05-13", "2022-05-12"],
      ["Alpha Traders", "2021-01-02", null],
    ]);
  });

  it("says which column is missing and which it found, under a title line", () => {
    const csv = [
      "PUBLIC PROCUREMENT REGULATORY AUTHORITY,,,",
      "S/No,Directors,Reason for Debarment,Period of Debarment",
      "1,John Kamau,Fraud,3 years",
    ].join("\n");
    const error = listError(() => parseCustomCsv(csv));
    expect(error.kind).toBe("no_name_column");
    expect(error.message).toBe(
      "This list has no column for the firm's name (looked for: Name of Firm, Firm Name, Name, Company Name, Entity, Supplier). Columns found: S/No, Directors, Reason for Debarment, Period of Debarment.",
    );
  });
});
