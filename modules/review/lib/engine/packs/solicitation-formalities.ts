/**
 * Checklist J (FD-01, FD-02): formalistic disqualifications. A tender rejected for how it is bound, numbered,
 * stamped or inked, or because a bank did not answer in three days or one brochure is missing, is rejected for
 * something that is not a material deviation, and often for something the tenderer does not control. Only a
 * formality with a consequence counts: a row of a mandatory (pass/fail) list, or a sentence that itself rejects;
 * "The Tenderer shall chronologically serialize all pages" with nothing attached is an instruction, not a
 * disqualification. Also exported: whether a requirement is pass/fail (the brand and qualification checks grade
 * their findings by it).
 */
import type { Finding } from "@/lib/results/types";
import type { ReviewCheck } from "@/lib/results/review-types";
import type { AttachedDocument } from "@/lib/reading/types";
import { finding } from "@/modules/review/lib/engine/checks";
import { tenderUnits } from "../facts/sheet";
import { quoteOf, type Unit } from "../facts/units";
import { whereStated } from "./solicitation-facts";

/** The tender's own units, read once per document (tenderUnits caches them for every check). */
export const unitsOf = (document: AttachedDocument): readonly Unit[] => tenderUnits(document);

/** A rejection stated in the sentence itself. */
const CONSEQUENCE =
  /\b(?:disqualif\w*|reject(?:ed|ion)|non-?\s?responsive|(?:will|shall)\s+not\s+be\s+(?:considered|evaluated)|no\s+further\s+consideration|eliminated|deemed\s+(?:as\s+)?invalid|nullified)\b/i;
/** "will not be a cause for disqualification", "shall not be rejected": the opposite of a consequence. */
const NEGATED =
  /\bnot\s+(?:be\s+)?(?:a\s+)?(?:cause|ground|reason)s?\s+for\s+(?:disqualif|reject)|\b(?:shall|will)\s+not\s+(?:be\s+)?(?:disqualif|reject)|\bwithout\s+(?:being\s+)?disqualif/i;

export const statesRejection = (text: string) => CONSEQUENCE.test(text) && !NEGATED.test(text);

/** A heading or sentence that opens a list of pass/fail requirements in the evaluation criteria. */
const OPENS_LIST =
  /\bmandatory\b|\bpreliminary\s+(?:evaluation|examination|requirements|criteria)\b|\bno\s+further\s+consideration\b|\bpass\s*\/\s*fail\b/i;
/** What ends such a list: the scored or financial stage, or another method. */
const CLOSES_LIST =
  /\btechnical\s+(?:evaluation|capacity|score)|\bfinancial\s+(?:evaluation|comparison)|\bdetailed\s+(?:technical\s+)?evaluation|\b\d+\s*marks?\b|\bscor(?:e|ed|ing)\b|\bpost[\s-]qualification\b|\bmargin\s+of\s+preference\b|\bprice\s+evaluation\b/i;
/** An evaluator's YES/NO column: the row is pass/fail. */
const YES_NO = /\bYES\s*\/\s*NO\b/i;
/** A scored row is not pass/fail. */
const MARKS = /\bmarks?\b|\b\d+\s*%/i;
/** "Only bidders who meet all the mandatory requirements will be evaluated": the list's consequence. */
const ONLY_IF =
  /\bonly\s+(?:bidders|tenderers|tenders|bids|those)\b[^.]{0,60}\b(?:meet|qualify|pass|comply)|\bonly\s+(?:if|when)\s+(?:they|it)\s+(?:meet|qualify|pass|comply)/i;

/** Where the last match of a pattern starts (-1 when none). */
function lastAt(pattern: RegExp, text: string): number {
  let last = -1;
  for (const match of text.matchAll(new RegExp(pattern.source, "gi"))) last = match.index;
  return last;
}

