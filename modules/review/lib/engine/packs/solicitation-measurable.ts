/**
 * Checklist MS-03: requirements a tenderer can price and an evaluator can test: quantities, units and delivery
 * or service points; a test method or standard for each measured pass/fail parameter.
 *
 * Both checks read the requirements: the part the reader calls requirements, plus a stretch of the forms, criteria
 * or data sheet that opens with a requirements heading ("SECTION V - PRICE SCHEDULE FOR GOODS" among the forms,
 * "DATA CENTRE IMPLEMENTATION TECHNICAL SPECIFICATION" inside the criteria), because issuers bind the schedule
 * and the specification wherever their template has room. Each reports only what the document clearly lacks: a
 * quantity or a standard stated anywhere in those pages is enough to pass.
 */
import type { Finding } from "@/lib/results/types";
import type { ReviewCheck } from "@/lib/results/review-types";
import { splitSentences } from "@/lib/reading/sentences";
import type { AttachedDocument } from "@/lib/reading/types";
import { finding } from "@/modules/review/lib/engine/checks";
import { isEvidence } from "../facts/parts";
import { tenderPassages } from "../facts/sheet";
import type { DocumentPart, Passage } from "../facts/types";
import { quoteOf } from "../facts/units";

const REQUIREMENTS_HEADING =
  /TECHNICAL\s+SPECIFICATIONS?|SCHEDULE\s+OF\s+(?:REQUIREMENTS|PRICES|QUANTITIES)|PRICE\s+SCHEDULE|BILLS?\s+OF\s+QUANTITIES|LIST\s+OF\s+GOODS|TERMS\s+OF\s+REFERENCE|DESCRIPTION\s+OF\s+(?:THE\s+)?SERVICES|SCOPE\s+OF\s+(?:THE\s+)?(?:WORKS?|SERVICES|SUPPLY)|ACTIVITY\s+SCHEDULE|STATEMENT\s+OF\s+REQUIREMENTS/i;
/** A new section closes a requirements stretch opened inside another part. */
const SECTION_HEADING = /^\s*(?:SECTION|PART)\s+(?:[IVXL]+|\d+)\b/i;
/** Parts where issuers put a schedule or specification under their own heading. */
const HOSTS: ReadonlySet<DocumentPart> = new Set(["forms", "criteria", "data-sheet"]);

/**
 * A heading, not a sentence that mentions specifications: a short first line, in capitals or starting with the
 * heading itself or "Section/Part/Annex" ("Compliance with the technical specifications Note: …" is a criterion).
 * "Appendix A: Description of the Services" is left out: it is the list of appendices in the standard Form of
 * Contract, not the description itself.
 */
function isRequirementsHeading(line: string): boolean {
  const match = REQUIREMENTS_HEADING.exec(line);
  if (!match || line.length > 90) return false;
  return line === line.toUpperCase() || /^\W*(?:section|part|annex)\b/i.test(line) || match.index < 4;
}

/** The requirements as the tenderer reads them, contents and drafting guidance left out. */
export function requirementPassages(passages: readonly Passage[]): Passage[] {
  const out: Passage[] = [];
  let host: DocumentPart | null = null;
  for (const passage of passages) {
    if (!isEvidence(passage)) continue;
    if (passage.part === "requirements") {
      out.push(passage);
      host = null;
      continue;
    }
    const first = passage.text.trim().split("\n")[0] ?? "";
    if (HOSTS.has(passage.part) && isRequirementsHeading(first)) host = passage.part;
    else if (host && (passage.part !== host || SECTION_HEADING.test(first))) host = null;
    if (host) out.push(passage);
  }
  return out;
}

/** "pages 64–69", "page 28, page 71": every page stays readable one by one. */
export function pageList(pages: readonly number[]): string {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const page of sorted) {
    const last = runs[runs.length - 1];
    if (last && page === last[1] + 1) last[1] = page;
    else runs.push([page, page]);
  }
  return runs.map(([from, to]) => (from === to ? `page ${from}` : `pages ${from}–${to}`)).join(", ");
}
const pageTitle = (pages: readonly number[]) => pageList(pages).replace(/pages? /g, "");

