/**
 * intelligence / unbalanced-bid: the bidder's priced schedule against the project estimate, item by item.
 *
 * Where the tables come from: the "project-estimates" and "bidder-schedule" slots (XLSX, CSV, DOCX or PDF
 * tables), else the method document and supporting documents; one or several bidders, as one sheet or file each
 * or as columns of one comparison sheet (unbalanced-analysis.ts). Columns are found by meaning (boq.ts
 * BOQ_COLUMNS, lib/reading/tables.ts). No estimate or no bidder's prices read: the review has no score
 * (insufficient data, key check) and says which columns it reads (UNBALANCED_EXPECTED_FORMAT).
 *
 * With several bidders every check below gives one finding per bidder, titled with the bidder's name.
 *
 * Rules (band = moduleInputs.deviation_band, default 25%):
 * - rate deviation: (bid rate - estimate rate) / estimate rate beyond ±band → warning (medium); any item beyond
 *   twice the band → fail (high);
 * - front-loading: early items (EARLY_ITEM_KEYWORDS: mobilization, site establishment, preliminaries…) priced in
 *   total at least band% above their estimate while all later items together are below theirs (both valued at
 *   the estimate's quantities) → money is moved to the start of the contract. Fail (high) when the early surplus
 *   is 5% of the bid or more, else warning (medium);
 * - arithmetic: quantity × rate differs from the stated amount by more than max(1, 0.1%), or the stated total
 *   from the sum of the amounts → fail (high);
 * - missing / extra items: estimate items the bid does not price → fail (medium); bid items not in the
 *   estimate → warning (low);
 * - total deviation: the bid total (quantity × rate) against the estimate total beyond ±band → warning (medium);
 * - provisional sums: fixed amounts the bidder must copy; one priced differently from the estimate → fail
 *   (medium). They are left out of the rate and front-loading comparisons (no rate of the bidder's own).
 */
import { plainMoney } from "@/lib/frameworks/library";
import { finding, insufficientData } from "@/modules/review/lib/engine/checks";
import { documentNames } from "@/lib/reading/evidence";
import type { ReviewCheck, ReviewContext, RulePack } from "@/lib/results/review-types";
import type { Finding, FindingSeverity, FindingStatus } from "@/lib/results/types";
import { correctedAmount, itemName, type BoqSchedule } from "./boq";
import { rowEvidence } from "@/lib/reading/tables";
import { analyse, type Bidder } from "./unbalanced-analysis";

/** What the review reads, shown before upload (the catalogue) and when nothing could be read. */
export const UNBALANCED_EXPECTED_FORMAT =
  'Attach the engineer\'s estimate and the bidders\' priced bills of quantities (XLSX, CSV, DOCX or PDF tables) with a header row naming Item No., Description, Unit, Quantity, Rate and Amount; a currency in the header such as "Rate (Kshs.)" is fine. Give each bidder its own sheet or file named after the bidder, or one comparison sheet with columns such as "Engineer\'s Estimate Rate", "Bidder A Rate" and "Bidder A Amount".';

export { DEFAULT_DEVIATION_BAND, deviationBand } from "./unbalanced-analysis";

/** Early (preliminary) items: what a contractor is paid for first. */
export const EARLY_ITEM_KEYWORDS: readonly string[] = [
  "mobilization",
  "mobilisation",
  "site establishment",
  "establishment of site",
  "preliminaries",
  "preliminary",
  "general items",
  "setting out",
  "site clearance",
  "site preparation",
  "temporary works",
  "temporary facilities",
  "contractor's camp",
  "site office",
  "access road",
  "insurance",
  "insurances",
  "bonds",
  "advance works",
];
/** Items shown in a finding's evidence before "and N more". */
export const EVIDENCE_ITEMS = 6;
/** Front-loading fails (rather than warns) when the early surplus is at least this share of the bid. */
export const FRONT_LOADING_FAIL_SHARE = 0.05;

const percent = (value: number) => `${value >= 0 ? "+" : "-"}${Number(Math.abs(value).toFixed(1))}%`;
const money = (context: ReviewContext, value: number) => plainMoney(value, analyse(context).currency);
const more = (count: number) => (count > EVIDENCE_ITEMS ? ` … and ${count - EVIDENCE_ITEMS} more.` : "");
const sources = (schedule: BoqSchedule) =>
  [...new Set(schedule.tables.map((table) => `${table.document}, ${table.page}`))].join("; ");

type Say = (
  status: FindingStatus,
  severity: FindingSeverity,
  parts?: { evidence?: string; recommendation?: string },
) => Finding;

/**
 * A check's finding for each bidder; with several bidders each is titled "{check}: {bidder}" so a reader sees
 * whose schedule it is about.
 */
