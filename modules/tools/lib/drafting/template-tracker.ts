/**
 * Template Version Tracker: each uploaded document is compared with the built-in template it came from (the one
 * closest by heading structure): clauses added, removed and altered (a clause whose placeholders were only filled
 * in is unchanged; altered clauses show their word differences, computed with the `diff` package), and whether a
 * newer version of the template exists (the version and issue date the document states against the template's).
 * A document that no built-in template fits is matched to the standard tender document it follows (Kenya PPRA or
 * PPOA, World Bank SPD or SBD: ./standard-documents.ts), its edition and its section differences from the current
 * edition, and to the organisation's own template when one fits better. The report is a draft (DOCX/PDF) with one
 * section per document.
 */
import { diffWords } from "diff";
import { assumption, cited, fromInput, type DraftParagraph, type DraftSection } from "@/lib/results/draft";
import {
  DOCUMENT_TEMPLATES,
  templateClauses,
  templateVersion,
  type DocumentTemplate,
  type TemplateClause,
} from "@/modules/tools/lib/drafting/templates";
import { documentOutline, headingKey } from "@/modules/tools/lib/drafting/templates/outline";
import { collapseWhitespace } from "@/lib/reading/evidence";
import type { AttachedDocument, ToolRunContext } from "@/lib/results/types";
import { TEMPLATES } from "@/modules/tools/lib/templates";
import { draftingEngine, type Composed } from "./engine";
import { textValue } from "./specification-tor";
import {
  closestOrgTemplate,
  reportOrgTemplate,
  reportStandardDocument,
  STANDARD_DOCUMENT_ROWS,
} from "./standard-document-report";
import { recogniseStandardDocument } from "./standard-documents";

/** A clause as the document holds it: its number, its text and the page it is on. */
type DocumentClause = { id: string; text: string; page: string };

const CLAUSE_LINE = /^(\d{1,2}\.\d{1,2}(?:\.\d{1,2})?)\s+(\S.*)$/;

export function documentClauses(document: AttachedDocument): DocumentClause[] {
  const clauses: DocumentClause[] = [];
  for (const unit of document.units)
    for (const raw of unit.text.split(/\r?\n/)) {
      const match = CLAUSE_LINE.exec(raw.trim());
      if (match) clauses.push({ id: match[1]!, text: collapseWhitespace(match[2]!), page: unit.label });
    }
  return clauses;
}

const headingsOf = (template: DocumentTemplate): string[] => {
  const all = (sections: DocumentTemplate["sections"]): string[] =>
    sections.flatMap((section) => [headingKey(section.heading), ...all(section.subsections ?? [])]);
  return all(template.sections);
};

export type TemplateMatch = { template: DocumentTemplate; shared: number; score: number };

/**
 * The built-in template whose headings the document shares most (shared / the larger heading count), or null
 * when fewer than two headings or under 30% are shared.
 */
