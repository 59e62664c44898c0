/**
 * Specification / ToR Zero-Draft: a first draft of technical specifications or terms of reference from the brief
 * (sector, objectives, outputs, estimated value). The structure comes from the org's template or the closest-fit
 * built-in template (category guessed from the sector and outputs, the framework's family); the brief adds the
 * deliverables with a timeline that fits its duration, reporting, the team and qualifications in proportion to
 * its value, and acceptance criteria with indicators (tor-brief-sections.ts). An attached earlier specification
 * contributes only the text under headings that mean the same (scope, specifications, deliverables, …), cited
 * and bounded, never its letterhead (earlier-content.ts). The draft never states a duration, warranty, quantity
 * or value other than the brief's (brief-reconcile.ts, checked by briefContradictions). The framework's verified
 * rules that apply are cited, the org's guideline passages quoted, and every assumption marked for confirmation.
 */
import {
  assumption,
  cited,
  fromInput,
  type DraftParagraph,
  type DraftSection,
  type DraftTable,
} from "@/lib/results/draft";
import {
  documentTemplate,
  placeholdersIn,
  type DocumentTemplate,
  type PlaceholderName,
  type TemplateSection,
} from "@/modules/tools/lib/drafting/templates";
import { documentOutline, type OutlineSection } from "@/modules/tools/lib/drafting/templates/outline";
import { placeholderValue } from "@/modules/tools/lib/drafting/templates/placeholder-names";
import { citeRule, collapseWhitespace } from "@/lib/reading/evidence";
import type {
  AttachedDocument,
  GuidelinePassage,
  OrgTemplate,
  ToolFramework,
  ToolRunContext,
} from "@/lib/results/types";
import { mapEstimate } from "@/lib/frameworks/estimate";
import { isNarrowThreshold, libraryRules, plainMoney, rulesTitle } from "@/lib/frameworks/library";
import { frameworkTitle, verifiedRules, type FrameworkRule } from "@/lib/frameworks/rules";
import {
  closestTemplate,
  TEMPLATES,
  templateBasisMessage,
  UPLOADED_TEMPLATES_MESSAGE,
  type Template,
  type TemplateCriteria,
} from "@/modules/tools/lib/templates";
import { draftingEngine, type Composed, type TemplateFill } from "./engine";
import { brandNeutral } from "./brand-neutral";
import { estimateOf, listItems, textValue, type Estimate } from "./brief-inputs";

export { estimateOf, listItems, textValue, type Estimate } from "./brief-inputs";
import { closestOrgTemplate, type ChosenOrgTemplate } from "./org-templates";
import { readBrief, type BriefFacts } from "./brief-facts";
import { briefContradictions } from "./brief-contradictions";

// The consistency check, for the drafting engines that build on this one (bid-document.ts).
export { briefContradictions, readBrief, type BriefContradiction } from "./brief-contradictions";
import { briefPeriods, periodInWords, reconcileWithBrief } from "./brief-reconcile";
import { borrowFromEarlier } from "./earlier-content";
import { briefParts } from "./tor-brief-sections";
import { placeBorrowed, placeBriefParts } from "./tor-placement";

/* ---------- shared by the drafting engines ---------- */

/** The template family of a framework: the bank whose templates fit it, else the framework's own label. */
export function frameworkFamily(framework: ToolFramework | null): string | null {
  switch (framework?.rulesCode) {
    case "WB_IPF":
      return "World Bank";
    case "AFDB_2015":
      return "African Development Bank";
    case "ADB_2017":
      return "Asian Development Bank";
    default:
      return framework?.label ?? null;
  }
}

const CATEGORY_WORDS: readonly { category: string; pattern: RegExp }[] = [
  {
    category: "Consulting Services",
    pattern:
      /\b(consult\w*|advisory|feasibility|stud(y|ies)|assessment|evaluation of|technical assistance|capacity building|supervision|design review|audit|survey|research|strategy|training needs)\b/i,
  },
  {
    category: "Non-consulting Services",
    pattern:
      /\b(cleaning|security guard\w*|guarding|catering|transport services|maintenance services|printing|logistics|waste collection|janitorial)\b/i,
  },
  {
    category: "Works",
    pattern:
      /\b(construct\w*|rehabilitat\w*|civil works|works|road|bridge|building|borehole|dam|pipeline|drainage|paving|earthworks|renovation|extension of|classroom|infrastructure)\b/i,
  },
];

