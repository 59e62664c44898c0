/**
 * What the brand lock-in check (solicitation-brands.ts) reports, found in the entity's own text: makers and
 * product lines, model numbers, trademarks, a maker's data sheet pasted in (footnote digits stuck to words), and
 * supply, staff or services tied to one maker. Each hit keeps its unit and position; "or equivalent" beside a name
 * clears it.
 */
import type { DocumentPart } from "../facts/types";
import type { Unit } from "../facts/units";
import { brandedProduct } from "./solicitation-terms";
import { isStandardMark, OR_EQUIVALENT, PLATFORM_NAMES, SPEC_BRANDS } from "./spec-quality-terms";

/** Makers and product lines beyond the specification review's list: CCTV, networks, data centres, computers. */
const MORE_MAKERS = [
  "Hikvision,HikCentral,Hik-Central,Hik-Connect,HIK Cloud,EZVIZ,Dahua,SmartPSS,Hanwha,Uniview,",
  "Avigilon,Genetec,XProtect,Honeywell,Pelco,Vivotek,Meraki,Aruba,HPE,FortiGate,Palo Alto Networks,",
  "Sophos,SonicWall,UniFi,MikroTik,TP-Link,D-Link,Netgear,Ruckus,Extreme Networks,Arista,",
  "Allied Telesis,Nutanix,VMware,vSphere,NetApp,Veeam,PowerEdge,ProLiant,Rittal,Panduit,CommScope,",
  "Siemon,Nexans,Molex,Liebert,Riello,Socomec,Stulz,NVIDIA,Qualcomm,Broadcom,Realtek,Alcor,",
  "Kingston,Seagate,Western Digital,Bang & Olufsen,Xeon,Celeron,Pentium,Ryzen,Athlon,GeForce,",
  "Radeon,Quadro,vPro,Acer,Asus,ASUS,Toshiba,Fujitsu,ZTE,Konica Minolta,HP,",
  // Consumer brands that cleaning, hygiene, pest-control, catering and office-supply tenders name as the product
  // (not those that are also common words in a specification: Sunlight, Raid, Doom, Scott, Omo, Ariel).
  "Dettol,Jik,Harpic,Domestos,Persil,Glade,Air Wick,Airwick,Baygon,Mortein,Colgate,Velvex,Softcare,",
  "Kleenex,Cussons,Nescafe,Nescafé,Ketepa,Kericho Gold,Dormans,Elianto,Brookside,Coca-Cola,Tetra Pak,",
  "Duracell,Energizer,Eveready,Faber-Castell,Pelikan,Staedtler",
]
  .join("")
  .split(",");
/** Names that read as other things too: "3M" is three metres, "LG" a lower-ground floor, "Apple" juice. */
const NOT_MAKERS: ReadonlySet<string> = new Set(["3M", "LG", "Apple", "Microsoft Windows"]);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\&-]/g, "\\$&").replace(/ /g, "\\s+");
const MAKER = new RegExp(
  `(?<![\\w-])(?:${[...SPEC_BRANDS, ...MORE_MAKERS]
    .filter((name) => !NOT_MAKERS.has(name))
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join("|")})(?![\\w-])`,
  "g",
);
/**
 * "5 HP motor" is horsepower; "Microsoft Windows 10" is the platform the item runs on and "in Microsoft Excel
 * format" or "AutoCAD files" a file format: none restricts who may supply.
 */
const NOT_A_MAKER_HERE = (text: string, at: number, name: string) =>
  (name === "HP" && /\d\s?$/.test(text.slice(Math.max(0, at - 3), at))) ||
  (name === "Microsoft" && /^\s+Windows\b/.test(text.slice(at + name.length))) ||
  /^[^.;]{0,25}\b(?:format|files?)\b/i.test(text.slice(at + name.length));

/** A maker's product named without the maker: "Core i7", "Iris Xe", "iVMS-4200". */
const PRODUCT = /\bCore\s?(?:™\s?)?i[3579](?:-\w+)?\b|\bIris\s?®?\s?X[eᵉ]\b|\biVMS(?:-\d{3,5})?\b/g;

/**
 * Leading letters of a token that are a standard, interface, regulator or unit family, not a maker's model; also
 * the chemical names of refrigerants and fire-suppression agents ("HFC-227ea", "FK-5-1-12").
 */
