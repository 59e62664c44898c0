/**
 * The cells where a read evaluation record differs from the one a careful reader takes from the report
 * (tests/support/evaluation-reports.ts), as "bidder.stage.field: expected X, read Y" lines, so a test failure
 * lists every wrong cell at once.
 */
import type { EvaluationRecord } from "@/modules/evaluation";
import type { ExpectedRecord } from "./evaluation-reports";

const key = (name: string) =>
  name
    .toLowerCase()
    .replace(/\blimited\b/g, "ltd")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

export function recordDiff(read: EvaluationRecord, expected: ExpectedRecord): string[] {
  const diff: string[] = [];
  const check = (path: string, want: unknown, got: unknown) => {
    if (want !== undefined && JSON.stringify(want) !== JSON.stringify(got))
      diff.push(`${path}: expected ${JSON.stringify(want)}, read ${JSON.stringify(got)}`);
  };
  check("currency", expected.currency, read.currency);
  check(
    "passMark",
    expected.passMark,
    read.passMark && { value: read.passMark.value, percent: read.passMark.percent },
  );
  check(
    "bidders",
    expected.bidders.map((b) => key(b.name)),
    read.bidders.map((b) => key(b.name)),
  );
  for (const want of expected.bidders) {
    const got = read.bidders.find((b) => key(b.name) === key(want.name));
    if (!got) continue;
    const at = want.name;
    check(`${at}.readOut`, want.readOut, got.readOut);
    check(`${at}.corrected`, want.corrected, got.corrected);
    check(`${at}.evaluated`, want.evaluated, got.evaluated);
    check(`${at}.rank`, want.rank, got.rank);
    for (const [stage, result] of Object.entries(want.stages)) {
      const stageGot = got.stages[stage as keyof typeof got.stages];
      check(`${at}.${stage}.outcome`, result.outcome, stageGot.outcome);
      check(`${at}.${stage}.score`, result.score, stageGot.score);
      if (result.reasonIncludes && !stageGot.reason?.text.includes(result.reasonIncludes))
        diff.push(
          `${at}.${stage}.reason: expected to include ${JSON.stringify(result.reasonIncludes)}, read ${JSON.stringify(stageGot.reason?.text ?? null)}`,
        );
    }
  }
  const recommended = read.recommendation && {
    bidderName:
      read.bidders.find((b) => b.id === read.recommendation!.bidderId)?.name ??
      read.recommendation.bidderName,
    price: read.recommendation.price,
  };
  check(
    "recommendation",
    expected.recommendation && {
      bidder: key(expected.recommendation.bidderName),
      price: expected.recommendation.price,
    },
    recommended && { bidder: key(recommended.bidderName), price: recommended.price },
  );
  if (expected.noAward !== undefined) check("noAward", expected.noAward, read.noAward !== null);
  check("budget", expected.budget, read.budget?.value ?? null);
  check("estimate", expected.estimate, read.estimate?.value ?? null);
  for (const name of expected.notBidders) {
    if (read.bidders.some((b) => b.name.toLowerCase().includes(name.toLowerCase())))
      diff.push(`notBidders: ${name} read as a bidder`);
    if (
      !read.notBidders.some(
        (other) =>
          other.name.toLowerCase().includes(name.toLowerCase()) ||
          name.toLowerCase().includes(other.name.toLowerCase()),
      )
    )
      diff.push(`notBidders: ${name} not listed`);
  }
  return diff;
}

/** How many cells recordDiff compares for an expected record (the denominator of a cell-accuracy figure). */
export function recordCells(expected: ExpectedRecord): number {
  let cells = 4 + (expected.noAward === undefined ? 0 : 1);
  cells += (expected.budget === undefined ? 0 : 1) + (expected.estimate === undefined ? 0 : 1);
  for (const bidder of expected.bidders) {
    cells += 3 + (bidder.evaluated === undefined ? 0 : 1);
    for (const stage of Object.values(bidder.stages))
      cells += 1 + (stage.score === undefined ? 0 : 1) + (stage.reasonIncludes ? 1 : 0);
  }
  return cells + expected.notBidders.length * 2;
}