/** The procurement category a brief points to (first match: consulting, non-consulting, works), else Goods. */
export function guessCategory(...texts: string[]): string {
  const text = texts.join(" ");
  return CATEGORY_WORDS.find(({ pattern }) => pattern.test(text))?.category ?? "Goods";
}

const RULE_CATEGORY: Record<string, FrameworkRule["category"]> = {
  Goods: "goods",
  Works: "works",
  "Consulting Services": "consulting",
  "Non-consulting Services": "non_consulting",
};

/** The framework's verified rules on a topic that apply to the category (its own or 'all'). */
export function applicableRules(
  framework: ToolFramework | null,
  category: string,
  topics: readonly FrameworkRule["topic"][],
): FrameworkRule[] {
  if (!framework?.rulesCode) return [];
  const own = RULE_CATEGORY[category];
  return verifiedRules(framework.rulesCode).filter(
    (rule) => topics.includes(rule.topic) && (rule.category === "all" || rule.category === own),
  );
}

/** A verified rule as a cited paragraph ('{title}: {rule}', cited '{framework} — {citation}'). */
export function ruleParagraph(rule: FrameworkRule, lead = ""): DraftParagraph {
  const citation = citeRule(rule);
  if (!citation) throw new Error(`Rule ${rule.id} is not verified and cannot be cited`);
  return cited(`${lead}${rule.title}: ${rule.rule}`, "rule", citation);
}

/** Where the estimate sits against the framework's verified thresholds, as paragraphs. */
export function estimateParagraphs(
  framework: ToolFramework | null,
  estimate: Estimate | null,
): DraftParagraph[] {
  if (!estimate)
    return [assumption("The estimated value is not given: state it before choosing the method.")];
  if (!framework?.rulesCode)
    return [
      assumption(
        `The estimate ${estimate.text} is not compared with any threshold: the rule library has no verified rules for ${framework?.label ?? "this framework"}. Confirm the method against the official threshold schedule.`,
      ),
    ];
  const thresholds = libraryRules(framework.rulesCode).filter(
    (rule) => rule.topic === "threshold" && !isNarrowThreshold(rule),
  );
  const mapping = mapEstimate(estimate.amount, thresholds, framework.rulesCode, estimate.currency);
  const compared = mapping.thresholds.filter((threshold) => threshold.position !== null);
  if (!compared.length)
    return [
      assumption(
        `The estimate ${estimate.text} could not be placed against a threshold: ${rulesTitle(framework.rulesCode)} has no verified threshold figure in the rule library. Confirm the method and review thresholds against the official schedule.`,
      ),
    ];
  return compared.map((threshold) =>
    cited(
      `The estimate ${plainMoney(estimate.amount, threshold.currency ?? estimate.currency)} is ${
        threshold.position === "at_or_above" ? "at or above" : "below"
      } "${threshold.title}" (${plainMoney(threshold.threshold ?? 0, threshold.currency ?? "")}).${
        threshold.method ? ` The rule points to ${threshold.method}.` : ""
      }`,
      "rule",
      `${rulesTitle(framework.rulesCode!)} — ${threshold.citation}`,
    ),
  );
}

/** Guideline passages for a query ('word or word'), as cited paragraphs; none when the library is unavailable. */
export async function guidelineParagraphs(
  search: ToolRunContext["searchGuidelines"],
  words: string,
  limit = 3,
): Promise<DraftParagraph[]> {
  if (!search) return [];
  const terms = [...new Set((words.match(/[A-Za-z]{4,}/g) ?? []).map((word) => word.toLowerCase()))].slice(
    0,
    12,
  );
  if (!terms.length) return [];
  let passages: readonly GuidelinePassage[] = [];
  try {
    passages = await search(terms.join(" or "), limit);
  } catch {
    return [];
  }
  return passages
    .slice(0, limit)
    .map((passage) =>
      cited(`"${collapseWhitespace(passage.snippet)}"`, "guideline", `${passage.title}, ${passage.location}`),
    );
}

/** What fills each placeholder: the brief's own words, or an assumption the officer confirms. */
type Fill = { text: string; kind: "input" | "assumption" | "template" };