const STANDARD_PREFIXES: ReadonlySet<string> = new Set(
  (
    "DDR LPDDR GDDR RS RJ IEC EN ISO UL IEEE TIA EIA ANSI CAT IP IK IPX USB HDMI PCIE PCI MIL STD BS KS AS NZS IS CE " +
    "ICTA NCA UPS T G H M N MPEG AES SHA TLS SSL WPA LTE DVB ITU ETSI CISPR FCC DIN ASTM SANS SABS NFPA ECE SIL " +
    "EAL ATEX TYPE CLASS GEN REV VER TIER LEVEL GRADE CATEGORY NEMA SATA ESATA SAS NVME HDCP HDR QHD FHD UHD COVID " +
    "WPA KEBS PPRA NTSA KRA EPRA FIPS X TO OF HFC HCFC CFC HFO FK"
  )
    .split(" ")
    .map((word) => word.toUpperCase()),
);
/** A tender or contract reference just before the token ("Tender No. MOH-ADM-12A") is not a model. */
const REFERENCE_BEFORE =
  /\b(?:tender|bid|contract|reference|ref|RFB|RFQ|RFP|IFB|ITT|procurement)\s*(?:no\b|number|ref\b)?\.?\s*[:.]?\s*$/i;
/** Letters, digits and hyphens: "DS-2CD2143G2-I", "i7-1165G7", "DS- A81024D" (a break after the hyphen). */
const MODEL_TOKEN = /(?<![\w/.-])[A-Za-z0-9]+(?:-\s?[A-Za-z0-9]+){1,3}(?![\w/-])/g;

/**
 * A maker's model or part number, not a standard or an ordinary hyphenated word: letters and digits alternate
 * at least twice, one segment mixes both, seven characters or more, and it does not start with a standard's
 * letters ("DDR4-3200", "RS-485", "TIA-568-C", "1000BASE-T", "A3-size" are not models).
 */
export function isModelNumber(token: string): boolean {
  const compact = token.replace(/\s/g, "");
  const segments = compact.split("-");
  const alnum = compact.replace(/-/g, "");
  if (alnum.length < 7 || !/[A-Za-z]/.test(alnum) || !/\d/.test(alnum)) return false;
  if (!segments.some((segment) => /[A-Za-z]/.test(segment) && /\d/.test(segment))) return false;
  if (segments.some((segment) => /^[a-z]{3,}$/.test(segment))) return false;
  const transitions = alnum.match(/[A-Za-z](?=\d)|\d(?=[A-Za-z])/g)?.length ?? 0;
  if (transitions < 2) return false;
  const lead = /^[A-Za-z]+/.exec(segments[0]!)?.[0].toUpperCase() ?? "";
  return !STANDARD_PREFIXES.has(lead);
}

/** Marks of standards and open interfaces beyond the specification review's list. */
const OPEN_MARKS: ReadonlySet<string> = new Set([
  "upnp",
  "onvif",
  "certified",
  "miracast",
  "wi-fi certified",
]);
/** A word with ® or ™: "Intel®", "vPro®", "Iris®"; not "Wi-Fi®", "USB Type-C®", "UPnP™". */
const TRADEMARK = /(?<![\w-])([A-Za-z][\w-]{0,40})\s?[®™]/g;

/**
 * Footnote marks of a maker's data sheet stuck to words ("Graphics7", "Lock54") or listed after a value
 * ("cores) 3,4,5,6", "camera 9,22"). Words that carry a number of their own are left out.
 */
const FOOTNOTE =
  /\b([A-Za-z][a-z]{3,})(\d{1,2})(?![\w.,/])|[A-Za-z®™)]\s(\d{1,2}(?:,\d{1,2}){1,5})(?=\s|$)|\)(\d{1,2})(?=\s|$)/g;
const NUMBERED_WORDS = new Set(
  "class category level grade tier type version windows wiegand office phase zone stage item annex form schedule section part clause table figure page note port slot channel series model cable lots".split(
    " ",
  ),
);
/** A copied data sheet shows several marks; one stray "Class2" proves nothing. */
const FOOTNOTES_NEEDED = 3;

