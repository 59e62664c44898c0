import { describe, expect, it } from "vitest";
import {
  allowedCurrencies,
  CURRENCIES,
  CURRENCY_CODES,
  currencyDigits,
  currencyLabel,
  defaultCurrency,
  findCurrency,
  formatAmount,
  formatMoney,
  resolveCurrency,
  searchCurrencies,
} from "@/lib/locale/currency";

const country = (countryCode: string) => ({ source: "country", countryCode });
const multilateral = { source: "multilateral", countryCode: null };
const bilateral = { source: "bilateral" };
const custom = { source: "custom" };

describe("currency list (ISO 4217)", () => {
  it("holds the full set of payable currencies, sorted and unique", () => {
    // ISO list one has ~180 codes; minus 21 funds/metals/units/test codes, plus XCG from the country map.
    expect(CURRENCIES.length).toBeGreaterThan(150);
    expect(new Set(CURRENCY_CODES).size).toBe(CURRENCY_CODES.length);
    expect([...CURRENCY_CODES]).toEqual([...CURRENCY_CODES].sort());
    for (const code of [
      "USD",
      "EUR",
      "GBP",
      "JPY",
      "CNY",
      "KES",
      "UGX",
      "TZS",
      "NGN",
      "INR",
      "XOF",
      "XAF",
      "ZWG",
    ]) {
      expect(CURRENCY_CODES, code).toContain(code);
    }
  });

  it("leaves out funds, metals, units of account and the test / no-currency codes", () => {
    for (const code of [
      "XTS",
      "XXX",
      "XAU",
      "XAG",
      "XDR",
      "XBA",
      "XSU",
      "XUA",
      "BOV",
      "CHE",
      "CLF",
      "USN",
      "UYI",
    ]) {
      expect(CURRENCY_CODES, code).not.toContain(code);
    }
  });

  it("adds a country's currency that is newer than the ISO snapshot (XCG for Curaçao)", () => {
    expect(findCurrency("XCG")?.countries).toEqual(expect.arrayContaining(["CW", "SX"]));
    expect(currencyDigits("XCG")).toBe(2);
  });

  it("carries digits and countries", () => {
    expect(currencyDigits("JPY")).toBe(0);
    expect(currencyDigits("UGX")).toBe(0);
    expect(currencyDigits("KWD")).toBe(3);
    expect(currencyDigits("USD")).toBe(2);
    expect(currencyDigits("UYW")).toBe(4);
    expect(currencyDigits("usd")).toBe(2);
    expect(currencyDigits("NOPE")).toBe(2);
    expect(new Set(CURRENCIES.map((currency) => currency.digits))).toEqual(new Set([0, 2, 3, 4]));
    expect(findCurrency("KES")).toMatchObject({ name: "Kenyan Shilling", countries: ["KE"] });
    expect(findCurrency("EUR")?.countries).toEqual(expect.arrayContaining(["DE", "FR", "IE"]));
  });
});

describe("labels and formatting", () => {
  it("shows '{symbol} {code}', the code alone when it is its own symbol, and RMB for the yuan", () => {
    expect(currencyLabel("USD")).toBe("$ USD");
    expect(currencyLabel("EUR")).toBe("€ EUR");
    expect(currencyLabel("GBP")).toBe("£ GBP");
    expect(currencyLabel("JPY")).toBe("¥ JPY");
    expect(currencyLabel("KES")).toBe("KES");
    expect(currencyLabel("CNY")).toBe("RMB (CNY) — Yuan Renminbi");
  });

  it("formats with the currency's digits", () => {
    expect(formatMoney(1234.5, "USD")).toBe("USD 1,234.50");
    expect(formatMoney(1234.5, "JPY")).toBe("JPY 1,235");
    expect(formatMoney(1.25, "KWD")).toBe("KWD 1.250");
    expect(formatMoney(1500000, "UGX")).toBe("UGX 1,500,000");
    expect(formatMoney(-0.001, "USD")).toBe("USD 0.00");
    expect(formatMoney(Number.NaN, "EUR")).toBe("EUR 0.00");
    expect(formatAmount(0.125, "BHD")).toBe("0.125");
  });
});

