/**
 * Whether a horizontally scrolling box has more to show, and on which side. The scroll region shows its cue
 * and edge shadows from this, and becomes a focusable, named region only when it really scrolls (a tab stop
 * and a landmark on every table that fits would be noise).
 */
export type ScrollState = { scrollable: boolean; atStart: boolean; atEnd: boolean };

export type ScrollMetrics = { scrollWidth: number; clientWidth: number; scrollLeft: number };

export const NOT_SCROLLABLE: ScrollState = { scrollable: false, atStart: true, atEnd: true };

/** Sub-pixel rounding (zoom, fractional widths) must not count as "more to see". */
const SLACK_PX = 1;

export function scrollState({ scrollWidth, clientWidth, scrollLeft }: ScrollMetrics): ScrollState {
  const hidden = scrollWidth - clientWidth;
  if (!(hidden > SLACK_PX)) return NOT_SCROLLABLE;
  // Right-to-left pages scroll with negative scrollLeft: what counts is the distance from either edge.
  const travelled = Math.abs(scrollLeft);
  return { scrollable: true, atStart: travelled <= SLACK_PX, atEnd: travelled >= hidden - SLACK_PX };
}

export function sameScrollState(a: ScrollState, b: ScrollState): boolean {
  return a.scrollable === b.scrollable && a.atStart === b.atStart && a.atEnd === b.atEnd;
}
