/**
 * SC-02 (checklist H): scoring bands a tenderer's figure falls in twice. A scoring table lists bands one per line,
 * each with its marks ("i. Five (5) and above (10 marks)", "ii. Three (3)- Five(5) (5 marks)"); two bands that
 * both contain a value (5 trucks; a 5% margin in "5% - 9%" and "1% - 5%") leave the evaluators to choose the
 * marks, which a losing tenderer can contest. Gaps are not reported: whether 9.5% falls between "1% - 9%" and
 * "10% - 14%" depends on how figures are rounded, which the document may settle elsewhere.
 */
import type { Finding } from "@/lib/results/types";
import type { ReviewCheck } from "@/lib/results/review-types";
import { finding } from "@/modules/review/lib/engine/checks";
import { tenderPassages } from "../facts/sheet";

/** A band line: its condition, then its marks ("(15 marks)", "15marks", "- 10 Marks"). */
const BAND_LINE =
  /^\s*(?:\(?[ivxlc]{1,5}[.)]|\(?[a-h][.)]|\d{1,2}[.)])?\s*(.{3,80}?)\s*[-–(]?\s*(\d{1,3}(?:\.\d)?)\s*marks?\s*\)?\s*$/i;

type Bound = { value: number; inclusive: boolean };
export type Band = { text: string; low: Bound | null; high: Bound | null };

const SCALE: Readonly<Record<string, number>> = { million: 1e6, m: 1e6, billion: 1e9, bn: 1e9 };

/** The figures of a band in order: "Five (5)" is 5, "Kshs. 2 million" is 2,000,000, "200,000" is 200000. */
function figuresOf(text: string): { value: number; at: number }[] {
  const figures: { value: number; at: number }[] = [];
  for (const m of text.matchAll(/(\d[\d,]*(?:\.\d+)?)\s*(million|billion|bn|m\b)?/gi)) {
    const value = Number(m[1]!.replace(/,/g, "")) * (m[2] ? (SCALE[m[2].toLowerCase()] ?? 1) : 1);
    if (Number.isFinite(value)) figures.push({ value, at: m.index });
  }
  return figures;
}

const LOWER_INCLUSIVE =
  /\band\s+above\b|\bor\s+(?:more|above|over)\b|\bequal\s+(?:to\s+)?or\s+(?:over|above|more)|\bat\s+least\b|\bminimum\b|≥/i;
const LOWER_EXCLUSIVE = /\b(?:over|above|more\s+than|exceeding|greater\s+than)\b|>/i;
const UPPER_EXCLUSIVE = /\b(?:below|less\s+than|under)\b|</i;
const UPPER_INCLUSIVE = /\b(?:or\s+less|and\s+below|up\s+to|at\s+most|maximum|not\s+exceeding)\b|≤/i;

/** Reads a band's interval from its condition; null when it is not a numeric band. */
export function readBand(written: string): Band | null {
  // Ratio notation: "1 : 0.5 – 0.99" and "0.5:1 to 1:1" are bands of 0.5 to 0.99 and 0.5 to 1; the "1:" or ":1"
  // is the same on every line of a run, so it is read away (otherwise the 1 is taken as a bound).
  const text = written.replace(/^\s*1\s*:\s*/, "").replace(/(\d(?:\.\d+)?)\s*:\s*1\b/g, "$1");
  const figures = figuresOf(text);
  // Years ("2019-2020") and single counts without a comparison are not bands.
  if (!figures.length || figures.some((figure) => figure.value >= 1900 && figure.value <= 2100)) return null;
  const range =
    /(\d[\d,.]*\s*(?:million|m\b)?)\s*%?\)?\s*(?:-|–|to)\s*(?:[A-Za-z]+\s*\()?\s*(\d[\d,.]*\s*(?:million|m\b)?)/i.exec(
      text,
    );
  const last = figures[figures.length - 1]!.value;
  const first = figures[0]!.value;
  // "Five (5)": the words and the figure are one value.
  const distinct = [...new Set(figures.map((figure) => figure.value))];
  if (range && distinct.length >= 2)
    return {
      text: written,
      low: { value: Math.min(first, last), inclusive: true },
      high: { value: Math.max(first, last), inclusive: true },
    };
  // "2 million ≤ and >1million": at most the first, more than the second.
  if (/≤\s*and\s*>/.test(text) && distinct.length >= 2)
    return { text: written, low: { value: last, inclusive: false }, high: { value: first, inclusive: true } };
  if (/\bover\b.*\band\s+below\b/i.test(text) && distinct.length >= 2)
    return {
      text: written,
      low: { value: first, inclusive: false },
      high: { value: last, inclusive: false },
    };
  if (distinct.length !== 1) return null;
  const value = distinct[0]!;
  if (LOWER_INCLUSIVE.test(text)) return { text: written, low: { value, inclusive: true }, high: null };
  if (LOWER_EXCLUSIVE.test(text)) return { text: written, low: { value, inclusive: false }, high: null };
  if (UPPER_INCLUSIVE.test(text)) return { text: written, low: null, high: { value, inclusive: true } };
  if (UPPER_EXCLUSIVE.test(text)) return { text: written, low: null, high: { value, inclusive: false } };
  return null;
}

const below = (a: Bound | null, b: Bound | null) =>
  a !== null && b !== null && (a.value < b.value || (a.value === b.value && !(a.inclusive && b.inclusive)));

/** Two bands share at least one value. */
export function overlap(a: Band, b: Band): boolean {
  // a lies wholly below b, or b wholly below a: no shared value.
  return !below(a.high, b.low) && !below(b.high, a.low);
}

/** Runs of at least two consecutive band lines in the evaluation criteria, with their page. */
function bandRuns(text: string): Band[][] {
  const runs: Band[][] = [];
  let current: Band[] = [];
  for (const line of text.split("\n")) {
    const m = BAND_LINE.exec(line);
    const band = m ? readBand(m[1]!) : null;
    if (band) current.push(band);
    else {
      if (current.length >= 2) runs.push(current);
      current = [];
    }
  }
  if (current.length >= 2) runs.push(current);
  return runs;
}

export const scoringBandsCheck: ReviewCheck = {
  id: "scoring-bands",
  title: "Each figure falls in one scoring band",
  run(context) {
    const findings = context.subject.flatMap((document): Finding[] => {
      const clashes: { page: number; a: Band; b: Band }[] = [];
      for (const passage of tenderPassages(document)) {
        if (passage.part !== "criteria") continue;
        for (const run of bandRuns(passage.text))
          for (let i = 0; i < run.length; i += 1)
            for (let j = i + 1; j < run.length; j += 1)
              if (overlap(run[i]!, run[j]!)) clashes.push({ page: passage.page, a: run[i]!, b: run[j]! });
      }
      if (!clashes.length) return [];
      const pages = [...new Set(clashes.map((clash) => clash.page))];
      return [
        finding(this, "warning", "medium", {
          title: `Scoring bands overlap (p.${pages.join(", ")})`,
          evidence:
            clashes
              .slice(0, 6)
              .map(
                (clash) => `"${clash.a.text}" and "${clash.b.text}" — ${document.name}, page ${clash.page}`,
              )
              .join("; ") + ". A tenderer whose figure is in both bands can be given either mark.",
          recommendation:
            'Rewrite the bands so each figure falls in exactly one (for example "5 and above", "3 to 4"; "10% and above", "5% to less than 10%").',
          fact: "evaluation_criteria",
        }),
      ];
    });
    return findings.length ? findings : null;
  },
};