/**
 * The units of each mandatory list in the evaluation criteria ("Preliminary Evaluation … These are mandatory
 * requirements"), each with the unit that says what failing the list costs: the list's sentence that rejects
 * ("Bids not meeting all the mandatory requirements will receive no further consideration") or admits only those
 * who pass, else the one that calls the list mandatory, else its opening line.
 */
export function mandatoryLists(units: readonly Unit[]): Map<Unit, Unit> {
  const result = new Map<Unit, Unit>();
  let list: Unit[] = [];
  const close = () => {
    const consequence =
      list.find((unit) => statesRejection(unit.text) || ONLY_IF.test(unit.text)) ??
      list.find((unit) => /\bmandatory\b/i.test(unit.text)) ??
      list[0];
    for (const unit of list) result.set(unit, consequence!);
    list = [];
  };
  for (const unit of units) {
    if (unit.part !== "criteria") {
      close();
      continue;
    }
    // "… mandatory requirements … Those that pass shall be subjected to Technical evaluation": the later wins.
    const opens = lastAt(OPENS_LIST, unit.text) > lastAt(CLOSES_LIST, unit.text);
    if (opens || list.length) list.push(unit);
    if (!opens && CLOSES_LIST.test(unit.text)) {
      list.pop();
      close();
    }
  }
  close();
  return result;
}

/**
 * Row ends in a table read as running text: a sentence end, an evaluator's YES/NO, a marks figure; a row number
 * ("03 Must be …", "10) All …") starts the next row.
 */
const ROW_BREAK =
  /[.;](?=\s|$)|\bYES\s*\/\s*NO\b|\(\s*\d+\s*marks?\s*\)|\b\d+\s*marks?\b|(?<=\s)(?:0\d|\d{1,2}[.)])\s(?=[A-Z])/gi;
const ROW_NUMBER = /^(?:0\d|\d{1,2}[.)])\s$/;

/** The table row or sentence of a unit around a position. */
export function rowAround(text: string, at: number): string {
  let start = 0;
  let end = text.length;
  for (const match of text.matchAll(ROW_BREAK)) {
    // A row number belongs to the row it opens; a full stop, YES/NO or marks to the row it closes.
    const boundary = ROW_NUMBER.test(match[0]) ? match.index : match.index + match[0].length;
    if (boundary > at) {
      end = boundary;
      break;
    }
    start = boundary;
  }
  return text.slice(start, end);
}

/**
 * Whether the requirement at `at` in a unit is pass/fail, and the unit that says what failing it costs: its own
 * row when that rejects ("… shall be disqualified"), else its mandatory list, else its own row when it is a YES/NO
 * row of the evaluation criteria. A scored row ("10 marks") is never pass/fail.
 */
export function passFailAt(lists: Map<Unit, Unit>, unit: Unit, at: number): Unit | undefined {
  const row = rowAround(unit.text, at);
  if (MARKS.test(row)) return undefined;
  if (statesRejection(row)) return unit;
  return lists.get(unit) ?? (unit.part === "criteria" && YES_NO.test(row) ? unit : undefined);
}

/** Presentation formalities: how the tender is bound, numbered, stamped, inked or enveloped. */
const FORMALITIES: readonly { label: string; pattern: RegExp }[] = [
  {
    label: "binding",
    pattern:
      /\b(?:tape|spiral|comb|ring|wire|properly|firmly|securely)[\s-]*(?:bound(?:ed)?|binding)\b|\bspiral(?:ly)?[\s-]+bound|\bbound(?:ed)?\s+(?:and|&)\s+(?:paginated|serial|numbered)|\b(?:seriali[sz]ed|paginated|numbered)\s+(?:and|&)\s+bound\b/i,
  },
  {
    label: "page serialisation",
    pattern:
      /\bseriali[sz](?:e|ed|ation)\b|\bpaginat(?:e|ed|ion)\b|\bnumber(?:ed)?\s+(?:all|every|each)\s+(?:the\s+)?pages?\b|\b(?:all|every|each)\s+pages?\b[^.]{0,40}\b(?:numbered|serial)/i,
  },
  {
    label: "stamping every page",
    pattern:
      /\b(?:stamp(?:ed)?|initial(?:l?ed)?|sign(?:ed)?)\b[^.]{0,30}?\b(?:on\s+)?(?:all|every|each)\s+(?:the\s+)?pages?\b|\b(?:all|every|each)\s+pages?\b[^.]{0,40}\b(?:stamped|initial(?:l?ed))\b/i,
  },
  { label: "ink colour", pattern: /\b(?:blue|black|red)\s+ink\b/i },
  {
    label: "envelope format",
    pattern:
      /\b(?:two|double|separate|three)[\s-]+envelopes?\b|\benvelopes?\b[^.]{0,40}\b(?:brown|khaki|manila|A3|A4|colou?r)\b/i,
  },
];
/**
 * Separate envelopes for the technical and the financial proposal keep prices sealed during a two-stage
 * evaluation: that is substance, not presentation.
 */
