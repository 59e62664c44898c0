/**
 * Kenya's threshold matrix (Second Schedule to the 2020 Regulations) as the rule library records it: one lead,
 * `ke-method-thresholds`, whose value lists the reported limits per method for goods, works and services
 * ("RFQ 3,000,000 / 5,000,000 / 3,000,000 per request; low value ...; restricted (s. 102(1)(b)) ... (goods /
 * works / services)"). The figures are read out of that text, never typed here, so the answer follows the data;
 * the record is unverified, so every figure read from it is shown as reported, not verified.
 */
import type { FrameworkRule } from "./rules";

export type MatrixColumn = "goods" | "works" | "services";
export type MatrixMethod = "rfq" | "low_value" | "restricted_cost";

export type MatrixLimit = {
  method: MatrixMethod;
  /** The limit per column, in the record's currency. */
  limits: Readonly<Record<MatrixColumn, number>>;
  /** What the limit is counted on, as written: "per request", "per item per financial year". */
  per: string;
};

export type MethodMatrix = {
  ruleId: string;
  currency: string;
  verified: boolean;
  rows: MatrixLimit[];
};

export const METHOD_MATRIX_RULE_ID = "ke-method-thresholds";

const METHOD_OF: readonly [RegExp, MatrixMethod][] = [
  [/\bRFQ\b|request for quotations?/i, "rfq"],
  [/\blow[\s-]value\b/i, "low_value"],
  [/\brestricted\b/i, "restricted_cost"],
];

const FIGURE = String.raw`(\d{1,3}(?:,\d{3})+|\d+)`;
/** "label 3,000,000 / 5,000,000 / 3,000,000 per request" (the label may hold digits: "(s. 102(1)(b))"). */
const ROW = new RegExp(String.raw`^\s*(.+?)\s+${FIGURE}\s*/\s*${FIGURE}\s*/\s*${FIGURE}\s*(.*)$`);
/** The column order the record states: "(goods / works / services)". */
const ORDER =
  /\(\s*(goods|works|services)\s*\/\s*(goods|works|services)\s*\/\s*(goods|works|services)\s*\)\s*$/i;

const number = (text: string) => Number(text.replace(/,/g, ""));

/** The matrix read from its record, or null when the record is absent or its value is not in that form. */
export function readMethodMatrix(rule: FrameworkRule | undefined): MethodMatrix | null {
  if (!rule || typeof rule.value !== "string" || !rule.currency) return null;
  const order = ORDER.exec(rule.value);
  if (!order) return null;
  const columns = order.slice(1, 4).map((name) => name!.toLowerCase() as MatrixColumn);
  if (new Set(columns).size !== 3) return null;
  const rows: MatrixLimit[] = [];
  for (const segment of rule.value.replace(ORDER, "").split(";")) {
    const match = ROW.exec(segment);
    if (!match) return null;
    const method = METHOD_OF.find(([pattern]) => pattern.test(match[1]!))?.[1];
    if (!method) return null;
    const figures = [match[2]!, match[3]!, match[4]!].map(number);
    const limits = Object.fromEntries(columns.map((column, index) => [column, figures[index]!])) as Record<
      MatrixColumn,
      number
    >;
    rows.push({ method, limits, per: match[5]!.trim() });
  }
  return rows.length ? { ruleId: rule.id, currency: rule.currency, verified: rule.verified, rows } : null;
}

/** The matrix column of a rule category: consulting and non-consulting services share the services column. */
export function matrixColumn(category: string): MatrixColumn | null {
  if (category === "goods" || category === "works") return category;
  if (category === "non_consulting" || category === "consulting") return "services";
  return null;
}
