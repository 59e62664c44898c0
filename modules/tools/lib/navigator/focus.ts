/**
 * One answer per enquiry focus, built from the framework's rules. Verified
 * rules go in the main tables; unverified leads only in tables whose every row is marked as such.
 */
import type { GuidelinePassage, ToolOutput, ToolRunContext } from "@/lib/results/types";
import type { NavigatorThreshold } from "@/lib/frameworks/estimate";
import {
  FOCUS_QUERIES,
  passagesTable,
  searchPassages,
  searchNotice,
  type GuidelineSearch,
} from "./guidelines";
import {
  CATEGORY_LABELS,
  citationText,
  plainAmount,
  LEAD_COLUMNS,
  leadRow,
  RULE_COLUMNS,
  ruleRow,
  TOPIC_LABELS,
  UNVERIFIED_MARK,
  valueText,
  type NavigatorRule,
} from "@/lib/frameworks/library";
import { byTopics, citedDocuments, METHOD_TOPICS, overviewRules, rankByQuery, templateRules } from "./select";

export type NavigatorFocus = "rules" | "thresholds" | "templates" | "overview" | "custom";

export type NavigatorTemplate = {
  title: string;
  source: "rule" | "standard_document" | "guideline";
  detail: string;
  citation: string;
  source_url: string | null;
  /** Whether a rule-library entry is verified; null for the org's own guideline passages. */
  verified: boolean | null;
};

type Table = NonNullable<ToolOutput["tables"]>[number];

export type FocusAnswer = {
  lead: string;
  tables: Table[];
  notices: string[];
  rules: NavigatorRule[];
  templates: NavigatorTemplate[];
  overview: string[];
  guidelines: GuidelineSearch | null;
};

export type FocusInput = {
  rules: readonly NavigatorRule[];
  title: string;
  thresholds: readonly NavigatorThreshold[];
  customQuery: string;
  search: ToolRunContext["searchGuidelines"];
};

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

function leadsTable(id: string, leads: readonly NavigatorRule[]): Table[] {
  return leads.length
    ? [
        {
          id,
          title: `Leads not yet verified (${UNVERIFIED_MARK})`,
          columns: [...LEAD_COLUMNS],
          rows: leads.map(leadRow),
        },
      ]
    : [];
}

function guidelineTables(result: GuidelineSearch): Table[] {
  return result.passages.length ? [passagesTable("guidelines", result.passages)] : [];
}

function passageTemplate(passage: GuidelinePassage): NavigatorTemplate {
  const where = `${passage.title || passage.filename}, ${passage.location}`;
  return {
    title: passage.title || passage.filename,
    source: "guideline",
    detail: passage.snippet,
    citation: where,
    source_url: null,
    verified: null,
  };
}

async function rulesAnswer({ rules, title, search }: FocusInput): Promise<FocusAnswer> {
  const chosen = byTopics(rules, METHOD_TOPICS);
  const verified = chosen.filter((rule) => rule.verified);
  const leads = chosen.filter((rule) => !rule.verified);
  const guidelines = await searchPassages(search, FOCUS_QUERIES.rules);
  return {
    lead: `${plural(verified.length, "verified rule")} of ${title} on methods, bid periods, validity, security and standstill.`,
    tables: [
      { id: "rules", title: "Rules and methods", columns: [...RULE_COLUMNS], rows: verified.map(ruleRow) },
      ...leadsTable("rule-leads", leads),
      ...guidelineTables(guidelines),
    ],
    notices: guidelines.problem ? [guidelines.problem] : [],
    rules: [...verified, ...leads],
    templates: [],
    overview: [],
    guidelines,
  };
}

function thresholdCell(threshold: NavigatorThreshold): string {
  return threshold.threshold === null || !threshold.currency
    ? "—"
    : plainAmount(threshold.threshold, threshold.currency);
}

const POSITION_TEXT = { at_or_above: "At or above", below: "Below" } as const;

async function thresholdsAnswer({ thresholds, title, search }: FocusInput): Promise<FocusAnswer> {
  const verified = thresholds.filter((threshold) => threshold.verified);
  const leads = thresholds.filter((threshold) => !threshold.verified);
  const mapped = thresholds.some((threshold) => threshold.position !== null);
  const row = (threshold: NavigatorThreshold) => [
    CATEGORY_LABELS[threshold.category],
    thresholdCell(threshold),
    threshold.currency ?? "—",
    `${threshold.title}: ${threshold.description}`,
    citationText(threshold),
  ];
  const estimateCell = (threshold: NavigatorThreshold) =>
    threshold.position
      ? POSITION_TEXT[threshold.position]
      : threshold.superseded
        ? "Superseded: not compared"
        : "Not compared";
  const guidelines = await searchPassages(search, FOCUS_QUERIES.thresholds);
  const tables: Table[] = [
    {
      id: "thresholds",
      title: "Thresholds and limits",
      columns: ["Category", "Threshold", "Currency", "Rule", "Citation", ...(mapped ? ["Estimate"] : [])],
      rows: verified.map((threshold) => [...row(threshold), ...(mapped ? [estimateCell(threshold)] : [])]),
    },
  ];
  if (leads.length) {
    tables.push({
      id: "threshold-leads",
      title: `Thresholds not yet verified (${UNVERIFIED_MARK})`,
      columns: ["Category", "Figure", "Currency", "Lead", "Source", "Status"],
      rows: leads.map((threshold) => [...row(threshold), UNVERIFIED_MARK]),
    });
  }
  tables.push(...guidelineTables(guidelines));
  const notices = verified.some((threshold) => threshold.threshold !== null)
    ? []
    : [
        `The rule library has no verified threshold figure for ${title}: add the official threshold schedule under Settings → Guidelines & References.`,
      ];
  if (guidelines.problem) notices.push(guidelines.problem);
  return {
    lead: `${plural(verified.length, "verified threshold rule")} of ${title}.`,
    tables,
    notices,
    rules: [],
    templates: [],
    overview: [],
    guidelines,
  };
}

