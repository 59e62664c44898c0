/**
 * The product tour's data and its keyboard model. Pure: no React, no Next. The server builds the screens from
 * the product's own texts and catalogue (tour-data.ts); the dialog (tour-dialog.tsx) renders them.
 */

/** One block of a mocked screen, drawn with the same labels as the real screen. */
export type TourBlock =
  | { type: "tabs"; items: string[]; active: number }
  | { type: "fields"; items: { label: string; value: string; placeholder?: boolean }[] }
  | { type: "cards"; items: { title: string; meta: string }[] }
  | { type: "findings"; items: TourFinding[] }
  | { type: "rows"; items: { title: string; meta: string; badge: string }[] }
  /** `primary`: the index of the filled button (default 0). */
  | { type: "buttons"; items: string[]; primary?: number }
  | { type: "checkbox"; label: string; checked: boolean }
  | { type: "note"; text: string }
  | { type: "heading"; text: string };

export type TourFinding = {
  status: "pass" | "warning" | "fail";
  statusLabel: string;
  title: string;
  /** "Evidence: ...", "Recommendation: ...", already labelled. */
  details: string[];
};

export type TourScreen = {
  /** The page's address, shown in the mock's address bar: the real route of that screen. */
  path: string;
  heading: string;
  blocks: TourBlock[];
};

export type TourStep = { title: string; body: string; screen: TourScreen };

export type ProductTourTexts = {
  title: string;
  intro: string;
  /** "Step n of N", one per step, formatted on the server. */
  stepLabels: string[];
  back: string;
  next: string;
  close: string;
  keys: string;
  /** The screen's accessible name: "{step title}: illustration of the {path} page". */
  screenLabels: string[];
  finish: { label: string; href: string };
};

/**
 * Which step a key leads to from `step` of `total`, or null when the key is not the tour's: Left/Right move by
 * one (stopping at the ends), Home and End jump to the first and last step.
 */
export function tourKeyTarget(key: string, step: number, total: number): number | null {
  const last = Math.max(0, total - 1);
  if (key === "ArrowRight") return Math.min(last, step + 1);
  if (key === "ArrowLeft") return Math.max(0, step - 1);
  if (key === "Home") return 0;
  if (key === "End") return last;
  return null;
}

/** Keeps a requested step inside the tour. */
export function clampStep(step: number, total: number): number {
  return Math.min(Math.max(0, total - 1), Math.max(0, step));
}
