/**
 * The brief of a bid document, read from the tool's inputs: who procures, the reference, the items with their
 * quantities, the tender period, the delivery or completion period and the warranty. Pure: what is not given
 * stays null, and the draft leaves a marked blank for it (never an invented value).
 */
import { findPeriods, type PeriodUnit } from "@/lib/reading/number-words";
import type { ToolInputValues, ToolRunContext } from "@/lib/results/types";
import { estimateOf, listItems, textValue, type Estimate } from "../brief-inputs";

export type TenderFamily = "kenya" | "world-bank" | "generic";
export type TenderCategory = "goods" | "works" | "non_consulting" | "consulting";

/** One line of the schedule of requirements or the bill of quantities. */
export type RequiredItem = { description: string; quantity: number | null; unit: string };

/** A period as the brief states it ("90 days", "12 months", "2 years"), with its length in days. */
export type Period = { text: string; days: number };

export type TenderBrief = {
  family: TenderFamily;
  category: TenderCategory;
  documentType: string;
  entity: string | null;
  reference: string | null;
  subject: string;
  objectives: string;
  items: RequiredItem[];
  estimate: Estimate | null;
  /** Issue date and submission deadline (ISO dates), when the brief gives the tender period. */
  issued: string | null;
  deadline: string | null;
  delivery: Period | null;
  warranty: Period | null;
  place: string | null;
  /** The brief reserves the tender for youth, women or persons with disabilities (Kenya, AGPO). */
  reserved: boolean;
};

const CATEGORIES: Record<string, TenderCategory> = {
  Goods: "goods",
  Works: "works",
  "Non-consulting Services": "non_consulting",
  "Consulting Services": "consulting",
};

/** Days per unit, for ordering and comparing periods (a month counts 30 days, a year 365). */
const UNIT_DAYS: Record<PeriodUnit, number> = {
  days: 1,
  "working days": 1,
  weeks: 7,
  months: 30,
  years: 365,
};

/** The first period a text states ("within 90 days", "ninety (90) days", "twelve months", "2-year"), read by lib/reading. */
export function periodOf(text: string): Period | null {
  const first = findPeriods(text)[0];
  if (!first) return null;
  const unit = first.unit.replace(/s$/, "");
  return {
    text: `${first.value} ${first.value === 1 ? unit : first.unit}`,
    days: first.value * UNIT_DAYS[first.unit],
  };
}

const UNITS =
  /^(No\.?|Nos\.?|pcs?\.?|pieces|units?|sets?|lots?|m2|m3|m|km|kg|tonnes?|litres?|pairs?|reams?|boxes|cartons|packets|rolls|copies|licen[cs]es|items?)$/i;

/**
 * An item line as officers write it: "40 No. desktop computers", "Supply of 200 laptops", "Excavation —
 * 1,200 m3", "Printer toner (50 pcs)". A line with no quantity keeps its description and a null quantity.
 */
export function requiredItem(line: string): RequiredItem {
  const clean = line
    .replace(/^\s{0,8}(?:\d{1,3}[.)]\s{1,4}|[-*•]\s{0,4})/, "")
    .replace(/^(?:supply(?:,| and)? (?:delivery )?(?:and installation )?of|provision of)\s{1,3}/i, "")
    .trim();
  const leading = /^(\d[\d,]{0,12})\s{0,3}([A-Za-z][A-Za-z0-9.]{0,12})?\s{1,3}(.+)$/.exec(clean);
  if (leading) {
    const unit = leading[2] && UNITS.test(leading[2]) ? leading[2].replace(/^nos?\.?$/i, "No.") : null;
    const description = unit ? leading[3]! : `${leading[2] ?? ""} ${leading[3]}`.trim();
    return {
      description: tidy(description),
      quantity: Number(leading[1]!.replace(/,/g, "")),
      unit: unit ?? "No.",
    };
  }
  const trailing = /^(.+?)[\s,:–—-]{1,6}\(?(\d[\d,]{0,12})\s{0,3}([A-Za-z][A-Za-z0-9.]{0,12})\)?$/.exec(
    clean,
  );
  if (trailing && UNITS.test(trailing[3]!))
    return {
      description: tidy(trailing[1]!),
      quantity: Number(trailing[2]!.replace(/,/g, "")),
      unit: trailing[3]!,
    };
  return { description: tidy(clean), quantity: null, unit: "Lot" };
}

