/**
 * How documents write a currency next to an amount: the ISO code ("KES"), the CLDR symbol of the currency list
 * ("US$" is written "$" there, "€", "£"), the ISO name and its plural ("Kenyan Shillings", "Euros") and the
 * local symbols and names practitioners use ("Kshs.", "KSh", "Kenya Shillings", "USh", "TSh"). Pure.
 *
 * Everything is derived from the project's currency list (CURRENCIES), plus the local names below as data.
 */
import { CURRENCIES, isCurrencyCode } from "./currency";

/** Local symbols and names per ISO code, beyond the code, the CLDR symbol and the ISO name. Extend as needed. */
export const LOCAL_CURRENCY_NAMES: Readonly<Record<string, readonly string[]>> = {
  KES: ["Kshs", "KShs", "Ksh", "KSh", "K.Shs", "Kenya Shillings", "Kenya Shilling", "Kenya Shs"],
  UGX: ["USh", "UShs", "Ugshs", "Uganda Shillings", "Uganda Shilling", "Ugandan Shillings", "Uganda Shs"],
  TZS: ["TSh", "TShs", "Tanzania Shillings", "Tanzania Shilling", "Tanzanian Shillings", "Tanzania Shs"],
  SOS: ["Somali Shillings"],
  RWF: ["FRw", "RFr", "Rwanda Francs", "Rwandan Francs", "Rwandese Francs"],
  BIF: ["FBu", "Burundi Francs", "Burundian Francs"],
  ETB: ["Birr"],
  NGN: ["₦", "Naira"],
  GHS: ["GH₵", "GH¢", "Ghana Cedis", "Cedis"],
  ZAR: ["South African Rand"],
  USD: ["US$", "U.S.$", "USD$", "US Dollars", "US Dollar", "U.S. Dollars", "United States Dollars"],
  EUR: ["Euros"],
  GBP: ["Pounds Sterling", "Pound Sterling", "GB£"],
};

/**
 * A currency name without its country: the amount is in one of these, and the document's country (or the
 * activity's currency) says which. "Shillings" alone in a Kenyan tender is KES.
 */
export const CURRENCY_FAMILIES: Readonly<Record<string, readonly string[]>> = {
  shillings: ["KES", "UGX", "TZS", "SOS"],
  shilling: ["KES", "UGX", "TZS", "SOS"],
  shs: ["KES", "UGX", "TZS", "SOS"],
};

/** One-word ISO names that are also common words or too short to mark an amount ("won 5 lots"). */
const AMBIGUOUS_NAMES = new Set(["won", "sol", "som", "kina", "tala", "loti", "pula", "vatu", "real"]);

/** What a currency marker stands for: one currency, or (a name without a country) a family of candidates. */
export type CurrencyMarker = { code: string | null; candidates: readonly string[] };

/** Lower case, dots and spaces gone: "K.Shs." -> "kshs", "Kenya  Shillings" -> "kenyashillings". */
const markerKey = (text: string) => text.toLowerCase().replace(/[.\s]+/g, "");

function cldrSymbol(code: string): string | null {
  try {
    const symbol = new Intl.NumberFormat("en", { style: "currency", currency: code })
      .formatToParts(0)
      .find((part) => part.type === "currency")?.value;
    return symbol && symbol !== code && symbol !== "¤" ? symbol : null;
  } catch {
    return null;
  }
}

function buildMarkers(): { names: Map<string, CurrencyMarker>; spellings: string[] } {
  const names = new Map<string, CurrencyMarker>();
  const spellings: string[] = [];
  const add = (spelling: string, marker: CurrencyMarker) => {
    const key = markerKey(spelling);
    if (!key || names.has(key)) return;
    names.set(key, marker);
    spellings.push(spelling);
  };
  for (const [code, local] of Object.entries(LOCAL_CURRENCY_NAMES)) {
    for (const spelling of local) add(spelling, { code, candidates: [code] });
  }
  for (const currency of CURRENCIES) {
    const marker = { code: currency.code, candidates: [currency.code] };
    const symbol = cldrSymbol(currency.code);
    if (symbol) add(symbol, marker);
    const name = currency.name.replace(/\s*\(.*\)\s*$/, "");
    if (/\s/.test(name) || (name.length > 3 && !AMBIGUOUS_NAMES.has(name.toLowerCase()))) {
      add(`${name}s`, marker);
      add(name, marker);
    }
  }
  for (const [family, candidates] of Object.entries(CURRENCY_FAMILIES))
    add(family, { code: null, candidates });
  return { names, spellings };
}

const MARKERS = buildMarkers();

/**
 * Every spelling of a currency other than the ISO codes, for building a pattern (match them
 * case-insensitively, then confirm with currencyOfMarker).
 */
export const CURRENCY_SPELLINGS: readonly string[] = MARKERS.spellings;

/**
 * The currency a marker written beside an amount stands for, or null when it is none: an ISO code must be
 * written in capitals ("all 5 lots" is not the Albanian lek); names and symbols are read in any case.
 */
export function currencyOfMarker(text: string): CurrencyMarker | null {
  const trimmed = text.trim().replace(/\.+$/, "");
  if (/^[A-Z]{3}$/.test(trimmed) && isCurrencyCode(trimmed)) return { code: trimmed, candidates: [trimmed] };
  return MARKERS.names.get(markerKey(trimmed)) ?? null;
}

/**
 * Every proper beginning of a marker's key: a pair of words is a marker when their keys joined are one
 * ("K. Shs." -> "k" + "shs" = "kshs", "Kenya Shillings"), so only a word whose key begins one can start a pair.
 */
const KEY_BEGINNINGS = new Set(
  [...MARKERS.names.keys()].flatMap((key) =>
    Array.from({ length: key.length - 1 }, (_, i) => key.slice(0, i + 1)),
  ),
);

/** Whether a word can begin a marker of two words: a reader scanning words tries the pair only then. */
export function beginsMarkerOfWords(word: string): boolean {
  return KEY_BEGINNINGS.has(markerKey(word));
}

/**
 * The currency of a marker in a context: its own code, else the context currency when it is one of the
 * family's candidates ("shillings" with KES as the activity's currency), else null.
 */
export function currencyInContext(marker: CurrencyMarker, contextCurrency?: string | null): string | null {
  if (marker.code) return marker.code;
  const wanted = contextCurrency?.trim().toUpperCase();
  return wanted && marker.candidates.includes(wanted) ? wanted : null;
}