/**
 * The placeholders' fills. The duration is the brief's own when it states one ("within 90 days" fills
 * "ninety (90) days"), else the category's usual period, marked as an assumption.
 */
export function placeholderFills(
  context: ToolRunContext,
  brief: { sector: string; objectives: string; outputs: string; estimate: Estimate | null; category: string },
): Record<PlaceholderName, Fill> {
  const stated = briefPeriods(readBrief(`${brief.objectives}\n${brief.outputs}`)).duration;
  const firstOutput = listItems(brief.outputs)[0] ?? brief.outputs;
  const short = firstOutput.length > 70 ? `${firstOutput.slice(0, 70).replace(/\s+\S*$/, "")}…` : firstOutput;
  const duration: Record<string, string> = {
    Goods: "eight (8) weeks",
    Works: "twelve (12) months",
    "Consulting Services": "six (6) months",
    "Non-consulting Services": "twelve (12) months",
  };
  return {
    project_name: { text: `${brief.sector}: ${short}`, kind: "input" },
    purchaser: { text: "the Purchaser", kind: "assumption" },
    sector: { text: brief.sector, kind: "input" },
    objectives: { text: brief.objectives, kind: "input" },
    outputs: { text: brief.outputs, kind: "input" },
    estimated_value: brief.estimate
      ? { text: brief.estimate.text, kind: "input" }
      : { text: "to be confirmed", kind: "assumption" },
    framework: context.framework
      ? {
          text: context.framework.rulesCode
            ? (frameworkTitle(context.framework.rulesCode) ?? context.framework.label)
            : context.framework.label,
          kind: "input",
        }
      : { text: "the applicable procurement rules", kind: "assumption" },
    location: { text: "the place named by the Purchaser", kind: "assumption" },
    duration: stated
      ? { text: periodInWords(stated), kind: "input" }
      : { text: duration[brief.category] ?? "a period to be agreed", kind: "assumption" },
    issued_on: { text: context.now.toISOString().slice(0, 10), kind: "template" },
  };
}

/** A template clause filled: the brief's words where they fit, the paragraph marked when it assumed something. */
export function fillClause(text: string, fills: Record<string, Fill>, citation: string): DraftParagraph {
  const names = placeholdersIn(text);
  const filled = text.replace(/\{([a-z_]+)\}/g, (whole: string, name: string, offset: number) => {
    const fill = placeholderValue(fills, name);
    if (!fill) return whole;
    const atStart = offset === 0 || /[.:]\s+$/.test(text.slice(0, offset));
    return atStart ? fill.text.charAt(0).toUpperCase() + fill.text.slice(1) : fill.text;
  });
  const kinds = names.map((name) => placeholderValue(fills, name)?.kind ?? "assumption");
  if (kinds.includes("assumption")) return assumption(filled);
  if (kinds.includes("input")) return fromInput(filled);
  return cited(filled, "template", citation);
}

/** A template's sections as draft sections, placeholders filled; the first outputs clause gets a requirements table. */
export function templateSections(
  template: DocumentTemplate,
  fills: Record<string, Fill>,
  outputs: string,
  name: string = template.title,
): DraftSection[] {
  let tabled = false;
  const convert = (section: TemplateSection): DraftSection => {
    const paragraphs = section.clauses.map((clause) =>
      fillClause(clause.text, fills, `${name} template, version ${template.version}, clause ${clause.id}`),
    );
    let tables: DraftTable[] | undefined;
    if (!tabled && section.clauses.some((clause) => clause.text.includes("{outputs}"))) {
      const items = listItems(outputs);
      if (items.length > 1) {
        tabled = true;
        tables = [
          {
            caption: "Requirements (from the brief)",
            columns: ["No.", "Requirement", "Bidder's offer", "Complies (Yes/No)"],
            rows: items.map((item, index) => [String(index + 1), item, "", ""]),
          },
        ];
      }
    }
    return {
      id: section.id,
      heading: section.heading,
      paragraphs,
      ...(tables ? { tables } : {}),
      ...(section.subsections?.length ? { subsections: section.subsections.map(convert) } : {}),
    };
  };
  return template.sections.map(convert);
}