const tidy = (text: string) => {
  const trimmed = text.replace(/[\s.;,]+$/, "").trim();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
};

function tenderPeriod(values: ToolInputValues): { issued: string | null; deadline: string | null } {
  const value = values.tender_period;
  if (!value || typeof value !== "object" || !("from" in value)) return { issued: null, deadline: null };
  const { from, to } = value as { from?: string; to?: string };
  const iso = (date: string | undefined) => (date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null);
  return { issued: iso(from), deadline: iso(to) };
}

export function familyOf(rulesCode: string | undefined): TenderFamily {
  if (rulesCode === "KE_PPADA") return "kenya";
  if (rulesCode === "WB_IPF") return "world-bank";
  return "generic";
}

/** The brief of a bid-document run. */
export function tenderBrief(context: ToolRunContext): TenderBrief {
  const values = context.values;
  const category = CATEGORIES[textValue(values, "procurement_category")] ?? "goods";
  const outputs = textValue(values, "desired_outputs");
  const lines = listItems(outputs);
  const brief = `${textValue(values, "project_objectives")}\n${outputs}`;
  const delivery = textValue(values, "delivery_period");
  const warranty = textValue(values, "warranty_period");
  return {
    family: familyOf(context.framework?.rulesCode),
    category,
    documentType: textValue(values, "procurement_document_type") || "Tender/RFB",
    entity: textValue(values, "procuring_entity") || null,
    reference: textValue(values, "tender_reference") || null,
    subject:
      textValue(values, "tender_title") ||
      // Works and services are named by what they build or do (the objectives), goods by what is bought.
      (category === "goods" ? null : assignmentOf(textValue(values, "project_objectives"))) ||
      subjectOf(lines, outputs),
    objectives: textValue(values, "project_objectives"),
    items: lines.map(requiredItem),
    estimate: estimateOf(values),
    ...tenderPeriod(values),
    delivery:
      periodOf(delivery) ?? periodFromBrief(brief, /(?:within|delivery|completion|duration|period of)/i),
    warranty: periodOf(warranty) ?? periodFromBrief(brief, /warrant|guarantee|defects liability/i),
    place: textValue(values, "delivery_place") || null,
    reserved: /\bAGPO\b|reserved for (?:the )?(?:youth|women|persons)/i.test(brief),
  };
}

/** A period stated in the brief next to the words that say what it is ("2-year warranty", "within 90 days"). */
function periodFromBrief(text: string, near: RegExp): Period | null {
  for (const sentence of text.split(/[.;\n]/))
    if (near.test(sentence)) {
      const period = periodOf(sentence);
      if (period) return period;
    }
  return null;
}

/** Goods as a title: up to three items without their specifications ("Supply and delivery of desktop computers, …"). */
function subjectOf(lines: string[], outputs: string): string {
  const names = (lines.length ? lines : [outputs]).map((line) =>
    requiredItem(line)
      .description.replace(/\s{0,3}\([^()]{0,200}\)/g, "")
      .replace(/,.*$/, "")
      // "Desktop computers" reads "desktop computers" in a title; "UPS 1500VA" stays as written.
      .replace(/^[A-Z](?=[a-z])/, (first) => first.toLowerCase()),
  );
  const listed = names.slice(0, 3);
  const joined =
    listed.length > 1 ? `${listed.slice(0, -1).join(", ")} and ${listed.at(-1)}` : (listed[0] ?? "");
  return `Supply and delivery of ${joined}${names.length > 3 ? " and related items" : ""}`;
}

/**
 * The name of works or an assignment from the objectives: their first clause, before what finances it or the
 * programme it belongs to ("Construction of a two-classroom block at Kiptere Primary School").
 */
function assignmentOf(objectives: string): string | null {
  const clause =
    objectives
      .split(
        /[.;:\n]|,\s{0,2}(?:financed|funded|under|as part)\b|\s(?:financed|funded) by\b|\sunder the\b/i,
      )[0]
      ?.trim() ?? "";
  if (clause.length < 8 || clause.split(/\s+/).length > 24) return null;
  return clause.charAt(0).toUpperCase() + clause.slice(1);
}
