// Read-only accessors over an untrusted compiled release (parsed JSON). Every check mirrors what Cardinal accepts:
// a field of the wrong JSON type counts as absent, never as an error.

export type Obj = Record<string, unknown>;

export const isObj = (value: unknown): value is Obj =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export const obj = (value: unknown): Obj | undefined => (isObj(value) ? value : undefined);
export const arr = (value: unknown): unknown[] | undefined => (Array.isArray(value) ? value : undefined);
export const str = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);
export const num = (value: unknown): number | undefined => (typeof value === "number" ? value : undefined);

export const statusOf = (value: unknown): string | undefined => str(obj(value)?.status);
export const idOf = (value: unknown): string | undefined => str(obj(value)?.id);

/** `bids/details`, or undefined if absent. */
export const bidDetails = (release: Obj): unknown[] | undefined => arr(obj(release.bids)?.details);

/** Bids that were submitted: pending, valid and disqualified (any status but invited and withdrawn). */
export function submittedBids(release: Obj): Obj[] {
  const bids: Obj[] = [];
  for (const bid of bidDetails(release) ?? []) {
    const status = statusOf(bid);
    if (status !== undefined && status !== "invited" && status !== "withdrawn") bids.push(bid as Obj);
  }
  return bids;
}

/**
 * The active awards and the bids, if every award is final (active, cancelled or unsuccessful); undefined if an
 * award is pending or has another status, or if awards or bids are missing. Results must be stable, so
 * processes still being awarded are left out. An award without a status is ignored, as Cardinal does.
 */
export function completeAwardsIfAllFinal(release: Obj): { active: Obj[]; details: unknown[] } | undefined {
  const awards = arr(release.awards);
  const details = bidDetails(release);
  if (!awards || !details) return undefined;
  const active: Obj[] = [];
  for (const award of awards) {
    const status = statusOf(award);
    if (status === undefined) continue;
    if (status === "active") active.push(award as Obj);
    else if (status !== "cancelled" && status !== "unsuccessful") return undefined;
  }
  return { active, details };
}

/** The single supplier's id when exactly one award is active and it has exactly one supplier. */
export function soleWinner(complete: { active: Obj[] }): string | undefined {
  if (complete.active.length !== 1) return undefined;
  const suppliers = arr(complete.active[0]?.suppliers);
  return suppliers && suppliers.length === 1 ? idOf(suppliers[0]) : undefined;
}

/** A bid's single tenderer id; bids by consortia are skipped (Cardinal issue #17). */
export function soleTenderer(bid: Obj): string | undefined {
  const tenderers = arr(bid.tenderers);
  return tenderers && tenderers.length === 1 ? idOf(tenderers[0]) : undefined;
}

export function bidValue(bid: Obj): { amount: number; currency: string } | undefined {
  const value = obj(bid.value);
  const amount = num(value?.amount);
  const currency = str(value?.currency);
  return amount === undefined || currency === undefined ? undefined : { amount, currency };
}

/**
 * Cardinal's allow/deny match on `tender/procurementMethodDetails`: with an allow list, only listed values match
 * (a missing value never does); otherwise anything not on the deny list matches (a missing value always does).
 */
export function matchesMethodDetails(
  release: Obj,
  include: ReadonlySet<string>,
  exclude: ReadonlySet<string>,
) {
  const details = str(obj(release.tender)?.procurementMethodDetails);
  if (details === undefined) return include.size === 0;
  return include.size === 0 ? !exclude.has(details) : include.has(details);
}

/** An empty filter matches every process; otherwise `tender/procurementMethod` must be listed. */
export function matchesMethod(tender: Obj, methods: ReadonlySet<string>): boolean {
  if (methods.size === 0) return true;
  const method = str(tender.procurementMethod);
  return method !== undefined && methods.has(method);
}

const RFC3339 =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d+)?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/;

/** Milliseconds since the epoch of a full RFC 3339 date-time (what chrono's parse_from_rfc3339 accepts), or undefined. */
export function parseRfc3339(value: string): number | undefined {
  const m = RFC3339.exec(value);
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 60) return undefined;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const daysInMonth = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  if (day < 1 || day > daysInMonth) return undefined;
  // setUTCFullYear, unlike Date.UTC, takes years 0-99 literally.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  let ms = date.getTime() + (m[7] ? Number(`0${m[7]}`) * 1000 : 0);
  if (m[9]) {
    const offsetHours = Number(m[10]);
    const offsetMinutes = Number(m[11]);
    if (offsetHours > 23 || offsetMinutes > 59) return undefined;
    const offset = (offsetHours * 60 + offsetMinutes) * 60_000;
    ms += m[9] === "+" ? -offset : offset;
  }
  return ms;
}

/** Whole days between two instants, truncated toward zero like chrono's Duration::num_days. */
export function wholeDays(startMs: number, endMs: number): number {
  return Math.trunc(Math.trunc((endMs - startMs) / 1000) / 86_400);
}
