/**
 * Evaluation checks on the bidders: every bidder named at opening or in the report gets a result, and the
 * recommended bidder is the one the report's own figures put first (rank 1, else the highest combined score,
 * else the lowest evaluated price, else the lowest read-out price, among bids not rejected), at the price the
 * report gives for it.
 * The checks read the documents through EvaluationSources, so the post-review can point them at its file.
 * Bidders and their facts come from the report's text (bidder-facts.ts) and from its price tables, read by
 * meaning (evaluation-prices-table.ts): a table row wins over a figure read near a name in running text.
 */
import type { AttachedDocument } from "@/lib/results/types";
import type { CurrencyMarker } from "@/lib/locale/currency-names";
import { finding, insufficientData } from "@/modules/review/lib/engine/checks";
import { documentNames, evidenceText, findInDocuments } from "@/lib/reading/evidence";
import type { ReviewCheck, ReviewContext } from "@/lib/results/review-types";
import {
  isNotBidder,
  readEvaluationRecord,
  readRecommendation,
  type AwardAmount,
} from "@/modules/evaluation";
import { bidderFacts, bidderNames, namePattern, statedBidCount, type Bidder } from "@/modules/evaluation";
import {
  bareName,
  EXPECTED_PRICE_COLUMNS,
  readPriceTables,
  unwrappedReport,
  type PriceRow,
  type PriceTable,
} from "@/modules/evaluation";
import { sentenceEvidence } from "@/lib/reading/sentences";
import { showNumber } from "@/lib/reading/table-rows";

export type EvaluationSources = {
  /** The evaluation report(s). */
  report(context: ReviewContext): readonly AttachedDocument[];
  /** The solicitation the report is held against. */
  solicitation(context: ReviewContext): readonly AttachedDocument[];
  /** Other records that name bidders (e.g. minutes of the bid opening). */
  opening(context: ReviewContext): readonly AttachedDocument[];
};

const SUFFIX_ONLY = /^(?:Ltd|Limited|LLC|LLP|Inc|PLC|Plc|Co\.?|Company|Corporation|Corp|JV)\.?$/i;

/**
 * Names read twice: "Nile Construction Company" (a PDF cell wrapped before "Ltd") is "Nile Construction
 * Company Ltd"; the longer spelling is kept.
 */
export function mergeNames(names: readonly string[]): string[] {
  return names.filter(
    (name) =>
      !names.some(
        (other) =>
          other !== name &&
          other.toLowerCase().startsWith(`${name.toLowerCase()} `) &&
          SUFFIX_ONLY.test(other.slice(name.length).trim()),
      ),
  );
}

/** Table rows whose bidder is none of the names read from the text ("M/s Kilimanjaro Builders", no "Ltd"). */
function tableNames(tables: readonly PriceTable[], names: readonly string[]): string[] {
  const patterns = names.map(namePattern);
  const added: string[] = [];
  for (const row of tables.flatMap((table) => table.rows)) {
    const name = bareName(row.bidder);
    if (name.split(" ").length < 2 || patterns.some((pattern) => pattern.test(row.bidder))) continue;
    if (added.some((other) => other.toLowerCase() === name.toLowerCase())) continue;
    added.push(name);
    patterns.push(namePattern(name));
  }
  return added;
}

/** Whether a table gives an evaluation result (more than the prices read out at opening). */
const givesResult = (table: PriceTable) =>
  table.columns.some((column) => ["corrected", "evaluated", "rank", "status"].includes(column));

const EXCLUDED_STATUS =
  /\b(?:non[-\s]?responsive|not\s+(?:substantially\s+)?responsive|rejected|disqualified|not\s+qualified|withdrawn|late|failed)\b/i;

/** The price a row gives a bidder: evaluated, else corrected (the price after arithmetic correction). */
const evaluatedOf = (row: PriceRow) => row.evaluated ?? row.corrected;

/** The currency of the price table a bidder's prices were read from (null: none written, or read from text). */
const priceCurrencies = new WeakMap<Bidder, CurrencyMarker>();
export const priceCurrencyOf = (bidder: Bidder): CurrencyMarker | null => priceCurrencies.get(bidder) ?? null;

