/** One export covers at most this many days, both ends included (modules/integrity/server/audit-trail.ts). */
export const MAX_EXPORT_DAYS = 366;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The form's default period: the last 30 days up to today (UTC days, as the server counts them). */
export function defaultAuditPeriod(today: Date): { from: string; to: string } {
  const from = new Date(today.getTime() - 30 * 86_400_000);
  return { from: isoDay(from), to: isoDay(today) };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What is wrong with a period before it is sent, or null: both dates, in order, within the export's limit. */
export function auditPeriodProblem(from: string, to: string): "missing" | "order" | "tooLong" | null {
  if (
    !ISO_DATE.test(from) ||
    !ISO_DATE.test(to) ||
    Number.isNaN(Date.parse(from)) ||
    Number.isNaN(Date.parse(to))
  )
    return "missing";
  if (from > to) return "order";
  return (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1 > MAX_EXPORT_DAYS ? "tooLong" : null;
}
