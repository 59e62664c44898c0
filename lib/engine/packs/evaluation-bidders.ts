/**
 * Evaluation checks on the bidders: every bidder named at opening or in the report gets a result, and the
 * recommended bidder is the one the report's own figures put first (rank 1, else the highest combined score,
 * else the lowest evaluated price, else the lowest read-out price, among bids not rejected).
 * The checks read the documents through EvaluationSources, so the post-review can point them at its file.
 */
import type { AttachedDocument } from "@/lib/engine/types";
import { finding } from "@/lib/engine/checks";
import { documentNames, evidenceText, findInDocuments } from "@/lib/engine/evidence";
import type { ReviewCheck, ReviewContext } from "@/lib/engine/review-types";
import {
  bidderFacts,
  bidderNames,
  namePattern,
  recommendedBidder,
  statedBidCount,
  type Bidder,
} from "./bidder-facts";
import { showNumber } from "./table-rows";

export type EvaluationSources = {
  /** The evaluation report(s). */
  report(context: ReviewContext): readonly AttachedDocument[];
  /** The solicitation the report is held against. */
  solicitation(context: ReviewContext): readonly AttachedDocument[];
  /** Other records that name bidders (e.g. minutes of the bid opening). */
  opening(context: ReviewContext): readonly AttachedDocument[];
};

/** The bidders of the report, named in it or in the opening records. */
export function reportBidders(context: ReviewContext, sources: EvaluationSources): Bidder[] {
  const report = sources.report(context);
  const names = bidderNames([...report, ...sources.opening(context)]).filter(
    (name) => name.toLowerCase() !== context.input.activity.entity.trim().toLowerCase(),
  );
  return bidderFacts(report, names);
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

export function recommendedBidderCheck(sources: EvaluationSources): ReviewCheck {
  const check: ReviewCheck = {
    id: "recommended-bidder",
    title: "Recommended bidder is the lowest evaluated / highest ranked",
    run(context) {
      const report = sources.report(context);
      if (!report.length) return null;
      const bidders = reportBidders(context, sources);
      const recommended = recommendedBidder(
        report,
        bidders.map((bidder) => bidder.name),
      );
      if (!recommended) {
        return finding(check, "fail", "high", {
          evidence: `No recommendation for award naming a bidder found in ${documentNames(report)}.`,
          recommendation: "State the bidder recommended for award, with its evaluated price or score.",
        });
      }
      const said = `${evidenceText(recommended.quote)}.`;
      const chosen = bidders.find((bidder) => bidder.name === recommended.name)!;
      if (chosen.excluded) {
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
        return finding(check, "warning", "low", {
          evidence: `${said} The report gives no ranks, scores or prices for two or more responsive bids, so the choice cannot be verified.`,
          recommendation: "Show the rank, evaluated price or score of every responsive bid.",
        });
      }
      const ranked = eligible
        .filter((bidder) => basis.order(bidder) !== null)
        .sort((a, b) => basis.order(a)! - basis.order(b)!);
      const first = ranked[0]!;
      const standing = ranked.map((bidder) => `${bidder.name}: ${basis.describe(bidder)}`).join("; ");
      if (basis.order(chosen) !== null && basis.order(chosen) === basis.order(first)) {
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
