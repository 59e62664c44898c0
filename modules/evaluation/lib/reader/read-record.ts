/**
 * Reads an evaluation report (DOCX, PDF, XLSX text) into an evaluation record, what the officer is then shown as
 * "This is what we read" and confirms. In order:
 * 1. the report is cut into its parts (opening, each stage, recommendation) at its headings (stages.ts);
 * 2. the bidders are the rows of the opening record's price table (else the fullest price table, else the firm
 *    names the stage sentences use); banks, insurers, referees, reference clients and committee members are
 *    set apart (roles.ts);
 * 3. prices come from the price tables (read-out, corrected, evaluated, rank) by the part each table is in;
 * 4. stage results from bidder-column tables (grids.ts), then from sentences (narrative.ts);
 * 5. the pass mark, the recommendation (award-recommendation.ts), the budget and the estimate from sentences.
 * A value the report does not give stays null; nothing is inferred beyond what a stage's own part says, except
 * that a bid failed at one stage was not evaluated at the later ones, and a technical score is judged against the
 * pass mark the report states when the report gives no verdict of its own.
 */
import type { AttachedDocument } from "@/lib/results/types";
import { findAmounts } from "@/lib/reading/amounts";
import { splitSentences } from "@/lib/reading/sentences";
import {
  STAGES,
  blankBidder,
  evaluationRecordSchema,
  type Cited,
  type EvaluationRecord,
  type RecordBidder,
} from "../record/record";
import { readRecommendation } from "./award-recommendation";
import { bidderNames } from "./bidder-facts";
import { gridTables } from "./grid-rows";
import { readGrids, type PlacedGrid } from "./grids";
import { readRowTables, type PlacedRows } from "./row-tables";
import { bidderOfCell, nameKey } from "./names";
import { readNarrative, stageSentences } from "./narrative";
import { bareName, readPriceTables, type PriceTable } from "./price-tables";
import { readNarrativePrices } from "./narrative-prices";
import { isInstitution, notBidders } from "./record-not-bidders";
import { readPrices } from "./record-prices";
import { postQualificationSubject, settle } from "./settle";
import { committeeMembers, issuerNames } from "./roles";
import { lineOffset, partAt, sliceReport, type Part, type Slice } from "./stages";

type Placed = { table: PriceTable; part: Part };

const unitOf = (documents: readonly AttachedDocument[], name: string, page: string) => {
  const document = documents.find((each) => each.name === name);
  const unit = document ? document.units.findIndex((each) => each.label === page) : -1;
  return document && unit >= 0 ? { document, unit } : null;
};

function placeTables(documents: readonly AttachedDocument[], slices: readonly Slice[]): Placed[] {
  return readPriceTables(documents).map((table) => {
    const where = unitOf(documents, table.document, table.page);
    const line = table.rows[0]?.line ?? 1;
    const part = where
      ? partAt(
          slices,
          where.document.fileId,
          where.unit,
          lineOffset(where.document.units[where.unit]!.text, line),
        )
      : "general";
    return { table, part };
  });
}

/** The bidders: the opening record's rows, else the fullest price table, else firm names in the stage parts. */
function readBidders(
  placed: readonly Placed[],
  slices: readonly Slice[],
  roleNames: ReadonlySet<string>,
): RecordBidder[] {
  const bidders: RecordBidder[] = [];
  const add = (name: string, source: Cited | null) => {
    if (!/\p{L}{2}/u.test(name) || bidderOfCell(name, bidders) || roleNames.has(nameKey(name))) return;
    bidders.push(blankBidder(`b${bidders.length + 1}`, bareName(name), source));
  };
  const opening = placed.filter((each) => each.part === "opening");
  const first = opening.length
    ? opening
    : [...placed].sort((a, b) => b.table.rows.length - a.table.rows.length).slice(0, 1);
  for (const { table } of first)
    for (const row of table.rows)
      add(row.bidder, { text: row.quote.quote, document: row.quote.document, page: row.quote.page });
  for (const { table } of placed)
    for (const row of table.rows)
      if (!isInstitution(row.bidder))
        add(row.bidder, { text: row.quote.quote, document: row.quote.document, page: row.quote.page });
  if (bidders.length) return bidders;
  // No price table: the firms the opening and stage parts name as bidders (not the bank that issued a security,
  // the manufacturer that authorised one, nor a firm that sought a clarification but did not bid).
  for (const slice of slices) {
    if (slice.part === "general" || slice.part === "recommendation") continue;
    for (const sentence of splitSentences(slice.text)) {
      const document = {
        fileId: slice.fileId,
        groupId: "",
        name: slice.document,
        size: 0,
        units: [{ label: slice.page, text: sentence }],
      };
      for (const name of bidderNames([document]))
        if (!isInstitution(name) && !vouchesOrAbstains(sentence, name))
          add(name, { text: sentence, document: slice.document, page: slice.page });
    }
  }
  return bidders;
}

/** The words before a name that make it someone vouching for a bid, and after it that say it did not bid. */
const VOUCHER_BEFORE =
  /(?:issued\s+by|guarantee\s+(?:from|by)|authori[sz]ation\s+from|letter\s+from|confirmed\s+by|referees?|clients?)\s{0,3}(?:M\/s\.?\s{0,3})?$/i;