// ---- Quantities -------------------------------------------------------------------------------------------------

const FIGURE = String.raw`\d[\d,]*(?:\.\d+)?`;
const WORDED = String.raw`[A-Za-z-]+\s*\(\s*\d[\d,]*\s*\)`;
/** What a tenderer prices a number of: goods units, tonnage, trips, sites, distance, staff, area. */
const COUNT_UNIT = String.raw`(?:pieces|pcs|units?|nos?\b\.?|sets?|lots?|pairs?|each|bags?|bales?|rolls?|reams?|cartons?|boxes|packets?|drums?|bottles?|litres?|liters?|ltrs?|kgs?|kilograms?|tonnes?|tons?|MT|metric\s+ton(?:ne)?s?|trips?|journeys?|consignments?|sites?|stations?|locations?|depots?|silos?|stores?|warehouses?|offices?|branches?|buildings?|premises|routes?|kms?|kilomet(?:re|er)s?|vehicles?|trucks?|lorries|buses|staff|guards?|cleaners?|drivers?|personnel|persons|man[-\s]?(?:days|months|hours)|person[-\s]?(?:days|months)|meals|rooms?|m2|m²|square\s+met(?:re|er)s?|acres?|hectares?|copies|licen[cs]es|users|cameras|computers|laptops|items)\b`;
/**
 * A quantity on the label's own line ("Quantity 150 pieces", "Qty = 1", "Estimated volume of 120,000 MT",
 * "Number of sites: 12"); on the next line, a header's figure is a row number.
 */
const LABELLED = new RegExp(
  String.raw`\b(?:quantit(?:y|ies)|qty|volumes?|tonnages?|(?:number|no\.?)\s+of\s+[a-z]+(?:\s+[a-z]+){0,2})\b[ \t]*(?:[:=\-–]|of|is|are|required)?[ \t]*(?:about|approximately|approx\.?|estimated|up\s+to)?[ \t]*(?:${FIGURE}|${WORDED})(?!\s*(?:%|days?|weeks?|months?|years?|hours?))`,
  "i",
);
const COUNTED = new RegExp(String.raw`(?:${FIGURE}|${WORDED})\s*${COUNT_UNIT}`, "gi");
const SUPPLY_OF = new RegExp(
  String.raw`\b(?:supply|delivery|provision|purchase)\s+(?:and\s+\w+\s+)?of\s+(?:${FIGURE}|${WORDED})(?=\s+(?!days?|weeks?|months?|years?)[A-Za-z])`,
  "gi",
);
/** "50kg bags", "20 tons per truck", "10 litre jerrycans": the size of a pack or a vehicle. */
const SIZE_OF =
  /^\s*(?:(?:kgs?|kilograms?|g|ml|litres?|liters?|l|tons?|tonnes?)\b\s*)?(?:capacity|bags?|sacks?|drums?|tins?|bottles?|jerry\s*cans?|containers?|packs?|cylinders?|per\s+(?:bag|sack|pack|carton|truck|lorry|vehicle|trip|load)\b)/i;
/**
 * A size, not a volume: "trucks with a capacity to haul minimum 28 metric tons" asks for big trucks and says
 * nothing of how much will be carried; "at least 10 vehicles" is the tenderer's fleet.
 */
const CAPACITY =
  /\b(?:capacity|minimum|min|at\s+least|not\s+less\s+than|maximum|max|up\s+to|haul\w*|payload|loads?|axle|weigh\w*|withstand\w*|rat(?:ed|ing)|size)\b[^\n]{0,25}$/i;
/**
 * A filled Quantity column: a header, then rows "3 Office desks 20" or "1.01 Excavation m3 250 ____" (the figure
 * after the words, before the blank rate, is the count).
 */
const QUANTITY_HEADER = /\b(?:qty|quantity)\b/i;
const ROW_WITH_COUNT =
  /^\s*\d{1,3}(?:\.\d{1,3})*[.)]?\s+[A-Za-z][^\n]*?\s\d[\d,]*(?:\.\d+)?[\s_.…]*(?:[A-Z][a-z]+[\s_.…]*)?$/m;