export function matchTemplate(document: AttachedDocument): TemplateMatch | null {
  const own = new Set(documentOutline(document).map((section) => headingKey(section.heading)));
  let best: TemplateMatch | null = null;
  for (const template of DOCUMENT_TEMPLATES) {
    const headings = headingsOf(template);
    const shared = headings.filter((heading) => own.has(heading)).length;
    const score = shared / Math.max(headings.length, own.size, 1);
    if (shared >= 2 && score >= 0.3 && (!best || score > best.score)) best = { template, shared, score };
  }
  return best;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Whether a document clause is the template clause with only its placeholders filled in. */
export function sameClause(templateText: string, documentText: string): boolean {
  const pattern = templateText
    .split(/(\{[a-z_]+\})/)
    .map((part) => (/^\{[a-z_]+\}$/.test(part) ? ".+?" : escapeRegExp(collapseWhitespace(part))))
    .join("");
  return new RegExp(`^${pattern}$`, "i").test(collapseWhitespace(documentText));
}

const clip = (text: string, limit = 160) => (text.length > limit ? `${text.slice(0, limit - 1)}…` : text);

/**
 * The words an altered clause lost and gained ('removed "twelve (12)"; added "six (6)"'): word-diff changes
 * separated only by spaces or punctuation are one change, so a figure keeps its brackets.
 */
export function wordChanges(templateText: string, documentText: string): string {
  const removed: string[] = [];
  const added: string[] = [];
  let run: { removed: string; added: string } | null = null;
  const close = () => {
    if (run?.removed.trim()) removed.push(run.removed.trim());
    if (run?.added.trim()) added.push(run.added.trim());
    run = null;
  };
  for (const part of diffWords(templateText, documentText)) {
    if (part.removed || part.added) {
      run ??= { removed: "", added: "" };
      if (part.removed) run.removed += part.value;
      else run.added += part.value;
    } else if (run && /^[\s()[\],;:.'"-]*$/.test(part.value)) {
      run.removed += part.value;
      run.added += part.value;
    } else {
      // A closing bracket or quote right after the change belongs to it ("(12" -> "(12)").
      const closing = run ? (/^[)\]"']+/.exec(part.value)?.[0] ?? "") : "";
      if (run && closing) {
        run.removed += closing;
        run.added += closing;
      }
      close();
    }
  }
  close();
  const trim = (texts: string[]) => texts.map((text) => text.replace(/^[\s,;:.]+|[\s,;:.]+$/g, ""));
  return clip(
    [
      removed.length ? `removed "${trim(removed).join(" … ")}"` : "",
      added.length ? `added "${trim(added).join(" … ")}"` : "",
    ]
      .filter(Boolean)
      .join("; "),
    240,
  );
}

export type ClauseChange = {
  id: string;
  change: "added" | "removed" | "altered";
  detail: string;
  page?: string;
};

export function compareClauses(
  template: DocumentTemplate,
  clauses: readonly DocumentClause[],
): ClauseChange[] {
  const own = new Map<string, TemplateClause & { section: string }>(
    templateClauses(template.sections).map(({ section, clause }) => [clause.id, { ...clause, section }]),
  );
  const seen = new Set<string>();
  const changes: ClauseChange[] = [];
  for (const clause of clauses) {
    const original = own.get(clause.id);
    if (!original) {
      changes.push({ id: clause.id, change: "added", detail: clip(clause.text), page: clause.page });
      continue;
    }
    seen.add(clause.id);
    if (!sameClause(original.text, clause.text))
      changes.push({
        id: clause.id,
        change: "altered",
        detail: wordChanges(original.text, clause.text),
        page: clause.page,
      });
  }
  for (const [id, clause] of own)
    if (!seen.has(id))
      changes.push({ id, change: "removed", detail: `${clause.section}: ${clip(clause.text)}` });
  return changes.sort((a, b) => a.id.localeCompare(b.id, "en", { numeric: true }));
}

const VERSION = /template version\s+(\d+(?:\.\d+)*)(?:,?\s*issued\s+(\d{4}-\d{2}-\d{2}))?/i;

/** The version (and issue date) the document states, as our templates print it on their cover. */
export function statedVersion(document: AttachedDocument): { version: string; issued?: string } | null {
  for (const unit of document.units) {
    const match = VERSION.exec(unit.text);
    if (match) return { version: match[1]!, ...(match[2] ? { issued: match[2] } : {}) };
  }
  return null;
}

function compareVersions(a: string, b: string): number {
  const left = a.split(".").map(Number);
  const right = b.split(".").map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference) return Math.sign(difference);
  }
  return 0;
}

export type VersionStatus = "current" | "outdated" | "unstated" | "later";

export function versionStatus(
  template: DocumentTemplate,
  stated: { version: string; issued?: string } | null,
): { status: VersionStatus; text: string } {
  const current = `version ${template.version}, issued ${template.issued}`;
  if (!stated)
    return {
      status: "unstated",
      text: `The document does not state its template version; the current template is ${current}.`,
    };
  const order = compareVersions(stated.version, template.version);
  const own = `version ${stated.version}${stated.issued ? `, issued ${stated.issued}` : ""}`;
  if (order < 0)
    return {
      status: "outdated",
      text: `A newer template version exists: the document uses ${own}; the current template is ${current}.`,
    };
  if (order > 0)
    return {
      status: "later",
      text: `The document states ${own}, later than the built-in ${current}: check where it came from.`,
    };
  return { status: "current", text: `The document uses the current template, ${current}.` };
}

