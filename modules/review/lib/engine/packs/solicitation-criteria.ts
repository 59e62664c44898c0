/**
 * Checklist H (SC-03, SC-04): evaluation criteria an evaluator cannot apply the same way twice.
 * - A record "shall be considered" with nothing said about what follows (rejection? marks deducted? nothing?):
 *   the committee decides afterwards, which is what a losing tenderer contests.
 * - Scoring that runs the wrong way: a financial ratio where the stronger firm earns fewer marks ("Equity Capital
 *   Ratio more than 1 = 1 mark; less than 1 = 2.5 marks").
 */
import type { Finding } from "@/lib/results/types";
import type { ReviewCheck } from "@/lib/results/review-types";
import { collapseWhitespace } from "@/lib/reading";
import { finding } from "@/modules/review/lib/engine/checks";
import { tenderPassages } from "../facts/sheet";
import { quoteOf } from "../facts/units";
import { unitsOf } from "./solicitation-formalities";

/** What a tenderer's record is weighed on: past performance, defaults, litigation, outstanding orders. */
const RECORD =
  /\b(?:record|history|past\s+performance|performance\s+obligations?|default|litigation|disputes?|outstanding\s+(?:orders|obligations|cases?)|unsatisfactory)\b/i;
/** "… shall be considered." with the sentence ending there: considered, and then what? */
const CONSIDERED_AND_STOP =
  /\b(?:shall|will|may)\s+be\s+(?:considered|taken\s+into\s+(?:account|consideration))\s*(?:[.;]|$)/i;
/** A consequence in the same clause answers the question. */
const CONSEQUENCE =
  /\bdisqualif\w*|\breject\w*|\bnon-?\s?responsive|\bineligible|\bmarks?\b|\bscore\w*|\bdeduct\w*|\bpoints?\b|\bweight\w*/i;

export const vagueCriteriaCheck: ReviewCheck = {
  id: "criteria-vague",
  title: "Each criterion says what follows from it",
  run(context) {
    const findings = context.subject.flatMap((document): Finding[] => {
      const vague = unitsOf(document).filter(
        (unit) =>
          (unit.part === "criteria" || unit.part === "data-sheet") &&
          CONSIDERED_AND_STOP.test(unit.text) &&
          RECORD.test(unit.text) &&
          !CONSEQUENCE.test(unit.clauseText),
      );
      if (!vague.length) return [];
      const pages = [...new Set(vague.map((unit) => unit.page))];
      return [
        finding(this, "warning", "medium", {
          title: `A criterion is "considered" with no consequence (p.${pages.join(", ")})`,
          evidence:
            vague
              .slice(0, 3)
              .map((unit) => `"${quoteOf(unit.text)}" — ${document.name}, page ${unit.page}`)
              .join("; ") +
            ". Nothing says whether such a tenderer is rejected, loses marks or is only noted, so the committee decides after opening.",
          recommendation:
            'State the consequence and the test: for example "A tenderer with a contract terminated for default in the last 3 years shall be disqualified", or the marks deducted.',
          fact: "evaluation_criteria",
        }),
      ];
    });
    return findings.length ? findings : null;
  },
};

/** Ratios where a higher value is the stronger firm; debt, gearing and leverage run the other way. */
const HIGHER_IS_BETTER =
  /\b(?:current|liquidity|quick|acid[\s-]test|equity(?:\s+capital)?|profitability|profit|return\s+on\s+\w+|net\s+worth|interest\s+cover(?:age)?)\s*(?:ratio|margin)?\s*$/i;
const LOWER_IS_BETTER = /\b(?:debt|gearing|leverage|liabilit\w*|borrowing)\b/i;

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
const MARKS = String.raw`\s*(?:=|:|-|–)?\s*\(?\s*${NUMBER}\s*marks?\b`;
/** "Equity Capital Ratio more than 1 = 1 mark", "Current Ratio above 1.5 - 5 marks". */
const ABOVE = new RegExp(
  String.raw`([A-Za-z][A-Za-z ]{2,40}?)\s+ratio\s+(?:more\s+than|above|over|greater\s+than|>|≥)\s*${NUMBER}${MARKS}`,
  "gi",
);
const BELOW = new RegExp(
  String.raw`([A-Za-z][A-Za-z ]{2,40}?)\s+ratio\s+(?:less\s+than|below|under|<|≤)\s*${NUMBER}${MARKS}`,
  "gi",
);

type RatioBand = { ratio: string; threshold: number; marks: number; text: string };

const RATIO_WORD =
  /\b(?:current|liquidity|quick|acid|equity|profitability|profit|return|net|interest|debt|gearing|leverage)\b/gi;

/** The ratio's own name within what the pattern took before "ratio" ("Total Asset Equity Capital" → "Equity Capital"). */
function ratioName(words: string): string {
  const last = [...words.matchAll(RATIO_WORD)].pop();
  return (last ? words.slice(last.index) : words).trim();
}

function bandsOf(text: string, pattern: RegExp): RatioBand[] {
  return [...text.matchAll(pattern)].map((m) => {
    const name = ratioName(m[1]!);
    return {
      ratio: name.toLowerCase(),
      threshold: Number(m[2]),
      marks: Number(m[3]),
      text: `${name} ${m[0].slice(m[1]!.length).trim()}`,
    };
  });
}

/** Pairs of bands on one ratio and threshold where the weaker side earns more: the scale runs backwards. */
export function invertedBands(text: string): { above: RatioBand; below: RatioBand }[] {
  const flat = collapseWhitespace(text);
  const below = bandsOf(flat, BELOW);
  return bandsOf(flat, ABOVE).flatMap((above) => {
    const name = `${above.ratio} ratio`;
    if (LOWER_IS_BETTER.test(name) || !HIGHER_IS_BETTER.test(above.ratio)) return [];
    const match = below.find(
      (band) => band.ratio === above.ratio && band.threshold === above.threshold && band.marks > above.marks,
    );
    return match ? [{ above, below: match }] : [];
  });
}

export const scoringDirectionCheck: ReviewCheck = {
  id: "scoring-direction",
  title: "Stronger finances earn more marks",
  run(context) {
    const findings = context.subject.flatMap((document): Finding[] => {
      const inverted = tenderPassages(document)
        .filter((passage) => passage.part === "criteria")
        .flatMap((passage) => invertedBands(passage.text).map((pair) => ({ ...pair, page: passage.page })));
      if (!inverted.length) return [];
      const pages = [...new Set(inverted.map((pair) => pair.page))];
      return [
        finding(this, "warning", "medium", {
          title: `A financial ratio is scored backwards (p.${pages.join(", ")})`,
          evidence:
            inverted
              .slice(0, 3)
              .map(
                (pair) =>
                  `"${pair.above.text}" but "${pair.below.text}" — ${document.name}, page ${pair.page}`,
              )
              .join("; ") + ". The weaker firm earns more marks than the stronger one.",
          recommendation:
            "Give more marks to the stronger figure (a higher current, liquidity or equity ratio), and check that each ratio can reach the bands (equity over total assets cannot exceed 1).",
          fact: "evaluation_criteria",
        }),
      ];
    });
    return findings.length ? findings : null;
  },
};
