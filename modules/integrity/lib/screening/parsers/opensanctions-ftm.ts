import { countryOrText } from "../countries";
import { parseListDate } from "../dates";
import { ScreeningListError } from "../errors";
import type { ListEntry, ParseOptions, ParsedList } from "../types";
import { DEFAULT_MAX_ENTRIES, tooMany } from "./input";

// OpenSanctions' FollowTheMoney exports, one JSON entity per line: entities.ftm.json (sanctions, addresses and
// the like are entities of their own: a Sanction names its target in `properties.entity`) and
// targets.nested.json (the target's sanctions nested in `properties.sanctions`). Each line:
// { id, schema, caption, target, datasets, first_seen, properties: { name, alias, country, registrationNumber,
//   ... } }; a Sanction's properties: entity, program, reason, startDate, endDate, listingDate.

const PARTIES = new Set(["Person", "Company", "Organization", "LegalEntity", "PublicBody"]);
const MAX_REASON = 500;

type Entity = {
  id?: unknown;
  schema?: unknown;
  caption?: unknown;
  target?: unknown;
  datasets?: unknown;
  first_seen?: unknown;
  properties?: Record<string, unknown>;
};

const strings = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((v): v is string => typeof v === "string" && v.trim() !== "").map((v) => v.trim())
    : [];

const prop = (entity: Entity, key: string) => strings(entity.properties?.[key]);

/** A Sanction entity's dates and words, kept until its target is met. */
type Sanction = { start?: string; end?: string; program?: string; reason?: string };

function sanctionOf(entity: Entity): Sanction {
  const start = [...prop(entity, "startDate"), ...prop(entity, "listingDate")]
    .map((d) => parseListDate(d))
    .filter(Boolean)
    .sort()[0];
  const end = prop(entity, "endDate")
    .map((d) => parseListDate(d))
    .filter(Boolean)
    .sort()
    .pop();
  return {
    ...(start ? { start } : {}),
    ...(end ? { end } : {}),
    ...(prop(entity, "program")[0] ? { program: prop(entity, "program")[0] } : {}),
    ...(prop(entity, "reason")[0] ? { reason: prop(entity, "reason")[0] } : {}),
  };
}

function readLine(line: string, number: number): Entity {
  try {
    const value = JSON.parse(line) as unknown;
    if (typeof value === "object" && value !== null && !Array.isArray(value)) return value as Entity;
  } catch {
    // Reported below with the line number.
  }
  throw new ScreeningListError("malformed", `Line ${number} of the OpenSanctions file is not a JSON entity.`);
}

function entryOf(entity: Entity, sanctions: Sanction[]): ListEntry | null {
  const names = prop(entity, "name");
  const name = names[0] ?? (typeof entity.caption === "string" ? entity.caption.trim() : "");
  if (!name) return null;
  const countries = [
    ...new Set(
      [...prop(entity, "country"), ...prop(entity, "nationality"), ...prop(entity, "jurisdiction")]
        .map((c) => countryOrText(c))
        .filter((c): c is string => Boolean(c)),
    ),
  ];
  const registrationNumbers = [
    ...new Set([
      ...prop(entity, "registrationNumber"),
      ...prop(entity, "taxNumber"),
      ...prop(entity, "innCode"),
      ...prop(entity, "ogrnCode"),
    ]),
  ];
  const starts = sanctions.map((s) => s.start).filter((d): d is string => Boolean(d));
  const from =
    starts.sort()[0] ??
    (typeof entity.first_seen === "string" ? parseListDate(entity.first_seen) : undefined);
  // Listed until the last of its sanctions ends; one sanction without an end keeps it listed.
  const ended = sanctions.length > 0 && sanctions.every((s) => s.end);
  const to = ended
    ? sanctions
        .map((s) => s.end!)
        .sort()
        .pop()
    : undefined;
  const reason = [...new Set(sanctions.map((s) => s.reason ?? s.program).filter(Boolean))]
    .join("; ")
    .slice(0, MAX_REASON);
  const program = strings(entity.datasets).join(";");
  return {
    entryId: typeof entity.id === "string" ? entity.id : name,
    name,
    aliases: [
      ...new Set([...names.slice(1), ...prop(entity, "alias"), ...prop(entity, "previousName")]),
    ].filter((a) => a !== name),
    ...(countries.length ? { country: countries[0], countries } : {}),
    ...(registrationNumbers.length ? { registrationNumbers } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(reason ? { reason } : {}),
    ...(program ? { program } : {}),
    source: "opensanctions",
  };
}

/** Reads FtM JSON lines: the targets (people, companies, organisations) with the dates of their sanctions. */
export function parseOpenSanctionsFtm(body: string, options: ParseOptions = {}): ParsedList {
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const targets: Entity[] = [];
  const sanctionsOf = new Map<string, Sanction[]>();
  let skippedRows = 0;
  body.split(/\r?\n/).forEach((line, index) => {
    if (!line.trim()) return;
    const entity = readLine(line, index + 1);
    if (entity.schema === "Sanction") {
      for (const target of prop(entity, "entity"))
        sanctionsOf.set(target, [...(sanctionsOf.get(target) ?? []), sanctionOf(entity)]);
      return;
    }
    if (!PARTIES.has(String(entity.schema)) || entity.target === false) {
      if (entity.target !== false) skippedRows++;
      return;
    }
    if (targets.length >= maxEntries) throw tooMany(maxEntries);
    targets.push(entity);
  });
  const entries: ListEntry[] = [];
  for (const entity of targets) {
    // Nested sanctions (targets.nested.json) or Sanction entities that name this one (entities.ftm.json).
    const nested = (Array.isArray(entity.properties?.sanctions) ? entity.properties.sanctions : [])
      .filter((s): s is Entity => typeof s === "object" && s !== null)
      .map(sanctionOf);
    const linked = typeof entity.id === "string" ? (sanctionsOf.get(entity.id) ?? []) : [];
    const entry = entryOf(entity, [...nested, ...linked]);
    if (entry) entries.push(entry);
    else skippedRows++;
  }
  return { source: "opensanctions", entries, skippedRows };
}
