/**
 * The market price benchmarking engine (`market_price_intelligence`): the reference is the unit rates read from
 * the attached reference price data (Part 2A: price lists, priced BoQs of past awards) plus the org's stored
 * price history (context.priceReference); the subject is the priced schedule of Part 2B, benchmarked line by
 * line (modules/tools/lib/market-price/pricing). exportDocument() writes the stored result as DOCX, PDF or XLSX.
 */
import { isCurrencyCode, defaultCurrency } from "@/lib/locale/currency";
import type {
  AttachedDocument,
  ExportedFile,
  ExportFormat,
  ToolEngine,
  ToolOutput,
  ToolRunContext,
} from "@/lib/results/types";
import { EXPORT_CONTENT_TYPES } from "@/lib/results/types";
import { DomainError } from "@/lib/errors";
import { benchmarkSchedule, FAR_FROM_MEDIAN } from "@/modules/tools/lib/market-price/pricing/benchmark";
import {
  harvestPrices,
  toObservation,
  type PriceObservation,
} from "@/modules/tools/lib/market-price/pricing/observations";
import { buildReference } from "@/modules/tools/lib/market-price/pricing/reference";
import { CONFIDENCE_RULE } from "@/modules/tools/lib/market-price/pricing/statistics";
import {
  BENCHMARK_DOCUMENT_ID,
  BENCHMARK_DOCUMENT_TITLE,
  BENCHMARK_FORMATS,
  countLines,
  LINE_COLUMNS,
  lineRows,
  metricsOf,
  QUARTILE_METHOD,
  REFERENCE_COLUMNS,
  referenceRows,
  SKIPPED_COLUMNS,
  skippedRows,
} from "./report";
import { provenanceNotice, skippedNotice } from "./notices";

/** Attachment groups of the tool (lib/catalogue/bidder-supplier.ts: referenceGroup and subjectGroup). */
export const REFERENCE_GROUP = "refs";
export const SUBJECT_GROUP = "subject";

/** A schedule of more lines is split by the officer: one run benchmarks at most this many. */
export const MAX_SUBJECT_LINES = 5_000;
/** Attached reference data beyond this is a data dump, not price lists: the run says so instead of crawling. */
export const MAX_REFERENCE_OBSERVATIONS = 100_000;
/** The org's history is read newest first up to this many rates (older ones add little to a market price). */
export const MAX_HISTORY_OBSERVATIONS = 100_000;

function fallbackCurrency(context: ToolRunContext): string {
  const value = context.values.estimated_value;
  const stated = typeof value === "object" && "currency" in value ? value.currency.trim().toUpperCase() : "";
  return isCurrencyCode(stated) ? stated : defaultCurrency(context.framework);
}

function invalid(field: string, message: string): DomainError {
  return new DomainError("invalid_input", message, { [field]: [message] });
}

const contentOf = (document: AttachedDocument) => document.units.map((unit) => unit.text).join("\f");

/**
 * The reference files that are not the schedule itself nor a copy of another reference file: the bids under
 * analysis are compared with the market, and a file attached twice would count each of its rates twice.
 */
export function distinctReferences(
  references: readonly AttachedDocument[],
  subject: readonly AttachedDocument[],
): { kept: AttachedDocument[]; dropped: string[] } {
  const seen = new Set(subject.map(contentOf));
  const kept: AttachedDocument[] = [];
  const dropped: string[] = [];
  for (const document of references) {
    const content = contentOf(document);
    if (content && seen.has(content)) dropped.push(document.name);
    else {
      seen.add(content);
      kept.push(document);
    }
  }
  return { kept, dropped };
}

