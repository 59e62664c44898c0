/** What the memo needs beyond the record and its checks: the activity's facts the record does not hold. */
import type { RecordVersionRef } from "../record/record";
import type { Framework } from "../checks/framework";

export type MemoOptions = {
  framework: Framework;
  entity: string;
  tenderRef: string;
  tenderTitle: string;
  /** The procurement method as the plan states it ("Open national tender"). */
  method?: string;
  methodJustification?: string;
  /** Dates as ISO strings ("2025-03-01") or Date values. */
  advertisedOn?: string | Date;
  closingOn?: string | Date;
  openedOn?: string | Date;
  /** The report the record was read from when no member has confirmed it (no recordVersion then). */
  readFrom?: string;
  /** The confirmed record version the memo was drafted from. */
  recordVersion?: RecordVersionRef;
};

/** A date option as a Date, null when absent or not a date. */
export function dateOf(value: string | Date | undefined): Date | null {
  if (value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
