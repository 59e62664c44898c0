/**
 * Checklist L (FW-01, FW-02): framework agreements without the number of firms or call-off rules, and several
 * priced rates with no weights, quantities or basket to combine them into one evaluated price.
 *
 * FW-01: a tender announced as a framework agreement must say how many firms it appoints and how call-offs are
 * shared among them; "award to the successful tenderer(s)" says neither, so every firm on the framework can claim
 * any order, or none. FW-02: three rates per tonne-kilometre (upstream, downstream, inter-depot) and "the lowest
 * price wins" leave the evaluators to decide which rate counts: a tender lowest on one rate and highest on another
 * can be ranked either way. A schedule with quantities, estimated tonnages or weights already combines the rates,
 * and rates each awarded as its own lot, route or item need no combining: neither is reported.
 */
import type { Finding } from "@/lib/results/types";
import type { ReviewCheck } from "@/lib/results/review-types";
import type { AttachedDocument } from "@/lib/reading/types";
import { finding } from "@/modules/review/lib/engine/checks";
import { tenderPassages, tenderUnits } from "../facts/sheet";
import { quoteOf, type Unit } from "../facts/units";
import type { DocumentPart, Passage } from "../facts/types";

const FRAMEWORK = /\bframework[\s-]+(?:agreements?|contracts?)\b/i;
/** "Framework agreement: N/A", "this is not a framework agreement". */
const NOT_FRAMEWORK =
  /\bframework[\s-]+(?:agreement|contract)s?\s*[:\-–]?\s*(?:no\b(?!\.?\s*[\w/-]*\d)|n\/a|not\s+applicable|none\b)|\bnot\s+(?:be\s+)?a\s+framework/i;
/** The PE's own parts: a standard ITT or GCC may describe framework agreements for tenders that are not one. */
const ANNOUNCING: ReadonlySet<DocumentPart> = new Set([
  "invitation",
  "data-sheet",
  "requirements",
  "special-conditions",
]);

const COUNT = String.raw`(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)(?:\s*\(\d{1,3}\))?`;
const FIRMS = String.raw`(?:firms?|tenderers?|bidders?|suppliers?|service\s+providers?|contractors?|transporters?|consultants?|companies|vendors?|framework\s+(?:members?|suppliers?|holders?))`;
const RANKED = String.raw`(?:(?:lowest|highest|best|top|first|most|responsive|substantially|evaluated|ranked|qualified|successful|eligible)[\s-]+){0,4}`;
const APPOINTED = String.raw`(?:award|appoint|place|select|admit|retain|engag|contract|prequalif|shortlist|includ|invited\s+to\s+sign)`;

/** Statements of how many firms the framework takes (a figure, a ceiling, "all who pass", a single supplier). */
const NUMBER_OF_FIRMS: readonly RegExp[] = [
  new RegExp(String.raw`\bnumber\s+of\s+${FIRMS}\b[^.;]{0,60}?\b${COUNT}\b`, "i"),
  new RegExp(
    String.raw`\b${COUNT}\s+${RANKED}${FIRMS}\b[^.;]{0,60}?\b(?:will|shall|to|may)\s+be\s+${APPOINTED}`,
    "i",
  ),
  new RegExp(
    String.raw`\b(?:award\w*|appoint\w*|conclude\w*|sign\w*|entered\s+into)\s+(?:\w+\s+){0,3}?with\s+(?:up\s+to\s+|a\s+maximum\s+of\s+|not\s+more\s+than\s+|the\s+)?${COUNT}\s+${RANKED}${FIRMS}\b`,
    "i",
  ),
  new RegExp(
    String.raw`\baward\w*\s+(?:\w+\s+){0,3}?to\s+(?:up\s+to\s+|a\s+maximum\s+of\s+|not\s+more\s+than\s+|the\s+)?(?:top\s+|first\s+|best\s+)?${COUNT}\s+${RANKED}${FIRMS}\b`,
    "i",
  ),
  new RegExp(
    String.raw`\ball\s+(?:the\s+)?${RANKED}${FIRMS}\s+(?:who|that|which|whose)\b[^.;]{0,100}?\b(?:will|shall)\s+be\s+${APPOINTED}`,
    "i",
  ),
  /\b(?:single|sole|one)[\s-]+(?:supplier|provider|firm|tenderer|contractor)\s+framework\b|\bframework\b[^.;]{0,60}\bwith\s+(?:a\s+single|one(?:\s*\(1\))?)\s+(?:supplier|service\s+provider|firm|tenderer|contractor)\b/i,
];
const SINGLE_FIRM =
  /\b(?:single|sole)[\s-]+(?:supplier|provider|firm|tenderer|contractor)\b|\bwith\s+one(?:\s*\(1\))?\s+(?:supplier|service\s+provider|firm|tenderer|contractor)\b|\bnumber\s+of\s+\w+(?:\s+\w+)?\s+to\s+be\s+\w+\s*[:\-–]?\s*(?:one\b|1\b)/i;