export function runBenchmark(context: ToolRunContext): ToolOutput {
  const currency = fallbackCurrency(context);
  const subjectDocuments = context.documents.filter((document) => document.groupId === SUBJECT_GROUP);
  const { kept: referenceDocuments, dropped } = distinctReferences(
    context.documents.filter((document) => document.groupId === REFERENCE_GROUP),
    subjectDocuments,
  );
  if (!subjectDocuments.length)
    throw invalid(SUBJECT_GROUP, "Attach the priced schedule to benchmark (Part 2B — Price Schedule).");
  const subject = harvestPrices(subjectDocuments, currency);
  if (!subject.lines.length) {
    const left = subject.skipped.length
      ? ` ${subject.skipped.length} row(s) were left out: ${[...new Set(subject.skipped.map((row) => row.reason))].join(", ")}.`
      : "";
    throw invalid(
      SUBJECT_GROUP,
      `No priced lines were found in ${subjectDocuments.map((document) => document.name).join(", ")}: the schedule needs a table with a Description column and a Rate or Unit price column holding figures.${left}`,
    );
  }
  if (subject.lines.length > MAX_SUBJECT_LINES)
    throw invalid(
      SUBJECT_GROUP,
      `The schedule has ${subject.lines.length.toLocaleString("en-US")} priced lines; one run benchmarks at most ${MAX_SUBJECT_LINES.toLocaleString("en-US")}. Split it by bill.`,
    );
  const attached = harvestPrices(referenceDocuments, currency);
  if (attached.lines.length > MAX_REFERENCE_OBSERVATIONS)
    throw invalid(
      REFERENCE_GROUP,
      `The reference files hold ${attached.lines.length.toLocaleString("en-US")} priced lines; at most ${MAX_REFERENCE_OBSERVATIONS.toLocaleString("en-US")} are read in one run. Attach the price lists that cover this schedule.`,
    );
  const observedAt = context.now.toISOString().slice(0, 10);
  const fromFiles = attached.lines.map((line) => toObservation(line, { observedAt }));
  const history: PriceObservation[] = [...(context.priceReference ?? [])]
    .sort((a, b) => (a.source.observedAt < b.source.observedAt ? 1 : -1))
    .slice(0, MAX_HISTORY_OBSERVATIONS);
  const reference = buildReference([...fromFiles, ...history]);
  const lines = benchmarkSchedule(subject.lines, reference);
  const used = new Set(lines.flatMap((line) => (line.reference ? [line.reference.id] : [])));
  const usedObservations = reference.items
    .filter((item) => used.has(item.id))
    .flatMap((item) => item.observations.map((member) => member.observation));
  const counts = countLines(lines);

  const notices = [
    provenanceNotice(usedObservations, {
      files: fromFiles.length,
      history: history.length,
      historyTotal: context.priceReference?.length ?? 0,
      observedAt,
    }),
    `Flags: "far above market" above Q3 + 1.5 × IQR or more than ${FAR_FROM_MEDIAN * 100}% above the median; "far below market" likewise below. Rates are compared per base unit (tonnes with kg, km with m); currencies are never converted.`,
    QUARTILE_METHOD,
    `Confidence — ${CONFIDENCE_RULE}`,
    ...dropped.map(
      (name) =>
        `${name} was not used as reference: it is the schedule under analysis, or a file attached twice (same content).`,
    ),
    ...skippedNotice(subject.skipped, "schedule"),
    ...skippedNotice(attached.skipped, "reference files"),
  ];
  const tables: NonNullable<ToolOutput["tables"]> = [
    { id: "lines", title: "Line-by-line benchmark", columns: LINE_COLUMNS, rows: lineRows(lines) },
    {
      id: "reference",
      title: "Reference prices used",
      columns: REFERENCE_COLUMNS,
      rows: referenceRows(reference, used),
    },
  ];
  const skipped = [...subject.skipped, ...attached.skipped];
  if (skipped.length)
    tables.push({
      id: "skipped",
      title: "Rows not benchmarked",
      columns: SKIPPED_COLUMNS,
      rows: skippedRows(skipped),
    });

  const otherCurrency = counts.otherCurrency
    ? `, ${counts.otherCurrency} not compared (currency differs)`
    : "";
  return {
    summary: `${counts.lines} priced line(s) benchmarked against ${reference.items.length} reference item(s) from ${fromFiles.length + history.length} observed rate(s): ${counts.above} far above market, ${counts.below} far below market, ${counts.within} within range, ${counts.noData} without reference data${otherCurrency}.`,
    metrics: metricsOf(counts),
    tables,
    notices,
    documents: [
      { id: BENCHMARK_DOCUMENT_ID, title: BENCHMARK_DOCUMENT_TITLE, formats: [...BENCHMARK_FORMATS] },
    ],
    data: {
      kind: BENCHMARK_DOCUMENT_ID,
      generatedAt: context.now.toISOString(),
      currency,
      counts,
      referenceObservations: fromFiles.length,
      historyObservations: history.length,
      referenceItems: reference.items.length,
      skippedRows: skipped.length,
    },
  };
}

export const marketPriceEngine: ToolEngine = {
  // Benchmarks against the org's price history; the price lists it is given join that history.
  needs: { priceHistory: true, harvestPrices: true },
  run: runBenchmark,

  async exportDocument(output: ToolOutput, documentId: string, format: ExportFormat): Promise<ExportedFile> {
    if (documentId !== BENCHMARK_DOCUMENT_ID)
      throw new DomainError("not_found", `Unknown document: ${documentId}.`);
    if (output.data.kind !== BENCHMARK_DOCUMENT_ID || !output.tables?.some((table) => table.id === "lines"))
      throw new DomainError("unreadable_result", "The stored result is not a market price benchmark.");
    const files = await import("./export");
    const report = files.reportOf(output, BENCHMARK_DOCUMENT_TITLE);
    let bytes: Uint8Array;
    if (format === "docx") bytes = await files.reportToDocx(report);
    else if (format === "pdf") bytes = await files.reportToPdf(report);
    else if (format === "xlsx") bytes = await files.reportToXlsx(report);
    else throw new DomainError("format_not_offered", `The benchmark is not offered as ${format}.`);
    const generated = typeof output.data.generatedAt === "string" ? output.data.generatedAt.slice(0, 10) : "";
    return {
      bytes,
      filename: `market-price-benchmark${generated ? `-${generated}` : ""}.${format}`,
      contentType: EXPORT_CONTENT_TYPES[format],
    };
  },
};