const CHANGE_LABEL = { added: "Added", removed: "Removed", altered: "Altered" } as const;

type DocumentReport = {
  section: DraftSection;
  row: string[];
  status: VersionStatus | "unmatched" | "org";
  /** Clause changes against a built-in template. */
  changes: number;
  /** Section differences against the current edition of a standard document, when it follows one. */
  standard?: { differences: number };
};

/** A document no built-in template fits: the standard document it follows, else the org's closest template. */
function reportUnmatched(
  document: AttachedDocument,
  index: number,
  orgTemplates: ToolRunContext["orgTemplates"],
): DocumentReport {
  const id = `document-${index + 1}`;
  const recognition = recogniseStandardDocument(document);
  const orgMatch = closestOrgTemplate(document, recognition, orgTemplates);
  if (recognition) {
    const report = reportStandardDocument(document, id, recognition, orgMatch);
    return { ...report, changes: 0, standard: { differences: report.differences } };
  }
  if (orgMatch) return { ...reportOrgTemplate(document, id, orgMatch), status: "org", changes: 0 };
  const headings = documentOutline(document).map((section) => section.heading);
  return {
    section: {
      id,
      heading: document.name,
      paragraphs: [
        assumption(
          `No built-in template, standard tender document or template of your organisation shares its heading structure${
            headings.length
              ? ` (headings read: ${clip(headings.join("; "), 300)})`
              : " (no headings could be read)"
          }. Compare it with the standard document it came from, or add that template to your organisation's templates.`,
        ),
      ],
    },
    row: [document.name, "No matching template", "—", "—", "—", "—"],
    status: "unmatched",
    changes: 0,
  };
}

function reportDocument(
  document: AttachedDocument,
  index: number,
  orgTemplates: ToolRunContext["orgTemplates"],
): DocumentReport {
  const match = matchTemplate(document);
  if (!match) return reportUnmatched(document, index, orgTemplates);
  const { template } = match;
  const entry = TEMPLATES.find((candidate) => candidate.id === template.id);
  const name = entry?.name ?? template.title;
  const version = versionStatus(template, statedVersion(document));
  const clauses = documentClauses(document);
  const changes = compareClauses(template, clauses);
  const count = (kind: ClauseChange["change"]) => changes.filter((change) => change.change === kind).length;
  const paragraphs: DraftParagraph[] = [
    cited(
      `Closest template by heading structure: ${name} (${match.shared} shared headings).`,
      "template",
      `${name}, version ${template.version}, issued ${template.issued}`,
    ),
    version.status === "current"
      ? fromInput(version.text)
      : version.status === "outdated"
        ? cited(version.text, "template", `${name}, version ${template.version}`)
        : assumption(version.text),
  ];
  if (!clauses.length)
    paragraphs.push(
      assumption(
        "No numbered clauses could be read, so clauses were not compared: check the document's text layer.",
      ),
    );
  else
    paragraphs.push(
      fromInput(
        `${clauses.length} numbered clauses read: ${count("added")} added, ${count("removed")} removed, ${count("altered")} altered against the template (clauses whose placeholders were only filled in count as unchanged).`,
      ),
    );
  const section: DraftSection = {
    id: `document-${index + 1}`,
    heading: document.name,
    paragraphs,
    ...(clauses.length && changes.length
      ? {
          tables: [
            {
              caption: `Clause changes against ${name} version ${template.version}`,
              columns: ["Clause", "Change", "Detail", "Where"],
              rows: changes.map((change) => [
                change.id,
                CHANGE_LABEL[change.change],
                change.detail,
                change.page ? `${document.name}, ${change.page}` : "—",
              ]),
            },
          ],
        }
      : {}),
  };
  return {
    section,
    row: [
      document.name,
      `${name} v${template.version}`,
      version.status === "outdated"
        ? "Newer version exists"
        : version.status === "current"
          ? "Current"
          : version.status === "later"
            ? "Later than built-in"
            : "Not stated",
      String(count("added")),
      String(count("removed")),
      String(count("altered")),
    ],
    status: version.status,
    changes: changes.length,
  };
}