/**
 * Things ordered under a framework, and how they go to one firm rather than another. Allocation words ("allocated",
 * "shared") need only a basis ("according to capacity", "equally"); placing words ("placed", "issued", "awarded")
 * are everywhere in a tender, so they need a ranking, rotation or share ("in order of ranking", "60% of the cargo").
 */
const ORDERS =
  /\bcall[\s-]?offs?\b|\b(?:purchase\s+|service\s+|transport\s+|work\s+)?orders?\b(?!\s+of\b)|\b(?:jobs?|assignments?|consignments?|trips?|loads?|cargo|tonnages?|volumes?|quantit(?:y|ies)|business)\b/i;
const ALLOCATES = /\b(?:allocat\w*|distribut\w*|apportion\w*|shared|shared\s+out|split)\b/i;
const PLACES = /\b(?:placed|issued|assigned|awarded|given|offered)\b/i;
const SHARE =
  /\brank(?:ed|ing)\b|\border\s+of\s+(?:their\s+)?(?:rank|merit)\b|\brotation\w*|\brotational\b|\bin\s+turns?\b|\bproportion\w*|\bequally\b|\bequal\s+(?:shares?|proportions?|basis)\b|\bequitabl\w*|\d+\s*%\s+of\s+(?:the\s+)?(?:total\s+)?(?:orders|work|tonnage|cargo|volume|quantit|business|call)/i;
const BASIS = /\bcapacity\b|\bavailab\w*|\b(?:lowest|highest|first|next)\b|\bperformance\b/i;
/** Call-off procedures named outright. */
const CALL_OFF_METHOD =
  /\bmini[\s-]?(?:competition|bid|tender)s?\b|\bsecondary\s+(?:procurement|competition)\b|\bfurther\s+competition\b|\bre-?open\w*\s+(?:of\s+)?competition\b|\bcascade\b|\bdirect(?:ly)?\s+award\w*\b[^.;]{0,60}\b(?:rank|call[\s-]?off|order)/i;
/** "…as specified in the TDS": the standard text defers to a data sheet that may say nothing. */
const DEFERS =
  /\bas\s+(?:may\s+be\s+)?(?:specified|stated|indicated|provided|described|set\s+out)\s+in\s+(?:the\s+)?(?:TDS|BDS|PDS|SCC|PCC|(?:tender|bid)\s+data\s+sheet|data\s+sheet|special\s+conditions)/i;

const states = (unit: Unit, patterns: readonly RegExp[]) =>
  !DEFERS.test(unit.text) && patterns.some((pattern) => pattern.test(unit.text));
const allocatesCallOffs = (unit: Unit) =>
  !DEFERS.test(unit.text) &&
  (CALL_OFF_METHOD.test(unit.text) ||
    (ORDERS.test(unit.text) &&
      ((ALLOCATES.test(unit.text) && (SHARE.test(unit.text) || BASIS.test(unit.text))) ||
        (PLACES.test(unit.text) && SHARE.test(unit.text)))));

/** The award clause a reader looks to for the number of firms: the criteria's, else the data sheet's. */
const AWARD =
  /\baward\w*\b[^.;]{0,80}\b(?:successful\s+tenderer\s*\(s\)|successful\s+(?:bidder|tenderer)s?|lowest)/i;
