/**
 * Which method an estimate calls for under Kenya's PPADA 2015, and the minimum tender period, as statements a
 * practitioner can check (pure). Each statement names the rules it rests on (internally, by id), shows their
 * citations and sources, and says whether it is verified. The method limits come from the reported threshold
 * matrix (unverified: "reported, not verified against the Second Schedule"); the duty to tender openly above them
 * is verified (s. 91, s. 105, s. 107); restricted and direct procurement are allowed only on their grounds (s. 102,
 * s. 103-104). No figure is invented: the minimum tender period is prescribed by the Regulations and is not
 * recorded, which the answer says plainly.
 */
import { plainMoney, type RuleCategory } from "./library";
import { matrixColumn, METHOD_MATRIX_RULE_ID, readMethodMatrix, type MatrixMethod } from "./method-matrix";
import { ruleById, type FrameworkRule } from "./rules";
import { leadScope, tenderPeriodRules } from "./tender-period";

export type StatementTopic = "method" | "period" | "other";

export type RuleStatement = {
  topic: StatementTopic;
  /** What the statement is about, e.g. "Request for quotations". */
  subject: string;
  text: string;
  /** The figure it rests on, as shown ("KES 3,000,000"), or "not recorded". */
  figure: string | null;
  verified: boolean;
  /** Rule ids, for the record; never shown. */
  ruleIds: string[];
  /** The citations of every rule it rests on, "; "-separated. */
  citation: string;
  /** The first rule's official address; `sources` holds every one. */
  source_url: string | null;
  sources: string[];
};

export type MethodAnswer = {
  amount: number;
  currency: string;
  category: RuleCategory;
  /** The method the thresholds call for, in words ("open tender"). */
  method: string;
  summary: string;
  statements: RuleStatement[];
};

export const REPORTED = "reported, not verified against the Second Schedule";
const KENYA = "KE_PPADA";

const CATEGORY_WORDS: Record<RuleCategory, string> = {
  all: "procurement",
  goods: "goods",
  works: "works",
  non_consulting: "non-consulting services",
  consulting: "consulting services",
};

/** A statement resting on one rule or several: it is verified only when every rule it rests on is. */
function statement(
  rules: FrameworkRule | readonly FrameworkRule[],
  topic: StatementTopic,
  subject: string,
  text: string,
  figure: string | null = null,
): RuleStatement {
  const list = Array.isArray(rules) ? (rules as readonly FrameworkRule[]) : [rules as FrameworkRule];
  const sources = [...new Set(list.map((rule) => rule.source_url).filter((url): url is string => !!url))];
  return {
    topic,
    subject,
    text,
    figure,
    verified: list.every((rule) => rule.verified),
    ruleIds: list.map((rule) => rule.id),
    citation: [...new Set(list.map((rule) => rule.citation))].join("; "),
    source_url: sources[0] ?? null,
    sources,
  };
}

const METHOD_NAMES: Record<MatrixMethod, string> = {
  rfq: "Request for quotations",
  low_value: "Low-value procurement",
  restricted_cost: "Restricted tendering (cost ground, s. 102(1)(b))",
};