async function templatesAnswer({ rules, title, search }: FocusInput): Promise<FocusAnswer> {
  const mentioning = templateRules(rules);
  const verified = mentioning.filter((rule) => rule.verified);
  const leads = mentioning.filter((rule) => !rule.verified);
  const documents = citedDocuments(rules);
  const guidelines = await searchPassages(search, FOCUS_QUERIES.templates);
  const tables: Table[] = [
    {
      id: "template-rules",
      title: "Rules on standard documents and forms",
      columns: [...RULE_COLUMNS],
      rows: verified.map(ruleRow),
    },
  ];
  if (documents.length) {
    tables.push({
      id: "standard-documents",
      title: "Standard documents the verified rules are cited from",
      columns: ["Document", "Rules citing it", "Source"],
      rows: documents.map((document) => [document.title, String(document.rules), document.source_url ?? "—"]),
    });
  }
  tables.push(...leadsTable("template-leads", leads), ...guidelineTables(guidelines));
  const guidelineNotice = searchNotice(guidelines);
  const templates: NavigatorTemplate[] = [
    ...mentioning.map((rule) => ({
      title: rule.title,
      source: "rule" as const,
      detail: rule.description,
      citation: rule.citation,
      source_url: rule.source_url,
      verified: rule.verified,
    })),
    ...documents.map((document) => ({
      title: document.title,
      source: "standard_document" as const,
      detail: `Cited by ${plural(document.rules, "verified rule")}.`,
      citation: document.title,
      source_url: document.source_url,
      verified: true,
    })),
    ...guidelines.passages.map(passageTemplate),
  ];
  return {
    lead: `${plural(verified.length, "verified rule")} of ${title} on standard documents and forms, ${plural(documents.length, "standard document")} cited and ${plural(guidelines.passages.length, "passage")} from your guidelines.`,
    tables,
    notices: guidelineNotice ? [guidelineNotice] : [],
    rules: mentioning,
    templates,
    overview: [],
    guidelines,
  };
}

/** A bullet: 'Standstill: Standstill period: 14 days (s.135(3)) — 14 days. [citation]'. */
export function overviewBullet(rule: NavigatorRule): string {
  const value = valueText(rule);
  return `${TOPIC_LABELS[rule.topic]}: ${rule.title}${value === "—" ? "" : ` — ${value}`}. [${rule.citation}]`;
}

function overviewAnswer({ rules, title }: FocusInput): FocusAnswer {
  const picked = overviewRules(rules);
  const overview = picked.map(overviewBullet);
  return {
    lead: `Quick overview of ${title}: ${plural(overview.length, "point")}, one per topic, from verified rules only.`,
    tables: [
      {
        id: "overview",
        title: "Quick overview",
        columns: ["Overview"],
        rows: overview.map((bullet) => [bullet]),
      },
    ],
    notices: [],
    rules: picked,
    templates: [],
    overview,
    guidelines: null,
  };
}

async function customAnswer({ rules, title, customQuery, search }: FocusInput): Promise<FocusAnswer> {
  if (!customQuery) {
    const notices = ["Type your question in Custom query to search the rules and your guidelines."];
    return {
      lead: "No question was given.",
      tables: [],
      notices,
      rules: [],
      templates: [],
      overview: [],
      guidelines: null,
    };
  }
  const ranked = rankByQuery(
    rules.filter((rule) => rule.verified),
    customQuery,
  );
  const guidelines = await searchPassages(search, customQuery, true);
  const notices: string[] = [];
  if (ranked.length === 0) notices.push(`No verified rule of ${title} matches "${customQuery}".`);
  const guidelineNotice = searchNotice(guidelines);
  if (guidelineNotice) notices.push(guidelineNotice);
  return {
    lead: `${plural(ranked.length, "verified rule")} of ${title} and ${plural(guidelines.passages.length, "passage")} from your guidelines match "${customQuery}".`,
    tables: [
      {
        id: "matches",
        title: "Rules matching your question (best first)",
        columns: [...RULE_COLUMNS],
        rows: ranked.map(({ rule }) => ruleRow(rule)),
      },
      ...guidelineTables(guidelines),
    ],
    notices,
    rules: ranked.map(({ rule }) => rule),
    templates: [],
    overview: [],
    guidelines,
  };
}

export function answerFocus(focus: NavigatorFocus, input: FocusInput): FocusAnswer | Promise<FocusAnswer> {
  switch (focus) {
    case "rules":
      return rulesAnswer(input);
    case "thresholds":
      return thresholdsAnswer(input);
    case "templates":
      return templatesAnswer(input);
    case "overview":
      return overviewAnswer(input);
    case "custom":
      return customAnswer(input);
  }
}
