/**
 * The Framework & Rules Navigator engine (`framework_rules_navigator`).
 * The original page returned fixed sample data; this answers from the cited rule library (lib/frameworks) for the
 * org's framework, maps the project estimate onto verified thresholds, and quotes the org's guidelines library.
 * Nothing is invented: a framework without verified rules gets that said plainly, plus its guideline passages.
 */
import { NAVIGATOR_FOCUS } from "@/lib/catalogue/lists";
import { defaultCurrency } from "@/lib/locale/currency";
import type { ToolEngine, ToolOutput, ToolRunContext } from "@/lib/results/types";
import { mapEstimate, toThreshold, type EstimateMapping } from "@/lib/frameworks/estimate";
import { parseMoneyInput } from "@/lib/reading/money-input";
import { answerFocus, type FocusAnswer, type NavigatorFocus } from "./focus";
import { FOCUS_QUERIES, passagesTable, searchNotice, searchPassages } from "./guidelines";
import { libraryRules, rulesTitle, UNVERIFIED_MARK } from "@/lib/frameworks/library";
import { byTopics } from "./select";
import { answerQuestion, type QuestionAnswer } from "./question";
import { methodParts } from "./method-parts";

type FocusLabel = (typeof NAVIGATOR_FOCUS)[number];
const FOCUS_BY_LABEL: Record<FocusLabel, NavigatorFocus> = {
  "Rules / Methods": "rules",
  "Thresholds & Limits": "thresholds",
  "Templates & Forms": "templates",
  "Quick Overview (at most 5 bullets)": "overview",
  "Custom Query (Other)": "custom",
};

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

/** The focus picked (the endpoint validates it; an unknown value reads as the overview, the shortest answer). */
export function readFocus(value: unknown): NavigatorFocus {
  return FOCUS_BY_LABEL[text(value) as FocusLabel] ?? "overview";
}

const VERIFIED_NOTICE =
  "Only verified rules are shown as rules, each with its citation; confirm the edition in force before relying on a figure.";
const LEADS_NOTICE = `Rows marked "${UNVERIFIED_MARK}" are leads from secondary sources, not rules.`;

type Table = NonNullable<ToolOutput["tables"]>[number];

/**
 * The question typed in Custom query, answered first whatever the focus (issue 22: it was ignored unless the
 * focus was "Custom Query (Other)"). The table carries the answer into exports; the page shows it as a section.
 */
function questionParts(answer: QuestionAnswer | null): { tables: Table[]; summary: string } {
  if (!answer) return { tables: [], summary: "" };
  const rows = answer.matches.map((match) => [
    match.title,
    match.value,
    match.citation,
    match.source_url ?? "—",
  ]);
  return {
    tables: rows.length
      ? [
          {
            id: "question",
            title: `Your question: "${answer.question}"`,
            columns: ["Rule", "Value", "Citation", "Source"],
            rows,
          },
        ]
      : [],
    summary: `${answer.answer} `,
  };
}

function documentsNotice(context: ToolRunContext): string[] {
  const names = context.documents.map((document) => document.name);
  return names.length
    ? [
        `Attached: ${names.join(", ")}. The answer comes from the rule library and your guidelines; attachments are not read by this tool.`,
      ]
    : [];
}

/** No framework, or none of its rules in the library: say so, and still quote the org's guidelines. */
async function withoutRules(
  context: ToolRunContext,
  focus: NavigatorFocus,
  customQuery: string,
): Promise<ToolOutput> {
  const label = context.framework?.label;
  const missing = label
    ? `No verified rules for ${label} are in the rule library yet: add its law and regulations under Settings → Guidelines & References.`
    : "No framework is set, so no rules can be looked up: choose your framework under Settings.";
  const query =
    focus === "custom" && customQuery ? customQuery : FOCUS_QUERIES[focus === "custom" ? "overview" : focus];
  const guidelines = await searchPassages(context.searchGuidelines, query, focus === "custom");
  const found = guidelines.passages.length;
  const lead = label
    ? `No verified rules for ${label} are in the rule library yet.`
    : "No framework is set, so no rules can be looked up.";
  const summary = `${lead} ${found ? `${found} passage${found === 1 ? "" : "s"} from your guidelines library below.` : "Nothing from your guidelines library matches either."}`;
  const notice = searchNotice(guidelines);
  const narrative = `${summary} No rule, threshold or method is stated without a verified source.`;
  // No rules to match: the page's question section says so; the summary above already does.
  const question = answerQuestion([], customQuery, label ?? "your framework");
  return {
    summary,
    tables: found ? [passagesTable("guidelines", guidelines.passages)] : [],
    notices: [missing, ...(notice ? [notice] : []), ...documentsNotice(context)],
    data: {
      framework: label
        ? {
            label,
            code: context.framework?.code ?? null,
            rulesCode: context.framework?.rulesCode ?? null,
            title: null,
          }
        : null,
      focus,
      estimate: null,
      rules: [],
      thresholds: [],
      templates: guidelines.passages.map((passage) => ({ ...passage, source: "guideline", verified: null })),
      overview: [],
      guidelines: { passages: guidelines.passages, queries: guidelines.queries },
      question,
      narrative,
    },
  };
}