function perBidder(
  check: ReviewCheck,
  context: ReviewContext,
  run: (bidder: Bidder, say: Say) => Finding | null,
): Finding[] {
  const { bidders } = analyse(context);
  return bidders.flatMap((bidder) => {
    const title = bidders.length > 1 ? `${check.title}: ${bidder.name}` : check.title;
    const found = run(bidder, (status, severity, parts = {}) =>
      finding(check, status, severity, { ...parts, title }),
    );
    return found ? [found] : [];
  });
}

const bandCheck: ReviewCheck = {
  id: "deviation-band",
  title: "Deviation band",
  run: (context) => {
    const { bandNote } = analyse(context);
    return bandNote
      ? finding(bandCheck, "info", "info", {
          evidence: bandNote,
          recommendation: "Enter the band as a number of percent, e.g. 25.",
        })
      : null;
  },
};

const tablesCheck: ReviewCheck = {
  id: "price-tables",
  title: "Estimate and bidder's schedule read",
  run: (context) => {
    const { estimate, bidders, notes } = analyse(context);
    const searched = documentNames(
      context.documentsIn("project-estimates", "bidder-schedule", "method-document", "supporting"),
    );
    if (estimate && bidders.length) {
      const read =
        bidders.length === 1
          ? `Bidder's schedule: ${bidders[0]!.schedule.items.length} items (${sources(bidders[0]!.schedule)}).`
          : `${bidders.length} bidders: ${bidders.map((bidder) => `${bidder.name}, ${bidder.schedule.items.length} items (${sources(bidder.schedule)})`).join("; ")}.`;
      const evidence = `Estimate: ${estimate.items.length} items (${sources(estimate)}). ${read}`;
      return finding(tablesCheck, "pass", "info", { evidence: [evidence, ...notes].join(" ") });
    }
    const missing = [!estimate && "project estimate", !bidders.length && "bidder's priced schedule"]
      .filter(Boolean)
      .join(" and ");
    // Without both sides no rate can be compared: the review has no score rather than a score of nothing.
    return insufficientData(tablesCheck, {
      key: true,
      evidence: [
        `No priced table for the ${missing} was found (searched: ${searched}): no header row naming a Description column with Rate or Amount columns, or no prices under it.`,
        ...notes,
      ].join(" "),
      recommendation: UNBALANCED_EXPECTED_FORMAT,
    });
  },
};

const rateCheck: ReviewCheck = {
  id: "rate-deviation",
  title: "Item rates within the deviation band",
  run: (context) =>
    perBidder(rateCheck, context, ({ match }, say) => {
      const { band } = analyse(context);
      if (!match) return null;
      const compared = match.pairs.flatMap(({ estimate, bid }) =>
        estimate.rate && estimate.rate > 0 && bid.rate !== null && !estimate.provisional && !bid.provisional
          ? [{ estimate, bid, deviation: ((bid.rate - estimate.rate) / estimate.rate) * 100 }]
          : [],
      );
      const flagged = compared
        .filter((entry) => Math.abs(entry.deviation) > band)
        .sort((a, b) => Math.abs(b.deviation) - Math.abs(a.deviation));
      if (!flagged.length) {
        const widest = compared.reduce((max, entry) => Math.max(max, Math.abs(entry.deviation)), 0);
        return say("pass", "info", {
          evidence: `${compared.length} item rates compared; all within ±${band}% (widest ${Number(widest.toFixed(1))}%).`,
        });
      }
      const severe = flagged.some((entry) => Math.abs(entry.deviation) > 2 * band);
      const lines = flagged
        .slice(0, EVIDENCE_ITEMS)
        .map(
          ({ estimate, bid, deviation }) =>
            `${itemName(bid)}: bid rate ${money(context, bid.rate!)} vs estimate ${money(context, estimate.rate!)} (${percent(deviation)}) — ${rowEvidence(bid.row)}.`,
        );
      return say(severe ? "fail" : "warning", severe ? "high" : "medium", {
        evidence: `${flagged.length} of ${compared.length} item rates deviate by more than ±${band}% from the estimate. ${lines.join(" ")}${more(flagged.length)}`,
        recommendation:
          "Ask the bidder to justify the flagged rates in writing. Rates far above the estimate on items whose quantities may grow raise the final cost; rates far below it need an explanation of how the item will be delivered (abnormally low rates). Record the analysis in the evaluation report.",
      });
    }),
};

const EARLY = new RegExp(
  `\\b(?:${EARLY_ITEM_KEYWORDS.map((word) => word.replace(/'/g, "['’]?")).join("|")})\\b`,
  "i",
);