/** Staff, supply or services tied to one maker (BV-02). */
const TIED: readonly { label: string; pattern: RegExp }[] = [
  {
    label: "staff certified on the proposed brand",
    pattern:
      /\bcertified\s+(?:on|in|for)\s+(?:the\s+)?(?:proposed|offered|quoted|supplied)\s+(?:brand|make|products?|equipment|solution)\b|\bcertified\s+(?:engineers?|technicians?|staff|personnel)\s+(?:on|in|for)\s+the\s+(?:proposed|offered|quoted)\b|\b(?:OEM|manufacturer)[\s-]+certified\s+(?:engineers?|technicians?|staff|personnel)\b/i,
  },
  {
    label: "equipment from one manufacturer",
    pattern:
      /\b(?:from|by|of)\s+(?:the\s+)?(?:same|single|one)\s+(?:manufacturer|make|brand|OEM|vendor)\b|\bsame\s+(?:make|brand)\b/i,
  },
  {
    label: "OEM-only services or references",
    pattern:
      /\b(?:original\s+equipment\s+manufacturer|OEM)\b(?:\s*\(OEM\))?\s+(?:professional\s+services|implementation|engineers|references?)\b|\breference\s+sites?\s+(?:of\s+(?:the\s+)?)?(?:original\s+equipment\s+manufactur\w*|OEM)\b/i,
  },
];
/** A maker's professional certification and its maker (checked with "or equivalent" like a brand). */
export const VENDOR_CERTIFICATIONS: readonly { pattern: RegExp; maker: string }[] = [
  { pattern: /\bCC(?:NA|NP|IE|DP|DA)\b/, maker: "Cisco" },
  { pattern: /\bJNCI[AESP]\b/, maker: "Juniper" },
  { pattern: /\bHCI[APE]\b/, maker: "Huawei" },
  { pattern: /\bNSE\s?[4-8]\b/, maker: "Fortinet" },
  { pattern: /\bMCS[EA]\b/, maker: "Microsoft" },
  { pattern: /\bVCAP\b|\bVCP(?:-\w+)?\b/, maker: "VMware" },
  { pattern: /\bRHCE\b|\bRHCSA\b/, maker: "Red Hat" },
  { pattern: /\bAC[MS][PA]\b/, maker: "HPE Aruba" },
  { pattern: /\bPCNSE\b/, maker: "Palo Alto Networks" },
];
/** The maker must be kept when the item has to work with what the entity already owns: ask for the reason. */
const EXISTING =
  /\b(?:compatib\w+|integrat\w+|interoperab\w+)\s+with\s+(?:the\s+)?existing\b|\balready\s+(?:installed|in\s+use|owned)\b/i;
/** A whole system listed or approved as one (a gas suppression system under UL/FM) is bought from one maker. */
const SYSTEM_LISTING = /\b(?:UL|FM)\b[^.]{0,40}\b(?:approv|listed|listing)|\bas\s+a\s+system\b/i;
/** A general clause that calls brand references descriptive: it does not cure a copied specification. */
export const DESCRIPTIVE_ONLY =
  /\bbrand\s+names?\b[^.]{0,160}\bdescriptive\s+only\b|\bdescriptive\s+(?:only\s+)?and\s+not\s+restrictive\b/i;

const BRAND_PARTS: readonly DocumentPart[] = [
  "invitation",
  "data-sheet",
  "criteria",
  "requirements",
  "special-conditions",
];

/** A maker's product; a copied data sheet's footnote; staff, supply or services tied to a maker; or a tie to confirm. */
export type Kind = "product" | "footnote" | "tied" | "confirm";
export type Hit = { unit: Unit; at: number; end: number; term: string; kind: Kind };

/**
 * "or equivalent" after the name in the same list item (or just before it: "equivalent to Intel Core i5") clears
 * it; the next item's "or equivalent" ("…; Monitor: Dell or equivalent") does not.
 */
function cleared(unit: Unit, at: number, end: number): boolean {
  const before = unit.text
    .slice(Math.max(0, at - 30), at)
    .split(/[;.]\s/)
    .pop()!;
  const after = unit.text.slice(end, end + 80).split(/;|\.\s/)[0]!;
  return OR_EQUIVALENT.test(`${before}${unit.text.slice(at, end)}${after}`);
}

const platform = new RegExp(`^(?:${PLATFORM_NAMES.map(escape).join("|")})$`, "i");

/**
 * The maker with the product words and model after it ("Intel® Core™ i7-1165G7", "Dell Latitude 5450",
 * "Hikvision SDK"): up to three words, each carrying a number, a mark or an acronym, or followed by one that
 * does; a standard's mark ends it. "HP Wide Vision HD Camera" is HP, "HikCentral Web Browser" is HikCentral.
 */
function productName(name: string, after: string): string {
  const words = after.split(/\s+(?![®™])/);
  const mark = /^[®™]/.test(words[0] ?? "") ? words.shift()! : "";
  if (words[0] === "") words.shift();
  const clean = (word: string | undefined) => word?.replace(/[,;:()]+$/, "");
  // A model word carries a digit (not a lone footnote number), a mark, an acronym or an inner capital.
  const modelish = (word: string | undefined) =>
    word !== undefined &&
    !/^\d{1,2}\b/.test(word) &&
    !STANDARD_PREFIXES.has(word.replace(/\W.*$/, "").toUpperCase()) &&
    (/\d|[®™]/.test(word) || /^[A-Z]{2,5}$/.test(word) || /^[A-Z][a-z]+[A-Z]/.test(word));
  const kept: string[] = [];
  for (const [index, raw] of words.slice(0, 3).entries()) {
    const word = clean(raw)!;
    const ends = word !== raw;
    const lineName = /^[A-Z]/.test(word) && !ends && modelish(clean(words[index + 1]));
    if (STANDARD_PREFIXES.has(word.toUpperCase()) || !(modelish(word) || lineName)) break;
    kept.push(word);
    if (ends) break;
  }
  return brandedProduct([`${name}${mark}`, ...kept].join(" ")) ?? name;
}