const firstIn = (units: readonly Unit[], wanted: (unit: Unit) => boolean, parts: readonly DocumentPart[]) =>
  parts.map((part) => units.find((unit) => unit.part === part && wanted(unit))).find(Boolean);

const quoted = (unit: Unit, pattern: RegExp, document: AttachedDocument) =>
  `"${quoteOf(unit.text, Math.max(0, unit.text.search(pattern)))}" — ${document.name}, page ${unit.page}`;
const collapse = (text: string) => text.replace(/\s+/g, " ").trim();
const pageList = (pages: Iterable<number>) => [...new Set(pages)].sort((a, b) => a - b).join(", ");

export const frameworkTermsCheck: ReviewCheck = {
  id: "framework-terms",
  title: "A framework agreement says how many firms and how call-offs are allocated",
  run(context) {
    const findings = context.subject.flatMap((document): Finding[] => {
      const units = tenderUnits(document);
      const announced = units.filter(
        (unit) => ANNOUNCING.has(unit.part) && FRAMEWORK.test(unit.text) && !NOT_FRAMEWORK.test(unit.text),
      );
      if (!announced.length || units.some((unit) => NOT_FRAMEWORK.test(unit.text))) return [];
      const numbered = units.find((unit) => states(unit, NUMBER_OF_FIRMS));
      // One firm takes every call-off: there is nothing to allocate.
      const single = numbered !== undefined && SINGLE_FIRM.test(numbered.text);
      const allocated = single || units.some(allocatesCallOffs);
      if (numbered && allocated) return [];
      const missing = [
        ...(numbered ? [] : [["the number of firms", "how many firms will be placed on the framework"]]),
        ...(allocated ? [] : [["call-off rules", "how call-off orders are allocated among them"]]),
      ];
      const shown = announced.filter(
        (unit, index) => announced.findIndex((other) => other.page === unit.page) === index,
      );
      const award = firstIn(units, (unit) => AWARD.test(unit.text), [
        "criteria",
        "data-sheet",
        "instructions",
      ]);
      const evidence = [
        `Framework announced: ${shown
          .slice(0, 2)
          .map((unit) => quoted(unit, FRAMEWORK, document))
          .join("; ")}.`,
        award ? `Award clause: ${quoted(award, AWARD, document)}.` : "",
        `Nowhere does the document say ${missing.map(([, long]) => long).join(" or ")}.`,
      ];
      const pages = [...shown.slice(0, 2).map((unit) => unit.page), ...(award ? [award.page] : [])];
      return [
        finding(this, allocated ? "warning" : "fail", allocated ? "medium" : "high", {
          title: `Framework agreement without ${missing.map(([short]) => short).join(" or ")} (p.${pageList(pages)})`,
          evidence: evidence.filter(Boolean).join(" "),
          recommendation:
            'State both in the data sheet and the award clause, for example "The framework agreement will be concluded with up to three (3) tenderers, ranked from the lowest evaluated price" and "Call-off orders will be placed first with the lowest-ranked firm; if it cannot accept an order within 48 hours, with the next ranked firm" (or by mini-competition among the firms on the framework), with the estimated volumes over the term.',
          fact: "framework_terms",
        }),
      ];
    });
    return findings.length ? findings : null;
  },
};

/** A priced rate per unit of service: "Rate per ton per Kilometer", "Charges per tonne-km", "KES/ton/km". */
const RATE =
  /\b(?:rates?|charges?|prices?|costs?|fees?|tariffs?|KES|Kshs?|USD)\b[^\n]{0,40}?(?:\bper\s+|\/\s*)(?:metric\s+)?(?:ton(?:ne)?s?|MT|km|kms|kilomet(?:er|re)s?|miles?|hours?|hrs?|days?|nights?|weeks?|months?|trips?|journeys?|shifts?|loads?|containers?|TEUs?|lit(?:re|er)s?|m3|cubic\s+met(?:er|re)s?|bags?|guards?|visits?|man[\s-]?(?:hours?|days?|months?))\b/i;