/** Whether a passage states a quantity a tenderer can price against. */
export function statesQuantity(text: string): boolean {
  if (LABELLED.test(text)) return true;
  for (const match of text.matchAll(SUPPLY_OF))
    if (!SIZE_OF.test(text.slice(match.index + match[0].length))) return true;
  for (const match of text.matchAll(COUNTED))
    if (
      !CAPACITY.test(text.slice(Math.max(0, match.index - 40), match.index)) &&
      !SIZE_OF.test(text.slice(match.index + match[0].length))
    )
      return true;
  const header = QUANTITY_HEADER.exec(text);
  return header !== null && ROW_WITH_COUNT.test(text.slice(header.index));
}

/** A price asked per unit of something: with no quantity there is nothing to multiply it by. */
const RATE =
  /\b(?:rates?|charges?|prices?|costs?|fees?)\b[^.\n]{0,30}?\bper\s+(?:ton(?:ne)?|kilomet\w+|km|trip|unit|item|piece|kg|litre|bag|day|hour|month|vehicle|truck|load|person|guard|visit|site)\b|\bunit\s+(?:prices?|rates?|costs?)\b/i;
/** Where the document defers the quantity: "quantities … shall be stated … in the contract", "as and when required". */
const DEFERRED =
  /\bquantit(?:y|ies)\b[^.]{0,80}\b(?:shall|will)\s+be\s+(?:stated|specified|communicated|determined|advised)|\bquantities\s+(?:availed|advised|ordered|required)\s+by\b|\bas\s+and\s+when\s+(?:required|needed)|\bon\s+(?:a\s+)?need(?:s)?\s+basis/i;
/** "Prices as per the attached Bill of Quantities": the quantities are in a file this review does not see. */
const ATTACHED_BOQ =
  /\b(?:attached|annexed|separate|excel)\b[^.\n]{0,40}\b(?:bills?\s+of\s+quantities|BoQ|schedule\s+of\s+(?:requirements|quantities))\b|\b(?:bills?\s+of\s+quantities|BoQ)\b[^.\n]{0,40}\b(?:attached|annexed|separate)\b/i;
const ROUTE = /\broutes?\b|\bdistances?\b|\bfrom\s+[A-Z][a-z]+\s+to\s+[A-Z][a-z]+/;

const line = (text: string, at: number) =>
  text.slice(text.lastIndexOf("\n", at) + 1, (text.indexOf("\n", at) + 1 || text.length + 1) - 1).trim();

export const requirementQuantitiesCheck: ReviewCheck = {
  id: "requirement-quantities",
  title: "The requirements give quantities and places",
  run(context) {
    const findings = context.subject.flatMap((document): Finding[] => {
      const passages = tenderPassages(document);
      const requirements = requirementPassages(passages);
      // A stray heading with a line under it is not a requirements part to judge.
      if (requirements.reduce((length, passage) => length + passage.text.length, 0) < 150) return [];
      // The quantity may sit in the invitation ("Supply and delivery of 150 tarpaulins"), the data sheet or the
      // special conditions; the criteria and the other forms speak of the tenderer's own fleet and staff.
      const elsewhere = passages.filter((passage) =>
        ["invitation", "data-sheet", "special-conditions"].includes(passage.part),
      );
      const scope = [...requirements, ...elsewhere];
      if (scope.some((passage) => statesQuantity(passage.text) || ATTACHED_BOQ.test(passage.text))) return [];
      const rates = new Map<string, Passage>();
      for (const passage of requirements)
        for (const text of passage.text.split("\n")) {
          const match = RATE.exec(text);
          if (match) rates.set(text.trim().toLowerCase(), { ...passage, text: text.trim() });
        }
      if (!rates.size) return [];
      return [quantitiesFinding(this, document, requirements, [...rates.values()])];
    });
    return findings.length ? findings : null;
  },
};

