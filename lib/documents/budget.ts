/**
 * Time and size budgets for one extraction. The deadline is checked between pages/sheets/slides; the hard
 * timeout in extract.ts covers a single slow step (it cannot stop a synchronous parser, but the job fails
 * on time and the loop stops at its next check).
 */
import { ExtractionError } from "./errors";
import type { ExtractionLimits } from "./limits";
import { cleanText, cutAt } from "./text";
import type { ExtractedUnit, ExtractionResult, UnitKind } from "./types";

export class Deadline {
  private readonly endsAt: number;
  private expired = false;

  constructor(
    readonly ms: number,
    now = Date.now(),
  ) {
    this.endsAt = now + ms;
  }

  expire(): void {
    this.expired = true;
  }

  get passed(): boolean {
    return this.expired || Date.now() > this.endsAt;
  }

  check(): void {
    if (this.passed) throw timeoutError(this.ms);
  }
}

export function timeoutError(ms: number): ExtractionError {
  return new ExtractionError(
    "timeout",
    `Reading the document took longer than ${Math.round(ms / 1000)} seconds.`,
  );
}

const UNIT_NAMES: Record<UnitKind, string> = {
  page: "pages",
  sheet: "sheets",
  slide: "slides",
  section: "sections",
};

export function tooManyUnits(kind: UnitKind, count: number | null, max: number): ExtractionError {
  const counted = count === null ? `more than ${max}` : String(count);
  return new ExtractionError(
    "too_many_units",
    `The document has ${counted} ${UNIT_NAMES[kind]}; the limit is ${max}.`,
  );
}

/** Lets timers (the hard timeout, other requests) run between pages of a long document. */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Collects cleaned units, enforcing the unit count and the total character budget. */
export class UnitCollector {
  readonly units: ExtractedUnit[] = [];
  private chars = 0;
  private cut = false;

  constructor(
    private readonly limits: ExtractionLimits,
    readonly deadline: Deadline,
  ) {}

  /** Characters still allowed; parsers use it to stop building huge strings that would be cut anyway. */
  get remaining(): number {
    return Math.max(0, this.limits.maxChars - this.chars);
  }

  /** True once the character budget is spent: later units would be empty, so parsers stop. */
  get full(): boolean {
    return this.cut;
  }

  /** Adds a unit; returns false when the budget is spent and the caller should stop. */
  add(unit: ExtractedUnit): boolean {
    this.deadline.check();
    if (this.units.length >= this.limits.maxUnits) throw tooManyUnits(unit.kind, null, this.limits.maxUnits);
    let text = cleanText(unit.text);
    if (text.length > this.remaining) {
      text = cutAt(text, this.remaining);
      this.cut = true;
    }
    const label = unit.label ? cleanText(unit.label).slice(0, 200) : undefined;
    this.units.push({ kind: unit.kind, index: unit.index, ...(label ? { label } : {}), text });
    this.chars += text.length;
    return !this.cut;
  }

  result(pageCount?: number): ExtractionResult {
    return { units: this.units, truncated: this.cut, ...(pageCount === undefined ? {} : { pageCount }) };
  }
}
