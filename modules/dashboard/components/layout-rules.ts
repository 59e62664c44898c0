/**
 * Layout limits of the signed-in home. Pure, so the unit tests can pin them; the components turn
 * them into responsive classes (CSS decides mobile vs desktop, so server and first client render agree).
 */

/** Tailwind's `md` breakpoint is this width: below it is the mobile layout. */
export const MOBILE_BREAKPOINT_PX = 768;
/** The mobile Role Toolbox lists at most this many recommended tools. */
export const MOBILE_RECOMMENDED_LIMIT = 6;
/** On desktop a 'View all' link appears when the role has more recommended tools than this. */
export const DESKTOP_VIEW_ALL_AFTER = 8;
/** Recently used and favorite lists scroll when they hold more entries than this. */
export const QUICK_ACCESS_SCROLL_AFTER = 3;

export interface RecommendedLayout {
  /** How many tools each layout shows (the first ones of the list). */
  mobileShown: number;
  desktopShown: number;
  /** Whether each layout shows the 'View all' link to /services. */
  mobileViewAll: boolean;
  desktopViewAll: boolean;
}

/**
 * Desktop shows up to 8 and links 'View all' when there are more; mobile shows up to 6 and links 'View all'
 * whenever it had to leave tools out, so no recommendation is out of reach on a phone.
 */
export function recommendedLayout(count: number): RecommendedLayout {
  return {
    mobileShown: Math.min(count, MOBILE_RECOMMENDED_LIMIT),
    desktopShown: Math.min(count, DESKTOP_VIEW_ALL_AFTER),
    mobileViewAll: count > MOBILE_RECOMMENDED_LIMIT,
    desktopViewAll: count > DESKTOP_VIEW_ALL_AFTER,
  };
}

export function quickAccessScrolls(count: number): boolean {
  return count > QUICK_ACCESS_SCROLL_AFTER;
}
