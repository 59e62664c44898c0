/**
 * Comparative Guidance Notes (`comparative_guidance_notes`): sets the org's framework and the frameworks the user
 * names side by side, rule by rule, from the cited rule library, for the chosen focus (methods, thresholds,
 * bidding periods, securities, standstill, complaints, preferences…). One table per topic gives each framework's
 * rules with their citation and official source; unverified rules are marked "unverified — lead only" and a
 * framework without a rule on the topic says so ("no rule in the library"). A guidance note then says where they
 * diverge and how to reconcile them on a co-financed contract. The depth sets the detail: an overview keeps one
 * headline rule per framework and topic; a detailed analysis keeps every rule; specific focus areas keep only
 * the topics where the frameworks diverge.
 */
import { cited, fromInput, fromTemplate, type DraftParagraph, type DraftSection } from "@/lib/results/draft";
import { DomainError } from "@/lib/errors";
import { citeRule } from "@/lib/reading/evidence";
import type { ToolRunContext } from "@/lib/results/types";
import {
  isSuperseded,
  libraryRules,
  rulesTitle,
  valueText,
  type NavigatorRule,
} from "@/lib/frameworks/library";
import { ruleById } from "@/lib/frameworks/rules";
import { resolveFrameworks } from "./comparative-frameworks";
import { draftingEngine, type Composed } from "./engine";

export const LEAD_ONLY = "unverified — lead only";
export const NO_RULE = "no rule in the library";

export type CompareTopic =
  | "method"
  | "threshold"
  | "bid_period"
  | "bid_validity"
  | "bid_security"
  | "standstill"
  | "complaints"
  | "debriefing"
  | "notification"
  | "preference"
  | "abnormal"
  | "performance_security"
  | "payments";

export const COMPARE_TOPIC_LABELS: Record<CompareTopic, string> = {
  method: "Procurement methods",
  threshold: "Thresholds",
  bid_period: "Minimum bidding periods",
  bid_validity: "Bid validity",
  bid_security: "Bid securities",
  standstill: "Standstill period",
  complaints: "Complaints and review",
  debriefing: "Debriefing",
  notification: "Notification and publication of award",
  preference: "Domestic preference",
  abnormal: "Abnormally low and unbalanced bids",
  performance_security: "Performance security",
  payments: "Contract payments",
};

export type ComparisonFocus =
  "Procurement Methods" | "Framework Variations" | "Policy Differences" | "Cross-Country Analysis";

export const FOCUS_TOPICS: Record<ComparisonFocus, readonly CompareTopic[]> = {
  "Procurement Methods": ["method", "threshold", "bid_period"],
  "Framework Variations": [
    "method",
    "threshold",
    "bid_period",
    "bid_validity",
    "bid_security",
    "standstill",
    "complaints",
    "debriefing",
    "performance_security",
  ],
  "Policy Differences": ["preference", "abnormal", "complaints", "debriefing", "notification", "standstill"],
  "Cross-Country Analysis": [
    "threshold",
    "bid_period",
    "bid_security",
    "standstill",
    "complaints",
    "preference",
  ],
};

export type Depth = "overview" | "detailed" | "focus";

const DEPTHS: Record<string, Depth> = {
  "High-Level Overview": "overview",
  "Detailed Analysis": "detailed",
  "Specific Focus Areas": "focus",
};

/** The topic a rule speaks to; rules of the library's 'other' topic are sorted by what their title says. */
export function compareTopic(rule: Pick<NavigatorRule, "topic" | "title">): CompareTopic | null {
  if (rule.topic !== "other") return rule.topic;
  const title = rule.title;
  if (/complaint|request for (administrative )?review|remed/i.test(title)) return "complaints";
  if (/debrief/i.test(title)) return "debriefing";
  if (/notification|publication/i.test(title)) return "notification";
  if (/preference/i.test(title)) return "preference";
  if (/abnormally|unbalanced|front-loaded|\bALB\b/i.test(title)) return "abnormal";
  if (/performance security/i.test(title)) return "performance_security";
  if (/advance payment|retention|\bIPC\b|payment/i.test(title)) return "payments";
  return null;
}

