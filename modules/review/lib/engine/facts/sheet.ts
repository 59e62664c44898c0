/**
 * readFactsSheet: reads a tender into its facts before any check runs. Each fact keeps every statement of it;
 * its value is the data sheet's when the data sheet states it (the data sheet prevails over the instructions),
 * else the first statement's; its status says whether the statements agree, the data sheet leaves it blank, or
 * nothing states it. Pure and deterministic; built once per document.
 */
import { collapseWhitespace, documentModel } from "@/lib/reading";
import type { AttachedDocument } from "@/lib/reading/types";
import { documentType } from "./document-type";
import { documentPassages } from "./parts";
import { FACT_READERS } from "./readers";
import type { Fact, FactKey, FactsSheet, Passage, Statement } from "./types";
import { factUnits, type Unit } from "./units";

/** "D+150+" → { days: 150, minimum: true }: a security validity counted in days from the deadline. */
export function securityDays(
  normalized: string | undefined,
): { days: number; minimum: boolean; anchored: boolean } | null {
  const m = /^(D\+|V\+)?(\d+)(\+)?$/.exec(normalized ?? "");
  return m ? { days: Number(m[2]), minimum: Boolean(m[3]), anchored: m[1] === "D+" } : null;
}

/**
 * Two statements state the same value: dates agree when the days agree and, if both give one, the times; a
 * minimum ("at least 30 days beyond the validity") agrees with any longer period from the same start.
 */
/** "2024-10-24T10:00" and "2024-10-24": one day, and one time when both give one. */
function sameDay(a: string, b: string): boolean {
  const [dayA, timeA] = a.split("T");
  const [dayB, timeB] = b.split("T");
  return dayA === dayB && (!timeA || !timeB || timeA === timeB);
}

function sameValue(key: FactKey, a: Statement, b: Statement): boolean {
  if (a.normalized === b.normalized) return true;
  if (!a.normalized || !b.normalized) return false;
  if (key === "tender_security_validity") {
    const [x, y] = [securityDays(a.normalized), securityDays(b.normalized)];
    if (!x || !y || x.anchored !== y.anchored) return false;
    if (x.minimum && y.minimum) return true;
    if (x.minimum) return y.days >= x.days;
    if (y.minimum) return x.days >= y.days;
    return false;
  }
  if (key === "site_visit") {
    // A visit held on a date is either optional or required; its date says nothing against either.
    const held = [a, b].filter((statement) => statement.normalized!.startsWith("held"));
    if (held.length === 2) return sameDay(a.normalized.slice(5), b.normalized.slice(5));
    return (
      held.length === 1 && [a, b].some((s) => s.normalized === "optional" || s.normalized === "required")
    );
  }
  if (key === "submission_deadline" || key === "opening") {
    if (a.normalized.split("T")[0] === "deadline" || b.normalized.split("T")[0] === "deadline") return true;
    return sameDay(a.normalized, b.normalized);
  }
  return false;
}

function distinctValues(key: FactKey, statements: readonly Statement[]): Statement[] {
  const distinct: Statement[] = [];
  // The fullest first: "20 May 2025" agrees with both "… 10:00" and "… 11:00", which must still differ.
  const fullestFirst = [...statements].sort(
    (a, b) => (b.normalized?.length ?? 0) - (a.normalized?.length ?? 0),
  );
  for (const statement of fullestFirst)
    if (statement.normalized !== undefined && !distinct.some((seen) => sameValue(key, seen, statement)))
      distinct.push(statement);
  return distinct;
}

