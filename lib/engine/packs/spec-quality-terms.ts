/**
 * The data of the specification-quality review: brand names, vague terms, restrictive requirements and
 * dimension words with their units. Extend a list to teach the review a new case; tests iterate every entry.
 */

/**
 * Brand and product names that point to one manufacturer (matched case-sensitively, whole words). Names that are
 * also ordinary words at the start of a sentence ("Windows", "Sharp", "Carrier", "HP" for horsepower) are left out.
 */
export const SPEC_BRANDS = [
  "Caterpillar", "Komatsu", "Toyota", "Land Cruiser", "Hilux", "Nissan", "Mitsubishi", "Isuzu", "Hyundai", "Mercedes-Benz",
  "Land Rover", "Volvo", "Scania", "Ford", "Honda", "Yamaha", "Suzuki", "Kubota", "John Deere", "Massey Ferguson", "JCB",
  "Cummins", "Perkins", "Microsoft", "Microsoft Office", "Microsoft Windows", "Cisco", "Juniper", "Fortinet", "Ubiquiti",
  "Dell", "Hewlett-Packard", "LaserJet", "Lenovo", "ThinkPad", "Apple", "iPhone", "iPad", "MacBook", "Samsung", "Intel",
  "AMD Ryzen", "Oracle", "SAP", "Adobe", "AutoCAD", "Autodesk", "Siemens", "Philips", "Schneider Electric", "ABB",
  "Legrand", "Eaton", "APC", "Vertiv", "Canon", "Epson", "Xerox", "Ricoh", "Kyocera", "Panasonic", "Sony", "LG", "Huawei",
  "Motorola", "Hilti", "Bosch", "Makita", "3M", "Grundfos", "Daikin", "Otis", "Schindler", "KONE", "Mindray", "Olympus", "Zeiss",
] as const;

