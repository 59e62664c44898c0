/**
 * Plan items from planning documents: rows of tables (description, category, quantity, estimated cost,
 * quarter/date, department) and, in documents without such a table, bulleted or numbered free-text lines that
 * give a cost or a date ("- Supply of 20 laptops, estimated KES 2,000,000, Q2 2026"). Items are classified into
 * the four procurement categories by their category column, else by the heading they are listed under ("A.
 * GOODS" inside the table, or the table's title), else by keywords in their description.
 *
 * The layouts read (columns by meaning, lib/reading/tables.ts): Kenya's Annual Procurement Plan template
 * ("Item/Description of procurement", "Unit of issue", "Quantity", "Estimated Unit Cost (Kshs.)", "Estimated
 * Cost (Kshs.)", "Procurement Method", "Source of Funds", "Time process (Indicate start and end date)",
 * quarter columns Q1–Q4 marked for the quarter an item is procured in) and World Bank STEP-style plans
 * ("Reference No.", "Description", "Estimated Amount (US$)", "Procurement Method", "Review Type
 * (Prior/Post)", "Market Approach", planned dates). The plan's currency is the one its headers or amounts
 * name (readPlan).
 */
import { isCurrencyCode } from "@/lib/locale/currency";
import { findAmounts } from "@/lib/reading/amounts";
import { MONTHS } from "./document-dates";
import type { AttachedDocument } from "@/lib/results/types";
import { collapseWhitespace } from "@/lib/reading/evidence";
import { parseMoneyInput } from "@/lib/reading/money-input";
import {
  cellCurrency,
  cellNumber,
  fieldValue,
  normalizeText,
  parseCellNumber,
  readTables,
  rowLocation,
  type ColumnSpecs,
  type Table,
} from "@/lib/reading/tables";

export type PlanColumn =
  | "item"
  | "description"
  | "category"
  | "quantity"
  | "unit"
  | "rate"
  | "cost"
  | "date"
  | "quarterMark"
  | "method"
  | "department";

/** What the review reads, shown before upload (the catalogue) and when nothing could be read. */
export const PLANNING_EXPECTED_FORMAT =
  "Attach the procurement plans as XLSX, CSV, DOCX or PDF tables with a header row naming at least the item's Description and its Estimated Cost, and where you have them Category, Quantity, Unit of issue, Estimated Unit Cost, Procurement Method and the timing (a date, a quarter, or Q1–Q4 columns); Kenya's Annual Procurement Plan template and World Bank STEP exports are read as they are. Bulleted lines giving each item's cost and quarter are read too; the currency is taken from the headers or amounts (e.g. \"Estimated Cost (Kshs.)\").";