/** Short names for tables; the full title of a rule set is in the frameworks table. */
const SHORT_NAMES: Record<string, string> = {
  WB_IPF: "World Bank (IPF Regulations)",
  ADB_2017: "ADB (2017 Regulations)",
  AFDB_2015: "AfDB (2015 Framework)",
  EU_2014_24: "EU (Directive 2014/24/EU)",
  EU_2014_25: "EU Utilities (Directive 2014/25/EU)",
  EU_REMEDIES: "EU Remedies Directive",
  KE_PPADA: "Kenya (PPADA 2015)",
  UG_PPDA: "Uganda (PPDA)",
  UNCITRAL_2011: "UNCITRAL Model Law 2011",
  UNCITRAL_1994: "UNCITRAL Model Law 1994",
  FIDIC_2017_RED: "FIDIC Red Book 2017",
  FIDIC_1999: "FIDIC 1999",
  GENERIC: "General practice",
};

export type ComparedFramework = {
  /** Rule set code; null for the org's framework when the library has no rules for it. */
  code: string | null;
  name: string;
  title: string;
  primary: boolean;
  rules: NavigatorRule[];
};

export function comparedFramework(code: string, primary: boolean): ComparedFramework {
  return {
    code,
    name: SHORT_NAMES[code] ?? rulesTitle(code),
    title: rulesTitle(code),
    primary,
    rules: libraryRules(code),
  };
}

export type TopicStatus = "aligned" | "diverge" | "gap" | "empty";

export type TopicComparison = {
  topic: CompareTopic;
  /** Per framework, its rules on the topic (verified first, superseded last). */
  entries: { framework: ComparedFramework; rules: NavigatorRule[] }[];
  status: TopicStatus;
};

const rank = (rule: NavigatorRule) => (rule.verified ? 0 : 2) + (isSuperseded(rule) ? 1 : 0);

/** The frameworks' rules on one topic and whether they agree, diverge or leave a gap. */
export function compareTopicRules(
  topic: CompareTopic,
  frameworks: readonly ComparedFramework[],
): TopicComparison {
  const entries = frameworks.map((framework) => ({
    framework,
    rules: framework.rules
      .filter((rule) => compareTopic(rule) === topic)
      .map((rule, index) => ({ rule, index }))
      .sort((a, b) => rank(a.rule) - rank(b.rule) || a.index - b.index)
      .map(({ rule }) => rule),
  }));
  const withRules = entries.filter((entry) => entry.rules.length > 0);
  let status: TopicStatus;
  if (withRules.length === 0) status = "empty";
  else if (withRules.length < entries.length) status = "gap";
  else {
    // Aligned only when every framework's headline figure reads the same (e.g. all "10 percent").
    const figures = new Set(entries.map((entry) => valueText(entry.rules[0]!)));
    status = figures.size === 1 && !figures.has("—") ? "aligned" : "diverge";
  }
  return { topic, entries, status };
}

const cut = (text: string, limit: number) => (text.length > limit ? `${text.slice(0, limit - 1)}…` : text);

export const TOPIC_COLUMNS = ["Framework", "Rule", "Value", "Citation", "Source", "Status"] as const;

/** One topic as table rows: a row per rule (the headline only for an overview), a gap row where none. */
export function topicRows(comparison: TopicComparison, depth: Depth): string[][] {
  return comparison.entries.flatMap(({ framework, rules }) => {
    if (rules.length === 0) return [[framework.name, NO_RULE, "—", "—", "—", "gap"]];
    const shown = depth === "overview" ? rules.slice(0, 1) : rules;
    return shown.map((rule) => [
      framework.name,
      `${rule.title}: ${depth === "overview" ? cut(rule.description, 200) : rule.description}`,
      valueText(rule),
      rule.citation,
      rule.source_url ?? "—",
      rule.verified ? (isSuperseded(rule) ? "verified (superseded figure)" : "verified") : LEAD_ONLY,
    ]);
  });
}

