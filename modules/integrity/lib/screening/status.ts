import type { ListEntry, MatchStatus } from "./types";

/**
 * Whether a listed party is barred on `asOf`, and its period in words. Debarment lists (World Bank, the org's
 * own, PPRA's) are judged by their dates: an end date before `asOf` makes the match "past" (expired), to be
 * reported but not to bar the bidder; a start after it makes it "upcoming". The end date is the last day barred.
 * Sanctions lists (UN, OpenSanctions) have no end: a party on them is "sanctioned".
 */
export function statusOf(entry: ListEntry, asOf: Date): { status: MatchStatus; period: string } {
  const day = asOf.toISOString().slice(0, 10);
  const from = entry.from;
  const to = entry.to;
  if (typeof to === "string" && to < day) {
    const verb = entry.source === "un" || entry.source === "opensanctions" ? "Listed" : "Debarred";
    return { status: "past", period: `${verb} ${from ?? "(start not given)"} to ${to} (ended)` };
  }
  if (entry.source === "un" || entry.source === "opensanctions")
    return { status: "sanctioned", period: from ? `Listed since ${from}` : "Listed (no date given)" };
  // Not yet in force on the screening day: reported so the officer knows, but it does not bar the bidder then.
  if (from && from > day) {
    const until = typeof to === "string" ? ` to ${to}` : ", no end date";
    return { status: "upcoming", period: `Debarment starts ${from}${until}` };
  }
  if (typeof to === "string")
    return { status: "active", period: `Debarred ${from ?? "(start not given)"} to ${to}` };
  if (to === null)
    return {
      status: "active",
      period: `Debarred ${from ? `since ${from}, with ` : "with "}no end date (ongoing or permanent)`,
    };
  return {
    status: "active",
    period: from ? `Debarred since ${from}; the list gives no end date` : "Listed; the list gives no dates",
  };
}
