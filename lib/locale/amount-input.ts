/**
 * The keystroke filter of numbers that are not money (percentages, indices, factors, a deviation band): digits
 * and the first decimal point. Money is never filtered: it is kept as typed or pasted and read by
 * lib/reading/money-input.ts, because a filter turned "Kshs. 25,600,000.00" into ".2560000000" (issue 31).
 */
export function keepAmountCharacters(input: string): string {
  const cleaned = input.replace(/[^\d.]/g, "");
  const point = cleaned.indexOf(".");
  return point === -1 ? cleaned : cleaned.slice(0, point + 1) + cleaned.slice(point + 1).replace(/\./g, "");
}