const RATES = new RegExp(RATE.source, "gi");
/** A unit-rate table's header ("Item | Description | Unit | Rate (Kshs.)"): its rows carry only "per m3". */
const UNIT_RATE_HEADER = /\bunit\b[^\n]{0,40}\brates?\b|\brates?\b[^\n]{0,40}\bunit\b/i;
/** A row's unit: "per m3", "per container (TEU)", "per call-out". */
const PER_UNIT =
  /\bper\s+(?:m3|m2|m²|m³|sq\.?\s*m|cubic\s+met\w+|square\s+met\w+|containers?|TEUs?|FEUs?|call[\s-]?outs?|visits?|trips?|hours?|days?|months?|tonnes?|tons?|km|units?|pieces?|items?|bags?|loads?|shifts?|sites?)\b/i;
/** A table row's item code ("B1 |", "2.3 |"), which tells its rate from the others. */
const ROW_CODE = /^\s*([A-Z]?\d{1,2}(?:\.\d{1,2})?)\s*\|/;
/** Delay damages and interest are rates too, but not prices a tenderer offers. */
const NOT_PRICED = /\bliquidated\b|\bdamages\b|\bpenalt|\binterest\b|\bdelay/i;
/** What tells one rate from another: direction, shift, zone or route, handling operation, origin and destination. */
const QUALIFIERS: readonly RegExp[] = [
  /\b(up[\s-]?stream|down[\s-]?stream|inter[\s-]?(?:depot|silo|county|regional|branch)|inbound|outbound|back[\s-]?load|long[\s-]?haul|short[\s-]?haul)\b/i,
  /\b(day\s+shift|night\s+shift|weekends?|week[\s-]?days?|public\s+holidays?|overtime|normal\s+(?:working\s+)?hours|off[\s-]?peak)\b/i,
  /\b((?:zone|route|region|cluster)\s*(?:no\.?\s*)?(?:[A-Z]|\d{1,2}|[IVX]{1,4}))\b/i,
  /\b(loading|off[\s-]?loading|un[\s-]?loading|re[\s-]?stacking|stacking|re[\s-]?bagging|bagging|weighing)\b/i,
  /\bfrom\s+([A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)?\s+to\s+[A-Z][\w'’-]+)/,
];
/** A list label ("a)", "(B)", "iii.", "2."): a labelled rate line is one rate of several even without a qualifier. */
const LABEL = /^\s*\(?(?:[a-hA-H]|[ivx]{1,4}|\d{1,2})[.)]\s+/;
/** "…for NCPB's maize and beans": the subject of a labelled rate, when no qualifier names it. */
const FOR_WHAT =
  /\bfor\s+(?:the\s+|all\s+|your\s+)?(?:[A-Z]{2,}['’]s\s+)?([a-z][a-z-]{2,}(?:\s+[a-z][a-z-]{2,})?)/i;
const labelledSubject = (line: string) =>
  LABEL.test(line) ? (FOR_WHAT.exec(line.slice(line.search(RATE)))?.[1] ?? null) : null;
/** How far below a rate named once in a table header its rows may run. */
const TABLE_ROWS = 12;
const LOT = /^\s*(?:\(?[a-z0-9]{1,3}[.)]\s*)?lot\s*(?:no\.?\s*)?(\d{1,2}|[A-Z]\b|[IVX]{1,4}\b)/i;
const SCHEDULE_PARTS: ReadonlySet<DocumentPart> = new Set([
  "forms",
  "requirements",
  "contract-forms",
  "data-sheet",
]);

/** The words that tell a rate apart ("Inter-depot", "Zone B"), as written. */
function qualifierOf(line: string): string | null {
  for (const pattern of QUALIFIERS) {
    const match = pattern.exec(line);
    if (match) return match[1]!.replace(/\s+/g, " ");
  }
  return null;
}

/** A rate line; `key` identifies the rate however it is spelt ("Inter-depot", "inter depot"). */
type Rate = { key: string; label: string; line: string; page: number; lot: string };

/**
 * The priced rates of the schedule and form of tender, each keyed by what distinguishes it. A table may name the
 * rate once in its header and the routes in its rows, or a route on the line above its rate.
 */
export function ratesOf(passages: readonly Passage[]): Rate[] {
  const lines = passages
    .filter((passage) => SCHEDULE_PARTS.has(passage.part))
    .flatMap((passage) => passage.text.split("\n").map((text) => ({ text: text.trim(), page: passage.page })))
    // "Upstream: KES ___ per tonne per km; Downstream: KES ___ per tonne per km": one rate per cell.
    .flatMap((line) =>
      (line.text.match(RATES) ?? []).length > 1
        ? line.text.split(/[;|]|\s{3,}/).map((cell) => ({ ...line, text: cell.trim() }))
        : [line],
    );
  const rates: Rate[] = [];
  let lot = "";
  // The last rate line that names no route: the rows just below it are its routes.
  let header = -Infinity;
  lines.forEach(({ text, page }, index) => {
    lot = LOT.exec(text)?.[1]?.toLowerCase() ?? lot;
    if (UNIT_RATE_HEADER.test(text) && !PER_UNIT.test(text)) header = index;
    const unitRow = index - header <= TABLE_ROWS && PER_UNIT.test(text) && ROW_CODE.test(text);
    const rate = (RATE.test(text) || unitRow) && !NOT_PRICED.test(text);
    const label =
      qualifierOf(text) ??
      (unitRow ? ROW_CODE.exec(text)![1]! : null) ??
      (rate ? (qualifierOf(lines[index - 1]?.text ?? "") ?? labelledSubject(text)) : null);
    if (rate && !label) header = index;
    if (label && (rate || index - header <= TABLE_ROWS))
      rates.push({ key: label.toLowerCase().replace(/[^a-z0-9]/g, ""), label, line: text, page, lot });
  });
  return rates;
}

/**
 * What combines the rates into one price: quantities, estimated tonnages or distances, weights, a basket. A plain
 * sum or average of the rates is not one: it weighs a cubic metre of fumigation the same as a call-out.
 */
const COMBINES: readonly RegExp[] = [
  /\bestimated\s+(?:annual\s+|total\s+|monthly\s+|average\s+)?(?:quantit|tonnage|tonnes|tons|volume|distance|kilomet|km|mileage|number\s+of\s+\w+)/i,
  /\bweighted\s+(?:average|sum|total|price|cost|rate)|\bweight(?:s|ing)?\s+(?:of|for|given\s+to|applied\s+to)\s+(?:each\s+|the\s+)?(?:rates?|routes?|zones?|directions?|categor)/i,
  /\bbasket\b/i,
  /\b(?:multipl\w+|×)\s+(?:by\s+)?(?:the\s+)?(?:estimated\s+)?(?:quantit|tonnage|volume|distance|km|kilomet)/i,
];
/** In the schedule itself: a quantity column, or tonnages and distances written against the rates. */
const SCHEDULE_QUANTITIES =
  /\b(?:qty|quantity|quantities|tonnage|volume)\b|\b(?:no\.?|number)\s+of\s+(?:guards|trips|trucks|vehicles|staff|personnel|persons|participants|days|hours|months|shifts|bags|tonnes|tons|units|litres)\b|\b\d[\d,]*(?:\.\d+)?\s*(?:tonnes|tons|MT|km|kms|trips|bags|litres)\b/i;
/** Each rate (route, zone, item, lot) awarded on its own: nothing to combine. */
const AWARD_SEPARATELY =
  /\b(?:award\w*|evaluat\w*)\b[^.;]{0,80}?\b(?:(?:per|each|by)\s+(?:route|zone|region|direction|rate|item|lot|category)\b|(?:route|zone|region|item|lot)[\s-]+by[\s-]+(?:route|zone|region|item|lot)\b|separately\b|individually\b|independently\b)/i;
const OWN_PARTS: ReadonlySet<DocumentPart> = new Set([
  "invitation",
  "data-sheet",
  "criteria",
  "requirements",
  "special-conditions",
]);
const LOWEST =
  /\blowest\s+(?:evaluated\s+)?(?:price|cost|tender|bid|offer|rate|quot\w*|evaluated|responsive)|\bcheapest\b|\blowest\b[^.;]{0,30}\b(?:price|rate)s?\b/i;
/** The award rule, not "…not bound to accept the lowest or any tender". */
const awardRule = (unit: Unit) => LOWEST.test(unit.text) && !/\bnot\s+bound\s+to\s+accept/i.test(unit.text);
const OTHER_COSTS =
  /\bother\s+(?:applicable\s+|additional\s+)?(?:costs?|charges)\b[^\n]{0,20}\(?\s*if\s+any\s*\)?/i;

export const rateWeightsCheck: ReviewCheck = {
  id: "rate-weights",
  title: "Several rates are combined into one evaluated price",
  run(context) {
    const findings = context.subject.flatMap((document): Finding[] => {
      const passages = tenderPassages(document);
      const rates = ratesOf(passages);
      // Rates of different lots compete only within their lot.
      const byLot = new Map<string, Rate[]>();
      for (const rate of rates) byLot.set(rate.lot, [...(byLot.get(rate.lot) ?? []), rate]);
      const several = [...byLot.values()]
        .map((group) =>
          group.filter((rate, index) => group.findIndex((other) => other.key === rate.key) === index),
        )
        .find((distinct) => distinct.length >= 2);
      if (!several) return [];
      const units = tenderUnits(document);
      const pages = new Set(rates.map((rate) => rate.page));
      const schedule = passages
        // A table's header (its quantity column) may sit on the page before its rows.
        .filter(
          (passage) =>
            SCHEDULE_PARTS.has(passage.part) && [0, 1, -1].some((offset) => pages.has(passage.page + offset)),
        )
        .map((passage) => passage.text)
        .join("\n")
        // "The Procuring Entity does not guarantee any minimum quantity": a quantity denied is none.
        .replace(/[^.\n]*\b(?:no|not|without|nor)\b[^.\n]{0,60}\bquantit[^.\n]*/gi, "")
        // A form's blank ("[number of months or years]") is not a quantity.
        .replace(/\[[^\]\n]{0,80}\]/g, "");
      const combined =
        SCHEDULE_QUANTITIES.test(schedule) ||
        COMBINES.some((pattern) => pattern.test(schedule)) ||
        // Not the standard instructions: they never weigh one tender's rates.
        units.some((unit) => OWN_PARTS.has(unit.part) && COMBINES.some((pattern) => pattern.test(unit.text)));
      const separate = units.some((unit) => OWN_PARTS.has(unit.part) && AWARD_SEPARATELY.test(unit.text));
      const rule = firstIn(units, awardRule, ["criteria", "data-sheet", "instructions"]);
      if (combined || separate || !rule) return [];
      const other = passages.find(
        (passage) => SCHEDULE_PARTS.has(passage.part) && OTHER_COSTS.test(passage.text),
      );
      const shown = several.slice(0, 4);
      const cited = [rule.page, ...rates.map((rate) => rate.page), ...(other ? [other.page] : [])];
      const names = shown.map((rate) => rate.label.toLowerCase()).join(", ");
      return [
        finding(this, "fail", "high", {
          title: `${several.length} rates (${names}) with no weights for the lowest price (p.${pageList(cited)})`,
          evidence: [
            `Rates asked for: ${shown.map((rate) => `"${quoteOf(rate.line)}" — ${document.name}, page ${rate.page}`).join("; ")}` +
              (pages.size > 1 ? ` (rates on pages ${pageList(pages)}).` : "."),
            other
              ? `Open line: "${quoteOf(collapse(OTHER_COSTS.exec(other.text)![0]))}" — ${document.name}, page ${other.page}.`
              : "",
            `Award rule: ${quoted(rule, LOWEST, document)}.`,
            "No quantities, estimated tonnages or distances, weights or basket combine the rates into one evaluated price, so a tender lowest on one rate and highest on another can be ranked either way.",
          ]
            .filter(Boolean)
            .join(" "),
          recommendation:
            'Give the evaluation one price per tender: in the price schedule add the estimated quantity for each rate (for example "Upstream: 40,000 tonnes × 480 km") and a total, or state weights in the evaluation criteria ("evaluated price = 0.5 × upstream + 0.3 × downstream + 0.2 × inter-depot rate"); or tender each rate as a separate lot awarded on its own.' +
            (other
              ? ' Delete "other applicable costs (if any)" or make it a priced line counted in the total.'
              : ""),
          fact: "evaluation_method",
        }),
      ];
    });
    return findings.length ? findings : null;
  },
};