export const PLAN_COLUMNS: ColumnSpecs<PlanColumn> = {
  item: {
    kind: "token",
    headers: [
      "item",
      "no",
      "item no",
      "s n",
      "s no",
      "sn",
      "sr no",
      "ref",
      "ref no",
      "reference",
      "reference no",
      "line",
    ],
  },
  description: {
    kind: "text",
    headers: [
      "description",
      "item",
      "items",
      "item description",
      "procurement item",
      "procurement activity",
      "activity",
      "requirement",
      "requirements",
      "goods services",
      "subject",
      "title",
      "name of item",
      "description of procurement",
      "procurement description",
      "item description of procurement",
      "description of the procurement",
      "description of goods works services",
      "activity description",
      "contract description",
    ],
  },
  category: {
    kind: "text",
    headers: [
      "category",
      "procurement category",
      "type",
      "procurement type",
      "nature",
      "category of procurement",
    ],
  },
  quantity: { kind: "number", headers: ["quantity", "qty", "quantities"] },
  unit: { kind: "token", headers: ["unit", "uom", "unit of measure", "unit of issue", "units"] },
  rate: {
    kind: "number",
    headers: [
      "unit cost",
      "unit price",
      "rate",
      "estimated unit cost",
      "estimated unit price",
      "unit cost estimate",
    ],
  },
  cost: {
    kind: "number",
    headers: [
      "estimated cost",
      "estimated value",
      "estimate",
      "est cost",
      "cost",
      "total cost",
      "budget",
      "estimated budget",
      "amount",
      "value",
      "total",
      "estimated amount",
      "total estimated cost",
      "cost estimate",
      "budget estimate",
    ],
  },
  date: {
    kind: "token",
    headers: [
      "quarter",
      "date",
      "timing",
      "planned date",
      "start date",
      "expected date",
      "month",
      "period",
      "timeline",
      "planned quarter",
      "procurement date",
      "tender date",
      "planned start",
      "time process",
      "timeframe",
      "time frame",
      "invitation to bid",
      "invitation for bids",
      "bid invitation",
      "request for proposals",
      "contract signature",
      "signed contract",
      "contract award",
    ],
  },
  /** Kenya's template marks the quarter of each item in one of four columns (a tick, an X or its budget). */
  quarterMark: {
    kind: "token",
    headers: [
      "q1",
      "q2",
      "q3",
      "q4",
      "quarter 1",
      "quarter 2",
      "quarter 3",
      "quarter 4",
      "1st quarter",
      "2nd quarter",
      "3rd quarter",
      "4th quarter",
    ],
  },
  /** Read so that "Procurement Method" or "Review Type (Prior/Post)" is not taken for another column. */
  method: {
    kind: "text",
    headers: [
      "procurement method",
      "method",
      "method of procurement",
      "selection method",
      "market approach",
      "review type",
      "prior post review",
    ],
  },
  department: {
    kind: "text",
    headers: [
      "department",
      "requesting department",
      "user department",
      "division",
      "directorate",
      "office",
      "requesting unit",
      "cost centre",
      "cost center",
    ],
  },
};

export const PLAN_CATEGORIES = ["Goods", "Works", "Consulting Services", "Non-consulting Services"] as const;
export type PlanCategory = (typeof PLAN_CATEGORIES)[number] | "Other";

/**
 * Keywords per category, tested in this order (consulting before works: "design and supervision of roads" is a
 * consultancy; non-consulting before goods: "maintenance services of vehicles" is a service).
 */
export const CATEGORY_KEYWORDS: readonly { category: PlanCategory; words: readonly string[] }[] = [
  {
    category: "Consulting Services",
    words: [
      "consultancy",
      "consultant",
      "consultants",
      "consulting",
      "feasibility",
      "technical assistance",
      "advisory",
      "design and supervision",
      "supervision",
      "study",
      "studies",
      "audit",
      "assessment",
      "evaluation",
      "baseline survey",
      "capacity building",
      "training",
      "research",
    ],
  },
  {
    category: "Non-consulting Services",
    words: [
      "cleaning",
      "security services",
      "guarding",
      "catering",
      "transport services",
      "printing",
      "maintenance services",
      "servicing",
      "courier",
      "janitorial",
      "insurance",
      "hire of",
      "rental",
      "logistics",
      "event management",
      "translation",
      "internet services",
      "waste collection",
      "services",
    ],
  },
  {
    category: "Works",
    words: [
      "construction",
      "rehabilitation",
      "renovation",
      "refurbishment",
      "civil works",
      "works",
      "building of",
      "road",
      "roads",
      "bridge",
      "drilling",
      "paving",
      "extension of",
      "fencing",
      "installation works",
    ],
  },
  {
    category: "Goods",
    words: [
      "supply",
      "supplies",
      "purchase",
      "procurement of",
      "equipment",
      "laptops",
      "computers",
      "vehicles",
      "furniture",
      "stationery",
      "medicines",
      "drugs",
      "fuel",
      "materials",
      "uniforms",
      "tablets",
      "printers",
      "software licences",
      "software licenses",
      "spare parts",
      "chairs",
      "desks",
      "cabinets",
      "toner",
      "cartridges",
      "tyres",
      "goods",
    ],
  },
];

const KEYWORD_PATTERNS = CATEGORY_KEYWORDS.map(({ category, words }) => ({
  category,
  pattern: new RegExp(`\\b(?:${words.join("|")})\\b`),
}));

