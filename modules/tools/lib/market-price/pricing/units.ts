/**
 * Units of measure as bills of quantities and price lists write them ("m3", "m²", "Lm", "No.", "tonnes",
 * "bags"), read to a canonical base unit and a factor, so that rates quoted per different units compare:
 * a rate per tonne is a rate per 1,000 kg, so it converts to a rate per kg by dividing by 1,000 (a rate goes the
 * inverse way of a quantity). Pure.
 *
 * What does not convert, on purpose:
 * - lump sums ("Sum", "LS", "Lump sum", "PS"): a price for a whole, not per unit, so never comparable;
 * - bags: a bag of cement is usually 50 kg but not always (25 kg bags of lime, 40 kg of gypsum), and a
 *   description rarely says, so a rate per bag only compares with other rates per bag;
 * - time units (day, week, month, hour): a month of site office is not 30 days of it in a priced bill;
 * - packaging (set, pair, lot, box, roll, drum...): each is its own base; "set" is not "each".
 */

/** The base unit rates are compared in. */
export type BaseUnit = string;

export type UnitReading =
  | {
      comparable: true;
      base: BaseUnit;
      /** Base units in one written unit: "tonne" -> 1000 (kg). */ factor: number;
    }
  | { comparable: false; reason: "lump sum" | "unknown unit" | "no unit" };

type Definition = { base: BaseUnit; factor: number; spellings: readonly string[] };

const DEFINITIONS: readonly Definition[] = [
  {
    base: "m2",
    factor: 1,
    spellings: [
      "m2",
      "sqm",
      "sq m",
      "sq metre",
      "sq meter",
      "square metre",
      "square meter",
      "square metres",
      "square meters",
      "sm",
      "m sq",
    ],
  },
  { base: "m2", factor: 10_000, spellings: ["ha", "hectare", "hectares"] },
  {
    base: "m3",
    factor: 1,
    spellings: ["m3", "cum", "cu m", "cubic metre", "cubic meter", "cubic metres", "cubic meters"],
  },
  {
    base: "m",
    factor: 1,
    spellings: [
      "m",
      "lm",
      "l m",
      "m1",
      "rm",
      "r m",
      "metre",
      "meter",
      "metres",
      "meters",
      "linear metre",
      "linear meter",
      "running metre",
      "running meter",
      "run m",
      "lin m",
    ],
  },
  { base: "m", factor: 1000, spellings: ["km", "kilometre", "kilometer", "kilometres", "kilometers"] },
  { base: "kg", factor: 1, spellings: ["kg", "kgs", "kilogram", "kilograms", "kilo", "kilos"] },
  {
    base: "kg",
    factor: 1000,
    spellings: ["t", "ton", "tons", "tonne", "tonnes", "mt", "metric ton", "metric tonne"],
  },
  {
    base: "each",
    factor: 1,
    spellings: [
      "no",
      "nr",
      "nos",
      "number",
      "each",
      "ea",
      "pc",
      "pcs",
      "piece",
      "pieces",
      "item",
      "items",
      "unit",
      "units",
    ],
  },
  { base: "l", factor: 1, spellings: ["l", "lt", "ltr", "ltrs", "litre", "litres", "liter", "liters"] },
  { base: "bag", factor: 1, spellings: ["bag", "bags"] },
  { base: "day", factor: 1, spellings: ["day", "days"] },
  { base: "week", factor: 1, spellings: ["week", "weeks", "wk"] },
  { base: "month", factor: 1, spellings: ["month", "months", "mth", "mths"] },
  { base: "hour", factor: 1, spellings: ["hr", "hrs", "hour", "hours"] },
  { base: "set", factor: 1, spellings: ["set", "sets"] },
  { base: "pair", factor: 1, spellings: ["pair", "pairs"] },
  { base: "trip", factor: 1, spellings: ["trip", "trips"] },
  { base: "ream", factor: 1, spellings: ["ream", "reams"] },
  { base: "box", factor: 1, spellings: ["box", "boxes"] },
  { base: "carton", factor: 1, spellings: ["carton", "cartons", "ctn"] },
  { base: "packet", factor: 1, spellings: ["pkt", "pkts", "packet", "packets"] },
  { base: "roll", factor: 1, spellings: ["roll", "rolls"] },
  { base: "drum", factor: 1, spellings: ["drum", "drums"] },
  { base: "kit", factor: 1, spellings: ["kit", "kits"] },
  { base: "lot", factor: 1, spellings: ["lot", "lots"] },
];

const LUMP_SUMS = new Set([
  "sum",
  "ls",
  "l s",
  "lump sum",
  "lumpsum",
  "ps",
  "p s",
  "pc sum",
  "prov sum",
  "provisional sum",
]);

/** "Sq. m" -> "sq m", "m²" -> "m2", "No." -> "no", "L.S." -> "l s", "Cu.M" -> "cu m". */
export function unitKey(unit: string): string {
  return unit
    .normalize("NFKC")
    .toLowerCase()
    .replace(/²/g, "2")
    .replace(/³/g, "3")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

const BY_SPELLING = new Map<string, { base: BaseUnit; factor: number }>(
  DEFINITIONS.flatMap((definition) =>
    definition.spellings.map(
      (spelling) => [spelling, { base: definition.base, factor: definition.factor }] as const,
    ),
  ),
);

/** The base and factor of a written unit; lump sums, blanks and unknown words are not comparable. */
export function readUnit(unit: string): UnitReading {
  const key = unitKey(unit);
  if (!key) return { comparable: false, reason: "no unit" };
  if (LUMP_SUMS.has(key)) return { comparable: false, reason: "lump sum" };
  // "m 2" and "m 3" are what "m²" and "m³" become when a PDF drops the superscript onto the baseline.
  const found = BY_SPELLING.get(key) ?? BY_SPELLING.get(key.replace(/ (?=[23]$)/, ""));
  return found ? { comparable: true, ...found } : { comparable: false, reason: "unknown unit" };
}

export type UnitBasis = { base: BaseUnit; factor: number };

/**
 * What a rate can be compared on: a known unit's base and factor; an unknown unit compares only with the same
 * spelling ("?gal" with "gal") and a missing unit only with other rates without a unit ("?"), since a price list
 * that names no unit still prices one thing per line. Null for a lump sum: it never compares.
 */
export function unitBasis(unit: string): UnitBasis | null {
  const reading = readUnit(unit);
  if (reading.comparable) return { base: reading.base, factor: reading.factor };
  if (reading.reason === "lump sum") return null;
  return { base: `?${unitKey(unit)}`, factor: 1 };
}

/** A rate per written unit as a rate per base unit: KES 1,000 per tonne is KES 1 per kg. */
export function ratePerBase(rate: number, reading: UnitBasis): number {
  return rate / reading.factor;
}

/** A rate per base unit back in a written unit (to show a reference median in the subject line's unit). */
export function rateInUnit(ratePerBaseUnit: number, reading: UnitBasis): number {
  return ratePerBaseUnit * reading.factor;
}

/** How a base unit is shown: "m²", "m³", "m", "kg", "each", "l", "bag"; an unknown one as written. */
export function showBase(base: BaseUnit): string {
  if (base === "?") return "no unit";
  if (base.startsWith("?")) return base.slice(1);
  return base === "m2" ? "m²" : base === "m3" ? "m³" : base;
}