/** A table's facts on its bidders; table figures replace figures read near a name in running text. */
function addPriceTableFacts(bidders: Bidder[], tables: readonly PriceTable[]): void {
  const patterns = bidders.map((bidder) => namePattern(bareName(bidder.name)));
  for (const table of tables) {
    for (const row of table.rows) {
      const bidder = bidders[patterns.findIndex((pattern) => pattern.test(row.bidder))];
      if (!bidder) continue;
      const quote = row.quote;
      if (givesResult(table)) bidder.results.push(quote);
      if (!bidder.excluded && row.status && EXCLUDED_STATUS.test(row.status)) bidder.excluded = quote;
      if (row.rank !== null) bidder.rank = row.rank;
      const evaluated = evaluatedOf(row);
      if (evaluated) bidder.evaluatedPrice = { value: evaluated.value, quote };
      if (row.readOut) bidder.readOutPrice = { value: row.readOut.value, quote };
      if (table.currency && (evaluated || row.readOut)) priceCurrencies.set(bidder, table.currency);
    }
  }
}

/** The bidders of the report, named in it or in the opening records, with the facts of its price tables. */
export function reportBidders(context: ReviewContext, sources: EvaluationSources): Bidder[] {
  const report = sources.report(context);
  const tables = readPriceTables(report);
  const entity = context.input.activity.entity.trim().toLowerCase();
  // The record sets apart the banks and insurers behind the securities, referees, clients and committee members.
  const record = readEvaluationRecord([...report, ...sources.opening(context)]);
  const read = mergeNames(bidderNames([...unwrappedReport(report), ...sources.opening(context)])).filter(
    (name) => name.toLowerCase() !== entity && !isNotBidder(record, name),
  );
  const names = [...read, ...tableNames(tables, read)];
  const bidders = bidderFacts(report, names);
  addPriceTableFacts(bidders, tables);
  return bidders;
}

export function biddersAccountedCheck(sources: EvaluationSources): ReviewCheck {
  const check: ReviewCheck = {
    id: "bidders-accounted",
    title: "Every bidder accounted for",
    run(context) {
      const report = sources.report(context);
      if (!report.length) return null;
      const bidders = reportBidders(context, sources);
      const stated = statedBidCount(report);
      const countText = stated ? ` The report states: ${evidenceText(stated.quote)}` : "";
      if (!bidders.length) {
        return finding(check, "warning", "medium", {
          evidence: `No bidder names found in ${documentNames(report)}.${countText}`,
          recommendation:
            "List every bid received at the opening, by bidder name, with the result of its evaluation.",
        });
      }
      const unaccounted = bidders.filter((bidder) => !bidder.results.length);
      const names = bidders.map((bidder) => bidder.name).join(", ");
      const problems: string[] = [];
      if (stated && stated.count > bidders.length)
        problems.push(
          `The report states ${stated.count} bids were received but names ${bidders.length}: ${names}.`,
        );
      for (const bidder of unaccounted) {
        const named =
          bidder.mentions[0] ?? findInDocuments(sources.opening(context), namePattern(bidder.name));
        const where = named ? `named at ${evidenceText(named)}` : "named in the opening records";
        problems.push(`No evaluation result for ${bidder.name} (${where}).`);
      }
      if (problems.length) {
        return finding(check, "fail", "high", {
          evidence: `${problems.join(" ")}${countText}`,
          recommendation:
            "Give every bid received a result: responsive or not (with the reason), its evaluated price or score and its rank.",
        });
      }
      const example = bidders[0]!.results[0]!;
      return finding(check, "pass", "info", {
        evidence: `${bidders.length} bidder${bidders.length === 1 ? "" : "s"} named (${names}); each has an evaluation result, e.g. ${evidenceText(example)}.${countText}`,
      });
    },
  };
  return check;
}

type Basis = {
  label: string;
  order: (bidder: Bidder) => number | null;
  describe: (bidder: Bidder) => string;
};

/** How the report's figures rank the bids, in order of preference. */
const BASES: readonly Basis[] = [
  { label: "rank", order: (bidder) => bidder.rank, describe: (bidder) => `rank ${bidder.rank}` },
  {
    label: "highest combined score",
    order: (bidder) => (bidder.score === null ? null : -bidder.score),
    describe: (bidder) => `score ${showNumber(bidder.score ?? 0)}`,
  },
  {
    label: "lowest evaluated price",
    order: (bidder) => bidder.evaluatedPrice?.value ?? null,
    describe: (bidder) => `evaluated price ${showNumber(bidder.evaluatedPrice?.value ?? 0)}`,
  },
  {
    label: "lowest read-out price",
    order: (bidder) => bidder.readOutPrice?.value ?? null,
    describe: (bidder) => `price ${showNumber(bidder.readOutPrice?.value ?? 0)}`,
  },
];

