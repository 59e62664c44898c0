import countryToCurrency from "country-to-currency";
import { data as isoCurrencies } from "currency-codes";
import { foldText } from "@/lib/text/option-search";

/**
 * Currencies: digits, labels, the default per framework, allowed lists and reset rules. Pure: used by the tool
 * page's currency picker (browser) and by the engines (server).
 *
 * Sources: the ISO 4217 list with minor-unit digits (`currency-codes`, from ISO's list one) and the
 * country → currency map (`country-to-currency`, ISO 3166-1 alpha-2 keys). Symbols come from the runtime's
 * CLDR data (Intl); names stay the ISO names so server and browser render the same text.
 */
export type Currency = {
  code: string;
  name: string;
  /** Minor-unit digits: 2 by default, 0 (JPY, UGX), 3 (KWD) or 4 (UYW). */
  digits: number;
  /** ISO 3166-1 alpha-2 codes of the countries whose default currency this is. */
  countries: readonly string[];
};

/** The minimum a framework needs to carry here: ToolFramework and FrameworkSelection both fit. */
export type CurrencyFramework = { source: string; countryCode?: string | null } | null | undefined;

/**
 * Codes that are not money one can pay a contract in: ISO's fund codes (IsFund in list one: BOV, CHE, CHW,
 * CLF, COU, MXV, USN, UYI), precious metals, bond-market units, SDR, Sucre, ADB unit, and the testing (XTS)
 * and no-currency (XXX) codes, which ISO lists without minor units ("N.A.").
 */
const EXCLUDED = new Set(
  "BOV CHE CHW CLF COU MXV USN UYI XAG XAU XBA XBB XBC XBD XDR XPD XPT XSU XTS XUA XXX".split(" "),
);

export const DEFAULT_CURRENCY = "USD";
/** Multilateral and bilateral frameworks allow only these. */
export const RESTRICTED_CURRENCIES = ["USD", "EUR", "GBP", "JPY", "CNY"] as const;

const COUNTRY_TO_CURRENCY: Readonly<Record<string, string>> = countryToCurrency;

function countriesByCurrency(): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const [country, code] of Object.entries(COUNTRY_TO_CURRENCY)) {
    map.set(code, [...(map.get(code) ?? []), country]);
  }
  return map;
}