const frontLoadingCheck: ReviewCheck = {
  id: "front-loading",
  title: "Front-loading of early items",
  run: (context) =>
    perBidder(frontLoadingCheck, context, ({ match }, say) => {
      const { band } = analyse(context);
      if (!match) return null;
      // Both sides valued at the estimate's quantities, so only the rates differ; provisional sums are fixed.
      const valued = match.pairs.flatMap(({ estimate, bid }) =>
        estimate.rate !== null && bid.rate !== null && !estimate.provisional && !bid.provisional
          ? [
              {
                bid,
                early: EARLY.test(`${bid.description} ${estimate.description}`),
                est: estimate.rate * (estimate.quantity ?? 1),
                offered: bid.rate * (estimate.quantity ?? 1),
              },
            ]
          : [],
      );
      const early = valued.filter((entry) => entry.early);
      const later = valued.filter((entry) => !entry.early);
      if (!early.length) {
        return say("info", "info", {
          evidence:
            "No mobilization, site establishment or other preliminary items were found in the bid; front-loading was not assessed.",
        });
      }
      const sum = (entries: typeof valued, key: "est" | "offered") =>
        entries.reduce((total, entry) => total + entry[key], 0);
      const [earlyEst, earlyBid, laterEst, laterBid] = [
        sum(early, "est"),
        sum(early, "offered"),
        sum(later, "est"),
        sum(later, "offered"),
      ];
      const earlyDeviation = earlyEst > 0 ? ((earlyBid - earlyEst) / earlyEst) * 100 : 0;
      const laterDeviation = laterEst > 0 ? ((laterBid - laterEst) / laterEst) * 100 : 0;
      const figures =
        `Early items (${early.length}): bid ${money(context, earlyBid)} vs estimate ${money(context, earlyEst)} (${percent(earlyDeviation)}). ` +
        `Later items (${later.length}): bid ${money(context, laterBid)} vs estimate ${money(context, laterEst)} (${percent(laterDeviation)}).`;
      if (!(earlyDeviation >= band && laterBid < laterEst)) return say("pass", "info", { evidence: figures });
      const share = (earlyBid - earlyEst) / Math.max(1, earlyBid + laterBid);
      const severe = share >= FRONT_LOADING_FAIL_SHARE;
      const rows = early.slice(0, 3).map((entry) => rowEvidence(entry.bid.row));
      return say(severe ? "fail" : "warning", severe ? "high" : "medium", {
        evidence: `${figures} The early surplus is ${Number((share * 100).toFixed(1))}% of the bid. ${rows.join(" ")}`,
        recommendation:
          "Treat the bid as front-loaded: ask the bidder to justify the early rates, pay mobilization against verified milestones (not on signature) and limit it to the estimate's level, and consider a higher performance security or advance-payment guarantee for the unbalanced amount.",
      });
    }),
};

const TOLERANCE = (value: number) => Math.max(1, Math.abs(value) * 0.001);

const arithmeticCheck: ReviewCheck = {
  id: "arithmetic",
  title: "Arithmetic of the bidder's schedule",
  run: (context) =>
    perBidder(arithmeticCheck, context, ({ schedule }, say) => {
      const errors = schedule.items.flatMap((item) => {
        if (item.quantity === null || item.statedRate === null || item.statedAmount === null) return [];
        const expected = item.quantity * item.statedRate;
        const gap = item.statedAmount - expected;
        return Math.abs(gap) > TOLERANCE(expected)
          ? [
              `${itemName(item)}: ${item.quantity} × ${money(context, item.statedRate)} = ${money(context, expected)}, stated ${money(context, item.statedAmount)} — ${rowEvidence(item.row)}.`,
            ]
          : [];
      });
      const statedSum = schedule.items.reduce((total, item) => total + (item.statedAmount ?? 0), 0);
      const corrected = schedule.items.reduce((total, item) => total + correctedAmount(item), 0);
      const total = schedule.statedTotal;
      if (total && Math.abs(total.value - statedSum) > TOLERANCE(statedSum)) {
        errors.push(
          `The stated total ${money(context, total.value)} differs from the sum of the item amounts ${money(context, statedSum)} — ${rowEvidence(total.row)}.`,
        );
      }
      if (!errors.length)
        return say("pass", "info", {
          evidence: `${schedule.items.length} items: quantity × rate agrees with every amount${total ? " and with the stated total" : ""}.`,
        });
      return say("fail", "high", {
        evidence: `${errors.length} arithmetic error${errors.length === 1 ? "" : "s"}. ${errors.slice(0, EVIDENCE_ITEMS).join(" ")}${more(errors.length)}`,
        recommendation: `Correct the errors under the solicitation's arithmetic-correction clause (standard documents usually let the unit rate prevail) and ask the bidder to accept the corrected price of ${money(context, corrected)}; a bidder who refuses is usually rejected.`,
      });
    }),
};