/** A category column's value, else the first keyword group its description hits, else "Other". */
export function classify(
  category: string,
  description: string,
): { category: PlanCategory; by: "column" | "keywords" | "none" } {
  const value = normalizeText(category);
  if (value) {
    if (/\bnon consult/.test(value)) return { category: "Non-consulting Services", by: "column" };
    if (/\bconsult/.test(value)) return { category: "Consulting Services", by: "column" };
    if (/\b(?:works?|civil|construction)\b/.test(value)) return { category: "Works", by: "column" };
    if (/\b(?:goods|supplies|supply|equipment)\b/.test(value)) return { category: "Goods", by: "column" };
    if (/\bservices?\b/.test(value)) return { category: "Non-consulting Services", by: "column" };
  }
  const text = normalizeText(description);
  const hit = KEYWORD_PATTERNS.find(({ pattern }) => pattern.test(text));
  return hit ? { category: hit.category, by: "keywords" } : { category: "Other", by: "none" };
}

export type Quarter = { quarter: number; year: number | null; label: string };

const MONTH_ABBREVIATIONS = MONTHS.map((month) => month.slice(0, 3));
const ORDINALS: Record<string, number> = {
  first: 1,
  "1st": 1,
  second: 2,
  "2nd": 2,
  third: 3,
  "3rd": 3,
  fourth: 4,
  "4th": 4,
};
const quarter = (q: number, year: number | null): Quarter => ({
  quarter: q,
  year,
  label: year ? `Q${q} ${year}` : `Q${q}`,
});

/**
 * The quarter a plan date falls in: "Q2", "Q2 2026", "2026-Q2", "second quarter", a month ("March 2026"), an ISO
 * date or a day-first date. Months map to calendar quarters (a fiscal year that starts elsewhere should state Qn).
 */
export function quarterOf(text: string): Quarter | null {
  // Whitespace collapsed first: /\s*[-/ ]\s*/ over a long run of spaces or tabs backtracks quadratically.
  const value = collapseWhitespace(text.toLowerCase());
  const year = (found: string | undefined) => (found ? Number(found) : null);
  let m = /\b((?:19|20)\d{2})\s*[-/ ]\s*q([1-4])\b/.exec(value);
  if (m) return quarter(Number(m[2]), year(m[1]));
  m = /\bq([1-4])\b(?:\s*[-/,]?\s*(?:fy\s*)?((?:19|20)\d{2}))?/.exec(value);
  if (m) return quarter(Number(m[1]), year(m[2]));
  m = /\b(first|second|third|fourth|1st|2nd|3rd|4th)\s+quarter\b(?:\D{0,10}((?:19|20)\d{2}))?/.exec(value);
  if (m) return quarter(ORDINALS[m[1]!]!, year(m[2]));
  m = /\b((?:19|20)\d{2})-(\d{1,2})-\d{1,2}\b/.exec(value);
  if (m && Number(m[2]) >= 1 && Number(m[2]) <= 12) return quarter(Math.ceil(Number(m[2]) / 3), Number(m[1]));
  m = /\b\d{1,2}[/.](\d{1,2})[/.]((?:19|20)\d{2})\b/.exec(value);
  if (m && Number(m[1]) >= 1 && Number(m[1]) <= 12) return quarter(Math.ceil(Number(m[1]) / 3), Number(m[2]));
  m = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\b(?:\s*,?\s*((?:19|20)\d{2}))?/.exec(
    value,
  );
  if (m) return quarter(Math.ceil((MONTH_ABBREVIATIONS.indexOf(m[1]!) + 1) / 3), year(m[2]));
  return null;
}

export type PlanItem = {
  description: string;
  category: PlanCategory;
  classifiedBy: "column" | "keywords" | "none";
  quantity: number | null;
  cost: number | null;
  quarter: Quarter | null;
  department: string;
  /** The procurement method the plan gives the line, as written ("Open tender", "RFQ"); "" when none. */
  method?: string;
  /** The currency its cost is written in, when its header or amount says (else the plan's). */
  currency?: string | null;
  /** The row or line as it reads, for evidence. */
  text: string;
  /** "{document}, {page}, row {n}" or "…, line {n}". */
  location: string;
};

const TOTAL = /^(?:grand |sub ?)?totals?\b/;

