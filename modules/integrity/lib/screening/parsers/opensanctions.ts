import { countryOrText } from "../countries";
import { parseListDate } from "../dates";
import type { ListEntry, ParseOptions, ParsedList } from "../types";
import { checkInput, findColumn, noNameColumn, readCsv, splitList } from "./input";
import { parseOpenSanctionsFtm } from "./opensanctions-ftm";

// OpenSanctions' "targets.simple.csv": id, schema, name, aliases, birth_date, countries, addresses, identifiers,
// sanctions, phones, emails, dataset, first_seen, last_seen, last_change. Multi-valued cells are ';'-separated;
// countries are lowercase ISO alpha-2 codes.

const NAME_COLUMNS = ["name"];
// Ships, aircraft and the like are sanctioned too but can never be a bidder; leaving them out keeps the index
// smaller and spares officers matches on a vessel's name.
const NOT_A_PARTY = new Set(["vessel", "airplane", "address", "cryptowallet", "security"]);
const MAX_REASON = 500;

export function parseOpenSanctionsSimple(text: string, options: ParseOptions = {}): ParsedList {
  const body = checkInput(text, "csv", options);
  let col: Record<string, number> = {};
  let skippedRows = 0;
  const entries = readCsv<ListEntry>(
    body,
    options,
    {
      missing: (firstRow) => noNameColumn(NAME_COLUMNS, firstRow),
      accept: (headers) => {
        const name = findColumn(headers, NAME_COLUMNS);
        if (name < 0) return false;
        const at = (n: string) => findColumn(headers, [n]);
        col = {
          name,
          id: at("id"),
          schema: at("schema"),
          aliases: at("aliases"),
          countries: at("countries"),
          identifiers: at("identifiers"),
          sanctions: at("sanctions"),
          dataset: at("dataset"),
          firstSeen: at("first_seen"),
        };
        return true;
      },
    },
    (row, line) => {
      const cell = (key: string) => (col[key]! >= 0 ? row[col[key]!] : undefined);
      const name = cell("name")?.trim();
      if (!name || NOT_A_PARTY.has((cell("schema") ?? "").toLowerCase())) {
        skippedRows++;
        return null;
      }
      const countries = splitList(cell("countries"))
        .map(countryOrText)
        .filter((c): c is string => Boolean(c));
      const identifiers = splitList(cell("identifiers"));
      const reason = splitList(cell("sanctions")).join("; ").slice(0, MAX_REASON);
      const from = parseListDate(cell("firstSeen"));
      return {
        entryId: cell("id")?.trim() || `os-line-${line}`,
        name,
        aliases: splitList(cell("aliases")).filter((a) => a !== name),
        ...(countries.length ? { country: countries[0], countries } : {}),
        ...(identifiers.length ? { registrationNumbers: identifiers } : {}),
        ...(from ? { from } : {}),
        ...(reason ? { reason } : {}),
        ...(cell("dataset")?.trim() ? { program: cell("dataset")!.trim() } : {}),
        source: "opensanctions",
      };
    },
  );
  return { source: "opensanctions", entries, skippedRows };
}

/** OpenSanctions in either of its target exports: FtM JSON lines (a "{" first) or targets.simple.csv. */
export function parseOpenSanctions(text: string, options: ParseOptions = {}): ParsedList {
  const start = text.replace(/^\uFEFF/, "").trimStart();
  if (!start.startsWith("{")) return parseOpenSanctionsSimple(text, options);
  const body = checkInput(text, "json", options);
  return parseOpenSanctionsFtm(body, options);
}