describe("framework rules: default, allowed list and reset", () => {
  it("defaults to USD, the country's currency, UGX for Uganda", () => {
    expect(defaultCurrency(null)).toBe("USD");
    expect(defaultCurrency(undefined)).toBe("USD");
    expect(defaultCurrency(country("KE"))).toBe("KES");
    expect(defaultCurrency(country("UG"))).toBe("UGX");
    expect(defaultCurrency(country("ug"))).toBe("UGX");
    expect(defaultCurrency(country("DE"))).toBe("EUR");
    expect(defaultCurrency({ source: "country", countryCode: null })).toBe("USD");
    expect(defaultCurrency(multilateral)).toBe("USD");
    expect(defaultCurrency(bilateral)).toBe("USD");
    expect(defaultCurrency(custom)).toBe("USD");
  });

  it("allows only USD, EUR, GBP, JPY, CNY under multilateral and bilateral frameworks", () => {
    expect(allowedCurrencies(multilateral)).toEqual(["USD", "EUR", "GBP", "JPY", "CNY"]);
    expect(allowedCurrencies(bilateral)).toEqual(["USD", "EUR", "GBP", "JPY", "CNY"]);
    expect(allowedCurrencies(country("KE"))).toBe(CURRENCY_CODES);
    expect(allowedCurrencies(custom)).toBe(CURRENCY_CODES);
    expect(allowedCurrencies(null)).toBe(CURRENCY_CODES);
  });

  it("resets a country framework's currency to its default", () => {
    expect(resolveCurrency("USD", country("KE"))).toBe("KES");
    expect(resolveCurrency("KES", country("KE"))).toBe("KES");
    expect(resolveCurrency("KES", country("UG"))).toBe("UGX");
    expect(resolveCurrency("", country("UG"))).toBe("UGX");
  });

  it("resets a currency the framework does not allow, keeps one it does", () => {
    expect(resolveCurrency("KES", multilateral)).toBe("USD");
    expect(resolveCurrency("EUR", multilateral)).toBe("EUR");
    expect(resolveCurrency("cny", bilateral)).toBe("CNY");
    expect(resolveCurrency("INR", bilateral)).toBe("USD");
    expect(resolveCurrency("KES", custom)).toBe("KES");
    expect(resolveCurrency("KES", null)).toBe("KES");
    expect(resolveCurrency("XTS", null)).toBe("USD");
    expect(resolveCurrency(undefined, null)).toBe("USD");
    // A country framework whose country is not chosen yet only applies the allowed-list rule.
    expect(resolveCurrency("EUR", { source: "country", countryCode: null })).toBe("EUR");
  });
});

describe("searchCurrencies (the picker's filter)", () => {
  const codes = (query: string, allowed?: readonly string[]) =>
    searchCurrencies(query, allowed).map((currency) => currency.code);

  it("lists everything allowed for an empty query", () => {
    expect(codes("")).toEqual([...CURRENCY_CODES]);
    expect(codes("  ", ["USD", "EUR", "GBP", "JPY", "CNY"])).toEqual(["USD", "EUR", "GBP", "JPY", "CNY"]);
  });

  it("matches code or name, case- and accent-insensitive, exact code first", () => {
    expect(codes("usd")[0]).toBe("USD");
    expect(codes("eur")[0]).toBe("EUR");
    expect(codes("yen")).toEqual(["JPY"]);
    expect(codes("shilling")).toEqual(expect.arrayContaining(["KES", "UGX", "TZS", "SOS"]));
    expect(codes("bolivar")).toEqual(expect.arrayContaining(["VES", "VED"]));
  });

  it("finds nothing outside the allowed list", () => {
    expect(codes("yuan", ["USD", "EUR", "GBP", "JPY", "CNY"])).toEqual(["CNY"]);
    expect(codes("kes", ["USD", "EUR", "GBP", "JPY", "CNY"])).toEqual([]);
    expect(codes("zzzz")).toEqual([]);
  });
});