/** Kenya's method answer for an estimate, or null when the framework is not Kenya's or a rule is missing. */
export function kenyaMethodAnswer(
  rulesCode: string | null | undefined,
  amount: number,
  category: RuleCategory,
): MethodAnswer | null {
  if (rulesCode !== KENYA || !(amount > 0)) return null;
  const matrixRule = ruleById(METHOD_MATRIX_RULE_ID);
  const open = ruleById("ke-open-tendering-preferred");
  const conditions = ruleById("ke-rfq-low-value-conditions");
  const restricted = ruleById("ke-restricted-tender-conditions");
  if (!matrixRule || !open || !conditions || !restricted) return null;
  const matrix = readMethodMatrix(matrixRule);
  const currency = matrix?.currency ?? "KES";
  const money = (value: number) => plainMoney(value, currency);
  const shown = money(amount);
  const words = CATEGORY_WORDS[category];
  const column = matrixColumn(category);
  const consulting = category === "consulting";
  const limitOf = (method: MatrixMethod) =>
    column ? matrix?.rows.find((row) => row.method === method) : undefined;
  const mark = matrixRule.verified ? "" : ` (${REPORTED})`;
  const statements: RuleStatement[] = [];

  const rfq = limitOf("rfq");
  const lowValue = limitOf("low_value");
  const cost = limitOf("restricted_cost");
  const rfqLimit = rfq && column ? rfq.limits[column] : null;
  const lowLimit = lowValue && column ? lowValue.limits[column] : null;
  const costLimit = cost && column ? cost.limits[column] : null;

  let method = "open tender";
  if (!consulting && lowLimit !== null && amount <= lowLimit) method = "low-value procurement";
  else if (!consulting && rfqLimit !== null && amount <= rfqLimit) method = "request for quotations";
  else if (consulting) method = "request for proposals";
  const aboveSmallMethods = method === "open tender";

  // The method first: what the thresholds call for, on the verified duty to tender openly above them.
  // The conclusion rests on the matrix's figures as much as on s. 91: it is verified only if they are.
  const methodRules = matrix && !consulting ? [open, matrixRule] : [open];
  statements.push(
    statement(
      methodRules,
      "method",
      "Method",
      consulting
        ? `Consulting services are procured by request for proposals (one of the methods of s. 92); open tendering remains the preferred method. ${open.rule}`
        : aboveSmallMethods
          ? `Open tender. ${shown} of ${words} is above the request-for-quotations ceiling${rfqLimit !== null ? ` of ${money(rfqLimit)}${mark}` : " prescribed in the Regulations"}. ${open.rule}`
          : `${method.charAt(0).toUpperCase()}${method.slice(1)} is allowed for ${shown} of ${words} if its conditions hold (figure ${REPORTED}); open tendering remains the preferred method. ${open.rule}`,
    ),
  );
  statements.push(
    statement(conditions, "method", "When quotations or low-value procurement may be used", conditions.rule),
  );
  if (rfq && rfqLimit !== null && !consulting)
    statements.push(
      statement(
        matrixRule,
        "method",
        METHOD_NAMES.rfq,
        `Up to ${money(rfqLimit)} for ${column} ${rfq.per}${mark}. ${shown} is ${amount <= rfqLimit ? "within it" : "above it: request for quotations is not available"}.`,
        money(rfqLimit),
      ),
    );
  if (lowValue && lowLimit !== null && !consulting)
    statements.push(
      statement(
        matrixRule,
        "method",
        METHOD_NAMES.low_value,
        `Up to ${money(lowLimit)} for ${column} ${lowValue.per}${mark}. ${shown} is ${amount <= lowLimit ? "within it" : "above it: low-value procurement is not available"}.`,
        money(lowLimit),
      ),
    );
  if (cost && costLimit !== null)
    statements.push(
      statement(
        matrixRule,
        "method",
        METHOD_NAMES.restricted_cost,
        amount <= costLimit
          ? `Up to ${money(costLimit)} for ${column}${mark}. ${shown} is within it, so restricted tendering on this ground is possible only if examining many tenders would cost too much for the value, and that is recorded.`
          : `Up to ${money(costLimit)} for ${column}${mark}. ${shown} is above it: restricted tendering is not available on the cost ground (the other grounds of s. 102 have no fixed value limit).`,
        money(costLimit),
      ),
    );
  statements.push(statement(restricted, "method", "When restricted tendering may be used", restricted.rule));
  const direct = ruleById("ke-direct-procurement-conditions");
  if (direct)
    statements.push(
      statement(
        direct,
        "method",
        "Direct procurement",
        `Only on its statutory grounds, whatever the value. ${direct.rule}`,
      ),
    );
  if (!matrix)
    statements.push(
      statement(
        matrixRule,
        "method",
        "Method thresholds",
        `${matrixRule.rule} The figures could not be read.`,
      ),
    );

  statements.push(...periodStatements(method));

  const preference = ruleById("ke-exclusive-preference-threshold");
  if (preference?.verified && typeof preference.value === "number" && amount < preference.value)
    statements.push(
      statement(
        preference,
        "other",
        "Exclusive preference for Kenyan citizens",
        `${shown} is below ${money(preference.value)}, and the Act requires the prescribed threshold to be above that: where the funding is 100% from the national government, a county government or a Kenyan body, exclusive preference goes to citizen contractors. ${preference.rule}`,
        money(preference.value),
      ),
    );

  const summary = summaryOf({ shown, words, method, consulting, rfqLimit, costLimit, amount, money, mark });
  return { amount, currency, category, method, summary, statements };
}

/** The minimum tender period: the verified basis, and each unverified minimum said plainly to be not verified. */
function periodStatements(method: string): RuleStatement[] {
  const periods = tenderPeriodRules(KENYA);
  const statements: RuleStatement[] = [];
  for (const lead of periods.leads)
    statements.push(
      statement(
        lead,
        "period",
        `Minimum tender period (${leadScope(lead)})`,
        `Not verified: the Public Procurement and Asset Disposal Regulations, 2020 prescribe it, and the figure is not recorded here. Confirm it in the Regulations before fixing the closing date.`,
        lead.value === null ? "not recorded" : String(lead.value),
      ),
    );
  for (const basis of periods.basis)
    statements.push(statement(basis, "period", "Time for preparing tenders (basis)", basis.rule));
  const addendum = ruleById("ke-addendum-deadline-extension");
  if (addendum?.verified && method === "open tender")
    statements.push(statement(addendum, "period", "Late addenda", addendum.rule, String(addendum.value)));
  return statements;
}

function summaryOf(parts: {
  shown: string;
  words: string;
  method: string;
  consulting: boolean;
  rfqLimit: number | null;
  costLimit: number | null;
  amount: number;
  money: (value: number) => string;
  mark: string;
}): string {
  const { shown, words, method, consulting, rfqLimit, costLimit, amount, money, mark } = parts;
  const why =
    method === "open tender" && rfqLimit !== null
      ? ` (s. 91): the estimate is above the request-for-quotations ceiling of ${money(rfqLimit)} for ${words}${mark}`
      : method === "open tender"
        ? " (s. 91)"
        : consulting
          ? ""
          : `: the estimate is within its limit${mark}`;
  const restrictedText =
    !consulting && costLimit !== null && amount <= costLimit && method === "open tender"
      ? ` Restricted tendering on the cost ground (s. 102(1)(b)) is possible up to ${money(costLimit)}${mark}, and only if its condition holds.`
      : "";
  return (
    `${shown} of ${words} under Kenya's PPADA 2015: ${method}${why}.${restrictedText}` +
    " Minimum tender period: not verified; the Regulations prescribe it and the figure is not recorded. The verified basis is s. 97 and s. 89(c) (international advertisement): the same applies to international tenders."
  );
}
