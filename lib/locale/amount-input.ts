/**
 * Keystroke filters for amounts. Money amounts keep digits and the first decimal point; the
 * project estimate also accepts commas, which are display-only: the value is stored without them.
 */
export function keepAmountCharacters(input: string): string {
  const cleaned = input.replace(/[^\d.]/g, "");
  const point = cleaned.indexOf(".");
  return point === -1 ? cleaned : cleaned.slice(0, point + 1) + cleaned.slice(point + 1).replace(/\./g, "");
}

export function keepEstimateCharacters(input: string): string {
  return keepAmountCharacters(input.replace(/,/g, ""));
}

/** "1234567.5" -> "1,234,567.5" (the decimals as typed). */
export function formatEstimate(value: string): string {
  if (!value) return "";
  const [whole = "", decimals] = value.split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return decimals === undefined ? grouped : `${grouped}.${decimals}`;
}

export function estimateValue(value: string): number {
  const number = Number(value.replace(/,/g, ""));
  return Number.isFinite(number) ? number : 0;
}
