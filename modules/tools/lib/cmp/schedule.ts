/**
 * When each milestone falls, from the contract duration ("12 months", "90 days", "2 years", "eighteen (18)
 * months from commencement") and an optional commencement date. Without a date every time is relative to
 * commencement ("Month 3", "Day 45"); a calendar date is shown only when the officer gave the commencement date,
 * never made up. Pure.
 */
import { findPeriods } from "@/lib/reading/number-words";
import { MILESTONES, type CmpPhase } from "./milestones";
import { MONTHS } from "@/lib/text/months";

/** A point in the contract counted from commencement (Month 0 / Day 0). */
export type Offset = { value: number; unit: "day" | "month" };
export type Duration = Offset & { text: string };

/** The contract duration in months (years x 12) or days (weeks x 7); null when none is stated. */
export function parseDuration(text: string): Duration | null {
  const period = findPeriods(text).find((p) => p.value > 0);
  if (!period) return null;
  switch (period.unit) {
    case "years":
      return { value: period.value * 12, unit: "month", text: period.text };
    case "months":
      return { value: period.value, unit: "month", text: period.text };
    case "weeks":
      return { value: period.value * 7, unit: "day", text: period.text };
    default:
      return { value: period.value, unit: "day", text: period.text };
  }
}

function utcDate(year: number, month: number, day: number): Date | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  // 31/02 rolls over into March: a date that does not round-trip does not exist.
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? date
    : null;
}

/**
 * A commencement date as officers write it: "2026-07-01", "01/07/2026" (day first, as Kenya and the World
 * Bank's documents write it), "1 July 2026", "1st July, 2026", "July 1, 2026". Null when the text holds none.
 * (The review module's date reader is not part of its public entry point, so these few forms are read here.)
 */
export function parseCommencement(text: string): Date | null {
  const t = text.trim().toLowerCase();
  if (!t) return null;
  let m = /(\d{4})-(\d{1,2})-(\d{1,2})/.exec(t);
  if (m) return utcDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})/.exec(t);
  if (m) return utcDate(Number(m[3]), Number(m[2]), Number(m[1]));
  const month = (name: string) => MONTHS.findIndex((n) => n.startsWith(name.slice(0, 3))) + 1;
  m = /(\d{1,2})(?:st|nd|rd|th)?\s+(?:day\s+of\s+)?([a-z]{3,9})\.?,?\s+(\d{4})/.exec(t);
  if (m && month(m[2]!) > 0) return utcDate(Number(m[3]), month(m[2]!), Number(m[1]));
  m = /([a-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})/.exec(t);
  if (m && month(m[1]!) > 0) return utcDate(Number(m[3]), month(m[1]!), Number(m[2]));
  return null;
}

/** The calendar date of an offset from commencement (a month later keeps the day, or the month's last day). */
export function dateAt(start: Date, offset: Offset): Date {
  if (offset.unit === "day") return new Date(start.getTime() + offset.value * 86_400_000);
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + offset.value;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(start.getUTCDate(), last)));
}

/** "1 July 2026". */
export function showDate(date: Date): string {
  const name = MONTHS[date.getUTCMonth()]!;
  return `${date.getUTCDate()} ${name[0]!.toUpperCase()}${name.slice(1)} ${date.getUTCFullYear()}`;
}

/** "Month 3", or "Month 3 (1 October 2026)" with a commencement date. */
export function offsetLabel(offset: Offset, start: Date | null): string {
  const relative = `${offset.unit === "month" ? "Month" : "Day"} ${offset.value}`;
  return start ? `${relative} (${showDate(dateAt(start, offset))})` : relative;
}

export type ScheduledMilestone = {
  milestone: string;
  phase: CmpPhase;
  /** When it is due or starts, as shown ("Month 0 (1 July 2026)"); "" when the duration was not read. */
  from: string;
  to: string;
  /** How often or on what event ("Once, before commencement", "Monthly"). */
  timing: string;
};

/**
 * Each milestone's window as a share of the duration (0 = commencement, 1 = completion), and its timing. A
 * proposal to adjust: mobilisation in the first tenth, the first deliverable reviewed by a quarter, monthly
 * progress reports, quarterly performance reviews, close-out at completion.
 */
const WINDOWS: Readonly<Record<string, { from: number; to: number; timing: string }>> = {
  "Contract Planning & Preparation": { from: 0, to: 0, timing: "Once, before commencement" },
  "Stakeholder Identification & Engagement": { from: 0, to: 0, timing: "Once, before commencement" },
  "Risk Assessment & Mitigation Planning": {
    from: 0,
    to: 0,
    timing: "Before commencement; risks reviewed quarterly",
  },
  "Contract Terms & Conditions Development": { from: 0, to: 0, timing: "Once, before signing" },
  "Performance Metrics & KPIs Definition": { from: 0, to: 0, timing: "Once, before commencement" },
  "Contract Award & Execution": { from: 0, to: 0, timing: "At signing (commencement)" },
  "Contractor Mobilization & Setup": { from: 0, to: 0.1, timing: "Once, after commencement" },
  "Initial Deliverable Review & Approval": { from: 0.1, to: 0.25, timing: "Once, first deliverable" },
  "Progress Monitoring & Reporting": { from: 0, to: 1, timing: "Monthly progress reports" },
  "Quality Assurance & Control": { from: 0.1, to: 1, timing: "At each delivery and inspection" },
  "Ongoing Performance Management": { from: 0, to: 1, timing: "Quarterly performance reviews" },
  "Change Management & Variations": { from: 0, to: 1, timing: "As variations arise" },
  "Payment Processing & Financial Management": { from: 0, to: 1, timing: "Per the payment schedule" },
  "Contract Compliance Monitoring": { from: 0, to: 1, timing: "Quarterly" },
  "Contract Close-out & Final Evaluation": { from: 1, to: 1, timing: "Once, at completion" },
};

/**
 * A share of the duration as a whole month or day, rounded, and at least 1 after commencement (mobilisation in
 * a 3-month contract is Month 1, not Month 0).
 */
export function offsetAt(duration: Offset, share: number): Offset {
  const value = share === 0 ? 0 : Math.max(1, Math.round(duration.value * share));
  return { value, unit: duration.unit };
}

export function scheduleMilestones(duration: Duration | null, start: Date | null): ScheduledMilestone[] {
  return MILESTONES.map(({ milestone, phase }) => {
    const window = WINDOWS[milestone]!;
    if (!duration) return { milestone, phase, from: "", to: "", timing: window.timing };
    const from = offsetLabel(offsetAt(duration, window.from), start);
    const to = offsetLabel(offsetAt(duration, window.to), start);
    return { milestone, phase, from, to, timing: window.timing };
  });
}

/** What the dates are counted from, for the plan's notices. */
export function scheduleBasis(duration: Duration | null, start: Date | null, durationText: string): string {
  if (!duration)
    return `The contract duration "${durationText}" gives no period in days, weeks, months or years: milestones are not dated. State it as e.g. "12 months".`;
  const zero = duration.unit === "month" ? "Month 0" : "Day 0";
  return start
    ? `Dates count from the commencement date you gave, ${showDate(start)} (${zero}), over ${duration.text}.`
    : `No commencement date given: times are counted from commencement (${zero}) over ${duration.text}. Add the commencement date to get calendar dates.`;
}