/** Earlier documents attached to build on: the first one whose headings can be read (at least three). */
export function structuredDocument(
  documents: readonly AttachedDocument[],
): { document: AttachedDocument; outline: OutlineSection[] } | null {
  for (const document of documents) {
    const outline = documentOutline(document);
    if (outline.filter((section) => section.level === 1).length >= 3) return { document, outline };
  }
  return null;
}

/** The text under an outline heading as cited paragraphs (up to `limit` lines joined into paragraphs). */
export function outlineParagraphs(
  document: AttachedDocument,
  section: OutlineSection,
  limit = 8,
): DraftParagraph[] {
  return section.lines
    .slice(0, limit)
    .map((line) => cited(collapseWhitespace(line), "document", `${document.name}, ${section.page}`));
}

/** An attached document's outline as draft sections (level 2 headings nest under the level 1 before them). */
export function outlineSections(
  document: AttachedDocument,
  outline: readonly OutlineSection[],
): DraftSection[] {
  const sections: DraftSection[] = [];
  outline.forEach((item, index) => {
    const section: DraftSection = {
      id: `doc-${index + 1}`,
      heading: item.heading,
      paragraphs: outlineParagraphs(document, item),
    };
    const parent = sections.at(-1);
    if (item.level === 2 && parent) (parent.subsections ??= []).push(section);
    else sections.push(section);
  });
  return sections;
}

/**
 * The closest built-in document template of the same category (a goods ToR never frames a services brief, and the
 * bill of quantities is not a document to draft in), or null.
 */
export function closestDocumentTemplate(criteria: TemplateCriteria & { category: string }): Template | null {
  const candidates = TEMPLATES.filter(
    (template) => template.category === criteria.category && documentTemplate(template.id),
  );
  return closestTemplate(criteria, candidates);
}

/* ---------- the specification / ToR draft ---------- */

/** Structure used when no template fits (non-consulting services under a framework with no bank template). */
const STANDARD_SECTIONS: DocumentTemplate = {
  id: "standard-structure",
  title: "Standard structure",
  version: "1.0",
  issued: "2026-01-01",
  follows: "Standard terms of reference structure",
  note: "",
  sections: [
    {
      id: "background",
      heading: "Background",
      clauses: [
        { id: "1.1", text: "{purchaser} requires services in the {sector} sector under {framework}." },
      ],
    },
    {
      id: "objectives",
      heading: "Objectives",
      clauses: [{ id: "2.1", text: "The objectives are: {objectives}" }],
    },
    {
      id: "scope",
      heading: "Scope of Services",
      clauses: [{ id: "3.1", text: "The Service Provider shall deliver: {outputs}" }],
    },
    {
      id: "service-levels",
      heading: "Service Levels and Performance Measures",
      clauses: [
        {
          id: "4.1",
          text: "Each service is measured against the service levels listed here; repeated failures lead to deductions set in the contract.",
        },
      ],
    },
    {
      id: "duration",
      heading: "Duration and Location",
      clauses: [{ id: "5.1", text: "The services are delivered at {location} for {duration}." }],
    },
    {
      id: "reporting",
      heading: "Reporting",
      clauses: [{ id: "6.1", text: "The Service Provider reports monthly on the service levels achieved." }],
    },
  ],
};

/** Outputs that state the budget or the warranty are facts of the brief, not items to deliver. */
const NOT_AN_ITEM =
  /^(?:(?:total\s{1,3})?budget|estimated?\s{1,3}(?:value|cost|budget)|warranty)\b|^\S{1,12}\s{1,3}warranty$/i;