/** How to reconcile a divergence on a contract that both frameworks govern. */
const RECONCILE: Record<CompareTopic, string> = {
  method:
    "Method names differ more than the methods do: map each method onto its counterpart (open tender / Request for Bids, RFQ, RFP, direct selection) and, on a co-financed contract, use the method the financing agreement designates.",
  threshold:
    "Thresholds are set in each framework's own currency and are not converted here: check the estimate against each figure in its own currency on the day the method is chosen.",
  bid_period:
    "Where two frameworks apply, give bidders the longer of the minimum periods: it satisfies both.",
  bid_validity:
    "Set one validity period that covers evaluation and award under the slower of the two procedures, and follow the stricter extension rule.",
  bid_security: "A bid security within the lower ceiling, in a form both frameworks accept, satisfies both.",
  standstill: "Observe the longer standstill period and state it in the notification of intention to award.",
  complaints:
    "State in the bidding document which complaint route and deadlines apply; where both frameworks apply, meet the shorter response time and accept complaints within the longer window.",
  debriefing:
    "Offer debriefing within the shorter of the response times and accept requests within the longer window.",
  notification:
    "Notify and publish the award in a way that meets both frameworks: the earliest deadline and every required channel.",
  preference:
    "Apply a domestic preference only where the financing framework allows it, at the rate and on the conditions it sets, and say so in the bidding document.",
  abnormal:
    "Use the procedure that asks for clarification before rejection: it meets both frameworks' treatment of abnormally low bids.",
  performance_security: "Ask for a performance security within the lower ceiling and the shorter deadline.",
  payments:
    "Payment terms come from the conditions of contract chosen: state the periods in the particular conditions so one rule governs.",
};

function figureOf(rules: readonly NavigatorRule[]): string {
  const rule = rules[0]!;
  const figure = valueText(rule);
  return `${figure === "—" ? rule.title : figure}${rule.verified ? "" : ` (${LEAD_ONLY})`}`;
}