function quantitiesFinding(
  check: ReviewCheck,
  document: AttachedDocument,
  requirements: readonly Passage[],
  rates: readonly Passage[],
): Finding {
  const pages = requirements.map((passage) => passage.page);
  // The same rates are often asked twice (the form of tender and the price schedule): count them on one page.
  const perPage = new Map<number, number>();
  for (const rate of rates) perPage.set(rate.page, (perPage.get(rate.page) ?? 0) + 1);
  const count = Math.max(...perPage.values());
  // Several rates with nothing to weight them cannot be added into one evaluated price per tenderer; that blocker
  // is the unweighted-rates check's finding (one defect, one finding), so this one stays a major.
  const comparable = count < 2;
  const perDistance = rates.some((rate) => /kilomet|\bkm\b/i.test(rate.text));
  const routes = requirements.some((passage) => ROUTE.test(passage.text));
  const absent = [
    "no quantity, volume or tonnage",
    "no number of units, trips or sites",
    ...(perDistance && !routes ? ["no routes or distances"] : []),
  ];
  const missing = `${absent.slice(0, -1).join(", ")} and ${absent[absent.length - 1]!}`;
  const deferred = requirements
    .flatMap((passage) => splitSentences(passage.text).map((text) => ({ ...passage, text })))
    .find((passage) => DEFERRED.test(passage.text));
  const quotes = rates
    .slice(0, 4)
    .map((rate) => `"${quoteOf(rate.text)}" — ${document.name}, page ${rate.page}`);
  if (deferred)
    quotes.push(
      `"${quoteOf(deferred.text, DEFERRED.exec(deferred.text)!.index)}" — ${document.name}, page ${deferred.page}`,
    );
  return finding(check, "warning", "medium", {
    title: `The requirements give nothing to price against (p.${pageTitle(pages)})`,
    evidence:
      `The requirements (${pageList(pages)}) ask for ${count > 1 ? `${count} rates` : "a rate"} but give ${missing}: ${quotes.join("; ")}. ` +
      (comparable
        ? "Tenderers price without knowing the volume, and the contract value cannot be estimated."
        : "Tenderers price without knowing the volume, and the contract value cannot be estimated (that the rates cannot be combined into one evaluated price is reported under the rates)."),
    recommendation:
      "Add to the schedule of requirements the estimated quantities that tenderers price against (for example a column 'Estimated quantity (not binding)' with tonnes per route, the loading and delivery points and the distance of each route, or the number of units, trips or sites), and evaluate each tender on rate × estimated quantity.",
    fact: "requirements",
  });
}

// ---- Test standards ---------------------------------------------------------------------------------------------

/**
 * Physical and material properties that a figure alone does not settle: the result depends on the sample, the
 * conditioning and the apparatus, so two labs (or the inspector and the supplier) can measure the same tarpaulin
 * differently. Electrical and ICT figures (GB, GHz, inch, MP, W, V, lux) and plain dimensions (metres) are read
 * off a datasheet or a tape, so they are left out; "%" and "mm" count only beside a property that needs a method.
 */
