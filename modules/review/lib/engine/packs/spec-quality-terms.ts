/**
 * The data of the specification-quality review: brand names, vague terms, restrictive requirements and
 * dimension words with their units. Extend a list to teach the review a new case; tests iterate every entry.
 */

/**
 * Brand and product names that point to one manufacturer (matched case-sensitively, whole words). Names that are
 * also ordinary words at the start of a sentence ("Windows", "Sharp", "Carrier", "HP" for horsepower) are left out.
 */
export const SPEC_BRANDS = [
  "Caterpillar",
  "Komatsu",
  "Toyota",
  "Land Cruiser",
  "Hilux",
  "Nissan",
  "Mitsubishi",
  "Isuzu",
  "Hyundai",
  "Mercedes-Benz",
  "Land Rover",
  "Volvo",
  "Scania",
  "Ford",
  "Honda",
  "Yamaha",
  "Suzuki",
  "Kubota",
  "John Deere",
  "Massey Ferguson",
  "JCB",
  "Cummins",
  "Perkins",
  "Microsoft",
  "Microsoft Office",
  "Microsoft Windows",
  "Cisco",
  "Juniper",
  "Fortinet",
  "Ubiquiti",
  "Dell",
  "Hewlett-Packard",
  "LaserJet",
  "Lenovo",
  "ThinkPad",
  "IdeaPad",
  "EliteBook",
  "ProBook",
  "OptiPlex",
  "Inspiron",
  "Apple",
  "iPhone",
  "iPad",
  "MacBook",
  "Samsung",
  "Intel",
  "AMD Ryzen",
  "Oracle",
  "SAP",
  "Adobe",
  "AutoCAD",
  "Autodesk",
  "Siemens",
  "Philips",
  "Schneider Electric",
  "ABB",
  "Legrand",
  "Eaton",
  "APC",
  "Vertiv",
  "Canon",
  "Epson",
  "Xerox",
  "Ricoh",
  "Kyocera",
  "Panasonic",
  "Sony",
  "LG",
  "Huawei",
  "Motorola",
  "Hilti",
  "Bosch",
  "Makita",
  "3M",
  "Grundfos",
  "Daikin",
  "Otis",
  "Schindler",
  "KONE",
  "Mindray",
  "Olympus",
  "Zeiss",
] as const;

/**
 * Marks of standards, interfaces and certification schemes: a requirement naming them names a standard any maker
 * can meet, not a supplier's brand, even with ® or ™ (Wi-Fi®, Bluetooth®, PCIe®, DisplayPort™, USB Type-C®,
 * Thunderbolt™, ENERGY STAR®). Compared case-insensitively with the word before the mark.
 */
export const STANDARD_MARKS = [
  "Wi-Fi",
  "WiFi",
  "Wi-Fi Direct",
  "Bluetooth",
  "PCIe",
  "PCI",
  "PCI Express",
  "NVMe",
  "DisplayPort",
  "HDMI",
  "USB",
  "Type-C",
  "USB Type-C",
  "SuperSpeed",
  "Thunderbolt",
  "Energy Star",
  "Star",
  "EPEAT",
  "TCO",
  "ISO",
  "IEC",
  "IEEE",
  "TPM",
  "Ethernet",
  "LTE",
  "Qi",
  "NFC",
  "SD",
  "microSD",
  "HDCP",
  "DDR4",
  "DDR5",
] as const;

const STANDARD_WORDS: ReadonlySet<string> = new Set(STANDARD_MARKS.map((mark) => mark.toLowerCase()));

/** Whether a word (marks and spaces around it dropped) is a standard's mark rather than a maker's brand. */
export function isStandardMark(word: string): boolean {
  return STANDARD_WORDS.has(word.replace(/[®™]/g, "").trim().replace(/\s+/g, " ").toLowerCase());
}

// A trademarked word is at most 41 characters: an unbounded [\w-]* is tried from every letter of "A-A-A-…".
const TRADEMARK = /\b[A-Z][\w-]{0,40}\s?[®™]/g;