const TWO_STAGE = /\b(?:technical|financial|price)\b/i;
/** The formality concerns the tender itself (not a delivery note or a cable label). */
const ABOUT_THE_TENDER = /\b(?:tenders?|bids?|bidding|proposals?|offers?|documents?|submissions?|pages?)\b/i;

/** Rejection for what is not a material deviation, or for a third party's act or silence (FD-02). */
const NON_MATERIAL: readonly { label: string; pattern: RegExp; needs?: RegExp }[] = [
  {
    label: "a third party's silence",
    pattern: /\bno\s+conclusive\s+response\b/i,
    // "no conclusive response within this period" about the tenderer's own clarification is its own act.
    needs:
      /\b(?:bank|insur\w+|institution|issuer|issuing|guarantor|referee|authorit(?:y|ies)|agenc(?:y|ies))\b/i,
  },
  {
    label: "any negative response from a verifier",
    pattern: /\bany\s+negative\s+(?:response|feedback|report)\b/i,
  },
  {
    label: "a missing brochure",
    pattern:
      /\bwithout\s+(?:the\s+)?(?:\w+\s+){0,2}(?:brochures?|catalogues?|data\s*sheets?|literature)\b|\b(?:any|a)\s+(?:missing\s+)?(?:brochure|catalogue)\s+(?:is\s+)?missing\b/i,
  },
];
/** Rejecting a forged or false document is legitimate. */
const FORGERY = /\b(?:forged|forgery|falsified|false|fake|fraudulent)\b/i;

type Hit = { unit: Unit; at: number; label: string; consequence: Unit };

const cite = (document: string, unit: Unit, at = 0) =>
  `"${quoteOf(unit.text, at)}" — ${document}, ${whereStated(unit)}`;
const pagesOf = (hits: readonly Hit[]) =>
  [...new Set(hits.map((hit) => hit.unit.page))].sort((a, b) => a - b);
const pageList = (pages: readonly number[]) => pages.map((page) => `page ${page}`).join(", ");

function presentationHits(units: readonly Unit[], lists: Map<Unit, Unit>): Hit[] {
  return units.flatMap((unit) =>
    FORMALITIES.flatMap(({ label, pattern }) => {
      const match = pattern.exec(unit.text);
      const row = match ? rowAround(unit.text, match.index) : "";
      if (!match || !ABOUT_THE_TENDER.test(row) || (label === "envelope format" && TWO_STAGE.test(row)))
        return [];
      const consequence = passFailAt(lists, unit, match.index);
      return consequence ? [{ unit, at: match.index, label, consequence }] : [];
    }),
  );
}

function nonMaterialHits(units: readonly Unit[]): Hit[] {
  return units.flatMap((unit) =>
    NON_MATERIAL.flatMap(({ label, pattern, needs }) => {
      const match = pattern.exec(unit.text);
      const row = match ? rowAround(unit.text, match.index) : "";
      if (!match || !statesRejection(row) || FORGERY.test(row)) return [];
      if (needs && !needs.test(`${unit.text} ${unit.clauseText}`)) return [];
      return [{ unit, at: match.index, label, consequence: unit }];
    }),
  );
}