export async function composeSpecification(context: ToolRunContext): Promise<Composed> {
  const sector = textValue(context.values, "sector_industry");
  const objectives = textValue(context.values, "project_objectives");
  // A brand the brief names is kept, followed by "or equivalent" (our own specification review requires it).
  const outputs = brandNeutral(textValue(context.values, "desired_outputs"));
  const estimate = estimateOf(context.values);
  const category = guessCategory(sector, outputs, objectives);
  const docType = category === "Works" ? "Technical Specification" : "Terms of Reference";
  const family = frameworkFamily(context.framework);
  const fills = placeholderFills(context, { sector, objectives, outputs, estimate, category });
  const facts: BriefFacts = readBrief(`${objectives}\n${outputs}`, estimate);
  const items = listItems(outputs).filter((item) => !NOT_AN_ITEM.test(item));

  const { own, ownSections, skipped } = usableOrgTemplate(
    { framework: family, category, docType, sector },
    context.orgTemplates,
    fills,
  );
  const template: Template | null = own
    ? null
    : closestDocumentTemplate({ framework: family, category, docType, sector });
  const content = template ? documentTemplate(template.id) : undefined;
  const fillValues = Object.fromEntries(Object.entries(fills).map(([name, fill]) => [name, fill.text]));
  const templateFill: TemplateFill | undefined = own
    ? { source: "org", id: own.template.id, name: own.template.name, values: fillValues }
    : template?.path.endsWith(".docx")
      ? { source: "builtin", id: template.id, name: template.name, values: fillValues }
      : undefined;

  let sections: DraftSection[];
  let basis: string;
  if (own) {
    sections = ownSections;
    basis = `Based on your organisation's template "${own.template.name}" (${own.outline.length} headings read); its placeholders are filled from your inputs.`;
  } else {
    sections = templateSections(content ?? STANDARD_SECTIONS, fills, items.join("\n"), template?.name);
    basis = content
      ? `Based on the built-in template "${template!.name}" (version ${content.version}, issued ${content.issued}), which follows ${content.follows}.`
      : "Based on the standard structure: no built-in template fits this brief.";
  }

  // The brief's own parts: timeline within its duration, reporting, team in proportion to the value, acceptance.
  const { duration, warranty } = briefPeriods(facts);
  placeBriefParts(sections, briefParts({ category, duration, warranty, estimate, items }));

  // An earlier document: only the text under headings of the same meaning, cited and bounded.
  const borrowed = borrowFromEarlier(context.documents, `${objectives} ${outputs}`);
  placeBorrowed(sections, borrowed);
  if (borrowed.sources.length) basis += ` Text reused (cited) from ${borrowed.sources.join("; ")}.`;
  const basisNotice = own
    ? `${UPLOADED_TEMPLATES_MESSAGE} Template: ${own.template.name}.`
    : templateBasisMessage(false, template);

  // The framework: method and threshold rules that apply, the estimate against the thresholds.
  const rules = applicableRules(context.framework, category, ["method", "threshold"]);
  const frameworkParagraphs: DraftParagraph[] = [
    context.framework
      ? fromInput(`Procured under ${context.framework.label}; procurement category: ${category}.`)
      : assumption(`No procurement framework is set in Settings; category assumed: ${category}.`),
    assumption(`The procurement category (${category}) was inferred from the sector and outputs.`),
    ...rules.map((rule) => ruleParagraph(rule)),
    ...estimateParagraphs(context.framework, estimate),
  ];
  if (context.framework && !context.framework.rulesCode)
    frameworkParagraphs.push(
      assumption(
        `The rule library has no verified rules for ${context.framework.label}: check the specification against your procurement law and the standard documents in force.`,
      ),
    );
  sections.push({
    id: "framework",
    heading: "Procurement Framework and Applicable Rules",
    paragraphs: frameworkParagraphs,
  });

  const guidance = await guidelineParagraphs(
    context.searchGuidelines,
    `${sector} ${docType} specification ${outputs}`,
  );
  if (guidance.length)
    sections.push({
      id: "guidelines",
      heading: "Guidance from Your Organisation's Guidelines",
      paragraphs: guidance,
    });

  // Nothing the draft states may differ from the brief: the template's own periods take the brief's, the rest
  // is left out with a note (brief-reconcile.ts); the check below proves it.
  sections = reconcileWithBrief(sections, facts);
  if (new Set(facts.values.map((value) => Math.round(value.value))).size > 1)
    sections
      .find((section) => section.id === "framework")
      ?.paragraphs.push(
        assumption(
          "[To confirm] The brief states more than one value (the estimate and an amount in its text): confirm which one is the estimate.",
        ),
      );

  const borrowedCount = sections
    .flatMap(function all(section): DraftParagraph[] {
      return [...section.paragraphs, ...(section.subsections ?? []).flatMap(all)];
    })
    .filter((paragraph) => paragraph.source === "document").length;
  const documentNotices = [
    ...(borrowed.sources.length
      ? [
          `Reused ${borrowedCount} paragraph${borrowedCount === 1 ? "" : "s"} (cited) from ${borrowed.sources.join("; ")}.`,
        ]
      : []),
    ...borrowed.offSubject.map(
      (name) =>
        `Nothing was reused from ${name}: its scope and specifications are about another subject than the brief.`,
    ),
    ...(context.documents.length && !borrowed.sources.length && !borrowed.offSubject.length
      ? [
          "No section of the attached document matched a section of the ToR (scope, specifications, deliverables, …): nothing was reused.",
        ]
      : []),
  ];

  const assumptions = sections
    .flatMap(function all(section): DraftParagraph[] {
      return [...section.paragraphs, ...(section.subsections ?? []).flatMap(all)];
    })
    .filter((paragraph) => paragraph.source === "assumption").length;
  const title = `${docType}: ${fills.project_name.text}`;
  // reconcileWithBrief leaves none; should a new template's wording slip past it, the officer is told here.
  const unresolved = briefContradictions(facts, { title, basis, sections }).map(
    (found) =>
      `Check ${found.where}: the draft states ${found.stated} where the brief states ${found.brief}.`,
  );
  return {
    draft: {
      title,
      subtitle: `${category} — ${context.framework?.label ?? "no framework set"}${estimate ? ` — estimate ${estimate.text}` : ""}`,
      basis,
      sections,
    },
    summary: `Zero-draft ${docType.toLowerCase()} for ${sector}: ${sections.length} sections, ${rules.length} verified rule${
      rules.length === 1 ? "" : "s"
    } cited, ${guidance.length} guideline passage${guidance.length === 1 ? "" : "s"}, ${assumptions} assumption${
      assumptions === 1 ? "" : "s"
    } to confirm.`,
    metrics: [
      {
        id: "basis",
        label: "Basis",
        value: own ? own.template.name : (template?.name ?? "Standard structure"),
      },
      { id: "category", label: "Category", value: category },
      { id: "rules", label: "Verified rules cited", value: String(rules.length) },
      { id: "assumptions", label: "Assumptions to confirm", value: String(assumptions) },
    ],
    notices: [...skipped.map(skippedTemplateNotice), basisNotice, ...documentNotices, ...unresolved],
    ...(templateFill ? { templateFill } : {}),
  };
}