/** The trademarked words of a text that are a maker's, not a standard's: "Intel®", "Core™", not "Wi-Fi®". */
export function makerTrademarks(text: string): RegExpExecArray[] {
  return [...text.matchAll(TRADEMARK)].filter((match) => !isStandardMark(match[0]));
}

/** Markers of a brand or a model even when the name is not in the list (a maker's ® or ™ is checked apart). */
export const BRAND_MARKERS: readonly RegExp[] = [
  /\b(?!microSD)[a-z][\w-]{0,40}\s?[®™]/,
  /\bbrand(?:\s+names?)?\b(?!\s*-?\s*new)\s*[:(]?/i,
  /\bmake\s*(?::|\/\s*model|and\s+model)/i,
  /\bmodel\s+(?:no\b\.?|number|nr\b\.?)/i,
  /\bpart\s+(?:no\b\.?|number)/i,
];

/** Wording that makes an alternative acceptable: "or equivalent", "or equal", "equivalent or better". */
export const OR_EQUIVALENT =
  /\bor\s+(?:an?\s+)?(?:approved\s+)?(?:equivalent|equal)\b|\bequivalent\s+or\s+(?:better|superior)\b|\bor\s+similar\s+approved\b/i;

/** Vague or unmeasurable terms: a requirement using them cannot be tested at delivery or evaluation. */
export const VAGUE_TERMS = [
  "high quality",
  "good quality",
  "best quality",
  "top quality",
  "superior quality",
  "first class",
  "world class",
  "state of the art",
  "user friendly",
  "easy to use",
  "adequate",
  "adequately",
  "sufficient",
  "as required",
  "as necessary",
  "as appropriate",
  "where necessary",
  "if necessary",
  "where applicable",
  "etc",
  "and so on",
  "best",
  "robust",
  "reliable",
  "durable",
  "sturdy",
  "heavy duty",
  "modern",
  "latest",
  "efficient",
  "suitable",
  "appropriate",
  "reasonable",
  "optimal",
  "minimal",
  "approximately",
  "good",
  "fast",
  "high performance",
  "sufficiently",
  "properly",
] as const;

/**
 * Time that cannot be measured: a delivery or response "as soon as possible" cannot be enforced or compared.
 * Reported with the vague terms, with a recommendation to state a period.
 */
export const UNMEASURABLE_TIME_TERMS = [
  "as soon as possible",
  "ASAP",
  "promptly",
  "in good time",
  "timely",
  "in a timely manner",
  "without undue delay",
  "at the earliest",
  "at the earliest opportunity",
] as const;

/** Fixed phrases holding a vague word that are not a requirement of the goods: "in good faith", "good standing". */
export const NOT_VAGUE =
  /^(?:good\s+(?:faith|standing|title|repute)|best\s+(?:evaluated|practices?)|reasonable\s+(?:time|notice))/i;

/**
 * A measure in the same sentence makes a vague word harmless: "good battery life of at least 8 hours", "in good
 * condition as defined in clause 4.2", "fast charging (50% in 30 minutes)". A number with a unit, a bound with a
 * number, or a reference to the clause, annex or standard that defines it.
 */
export function givesMeasure(sentence: string): boolean {
  return MEASURE_REFERENCE.test(sentence) || MEASURE_BOUND.test(sentence) || NUMBER_WITH_UNIT.test(sentence);
}
const MEASURE_REFERENCE =
  /\b(?:as\s+(?:defined|specified|described|set\s+out)\s+in|in\s+accordance\s+with|conforming\s+to|complying\s+with|compliant\s+with|as\s+per|tested\s+to)\s+(?:the\s+)?(?:clause|section|annex|appendix|schedule|table|paragraph|standard|ISO|IEC|EN|KS|BS|ASTM|ANSI|KEBS|\d)/i;
const MEASURE_BOUND =
  /\b(?:at\s+least|not\s+less\s+than|no\s+less\s+than|minimum\s+(?:of\s+)?|maximum\s+(?:of\s+)?|not\s+more\s+than|not\s+exceeding|up\s+to|within)\s+\(?\d/i;

/** OS and platform names: "PC/SC 2.0 for Windows", "drivers for Windows, Linux and macOS" name a platform. */
export const PLATFORM_NAMES = [
  "Microsoft Windows",
  "Windows",
  "macOS",
  "Mac OS",
  "Linux",
  "Android",
  "iOS",
  "Chrome OS",
  "ChromeOS",
  "Ubuntu",
] as const;
const PLATFORM = new RegExp(
  `^(?:${[...PLATFORM_NAMES]
    .sort((a, b) => b.length - a.length)
    .join("|")
    .replace(/ /g, "\\s+")})(?![\\w-])`,
);
/** Words of compatibility just before a platform: "for", "with", "on", "supports", "drivers for", "compatible with". */
const COMPATIBILITY_BEFORE =
  /\b(?:for|with|on|under|supports?|supporting|compatible|compatibility|drivers?|runs?|running|works?|certified|and|or)\s*[,/]?\s*$/i;

/**
 * Whether text[start…] names an operating system or platform the item must work with ("PC/SC 2.0 for Windows",
 * "compatible with Microsoft Windows 10/11 and Linux"): compatibility is a requirement any maker can meet, not a
 * brand restriction. Requiring the platform itself ("Operating system: Microsoft Windows 11 Pro") still is one.
 */
export function isPlatformCompatibility(text: string, start: number): boolean {
  if (!PLATFORM.test(text.slice(start, start + 40))) return false;
  return COMPATIBILITY_BEFORE.test(text.slice(Math.max(0, start - 40), start));
}

export type RestrictiveRule = {
  id: string;
  name: string;
  pattern: RegExp;
  severity: "medium" | "low";
  recommendation: string;
};

/** Requirements that restrict competition without a stated need. Experience is checked by EXPERIENCE_YEARS below. */
export const RESTRICTIVE_RULES: readonly RestrictiveRule[] = [
  {
    id: "origin",
    name: "Single country of origin",
    pattern:
      /\b(?:[Mm]ade|[Mm]anufactured|[Pp]roduced|[Aa]ssembled|[Oo]riginating)\s+(?:only\s+|exclusively\s+)?in\s+(?:the\s+)?[A-Z][A-Za-z]+|\bof\s+(?!any\b|eligible\b|the\b)[A-Z][a-z]+\s+origin\b/,
    severity: "medium",
    recommendation:
      "Accept goods from any eligible country; state the performance needed instead of the origin.",
  },
  {
    id: "proprietary",
    name: "Proprietary or sole-source requirement",
    pattern:
      /\bproprietary\b|\bcompatible\s+only\s+with\b|\b(?:must|shall)\s+be\s+compatible\s+with\s+(?:the\s+)?existing\b|\bonly\s+(?:genuine|original)\s+(?:parts|spares)\b|\bsole\s+(?:source|supplier|distributor)\b|\bexclusive(?:ly)?\s+(?:distributor|dealer|agent)\b/i,
    severity: "medium",
    recommendation:
      "Describe the interfaces or standards required, so that any compatible product qualifies.",
  },
  {
    id: "national-standard",
    name: "National standard without 'or equivalent'",
    pattern: /\b(?:BS|DIN|ANSI|JIS|GOST|NF|SABS|KEBS|UNBS|KS|UNI)\s?(?:EN\s?)?\d{2,5}\b/,
    severity: "low",
    recommendation:
      "Add 'or equivalent' after the national standard, or cite the international (ISO/IEC) standard.",
  },
  {
    id: "prior-supply",
    name: "Prior supply to a named entity",
    pattern:
      /\b(?:[Mm]ust|[Ss]hall|[Ss]hould)\s+have\s+(?:previously\s+|already\s+)?(?:supplied|delivered|provided|installed|worked\s+(?:for|with)|executed)\b[^.]{0,60}?\b(?:to|for|with)\s+(?:the\s+)?(?:[A-Z][a-z]|this\s+(?:ministry|entity|organi[sz]ation|agency|department|institution))/,
    severity: "medium",
    recommendation: "Ask for similar experience with any client, not with a named entity.",
  },
];

/** Experience requirements above this many years are unusual and narrow the field. */
export const MAX_REASONABLE_EXPERIENCE_YEARS = 10;
export const EXPERIENCE_YEARS =
  /\(?\b(\d{1,2})\)?\s*\+?\s*years?\s+(?:of\s+)?(?:[a-z-]+\s+){0,3}experience\b|\bexperience\s+of\s+(?:at\s+least\s+|not\s+less\s+than\s+|a\s+minimum\s+of\s+|minimum\s+(?:of\s+)?)?(?:[a-z-]+\s+)?\(?(\d{1,2})\)?\s*\+?\s*years?\b/i;

/** Words that introduce a measurable quantity, which then needs a unit. */
export const DIMENSION_WORDS = [
  "weight",
  "mass",
  "length",
  "width",
  "height",
  "depth",
  "thickness",
  "diameter",
  "area",
  "volume",
  "capacity",
  "voltage",
  "power",
  "current",
  "pressure",
  "temperature",
  "speed",
  "frequency",
  "load",
  "output",
  "flow",
  "flow rate",
  "torque",
  "resistance",
  "size",
  "range",
  "distance",
  "consumption",
  "memory",
  "storage",
  "brightness",
  "noise",
] as const;

/** Units (and counted nouns) accepted after a number; matched case-insensitively as whole words. */
export const UNITS = [
  "kilograms?",
  "grams?",
  "millimet(?:re|er)s?",
  "centimet(?:re|er)s?",
  "kilomet(?:re|er)s?",
  "met(?:re|er)s?",
  "volts?",
  "kilowatts?",
  "watts?",
  "amps?",
  "amperes?",
  "hertz",
  "kg",
  "g",
  "mg",
  "t",
  "tonnes?",
  "tons?",
  "lbs?",
  "mm",
  "cm",
  "m",
  "km",
  "in",
  "inch(?:es)?",
  "ft",
  "feet",
  "foot",
  "yards?",
  "l",
  "litres?",
  "liters?",
  "ml",
  "m3",
  "m²",
  "m2",
  "m³",
  "cm2",
  "cm3",
  "sq\\.?\\s?m",
  "ha",
  "hectares?",
  "v",
  "kv",
  "mv",
  "vac",
  "vdc",
  "w",
  "kw",
  "mw",
  "kwh",
  "wh",
  "va",
  "kva",
  "hp",
  "bhp",
  "a",
  "ma",
  "ah",
  "mah",
  "bar",
  "psi",
  "pa",
  "kpa",
  "mpa",
  "nm",
  "°\\s?c",
  "°\\s?f",
  "deg(?:rees?)?(?:\\s+(?:celsius|c|f))?",
  "celsius",
  "k",
  "hz",
  "khz",
  "mhz",
  "ghz",
  "rpm",
  "km/h",
  "kph",
  "mph",
  "m/s",
  "l/s",
  "l/min",
  "l/h",
  "m3/h",
  "%",
  "percent",
  "per\\s?cent",
  "gb",
  "tb",
  "mb",
  "kb",
  "gbps",
  "mbps",
  "db",
  "dba",
  "lux",
  "lumens?",
  "lm",
  "nits?",
  "cd/m2",
  "btu",
  "ohms?",
  "Ω",
  "seconds?",
  "secs?",
  "s",
  "minutes?",
  "mins?",
  "hours?",
  "hrs?",
  "h",
  "days?",
  "weeks?",
  "months?",
  "years?",
  "seats?",
  "persons?",
  "people",
  "passengers?",
  "users?",
  "pages?",
  "ppm",
  "copies",
  "sheets?",
  "ports?",
  "cores?",
  "channels?",
  "cylinders?",
  "doors?",
  "wheels?",
  "pieces?",
  "pcs",
  "units?",
  "items?",
  "rolls?",
  "bags?",
  "bottles?",
  "beds?",
  "rooms?",
  "x",
] as const;

/** A number followed by one of the UNITS: "8 hours", "1.5 kg", "300 nits". */
const NUMBER_WITH_UNIT = new RegExp(`\\d(?:[.,]\\d+)?\\s*(?:${UNITS.join("|")})(?![a-z])`, "i");