/**
 * An estimated-cost cell as planners write it: the table reader's figures ("Kshs. 3,800,000.00", "3,800,000/=")
 * and, failing those, the money reader's scales ("3.8M", "KES 3.8 million", "KSh 2.375 M").
 */
export function planAmount(cell: string | undefined): number | null {
  if (!cell?.trim()) return null;
  const figure = parseCellNumber(cell);
  if (figure !== null) return figure;
  const reading = parseMoneyInput(cell);
  return reading.ok ? reading.value : null;
}

/** The heading a row is listed under ("A. GOODS"), else the table's title: what may name its category. */
function headingOf(table: Table<PlanColumn>, line: number): string {
  const above = (table.headings ?? []).filter((heading) => heading.line < line);
  return above[above.length - 1]?.text ?? table.caption;
}

/** The quarter a row is marked in: the first quarter column holding anything but "0", "-", "no" or "nil". */
function markedQuarter(table: Table<PlanColumn>, row: Table<PlanColumn>["rows"][number]): Quarter | null {
  for (const field of table.fields) {
    if (field.key !== "quarterMark") continue;
    const value = fieldValue(row, field).trim();
    if (!value || /^(?:0+(?:\.0+)?|-+|no|nil|n\/?a)$/i.test(value)) continue;
    return quarterOf(field.matched.replace(/^(\d)\w+ quarter$/, "q$1").replace(/^quarter (\d)$/, "q$1"));
  }
  return null;
}

function itemsFromTables(documents: readonly AttachedDocument[]): {
  items: PlanItem[];
  documentIds: Set<string>;
  currencies: (string | null)[];
} {
  const tables = readTables(documents, PLAN_COLUMNS, {
    required: ["description"],
    minColumns: 2,
    repeat: ["quarterMark"],
  }).filter((table) =>
    table.columns.some((column) =>
      ["category", "quantity", "rate", "cost", "date", "quarterMark"].includes(column),
    ),
  );
  const items: PlanItem[] = [];
  const currencies: (string | null)[] = [];
  for (const table of tables) {
    const costField = table.fields.find((field) => field.key === "cost");
    const rateField = table.fields.find((field) => field.key === "rate");
    currencies.push(costField?.currency ?? null, rateField?.currency ?? null);
    for (const row of table.rows) {
      const description = (row.cells.description ?? "").trim();
      if (!description || TOTAL.test(normalizeText(description))) continue;
      const quantity = cellNumber(row, "quantity");
      const rate = cellNumber(row, "rate");
      const own = classify(row.cells.category ?? "", "");
      const { category, by } =
        own.by === "column"
          ? own
          : (headingCategory(headingOf(table, row.line)) ?? classify("", description));
      const currency = cellCurrency(row.cells.cost ?? "") ?? cellCurrency(row.cells.rate ?? "");
      currencies.push(currency);
      items.push({
        description,
        category,
        classifiedBy: by,
        quantity,
        cost: planAmount(row.cells.cost) ?? (quantity !== null && rate !== null ? quantity * rate : null),
        // The template's quarter columns are the entity's own (fiscal) quarters: they win over a date's month.
        quarter: markedQuarter(table, row) ?? (row.cells.date ? quarterOf(row.cells.date) : null),
        department: row.cells.department ?? "",
        method: row.cells.method ?? "",
        currency: currency ?? costField?.currency ?? rateField?.currency ?? null,
        text: row.text,
        location: rowLocation(row),
      });
    }
  }
  return { items, documentIds: new Set(tables.map((table) => table.fileId)), currencies };
}

/**
 * A heading that names a category ("A. GOODS", "PART B: WORKS", "Consulting Firms"): short, nothing but the
 * category's words and a numbering. Null otherwise.
 */
function headingCategory(heading: string): ReturnType<typeof classify> | null {
  const text = normalizeText(heading)
    .replace(/^(?:part|section|category|lot)?\s*(?:[a-z]|\d{1,2}|[ivx]{1,4})?\s+/, "")
    .trim();
  if (!text || text.split(" ").length > 4) return null;
  const found = classify(text, "");
  return found.by === "column" || /\bconsult/.test(text) ? { ...found, by: "column" } : null;
}