const ABSTAINED_AFTER =
  /^[^.;]{0,80}?\b(?:did\s+not\s+(?:submit|bid|tender|respond)|declined|regretted|withdrew\s+before)\b/i;

function vouchesOrAbstains(sentence: string, name: string): boolean {
  const at = sentence.indexOf(name);
  if (at < 0) return false;
  return (
    VOUCHER_BEFORE.test(sentence.slice(Math.max(0, at - 40), at)) ||
    ABSTAINED_AFTER.test(sentence.slice(at + name.length, at + name.length + 120))
  );
}

/** "pass mark of 75%", "a minimum technical score of 70 marks", "cut-off mark of 75 points". */
const PASS_MARK =
  /\b(?:pass(?:ing)?\s+mark|cut[-\s]?off(?:\s+(?:mark|score|point))?|minimum\s+(?:technical\s+)?(?:score|mark)s?|qualifying\s+(?:score|mark)|threshold|minimum\s+of|required\s+to\s+(?:attain|score|obtain|achieve|get)(?:\s+a\s+minimum\s+of)?)\s*(?:of|:|is|was|=|set\s+at)?\s*(\d{1,3}(?:\.\d{1,2})?)\s*(%|percent|marks|points)?/i;

function readPassMark(slices: readonly Slice[]): EvaluationRecord["passMark"] {
  for (const slice of slices)
    for (const text of splitSentences(slice.text)) {
      const match = PASS_MARK.exec(text);
      if (!match || (!match[2] && !/\bmark|\bscore|\bpoint/i.test(text))) continue;
      const value = Number(match[1]);
      if (value <= 0 || value > 100) continue;
      return {
        value,
        percent: /%|percent/i.test(match[2] ?? ""),
        cited: { text, document: slice.document, page: slice.page },
      };
    }
  return null;
}

const BUDGET = /\bbudget(?:ary\s+(?:allocation|provision))?\b|\ballocat(?:ion|ed)\b/i;
const ESTIMATE = /\b(?:cost\s+)?estimate\b|\bestimated\s+(?:cost|value|amount|price)\b/i;
/** A bare figure in a table row ("Approved budget (KES) | 45000000"): sheets write amounts without a currency. */
const BARE_FIGURE = /\b(?:\d{1,3}(?:,\d{3})+|\d{4,12})(?:\.\d{1,2})?\b/;
const SHORT_ROW = 100;

function statedAmount(slices: readonly Slice[], cue: RegExp, other: RegExp) {
  // A sheet's or table's row first: "Approved budget (KES) | 45000000" (its cells are not a sentence).
  for (const slice of slices)
    for (const line of slice.text.split("\n")) {
      if (!line.includes("\t") || line.length > SHORT_ROW) continue;
      const match = cue.exec(line);
      const bare = match ? BARE_FIGURE.exec(line.slice(match.index)) : null;
      if (bare)
        return {
          value: Number(bare[0].replace(/,/g, "")),
          cited: { text: line.replace(/\t+/g, " | "), document: slice.document, page: slice.page },
          currency: null,
        };
    }
  for (const slice of slices)
    for (const text of splitSentences(slice.text)) {
      const match = cue.exec(text);
      if (!match) continue;
      // The amount after the cue, not one before it that belongs to another figure ("… estimate; budget Kshs X").
      const amount = findAmounts(text).find(
        (each) =>
          each.start >= match.index && !other.test(text.slice(match.index + match[0].length, each.start)),
      );
      if (amount && amount.value > 0)
        return {
          value: amount.value,
          cited: { text, document: slice.document, page: slice.page },
          currency: amount.currency,
        };
      const bare = text.length < SHORT_ROW ? BARE_FIGURE.exec(text.slice(match.index)) : null;
      if (bare)
        return {
          value: Number(bare[0].replace(/,/g, "")),
          cited: { text, document: slice.document, page: slice.page },
          currency: null,
        };
    }
  return null;
}

/**
 * Several checks of one review read the same report (the bidders, the recommended bidder, the record's own
 * checks): the record is read once per list of documents. Callers never change a record they are given.
 */
const cache = new WeakMap<
  AttachedDocument,
  { documents: readonly AttachedDocument[]; record: EvaluationRecord }[]
>();
const CACHED_LISTS = 4;

/** Reads the report into a record. The result always satisfies the record schema (values out of range dropped). */
export function readEvaluationRecord(documents: readonly AttachedDocument[]): EvaluationRecord {
  const first = documents[0];
  if (!first) return readRecord(documents);
  const entries = cache.get(first) ?? [];
  const known = entries.find(
    (entry) =>
      entry.documents.length === documents.length &&
      entry.documents.every((each, i) => each === documents[i]),
  );
  if (known) return known.record;
  const record = readRecord(documents);
  cache.set(first, [...entries.slice(-(CACHED_LISTS - 1)), { documents: [...documents], record }]);
  return record;
}