const coverageCheck: ReviewCheck = {
  id: "missing-extra-items",
  title: "Every estimate item priced, no extra items",
  run: (context) =>
    perBidder(coverageCheck, context, ({ match }, say) => {
      if (!match) return null;
      const { pairs, missing, extra } = match;
      if (!missing.length && !extra.length)
        return say("pass", "info", {
          evidence: `All ${pairs.length} estimate items are priced in the bid and the bid adds none.`,
        });
      const list = (items: typeof missing) =>
        items
          .slice(0, EVIDENCE_ITEMS)
          .map((item) => `${itemName(item)} — ${rowEvidence(item.row)}.`)
          .join(" ") + more(items.length);
      const parts = [
        missing.length ? `Not priced in the bid (${missing.length}): ${list(missing)}` : "",
        extra.length ? `In the bid but not in the estimate (${extra.length}): ${list(extra)}` : "",
      ].filter(Boolean);
      return say(missing.length ? "fail" : "warning", missing.length ? "medium" : "low", {
        evidence: parts.join(" "),
        recommendation: missing.length
          ? "Clarify whether the unpriced items are included in other rates (as most bidding documents deem) and add their estimated cost when comparing bids; check that the bidder priced the issued bill of quantities."
          : "Check whether the extra items change the scope; items not in the issued bill of quantities are normally disregarded or need a clarification.",
      });
    }),
};

const totalCheck: ReviewCheck = {
  id: "total-deviation",
  title: "Bid total against the estimate",
  run: (context) =>
    perBidder(totalCheck, context, ({ schedule }, say) => {
      const { estimate, band } = analyse(context);
      if (!estimate) return null;
      const sum = (items: BoqSchedule["items"]) =>
        items.reduce((total, item) => total + correctedAmount(item), 0);
      const estimateTotal = estimate.statedTotal?.value ?? sum(estimate.items);
      const bidTotal = sum(schedule.items);
      if (estimateTotal <= 0) return null;
      const deviation = ((bidTotal - estimateTotal) / estimateTotal) * 100;
      const evidence = `Bid total ${money(context, bidTotal)} (${sources(schedule)}) vs estimate total ${money(context, estimateTotal)} (${sources(estimate)}): ${percent(deviation)}.`;
      if (Math.abs(deviation) <= band) return say("pass", "info", { evidence });
      return say("warning", "medium", {
        evidence: `${evidence} This is beyond ±${band}%.`,
        recommendation:
          deviation > 0
            ? "Check the budget before award: confirm funds or negotiate within the rules; review whether the estimate was out of date."
            : "Review the bid as possibly abnormally low: ask the bidder for a price analysis and check that it can perform at this price.",
      });
    }),
};

const provisionalCheck: ReviewCheck = {
  id: "provisional-sums",
  title: "Provisional sums copied unchanged",
  run: (context) =>
    perBidder(provisionalCheck, context, ({ match }, say) => {
      if (!match) return null;
      const fixed = match.pairs.filter(({ estimate }) => estimate.provisional);
      if (!fixed.length) return null;
      const altered = fixed.filter(
        ({ estimate, bid }) =>
          Math.abs(correctedAmount(bid) - correctedAmount(estimate)) > TOLERANCE(correctedAmount(estimate)),
      );
      if (!altered.length)
        return say("pass", "info", {
          evidence: `${fixed.length} provisional sum${fixed.length === 1 ? "" : "s"} carried at the estimate's amount.`,
        });
      const lines = altered
        .slice(0, EVIDENCE_ITEMS)
        .map(
          ({ estimate, bid }) =>
            `${itemName(bid)}: ${money(context, correctedAmount(bid))} instead of ${money(context, correctedAmount(estimate))} — ${rowEvidence(bid.row)}.`,
        );
      return say("fail", "medium", {
        evidence: `${altered.length} of ${fixed.length} provisional sums differ from the amounts issued. ${lines.join(" ")}${more(altered.length)}`,
        recommendation:
          "Correct the provisional sums to the amounts issued in the bill of quantities when evaluating (they are fixed by the procuring entity, not priced by bidders) and note the correction in the evaluation report.",
      });
    }),
};

export const unbalancedBidPack: RulePack = {
  serviceId: "intelligence",
  subserviceId: "unbalanced-bid",
  title: "Unbalanced Bid Check",
  subjectGroups: ["project-estimates", "bidder-schedule"],
  checks: [
    bandCheck,
    tablesCheck,
    rateCheck,
    frontLoadingCheck,
    arithmeticCheck,
    coverageCheck,
    totalCheck,
    provisionalCheck,
  ],
};
