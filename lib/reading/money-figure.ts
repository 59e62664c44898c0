/**
 * The figure of an amount typed in a money field, as digits (lib/reading/money-input.ts reads the rest). Pure.
 *
 * - The decimal mark is the last point or comma when the other marks group digits in threes ("1,600,000.00",
 *   "10.000,00", "25 600 000,00", "1'250'000"); a mark used twice groups ("1.600.000"). A mark followed by one,
 *   two or four and more digits is decimal ("25,6" is 25.6, as "25 600 000,00" has a decimal comma).
 * - One mark followed by exactly three digits could group or be decimal. A comma groups ("25,600" is 25,600:
 *   how Kenya, the World Bank and English write, while a decimal-comma writer does not give money three
 *   decimals). A point is refused ("1.500" is 1,500 to a European writer and 1.5 to an English one) and the
 *   message names both readings. A grouping cannot start with 0 or run past three digits, so "0.500" and
 *   "1500.000" are decimals.
 * - The figure is kept as digits, so a scale ("25.6M") shifts its point exactly: 25600000, never 25599999.999.
 */

/** A decimal kept as its digits: `whole` without grouping, `decimals` as written. */
export type Decimal = { whole: string; decimals: string };

/** Why a figure is not read, with the values its message names. */
export type FigureProblem = { problem: "figure" | "ambiguous"; params: Record<string, string> };

/** "25600000.5" -> "25,600,000.5": the whole part grouped in threes, the decimals as they are. */
export function groupedAmount(amount: string): string {
  const [whole = "", decimals] = amount.split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return decimals === undefined || decimals === "" ? grouped : `${grouped}.${decimals}`;
}

/** A plain decimal string from digits, without leading zeros: ("000123", "50") -> "123.50". */
export function plain({ whole, decimals }: Decimal): string {
  const trimmed = whole.replace(/^0+(?=\d)/, "") || "0";
  return decimals ? `${trimmed}.${decimals}` : trimmed;
}

/**
 * The amount as kept: a plain decimal that reads back to itself, so "123.456" (from "0.123456k") is kept as
 * "123.4560", which no reader can take for 123,456.
 */
export function canonical(amount: string): string {
  return /^[1-9]\d{0,2}\.\d{3}$/.test(amount) ? `${amount}0` : amount;
}

/** The decimal times 10^shift, exactly: ("25", "6") x 10^6 -> ("25600000", ""). */
export function shifted({ whole, decimals }: Decimal, shift: number): Decimal {
  if (!shift) return { whole, decimals };
  const digits = `${whole}${decimals.padEnd(shift, "0")}`;
  const point = whole.length + shift;
  return { whole: digits.slice(0, point), decimals: digits.slice(point).replace(/0+$/, "") };
}

/** How many places a scale written after a figure moves its point. */
export const SCALE_SHIFTS: Readonly<Record<string, number>> = {
  k: 3,
  thousand: 3,
  thousands: 3,
  m: 6,
  mn: 6,
  mio: 6,
  million: 6,
  millions: 6,
  b: 9,
  bn: 9,
  billion: 9,
  billions: 9,
};
/** A scale written right after a figure: "25.6M", "25.6 million", "500k", "1.2bn". */
export const SCALE = /^ ?(k|thousands?|mn|mio|m|millions?|bn|b|billions?)(?![a-z])/i;

/**
 * The digits of a figure run ("25,600,000.00", "25 600 000,00", "1'250'000", "1.500"), or the problem that
 * keeps it from being read: see the module's comment. A figure whose separators follow no rule is refused,
 * never guessed.
 */
export function readFigure(run: string): Decimal | FigureProblem {
  const text = run.replace(/\u2019/g, "'");
  if (/^[.,]\d+$/.test(text)) return { whole: "0", decimals: text.slice(1) };
  const groups = text.split(/[.,' ]/);
  const separators: string[] = text.match(/[.,' ]/g) ?? [];
  if (!separators.length) return { whole: text, decimals: "" };
  const bad: FigureProblem = { problem: "figure", params: { figure: run } };
  if (groups.some((group) => group === "")) return bad;
  const marks = separators.filter((char) => char === "." || char === ",");
  const last = separators.length - 1;
  let decimalAt = -1;
  if (new Set(marks).size === 2) {
    // "1,600,000.00", "10.000,00": the last separator is the decimal mark and appears once.
    const mark = separators[last]!;
    if ((mark !== "." && mark !== ",") || marks.filter((char) => char === mark).length !== 1) return bad;
    decimalAt = last;
  } else if (marks.length === 1) {
    const mark = marks[0]!;
    const at = separators.lastIndexOf(mark);
    const after = groups[at + 1]!;
    const groupable = at === last && /^[1-9]\d{0,2}$/.test(groups[0]!);
    if (at === last && (after.length !== 3 || !groupable)) decimalAt = at;
    else if (at === last && mark === ".") {
      const whole = groups.join("");
      const decimal = plain({ whole: groups.slice(0, at + 1).join(""), decimals: after.replace(/0+$/, "") });
      return {
        problem: "ambiguous",
        params: { figure: run, grouped: groupedAmount(whole), decimal: groupedAmount(decimal) },
      };
    }
  }
  const wholeGroups = decimalAt === -1 ? groups : groups.slice(0, decimalAt + 1);
  const grouping = decimalAt === -1 ? separators : separators.slice(0, decimalAt);
  if (grouping.length) {
    if (new Set(grouping).size > 1) return bad;
    if (!/^\d{1,3}$/.test(wholeGroups[0]!) || wholeGroups.slice(1).some((group) => group.length !== 3))
      return bad;
  }
  return { whole: wholeGroups.join(""), decimals: decimalAt === -1 ? "" : groups[decimalAt + 1]! };
}

/** Where a figure starts: a digit, or a point before digits that no letter or symbol precedes (".5"). */
export function figureStart(text: string): number {
  const digit = text.search(/\d/);
  if (
    digit > 0 &&
    /[.,]/.test(text[digit - 1]!) &&
    (digit === 1 || /[\s\-\u2212\u2013]/.test(text[digit - 2]!))
  )
    return digit - 1;
  return digit;
}
