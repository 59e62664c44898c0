import { countryOrText } from "../countries";
import { parseEndDate, parseListDate } from "../dates";
import type { ListEntry, ParseOptions, ParsedList } from "../types";
import { checkInput, findColumn, noNameColumn, readCsv, splitList } from "./input";

// The organisation's own list, kept in a spreadsheet: a name column is required, the rest is optional and read
// under the headers people actually write.
const COLUMNS = {
  name: [
    "name",
    "firm",
    "firm name",
    "company",
    "company name",
    "entity",
    "entity name",
    "supplier",
    "supplier name",
    "bidder",
    "bidder name",
    "organisation",
    "organization",
  ],
  id: ["id", "reference", "ref", "entry id"],
  aliases: ["aliases", "alias", "aka", "also known as", "other names"],
  country: ["country", "country code", "nationality"],
  registration: [
    "registration number",
    "registration no",
    "registration",
    "reg no",
    "reg number",
    "company number",
    "tax id",
    "tin",
    "identifier",
    "registration numbers",
  ],
  from: ["from", "from date", "start", "start date", "debarred from", "debarment start", "listed on"],
  to: ["to", "to date", "end", "end date", "until", "debarred until", "debarment end"],
  reason: ["reason", "grounds", "notes", "comment"],
} as const;

export function parseCustomCsv(text: string, options: ParseOptions = {}): ParsedList {
  const body = checkInput(text, "csv", options);
  let col: Record<keyof typeof COLUMNS, number> | undefined;
  let skippedRows = 0;
  const entries = readCsv<ListEntry>(
    body,
    options,
    {
      missing: (firstRow) => noNameColumn(["name", "firm", "company", "entity"], firstRow),
      accept: (headers) => {
        const name = findColumn(headers, COLUMNS.name);
        if (name < 0) return false;
        const at = (key: keyof typeof COLUMNS) => findColumn(headers, COLUMNS[key]);
        col = {
          name,
          id: at("id"),
          aliases: at("aliases"),
          country: at("country"),
          registration: at("registration"),
          from: at("from"),
          to: at("to"),
          reason: at("reason"),
        };
        return true;
      },
    },
    (row, line) => {
      const cell = (key: keyof typeof COLUMNS) => (col![key] >= 0 ? row[col![key]] : undefined);
      const name = cell("name")?.trim();
      if (!name) {
        skippedRows++;
        return null;
      }
      const country = countryOrText(cell("country"));
      const registrationNumbers = splitList(cell("registration"), /[;|]/);
      const from = parseListDate(cell("from"));
      // An empty "to" in the org's own list means the debarment has no end; a missing column says nothing.
      const to = col!.to >= 0 ? (parseEndDate(cell("to")) ?? null) : undefined;
      return {
        entryId: cell("id")?.trim() || `custom-line-${line}`,
        name,
        aliases: splitList(cell("aliases"), /[;|]/).filter((a) => a !== name),
        ...(country ? { country, countries: [country] } : {}),
        ...(registrationNumbers.length ? { registrationNumbers } : {}),
        ...(from ? { from } : {}),
        ...(to !== undefined ? { to } : {}),
        ...(cell("reason")?.trim() ? { reason: cell("reason")!.trim() } : {}),
        source: "custom",
      };
    },
  );
  return { source: "custom", entries, skippedRows };
}
