import { RedFlagInputError, type RedFlagInputReason } from "./errors";
import type { RedFlagLineWarning } from "./types";

/** One unreadable line (JSON lines) or package item: skipped, the job goes on with the rest. */
export type ItemFault = { reason: RedFlagInputReason; line: number; message: string };
export type FaultSink = (fault: ItemFault) => void;

/** Warnings kept for the user; the rest are only counted. */
export const MAX_LINE_WARNINGS = 100;

/** Counts skipped lines and keeps the first warnings, as Cardinal logs a bad line and goes on. */
export class SkippedItems {
  count = 0;
  readonly warnings: RedFlagLineWarning[] = [];
  private first: ItemFault | undefined;

  readonly add: FaultSink = (fault) => {
    this.count++;
    this.first ??= fault;
    if (this.warnings.length < MAX_LINE_WARNINGS)
      this.warnings.push({ line: fault.line, message: fault.message });
  };

  /** The first fault as the job's error, for an input with nothing readable left. */
  firstError(): RedFlagInputError {
    const fault = this.first!;
    const rest = this.count > 1 ? ` (and ${this.count - 1} more lines could not be read)` : "";
    return new RedFlagInputError(fault.reason, `${fault.message}${rest}`, fault.line);
  }
}

/** "an array", "a number", "null": what a value is, for messages. */
export function describeJson(value: unknown): string {
  if (value === null) return "null";
  return Array.isArray(value) ? "an array" : `a ${typeof value}`;
}