export function composeTemplateTracker(context: ToolRunContext): Composed {
  const category = textValue(context.values, "template_category") || "Solicitation Documents";
  const scope = textValue(context.values, "entity_scope");
  const check = textValue(context.values, "version_check") || "Current Version Status";
  const library: DraftSection = {
    id: "library",
    heading: "Current Template Versions",
    paragraphs: [
      fromInput(`Check: ${check}; template category: ${category}${scope ? `; scope: ${scope}` : ""}.`),
      ...(category === "Solicitation Documents"
        ? []
        : [
            assumption(
              `The built-in library holds solicitation templates (specifications, terms of reference, bill of quantities) only; ${category.toLowerCase()} are compared only when their template is among them.`,
            ),
          ]),
    ],
    tables: [
      {
        caption: "Built-in templates",
        columns: ["Template", "Type", "Version", "Issued"],
        rows: TEMPLATES.map((template) => {
          const version = templateVersion(template.id);
          return [template.name, template.docType, version?.version ?? "—", version?.issued ?? "—"];
        }),
      },
      {
        caption: "Standard tender documents recognised",
        columns: ["Standard document", "Family", "Category", "Current edition"],
        rows: STANDARD_DOCUMENT_ROWS,
      },
    ],
  };
  const reports = context.documents.map((document, index) =>
    reportDocument(document, index, context.orgTemplates),
  );
  const standards = reports.filter((report) => report.standard);
  const outdated = reports.filter((report) => report.status === "outdated").length;
  const unmatched = reports.filter((report) => report.status === "unmatched").length;
  const notices = reports.length
    ? []
    : [
        "No templates were attached: the current versions of the built-in templates are listed. Attach the documents your team uses to compare them.",
      ];
  const sectionDifferences = standards.reduce((sum, report) => sum + (report.standard?.differences ?? 0), 0);
  const summary = reports.length
    ? `${reports.length} document${reports.length === 1 ? "" : "s"} checked: ${outdated} on an older template version, ${unmatched} with no matching template, ${reports.reduce((sum, report) => sum + report.changes, 0)} clause changes in all.${
        standards.length
          ? ` ${standards.length} follow${standards.length === 1 ? "s" : ""} a standard tender document: ${sectionDifferences} section difference${sectionDifferences === 1 ? "" : "s"} from the current edition.`
          : ""
      }`
    : `Current versions of ${TEMPLATES.length} built-in templates listed; no documents attached to compare.`;
  return {
    draft: {
      title: "Template Version Report",
      subtitle: `${category}${scope ? ` — ${scope}` : ""}`,
      basis:
        "Each document is compared with the built-in template closest to it by heading structure, clause by clause; a document that follows a standard tender document is recognised by its sections and wording and compared with the current edition's sections (Added, Removed and Altered then count sections).",
      sections: [library, ...reports.map((report) => report.section)],
    },
    summary,
    metrics: [
      { id: "documents", label: "Documents checked", value: String(reports.length) },
      { id: "outdated", label: "Newer template version exists", value: String(outdated) },
      { id: "unmatched", label: "No matching template", value: String(unmatched) },
      { id: "standard", label: "Standard tender documents recognised", value: String(standards.length) },
    ],
    ...(reports.length
      ? {
          tables: [
            {
              id: "documents",
              title: "Documents against their templates",
              columns: [
                "Document",
                "Template or standard document",
                "Version",
                "Added",
                "Removed",
                "Altered",
              ],
              rows: reports.map((report) => report.row),
            },
          ],
        }
      : {}),
    notices,
  };
}

export const templateTrackerEngine = draftingEngine(composeTemplateTracker, { orgTemplates: true });
