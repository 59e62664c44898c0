/** Anchor links land 80 px below the top (the sticky header's height plus air). */
export const ANCHOR_OFFSET = 80;
/** A hash on load is followed after 50-60 ms, once the page has laid out. */
export const HASH_SCROLL_DELAY_MS = 55;
/** The section counts as "in view" as it crosses these ratios inside the margin below. */
export const SECTION_THRESHOLDS = [0.15, 0.35, 0.6];
export const SECTION_ROOT_MARGIN = "-20% 0px -50% 0px";

export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Scrolls so the element's top sits `ANCHOR_OFFSET` px below the viewport top; smooth unless reduced motion. */
export function scrollToElement(element: Element, smooth = true): void {
  const top = element.getBoundingClientRect().top + window.scrollY - ANCHOR_OFFSET;
  window.scrollTo({ top: Math.max(0, top), behavior: smooth && !prefersReducedMotion() ? "smooth" : "auto" });
}