/** Markers of a brand or a model even when the name is not in the list. */
export const BRAND_MARKERS: readonly RegExp[] = [
  /[®™]/,
  /\bbrand(?:\s+names?)?\b(?!\s*-?\s*new)\s*[:(]?/i,
  /\bmake\s*(?::|\/\s*model|and\s+model)/i,
  /\bmodel\s+(?:no\b\.?|number|nr\b\.?)/i,
  /\bpart\s+(?:no\b\.?|number)/i,
];

/** Wording that makes an alternative acceptable: "or equivalent", "or equal", "equivalent or better". */
export const OR_EQUIVALENT = /\bor\s+(?:an?\s+)?(?:approved\s+)?(?:equivalent|equal)\b|\bequivalent\s+or\s+(?:better|superior)\b|\bor\s+similar\s+approved\b/i;

/** Vague or unmeasurable terms: a requirement using them cannot be tested at delivery or evaluation. */
export const VAGUE_TERMS = [
  "high quality", "good quality", "best quality", "top quality", "superior quality", "first class", "world class",
  "state of the art", "user friendly", "easy to use", "adequate", "adequately", "sufficient", "as required", "as necessary",
  "as appropriate", "where necessary", "if necessary", "where applicable", "etc", "and so on", "best", "robust", "reliable",
  "durable", "sturdy", "heavy duty", "modern", "latest", "efficient", "suitable", "appropriate", "reasonable", "optimal",
  "minimal", "approximately",
] as const;

export type RestrictiveRule = { id: string; name: string; pattern: RegExp; severity: "medium" | "low"; recommendation: string };

/** Requirements that restrict competition without a stated need. Experience is checked by EXPERIENCE_YEARS below. */
export const RESTRICTIVE_RULES: readonly RestrictiveRule[] = [
  {
    id: "origin",
    name: "Single country of origin",
    pattern: /\b(?:[Mm]ade|[Mm]anufactured|[Pp]roduced|[Aa]ssembled|[Oo]riginating)\s+(?:only\s+|exclusively\s+)?in\s+(?:the\s+)?[A-Z][A-Za-z]+|\bof\s+(?!any\b|eligible\b|the\b)[A-Z][a-z]+\s+origin\b/,
    severity: "medium",
    recommendation: "Accept goods from any eligible country; state the performance needed instead of the origin.",
  },
  {
    id: "proprietary",
    name: "Proprietary or sole-source requirement",
    pattern: /\bproprietary\b|\bcompatible\s+only\s+with\b|\b(?:must|shall)\s+be\s+compatible\s+with\s+(?:the\s+)?existing\b|\bonly\s+(?:genuine|original)\s+(?:parts|spares)\b|\bsole\s+(?:source|supplier|distributor)\b|\bexclusive(?:ly)?\s+(?:distributor|dealer|agent)\b/i,
    severity: "medium",
    recommendation: "Describe the interfaces or standards required, so that any compatible product qualifies.",
  },
  {
    id: "national-standard",
    name: "National standard without 'or equivalent'",
    pattern: /\b(?:BS|DIN|ANSI|JIS|GOST|NF|SABS|KEBS|UNBS|KS|UNI)\s?(?:EN\s?)?\d{2,5}\b/,
    severity: "low",
    recommendation: "Add 'or equivalent' after the national standard, or cite the international (ISO/IEC) standard.",
  },
  {
    id: "prior-supply",
    name: "Prior supply to a named entity",
    pattern: /\b(?:[Mm]ust|[Ss]hall|[Ss]hould)\s+have\s+(?:previously\s+|already\s+)?(?:supplied|delivered|provided|installed|worked\s+(?:for|with)|executed)\b[^.]{0,60}?\b(?:to|for|with)\s+(?:the\s+)?(?:[A-Z][a-z]|this\s+(?:ministry|entity|organi[sz]ation|agency|department|institution))/,
    severity: "medium",
    recommendation: "Ask for similar experience with any client, not with a named entity.",
  },
];

/** Experience requirements above this many years are unusual and narrow the field. */
export const MAX_REASONABLE_EXPERIENCE_YEARS = 10;
export const EXPERIENCE_YEARS = /\(?\b(\d{1,2})\)?\s*\+?\s*years?\s+(?:of\s+)?(?:[a-z-]+\s+){0,3}experience\b|\bexperience\s+of\s+(?:at\s+least\s+|not\s+less\s+than\s+|a\s+minimum\s+of\s+|minimum\s+(?:of\s+)?)?(?:[a-z-]+\s+)?\(?(\d{1,2})\)?\s*\+?\s*years?\b/i;

/** Words that introduce a measurable quantity, which then needs a unit. */
export const DIMENSION_WORDS = [
  "weight", "mass", "length", "width", "height", "depth", "thickness", "diameter", "area", "volume", "capacity", "voltage",
  "power", "current", "pressure", "temperature", "speed", "frequency", "load", "output", "flow", "flow rate", "torque",
  "resistance", "size", "range", "distance", "consumption", "memory", "storage", "brightness", "noise",
] as const;

/** Units (and counted nouns) accepted after a number; matched case-insensitively as whole words. */
export const UNITS = [
  "kilograms?", "grams?", "millimet(?:re|er)s?", "centimet(?:re|er)s?", "kilomet(?:re|er)s?", "met(?:re|er)s?", "volts?", "kilowatts?",
  "watts?", "amps?", "amperes?", "hertz", "kg", "g", "mg", "t", "tonnes?", "tons?", "lbs?", "mm", "cm", "m", "km", "in", "inch(?:es)?", "ft", "feet", "foot", "yards?",
  "l", "litres?", "liters?", "ml", "m3", "m²", "m2", "m³", "cm2", "cm3", "sq\\.?\\s?m", "ha", "hectares?", "v", "kv", "mv", "vac", "vdc",
  "w", "kw", "mw", "kwh", "wh", "va", "kva", "hp", "bhp", "a", "ma", "ah", "mah", "bar", "psi", "pa", "kpa", "mpa", "nm",
  "°\\s?c", "°\\s?f", "deg(?:rees?)?(?:\\s+(?:celsius|c|f))?", "celsius", "k", "hz", "khz", "mhz", "ghz", "rpm", "km/h", "kph", "mph", "m/s",
  "l/s", "l/min", "l/h", "m3/h", "%", "percent", "per\\s?cent", "gb", "tb", "mb", "kb", "gbps", "mbps", "db", "dba", "lux", "lumens?", "lm", "nits?",
  "cd/m2", "btu", "ohms?", "Ω", "seconds?", "secs?", "s", "minutes?", "mins?", "hours?", "hrs?", "h", "days?", "weeks?", "months?", "years?",
  "seats?", "persons?", "people", "passengers?", "users?", "pages?", "ppm", "copies", "sheets?", "ports?", "cores?", "channels?",
  "cylinders?", "doors?", "wheels?", "pieces?", "pcs", "units?", "items?", "rolls?", "bags?", "bottles?", "beds?", "rooms?", "x",
] as const;