const BULLET = /^\s*(?:[-•*–]|\d{1,3}[.)]|\([a-z0-9]{1,3}\)|[a-z][.)])\s+/i;
// Figures are at most 31 digits and commas: an unbounded [\d,]* is tried from every digit of a long run of digits
// and commas ("1,1,1,…"), which is quadratic. Both run on whitespace-collapsed text (see itemFromLine).
const MONEY =
  /(?:\b([A-Z]{3})|[$€£])\s?(\d[\d,]{0,30}(?:\.\d+)?)\s*(million|m|k|bn|billion)?\b|\b(\d[\d,]{0,30}(?:\.\d+)?)\s*(million|bn|billion)?\s*([A-Z]{3})\b/g;
const QUANTITY =
  /\b(?:qty|quantity)\s*:?\s*(\d[\d,]{0,30})|\b(\d[\d,]{0,30})\s+(?:units?|pcs|pieces|nos?\.?|sets?|each|lots?)\b|\b(?:supply|purchase|procurement|delivery|acquisition) of (\d[\d,]{0,30})\s+[a-z]/i;
const SCALE: Record<string, number> = { k: 1e3, m: 1e6, million: 1e6, bn: 1e9, billion: 1e9 };

/** One bulleted or numbered line that names a cost or a date, or null. */
export function itemFromLine(line: string): Omit<PlanItem, "location"> | null {
  if (!BULLET.test(line)) return null;
  const text = line.replace(BULLET, "").trim();
  // Matched on collapsed whitespace: "\s*(million)?\s*" over a long run of spaces or tabs is quadratic.
  const flat = collapseWhitespace(text);
  // The first amount with a symbol or a real currency code ("LOT 2" and "ICT 20" are not money).
  const money = [...flat.matchAll(MONEY)].find((match) => {
    const code = match[1] ?? match[6];
    return !code || isCurrencyCode(code);
  });
  // Local markers ("Kshs. 2,000,000", "Ksh 500,000/=") when no ISO code or symbol is written.
  const local = money ? null : /\d/.test(flat) ? (findAmounts(flat)[0] ?? null) : null;
  const when = quarterOf(text);
  if (!money && !local && !when) return null;
  const figure = money ? parseCellNumber(money[2] ?? money[4] ?? "") : (local?.value ?? null);
  const scale = SCALE[(money?.[3] ?? money?.[5] ?? "").toLowerCase()] ?? 1;
  const code = money?.[1] ?? money?.[6];
  const quantity = QUANTITY.exec(flat);
  const description = text
    .split(/[,;:(]|\s[-–]\s|\bestimated\b|\bbudget\b/i)[0]!
    .trim()
    .slice(0, 120);
  if (!description) return null;
  const { category, by } = classify("", description);
  return {
    description,
    category,
    classifiedBy: by,
    quantity: quantity ? parseCellNumber(quantity[1] ?? quantity[2] ?? quantity[3] ?? "") : null,
    cost: figure === null ? null : figure * scale,
    quarter: when,
    department: "",
    currency: code && isCurrencyCode(code) ? code : (local?.currency ?? null),
    text,
  };
}

/**
 * Every plan item of the documents (table rows, and free-text lines of documents without a plan table) and the
 * currencies their headers and amounts name.
 */
export function readPlan(documents: readonly AttachedDocument[]): {
  items: PlanItem[];
  currencies: (string | null)[];
} {
  const { items, documentIds, currencies } = itemsFromTables(documents);
  for (const document of documents.filter((each) => !documentIds.has(each.fileId))) {
    for (const unit of document.units) {
      unit.text.split("\n").forEach((line, index) => {
        const item = itemFromLine(line);
        if (!item) return;
        items.push({ ...item, location: `${document.name}, ${unit.label}, line ${index + 1}` });
        currencies.push(item.currency ?? null);
      });
    }
  }
  return { items, currencies };
}

/** Every plan item of the documents: table rows, and free-text lines of documents without a plan table. */
export function readPlanItems(documents: readonly AttachedDocument[]): PlanItem[] {
  return readPlan(documents).items;
}