/**
 * Units with hardly any letters (a page of blank cells, runs of spaces or tabs) hold no bidder, price row or
 * sentence to read; a report's pages, price sheets included, are far above this share.
 */
const MIN_LETTER_SHARE = 0.02;
const NOT_LETTERS = /\P{L}+/gu;
const HYPHENATED = /(\p{Ll})-\n(\p{Ll})/gu;

/**
 * How much of one document the reader reads: a committee's report, its tables included, is well under this
 * (a 100-page report is about 300,000 characters); past it the reader stops, so a huge upload costs bounded time.
 */
export const MAX_RECORD_CHARS = 400_000;

function readable(documents: readonly AttachedDocument[]): AttachedDocument[] {
  return documents.map((document) => {
    let room = MAX_RECORD_CHARS;
    const units = document.units.flatMap((unit) => {
      if (room <= 0) return [];
      const cut = unit.text.length > room ? unit.text.slice(0, room) : unit.text;
      // A word hyphenated at a PDF line break ("M/s Kiri-\nnyaga Power") is one word.
      const text = cut.replace(HYPHENATED, "$1$2");
      if (text.replace(NOT_LETTERS, "").length < text.length * MIN_LETTER_SHARE) return [];
      room -= cut.length;
      return [text === unit.text ? unit : { ...unit, text }];
    });
    // The same object when nothing is left out, so the readers' caches per document still apply.
    const same =
      units.length === document.units.length && units.every((unit, i) => unit === document.units[i]);
    return same ? document : { ...document, units };
  });
}

function readRecord(all: readonly AttachedDocument[]): EvaluationRecord {
  const documents = readable(all);
  const slices = sliceReport(documents);
  const placed = placeTables(documents, slices);
  const grids: PlacedGrid[] = [];
  const rowTables: PlacedRows[] = [];
  const issuers: { name: string; cited: Cited }[] = [];
  for (const document of documents)
    document.units.forEach((unit, index) => {
      for (const table of gridTables(unit.text)) {
        const part = partAt(slices, document.fileId, index, table.start);
        for (const name of issuerNames(table))
          issuers.push({ name, cited: { text: name, document: document.name, page: unit.label } });
        rowTables.push({ table, part, document: document.name, page: unit.label });
        if ((STAGES as readonly string[]).includes(part))
          grids.push({
            table,
            stage: part as PlacedGrid["stage"],
            document: document.name,
            page: unit.label,
          });
      }
    });
  const members = documents.flatMap((document) =>
    document.units.flatMap((unit) =>
      committeeMembers(unit.text).map((name) => ({ name, page: unit.label, document: document.name })),
    ),
  );
  const roleNames = new Set([
    ...issuers.map((each) => nameKey(each.name)),
    ...members.map((each) => nameKey(each.name)),
  ]);
  const bidders = readBidders(placed, slices, roleNames);
  const currency = readPrices(placed, bidders);
  const maxTotal = readGrids(grids, bidders);
  readRowTables(rowTables, bidders);
  const sentences = stageSentences(slices);
  readNarrative(sentences, bidders);
  readNarrativePrices(slices, bidders);
  const passMark = readPassMark(slices);
  const priced = bidders.filter((bidder) => bidder.stages.financial.outcome === "passed");
  // The only bid evaluated financially is the lowest evaluated one.
  if (priced.length === 1 && bidders.every((bidder) => bidder.rank === null)) priced[0]!.rank = 1;
  const subject = postQualificationSubject(sentences, bidders);
  for (const bidder of bidders) settle(bidder, passMark, sentences, subject);
  const recommendation = readRecommendation(
    documents,
    bidders.map((bidder) => bidder.name),
  );
  const budget = statedAmount(slices, BUDGET, ESTIMATE);
  const estimate = statedAmount(slices, ESTIMATE, BUDGET);
  const record: EvaluationRecord = {
    currency: currency ?? budget?.currency ?? estimate?.currency ?? recommendationCurrency(recommendation),
    passMark,
    maxTechnicalScore: maxTotal,
    bidders,
    recommendation:
      recommendation?.kind === "award"
        ? {
            bidderId: recommendation.bidder
              ? (bidderOfCell(recommendation.bidder, bidders)?.id ?? null)
              : null,
            bidderName: bareName(recommendation.bidder ?? ""),
            price: recommendation.amount?.value ?? null,
            cited: {
              text: recommendation.sentence.text,
              document: recommendation.sentence.document,
              page: recommendation.sentence.page,
            },
          }
        : null,
    noAward:
      recommendation?.kind === "no-award"
        ? {
            text: recommendation.sentence.text,
            document: recommendation.sentence.document,
            page: recommendation.sentence.page,
          }
        : null,
    budget: budget && { value: budget.value, cited: budget.cited },
    estimate: estimate && { value: estimate.value, cited: estimate.cited },
    notBidders: notBidders(issuers, members, slices, bidders),
    sources: documents.map((document) => document.name).slice(0, 20),
  };
  return evaluationRecordSchema.parse(record);
}

const recommendationCurrency = (recommendation: ReturnType<typeof readRecommendation>) =>
  recommendation?.kind === "award" ? (recommendation.amount?.currency ?? null) : null;