/** The guidance paragraph of one topic: where they stand, whether they diverge, how to reconcile. */
export function divergenceNote(comparison: TopicComparison): DraftParagraph[] {
  const label = COMPARE_TOPIC_LABELS[comparison.topic];
  if (comparison.status === "empty")
    return [fromTemplate(`${label}: no framework compared has a rule on this topic in the library.`)];
  const positions = comparison.entries
    .map(({ framework, rules }) => `${framework.name}: ${rules.length ? figureOf(rules) : NO_RULE}`)
    .join("; ");
  const missing = comparison.entries
    .filter((entry) => entry.rules.length === 0)
    .map((entry) => entry.framework.name);
  const leadsOnly = comparison.entries
    .filter((entry) => entry.rules.length > 0 && entry.rules.every((rule) => !rule.verified))
    .map((entry) => entry.framework.name);
  const verdict =
    comparison.status === "aligned"
      ? "The headline figures agree."
      : comparison.status === "gap"
        ? `A gap: the library has no rule of ${missing.join(", ")} on this topic, so the comparison cannot be completed; read the official text.`
        : "They diverge.";
  const leads = leadsOnly.length
    ? ` Only unverified leads are held for ${leadsOnly.join(", ")}: confirm against the official text before relying on them.`
    : "";
  return [
    fromTemplate(`${label} — ${positions}. ${verdict}${leads}`),
    ...(comparison.status === "aligned" ? [] : [fromTemplate(RECONCILE[comparison.topic])]),
  ];
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** The composition of a run (exported for the unit tests). */
export function composeComparativeNotes(context: ToolRunContext): Composed {
  const focus = (text(context.values.comparison_focus) || "Framework Variations") as ComparisonFocus;
  const topics = FOCUS_TOPICS[focus] ?? FOCUS_TOPICS["Framework Variations"];
  const depthLabel = text(context.values.analysis_depth) || "High-Level Overview";
  const depth = DEPTHS[depthLabel] ?? "overview";
  const requested = text(context.values.comparison_frameworks);
  const resolved = resolveFrameworks(requested);

  const own = context.framework;
  const primaryCode = own?.rulesCode ?? null;
  const compared = resolved.codes.filter((code) => code !== primaryCode);
  if (compared.length === 0)
    throw new DomainError(
      "invalid_input",
      resolved.codes.length
        ? "Name at least one framework other than your own to compare with."
        : `None of the frameworks named is in the rule library (${resolved.unknown.join(", ") || "none given"}). Name them as, for example: World Bank, AfDB, ADB, EU, Kenya, Uganda, UNCITRAL.`,
      { comparison_frameworks: ["No framework of the rule library recognised."] },
    );

  const primary: ComparedFramework = primaryCode
    ? comparedFramework(primaryCode, true)
    : {
        code: null,
        name: own?.label ?? "Your framework (not set)",
        title: own?.label ?? "Your framework (not set)",
        primary: true,
        rules: [],
      };
  const frameworks = [primary, ...compared.map((code) => comparedFramework(code, false))];
  const comparisons = topics.map((topic) => compareTopicRules(topic, frameworks));
  const shown =
    depth === "focus" &&
    comparisons.some((comparison) => comparison.status === "diverge" || comparison.status === "gap")
      ? comparisons.filter((comparison) => comparison.status === "diverge" || comparison.status === "gap")
      : comparisons;
  const left = comparisons.filter((comparison) => !shown.includes(comparison));

  const shownRules = shown.flatMap((comparison) =>
    comparison.entries.flatMap((entry) => (depth === "overview" ? entry.rules.slice(0, 1) : entry.rules)),
  );
  const verified = shownRules.filter((rule) => rule.verified).length;
  const leads = shownRules.length - verified;
  const gaps = shown.reduce(
    (count, comparison) => count + comparison.entries.filter((entry) => entry.rules.length === 0).length,
    0,
  );
  const diverging = shown.filter(
    (comparison) => comparison.status === "diverge" || comparison.status === "gap",
  );

  const frameworkRows = frameworks.map((framework) => [
    framework.name,
    framework.title,
    framework.code ?? "—",
    framework.primary ? "Primary (your framework)" : "Compared",
    String(framework.rules.filter((rule) => rule.verified).length),
    String(framework.rules.filter((rule) => !rule.verified).length),
  ]);

  const topicSections: DraftSection[] = shown.map((comparison) => {
    // The verified rules of the topic, cited one by one (the table holds the leads, each marked).
    const citedRules = comparison.entries.flatMap(({ framework, rules }) =>
      (depth === "overview" ? rules.slice(0, 1) : rules)
        .filter((rule) => rule.verified)
        .map((rule) => {
          const original = ruleById(rule.id);
          return cited(
            `${framework.name} — ${rule.title}: ${rule.description}`,
            "rule",
            (original && citeRule(original)) ?? rule.citation,
          );
        }),
    );
    return {
      id: `topic-${comparison.topic}`,
      heading: COMPARE_TOPIC_LABELS[comparison.topic],
      paragraphs: depth === "overview" ? [] : citedRules,
      tables: [
        {
          caption: `${COMPARE_TOPIC_LABELS[comparison.topic]}: side by side`,
          columns: [...TOPIC_COLUMNS],
          rows: topicRows(comparison, depth),
        },
      ],
    };
  });

  const notices = [
    ...(resolved.unknown.length
      ? [
          `Not found in the rule library, so not compared: ${resolved.unknown.join(", ")}. The library holds the World Bank, ADB, AfDB, EU, Kenya, Uganda, UNCITRAL and FIDIC rule sets.`,
        ]
      : []),
    ...(primaryCode
      ? []
      : [
          `${own ? `No rules for ${own.label} are in the rule library` : "No framework is set in your settings"}: its column shows "${NO_RULE}" throughout.`,
        ]),
    ...(resolved.codes.includes(primaryCode ?? "")
      ? [`${primary.name} is your own framework: compared once, as the primary.`]
      : []),
    ...(context.documents.length
      ? [
          `Attached: ${context.documents.map((document) => document.name).join(", ")}. The comparison is built from the rule library; attachments are not compared by this version.`,
        ]
      : []),
  ];

  const names = frameworks.map((framework) => framework.name);
  const title = `Comparative Guidance Note — ${focus}: ${names[0]} and ${names.slice(1).join(", ")}`;
  const guidance: DraftParagraph[] = [
    fromTemplate(
      diverging.length
        ? `Of the ${shown.length} topic${shown.length === 1 ? "" : "s"} compared, ${diverging.length} diverge or leave a gap: ${diverging.map((comparison) => COMPARE_TOPIC_LABELS[comparison.topic]).join(", ")}.`
        : `The ${shown.length} topics compared agree on their headline figures.`,
    ),
    ...shown.flatMap(divergenceNote),
  ];

  const sections: DraftSection[] = [
    {
      id: "purpose",
      heading: "Purpose and scope",
      paragraphs: [
        fromInput(`Focus: ${focus}. Depth: ${depthLabel}. Frameworks named: ${requested || "—"}.`),
        fromTemplate(
          `This note sets ${names[0]} (the primary framework) beside ${names.slice(1).join(", ")}, topic by topic, from the cited rule library. Only verified rules are authoritative; rules marked "${LEAD_ONLY}" come from secondary sources and must be confirmed against the official text; "${NO_RULE}" means the comparison is incomplete, not that the framework is silent.`,
        ),
        ...(left.length
          ? [
              fromTemplate(
                `Topics where the frameworks agree or hold no rule are left out of this focused note: ${left.map((comparison) => COMPARE_TOPIC_LABELS[comparison.topic]).join(", ")}.`,
              ),
            ]
          : []),
      ],
      tables: [
        {
          caption: "Frameworks compared",
          columns: ["Framework", "Full title", "Code", "Role", "Verified rules", "Leads"],
          rows: frameworkRows,
        },
      ],
    },
    {
      id: "side-by-side",
      heading: "Rules side by side",
      paragraphs: [
        fromTemplate(
          `One table per topic, ${depth === "overview" ? "with each framework's headline rule" : "with every rule the library holds"}.`,
        ),
      ],
      subsections: topicSections,
    },
    { id: "guidance", heading: "Guidance: where the frameworks diverge", paragraphs: guidance },
    {
      id: "caveats",
      heading: "Using this note",
      paragraphs: [
        fromTemplate(
          "Check each cited rule against the edition in force before relying on it: paragraph numbers and figures change between editions. On a co-financed contract the financing agreement says which framework governs; this note shows where the others would ask for more.",
        ),
      ],
    },
  ];

  return {
    draft: {
      title,
      subtitle: `${depthLabel} — ${shown.length} topic${shown.length === 1 ? "" : "s"}`,
      basis: `Built from the cited rule library: ${verified} verified rule${verified === 1 ? "" : "s"} and ${leads} unverified lead${leads === 1 ? "" : "s"} across ${frameworks.length} frameworks.`,
      sections,
    },
    summary: `${frameworks.length} frameworks compared on ${shown.length} topic${shown.length === 1 ? "" : "s"} (${focus}, ${depthLabel}): ${verified} verified rules, ${leads} leads marked "${LEAD_ONLY}", ${gaps} gap${gaps === 1 ? "" : "s"}; ${diverging.length} topic${diverging.length === 1 ? "" : "s"} diverge or leave a gap.`,
    metrics: [
      { id: "frameworks", label: "Frameworks", value: String(frameworks.length) },
      { id: "topics", label: "Topics compared", value: String(shown.length) },
      { id: "verified", label: "Verified rules", value: String(verified) },
      { id: "leads", label: "Unverified leads", value: String(leads) },
      { id: "gaps", label: "Gaps", value: String(gaps) },
    ],
    tables: shown.map((comparison) => ({
      id: `topic-${comparison.topic}`,
      title: COMPARE_TOPIC_LABELS[comparison.topic],
      columns: [...TOPIC_COLUMNS],
      rows: topicRows(comparison, depth),
    })),
    notices,
  };
}

export const comparativeNotesEngine = draftingEngine(composeComparativeNotes);
