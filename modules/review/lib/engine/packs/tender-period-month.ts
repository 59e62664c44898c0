/**
 * The tender period when the invitation or cover is dated only to the month ("FEBRUARY, 2022"), as many Kenyan
 * tender covers are (pure). The issue day is unknown, so the period is a range: at most the days from the first of
 * that month to the deadline, at least those from its last day. "FEBRUARY, 2022" with a deadline of 11 February
 * 2022 leaves at most 10 days; with 14 March 2022, between 14 and 41. The officer confirms the real date.
 */
import type { Statement } from "../facts/types";
import { bidPeriodOf } from "./framework-facts";

export type MonthPeriod = {
  /** "February 2022" as the document writes it. */
  said: string;
  statement: Statement;
  /** "1 February" (with the year when the deadline's differs). */
  firstDay: string;
  lastDay: string;
  /** Days from the first and the last day of the month to the deadline, counted without the day of the notice. */
  atMost: number;
  atLeast: number;
};

const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2022-02" of a statement dated only to the month, or null. */
export const monthOf = (statement: Statement) =>
  statement.normalized && /^\d{4}-\d{2}$/.test(statement.normalized) ? statement.normalized : null;

/** "11 February" (", 2022" when the year is not the reference year). */
export function dayName(iso: string, referenceYear?: string): string {
  const [year, month, day] = iso.split("-");
  const name = `${Number(day)} ${MONTH_NAMES[Number(month) - 1]}`;
  return year === referenceYear ? name : `${name} ${year}`;
}

const lastDayOf = (yearMonth: string) => {
  const [year, month] = yearMonth.split("-").map(Number) as [number, number];
  return `${yearMonth}-${String(new Date(Date.UTC(year, month, 0)).getUTCDate()).padStart(2, "0")}`;
};

/**
 * The period from a month-only invitation date to the deadline (YYYY-MM-DD): the latest such date not after the
 * deadline (a cover reissued in February over an invitation left at September is the likelier issue), or null.
 */
export function monthPeriod(statements: readonly Statement[], deadline: string): MonthPeriod | null {
  const dated = statements
    .map((statement) => ({ statement, month: monthOf(statement) }))
    .filter((each): each is { statement: Statement; month: string } => each.month !== null)
    .filter(({ month }) => `${month}-01` < deadline)
    .sort((a, b) => b.month.localeCompare(a.month))[0];
  if (!dated) return null;
  const first = `${dated.month}-01`;
  const last = lastDayOf(dated.month);
  const upper = bidPeriodOf(first, deadline);
  if (upper.kind !== "ok") return null;
  const lower = last < deadline ? bidPeriodOf(last, deadline) : null;
  const year = deadline.slice(0, 4);
  return {
    said: dated.statement.value ?? dated.month,
    statement: dated.statement,
    firstDay: dayName(first, year),
    lastDay: dayName(last, year),
    atMost: upper.days,
    atLeast: lower?.kind === "ok" ? lower.days : 0,
  };
}