/**
 * The org's closest template that renders, with its sections. One that fails to render (a file the outline
 * reader or the fill cannot handle) is skipped with a notice and the next closest is tried, so one member's
 * broken upload never fails the org's drafts (S35).
 */
function usableOrgTemplate(
  criteria: TemplateCriteria & { category: string },
  templates: readonly OrgTemplate[] | undefined,
  fills: Record<string, Fill>,
): { own: ChosenOrgTemplate | null; ownSections: DraftSection[]; skipped: string[] } {
  const skipped: string[] = [];
  let candidates = templates ?? [];
  for (;;) {
    const own = closestOrgTemplate(criteria, candidates);
    if (!own) return { own: null, ownSections: [], skipped };
    try {
      return { own, ownSections: orgTemplateSections(own.template, own.outline, fills), skipped };
    } catch {
      skipped.push(own.template.name);
      candidates = candidates.filter((candidate) => candidate !== own.template);
    }
  }
}

const skippedTemplateNotice = (name: string) =>
  `Your template "${name}" could not be used and was skipped: check its placeholders (written as {project_name}) and upload it again.`;

/** An org template's headings and text as draft sections, each line's placeholders filled and cited to it. */
function orgTemplateSections(
  template: OrgTemplate,
  outline: readonly OutlineSection[],
  fills: Record<string, Fill>,
): DraftSection[] {
  const citation = (paragraph: DraftParagraph) =>
    `${template.name} (your template)${paragraph.citation?.slice(template.document.name.length) ?? ""}`;
  return outlineSections(template.document, outline).map(function fill(section): DraftSection {
    return {
      ...section,
      paragraphs: section.paragraphs.map((paragraph) =>
        fillClause(paragraph.text, fills, citation(paragraph)),
      ),
      ...(section.subsections ? { subsections: section.subsections.map(fill) } : {}),
    };
  });
}

// It builds on a template: the org's own templates (library files tagged "template") are read for it.
export const specificationTorEngine = draftingEngine(composeSpecification, { orgTemplates: true });
