import type { BidderQuery } from "./api-types";

/** The API's limits on one screening (modules/integrity/server/screening.ts). */
export const MAX_BIDDERS = 1000;
const MAX_NAME = 300;
const MAX_PART = 100;

export type BidderLineProblem = { line: number; reason: "tooLong" | "noName" };

/**
 * The screening textarea, one bidder per line as `Name; country; registration number` (the last two optional).
 * Blank lines are skipped; a line whose name is empty or any part too long is reported by its number, so the
 * officer can fix it before anything is sent.
 */
export function parseBidderLines(text: string): { bidders: BidderQuery[]; problems: BidderLineProblem[] } {
  const bidders: BidderQuery[] = [];
  const problems: BidderLineProblem[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    if (!raw.trim()) return;
    const [name = "", country = "", registrationNumber = "", ...rest] = raw.split(";").map((s) => s.trim());
    // Extra semicolons belong to the registration number, the last field ("HRB 123; Berlin").
    const number = [registrationNumber, ...rest].filter(Boolean).join("; ");
    if (!name) return void problems.push({ line: index + 1, reason: "noName" });
    if (name.length > MAX_NAME || country.length > MAX_PART || number.length > MAX_PART)
      return void problems.push({ line: index + 1, reason: "tooLong" });
    bidders.push({
      name,
      ...(country ? { country } : {}),
      ...(number ? { registrationNumber: number } : {}),
    });
  });
  return { bidders, problems };
}

/** A threshold from the form: a number between 0.5 and 1 (the API's range), else null. */
export function parseThreshold(raw: string): number | null {
  const value = Number(raw.trim().replace(",", "."));
  return raw.trim() && Number.isFinite(value) && value >= 0.5 && value <= 1 ? value : null;
}