function narrativeOf(
  title: string,
  verifiedCount: number,
  answer: FocusAnswer,
  mapping: EstimateMapping | null,
): string {
  const estimate = mapping
    ? ` The estimate ${mapping.metric.value}: ${mapping.metric.hint.toLowerCase()}.`
    : " No project estimate was given, so nothing was mapped to a threshold.";
  return `The rule library holds ${verifiedCount} verified rule${verifiedCount === 1 ? "" : "s"} for ${title}. ${answer.lead}${estimate} ${VERIFIED_NOTICE}`;
}

/**
 * The project estimate as its field reads it (lib/reading/money-input.ts: "Kshs. 25,600,000.00", "KES 25.6M"),
 * with the currency written in it; null when absent or 0. `currency` is the framework's, which says which
 * "shillings" a "Shs." means.
 */
export function readEstimate(
  value: unknown,
  currency: string,
): { amount: number; written: string | null } | null {
  const reading = parseMoneyInput(typeof value === "string" ? value : "", currency);
  if (!reading.ok || reading.value <= 0) return null;
  return { amount: reading.value, written: reading.currencyWritten ? reading.currency : null };
}

export const navigatorEngine: ToolEngine = {
  async run(context: ToolRunContext): Promise<ToolOutput> {
    const focus = readFocus(context.values.enquiry_focus);
    const customQuery = text(context.values.custom_query);
    const rulesCode = context.framework?.rulesCode;
    const rules = rulesCode ? libraryRules(rulesCode) : [];
    const verifiedCount = rules.filter((rule) => rule.verified).length;
    if (!rulesCode || verifiedCount === 0) return withoutRules(context, focus, customQuery);

    const title = rulesTitle(rulesCode);
    const currency = defaultCurrency(context.framework);
    // The estimate field first; else an amount written in the question ("KES 25,600,000 goods, Kenya").
    const method = methodParts({
      rulesCode,
      question: customQuery,
      field: readEstimate(context.values.project_estimate, currency),
      currency,
      verifiedCount,
    });
    const estimate = method.estimate;
    const thresholdRules = byTopics(rules, ["threshold"]);
    const mapping =
      estimate === null
        ? null
        : mapEstimate(estimate.amount, thresholdRules, rulesCode, currency, estimate.written);
    const thresholds = mapping?.thresholds ?? thresholdRules.map((rule) => toThreshold(rule, null));
    const answer = await answerFocus(focus, {
      rules,
      title,
      thresholds,
      customQuery,
      search: context.searchGuidelines,
    });

    const question = method.question ?? answerQuestion(rules, customQuery, title);
    const asked = questionParts(question);
    const tables = [
      ...asked.tables,
      ...method.tables,
      ...answer.tables.filter((table) => table.rows.length > 0),
    ];
    const showsLeads = tables.some((table) => table.rows.some((row) => row.includes(UNVERIFIED_MARK)));
    const narrative = narrativeOf(title, verifiedCount, answer, mapping);
    return {
      // Once the method question is answered, the threshold count ("at or above 0 of 1 verified threshold") adds
      // nothing but doubt: the answer already says where the estimate stands against each limit.
      summary: `${asked.summary}${answer.lead}${mapping && !method.question ? ` Estimate ${mapping.metric.value}: ${mapping.metric.hint.toLowerCase()}.` : ""}`,
      metrics: [
        { id: "verified", label: "Verified rules", value: String(verifiedCount), hint: title },
        ...(mapping ? [mapping.metric] : []),
      ],
      tables,
      notices: [
        VERIFIED_NOTICE,
        ...(showsLeads ? [LEADS_NOTICE] : []),
        ...method.notices,
        ...answer.notices,
        ...(mapping?.notices ?? []),
        ...documentsNotice(context),
      ],
      data: {
        framework: {
          label: context.framework?.label ?? title,
          code: context.framework?.code ?? null,
          rulesCode,
          title,
        },
        focus,
        estimate: mapping ? { amount: mapping.amount, currency: mapping.currency } : null,
        rules: answer.rules,
        thresholds: focus === "thresholds" || mapping ? thresholds : [],
        templates: answer.templates,
        overview: answer.overview,
        guidelines: answer.guidelines
          ? { passages: answer.guidelines.passages, queries: answer.guidelines.queries }
          : null,
        question,
        method: method.answer,
        narrative,
      },
    };
  },
};
