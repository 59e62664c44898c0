/** How the activity pages write values and dates for people: "KES 25,600,000.00", "14 Mar 2026". Pure. */

export function formatValue(value: number | null, currency: string): string {
  if (value === null) return "Not set";
  const figure = value.toLocaleString("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${currency} ${figure}`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-03-14" or an ISO timestamp as "14 Mar 2026" (UTC: the same day for every reader). */
export function formatDay(iso: string | null): string {
  if (!iso) return "Not set";
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return "Not set";
  return `${Number(match[3])} ${MONTHS[Number(match[2]) - 1]} ${match[1]}`;
}

/** An ISO timestamp as "14 Mar 2026, 09:05 UTC". */
export function formatMoment(iso: string): string {
  const time = /T(\d{2}:\d{2})/.exec(iso)?.[1];
  return time ? `${formatDay(iso)}, ${time} UTC` : formatDay(iso);
}

/** "1.2 MB", "340 KB": a file's size rounded for people. */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