/** The award amount against the chosen bidder's prices: a problem to state, or null when it agrees. */
export function amountProblem(chosen: Bidder, amount: AwardAmount | null): string | null {
  if (!amount) return null;
  if (amount.conflict && amount.figures !== null && amount.words !== null)
    return `The amount is written ${showNumber(amount.figures)} in figures but ${showNumber(amount.words)} in words ("${amount.text}").`;
  const prices = [chosen.evaluatedPrice, chosen.readOutPrice].filter((price) => price !== null);
  if (!prices.length) return null;
  const same = (value: number) => Math.abs(value - amount.value) < 0.5;
  const evaluated = chosen.evaluatedPrice;
  if (evaluated && same(evaluated.value)) return null;
  if (evaluated && chosen.readOutPrice && same(chosen.readOutPrice.value))
    return `The award amount ${showNumber(amount.value)} is ${chosen.name}'s price as read out, not its corrected / evaluated price ${showNumber(evaluated.value)}: ${evidenceText(evaluated.quote)}.`;
  if (prices.some((price) => same(price.value))) return null;
  return `The award amount ${showNumber(amount.value)} is none of ${chosen.name}'s prices in the report (${prices.map((price) => showNumber(price.value)).join(", ")}): ${evidenceText(prices[0]!.quote)}.`;
}

export function recommendedBidderCheck(sources: EvaluationSources): ReviewCheck {
  const check: ReviewCheck = {
    id: "recommended-bidder",
    title: "Recommended bidder is the lowest evaluated / highest ranked",
    run(context) {
      const report = sources.report(context);
      if (!report.length) return null;
      const bidders = reportBidders(context, sources);
      const recommendation = readRecommendation(
        report,
        bidders.map((bidder) => bidder.name),
      );
      if (!recommendation) {
        return finding(check, "fail", "high", {
          evidence: `No recommendation for award naming a bidder found in ${documentNames(report)}.`,
          recommendation: "State the bidder recommended for award, with its evaluated price or score.",
        });
      }
      const said = `${sentenceEvidence(recommendation.sentence)}.`;
      if (recommendation.kind === "no-award") {
        return finding(check, "info", "info", {
          evidence: `The report recommends no award: ${said}`,
          recommendation:
            "Confirm the grounds for not awarding are ones the framework allows, are recorded in the report and are notified to every tenderer.",
        });
      }
      const chosen = recommendation.known
        ? bidders.find((bidder) => bidder.name === recommendation.bidder)
        : undefined;
      if (chosen?.excluded) {
        return finding(check, "fail", "high", {
          evidence: `${said} But the report rejects ${chosen.name}: ${evidenceText(chosen.excluded)}.`,
          recommendation:
            "Recommend the lowest evaluated substantially responsive bid, or explain the contradiction.",
        });
      }
      const eligible = bidders.filter((bidder) => !bidder.excluded);
      const basis = BASES.find(
        (candidate) => eligible.filter((bidder) => candidate.order(bidder) !== null).length >= 2,
      );
      if (!basis) {
        return insufficientData(check, {
          key: true,
          evidence: `${said} No ranks, scores or prices could be read for two or more responsive bids in ${documentNames(report)}, so the choice cannot be verified.`,
          recommendation: `Show the rank, evaluated price or score of every responsive bid: ${EXPECTED_PRICE_COLUMNS}.`,
        });
      }
      const ranked = eligible
        .filter((bidder) => basis.order(bidder) !== null)
        .sort((a, b) => basis.order(a)! - basis.order(b)!);
      const first = ranked[0]!;
      const standing = ranked.map((bidder) => `${bidder.name}: ${basis.describe(bidder)}`).join("; ");
      if (!chosen) {
        return finding(check, "warning", "medium", {
          evidence: `${said} ${recommendation.bidder} is not among the bidders the report evaluates. By ${basis.label}: ${standing}.`,
          recommendation: `Name the recommended bidder as the report's evaluation names it, or record why ${first.name} is not recommended.`,
        });
      }
      if (basis.order(chosen) !== null && basis.order(chosen) === basis.order(first)) {
        const problem = amountProblem(chosen, recommendation.amount);
        if (problem)
          return finding(check, "warning", "medium", {
            evidence: `${said} By ${basis.label}: ${standing}. ${problem}`,
            recommendation:
              "Recommend the award at the bidder's corrected (evaluated) price, the amount in words and figures agreeing.",
          });
        return finding(check, "pass", "info", { evidence: `${said} By ${basis.label}: ${standing}.` });
      }
      return finding(check, "fail", "high", {
        evidence: `${said} By ${basis.label} the first is ${first.name}: ${standing}.`,
        recommendation: `Recommend ${first.name}, the ${basis.label === "rank" ? "first-ranked" : basis.label} bid, or record why it is not the one recommended.`,
      });
    },
  };
  return check;
}