const MEASURES: readonly { kind: string; example: string; pattern: RegExp; needs?: RegExp }[] = [
  {
    kind: "mass per unit area",
    example: "determined in accordance with ISO 3801 (woven fabrics) or the KS/EAS standard for the product",
    pattern:
      /\d[\d.,]*\s*(?:±\s*\d[\d.,]*\s*)?(?:g|gm|gms|grams?)\s*(?:\/|per)\s*(?:m2|m²|m\^2|sq\.?\s*m\w*|square\s+met\w+)|\d[\d.,]*\s*gsm\b/i,
  },
  {
    kind: "thickness",
    example: "measured in accordance with ISO 4593 (plastic film) or the KS/EAS standard for the product",
    pattern:
      /(?<![\d.]\/)\d[\d.,]*\s*(?:microns?|µm|μm|gauge)\b|\bthick(?:ness)?\b[^\n]{0,30}?\d[\d.,]*\s*mm\b|\d[\d.,]*\s*mm\s+thick/i,
    // Thickness needs a method for films, fabrics and coatings (how hard the gauge presses, where it is read); a
    // steel door "46mm thick" is read with a rule, and "50/125 micron" fibre or gold plating is a datasheet figure.
    needs:
      /\b(?:film|sheet\w*|polythene|polyethylene|polypropylene|HDPE|LDPE|PVC|fabric|canvas|tarpaulin|membrane|liner|geotextile|foam|rubber|coat\w*|paint\w*|dry\s+film|layer|laminat\w*|bags?|sacks?)\b/i,
  },
  {
    kind: "strength",
    example: "tested in accordance with ISO 13934-1 (tensile strength of fabrics) or the KS/EAS standard",
    pattern:
      /\d[\d.,]*\s?(?:k?N|kgf|lbf|MPa|N\/mm2|N\/mm²)(?![\w+])|\d[\d.,]*\s*newtons?\b|\b(?:burst\w*|strength)\b[^\n]{0,30}?\d[\d.,]*\s*kPa\b/,
  },
  {
    kind: "yarn or fibre property",
    example: "tested to the KS/EAS or ISO method for the property",
    pattern: /\d[\d.,]*\s*(?:denier|d?tex)\b|\d+\s*(?:threads|ends|picks)\s*(?:per|\/)\s*(?:inch|cm|dm)/i,
  },
  {
    kind: "UV resistance",
    example: "tested to ISO 4892 (laboratory light exposure) for the stated hours",
    pattern: /\bUV\b[^\n]{0,60}?\d[\d,]*\s*(?:hours|hrs|kly)\b|\d+\s*kly\b/i,
  },
  {
    kind: "content or composition",
    example:
      "determined by the KS/EAS or ISO method for the property (for example ISO 712 for the moisture of cereals)",
    pattern:
      /\b(?:moisture|content|elongation|shrinkage|absorption|purity|ash|protein|active\s+ingredient|w\/w|m\/m|by\s+(?:weight|mass)|germination|foreign\s+matter|impurit\w*|recycled|carbon\s+black)\b[^\n]{0,30}?\d[\d.,]*\s*%|\d[\d.,]*\s*%\s*(?:moisture|elongation|shrinkage|w\/w|m\/m|by\s+(?:weight|mass))/i,
  },
  {
    kind: "density or hardness",
    example: "tested to the KS/EAS or ISO method for the property",
    pattern: /\d[\d.,]*\s*(?:kg\/m3|kg\/m³|g\/cm3|g\/cm³|Shore\s*[AD]|HRC)\b/i,
  },
];

/** A named standard: "KS EAS 95", "ISO 3801:1977", "BS EN 1234", "ASTM D5034", "IS: 3043", "UL 864". */
const NUMBERED_STANDARD =
  /\b(?:KS|EAS|ISO|IEC|EN|BS|ASTM|DIN|AS\/?NZS|SANS|SABS|ANSI|UL|NFPA|IEEE|AATCC|JIS|CAN\/CGSB)(?:\s*[/-]?\s*(?:EAS|ISO|IEC|EN))*\s*:?\s*[A-Z]?\s?\d{2,}|\bIS\s*:\s*\d{2,}/g;
/** A quality-management or laboratory-accreditation standard certifies a firm, not how a property is measured. */
const MANAGEMENT_STANDARD =
  /\b(?:ISO|IEC)[\s/]*(?:IEC\s*)?(?:9001|14001|45001|17025|17020|17065|27001|22000|50001)\b|OHSAS/i;
const TEST_METHOD =
  /\btest(?:ing)?\s+(?:methods?|procedures?|standards?)\b|\b(?:tested|measured|determined)\s+(?:in\s+accordance\s+with|according\s+to|as\s+per|using)\b|\bwhen\s+tested\b|\bmethods?\s+of\s+test\b|\bKenya\s+(?:Bureau\s+of\s+)?Standards?\b|\bKEBS\b[^.\n]{0,40}\b(?:standards?|mark|test\w*)\b|\bstandardi[sz]ation\s+mark\b|\bdiamond\s+mark\b/i;
