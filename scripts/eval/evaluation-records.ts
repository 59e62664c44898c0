/**
 * npm run eval:records: the evaluation record reader on the reports written blind (tests/support/
 * evaluation-reports.ts, evaluation-reports-holdout.ts): for each, the cells compared with the hand-worked record
 * and the ones read wrong. Prints cell accuracy per report and overall.
 */
import * as first from "@/tests/support/evaluation-reports";
import { HOLDOUT_REPORTS } from "@/tests/support/evaluation-reports-holdout";
import { readEvaluationRecord } from "@/modules/evaluation";
import { recordCells, recordDiff } from "@/tests/support/record-diff";

const SETS = [
  {
    name: "set 1",
    reports: [
      { name: "Kenyan works (DOCX)", build: first.kenyaWorksReport, expected: first.EXPECTED_KENYA_WORKS },
      {
        name: "World Bank goods (PDF)",
        build: first.worldBankGoodsReport,
        expected: first.EXPECTED_WORLD_BANK_GOODS,
      },
      {
        name: "Kenyan narrative goods (PDF)",
        build: first.kenyaNarrativeGoodsReport,
        expected: first.EXPECTED_KENYA_NARRATIVE_GOODS,
      },
      { name: "no award (DOCX)", build: first.noAwardReport, expected: first.EXPECTED_NO_AWARD },
    ],
  },
  { name: "set 2", reports: HOLDOUT_REPORTS },
];

async function main() {
  const verbose = process.argv.includes("--verbose");
  let all = 0;
  let wrong = 0;
  for (const set of SETS) {
    for (const report of set.reports) {
      const diff = recordDiff(readEvaluationRecord([await report.build()]), report.expected);
      const cells = recordCells(report.expected);
      all += cells;
      wrong += diff.length;
      console.log(`${set.name} | ${report.name}: ${cells - diff.length}/${cells} cells right`);
      if (verbose) for (const line of diff) console.log(`    ${line}`);
    }
  }
  console.log(`all: ${all - wrong}/${all} cells right (${(((all - wrong) / all) * 100).toFixed(1)}%)`);
}

void main();
