import { XMLParser, XMLValidator } from "fast-xml-parser";
import { countryOrText } from "../countries";
import { parseListDate } from "../dates";
import { ScreeningListError } from "../errors";
import type { ListEntry, ParseOptions, ParsedList } from "../types";
import { DEFAULT_MAX_ENTRIES, checkInput, tooMany } from "./input";

// The UN Security Council consolidated list (consolidated.xml):
// CONSOLIDATED_LIST[@dateGenerated] > INDIVIDUALS > INDIVIDUAL (FIRST_NAME..FOURTH_NAME, NAME_ORIGINAL_SCRIPT,
// INDIVIDUAL_ALIAS/ALIAS_NAME, NATIONALITY/VALUE, REFERENCE_NUMBER, LISTED_ON, UN_LIST_TYPE, COMMENTS1) and
// ENTITIES > ENTITY (FIRST_NAME is the entity's name, ENTITY_ALIAS/ALIAS_NAME, ENTITY_ADDRESS/COUNTRY).

// Elements that repeat in the real file; read as arrays even when a record has just one.
const REPEATED = new Set([
  "INDIVIDUAL",
  "ENTITY",
  "INDIVIDUAL_ALIAS",
  "ENTITY_ALIAS",
  "NATIONALITY",
  "VALUE",
  "INDIVIDUAL_ADDRESS",
  "ENTITY_ADDRESS",
]);
const MAX_REASON = 500;

type Node = Record<string, unknown>;

function text(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "object") return text((value as Node)["#text"]);
  return String(value).trim();
}

function list(value: unknown): Node[] {
  if (value === undefined || value === null || value === "") return [];
  return (Array.isArray(value) ? value : [value]).filter(
    (v): v is Node => typeof v === "object" && v !== null,
  );
}

/** The text of an element that may repeat (NATIONALITY/VALUE). */
function texts(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  return (Array.isArray(value) ? value : [value]).map(text);
}

function unique(values: string[]): string[] {
  return [...new Set(values.filter(Boolean))];
}

function common(node: Node, name: string, aliasTag: string, countries: string[], index: number): ListEntry {
  const aliases = list(node[aliasTag]).map((a) => text(a.ALIAS_NAME));
  const original = text(node.NAME_ORIGINAL_SCRIPT);
  const from = parseListDate(text(node.LISTED_ON));
  const reason = text(node.COMMENTS1).slice(0, MAX_REASON);
  const program = text(node.UN_LIST_TYPE);
  const codes = unique(countries.map((c) => countryOrText(c) ?? ""));
  return {
    entryId: text(node.REFERENCE_NUMBER) || text(node.DATAID) || `un-${index + 1}`,
    name,
    aliases: unique([...aliases, original]).filter((a) => a !== name),
    ...(codes.length ? { country: codes[0], countries: codes } : {}),
    ...(from ? { from } : {}),
    ...(reason ? { reason } : {}),
    ...(program ? { program } : {}),
    source: "un",
  };
}

export function parseUnConsolidatedXml(xml: string, options: ParseOptions = {}): ParsedList {
  const body = checkInput(xml, "xml", options);
  // The real list declares no entities; a file that does is not the UN list and may be an expansion attack.
  // The whole text is searched: a DOCTYPE may follow any amount of comment, and without one no entity exists.
  if (/<!(ENTITY|DOCTYPE)/i.test(body))
    throw new ScreeningListError(
      "wrong_format",
      "This XML has a DOCTYPE or declares entities; the UN consolidated list does neither.",
    );
  const valid = XMLValidator.validate(body);
  if (valid !== true)
    throw new ScreeningListError(
      "malformed",
      `The XML file could not be read: ${valid.err.msg} (line ${valid.err.line}).`,
    );
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@",
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    isArray: (tagName) => REPEATED.has(tagName),
  });
  const root = (parser.parse(body) as Node).CONSOLIDATED_LIST as Node | undefined;
  if (!root || typeof root !== "object")
    throw new ScreeningListError(
      "wrong_format",
      "This XML is not the UN consolidated list: no CONSOLIDATED_LIST element.",
    );
  const individuals = list((root.INDIVIDUALS as Node | undefined)?.INDIVIDUAL);
  const entities = list((root.ENTITIES as Node | undefined)?.ENTITY);
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  if (individuals.length + entities.length > maxEntries) throw tooMany(maxEntries);

  const entries: ListEntry[] = [];
  let skippedRows = 0;
  individuals.forEach((node, i) => {
    const name = ["FIRST_NAME", "SECOND_NAME", "THIRD_NAME", "FOURTH_NAME"]
      .map((k) => text(node[k]))
      .filter(Boolean)
      .join(" ");
    if (!name) return void skippedRows++;
    const nationalities = list(node.NATIONALITY).flatMap((n) => texts(n.VALUE));
    entries.push(common(node, name, "INDIVIDUAL_ALIAS", nationalities, i));
  });
  entities.forEach((node, i) => {
    const name = text(node.FIRST_NAME);
    if (!name) return void skippedRows++;
    const countries = list(node.ENTITY_ADDRESS).map((a) => text(a.COUNTRY));
    entries.push(common(node, name, "ENTITY_ALIAS", countries, individuals.length + i));
  });
  const listDate = parseListDate(text(root["@dateGenerated"]));
  return { source: "un", entries, skippedRows, ...(listDate ? { listDate } : {}) };
}