/** The document's own test of responsiveness: only a material deviation rejects a tender. */
const MATERIAL_TEST = /\bmaterial\s+deviation\b/i;

/** Quotes of distinct wording, first page first: the same sentence repeated on other pages is listed, not quoted. */
function quotes(document: string, hits: readonly Hit[], limit: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const hit of hits) {
    const key = hit.unit.text.slice(0, 80).toLowerCase();
    if (seen.has(key) || out.length >= limit) continue;
    seen.add(key);
    const own = cite(document, hit.unit, hit.at);
    out.push(hit.consequence === hit.unit ? own : `${own}; consequence: ${cite(document, hit.consequence)}`);
  }
  return out;
}

function presentationFinding(
  check: ReviewCheck,
  document: AttachedDocument,
  hits: Hit[],
  units: readonly Unit[],
): Finding {
  const labels = [...new Set(hits.map((hit) => hit.label))];
  const pages = pagesOf(hits);
  const material = units.find((unit) => unit.part === "instructions" && MATERIAL_TEST.test(unit.text));
  const own = material
    ? ` The document's own test rejects only a material deviation: ${cite(document.name, material, MATERIAL_TEST.exec(material.text)!.index)}.`
    : "";
  return finding(check, "warning", "medium", {
    id: "formalities-pass-fail",
    title: `Tenders rejected for ${labels.join(", ")} (p.${pages.join(", ")})`,
    evidence:
      `${quotes(document.name, hits, 4).join(" / ")}. Stated on ${pageList(pages)}.${own} ` +
      "A complete, competitive tender can be eliminated for how it is presented, which is not a material deviation and invites complaints.",
    recommendation: `Delete the ${labels.join(", ")} requirement${labels.length > 1 ? "s" : ""} from the mandatory criteria (${pageList(pages)}); keep it, if wanted, as an instruction in the ITT with no consequence, or state that a presentation defect will be clarified with the tenderer, not rejected.`,
    fact: "formalities",
  });
}

function nonMaterialFinding(check: ReviewCheck, document: AttachedDocument, hits: Hit[]): Finding {
  const labels = [...new Set(hits.map((hit) => hit.label))];
  const pages = pagesOf(hits);
  const silence = labels.includes("a third party's silence");
  return finding(check, "warning", "medium", {
    id: "formalities-rejection",
    title: `Rejection for ${labels.join(", ")} (p.${pages.join(", ")})`,
    evidence:
      `${quotes(document.name, hits, 4).join(" / ")}. Stated on ${pageList(pages)}. ` +
      "A tender (or the winner's award) can be lost for something the tenderer does not control or that does not change the substance of its offer, rather than for a material deviation.",
    recommendation: [
      silence
        ? "Replace the rejection for a bank's or issuer's silence with: \"Where the issuer does not confirm within the period, the Procuring Entity shall ask the tenderer to obtain the confirmation within [N] days before deciding.\""
        : "",
      labels.some((label) => label !== "a third party's silence")
        ? "Reject only a forged or materially deficient document; treat a missing brochure or an unconfirmed certificate as a matter for clarification under the ITT."
        : "",
    ]
      .filter(Boolean)
      .join(" "),
    fact: "formalities",
  });
}

export const formalitiesCheck: ReviewCheck = {
  id: "formalities",
  title: "No rejection for presentation formalities or non-material matters",
  run(context) {
    const findings = context.subject.flatMap((document): Finding[] => {
      const units = unitsOf(document);
      const presentation = presentationHits(units, mandatoryLists(units));
      const nonMaterial = nonMaterialHits(units);
      return [
        ...(presentation.length ? [presentationFinding(this, document, presentation, units)] : []),
        ...(nonMaterial.length ? [nonMaterialFinding(this, document, nonMaterial)] : []),
      ];
    });
    return findings.length ? findings : null;
  },
};