function productHits(unit: Unit, entity: string): Hit[] {
  const text = unit.text;
  const hits: Hit[] = [];
  for (const match of text.matchAll(MAKER)) {
    const name = match[0];
    if (NOT_A_MAKER_HERE(text, match.index, name) || (entity && entity.includes(name))) continue;
    const term = productName(name, text.slice(match.index + name.length));
    hits.push({ unit, at: match.index, end: match.index + term.length, term, kind: "product" });
  }
  for (const match of text.matchAll(PRODUCT))
    hits.push({ unit, at: match.index, end: match.index + match[0].length, term: match[0], kind: "product" });
  for (const match of text.matchAll(MODEL_TOKEN))
    if (
      unit.part !== "invitation" &&
      isModelNumber(match[0]) &&
      !REFERENCE_BEFORE.test(text.slice(Math.max(0, match.index - 40), match.index))
    )
      hits.push({
        unit,
        at: match.index,
        end: match.index + match[0].length,
        term: match[0].replace(/\s/g, ""),
        kind: "product",
      });
  for (const match of text.matchAll(TRADEMARK)) {
    const word = match[1]!.replace(/^non-/i, "");
    if (isStandardMark(word) || OPEN_MARKS.has(word.toLowerCase()) || platform.test(word)) continue;
    const at = match.index + (match[1]!.length - word.length);
    hits.push({
      unit,
      at,
      end: match.index + match[0].length,
      term: `${word}${match[0].slice(match[1]!.length).trim()}`,
      kind: "product",
    });
  }
  // A model inside "Intel® Core™ i7-1165G7" is one product, not three.
  return hits.filter(
    (hit) =>
      !hits.some(
        (other) =>
          other !== hit && other.at <= hit.at && other.end >= hit.end && other.term.length > hit.term.length,
      ),
  );
}

function tiedHits(unit: Unit): Hit[] {
  const text = unit.text;
  const hits: Hit[] = [];
  for (const { label, pattern } of TIED) {
    const match = pattern.exec(text);
    if (!match) continue;
    const oneMaker = label === "equipment from one manufacturer";
    if (oneMaker && SYSTEM_LISTING.test(text)) continue;
    const kind = oneMaker && EXISTING.test(text) ? "confirm" : "tied";
    hits.push({ unit, at: match.index, end: match.index + match[0].length, term: label, kind });
  }
  for (const { pattern, maker } of VENDOR_CERTIFICATIONS) {
    const match = pattern.exec(text);
    if (match)
      hits.push({
        unit,
        at: match.index,
        end: match.index + match[0].length,
        term: `${match[0]} (${maker})`,
        kind: "tied",
      });
  }
  return hits;
}

function footnoteHits(units: readonly Unit[]): Hit[] {
  const hits = units
    .filter((unit) => unit.part === "requirements")
    .flatMap((unit) =>
      [...unit.text.matchAll(FOOTNOTE)]
        .filter((match) => !(match[1] && NUMBERED_WORDS.has(match[1].toLowerCase())))
        .map((match): Hit => {
          // "Graphics7" shows itself; a bare "3,4,5,6" or ")6" shows with the word before it.
          const before = match[1]
            ? ""
            : (/(\S+)\s*$/.exec(unit.text.slice(Math.max(0, match.index - 16), match.index + 1))?.[1] ?? "");
          const term = `${before}${match[0].slice(match[1] ? 0 : 1)}`.trim();
          return { unit, at: match.index, end: match.index + match[0].length, term, kind: "footnote" };
        }),
    );
  return new Set(hits.map((hit) => hit.term)).size >= FOOTNOTES_NEEDED ? hits : [];
}

/** Every brand, model, copied footnote and maker tie in the document's own parts, not cleared by "or equivalent". */
export function brandHits(units: readonly Unit[], entity = ""): Hit[] {
  const own = units.filter((unit) => BRAND_PARTS.includes(unit.part));
  const hits = own.flatMap((unit) => [...productHits(unit, entity), ...tiedHits(unit)]);
  return [...hits.filter((hit) => !cleared(hit.unit, hit.at, hit.end)), ...footnoteHits(own)];
}

/** The brands and models a requirement's text names without "or equivalent" (for drafts that add it). */
export function namedBrands(text: string): { term: string; end: number }[] {
  const unit: Unit = { text, clauseText: text, clausePage: 1, page: 1, part: "requirements" };
  return productHits(unit, "")
    .filter((hit) => !cleared(unit, hit.at, hit.end))
    .map((hit) => ({ term: hit.term, end: hit.end }));
}