function intlDigits(code: string): number {
  try {
    return (
      new Intl.NumberFormat("en", { style: "currency", currency: code }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

function buildCurrencies(): Currency[] {
  const countries = countriesByCurrency();
  const list: Currency[] = isoCurrencies
    .filter((record) => !EXCLUDED.has(record.code))
    .map((record) => ({
      code: record.code,
      name: record.currency,
      digits: record.digits,
      countries: countries.get(record.code) ?? [],
    }));
  // A currency newer than the ISO snapshot but already some country's default (XCG, the Caribbean guilder
  // of 2025) is added from the runtime's CLDR data, so every country default is pickable.
  const known = new Set(list.map((currency) => currency.code));
  const names = new Intl.DisplayNames(["en"], { type: "currency" });
  for (const [code, owners] of countries) {
    if (known.has(code) || EXCLUDED.has(code)) continue;
    list.push({ code, name: names.of(code) ?? code, digits: intlDigits(code), countries: owners });
  }
  return list.sort((a, b) => a.code.localeCompare(b.code, "en"));
}

/** Every ISO 4217 currency one can pay in, sorted by code. */
export const CURRENCIES: readonly Currency[] = buildCurrencies();
export const CURRENCY_CODES: readonly string[] = CURRENCIES.map((currency) => currency.code);
const BY_CODE = new Map(CURRENCIES.map((currency) => [currency.code, currency]));

export function isCurrencyCode(code: unknown): code is string {
  return typeof code === "string" && BY_CODE.has(code);
}

export function findCurrency(code: string): Currency | undefined {
  return BY_CODE.get(code.trim().toUpperCase());
}

/** Minor-unit digits of a currency; 2 for an unknown code. */
export function currencyDigits(code: string): number {
  return findCurrency(code)?.digits ?? 2;
}

/** The narrow symbol ("$", "€", "£", "¥"); the code itself when CLDR has no symbol ("KES"). */
export function currencySymbol(code: string): string {
  try {
    const parts = new Intl.NumberFormat("en", {
      style: "currency",
      currency: code,
      currencyDisplay: "narrowSymbol",
    }).formatToParts(0);
    return parts.find((part) => part.type === "currency")?.value ?? code;
  } catch {
    return code;
  }
}

/**
 * The picker's label: '{symbol} {code}', e.g. '$ USD'; just the code when the symbol is the code
 * (not 'KES KES'). The Chinese yuan reads 'RMB (CNY) — {name}'.
 */
export function currencyLabel(code: string): string {
  const upper = code.trim().toUpperCase();
  if (upper === "CNY") return `RMB (CNY) — ${findCurrency("CNY")?.name ?? "Yuan Renminbi"}`;
  const symbol = currencySymbol(upper);
  return symbol === upper ? upper : `${symbol} ${upper}`;
}

/** An amount with the currency's digits and thousands separators, without the code: '1,234.50', '1,235' (JPY). */
export function formatAmount(amount: number, code: string): string {
  const digits = currencyDigits(code);
  // A value that rounds to zero is shown as 0, never "-0.00".
  const safe = Number.isFinite(amount) && Math.abs(amount) >= 0.5 / 10 ** digits ? amount : 0;
  return new Intl.NumberFormat("en-US", {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(safe);
}

/**
 * formatAmount prefixed by the code: 'USD 1,234.50', 'JPY 1,235', 'KWD 1.250'. The code (not a symbol) keeps
 * documents unambiguous ($ is many dollars).
 */
export function formatMoney(amount: number, code: string): string {
  return `${code.trim().toUpperCase() || DEFAULT_CURRENCY} ${formatAmount(amount, code)}`;
}

function isRestricted(framework: CurrencyFramework): boolean {
  return framework?.source === "multilateral" || framework?.source === "bilateral";
}

/**
 * USD by default; a country framework gives that country's currency (UGX for UG). A country
 * without a mapped currency keeps USD.
 */
export function defaultCurrency(framework: CurrencyFramework): string {
  if (framework?.source !== "country" || !framework.countryCode) return DEFAULT_CURRENCY;
  const country = framework.countryCode.trim().toUpperCase();
  if (country === "UG") return "UGX";
  const code = COUNTRY_TO_CURRENCY[country];
  return code && BY_CODE.has(code) ? code : DEFAULT_CURRENCY;
}

/** Multilateral and bilateral frameworks allow only USD, EUR, GBP, JPY and CNY; otherwise all. */
export function allowedCurrencies(framework: CurrencyFramework): readonly string[] {
  return isRestricted(framework) ? RESTRICTED_CURRENCIES : CURRENCY_CODES;
}

/**
 * Applied when the framework is known or changes: under a country framework a currency other than
 * the framework default resets to that default; a currency the framework does not allow (or none) also resets.
 * Callers run it on framework changes, not on every pick, or a country framework would lock the picker.
 */
export function resolveCurrency(current: string | null | undefined, framework: CurrencyFramework): string {
  const fallback = defaultCurrency(framework);
  const code = (current ?? "").trim().toUpperCase();
  // A country framework without its country is incomplete (settings not saved yet): only the allowed-list rule applies.
  if (framework?.source === "country" && framework.countryCode && code !== fallback) return fallback;
  if (!allowedCurrencies(framework).includes(code)) return fallback;
  return code;
}

/**
 * The picker's filter: currencies among `allowed` whose code or name contains the query (case- and
 * accent-insensitive), an exact code first. An empty query lists them all.
 */
export function searchCurrencies(query: string, allowed: readonly string[] = CURRENCY_CODES): Currency[] {
  const list = allowed.flatMap((code) => findCurrency(code) ?? []);
  const needle = foldText(query);
  if (!needle) return list;
  const matches = list.filter(
    (currency) => currency.code.toLowerCase().includes(needle) || foldText(currency.name).includes(needle),
  );
  const exact = matches.filter((currency) => currency.code.toLowerCase() === needle);
  return [...exact, ...matches.filter((currency) => !exact.includes(currency))];
}
