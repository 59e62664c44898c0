import { countryOrText } from "../countries";
import { isOpenEndedText, parseEndDate, parseListDate } from "../dates";
import { ScreeningListError } from "../errors";
import type { ListEntry, ParseOptions, ParsedList } from "../types";
import { DEFAULT_MAX_ENTRIES, checkInput, findColumn, noNameColumn, readCsv, tooMany } from "./input";

// The World Bank's "Debarred & cross-debarred firms and individuals" list. Its JSON service answers
// { response: { ZPROCSUPP: [ { SUPP_ID, SUPP_NAME, ADD_SUPP_INFO, SUPP_ADDR, SUPP_CITY, COUNTRY_NAME,
// DEBAR_FROM_DATE, DEBAR_TO_DATE (2999-12-31 when open-ended), DEBAR_REASON, INELIGIBLY_STATUS } ] } };
// the page's CSV export has "Firm Name", "Address", "Country", "From Date", "To Date" ("Ongoing" /
// "Permanent"), "Grounds". Headers and keys are matched loosely (case, spaces, underscores).

const NAME_COLUMNS = ["Firm Name", "SUPP_NAME", "Name", "Firm", "Company Name", "Entity Name"];
const INFO_COLUMNS = ["Additional Firm Info", "ADD_SUPP_INFO", "Additional Info"];
const COUNTRY_COLUMNS = ["Country", "COUNTRY_NAME"];
const FROM_COLUMNS = [
  "From Date",
  "Ineligibility Period From Date",
  "Ineligibility Period From",
  "DEBAR_FROM_DATE",
  "From",
];
const TO_COLUMNS = [
  "To Date",
  "Ineligibility Period To Date",
  "Ineligibility Period To",
  "DEBAR_TO_DATE",
  "To",
];
const GROUNDS_COLUMNS = ["Grounds", "DEBAR_REASON", "Reason"];
const STATUS_COLUMNS = ["INELIGIBLY_STATUS", "Status"];
const ID_COLUMNS = ["SUPP_ID", "ID"];

// "Additional firm info" often carries former or trading names: "also known as X", "formerly X", "f/k/a X".
const ALIAS_IN_INFO =
  /(?:also known as|a\.?k\.?a\.?|formerly known as|formerly|f\/k\/a|trading as|t\/a)[:\s]+([^;,()]+)/gi;

function aliasesFromInfo(info: string | undefined): string[] {
  if (!info) return [];
  return [...info.matchAll(ALIAS_IN_INFO)].map((m) => m[1]!.trim()).filter((s) => s.length > 1);
}

type Fields = {
  id?: string;
  name?: string;
  info?: string;
  country?: string;
  from?: string;
  to?: string;
  grounds?: string;
  status?: string;
};

function toEntry(fields: Fields, fallbackId: string): ListEntry | null {
  const name = fields.name?.trim();
  if (!name) return null;
  const country = countryOrText(fields.country);
  // A status of "Permanent" or "Ongoing" wins over whatever date the row carries.
  const to = isOpenEndedText(fields.status) ? null : parseEndDate(fields.to);
  return {
    entryId: fields.id?.trim() || fallbackId,
    name,
    aliases: aliasesFromInfo(fields.info),
    ...(country ? { country, countries: [country] } : {}),
    ...(parseListDate(fields.from) ? { from: parseListDate(fields.from) } : {}),
    ...(to !== undefined ? { to } : {}),
    ...(fields.grounds?.trim() ? { reason: fields.grounds.trim() } : {}),
    source: "worldbank",
  };
}

function rowsOfJson(body: string): Record<string, unknown>[] {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch (error) {
    throw new ScreeningListError("malformed", `The JSON file could not be read: ${(error as Error).message}`);
  }
  const wrapped = (data as { response?: { ZPROCSUPP?: unknown } } | null)?.response?.ZPROCSUPP;
  const rows = Array.isArray(data) ? data : wrapped;
  if (!Array.isArray(rows))
    throw new ScreeningListError(
      "wrong_format",
      "This JSON is not the World Bank debarred firms list: expected an array of firms or { response: { ZPROCSUPP: [...] } }.",
    );
  return rows.filter((r): r is Record<string, unknown> => typeof r === "object" && r !== null);
}

function pick(row: Record<string, unknown>, keys: string[], names: readonly string[]): string | undefined {
  const at = findColumn(keys, names);
  const value = at >= 0 ? row[keys[at]!] : undefined;
  return value === undefined || value === null ? undefined : String(value);
}

export function parseWorldBankList(
  text: string,
  format: "json" | "csv",
  options: ParseOptions = {},
): ParsedList {
  const body = checkInput(text, format, options);
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  let skippedRows = 0;
  if (format === "json") {
    const rows = rowsOfJson(body);
    if (rows.length > maxEntries) throw tooMany(maxEntries);
    const entries: ListEntry[] = [];
    rows.forEach((row, i) => {
      const keys = Object.keys(row);
      if (i === 0 && findColumn(keys, NAME_COLUMNS) < 0) throw noNameColumn(NAME_COLUMNS, keys);
      const fields: Fields = {
        id: pick(row, keys, ID_COLUMNS),
        name: pick(row, keys, NAME_COLUMNS),
        info: pick(row, keys, INFO_COLUMNS),
        country: pick(row, keys, COUNTRY_COLUMNS),
        from: pick(row, keys, FROM_COLUMNS),
        to: pick(row, keys, TO_COLUMNS),
        grounds: pick(row, keys, GROUNDS_COLUMNS),
        status: pick(row, keys, STATUS_COLUMNS),
      };
      const entry = toEntry(fields, `wb-${i + 1}`);
      if (entry) entries.push(entry);
      else skippedRows++;
    });
    return { source: "worldbank", entries, skippedRows };
  }
  let columns: Record<keyof Fields, number> | undefined;
  const entries = readCsv(
    body,
    options,
    {
      missing: (firstRow) => noNameColumn(NAME_COLUMNS, firstRow),
      accept: (headers) => {
        const name = findColumn(headers, NAME_COLUMNS);
        if (name < 0) return false;
        columns = {
          id: findColumn(headers, ID_COLUMNS),
          name,
          info: findColumn(headers, INFO_COLUMNS),
          country: findColumn(headers, COUNTRY_COLUMNS),
          from: findColumn(headers, FROM_COLUMNS),
          to: findColumn(headers, TO_COLUMNS),
          grounds: findColumn(headers, GROUNDS_COLUMNS),
          status: findColumn(headers, STATUS_COLUMNS),
        };
        return true;
      },
      // "Ineligibility Period" merged over a second header line of "From Date" and "To Date".
      subHeader: (row) =>
        !!columns &&
        !row[columns.name]?.trim() &&
        (findColumn(row, FROM_COLUMNS) >= 0 || findColumn(row, TO_COLUMNS) >= 0),
    },
    (row, line) => {
      const cell = (key: keyof Fields) => (columns![key] >= 0 ? row[columns![key]] : undefined);
      const fields: Fields = {
        id: cell("id"),
        name: cell("name"),
        info: cell("info"),
        country: cell("country"),
        from: cell("from"),
        to: cell("to"),
        grounds: cell("grounds"),
        status: cell("status"),
      };
      const entry = toEntry(fields, `wb-line-${line}`);
      if (!entry) skippedRows++;
      return entry;
    },
  );
  return { source: "worldbank", entries, skippedRows };
}