/** A "KEBS Mark of Quality" offered in place of an ISO 9001 certificate is the same firm-level certificate. */
const ABOUT_MANAGEMENT = /\bquality\s+management\b|\bmanagement\s+system\b|\bISO\s*9001\b/i;
/**
 * "In all cases where the level of galvanizing … is not specifically stated …, not less than 80 microns": a
 * template default, printed in every tender of the issuer whatever it buys, not a parameter of these goods.
 */
const DEFAULT_CLAUSE = /\bwhere\b[^.]{0,80}\bnot\s+(?:specifically\s+)?(?:stated|specified|indicated)\b/i;

/** A list's items ("6. …", "b) …"), so a sentence is judged with the item it belongs to. */
const items = (text: string) => text.split(/\n(?=\s*(?:\(?[a-z]\)|\(?[ivx]{1,4}\)|\d{1,2}[.)])\s)/);

/** Whether the specification names a standard or a test method for what it measures. */
export function citesStandard(text: string): boolean {
  return items(text).some((item) => {
    const named = [...item.matchAll(NUMBERED_STANDARD)].some((match) => !MANAGEMENT_STANDARD.test(match[0]));
    return named || (TEST_METHOD.test(item) && !ABOUT_MANAGEMENT.test(item));
  });
}

export type Parameter = { kind: string; example: string; quote: string; key: string };

/** The measured parameters of a passage, each quoted with its row ("Weight Minimum, 550±50g/m2"). */
export function measuredParameters(text: string): Parameter[] {
  return items(text).flatMap((item) => {
    if (DEFAULT_CLAUSE.test(item)) return [];
    return MEASURES.flatMap(({ kind, example, pattern, needs }) => {
      const match = pattern.exec(item);
      if (!match || (needs && !needs.test(line(item, match.index)))) return [];
      const lines = item.slice(0, match.index).split("\n");
      const before = lines[lines.length - 1]!;
      // A value on its own line ("Minimum, 550±50g/m2") is quoted with its label on the line above.
      const label =
        before.trim().split(/\s+/).length < 2 && lines.length > 1
          ? `${lines[lines.length - 2]!.trim()} `
          : "";
      const row = `${label}${line(item, match.index)}`.replace(/\s+/g, " ");
      return [{ kind, example, quote: quoteOf(row), key: match[0].replace(/\s+/g, "").toLowerCase() }];
    });
  });
}

export const specificationStandardCheck: ReviewCheck = {
  id: "specification-standard",
  title: "Measured specifications name a test standard",
  run(context) {
    const findings = context.subject.flatMap((document): Finding[] => {
      const requirements = requirementPassages(tenderPassages(document));
      if (!requirements.length || requirements.some((passage) => citesStandard(passage.text))) return [];
      const found = new Map<string, Parameter & { pages: number[] }>();
      for (const passage of requirements)
        for (const parameter of measuredParameters(passage.text)) {
          const seen = found.get(parameter.key);
          if (seen) seen.pages.push(passage.page);
          else found.set(parameter.key, { ...parameter, pages: [passage.page] });
        }
      if (!found.size) return [];
      const parameters = [...found.values()];
      const pages = parameters.flatMap((parameter) => parameter.pages);
      const first = parameters[0]!;
      return [
        finding(this, "warning", "medium", {
          title: `Measured specifications name no test standard (p.${pageTitle(pages)})`,
          evidence:
            parameters
              .slice(0, 5)
              .map((parameter) => `"${parameter.quote}" — ${document.name}, ${pageList(parameter.pages)}`)
              .join("; ") +
            `. The specification (${pageList(requirements.map((passage) => passage.page))}) names no standard or test method (KS, EAS, ISO, EN, ASTM…) for ${[...new Set(parameters.map((parameter) => parameter.kind))].join(", ")}, so the evaluators and the inspection at delivery cannot tell how the figure is measured, and a tender or a delivery can be accepted or rejected on a method chosen afterwards.`,
          recommendation: `Name the test method beside each measured parameter, for example "${first.quote.slice(0, 60)} — ${first.example}", and ask for test reports from an ISO/IEC 17025-accredited laboratory.`,
          fact: "specifications",
        }),
      ];
    });
    return findings.length ? findings : null;
  },
};