function dedupe(statements: readonly Statement[]): Statement[] {
  const seen = new Set<string>();
  return statements.filter((statement) => {
    const id = `${statement.page}|${statement.normalized ?? "blank"}|${statement.quote}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/**
 * The instructions' menu of security forms ("cash, a bank guarantee, an insurance guarantee … as specified in the
 * TDS") narrowed by the data sheet to some of them is the data sheet doing its job, not a second rule.
 */
function narrowedByDataSheet(key: FactKey, statement: Statement, sheetValue: Statement | undefined): boolean {
  if (key !== "tender_security_form" || !sheetValue?.normalized || statement.part !== "instructions")
    return false;
  const offered = new Set((statement.normalized ?? "").split("|"));
  return sheetValue.normalized.split("|").every((issuer) => offered.has(issuer));
}

function factOf(key: FactKey, label: string, statements: Statement[]): Fact {
  const valued = statements.filter((statement) => !statement.blank);
  const sheetValue = valued.find((statement) => statement.part === "data-sheet");
  const sheetBlank = statements.some((statement) => statement.blank && statement.part === "data-sheet");
  // The value the tender goes by (checklist 1.3): the data sheet's, then the instructions', then the criteria's;
  // the invitation is outside the tender document (ITT 6.2), so it comes last.
  const chosen =
    sheetValue ??
    valued.find((statement) => statement.part === "instructions") ??
    valued.find((statement) => statement.part === "criteria") ??
    valued.find((statement) => statement.part !== "invitation") ??
    valued[0];
  // The same value written more fully elsewhere ("15th March, 2022" in the instructions, "… at 12.00 noon" in the
  // invitation) is shown as the fuller one.
  const fuller =
    chosen &&
    valued.find(
      (statement) =>
        sameValue(key, statement, chosen) &&
        (statement.normalized?.length ?? 0) > (chosen.normalized?.length ?? 0),
    );
  const status = !statements.length
    ? "missing"
    : distinctValues(
          key,
          valued.filter((statement) => !narrowedByDataSheet(key, statement, sheetValue)),
        ).length > 1
      ? "conflicting"
      : !valued.length || (sheetBlank && !sheetValue)
        ? "blank"
        : "stated";
  const fact: Fact = { key, label, status, statements };
  const shown = fuller || chosen;
  if (shown?.value !== undefined) fact.value = shown.value;
  return fact;
}

/**
 * Security validity counted from the deadline, so "120 days beyond the tender validity" and "240 days from the
 * closing date" compare: with a tender validity of V days, "V+n" is "D+(V+n)".
 */
function fromDeadline(statements: readonly Statement[], validity: Fact): Statement[] {
  const days =
    validity.status === "stated" ? Number(validity.statements.find((s) => !s.blank)?.normalized) : NaN;
  if (!Number.isFinite(days)) return [...statements];
  return statements.map((statement) => {
    const m = /^V\+(\d+)(\+?)$/.exec(statement.normalized ?? "");
    return m ? { ...statement, normalized: `D+${days + Number(m[1])}${m[2]}` } : statement;
  });
}

export function buildFactsSheet(document: AttachedDocument, currency = "KES"): FactsSheet {
  const model = documentModel(document);
  const passages = tenderPassages(document);
  const units = tenderUnits(document);
  const read = new Map(
    FACT_READERS.map(
      (reader) => [reader, dedupe(units.flatMap((unit) => reader.read(unit, currency)))] as const,
    ),
  );
  const validity = factOf(
    "tender_validity",
    "",
    [...read].find(([reader]) => reader.key === "tender_validity")?.[1] ?? [],
  );
  const facts: Fact[] = [...read]
    .filter(([reader, statements]) => !reader.optional || statements.length > 0)
    .map(([reader, statements]) =>
      factOf(
        reader.key,
        reader.label,
        reader.key === "tender_security_validity" ? fromDeadline(statements, validity) : statements,
      ),
    );
  const sheetStart = passages.find((passage) => passage.part === "data-sheet");
  const dataSheet = sheetStart
    ? { title: collapseWhitespace(sheetStart.text.split("\n")[0] ?? ""), page: sheetStart.page }
    : null;
  facts.unshift({
    key: "data_sheet",
    label: "Data sheet",
    status: dataSheet ? "stated" : "missing",
    ...(dataSheet ? { value: dataSheet.title } : {}),
    statements: dataSheet
      ? [
          {
            value: dataSheet.title,
            normalized: "found",
            quote: dataSheet.title,
            page: dataSheet.page,
            part: "data-sheet",
          },
        ]
      : [],
  });
  return { document: document.name, type: documentType(model, facts, dataSheet !== null), dataSheet, facts };
}

const cache = new WeakMap<AttachedDocument, Map<string, FactsSheet>>();

/** The document's facts sheet, built once per document and currency (a review's checks share it). */
export function factsSheet(document: AttachedDocument, currency = "KES"): FactsSheet {
  let byCurrency = cache.get(document);
  if (!byCurrency) cache.set(document, (byCurrency = new Map()));
  let sheet = byCurrency.get(currency);
  if (!sheet) byCurrency.set(currency, (sheet = buildFactsSheet(document, currency)));
  return sheet;
}

const splitOnce = new WeakMap<AttachedDocument, { passages: readonly Passage[]; units?: readonly Unit[] }>();

/** The tender's passages with their parts, split once per document (the facts sheet and the checks share them). */
export function tenderPassages(document: AttachedDocument): readonly Passage[] {
  let entry = splitOnce.get(document);
  if (!entry) splitOnce.set(document, (entry = { passages: documentPassages(documentModel(document)) }));
  return entry.passages;
}

/** The units a check can read (the data sheet as rows, the rest as sentences), with their parts; once per document. */
export function tenderUnits(document: AttachedDocument): readonly Unit[] {
  const passages = tenderPassages(document);
  const entry = splitOnce.get(document)!;
  entry.units ??= factUnits(passages);
  return entry.units;
}

export const factIn = (sheet: FactsSheet, key: FactKey): Fact | undefined =>
  sheet.facts.find((fact) => fact.key === key);
